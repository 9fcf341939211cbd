"""Black-box conformance review of Smear against shared/rules/smear.md and shared/API.md (public API only)."""

from __future__ import annotations

import functools
import itertools
import json
import random
from collections.abc import Sequence

import attrs
import pytest

from tests.smear.helpers import deal_hands, play
from trickcore import Card, Discard, IllegalAction, Pass, Play, Rank, Suit, cards, shuffled
from trickcore.games import smear

FULL_HANDS = ("KS 7S AH TD 9C 8H", "AS QS TS 8S KH 7C", "9S QH JD AC TC 8D", "AD KD QD KC QC JH")
FULL_STOCK = "JS 9D TH 9H 7H 7D JC 8C"
FULL_TRICKS = "AS 9S JH 7S 8S 8D QC KS AH TS QH KC JS JD QD 9C QS AC KD 8H 7C TC AD TD"
FULL_DECK = (
    "KS 7S AH AS QS TS 9S QH JD AD KD QD TD 9C 8H 8S KH 7C AC TC 8D KC QC JH JS 9D TH 9H 7H 7D JC 8C"
)
SET_HANDS = ("AH TH 9H KC QC 9D", "JH 7H AS KS 8D 7C", "QH AD KD TD 9S 8C", "KH 8H AC TC JS 7D")
SET_TRICKS = "AH 7H QH 8H 9H JH 9S KH AC QC 7C 8C TC TH 8D KD KC KS TD 7D 9D AS AD JS"
POINTS = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1, Rank.TEN: 10}


_new = functools.partial(deal_hands, dealer=0)
"""A game from card text per seat, dealt by seat 0 unless told otherwise."""

_do = play
"""Apply actions in notation."""


def _plays(game: smear.Game, text: str) -> smear.Game:
    """Play the cards in ``text`` in order."""
    for card in text.split():
        game = smear.apply(game, Play(Card.parse(card)))
    return game


def _code(game: smear.Game | smear.View, action: object, seat: int | None = None) -> str | None:
    """The code check gives, or None."""
    error = smear.check(game, action, seat)
    return None if error is None else error.code.value


def _full_hand(rules: smear.Rules | None = None, scores: tuple[int, int] = (5, 7)) -> smear.Game:
    """The rules file's blind-2 full hand, played out."""
    rules = smear.Rules(blind_size=2) if rules is None else attrs.evolve(rules, blind_size=2)
    game = _new(FULL_HANDS, FULL_STOCK, rules=rules, dealer=3, scores=scores)
    game = _do(game, "bid 2", "bid 3", "pass", "pass", "discard KH 9D")
    return _plays(game, FULL_TRICKS)


def _set_hand(rules: smear.Rules | None = None, scores: tuple[int, int] = (1, 4), calls: str = "") -> smear.Game:
    """The rules file's set-contract hand, played out (optionally with another auction)."""
    game = _new(SET_HANDS, rules=rules, dealer=0, scores=scores)
    auction = calls.split(",") if calls else ["pass", "bid 2", "pass", "bid 3"]
    return _plays(_do(game, *auction), SET_TRICKS)


def _rest(used: str) -> list[str]:
    """The cards of the pack not in ``used``, in canonical order."""
    taken = set(cards(used))
    return [str(c) for c in smear.deck(smear.Rules()) if c not in taken]


# --- Cards and deal (R1, R2, R5) -------------------------------------------------------------------


def test_r1_deck_canonical() -> None:
    """R1 / API deck(): 32 cards A..7 per suit, canonical order, players=4 only."""
    pack = smear.deck(smear.Rules())
    assert len(pack) == 32 and len(set(pack)) == 32
    assert " ".join(map(str, pack[:8])) == "AC KC QC JC TC 9C 8C 7C"
    assert smear.deck(smear.Rules(), players=4) == pack
    assert smear.deck(smear.Rules(blind_size=3)) == pack
    for bad in (3, 5, 0):
        with pytest.raises(ValueError):
            smear.deck(smear.Rules(), players=bad)


def test_r5_deal_mapping_example() -> None:
    """R5: the worked example's deck, dealer 3, gives exactly the example's hands and stock."""
    game = smear.new_game(smear.Rules(blind_size=2), deck=cards(FULL_DECK), dealer=3)
    for seat in range(4):
        assert set(game.hands[seat]) == set(cards(FULL_HANDS[seat]))
    game = _do(game, "bid 2", "bid 3", "pass", "pass")
    assert set(game.hands[1]) == set(cards("AS QS TS 8S KH 7C JS 9D"))
    game = _plays(_do(game, "discard KH 9D"), FULL_TRICKS)
    assert game.scores == (1, 3) and game.last_hand is not None and game.last_hand.card_points == (29, 40)


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_r5_packet_mapping_every_dealer(dealer: int) -> None:
    """R5: seat (dealer+1+k)%4 gets d[3k..3k+2] + d[12+3k..12+3k+2]; d[24..] is the stock, d[24] on top."""
    d = shuffled(smear.deck(smear.Rules()), 99)
    game = smear.new_game(smear.Rules(blind_size=3), deck=d, dealer=dealer)
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        assert set(game.hands[seat]) == set(d[3 * k : 3 * k + 3] + d[12 + 3 * k : 12 + 3 * k + 3])
    # The bidder (first to act bids 4) takes d[24..26] as the blind.
    bidder = (dealer + 1) % 4
    game = _do(game, "bid 4")
    assert game.phase is smear.Phase.DISCARD and game.to_act == bidder
    assert set(game.hands[bidder]) - set(d[3 * 0 : 3] + d[12:15]) == set(d[24:27])


def test_r5_hands_are_canonical_order() -> None:
    """API: hands are tuples in canonical order (suit C D H S, ace down)."""
    game = smear.new_game(seed=3)
    for hand in game.hands:
        order = [(list(Suit).index(c.suit), -list(Rank).index(c.rank)) for c in hand]
        assert order == sorted(order)


def test_seed_is_deterministic_and_uses_shuffled() -> None:
    """API new_game(seed): same seed ⇒ same game; seed shuffles deck(rules) with shuffled."""
    a = smear.new_game(seed="abc")
    b = smear.new_game(seed="abc")
    assert a == b and hash(a) == hash(b)
    by_deck = smear.new_game(deck=shuffled(smear.deck(smear.Rules()), "abc"), dealer=a.dealer)
    assert by_deck.hands == a.hands
    nxt = smear.deal(_do(smear.new_game(seed=4, dealer=0), "pass", "pass", "pass", "pass"), seed=8)
    assert nxt.hands == smear.new_game(deck=shuffled(smear.deck(smear.Rules(), players=4), 8), dealer=0).hands


