"""The player protocol, the random player, and finding a view's ruleset."""

from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar

from trickcore.deck import Seed
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.ruleset import AnyRuleset

__all__ = ["Player", "RandomPlayer", "ruleset_of"]

V = TypeVar("V", contravariant=True)
A = TypeVar("A", covariant=True)


class Player(Protocol[V, A]):
    """Anything that chooses an action from a seat's view.

    A player is asked only when its seat is to act, and sees only what
    ``ruleset.view(game, seat)`` shows: its own hand, the calls, the contract,
    the tricks and the scores, never another hand. That the built-in players
    play whole games this way shows a view holds enough to play.

    ``Player[fifty_six.View, fifty_six.Action]`` is a Fifty-Six player;
    :func:`~trickcore.players.play_game` takes one per seat, of its ruleset's views
    and actions (``Player[Any, Any]`` where the ruleset is only known at run time).
    """

    def act(self, view: V) -> A:
        """The action to take; it must be one of ``ruleset.legal_actions(view)``."""
        ...


def ruleset_of(view: object) -> AnyRuleset:
    """The ruleset whose ``View`` (or ``Game``) class ``view`` is an instance of.

    Example:
        >>> from trickcore.games import smear
        >>> ruleset_of(smear.view(smear.new_game(seed=1), 0)).NAME
        'smear'

    Raises:
        TypeError: ``view`` belongs to no ruleset.
    """
    for name in RULESET_NAMES:
        ruleset = get_ruleset(name)
        if isinstance(view, (ruleset.View, ruleset.Game)):
            return ruleset
    raise TypeError(f"not a view of any ruleset: {type(view).__name__}")


class RandomPlayer:
    """Chooses uniformly among the legal actions, with its own seeded generator.

    The same seed gives the same choices for the same views, so simulations are
    reproducible. The ruleset is found from the view's type unless given.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=3)
        >>> player = RandomPlayer(seed=1)
        >>> player.act(smear.view(game, game.to_act)) in smear.legal_actions(game)
        True
    """

    def __init__(self, seed: Seed | None = None, *, ruleset: AnyRuleset | None = None) -> None:
        self._random = random.Random(seed)
        self._ruleset = ruleset

    def act(self, view: Any) -> Any:
        """A legal action of ``view``'s seat, drawn uniformly."""
        ruleset = self._ruleset if self._ruleset is not None else ruleset_of(view)
        actions = ruleset.legal_actions(view)
        if not actions:
            raise ValueError(f"seat {view.seat} has no legal action now")
        return actions[self._random.randrange(len(actions))]

    def __repr__(self) -> str:
        return "RandomPlayer()"
