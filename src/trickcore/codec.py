"""Records, replay and JSON for a ruleset, written once for all of them.

A ruleset builds one :class:`GameCodec` from its own ``new_game``, ``deal`` and
``apply`` and exposes its methods as the module functions ``record``, ``replay``,
``to_json`` and ``from_json``. A game travels as its record, so reading JSON can
only ever build a game reachable by legal play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickcore.cards import Card, sort_cards
from trickcore.errors import RecordError, SerializationError
from trickcore.hands import holds_all
from trickcore.records import Deal, History, Record, replay_record
from trickcore.serialization import from_data, to_data, unwrap, wrap

__all__ = ["GameCodec", "SeatView", "view_problem"]

A = TypeVar("A")
R = TypeVar("R")
V = TypeVar("V")


class RecordedGame(Protocol):
    """A game that keeps its rules and history."""

    @property
    def rules(self) -> Any:
        """The game's rules."""

    @property
    def history(self) -> History[Any]:
        """Everything that led to the game."""

    @property
    def phase(self) -> Enum:
        """The game's phase; every ruleset's has a ``HAND_OVER`` member."""


G = TypeVar("G", bound=RecordedGame)


class SeatView(Protocol):
    """The fields every ruleset's view has."""

    @property
    def seat(self) -> int:
        """The seat whose view it is."""

    @property
    def dealer(self) -> int:
        """The dealer of the hand."""

    @property
    def to_act(self) -> int | None:
        """The seat to act, if any."""

    @property
    def winner(self) -> int | None:
        """The winning team or side, once the game is over."""

    @property
    def hand(self) -> tuple[Card, ...]:
        """The seat's own cards."""

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""


def view_problem(view: SeatView, *, players: int, sides: int, closed: bool, game_over: bool, pack: Sequence[Card]) -> str | None:
    """Why a decoded view could not have come from any game, or ``None``.

    A view read from JSON is built from its fields, not replayed, so the codec
    checks what every view must satisfy: seats in range, a seat to act exactly
    while a hand is on, a winner exactly when the game is over, one hand size per
    seat, and an own hand in canonical order, of its size, drawn from the pack.

    Args:
        view: the decoded view.
        players: the number of seats.
        sides: the number of teams or sides.
        closed: no seat acts in the view's phase (``HAND_OVER``, ``GAME_OVER``).
        game_over: the view's phase is ``GAME_OVER``.
        pack: the pack the hand's cards come from (copies counted).
    """
    seats = range(players)
    if view.seat not in seats or view.dealer not in seats:
        return f"seat {view.seat} or dealer {view.dealer} is not a seat of a {players}-player game"
    if (view.to_act is None) != closed or (view.to_act is not None and view.to_act not in seats):
        return f"to_act {view.to_act!r} does not fit the phase"
    if (view.winner is not None) != game_over or (view.winner is not None and view.winner not in range(sides)):
        return f"winner {view.winner!r} does not fit the phase and the {sides} sides"
    if len(view.hand_sizes) != players or any(size < 0 for size in view.hand_sizes):
        return f"hand_sizes must hold {players} counts"
    if len(view.hand) != view.hand_sizes[view.seat]:
        return "the hand does not match its hand size"
    if view.hand != sort_cards(view.hand):
        return "the hand is not in canonical order"
    if not holds_all(pack, view.hand):
        return "the hand holds cards that are not in the pack"
    return None


@attrs.frozen
class GameCodec(Generic[G, V, R, A]):
    """How one ruleset records, replays and serialises its games and views.

    Attributes:
        name: the ruleset's registry name, stored in records and JSON.
        version: the version of its rules; records of another version are refused.
        game_type: its ``Game`` class.
        view_type: its ``View`` class.
        record_type: the record's full type, such as ``Record[Rules, Action]``, for decoding.
        start: the game with a record's first deal (first dealer and start position applied).
        deal: the next hand dealt from a recorded :class:`~trickcore.Deal`.
        apply: the ruleset's ``apply``.
        view_problem: why a decoded view is impossible, or ``None`` (see :func:`view_problem`).
    """

    name: str
    version: int
    game_type: type[G]
    view_type: type[V]
    record_type: Any
    start: Callable[[Record[R, A]], G]
    deal: Callable[[G, Deal], G]
    apply: Callable[[G, A], G]
    view_problem: Callable[[V], str | None]

    def record(self, game: G) -> Record[R, A]:
        """The rules, start position, deals and actions that led to ``game``."""
        if not isinstance(game, self.game_type):
            raise TypeError(f"record() takes a {self.name} Game, not {type(game).__name__}")
        history = game.history
        return Record(
            self.name, self.version, game.rules, history.first_dealer, history.start, history.deals, history.actions
        )

    def replay(self, record: Record[R, A]) -> G:
        """The game a record describes.

        Raises:
            RecordError: the record is corrupt; ``.index`` is the first bad action's position.
        """
        return replay_record(
            record,
            ruleset=self.name,
            version=self.version,
            start=self.start,
            awaiting_deal=_awaiting_deal,
            deal=self.deal,
            apply=self.apply,
        )

    def to_json(self, value: G | V) -> str:
        """Lossless JSON of a game (as its record) or of a view."""
        if isinstance(value, self.game_type):
            return wrap("game", self.name, to_data(self.record(value)))
        if isinstance(value, self.view_type):
            return wrap("view", self.name, to_data(value))
        raise TypeError(f"to_json() takes a {self.name} Game or View, not {type(value).__name__}")

    def from_json(self, text: str | bytes) -> G | V:
        """The game (replayed from its record) or view a JSON document holds.

        Raises:
            SerializationError: malformed JSON, another ruleset's document, a bad
                view, or a record that does not replay.
        """
        kind, payload = unwrap(text, self.name)
        if kind == "view":
            view: V = from_data(payload, self.view_type)
            problem = self.view_problem(view)
            if problem is not None:
                raise SerializationError(f"not a valid {self.name} view: {problem}")
            return view
        if kind == "game":
            record: Record[R, A] = from_data(payload, self.record_type)
            try:
                return self.replay(record)
            except RecordError as error:
                raise SerializationError(f"the game's record does not replay: {error}") from error
        raise SerializationError(f"unknown document kind {kind!r} (expected 'game' or 'view')")


def _awaiting_deal(game: RecordedGame) -> bool:
    """A hand is over and the game goes on: the next recorded deal is due."""
    return game.phase.name == "HAND_OVER"
