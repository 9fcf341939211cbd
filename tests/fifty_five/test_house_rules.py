"""The house rules (H1–H26) of the rules file: its worked examples as golden tests, and what each option touches."""

from __future__ import annotations

import json
import math
from collections import Counter
import random
import re
from typing import Any, cast

import attrs
import pytest

from trickcore import Card, ConfigError, ErrorCode, Record, RecordError, SerializationError, Suit, cards, format_cards
from trickcore.games import fifty_five as ff

from trickcore.players import heuristic_player, ismcts_player, play_game

from tests.fifty_five import golden
from tests.fifty_five.helpers import new, run, texts

G4_HANDS: dict[int, str] = dict(enumerate(golden.FULL_HAND.hands))
"""The rules' full hand (G4): P0 to P3."""

G4_KITTY = golden.FULL_HAND.kitty
G4_PLAY = golden.FULL_HAND.actions[6:]
"""G4's twenty plays."""

G7_HANDS = {1: "QS KS AS AH JS", 2: "5S 2D 3C 9H 7D", 0: "2S KD 3S 8C 4H"}
"""G7 (3 players, dealer 0) as the V8 example plays it: P1 bids the jink and names spades."""

G7_PLAY = (
    "play QS", "play 5S", "play 2S",
    "play 2D", "play KD", "play KS",
    "play AS", "play 3C", "play 3S",
    "play AH", "play 9H", "play 8C",
    "play JS", "play 7D", "play 4H",
)

G6_HANDS = {1: "5S JS AH AS KS", 2: "2D 3C 9H 7D 4D", 0: "2S KD 3S 8C 4H"}
"""A 3-player deal on which P1, leading its five top trumps, takes all five tricks (the rules' G6 is not listed)."""

G6_PLAY = (
    "play 5S", "play 2D", "play 2S",
    "play JS", "play 3C", "play 3S",
    "play AH", "play 9H", "play 8C",
    "play AS", "play 7D", "play 4H",
    "play KS", "play 4D", "play KD",
)


def g4(rules: ff.Rules, scores: tuple[int, ...] | None = None) -> ff.Game:
    """The G4 deal under ``rules`` (4 players, dealer 0)."""
    return new(G4_HANDS, G4_KITTY, rules=rules, scores=scores)


def three(hands: dict[int, str], rules: ff.Rules) -> ff.Game:
    """A 3-player deal, dealer 0."""
    return new(hands, rules=rules)


# --- V1: races to 110 and 220 -----------------------------------------------------------------


def test_v1_race_to_110_is_won_at_trick_3() -> None:
    """V1: on the 110 race from (0, 0, 95, 100), G4 makes P2 reach 110 first, at trick 3: P2 wins on (0, 0, 115, 110)."""
    game = run(g4(ff.Rules(target=110), (0, 0, 95, 100)), *golden.FULL_HAND.actions)
    assert game.phase is ff.Phase.GAME_OVER and game.winner == 2 and game.scores == (0, 0, 115, 110)
    won = [event for event in ff.explain(game) if type(event).__name__ == "GameWon"]
    assert won and getattr(won[0], "trick") == 3


def test_v1_passing_55_does_not_end_a_race_to_110() -> None:
    """V1: from (50, 0, 40, 45) G4 ends on (50, 0, 60, 55): past 55 but not 110, so the next hand is due."""
    game = run(g4(ff.Rules(target=110), (50, 0, 40, 45)), *golden.FULL_HAND.actions)
    assert game.phase is ff.Phase.HAND_OVER and game.scores == (50, 0, 60, 55) and game.winner is None


# --- V4: the 30-for-60 ladder -----------------------------------------------------------------

LADDER_30 = ff.Rules(players=3, bid_ladder="thirty_for_sixty")


def test_v4_the_30_for_60_ladder_calls() -> None:
    """H11: P1 may pass or bid 15–30; bid 10 and bid 60 are invalid-bid; after 30 the others may only pass."""
    game = three(G6_HANDS, LADDER_30)
    assert texts(ff.legal_actions(game)) == ["pass", "bid 15", "bid 20", "bid 25", "bid 30"]
    for illegal in (ff.Bid(10), ff.Bid(60)):
        error = ff.check(game, illegal)
        assert error is not None and error.code == "invalid-bid"
    game = run(game, "bid 30")
    assert texts(ff.legal_actions(game)) == ["pass"]
    game = run(game, "pass")
    assert texts(ff.legal_actions(game)) == ["pass", "hold"]


def test_v4_a_made_30_scores_60_and_wins_at_trick_5() -> None:
    """H12/H13: P1 bids 30 and takes all five tricks: +60, reaching 55 at trick 5, so P1 wins."""
    game = run(three(G6_HANDS, LADDER_30), "bid 30", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), "trump S", *G6_PLAY)
    assert game.last_hand is not None and game.last_hand.changes == (0, 60, 0)
    assert game.phase is ff.Phase.GAME_OVER and game.winner == 1
    won = [event for event in ff.explain(game) if type(event).__name__ == "GameWon"]
    assert getattr(won[0], "trick") == 5


def _kitty(game: ff.Game) -> tuple[Any, ...]:
    """The five cards the bidder took from the kitty (the last deal's stock top)."""
    dealt = game.history.last_deal
    assert dealt is not None
    return dealt.stock.cards[:5]


def test_v4_the_same_play_on_25_scores_30() -> None:
    """H12: five tricks on a 25 contract score 30, as in R20."""
    game = run(three(G6_HANDS, LADDER_30), "bid 25", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), "trump S", *G6_PLAY)
    assert game.last_hand is not None and game.last_hand.changes == (0, 30, 0)


def test_v4_a_failed_30_scores_minus_30() -> None:
    """H12: G7 with a 30 contract: P1 takes four tricks, so P1 −30 and P2 +10."""
    game = run(three(G7_HANDS, LADDER_30), "bid 30", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), "trump S", *G7_PLAY)
    assert game.last_hand is not None and game.last_hand.made is False
    assert game.last_hand.changes == (0, -30, 10) and game.scores == (0, -30, 10)