def test_explicit_deal_defaults_dealer_zero_and_stock() -> None:
    """API: dealer defaults to seat 0 with an explicit deal; the auction starts on its left."""
    game = smear.new_game(hands=[cards(h) for h in FULL_HANDS])
    assert game.dealer == 0 and game.to_act == 1 and game.phase is smear.Phase.AUCTION


@pytest.mark.parametrize(
    "kwargs",
    [
        {"hands": [cards(h) for h in FULL_HANDS[:3]]},
        {"hands": [cards(h) for h in (*FULL_HANDS[:3], "AD KD QD KC QC")]},
        {"hands": [cards(h) for h in (*FULL_HANDS[:3], "AD KD QD KC QC 2C")]},
        {"hands": [cards(h) for h in (*FULL_HANDS[:3], "AD KD QD KC QC KS")]},
        {"hands": [cards(h) for h in FULL_HANDS], "stock": cards("JS 9D TH 9H 7H 7D JC")},
        {"hands": [cards(h) for h in FULL_HANDS], "stock": cards("JS 9D TH 9H 7H 7D JC AS")},
        {"deck": cards(FULL_DECK)[:31]},
        {"deck": cards(FULL_DECK.replace("8C", "2C"))},
        {"seed": 1, "deck": cards(FULL_DECK)},
        {"stock": cards(FULL_STOCK)},
    ],
)
def test_malformed_explicit_deals_raise_value_error(kwargs: dict[str, object]) -> None:
    """API: malformed explicit deals (sizes, cards not in the pack, two sources) raise ValueError."""
    with pytest.raises(ValueError):
        smear.new_game(**kwargs)  # type: ignore[arg-type]


# --- Rules and start positions ---------------------------------------------------------------------


def test_rules_defaults() -> None:
    """Options table: every field with its default."""
    r = smear.Rules()
    assert (r.blind_size, r.target, r.all_pass, r.high_low_rule, r.both_reach_target) == (
        0, 15, "redeal_same_dealer", "ace_seven", "bidder_wins")
    assert r.win_only_on_successful_bid is False and r.non_bidder_score_cap is None


