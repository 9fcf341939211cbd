"""Records, replays and JSON: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import cast

from trickcore.errors import RecordError, SerializationError
from trickcore.records import Deal, Record, replay_record
from trickcore.serialization import from_data, to_data, unwrap, wrap

from trickcore.games.fifty_six._actions import Action
from trickcore.games.fifty_six._engine import apply, deal, new_game
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import NAME, Game, Phase
from trickcore.games.fifty_six._view import View

__all__ = ["RULES_VERSION", "from_json", "record", "replay", "to_json"]

RULES_VERSION = 1
"""The version of these rules; records made under another version are refused."""


def record(game: Game) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=5)
        >>> fifty_six.replay(fifty_six.record(game)) == game
        True
    """
    if not isinstance(game, Game):
        raise TypeError(f"record() takes a fifty-six Game, not {type(game).__name__}")
    history = game.history
    return Record(NAME, RULES_VERSION, game.rules, history.first_dealer, history.start, history.deals, history.actions)


def _start(source: Record[Rules, Action]) -> Game:
    return new_game(source.rules, hands=source.deals[0].hands, dealer=source.first_dealer, tables=source.start)


def _awaiting_deal(game: Game) -> bool:
    return game.phase is Phase.HAND_OVER


def _deal(game: Game, made: Deal) -> Game:
    return deal(game, hands=made.hands)


def replay(source: Record[Rules, Action]) -> Game:
    """The game a record describes: ``replay(record(game)) == game``.

    Raises:
        RecordError: the record is corrupt; ``.index`` is the position in
            ``record.actions`` of the first bad action.
    """
    return replay_record(
        source,
        ruleset=NAME,
        version=RULES_VERSION,
        start=_start,
        awaiting_deal=_awaiting_deal,
        deal=_deal,
        apply=apply,
    )


def to_json(value: Game | View) -> str:
    """Lossless JSON of a game (as its record) or of a view.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=2)
        >>> fifty_six.from_json(fifty_six.to_json(game)) == game
        True
        >>> seat_view = fifty_six.view(game, 1)
        >>> fifty_six.from_json(fifty_six.to_json(seat_view)) == seat_view
        True
    """
    if isinstance(value, Game):
        return wrap("game", NAME, to_data(record(value)))
    if isinstance(value, View):
        return wrap("view", NAME, to_data(value))
    raise TypeError(f"to_json() takes a fifty-six Game or View, not {type(value).__name__}")


def from_json(text: str | bytes) -> Game | View:
    """The game or view a JSON document from :func:`to_json` describes.

    Raises:
        SerializationError: malformed JSON, another ruleset's document, or data
            that does not describe a reachable game or a valid view.
    """
    kind, payload = unwrap(text, NAME)
    if kind == "view":
        return cast(View, from_data(payload, View))
    if kind != "game":
        raise SerializationError(f"unknown document kind {kind!r}")
    source = cast(Record[Rules, Action], from_data(payload, Record[Rules, Action]))
    try:
        return replay(source)
    except RecordError as error:
        raise SerializationError(f"the recorded game does not replay: {error}") from error
