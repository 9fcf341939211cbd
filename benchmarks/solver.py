"""How fast is the open-hand solver, and how strong is PIMC? ``python -m benchmarks.solver [options]``.

Rows (each a median over ``--positions`` random deals, with the quartiles and the
slowest, and the nodes searched; times are CPU seconds of the solving thread, which
other work on a shared machine inflates far less than the clock, and which stay exact
while the limit's process CPU timer runs, unlike the process's CPU clock, which the
kernel then samples at its tick):

- solving the first-trick position after the auction (the whole hand: ``--tricks``
  sets how many tricks are left instead) of Fifty-Six with 4, 6 and 8 players,
  Smear, Fifty-Five with 4 and 9 players, against the issue's goals; a solve that
  takes longer than ``--limit`` seconds is stopped and reported as over the limit;
- with ``--pure``, the same again in a child process with ``TRICKCORE_PURE_PYTHON=1``;
- DDS (when ``endplay`` is installed, else a line saying so): DDS on random 4 × 8-card
  bridge deals beside our Fifty-Six with 8 cards a hand (the same card count), and the
  ratio of the medians;
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
from typing import Any, Final

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.native import ENABLED
from trickcore.players import heuristic_player, ismcts_player, pimc_player, play_game
from trickcore.players._pimc import SOLVED_CARDS

from benchmarks.ismcts_strength import wilson

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
    """Stop the block with :class:`OverLimit` after ``seconds`` of this process's CPU time (a profiling
    interval timer: Unix only; CPU time, as the solves are timed, so other work on the machine does not count)."""

    def stop(signum: int, frame: Any) -> None:
        raise OverLimit

    previous = signal.signal(signal.SIGPROF, stop)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


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
        start = time.thread_time()
        try:
            with limit(seconds):
                solution = ruleset.solve(game)
        except OverLimit:
            over += 1
            continue
        times.append(time.thread_time() - start)
        nodes.append(solution.nodes)
    return times, nodes, over


def row(name: str, times: list[float], nodes: list[int], over: int, goal: float, seconds: float) -> str:
    """One line of the report; a stopped solve counts as slower than every other (shown as ``>limit``)."""
    every = sorted(times) + [math.inf] * over
    low, median, high = (every[round(share * (len(every) - 1))] for share in (0.25, 0.5, 0.75))

    def shown(value: float) -> str:
        return f">{seconds:g} s" if math.isinf(value) else f"{value * 1000:.1f} ms"

    met = "" if math.isinf(goal) else f"; goal {goal * 1000:g} ms: {'meets' if median <= goal else 'misses'}"
    work = f", median {statistics.median(nodes):,.0f} nodes of those solved" if nodes else ""
    stopped = f", {over} of {len(every)} stopped at the limit" if over else ""
    return (
        f"{name:<15}{shown(median):>12} median (quartiles {shown(low)}–{shown(high)}, "
        f"slowest {shown(every[-1])}{work}{stopped}){met}"
    )


_BRIDGE_RANKS: Final = "AKQJT98765432"


def bridge_deal(chooser: random.Random, cards: int) -> str:
    """A random bridge position of four hands of ``cards`` cards each (drawn from the 52), as PBN, North first."""
    pack = [(suit, rank) for suit in range(4) for rank in _BRIDGE_RANKS]
    drawn = chooser.sample(pack, 4 * cards)
    hands = [drawn[cards * seat : cards * (seat + 1)] for seat in range(4)]

    def suits(hand: list[tuple[int, str]]) -> str:
        return ".".join(
            "".join(rank for rank in _BRIDGE_RANKS if (suit, rank) in hand) for suit in range(4)
        )

    return "N:" + " ".join(suits(hand) for hand in hands)


def dds_lines(positions: int, seed: int, seconds: float) -> list[str]:
    """DDS (through ``endplay``) on random 4 x 8-card bridge positions, beside our solve of Fifty-Six with
    8 cards a hand (the same card count, 32), measured in the same run; skipped when endplay is missing."""
    try:
        from endplay.dds import solve_board  # type: ignore[import-not-found, unused-ignore]
        from endplay.types import Deal, Denom, Player  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return ["dds (endplay)  skipped: endplay is not installed (pip install 'trickcore[benchmark]' or pip install endplay)"]
    chooser = random.Random(seed)
    solve_board(Deal(bridge_deal(chooser, 8)))  # DDS sets up its tables on the first call: not timed
    times: list[float] = []
    for _ in range(max(positions, 20)):
        deal = Deal(bridge_deal(chooser, 8))
        deal.first = Player.north
        deal.trump = Denom(chooser.randrange(5))
        start = time.thread_time()
        solve_board(deal)
        times.append(time.thread_time() - start)
    ours, nodes, over = solve_times(fifty_six, fifty_six.Rules(players=4), positions, 8, seconds, seed)
    dds_median = statistics.median(times)
    lines = [row("dds 4x8 bridge", times, [], 0, math.inf, seconds), row("ours 4x8 (56)", ours, nodes, over, math.inf, seconds)]
    if ours and not over:
        lines.append(f"{'ratio':<15}{statistics.median(ours) / dds_median:>11.0f}x DDS's median (the same 32 cards, this run)")
    else:
        lines.append(f"{'ratio':<15} more than {seconds / dds_median:,.0f}x DDS's median (some solves stopped at the limit)")
    return lines


STRENGTH: dict[str, tuple[Any, Any]] = {
    "smear": (smear, smear.Rules()),
    "fifty-five": (fifty_five, fifty_five.Rules(players=4)),
    "fifty-six": (fifty_six, fifty_six.Rules(players=4)),
}
"""The rulesets of ``--strength``: four seats, two of each player (teams in Smear and Fifty-Six, seats alone in Fifty-Five)."""


class CardTimed:
    """Wraps a player and records how long each card decision with a choice took (PIMC: only those it solves)."""

    def __init__(self, inner: Any, ruleset: Any, times: list[float], solved_only: bool) -> None:
        self.inner, self.ruleset, self.times, self.solved_only = inner, ruleset, times, solved_only

    def act(self, view: Any) -> Any:
        """The inner player's action, timed when it is a card decision that counts."""
        counted = str(view.phase) == "play" and len(self.ruleset.legal_actions(view)) > 1
        if self.solved_only:
            counted = counted and sum(view.hand_sizes) <= SOLVED_CARDS[self.ruleset.NAME]
        start = time.perf_counter()
        action = self.inner.act(view)
        if counted:
            self.times.append(time.perf_counter() - start)
        return action


