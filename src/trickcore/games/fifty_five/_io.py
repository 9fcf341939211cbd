"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record
from trickcore.schema import RulesetSchemas

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

record: Final = CODEC.record
replay: Final = CODEC.replay
replay_view: Final = CODEC.replay_view
to_data: Final = CODEC.to_data
to_json: Final = CODEC.to_json
from_data: Final = CODEC.from_data
from_json: Final = CODEC.from_json
json_schema: Final = RulesetSchemas(NAME).json_schema