@pytest.mark.parametrize(
    "options",
    [
        {"blind_size": -1}, {"blind_size": 4}, {"blind_size": "2"}, {"blind_size": True}, {"blind_size": 2.0},
        {"target": 0}, {"target": -5}, {"target": "15"}, {"target": 15.0}, {"target": True},
        {"all_pass": "redeal"}, {"all_pass": None}, {"high_low_rule": "ace"}, {"high_low_rule": 1},
        {"both_reach_target": "higher"}, {"both_reach_target": True},
        {"win_only_on_successful_bid": 1}, {"win_only_on_successful_bid": "yes"},
        {"non_bidder_score_cap": "5"}, {"non_bidder_score_cap": 5.0}, {"non_bidder_score_cap": False},
    ],
)
def test_rules_validation(options: dict[str, object]) -> None:
    """API: a bad value or a wrong type at Rules(...) raises a ValueError subclass."""
    with pytest.raises(ValueError):
        smear.Rules(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "options",
    [{"blind_size": 3}, {"target": 1}, {"non_bidder_score_cap": -3}, {"non_bidder_score_cap": 0},
     {"all_pass": "dealer_must_bid"}, {"high_low_rule": "highest_lowest_in_play"},
     {"both_reach_target": "higher_score"}, {"win_only_on_successful_bid": True}],
)
def test_rules_valid_values(options: dict[str, object]) -> None:
    """Options table: the values shown there are accepted."""
    smear.Rules(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize("scores", [(15, 0), (0, 15), (0, 20), (1,), (1, 2, 3), ("1", 2), (True, 0), (1.0, 2), "12"])
def test_bad_start_scores(scores: object) -> None:
    """API: scores= of the wrong length, wrong type, or at/above the target raises ValueError at new_game."""
    with pytest.raises(ValueError):
        smear.new_game(seed=1, scores=scores)  # type: ignore[arg-type]


def test_start_scores_negative_and_below_target() -> None:
    """API/R17: negative start scores and scores just below the target are accepted."""
    assert smear.new_game(seed=1, scores=(-20, 14)).scores == (-20, 14)
    assert smear.new_game(smear.Rules(target=5), seed=1, scores=[4, 4]).scores == (4, 4)
    with pytest.raises(ValueError):
        smear.new_game(smear.Rules(target=5), seed=1, scores=(5, 0))


@pytest.mark.parametrize("dealer", [-1, 4, "1", True])
def test_bad_dealer(dealer: object) -> None:
    """API: a dealer that is not a seat raises a ValueError subclass."""
    with pytest.raises(ValueError):
        smear.new_game(seed=1, dealer=dealer)  # type: ignore[arg-type]


# --- Auction (R6–R8) -----------------------------------------------------------------------------


def test_r6_auction_examples() -> None:
    """R6/R7 worked examples: dealer 3 bids 2 after three passes; equal bid illegal; a 4 ends it."""
    game = smear.new_game(seed=1, dealer=3)
    assert game.to_act == 0
    won = _do(game, "pass", "pass", "pass", "bid 2")
    assert won.contract is not None and (won.contract.bidder, won.contract.bid) == (3, 2)
    assert won.phase is smear.Phase.PLAY and won.to_act == 3 and won.trump is None
    one = _do(game, "bid 2")
    assert _code(one, smear.Bid(2)) == "bid-too-low"
    assert [str(a) for a in smear.legal_actions(one)] == ["pass", "bid 3", "bid 4"]
    with pytest.raises(IllegalAction) as info:
        smear.parse_action(one, "bid 2")
    assert info.value.code.value == "bid-too-low"
    four = _do(game, "pass", "bid 4")
    assert four.contract is not None and (four.contract.bidder, four.contract.bid) == (1, 4)
    assert four.phase is smear.Phase.PLAY and four.to_act == 1
    assert _code(four, Pass(), seat=2) == "not-your-turn"


def test_r6_partners_may_overbid_and_dealer_last() -> None:
    """R6: partners may overbid each other; the dealer's turn comes last and ends the auction."""
    game = _do(smear.new_game(seed=2, dealer=1), "bid 2", "pass", "bid 3")
    assert game.to_act == 1 and game.phase is smear.Phase.AUCTION
    game = _do(game, "pass")
    assert game.contract is not None and (game.contract.bidder, game.contract.bid) == (0, 3)
    game = _do(smear.new_game(seed=2, dealer=1), "bid 2", "pass", "pass", "bid 3")
    assert game.contract is not None and (game.contract.bidder, game.contract.bid) == (1, 3)


def test_r7_four_by_dealer_and_four_after_bids() -> None:
    """R7: a 4 ends the auction at once, whoever bids it; after a 4 nobody can bid."""
    game = _do(smear.new_game(seed=2, dealer=1), "bid 2", "bid 3", "bid 4")
    assert game.contract is not None and (game.contract.bidder, game.contract.bid) == (0, 4)
    assert game.phase is smear.Phase.PLAY
    assert _code(game, smear.Bid(4)) == "wrong-phase"


@pytest.mark.parametrize("points", [0, 1, 5, 6, -2, 100])
def test_r6_bids_off_the_ladder(points: int) -> None:
    """R6/API: bids outside 2–4 construct and are invalid-bid."""
    game = smear.new_game(seed=1)
    assert _code(game, smear.Bid(points)) == "invalid-bid"
    assert _code(_do(game, "bid 3"), smear.Bid(points)) == "invalid-bid"


def test_bid_constructor_checks_shape() -> None:
    """API: action constructors check types only."""
    assert smear.Bid(9).points == 9
    for bad in ("3", 3.0, True, None):
        with pytest.raises((TypeError, ValueError)):
            smear.Bid(bad)  # type: ignore[arg-type]


def test_r8_all_pass_same_dealer() -> None:
    """R8 default: four passes throw in; HAND_OVER with no contract, nothing scored; same dealer deals again."""
    game = _do(smear.new_game(seed=5, dealer=3, scores=(3, 4)), "pass", "pass", "pass")
    assert [str(a) for a in smear.legal_actions(game)] == ["pass", "bid 2", "bid 3", "bid 4"]
    over = _do(game, "pass")
    assert over.phase is smear.Phase.HAND_OVER and over.to_act is None and over.contract is None
    assert over.trump is None and over.scores == (3, 4) and over.winner is None
    assert over.hands == game.hands and smear.legal_actions(over) == ()
    last = over.last_hand
    assert last is not None and last.points == (0, 0) and last.made is None
    assert (last.high, last.low, last.jack, last.game) == (None, None, None, None)
    nxt = smear.deal(over, seed=6)
    assert nxt.dealer == 3 and nxt.to_act == 0 and nxt.phase is smear.Phase.AUCTION
    # After a throw-in the same dealer deals again, then after a scored hand the deal passes left.
    again = _do(smear.deal(nxt := _do(nxt, "pass", "pass", "pass", "pass"), seed=7), "bid 4")
    assert nxt.dealer == 3 and again.dealer == 3


def test_r8_redeal_next_dealer() -> None:
    """R8 redeal_next_dealer: after a throw-in the deal passes left."""
    rules = smear.Rules(all_pass="redeal_next_dealer")
    over = _do(smear.new_game(rules, seed=5, dealer=3), "pass", "pass", "pass", "pass")
    assert over.phase is smear.Phase.HAND_OVER
    nxt = smear.deal(over, seed=1)
    assert nxt.dealer == 0 and nxt.to_act == 1


def test_r8_dealer_must_bid() -> None:
    """R8 dealer_must_bid: the dealer's pass after three passes is must-bid; earlier passes are fine."""
    rules = smear.Rules(all_pass="dealer_must_bid")
    game = _do(smear.new_game(rules, seed=5, dealer=2), "pass", "pass", "pass")
    assert game.to_act == 2
    assert _code(game, Pass()) == "must-bid"
    assert [str(a) for a in smear.legal_actions(game)] == ["bid 2", "bid 3", "bid 4"]
    assert smear.legal_actions(smear.view(game, 2)) == smear.legal_actions(game)
    assert _code(smear.view(game, 2), Pass()) == "must-bid"
    with pytest.raises(IllegalAction) as info:
        smear.parse_action(game, "PASS")
    assert info.value.code.value == "must-bid"
    after_bid = _do(smear.new_game(rules, seed=5, dealer=2), "pass", "bid 2", "pass")
    assert _code(after_bid, Pass()) is None


def test_r4_scored_hand_passes_deal_left() -> None:
    """R4: after each scored hand the deal passes left (also with redeal_same_dealer)."""
    game = _full_hand()
    assert game.phase is smear.Phase.HAND_OVER and game.dealer == 3
    assert smear.deal(game, seed=1).dealer == 0


# --- Blind and discard (R9–R11) --------------------------------------------------------------------


def test_r9_r10_full_hand_discard_phase() -> None:
    """R9/R10: the bidder takes the top blind_size stock cards; its hand includes them during DISCARD."""
    game = _new(FULL_HANDS, FULL_STOCK, rules=smear.Rules(blind_size=2), dealer=3, scores=(5, 7))
    game = _do(game, "bid 2", "bid 3", "pass", "pass")
    assert game.phase is smear.Phase.DISCARD and game.to_act == 1
    assert set(game.hands[1]) == set(cards("AS QS TS 8S KH 7C JS 9D"))
    assert [len(h) for h in game.hands] == [6, 8, 6, 6]
    other = smear.view(game, 0)
    assert other.hand_sizes == (6, 8, 6, 6) and other.to_act == 1
    for card in cards("JS 9D TH 9H 7H 7D JC 8C"):
        assert card not in other.hand
    assert not set(cards("JS 9D")) & set(getattr(other, "blind", ()))
    assert smear.legal_actions(other) == ()
    assert _code(other, Discard(cards("KH 9D"))) == "not-your-turn"
    bidder = smear.view(game, 1)
    assert smear.legal_actions(bidder) == smear.legal_actions(game)
    assert _code(bidder, Discard(cards("KH 9D"))) is None
    assert _code(game, Discard(cards("KH"))) == "bad-discard"
    assert _code(game, Discard(cards("KH 9D 7C"))) == "bad-discard"
    assert _code(game, Discard(cards("KH AD"))) == "card-not-in-hand"
    assert _code(game, Discard(())) == "bad-discard"
    assert _code(game, Pass()) == "wrong-phase"
    assert _code(game, Play(Card.parse("AS"))) == "wrong-phase"
    assert _code(game, smear.Bid(4)) == "wrong-phase"
    assert _code(game, Discard(cards("KH 9D")), seat=0) == "not-your-turn"
    game = _do(game, "discard 9d kh")
    assert game.phase is smear.Phase.PLAY and game.to_act == 1 and game.trump is None
    assert set(game.hands[1]) == set(cards("AS QS TS 8S 7C JS"))
    assert [str(a) for a in smear.legal_actions(game)] == ["play 7C", "play AS", "play QS", "play JS", "play TS", "play 8S"]


def test_r10_discard_order_does_not_matter() -> None:
    """API: Discard keeps its cards in canonical order; str is canonical."""
    assert Discard(cards("9D KH")) == Discard(cards("KH 9D"))
    assert str(Discard(cards("KH 9D"))) == "discard 9D KH"


def test_r11_forcing_discard_example() -> None:
    """R11 worked example: seat 2 discards TH 7D 7S keeping AC JC 9C KH 8D 8C: C = {C}; KH lead is illegal."""
    rules = smear.Rules(blind_size=3)
    hand, blind = "AC JC 9C KH 8D 7S", "8C TH 7D"
    rest = _rest(hand + " " + blind)
    hands = [" ".join(rest[0:6]), " ".join(rest[6:12]), hand, " ".join(rest[12:18])]
    game = _new(hands, blind + " " + " ".join(rest[18:]), rules=rules, dealer=1)
    game = _do(game, "bid 2", "pass", "pass", "pass")
    assert game.phase is smear.Phase.DISCARD and game.to_act == 2
    assert set(game.hands[2]) == set(cards(hand + " " + blind))
    game = _do(game, "discard TH 7D 7S")
    assert [str(a) for a in smear.legal_actions(game)] == ["play AC", "play JC", "play 9C", "play 8C"]
    for text in ("play KH", "play 8D"):
        assert _code(game, smear.parse_action(game, "play AC")) is None
        with pytest.raises(IllegalAction) as info:
            smear.parse_action(game, text)
        assert info.value.code.value == "trump-not-allowed"
        assert _code(smear.view(game, 2), Play(Card.parse(text[-2:]))) == "trump-not-allowed"
    assert _code(game, Play(Card.parse("TH"))) == "card-not-in-hand"
    assert _code(game, Play(Card.parse("KH")), seat=0) == "not-your-turn"
    game = _do(game, "play 8C")
    assert game.trump is Suit.CLUBS


def _bidder(hand: str, blind: str, size: int) -> smear.Game:
    """Seat 0 (dealer 3) bids 4 holding ``hand``; ``blind`` is the stock's top."""
    rest = _rest(hand + " " + blind)
    hands = [hand, " ".join(rest[0:6]), " ".join(rest[6:12]), " ".join(rest[12:18])]
    game = _new(hands, " ".join([blind, *rest[18:]]), rules=smear.Rules(blind_size=size), dealer=3)
    return _do(game, "bid 4")


def test_r11_empty_legal_trump_set_is_bad_discard() -> None:
    """R11: a discard leaving C empty is bad-discard (4 spades + 4 hearts, discard one of each)."""
    game = _bidder("AS KS QS AH KH QH", "JS JH", 2)
    assert _code(game, Discard(cards("AS AH"))) == "bad-discard"
    assert Discard(cards("AS AH")) not in smear.legal_actions(game)
    assert _code(game, Discard(cards("AS KS"))) is None  # hearts stays clean
    assert _code(game, Discard(cards("JS JH"))) == "bad-discard"


def test_r11_more_than_six_trumps_down_to_six() -> None:
    """R11: with 7+ of a suit the bidder may discard it down to six, and may then lead it."""
    game = _bidder("AS KS QS JS TS 9S", "8S AH", 2)
    assert _code(game, Discard(cards("8S AH"))) is None
    assert _code(game, Discard(cards("9S 8S"))) is None  # kept AS KS QS JS TS AH: hearts in C
    kept_six = _do(game, "discard AH 8S")
    assert len(smear.legal_actions(kept_six)) == 6
    down = _do(game, "discard 8S 9S")
    assert [str(a) for a in smear.legal_actions(down)] == ["play AH"]
    assert _code(down, Play(Card.parse("AS"))) == "trump-not-allowed"


def test_r11_blind_one_and_legal_discard_list() -> None:
    """R10/R11: legal_actions lists exactly the discards of blind_size cards leaving C non-empty, no duplicates."""
    for seed in range(30):
        for size in (1, 2, 3):
            game = smear.new_game(smear.Rules(blind_size=size), seed=seed, dealer=3)
            game = _do(game, "bid 4")
            hand = game.hands[0]
            legal = smear.legal_actions(game)
            assert len(set(legal)) == len(legal)
            expected = set()
            for combo in itertools.combinations(hand, size):
                kept = [c for c in hand if c not in combo]
                if _legal_trump_set(kept, combo):
                    expected.add(Discard(combo))
                assert (_code(game, Discard(combo)) is None) == (Discard(combo) in expected)
            assert set(legal) == expected


def _legal_trump_set(kept: Sequence[Card], discarded: Sequence[Card]) -> set[Suit]:
    """R11: C = {s : kept_s ≥ 1 and (disc_s = 0 or kept_s = 6)}."""
    out = set()
    for suit in Suit:
        k = sum(c.suit is suit for c in kept)
        d = sum(c.suit is suit for c in discarded)
        if k >= 1 and (d == 0 or k == 6):
            out.add(suit)
    return out


# --- Play (R12–R14) ------------------------------------------------------------------------------


def _following_position(lead: str) -> smear.Game:
    """Trump hearts; seat 1 holds KS 9S 8H AD at trick 3; seat 0 leads ``lead``."""
    seat0 = "AH KH QS 7H TC JD"
    seat1 = "KS 9S 8H AD QH JH"
    used = seat0 + " " + seat1 + " TH 9H"
    rest = [c for c in _rest(used) if c[1] != "H"]
    hands = [seat0, seat1, " ".join(rest[0:6]), " ".join(rest[6:12])]
    stock = "TH 9H " + " ".join(rest[12:18])
    game = _do(_new(hands, stock, dealer=3), "bid 4")
    game = _do(game, "play AH", "play QH")
    game = smear.apply(game, smear.legal_actions(game)[0])
    game = smear.apply(game, smear.legal_actions(game)[0])
    game = _do(game, "play KH", "play JH")
    game = smear.apply(game, smear.legal_actions(game)[0])
    game = smear.apply(game, smear.legal_actions(game)[0])
    assert game.to_act == 0 and game.trump is Suit.HEARTS and set(game.hands[1]) == set(cards("KS 9S 8H AD"))
    return _do(game, f"play {lead}")


@pytest.mark.parametrize(
    ("lead", "allowed"),
    [("QS", "KS 9S 8H"), ("7H", "8H"), ("TC", "KS 9S 8H AD"), ("JD", "AD 8H")],
)
def test_r13_following_example(lead: str, allowed: str) -> None:
    """R13 worked example (trump hearts, hand KS 9S 8H AD)."""
    game = _following_position(lead)
    assert game.to_act == 1
    assert {a.card for a in smear.legal_actions(game) if isinstance(a, Play)} == set(cards(allowed))
    for card in cards("KS 9S 8H AD"):
        code = _code(game, Play(card))
        assert (code is None) == (card in cards(allowed))
        if code is not None:
            assert code == "must-follow-suit"
            assert _code(smear.view(game, 1), Play(card)) == "must-follow-suit"


def test_r14_trick_examples() -> None:
    """R14 worked examples: QS AS 7H KS → 7H wins; 9D 8H TH AD → TH wins (trump hearts)."""
    assert smear.trick_strength(Card.parse("7H"), Suit.HEARTS, Suit.SPADES) > max(
        smear.trick_strength(Card.parse(c), Suit.HEARTS, Suit.SPADES) for c in ("QS", "AS", "KS"))
    assert smear.trick_strength(Card.parse("TH"), Suit.HEARTS, Suit.DIAMONDS) > max(
        smear.trick_strength(Card.parse(c), Suit.HEARTS, Suit.DIAMONDS) for c in ("9D", "8H", "AD"))


def test_r12_r14_full_hand_tricks() -> None:
    """R12–R14: the full-hand example's trick winners and leaders."""
    game = _full_hand()
    assert game.trump is Suit.SPADES
    assert [t.winner for t in game.tricks] == [1, 0, 1, 1, 1, 2]
    assert [t.leader for t in game.tricks] == [1, 1, 0, 1, 1, 1]
    assert all(len(t.plays) == 4 for t in game.tricks) and game.trick == ()
    assert [p.seat for p in game.tricks[2].plays] == [0, 1, 2, 3]


def test_r12_blind_zero_any_first_lead() -> None:
    """R12: with blind 0 the bidder may lead any card; that suit becomes trump."""
    game = _do(smear.new_game(seed=9, dealer=3), "bid 2", "pass", "pass", "pass")
    assert game.to_act == 0 and game.trump is None
    assert {a.card for a in smear.legal_actions(game) if isinstance(a, Play)} == set(game.hands[0])
    card = game.hands[0][-1]
    assert smear.apply(game, Play(card)).trump is card.suit


# --- Scoring (R15–R19) ---------------------------------------------------------------------------


def test_full_hand_example_scores() -> None:
    """R15–R17 worked example: A 29, B 40 card points; High B, Low A, Jack B, Game B; A 6, B 10."""
    game = _full_hand()
    last = game.last_hand
    assert last is not None
    assert (last.high, last.low, last.jack, last.game) == (1, 0, 1, 1)
    assert last.points == (1, 3) and last.made is True
    assert game.scores == (6, 10) and game.phase is smear.Phase.HAND_OVER and game.to_act is None
    assert game.contract is not None and (game.contract.bidder, game.contract.bid) == (1, 3)
    assert game.trump is Suit.SPADES and len(game.tricks) == 6 and game.winner is None
    assert all(h == () for h in game.hands)
    assert smear.legal_actions(game) == ()
    assert _code(game, Pass()) == "wrong-phase" and _code(game, Play(Card.parse("AS"))) == "wrong-phase"
    assert _code(game, Pass(), seat=1) == "not-your-turn"
    with pytest.raises(IllegalAction) as info:
        smear.apply(game, Pass())
    assert info.value.code.value == "wrong-phase"


def test_set_contract_example() -> None:
    """R15–R17 worked example: A bid 3 and won 2: set; A 1 − 3 = −2, B 4 + 2 = 6."""
    game = _set_hand()
    last = game.last_hand
    assert last is not None
    assert [t.winner for t in game.tricks] == [0, 3, 3, 0, 0, 2]
    assert (last.high, last.low, last.jack, last.game) == (0, 1, 1, 0)
    assert last.points == (2, 2) and last.made is False
    assert game.scores == (-2, 6)
    # Next hand: negative score carried, dealer passes left.
    assert smear.deal(game, seed=1).scores == (-2, 6) and smear.deal(game, seed=1).dealer == 1


def test_r15_dead_cards_score_nobody() -> None:
    """R15/R9: with the ace and seven of trump dead, High and Low go to nobody (ace_seven)."""
    rest = _rest("KS QS JS TS 9S 8S AS 7S KH")
    hands = ["KS QS JS TS 9S 8S", " ".join(rest[0:6]), " ".join(rest[6:12]), " ".join(rest[12:18])]
    stock = "KH AS 7S " + " ".join(rest[18:])
    game = _do(_new(hands, stock, rules=smear.Rules(blind_size=1), dealer=3), "bid 4", "discard KH")
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[0])
    last = game.last_hand
    assert last is not None and game.trump is Suit.SPADES
    assert last.high is None and last.low is None and last.jack == 0
    # Same deal, highest_lowest_in_play: KS highest, 8S lowest, both played by seat 0.
    rules = smear.Rules(blind_size=1, high_low_rule="highest_lowest_in_play")
    game = _do(_new(hands, stock, rules=rules, dealer=3), "bid 4", "discard KH")
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[0])
    assert game.last_hand is not None and (game.last_hand.high, game.last_hand.low) == (0, 0)


