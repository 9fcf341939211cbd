"""The blind and the discard, R9–R11."""

from __future__ import annotations

from itertools import combinations

import pytest

from tests.smear.helpers import HANDS, STOCK, bidder_with_blind, deal_hands, play
from trickcore import ErrorCode, Suit, cards, format_cards
from trickcore.games import smear

BLIND_2 = smear.Rules(blind_size=2)


def _bidder_1(rules: smear.Rules = BLIND_2) -> smear.Game:
    """The rules file's blind-2 hand after seat 1 wins the auction at 3."""
    return play(deal_hands(HANDS, STOCK, rules=rules), "bid 2", "bid 3", "pass", "pass")


def test_r9_bidder_takes_top_of_stock() -> None:
    """R9: the bidder takes the top blind_size stock cards into hand; the rest is dead."""
    game = _bidder_1()
    assert game.phase is smear.Phase.DISCARD and game.to_act == 1
    assert format_cards(game.blind) == "JS 9D"
    assert len(game.hands[1]) == 8 and set(cards("JS 9D")) <= set(game.hands[1])
    assert format_cards(game.stock) == "TH 9H 7H 7D JC 8C"


@pytest.mark.parametrize("size", [1, 3])
def test_r3_blind_size_sets_pickup(size: int) -> None:
    """R3, R9: the bidder holds 6 + blind_size cards during the discard."""
    game = _bidder_1(smear.Rules(blind_size=size))
    assert len(game.hands[1]) == 6 + size and game.blind == cards(STOCK)[:size]
    assert all(len(a.cards) == size for a in smear.legal_actions(game) if isinstance(a, smear.Discard))


def test_r3_blind_0_has_no_discard_phase() -> None:
    """R3: with blind_size 0 the bidder goes straight to the lead."""
    game = _bidder_1(smear.Rules())
    assert game.phase is smear.Phase.PLAY and game.blind == () and len(game.hands[1]) == 6


def test_r10_wrong_discard_size() -> None:
    """R10: exactly blind_size cards must be discarded (bad-discard)."""
    game = _bidder_1()
    for text in ("7C", "7C 9D KH"):
        error = smear.check(game, smear.Discard(cards(text)))
        assert error is not None and error.code == ErrorCode.BAD_DISCARD
    error = smear.check(game, smear.Discard(()))
    assert error is not None and error.code == ErrorCode.BAD_DISCARD


def test_r10_discard_of_card_not_held() -> None:
    """R10: discarding a card not held is card-not-in-hand."""
    error = smear.check(_bidder_1(), smear.Discard(cards("AH 7C")))
    assert error is not None and error.code == ErrorCode.CARD_NOT_IN_HAND and "AH" in error.message


def test_r10_discard_of_a_card_twice() -> None:
    """R10: naming one held card twice is card-not-in-hand (there is one copy)."""
    error = smear.check(_bidder_1(), smear.Discard(cards("7C 7C")))
    assert error is not None and error.code == ErrorCode.CARD_NOT_IN_HAND


def test_r10_discard_leaves_six() -> None:
    """R10: after the discard the bidder holds six and leads; the discards are kept apart."""
    game = play(_bidder_1(), "discard KH 9D")
    assert game.phase is smear.Phase.PLAY and game.to_act == 1
    assert format_cards(game.hands[1]) == "7C AS QS JS TS 8S" and format_cards(game.discards) == "9D KH"


def test_r11_no_legal_trump_is_bad_discard() -> None:
    """R11: a discard that keeps a card of every suit it discards from, and no untouched suit, is bad-discard."""
    rules = smear.Rules(blind_size=3)
    game = bidder_with_blind("AC KC AD KD AH KH", "AS KS QS", rules)
    assert smear.check(game, smear.Discard(cards("AC AD AH"))) is None  # spades untouched: C = {S}
    game = bidder_with_blind("AC KC QC AD KD AH", "KH QH JH", rules)
    error = smear.check(game, smear.Discard(cards("AC AD AH")))
    assert error is not None and error.code == ErrorCode.BAD_DISCARD and "trump" in error.message
    assert smear.Discard(cards("AC AD AH")) not in smear.legal_actions(game)


def test_r11_more_than_six_of_a_suit_may_discard_it_down_to_six() -> None:
    """R11: holding seven spades the bidder may discard one, keeping six: spades stays legal."""
    game = bidder_with_blind("AS KS QS JS TS 9S", "8S", smear.Rules(blind_size=1), bid="bid 4")
    assert smear.check(game, smear.Discard(cards("AS"))) is None
    game = play(game, "discard AS")
    assert smear.legal_trumps(game.hands[0], game.discards) == {Suit.SPADES}
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[0])
    assert game.last_hand is not None and game.last_hand.high is None  # R10: a discarded ace scores nobody


def test_r11_legal_discards_are_every_legal_combination() -> None:
    """R10, R11: legal_actions lists every legal discard once, in combination order."""
    game = _bidder_1(smear.Rules(blind_size=3))
    hand = game.hands[1]
    expected = [
        smear.Discard(chosen)
        for chosen in combinations(hand, 3)
        if smear.legal_trumps(tuple(c for c in hand if c not in chosen), chosen)
    ]
    legal = smear.legal_actions(game)
    assert list(legal) == expected and len(set(legal)) == len(legal)
    for chosen in combinations(hand, 3):
        assert (smear.check(game, smear.Discard(chosen)) is None) == (smear.Discard(chosen) in legal)


def test_r11_first_lead_must_be_a_legal_trump() -> None:
    """R11, R12: the bidder's first lead must be of a suit in the legal-trump set (trump-not-allowed)."""
    game = play(_bidder_1(), "discard KH 9D")
    assert smear.legal_trumps(game.hands[1], game.discards) == {Suit.CLUBS, Suit.SPADES}
    assert smear.check(game, smear.Play(cards("7C")[0])) is None
    game2 = play(_bidder_1(), "discard 7C 9D")
    assert smear.legal_trumps(game2.hands[1], game2.discards) == {Suit.HEARTS, Suit.SPADES}
    game3 = play(_bidder_1(), "discard 8S 9D")
    error = smear.check(game3, smear.Play(cards("AS")[0]))
    assert error is not None and error.code == ErrorCode.TRUMP_NOT_ALLOWED
    assert {a.card.suit for a in smear.legal_actions(game3) if isinstance(a, smear.Play)} == {Suit.CLUBS, Suit.HEARTS}
