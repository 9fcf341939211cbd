"""A saved game's score course, hand by hand, for ``replay --plot``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trickcore.cli._log import replay_into
from trickcore.cli._options import UsageError
from trickcore.cli._rulesets import describer
from trickcore.ruleset import AnyRuleset
from trickcore.simulation import MissingExtraError, plot_score_course
from trickcore.simulation._adapt import final_scores, score_name

__all__ = ["plot_game", "score_course"]


class _Course:
    """An observer noting the scores at the start and at the end of every hand."""

    def __init__(self, ruleset: AnyRuleset) -> None:
        self.over = (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER)
        self.scores: list[tuple[int, ...]] = []

    def dealt(self, game: Any) -> None:
        """The first deal gives the starting scores."""
        if not self.scores:
            self.scores.append(final_scores(game))

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """A hand that ends adds its scores."""
        if after.phase in self.over and before.phase not in self.over:
            self.scores.append(final_scores(after))


def score_course(ruleset: AnyRuleset, game: Any) -> list[tuple[int, ...]]:
    """Each side's score at the start (entry 0) and after every completed hand of ``game``.

    Example:
        >>> from trickcore.games import smear
        >>> from trickcore.players import heuristic_player, play_game
        >>> game = play_game(smear, smear.Rules(), [heuristic_player("smear", s) for s in range(4)], seed=2)
        >>> course = score_course(smear, game)
        >>> course[0], course[-1] == game.scores
        ((0, 0), True)
    """
    course = _Course(ruleset)
    replay_into(ruleset, game, course)
    return course.scores


def plot_game(ruleset: AnyRuleset, game: Any, path: Path, *, title: str) -> None:
    """Draw ``game``'s score course to ``path``.

    Raises:
        UsageError: matplotlib is missing or the file cannot be written.
    """
    words = describer(ruleset.NAME)
    target = getattr(game.rules, "target", None)
    try:
        plot_score_course(
            score_course(ruleset, game),
            path,
            side_names=words.side_names(game.rules),
            target=target if isinstance(target, int) else None,
            title=f"{words.display_name}: {title}",
            ylabel=score_name(ruleset),
        )
    except MissingExtraError as error:
        raise UsageError(str(error)) from error
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from error
