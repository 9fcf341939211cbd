"""R1: the pack's checks; R14, H3: the trick strength of every card."""

from __future__ import annotations

import pytest

from trickcore import ConfigError
from trickcore.games import smear
from trickcore.games.smear import _cards
from trickcore.playing_cards import JOKER, Suit


def test_r1_deck_errors_name_what_was_wrong() -> None:
    """R1: deck() refuses other rules and other player counts with a message quoting the bad value."""
    with pytest.raises(TypeError, match=r"^expected smear Rules, not 'fifty-six rules'$"):
        smear.deck("fifty-six rules")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not 3$"):
        smear.deck(smear.Rules(), players=3)
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not True$"):
        smear.deck(smear.Rules(), players=True)


def test_r14_h3_strength_of_every_card_for_every_trump_and_led_suit() -> None:
    """R14, H3: a suited trump is 10 (the 7) to 17 (the ace), a joker 9, a card of the led suit 1 to 8, any other 0;
    the table the engine reads holds the same values (``_strength`` itself only runs when the module is imported)."""
    low_to_high = tuple(reversed(_cards.RANKS))
    for trump in Suit:
        for led in Suit:
            for card in (*_cards.PACK, JOKER):
                if card is JOKER:
                    expected = 9
                elif card.suit is trump:
                    expected = 10 + low_to_high.index(card.rank)
                elif card.suit is led:
                    expected = 1 + low_to_high.index(card.rank)
                else:
                    expected = 0
                assert _cards._strength(card, trump, led) == expected, (card, trump, led)
                assert smear.trick_strength(card, trump, led) == expected, (card, trump, led)
