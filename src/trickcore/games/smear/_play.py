"""The discard (R9–R11) and the play of the tricks (R12–R14)."""

from __future__ import annotations

from itertools import combinations
from typing import Final

from trickcore.actions import PLAY_OF_INDEX
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.following import SUIT_MARKS, Flags, allows, choose_plays, marks
from trickcore.frozen import replacer
from trickcore.games.smear._actions import Discard, Play
from trickcore.games.smear._cards import STRENGTH, SUIT_INDEX, SUITS
from trickcore.games.smear._scoring import end_of_hand
from trickcore.games.smear._state import HAND_SIZE, SEATS, TRICKS_PER_HAND, Game, FastPhase, Table
from trickcore.hands import hands_after_play, holds_all, holds_suit
from trickcore.playing_cards import Card, Suit, format_cards
from trickcore.records import append_action
from trickcore.tricks import CARD_PLAYS, strongest_play, trusted_trick

__all__ = [
    "FOLLOWING",
    "apply_discard",
    "apply_play",
    "check_discard",
    "check_play",
    "discard_actions",
    "legal_trumps",
    "may_play",
    "play_actions",
]

_played: Final = replacer(Game, "to_act", "hands", "trump", "trick", "history")
"""The game after a card that does not end the trick (the first lead also fixes trump)."""
_trick_taken: Final = replacer(Game, "to_act", "hands", "trump", "trick", "tricks", "history")
"""The game after a trick is taken, with its winner to lead."""
_discarded: Final = replacer(Game, "phase", "to_act", "hands", "trump", "trick", "tricks", "winner", "discards", "history")
"""The game after the bidder's discard: the play begins with the bidder's lead."""


def _following(led: Suit, trump: Suit | None) -> tuple[Flags, Flags]:
    """R12, R13: the cards that bind and those that answer a lead of ``led`` with ``trump`` trumps."""
    if led is trump:
        return SUIT_MARKS[led], SUIT_MARKS[led]
    return SUIT_MARKS[led], marks(lambda card: card.suit is led or card.suit is trump)


FOLLOWING: Final = {led: {trump: _following(led, trump) for trump in (*Suit, None)} for led in Suit}
"""``FOLLOWING[led][trump]``: the cards that bind and those that answer a trick (see :mod:`trickcore.following`)."""


def legal_trumps(kept: tuple[Card, ...], discards: tuple[Card, ...]) -> frozenset[Suit]:
    """R11: the suits that may still become trump after discarding ``discards`` and keeping ``kept``.

    ``C = {s : kept_s >= 1 and (disc_s = 0 or kept_s = 6)}``: a suit of which cards
    were discarded may be trump only if all six kept cards are of it.

    Example:
        >>> from trickcore import cards
        >>> sorted(s.letter for s in legal_trumps(cards("AC JC 9C KH 8D 8C"), cards("TH 7D 7S")))
        ['C']
    """
    kept_count = [0, 0, 0, 0]
    for card in kept:
        kept_count[SUIT_INDEX[card.suit]] += 1
    discarded = {card.suit for card in discards}
    return frozenset(
        suit
        for suit, count in zip(SUITS, kept_count)
        if count and (suit not in discarded or count == HAND_SIZE)
    )