def test_v4_dealer_holding_30_wins_and_must_bid_spans_15_to_30() -> None:
    """H11: a dealer who holds 30 wins at 30; with dealer_must_bid the dealer bids any of 15 to 30."""
    game = run(three(G6_HANDS, LADDER_30), "bid 30", "pass", "hold")
    assert game.contract == ff.Contract(0, 30)
    rules = ff.Rules(players=3, bid_ladder="thirty_for_sixty", all_pass="dealer_must_bid")
    game = run(three(G6_HANDS, rules), "pass", "pass")
    assert texts(ff.legal_actions(game)) == ["bid 15", "bid 20", "bid 25", "bid 30"]


# --- V5: a hold reopens the bidding -----------------------------------------------------------

OPEN = ff.Rules(hold_reopens="all_unpassed")


@pytest.mark.parametrize(
    ("calls", "bidder", "bid"),
    [
        (("bid 10", "bid 15", "pass", "hold", "bid 20", "bid 25", "hold", "pass", "pass"), 0, 25),
        (("bid 10", "bid 15", "bid 20", "hold", "pass", "bid 25", "pass", "pass"), 2, 25),
        (("bid 10", "pass", "bid 15", "hold", "bid 20", "bid 25", "pass", "bid 60", "pass"), 1, 60),
    ],
)
def test_v5_open_bidding_examples(calls: tuple[str, ...], bidder: int, bid: int) -> None:
    """H15: each worked open auction ends with the bidder and bid the rules file gives."""
    game = run(g4(OPEN), *calls)
    assert game.phase is ff.Phase.DISCARD and game.contract == ff.Contract(bidder, bid)


def test_v5_legal_calls_and_codes_of_the_first_example() -> None:
    """H15/H16: after P0's hold P1 speaks (not P2, as in the duel); P2 is not-your-turn, P3 (passed) too."""
    game = run(g4(OPEN), "bid 10", "bid 15", "pass", "hold")
    assert game.to_act == 1 and texts(ff.legal_actions(game)) == ["pass", "bid 20", "bid 25", "bid 60"]
    assert run(g4(ff.Rules()), "bid 10", "bid 15", "pass", "hold").to_act == 2
    for seat in (2, 3):
        error = ff.check(game, ff.Pass(), seat=seat)
        assert error is not None and error.code in ("not-your-turn", "already-passed")
    game = run(game, "bid 20", "bid 25")
    assert game.to_act == 0 and texts(ff.legal_actions(game)) == ["pass", "hold", "bid 60"]
    game = run(game, "hold", "pass")
    assert game.to_act == 2 and texts(ff.legal_actions(game)) == ["pass", "bid 60"]


def test_v5_the_last_example_leaves_only_pass_after_60() -> None:
    """H15: after P1 bids 60, P3's only legal call is pass."""
    game = run(g4(OPEN), "bid 10", "pass", "bid 15", "hold", "bid 20", "bid 25", "pass", "bid 60")
    assert game.to_act == 3 and texts(ff.legal_actions(game)) == ["pass"]


def test_v5_a_dealer_pass_in_phase_a_still_ends_the_auction() -> None:
    """H15: Phase A is unchanged: the dealer's pass gives the contract to the high bidder at once."""
    game = run(g4(OPEN), "bid 10", "bid 15", "pass", "pass")
    assert game.contract == ff.Contract(2, 15)


def test_v5_the_dealer_holding_the_jink_wins_at_once() -> None:
    """H15: a dealer who holds the jink wins at it, though others have not passed."""
    game = run(g4(OPEN), "bid 10", "bid 60", "pass", "hold")
    assert game.contract == ff.Contract(0, 60)


# --- V6: the first lead ----------------------------------------------------------------------


def test_v6_left_of_bidder_leads_after_the_discard() -> None:
    """V6: G4 with first_lead='left_of_bidder': P3 leads the first trick (P2 is the bidder)."""
    game = run(g4(ff.Rules(first_lead="left_of_bidder")), *golden.FULL_HAND.actions[:6])
    assert game.phase is ff.Phase.PLAY and game.to_act == 3


# --- V7: trump named before the kitty ----------------------------------------------------------

BEFORE = ff.Rules(trump_named="before_kitty")


def test_v7_trump_before_the_kitty_example() -> None:
    """H18: P2 names clubs holding its five cards, then holds ten and discards; G4's play scores (0, 0, 20, 10)."""
    game = run(g4(BEFORE), "pass", "bid 15", "pass", "pass")
    assert game.phase is ff.Phase.TRUMP and format_cards(game.hands[2]) == "JC 4C KD 7H 3H"
    assert ff.view(game, 2).kitty == ()
    error = ff.check(game, ff.Discard(cards("7H 3H 2H 8D 9S")))
    assert error is not None and error.code == "wrong-phase"
    game = run(game, "trump C")
    assert game.phase is ff.Phase.DISCARD and game.trump is Suit.CLUBS
    assert format_cards(game.hands[2]) == "AC KC JC 4C KD 8D 7H 3H 2H 9S"
    assert format_cards(ff.view(game, 2).kitty) == G4_KITTY and ff.view(game, 1).kitty == ()
    error = ff.check(game, ff.NameTrump(Suit.CLUBS))
    assert error is not None and error.code == "wrong-phase"
    game = run(game, "discard 7H 3H 2H 8D 9S", *G4_PLAY)
    assert game.scores == (0, 0, 20, 10)


# --- V8: which trumps may be withheld ----------------------------------------------------------

RENEGE_ROWS = [
    ("C", "4C", "JC 9D KH 2S 7D", "JC 9D KH 2S 7D", "JC", "JC"),
    ("C", "5C", "JC 9D KH 2S 7D", "JC", "JC", "JC"),
    ("C", "JC", "AH 5C 9D KH 2S", "AH 5C", "AH 5C", "AH 5C"),
    ("H", "KH", "AH 5H 9D 2S 7C", "AH 5H 9D 2S 7C", "AH 5H", "AH 5H"),
    ("H", "AH", "5H JH 9D 2S 7C", "5H JH 9D 2S 7C", "5H JH", "5H JH"),
    ("S", "QS", "5S 2D 3C 9H 7D", "5S 2D 3C 9H 7D", "5S 2D 3C 9H 7D", "5S"),
]