def test_r15_discarded_trump_ace_scores_nobody() -> None:
    """R15/R10: a discarded card (ace of the later trump, from 7 spades) gives High to nobody; its points count for Game."""
    rest = _rest("AS KS QS JS TS 9S 8S")
    hands = ["AS KS QS JS TS 9S", " ".join(rest[0:6]), " ".join(rest[6:12]), " ".join(rest[12:18])]
    stock = "8S " + " ".join(rest[18:])
    game = _do(_new(hands, stock, rules=smear.Rules(blind_size=1), dealer=3), "bid 2", "pass", "pass", "pass")
    game = _do(game, "discard AS")
    assert [str(a) for a in smear.legal_actions(game)] == ["play KS", "play QS", "play JS", "play TS", "play 9S", "play 8S"]
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[0])
    last = game.last_hand
    assert last is not None and last.high is None and last.jack == 0
    seven = [p.seat % 2 for t in game.tricks for p in t.plays if p.card == Card.parse("7S")]
    assert last.low == (seven[0] if seven else None)
    assert Card.parse("AS") not in {p.card for t in game.tricks for p in t.plays}


def test_r16_game_tie_scores_nobody_and_discards_count() -> None:
    """R16: the reference card-point count (tricks + discards) decides Game; ties give it to nobody."""
    for seed in range(40):
        game = _random_hand(smear.Rules(blind_size=seed % 4), seed)
        totals = _card_totals(game)
        last = game.last_hand
        assert last is not None
        expected = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        assert last.game == expected


