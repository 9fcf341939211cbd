"""Smear's trump named at the discard (H9, H14, H15, H17, H29–H31): the rules file's V2 (both halves) and V3's
figure under H14 as golden tests, every surface of ``NameTrump``, and a differential test of the discard limit
(H15–H17, trump named or not) against a plain model written here from the rules text."""

from __future__ import annotations

import io
import json
import random
from itertools import combinations
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import JOKER, Card, Discard, ErrorCode, IllegalAction, NotationError, Rank, Suit, cards, describe, format_cards, sort_cards
from trickcore.cli import main
from trickcore.events import ActionTaken, TrumpFixed
from trickcore.records import Deal
from trickcore.games import fifty_five, smear
from trickcore.players import heuristic_player, ismcts_player, play_game

from tests.research.test_determinize import chi_square_passes, played, replays_to, sampled
from tests.smear.helpers import deal_hands, play
from tests.smear.test_house_rules import DEAL_S_TRICKS, DEAL_W_TRICKS, deal_s, deal_w, plays

NAMED = smear.Rules(trump_named_at_discard=True)
"""Trump named before the play, no blind."""
NAMED_BLIND_3 = smear.Rules(blind_size=3, trump_named_at_discard=True)
"""Trump named before the discard of a blind of 3 (V2)."""


def code(game: smear.Game, text: str) -> ErrorCode | None:
    """The code ``parse_action`` refuses the text with (an illegal action), or ``None`` when it is legal."""
    try:
        smear.parse_action(game, text)
    except IllegalAction as error:
        return error.code
    return None


def refusal(game: smear.Game, action: object) -> ErrorCode | None:
    """The code ``check`` refuses the action with, or ``None``."""
    error = smear.check(game, action)
    return None if error is None else error.code


def texts(actions: tuple[smear.Action, ...]) -> list[str]:
    """Actions as notation."""
    return [str(action) for action in actions]


# --- Off by default (H29, H31) -----------------------------------------------------------------


def test_the_option_is_off_and_name_trump_is_wrong_phase_without_it() -> None:
    """H29: off by default; NameTrump is wrong-phase in every phase of another Smear game, and 'trump S' is malformed."""
    assert smear.Rules().trump_named_at_discard is False
    for rules in (smear.Rules(), smear.Rules(blind_size=3, protect_point_trumps=True)):
        game = deal_w(rules)
        assert refusal(game, smear.NameTrump(Suit.SPADES)) is ErrorCode.WRONG_PHASE
        with pytest.raises(NotationError, match="unknown action 'trump'"):
            smear.parse_action(game, "trump S")
        with pytest.raises(ValueError):
            smear.parse_action(smear.view(game, 1), "trump S")
        game = play(game, "bid 2", "pass", "bid 4")
        assert game.phase is (smear.Phase.DISCARD if rules.blind_size else smear.Phase.PLAY)
        assert refusal(game, smear.NameTrump(Suit.HEARTS)) is ErrorCode.WRONG_PHASE
    game = play(deal_s(smear.Rules(), (1, 4)), "pass", "bid 2", "pass", "bid 3", "play AH")
    assert refusal(game, smear.NameTrump(Suit.HEARTS)) is ErrorCode.WRONG_PHASE


def test_name_trump_is_a_smear_action_of_its_own() -> None:
    """H29: NameTrump has one field, a Suit, and prints 'trump S'; Fifty-Five's NameTrump is another ruleset's action."""
    action = smear.NameTrump(Suit.SPADES)
    assert str(action) == "trump S" and repr(action) == "NameTrump(Suit.SPADES)" and action.suit is Suit.SPADES
    other: object = fifty_five.NameTrump(Suit.SPADES)
    assert action != other
    with pytest.raises(TypeError, match="Suit"):
        smear.NameTrump("S")  # type: ignore[arg-type]
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4")
    assert refusal(game, fifty_five.NameTrump(Suit.HEARTS)) is ErrorCode.WRONG_PHASE
    assert smear.parse_action(game, "TRUMP h") == smear.NameTrump(Suit.HEARTS)
    assert smear.parse_action(game, "trump ♥") == smear.NameTrump(Suit.HEARTS)
    for bad in ("trump", "trump H S", "trump NT", "trump X"):
        with pytest.raises(NotationError):
            smear.parse_action(game, bad)