@pytest.mark.parametrize(("trump", "led", "hand", "top", "five", "none"), RENEGE_ROWS, ids=lambda v: str(v))
def test_v8_legal_plays_by_renegeable(trump: str, led: str, hand: str, top: str, five: str, none: str) -> None:
    """H20: the legal plays of each worked row under top_trumps, five_only and none."""
    rows: tuple[tuple[Any, str], ...] = (("top_trumps", top), ("five_only", five), ("none", none))
    for renegeable, legal in rows:
        rules = ff.Rules(players=2, renegeable=renegeable)
        game = new({1: led, 0: hand}, rules=rules)
        game = run(game, "bid 10", "pass")
        game = run(game, "discard " + format_cards(_kitty(game)), f"trump {trump}", f"play {led}")
        assert sorted(texts(ff.legal_actions(game))) == sorted(f"play {card}" for card in cards(legal)), renegeable


def test_v8_g7_with_no_renege_fails_the_60() -> None:
    """H20: G7 with renegeable='none': P2 must play 5S, and the 60 fails: P1 −60, P2 +10."""
    game = run(three(G7_HANDS, ff.Rules(players=3, renegeable="none")), "bid 60", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), "trump S", "play QS")
    assert texts(ff.legal_actions(game)) == ["play 5S"]
    game = run(game, *G7_PLAY[1:])
    assert game.scores == (0, -60, 10)


@pytest.mark.parametrize("renegeable", ["five_only", "none"])
def test_v8_h22_highest_trump_in_trick_needs_top_trumps(renegeable: Any) -> None:
    """H22: renege_forced_by='highest_trump_in_trick' with renegeable other than top_trumps is a ConfigError that
    quotes the value and says why."""
    message = (
        f"renege_forced_by='highest_trump_in_trick' needs renegeable='top_trumps', not '{renegeable}' "
        "(the 5 of trumps outranks every card, so the option would change nothing)"
    )
    with pytest.raises(ConfigError, match=f"^{re.escape(message)}$"):
        ff.Rules(renege_forced_by="highest_trump_in_trick", renegeable=renegeable)
    assert ff.Rules(renege_forced_by="highest_trump_in_trick").renegeable == "top_trumps"


# --- V9: the best-trump bonus ------------------------------------------------------------------

BONUS_HANDS = {1: "KS 2D 3D 4D 2C", 0: "3S 9D 8D 5H KC"}
BONUS_PLAY = ("play KS", "play 3S", "play 7S", "play 5H", "play KD", "play 8D", "play QD", "play 9D", "play 2C", "play KC")


@pytest.mark.parametrize(
    ("bonus", "points", "scores"),
    [("highest_trump", 25, (5, 25)), ("top_trumps_only", 20, (5, -25)), ("none", 20, (5, -25))],
)
def test_v9_bonus_variants_example(bonus: Any, points: int, scores: tuple[int, int]) -> None:
    """H23/H24: KS is the highest trump played and no top trump: the +5 is paid only under highest_trump."""
    rules = ff.Rules(players=2, best_trump_bonus=bonus)
    game = new(BONUS_HANDS, "7S KD QD 9C 8C", rules=rules)
    game = run(game, "bid 25", "pass", "discard 2D 3D 4D 9C 8C", "trump S", *BONUS_PLAY)
    assert game.last_hand is not None and game.last_hand.points == (5, points)
    assert game.scores == scores


def test_v9_g4_without_bonus() -> None:
    """H24: G4 with best_trump_bonus='none': P2 20, P3 5, so (0, 0, 20, 5)."""
    assert run(g4(ff.Rules(best_trump_bonus="none")), *golden.FULL_HAND.actions).scores == (0, 0, 20, 5)


def test_v9_top_trumps_only_pays_for_5c_in_g4() -> None:
    """H23: in G4 the highest trump played is 5C, a top trump: top_trumps_only pays the bonus as R19 does."""
    assert run(g4(ff.Rules(best_trump_bonus="top_trumps_only")), *golden.FULL_HAND.actions).scores == (0, 0, 20, 10)


# --- Options, versions and documents -----------------------------------------------------------

HOUSE_OPTIONS: dict[str, tuple[Any, ...]] = {
    "joker": (True,),
    "draw_after_trump": (True,),
    "bid_ladder": ("thirty_for_sixty",),
    "hold_reopens": ("all_unpassed",),
    "trump_named": ("before_kitty",),
    "renegeable": ("five_only", "none"),
    "best_trump_bonus": ("top_trumps_only", "none"),
}


@pytest.mark.parametrize("name", sorted(HOUSE_OPTIONS))
def test_house_options_are_off_by_default_and_refuse_bad_values(name: str) -> None:
    """Every house option defaults to the standard game, and a bad value or type is a ConfigError."""
    assert getattr(ff.Rules(), name) not in HOUSE_OPTIONS[name]
    for bad in ("nonsense", 2, None):
        with pytest.raises(ConfigError):
            ff.Rules(**cast(Any, {name: bad}))


def test_standard_documents_stay_version_1_and_omit_the_house_options() -> None:
    """A standard game's record is version 1 without the new fields; a house-rules record is version 2 with them."""
    game = run(g4(ff.Rules()), *golden.FULL_HAND.actions)
    data = ff.to_data(ff.record(game))
    text = json.dumps(data)
    assert '"version": 1' in text and "bid_ladder" not in text and "renegeable" not in text
    house = run(g4(ff.Rules(best_trump_bonus="none")), *golden.FULL_HAND.actions)
    house_data = ff.to_data(ff.record(house))
    assert ff.record(house).version == 2 and "best_trump_bonus" in json.dumps(house_data)
    read = ff.from_data(house_data)
    assert isinstance(read, Record) and ff.replay(read) == house


def test_a_house_rules_record_is_not_read_as_version_1() -> None:
    """A version-1 record cannot hold house rules, and a standard game is recorded as version 1: others are refused."""
    house = run(g4(ff.Rules(renegeable="none")), *golden.FULL_HAND.actions[:6])
    made = ff.record(house)
    bad = type(made)(made.ruleset, 1, made.rules, made.first_dealer, made.start, made.deals, made.actions)
    with pytest.raises(RecordError, match="version"):
        ff.replay(bad)
    plain = ff.record(run(g4(ff.Rules()), *golden.FULL_HAND.actions[:6]))
    newer = type(plain)(plain.ruleset, 2, plain.rules, plain.first_dealer, plain.start, plain.deals, plain.actions)
    with pytest.raises(RecordError, match="version"):
        ff.replay(newer)
    assert ff.record(ff.replay(plain)) == plain


