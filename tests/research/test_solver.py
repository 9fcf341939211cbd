"""The open-hand solver of every ruleset: equal to a plain minimax, its best line keeps the value, refusals."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.games.smear._solve import search_model
from trickcore.solving import SolverError, TrickSearchModel, solve_model


def _side_of(ruleset: Any, game: Any, seat: int) -> int:
    """The side (team, or seat playing alone) of ``seat`` in ``game``."""
    if ruleset is fifty_six:
        return int(game.team_of(seat))
    if ruleset is smear:
        return seat % 2
    return int(game.rules.side_of[seat])


def _hand_value(ruleset: Any, game: Any, side: int) -> int:
    """What ``side`` took in the finished hand, by the ruleset's measure (read from the engine's own result)."""
    if ruleset is fifty_six:
        return int(game.points[side])
    return int(game.last_hand.points[side])


def _minimax(ruleset: Any, game: Any, side: int) -> int:
    """Plain minimax over ``legal_actions``/``apply``: the side maximises, every other seat minimises."""
    if game.phase is not ruleset.Phase.PLAY:
        return _hand_value(ruleset, game, side)
    values = [_minimax(ruleset, ruleset.apply(game, action), side) for action in ruleset.legal_actions(game)]
    return max(values) if _side_of(ruleset, game, game.to_act) == side else min(values)


def _position(ruleset: Any, rules: Any, seed: int, tricks_left: int) -> Any:
    """A random play position (mid-trick sometimes) with at most ``tricks_left`` tricks to go."""
    chooser = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    stop = chooser.randrange(3)
    while True:
        if game.phase is ruleset.Phase.PLAY and len(game.hands[game.to_act]) <= tricks_left:
            if not stop:
                return game
            stop -= 1
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game)
        elif game.phase is ruleset.Phase.GAME_OVER:
            game = ruleset.new_game(rules, seed=chooser.randrange(1000))
        else:
            actions = ruleset.legal_actions(game)
            game = ruleset.apply(game, actions[chooser.randrange(len(actions))])


CASES = [
    (fifty_six, fifty_six.Rules(players=4), 3),
    (fifty_six, fifty_six.Rules(players=6), 2),
    (fifty_six, fifty_six.Rules(players=6, team_mode="two_teams"), 2),
    (fifty_six, fifty_six.Rules(players=8), 2),
    (smear, smear.Rules(), 3),
    (smear, smear.Rules(blind_size=2, high_low_rule="highest_lowest_in_play"), 3),
    *[(fifty_five, fifty_five.Rules(players=players), 3 if players <= 4 else 2) for players in range(2, 10)],
    (fifty_five, fifty_five.Rules(players=4, teams=((0, 2), (1, 3)), renege_forced_by="highest_trump_in_trick"), 3),
]
IDS = [f"{ruleset.NAME}-{rules!r}" for ruleset, rules, _ in CASES]


@pytest.mark.parametrize(("ruleset", "rules", "tricks_left"), CASES, ids=IDS)
@given(seed=st.integers(0, 10_000))
@settings(max_examples=4, deadline=None)
def test_solve_equals_plain_minimax(ruleset: Any, rules: Any, tricks_left: int, seed: int) -> None:
    """solve's value and the value after each legal action equal a plain minimax over legal_actions/apply."""
    game = _position(ruleset, rules, seed, tricks_left)
    side = _side_of(ruleset, game, game.to_act)
    solution = ruleset.solve(game)
    assert solution.side == side
    expected = {action: _minimax(ruleset, ruleset.apply(game, action), side) for action in ruleset.legal_actions(game)}
    assert dict(solution.actions) == expected
    assert solution.value == max(expected.values())  # the side to act maximises
    other = next(s for s in range(8) if s != side and _is_side(ruleset, game, s))
    assert ruleset.solve(game, other).value == _minimax(ruleset, game, other)


def _is_side(ruleset: Any, game: Any, side: int) -> bool:
    """Whether ``side`` is a side in play of ``game``."""
    return any(_side_of(ruleset, game, seat) == side for seat in range(len(game.hands)) if game.hands[seat])


@pytest.mark.parametrize(("ruleset", "rules", "tricks_left"), CASES, ids=IDS)
@given(seed=st.integers(0, 10_000))
@settings(max_examples=3, deadline=None)
def test_best_line_keeps_the_value(ruleset: Any, rules: Any, tricks_left: int, seed: int) -> None:
    """Playing the best line keeps the value at every step, and the finished hand gives the side exactly it."""
    game = _position(ruleset, rules, seed, tricks_left)
    solution = ruleset.solve(game)
    for action in solution.line:
        assert ruleset.solve(game, solution.side).value == solution.value
        game = ruleset.apply(game, action)
    assert game.phase is not ruleset.Phase.PLAY
    assert _hand_value(ruleset, game, solution.side) == solution.value


