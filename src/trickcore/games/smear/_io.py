"""Records, replays and JSON for Smear games and views."""

from __future__ import annotations

from typing import Final

from trickcore.errors import RecordError, SerializationError
from trickcore.games.smear._actions import Action
from trickcore.games.smear._engine import apply, deal, new_game
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import NAME, Game, Phase
from trickcore.games.smear._view import View
from trickcore.records import Deal, Record, replay_record
from trickcore.serialization import from_data, to_data, unwrap, wrap

__all__ = ["RULES_VERSION", "from_json", "record", "replay", "to_json"]

RULES_VERSION: Final = 1
"""The version of the rules this engine implements (see the rules page's history)."""


def record(game: Game) -> Record[Rules, Action]:
    """The rules, start position, deals and actions that led to ``game``.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.apply(smear.new_game(seed=5), smear.Pass())
        >>> rec = smear.record(game)
        >>> rec.actions, smear.replay(rec) == game
        ((Pass(),), True)
    """
    if not isinstance(game, Game):
        raise TypeError(f"record() takes a smear Game, not {type(game).__name__}")
    history = game.history
    return Record(NAME, RULES_VERSION, game.rules, history.first_dealer, history.start, history.deals, history.actions)


def _start(rec: Record[Rules, Action]) -> Game:
    """The first hand of a record."""
    first = rec.deals[0]
    return new_game(rec.rules, hands=first.hands, stock=first.stock, dealer=rec.first_dealer, scores=rec.start)


def _awaiting_deal(game: Game) -> bool:
    """A hand is over and the game goes on."""
    return game.phase is Phase.HAND_OVER


def _deal(game: Game, dealt: Deal) -> Game:
    """Deal a recorded hand."""
    return deal(game, hands=dealt.hands, stock=dealt.stock)


def replay(rec: Record[Rules, Action]) -> Game:
    """The game a record describes: ``replay(record(game)) == game``.

    Raises:
        RecordError: the record is corrupt; ``.index`` is the first bad action's position.
    """
    return replay_record(
        rec, ruleset=NAME, version=RULES_VERSION, start=_start, awaiting_deal=_awaiting_deal, deal=_deal, apply=apply
    )


def to_json(value: Game | View) -> str:
    """Lossless JSON of a game (as its record) or of a view.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=2)
        >>> smear.from_json(smear.to_json(game)) == game
        True
    """
    if isinstance(value, Game):
        return wrap("game", NAME, to_data(record(value)))
    if isinstance(value, View):
        return wrap("view", NAME, to_data(value))
    raise TypeError(f"to_json() takes a smear Game or View, not {type(value).__name__}")


def from_json(text: str | bytes) -> Game | View:
    """The game (replayed from its record, so never an unreachable state) or view in ``text``.

    Raises:
        SerializationError: malformed JSON, another ruleset's document, or a corrupt record.
    """
    kind, payload = unwrap(text, NAME)
    if kind == "view":
        result: View = from_data(payload, View)
        return result
    if kind == "game":
        rec: Record[Rules, Action] = from_data(payload, Record[Rules, Action])
        try:
            return replay(rec)
        except RecordError as error:
            raise SerializationError(f"the game's record does not replay: {error}") from error
    raise SerializationError(f"unknown document kind {kind!r} (expected 'game' or 'view')")
