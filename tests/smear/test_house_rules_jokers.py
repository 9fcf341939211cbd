"""Six-Point Smear (H2–H6, H10, H16–H18, H23): the rules file's V6 examples, and a differential test of
the jokers against a plain model written here from the rules text."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import JOKER, ConfigError, ErrorCode, Suit, cards
from trickcore.games import smear

from tests.smear.helpers import deal_hands, play
from tests.smear.test_house_rules import plays, refused

V6 = ("AH KH AS AC AD 8S", "JK 9H JH KS QC 7D", "JK 8H TH QS KC 8D", "7H QH JS TC KD 9C")
V6_STOCK = "JC 8C 7C QD JD TD 9D TS 9S 7S"
V6_TRICKS = "AH 9H 8H 7H  KH JH TH QH  AS KS QS JS  AC QC KC TC  AD 7D 8D KD  8S JK JK 9C"


def six_point(**options: object) -> smear.Rules:
    """Six-Point Northeastern Wisconsin Smear as played: two jokers, target 21."""
    return smear.Rules(jokers=2, target=21, **options)  # type: ignore[arg-type]


def test_the_joker_pack_and_deal() -> None:
    """H2, H7: 34 cards with both jokers last; six each and a stock of ten; a deal without both jokers is malformed."""
    rules = six_point()
    assert len(smear.deck(rules)) == 34 and smear.deck(rules).count(JOKER) == 2
    game = smear.new_game(rules, seed=3)
    assert sum(len(hand) for hand in game.hands) == 24 and len(game.stock) == 10
    assert sorted(card is JOKER for hand in game.hands for card in hand).count(True) + list(game.stock).count(JOKER) == 2
    with pytest.raises(ValueError):
        deal_hands(V6, V6_STOCK.replace("7S", "8H"), rules=rules)
    with pytest.raises(ValueError):
        deal_hands(V6, V6_STOCK)
    with pytest.raises(ConfigError, match=r"^smudge cannot be played with jokers=2: the top bid of 6 already asks for every point \(H13\)$"):
        smear.Rules(jokers=2, smudge=True)
    with pytest.raises(ConfigError, match="jokers"):
        smear.Rules(jokers=1)


def test_v6_auction_runs_to_six() -> None:
    """H10/V6: bids run to 6; a 7 is invalid-bid, an equal 4 is bid-too-low."""
    game = play(deal_hands(V6, V6_STOCK, rules=six_point(), scores=(15, 18)), "bid 4")
    assert refused(game, "bid 7") is ErrorCode.INVALID_BID
    assert refused(game, "bid 4") is ErrorCode.BID_TOO_LOW
    assert [str(action) for action in smear.legal_actions(game)] == ["pass", "bid 5", "bid 6"]
    assert smear.apply(play(deal_hands(V6, V6_STOCK, rules=six_point()), "pass"), smear.Bid(6)).phase is smear.Phase.PLAY


@pytest.mark.parametrize(
    ("order", "jokers", "points", "scores", "winner"),
    [("first_wins", (1, 1), (3, 3), (11, 21), 1), ("second_wins", (0, 0), (5, 1), (20, 19), None)],
)
def test_v6_six_point_hand(order: str, jokers: tuple[int, ...], points: tuple[int, int], scores: tuple[int, int], winner: int | None) -> None:
    """H3, H4, H6/V6: the jokers follow as trumps; two jokers with no suited trump: joker_order decides; a point each."""
    game = play(deal_hands(V6, V6_STOCK, rules=six_point(joker_order=order), scores=(15, 18)), "bid 4", "pass", "pass", "pass")
    moves = plays(V6_TRICKS)
    game = play(game, *moves[:1])
    assert [str(action) for action in smear.legal_actions(game)] == ["play JH", "play 9H", "play JK"]
    game = play(game, *moves[1:5])
    assert refused(game, "play KS") is ErrorCode.MUST_FOLLOW_SUIT
    game = play(game, *moves[5:10])
    assert refused(game, "play 8D") is ErrorCode.MUST_FOLLOW_SUIT
    game = play(game, *moves[10:])
    result = game.last_hand
    assert result is not None
    assert (result.high, result.low, result.jack, result.game) == (0, 1, 0, 0)
    assert result.card_points == (56, 0)
    assert result.jokers == jokers and result.points == points
    assert game.scores == scores and game.winner == winner
    assert game.tricks[-1].winner == (1 if order == "first_wins" else 2)


def test_v6_pitched_joker_makes_spades_trump() -> None:
    """H5/V6: a joker led first makes spades trump, and the trick is a trump lead."""
    game = play(deal_hands(V6, V6_STOCK, rules=six_point(), scores=(15, 18)), "pass", "bid 2", "pass", "pass", "play JK")
    assert game.trump is Suit.SPADES
    assert [str(action) for action in smear.legal_actions(game)] == ["play QS", "play JK"]
    game = play(game, "play QS")
    assert [str(action) for action in smear.legal_actions(game)] == ["play JS"]
    game = play(game, "play JS")
    assert [str(action) for action in smear.legal_actions(game)] == ["play AS", "play 8S"]
    game = play(game, "play AS")
    assert game.tricks[0].winner == 0


JOKER_DISCARD = ("JK AH KH QH JH TH", "AS KS QS JS TS 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D")
JOKER_DISCARD_STOCK = "9H 8C 8H 7H 8S 7S 7C 8D 7D JK"


@pytest.mark.parametrize(
    ("discard", "trumps", "protected"),
    [
        ("JK 8C", "H", ""),
        ("9H 8C", "HS", "HS"),
        ("AH 8C", "HS", "S"),
        ("TH 9H", "CS", "CS"),
        ("JK AH", "", ""),
        ("JK 9H", "", ""),
    ],
)
def test_v6_jokers_in_a_discard(discard: str, trumps: str, protected: str) -> None:
    """H16, H17/V6: the legal-trump set with jokers, and with protected point trumps; empty is bad-discard."""
    for protect, expected in ((False, trumps), (True, protected)):
        rules = six_point(blind_size=2, protect_point_trumps=protect)
        game = play(deal_hands(JOKER_DISCARD, JOKER_DISCARD_STOCK, rules=rules), "bid 2", "pass", "pass", "pass")
        assert game.hands[0] == cards("8C AH KH QH JH TH 9H JK")
        kept = list(game.hands[0])
        for card in cards(discard):
            kept.remove(card)
        assert "".join(sorted(s.letter for s in smear.legal_trumps(tuple(kept), cards(discard), protect))) == expected
        assert (refused(game, f"discard {discard}") is None) == bool(expected)
        if expected:
            game = play(game, f"discard {discard}")
            leads = {str(a).split()[1] for a in smear.legal_actions(game)}
            assert leads == {str(c) for c in game.hands[0] if ("S" if c is JOKER else c.suit.letter) in expected}


def test_both_jokers_discarded_and_played_once() -> None:
    """H2: a hand with both jokers has one play JK, a discard may name JK twice, and ids stay a bijection."""
    rules = six_point(blind_size=2)
    hands = ("JK AH KH QH JH TH", "AS KS QS JS TS 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D")
    game = play(deal_hands(hands, "JK 9H 8C 8H 8S 7S 7C 8D 7D 7H", rules=rules), "bid 2", "pass", "pass", "pass")
    legal = smear.legal_actions(game)
    assert len(legal) == len(set(legal))
    double = smear.Discard(cards("JK JK"))
    assert smear.check(game, double) is None and double in legal
    assert smear.action_from_id(rules, smear.action_to_id(rules, double)) == double
    ids = [smear.action_to_id(rules, action) for action in legal]
    assert len(set(ids)) == len(ids)
    assert smear.num_action_ids(rules) == 1 + 5 + 33 + 528 + 1 + 1  # … and the claim, every ruleset's last id
    kept = play(game, "discard TH 9H")
    assert [str(action) for action in smear.legal_actions(kept)].count("play JK") == 1
    assert smear.apply(kept, smear.Play(JOKER)).hands[0].count(JOKER) == 1


# --- A plain model of the jokers, from the rules text -------------------------------------------

RANKS = "AKQJT987"


def plain_suit(card: str, trump: str) -> str:
    """H4: a joker belongs to the trump suit."""
    return trump if card == "JK" else card[1]


def plain_legal(hand: list[str], led: str, trump: str) -> set[str]:
    """R13, H4: follow a trump lead with a trump if any; a side lead with its suit or any trump, if holding it."""
    suit = plain_suit(led, trump)
    trumps = {card for card in hand if plain_suit(card, trump) == trump}
    if suit == trump:
        return trumps or set(hand)
    same = {card for card in hand if card[1:] == suit and card != "JK"}
    return same | trumps if same else set(hand)


def plain_winner(trick: list[tuple[int, str]], trump: str, order: str) -> int:
    """R14, H3: the highest suited trump; else a joker (first or second); else the highest card of the suit led."""
    suited = [(RANKS.index(card[0]), seat) for seat, card in trick if card != "JK" and card[1] == trump]
    if suited:
        return min(suited)[1]
    jokers = [seat for seat, card in trick if card == "JK"]
    if jokers:
        return jokers[0] if order == "first_wins" else jokers[-1]
    led = trick[0][1][1]
    return min((RANKS.index(card[0]), seat) for seat, card in trick if card[1] == led)[1]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["first_wins", "second_wins"]), st.integers(0, 3), st.booleans())
def test_jokers_match_the_plain_model(seed: int, order: str, blind: int, protect: bool) -> None:
    """Random hands with jokers: legal follows, trick winners and the jokers' points are the plain model's."""
    rules = six_point(joker_order=order, blind_size=blind, protect_point_trumps=protect, all_pass="dealer_must_bid")
    rng = random.Random(seed)
    game = smear.new_game(rules, seed=seed)
    while game.phase not in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER):
        legal = smear.legal_actions(game)
        assert len(legal) == len(set(legal))
        if game.phase is smear.Phase.PLAY and game.trick:
            assert game.trump is not None
            hand = [str(card) for card in game.hands[game.to_act]]  # type: ignore[index]
            expected = plain_legal(hand, str(game.trick[0].card), game.trump.letter)
            assert {str(action).split()[1] for action in legal} == expected
        before = len(game.tricks)
        game = smear.apply(game, rng.choice(legal))
        if len(game.tricks) > before:
            trick = game.tricks[-1]
            assert game.trump is not None
            assert trick.winner == plain_winner([(p.seat, str(p.card)) for p in trick.plays], game.trump.letter, order)
    result = game.last_hand
    assert result is not None
    if result.made is not None:
        expected_jokers = tuple(trick.winner % 2 for trick in game.tricks for play in trick.plays if play.card is JOKER)
        assert result.jokers == expected_jokers
        assert sum(result.points) <= 4 + 2
        assert sum(result.points) == sum(x is not None for x in (result.high, result.low, result.jack, result.game)) + len(expected_jokers)
