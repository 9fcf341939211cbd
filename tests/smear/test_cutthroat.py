"""Cutthroat Smear (``players=3``, H1): three seats, a side each, and the rules file's worked examples V7 and V8."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.smear import strategies
from tests.smear.helpers import deal_hands, play
from trickcore import JOKER, Card, CardPlay, ConfigError, ErrorCode, Suit, cards, events, format_cards, sort_cards
from trickcore.games import smear
from trickcore.games.smear._scoring import _winner, score_hand
from trickcore.players import heuristic_player, ismcts_player, play_game
from trickcore.tricks import Trick

CUT = smear.Rules(players=3)

V7_HANDS = ("AS KS 7S QD 9D 8C", "JS TS 8H 9H AC TC", "9S KH QH AD KD 7D")
V7_STOCK = "KC QC JC 9C 7C JD TD 8D AH JH TH 7H QS 8S"
V7_TRICKS = ("AS TS 9S", "KS JS 7D", "7S 8H KD", "QD 9H AD", "KH 9D TC", "QH 8C AC")

V8_HANDS = ("JH 9H QC JC QD JD", "QH 7H TC 9C TD 9D", "AH 8H AC KC AD KD")
V8_STOCK = "8C 7C 8D 7D KH TH AS KS QS JS TS 9S 8S 7S"
V8_TRICKS = ("JH QH 8H", "7H AH 9H", "AC QC TC", "KC JC 9C", "AD QD TD", "KD JD 9D")


def plays(game: smear.Game, tricks: Sequence[str]) -> smear.Game:
    """Play tricks written as their cards in play order."""
    for trick in tricks:
        for card in trick.split():
            game = play(game, f"play {card}")
    return game


def refused(game: smear.Game, text: str) -> ErrorCode | None:
    """The code ``check`` gives the action the text names (parsed without the legality check)."""
    action = smear.Bid(int(text.split()[1])) if text.startswith("bid") else smear.Play(Card.parse(text.split()[1]))
    error = smear.check(game, action)
    return None if error is None else error.code


def v7(rules: smear.Rules = CUT) -> smear.Game:
    """V7's deal (dealer 2, scores 8, 10, 12), before the auction."""
    return deal_hands(V7_HANDS, V7_STOCK, rules=rules, dealer=2, scores=(8, 10, 12))


def v8(rules: smear.Rules = CUT, scores: tuple[int, ...] = (6, 13, 13)) -> smear.Game:
    """V8 played through: 0 bids 2, 1 and 2 pass, then V8's tricks."""
    game = deal_hands(V8_HANDS, V8_STOCK, rules=rules, dealer=2, scores=scores)
    return plays(play(game, "bid 2", "pass", "pass"), V8_TRICKS)


# --- Configuration (H1, H31) ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 5, 0, "3", True, 3.0])
def test_h31_players_other_than_3_or_4_are_refused(players: object) -> None:
    """H31: ``players`` must be 3 or 4 (an int); anything else is a ConfigError."""
    with pytest.raises(ConfigError, match="players"):
        smear.Rules(players=players)  # type: ignore[arg-type]


def test_h1_sides_of_four_and_three_players() -> None:
    """H1: four players make two teams (0 = {0, 2}, 1 = {1, 3}); three make a side per seat."""
    assert smear.Rules().sides == 2 and smear.Rules().side_of == (0, 1, 0, 1)
    assert CUT.sides == 3 and CUT.side_of == (0, 1, 2)
    assert [smear.side_of(CUT, seat) for seat in range(3)] == [0, 1, 2]
    assert [smear.side_of(smear.Rules(), seat) for seat in range(4)] == [smear.team_of(seat) for seat in range(4)]


def test_h31_cutthroat_combines_with_every_option() -> None:
    """H31: cutthroat with jokers (a stock of 16) and with every other option is allowed."""
    rules = smear.Rules(players=3, jokers=2, blind_size=3, deal_packets=(1, 2, 3), dealer_may_match=True,
                        protect_point_trumps=True, low_goes_to="capturer", both_reach_target="count_out")
    game = smear.new_game(rules, seed=4)
    assert len(game.hands) == 3 and all(len(hand) == 6 for hand in game.hands) and len(game.stock) == 16
    assert smear.new_game(smear.Rules(players=3, smudge=True), seed=4).rules.top_bid == 5


