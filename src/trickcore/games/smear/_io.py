"""Records, replays and JSON for Smear games and views (the core's :class:`~trickcore.codec.GameCodec`)."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.games.smear._actions import Action
from trickcore.games.smear._engine import apply, deal, new_game
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import NAME, Game
from trickcore.games.smear._view import View, view_problem
from trickcore.records import Deal, Record

__all__ = ["RULES_VERSION", "from_json", "record", "replay", "to_json"]

RULES_VERSION: Final = 1
"""The version of the rules this engine implements (see the rules page's history)."""


def _start(rec: Record[Rules, Action]) -> Game:
    """The first hand of a record."""
    first = rec.deals[0]
    return new_game(rec.rules, hands=first.hands, stock=first.stock, dealer=rec.first_dealer, scores=rec.start)


def _deal(game: Game, dealt: Deal) -> Game:
    """Deal a recorded hand."""
    return deal(game, hands=dealt.hands, stock=dealt.stock)



CODEC: Final = GameCodec[Game, View, Rules, Action](
    NAME, RULES_VERSION, Game, View, Record[Rules, Action], _start, _deal, apply, view_problem
)


def record(game: Game) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.apply(smear.new_game(seed=5), smear.Pass())
        >>> rec = smear.record(game)
        >>> rec.actions, smear.replay(rec) == game
        ((Pass(),), True)
    """
    return CODEC.record(game)


def replay(rec: Record[Rules, Action]) -> Game:
    """The game a record describes: ``replay(record(game)) == game``.

    Raises:
        RecordError: the record is corrupt; ``.index`` is the first bad action's position.
    """
    return CODEC.replay(rec)


def to_json(value: Game | View) -> str:
    """Lossless JSON of a game (as its record) or of a view.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=2)
        >>> smear.from_json(smear.to_json(game)) == game
        True
    """
    return CODEC.to_json(value)


def from_json(text: str | bytes) -> Game | View:
    """The game (replayed from its record, so never an unreachable state) or view in ``text``.

    Raises:
        SerializationError: malformed JSON, another ruleset's document, or a corrupt record.
    """
    return CODEC.from_json(text)
