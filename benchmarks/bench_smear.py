"""Smear benchmarks: random full hands, games, legal_actions, check, view and apply speed.

Run standalone (``python benchmarks/bench_smear.py``) to print the rows, or call
:func:`rows`. Targets (issue): 20,000 hands/s with blind 0, 10,000 with blind 3,
``check`` at most 5 µs.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from timing import Row, print_rows
from timing import per_second as _rate

from trickcore.games import smear


def _hand_runner(rules: smear.Rules, rng: random.Random) -> Callable[[], int]:
    """One random full hand (deal from a seed, then legal_actions + apply until it ends)."""
    legal_actions, apply, choice = smear.legal_actions, smear.apply, rng.choice
    hand_over, game_over = smear.Phase.HAND_OVER, smear.Phase.GAME_OVER

    def run() -> int:
        game = smear.new_game(rules, seed=rng.randrange(2**32), dealer=rng.randrange(4))
        while game.phase is not hand_over and game.phase is not game_over:
            game = apply(game, choice(legal_actions(game)))
        return 1

    return run


def _game_runner(rng: random.Random) -> Callable[[], int]:
    """One random full game to 15 (bidding kept modest so games end)."""
    rules = smear.Rules()

    def run() -> int:
        game = smear.new_game(rules, seed=rng.randrange(2**32))
        while game.phase is not smear.Phase.GAME_OVER:
            if game.phase is smear.Phase.HAND_OVER:
                game = smear.deal(game, seed=rng.randrange(2**32))
                continue
            legal = smear.legal_actions(game)
            if game.phase is smear.Phase.AUCTION:
                action = legal[1] if game.to_act == game.dealer and len(legal) == 4 else legal[0]
            else:
                action = rng.choice(legal)
            game = smear.apply(game, action)
        return 1

    return run


def _sample_states(rules: smear.Rules, rng: random.Random, count: int) -> list[smear.Game]:
    """Games at random points of random hands, with someone to act."""
    states: list[smear.Game] = []
    while len(states) < count:
        game = smear.new_game(rules, seed=rng.randrange(2**32))
        while game.to_act is not None:
            states.append(game)
            game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    return states[:count]


def _per_call(states: list[smear.Game], call: Callable[[smear.Game], object], seconds: float) -> float:
    """Calls per second of ``call`` over the sample states."""

    def work() -> int:
        for state in states:
            call(state)
        return len(states)

    return _rate(work, seconds)


def rows(seconds: float = 1.0) -> list[Row]:
    """The benchmark rows: (name, value, unit)."""
    rng = random.Random(2024)
    result: list[Row] = []
    for blind in (0, 3):
        rate = _rate(_hand_runner(smear.Rules(blind_size=blind), rng), seconds)
        result.append((f"random full hands, blind {blind}", rate, "hands/s"))
    result.append(("random full games to 15", _rate(_game_runner(rng), seconds), "games/s"))
    states = _sample_states(smear.Rules(blind_size=2), rng, 400)
    moves = [rng.choice(smear.legal_actions(state)) for state in states]
    pairs = list(zip(states, moves))
    result.append(("legal_actions", _per_call(states, smear.legal_actions, seconds), "calls/s"))

    def check_all() -> int:
        for state, move in pairs:
            smear.check(state, move)
        return len(pairs)

    def apply_all() -> int:
        for state, move in pairs:
            smear.apply(state, move)
        return len(pairs)

    def view_all() -> int:
        for state in states:
            smear.view(state, 1)
        return len(states)

    result.append(("check (legal action)", 1e6 / _rate(check_all, seconds), "µs"))
    result.append(("apply", 1e6 / _rate(apply_all, seconds), "µs"))
    result.append(("view", 1e6 / _rate(view_all, seconds), "µs"))
    return result


if __name__ == "__main__":
    print_rows("smear", rows())
