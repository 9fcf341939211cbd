"""What a summary needs to know of each ruleset: its sides, their scores and a contract's bid."""

from __future__ import annotations

from typing import Any

from trickcore.ruleset import AnyRuleset

__all__ = ["bid_value", "final_scores", "score_name", "side_seats"]


def side_seats(ruleset: AnyRuleset, rules: Any) -> tuple[tuple[int, ...], ...]:
    """The seats of each side (team or lone player), in the order ``game.winner`` numbers them.

    Example:
        >>> from trickcore.games import fifty_five, fifty_six, smear
        >>> side_seats(smear, smear.Rules()), side_seats(fifty_six, fifty_six.Rules(players=6))
        (((0, 2), (1, 3)), ((0, 3), (1, 4), (2, 5)))
        >>> side_seats(fifty_five, fifty_five.Rules(players=3)), side_seats(smear, smear.Rules(players=3))
        (((0,), (1,), (2,)), ((0,), (1,), (2,)))
    """
    if ruleset.NAME == "smear":
        table = rules.side_of  # H1: two teams, or three players alone in cutthroat
        return tuple(tuple(seat for seat, side in enumerate(table) if side == index) for index in range(rules.sides))
    if ruleset.NAME == "fifty-six":
        return tuple(tuple(rules.team_seats(team)) for team in range(rules.teams))
    if rules.teams is not None:
        return tuple(tuple(team) for team in rules.teams)
    return tuple((seat,) for seat in range(rules.players))


def final_scores(game: Any) -> tuple[int, ...]:
    """Each side's score as the game stands: Fifty-Six's tables, Smear's and Fifty-Five's points."""
    return tuple(game.tables if hasattr(game, "tables") else game.scores)


def score_name(ruleset: AnyRuleset) -> str:
    """What a side's score is called: ``tables`` in Fifty-Six, else ``score``."""
    return "tables" if ruleset.NAME == "fifty-six" else "score"


def bid_value(contract: Any) -> int:
    """The number a contract was bid at: Fifty-Six's value (28-56), Smear's and Fifty-Five's bid."""
    return int(contract.value if hasattr(contract, "value") else contract.bid)
