"""Records, replays and JSON: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.records import Deal, Record

from trickcore.games.fifty_six._actions import Action
from trickcore.games.fifty_six._engine import apply, deal, new_game
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import NAME, Game
from trickcore.games.fifty_six._view import View, view_problem

__all__ = ["RULES_VERSION", "from_json", "record", "replay", "to_json"]

RULES_VERSION: Final = 1
"""The version of these rules; records made under another version are refused."""


def _start(source: Record[Rules, Action]) -> Game:
    """The first hand of a record."""
    return new_game(source.rules, hands=source.deals[0].hands, dealer=source.first_dealer, tables=source.start)


def _deal(game: Game, made: Deal) -> Game:
    """Deal a recorded hand."""
    return deal(game, hands=made.hands)



CODEC: Final = GameCodec[Game, View, Rules, Action](
    NAME, RULES_VERSION, Game, View, Record[Rules, Action], _start, _deal, apply, view_problem
)


def record(game: Game) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=5)
        >>> fifty_six.replay(fifty_six.record(game)) == game
        True
    """
    return CODEC.record(game)


def replay(source: Record[Rules, Action]) -> Game:
    """The game a record describes: ``replay(record(game)) == game``.

    Raises:
        RecordError: the record is corrupt; ``.index`` is the position in
            ``record.actions`` of the first bad action.
    """
    return CODEC.replay(source)


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
    return CODEC.to_json(value)


def from_json(text: str | bytes) -> Game | View:
    """The game or view a JSON document from :func:`to_json` describes.

    Raises:
        SerializationError: malformed JSON, another ruleset's document, or data
            that does not describe a reachable game or a valid view (a decoded view's
            seats, turn, lengths and own hand are checked).
    """
    return CODEC.from_json(text)
