"""The benchmark harness shared by every ``bench_*.py``: timing helpers and generic game loops.

Every ruleset is measured the same way: random full hands (deal included) through
``legal_actions`` + ``apply``, whole games, and per-call costs over a sample of
positions taken from random play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from trickcore.ruleset import AnyRuleset

Row = tuple[str, float, str]
"""One benchmark result: what was measured, the number, its unit."""

Policy = Callable[[Any, Sequence[Any], random.Random], Any]
"""How a benchmark picks an action: from the game, its legal actions and a random generator."""


def uniform(game: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """Uniformly random play."""
    return legal[int(rng.random() * len(legal))]


def per_second(work: Callable[[], int], seconds: float = 1.0) -> float:
    """How many units ``work`` completes per second; ``work`` returns the units it did in one call."""
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        done += work()
        now = time.perf_counter()
        if now >= deadline:
            return done / (now - start)


def microseconds(work: Callable[[], object], repeat: int = 20_000) -> float:
    """The mean time of one call of ``work``, in microseconds, over ``repeat`` calls (best of 3)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            work()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best * 1e6


def hands_per_second(ruleset: AnyRuleset, rules: Any, seconds: float = 1.0, policy: Policy = uniform) -> float:
    """Full hands per second: a seeded deal, then ``legal_actions`` + ``apply`` until nobody is to act."""
    rng = random.Random(1)
    legal_actions, apply, new_game = ruleset.legal_actions, ruleset.apply, ruleset.new_game

    def hand() -> int:
        game = new_game(rules, seed=rng.randrange(2**32))
        while game.to_act is not None:
            game = apply(game, policy(game, legal_actions(game), rng))
        return 1

    return per_second(hand, seconds)


def games_per_second(ruleset: AnyRuleset, rules: Any, seconds: float = 1.0, policy: Policy = uniform) -> float:
    """Whole games per second, every hand dealt from a fresh seed."""
    rng = random.Random(2)
    legal_actions, apply, deal = ruleset.legal_actions, ruleset.apply, ruleset.deal
    hand_over, game_over = ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER

    def game() -> int:
        state = ruleset.new_game(rules, seed=rng.randrange(2**32))
        while state.phase is not game_over:
            if state.phase is hand_over:
                state = deal(state, seed=rng.randrange(2**32))
            else:
                state = apply(state, policy(state, legal_actions(state), rng))
        return 1

    return per_second(game, seconds)


def positions(ruleset: AnyRuleset, rules: Any, count: int, phase: Any = None) -> list[Any]:
    """``count`` positions with someone to act, from random hands (only in ``phase``, if given)."""
    rng = random.Random(3)
    found: list[Any] = []
    while len(found) < count:
        game = ruleset.new_game(rules, seed=rng.randrange(2**32))
        while game.to_act is not None and len(found) < count:
            if phase is None or game.phase is phase:
                found.append(game)
            game = ruleset.apply(game, uniform(game, ruleset.legal_actions(game), rng))
    return found


def call_rows(ruleset: AnyRuleset, states: list[Any], seconds: float = 0.5) -> list[Row]:
    """Per-call costs over ``states``: legal_actions calls per second, and check, apply and view in µs."""
    rng = random.Random(4)
    pairs = [(state, uniform(state, ruleset.legal_actions(state), rng)) for state in states]

    def over_states(call: Callable[[Any], object]) -> Callable[[], int]:
        def work() -> int:
            for state in states:
                call(state)
            return len(states)

        return work

    def over_pairs(call: Callable[[Any, Any], object]) -> Callable[[], int]:
        def work() -> int:
            for state, action in pairs:
                call(state, action)
            return len(pairs)

        return work

    return [
        ("legal_actions", per_second(over_states(ruleset.legal_actions), seconds), "calls/s"),
        ("check (a legal action)", 1e6 / per_second(over_pairs(ruleset.check), seconds), "µs"),
        ("apply (a legal action)", 1e6 / per_second(over_pairs(ruleset.apply), seconds), "µs"),
        ("view", 1e6 / per_second(over_states(lambda state: ruleset.view(state, state.to_act)), seconds), "µs"),
    ]


def print_rows(title: str, rows: list[Row]) -> None:
    """Print rows as an aligned table."""
    print(title)
    width = max((len(name) for name, _, _ in rows), default=0)
    for name, value, unit in rows:
        print(f"  {name:<{width}}  {value:>14,.1f}  {unit}")
