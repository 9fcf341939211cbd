"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record
from trickcore.schema import RulesetSchemas

from trickcore.games.fifty_six._actions import Action
from trickcore.games.fifty_six._cards import deck
from trickcore.games.fifty_six._engine import apply, deal, legal_actions, new_game
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import NAME, Game
from trickcore.games.fifty_six._view import View, view, view_problem

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
"""The version of these rules (an ``int``, stored in records); records made under another version are refused."""

Document = Game | View | Action | Record[Rules, Action] | IllegalAction | Deck
"""Everything a Fifty-Six document can hold."""


def _stock_seen(game: Game, seat: int) -> int:
    """Every card is dealt (R6): there is no stock to see."""
    return 0


CODEC: Final = GameCodec[Game, View, Rules, Action](
    NAME,
    RULES_VERSION,
    Game,
    View,
    Rules,
    Action,
    deck(Rules(players=8)),
    new_game,
    deal,
    apply,
    legal_actions,
    view_problem,
    _stock_seen,
    view,
)
"""How Fifty-Six games are recorded, replayed, read and written."""

record: Final = CODEC.record
replay: Final = CODEC.replay
replay_view: Final = CODEC.replay_view
to_data: Final = CODEC.to_data
to_json: Final = CODEC.to_json
from_data: Final = CODEC.from_data
from_json: Final = CODEC.from_json
json_schema: Final = RulesetSchemas(NAME).json_schema