def test_r17_made_may_exceed_bid() -> None:
    """R17: a made bid adds all game points won (more than the bid)."""
    game = _full_hand(scores=(0, 0))
    game2 = _new(FULL_HANDS, FULL_STOCK, rules=smear.Rules(blind_size=2), dealer=3)
    game2 = _do(game2, "pass", "bid 2", "pass", "pass", "discard KH 9D")
    game2 = _plays(game2, FULL_TRICKS)
    assert game.scores == (1, 3) and game2.scores == (1, 3)
    assert game2.last_hand is not None and game2.last_hand.made is True


def test_r18_reach_target_wins() -> None:
    """R18: the bidding team reaching the target (at least, not only exceeding) wins; GAME_OVER attributes."""
    game = _full_hand(scores=(0, 12))
    assert game.phase is smear.Phase.GAME_OVER and game.winner == 1 and game.to_act is None
    assert game.scores == (1, 15) and smear.legal_actions(game) == ()
    assert game.last_hand is not None and game.last_hand.made is True
    for action in (Pass(), smear.Bid(2), Play(Card.parse("AS")), Discard(cards("AS"))):
        assert _code(game, action) == "game-over"
        assert _code(game, action, seat=1) == "game-over"
        assert _code(smear.view(game, 0), action) == "game-over"
    with pytest.raises(IllegalAction) as info:
        smear.deal(game, seed=1)
    assert info.value.code.value == "game-over"
    assert smear.replay(smear.record(game)) == game
    assert smear.from_json(smear.to_json(game)) == game
    not_yet = _full_hand(scores=(0, 11))
    assert not_yet.phase is smear.Phase.HAND_OVER and not_yet.winner is None and not_yet.scores == (1, 14)


