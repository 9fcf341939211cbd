"""R19–R24: trick points, the best-trump bonus, contracts, and the race to the target."""

from __future__ import annotations

import random

import pytest

from trickcore import JOKER, Card, CardPlay, Suit, Trick, cards
from trickcore.games import fifty_five as ff
from trickcore.games.fifty_five._scoring import best_trump, bonus_trump, race_winner

from tests.fifty_five import golden
from tests.fifty_five.helpers import at_first_lead, explicit_deal, play_out, run
from tests.fifty_five.strategies import cautious


def golden_hand(
    scores: tuple[int, ...] | None = None, bid: str = "bid 15", rules: ff.Rules | None = None
) -> ff.Game:
    """The rules file's full hand (seat 2 bids; tricks to 2, 2, 2, 3 with 5C, 2) from a start position."""
    example = golden.FULL_HAND
    hands, stock = explicit_deal(4, dict(enumerate(example.hands)), example.kitty)
    game = ff.new_game(ff.Rules() if rules is None else rules, hands=hands, stock=stock, dealer=0, scores=scores)
    actions = list(example.actions)
    actions[1] = bid
    return run(game, *actions)


def test_r19_trick_and_bonus_points() -> None:
    """R19: 5 a trick, and 5 more to the side that played the best trump: 30 in all."""
    game = golden_hand()
    assert game.last_hand is not None and sum(game.last_hand.points) == 30
    assert game.last_hand.points == (0, 0, 20, 10)


def test_r19_hand_without_a_trump_is_worth_25() -> None:
    """R19: with no trump played there is no bonus: the hand is worth 25."""
    game = at_first_lead({1: "KD QD JD TD 9D"}, Suit.SPADES, rules=ff.Rules(players=2))
    game = play_out(game)
    assert game.last_hand == ff.HandResult((0, 25), True, (0, 25))


def test_r20_made_contract_scores_points_taken_not_the_bid() -> None:
    """R20: a bidder that makes 10 with 20 taken scores 20."""
    game = golden_hand(bid="bid 10")
    assert game.scores == (0, 0, 20, 10) and game.last_hand is not None and game.last_hand.made is True


def test_r20_failed_contract_loses_the_bid_and_keeps_nothing() -> None:
    """R20/R22: a bidder of 25 taking 20 loses 25; the others still score what they took."""
    game = golden_hand(scores=(5, 5, 5, 5), bid="bid 25")
    assert game.last_hand == ff.HandResult((0, 0, 20, 10), False, (0, 0, -25, 10))
    assert game.scores == (5, 5, -20, 15)


def test_r21_sixty_made_and_lower_contract_with_all_five() -> None:
    """R21: 60 with all five tricks scores +60; a lower contract with all five scores 30."""
    given = {1: "5S JS AH AS KS"}
    slam = play_out(at_first_lead(given, Suit.SPADES, rules=ff.Rules(players=2, target=110), bid=60))
    assert slam.last_hand == ff.HandResult((0, 30), True, (0, 60)) and slam.scores == (0, 60)
    low = play_out(at_first_lead(given, Suit.SPADES, rules=ff.Rules(players=2, target=110), bid=25))
    assert low.last_hand == ff.HandResult((0, 30), True, (0, 30))


def test_r21_r22_sixty_failed_goes_negative() -> None:
    """R21/R22: 60 without all five tricks scores −60; scores may go negative."""
    game = golden_hand(bid="bid 60")
    assert game.last_hand == ff.HandResult((0, 0, 20, 10), False, (0, 0, -60, 10))
    assert game.scores == (0, 0, -60, 10)


def test_r2_team_pools_tricks_bonus_and_contract() -> None:
    """R2: a team pools its players' tricks, bonus and contract."""
    game = golden_hand(bid="bid 25", rules=ff.Rules(teams=((0, 2), (1, 3))))
    assert game.last_hand == ff.HandResult((20, 10), False, (-25, 10))
    game = golden_hand(bid="bid 25", rules=ff.Rules(teams=((2, 3), (0, 1))))
    assert game.last_hand == ff.HandResult((30, 0), True, (30, 0))


def test_r23_next_hand_until_the_target() -> None:
    """R23: after a hand with nobody at the target the game goes on to the next deal."""
    game = golden_hand(scores=(0, 0, 30, 0))
    assert game.phase is ff.Phase.HAND_OVER and game.winner is None and game.scores == (0, 0, 50, 10)


def test_r24_two_sides_cross_first_in_trick_order() -> None:
    """R24: seat 2 reaches 55 at trick 2, seat 3 at trick 4: seat 2 wins though both end above."""
    game = golden_hand(scores=(0, 0, 45, 45))
    assert game.phase is ff.Phase.GAME_OVER and game.winner == 2 and game.scores == (0, 0, 65, 55)
    assert game.to_act is None and ff.legal_actions(game) == ()


def test_r24_a_non_bidder_can_win_the_race() -> None:
    """R24: seat 3's best-trump trick (4th) comes before the bidder's 55 (5th trick): seat 3 wins."""
    game = golden_hand(scores=(0, 0, 35, 50))
    assert game.scores == (0, 0, 55, 60) and game.winner == 3


def test_r24_bidder_first_option() -> None:
    """R24 bidder_first: a bidder that made its contract and reached the target wins outright."""
    game = golden_hand(scores=(0, 0, 35, 50), rules=ff.Rules(race_rule="bidder_first"))
    assert game.winner == 2
    failed = golden_hand(scores=(0, 0, 50, 50), bid="bid 25", rules=ff.Rules(race_rule="bidder_first"))
    assert failed.winner == 3