# --- V2 -----------------------------------------------------------------------------------------


def test_v2_trump_named_at_the_discard_on_deal_w() -> None:
    """H9, H14, H15/V2: TRUMP after the bid; only held suits; then H15's limit; Deal W's tricks: A 3, B 3."""
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4")
    assert game.phase is smear.Phase.TRUMP and game.to_act == 3 and game.contract == smear.Contract(3, 4)
    assert format_cards(game.hands[3]) == "TC AH KH QH JH 9H 8H 7H AS"
    assert texts(smear.legal_actions(game)) == ["trump C", "trump H", "trump S"]
    assert code(game, "trump D") is ErrorCode.TRUMP_NOT_ALLOWED
    assert code(game, "discard AS TC 8H") is ErrorCode.WRONG_PHASE
    assert code(game, "play AH") is ErrorCode.WRONG_PHASE
    game = play(game, "trump H")
    assert game.phase is smear.Phase.DISCARD and game.trump is Suit.HEARTS and game.to_act == 3
    assert [smear.view(game, seat).trump for seat in range(4)] == [Suit.HEARTS] * 4
    assert code(game, "discard AS 9H 8H") is ErrorCode.BAD_DISCARD
    assert code(game, "discard AS TC") is ErrorCode.BAD_DISCARD
    legal = smear.legal_actions(game)
    assert len(legal) == 7 and {action.cards[0::2] for action in legal if isinstance(action, smear.Discard)} == {cards("TC AS")}
    game = play(game, "discard AS TC 8H", *plays(DEAL_W_TRICKS))
    assert game.last_hand is not None and game.last_hand.points == (0, 4) and game.last_hand.made
    assert game.scores == (3, 3)


def test_v2_the_same_discard_is_legal_by_default() -> None:
    """V2: by default AS 9H 8H is legal (it keeps clubs a legal trump) and forces a club lead."""
    game = play(deal_w(smear.Rules(blind_size=3)), "bid 2", "pass", "bid 4", "discard AS 9H 8H")
    assert {action.card.suit for action in smear.legal_actions(game) if isinstance(action, smear.Play)} == {Suit.CLUBS}


def test_v2_without_a_blind_on_deal_s() -> None:
    """H14, H31/V2: blind 0: the bidder names, then leads a trump; Deal S's tricks: A set on 3: A −2, B 6."""
    game = play(deal_s(NAMED, (1, 4)), "pass", "bid 2", "pass", "bid 3")
    assert game.phase is smear.Phase.TRUMP and game.to_act == 0 and game.contract == smear.Contract(0, 3)
    assert code(game, "play AH") is ErrorCode.WRONG_PHASE
    assert code(game, "trump S") is ErrorCode.TRUMP_NOT_ALLOWED
    game = play(game, "trump H")
    assert game.phase is smear.Phase.PLAY and game.trump is Suit.HEARTS
    assert texts(smear.legal_actions(game)) == ["play AH", "play TH", "play 9H"]
    assert code(game, "play KC") is ErrorCode.TRUMP_NOT_ALLOWED
    game = play(game, *plays(DEAL_S_TRICKS))
    assert game.last_hand is not None and game.last_hand.points == (2, 2) and game.last_hand.made is False
    assert game.scores == (-2, 6)


