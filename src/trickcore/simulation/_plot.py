"""Pictures of results (the optional extra ``plot``): win rates with intervals, scores, a game's course.

matplotlib is imported only when a picture is drawn, and only its object API with
the non-interactive Agg canvas is used: no window opens, no global backend changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from trickcore.simulation._extras import require
from trickcore.simulation._results import Summary

__all__ = ["check_plot_path", "plot_score_course", "plot_summary"]

_FEATURE = "plotting"


def _figure(width: float, height: float) -> Any:
    """A matplotlib figure on an Agg canvas."""
    figure_module: Any = require("matplotlib.figure", feature=_FEATURE, extra="plot")
    agg: Any = require("matplotlib.backends.backend_agg", feature=_FEATURE, extra="plot")
    figure = figure_module.Figure(figsize=(width, height), layout="constrained")
    agg.FigureCanvasAgg(figure)
    return figure


def check_plot_path(path: Path) -> None:
    """Check, before any work, that matplotlib is installed and ``path`` names a format it writes.

    Raises:
        MissingExtraError: matplotlib is not installed.
        ValueError: the file name has no extension, or one matplotlib cannot write.
    """
    formats = sorted(_figure(1, 1).canvas.get_supported_filetypes())
    suffix = path.suffix.lower().removeprefix(".")
    if suffix not in formats:
        given = f"'.{suffix}'" if suffix else "no extension"
        raise ValueError(f"{path} has {given}; a plot is written as one of: {', '.join(formats)}")


def plot_summary(summary: Summary, path: str | Path, *, side_names: Sequence[str] | None = None) -> None:
    """Draw a simulation: each side's win rate with its 95% interval, and the final scores of finished games.

    Unfinished games (stopped by a cap) are shown as a grey bar beside the sides.
    The format follows the file's extension (``.png``, ``.svg``, ``.pdf``, ...).

    Raises:
        MissingExtraError: matplotlib is not installed (``pip install 'trickcore[plot]'``).
    """
    names = list(side_names) if side_names is not None else [f"side {side.side}" for side in summary.sides]
    figure = _figure(11, 4.2)
    rates, scores = figure.subplots(1, 2)
    sides = summary.sides
    positions = list(range(len(sides)))
    rates.bar(
        positions,
        [side.win_rate for side in sides],
        yerr=[
            [side.win_rate - side.interval.low for side in sides],
            [side.interval.high - side.win_rate for side in sides],
        ],
        capsize=6,
        color="tab:blue",
    )
    labels = [f"{name}\n{', '.join(side.players)}" for name, side in zip(names, sides)]
    if summary.unfinished:
        positions.append(len(sides))
        labels.append("unfinished")
        rates.bar([len(sides)], [len(summary.unfinished) / summary.games], color="tab:gray")
    rates.set_xticks(positions, labels, fontsize=8)
    rates.set_ylim(0, 1)
    rates.set_ylabel("share of games")
    rates.set_title(f"Win rate with 95% interval ({summary.games} games)")
    finished = summary.finished
    if finished:
        values = [[result.scores[side.side] for result in finished] for side in sides]
        scores.hist(values, bins=min(30, max(5, len(finished) // 5)), label=names, alpha=0.8)
        scores.legend(fontsize=8)
        ticker: Any = require("matplotlib.ticker", feature=_FEATURE, extra="plot")
        scores.yaxis.set_major_locator(ticker.MaxNLocator(integer=True))
    else:
        scores.text(0.5, 0.5, "no game finished", ha="center", va="center", transform=scores.transAxes)
    scores.set_xlabel("tables" if summary.ruleset == "fifty-six" else "final score")
    scores.set_ylabel("games")
    scores.set_title(f"Final {'tables' if summary.ruleset == 'fifty-six' else 'scores'} of finished games")
    figure.suptitle(f"{summary.ruleset} | seed {summary.seed}")
    figure.savefig(Path(path))


def plot_score_course(
    course: Sequence[Sequence[int]],
    path: str | Path,
    *,
    side_names: Sequence[str],
    target: int | None = None,
    title: str = "",
    ylabel: str = "score",
) -> None:
    """Draw a game's scores hand by hand: ``course[h]`` holds each side's score after hand ``h`` (0: the start).

    A dashed line marks the ``target``, if any.

    Raises:
        MissingExtraError: matplotlib is not installed (``pip install 'trickcore[plot]'``).
    """
    figure = _figure(8, 4.5)
    axes = figure.subplots()
    hands = list(range(len(course)))
    for side, name in enumerate(side_names):
        axes.plot(hands, [scores[side] for scores in course], marker="o" if len(course) <= 40 else None, label=name)
    if target is not None:
        axes.axhline(target, linestyle="--", color="gray", label=f"target {target}")
    ticker: Any = require("matplotlib.ticker", feature=_FEATURE, extra="plot")
    axes.xaxis.set_major_locator(ticker.MaxNLocator(integer=True))
    axes.yaxis.set_major_locator(ticker.MaxNLocator(integer=True))
    axes.set_xlabel("hand")
    axes.set_ylabel(ylabel)
    axes.set_title(title)
    axes.legend(fontsize=8)
    axes.grid(alpha=0.3)
    figure.savefig(Path(path))
