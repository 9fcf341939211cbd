"""Smear's house rules (rules file, "House rules (third version)"): the worked examples as golden tests.

Each option is off by default; the examples V1–V10 of the rules file are played here
move by move, through ``parse_action`` and ``apply``, and their scores and winners
checked. Deals G, S and W are the rules file's.
"""

from __future__ import annotations

import json
import re
from itertools import combinations
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import ConfigError, Deck, ErrorCode, Record, cards, format_cards
from trickcore.games import smear
from trickcore.games.smear._rules import _packets
from trickcore.players import heuristic_player, ismcts_player, play_game

from tests.smear import strategies
from tests.smear.helpers import HANDS, STOCK, deal_hands, play

DEAL_G_DECK = "KS 7S AH AS QS TS 9S QH JD AD KD QD TD 9C 8H 8S KH 7C AC TC 8D KC QC JH JS 9D TH 9H 7H 7D JC 8C"
DEAL_G_TRICKS = "AS 9S JH 7S  8S 8D QC KS  AH TS QH KC  JS JD QD 9C  QS AC KD 8H  7C TC AD TD"
DEAL_S = ("AH TH 9H KC QC 9D", "JH 7H AS KS 8D 7C", "QH AD KD TD 9S 8C", "KH 8H AC TC JS 7D")
DEAL_S_STOCK = "QS TS 8S 7S QD JD JC 9C"
DEAL_S_TRICKS = "AH 7H QH 8H  9H JH 9S KH  AC QC 7C 8C  TC TH 8D KD  KC KS TD 7D  9D AS AD JS"
DEAL_W = ("TH AD KD QD KS 7C", "AC KC QC JC TS 9S", "JD TD 9D 8D QS 8C", "AH KH QH 9H 8H AS")
DEAL_W_STOCK = "JH 7H TC JS 8S 7S 7D 9C"
DEAL_W_TRICKS = "AH TH 9S 8C  KH 7C AC 8D  QH QD KC 9D  JH KS QC QS  9H KD JC JD  7H AD TS TD"


def plays(tricks: str) -> list[str]:
    """The tricks' cards, in playing order, as ``play`` notation."""
    return [f"play {card}" for card in tricks.split()]


def deal_s(rules: smear.Rules, scores: tuple[int, int]) -> smear.Game:
    """Deal S: dealer 0, with its stock."""
    return deal_hands(DEAL_S, DEAL_S_STOCK, rules=rules, dealer=0, scores=scores)


def deal_w(rules: smear.Rules, scores: tuple[int, int] = (3, -1)) -> smear.Game:
    """Deal W (blind 3 in ``rules``): dealer 0, with its stock."""
    return deal_hands(DEAL_W, DEAL_W_STOCK, rules=rules, dealer=0, scores=scores)


def _action(text: str) -> smear.Action:
    """An action from notation without the legality check (``parse_action`` refuses illegal ones)."""
    word, *rest = text.split()
    if word == "bid":
        return smear.Bid(int(rest[0]))
    if word == "pass":
        return smear.Pass()
    if word == "discard":
        return smear.Discard(cards(" ".join(rest)))
    return smear.Play(cards(rest[0])[0])


def refused(game: smear.Game, text: str) -> ErrorCode | None:
    """The code ``check`` refuses the action with, or ``None``."""
    error = smear.check(game, _action(text))
    return None if error is None else error.code


# --- Defaults and configuration ---------------------------------------------------------------


def test_every_house_rule_is_off_by_default() -> None:
    """The new options default to the standard game (H31's table)."""
    rules = smear.Rules()
    assert (rules.deal_packets, rules.dealer_may_match, rules.smudge, rules.protect_point_trumps, rules.low_goes_to) == (
        (3, 3), False, False, False, "player",
    )
    assert rules.top_bid == 4 and smear.Rules(smudge=True).top_bid == 5


