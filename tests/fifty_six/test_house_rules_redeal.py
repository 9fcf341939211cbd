"""Fifty-Six's redeals (house rules H30–H32): a void deal ends at once, nobody acts, the same dealer deals again."""

from __future__ import annotations

import collections
import random

import attrs
import pytest

from trickcore import Card, SeatRecord, cards
from trickcore.errors import ConfigError, RecordError
from trickcore.events import HandDealt, HandThrownIn
from trickcore.games import fifty_six
from trickcore.options import house_rules_in_use
from trickcore.playing_cards import Rank
from trickcore.simulation import simulate

from tests.fifty_six.helpers import calls, code, hands_with, play_first_cards

NO_JACK = fifty_six.Rules(redeal_if_team_has_no_jack=True)
WEAK = fifty_six.Rules(redeal_on_weak_hand=2)




JACKLESS = {1: "JC JC JD JD", 3: "JH JH JS JS"}
"""Every jack with team {1, 3}: team {0, 2} holds none."""
TWO_POINTS = {2: "KC KC QC QC KD KD QD QD KH KH QH 9H"}
THREE_POINTS = {2: "KC KC QC QC KD KD QD QD KH KH QH JH"}


def _assert_void(game: fifty_six.Game, dealer: int) -> None:
    """H31: HAND_OVER at once, nobody to act, no contract or trump, nothing taken or scored."""
    assert game.phase is fifty_six.Phase.HAND_OVER and game.to_act is None
    assert game.contract is None and game.trump is None and game.calls == () and game.tricks == ()
    assert game.last_hand == fifty_six.HandResult.void(2) and game.last_hand.made is None
    assert game.tables == (12, 12) and all(len(hand) == 12 for hand in game.hands)
    assert fifty_six.legal_actions(game) == () and code(game, fifty_six.Pass()) == "wrong-phase"
    assert fifty_six.deal(game, seed=4).dealer == dealer


def test_team_without_a_jack_voids_the_deal() -> None:
    """H30, H31: dealer 2, seats 0 and 2 hold no jack: void, and seat 2 deals again."""
    _assert_void(fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2), dealer=2)


def test_weak_hand_voids_the_deal() -> None:
    """H30, H31 (t = 2): seat 2 holds 2 points: void, seat 0 deals again; 3 points are enough to play."""
    _assert_void(fifty_six.new_game(WEAK, hands=hands_with(TWO_POINTS), dealer=0), dealer=0)
    played = fifty_six.new_game(WEAK, hands=hands_with(THREE_POINTS), dealer=0)
    assert played.phase is fifty_six.Phase.AUCTION and played.to_act == 1


def test_options_off_or_other_team_play_on() -> None:
    """H30: without the options the same deals are played; a weak-hand rule ignores the jacks and vice versa."""
    assert fifty_six.new_game(hands=hands_with(JACKLESS), dealer=2).phase is fifty_six.Phase.AUCTION
    assert fifty_six.new_game(WEAK, hands=hands_with(JACKLESS), dealer=2).phase is fifty_six.Phase.AUCTION
    assert fifty_six.new_game(NO_JACK, hands=hands_with(TWO_POINTS), dealer=0).phase is fifty_six.Phase.AUCTION


def test_void_deal_after_a_played_hand_keeps_the_dealer_and_the_last_result() -> None:
    """H31: a played hand passes the deal; the void deal after it keeps its dealer and shows a void last hand."""
    game = fifty_six.new_game(NO_JACK, hands=hands_with({1: "JC", 0: "JD"}), dealer=3)
    game = play_first_cards(calls(game, "pass", "pass", "pass", "pass"))
    tables = game.tables
    game = fifty_six.deal(game, hands=hands_with(JACKLESS))
    assert game.dealer == 0 and game.phase is fifty_six.Phase.HAND_OVER and game.tables == tables
    assert game.last_hand is not None and game.last_hand.contract is None
    assert fifty_six.deal(game, seed=1).dealer == 0


