"""Records, replays and documents: a game travels as its record, so JSON can never build an unreachable game."""

from __future__ import annotations

from typing import Final

from trickcore.codec import GameCodec
from trickcore.deck import Deck
from trickcore.errors import IllegalAction
from trickcore.records import Record
from trickcore.schema import RulesetSchemas

from trickcore.games.fifty_five._actions import Action, Exchange
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._engine import KITTY_SIZE, apply, deal, legal_actions, new_game
from trickcore.games.fifty_five._rules import Rules, is_standard
from trickcore.games.fifty_five._state import NAME, RULES_VERSION, Game, Phase
from trickcore.games.fifty_five._view import View, drawn_places, view, view_problem

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
    """R14: the bidder took the kitty, the top five cards of the stock, once the auction was won (H18: and trump named)."""
    contract = game.contract
    return KITTY_SIZE if contract is not None and contract.bidder == seat and not game.kitty else 0


def _shown(action: Action, end_of_hand: Game, seat: int) -> Action:
    """H10: another player's exchange appears in ``seat``'s record face down, as its count only.

    A seat's own exchange is the one the hand's end still lists as its dead cards;
    no card is exchanged twice in a hand, so any other exchange of cards is another's.
    """
    if isinstance(action, Exchange) and action.cards:
        exchanged = end_of_hand.exchanged
        if not exchanged or exchanged[seat] != action.cards:
            return Exchange((), face_down=len(action.cards))
    return action


def _face_down(game: Game, action: Action) -> tuple[Action, ...]:
    """A face-down exchange in a seat's record stands for any exchange of as many cards its player could make."""
    if isinstance(action, Exchange) and action.face_down and game.phase is Phase.EXCHANGE:
        count = action.face_down
        return tuple(option for option in legal_actions(game) if isinstance(option, Exchange) and len(option.cards) == count)
    return ()


def _oldest(rules: Rules) -> int:
    """Version 1 holds the standard game; a game with house rules (H1–H26) needs version 2."""
    return 1 if is_standard(rules) else RULES_VERSION


CODEC: Final = GameCodec[Game, View, Rules, Action](
    NAME,
    RULES_VERSION,
    Game,
    View,
    Rules,
    Action,
    deck(Rules(joker=True)),
    new_game,
    deal,
    apply,
    legal_actions,
    view_problem,
    _stock_seen,
    view,
    oldest=_oldest,
    shown=_shown,
    face_down=_face_down,
    drawn=drawn_places,
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
