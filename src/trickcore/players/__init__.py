"""Built-in players: a random one and a rule-aware heuristic one per ruleset.

A :class:`Player` chooses an action from a seat's *view* only (never the whole
game), which shows a view holds all a player needs. :func:`play_game` drives a
whole game with one player per seat.

Example:
    >>> from trickcore.games import smear
    >>> players = [heuristic_player("smear", seed=seat) if seat % 2 == 0 else RandomPlayer(seat)
    ...            for seat in range(4)]
    >>> game = play_game(smear, smear.Rules(), players, seed=11)
    >>> game.winner in (0, 1)
    True
"""

from __future__ import annotations

from typing import Any, Literal, overload

from trickcore.deck import Seed
from trickcore.players._base import Player, RandomPlayer, ruleset_of
from trickcore.players._driver import (
    DEFAULT_MAX_ACTIONS,
    ActionLimitError,
    GameObserver,
    deal_seed,
    play_game,
)
from trickcore.players._fifty_five import FiftyFivePlayer
from trickcore.players._fifty_six import FiftySixPlayer
from trickcore.players._smear import SmearPlayer
from trickcore.registry import get_ruleset

__all__ = [
    "DEFAULT_MAX_ACTIONS",
    "ActionLimitError",
    "FiftyFivePlayer",
    "FiftySixPlayer",
    "GameObserver",
    "Player",
    "RandomPlayer",
    "SmearPlayer",
    "deal_seed",
    "heuristic_player",
    "play_game",
    "ruleset_of",
]

_HEURISTICS: dict[str, type[Any]] = {
    "fifty-six": FiftySixPlayer,
    "smear": SmearPlayer,
    "fifty-five": FiftyFivePlayer,
}


@overload
def heuristic_player(ruleset_name: Literal["fifty-six", "56"], seed: Seed | None = None) -> FiftySixPlayer: ...


@overload
def heuristic_player(ruleset_name: Literal["smear"], seed: Seed | None = None) -> SmearPlayer: ...


@overload
def heuristic_player(ruleset_name: Literal["fifty-five", "55"], seed: Seed | None = None) -> FiftyFivePlayer: ...


@overload
def heuristic_player(ruleset_name: str, seed: Seed | None = None) -> Player[Any, Any]: ...


def heuristic_player(ruleset_name: str, seed: Seed | None = None) -> Player[Any, Any]:
    """The rule-aware heuristic player of a ruleset (any name :func:`trickcore.get_ruleset` takes).

    ``seed`` (an ``int`` or a ``str``, not a seat number) seeds its tie-breaking,
    so equal seeds play equal games. With a literal name the type checker knows
    the player's class (a ``Player`` of that ruleset's views and actions).

    Example:
        >>> heuristic_player("55")
        FiftyFivePlayer()

    Raises:
        UnknownRulesetError: the name is not a ruleset.
    """
    player: Player[Any, Any] = _HEURISTICS[get_ruleset(ruleset_name).NAME](seed)
    return player
