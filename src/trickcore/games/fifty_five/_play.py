"""Trick play (R15–R18): follow-or-trump on plain leads, trump leads with the renege of top trumps."""

from __future__ import annotations

from typing import Final

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.playing_cards import Card, format_cards
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.following import Flags, allows, choose_plays
from trickcore.frozen import replacer
from trickcore.hands import hands_after_play
from trickcore.tricks import CARD_PLAYS, CardPlay, strongest_play, trusted_trick
from trickcore.records import append_action

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._cards import SUIT_INDEX, SUITS, TABLES
from trickcore.games.fifty_five._scoring import finish_hand
from trickcore.games.fifty_five._state import Game, Table

__all__ = ["TRICKS_PER_HAND", "apply_play", "check_play", "legal_cards", "may_play", "play_actions"]

TRICKS_PER_HAND = 5
"""R15: five tricks, all played."""

_played: Final = replacer(Game, "to_act", "hands", "trick", "tricks", "history")
"""The game after a card is played (and, with the trick's last card, the trick taken)."""


def _obligation(table: Table, trick: tuple[CardPlay, ...]) -> tuple[Flags, Flags]:
    """R16/R17/H20: the cards that answer the trick's lead, and those whose holding binds (tables by card index)."""
    assert table.trump is not None
    trump = SUIT_INDEX[table.trump]
    key = trick[0].card
    rules = table.rules
    ranks = rules._ranks[trump]
    if ranks[key.index] and rules.renege_forced_by == "highest_trump_in_trick":
        # A trump lead: the bar is the highest trump in the trick, the led card included.
        for play in trick:
            if ranks[play.card.index] > ranks[key.index]:
                key = play.card
    return rules._obligations[trump][key.index]


def legal_cards(table: Table, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """R16/R17: the cards of ``hand``, the seat to act's, that it may play, in canonical order."""
    trick = table.trick
    if not trick:
        return hand
    answers, binding = _obligation(table, trick)
    return tuple([card for card in hand if allows(hand, card, binding, answers)])


def may_play(table: Table, hand: tuple[Card, ...], card: Card) -> bool:
    """R16/R17: whether ``hand``, the seat to act's, holds ``card`` and may play it (one of :func:`legal_cards`)."""
    trick = table.trick
    if not trick:
        return card in hand
    answers, binding = _obligation(table, trick)
    return allows(hand, card, binding, answers)


def play_actions(table: Table, hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """One ``Play`` per legal card of ``hand`` (the seat to act's), in canonical order."""
    trick = table.trick
    if not trick:
        return choose_plays(hand, PLAY_OF_INDEX, None, None, False)
    answers, binding = _obligation(table, trick)
    return choose_plays(hand, PLAY_OF_INDEX, binding, answers, False)


def check_play(table: Table, action: Play) -> IllegalAction | None:
    """R16/R17: the card is held, and follows suit or trumps as required."""
    card = action.card
    hand = table.acting_hand
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {card}")
    if may_play(table, hand, card):
        return None
    assert table.trump is not None
    trump = table.trump
    led = table.trick[0].card
    led_suit = SUITS[TABLES[table.rules.joker].effective_suit[SUIT_INDEX[trump]][led.index]]
    allowed = format_cards(legal_cards(table, hand))
    if led_suit is trump:
        return IllegalAction(
            ErrorCode.MUST_FOLLOW_SUIT,
            f"trumps led ({led}): you must play a trump, you hold {allowed} and not only top trumps you may withhold",
        )
    return IllegalAction(
        ErrorCode.MUST_FOLLOW_SUIT, f"{led_suit.name.lower()} led ({led}): follow suit or trump, you hold {allowed}"
    )


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """R15/R18: ``seat`` plays a legal card; a full trick goes to the best card, whose player leads next."""
    card = action.card
    hands = hands_after_play(game.hands, seat, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    history = append_action(game.history, action)
    players = game.rules.players
    tricks = game.tricks
    if len(trick) < players:
        to_act = (seat + 1) % players
    else:
        to_act = _winner(game, trick)
        tricks = tricks + (trusted_trick(trick[0].seat, trick, to_act),)
        if len(tricks) == TRICKS_PER_HAND:
            return finish_hand(game, hands, tricks, history)
        trick = ()
    return _played(game, to_act, hands, trick, tricks, history)


def _winner(game: Game, trick: tuple[CardPlay, ...]) -> int:
    """R18: the seat of the highest trump in the trick, else of the highest card of the suit led (first of equals)."""
    assert game.trump is not None
    trump = SUIT_INDEX[game.trump]
    tables = game.rules._cards
    return strongest_play(trick, tables.strength[trump][tables.effective_suit[trump][trick[0].card.index]]).seat