def test_v3_four_of_seven_discards_under_h14_and_h17() -> None:
    """H15, H17/V3: with hearts named and point trumps protected, 4 of V2's 7 discards stay legal; AS TC 8H: A 3, B 3."""
    rules = smear.Rules(blind_size=3, trump_named_at_discard=True, protect_point_trumps=True)
    game = play(deal_w(rules), "bid 2", "pass", "bid 4", "trump H")
    for bad in ("discard AS TC 7H", "discard AS TC JH", "discard AS TC AH"):
        assert code(game, bad) is ErrorCode.BAD_DISCARD
    assert texts(smear.legal_actions(game)) == ["discard TC KH AS", "discard TC QH AS", "discard TC 9H AS", "discard TC 8H AS"]
    game = play(game, "discard AS TC 8H", *plays(DEAL_W_TRICKS))
    assert game.scores == (3, 3)


# --- Jokers under a named trump (H5, H14, H15, H17) --------------------------------------------


V6_DISCARD_HANDS = ("JK AH KH QH JH TH", "AS KS QS JS TS 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D")
V6_DISCARD_STOCK = "9H 8C 8H 7H 8S 7S 7C 8D 7D JK"


@pytest.mark.parametrize(
    ("discard", "plain", "protected"),
    [
        ("JK 8C", None, ErrorCode.BAD_DISCARD),
        ("9H 8C", None, None),
        ("AH 8C", None, ErrorCode.BAD_DISCARD),
        ("TH 9H", ErrorCode.BAD_DISCARD, ErrorCode.BAD_DISCARD),
        ("JK AH", ErrorCode.BAD_DISCARD, ErrorCode.BAD_DISCARD),
    ],
)
def test_h15_counts_the_jokers_as_trumps_of_the_named_suit(discard: str, plain: ErrorCode | None, protected: ErrorCode | None) -> None:
    """H15, H17: V6's discard hand with hearts named holds seven trumps (a joker among them): one may go, never a point trump under H17."""
    for protect, expected in ((False, plain), (True, protected)):
        rules = smear.Rules(jokers=2, blind_size=2, trump_named_at_discard=True, protect_point_trumps=protect)
        game = play(deal_hands(V6_DISCARD_HANDS, V6_DISCARD_STOCK, rules=rules), "bid 2", "pass", "pass", "pass", "trump H")
        assert format_cards(game.hands[0]) == "8C AH KH QH JH TH 9H JK"
        assert code(game, f"discard {discard}") is expected


def test_a_joker_holder_names_any_suit_and_the_joker_leads_it() -> None:
    """H5, H14: holding a joker the bidder may name a suit it lacks; the joker led is then a trump lead of that suit."""
    rules = smear.Rules(jokers=2, trump_named_at_discard=True)
    hands = ("JK AH KH QH JH TH", "AS KS QS JS 7C 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D")
    game = play(deal_hands(hands, "JK 9H 8C 8H 7H 8S 7S TS 8D 7D", rules=rules), "bid 2", "pass", "pass", "pass")
    assert texts(smear.legal_actions(game)) == ["trump C", "trump D", "trump H", "trump S"]
    game = play(game, "trump S")
    assert texts(smear.legal_actions(game)) == ["play JK"]
    assert code(game, "play AH") is ErrorCode.TRUMP_NOT_ALLOWED
    game = play(game, "play JK")
    assert game.trump is Suit.SPADES
    assert texts(smear.legal_actions(game)) == ["play AS", "play KS", "play QS", "play JS", "play 9S"]
    assert code(game, "play 7C") is ErrorCode.MUST_FOLLOW_SUIT


# --- Phase, views, documents (H29, H30) --------------------------------------------------------


