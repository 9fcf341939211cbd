"""The shape every ruleset module has, so a frontend can hold "the ruleset" as one value."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from trickcore.cards import Card
from trickcore.deck import Seed
from trickcore.errors import IllegalAction

__all__ = ["Ruleset"]


class Ruleset(Protocol):
    """A ruleset module: :mod:`trickcore.games.fifty_six`, :mod:`~trickcore.games.smear`
    or :mod:`~trickcore.games.fifty_five`.

    Each names its own ``Rules``, ``Game``, ``Phase`` and action classes; the
    functions below take and return those. See the API contract for each one's meaning.
    """

    NAME: str
    """The registry name (``"fifty-six"``, ``"smear"``, ``"fifty-five"``)."""

    @property
    def Rules(self) -> type[Any]:  # noqa: N802 - the public class name
        """The ruleset's frozen configuration class."""

    @property
    def Game(self) -> type[Any]:  # noqa: N802
        """The ruleset's game state class."""

    @property
    def Phase(self) -> type[Any]:  # noqa: N802
        """The ruleset's phase enum."""

    @property
    def View(self) -> type[Any]:  # noqa: N802
        """The ruleset's per-seat view class."""

    def deck(self, rules: Any, players: int | None = None) -> tuple[Card, ...]:
        """The unshuffled pack for that many active players, in canonical order."""

    def new_game(
        self,
        rules: Any = ...,
        *,
        seed: Seed | None = None,
        deck: Sequence[Card] | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
        dealer: int | None = None,
    ) -> Any:
        """A game with its first hand dealt."""

    def deal(
        self,
        game: Any,
        *,
        seed: Seed | None = None,
        deck: Sequence[Card] | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
    ) -> Any:
        """The next hand dealt, from ``HAND_OVER``."""

    def legal_actions(self, game: Any) -> tuple[Any, ...]:
        """Every legal action for the seat to act, in a deterministic order."""

    def check(self, game: Any, action: object, seat: int | None = None) -> IllegalAction | None:
        """Why ``action`` is illegal now, or ``None``."""

    def apply(self, game: Any, action: object, seat: int | None = None) -> Any:
        """The next state; raises what :meth:`check` returns."""

    def view(self, game: Any, seat: int) -> Any:
        """What ``seat`` may see."""

    def parse_action(self, game: Any, text: str) -> Any:
        """The legal action named by ``text``."""

    def record(self, game: Any) -> Any:
        """The replayable record of ``game``."""

    def replay(self, record: Any) -> Any:
        """The game a record describes."""

    def to_json(self, value: Any) -> str:
        """Lossless JSON of a game or a view."""

    def from_json(self, text: str | bytes) -> Any:
        """The game or view a JSON document describes."""

    def determinize(self, view: Any, *, seed: Seed | None = None) -> Any:
        """A whole game consistent with ``view``, every consistent hidden deal equally likely."""

    def num_action_ids(self, rules: Any) -> int:
        """How many integer action ids the rules have."""

    def action_to_id(self, rules: Any, action: Any) -> int:
        """The integer id of an action the rules allow."""

    def action_from_id(self, rules: Any, action_id: int) -> Any:
        """The action with an integer id."""

    def legal_action_ids(self, state: Any) -> tuple[int, ...]:
        """The sorted ids of the legal actions of a game or a view."""