@pytest.mark.parametrize(
    "options",
    [
        {"deal_packets": (3, 2)},
        {"deal_packets": ()},
        {"deal_packets": [3, 3]},
        {"deal_packets": (0, 6)},
        {"deal_packets": (True, 5)},
        {"deal_packets": (2.0, 4)},
        {"dealer_may_match": 1},
        {"smudge": "yes"},
        {"protect_point_trumps": None},
        {"low_goes_to": "winner"},
        {"both_reach_target": "count"},
    ],
)
def test_bad_house_rule_values_are_config_errors(options: dict[str, object]) -> None:
    """H31: a bad value or a value of the wrong type is a ConfigError naming the option."""
    name = next(iter(options))
    with pytest.raises(ConfigError, match=name):
        smear.Rules(**options)  # type: ignore[arg-type]


def test_a_default_game_writes_the_version_1_document_it_wrote_before() -> None:
    """Default rules leave every house rule out of the JSON and the record keeps version 1; options write version 2."""
    game = smear.new_game(seed=5)
    data: Any = smear.to_data(game)
    assert data["data"]["version"] == 1
    assert not {"deal_packets", "dealer_may_match", "smudge", "protect_point_trumps", "low_goes_to"} & set(data["data"]["rules"])
    house = smear.new_game(smear.Rules(smudge=True, deal_packets=(2, 2, 2)), seed=5)
    house_data: Any = smear.to_data(house)
    assert house_data["data"]["version"] == 2
    assert house_data["data"]["rules"]["deal_packets"] == [2, 2, 2]
    assert smear.from_json(smear.to_json(house)) == house
    assert smear.record(smear.new_game(smear.Rules(both_reach_target="count_out"), seed=1)).version == 2


def test_a_record_reads_only_in_the_version_its_rules_are_written_with() -> None:
    """A default game reads at version 1, as it is written; a game with house rules needs version 2 (version 1 had none)."""
    game = play(smear.new_game(seed=9), "pass")
    record = smear.record(game)
    assert record.version == 1
    assert smear.replay(record) == game
    with pytest.raises(ValueError, match="version 2"):
        smear.replay(_record(smear.to_json(record).replace('"version":1', '"version":2')))
    house = play(smear.new_game(smear.Rules(dealer_may_match=True), seed=9), "pass")
    old = smear.to_json(smear.record(house)).replace('"version":2', '"version":1')
    with pytest.raises(ValueError, match="version 1"):
        smear.replay(_record(old))
    with pytest.raises(ValueError, match="version 3"):
        smear.replay(_record(smear.to_json(record).replace('"version":1', '"version":3')))


def _record(text: str) -> Record[smear.Rules, smear.Action]:
    """The record a document holds."""
    value = smear.from_json(text)
    assert isinstance(value, Record)
    return value


def test_a_document_without_the_new_fields_reads_as_the_defaults() -> None:
    """A version-1 rules object (no house-rule keys) reads as Rules(); the schema does not require the new keys."""
    data = smear.to_data(smear.new_game(seed=2))
    again = smear.from_data(json.loads(json.dumps(data)))
    assert isinstance(again, smear.Game) and again.rules == smear.Rules()
    schema: Any = smear.json_schema("game")
    rules_schema = schema["$defs"]["Rules"]
    assert "deal_packets" in rules_schema["properties"] and "deal_packets" not in rules_schema["required"]
    assert "blind_size" in rules_schema["required"]


# --- V5 deal_packets ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("packets", "expected"),
    [
        ((3, 3), HANDS),
        ((2, 2, 2), ("KS 7S JD AD KH 7C", "AH AS KD QD AC TC", "QS TS TD 9C 8D KC", "9S QH 8H 8S QC JH")),
        ((1, 1, 1, 1, 1, 1), ("KS QS JD TD KH 8D", "7S TS AD 9C 7C KC", "AH 9S KD 8H AC QC", "AS QH QD 8S TC JH")),
        ((6,), ("KS 7S AH AS QS TS", "9S QH JD AD KD QD", "TD 9C 8H 8S KH 7C", "AC TC 8D KC QC JH")),
    ],
)
def test_v5_deal_packets(packets: tuple[int, ...], expected: tuple[str, ...]) -> None:
    """H8/V5: Deal G's deck dealt in other packets gives the rules file's hands and the same stock."""
    game = smear.new_game(smear.Rules(deal_packets=packets), deck=Deck.parse(DEAL_G_DECK), dealer=3)
    assert [set(hand) for hand in game.hands] == [set(cards(hand)) for hand in expected]
    assert format_cards(game.stock) == STOCK