@pytest.mark.parametrize("seed", range(6))
def test_random_house_games_round_trip_through_json_and_views(seed: int) -> None:
    """Random play under random house options: the JSON of the game and of every seat's view reads back equal."""
    rng = random.Random(seed)
    options: dict[str, Any] = {name: rng.choice((None, *values)) for name, values in HOUSE_OPTIONS.items()}
    chosen = cast(Any, {name: value for name, value in options.items() if value is not None})
    rules = ff.Rules(players=rng.randint(2, 6), target=15, **chosen)
    game = ff.new_game(rules, seed=seed)
    for _ in range(200):
        if game.phase is ff.Phase.GAME_OVER:
            break
        if game.phase is ff.Phase.HAND_OVER:
            game = ff.deal(game, seed=rng.randrange(10**9))
            continue
        for seat in range(rules.players):
            seen = ff.view(game, seat)
            assert ff.from_json(ff.to_json(seen)) == seen
        game = ff.apply(game, rng.choice(ff.legal_actions(game)))
    assert ff.from_json(ff.to_json(game)) == game


# --- V3: discard and draw after trump ----------------------------------------------------------

DRAW = ff.Rules(draw_after_trump=True)


def test_v3_exchange_example() -> None:
    """H6–H8: G4 with draws: P1 has 32 exchanges, draws QC TC; P2 is skipped; P0 draws 8C; 24 cards remain; P1 leads."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6])
    assert game.phase is ff.Phase.EXCHANGE and game.to_act == 1 and len(ff.legal_actions(game)) == 32
    for action, code in ((ff.Exchange(cards("5C")), "card-not-in-hand"), (ff.Discard(cards("3S 7D")), "wrong-phase"),
                         (ff.Play(cards("9D")[0]), "wrong-phase")):
        error = ff.check(game, action)
        assert error is not None and error.code == code
    error = ff.check(game, ff.Exchange(cards("3S 5C 4S")))
    assert error is not None and error.message == "you do not hold 5C 4S"
    game = run(game, "exchange 3S 7D")
    assert format_cards(game.hands[1]) == "QC TC 9D AH QH"
    error = ff.check(game, ff.Exchange(()), seat=2)
    assert error is not None and error.code == "not-your-turn"
    game = run(game, "exchange", "exchange 4H")
    assert format_cards(game.hands[0]) == "9C 8C QD KS JS" and game.stock_left == 24
    assert game.phase is ff.Phase.PLAY and game.to_act == 1
    assert ff.view(game, 2).stock_left == 24 and ff.view(game, 2).exchanged == (1, 2, 0, 0)
    game = run(game, "play 9D", "play KD", "play 2D", "play QD", "play JC", "play 8S", "play 9C")
    assert texts(ff.legal_actions(game)) == ["play QC", "play TC", "play AH"]
    game = run(game, "play TC", "play AC", "play 6S", "play 8C")
    assert texts(ff.legal_actions(game)) == ["play QC", "play AH"]
    game = run(game, "play QC", "play 4C", "play 5C", "play KS", "play QH", "play TH", "play JS", "play AH", "play KC")
    assert game.scores == (0, 5, 15, 10)


def test_v3_left_of_bidder_leads_after_the_exchanges() -> None:
    """V6/H6: with first_lead='left_of_bidder' P3 leads once the exchanges are done."""
    rules = ff.Rules(draw_after_trump=True, first_lead="left_of_bidder")
    game = run(g4(rules), *golden.FULL_HAND.actions[:6], "exchange 3S 7D", "exchange", "exchange 4H")
    assert game.phase is ff.Phase.PLAY and game.to_act == 3


def test_v3_the_stock_runs_out_with_nine_players() -> None:
    """H8: 9 players, unshuffled deck: P2 has 16 exchanges, P3 may take only 2, then everyone else only 'exchange'."""
    game = ff.new_game(ff.Rules(players=9, draw_after_trump=True), deck=ff.deck(), dealer=0)
    assert format_cards(game.hands[3]) == "4C 3C 2C AD KD" and format_cards(game.undealt) == "3S 2S"
    game = run(game, "bid 10", *["pass"] * 8)
    game = run(game, "discard " + format_cards(_kitty(game)), "trump C")
    assert game.to_act == 2 and len(ff.legal_actions(game)) == 16
    game = run(game, "exchange")
    error = ff.check(game, ff.Exchange(cards("AD KD 2C")))
    assert error is not None and error.code == "bad-discard"
    assert error.message == "the stock holds 2 card(s): exchange at most 2, not 3"
    game = run(game, "exchange AD KD")
    assert format_cards(game.hands[3]) == "4C 3C 2C 3S 2S"
    for seat in (4, 5, 6, 7, 8, 0):
        assert game.to_act == seat and texts(ff.legal_actions(game)) == ["exchange"]
        error = ff.check(game, ff.Exchange(game.hands[seat][:1]))
        assert error is not None and error.code == "bad-discard"
        game = run(game, "exchange")
    assert game.phase is ff.Phase.PLAY and game.to_act == 1


def test_v3_before_kitty_order_is_trump_discard_exchange_play() -> None:
    """H25: with trump_named='before_kitty' and draws, the phases run TRUMP, DISCARD, EXCHANGE, PLAY."""
    game = run(g4(ff.Rules(draw_after_trump=True, trump_named="before_kitty")), "pass", "bid 15", "pass", "pass")
    phases = [game.phase]
    for text in ("trump C", "discard 7H 3H 2H 8D 9S", "exchange", "exchange", "exchange"):
        game = run(game, text)
        phases.append(game.phase)
    assert phases == [ff.Phase.TRUMP, ff.Phase.DISCARD, ff.Phase.EXCHANGE, ff.Phase.EXCHANGE, ff.Phase.EXCHANGE,
                      ff.Phase.PLAY]


def test_v3_views_hide_the_exchanges_of_others() -> None:
    """H9/H10: a seat sees its own exchanged and drawn cards, everyone sees the counts; no other seat's view or JSON holds them."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6], "exchange 3S 7D")
    mine = ff.view(game, 1)
    assert format_cards(mine.exchange) == "7D 3S" and format_cards(mine.drawn) == "QC TC"
    for seat in (0, 2, 3):
        seen = ff.view(game, seat)
        assert seen.exchange == () and seen.drawn == () and seen.exchanged == (0, 2, 0, 0)
        text = ff.to_json(seen)
        for card in ("7D", "3S", "QC", "TC"):
            assert f'"{card}"' not in text
    assert ff.from_json(ff.to_json(mine)) == mine