def test_h28_start_scores_one_per_side_below_the_target() -> None:
    """H1, H28: ``new_game(scores=...)`` takes three scores in cutthroat, each below the target."""
    assert smear.new_game(CUT, seed=1, scores=(1, 2, 3)).scores == (1, 2, 3)
    assert smear.new_game(CUT, seed=1).scores == (0, 0, 0)
    with pytest.raises(ConfigError):
        smear.new_game(CUT, seed=1, scores=(1, 2))
    with pytest.raises(ConfigError):
        smear.new_game(smear.Rules(), seed=1, scores=(1, 2, 3))
    with pytest.raises(ConfigError):
        smear.new_game(CUT, seed=1, scores=(0, 15, 0))


def test_deck_takes_the_rules_number_of_players() -> None:
    """``deck(rules, players)`` accepts the rules' own number of players only: the whole pack is used (H7)."""
    assert smear.deck(CUT, 3) == smear.deck(CUT) == smear.deck(smear.Rules())
    with pytest.raises(ConfigError):
        smear.deck(CUT, 4)


def test_solver_and_claims_refuse_cutthroat() -> None:
    """Solver: a cutthroat game is refused with SolverError (house rule on); a claim is never found."""
    game = play(v7(), "bid 3", "pass", "pass")
    with pytest.raises(smear.SolverError, match="players"):
        smear.solve(game)
    game = plays(game, V7_TRICKS[:5])  # one trick left: every card forced, yet no claim under house rules
    error = smear.check(game, smear.Claim())
    assert error is not None and error.code is ErrorCode.CLAIM_REFUSED


# --- Dealing (H7, H8) -------------------------------------------------------------------------


def test_h7_h8_three_players_are_dealt_18_cards_and_the_stock_is_the_rest() -> None:
    """H7, H8: with three players, seat (dealer+1+k) % 3 gets its packets from d[o_j + k*p_j ..]; d[18..] is the stock."""
    order = cards(" ".join([*V7_HANDS, V7_STOCK]))
    for packets in [(3, 3), (2, 2, 2), (1,) * 6, (6,), (1, 2, 3)]:
        for dealer in range(3):
            rules = smear.Rules(players=3, deal_packets=packets)
            game = smear.new_game(rules, deck=order, dealer=dealer)
            expected: list[list[Card]] = [[], [], []]
            offset = 0
            for size in packets:
                for k in range(3):
                    expected[(dealer + 1 + k) % 3] += order[offset + k * size : offset + (k + 1) * size]
                offset += 3 * size
            assert list(game.hands) == [sort_cards(hand) for hand in expected]
            assert game.stock == order[18:] and len(game.stock) == 14
            assert game.to_act == (dealer + 1) % 3


def test_h7_three_players_with_jokers_leave_a_stock_of_16() -> None:
    """H7: 34 cards with jokers, 18 dealt, 16 in the stock."""
    rules = smear.Rules(players=3, jokers=2)
    deal = smear.deal_deck(smear.deck(rules), 0, jokers=2, players=3)
    assert len(deal.hands) == 3 and len(deal.stock) == 16
    assert format_cards(deal.hands[1]) == "AC KC QC KD QD JD"


@pytest.mark.parametrize("players", [2, 5, True, "3"])
def test_deal_deck_refuses_other_numbers_of_players(players: object) -> None:
    """deal_deck: ``players`` must be 3 or 4, like ``Rules.players`` (H31)."""
    with pytest.raises(ConfigError):
        smear.deal_deck(smear.deck(CUT), 0, players=players)  # type: ignore[arg-type]


def test_the_deal_passes_left_round_three_seats() -> None:
    """R4, H1: after a scored hand the deal passes to the dealer's left among three seats."""
    game = plays(play(v7(), "bid 3", "pass", "pass"), V7_TRICKS)
    assert game.phase is smear.Phase.HAND_OVER and smear.deal(game, seed=1).dealer == 0
    thrown = play(smear.new_game(smear.Rules(players=3, all_pass="redeal_next_dealer"), seed=2, dealer=1), "pass", "pass", "pass")
    assert thrown.last_hand == smear.HandResult.thrown_in(3) and smear.deal(thrown, seed=1).dealer == 2


# --- V7: a cutthroat hand -------------------------------------------------------------------------


