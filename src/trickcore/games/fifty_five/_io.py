"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final, Literal, cast, overload

from trickcore.codec import GameCodec, Kind
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record, SeatRecord
from trickcore.schema import load_schema
from trickcore.serialization import Data

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._engine import KITTY_SIZE, apply, deal, legal_actions, new_game
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import NAME, RULES_VERSION, Game
from trickcore.games.fifty_five._view import View, view, view_problem

__all__ = [
    "Document",
    "FiftyFiveRecord",
    "from_data",
    "from_json",
    "json_schema",
    "record",
    "replay",
    "replay_view",
    "to_data",
    "to_json",
]

Document = Game | View | Action | Record[Rules, Action] | IllegalAction | Deck
"""Everything a Fifty-Five document can hold."""

FiftyFiveRecord = Record[Rules, Action]
"""The record type of a Fifty-Five game."""


def _stock_seen(game: Game, seat: int) -> int:
    """R14: the bidder took the kitty, the top five cards of the stock, once the auction was won."""
    contract = game.contract
    return KITTY_SIZE if contract is not None and contract.bidder == seat else 0


CODEC: Final = GameCodec[Game, View, Rules, Action](
    NAME,
    RULES_VERSION,
    Game,
    View,
    Rules,
    Action,
    deck(Rules()),
    new_game,
    deal,
    apply,
    legal_actions,
    view_problem,
    _stock_seen,
    view,
)
"""How Fifty-Five games are recorded, replayed, read and written."""


@overload
def record(game: Game, seat: None = None) -> Record[Rules, Action]: ...


@overload
def record(game: Game, seat: int) -> SeatRecord[Rules, Action]: ...


def record(game: Game, seat: int | None = None) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``; with ``seat``, that seat's record.

    A seat's record keeps only what the seat saw (its own hands, the kitty it took as
    bidder, its own discards), so a server can hand it to that seat's player.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=5)
        >>> fifty_five.replay(fifty_five.record(game)) == game
        True
        >>> mine = fifty_five.record(game, seat=2)
        >>> [len(hand) for hand in mine.deals[0].hands], len(mine.deals[0].stock)
        ([0, 0, 5, 0], 0)

    Raises:
        TypeError: ``game`` is not a Fifty-Five game.
        ValueError: ``seat`` is not a seat of the game.
    """
    return CODEC.record(game, seat)


def replay(source: Record[Rules, Action]) -> Game:
    """The game a record describes: ``replay(record(game)) == game``.

    Raises:
        RecordError: the record is corrupt (``.index`` is the position in
            ``record.actions`` of the first bad action), or a seat's record.
    """
    return CODEC.replay(source)


def replay_view(source: SeatRecord[Rules, Action]) -> View:
    """The seat's view of the game its record describes: ``replay_view(record(game, seat=s)) == view(game, s)``.

    The cards the seat never saw are not in its record; any cards that make every
    recorded action legal show the seat the same view, and some are found by
    replaying the record (see :mod:`trickcore.seat_replay`). A player that
    kept only its own record can so pick up a game where it left off.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=3)
        >>> while game.to_act is not None and len(game.history.actions) < 12:
        ...     game = fifty_five.apply(game, fifty_five.legal_actions(game)[-1])
        >>> mine = fifty_five.record(game, seat=1)
        >>> fifty_five.replay_view(mine) == fifty_five.view(game, 1)
        True

    Raises:
        TypeError: ``source`` is not a :class:`~trickcore.SeatRecord`.
        RecordError: the record is corrupt or no game fits it (``.index`` is the
            position in ``source.actions`` of the first impossible action, when one is).
    """
    return CODEC.replay_view(source)


def to_data(value: Document, legal: bool = False) -> dict[str, Data]:
    """The document of a game (as its record), view, action, record, ``IllegalAction`` or deck, as plain data.

    With ``legal=True`` a view's document also lists the seat's legal actions
    (each as action data and as notation text) when the seat is to act.

    Raises:
        TypeError: ``value`` is none of those (or another ruleset's).
    """
    return CODEC.to_data(value, legal)


def to_json(value: Document, legal: bool = False) -> str:
    """Lossless JSON of a game (as its record), view, action, record, ``IllegalAction`` or deck.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=2)
        >>> fifty_five.from_json(fifty_five.to_json(game)) == game
        True
        >>> seat_view = fifty_five.view(game, 1)
        >>> fifty_five.from_json(fifty_five.to_json(seat_view), "view") == seat_view
        True
        >>> fifty_five.to_json(fifty_five.Hold())
        '{"data":{"type":"Hold"},"format":"trickcore","kind":"action","ruleset":"fifty-five"}'

    Raises:
        TypeError: ``value`` is not a Fifty-Five document value.
    """
    return CODEC.to_json(value, legal)


@overload
def from_data(data: object, kind: Literal["game"]) -> Game: ...


@overload
def from_data(data: object, kind: Literal["view"]) -> View: ...


@overload
def from_data(data: object, kind: Literal["action"]) -> Action: ...


@overload
def from_data(data: object, kind: Literal["record"]) -> Record[Rules, Action]: ...


@overload
def from_data(data: object, kind: Literal["illegal-action"]) -> IllegalAction: ...


@overload
def from_data(data: object, kind: Literal["deck"]) -> Deck: ...


@overload
def from_data(data: object, kind: None = None) -> Document: ...


def from_data(data: object, kind: Kind | None = None) -> Document:
    """The value a document's plain data holds; give ``kind`` to accept only that kind (and get its type).

    Raises:
        SerializationError: not a Fifty-Five document, another kind, or data that
            describes no possible value (a game or record that does not replay
            raises :class:`~trickcore.ReplayError`, whose ``index`` is the first bad action).
    """
    return cast(Document, CODEC.from_data(data, kind))


@overload
def from_json(text: str | bytes, kind: Literal["game"]) -> Game: ...


@overload
def from_json(text: str | bytes, kind: Literal["view"]) -> View: ...


@overload
def from_json(text: str | bytes, kind: Literal["action"]) -> Action: ...


@overload
def from_json(text: str | bytes, kind: Literal["record"]) -> Record[Rules, Action]: ...


@overload
def from_json(text: str | bytes, kind: Literal["illegal-action"]) -> IllegalAction: ...


@overload
def from_json(text: str | bytes, kind: Literal["deck"]) -> Deck: ...


@overload
def from_json(text: str | bytes, kind: None = None) -> Document: ...


def from_json(text: str | bytes, kind: Kind | None = None) -> Document:
    """The value a JSON document from :func:`to_json` holds; give ``kind`` to accept only that kind.

    Raises:
        SerializationError: malformed or oversized JSON, another ruleset's
            document, another kind, or data that describes no possible value.
    """
    return cast(Document, CODEC.from_json(text, kind))


def json_schema(kind: Kind) -> dict[str, Data]:
    """The JSON Schema (draft 2020-12) of one kind of Fifty-Five document.

    ``kind`` is ``"game"``, ``"view"``, ``"action"``, ``"record"``,
    ``"illegal-action"`` or ``"deck"``. Every :func:`to_json` output of that kind
    validates; the schema is also shipped as ``trickcore/schemas/fifty-five/<kind>.json``.

    Example:
        >>> from trickcore.games import fifty_five
        >>> schema = fifty_five.json_schema("action")
        >>> schema["$schema"], sorted(schema["$defs"])
        ('https://json-schema.org/draft/2020-12/schema', ['Bid', 'Card', 'Discard', 'Hold', 'NameTrump', 'Pass', 'Play', 'Suit'])

    Raises:
        ValueError: ``kind`` is not a kind of document.
    """
    return load_schema(NAME, kind)