def test_void_deal_does_not_count_toward_deals() -> None:
    """H25, H31: under points a void deal scores nothing and is not one of the ``deals`` hands."""
    rules = fifty_six.Rules(scoring="points", deals=1, redeal_if_team_has_no_jack=True)
    game = fifty_six.new_game(rules, hands=hands_with(JACKLESS), dealer=2)
    assert game.phase is fifty_six.Phase.HAND_OVER and game.tables == (0, 0)
    game = fifty_six.deal(game, hands=hands_with({1: "JC", 0: "JD"}))
    game = play_first_cards(calls(game, "bid 28 NT", "pass", "pass", "pass"))
    assert game.phase is fifty_six.Phase.GAME_OVER and game.winner is not None
    longer = fifty_six.new_game(attrs.evolve(rules, deals=2), hands=hands_with(JACKLESS), dealer=2)
    longer = fifty_six.deal(longer, hands=hands_with({1: "JC", 0: "JD"}))
    longer = play_first_cards(calls(longer, "bid 28 NT", "pass", "pass", "pass"))
    assert longer.phase is fifty_six.Phase.HAND_OVER and longer.winner is None and max(longer.tables) > 0


@pytest.mark.parametrize(
    "options",
    [
        {"redeal_on_weak_hand": 14},
        {"players": 6, "redeal_on_weak_hand": 10},
        {"players": 8, "redeal_on_weak_hand": 7},
        {"redeal_on_weak_hand": -1},
        {"redeal_on_weak_hand": True},
        {"redeal_on_weak_hand": 2.0},
        {"redeal_if_team_has_no_jack": 1},
    ],
)
def test_bad_redeal_options_are_refused(options: dict[str, object]) -> None:
    """H32, H40: t is an int ≥ 0 with t·players < 56; the jack rule is a bool."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(**options)  # type: ignore[arg-type]


def test_largest_weak_hand_limits_are_allowed() -> None:
    """H32: t = 13 at 4 players, 9 at 6, 6 at 8 leave a valid deal possible."""
    for players, weak in ((4, 13), (6, 9), (8, 6)):
        assert fifty_six.Rules(players=players, redeal_on_weak_hand=weak).redeal_on_weak_hand == weak


def test_void_deal_travels() -> None:
    """A void deal records as version 2, replays, and its game and every view read back from JSON."""
    game = fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2)
    assert house_rules_in_use(fifty_six.Rules(redeal_if_team_has_no_jack=True, redeal_on_weak_hand=0)) == (
        "redeal_if_team_has_no_jack",
        "redeal_on_weak_hand",
    )
    made = fifty_six.record(game)
    assert made.version == 2 and made.actions == () and fifty_six.replay(made) == game
    again = fifty_six.deal(game, seed=9)
    assert fifty_six.replay(fifty_six.record(again)) == again
    assert fifty_six.from_json(fifty_six.to_json(game), "game") == game
    for seat in range(4):
        seen = fifty_six.view(game, seat)
        assert seen.hand == game.hands[seat] and seen.contract is None
        assert fifty_six.from_json(fifty_six.to_json(seen), "view") == seen


def test_a_void_deal_s_seat_record_replays_its_view() -> None:
    """H31: a seat's record names the void deal, so ``replay_view`` rebuilds the seat's view of it exactly."""
    game = fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2)
    for seat in range(4):
        kept = fifty_six.record(game, seat=seat)
        assert kept.void_deals == (0,) and kept.hidden_points == (0,)
        assert fifty_six.replay_view(kept) == fifty_six.view(game, seat)
        loaded = fifty_six.from_json(fifty_six.to_json(kept), "record")
        assert isinstance(loaded, SeatRecord) and loaded == kept
        assert fifty_six.replay_view(loaded) == fifty_six.view(game, seat)


def test_seat_records_of_random_games_with_redeals_replay_their_views() -> None:
    """H30, H31: in random games under each redeal rule, with void deals among played ones, every seat's record
    rebuilds that seat's view (``replay_view(record(g, seat=s)) == view(g, s)``), mid-hand and at each hand's end."""
    rng = random.Random(5)
    voids = 0
    for rules in (NO_JACK, WEAK, fifty_six.Rules(redeal_on_weak_hand=9), fifty_six.Rules(players=6, redeal_on_weak_hand=6)):
        for seed in range(6):
            game = fifty_six.new_game(rules, seed=seed)
            for _ in range(rng.randrange(40, 160)):
                if game.phase is fifty_six.Phase.GAME_OVER:
                    break
                if game.phase is fifty_six.Phase.HAND_OVER:
                    game = fifty_six.deal(game, seed=rng.randrange(10**6))
                    continue
                game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
            for seat in range(rules.players):
                kept = fifty_six.record(game, seat=seat)
                voids += len(kept.void_deals)
                assert fifty_six.replay_view(kept) == fifty_six.view(game, seat)
    assert voids


def test_a_seat_record_that_names_a_deal_void_wrongly_is_refused() -> None:
    """A seat's record that calls a played deal void, a void deal played, or a deal void under rules that void
    none, or names a deal it does not have, is a RecordError."""
    played = play_first_cards(calls(fifty_six.new_game(NO_JACK, hands=hands_with({1: "JC", 0: "JD"}), dealer=3), "bid 28 NT"))
    kept = fifty_six.record(played, seat=0)
    assert kept.void_deals == ()
    for void_deals in ((0,), (1,), (0, 0)):
        with pytest.raises(RecordError):
            fifty_six.replay_view(attrs.evolve(kept, void_deals=void_deals))
    void = fifty_six.record(fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2), seat=0)
    with pytest.raises(RecordError):
        fifty_six.replay_view(attrs.evolve(void, void_deals=()))
    with pytest.raises(RecordError):
        fifty_six.replay_view(attrs.evolve(void, rules=fifty_six.Rules(), version=1))


def test_void_deal_is_told() -> None:
    """explain: a void deal is dealt, then thrown in as void-deal; a view of it says the same."""
    game = fifty_six.deal(fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2), seed=3)
    told = fifty_six.explain(game)
    assert [type(event) for event in told[1:3]] == [HandDealt, HandThrownIn]
    assert told[2] == HandThrownIn(1, "void-deal")
    seen = fifty_six.explain(fifty_six.view(fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2), 1))
    assert seen[-1] == HandThrownIn(1, "void-deal")


def test_a_void_view_with_no_redeal_rule_is_refused() -> None:
    """A view of a void deal under rules without a redeal option could come from no game."""
    game = fifty_six.new_game(NO_JACK, hands=hands_with(JACKLESS), dealer=2)
    text = fifty_six.to_json(fifty_six.view(game, 0)).replace('"redeal_if_team_has_no_jack":true', '"redeal_if_team_has_no_jack":false')
    with pytest.raises(ValueError):
        fifty_six.from_json(text, "view")


def test_simulate_plays_through_void_deals() -> None:
    """simulate with frequent void deals: every game ends and some hands are void."""
    rules = fifty_six.Rules(redeal_on_weak_hand=10, redeal_if_team_has_no_jack=True, starting_tables=2)
    summary = simulate("fifty-six", rules, games=3, seed=1, lineup=("heuristic", "random"))
    assert summary.unfinished == () and summary.games == 3 and summary.thrown_in > 0
    assert all(len(result.contracts) == result.hands for result in summary.results)


# --- determinize against a plain model ---------------------------------------------------------


def _plain_void_draw(rules: fifty_six.Rules, seat: int, hand: tuple[Card, ...], rng: random.Random) -> list[tuple[Card, ...]]:
    """A plain model of H30: shuffle the unseen cards to the other seats until the deal is void."""
    unseen = collections.Counter(fifty_six.deck(rules).cards)
    unseen.subtract(hand)
    pool = sorted(unseen.elements(), key=lambda card: card.index)
    others = [other for other in range(4) if other != seat]
    while True:
        rng.shuffle(pool)
        hands = [hand] * 4
        for index, other in enumerate(others):
            hands[other] = tuple(pool[12 * index : 12 * index + 12])
        weak = rules.redeal_on_weak_hand
        if weak is not None and any(sum(fifty_six.card_points(card) for card in each) <= weak for each in hands):
            return hands
        if rules.redeal_if_team_has_no_jack and any(
            not any(card.rank is Rank.JACK for member in (team, team + 2) for card in hands[member]) for team in (0, 1)
        ):
            return hands


def _statistic(hands: list[tuple[Card, ...]]) -> tuple[int, int]:
    """What the two samplers are compared on: seat 1's jacks, and whether seat 3 is the weakest."""
    points = [sum(fifty_six.card_points(card) for card in hand) for hand in hands]
    return sum(card.rank is Rank.JACK for card in hands[1]), int(points[3] == min(points))


