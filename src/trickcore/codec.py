"""Records, replay and JSON for a ruleset, written once for all of them.

A ruleset builds one :class:`GameCodec` from its own ``new_game``, ``deal`` and
``apply`` and exposes its methods as the module functions ``record``, ``replay``,
``to_json`` and ``from_json``. A game travels as its record, so reading JSON can
only ever build a game reachable by legal play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickcore.errors import RecordError, SerializationError
from trickcore.records import Deal, History, Record, replay_record
from trickcore.serialization import from_data, to_data, unwrap, wrap

__all__ = ["GameCodec"]

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


G = TypeVar("G", bound=RecordedGame)


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
        awaiting_deal: whether a game waits for the next deal.
    """

    name: str
    version: int
    game_type: type[G]
    view_type: type[V]
    record_type: Any
    start: Callable[[Record[R, A]], G]
    deal: Callable[[G, Deal], G]
    apply: Callable[[G, A], G]
    awaiting_deal: Callable[[G], bool]

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
            awaiting_deal=self.awaiting_deal,
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
            return view
        if kind == "game":
            record: Record[R, A] = from_data(payload, self.record_type)
            try:
                return self.replay(record)
            except RecordError as error:
                raise SerializationError(f"the game's record does not replay: {error}") from error
        raise SerializationError(f"unknown document kind {kind!r} (expected 'game' or 'view')")
