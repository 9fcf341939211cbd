"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

import random
from typing import Any, Final

import attrs

from trickcore.codec import GameCodec
from trickcore.options import OPTIONAL_IF_DEFAULT
from trickcore.deck import Deck
from trickcore.errors import DeterminizationError, IllegalAction
from trickcore.playing_cards import Card
from trickcore.records import Record
from trickcore.schema import RulesetSchemas
from trickcore.seat_replay import VoidDeal

from trickcore.games.fifty_six._actions import Action, Conceal
from trickcore.games.fifty_six._cards import card_points, deck
from trickcore.games.fifty_six._engine import apply, deal, legal_actions, new_game
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import NAME, Game, Phase
from trickcore.games.fifty_six._view import View, view, view_problem
from trickcore.games.fifty_six._void import void_hands

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

RULES_VERSION: Final = 2
"""The version of these rules (an ``int``, stored in records).

Version 2 added the house rules of the third version. A game without them is still
recorded as version 1, and records of both versions are read; a record of a newer
version, or a version-1 record of rules with a house rule, is refused.
"""


def _oldest(rules: Rules) -> int:
    """The oldest version that can hold ``rules``: 1 without a house rule, else 2 (read field by field: no new ``Rules``)."""
    return 2 if any(getattr(rules, name) != default for name, default in _HOUSE_DEFAULTS.items()) else 1


_HOUSE_DEFAULTS: Final[dict[str, Any]] = {
    field.name: field.default for field in attrs.fields(Rules) if field.name == "hidden_trump" or field.metadata.get(OPTIONAL_IF_DEFAULT)
}

Document = Game | View | Action | Record[Rules, Action] | IllegalAction | Deck
"""Everything a Fifty-Six document can hold."""


def _stock_seen(game: Game, seat: int) -> int:
    """Every card is dealt (R6): there is no stock to see."""
    return 0


_FACE_DOWN: Final = Conceal(None)


def _shown(action: Action, end_of_hand: Game, seat: int) -> Action:
    """H11: another seat's record shows the conceal face down while the card is unrevealed at the hand's end (or now)."""
    if action.__class__ is Conceal and end_of_hand.revealed is None:
        contract = end_of_hand.contract
        if contract is not None and contract.declarer != seat:
            return _FACE_DOWN
    return action


def _face_down(game: Game, action: Action) -> tuple[Action, ...]:
    """A face-down conceal in a seat's record stands for any conceal the declarer could make."""
    if action.__class__ is Conceal and action == _FACE_DOWN and game.phase is Phase.CONCEAL:
        return legal_actions(game)
    return ()


def _void_deal(game: Game, seat: int, hand: tuple[Card, ...], rng: random.Random) -> VoidDeal | None:
    """H30, H31: a void deal that gives ``seat`` its ``hand``, for a deal a seat's record names void (``None``:
    no deal is)."""
    seats = [each for each in range(game.rules.players) if game.active[each]]
    try:
        others = void_hands(game.rules, seat, hand, seats, rng)
    except DeterminizationError:
        return None
    return tuple(others.get(each, hand if each == seat else ()) for each in range(game.rules.players)), ()


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
    shown=_shown,
    face_down=_face_down,
    oldest=_oldest,
    void_deal=_void_deal,
    balance=card_points,
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