def test_v5_packets_follow_the_plain_formula_for_every_dealer() -> None:
    """H8: seat k places left of the dealer gets d[o_j + k*p_j ...] in each round j (a plain model of the formula)."""
    order = Deck.parse(DEAL_G_DECK)
    for packets in ((3, 3), (2, 2, 2), (1, 2, 3), (4, 1, 1), (6,), (1,) * 6):
        for dealer in range(4):
            expected: list[list[str]] = [[] for _ in range(4)]
            offset = 0
            for size in packets:
                for k in range(4):
                    expected[(dealer + 1 + k) % 4] += [str(card) for card in order[offset + k * size : offset + (k + 1) * size]]
                offset += 4 * size
            dealt = smear.deal_deck(order, dealer, packets)
            assert [[str(card) for card in hand] for hand in dealt.hands] == expected
            assert dealt.stock == order[24:]


# --- V1 dealer_may_match -----------------------------------------------------------------------


def test_v1_dealer_may_match_on_deal_s() -> None:
    """H11/V1: the dealer may bid equal to the standing bid and becomes the bidder; the others must bid higher."""
    rules = smear.Rules(dealer_may_match=True)
    game = play(deal_s(rules, (1, 4)), "bid 2")
    assert refused(game, "bid 2") is ErrorCode.BID_TOO_LOW
    game = play(game, "pass")
    assert refused(game, "bid 2") is ErrorCode.BID_TOO_LOW
    game = play(game, "pass")
    assert [str(action) for action in smear.legal_actions(game)] == ["pass", "bid 2", "bid 3", "bid 4"]
    game = play(game, "bid 2")
    assert game.contract == smear.Contract(0, 2) and game.phase is smear.Phase.PLAY
    game = play(game, *plays(DEAL_S_TRICKS))
    assert game.last_hand is not None and game.last_hand.points == (2, 2) and game.last_hand.made
    assert game.scores == (3, 6)
    plain = play(deal_s(smear.Rules(), (1, 4)), "bid 2", "pass", "pass")
    assert refused(plain, "bid 2") is ErrorCode.BID_TOO_LOW


def test_v1_dealer_may_match_on_deal_g_cards() -> None:
    """H11/V1: a match takes the bid at its value; a top bid ends the auction before the dealer; no bid, nothing to match."""
    rules = smear.Rules(dealer_may_match=True)
    game = play(deal_hands(HANDS, STOCK, rules=rules), "bid 2", "bid 3", "pass", "bid 3")
    assert game.contract == smear.Contract(3, 3)
    game = play(deal_hands(HANDS, STOCK, rules=rules), "pass", "bid 4")
    assert game.contract == smear.Contract(1, 4) and game.phase is smear.Phase.PLAY
    game = play(deal_hands(HANDS, STOCK, rules=rules), "pass", "pass", "pass")
    assert [str(action) for action in smear.legal_actions(game)] == ["pass", "bid 2", "bid 3", "bid 4"]


# --- V9 smudge ---------------------------------------------------------------------------------


def test_v9_smudge_made_wins_at_once() -> None:
    """H12/V9: a bid of 5 ends the auction; every trick and all four points make it, and the game is won at once."""
    rules = smear.Rules(blind_size=3, smudge=True)
    game = play(deal_w(rules), "bid 2")
    assert refused(game, "bid 6") is ErrorCode.INVALID_BID
    game = play(game, "pass", "bid 5")
    assert game.phase is smear.Phase.DISCARD and game.contract == smear.Contract(3, 5)
    game = play(game, "discard AS TC 8H", *plays(DEAL_W_TRICKS))
    assert game.last_hand is not None and game.last_hand.made and game.last_hand.points == (0, 4)
    assert game.scores == (3, 3) and game.winner == 1 and game.phase is smear.Phase.GAME_OVER


