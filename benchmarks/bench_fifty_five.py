"""Fifty-Five speed: random full hands and games, and the cost of legal_actions, check, view and apply.

Run ``python benchmarks/bench_fifty_five.py`` to print the rows; :func:`rows` returns them.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable

from trickcore.games import fifty_five as ff


def _random_hand(rules: ff.Rules, seed: int, rng: random.Random) -> ff.Game:
    """Deal one hand and play it out with uniformly random legal actions (legal_actions + apply)."""
    game = ff.new_game(rules, seed=seed, dealer=seed % rules.players)
    while game.to_act is not None:
        actions = ff.legal_actions(game)
        game = ff.apply(game, actions[int(rng.random() * len(actions))])
    return game


def _random_hand_sampled_discard(rules: ff.Rules, seed: int, rng: random.Random) -> ff.Game:
    """As :func:`_random_hand`, but the discard is drawn from the hand instead of listing all 252."""
    game = ff.new_game(rules, seed=seed, dealer=seed % rules.players)
    while game.to_act is not None:
        if game.phase is ff.Phase.DISCARD:
            game = ff.apply(game, ff.Discard(rng.sample(game.hands[game.to_act], 5)))
            continue
        actions = ff.legal_actions(game)
        game = ff.apply(game, actions[int(rng.random() * len(actions))])
    return game


def _per_second(work: Callable[[int], object], budget: float) -> float:
    """How many calls of ``work(i)`` run per second within about ``budget`` seconds."""
    count = 0
    start = time.perf_counter()
    while True:
        work(count)
        count += 1
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return count / elapsed


def _positions(count: int) -> list[ff.Game]:
    """A sample of mid-play positions of random 4-player hands."""
    rng = random.Random(1)
    positions = []
    for seed in range(count):
        game = ff.new_game(seed=seed, dealer=0)
        steps = rng.randrange(6, 22)
        while game.to_act is not None and steps:
            actions = ff.legal_actions(game)
            game = ff.apply(game, actions[int(rng.random() * len(actions))])
            steps -= 1
        if game.phase is ff.Phase.PLAY:
            positions.append(game)
    return positions


def _micro(positions: list[ff.Game], work: Callable[[ff.Game], object], repeat: int = 20) -> float:
    """Mean µs of ``work`` over the positions."""
    start = time.perf_counter()
    for _ in range(repeat):
        for game in positions:
            work(game)
    return (time.perf_counter() - start) / (repeat * len(positions)) * 1e6


def rows() -> list[tuple[str, float, str]]:
    """(name, value, unit) rows for the benchmark table."""
    rng = random.Random(0)
    result: list[tuple[str, float, str]] = []
    for players in (2, 4, 9):
        rules = ff.Rules(players=players)
        rate = _per_second(functools.partial(_random_hand, rules, rng=rng), 2.0)
        result.append((f"random hands/s, {players} players", rate, "hands/s"))
    four = ff.Rules()
    rate = _per_second(lambda i: _random_hand_sampled_discard(four, i, rng), 2.0)
    result.append(("random hands/s, 4 players, discard sampled", rate, "hands/s"))
    target = ff.Rules(target=5)

    def full_game(seed: int) -> None:
        game = ff.new_game(target, seed=seed)
        while game.phase is not ff.Phase.GAME_OVER:
            if game.phase is ff.Phase.HAND_OVER:
                game = ff.deal(game, seed=seed)
                continue
            actions = ff.legal_actions(game)
            game = ff.apply(game, actions[int(rng.random() * len(actions))])

    result.append(("random games/s, 4 players, target 5", _per_second(full_game, 1.5), "games/s"))
    positions = _positions(400)
    plays = [(game, ff.legal_actions(game)[0]) for game in positions]
    result.append(("legal_actions calls/s (play)", 1e6 / _micro(positions, ff.legal_actions), "calls/s"))
    start = time.perf_counter()
    for _ in range(20):
        for game, action in plays:
            ff.check(game, action)
    result.append(("check", (time.perf_counter() - start) / (20 * len(plays)) * 1e6, "µs"))
    result.append(("view", _micro(positions, lambda game: ff.view(game, 0)), "µs"))
    start = time.perf_counter()
    for _ in range(20):
        for game, action in plays:
            ff.apply(game, action)
    result.append(("apply (play)", (time.perf_counter() - start) / (20 * len(plays)) * 1e6, "µs"))
    return result


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:40} {value:12,.1f} {unit}")