def test_trump_phase_views_show_the_named_trump_to_everyone_and_the_blind_to_the_bidder() -> None:
    """H29, H30: in TRUMP the contract is set and the bidder acts; the named trump is public in every view and its JSON."""
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4")
    for seat in range(4):
        seen = smear.view(game, seat)
        assert seen.phase is smear.Phase.TRUMP and seen.to_act == 3 and seen.contract == smear.Contract(3, 4)
        assert seen.trump is None and seen.hand_sizes == (6, 6, 6, 9)
        assert seen.blind == (cards("JH 7H TC") if seat == 3 else ())
        assert smear.legal_actions(seen) == (smear.legal_actions(game) if seat == 3 else ())
    named = play(game, "trump H")
    for seat in range(4):
        data: Any = smear.to_data(smear.view(named, seat))
        assert data["data"]["trump"] == "H" and data["data"]["phase"] == "discard"
        assert smear.from_json(smear.to_json(smear.view(named, seat))) == smear.view(named, seat)
        assert smear.check(smear.view(named, seat), smear.NameTrump(Suit.HEARTS), seat) is not None


def test_documents_records_ids_and_replays_carry_name_trump() -> None:
    """H29: NameTrump travels as JSON, in records (version 2) and seat records, with its own action ids."""
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4", "trump H", "discard AS TC 8H", "play AH")
    action: Any = smear.to_data(smear.NameTrump(Suit.HEARTS))
    assert action["data"] == {"type": "NameTrump", "suit": "H"}
    assert smear.from_data(action) == smear.NameTrump(Suit.HEARTS)
    record = smear.record(game)
    assert record.version == 2 and smear.NameTrump(Suit.HEARTS) in record.actions
    assert smear.replay(record) == game and smear.from_json(smear.to_json(game)) == game
    for seat in range(4):
        assert smear.replay_view(smear.record(game, seat)) == smear.view(game, seat)
        assert smear.NameTrump(Suit.HEARTS) in smear.record(game, seat).actions
    for rules in (NAMED, NAMED_BLIND_3, smear.Rules(blind_size=2, jokers=2, trump_named_at_discard=True)):
        count = smear.num_action_ids(rules)
        assert [smear.action_to_id(rules, smear.action_from_id(rules, index)) for index in range(count)] == list(range(count))
        assert smear.action_from_id(rules, rules.top_bid - 1) == smear.Bid(rules.top_bid)
        assert [smear.action_from_id(rules, rules.top_bid + i) for i in range(4)] == [smear.NameTrump(suit) for suit in Suit]
    assert [smear.num_action_ids(smear.Rules(blind_size=size)) for size in range(4)] == [37, 69, 533, 4997]
    with pytest.raises(ValueError):
        smear.action_to_id(smear.Rules(), smear.NameTrump(Suit.HEARTS))
    ids = smear.legal_action_ids(play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4"))
    assert [smear.action_from_id(NAMED_BLIND_3, index) for index in ids] == [smear.NameTrump(s) for s in (Suit.CLUBS, Suit.HEARTS, Suit.SPADES)]


def test_seat_records_rebuild_a_naming_that_needs_a_hidden_card() -> None:
    """H14: replay_view finds deals where the bidder holds a card of the suit it named (its one diamond), at every step."""
    game = play(deal_s(NAMED, (1, 4)), "pass", "bid 2", "pass", "bid 3", "trump D")
    for step in ("play 9D", "play 8D", "play AD", "play 7D", None):
        for seat in range(4):
            assert smear.replay_view(smear.record(game, seat)) == smear.view(game, seat)
        if step is not None:
            game = play(game, step)
    rules = smear.Rules(jokers=2, blind_size=1, trump_named_at_discard=True)
    hands = ("JK AH KH QH JH TH", "AS KS QS JS 7C 9S", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D")
    game = play(deal_hands(hands, "JK 9H 8C 8H 7H 8S 7S TS 8D 7D", rules=rules), "bid 2", "pass", "pass", "pass", "trump S")
    for seat in range(4):
        assert smear.replay_view(smear.record(game, seat)) == smear.view(game, seat)


def test_explain_tells_the_naming_before_the_discard() -> None:
    """H14: explain tells the naming and trump fixed after the contract, before the (hidden) discard, to every seat."""
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4", "trump H", "discard AS TC 8H", "play AH")
    told = smear.explain(game)
    named = next(i for i, event in enumerate(told) if isinstance(event, ActionTaken) and isinstance(event.action, smear.NameTrump))
    fixed = told[named + 1]
    assert isinstance(fixed, TrumpFixed) and fixed.suit is Suit.HEARTS
    assert sum(isinstance(event, TrumpFixed) for event in told) == 1
    for seat in range(4):
        seen = smear.explain(smear.view(game, seat))
        actions = [event.action for event in seen if isinstance(event, ActionTaken)]
        assert actions.index(smear.NameTrump(Suit.HEARTS)) < actions.index(next(a for a in actions if isinstance(a, smear.Discard)))
        assert sum(isinstance(event, TrumpFixed) for event in seen) == 1
    assert len({describe(smear.NameTrump(Suit.HEARTS), lang) for lang in ("en", "ru", "ar", "tr")}) == 4


def test_determinize_fits_every_phase_of_a_named_trump() -> None:
    """H9, H15: samples of views in TRUMP, DISCARD and PLAY replay to the same views; another bidder's discard obeys H15."""
    rules = smear.Rules(blind_size=3, trump_named_at_discard=True, protect_point_trumps=True)
    game = play(deal_w(rules), "bid 2", "pass", "bid 4")
    steps = ["trump H", "discard AS TC 8H", *plays(DEAL_W_TRICKS)[:9]]
    for step in [None, *steps]:
        if step is not None:
            game = play(game, step)
        for seat in range(4):
            seen = smear.view(game, seat)
            for seed in range(3):
                sample = smear.determinize(seen, seed=seed)
                assert smear.view(sample, seat) == seen and smear.replay(smear.record(sample)) == sample
                if sample.discards:
                    kept = [*sample.hands[3], *(play.card for trick in sample.tricks for play in trick.plays if play.seat == 3)]
                    kept += [play.card for play in sample.trick if play.seat == 3]
                    assert plain_discard_legal([*kept, *sample.discards], list(sample.discards), Suit.HEARTS, protect=True)


def named_end_position(seed: int) -> smear.View:
    """Trump named, blind 2: the last card of the hand to play, by a seat that is not the bidder."""
    rng = random.Random(seed)
    game = smear.apply(smear.new_game(smear.Rules(blind_size=2, trump_named_at_discard=True), seed=seed, dealer=3), smear.Bid(2))
    while game.phase is smear.Phase.AUCTION:
        game = smear.apply(game, smear.Pass())
    while not (len(game.tricks) == 5 and len(game.trick) == 3):
        game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    assert game.to_act is not None
    return smear.view(game, game.to_act)


def test_determinize_of_another_bidders_named_discard_is_uniform() -> None:
    """H15: the hidden discards of a bidder that named trump are uniform over the sets H15 allows (trumps kept)."""
    seen = named_end_position(1)
    assert seen.contract is not None and seen.seat != seen.contract.bidder and seen.trump is not None
    template = smear.record(smear.determinize(seen, seed=0))
    known = [*seen.hand, *(card for seat in range(4) for card in played(seen, seat))]
    unknown = [card for card in smear.deck(seen.rules) if card not in known]
    expected = {}
    for chosen in combinations(unknown, 2):
        discards = sort_cards(chosen)
        dealt = [sort_cards([*(seen.hand if seat == seen.seat else ()), *played(seen, seat)]) for seat in range(4)]
        stock = (*discards, *(card for card in unknown if card not in discards))
        actions = [Discard(discards) if isinstance(action, Discard) else action for action in template.actions]
        if replays_to(smear, seen, template, Deal(tuple(dealt), stock), actions):
            expected[discards] = 1.0
    assert 0 < len(expected) < len(list(combinations(unknown, 2)))  # H15 rules the discards of a trump out
    assert all(card.suit is not seen.trump for discards in expected for card in discards)
    probabilities = {key: 1 / len(expected) for key in expected}
    assert chi_square_passes(sampled(smear, seen, 600, lambda game: game.discards), probabilities, 600)


# --- Differential test: the discard limit against a plain model (H15–H17) -------------------------


def plain_discard_legal(hand: list[Card], discard: list[Card], named: Suit | None, *, protect: bool) -> bool:
    """The rules text read literally: H15 (+H17) with trump named, else R11's set C of H16 (+H17) must not be empty."""
    kept = list(hand)
    for card in discard:
        kept.remove(card)
    point = {Rank.ACE, Rank.JACK, Rank.SEVEN}
    if named is not None:
        held_t = len([card for card in hand if card == JOKER or card.suit == named])
        disc_t = len([card for card in discard if card == JOKER or card.suit == named])
        if disc_t > max(0, held_t - 6):
            return False
        return not (protect and any(card == JOKER or (card.suit == named and card.rank in point) for card in discard))
    if protect and any(card == JOKER for card in discard):
        return False
    kept_j = len([card for card in kept if card == JOKER])
    disc_j = len([card for card in discard if card == JOKER])
    legal = set()
    for suit in Suit:
        kept_s = len([card for card in kept if card != JOKER and card.suit == suit])
        disc_s = len([card for card in discard if card != JOKER and card.suit == suit])
        if (kept_s >= 1 or (suit == Suit.SPADES and kept_j >= 1)) and (disc_s + disc_j == 0 or kept_s + kept_j == 6):
            if not (protect and any(card != JOKER and card.suit == suit and card.rank in point for card in discard)):
                legal.add(suit)
    return bool(legal)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.integers(1, 3),
    st.sampled_from([0, 2]),
    st.booleans(),
    st.booleans(),
    st.sampled_from(list(Suit)),
)
def test_the_discard_limit_matches_a_plain_model(seed: int, blind: int, jokers: int, protect: bool, named: bool, wish: Suit) -> None:
    """H15–H17: every discard's verdict (legal_actions and check) is the plain model's, trump named or not, jokers or not."""
    rules = smear.Rules(blind_size=blind, jokers=jokers, protect_point_trumps=protect, trump_named_at_discard=named)
    rng = random.Random(seed)
    pack = list(smear.deck(rules))
    rng.shuffle(pack)
    # A trump-heavy hand now and then, so that the limit bites: the wished suit first.
    if rng.random() < 0.5:
        pack.sort(key=lambda card: not (card is JOKER or card.suit is wish) or rng.random() < 0.2)
    # Seat 0 (the bidder, dealer 3) is dealt pack[:6] and the blind is pack[6:6 + blind]: trump-heavy half the time.
    others = pack[6 + blind : 24 + blind]
    hands = [pack[:6], others[:6], others[6:12], others[12:]]
    stock = [*pack[6 : 6 + blind], *pack[24 + blind :]]
    game = smear.new_game(rules, hands=hands, stock=stock, dealer=3)
    game = play(game, "bid 2", "pass", "pass", "pass")
    trump = None
    if named:
        trump = wish if smear.check(game, smear.NameTrump(wish)) is None else smear.legal_actions(game)[0].suit  # type: ignore[union-attr]
        game = smear.apply(game, smear.NameTrump(trump))
    held = list(game.hands[0])
    verdicts = {}
    for chosen in combinations(range(len(held)), blind):
        discard = [held[i] for i in chosen]
        expected = plain_discard_legal(held, discard, trump, protect=protect)
        assert (smear.check(game, smear.Discard(discard)) is None) is expected, (format_cards(held), discard, trump)
        verdicts[smear.Discard(discard)] = expected
    assert set(smear.legal_actions(game)) == {action for action, ok in verdicts.items() if ok}
    assert len(smear.legal_actions(game)) == len(set(smear.legal_actions(game)))


# --- Players ------------------------------------------------------------------------------------


def test_the_heuristic_names_its_best_suit_and_leads_a_trump() -> None:
    """H14: on Deal W the heuristic bidder names hearts (seven of them), keeps them, and leads a heart."""
    game = play(deal_w(NAMED_BLIND_3), "bid 2", "pass", "bid 4")
    player = heuristic_player("smear", seed=1)
    game = smear.apply(game, player.act(smear.view(game, 3)))
    assert game.trump is Suit.HEARTS
    game = smear.apply(game, player.act(smear.view(game, 3)))
    assert all(card.suit is Suit.HEARTS for card in game.hands[3])
    lead = player.act(smear.view(game, 3))
    assert isinstance(lead, smear.Play) and lead.card.suit is Suit.HEARTS


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 3), st.sampled_from([0, 2]), st.booleans(), st.integers(0, 2**16))
def test_heuristic_players_finish_games_with_trump_named(blind: int, jokers: int, protect: bool, seed: int) -> None:
    """H14: four heuristic players finish games naming trump before the discard (never a loop, never an illegal action)."""
    rules = smear.Rules(blind_size=blind, jokers=jokers, protect_point_trumps=protect, trump_named_at_discard=True, target=7)
    game = play_game(smear, rules, [heuristic_player("smear", seed=seat) for seat in range(4)], seed=seed, max_actions=20_000)
    assert game.phase is smear.Phase.GAME_OVER and game.winner in (0, 1)