def test_v7_auction_tricks_and_scores() -> None:
    """V7: 0 bids 3, 1 passes, 2's bid 3 is bid-too-low; tricks of three; 21, 0, 25 card points; 11, 10, 13."""
    game = play(v7(), "bid 3", "pass")
    assert game.to_act == 2 and refused(game, "bid 3") is ErrorCode.BID_TOO_LOW
    game = play(game, "pass")
    assert game.phase is smear.Phase.PLAY and game.contract == smear.Contract(0, 3) and game.to_act == 0
    first = play(game, "play AS")
    assert refused(first, "play AC") is ErrorCode.MUST_FOLLOW_SUIT
    game = plays(game, V7_TRICKS)
    assert [trick.winner for trick in game.tricks] == [0, 0, 0, 2, 2, 2]
    assert all(len(trick.plays) == 3 for trick in game.tricks)
    result = game.last_hand
    assert result is not None
    assert result.card_points == (21, 0, 25)
    assert (result.high, result.low, result.jack, result.game) == (0, 0, 0, 2)
    assert result.points == (3, 0, 1) and result.made is True
    assert result.score_changes == (3, 0, 1) and game.scores == (11, 10, 13)
    assert game.phase is smear.Phase.HAND_OVER and game.winner is None


def test_v7_dealer_must_bid_after_two_passes() -> None:
    """R8, H1: with dealer_must_bid the dealer may not pass after the two others passed."""
    game = play(v7(smear.Rules(players=3, all_pass="dealer_must_bid")), "pass", "pass")
    error = smear.check(game, smear.Pass())
    assert error is not None and error.code is ErrorCode.MUST_BID and "2 passes" in error.message


def _trick(leader: int, text: str, winner: int) -> Trick:
    """A three-card trick led by ``leader``."""
    return Trick(leader, tuple(CardPlay((leader + i) % 3, card) for i, card in enumerate(cards(text))), winner)


def test_h21_game_needs_strictly_more_than_every_other_side() -> None:
    """H21: Game goes to the side with strictly more card points than every other; a tie at the top scores nobody."""
    ahead = (_trick(0, "AS 9S TC", 0), _trick(1, "TH 8H 7H", 1), _trick(2, "TD 8D 9D", 2), _trick(0, "KS 8S 8C", 0))
    result, _ = score_hand(CUT, smear.Contract(0, 2), Suit.SPADES, ahead, (), (0, 0, 0))
    assert result.card_points == (17, 10, 10) and result.game == 0
    tied = (_trick(0, "8S 9S 7S", 0), _trick(1, "TH 8H 7H", 1), _trick(2, "TD 8D 9D", 2))
    result, _ = score_hand(CUT, smear.Contract(0, 2), Suit.SPADES, tied, (), (0, 0, 0))
    assert result.card_points == (0, 10, 10) and result.game is None


def test_h22_every_defending_side_scores_and_is_capped() -> None:
    """H22: the bidding side is set; each defending side adds what it won, capped by non_bidder_score_cap."""
    tricks = (_trick(0, "AS 7S 9S", 1), _trick(1, "TH 8H 7H", 1), _trick(2, "TD JS 9D", 2))
    # High AS (0) and Low 7S (1) go to the players; Jack to 2 (it took JS); Game to 1 (20 card points).
    result, scores = score_hand(CUT, smear.Contract(0, 3), Suit.SPADES, tricks, (), (5, 5, 9))
    assert (result.high, result.low, result.jack, result.game) == (0, 1, 2, 1) and result.points == (1, 2, 1)
    assert result.made is False and scores == (2, 7, 10)
    capped = smear.Rules(players=3, non_bidder_score_cap=6)
    result, scores = score_hand(capped, smear.Contract(0, 3), Suit.SPADES, tricks, (), (5, 5, 9))
    assert scores == (2, 6, 9) and result.score_changes == (-3, 1, 0)


# --- V8: two defenders reach the target (H24-H27) -----------------------------------------------


@pytest.mark.parametrize("choice", ["bidder_wins", "higher_score", "count_out"])
def test_v8_two_defenders_tie_and_the_count_out_decides(choice: str) -> None:
    """V8, H25-H27: 0 is set; 1 and 2 both reach 15; counting out from 6, 13, 13, Jack brings 1 to 15 first."""
    game = v8(smear.Rules(players=3, both_reach_target=choice))  # type: ignore[arg-type]
    result = game.last_hand
    assert result is not None
    assert result.card_points == (0, 3, 44) and (result.high, result.low, result.jack, result.game) == (2, 1, 1, 2)
    assert result.made is False and result.points == (0, 2, 2)
    assert game.scores == (4, 15, 15) and game.phase is smear.Phase.GAME_OVER and game.winner == 1