def test_v9_smudge_without_low_is_set_by_five() -> None:
    """H12/V9: every trick but Low buried in the discard: the smudge is set and loses 5."""
    rules = smear.Rules(blind_size=3, smudge=True)
    game = play(deal_w(rules), "bid 2", "pass", "bid 5", "discard AS TC 7H")
    tricks = DEAL_W_TRICKS.replace("7H AD TS TD", "8H AD TS TD")
    game = play(game, *plays(tricks))
    assert game.last_hand is not None and game.last_hand.made is False and game.last_hand.low is None
    assert game.scores == (3, -6) and game.winner is None


def test_v9_smudge_changes_the_top_bid() -> None:
    """H10/V9: with smudge a 4 no longer ends the auction: the dealer may pass or bid 5."""
    game = play(deal_w(smear.Rules(blind_size=3, smudge=True)), "bid 2", "pass", "bid 4")
    assert game.phase is smear.Phase.AUCTION and game.to_act == 0
    assert [str(action) for action in smear.legal_actions(game)] == ["pass", "bid 5"]
    assert refused(deal_w(smear.Rules(blind_size=3)), "bid 5") is ErrorCode.INVALID_BID


def test_v9_smudge_set_though_every_point_was_won() -> None:
    """H12/V9: Deal G with smudge and Low by capture: all four points but two tricks lost: set, A 5, B 2."""
    rules = smear.Rules(blind_size=2, smudge=True, low_goes_to="capturer")
    game = play(deal_hands(HANDS, STOCK, rules=rules, scores=(5, 7)), "bid 2", "bid 5", "discard KH 9D", *plays(DEAL_G_TRICKS))
    assert game.last_hand is not None and game.last_hand.points == (0, 4) and game.last_hand.made is False
    assert game.scores == (5, 2)


# --- V3 protect_point_trumps -------------------------------------------------------------------


def test_v3_protected_point_trumps_on_deal_w() -> None:
    """H17/V3: burying the A, J or 7 of the only possible trump is bad-discard; 81 of 84 discards stay legal."""
    rules = smear.Rules(blind_size=3, protect_point_trumps=True)
    game = play(deal_w(rules), "bid 2", "pass", "bid 4")
    for bad in ("discard AS TC 7H", "discard AS TC JH", "discard AS TC AH"):
        assert refused(game, bad) is ErrorCode.BAD_DISCARD
    legal = smear.legal_actions(game)
    assert len(legal) == 81
    assert set(legal) == {
        smear.Discard(chosen) for chosen in combinations(game.hands[3], 3) if smear.check(game, smear.Discard(chosen)) is None
    }
    game = play(game, "discard AS TC 8H", *plays(DEAL_W_TRICKS))
    assert game.scores == (3, 3)


def test_v3_without_protection_every_discard_of_deal_w_is_legal() -> None:
    """R11: by default those three discards are legal (the six kept cards are all hearts)."""
    game = play(deal_w(smear.Rules(blind_size=3)), "bid 2", "pass", "bid 4")
    assert len(smear.legal_actions(game)) == 84


def test_h17_protection_binds_only_point_trumps() -> None:
    """H17: burying a non-point trump above six is legal; the verdict follows legal_trumps with protection."""
    kept, buried = cards("KH QH JH 9H 8H 7H"), cards("AH")
    assert smear.legal_trumps(kept, buried) == {cards("AH")[0].suit}
    assert smear.legal_trumps(kept, buried, True) == frozenset()
    assert smear.legal_trumps(cards("AH KH QH JH 9H 7H"), cards("8H"), True) == {cards("8H")[0].suit}


# --- V4 low_goes_to ----------------------------------------------------------------------------


def test_v4_low_to_the_capturer_on_deal_s() -> None:
    """H20/V4: 1's 7H falls into 0's trick, so Low goes to A, who makes 3 (by default A is set)."""
    for low_goes_to, scores, low in (("capturer", (4, 5), 0), ("player", (-2, 6), 1)):
        game = play(deal_s(smear.Rules(low_goes_to=low_goes_to), (1, 4)), "pass", "bid 2", "pass", "bid 3", *plays(DEAL_S_TRICKS))  # type: ignore[arg-type]
        assert game.last_hand is not None and game.last_hand.low == low
        assert game.scores == scores


