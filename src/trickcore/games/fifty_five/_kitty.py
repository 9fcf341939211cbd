"""The kitty and trump (R14): the bidder takes the kitty, discards any five, then names trump."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call, Discard
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import replacer
from trickcore.hands import holds_all, remove_cards
from trickcore.playing_cards import Card, Suit, format_cards, sort_cards
from trickcore.records import History, append_action

from trickcore.games.fifty_five._actions import Action, NameTrump
from trickcore.games.fifty_five._state import Contract, Game, FastPhase, Table, make_game

__all__ = [
    "DISCARD_SIZE",
    "apply_discard",
    "apply_trump",
    "check_discard",
    "discard_actions",
    "first_leader",
    "take_kitty",
    "trump_actions",
]

DISCARD_SIZE: Final = 5
"""R14: the bidder discards five cards (back to a hand of five)."""

_TRUMP_CALLS: Final = tuple(NameTrump(suit) for suit in Suit)
_discarded: Final = replacer(Game, "phase", "hands", "discards", "history")
"""The game after the bidder's discard (from the state the kitty was taken in)."""
_trump_named: Final = replacer(Game, "phase", "to_act", "trump", "history")
"""The game once trump is named: the first trick is led."""


def take_kitty(game: Game, contract: Contract, calls: tuple[Call[Action], ...], history: History[Action]) -> Game:
    """R14: the auction is won; the bidder adds the kitty to its hand and must discard."""
    bidder = contract.bidder
    hands = list(game.hands)
    hands[bidder] = sort_cards(hands[bidder] + game.kitty)
    return make_game(
        game.rules, FastPhase.DISCARD, game.dealer, bidder, tuple(hands), (), game.undealt, (), calls,
        None, None, None, contract, None, (), (), game.scores, None, game.last_hand, history,
    )


def discard_actions(table: Table) -> tuple[Action, ...]:
    """R14: every choice of five cards of the bidder's ten (252), in canonical order of combinations."""
    return Discard.every_choice(table.acting_hand, DISCARD_SIZE)


def check_discard(table: Table, action: Discard) -> IllegalAction | None:
    """R14: exactly five cards, all held."""
    if len(action.cards) != DISCARD_SIZE:
        return IllegalAction(
            ErrorCode.BAD_DISCARD, f"discard exactly {DISCARD_SIZE} cards, not {len(action.cards)}"
        )
    if not holds_all(table.acting_hand, action.cards):
        missing = _missing(table.acting_hand, action.cards)
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {missing}")
    return None


def _missing(hand: tuple[Card, ...], chosen: tuple[Card, ...]) -> str:
    """The discarded cards that are not in the hand (counting copies), as text."""
    left = list(hand)
    missing = []
    for card in chosen:
        if card in left:
            left.remove(card)
        else:
            missing.append(card)
    return format_cards(missing)


def apply_discard(game: Game, action: Discard) -> Game:
    """R14: the five cards are dead; the bidder goes on to name trump."""
    bidder = game.to_act
    assert bidder is not None
    hands = list(game.hands)
    hands[bidder] = remove_cards(hands[bidder], action.cards)
    return _discarded(game, FastPhase.TRUMP, tuple(hands), action.cards, append_action(game.history, action))


def trump_actions(table: Table) -> tuple[Action, ...]:
    """R14: any of the four suits (never no-trumps), in canonical suit order."""
    return _TRUMP_CALLS


def first_leader(game: Game, bidder: int) -> int:
    """R15: who leads the first trick, by ``first_lead``."""
    first_lead = game.rules.first_lead
    if first_lead == "bidder":
        return bidder
    start = game.dealer if first_lead == "left_of_dealer" else bidder
    return (start + 1) % game.rules.players


def apply_trump(game: Game, action: NameTrump) -> Game:
    """R14/R15: trump is named and public; the first trick is led."""
    assert game.contract is not None
    leader = first_leader(game, game.contract.bidder)
    return _trump_named(game, FastPhase.PLAY, leader, action.suit, append_action(game.history, action))