def test_v8_follow_suit_in_trick_two() -> None:
    """V8: in trick 2 seat 2 must follow hearts (its AC is must-follow-suit)."""
    game = deal_hands(V8_HANDS, V8_STOCK, rules=CUT, dealer=2, scores=(6, 13, 13))
    game = plays(play(game, "bid 2", "pass", "pass"), ("JH QH 8H", "7H"))
    assert game.to_act == 2 and refused(game, "play AC") is ErrorCode.MUST_FOLLOW_SUIT


def test_v8_low_to_the_capturer() -> None:
    """V8 with low_goes_to="capturer": Low goes to 2 (it won trick 2): 4, 14, 16, 2 wins."""
    game = v8(smear.Rules(players=3, low_goes_to="capturer"))
    assert game.scores == (4, 14, 16) and game.winner == 2


def test_v8_cap_on_each_defending_side() -> None:
    """V8, H22 with non_bidder_score_cap=14: each defending side is capped: 4, 14, 14, play on."""
    game = v8(smear.Rules(players=3, non_bidder_score_cap=14))
    assert game.scores == (4, 14, 14) and game.phase is smear.Phase.HAND_OVER and game.winner is None


def test_v8_win_only_on_successful_bid() -> None:
    """V8, H24 with win_only_on_successful_bid: only a bidding side that made can win: 4, 15, 15, play on."""
    game = v8(smear.Rules(players=3, win_only_on_successful_bid=True))
    assert game.scores == (4, 15, 15) and game.phase is smear.Phase.HAND_OVER and game.winner is None


def test_h25_higher_score_among_defenders_wins_without_a_count() -> None:
    """H25: two defenders at or above the target on different scores: the higher wins (no count-out)."""
    game = v8(smear.Rules(players=3), scores=(6, 14, 13))
    assert game.scores == (4, 16, 15) and game.winner == 1
    game = v8(smear.Rules(players=3, both_reach_target="higher_score"), scores=(6, 13, 14))
    assert game.scores == (4, 15, 16) and game.winner == 2


def test_h25_bidder_and_defender_reach_the_target() -> None:
    """H25 in cutthroat: bidder_wins gives the game to an eligible bidding side; higher_score to the higher,
    a tie with the bidding side going to it."""
    contract = smear.Contract(0, 2)
    for choice, scores, winner in [
        ("bidder_wins", (15, 17, 3), 0),
        ("higher_score", (15, 17, 3), 1),
        ("higher_score", (16, 16, 3), 0),
        ("higher_score", (15, 16, 16), None),  # a tie of defenders: counted out
        ("bidder_wins", (3, 16, 15), 1),
    ]:
        rules = smear.Rules(players=3, both_reach_target=choice)  # type: ignore[arg-type]
        counted: list[list[int]] = []

        def count_out(tied: list[int]) -> int:
            counted.append(tied)
            return tied[-1]

        got = _winner(rules, contract, True, scores, count_out)
        if winner is None:
            assert counted == [[1, 2]] and got == 2
        else:
            assert got == winner and not counted


def test_h26_count_out_among_three_eligible_sides() -> None:
    """H26: under count_out, several eligible sides are counted out from the scores before the hand."""
    game = v8(smear.Rules(players=3, both_reach_target="count_out", non_bidder_score_cap=None), scores=(6, 14, 13))
    # From 6, 14, 13: High -> 2 at 14, Low -> 1 at 15: 1 wins, though 2 would reach 15 too.
    assert game.scores == (4, 16, 15) and game.winner == 1


# --- Views, records and the other surfaces ----------------------------------------------------------


def test_h30_views_show_three_hand_sizes_and_nothing_hidden() -> None:
    """H30: a cutthroat view has three hand sizes, its own hand only, and none of the stock."""
    game = play(v7(), "bid 3", "pass", "pass", "play AS")
    for seat in range(3):
        seen = smear.view(game, seat)
        assert seen.hand_sizes == (5, 6, 6) and seen.hand == game.hands[seat] and seen.scores == (8, 10, 12)
        visible = set(seen.hand) | {play.card for play in seen.trick}
        hidden = {card for other in range(3) if other != seat for card in game.hands[other]} | set(game.stock)
        assert not visible & hidden
        text = smear.to_json(seen)
        for card in hidden:
            assert f'"{card}"' not in text
        assert smear.from_json(text) == seen
        assert smear.replay_view(smear.record(game, seat=seat)) == seen
    with pytest.raises(ValueError, match="0 to 2"):
        smear.view(game, 3)


