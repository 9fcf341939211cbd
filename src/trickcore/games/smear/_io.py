"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final, Literal, cast, overload

from trickcore.codec import GameCodec, Kind
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record, SeatRecord
from trickcore.schema import load_schema
from trickcore.serialization import Data

from trickcore.games.smear._actions import Action
from trickcore.games.smear._cards import card_points, deck
from trickcore.games.smear._engine import apply, deal, legal_actions, new_game
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import NAME, Game, Phase
from trickcore.games.smear._view import View, view, view_problem

__all__ = [
    "RULES_VERSION",
    "Document",
    "from_data",
    "from_json",
    "json_schema",
    "record",
    "replay",
    "replay_view",
    "to_data",
    "to_json",
]

RULES_VERSION: Final = 1
"""The version of the rules this engine implements (stored in records; records of another version are refused)."""

Document = Game | View | Action | Record[Rules, Action] | IllegalAction | Deck
"""Everything a Smear document can hold."""


def _stock_seen(game: Game, seat: int) -> int:
    """R9: the bidder took the top ``blind_size`` stock cards into hand once the auction was won."""
    contract = game.contract
    return game.rules.blind_size if contract is not None and contract.bidder == seat else 0


def _hidden_points(game: Game, seat: int) -> int:
    """R16: at a hand's end, the card points of another bidder's discards, counted for Game but seen by ``seat`` never."""
    contract = game.contract
    if contract is None or contract.bidder == seat or game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        return 0
    return sum(map(card_points, game.discards))


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
    _hidden_points,
    card_points,
)
"""How Smear games are recorded, replayed, read and written."""


@overload
def record(game: Game, seat: None = None) -> Record[Rules, Action]: ...


@overload
def record(game: Game, seat: int) -> SeatRecord[Rules, Action]: ...


def record(game: Game, seat: int | None = None) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``; with ``seat``, that seat's record.

    A seat's record keeps only what the seat saw (its own hands; every action is
    public in Smear), so a server can hand it to that seat's player.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=5)
        >>> smear.replay(smear.record(game)) == game
        True
        >>> mine = smear.record(game, seat=2)
        >>> [len(hand) for hand in mine.deals[0].hands], len(mine.deals[0].stock)
        ([0, 0, 6, 0], 0)

    Raises:
        TypeError: ``game`` is not a Smear game.
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
    replaying the record (see :mod:`trickcore.seat_replay`). Another bidder's discards are not in the record, but the card points they
    counted for Game are (:attr:`~trickcore.SeatRecord.hidden_points`), so the
    scores come out exact.

    A player that
    kept only its own record can so pick up a game where it left off.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=3)
        >>> while game.to_act is not None and len(game.history.actions) < 12:
        ...     game = smear.apply(game, smear.legal_actions(game)[-1])
        >>> mine = smear.record(game, seat=1)
        >>> smear.replay_view(mine) == smear.view(game, 1)
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
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=2)
        >>> smear.from_json(smear.to_json(game)) == game
        True
        >>> seat_view = smear.view(game, 1)
        >>> smear.from_json(smear.to_json(seat_view), "view") == seat_view
        True
        >>> smear.to_json(smear.Bid(3))
        '{"data":{"points":3,"type":"Bid"},"format":"trickcore","kind":"action","ruleset":"smear"}'

    Raises:
        TypeError: ``value`` is not a Smear document value.
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
        SerializationError: not a Smear document, another kind, or data that
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
    """The JSON Schema (draft 2020-12) of one kind of Smear document.

    ``kind`` is ``"game"``, ``"view"``, ``"action"``, ``"record"``,
    ``"illegal-action"`` or ``"deck"``. Every :func:`to_json` output of that kind
    validates; the schema is also shipped as ``trickcore/schemas/smear/<kind>.json``.

    Example:
        >>> from trickcore.games import smear
        >>> schema = smear.json_schema("action")
        >>> schema["$schema"], sorted(schema["$defs"])
        ('https://json-schema.org/draft/2020-12/schema', ['Bid', 'Card', 'Discard', 'Pass', 'Play'])

    Raises:
        ValueError: ``kind`` is not a kind of document.
    """
    return load_schema(NAME, kind)