SMEAR_RULES = [smear.Rules(), smear.Rules(blind_size=2, high_low_rule="highest_lowest_in_play"), smear.Rules(blind_size=3)]


@pytest.mark.parametrize("rules", SMEAR_RULES, ids=repr)
def test_smear_s_point_search_equals_its_search_model(rules: Any) -> None:
    """Smear's solve (Jack and Game as goals of a card-point search) gives the search model's value and per-action
    values for both teams, at the first lead, mid-trick and later; its line plays out to that value."""
    first_leads = 0
    for seed in range(16):
        game = _position(smear, rules, seed, 6 if seed % 2 else seed % 6 + 1)
        first_leads += game.trump is None
        for team in (0, 1):
            solution = smear.solve(game, team)
            model, state, banked = search_model(game, team)
            reference = solve_model(model, state, team, banked)
            assert (solution.value, dict(solution.actions)) == (reference.value, dict(reference.actions))
            played = game
            for action in solution.line:
                played = smear.apply(played, action)
            assert _hand_value(smear, played, team) == solution.value
    assert first_leads >= 3  # the first lead, whose card fixes trump, is among the positions


def test_smear_s_goals_hold_at_a_tie_of_card_points_and_without_the_jack() -> None:
    """Where the best line ties the card points (Game to nobody) or the jack of trump is not in play, solve equals a
    plain minimax: the goals' bounds (t = G // 2 + 1, the jack's t) are exact at their edges."""
    tied = jackless = 0
    for seed in range(200):
        game = _position(smear, smear.Rules(), seed, 2)
        solution = smear.solve(game)
        played = game
        for action in solution.line:
            played = smear.apply(played, action)
        tie = played.last_hand.card_points[0] == played.last_hand.card_points[1]
        if tie or played.last_hand.jack is None:
            assert solution.value == _minimax(smear, game, solution.side)
            tied, jackless = tied + tie, jackless + (played.last_hand.jack is None)
    assert tied >= 2 and jackless >= 2


@pytest.mark.parametrize("ruleset", [fifty_six, smear, fifty_five], ids=lambda ruleset: ruleset.NAME)
def test_solve_refuses_views_auctions_and_unknown_sides(ruleset: Any) -> None:
    """A view is a TypeError; the auction and a side not in play are SolverErrors (ValueErrors)."""
    game = ruleset.new_game(seed=1)
    with pytest.raises(TypeError, match="every card open"):
        ruleset.solve(ruleset.view(game, game.to_act))
    with pytest.raises(SolverError, match="play phase"):
        ruleset.solve(game)
    playing = _position(ruleset, ruleset.Rules(), 2, 1)
    for bad in (-1, 9, True, "0"):
        with pytest.raises(SolverError, match="no side"):
            ruleset.solve(playing, bad)
    assert issubclass(SolverError, ValueError)


def test_solve_is_deterministic_and_counts_nodes() -> None:
    """Equal games give equal solutions, node counts included; a solution is frozen and hashable."""
    game = _position(smear, smear.Rules(), 7, 4)
    first, second = smear.solve(game), smear.solve(game)
    assert first == second and hash(first) == hash(second)
    assert first.nodes > 0
    with pytest.raises(TypeError):
        first.actions[first.line[0]] = 0  # type: ignore[index]


def test_a_trick_search_model_without_rules_says_which_hook_is_missing() -> None:
    """The core model's hooks are the rules: a model that defines none raises NotImplementedError naming each."""
    model: TrickSearchModel[tuple[Any, ...]] = TrickSearchModel((True, False), (1, 0), 2, [0] * 52, [0] * 52, [0] * 52)
    state = (((0,), (1,)), (), 0, 0)
    for hook, call in (
        ("legal", lambda: model.legal(state)),
        ("power", lambda: model.power(state, 0)),
        ("lead_power", lambda: model.lead_power(state)),
        ("play", lambda: model.play(state, 0)),
        ("bounds", lambda: model.bounds(state)),
    ):
        with pytest.raises(NotImplementedError, match=hook):
            call()
    assert model.maximising(state) and model.leads(state) and model.last_trick(state)
    assert model.after(state, 0) == (((), (1,)), (0,), 0)
