"""How fast is the open-hand solver, and how strong is PIMC? ``python -m benchmarks.solver [options]``.

Rows (each a median over ``--positions`` random deals, with the quartiles and the
slowest, and the nodes searched):

- solving the first-trick position after the auction (the whole hand: ``--tricks``
  sets how many tricks are left instead) of Fifty-Six with 4, 6 and 8 players,
  Smear, Fifty-Five with 4 and 9 players, against the issue's goals; a solve that
  takes longer than ``--limit`` seconds is stopped and reported as over the limit;
- with ``--pure``, the same again in a child process with ``TRICKCORE_PURE_PYTHON=1``;
- DDS: a line saying whether ``endplay`` is installed; the side-by-side row (DDS on
  random 4 × 8-card bridge deals beside ``--rows "fifty-six 4p" --tricks 8``, the same
  card count) is not written yet;
- with ``--strength`` (minutes), PIMC against ISMCTS at equal mean time per card
  decision: win rate of PIMC partners with a 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.native import ENABLED
from trickcore.players import heuristic_player, ismcts_player, pimc_player, play_game

from benchmarks.ismcts_strength import Timed, wilson

CONFIGS: dict[str, tuple[Any, Any, float]] = {
    "fifty-six 4p": (fifty_six, fifty_six.Rules(players=4), 0.050),
    "fifty-six 6p": (fifty_six, fifty_six.Rules(players=6), 1.0),
    "fifty-six 8p": (fifty_six, fifty_six.Rules(players=8), 1.0),
    "smear": (smear, smear.Rules(), 0.010),
    "fifty-five 4p": (fifty_five, fifty_five.Rules(players=4), 0.010),
    "fifty-five 9p": (fifty_five, fifty_five.Rules(players=9), 0.500),
}
"""Each row: the ruleset, its rules and the issue's goal for the median, in seconds."""


class OverLimit(Exception):
    """A solve ran past ``--limit``."""


@contextmanager
def limit(seconds: float) -> Iterator[None]:
    """Stop the block with :class:`OverLimit` after ``seconds`` (an interval timer: Unix only)."""

    def stop(signum: int, frame: Any) -> None:
        raise OverLimit

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def position(ruleset: Any, rules: Any, seed: int, tricks: int | None) -> Any:
    """A random deal played by heuristic players to its play phase (then on to ``tricks`` left, if given)."""
    chooser = random.Random(seed)
    players = [heuristic_player(ruleset.NAME, seed=f"{seed}:{seat}") for seat in range(len(ruleset.new_game(rules).hands))]
    game = ruleset.new_game(rules, seed=seed)
    while True:
        if game.phase is ruleset.Phase.PLAY and (tricks is None or len(game.hands[game.to_act]) <= tricks) and not game.trick:
            return game
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game)
        elif game.phase is ruleset.Phase.GAME_OVER:
            game = ruleset.new_game(rules, seed=chooser.randrange(10**6))
        else:
            game = ruleset.apply(game, players[game.to_act].act(ruleset.view(game, game.to_act)))


def solve_times(ruleset: Any, rules: Any, positions: int, tricks: int | None, seconds: float, seed: int) -> tuple[list[float], list[int], int]:
    """Seconds and nodes of each solve that finished, and how many ran past the limit."""
    times: list[float] = []
    nodes: list[int] = []
    over = 0
    for index in range(positions):
        game = position(ruleset, rules, seed * 1000 + index, tricks)
        start = time.perf_counter()
        try:
            with limit(seconds):
                solution = ruleset.solve(game)
        except OverLimit:
            over += 1
            continue
        times.append(time.perf_counter() - start)
        nodes.append(solution.nodes)
    return times, nodes, over


def row(name: str, times: list[float], nodes: list[int], over: int, goal: float, seconds: float) -> str:
    """One line of the report; a stopped solve counts as slower than every other (shown as ``>limit``)."""
    every = sorted(times) + [math.inf] * over
    low, median, high = (every[round(share * (len(every) - 1))] for share in (0.25, 0.5, 0.75))

    def shown(value: float) -> str:
        return f">{seconds:g} s" if math.isinf(value) else f"{value * 1000:.1f} ms"

    met = "meets" if median <= goal else "misses"
    work = f", median {statistics.median(nodes):,.0f} nodes of those solved" if nodes else ""
    stopped = f", {over} of {len(every)} stopped at the limit" if over else ""
    return (
        f"{name:<15}{shown(median):>12} median (quartiles {shown(low)}–{shown(high)}, "
        f"slowest {shown(every[-1])}{work}{stopped}); goal {goal * 1000:g} ms: {met}"
    )


