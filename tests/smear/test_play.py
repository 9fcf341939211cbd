"""The play, R12–R14: the first lead fixes trump, follow suit or trump, trick winners."""

from __future__ import annotations

from tests.smear.helpers import HANDS, STOCK, deal_hands, play
from trickcore import Card, ErrorCode, Suit
from trickcore.games import smear

SET_HANDS = ("AH TH 9H KC QC 9D", "JH 7H AS KS 8D 7C", "QH AD KD TD 9S 8C", "KH 8H AC TC JS 7D")


def _set_game() -> smear.Game:
    """The rules file's set-contract example after its auction (seat 0 bids 3, blind 0, dealer 0)."""
    return play(deal_hands(SET_HANDS, dealer=0), "pass", "bid 2", "pass", "bid 3")


def test_r12_bidder_leads_and_fixes_trump() -> None:
    """R12: the bidder leads; trump is None until then and is the suit of the first card."""
    game = _set_game()
    assert game.to_act == 0 and game.trump is None
    game = play(game, "play AH")
    assert game.trump is Suit.HEARTS and game.to_act == 1


def test_r12_any_suit_may_be_led_with_blind_0() -> None:
    """R11, R12: with no discard every card of the bidder may be the first lead."""
    game = _set_game()
    assert len(smear.legal_actions(game)) == 6


def test_r13_trump_lead_requires_trump() -> None:
    """R13: trump led, a player holding trump must play one (must-follow-suit)."""
    game = play(_set_game(), "play AH")
    error = smear.check(game, smear.Play(Card.parse("AS")))
    assert error is not None and error.code == ErrorCode.MUST_FOLLOW_SUIT and "JH" in error.message
    assert [str(a) for a in smear.legal_actions(game)] == ["play JH", "play 7H"]


def test_r13_may_trump_while_able_to_follow() -> None:
    """R13: another suit led, a player may play trump even holding the led suit."""
    game = play(_set_game(), "play AH", "play 7H", "play QH", "play 8H", "play 9H", "play JH", "play 9S",
                "play KH", "play AC")
    assert game.to_act == 0 and game.trump is Suit.HEARTS
    assert smear.check(game, smear.Play(Card.parse("TH"))) is None
    assert smear.check(game, smear.Play(Card.parse("QC"))) is None


def test_r13_third_suit_while_holding_led_suit_is_illegal() -> None:
    """R13: throwing a third suit while holding the led suit is must-follow-suit."""
    game = play(_set_game(), "play AH", "play 7H", "play QH", "play 8H", "play 9H", "play JH", "play 9S",
                "play KH", "play AC")
    error = smear.check(game, smear.Play(Card.parse("9D")))
    assert error is not None and error.code == ErrorCode.MUST_FOLLOW_SUIT and "clubs" in error.message


def test_r13_void_in_led_suit_may_play_anything() -> None:
    """R13: a player without the led suit may play any card, trump or not."""
    game = play(_set_game(), "play AH", "play 7H", "play QH", "play 8H", "play 9H", "play JH", "play 9S",
                "play KH", "play AC", "play QC", "play 7C", "play 8C", "play TC", "play TH")
    assert game.to_act == 1
    assert {str(a) for a in smear.legal_actions(game)} == {"play AS", "play KS", "play 8D"}


def test_r13_card_not_in_hand() -> None:
    """R13: a card not held is card-not-in-hand, also a card not in the pack."""
    game = _set_game()
    for text in ("KH", "2S"):
        error = smear.check(game, smear.Play(Card.parse(text)))
        assert error is not None and error.code == ErrorCode.CARD_NOT_IN_HAND


def test_r14_winner_leads_next() -> None:
    """R14: the highest trump wins, else the highest of the led suit; the winner leads."""
    game = play(_set_game(), "play AH", "play 7H", "play QH", "play 8H", "play 9H", "play JH", "play 9S",
                "play KH")
    assert [t.winner for t in game.tricks] == [0, 3] and game.to_act == 3 and game.trick == ()


def test_r14_six_tricks_then_hand_over() -> None:
    """R14: after six tricks the hand is scored; trump, contract and tricks stay until the next deal."""
    game = play(deal_hands(HANDS, STOCK), "bid 2", "pass", "pass", "pass")
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[-1])
    assert game.phase is smear.Phase.HAND_OVER and len(game.tricks) == 6
    assert game.trump is not None and game.contract == smear.Contract(0, 2)
    assert all(hand == () for hand in game.hands)
    nxt = smear.deal(game, seed=3)
    assert nxt.trump is None and nxt.contract is None and nxt.tricks == () and nxt.calls == ()
    assert nxt.last_hand == game.last_hand
