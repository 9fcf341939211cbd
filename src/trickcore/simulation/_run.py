"""``simulate``: play many seeded games on a backend and summarize them."""

from __future__ import annotations

import secrets
import sys
import time
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final, TextIO

from trickcore.deck import MAX_SEED_BITS, Seed
from trickcore.errors import TrickcoreError, excerpt
from trickcore.players import DEFAULT_MAX_ACTIONS
from trickcore.registry import get_ruleset
from trickcore.ruleset import AnyRuleset
from trickcore.simulation._adapt import side_seats
from trickcore.simulation._backends import BACKENDS, Backend, available_cpus, run_games
from trickcore.simulation._play import Plan
from trickcore.simulation._players import LineupEntry, lineup_name, player_factory
from trickcore.simulation._progress import ProgressBar, progress_bar
from trickcore.simulation._results import GameResult, RunInfo, Summary

__all__ = ["DEFAULT_MAX_HANDS", "SimulationError", "default_max_hands", "simulate"]

DEFAULT_MAX_HANDS: Final[Mapping[str, int]] = MappingProxyType({"fifty-six": 1_000, "smear": 100, "fifty-five": 100})
"""The hands cap per game by default, per ruleset: about ten times the longest game
of heuristic players, so real games end well within it while a table of random
players, whose games can drift for ever, stops in a fraction of a second."""


_MAX_COUNT: Final = 2**53 - 1
"""The largest count :func:`simulate` takes (games, caps, jobs, batch size): far beyond any run."""

_PROCESSES_PER_CPU: Final = 8
"""More worker processes than this per CPU only thrash (and a typo must not fork thousands)."""


class SimulationError(TrickcoreError, ValueError):
    """A bad argument to :func:`simulate`: a count, a seed, a lineup, a backend or its options."""


def default_max_hands(ruleset: str | AnyRuleset) -> int:
    """The default hands cap of a ruleset (see :data:`~trickcore.simulation.DEFAULT_MAX_HANDS`).

    Example:
        >>> default_max_hands("smear"), default_max_hands("56")
        (100, 1000)
    """
    name = ruleset if isinstance(ruleset, str) else ruleset.NAME
    return DEFAULT_MAX_HANDS[get_ruleset(name).NAME]


