"""R5–R8, R16–R18, H2–H4, H20: the tables the engine reads, built afresh, against a plain model of the rules.

The engine builds its card tables once, at import. These tests build them again
(so that a change to the code that builds them shows here, mutation testing
included) and check every entry against the rules as written: the trump and
plain orders of R6/R7 (H3 puts the joker between the jack of trumps and A♥), the
top trumps of R8/H4, who must answer a lead and who is bound to (R16, R17, H20).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from trickcore import JOKER, Card, Suit, cards
from trickcore.games import fifty_five as ff
from trickcore.games.fifty_five import _cards

SUITS = tuple(Suit)

TRUMP_ORDERS = {
    Suit.HEARTS: cards("5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H"),
    Suit.DIAMONDS: cards("5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D"),
    Suit.CLUBS: cards("5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS"),
}
"""R6, as the rules' table gives it."""

PLAIN_ORDERS = {
    Suit.HEARTS: cards("KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
    Suit.DIAMONDS: cards("KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"),
    Suit.CLUBS: cards("KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
}
"""R7: high in red, low in black; A♥ is in no plain suit."""

WITHHELD = {"top_trumps": None, "five_only": 1, "none": 0}
"""H20: how many of the top trumps may be withheld (``None``: all of them, R8/H4)."""


def trumps(trump: Suit, joker: bool) -> tuple[Card, ...]:
    """R6, with H3's joker just below the jack of trumps."""
    order = TRUMP_ORDERS[trump]
    return (*order[:2], JOKER, *order[2:]) if joker else order


def pack(joker: bool) -> tuple[Card, ...]:
    """R4: the 52 cards; H1: and the joker."""
    return (*ff.deck(ff.Rules(joker=joker)),)


def played_suit(card: Card, trump: Suit, joker: bool) -> Suit:
    """R5/H2: the suit a card follows as: trump for every trump, else its own."""
    return trump if card in trumps(trump, joker) else card.suit


def strength_key(card: Card, trump: Suit, led: Suit, joker: bool) -> tuple[int, int]:
    """R18 as a sort key: any trump above any card of the suit led (when not trump), anything else nothing."""
    order = trumps(trump, joker)
    if card in order:
        return (2, -order.index(card))
    if led is not trump and card.suit is led:
        return (1, -PLAIN_ORDERS[led].index(card))
    return (0, 0)


def same_order(values: Sequence[int], keys: Sequence[tuple[int, int]]) -> bool:
    """Whether ``values`` order the cards exactly as ``keys`` do, and are 0 exactly where the key says nothing."""
    return all(
        (a > b) == (ka > kb) and (a == b) == (ka == kb) for a, ka in zip(values, keys) for b, kb in zip(values, keys)
    ) and all((value == 0) == (key == (0, 0)) for value, key in zip(values, keys))


def built(joker: bool) -> _cards.CardTables:
    """The engine's tables, built now rather than read from the import."""
    return _cards._tables(_cards._JOKER_ORDERS if joker else _cards._TRUMP_ORDERS, 4 if joker else 3)


@pytest.mark.parametrize("joker", [False, True])
def test_r5_h2_every_trump_and_only_trumps_follow_as_the_trump_suit(joker: bool) -> None:
    """R5/H2: a trump (A♥ and the joker included) follows as the trump suit, every other card as its own suit."""
    tables = built(joker)
    for t, trump in enumerate(SUITS):
        for card in pack(joker):
            assert SUITS[tables.effective_suit[t][card.index]] is played_suit(card, trump, joker), (trump, card)
            assert (tables.trump_rank[t][card.index] > 0) == (card in trumps(trump, joker))


@pytest.mark.parametrize("joker", [False, True])
def test_r6_h3_trump_ranks_follow_the_trump_order(joker: bool) -> None:
    """R6/H3: trump ranks fall strictly along the trump order, the joker between the jack and A♥."""
    tables = built(joker)
    for t, trump in enumerate(SUITS):
        ranks = [tables.trump_rank[t][card.index] for card in trumps(trump, joker)]
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)


@pytest.mark.parametrize("joker", [False, True])
def test_r8_h4_top_trumps(joker: bool) -> None:
    """R8: the 5, the J of trumps and A♥ are the top trumps; H4: with the joker, four."""
    tables = built(joker)
    for t, trump in enumerate(SUITS):
        top = trumps(trump, joker)[: 4 if joker else 3]
        assert {card for card in pack(joker) if tables.top_trump[t][card.index]} == set(top)


@pytest.mark.parametrize("joker", [False, True])
def test_r18_strength_orders_every_card_of_every_trick(joker: bool) -> None:
    """R18: for each trump and suit led, the strengths order the cards as trumps first, then the suit led, then nothing."""
    tables = built(joker)
    every = pack(joker)
    for t, trump in enumerate(SUITS):
        for s, led in enumerate(SUITS):
            values = [tables.strength[t][s][card.index] for card in every]
            assert same_order(values, [strength_key(card, trump, led, joker) for card in every]), (trump, led)


def test_r7_plain_ranks_follow_the_plain_orders() -> None:
    """R7: each plain suit's ranks fall strictly along its order; A♥ and the joker rank in no plain suit."""
    ranks = _cards._plain_ranks()
    for order in PLAIN_ORDERS.values():
        values = [ranks[card.index] for card in order]
        assert values == sorted(values, reverse=True) and len(set(values)) == len(values) and min(values) > 0
    assert ranks[ff.ACE_OF_HEARTS.index] == 0 and ranks[JOKER.index] == 0


@pytest.mark.parametrize("joker", [False, True])
def test_r18_strength_function_reads_the_right_tables(joker: bool) -> None:
    """R18/H3: strength() ranks as the rules do, with the joker's tables whenever the game or a card is the joker."""
    every = pack(True)
    for trump in SUITS:
        for led in every:
            with_joker = joker or led is JOKER
            suit = played_suit(led, trump, with_joker)
            cards_in_play = every if with_joker else every[:-1]
            values = [ff.strength(card, trump, led, joker=joker) for card in cards_in_play]
            keys = [strength_key(card, trump, suit, with_joker or card is JOKER) for card in cards_in_play]
            assert same_order(values, keys), (trump, led)
        assert ff.strength(JOKER, trump, TRUMP_ORDERS[trump][0]) > ff.strength(ff.ACE_OF_HEARTS, trump, TRUMP_ORDERS[trump][0])


def expected_obligation(trump: Suit, key: Card, renegeable: str, joker: bool, card: Card) -> tuple[bool, bool]:
    """R16/R17/H20 for one card: does it answer a lead of ``key``, and does holding it bind the holder?"""
    order = trumps(trump, joker)
    led = played_suit(key, trump, joker)
    is_trump = card in order
    if led is not trump:
        of_led_suit = not is_trump and card.suit is led
        return is_trump or of_led_suit, of_led_suit
    count = WITHHELD[renegeable]
    withheld = order[: (4 if joker else 3) if count is None else count]
    above = is_trump and order.index(card) < order.index(key)
    return is_trump, is_trump and not (card in withheld and above)


@pytest.mark.parametrize("joker", [False, True])
@pytest.mark.parametrize("renegeable", sorted(WITHHELD))
def test_r16_r17_h20_who_answers_a_lead_and_who_is_bound(joker: bool, renegeable: str) -> None:
    """R16: a plain lead is answered by its suit or a trump and binds its suit; R17/H20: a trump lead is answered
    by a trump and binds every trump but those that may be withheld above the card led."""
    tables = built(joker)
    every = pack(joker)
    for t, trump in enumerate(SUITS):
        for key in every:
            answers, binds = tables.obligations[renegeable][t][key.index]
            for card in every:
                expected = expected_obligation(trump, key, renegeable, joker, card)
                assert (answers[card.index], binds[card.index]) == expected, (trump, key, card)


@pytest.mark.parametrize("joker", [False, True])
def test_r6_h3_a_trump_is_worth_100_plus_its_rank(joker: bool) -> None:
    """R18 as strength() documents it: a trump is worth 100 plus its rank in the trump order of the game played
    (the joker's order shifts the ranks above A♥), whatever the card led."""
    for trump in SUITS:
        order = trumps(trump, joker)
        for led in (TRUMP_ORDERS[trump][-1], PLAIN_ORDERS[SUITS[(SUITS.index(trump) + 1) % 4]][0]):
            worth = [ff.strength(card, trump, led, joker=True) if joker else ff.strength(card, trump, led) for card in order]
            assert worth == [100 + len(order) - position for position in range(len(order))]


@pytest.mark.parametrize("trump", list(Suit))
def test_r8_h4_top_trumps_are_the_first_of_the_trump_order(trump: Suit) -> None:
    """R8: the 5, the J of trumps and A♥; H4: with the joker, the 5, the J, the joker and A♥, in that order."""
    assert ff.top_trumps(trump) == TRUMP_ORDERS[trump][:3]
    assert ff.top_trumps(trump, joker=True) == (*TRUMP_ORDERS[trump][:2], JOKER, ff.ACE_OF_HEARTS)
