"""R1, R2, R14: the pack's checks and the trick strength of every card, computed and tabled."""

from __future__ import annotations

import pytest

from trickcore import Card, ConfigError, Rank, Suit
from trickcore.games import smear
from trickcore.games.smear import _cards

HIGH_TO_LOW = "AKQJT987"


@pytest.mark.parametrize("trump", list(Suit))
@pytest.mark.parametrize("led", list(Suit))
def test_r14_strength_of_every_card(trump: Suit, led: Suit) -> None:
    """R14: a trump is 16 (ace) down to 9 (seven), a card of the led suit 8 down to 1, any other 0 — computed and tabled alike."""
    for card in _cards.PACK:
        power = 8 - HIGH_TO_LOW.index(card.rank.letter)
        expected = 8 + power if card.suit is trump else power if card.suit is led else 0
        assert _cards._strength(card, trump, led) == expected, (card, trump, led)
        assert smear.trick_strength(card, trump, led) == expected, (card, trump, led)


def test_r14_cards_outside_the_pack_have_no_strength_but_their_suits() -> None:
    """R14: a rank outside the 32-card pack (a two) counts as power 0: 8 as a trump, 0 otherwise."""
    two = Card(Rank.TWO, Suit.HEARTS)
    assert _cards._strength(two, Suit.HEARTS, Suit.SPADES) == 8
    assert _cards._strength(two, Suit.SPADES, Suit.HEARTS) == 0


def test_r1_deck_errors_name_what_was_wrong() -> None:
    """R1: deck() refuses other rules and other player counts with a message quoting the bad value."""
    with pytest.raises(TypeError, match=r"^expected smear Rules, not 'fifty-six rules'$"):
        smear.deck("fifty-six rules")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not 3$"):
        smear.deck(smear.Rules(), players=3)
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not True$"):
        smear.deck(smear.Rules(), players=True)
