"""Trick play (R15–R18): follow-or-trump on plain leads, trump leads with the renege of top trumps."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Play
from trickcore.cards import Card, format_cards
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.tricks import CardPlay, Trick, winning_play

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._cards import PACK, EFFECTIVE_SUIT, STRENGTH, SUIT_INDEX, SUITS, TOP_TRUMP, TRUMP_RANK
from trickcore.games.fifty_five._scoring import finish_hand
from trickcore.games.fifty_five._state import Game, Phase, Table

__all__ = ["TRICKS_PER_HAND", "apply_play", "check_play", "legal_cards", "play_actions"]

TRICKS_PER_HAND = 5
"""R15: five tricks, all played."""

_PLAYS: Final = tuple(Play(card) for card in PACK)
"""The (shared, immutable) ``Play`` of every card, by card index."""


def legal_cards(table: Table) -> tuple[Card, ...]:
    """R16/R17: the cards the seat to act may play, in canonical order."""
    hand = table.acting_hand
    trick = table.trick
    if not trick:
        return hand
    assert table.trump is not None
    trump = SUIT_INDEX[table.trump]
    effective = EFFECTIVE_SUIT[trump]
    led = trick[0].card
    led_suit = effective[led.index]
    if led_suit != trump:
        if any(effective[card.index] == led_suit for card in hand):
            return tuple(card for card in hand if effective[card.index] in (led_suit, trump))
        return hand
    ranks = TRUMP_RANK[trump]
    trumps = tuple(card for card in hand if ranks[card.index])
    if not trumps:
        return hand
    above = _renege_bar(table, ranks)
    top = TOP_TRUMP[trump]
    if all(top[card.index] and ranks[card.index] > above for card in trumps):
        return hand
    return trumps


def _renege_bar(table: Table, ranks: tuple[int, ...]) -> int:
    """R17: the trump rank a top trump must exceed to be withheld (the led card's, or the best so far)."""
    if table.rules.renege_forced_by == "led_card":
        return ranks[table.trick[0].card.index]
    return max(ranks[play.card.index] for play in table.trick)


def play_actions(table: Table) -> tuple[Action, ...]:
    """One ``Play`` per legal card, in canonical order."""
    return tuple([_PLAYS[card.index] for card in legal_cards(table)])


def check_play(table: Table, action: Play) -> IllegalAction | None:
    """R16/R17: the card is held, and follows suit or trumps as required."""
    card = action.card
    hand = table.acting_hand
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {card}")
    allowed = legal_cards(table)
    if card in allowed:
        return None
    assert table.trump is not None
    trump = table.trump
    led = table.trick[0].card
    led_suit = SUITS[EFFECTIVE_SUIT[SUIT_INDEX[trump]][led.index]]
    if led_suit is trump:
        return IllegalAction(
            ErrorCode.MUST_FOLLOW_SUIT,
            f"trumps led ({led}): you must play a trump, you hold {format_cards(allowed)}"
            " and not only top trumps you may withhold",
        )
    return IllegalAction(
        ErrorCode.MUST_FOLLOW_SUIT,
        f"{led_suit.name.lower()} led ({led}): follow suit or trump, you hold {format_cards(allowed)}",
    )


def apply_play(game: Game, action: Play) -> Game:
    """R15/R18: the card joins the trick; a full trick goes to the best card, whose player leads next."""
    seat = game.to_act
    assert seat is not None and game.trump is not None
    card = action.card
    hands = list(game.hands)
    hand = hands[seat]
    position = hand.index(card)
    hands[seat] = hand[:position] + hand[position + 1 :]
    trick = game.trick + (CardPlay(seat, card),)
    history = game.history.with_action(action)
    players = game.rules.players
    tricks = game.tricks
    if len(trick) == players:
        trump = SUIT_INDEX[game.trump]
        table = STRENGTH[trump][EFFECTIVE_SUIT[trump][trick[0].card.index]]
        winner = winning_play(trick, lambda played: table[played.index]).seat
        tricks = tricks + (Trick(trick[0].seat, trick, winner),)
        if len(tricks) == TRICKS_PER_HAND:
            return finish_hand(game, tuple(hands), tricks, history)
        to_act = winner
        trick = ()
    else:
        to_act = (seat + 1) % players
    return Game(
        game.rules,
        Phase.PLAY,
        game.dealer,
        to_act,
        tuple(hands),
        (),
        game.undealt,
        game.discards,
        game.calls,
        None,
        None,
        None,
        game.contract,
        game.trump,
        trick,
        tricks,
        game.scores,
        None,
        game.last_hand,
        history,
    )
