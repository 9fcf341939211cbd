"""trickcore.hands against plain reference definitions, on random hands (double deck included)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from trickcore import Card, Rank, Suit
from trickcore.hands import hands_after_play, holds_all, holds_suit

_CARDS = [Card(rank, suit) for suit in Suit for rank in Rank]
_card_lists = st.lists(st.sampled_from(_CARDS), max_size=14)


@given(st.lists(_card_lists, min_size=1, max_size=12).map(lambda hands: tuple(map(tuple, hands))), st.data())
def test_hands_after_play_takes_one_copy_from_one_seat(hands: tuple[tuple[Card, ...], ...], data: st.DataObject) -> None:
    """Every table size (the generated builders up to 10 seats and the general path beyond)."""
    seat = data.draw(st.integers(0, len(hands) - 1))
    hand = hands[seat]
    assume(hand)
    card = data.draw(st.sampled_from(hand))
    after = hands_after_play(hands, seat, card)
    position = hand.index(card)
    assert after == hands[:seat] + (hand[:position] + hand[position + 1 :],) + hands[seat + 1 :]
    assert all(after[other] is hands[other] for other in range(len(hands)) if other != seat)


@given(st.lists(_card_lists, min_size=1, max_size=12).map(lambda hands: tuple(map(tuple, hands))), st.data())
def test_hands_after_play_refuses_a_card_the_seat_does_not_hold(
    hands: tuple[tuple[Card, ...], ...], data: st.DataObject
) -> None:
    seat = data.draw(st.integers(0, len(hands) - 1))
    card = data.draw(st.sampled_from([card for card in _CARDS if card not in hands[seat]]))
    with pytest.raises(ValueError):
        hands_after_play(hands, seat, card)


@given(_card_lists, _card_lists)
def test_holds_all_counts_copies(hand: list[Card], wanted: list[Card]) -> None:
    have, need = Counter(hand), Counter(wanted)
    assert holds_all(hand, wanted) == all(have[card] >= count for card, count in need.items())


@given(_card_lists, st.sampled_from(list(Suit)))
def test_holds_suit_is_any_card_of_the_suit(hand: list[Card], suit: Suit) -> None:
    assert holds_suit(hand, suit) == any(card.suit is suit for card in hand)
