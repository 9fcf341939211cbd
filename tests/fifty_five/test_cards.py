"""R4–R8: the pack, trumps, and the rank orders."""

from __future__ import annotations

import pytest

from trickcore import Card, Suit, cards, format_cards
from trickcore.games import fifty_five as ff
from trickcore.games.fifty_five import _cards

TRUMP_ORDERS = {
    Suit.HEARTS: "5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H",
    Suit.DIAMONDS: "5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D",
    Suit.CLUBS: "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC",
    Suit.SPADES: "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS",
}


def test_r4_one_52_card_pack_in_canonical_order() -> None:
    """R4: deck(rules) is the 52-card pack in canonical order, for any number of players."""
    pack = ff.deck(ff.Rules())
    assert len(pack) == 52 and len(set(pack)) == 52
    assert [card.index for card in pack] == list(range(52))
    assert ff.deck(ff.Rules(players=9), players=9) == pack


@pytest.mark.parametrize("trump", list(Suit))
def test_r5_ace_of_hearts_always_a_trump(trump: Suit) -> None:
    """R5: A♥ is a trump whatever the trump suit; 13 trumps with hearts, 14 otherwise."""
    assert ff.is_trump(ff.ACE_OF_HEARTS, trump)
    count = sum(ff.is_trump(card, trump) for card in ff.deck(ff.Rules()))
    assert count == (13 if trump is Suit.HEARTS else 14)


@pytest.mark.parametrize("trump", list(Suit))
def test_r6_trump_orders(trump: Suit) -> None:
    """R6: the four trump orders, high to low, and strength agrees with them."""
    order = ff.trump_order(trump)
    assert format_cards(order) == TRUMP_ORDERS[trump]
    led = order[-1]
    strengths = [ff.strength(card, trump, led) for card in order]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == len(strengths)


@pytest.mark.parametrize(
    ("suit", "order"),
    [
        (Suit.HEARTS, "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
        (Suit.DIAMONDS, "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"),
        (Suit.CLUBS, "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
        (Suit.SPADES, "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    ],
)
def test_r7_plain_orders_high_in_red_low_in_black(suit: Suit, order: str) -> None:
    """R7: plain suits rank high in red, low in black; A♥ is not a heart; A♦ is lowest."""
    assert format_cards(ff.plain_order(suit)) == order
    trump = next(other for other in Suit if other is not suit and other is not Suit.HEARTS)
    plain = cards(order)
    strengths = [ff.strength(card, trump, plain[0]) for card in plain]
    assert strengths == sorted(strengths, reverse=True) and min(strengths) > 0


@pytest.mark.parametrize("trump", list(Suit))
def test_r8_top_trumps(trump: Suit) -> None:
    """R8: the top trumps are the 5 and J of trumps and A♥."""
    five, jack, ace = ff.top_trumps(trump)
    assert (five.rank.letter, five.suit, jack.rank.letter, jack.suit) == ("5", trump, "J", trump)
    assert ace == Card.parse("AH")


def test_r18_off_suit_plain_cards_cannot_win() -> None:
    """R18: a plain card of another suit than the one led has strength 0."""
    assert ff.strength(Card.parse("KD"), Suit.SPADES, Card.parse("2C")) == 0
    assert ff.strength(Card.parse("KD"), Suit.SPADES, Card.parse("2S")) == 0


@pytest.mark.parametrize("trump", list(Suit))
def test_r6_trump_ranks_follow_the_trump_order(trump: Suit) -> None:
    """R6: the rank table built for a trump suit ranks its trumps in the trump order, high to low, and no other card."""
    ranks = _cards._trump_ranks(trump)
    order = cards(TRUMP_ORDERS[trump])
    assert [ranks[card.index] for card in order] == sorted((ranks[card.index] for card in order), reverse=True)
    assert all(ranks[card.index] > 0 for card in order) and len({ranks[card.index] for card in order}) == len(order)
    assert {ranks[card.index] for card in _cards.PACK if card not in order} == {0}


def test_r5_r8_tables_made_at_import_are_what_their_functions_give() -> None:
    """R5–R8: the trump, plain and follow-and-renege tables the rules read are exactly what their functions compute."""
    for index, suit in enumerate(_cards.SUITS):
        assert _cards.TRUMP_RANK[index] == _cards._trump_ranks(suit)
        assert _cards.OBLIGATION[index] == tuple(_cards._obligation(index, key) for key in _cards.PACK)
    assert _cards.PLAIN_RANK == _cards._plain_ranks()