def dds_line() -> str:
    """Whether DDS (through ``endplay``) could be compared here; the comparison itself is not written yet."""
    try:
        import endplay  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        return "dds (endplay)  skipped: endplay is not installed (pip install endplay); no side-by-side row yet"
    return "dds (endplay)  installed, but the side-by-side row is not written yet"


def strength(games: int, worlds: int, seed: int) -> list[str]:
    """PIMC partners against ISMCTS partners in Smear and Fifty-Six, at equal mean time per card decision."""
    lines = []
    for name, (ruleset, rules) in {"smear": (smear, smear.Rules()), "fifty-six": (fifty_six, fifty_six.Rules())}.items():
        pimc_times: list[float] = []
        ismcts_times: list[float] = []
        probe: list[float] = []
        # Calibrate ISMCTS's iterations to PIMC's mean time per decision, on one game first.
        pimc = [Timed(pimc_player(name, seed=f"{seed}:c{seat}", worlds=worlds), probe) for seat in range(4)]
        play_game(ruleset, rules, pimc, seed=f"{seed}:calibrate", max_hands=2)
        target = statistics.mean(probe)
        probe_ismcts: list[float] = []
        play_game(ruleset, rules, [Timed(ismcts_player(name, seed=seat, iterations=100), probe_ismcts) for seat in range(4)], seed=f"{seed}:calibrate", max_hands=1)
        iterations = max(10, int(100 * target / statistics.mean(probe_ismcts)))
        wins = 0
        for index in range(games):
            pimc_team = index % 2
            players: list[Any] = []
            for seat in range(4):
                if seat % 2 == pimc_team:
                    players.append(Timed(pimc_player(name, seed=f"{seed}/{index}/{seat}", worlds=worlds), pimc_times))
                else:
                    players.append(Timed(ismcts_player(name, seed=f"{seed}/{index}/{seat}", iterations=iterations), ismcts_times))
            game = play_game(ruleset, rules, players, seed=f"{seed}/{index}")
            wins += game.winner == pimc_team
        low, high = wilson(wins, games)
        lines.append(
            f"pimc vs ismcts {name:<10} {wins}/{games} = {wins / games:.0%} (95 % {low:.0%}–{high:.0%}); mean s/decision "
            f"pimc {statistics.mean(pimc_times):.3f}, ismcts {statistics.mean(ismcts_times):.3f} ({iterations} iterations)"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Measure and print the rows."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.solver", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=7, help="random deals per row (default 7)")
    parser.add_argument("--tricks", type=int, help="solve with this many tricks left (default: the first trick)")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds after which a solve is stopped (default 60)")
    parser.add_argument("--rows", nargs="+", choices=list(CONFIGS), default=list(CONFIGS), metavar="ROW")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pure", action="store_true", help="also measure in pure Python (a child process)")
    parser.add_argument("--strength", action="store_true", help="also PIMC against ISMCTS (long: minutes)")
    parser.add_argument("--games", type=int, default=20, help="games per ruleset of --strength (default 20)")
    parser.add_argument("--worlds", type=int, default=8, help="PIMC's worlds in --strength (default 8)")
    args = parser.parse_args(argv)
    mode = "compiled kernels" if ENABLED else "pure Python"
    print(f"solve, {'first trick' if args.tricks is None else f'{args.tricks} tricks left'}, {mode}:")
    for name in args.rows:
        ruleset, rules, goal = CONFIGS[name]
        times, nodes, over = solve_times(ruleset, rules, args.positions, args.tricks, args.limit, args.seed)
        print(row(name, times, nodes, over, goal, args.limit), flush=True)
    if args.pure and ENABLED:
        child = [a for a in (argv if argv is not None else sys.argv[1:]) if a not in ("--pure", "--strength")]
        environment = {**os.environ, "TRICKCORE_PURE_PYTHON": "1"}
        subprocess.run([sys.executable, "-m", "benchmarks.solver", *child], env=environment, check=True)
    print(dds_line())
    if args.strength:
        for line in strength(args.games, args.worlds, args.seed):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