def _without(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The hand less some cards (Smear's pack has one copy of each card)."""
    return tuple(card for card in hand if card not in cards)


_DISCARDS: dict[tuple[Card, ...], Discard] = {}
"""Shared ``Discard`` values by their cards (at most 5,488: every 1–3 card set of the pack)."""


def _discard(chosen: tuple[Card, ...]) -> Discard:
    """The shared ``Discard`` of these cards (canonical order), built once."""
    action = _DISCARDS.get(chosen)
    if action is None:
        action = _DISCARDS[chosen] = Discard(chosen)
    return action


def _leaves_trump(held: tuple[int, ...], discarded: tuple[int, ...]) -> bool:
    """R11: whether, with per-suit counts held and discarded, some suit may still be trump."""
    for have, gone in zip(held, discarded):
        kept = have - gone
        if kept and (not gone or kept == HAND_SIZE):
            return True
    return False


def discard_actions(table: Table, hand: tuple[Card, ...]) -> tuple[Discard, ...]:
    """R10, R11: every discard of ``blind_size`` cards that leaves a legal trump suit, in canonical order.

    The legality of a discard depends only on how many cards of each suit it takes
    (R11), so it is decided once per suit pattern.
    """
    suits = [SUIT_INDEX[card.suit] for card in hand]
    held = (suits.count(0), suits.count(1), suits.count(2), suits.count(3))
    verdicts: dict[tuple[int, ...], bool] = {}
    legal = []
    for chosen in combinations(range(len(hand)), table.rules.blind_size):
        pattern = [0, 0, 0, 0]
        for i in chosen:
            pattern[suits[i]] += 1
        key = tuple(pattern)
        verdict = verdicts.get(key)
        if verdict is None:
            verdict = verdicts[key] = _leaves_trump(held, key)
        if verdict:
            legal.append(_discard(tuple(hand[i] for i in chosen)))
    return tuple(legal)


def check_discard(table: Table, hand: tuple[Card, ...], action: Discard) -> IllegalAction | None:
    """R10, R11: why a discard is illegal, or ``None``."""
    size = table.rules.blind_size
    chosen = action.cards
    if len(chosen) != size:
        return IllegalAction(
            ErrorCode.BAD_DISCARD, f"discard exactly {size} card(s) to get back to 6, not {len(chosen)}"
        )
    if not holds_all(hand, chosen):
        missing = [card for card in chosen if card not in hand]
        what = format_cards(missing) if missing else f"{format_cards(chosen)} (a card twice)"
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {what}: you hold {format_cards(hand)}")
    if not legal_trumps(_without(hand, chosen), chosen):
        return IllegalAction(
            ErrorCode.BAD_DISCARD,
            f"discarding {format_cards(chosen)} leaves no suit that may be trump:"
            " a suit may not be discarded while cards of it are kept (unless all six are)",
        )
    return None


def apply_discard(game: Game, seat: int, action: Discard) -> Game:
    """R10: the bidder lays the cards aside and leads the first trick."""
    hands = list(game.hands)
    discards = action.cards
    hands[seat] = _without(hands[seat], discards)
    return _discarded(
        game, FastPhase.PLAY, seat, tuple(hands), None, (), (), None, discards, append_action(game.history, action)
    )


def play_actions(table: Table, hand: tuple[Card, ...]) -> tuple[Play, ...]:
    """R11–R13: one ``Play`` per card the seat may play, in canonical order.

    Each case picks its plays in one pass over the hand: this runs at every decision of the play.
    """
    trick = table.trick
    trump = table.trump
    if trick:
        binding, answers = FOLLOWING[trick[0].card.suit][trump]
        return choose_plays(hand, PLAY_OF_INDEX, binding, answers, False)
    if trump is None and table.discards:
        allowed = legal_trumps(hand, table.discards)
        return tuple([PLAY_OF_INDEX[card.index] for card in hand if card.suit in allowed])
    return choose_plays(hand, PLAY_OF_INDEX, None, None, False)


def may_play(table: Table, hand: tuple[Card, ...], card: Card) -> bool:
    """R11–R13: whether ``hand``, the seat to act's, holds ``card`` and may play it (one of :func:`play_actions`)."""
    trick = table.trick
    trump = table.trump
    if trick:
        binding, answers = FOLLOWING[trick[0].card.suit][trump]
        return allows(hand, card, binding, answers)
    if trump is None and table.discards:
        return card in hand and card.suit in legal_trumps(hand, table.discards)
    return card in hand


def check_play(table: Table, hand: tuple[Card, ...], action: Play) -> IllegalAction | None:
    """R11–R13: why playing the card is illegal, or ``None``."""
    card = action.card
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {card}: you hold {format_cards(hand)}")
    trick = table.trick
    trump = table.trump
    if not trick:
        if trump is None and table.discards and card.suit not in legal_trumps(hand, table.discards):
            allowed = "".join(s.letter for s in SUITS if s in legal_trumps(hand, table.discards))
            return IllegalAction(
                ErrorCode.TRUMP_NOT_ALLOWED,
                f"your discard rules out {card.suit.name.lower()} as trump: lead a card of {allowed}",
            )
        return None
    led = trick[0].card.suit
    suit = card.suit
    if led is trump:
        if suit is not trump and holds_suit(hand, trump):
            held = format_cards(c for c in hand if c.suit is trump)
            return IllegalAction(
                ErrorCode.MUST_FOLLOW_SUIT, f"trump ({led.name.lower()}) was led: play a trump, you hold {held}"
            )
        return None
    if suit is not led and suit is not trump and holds_suit(hand, led):
        held = format_cards(c for c in hand if c.suit is led)
        return IllegalAction(
            ErrorCode.MUST_FOLLOW_SUIT, f"must follow {led.name.lower()} or trump: you hold {held}"
        )
    return None


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """R12–R14: play the card; the first lead fixes trump; a full trick goes to its winner."""
    card = action.card
    hands = hands_after_play(game.hands, seat, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    trump = game.trump
    if trump is None:
        trump = card.suit
    history = append_action(game.history, action)
    if len(trick) < SEATS:
        return _played(game, (seat + 1) % SEATS, hands, trump, trick, history)
    strength = STRENGTH[SUIT_INDEX[trump]][SUIT_INDEX[trick[0].card.suit]]
    best = strongest_play(trick, strength)
    tricks = game.tricks + (trusted_trick(trick[0].seat, trick, best.seat),)
    if len(tricks) < TRICKS_PER_HAND:
        return _trick_taken(game, best.seat, hands, trump, (), tricks, history)
    return end_of_hand(game, hands, trump, tricks, history)
