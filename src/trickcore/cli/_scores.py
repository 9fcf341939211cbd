"""A saved game's score course, hand by hand, for ``replay --plot``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trickcore.cli._options import UsageError
from trickcore.cli._titles import game_title, side_names
from trickcore.events import GameStarted, HandScored, HandThrownIn
from trickcore.ruleset import AnyRuleset
from trickcore.simulation import MissingExtraError, plot_score_course
from trickcore.simulation._adapt import score_name

__all__ = ["plot_game", "score_course"]


def score_course(ruleset: AnyRuleset, game: Any) -> list[tuple[int, ...]]:
    """Each side's score at the start (entry 0) and after every completed hand of ``game``, from its events.

    Example:
        >>> from trickcore.games import smear
        >>> from trickcore.players import heuristic_player, play_game
        >>> game = play_game(smear, smear.Rules(), [heuristic_player("smear", s) for s in range(4)], seed=2)
        >>> course = score_course(smear, game)
        >>> course[0], course[-1] == game.scores
        ((0, 0), True)
    """
    course: list[tuple[int, ...]] = []
    for event in ruleset.explain(game):
        if isinstance(event, (GameStarted, HandScored)):
            course.append(event.scores)
        elif isinstance(event, HandThrownIn):
            course.append(course[-1])
    return course


def plot_game(ruleset: AnyRuleset, game: Any, path: Path, *, title: str) -> None:
    """Draw ``game``'s score course to ``path``.

    Raises:
        UsageError: matplotlib is missing or the file cannot be written.
    """
    target = getattr(game.rules, "target", None)
    try:
        plot_score_course(
            score_course(ruleset, game),
            path,
            side_names=side_names(ruleset, game.rules),
            target=target if isinstance(target, int) else None,
            title=f"{game_title(ruleset)}: {title}",
            ylabel=score_name(ruleset),
        )
    except MissingExtraError as error:
        raise UsageError(str(error)) from error
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from error
