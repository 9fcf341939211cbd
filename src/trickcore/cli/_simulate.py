"""Many games in parallel processes, and a summary of what happened."""

from __future__ import annotations

import importlib
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from typing import Any, Final, TextIO

import attrs

from trickcore.cli._log import hand_ended
from trickcore.cli._rulesets import describer
from trickcore.deck import Seed
from trickcore.players import RandomPlayer, heuristic_player, ismcts_player, play_game
from trickcore.registry import get_ruleset
from trickcore.ruleset import Ruleset

__all__ = ["GameStats", "Summary", "default_jobs", "game_seed", "make_players", "progress_bar", "simulate"]

PLAYER_KINDS: Final = ("heuristic", "random", "ismcts")
"""The built-in players ``--lineup`` may name."""

_CHUNK: Final = 8


def game_seed(seed: Seed, index: int) -> str:
    """The seed of game ``index`` of a simulation: ``play --seed`` with it replays that game.

    Example:
        >>> game_seed(7, 12)
        '7/12'
    """
    return f"{seed}/{index}"


def make_players(ruleset_name: str, lineup: Sequence[str], seats: int, seed: Seed) -> list[Any]:
    """One built-in player per seat: ``lineup`` repeated round the table, seeded from the game seed."""
    players: list[Any] = []
    for seat in range(seats):
        kind = lineup[seat % len(lineup)]
        player_seed = f"{seed}:seat{seat}"
        if kind == "random":
            players.append(RandomPlayer(player_seed, ruleset=get_ruleset(ruleset_name)))
        elif kind == "ismcts":
            players.append(ismcts_player(ruleset_name, player_seed))
        else:
            players.append(heuristic_player(ruleset_name, player_seed))
    return players


@attrs.frozen
class GameStats:
    """What one simulated game did.

    Attributes:
        winner: the winning side (team or player, as the ruleset numbers them).
        hands: the hands dealt, void and thrown-in ones included.
        contracts: each hand's bid value and whether it was made (``None`` for both:
            a thrown-in or void hand).
        actions: the actions taken.
    """

    winner: int
    hands: int
    contracts: tuple[tuple[int | None, bool | None], ...]
    actions: int


@attrs.define
class _Collector:
    """A :class:`~trickcore.players.GameObserver` counting hands, contracts and actions."""

    ruleset: Ruleset
    bid_of: Callable[[Any], int]
    hands: int = 0
    actions: int = 0
    contracts: list[tuple[int | None, bool | None]] = attrs.Factory(list)

    def dealt(self, game: Any) -> None:
        """Count a hand."""
        self.hands += 1

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """Count an action; at the end of a hand, note its contract and whether it was made."""
        self.actions += 1
        if hand_ended(self.ruleset, before, after):
            made = after.last_hand.made
            bid = self.bid_of(after.contract) if made is not None and after.contract is not None else None
            self.contracts.append((bid, made))


def _play_many(ruleset_name: str, rules: Any, lineup: tuple[str, ...], seed: Seed, indices: Sequence[int]) -> list[GameStats]:
    """Play the games ``indices`` of a simulation (runs in a worker process)."""
    ruleset = get_ruleset(ruleset_name)
    bid_of = describer(ruleset.NAME).bid_value
    seats = len(ruleset.new_game(rules, seed=0).hands)
    results = []
    for index in indices:
        this_seed = game_seed(seed, index)
        collector = _Collector(ruleset, bid_of)
        game = play_game(
            ruleset, rules, make_players(ruleset.NAME, lineup, seats, this_seed), seed=this_seed, observer=collector
        )
        results.append(GameStats(game.winner, collector.hands, tuple(collector.contracts), collector.actions))
    return results


class _TextProgress:
    """A one-line progress display on a stream, for when ``tqdm`` is not installed."""

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total, self.done, self.stream = total, 0, stream
        self.start = time.perf_counter()
        self._draw()

    def _draw(self) -> None:
        width = 30
        filled = width * self.done // max(self.total, 1)
        elapsed = time.perf_counter() - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} games  {rate:.1f} games/s"
        )
        self.stream.flush()

    def update(self, count: int) -> None:
        """``count`` more games are done."""
        self.done += count
        self._draw()

    def close(self) -> None:
        """End the line."""
        self.stream.write("\n")
        self.stream.flush()


def progress_bar(total: int, stream: TextIO, *, use_tqdm: bool = True) -> Any:
    """A progress bar with ``update(n)`` and ``close()``: ``tqdm``'s when installed, else a text line.

    ``tqdm`` is an optional extra (``pip install trickcore[progress]``), imported only here.
    """
    if use_tqdm:
        try:
            tqdm = importlib.import_module("tqdm")
        except ImportError:
            pass
        else:
            return tqdm.tqdm(total=total, file=stream, unit="game", dynamic_ncols=True)
    return _TextProgress(total, stream)


@attrs.frozen
class Summary:
    """The statistics of a simulation.

    Attributes:
        games: every game's statistics, in game order.
        seconds: the wall-clock time taken.
    """

    games: tuple[GameStats, ...]
    seconds: float

    @property
    def hands(self) -> int:
        """Hands dealt over all games."""
        return sum(game.hands for game in self.games)

    def wins(self) -> Counter[int]:
        """Games won per side."""
        return Counter(game.winner for game in self.games)

    def bids(self) -> dict[int | None, tuple[int, int]]:
        """Per bid value (``None``: no contract), the number of contracts and how many were made."""
        table: dict[int | None, tuple[int, int]] = {}
        for game in self.games:
            for bid, made in game.contracts:
                count, made_count = table.get(bid, (0, 0))
                table[bid] = (count + 1, made_count + bool(made))
        return table


def _chunks(total: int, size: int) -> Iterator[range]:
    for start in range(0, total, size):
        yield range(start, min(start + size, total))


def simulate(
    ruleset_name: str,
    rules: Any,
    *,
    games: int,
    lineup: Sequence[str],
    seed: Seed,
    jobs: int = 1,
    progress: TextIO | None = None,
    use_tqdm: bool = True,
) -> Summary:
    """Play ``games`` games, ``jobs`` processes at a time (1: in this process), game ``i`` from :func:`game_seed`.

    The result is the same whatever ``jobs`` is: each game's seed depends only on
    ``seed`` and its index.
    """
    start = time.perf_counter()
    lineup = tuple(lineup)
    bar = progress_bar(games, progress, use_tqdm=use_tqdm) if progress is not None else None
    results: dict[int, GameStats] = {}
    try:
        if jobs <= 1:
            for chunk in _chunks(games, _CHUNK):
                for index, stats in zip(chunk, _play_many(ruleset_name, rules, lineup, seed, chunk)):
                    results[index] = stats
                if bar is not None:
                    bar.update(len(chunk))
        else:
            size = max(1, min(_CHUNK * 4, games // (jobs * 8) or 1))
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                futures: dict[Future[list[GameStats]], range] = {
                    pool.submit(_play_many, ruleset_name, rules, lineup, seed, chunk): chunk
                    for chunk in _chunks(games, size)
                }
                for future in as_completed(futures):
                    chunk = futures[future]
                    for index, stats in zip(chunk, future.result()):
                        results[index] = stats
                    if bar is not None:
                        bar.update(len(chunk))
    finally:
        if bar is not None:
            bar.close()
    return Summary(tuple(results[i] for i in range(games)), time.perf_counter() - start)


def default_jobs() -> int:
    """Worker processes by default: one per CPU."""
    return max(1, os.cpu_count() or 1)
