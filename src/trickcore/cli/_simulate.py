"""``trickcore simulate``: its options, and the summary as a table (or JSON) over :mod:`trickcore.simulation`."""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final, TextIO, cast

import attrs

from trickcore.cli._options import UsageError
from trickcore.cli._paths import check_writable
from trickcore.cli._titles import game_title, options_text, side_names
from trickcore.cli._style import Style
from trickcore.simulation import (
    BACKENDS,
    PLAYER_KINDS,
    Backend,
    BackendError,
    MissingExtraError,
    SimulationError,
    Summary,
    available_cpus,
    check_plot_path,
    make_players,
    plot_summary,
    simulate,
)

__all__ = [
    "GAME_SECONDS",
    "PLAYER_KINDS",
    "POOL_MIN_SECONDS",
    "BackendChoice",
    "add_simulate_options",
    "check_plot",
    "choose_backend",
    "estimated_seconds",
    "format_summary",
    "make_players",
    "run_simulate",
]

DEFAULT_GAMES: Final = 100
"""Games played when ``--games`` is not given."""


def add_simulate_options(parser: argparse.ArgumentParser, positive: Any) -> None:
    """The options only ``simulate`` has (``positive`` is the positive-integer argument type)."""
    parser.add_argument(
        "--games", type=positive, default=DEFAULT_GAMES, metavar="N", help=f"how many games (default: {DEFAULT_GAMES})"
    )
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        help="where the games run: local (this process), process (a process pool) or ray"
        " (default: process when the games should take 2 s of CPU or more and there are 2 CPUs or more, else local;"
        " the summary says which and why)",
    )
    parser.add_argument(
        "--jobs", type=positive, metavar="J", help="worker processes, or Ray tasks in flight (default: one per CPU)"
    )
    parser.add_argument(
        "--address", metavar="A", help="the Ray cluster to join, e.g. ray://head:10001 (default: a local Ray instance)"
    )
    parser.add_argument(
        "--batch-size", type=positive, metavar="N", help="games per task sent to a worker (default: automatic)"
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON (the same for every backend)")
    parser.add_argument(
        "--plot", type=Path, metavar="FILE", help="draw win rates and scores to FILE (.png, .svg, .pdf; extra 'plot')"
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar on stderr (default: when stderr is a terminal)",
    )


GAME_SECONDS: Final[Mapping[str, Mapping[str, float]]] = {
    "smear": {"random": 0.011, "heuristic": 0.0064, "ismcts": 6.9, "pimc": 1.6},
    "fifty-six": {"random": 0.0005, "heuristic": 0.037, "ismcts": 6.9, "pimc": 6.8},
    "fifty-five": {"random": 0.009, "heuristic": 0.0044, "ismcts": 6.9, "pimc": 1.1},
}
"""CPU seconds one game takes with every seat played by one kind of player (standard rules, one CPU of
the development machine, measured with ``time.process_time``; ISMCTS measured on Smear and taken for
every game, as any run of it is long; PIMC, with its ISMCTS fallback, measured per ruleset, one game of
seed 1): what the default backend is chosen from."""

POOL_MIN_SECONDS: Final = 2.0
"""The least estimated work (CPU seconds) for which ``simulate`` starts a process pool by default.

A pool costs a start (forking the workers, each warming its own caches) and pays
back at most half the work on two CPUs; below this the saving is small and easily
lost to other work on the machine (200 Smear games of heuristic players, about
1.3 s, ran at 57 games/s in a pool of two and at 81 in one process)."""


@attrs.frozen
class BackendChoice:
    """The backend a ``simulate`` runs on, and why (said under the summary)."""

    backend: Backend
    reason: str


def estimated_seconds(ruleset: str, lineup: Sequence[str], seats: int, games: int) -> float:
    """The CPU seconds ``games`` games should take: per game, the mean over the seats of their kind's cost.

    Example:
        >>> round(estimated_seconds("smear", ["heuristic"], 4, 200), 2)
        1.28
    """
    costs = GAME_SECONDS[ruleset]
    per_game = sum(costs[lineup[seat % len(lineup)]] for seat in range(seats)) / seats
    return games * per_game


def choose_backend(work: float, cpus: int) -> BackendChoice:
    """The default backend: a process pool when there are two CPUs or more and ``POOL_MIN_SECONDS`` of
    work or more, else this process.

    Example:
        >>> choose_backend(1.3, 2).backend, choose_backend(30.0, 2).backend, choose_backend(30.0, 1).backend
        ('local', 'process', 'local')
        >>> choose_backend(30.0, 2).reason
        'chosen for about 30 s of work on 2 CPUs'
    """
    about = f"about {work:,.0f} s of work" if work >= 1 else "under a second of work"
    if cpus < 2:
        return BackendChoice("local", "chosen: one CPU")
    if work < POOL_MIN_SECONDS:
        return BackendChoice("local", f"chosen for {about}; a pool starts from {POOL_MIN_SECONDS:g} s")
    return BackendChoice("process", f"chosen for {about} on {cpus} CPUs")


def _backend(args: argparse.Namespace, ruleset: Any, seats: int) -> BackendChoice:
    """The backend asked for, or the default (:func:`choose_backend`, from the work's size and the CPUs)."""
    if args.address is not None and args.backend not in (None, "ray"):
        raise UsageError(f"--address is for --backend ray, not --backend {args.backend}")
    if args.backend is not None:
        if args.backend == "local" and args.jobs not in (None, 1):
            raise UsageError("--backend local runs one job; use --backend process or ray for --jobs")
        return BackendChoice(cast(Backend, args.backend), "")
    if args.address is not None:
        return BackendChoice("ray", "chosen: --address")
    if args.jobs is not None:
        return BackendChoice("process", "chosen: --jobs") if args.jobs > 1 else BackendChoice("local", "chosen: --jobs 1")
    work = estimated_seconds(ruleset.NAME, args.lineup, seats, args.games)
    return choose_backend(work, available_cpus())


def check_plot(path: Path) -> None:
    """Before any work: ``--plot`` can be written, in a format matplotlib knows, and matplotlib is there.

    Raises:
        UsageError: any of these is not so.
    """
    check_writable(path, "--plot")
    try:
        check_plot_path(path)
    except MissingExtraError as error:
        raise UsageError(str(error)) from error
    except ValueError as error:
        raise UsageError(f"--plot {error}") from error


def run_simulate(args: argparse.Namespace, ruleset: Any, rules: Any, seed: Any, stdout: TextIO, stderr: TextIO) -> int:
    """Run ``simulate`` from parsed options: check outputs, play, print the table or JSON, draw the plot."""
    seats = len(ruleset.new_game(rules, seed=0).hands)
    choice = _backend(args, ruleset, seats)
    backend = choice.backend
    if args.plot is not None:
        check_plot(args.plot)
    show = args.progress if args.progress is not None else bool(getattr(stderr, "isatty", lambda: False)())
    try:
        summary = simulate(
            ruleset,
            rules,
            games=args.games,
            lineup=args.lineup,
            seed=seed,
            max_hands=args.max_hands,
            max_actions=args.max_actions,
            backend=backend,
            jobs=args.jobs if backend != "local" else None,
            address=args.address,
            batch_size=args.batch_size,
            progress=stderr if show else False,
        )
    except (SimulationError, MissingExtraError, BackendError) as error:
        raise UsageError(str(error)) from error
    names = side_names(ruleset, rules)
    title = " · ".join(part for part in (game_title(ruleset), options_text(rules)) if part)
    if args.json:
        print(summary.to_json(), file=stdout)
    else:
        style = Style.for_stream(stdout, args.color)
        for line in format_summary(summary, title, names, style, choice.reason):
            print(style.text(line), file=stdout)
    if args.plot is not None:
        try:
            plot_summary(summary, args.plot, side_names=names)
        except OSError as error:
            raise UsageError(f"cannot write {args.plot}: {error.strerror or error}") from error
        print(f"{args.plot}: plot written", file=stderr)
    return 0


def _number(value: float | None, digits: int = 1) -> str:
    """A statistic, or ``-`` when there is none."""
    return "-" if value is None else f"{value:,.{digits}f}"


def _table(rows: Sequence[Sequence[str]], right: Sequence[bool]) -> list[str]:
    """Rows as aligned columns (``right``: which columns are right-aligned)."""
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(
            cell.rjust(width) if align else cell.ljust(width) for cell, width, align in zip(row, widths, right)
        ).rstrip()
        for row in rows
    ]