def test_views_from_json_are_checked_against_three_sides() -> None:
    """A decoded cutthroat view must carry three scores and sides within range."""
    seen = smear.view(plays(play(v7(), "bid 3", "pass", "pass"), V7_TRICKS), 1)
    data = smear.to_data(seen)
    assert isinstance(data, dict)
    for bad in ({"scores": [1, 2]}, {"winner": 3}):
        with pytest.raises(ValueError):
            smear.from_data({**data, **bad})


def test_records_and_json_round_trip_and_write_version_2() -> None:
    """A cutthroat record replays, round-trips through JSON, carries ``players`` and rules version 2."""
    game = plays(play(v7(), "bid 3", "pass", "pass"), V7_TRICKS)
    record = smear.record(game)
    assert smear.replay(record) == game and smear.from_json(smear.to_json(game)) == game
    text = smear.to_json(record)
    assert '"players":3' in text and '"version":2' in text and '"start":[8,10,12]' in text
    plain = smear.to_json(smear.record(smear.new_game(seed=1)))
    assert '"players"' not in plain and '"version":1' in plain


def test_explain_names_three_sides_and_their_card_points() -> None:
    """explain: a cutthroat hand's score lines name each player alone, with one card-points line per side."""
    game = plays(play(v7(), "bid 3", "pass", "pass"), V7_TRICKS)
    told = smear.explain(game)
    started = next(event for event in told if isinstance(event, events.GameStarted))
    assert started.sides == tuple(events.Side(seat, (seat,)) for seat in range(3))
    scored = next(event for event in told if isinstance(event, events.HandScored))
    lines = [(line.label, None if line.side is None else line.side.index, line.points) for line in scored.lines]
    assert [line for line in lines if line[0] == "card-points"] == [("card-points", 0, 21), ("card-points", 1, 0), ("card-points", 2, 25)]
    assert ("game", 2, 1) in lines and ("made", 0, 3) in lines
    assert smear.explain(smear.view(game, 1))[-1] == told[-1]


def test_action_ids_do_not_depend_on_the_number_of_players() -> None:
    """Action ids: the same table with three players as with four (actions do not name seats)."""
    for blind in range(4):
        four, three = smear.Rules(blind_size=blind), smear.Rules(blind_size=blind, players=3)
        assert smear.num_action_ids(three) == smear.num_action_ids(four)
    game = play(v7(), "bid 3", "pass", "pass")
    assert [smear.action_from_id(CUT, i) for i in smear.legal_action_ids(game)] == list(smear.legal_actions(game))


# --- determinize with three seats ------------------------------------------------------------------


def test_determinize_keeps_three_seats_and_what_the_view_shows() -> None:
    """determinize: a cutthroat sample has three hands, the view's own, and shows the view again."""
    rules = smear.Rules(players=3, blind_size=2, jokers=2)
    rng = random.Random(3)
    game = smear.new_game(rules, seed=3)
    while len(game.tricks) < 3:
        legal = smear.legal_actions(game)
        game = smear.apply(game, legal[1] if game.phase is smear.Phase.AUCTION and len(legal) > 1 else rng.choice(legal))
        if game.phase is smear.Phase.HAND_OVER:
            game = smear.deal(game, seed=rng.randrange(99))
    for seat in range(3):
        seen = smear.view(game, seat)
        for seed in range(5):
            sample = smear.determinize(seen, seed=seed)
            assert len(sample.hands) == 3 and len(sample.stock) == len(game.stock)
            assert attrs.evolve(smear.view(sample, seat), last_hand=seen.last_hand) == seen
            assert smear.replay(smear.record(sample)) == sample


# --- Players ----------------------------------------------------------------------------------------


@settings(max_examples=6, deadline=None)
@given(strategies.rules(max_target=6).map(lambda rules: attrs.evolve(rules, players=3)), st.integers(0, 2**16))
def test_three_heuristic_players_finish_cutthroat_games(rules: smear.Rules, seed: int) -> None:
    """Three heuristic players end a cutthroat game under any options, with a winner among the three sides."""
    game = play_game(smear, rules, [heuristic_player("smear", seed=seat) for seat in range(3)], seed=seed, max_actions=20_000)
    assert game.phase is smear.Phase.GAME_OVER and game.winner in (0, 1, 2)


