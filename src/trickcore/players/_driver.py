"""Playing whole games with players that see only their views."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any, Final, Protocol, TypeVar

from trickcore.deck import Seed
from trickcore.errors import TrickcoreError
from trickcore.matchplay import deal_next, deal_seed, start_match
from trickcore.players._base import Player
from trickcore.ruleset import ActionT_contra, GameState, GameT_contra, Ruleset, SeatState

__all__ = ["DEFAULT_MAX_ACTIONS", "ActionLimitError", "GameObserver", "deal_seed", "play_game"]

DEFAULT_MAX_ACTIONS: Final = 100_000
"""The default bound on the actions of one game in :func:`play_game`.

Real games take a few hundred actions; the bound matters for tables of random
players, whose reckless bids can keep every score below the target for ever.
"""


class ActionLimitError(TrickcoreError, RuntimeError):
    """A game driven by :func:`play_game` did not end within its limit of actions.

    Attributes:
        game: the game as it stood when the limit was reached (``None`` if not
            known); it can be saved with ``to_json`` and replayed like any game.
        hands: the hands dealt by then.
        actions: the actions taken by then.
    """

    def __init__(self, message: str, game: Any = None, *, hands: int = 0, actions: int = 0) -> None:
        super().__init__(message)
        self.game = game
        self.hands = hands
        self.actions = actions

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle with the game and the counts (for process pools)."""
        return (_limit_error, (str(self), self.game, self.hands, self.actions))


def _limit_error(message: str, game: Any, hands: int, actions: int) -> ActionLimitError:
    """Rebuild a pickled :class:`ActionLimitError`."""
    return ActionLimitError(message, game, hands=hands, actions=actions)


R = TypeVar("R")
G = TypeVar("G", bound=GameState)
V = TypeVar("V", bound=SeatState)
A = TypeVar("A")
class GameObserver(Protocol[GameT_contra, ActionT_contra]):
    """Told about every deal and every action of a game :func:`play_game` drives.

    ``GameObserver[smear.Game, smear.Action]`` observes Smear games. The command
    line's log is an observer; a simulation collects statistics with one.
    """

    def dealt(self, game: GameT_contra) -> None:
        """A hand was dealt (the first one too); ``game`` is the state just after the deal."""
        ...

    def acted(self, before: GameT_contra, seat: int, action: ActionT_contra, after: GameT_contra) -> None:
        """``seat`` took ``action``, turning ``before`` into ``after``."""
        ...


def play_game(
    ruleset: Ruleset[R, G, V, A],
    rules: R,
    players: Sequence[Player[V, A]],
    *,
    seed: Seed | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    max_hands: int | None = None,
    observer: GameObserver[G, A] | None = None,
) -> G:
    """Play a game, whole or its first ``max_hands`` hands, and return it.

    Each hand is dealt with ``ruleset.new_game``/``ruleset.deal`` from
    :func:`~trickcore.deal_seed` (see :mod:`trickcore.matchplay`); whenever a seat is to act, that seat's player is asked
    with the seat's view only, and its action is applied for that seat.

    The game comes back at ``GAME_OVER`` when it has ended, or at ``HAND_OVER`` when
    ``max_hands`` hands have been played and the game goes on: ``game.winner`` is
    ``None`` then, ``game.hand_number == max_hands`` and ``game.last_hand`` is the
    result of the last hand played, so ``max_hands=1`` plays exactly one hand. Such a
    game can be played on by dealing the next hand with :func:`trickcore.deal_next`.

    Args:
        ruleset: the ruleset module (see :func:`trickcore.get_ruleset`).
        rules: the ruleset's ``Rules``.
        players: one player per seat.
        seed: names the game (every deal); ``None`` draws one at random.
        max_actions: a safety bound: raise if the game has not ended after this
            many actions (players that never let a game end).
        max_hands: stop after this many hands (``None``: play the game to its end).
            A game that ends in hand ``max_hands`` is returned at ``GAME_OVER``.
        observer: told about every deal and action.

    Example:
        >>> from trickcore.games import smear
        >>> from trickcore.players import RandomPlayer, heuristic_player
        >>> players = [heuristic_player("smear", 0), RandomPlayer(1), heuristic_player("smear", 2), RandomPlayer(3)]
        >>> game = play_game(smear, smear.Rules(), players, seed=5)
        >>> game.phase is smear.Phase.GAME_OVER, game.winner in (0, 1)
        (True, True)
        >>> one = play_game(smear, smear.Rules(), players, seed=5, max_hands=1)
        >>> one.phase is smear.Phase.HAND_OVER, one.hand_number, one.winner
        (True, 1, None)

    Raises:
        ValueError: the number of players is not the number of seats, or
            ``max_hands`` is not a positive int.
        ActionLimitError: the game did not end within ``max_actions`` actions;
            its ``game`` is the game as it stood.
        IllegalAction: a player chose an illegal action.
    """
    if max_hands is not None and (max_hands.__class__ is not int or max_hands < 1):
        raise ValueError(f"max_hands must be a positive int or None, not {max_hands!r}")
    if seed is None:
        seed = secrets.randbits(63)
    game = start_match(ruleset, rules, seed)
    if len(players) != len(game.hands):
        raise ValueError(f"{len(game.hands)} seats need {len(game.hands)} players, not {len(players)}")
    if observer is not None:
        observer.dealt(game)
    hand_over, game_over = ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER
    taken = 0
    while game.phase != game_over:
        if game.phase == hand_over and max_hands is not None and game.hand_number >= max_hands:
            return game
        if taken == max_actions:
            raise ActionLimitError(
                f"the game did not end within {max_actions} actions", game, hands=game.hand_number, actions=taken
            )
        if game.phase == hand_over:
            game = deal_next(ruleset, game, seed)
            if observer is not None:
                observer.dealt(game)
            continue
        seat = game.to_act
        if seat is None:
            raise AssertionError(f"{ruleset.NAME}: nobody is to act in phase {game.phase.name}, yet the game goes on")
        action = players[seat].act(ruleset.view(game, seat))
        after = ruleset.apply(game, action, seat=seat)
        if observer is not None:
            observer.acted(game, seat, action, after)
        game = after
        taken += 1
    return game