def format_summary(summary: Summary, title: str, side_names: Sequence[str], style: Style, chosen: str = "") -> list[str]:
    """The summary as lines a person reads: sides, caps, hands, contracts, time and backend (``chosen``: why that one).

    Example:
        >>> from trickcore.simulation import simulate
        >>> summary = simulate("smear", games=3, seed=1)
        >>> lines = format_summary(summary, "Smear", ["team A", "team B"], Style())
        >>> lines[0]
        'Smear · 3 games · seed 1'
        >>> lines[2].split()[:4]
        ['side', 'seats', 'players', 'wins']
    """
    score = "tables" if summary.ruleset == "fifty-six" else "score"
    lines = [f"{title} · {summary.games} games · seed {summary.seed}", ""]
    rows = [["side", "seats", "players", "wins", "win rate", "95% interval", f"{score}: mean", "sd", "min", "max"]]
    for name, side in zip(side_names, summary.sides):
        rows.append(
            [
                name,
                ", ".join(map(str, side.seats)),
                ", ".join(side.players),
                str(side.wins),
                f"{100 * side.win_rate:.1f}%",
                f"{100 * side.interval.low:.1f}% – {100 * side.interval.high:.1f}%",
                _number(side.score.mean),
                _number(side.score.stdev),
                _number(side.score.min, 0),
                _number(side.score.max, 0),
            ]
        )
    lines += _table(rows, [False, False, False, True, True, True, True, True, True, True])
    lines.append("")
    unfinished = summary.unfinished
    if unfinished:
        by_hands = sum(1 for result in unfinished if result.cap == "hands")
        caps = []
        if by_hands:
            caps.append(f"{by_hands} at {summary.max_hands:,} hands (--max-hands)")
        if len(unfinished) - by_hands:
            caps.append(f"{len(unfinished) - by_hands} at {summary.max_actions:,} actions (--max-actions)")
        lines.append(
            style.bad(f"unfinished: {len(unfinished)} of {summary.games} games")
            + f" ({100 * len(unfinished) / summary.games:.1f}%) hit a cap: {', '.join(caps)}"
        )
        lines.append("  (won by nobody, and left out of the scores and hands per game)")
    else:
        lines.append(f"unfinished: none (caps: {summary.max_hands:,} hands, {summary.max_actions:,} actions)")
    hands = summary.hands
    lines.append(
        f"hands per finished game: mean {_number(hands.mean)}, sd {_number(hands.stdev)},"
        f" min {_number(hands.min, 0)}, max {_number(hands.max, 0)}"
    )
    contracts = summary.contracts
    if contracts:
        lines.append("")
        rows = [["bid", "hands", "made", "made %"]]
        rows += [
            [str(c.bid), f"{c.count:,}", f"{c.made:,}", f"{100 * c.made / c.count:.1f}%"] for c in contracts
        ]
        lines += _table(rows, [False, True, True, True])
        if summary.thrown_in:
            lines.append(f"thrown in (everybody passed): {summary.thrown_in:,} hands")
    run = summary.run
    if run is not None:
        jobs = f"{run.jobs} job{'s' if run.jobs != 1 else ''}"
        lines.append("")
        lines.append(
            f"time: {run.seconds:.2f} s · {run.rate(summary.games):,.1f} games/s ·"
            f" {run.rate(summary.total_hands):,.0f} hands/s · {run.backend} backend, {jobs}"
            + (f" ({chosen})" if chosen else "")
        )
    return lines
