"""The results of a simulation: each game's outcome, and the summary built from them."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final, Literal

import attrs

from trickcore import __version__
from trickcore.deck import Seed
from trickcore.simulation._stats import Interval, Stats, wilson_interval

__all__ = ["Cap", "ContractSummary", "GameResult", "RunInfo", "SideSummary", "Summary"]

Cap = Literal["hands", "actions"]
"""Which cap stopped an unfinished game."""

SUMMARY_FORMAT: Final = "trickcore-simulation"
"""The ``"format"`` of a summary's JSON: not ``"trickcore"``, the format of the documents of
:mod:`trickcore.serialization` (games, views, records), so the two are never taken for each other."""

SUMMARY_KIND: Final = "simulation-summary"
"""The ``"kind"`` of a summary's JSON."""

SUMMARY_VERSION: Final = 1
"""The ``"version"`` of the layout :meth:`Summary.to_data` writes (raised when a key changes meaning)."""

_DIGITS: Final = 6
"""Decimals kept for rates and means in the JSON summary."""


@attrs.frozen
class GameResult:
    """What one game of a simulation did.

    Attributes:
        index: the game's index in the simulation (0-based).
        seed: the game's seed (:func:`~trickcore.simulation.game_seed`); ``trickcore play
            <ruleset> --seed SEED`` replays it.
        winner: the winning side, or ``None`` for a game stopped by a cap.
        scores: each side's score at the end (Fifty-Six: tables), or where it stood at the cap.
        hands: the hands dealt, thrown-in and void ones included.
        actions: the actions taken.
        contracts: each hand's bid and whether it was made; ``(None, None)`` for a
            thrown-in or void hand.
        cap: ``"hands"`` or ``"actions"`` for a game that hit that cap, else ``None``.
    """

    index: int
    seed: str
    winner: int | None
    scores: tuple[int, ...]
    hands: int
    actions: int
    contracts: tuple[tuple[int | None, bool | None], ...]
    cap: Cap | None

    @property
    def finished(self) -> bool:
        """Whether the game ended with a winner (did not hit a cap)."""
        return self.cap is None

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data."""
        return {
            "index": self.index,
            "seed": self.seed,
            "winner": self.winner,
            "scores": list(self.scores),
            "hands": self.hands,
            "actions": self.actions,
            "cap": self.cap,
        }


@attrs.frozen
class SideSummary:
    """How one side (a team, or a player on their own) did over a simulation.

    Attributes:
        side: the side's index, as ``game.winner`` numbers it.
        seats: its seats.
        players: the lineup entry at each of its seats.
        wins: the games it won.
        win_rate: ``wins`` over all games played (unfinished games are won by nobody).
        interval: the 95% Wilson interval of the win rate.
        score: its final scores (Fifty-Six: tables) over the finished games.
    """

    side: int
    seats: tuple[int, ...]
    players: tuple[str, ...]
    wins: int
    win_rate: float
    interval: Interval
    score: Stats

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data."""
        return {
            "side": self.side,
            "seats": list(self.seats),
            "players": list(self.players),
            "wins": self.wins,
            "win_rate": round(self.win_rate, _DIGITS),
            "win_rate_ci95": [round(self.interval.low, _DIGITS), round(self.interval.high, _DIGITS)],
            "score": self.score.to_data(_DIGITS),
        }