def test_determinize_of_a_void_deal_matches_a_plain_model() -> None:
    """determinize is uniform over void deals: its statistics match a rejection sampler's (chi-square)."""
    rules = fifty_six.Rules(redeal_on_weak_hand=10, redeal_if_team_has_no_jack=True)
    rng = random.Random(5)
    game = next(
        game for seed in range(500) if (game := fifty_six.new_game(rules, seed=seed, dealer=3)).phase is fifty_six.Phase.HAND_OVER
        and sum(fifty_six.card_points(card) for card in game.hands[0]) > 10
    )
    seen = fifty_six.view(game, 0)
    draws = 400
    mine = collections.Counter(_statistic(list(fifty_six.determinize(seen, seed=n).hands)) for n in range(draws))
    plain = collections.Counter(_statistic(_plain_void_draw(rules, 0, game.hands[0], rng)) for _ in range(draws))
    keys = [key for key in set(mine) | set(plain) if mine[key] + plain[key] >= 10]
    chi = sum((mine[key] - plain[key]) ** 2 / (mine[key] + plain[key]) for key in keys)
    assert chi < 3 * (len(keys) + 3)
    for n in range(20):
        sample = fifty_six.determinize(seen, seed=n)
        assert sample.phase is fifty_six.Phase.HAND_OVER and fifty_six.view(sample, 0) == seen


