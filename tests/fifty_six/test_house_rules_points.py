"""Fifty-Six's point scoring (house rules H22–H26): scores from 0, no elimination, a game of ``deals`` hands."""

from __future__ import annotations

import pytest

from trickcore.errors import ConfigError
from trickcore.events import GameStarted, HandScored
from trickcore.games import fifty_six
from trickcore.language import LANGUAGES, describe
from trickcore.options import house_rules_in_use
from trickcore.playing_cards import Suit

from tests.fifty_six.helpers import calls, play_first_cards

POINTS = fifty_six.Rules(scoring="points")
PT1 = fifty_six.Rules(scoring="points", deals=2)

# PT1's three hands: the dealer, the seed of a deal whose first-card play gives the example's
# card points, the auction, the bidding team and its card points.
PT1_HANDS: tuple[tuple[int, int, tuple[str, ...], int, int], ...] = (
    (0, 92, ("bid 28 NT", "pass", "pass", "pass"), 1, 29),
    (1, 57, ("bid 29 H", "pass", "pass", "pass"), 0, 43),
    (2, 2, ("bid 40 S", "double", "pass", "pass", "pass"), 1, 12),
)


def _contract(value: int, declarer: int, multiplier: int = 1) -> fifty_six.Contract:
    return fifty_six.Contract(value, Suit.SPADES, multiplier, declarer, declarer % 2)


def test_pt1_worked_example() -> None:
    """H22–H25 (PT1): 0/1, then a 1/1 tie after two deals, so a third: doubled 40 S fails, 5/1, team 0 wins."""
    game = fifty_six.new_game(PT1, seed=PT1_HANDS[0][1], dealer=0)
    assert game.tables == (0, 0)
    seen = []
    for number, (dealer, seed, auction, team, points) in enumerate(PT1_HANDS):
        if number:
            game = fifty_six.deal(game, seed=seed)
        assert game.dealer == dealer
        game = play_first_cards(calls(game, *auction))
        result = game.last_hand
        assert result is not None and result.points[team] == points
        seen.append((result.made, result.transfers, game.tables, game.phase))
    assert seen == [
        (True, (0, 1), (0, 1), fifty_six.Phase.HAND_OVER),
        (True, (1, 0), (1, 1), fifty_six.Phase.HAND_OVER),
        (False, (4, 0), (5, 1), fifty_six.Phase.GAME_OVER),
    ]
    assert game.winner == 0 and game.eliminated == (False, False)


@pytest.mark.parametrize(
    ("value", "multiplier", "made", "expected"),
    [
        (28, 1, True, (1, 0)),
        (28, 2, True, (2, 0)),
        (28, 4, True, (3, 0)),
        (40, 1, False, (0, 3)),
        (40, 2, False, (0, 4)),
        (56, 4, False, (0, 7)),
        (48, 1, True, (3, 0)),
    ],
)
def test_points_per_contract(value: int, multiplier: int, made: bool, expected: tuple[int, int]) -> None:
    """H23: made, the bidders score W + e; failed, every other team scores L + e (e: 0, 1, 2); never negative."""
    result = fifty_six.settle(POINTS, (0, 0), _contract(value, 2, multiplier), (value if made else 0, 0))
    assert result.made is made and result.transfers == expected and result.eliminated == ()


def test_points_with_three_teams_and_a_chart() -> None:
    """H23, H28: a failed contract scores L + e for each other team; W and L come from the stake chart."""
    rules = fifty_six.Rules(players=6, scoring="points", stakes=((28, 1, 2), (40, 2, 3), (56, 3, 4)))
    contract = fifty_six.Contract(48, Suit.HEARTS, 2, 3, 0)
    assert fifty_six.settle(rules, (0, 0, 0), contract, (20, 18, 18)).transfers == (0, 4, 4)
    assert fifty_six.settle(rules, (0, 0, 0), contract, (50, 3, 3)).transfers == (3, 0, 0)


def test_points_thani_and_court() -> None:
    """H23: a thani scores H17's amounts plus e; a court call doubles W or L before e is added."""
    rules = fifty_six.Rules(scoring="points", thani=True, court_call=True)
    thani = fifty_six.Contract(56, None, 2, 2, 0, fifty_six.BidForm.NO_TRUMPS, True)
    assert fifty_six.settle(rules, (0, 0), thani, (10, 0), made=True).transfers == (6, 0)
    assert fifty_six.settle(rules, (0, 0), thani, (10, 2), made=False).transfers == (0, 7)
    court = _contract(30, 1, 2)
    assert fifty_six.settle(rules, (0, 0), court, (10, 46), made=True, court=True).transfers == (0, 3)
    assert fifty_six.settle(rules, (0, 0), court, (30, 26), made=False, court=True).transfers == (5, 0)
    high = _contract(48, 1, 1)  # W = 3, L = 4 on R23's chart
    assert fifty_six.settle(rules, (0, 0), high, (8, 48), made=True, court=True).transfers == (0, 6)
    assert fifty_six.settle(rules, (0, 0), high, (8, 48), made=False, court=True).transfers == (8, 0)


