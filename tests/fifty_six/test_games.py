"""Whole games to the end, with few tables so that eliminations and wins happen (R26–R28)."""

from __future__ import annotations

import random

import pytest

from trickcore.games import fifty_six
from trickcore.games.fifty_six._state import Match, make_match


def _play_out(rules: fifty_six.Rules, seed: int) -> tuple[fifty_six.Game, list[tuple[bool, ...]]]:
    """A random game to the end; returns it and the eliminated flags after each hand."""
    rng = random.Random(seed)
    game = fifty_six.new_game(rules, seed=seed)
    history: list[tuple[bool, ...]] = []
    for _ in range(100_000):
        if game.phase is fifty_six.Phase.GAME_OVER:
            return game, history
        if game.phase is fifty_six.Phase.HAND_OVER:
            history.append(game.eliminated)
            game = fifty_six.deal(game, seed=rng.randrange(10**6))
        else:
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("team_mode", ["pairs", "two_teams"])
@pytest.mark.parametrize("elimination", ["zero_tables", "cannot_pay"])
def test_r28_random_games_end_with_one_team(players: int, team_mode: str, elimination: str) -> None:
    """R26–R28: random games end with exactly one team in play, which wins; tables never go negative."""
    rules = fifty_six.Rules(players=players, team_mode=team_mode, starting_tables=2, elimination=elimination)  # type: ignore[arg-type]
    for seed in range(3):
        game, _ = _play_out(rules, seed)
        assert game.phase is fifty_six.Phase.GAME_OVER and game.winner is not None
        assert [not out for out in game.eliminated].count(True) == 1 and not game.eliminated[game.winner]
        assert len(game.tables) == rules.teams and min(game.tables) >= 0
        assert sum(game.tables) <= rules.teams * 2
        assert fifty_six.replay(fifty_six.record(game)) == game


def test_r27_eight_player_games_pass_through_six_and_four() -> None:
    """R27: in 8-player pairs games teams leave one by one; the deal adapts to 6 and then 4 players."""
    rules = fifty_six.Rules(players=8, starting_tables=1)
    counts = set()
    for seed in range(10):
        game, history = _play_out(rules, seed)
        counts |= {sum(not out for out in flags) for flags in history}
        assert game.winner is not None
    assert {2, 3} <= counts


def test_r27_a_match_built_by_its_constructor_equals_the_engines() -> None:
    """R27: Match(...) works out the next active seat and the count of active seats as make_match does."""
    active = (True, False, True, True, False, True)
    built = Match(2, (3, 0, 9), (False, True, False), active)
    assert built.next_seat == (2, 2, 3, 5, 5, 0) and built.n_active == 4
    made = make_match(2, (3, 0, 9), (False, True, False), active)
    assert built == made and (made.next_seat, made.n_active) == (built.next_seat, built.n_active)