def test_r18_non_bidder_wins_when_bidder_set() -> None:
    """R18/R17: a set bidder cannot win; the other team reaching the target wins."""
    game = _set_hand(scores=(14, 13))
    assert game.scores == (11, 15) and game.winner == 1 and game.phase is smear.Phase.GAME_OVER


def test_r18_both_reach_bidder_wins_and_higher_score() -> None:
    """R18: both reach the target — bidder_wins gives it to the bidder; higher_score to the higher, ties to the bidder."""
    calls = "pass,pass,pass,bid 2"  # seat 0 (team A) bids 2 and makes it with 2 points; B also takes 2
    game = _set_hand(scores=(13, 14), calls=calls)
    assert game.last_hand is not None and game.last_hand.made is True
    assert game.scores == (15, 16) and game.winner == 0
    higher = _set_hand(smear.Rules(both_reach_target="higher_score"), scores=(13, 14), calls=calls)
    assert higher.scores == (15, 16) and higher.winner == 1
    tie = _set_hand(smear.Rules(both_reach_target="higher_score"), scores=(13, 13), calls=calls)
    assert tie.scores == (15, 15) and tie.winner == 0
    lower = _set_hand(smear.Rules(both_reach_target="higher_score"), scores=(14, 13), calls=calls)
    assert lower.scores == (16, 15) and lower.winner == 0


def test_r18_full_example_both_reach() -> None:
    """R18: full-hand example with A 14, B 12 → A 15, B 15: the bidder (B) wins under both options."""
    assert _full_hand(scores=(14, 12)).winner == 1
    assert _full_hand(smear.Rules(both_reach_target="higher_score"), scores=(14, 12)).winner == 1
    only_other = _full_hand(scores=(14, 11))
    assert only_other.scores == (15, 14) and only_other.winner == 0


def test_r19_win_only_on_successful_bid() -> None:
    """R19 win_only_on_successful_bid: a non-bidding team at the target keeps its score and plays on."""
    rules = smear.Rules(win_only_on_successful_bid=True)
    game = _set_hand(rules, scores=(14, 13))
    assert game.scores == (11, 15) and game.winner is None and game.phase is smear.Phase.HAND_OVER
    game = _full_hand(rules, scores=(14, 11))
    assert game.scores == (15, 14) and game.winner is None and game.phase is smear.Phase.HAND_OVER
    game = _full_hand(rules, scores=(14, 12))
    assert game.winner == 1
    won = _full_hand(rules, scores=(0, 12))
    assert won.winner == 1


@pytest.mark.parametrize(
    ("cap", "expected_a"),
    [(None, 6), (5, 5), (3, 5), (6, 6), (10, 6), (-4, 5)],
)
def test_r19_non_bidder_score_cap_full_example(cap: int | None, expected_a: int) -> None:
    """R19: non-bidder's new score = min(old + won, max(old, cap)) (A: old 5, won 1); points unchanged."""
    game = _full_hand(smear.Rules(non_bidder_score_cap=cap))
    assert game.scores == (expected_a, 10)
    assert game.last_hand is not None and game.last_hand.points == (1, 3)


@pytest.mark.parametrize(("cap", "expected_b"), [(None, 6), (5, 5), (4, 4), (2, 4), (7, 6)])
def test_r19_non_bidder_score_cap_when_set(cap: int | None, expected_b: int) -> None:
    """R19: the cap applies to the non-bidding team also when the bidder is set (B: old 4, won 2)."""
    game = _set_hand(smear.Rules(non_bidder_score_cap=cap))
    assert game.scores == (-2, expected_b)


def test_r19_cap_does_not_lower_a_score_above_it() -> None:
    """R19: min(old + won, max(old, cap)) keeps an old score above the cap."""
    game = _full_hand(smear.Rules(non_bidder_score_cap=3), scores=(8, 0))
    assert game.scores == (8, 3)


# --- Reference implementation over random games ----------------------------------------------------


def _card_totals(game: smear.Game) -> tuple[int, int]:
    """R16 reference: card points of the tricks won, plus the bidder's discards."""
    totals = [0, 0]
    for trick in game.tricks:
        totals[trick.winner % 2] += sum(POINTS.get(p.card.rank, 0) for p in trick.plays)
    discards: list[Card] = []
    for action in smear.record(game).actions:
        if isinstance(action, Discard):
            discards.extend(action.cards)
    assert game.contract is not None
    totals[game.contract.bidder % 2] += sum(POINTS.get(c.rank, 0) for c in discards)
    return totals[0], totals[1]