def _count(value: object, what: str) -> int:
    """A positive integer argument (``bool`` is not one), at most 2**53 - 1."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= _MAX_COUNT:
        raise SimulationError(f"{what} must be an integer from 1 to {_MAX_COUNT}, not {excerpt(value)}")
    return value


def _seed(seed: object) -> Seed:
    """A seed: an integer of at most :data:`~trickcore.deck.MAX_SEED_BITS` bits, or text that is not blank; ``None`` draws one."""
    if seed is None:
        return secrets.randbelow(10**9)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SimulationError(f"a seed is an integer or text, not {excerpt(seed)}")
    if isinstance(seed, int) and int.bit_length(seed) > MAX_SEED_BITS:
        raise SimulationError(f"an integer seed has at most {MAX_SEED_BITS} bits, not {int.bit_length(seed)}")
    if isinstance(seed, str) and (not seed.strip() or not seed.isprintable()):
        raise SimulationError(f"a seed is an integer or printable, non-blank text, not {excerpt(seed)}")
    return seed


def simulate(
    ruleset: str | AnyRuleset,
    rules: Any = None,
    *,
    games: int,
    lineup: Sequence[LineupEntry] = ("heuristic",),
    seed: Seed | None = None,
    max_hands: int | None = None,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    backend: Backend = "local",
    jobs: int | None = None,
    address: str | None = None,
    batch_size: int | None = None,
    progress: bool | TextIO = False,
) -> Summary:
    """Play ``games`` games and summarize them: win rates with intervals, scores, hands, caps.

    Game ``i`` is played from :func:`~trickcore.simulation.game_seed` ``(seed, i)``,
    each of its players seeded from that, so the games, and the summary, are the
    same on every backend and for any ``jobs`` or ``batch_size``. A game that hits a
    cap is counted as unfinished (won by nobody), never raised.

    Args:
        ruleset: a ruleset module or any name :func:`trickcore.get_ruleset` takes.
        rules: its ``Rules`` (default: the standard game).
        games: how many games.
        lineup: the players round the table, repeated as needed: kinds from
            :data:`~trickcore.simulation.PLAYER_KINDS` or player factories (picklable
            ones for the ``process`` and ``ray`` backends).
        seed: names the simulation; ``None`` draws one (kept in the summary).
        max_hands: the hands cap per game (default :func:`default_max_hands`).
        max_actions: the actions cap per game.
        backend: ``local`` (this process), ``process`` (a process pool) or ``ray``.
        jobs: worker processes (``process``: at most 8 per CPU, and no more than
            there are batches), or tasks in flight and the CPUs of a local Ray
            instance (``ray``); default: the CPUs available. ``local`` takes only 1.
        address: the Ray cluster to join (``ray`` only); default: a Ray instance
            already started in this process, else a new local one.
        batch_size: games per task sent to a worker (default: about eight tasks per job).
        progress: show a progress bar on stderr, or on the stream given.

    Example:
        >>> summary = simulate("smear", games=4, lineup=["heuristic", "random"], seed=1)
        >>> summary.games, [side.seats for side in summary.sides]
        (4, [(0, 2), (1, 3)])
        >>> summary.sides[0].wins + summary.sides[1].wins + len(summary.unfinished)
        4
        >>> summary == simulate("smear", games=4, lineup=["heuristic", "random"], seed=1, batch_size=3)
        True

    Raises:
        SimulationError: a bad count, seed, lineup, backend or backend option.
        UnknownRulesetError: ``ruleset`` names no ruleset.
        MissingExtraError: ``backend="ray"`` without Ray installed.
        BackendError: Ray could not be started, or no cluster answered at ``address``.
    """
    module = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    rules = module.Rules() if rules is None else rules
    if not isinstance(rules, module.Rules):
        raise SimulationError(f"rules must be {module.NAME}'s Rules, not {type(rules).__name__}")
    plan = Plan(
        ruleset=module.NAME,
        rules=rules,
        lineup=_lineup(lineup),
        seats=len(module.new_game(rules, seed=0).hands),
        seed=_seed(seed),
        max_hands=default_max_hands(module) if max_hands is None else _count(max_hands, "max_hands"),
        max_actions=_count(max_actions, "max_actions"),
    )
    games = _count(games, "games")
    _check_backend(backend, jobs, address, batch_size)
    results: list[GameResult] = []
    bar = _bar(progress, games)

    def done(batch: Sequence[GameResult]) -> None:
        results.extend(batch)
        if bar is not None:
            bar.update(len(batch))

    start = time.perf_counter()
    try:
        used_jobs, used_size = run_games(
            plan, games, backend, jobs=jobs, address=address, batch_size=batch_size, done=done
        )
    finally:
        if bar is not None:
            bar.close()
    run = RunInfo(backend, used_jobs, used_size, time.perf_counter() - start)
    return Summary(
        ruleset=module.NAME,
        rules=rules,
        seed=plan.seed,
        lineup=tuple(lineup_name(plan.lineup[seat % len(plan.lineup)]) for seat in range(plan.seats)),
        side_seats=side_seats(module, rules),
        max_hands=plan.max_hands,
        max_actions=plan.max_actions,
        results=tuple(results),
        rules_version=module.record(module.new_game(rules, seed=0)).version,
        run=run,
    )


def _lineup(lineup: Sequence[LineupEntry]) -> tuple[LineupEntry, ...]:
    """The lineup, checked: not empty, every entry a known kind or a factory."""
    entries = (lineup,) if isinstance(lineup, str) else tuple(lineup)
    if not entries:
        raise SimulationError("a lineup needs at least one player")
    for entry in entries:
        try:
            player_factory(entry)
        except ValueError as error:
            raise SimulationError(str(error)) from None
    return tuple(entry.strip().lower() if isinstance(entry, str) else entry for entry in entries)


def _check_backend(backend: object, jobs: int | None, address: str | None, batch_size: int | None) -> None:
    """The backend exists and its options fit it."""
    if backend not in BACKENDS:
        raise SimulationError(f"unknown backend {excerpt(backend)} (choose from {', '.join(BACKENDS)})")
    if jobs is not None:
        _count(jobs, "jobs")
        if backend == "local" and jobs != 1:
            raise SimulationError("the local backend runs one job; choose backend 'process' or 'ray' for more")
        limit = _PROCESSES_PER_CPU * available_cpus()
        if backend == "process" and jobs > limit:
            raise SimulationError(
                f"{jobs} jobs is more than {_PROCESSES_PER_CPU} processes per CPU ({limit} here);"
                " for more, use the ray backend on a cluster"
            )
    if batch_size is not None:
        _count(batch_size, "batch_size")
    if address is not None and backend != "ray":
        raise SimulationError("an address is for the ray backend only")


def _bar(progress: bool | TextIO, total: int) -> ProgressBar | None:
    """The progress bar asked for, if any."""
    if progress is False:
        return None
    return progress_bar(total, sys.stderr if progress is True else progress)
