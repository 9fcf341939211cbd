"""Perfect Information Monte Carlo (PIMC): sample the hidden cards, solve each sample open, play the best on average.

The method of choice for the card play of trick-taking programs (Ginsberg's GIB;
Long, Sturtevant, Buro & Furtak 2010): from its view the player draws ``worlds``
whole games with the ruleset's ``determinize`` (every deal consistent with the
view equally likely), solves each with the ruleset's ``solve`` for its own side,
and plays the legal action with the best total value over the worlds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Final, Generic, Literal, TypeAlias, TypeVar

from trickcore.deck import Seed
from trickcore.errors import excerpt
from trickcore.players._base import Player
from trickcore.ruleset import SeatState

__all__ = ["DEFAULT_WORLDS", "SOLVED_CARDS", "Fallback", "PIMCPlayer"]

V = TypeVar("V", bound=SeatState)
A = TypeVar("A")

DEFAULT_WORLDS: Final = 8
"""Sampled games per decision by default."""

Fallback: TypeAlias = Literal["ismcts", "heuristic"]
"""The built-in player a PIMC player leaves its unsolved decisions to: ISMCTS (strong) or the heuristic (fast)."""

SOLVED_CARDS: Final[Mapping[str, int]] = MappingProxyType({"fifty-six": 24, "smear": 24, "fifty-five": 20})
"""Per ruleset name, the most cards left in the hands (all seats together) at which the player solves its samples.

As many as a solve of a random deal takes about a tenth of a second or less at the
median (see the Performance page): Smear's and four-seat Fifty-Five's whole play
(24 and 20 cards), Fifty-Six's last six tricks of four seats (its compiled search;
a whole hand of 48 cards takes seconds). With more cards out the player plays as
its fallback player does; from this point to the end of the hand, every card is
chosen by PIMC.
"""


class PIMCPlayer(Generic[V, A]):
    """Plays the card with the best mean solved value over sampled deals; elsewhere, as its fallback player.

    In the auction and the other phases before the play (bids, discards, trumps),
    while more than its ruleset's :data:`SOLVED_CARDS` cards are left in the hands,
    and while no trump is named (Smear's pitch, the first lead, names it: the bid was
    made for the fallback's trump, and the solver's mean over open hands, blind to the
    contract, lost every one of ten games against ISMCTS choosing it), it acts as
    ``fallback`` (see :func:`~trickcore.players.pimc_player`). The same seed and views
    give the same actions.
    """

    def __init__(self, ruleset: Any, seed: Seed | None, *, worlds: int, fallback: Player[V, A]) -> None:
        if isinstance(worlds, bool) or not isinstance(worlds, int) or worlds < 1:
            raise ValueError(f"worlds must be a positive int, not {excerpt(worlds)}")
        self._ruleset = ruleset
        self._random = random.Random(seed)
        self._worlds = worlds
        self._fallback = fallback
        self._solved = SOLVED_CARDS[ruleset.NAME]

    @property
    def worlds(self) -> int:
        """Sampled games per decision."""
        return self._worlds

    def act(self, view: V) -> A:
        """The legal action with the best total solved value over ``worlds`` sampled games (or the fallback's)."""
        ruleset = self._ruleset
        legal: list[A] = list(ruleset.legal_actions(view))
        if str(view.phase) != "play" or len(legal) < 2:
            return self._fallback.act(view)
        if sum(view.hand_sizes) > self._solved or getattr(view, "trump", True) is None:
            return self._fallback.act(view)
        games = [ruleset.determinize(view, seed=self._random.getrandbits(64)) for _ in range(self._worlds)]
        totals = dict.fromkeys(legal, 0)
        for game in games:
            values = ruleset.solve(game).actions
            for action in legal:
                totals[action] += values[action]
        return max(legal, key=totals.__getitem__)

    def __repr__(self) -> str:
        return f"PIMCPlayer(worlds={self._worlds})"