def _pimc_winner(ruleset: Any, game: Any, pimc_seats: set[int]) -> bool:
    """Whether the game's winner is the PIMC players' side."""
    winner: int | None = game.winner
    if ruleset is fifty_five:
        return winner in pimc_seats
    return winner == min(pimc_seats) % 2


def strength(names: list[str], games: int, seed: int) -> Iterator[str]:
    """PIMC against ISMCTS (its default settings), two seats each, at equal mean time per card decision: a line
    per ruleset, each as soon as its games are played.

    ISMCTS's mean time per card decision (with a choice) is measured over one
    calibration hand; PIMC's worlds are then set so that its mean time per card
    decision that it *solves* is the same (the others are its fallback's, ISMCTS
    at its defaults, as in :func:`~trickcore.players.pimc_player`). Games are
    played in pairs on the same deals with the seats swapped (duplicate), so that
    the luck of the cards cancels.
    """
    for name in names:
        ruleset, rules = STRENGTH[name]
        probe_ismcts: list[float] = []
        play_game(ruleset, rules, [CardTimed(ismcts_player(name, seed=f"{seed}:i{seat}"), ruleset, probe_ismcts, False) for seat in range(4)], seed=f"{seed}:calibrate", max_hands=1)
        probe_pimc: list[float] = []
        calibrating = [pimc_player(name, seed=f"{seed}:p{seat}", worlds=8, fallback="heuristic") for seat in range(4)]
        play_game(ruleset, rules, [CardTimed(player, ruleset, probe_pimc, True) for player in calibrating], seed=f"{seed}:calibrate", max_hands=2)
        worlds = max(1, min(256, round(8 * statistics.mean(probe_ismcts) / statistics.mean(probe_pimc))))
        print(
            f"  {name} calibration: ismcts {statistics.mean(probe_ismcts):.4f} s, pimc {statistics.mean(probe_pimc):.4f} s "
            f"at 8 worlds per card decision: {worlds} worlds",
            file=sys.stderr,
            flush=True,
        )
        pimc_times: list[float] = []
        ismcts_times: list[float] = []
        wins = 0
        for index in range(games):
            pimc_seats = {0, 2} if index % 2 == 0 else {1, 3}
            players: list[Any] = []
            for seat in range(4):
                if seat in pimc_seats:
                    players.append(CardTimed(pimc_player(name, seed=f"{seed}/{index}/{seat}", worlds=worlds), ruleset, pimc_times, True))
                else:
                    players.append(CardTimed(ismcts_player(name, seed=f"{seed}/{index}/{seat}"), ruleset, ismcts_times, False))
            game = play_game(ruleset, rules, players, seed=f"{seed}/{index // 2}")
            wins += _pimc_winner(ruleset, game, pimc_seats)
            print(f"  {name} game {index + 1}/{games}: pimc {wins}", file=sys.stderr, flush=True)
        low, high = wilson(wins, games)
        yield (
            f"pimc vs ismcts {name:<10} {wins}/{games} = {wins / games:.0%} (95 % {low:.0%}–{high:.0%}); mean s per card "
            f"decision: pimc {statistics.mean(pimc_times):.4f} (solved ones, {worlds} worlds; "
            f"sd {statistics.pstdev(pimc_times):.4f}), ismcts {statistics.mean(ismcts_times):.4f} "
            f"(default iterations; sd {statistics.pstdev(ismcts_times):.4f})"
        )