def test_v3_seat_records_hold_only_what_the_seat_saw() -> None:
    """H10: a seat's record holds its own exchange and draws; another's exchange is face down, its count only."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6], "exchange 3S 7D", "exchange", "exchange 4H")
    mine = ff.record(game, seat=1)
    assert format_cards(mine.deals[0].stock) == "QC TC"
    assert mine.actions[6:] == (ff.Exchange(cards("3S 7D")), ff.Exchange(()), ff.Exchange((), face_down=1))
    dealer = ff.record(game, seat=0)
    assert format_cards(dealer.deals[0].stock) == "8C"
    assert dealer.actions[6:] == (ff.Exchange((), face_down=2), ff.Exchange(()), ff.Exchange(cards("4H")))
    bidder = ff.record(game, seat=2)
    assert format_cards(bidder.deals[0].stock) == format_cards(cards(G4_KITTY))
    assert bidder.actions[6:] == (ff.Exchange((), face_down=2), ff.Exchange(()), ff.Exchange((), face_down=1))
    for seat, record in ((0, dealer), (1, mine), (2, bidder), (3, ff.record(game, seat=3))):
        text = ff.to_json(record)
        hidden = {"3S", "7D", "QC", "TC"} if seat != 1 else set()
        hidden |= {"4H", "8C"} if seat != 0 else set()
        assert not {card for card in hidden if f'"{card}"' in text}, f"seat {seat}'s record shows another's exchange"
        assert ff.from_json(text, "record") == record
        assert ff.replay_view(record) == ff.view(game, seat)


def test_v3_a_view_tells_another_s_exchange_face_down_with_its_count() -> None:
    """H10: ``explain`` of a view tells the seat's own exchange with its cards and another's as the seat's record
    shows it (``exchange ?? ??``: how many, face down), not as a discard; the game tells them all."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6], "exchange 3S 7D", "exchange", "exchange 4H")

    def exchanges(told: Any) -> list[Any]:
        return [event.action for event in told if isinstance(getattr(event, "action", None), ff.Exchange)]

    assert exchanges(ff.explain(game)) == [ff.Exchange(cards("3S 7D")), ff.Exchange(()), ff.Exchange(cards("4H"))]
    assert exchanges(ff.explain(ff.view(game, 1))) == [
        ff.Exchange(cards("3S 7D")),
        ff.Exchange(()),
        ff.Exchange((), face_down=1),
    ]
    assert exchanges(ff.explain(ff.view(game, 2))) == list(ff.record(game, seat=2).actions[6:])


@pytest.mark.parametrize("seat", [4, 82, -1])
def test_v3_a_view_of_no_seat_with_exchanges_is_refused(seat: int) -> None:
    """A view document with exchange counts whose seat is not a seat of the game is refused, not an IndexError (fuzz)."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6], "exchange 3S 7D")
    document = json.loads(ff.to_json(ff.view(game, 1)))
    document["data"]["seat"] = seat
    with pytest.raises(SerializationError, match="not a possible"):
        ff.from_data(document, "view")


def test_h8_an_exchange_naming_a_card_twice_is_a_bad_discard() -> None:
    """H8: an exchange that names a held card twice is refused as a bad discard, with the cards named."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6])
    assert game.to_act is not None and game.hands[game.to_act][0] == Card.parse("9D")
    error = ff.check(game, ff.Exchange(cards("9D 9D")))
    assert error is not None and error.code is ErrorCode.BAD_DISCARD
    assert error.message == "a card is named twice in exchange 9D 9D"


def test_v3_a_face_down_exchange_is_never_applied() -> None:
    """A face-down exchange, as a seat's record shows another's, has no id and is refused with card-not-in-hand and
    a message saying why."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6])
    face_down = ff.Exchange((), face_down=2)
    assert str(face_down) == "exchange ?? ??" and face_down not in ff.legal_actions(game)
    error = ff.check(game, face_down)
    assert error is not None and error.code.value == "card-not-in-hand"
    assert error.message == "exchange ?? ?? names no card: an exchange is applied with the cards it discards"
    with pytest.raises(ValueError):
        ff.action_to_id(DRAW, face_down)
    with pytest.raises(ValueError):
        ff.Exchange(cards("3S"), face_down=1)


def test_v3_a_forged_exchange_count_is_refused() -> None:
    """A seat's record whose face-down exchange draws more than the stock holds replays to a RecordError, not a crash."""
    rules = ff.Rules(players=9, draw_after_trump=True)
    rng = random.Random(4)
    game = ff.new_game(rules, seed=4)
    while game.phase is not ff.Phase.PLAY:
        game = ff.apply(game, rng.choice(ff.legal_actions(game)))
    leader = game.to_act
    assert leader is not None
    mine = ff.record(game, seat=leader)
    actions = list(mine.actions)
    place = next(index for index, action in enumerate(actions) if isinstance(action, ff.Exchange))
    actions[place:] = [ff.Exchange((), face_down=5)] * (len(actions) - place)
    with pytest.raises(RecordError):
        ff.replay_view(attrs.evolve(mine, actions=tuple(actions)))


DRAW_RULES = (
    DRAW,
    ff.Rules(players=9, draw_after_trump=True, target=20),
    ff.Rules(players=6, teams=((0, 3), (1, 4), (2, 5)), draw_after_trump=True, joker=True, trump_named="before_kitty"),
    ff.Rules(players=3, draw_after_trump=True, bid_ladder="thirty_for_sixty", first_lead="bidder", target=25),
)
"""Rules with draws after trump, across table sizes and the options that move the kitty and the lead."""


def drawn_game(seed: int, steps: int) -> ff.Game:
    """A game with draws after trump after ``steps`` random legal actions and deals."""
    rng = random.Random(seed)
    game = ff.new_game(DRAW_RULES[seed % len(DRAW_RULES)], seed=seed)
    for _ in range(steps):
        if game.phase is ff.Phase.GAME_OVER:
            break
        game = ff.deal(game, seed=rng.randrange(10**6)) if game.phase is ff.Phase.HAND_OVER else ff.apply(
            game, rng.choice(ff.legal_actions(game)))
    return game


