"""Fifty-Six: random full hands for 4, 6 and 8 players, whole games, and per-call costs."""

from __future__ import annotations

from timing import Row, call_rows, games_per_second, hands_per_second, positions, print_rows

from trickcore.games import fifty_six


def rows() -> list[Row]:
    """The benchmark rows."""
    result: list[Row] = [
        (f"random full hands, {players} players", hands_per_second(fifty_six, fifty_six.Rules(players=players)), "hands/s")
        for players in (4, 6, 8)
    ]
    result.append(("random whole games, 4 players, 3 tables", games_per_second(fifty_six, fifty_six.Rules(starting_tables=3)), "games/s"))
    result += call_rows(fifty_six, positions(fifty_six, fifty_six.Rules(), 400))
    return result


if __name__ == "__main__":
    print_rows("fifty_six", rows())
