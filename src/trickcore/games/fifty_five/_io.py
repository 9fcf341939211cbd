"""Records, replays and JSON: a game travels as its record, so JSON can only rebuild a reachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.records import Deal, Record

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._engine import apply, deal, new_game
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import NAME, RULES_VERSION, Game
from trickcore.games.fifty_five._view import View, view_problem

__all__ = ["FiftyFiveRecord", "from_json", "record", "replay", "to_json"]

FiftyFiveRecord = Record[Rules, Action]
"""The record type of a Fifty-Five game."""


def _start(rec: Record[Rules, Action]) -> Game:
    """The game of a record's first deal, with its first dealer and start scores."""
    first = rec.deals[0]
    return new_game(rec.rules, hands=first.hands, stock=first.stock, dealer=rec.first_dealer, scores=rec.start)


def _deal(game: Game, dealt: Deal) -> Game:
    """Make a recorded deal."""
    return deal(game, hands=dealt.hands, stock=dealt.stock)



_CODEC: Final[GameCodec[Game, View, Rules, Action]] = GameCodec(
    name=NAME,
    version=RULES_VERSION,
    game_type=Game,
    view_type=View,
    record_type=FiftyFiveRecord,
    start=_start,
    deal=_deal,
    apply=apply,
    view_problem=view_problem,
)


def record(game: Game) -> Record[Rules, Action]:
    """The rules, start, deals and actions that led to ``game``: ``replay(record(game)) == game``.

    Example:
        >>> from trickcore.games.fifty_five import new_game, apply, Bid
        >>> rec = record(apply(new_game(seed=7, dealer=3), Bid(15)))
        >>> rec.ruleset, rec.first_dealer, rec.actions
        ('fifty-five', 3, (Bid(15),))
    """
    return _CODEC.record(game)


def replay(rec: Record[Rules, Action]) -> Game:
    """The game a record describes.

    Raises:
        RecordError: a corrupt record; ``.index`` is the position of the first bad action.
    """
    return _CODEC.replay(rec)


def to_json(value: Game | View) -> str:
    """Lossless JSON of a game (as its record) or a view.

    Example:
        >>> from trickcore.games.fifty_five import new_game, view
        >>> game = new_game(seed=7, dealer=3)
        >>> from_json(to_json(game)) == game, from_json(to_json(view(game, 0))) == view(game, 0)
        (True, True)
    """
    return _CODEC.to_json(value)


def from_json(text: str | bytes) -> Game | View:
    """The game (replayed from its record) or view a JSON document from :func:`to_json` describes.

    Raises:
        SerializationError: malformed JSON, another ruleset's document, a bad
            view, or a record that does not replay.
    """
    return _CODEC.from_json(text)