@pytest.mark.parametrize("seed", range(16))
def test_v3_seat_records_round_trip_and_rebuild_every_view(seed: int) -> None:
    """H10: every seat's record of a random game with draws reads back from JSON and replays to exactly its view."""
    game = drawn_game(seed, random.Random(seed).randrange(10, 160))
    for seat in range(len(game.hands)):
        mine = ff.record(game, seat=seat)
        assert ff.from_json(ff.to_json(mine), "record") == mine
        assert ff.replay_view(mine) == ff.view(game, seat)


@pytest.mark.parametrize("seed", range(8))
def test_v3_seat_records_leak_no_exchange_of_another(seed: int) -> None:
    """H9/H10: no card another seat exchanged or drew is in a seat's record or its JSON, unless it was later played."""
    game = drawn_game(seed, 400)
    full = ff.record(game)
    state = ff.new_game(full.rules, hands=full.deals[0].hands, stock=full.deals[0].stock, dealer=full.first_dealer,
                        scores=full.start)
    states = [state]
    deals = iter(full.deals[1:])
    for action in full.actions:
        if state.phase is ff.Phase.HAND_OVER:
            dealt = next(deals)
            state = ff.deal(state, hands=dealt.hands, stock=dealt.stock)
        state = ff.apply(state, action)
        states.append(state)
    for seat in range(len(game.hands)):
        secret: set[str] = set()
        for state in states:
            if state.exchanged and state.phase is not ff.Phase.EXCHANGE:
                for other, dead in enumerate(state.exchanged):
                    if other != seat:
                        secret |= {str(card) for card in dead}
                        secret |= {str(card) for card in ff.view(state, other).drawn}
        seen = {str(card) for state in states for card in ff.view(state, seat).hand}
        seen |= {str(play.card) for state in states for trick in state.tricks for play in trick.plays}
        seen |= {str(play.card) for state in states for play in state.trick}
        seen |= {str(card) for state in states for card in ff.view(state, seat).kitty}
        text = ff.to_json(ff.record(game, seat=seat))
        leaked = {card for card in secret - seen if f'"{card}"' in text}
        assert not leaked, f"seat {seat}'s record shows {leaked}"


def plain_exchanges(
    dealer: int, bidder: int, hands: list[list[str]], undealt: list[str], discards: dict[int, list[str]]
) -> tuple[list[set[str]], list[str]]:
    """An independent model of H6/H7: clockwise from the dealer's left, skipping the bidder, each discards and draws."""
    players = len(hands)
    stock = list(undealt)
    result = [set(hand) for hand in hands]
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        if seat == bidder:
            continue
        out = discards[seat]
        result[seat] -= set(out)
        result[seat] |= set(stock[: len(out)])
        stock = stock[len(out):]
    return result, stock


@pytest.mark.parametrize("seed", range(12))
def test_v3_exchanges_match_a_plain_model(seed: int) -> None:
    """H6/H7: random exchanges leave the hands and the stock the plain model computes, and the hand is played out."""
    rng = random.Random(seed)
    players = rng.randint(2, 9)
    rules = ff.Rules(players=players, draw_after_trump=True, trump_named=rng.choice(["after_kitty", "before_kitty"]))
    game = ff.new_game(rules, seed=seed)
    while game.phase is ff.Phase.AUCTION:
        game = ff.apply(game, ff.Bid(10) if game.high_bid is None else ff.Pass())
    while game.phase is not ff.Phase.EXCHANGE:
        game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.contract is not None
    before = [[str(card) for card in hand] for hand in game.hands]
    undealt = [str(card) for card in game.undealt]
    chosen: dict[int, list[str]] = {}
    while game.phase is ff.Phase.EXCHANGE:
        assert game.to_act is not None
        action = rng.choice(ff.legal_actions(game))
        assert isinstance(action, ff.Exchange)
        chosen[game.to_act] = [str(card) for card in action.cards]
        game = ff.apply(game, action)
    expected, stock = plain_exchanges(game.dealer, game.contract.bidder, before, undealt, chosen)
    assert [set(map(str, hand)) for hand in game.hands] == expected
    assert [str(card) for card in game.undealt] == stock
    assert sorted(chosen) == sorted(seat for seat in range(players) if seat != game.contract.bidder)
    while game.phase is ff.Phase.PLAY:
        game = ff.apply(game, rng.choice(ff.legal_actions(game)))
    assert game.phase in (ff.Phase.HAND_OVER, ff.Phase.GAME_OVER) and len(game.tricks) == 5


def test_v3_exchange_ids_are_a_bijection_on_legal_exchanges() -> None:
    """H8: every legal exchange has an id that maps back to it, and the standard table is unchanged."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6])
    ids = ff.legal_action_ids(game)
    assert len(set(ids)) == 32 and all(ff.action_from_id(DRAW, i) in ff.legal_actions(game) for i in ids)
    assert ff.num_action_ids(ff.Rules()) == 2599023 + 1  # the standard table and the claim, every ruleset's last id
    assert ff.num_action_ids(DRAW) == 2599023 + 1 + 52 + 1326 + 22100 + 270725 + 2598960 + 1


def test_v3_determinize_is_uniform_over_the_hidden_exchange() -> None:
    """H10: seen by the bidder, another player's hand, dead exchanged cards and stock follow the plain counting model."""
    rules = ff.Rules(players=2, draw_after_trump=True)
    game = ff.new_game(rules, seed=11, dealer=1)
    game = run(game, "bid 10", "pass")
    game = ff.apply(game, ff.legal_actions(game)[0])
    game = run(game, "trump S")
    assert game.to_act == 1
    game = ff.apply(game, ff.Exchange(game.hands[1][:3]))
    seen = ff.view(game, 0)
    assert seen.exchanged == (0, 3) and seen.exchange == ()
    unknown = [card for card in ff.deck() if card not in (*seen.hand, *seen.discards)]
    probe = unknown[7]
    samples = 600
    places: Counter[str] = Counter()
    for seed in range(samples):
        sample = ff.determinize(seen, seed=seed)
        assert ff.view(sample, 0) == seen and sample.exchanged[1] and len(sample.exchanged[1]) == 3
        places["hand" if probe in sample.hands[1] else "dead" if probe in sample.exchanged[1] else "stock"] += 1
    size = len(unknown)
    expected = {"hand": 5 / size, "dead": 3 / size, "stock": (size - 8) / size}
    statistic = sum((places[key] - samples * p) ** 2 / (samples * p) for key, p in expected.items())
    assert statistic < 13.8  # chi-square, 2 degrees of freedom, 0.1 %