def test_no_team_is_eliminated_and_scores_start_at_zero() -> None:
    """H22: every team starts at 0, takes start scores ≥ 0 (0 included) and is never out."""
    game = fifty_six.new_game(POINTS, seed=3, tables=(0, 5))
    assert game.tables == (0, 5) and game.active == (True,) * 4 and game.eliminated == (False, False)
    with pytest.raises(ConfigError):
        fifty_six.new_game(POINTS, seed=3, tables=(-1, 5))


def test_game_lasts_deals_hands_and_plays_on_while_tied() -> None:
    """H25: no game ends before ``deals`` hands; after them it ends exactly when one team alone leads."""
    rules = fifty_six.Rules(scoring="points", deals=3)
    game = fifty_six.new_game(rules, seed=11)
    hands = 0
    while game.phase is not fifty_six.Phase.GAME_OVER:
        if game.phase is fifty_six.Phase.HAND_OVER:
            top = max(game.tables)
            assert hands < 3 or game.tables.count(top) > 1
            game = fifty_six.deal(game, seed=hands)
        game = play_first_cards(calls(game, "bid 28 NT", "pass", "pass", "pass"))
        hands += 1
        assert hands < 60
    assert hands >= 3 and game.tables.count(max(game.tables)) == 1
    assert game.winner == game.tables.index(max(game.tables))


@pytest.mark.parametrize(
    "options",
    [
        {"deals": 8},
        {"scoring": "points", "starting_tables": 10},
        {"scoring": "points", "elimination": "cannot_pay"},
        {"scoring": "points", "deals": 0},
        {"scoring": "points", "deals": True},
        {"scoring": "goals"},
    ],
)
def test_points_combinations_refused(options: dict[str, object]) -> None:
    """H26, H40: a non-default deals needs points; points refuses starting_tables and elimination; deals ≥ 1."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(**options)  # type: ignore[arg-type]


def test_points_rules_travel_as_a_house_rule() -> None:
    """The options are house rules (solve refuses them), recorded as version 2 and read back; defaults are omitted."""
    assert house_rules_in_use(PT1) == ("scoring", "deals")
    game = play_first_cards(calls(fifty_six.new_game(PT1, seed=92, dealer=0), "bid 28 NT", "pass", "pass", "pass"))
    made = fifty_six.record(game)
    assert made.version == 2 and fifty_six.replay(made) == game
    assert fifty_six.from_json(fifty_six.to_json(game), "game") == game
    assert '"scoring"' not in fifty_six.to_json(fifty_six.new_game(seed=1))
    seen = fifty_six.view(game, 1)
    assert fifty_six.from_json(fifty_six.to_json(seen), "view") == seen


def test_a_finished_points_game_determinizes_and_travels() -> None:
    """H25: a view of a points game's end is shown by a sample with deals - 1 earlier hands, and reads back from JSON."""
    game = fifty_six.new_game(PT1, seed=92, dealer=0)
    for number, (_, seed, auction, _, _) in enumerate(PT1_HANDS):
        if number:
            game = fifty_six.deal(game, seed=seed)
        game = play_first_cards(calls(game, *auction))
    assert game.phase is fifty_six.Phase.GAME_OVER
    for seat in range(4):
        seen = fifty_six.view(game, seat)
        sample = fifty_six.determinize(seen, seed=seat)
        assert fifty_six.view(sample, seat) == seen and sample.history.hand_count >= 2
        assert fifty_six.from_json(fifty_six.to_json(seen), "view") == seen


def test_points_game_is_told() -> None:
    """explain: the game names its deals; each hand's score lines are the points scored, told in every language."""
    game = play_first_cards(calls(fifty_six.new_game(PT1, seed=92, dealer=0), "bid 28 NT", "pass", "pass", "pass"))
    told = fifty_six.explain(game)
    started = told[0]
    assert isinstance(started, GameStarted) and started.deals == 2 and started.target is None
    scored = [event for event in told if isinstance(event, HandScored)]
    assert [line.label for line in scored[0].lines if line.label != "card-points"] == ["scored"]
    assert "after 2 deals" in describe(started, "en") and "scores 1 point" in describe(scored[0].lines[-1], "en")
    for lang in LANGUAGES:
        assert "{" not in describe(started, lang)
        assert all(describe(line, lang) and "{" not in describe(line, lang) for line in scored[0].lines)