@attrs.frozen
class ContractSummary:
    """The contracts bid at one value, and how many were made.

    Attributes:
        bid: the value bid (Fifty-Six: 28-56).
        count: the hands played at that bid.
        made: how many of them the bidder made.
    """

    bid: int
    count: int
    made: int

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data."""
        return {"bid": self.bid, "count": self.count, "made": self.made}


@attrs.frozen
class RunInfo:
    """How a summary was produced: the backend, its jobs, the wall time.

    This depends on the machine, not on the games, so it is no part of a summary's
    equality nor of :meth:`Summary.to_data` (and of ``simulate --json``): the same
    seed gives the same summary on every backend.

    Attributes:
        backend: ``local``, ``process`` or ``ray``.
        jobs: the worker processes (``local``: 1; ``ray``: tasks in flight).
        batch_size: games per task sent to a worker.
        seconds: the wall-clock time of the games, start-up of the workers included.
    """

    backend: str
    jobs: int
    batch_size: int
    seconds: float

    def rate(self, count: int) -> float:
        """``count`` per second of :attr:`seconds` (e.g. games or hands per second)."""
        return count / max(self.seconds, 1e-9)


def _sorted_results(results: Sequence[GameResult]) -> tuple[GameResult, ...]:
    """The results in game order (workers may finish in any order)."""
    return tuple(sorted(results, key=lambda result: result.index))


@attrs.frozen
class Summary:
    """The outcome of a simulation: win rates with intervals, scores, hands, caps, contracts.

    Everything is computed from :attr:`results` in game order, so equal games give an
    equal summary whatever backend played them. :attr:`run` (timing) is kept apart.

    Attributes:
        ruleset: the ruleset's canonical name.
        rules: its ``Rules``.
        seed: the simulation's seed.
        lineup: the player at each seat (a kind, or a factory's qualified name).
        side_seats: the seats of each side.
        max_hands: the hands cap per game.
        max_actions: the actions cap per game.
        results: every game's result, in game order.
        rules_version: the ruleset's ``RULES_VERSION``.
        run: how the games were run (no part of equality or of the JSON summary).
    """

    ruleset: str
    rules: Any
    seed: Seed
    lineup: tuple[str, ...]
    side_seats: tuple[tuple[int, ...], ...]
    max_hands: int
    max_actions: int
    results: tuple[GameResult, ...] = attrs.field(converter=_sorted_results, repr=False)
    rules_version: int = 1
    run: RunInfo | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def games(self) -> int:
        """The games played."""
        return len(self.results)

    @property
    def finished(self) -> tuple[GameResult, ...]:
        """The games that ended with a winner."""
        return tuple(result for result in self.results if result.finished)

    @property
    def unfinished(self) -> tuple[GameResult, ...]:
        """The games stopped by a cap (won by nobody)."""
        return tuple(result for result in self.results if not result.finished)

    @property
    def sides(self) -> tuple[SideSummary, ...]:
        """Each side's wins, win rate and interval, and final scores over the finished games."""
        finished = self.finished
        sides = []
        for side, seats in enumerate(self.side_seats):
            wins = sum(1 for result in finished if result.winner == side)
            sides.append(
                SideSummary(
                    side=side,
                    seats=seats,
                    players=tuple(self.lineup[seat] for seat in seats),
                    wins=wins,
                    win_rate=wins / self.games if self.games else 0.0,
                    interval=wilson_interval(wins, self.games),
                    score=Stats.of([result.scores[side] for result in finished]),
                )
            )
        return tuple(sides)

    @property
    def hands(self) -> Stats:
        """Hands per finished game."""
        return Stats.of([result.hands for result in self.finished])

    @property
    def actions(self) -> Stats:
        """Actions per finished game."""
        return Stats.of([result.actions for result in self.finished])

    @property
    def total_hands(self) -> int:
        """Hands dealt over all games, unfinished ones included (for throughput)."""
        return sum(result.hands for result in self.results)

    @property
    def contracts(self) -> tuple[ContractSummary, ...]:
        """The contracts by bid value, in increasing order, each with how many were made."""
        table: dict[int, tuple[int, int]] = {}
        for result in self.results:
            for bid, made in result.contracts:
                if bid is not None:
                    count, made_count = table.get(bid, (0, 0))
                    table[bid] = (count + 1, made_count + bool(made))
        return tuple(ContractSummary(bid, count, made) for bid, (count, made) in sorted(table.items()))

    @property
    def thrown_in(self) -> int:
        """Hands thrown in or void (everybody passed), over all games."""
        return sum(1 for result in self.results for bid, _ in result.contracts if bid is None)

    def to_data(self, *, games: bool = False) -> dict[str, Any]:
        """The summary as JSON-ready data (what ``simulate --json`` prints).

        It holds only what the games determine: no timing, backend or job count,
        so every backend gives the same data for the same seed. With ``games``,
        each game's result is included under ``"results"``. It starts with
        ``"format": "trickcore-simulation"``, ``"kind": "simulation-summary"`` and the
        layout's ``"version"``, which tell it apart from a game or record document
        (``"format": "trickcore"``).

        Example:
            >>> from trickcore.simulation import simulate
            >>> data = simulate("smear", games=1, seed=1).to_data()
            >>> data["format"], data["kind"], data["version"]
            ('trickcore-simulation', 'simulation-summary', 1)
        """
        unfinished = self.unfinished
        data: dict[str, Any] = {
            "format": SUMMARY_FORMAT,
            "kind": SUMMARY_KIND,
            "version": SUMMARY_VERSION,
            "trickcore": __version__,
            "ruleset": self.ruleset,
            "rules_version": self.rules_version,
            "rules": _plain(attrs.asdict(self.rules)),
            "seed": self.seed,
            "lineup": list(self.lineup),
            "games": self.games,
            "caps": {"max_hands": self.max_hands, "max_actions": self.max_actions},
            "finished": self.games - len(unfinished),
            "unfinished": {
                "count": len(unfinished),
                "by_hands": sum(1 for result in unfinished if result.cap == "hands"),
                "by_actions": sum(1 for result in unfinished if result.cap == "actions"),
            },
            "sides": [side.to_data() for side in self.sides],
            "hands": self.hands.to_data(_DIGITS),
            "actions": self.actions.to_data(_DIGITS),
            "contracts": [contract.to_data() for contract in self.contracts],
            "thrown_in": self.thrown_in,
        }
        if games:
            data["results"] = [result.to_data() for result in self.results]
        return data

    def to_json(self, *, games: bool = False, indent: int | None = 2) -> str:
        """:meth:`to_data` as JSON text (keys in a fixed order)."""
        return json.dumps(self.to_data(games=games), indent=indent, ensure_ascii=False)


def _plain(value: Any) -> Any:
    """Tuples as lists, all the way down (for JSON)."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value