def test_determinize_mid_hand_draws_only_playable_deals() -> None:
    """H30: a hand being bid on was not void, so no sample of it is (t = 10 voids about half the deals)."""
    rules = fifty_six.Rules(redeal_on_weak_hand=10, redeal_if_team_has_no_jack=True)
    game = next(game for seed in range(100) if (game := fifty_six.new_game(rules, seed=seed)).phase is fifty_six.Phase.AUCTION)
    game = calls(game, "bid 28 C", "pass", "pass", "pass")
    game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    for seat in range(4):
        seen = fifty_six.view(game, seat)
        for n in range(10):
            sample = fifty_six.determinize(seen, seed=n)
            assert fifty_six.view(sample, seat) == seen and sample.phase is fifty_six.Phase.PLAY


def test_an_out_of_play_seat_s_view_of_a_void_deal_is_determinized_and_replayed() -> None:
    """H31, R27: a seat whose team is out holds no cards; its view of a void deal is drawn from void deals of the
    seats in play, and its record replays that view (it was refused: "a void deal's hands are whole")."""
    rules = fifty_six.Rules(players=8, redeal_if_team_has_no_jack=True, redeal_on_weak_hand=6)
    found = 0
    for seed in range(40):
        game = fifty_six.new_game(rules, seed=seed, tables=(24, 24, 0, 0))
        if game.phase is not fifty_six.Phase.HAND_OVER:
            continue
        out = next(seat for seat in range(8) if not game.active[seat])
        seen = fifty_six.view(game, out)
        assert seen.hand == ()
        for draw in range(3):
            assert fifty_six.view(fifty_six.determinize(seen, seed=draw), out) == seen
        assert fifty_six.replay_view(fifty_six.record(game, seat=out)) == seen
        found += 1
    assert found
