"""Claims ("the rest are mine"), written once for every ruleset: when one is legal and what it does.

A :class:`~trickcore.Claim` says the side of the seat to act takes every remaining
trick. Whether it does depends on every hand, so only a game can decide it: each
ruleset's ``check`` calls :func:`check_claim` with its ``Game`` class and its
open-hand search (``claimed_line``: how the side takes every trick, or ``None``), and
its ``apply`` calls :func:`apply_claim`. A view never decides: a seat cannot see the
cards that would defeat it, so ``check(view, Claim())`` leaves the decision to the
server, which holds the game.

Applied, a claim plays the hand out through the ruleset's own ``apply``, each
remaining card played by its holder and the claimer's side taking every trick, so
the hand is scored by the ruleset's own rules (whatever they count of who played
which card); the history records the claim alone, and replaying it plays the same
cards again, because the line is a pure function of the position.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Final, Protocol, TypeVar

import attrs

from trickcore.actions import CLAIM
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.options import house_rules_in_use
from trickcore.records import History

__all__ = ["CLAIM_REFUSED", "apply_claim", "check_claim"]

CLAIM_REFUSED: Final = IllegalAction(
    ErrorCode.CLAIM_REFUSED, "the claim is refused: the other seats can still take a trick"
)
"""The refusal of a claim the other seats can defeat, one value for every refusal (it names no card, so it tells nothing)."""


class _Recorded(Hashable, Protocol):
    """A game: hashable, with its history of deals and actions."""

    @property
    def history(self) -> History[Any]:
        """Every deal and action."""


G = TypeVar("G", bound=_Recorded)
A = TypeVar("A")


@functools.lru_cache(maxsize=8)
def _line(claimed_line: Callable[[Any], Sequence[Any] | None], game: Hashable) -> Sequence[Any] | None:
    """``claimed_line(game)``, kept for the few last games: ``apply`` runs ``check`` first, and a server
    checks a claim before it applies it, so each claim is searched once. Under a house rule
    (:func:`~trickcore.options.house_rules_in_use`) no claim is found: the search models
    the standard rules only."""
    if house_rules_in_use(getattr(game, "rules", None)):
        return None
    return claimed_line(game)


def check_claim(state: object, game_type: type[G], claimed_line: Callable[[G], Sequence[object] | None]) -> IllegalAction | None:
    """Whether a claim by the seat to act is legal in ``state``, which is in its play phase.

    On a ``game_type`` game, the claim is legal exactly when ``claimed_line`` finds the
    side a way to take every remaining trick; anything else is a view, which cannot
    tell, so the claim is accepted for the server to decide.

    Example:
        >>> check_claim("a view", int, lambda game: None) is None
        True
    """
    if isinstance(state, game_type) and _line(claimed_line, state) is None:
        return CLAIM_REFUSED
    return None


def apply_claim(game: G, claimed_line: Callable[[G], Sequence[A] | None], apply: Callable[[G, A], G]) -> G:
    """The game after a claim by the seat to act, in its play phase: the hand played out and scored.

    Raises:
        IllegalAction: ``claim-refused``, when the side cannot take every remaining trick.
    """
    line = _line(claimed_line, game)
    if line is None:
        raise CLAIM_REFUSED
    after = game
    for action in line:
        after = apply(after, action)
    played_out: Any = after
    claimed: G = attrs.evolve(played_out, history=game.history.with_action(CLAIM))
    return claimed