def test_the_heuristic_bidder_has_no_partner_in_cutthroat() -> None:
    """Heuristic player: it never overcalls its partner (seat + 2) with four players, but in cutthroat that seat
    is an opponent, and a strong hand bids over it."""
    strong = "AD KD QD JD 7D TS"
    four = deal_hands(("AC KC QC JC TC 9C", "AH KH QH JH TH 9H", strong, "AS KS QS JS 9S 8S"), dealer=2)
    four = play(four, "pass", "bid 2", "pass")
    three = play(deal_hands(("AC KC QC JC TC 9C", "AH KH QH JH TH 9H", strong), rules=CUT, dealer=2), "bid 2", "pass")
    assert four.to_act == three.to_act == 2
    for seed in range(3):
        assert heuristic_player("smear", seed=seed).act(smear.view(four, 2)) == smear.Pass()
        assert heuristic_player("smear", seed=seed).act(smear.view(three, 2)) == smear.Bid(3)


def test_ismcts_plays_a_cutthroat_hand() -> None:
    """ISMCTS (on determinize) plays a whole cutthroat hand legally, jokers and a blind included."""
    rules = smear.Rules(players=3, jokers=2, blind_size=2)
    players = [ismcts_player("smear", seed=seat, iterations=30) for seat in range(3)]
    game = play_game(smear, rules, players, seed=5, max_hands=1)
    assert game.last_hand is not None and len(game.last_hand.points) == 3


# --- A plain model of cutthroat scoring (H18-H27), differential ---------------------------------------

_ORDER = "AKQJT987"
_CARD_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}


def _plain_points(rules: smear.Rules, game: smear.Game) -> tuple[list[int | None], list[int], list[int]]:
    """High, Low, Jack, the jokers and Game of a finished cutthroat hand, each a seat (or None), from the
    tricks alone; the card points and the game points per seat."""
    trump = game.trump
    assert trump is not None and game.contract is not None
    plays = [(trick, play) for trick in game.tricks for play in trick.plays]
    trumps = [(trick, play) for trick, play in plays if play.card != JOKER and play.card.suit is trump]
    rank = {play.card: _ORDER.index(str(play.card)[0]) for _, play in trumps}
    if rules.high_low_rule == "ace_seven":
        high_of = [(t, p) for t, p in trumps if str(p.card)[0] == "A"]
        low_of = [(t, p) for t, p in trumps if str(p.card)[0] == "7"]
    else:
        high_of = [min(trumps, key=lambda item: rank[item[1].card])] if trumps else []
        low_of = [max(trumps, key=lambda item: rank[item[1].card])] if trumps else []
    high = high_of[0][1].seat if high_of else None
    low = None
    if low_of:
        low = low_of[0][0].winner if rules.low_goes_to == "capturer" else low_of[0][1].seat
    jack = next((t.winner for t, p in trumps if str(p.card)[0] == "J"), None)
    jokers = [t.winner for t, p in plays if p.card == JOKER]
    card_points = [0, 0, 0]
    for trick, play in plays:
        if play.card != JOKER:
            card_points[trick.winner] += _CARD_POINTS.get(str(play.card)[0], 0)
    card_points[game.contract.bidder] += sum(_CARD_POINTS.get(str(card)[0], 0) for card in game.discards if card != JOKER)
    top = max(card_points)
    game_point = card_points.index(top) if card_points.count(top) == 1 else None
    points = [0, 0, 0]
    for seat in (high, low, jack, *jokers, game_point):
        if seat is not None:
            points[seat] += 1
    return [high, low, jack, *jokers, game_point], card_points, points