def test_r24_failed_bidder_cannot_win() -> None:
    """R24: a side whose bid failed cannot win the hand, even if its tricks came first."""
    game = golden_hand(scores=(0, 0, 50, 45), bid="bid 25")
    assert game.winner == 3 and game.scores == (0, 0, 25, 55)


def test_r24_made_sixty_counts_at_the_fifth_trick() -> None:
    """R24: a made 60 reaches the target with its +60 at trick 5."""
    rules = ff.Rules(players=2)
    game = play_out(at_first_lead({1: "5S JS AH AS KS"}, Suit.SPADES, rules=rules, bid=60, scores=(50, -5)))
    assert game.winner == 1 and game.scores == (50, 55) and game.phase is ff.Phase.GAME_OVER


def _random_game(rules: ff.Rules, seed: int) -> tuple[ff.Game, int, int]:
    """A whole game of random play (a cautious auction: mostly pass, never 60); returns it, hands, void hands."""
    rng = random.Random(seed)
    game = ff.new_game(rules, seed=seed)
    hands = voids = 0
    total = list(game.scores)
    while game.phase is not ff.Phase.GAME_OVER:
        if game.phase is ff.Phase.HAND_OVER:
            game = ff.deal(game, seed=rng.randrange(2**32))
            continue
        game = ff.apply(game, cautious(game, ff.legal_actions(game), rng))
        if game.phase in (ff.Phase.HAND_OVER, ff.Phase.GAME_OVER):
            assert game.last_hand is not None
            hands += 1
            voids += game.last_hand.made is None
            total = [score + change for score, change in zip(total, game.last_hand.changes)]
            assert tuple(total) == game.scores
    return game, hands, voids


@pytest.mark.parametrize(
    "rules",
    [
        ff.Rules(target=25),
        ff.Rules(players=2, target=30),
        ff.Rules(players=6, teams=((0, 2, 4), (1, 3, 5)), target=40, all_pass="redeal_same_dealer"),
        ff.Rules(players=9, target=20, race_rule="bidder_first", renege_forced_by="highest_trump_in_trick"),
        ff.Rules(players=5, target=20, all_pass="dealer_must_bid", first_lead="bidder"),
    ],
)
def test_r23_r24_whole_games_to_the_target(rules: ff.Rules) -> None:
    """R23/R24: whole games end with one winner at or above the target; void hands score nothing."""
    for seed in range(3):
        game, hands, voids = _random_game(rules, seed)
        assert game.winner is not None and game.scores[game.winner] >= rules.target
        assert hands >= 1 and game.to_act is None
        if rules.all_pass == "dealer_must_bid":
            assert voids == 0
        assert ff.replay(ff.record(game)) == game


@pytest.mark.parametrize("hold_reopens", ["previous_high_bidder", "all_unpassed"])
def test_r13_a_hand_everyone_passes_is_void_with_the_cards_where_dealt(hold_reopens: str) -> None:
    """R13 (and H15's open bidding): when everyone passes, the hand is over and nobody scores; the kitty and the
    undealt cards stay where dealt, and there is no trick, trick won, discard or exchange."""
    game = ff.new_game(ff.Rules(hold_reopens=hold_reopens), seed=4)  # type: ignore[arg-type]
    kitty, undealt, scores = game.kitty, game.undealt, game.scores
    for _ in range(game.rules.players):
        game = ff.apply(game, ff.Pass())
    assert game.phase is ff.Phase.HAND_OVER and game.to_act is None
    assert [call.action for call in game.calls] == [ff.Pass()] * game.rules.players
    assert list(game.history.actions) == [ff.Pass()] * game.rules.players
    assert (game.kitty, game.undealt, game.scores) == (kitty, undealt, scores)
    assert (game.trick, game.tricks, game.discards, game.exchanged) == ((), (), (), ())
    assert game.last_hand == ff.HandResult(points=(0, 0, 0, 0), made=None, changes=(0, 0, 0, 0))


def test_r19_the_best_trump_is_found_when_only_the_lowest_trump_falls() -> None:
    """R19: the highest trump played is found even when the only trump of the hand is the lowest one (the 2 of
    diamonds), and there is none when no trump fell."""
    plays = [CardPlay(seat, card) for seat, card in enumerate(cards("AC 2D KC QC"))]
    tricks = (Trick(0, tuple(plays), 1), Trick(1, tuple(CardPlay(seat, card) for seat, card in enumerate(cards("AS KS QS JS"))), 0))
    assert best_trump(Suit.DIAMONDS, tricks) == (0, Card.parse("2D"))
    assert best_trump(Suit.HEARTS, tricks) is None


def test_h5_r19_the_joker_earns_the_bonus_above_the_ace_of_hearts() -> None:
    """H5, R19: with the joker, the bonus trump is found by the joker's order: the joker outranks the ace of hearts."""
    first = Trick(0, tuple(CardPlay(seat, card) for seat, card in enumerate(cards("AH 2D KC QC"))), 0)
    second = Trick(0, tuple(CardPlay(seat, card) for seat, card in enumerate((JOKER, *cards("3D 4D 6D")))), 0)
    assert bonus_trump(ff.Rules(joker=True), Suit.DIAMONDS, (first, second)) == (1, JOKER)


def test_r24_h13_a_made_jink_reaches_the_target_at_the_fifth_trick() -> None:
    """R24, H13: a made jink counts its points at the fifth trick, not trick by trick: a bidder one short of the
    target reaches it at the fifth trick."""
    rules = ff.Rules()
    target = rules.target
    gains = tuple((0, 5) for _ in range(5))
    assert race_winner(rules, ff.Contract(0, 60), True, gains, (target - 1, 0, 0, 0), (target + 59, 0, 0, 0)) == (0, 5)