def test_v4_low_to_the_capturer_on_deal_g() -> None:
    """H20/V4: 0's 7S falls into 1's trick: Low goes to B, which takes all four points."""
    rules = smear.Rules(blind_size=2, low_goes_to="capturer")
    game = play(deal_hands(HANDS, STOCK, rules=rules, scores=(5, 7)), "bid 2", "bid 3", "pass", "pass", "discard KH 9D", *plays(DEAL_G_TRICKS))
    assert game.scores == (5, 11)


# --- V10 count_out -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "rule", "cap", "expected_scores", "winner"),
    [
        ((13, 14), "count_out", None, (15, 16), 1),
        ((13, 14), "bidder_wins", None, (15, 16), 0),
        ((14, 13), "count_out", None, (16, 15), 0),
        ((13, 14), "count_out", 15, (15, 15), 1),
    ],
)
def test_v10_count_out(scores: tuple[int, int], rule: str, cap: int | None, expected_scores: tuple[int, int], winner: int) -> None:
    """H26/V10: both teams reach 15; counting High, Low, Jack, Game from the old scores, the first to 15 wins."""
    rules = smear.Rules(both_reach_target=rule, non_bidder_score_cap=cap)  # type: ignore[arg-type]
    game = play(deal_s(rules, scores), "pass", "pass", "pass", "bid 2", *plays(DEAL_S_TRICKS))
    assert game.scores == expected_scores and game.winner == winner


# --- Players -----------------------------------------------------------------------------------


@settings(max_examples=8, deadline=None)
@given(strategies.rules(max_target=6), st.integers(0, 2**16))
def test_the_heuristic_player_finishes_games_under_any_house_rules(rules: smear.Rules, seed: int) -> None:
    """Heuristic players (three in cutthroat) end a game under every combination of options (never a loop, never an illegal action)."""
    players = [heuristic_player("smear", seed=seat) for seat in range(rules.players)]
    game = play_game(smear, rules, players, seed=seed, max_actions=20_000)
    assert game.phase is smear.Phase.GAME_OVER and game.winner in range(rules.sides)


def test_ismcts_plays_a_hand_with_every_house_rule_on() -> None:
    """ISMCTS (on determinize) plays a whole hand legally with every option switched on."""
    rules = smear.Rules(
        blind_size=3, deal_packets=(2, 2, 2), dealer_may_match=True, smudge=True, protect_point_trumps=True,
        low_goes_to="capturer", both_reach_target="count_out",
    )
    players = [ismcts_player("smear", seed=seat, iterations=30) for seat in range(4)]
    game = play_game(smear, rules, players, seed=11, max_hands=1)
    assert game.last_hand is not None and game.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER)


def test_h8_the_packets_check_accepts_deals_of_six_and_quotes_what_it_refuses() -> None:
    """H8: the ``deal_packets`` check (made when the module is imported) accepts non-empty tuples of positive ints
    adding up to 6, refuses anything else with the whole message, and gives the JSON Schema the same limits."""
    check = _packets()
    field = attrs.fields(smear.Rules).deal_packets
    for packets in [(3, 3), (6,), (1,) * 6, (1, 2, 3), (4, 2)]:
        check(None, field, packets)
    for bad, shown in [((3, 2), "(3, 2)"), ((), "()"), ([3, 3], "[3, 3]"), ((0, 6), "(0, 6)"), ((7, -1), "(7, -1)"),
                       ((True, 5), "(True, 5)"), ((2.0, 4), "(2.0, 4)"), ((3, 3, 0), "(3, 3, 0)"), ("33", "'33'")]:
        message = f"deal_packets must be a tuple of positive integers adding up to 6, such as (3, 3), not {shown}"
        with pytest.raises(ConfigError, match=f"^{re.escape(message)}$"):
            check(None, field, bad)
    assert check.schema == {"minItems": 1, "maxItems": 6, "items": {"type": "integer", "minimum": 1, "maximum": 6}}