def _random_hand(rules: smear.Rules, seed: int) -> smear.Game:
    """One hand with random legal choices (the auction always names a bidder)."""
    rng = random.Random(seed)
    game = smear.new_game(rules, seed=seed)
    while game.phase is smear.Phase.AUCTION:
        options = smear.legal_actions(game)
        game = smear.apply(game, rng.choice(options[1:]) if game.to_act == game.dealer and not any(
            isinstance(c.action, smear.Bid) for c in game.calls) else rng.choice(options))
    while game.phase not in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER):
        game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    return game


def _expected_plays(hand: Sequence[Card], led: Suit | None, trump: Suit | None) -> set[Card]:
    """R13 reference: the cards a seat may play."""
    if led is None:
        return set(hand)
    if led is trump:
        trumps = {c for c in hand if c.suit is trump}
        return trumps or set(hand)
    if any(c.suit is led for c in hand):
        return {c for c in hand if c.suit is led or c.suit is trump}
    return set(hand)


UNIVERSE: tuple[object, ...] = (
    Pass(), *(smear.Bid(p) for p in range(0, 6)), *(Play(c) for c in smear.deck(smear.Rules())),
)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"blind_size": 1},
        {"blind_size": 2, "high_low_rule": "highest_lowest_in_play"},
        {"blind_size": 3, "all_pass": "dealer_must_bid", "non_bidder_score_cap": 9, "target": 7},
        {"all_pass": "redeal_next_dealer", "both_reach_target": "higher_score", "target": 5},
        {"win_only_on_successful_bid": True, "target": 6, "blind_size": 2},
    ],
)
def test_reference_games(options: dict[str, object]) -> None:
    """R6–R19/API: random whole games agree with an independent reference at every step."""
    rules = smear.Rules(**options)  # type: ignore[arg-type]
    for seed in range(6):
        rng = random.Random(seed)
        game = smear.new_game(rules, seed=seed, scores=(rng.randrange(-3, rules.target), 0))
        discards: tuple[Card, ...] = ()
        expected_dealer = game.dealer
        for _ in range(200):
            if game.phase is smear.Phase.GAME_OVER:
                break
            if game.phase is smear.Phase.HAND_OVER:
                assert game.to_act is None and smear.legal_actions(game) == ()
                thrown = game.last_hand is not None and game.last_hand.made is None
                same = thrown and rules.all_pass == "redeal_same_dealer"
                expected_dealer = game.dealer if same else (game.dealer + 1) % 4
                game = smear.deal(game, seed=rng.randrange(10**6))
                assert game.dealer == expected_dealer and game.to_act == (expected_dealer + 1) % 4
                discards = ()
                continue
            seat = game.to_act
            assert seat is not None
            legal = smear.legal_actions(game)
            assert len(set(legal)) == len(legal) and legal
            v = smear.view(game, seat)
            assert smear.legal_actions(v) == legal
            for other in range(4):
                if other != seat:
                    assert smear.legal_actions(smear.view(game, other)) == ()
            for action in legal:
                assert smear.parse_action(game, str(action)) == action
                assert smear.parse_action(game, str(action).upper()) == action
                assert smear.check(v, action) is None
            if game.phase is smear.Phase.PLAY:
                led = game.trick[0].card.suit if game.trick else None
                expected = _expected_plays(game.hands[seat], led, game.trump)
                if not game.trick and game.trump is None and discards:
                    allowed = _legal_trump_set(game.hands[seat], discards)
                    expected = {c for c in expected if c.suit in allowed}
                assert {a.card for a in legal if isinstance(a, Play)} == expected
            for probe in UNIVERSE:
                assert (smear.check(game, probe) is None) == (probe in legal)
                assert _code(game, probe) == _code(v, probe)
                assert _code(game, probe, seat=(seat + 1) % 4) == "not-your-turn"
            before = game
            action = rng.choice(legal)
            if isinstance(action, Discard):
                discards = action.cards
            game = smear.apply(game, action, seat=seat)
            if before.phase is smear.Phase.PLAY and game.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER):
                _check_scoring(before, game, discards)
        assert smear.replay(smear.record(game)) == game
        assert smear.from_json(smear.to_json(game)) == game


def _check_scoring(before: smear.Game, game: smear.Game, discards: tuple[Card, ...]) -> None:
    """R15–R19 reference scoring of the hand just finished."""
    rules = game.rules
    contract = game.contract
    trump = game.trump
    assert contract is not None and trump is not None and len(game.tricks) == 6
    plays = [(p.seat, p.card) for t in game.tricks for p in t.plays]
    trumps = [(list(Rank).index(c.rank), s) for s, c in plays if c.suit is trump]
    if rules.high_low_rule == "ace_seven":
        high = next((s % 2 for s, c in plays if c == Card(Rank.ACE, trump)), None)
        low = next((s % 2 for s, c in plays if c == Card(Rank.SEVEN, trump)), None)
    else:
        high, low = max(trumps)[1] % 2, min(trumps)[1] % 2
    jack = next((t.winner % 2 for t in game.tricks for p in t.plays if p.card == Card(Rank.JACK, trump)), None)
    totals = [0, 0]
    for t in game.tricks:
        totals[t.winner % 2] += sum(POINTS.get(p.card.rank, 0) for p in t.plays)
    totals[contract.bidder % 2] += sum(POINTS.get(c.rank, 0) for c in discards)
    game_pt = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    points = [0, 0]
    for team in (high, low, jack, game_pt):
        if team is not None:
            points[team] += 1
    last = game.last_hand
    assert last is not None
    assert (last.high, last.low, last.jack, last.game) == (high, low, jack, game_pt)
    assert last.points == (points[0], points[1])
    bt = contract.bidder % 2
    made = points[bt] >= contract.bid
    assert last.made is made
    new = [0, 0]
    old = before.scores
    new[bt] = old[bt] + (points[bt] if made else -contract.bid)
    cap = rules.non_bidder_score_cap
    won = old[1 - bt] + points[1 - bt]
    new[1 - bt] = won if cap is None else min(won, max(old[1 - bt], cap))
    assert game.scores == (new[0], new[1])
    reached = [t for t in (0, 1) if new[t] >= rules.target]
    if rules.win_only_on_successful_bid:
        winner = bt if made and bt in reached else None
    elif len(reached) == 2:
        winner = 1 - bt if rules.both_reach_target == "higher_score" and new[1 - bt] > new[bt] else bt
    else:
        winner = reached[0] if reached else None
    assert game.winner == winner
    assert game.phase is (smear.Phase.HAND_OVER if winner is None else smear.Phase.GAME_OVER)
    assert game.to_act is None and game.contract == before.contract and game.trump is trump


# --- Views, notation, records, JSON ------------------------------------------------------------------


