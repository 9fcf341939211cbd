"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record
from trickcore.schema import RulesetSchemas

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

record: Final = CODEC.record
replay: Final = CODEC.replay
replay_view: Final = CODEC.replay_view
to_data: Final = CODEC.to_data
to_json: Final = CODEC.to_json
from_data: Final = CODEC.from_data
from_json: Final = CODEC.from_json
json_schema: Final = RulesetSchemas(NAME).json_schema