# --- Players and adapters under every option ---------------------------------------------------

PLAYER_RULES = [
    ff.Rules(draw_after_trump=True, joker=True, target=25),
    ff.Rules(players=3, bid_ladder="thirty_for_sixty", best_trump_bonus="none", target=25),
    ff.Rules(players=5, hold_reopens="all_unpassed", renegeable="none", target=25),
    ff.Rules(players=9, trump_named="before_kitty", draw_after_trump=True, renegeable="five_only",
             best_trump_bonus="top_trumps_only", target=25),
]


@pytest.mark.parametrize("rules", PLAYER_RULES, ids=lambda rules: str(rules.players))
def test_heuristic_players_finish_house_games(rules: ff.Rules) -> None:
    """The heuristic player plays whole games under the house options legally and to the end."""
    players = [heuristic_player("fifty-five", seed=seat) for seat in range(rules.players)]
    game = play_game(ff, rules, players, seed=3, max_hands=40)
    assert game.hand_number >= 1 and game.phase in (ff.Phase.GAME_OVER, ff.Phase.HAND_OVER)
    assert ff.replay(ff.record(game)) == game


def test_heuristic_player_exchanges_its_weak_cards() -> None:
    """H8: in G4 the heuristic P1 (clubs trump) exchanges the cards that are neither trumps nor kings."""
    game = run(g4(DRAW), *golden.FULL_HAND.actions[:6])
    action = heuristic_player("fifty-five", seed=0).act(ff.view(game, 1))
    assert action == ff.Exchange(cards("9D 7D QH 3S"))


@pytest.mark.parametrize("rules", PLAYER_RULES[:2], ids=lambda rules: str(rules.players))
def test_ismcts_players_play_house_hands(rules: ff.Rules) -> None:
    """ISMCTS plays a hand under the house options: every action legal, the hand ends."""
    players = [ismcts_player("fifty-five", seed=seat, iterations=8) for seat in range(rules.players)]
    game = play_game(ff, rules, players, seed=5, max_hands=1)
    assert game.hand_number == 1 and game.phase in (ff.Phase.GAME_OVER, ff.Phase.HAND_OVER)


# --- V2: the joker -----------------------------------------------------------------------------

JOKER_RULES = ff.Rules(joker=True)


def test_v2_the_pack_and_the_trump_orders() -> None:
    """H1/H3: 53 cards with JK; the joker ranks just below the J of trumps and above A♥ (14 hearts, 15 others)."""
    pack = ff.deck(JOKER_RULES)
    assert len(pack) == 53 and str(pack[-1]) == "JK" and ff.deck() == ff.deck(ff.Rules())
    assert format_cards(ff.trump_order(Suit.HEARTS, joker=True)) == "5H JH JK AH KH QH TH 9H 8H 7H 6H 4H 3H 2H"
    assert format_cards(ff.trump_order(Suit.DIAMONDS, joker=True)) == "5D JD JK AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D"
    assert format_cards(ff.trump_order(Suit.CLUBS, joker=True)) == "5C JC JK AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC"
    assert format_cards(ff.trump_order(Suit.SPADES, joker=True)) == "5S JS JK AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS"
    assert all(ff.is_trump(cards("JK")[0], suit) for suit in Suit)


def test_v2_a_joker_deal_must_fit_the_rules() -> None:
    """H1: a joker in a game without it, or a joker game's deal without it, is a malformed deal (ValueError)."""
    hands = [cards("JK 9D KD 3H 8C"), cards("2D 8D TH 9C KC")]
    with pytest.raises(ValueError):
        ff.new_game(ff.Rules(players=2), hands=hands)
    with pytest.raises(ValueError):
        ff.new_game(ff.Rules(players=2, joker=True), hands=[cards("AS 9D KD 3H 8C"), cards("2D 8D TH 9C KC")],
                    stock=[card for card in ff.deck() if card not in cards("AS 9D KD 3H 8C 2D 8D TH 9C KC")])
    game = ff.new_game(ff.Rules(players=2, joker=True), hands=hands)
    assert len(game.kitty) + len(game.undealt) == 53 - 10


JOKER_TRICKS = [("S", "JK AH AS KS", "JK"), ("S", "AH JK JS 2S", "JS"), ("H", "KH JK 5H AH", "5H"), ("D", "3C JK 2C KC", "JK")]


@pytest.mark.parametrize(("trump", "played", "winner"), JOKER_TRICKS)
def test_v2_trick_winners(trump: str, played: str, winner: str) -> None:
    """H2/H3: each worked trick goes to the card the rules name."""
    trick_cards = cards(played)
    game = new({1: played.split()[0], 2: played.split()[1], 3: played.split()[2], 0: played.split()[3]},
               rules=JOKER_RULES)
    game = run(game, "bid 10", "pass", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), f"trump {trump}", *(f"play {card}" for card in trick_cards))
    assert game.tricks[0].winner == (1 + [str(card) for card in trick_cards].index(winner)) % 4


JOKER_LEGAL = [
    ("C", "4C", "JK 9D KH 2S 7D", "JK 9D KH 2S 7D", ff.Rules(players=2, joker=True)),
    ("C", "JC", "JK 9D KH 2S 7D", "JK", ff.Rules(players=2, joker=True)),
    ("C", "JK", "AH 9D KH 2S 7D", "AH", ff.Rules(players=2, joker=True)),
    ("C", "JK", "5C JC 9D KH 2S", "5C JC 9D KH 2S", ff.Rules(players=2, joker=True)),
    ("S", "KH", "2H JK 9C 4D 8D", "2H JK", ff.Rules(players=2, joker=True)),
    ("C", "4C", "JK 9D KH 2S 7D", "JK", ff.Rules(players=2, joker=True, renegeable="five_only")),
    ("C", "4C", "JK 9D KH 2S 7D", "JK", ff.Rules(players=2, joker=True, renegeable="none")),
]


@pytest.mark.parametrize(("trump", "led", "hand", "legal", "rules"), JOKER_LEGAL)
def test_v2_legal_plays(trump: str, led: str, hand: str, legal: str, rules: ff.Rules) -> None:
    """H2/H4/H25: the legal plays of each worked row."""
    game = new({1: led, 0: hand}, rules=rules)
    game = run(game, "bid 10", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), f"trump {trump}", f"play {led}")
    assert sorted(texts(ff.legal_actions(game))) == sorted(f"play {card}" for card in cards(legal))