def test_views_leak_nothing() -> None:
    """API view: a seat sees its own hand and public play only (JSON too); never the stock or others' blind/discards."""
    game = _new(FULL_HANDS, FULL_STOCK, rules=smear.Rules(blind_size=2), dealer=3)
    game = _do(game, "bid 2", "bid 3", "pass", "pass", "discard KH 9D", "play AS")
    for seat in (0, 2, 3):
        v = smear.view(game, seat)
        text = smear.to_json(v)
        hidden = set(cards(FULL_STOCK)) | {c for s in range(4) if s != seat for c in game.hands[s]} | set(cards("KH 9D"))
        for card in hidden:
            assert f'"{card}"' not in text and card not in v.hand
        for value in attrs.asdict(v, recurse=False).values():
            if isinstance(value, tuple):
                assert not hidden & {x for x in value if isinstance(x, Card)}
        assert smear.from_json(text) == v
        assert v.hand == game.hands[seat] and v.trump is Suit.SPADES and len(v.trick) == 1
        assert v.scores == game.scores and v.contract == game.contract and v.dealer == 3
    bidder_view = smear.view(game, 1)
    assert smear.from_json(smear.to_json(bidder_view)) == bidder_view


def test_view_bad_seat() -> None:
    """API view: a seat outside 0–3 is refused."""
    game = smear.new_game(seed=1)
    for seat in (-1, 4):
        with pytest.raises((ValueError, TypeError)):
            smear.view(game, seat)


@pytest.mark.parametrize(
    "text",
    ["", "   ", "bid", "bid x", "bid 2 3", "bid 2.5", "play", "play XX", "play 1S", "play AS KS", "pass now",
     "discard", "discard ZZ", "trump H", "double", "frob 2"],
)
def test_malformed_notation(text: str) -> None:
    """API notation: malformed text raises a ValueError subclass."""
    game = smear.new_game(seed=1)
    with pytest.raises(ValueError):
        smear.parse_action(game, text)


def test_well_formed_illegal_notation() -> None:
    """API notation: well-formed but illegal text raises the IllegalAction check gives."""
    game = smear.new_game(seed=1, dealer=3)
    cases = {"bid 7": "invalid-bid", "play AS": "wrong-phase", "discard AS KS": "wrong-phase"}
    for text, code in cases.items():
        with pytest.raises(IllegalAction) as info:
            smear.parse_action(game, text)
        assert info.value.code.value == code
    game = _do(game, "bid 3")
    with pytest.raises(IllegalAction) as info:
        smear.parse_action(game, "bid 3")
    assert info.value.code.value == "bid-too-low"
    assert smear.parse_action(game, "  BiD   4 ") == smear.Bid(4)
    assert str(smear.Bid(4)) == "bid 4" and str(Pass()) == "pass" and str(Play(Card.parse("TS"))) == "play TS"
    game = _do(game, "bid 4")
    card = game.hands[1][0]
    assert smear.parse_action(game, f"play {str(card).lower()}") == Play(card)
    assert smear.parse_action(smear.view(game, 1), f"PLAY {card}") == Play(card)


def test_record_replay_json_and_corruption() -> None:
    """API record/replay/JSON: round trips; corrupt records give .index of the first bad action; bad JSON → ValueError."""
    game = smear.deal(_full_hand(smear.Rules(non_bidder_score_cap=20)), seed=4)
    game = smear.apply(game, smear.legal_actions(game)[-1])
    rec = smear.record(game)
    assert smear.replay(rec) == game and smear.from_json(smear.to_json(game)) == game
    assert len(rec.actions) == 4 + 1 + 24 + 1
    bad = attrs.evolve(rec, actions=rec.actions[:5] + (smear.Bid(9),) + rec.actions[6:])
    with pytest.raises(ValueError) as info:
        smear.replay(bad)
    assert getattr(info.value, "index", None) == 5
    swapped = attrs.evolve(rec, actions=rec.actions[:1] + (rec.actions[0],) + rec.actions[2:])
    with pytest.raises(ValueError) as info:
        smear.replay(swapped)
    assert getattr(info.value, "index", None) == 1
    text = smear.to_json(game)
    for corrupt in ("", "{", "[]", "null", text[:-5], text.replace('"smear"', '"fifty-six"', 1)):
        with pytest.raises(ValueError):
            smear.from_json(corrupt)
    doc = json.loads(text)
    assert isinstance(doc, dict)


def test_apply_never_mutates_and_rejects_views() -> None:
    """API apply: returns a new game, leaves the old one unchanged; raises what check returns."""
    game = smear.new_game(seed=1, dealer=3)
    copy = smear.from_json(smear.to_json(game))
    after = smear.apply(game, smear.Bid(2), seat=0)
    assert game == copy and after != game
    with pytest.raises(IllegalAction) as info:
        smear.apply(game, smear.Bid(2), seat=1)
    assert info.value.code.value == "not-your-turn"
    with pytest.raises(TypeError):
        smear.apply(smear.view(game, 0), smear.Bid(2))  # type: ignore[arg-type]


def test_deal_with_deck_uses_next_dealer_mapping() -> None:
    """R4/R5 deal(deck=): after a scored hand dealer 3 → 0, and the deck is dealt from seat 1."""
    game = _full_hand()
    d = shuffled(smear.deck(smear.Rules()), 17)
    nxt = smear.deal(game, deck=d)
    assert nxt.dealer == 0 and nxt.to_act == 1 and nxt.scores == (6, 10)
    assert set(nxt.hands[1]) == set(d[0:3] + d[12:15]) and set(nxt.hands[0]) == set(d[9:12] + d[21:24])
    assert nxt.contract is None and nxt.trump is None and nxt.tricks == () and nxt.trick == ()
    assert nxt.last_hand == game.last_hand
    explicit = smear.deal(game, hands=[cards(h) for h in SET_HANDS])
    assert explicit.hands[0] == tuple(sorted(cards(SET_HANDS[0]), key=lambda c: (list(Suit).index(c.suit), -list(Rank).index(c.rank))))
    assert smear.replay(smear.record(explicit)) == explicit


def test_registry_and_foreign_objects() -> None:
    """API registry and check(): get_ruleset('SMEAR'); another ruleset's action is wrong-phase, text a TypeError."""
    from trickcore import get_ruleset

    assert get_ruleset("SMEAR") is smear and get_ruleset("smear") is smear
    game = smear.new_game(seed=1)
    assert _code(game, Discard(())) == "wrong-phase"
    for thing in (None, "pass", 3):
        with pytest.raises(TypeError, match="parse_action"):
            smear.check(game, thing)
