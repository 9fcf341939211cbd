"""Fifty-Six speed: random full hands and games through ``legal_actions`` + ``apply``, and per-call costs.

Run ``python benchmarks/bench_fifty_six.py`` to print the rows; :func:`rows` returns them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from trickcore.games import fifty_six

SECONDS = 1.5
"""Rough time budget per measurement."""


def _rate(step: Callable[[int], object], budget: float = SECONDS) -> float:
    """Calls of ``step(i)`` per second over about ``budget`` seconds."""
    count = 0
    start = time.perf_counter()
    deadline = start + budget
    while True:
        for _ in range(10):
            step(count)
            count += 1
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def _random_hand(rules: fifty_six.Rules, rng: random.Random) -> Callable[[int], object]:
    """One random hand, from the deal to the last trick."""
    legal_actions, apply, play = fifty_six.legal_actions, fifty_six.apply, fifty_six.Phase.PLAY
    auction, choice = fifty_six.Phase.AUCTION, rng.choice

    def step(i: int) -> object:
        game = fifty_six.new_game(rules, seed=i, dealer=0)
        phase = game.phase
        while phase is auction or phase is play:
            game = apply(game, choice(legal_actions(game)))
            phase = game.phase
        return game

    return step


def _random_game(rules: fifty_six.Rules, rng: random.Random) -> Callable[[int], object]:
    """One random game to the end."""

    def step(i: int) -> object:
        game = fifty_six.new_game(rules, seed=i)
        while game.phase is not fifty_six.Phase.GAME_OVER:
            if game.phase is fifty_six.Phase.HAND_OVER:
                game = fifty_six.deal(game, seed=rng.randrange(2**32))
            else:
                game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        return game

    return step


def _mid_play_states(count: int) -> list[fifty_six.Game]:
    """Games in the middle of the play (some trick cards down), for per-call timings."""
    rng = random.Random(1)
    states = []
    for seed in range(count):
        game = fifty_six.new_game(seed=seed)
        while game.phase is fifty_six.Phase.AUCTION:
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        for _ in range(rng.randrange(1, 30)):
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
        states.append(game)
    return states


def _per_call_us(function: Callable[[fifty_six.Game], object], states: list[fifty_six.Game]) -> float:
    """Microseconds per call of ``function`` over the states."""
    size = len(states)
    return 1e6 / _rate(lambda i: function(states[i % size]), SECONDS / 2)


def rows() -> list[tuple[str, float, str]]:
    """(name, value, unit) rows of the benchmark."""
    rng = random.Random(0)
    result = []
    for players in (4, 6, 8):
        rate = _rate(_random_hand(fifty_six.Rules(players=players), rng))
        result.append((f"random full hands, {players} players (deal + legal_actions + apply)", rate, "hands/s"))
    result.append(("random full games, 4 players, 3 tables", _rate(_random_game(fifty_six.Rules(starting_tables=3), rng)), "games/s"))
    states = _mid_play_states(200)
    plays = [fifty_six.legal_actions(state)[0] for state in states]
    result.append(("legal_actions (play)", 1 / _per_call_us(fifty_six.legal_actions, states) * 1e6, "calls/s"))
    auctions = [fifty_six.new_game(seed=seed) for seed in range(200)]
    result.append(("legal_actions (auction)", 1 / _per_call_us(fifty_six.legal_actions, auctions) * 1e6, "calls/s"))
    index = {id(state): action for state, action in zip(states, plays)}
    result.append(("check (legal play)", _per_call_us(lambda g: fifty_six.check(g, index[id(g)]), states), "µs"))
    result.append(("view", _per_call_us(lambda g: fifty_six.view(g, 0), states), "µs"))
    result.append(("apply (play)", _per_call_us(lambda g: fifty_six.apply(g, index[id(g)]), states), "µs"))
    result.append(("new_game (seeded deal)", _per_call_us(lambda g: fifty_six.new_game(seed=7, dealer=0), states), "µs"))
    return result


if __name__ == "__main__":
    for name, value, unit in rows():
        print(f"{name:<62} {value:>12,.1f} {unit}")