@pytest.mark.parametrize(("forced_by", "legal"), [("led_card", "JK 9D KH 2S 7D"), ("highest_trump_in_trick", "JK")])
def test_v2_the_joker_forced_by_a_higher_top_trump_in_the_trick(forced_by: Any, legal: str) -> None:
    """H4: on 3C 5C the joker may be withheld against the led card, but not against 5C in the trick."""
    rules = ff.Rules(players=3, joker=True, renege_forced_by=forced_by)
    game = new({1: "3C", 2: "5C", 0: "JK 9D KH 2S 7D"}, rules=rules)
    game = run(game, "bid 10", "pass", "pass")
    game = run(game, "discard " + format_cards(_kitty(game)), "trump C", "play 3C", "play 5C")
    assert sorted(texts(ff.legal_actions(game))) == sorted(f"play {card}" for card in cards(legal))


JOKER_HAND = {0: "2D 8D TH 9C KC", 1: "4D 2C 6D 8H 9H", 2: "JK 9D KD 3H 8C", 3: "AH 3S 7D 6H 5C"}
JOKER_PLAY = (
    "play QS", "play 8C", "play 3S", "play 9C",
    "play KS", "play 3H", "play 6H", "play TH",
    "play 4D", "play KD", "play 7D", "play 8D",
    "play JK", "play AH", "play 2D", "play AS",
    "play 9D", "play 5C", "play KC", "play 2C",
)


@pytest.mark.parametrize(("bonus", "scores"), [("highest_trump", (0, 10, 20, 0)), ("none", (0, 10, 15, 0))])
def test_v2_full_hand_with_the_joker(bonus: Any, scores: tuple[int, ...]) -> None:
    """H1–H5: the worked joker hand: the joker is withheld twice, led at trick 4, and earns the bonus."""
    rules = ff.Rules(joker=True, best_trump_bonus=bonus)
    game = new(JOKER_HAND, "AS KS QS 7C TC", rules=rules)
    game = run(game, "bid 10", "pass", "pass", "pass", "discard 6D 8H 9H 7C TC", "trump S", "play QS")
    assert "play 9D" in texts(ff.legal_actions(game))
    game = run(game, "play 8C")
    assert sorted(texts(ff.legal_actions(game))) == ["play 3S", "play AH"]
    game = run(game, *JOKER_PLAY[2:12], "play JK")
    assert texts(ff.legal_actions(game)) == ["play AH"]
    game = run(game, "play AH", "play 2D")
    assert texts(ff.legal_actions(game)) == ["play AS"]
    game = run(game, *JOKER_PLAY[15:])
    assert [trick.winner for trick in game.tricks] == [1, 1, 2, 2, 2]
    assert game.scores == scores


def plain_joker_winner(trump: str, played: list[str]) -> int:
    """An independent model of R18/H3: the index of the winning card, from the orders written out by hand."""
    orders = {
        "H": "5H JH JK AH KH QH TH 9H 8H 7H 6H 4H 3H 2H",
        "D": "5D JD JK AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D",
        "C": "5C JC JK AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC",
        "S": "5S JS JK AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS",
    }
    plain = {"H": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H", "D": "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD",
             "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC", "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"}
    trumps = orders[trump].split()
    if any(card in trumps for card in played):
        return min(range(len(played)), key=lambda i: trumps.index(played[i]) if played[i] in trumps else 99)
    suit = played[0][1]
    order = plain[suit].split()
    return min(range(len(played)), key=lambda i: order.index(played[i]) if played[i] in order else 99)


@pytest.mark.parametrize("seed", range(10))
def test_v2_random_joker_hands_match_a_plain_model(seed: int) -> None:
    """H2/H3: in random joker games every trick goes to the card the plain model picks, and the pack is kept."""
    rng = random.Random(seed)
    rules = ff.Rules(players=rng.randint(2, 9), joker=True, draw_after_trump=rng.random() < 0.5, target=15)
    game = ff.new_game(rules, seed=seed)
    for _ in range(400):
        if game.phase is ff.Phase.GAME_OVER:
            break
        if game.phase is ff.Phase.HAND_OVER:
            for trick in game.tricks:
                played = [str(play.card) for play in trick.plays]
                assert game.trump is not None
                assert trick.plays[plain_joker_winner(game.trump.letter, played)].seat == trick.winner
            game = ff.deal(game, seed=rng.randrange(10**6))
            continue
        game = ff.apply(game, rng.choice(ff.legal_actions(game)))
    dealt = game.history.last_deal
    assert dealt is not None
    assert sorted(card.index for card in [*dealt.stock, *(card for hand in dealt.hands for card in hand)]) == list(range(53))


def test_v2_views_show_the_joker_only_to_its_holder() -> None:
    """H2 views: the joker is in no other seat's view or JSON until it is played; determinize keeps it hidden."""
    game = run(new(JOKER_HAND, "AS KS QS 7C TC", rules=JOKER_RULES), "bid 10", "pass", "pass", "pass")
    for seat in (0, 1, 3):
        assert '"JK"' not in ff.to_json(ff.view(game, seat))
    assert '"JK"' in ff.to_json(ff.view(game, 2))
    seen = ff.view(game, 0)
    joker = cards("JK")[0]
    places: Counter[object] = Counter()
    for seed in range(200):
        sample = ff.determinize(seen, seed=seed)
        assert joker not in sample.hands[0]
        places[next((seat for seat, hand in enumerate(sample.hands) if joker in hand), "stock")] += 1
    assert set(places) == {1, 2, 3, "stock"}


def test_v2_joker_ids_are_a_bijection() -> None:
    """H1: with the joker the plays and discards span 53 cards, and every legal action's id maps back to it."""
    assert ff.num_action_ids(JOKER_RULES) == 11 + 53 + math.comb(53, 5) + 1  # … and the claim
    game = run(new(JOKER_HAND, "AS KS QS 7C TC", rules=JOKER_RULES), "bid 10", "pass", "pass", "pass")
    for action in ff.legal_actions(game):
        assert ff.action_from_id(JOKER_RULES, ff.action_to_id(JOKER_RULES, action)) == action