def main(argv: list[str] | None = None) -> int:
    """Measure and print the rows."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.solver", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=7, help="random deals per row (default 7)")
    parser.add_argument("--tricks", type=int, help="solve with this many tricks left (default: the first trick)")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds after which a solve is stopped (default 60)")
    parser.add_argument("--rows", nargs="+", choices=list(CONFIGS), default=list(CONFIGS), metavar="ROW")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pure", action="store_true", help="also measure in pure Python (a child process)")
    parser.add_argument("--no-dds", action="store_true", help="skip the DDS comparison even if endplay is installed")
    parser.add_argument("--strength", action="store_true", help="also PIMC against ISMCTS (long: minutes)")
    parser.add_argument("--games", type=int, default=20, help="games per ruleset of --strength (default 20)")
    parser.add_argument(
        "--strength-rulesets", nargs="+", choices=list(STRENGTH), default=list(STRENGTH), metavar="RULESET",
        help="the rulesets of --strength (default: all three)",
    )
    args = parser.parse_args(argv)
    mode = "compiled kernels" if ENABLED else "pure Python"
    print(f"solve, {'first trick' if args.tricks is None else f'{args.tricks} tricks left'}, {mode}:")
    for name in args.rows:
        ruleset, rules, goal = CONFIGS[name]
        times, nodes, over = solve_times(ruleset, rules, args.positions, args.tricks, args.limit, args.seed)
        print(row(name, times, nodes, over, goal, args.limit), flush=True)
    if args.pure and ENABLED:
        child = [*(a for a in (argv if argv is not None else sys.argv[1:]) if a not in ("--pure", "--strength")), "--no-dds"]
        environment = {**os.environ, "TRICKCORE_PURE_PYTHON": "1"}
        subprocess.run([sys.executable, "-m", "benchmarks.solver", *child], env=environment, check=True)
    if not args.no_dds:
        for line in dds_lines(args.positions, args.seed, args.limit):
            print(line, flush=True)
    if args.strength:
        for line in strength(args.strength_rulesets, args.games, args.seed):
            print(line, flush=True)
    else:
        print("pimc vs ismcts  skipped: minutes per ruleset; ask with --strength (--games N)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
