"""Where the games run: this process, a process pool, or Ray (a local instance or a cluster).

Every backend plays the same batches of game indices through
:func:`~trickcore.simulation._play.play_batch` and hands each finished batch to a
callback; the caller puts the results back in game order, so the backend changes
how fast a simulation runs, never what it finds.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Final, Literal

from trickcore.errors import TrickcoreError
from trickcore.simulation._extras import require
from trickcore.simulation._play import Plan, play_batch
from trickcore.simulation._results import GameResult

__all__ = ["BACKENDS", "Backend", "BackendError", "available_cpus", "batches", "default_batch_size", "run_games"]

Backend = Literal["local", "process", "ray"]
"""``local`` (this process), ``process`` (a process pool) or ``ray``."""

BACKENDS: Final[tuple[Backend, ...]] = ("local", "process", "ray")
"""The backends, in the order the docs present them."""

class BackendError(TrickcoreError, RuntimeError):
    """A backend could not be started or reached (e.g. no Ray cluster at the address given)."""


Done = Callable[[Sequence[GameResult]], None]
"""Told about each finished batch."""

_MAX_BATCH: Final = 64
_BATCHES_PER_JOB: Final = 8


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def default_batch_size(games: int, jobs: int) -> int:
    """Games per task: about eight tasks per job (so the load balances), at most 64 games each.

    Example:
        >>> default_batch_size(100, 2), default_batch_size(100_000, 2), default_batch_size(3, 8)
        (7, 64, 1)
    """
    return max(1, min(_MAX_BATCH, -(-games // (jobs * _BATCHES_PER_JOB))))


def batches(games: int, size: int) -> Iterator[range]:
    """The game indices ``0 .. games - 1`` in consecutive batches of ``size``.

    Example:
        >>> list(batches(5, 2))
        [range(0, 2), range(2, 4), range(4, 5)]
    """
    for start in range(0, games, size):
        yield range(start, min(start + size, games))


def run_games(
    plan: Plan,
    games: int,
    backend: Backend,
    *,
    jobs: int | None,
    address: str | None,
    batch_size: int | None,
    done: Done,
) -> tuple[int, int]:
    """Play games ``0 .. games - 1`` of ``plan`` on ``backend``, calling ``done`` with each batch as it finishes.

    ``jobs`` defaults to the CPUs available (Ray on a cluster: the cluster's CPUs),
    ``batch_size`` to :func:`default_batch_size` (``local``: one game). Returns the
    jobs and the batch size used.
    """
    if backend == "local":
        size = batch_size or 1
        for batch in batches(games, size):
            done(play_batch(plan, batch.start, batch.stop))
        return 1, size
    if backend == "process":
        jobs = jobs or available_cpus()
        size = batch_size or default_batch_size(games, jobs)
        jobs = min(jobs, -(-games // size))
        _run_processes(plan, batches(games, size), jobs, done)
        return jobs, size
    return _run_ray(plan, games, jobs, address, batch_size, done)


def _run_processes(plan: Plan, work: Iterator[range], jobs: int, done: Done) -> None:
    """A pool of ``jobs`` processes; at most two batches per process are queued at a time."""
    pending: set[Future[list[GameResult]]] = set()
    queue = work
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        try:
            for batch in _take(queue, 2 * jobs):
                pending.add(pool.submit(play_batch, plan, batch.start, batch.stop))
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in finished:
                    done(future.result())
                    for batch in _take(queue, 1):
                        pending.add(pool.submit(play_batch, plan, batch.start, batch.stop))
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _run_ray(
    plan: Plan, games: int, jobs: int | None, address: str | None, batch_size: int | None, done: Done
) -> tuple[int, int]:
    """Ray tasks of one batch each, two per job in flight; returns the jobs and batch size used.

    Joins the Ray instance this process has already started (``ray.init`` in your
    code), else the cluster at ``address``, else starts a local instance of
    ``jobs`` CPUs; an instance started here is shut down at the end. The plan is
    put in Ray's object store once and shared by every task.
    """
    ray: Any = require("ray", feature="the ray backend", extra="ray")
    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False, "logging_level": logging.ERROR}
        try:
            if address is not None:
                ray.init(address=address, **options)
            else:
                ray.init(num_cpus=jobs or available_cpus(), **options)
        except Exception as error:  # Ray raises many kinds (ConnectionError, RuntimeError, ValueError, ...)
            where = f"the Ray cluster at {address}" if address is not None else "a local Ray instance"
            raise BackendError(f"cannot start or join {where}: {error}") from error
        started = True
    try:
        jobs = jobs or max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = batch_size or default_batch_size(games, jobs)
        task = ray.remote(play_batch)
        shared = ray.put(plan)
        queue = batches(games, size)
        pending = [task.remote(shared, batch.start, batch.stop) for batch in _take(queue, 2 * jobs)]
        while pending:
            finished, pending = ray.wait(pending, num_returns=1)
            for ref in finished:
                done(ray.get(ref))
                for batch in _take(queue, 1):
                    pending.append(task.remote(shared, batch.start, batch.stop))
        return jobs, size
    finally:
        if started:
            ray.shutdown()


def _take(queue: Iterator[range], count: int) -> list[range]:
    """Up to ``count`` more batches."""
    taken = []
    for batch in queue:
        taken.append(batch)
        if len(taken) == count:
            break
    return taken
