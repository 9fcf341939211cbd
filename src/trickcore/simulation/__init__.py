"""Simulation at scale: play many seeded games and summarize them, on one CPU or many.

:func:`simulate` plays N games of a ruleset with a lineup of players and returns a
:class:`Summary`: each side's win rate with its 95% Wilson interval, the mean and
spread of the final scores, hands per game, the contracts bid and made, and the
games that hit the hands or actions cap (unfinished, never an error). Game ``i``
is played from :func:`game_seed` ``(seed, i)``, so the ``local``, ``process`` and
``ray`` backends play the same games and give equal summaries; timing is kept
apart in :attr:`Summary.run`. ``python -m trickcore simulate`` is a thin layer over
this module.

Example:
    >>> from trickcore.simulation import simulate
    >>> summary = simulate("fifty-five", games=6, lineup=["heuristic", "random"], seed=3)
    >>> [side.players for side in summary.sides][:2]
    [('heuristic',), ('random',)]
    >>> summary.to_data()["games"]
    6
"""

from __future__ import annotations

from trickcore.simulation._backends import BACKENDS, Backend, BackendError, available_cpus, default_batch_size
from trickcore.simulation._extras import MissingExtraError
from trickcore.simulation._plot import check_plot_path, plot_score_course, plot_summary
from trickcore.simulation._players import PLAYER_KINDS, LineupEntry, PlayerFactory, make_players
from trickcore.simulation._results import Cap, ContractSummary, GameResult, RunInfo, SideSummary, Summary
from trickcore.simulation._run import DEFAULT_MAX_HANDS, SimulationError, default_max_hands, simulate
from trickcore.simulation._seeds import game_seed, player_seed
from trickcore.simulation._stats import Interval, Stats, wilson_interval

__all__ = [
    "BACKENDS",
    "DEFAULT_MAX_HANDS",
    "PLAYER_KINDS",
    "Backend",
    "BackendError",
    "Cap",
    "ContractSummary",
    "GameResult",
    "Interval",
    "LineupEntry",
    "MissingExtraError",
    "PlayerFactory",
    "RunInfo",
    "SideSummary",
    "SimulationError",
    "Stats",
    "Summary",
    "available_cpus",
    "check_plot_path",
    "default_batch_size",
    "default_max_hands",
    "game_seed",
    "make_players",
    "player_seed",
    "plot_score_course",
    "plot_summary",
    "simulate",
    "wilson_interval",
]