def _plain_outcome(rules: smear.Rules, game: smear.Game, before: tuple[int, ...]) -> tuple[tuple[int, ...], int | None]:
    """The scores and winner after a cutthroat hand, computed from the rules file's H12, H21-H27 directly."""
    assert game.contract is not None
    bidder, bid = game.contract.bidder, game.contract.bid
    counted, _, points = _plain_points(rules, game)
    high, low, jack, *rest = counted
    game_point = rest[-1]
    if bid == 5 and rules.smudge:
        made = all(trick.winner == bidder for trick in game.tricks) and high == low == jack == game_point == bidder
    else:
        made = points[bidder] >= bid
    after = []
    for seat in range(3):
        if seat == bidder:
            after.append(before[seat] + (points[seat] if made else -bid))
        elif rules.non_bidder_score_cap is None:
            after.append(before[seat] + points[seat])
        else:
            after.append(min(before[seat] + points[seat], max(before[seat], rules.non_bidder_score_cap)))
    if made and bid == 5 and rules.smudge:
        return tuple(after), bidder

    def count_out(among: list[int]) -> int:
        running = list(before)
        for seat in counted:
            if seat is not None:
                running[seat] += 1
                if seat in among and running[seat] >= rules.target:
                    return seat
        raise AssertionError("nobody counted out")

    if rules.win_only_on_successful_bid:
        eligible = [bidder] if made and after[bidder] >= rules.target else []
    else:
        eligible = [seat for seat in range(3) if after[seat] >= rules.target]
    if not eligible:
        return tuple(after), None
    if len(eligible) == 1:
        return tuple(after), eligible[0]
    if rules.both_reach_target == "count_out":
        return tuple(after), count_out(eligible)
    if rules.both_reach_target == "bidder_wins" and bidder in eligible:
        return tuple(after), bidder
    best = max(after[seat] for seat in eligible)
    tied = [seat for seat in eligible if after[seat] == best]
    if len(tied) == 1:
        return tuple(after), tied[0]
    return tuple(after), bidder if bidder in tied else count_out(tied)


@settings(max_examples=60, deadline=None)
@given(strategies.rules(max_target=8).map(lambda rules: attrs.evolve(rules, players=3)), st.integers(0, 2**32 - 1),
       st.lists(st.integers(-4, 7), min_size=3, max_size=3))
def test_cutthroat_scoring_matches_a_plain_model(rules: smear.Rules, seed: int, start: list[int]) -> None:
    """H18-H27 differential: every scored cutthroat hand's points, scores and winner match a plain model."""
    rng = random.Random(seed)
    scores = tuple(min(score, rules.target - 1) for score in start)
    game = smear.new_game(rules, seed=seed, scores=scores)
    for _ in range(6):
        before = game.scores
        while game.phase not in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER):
            game = smear.apply(game, strategies.modest_action(game, smear.legal_actions(game), rng))
        result = game.last_hand
        assert result is not None
        if result.made is not None:
            counted, card_points, points = _plain_points(rules, game)
            assert [result.high, result.low, result.jack, *result.jokers, result.game] == counted
            assert list(result.card_points) == card_points and list(result.points) == points
            assert (game.scores, game.winner) == _plain_outcome(rules, game, before)
        if game.phase is smear.Phase.GAME_OVER:
            break
        game = smear.deal(game, seed=rng.randrange(2**16))


@settings(max_examples=25, deadline=None)
@given(strategies.rules(max_target=5).map(lambda rules: attrs.evolve(rules, players=3)), st.integers(0, 2**32 - 1))
def test_whole_cutthroat_games_end_with_cards_conserved(rules: smear.Rules, seed: int) -> None:
    """H1: under any options a cutthroat game played modestly ends with a side's win; every state holds the
    whole pack (hands, tricks, stock, discards) and three hands; scores are three, changed only by scored hands."""
    rng = random.Random(seed)
    game = smear.new_game(rules, seed=seed)
    pack = sorted(map(str, smear.deck(rules)))
    for _ in range(5_000):
        if game.phase is smear.Phase.GAME_OVER:
            break
        if game.phase is smear.Phase.HAND_OVER:
            game = smear.deal(game, seed=rng.randrange(2**32))
            continue
        before = game.scores
        game = smear.apply(game, strategies.modest_action(game, smear.legal_actions(game), rng))
        assert len(game.hands) == 3 and len(game.scores) == 3
        assert sorted(map(str, strategies.cards_in_game(game))) == pack
        if game.phase not in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER):
            assert game.scores == before
    assert game.phase is smear.Phase.GAME_OVER and game.winner in (0, 1, 2)
    result = game.last_hand
    assert result is not None and result.contract is not None
    bidder = result.contract.bidder
    if rules.win_only_on_successful_bid and not (rules.smudge and result.contract.bid == 5):
        assert game.winner == bidder and result.made
    if not (rules.smudge and result.made and result.contract.bid == 5):
        assert game.scores[game.winner] >= rules.target
