"""R1, R3, R4, R20: the pack, the rank order and the trick strength of every card, computed and tabled."""

from __future__ import annotations

import re

import pytest

from trickcore import Card, ConfigError, Rank, Suit
from trickcore.games import fifty_six
from trickcore.games.fifty_six import _cards

HIGH_TO_LOW = "J9ATKQ87"


@pytest.mark.parametrize("trump", [*Suit, None])
@pytest.mark.parametrize("led", list(Suit))
def test_r20_strength_of_every_card(trump: Suit | None, led: Suit) -> None:
    """R4/R20: a trump is 100 plus its rank (J 8 down to 7 1), a card of the led suit its rank, any other 0."""
    table = _cards._strength_table(trump, led)
    for card in fifty_six.deck(fifty_six.Rules()):
        rank = 8 - HIGH_TO_LOW.index(card.rank.letter)
        expected = 100 + rank if card.suit is trump else rank if card.suit is led else 0
        assert table[card.index] == expected, (card, trump, led)
        assert fifty_six.strength(card, trump, led) == expected, (card, trump, led)


def test_r4_ranks_outside_the_game_have_no_rank() -> None:
    """R4: a rank the game does not use (a two) has rank 0, so it is worth 100 as a trump and 0 in the led suit."""
    two = Card(Rank.TWO, Suit.HEARTS)
    assert _cards._rank_strength(two) == 0
    assert _cards._strength_table(Suit.HEARTS, Suit.SPADES)[two.index] == 100
    assert _cards._strength_table(None, Suit.HEARTS)[two.index] == 0


def test_r1_r3_the_pack_for_each_number_of_active_players_and_the_refusals() -> None:
    """R1, R3, R27: 48 cards for 4 or 6 active players and 64 for 8; any other count (a bool or a float too) and more
    players than seats are refused with a message that quotes the value."""
    assert (len(fifty_six.deck(fifty_six.Rules())), len(fifty_six.deck(fifty_six.Rules(players=8), players=8))) == (48, 64)
    assert len(fifty_six.deck(fifty_six.Rules(players=8), players=6)) == 48
    for players, shown in [(5, "5"), (4.0, "4.0"), (True, "True"), ("4", "'4'")]:
        with pytest.raises(ConfigError, match=f"^players must be 4, 6 or 8, not {re.escape(shown)}$"):
            fifty_six.deck(fifty_six.Rules(), players=players)  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="^8 players cannot play a 6-player game$"):
        fifty_six.deck(fifty_six.Rules(players=6), players=8)