def test_ismcts_names_trump_and_plays_a_hand() -> None:
    """H14: ISMCTS judges the naming and plays a whole hand legally with trump named, jokers and a blind."""
    rules = smear.Rules(blind_size=2, jokers=2, trump_named_at_discard=True, protect_point_trumps=True)
    players = [ismcts_player("smear", seed=seat, iterations=24) for seat in range(4)]
    game = play_game(smear, rules, players, seed=5, max_hands=1)
    assert game.last_hand is not None and game.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER)
    named = [action for action in smear.record(game).actions if isinstance(action, smear.NameTrump)]
    assert len(named) == (0 if game.last_hand.made is None else 1)


def test_the_solver_and_claims_refuse_a_named_trump_game() -> None:
    """H29: solve and claims refuse a game with trump_named_at_discard on (a house rule), mid-play as anywhere."""
    game = play(deal_s(NAMED, (1, 4)), "pass", "bid 2", "pass", "bid 3", "trump H", "play AH")
    with pytest.raises(smear.SolverError, match="trump_named_at_discard"):
        smear.solve(game)
    assert refusal(game, smear.Claim()) is ErrorCode.CLAIM_REFUSED


def test_the_command_line_plays_with_trump_named() -> None:
    """H14: ``--rule trump_named_at_discard=true`` plays a whole game whose bidders name trump before the discard."""
    out, err = io.StringIO(), io.StringIO()
    argv = ["play", "smear", "--seed", "4", "--rule", "trump_named_at_discard=true", "--rule", "blind_size=2"]
    assert main(argv, stdin=io.StringIO(), stdout=out, stderr=err) == 0
    text = out.getvalue()
    assert "trump_named_at_discard=True" in text and ": name spades trumps" in text and "Traceback" not in err.getvalue()
    assert text.index(": name spades trumps") < text.index(": discard ")


def test_a_game_document_of_the_option_reads_back() -> None:
    """H29: a document with the option writes it, reads it back, and omits it at its default."""
    data: Any = smear.to_data(smear.new_game(NAMED, seed=3))
    assert data["data"]["rules"]["trump_named_at_discard"] is True and data["data"]["version"] == 2
    assert smear.from_data(json.loads(json.dumps(data))) == smear.new_game(NAMED, seed=3)
    plain: Any = smear.to_data(smear.new_game(seed=3))
    assert "trump_named_at_discard" not in plain["data"]["rules"]
