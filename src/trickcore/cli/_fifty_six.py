"""Fifty-Six's words in the game log: teams, contracts with their multiplier, tables paid and received."""

from __future__ import annotations

from string import ascii_uppercase
from typing import Any

from trickcore.cli._log import Describer
from trickcore.cli._style import Style
from trickcore.games import fifty_six
from trickcore.tricks import Trick

__all__ = ["FiftySixDescriber"]

_DOUBLING = {1: "", 2: " doubled (×2)", 4: " redoubled (×4)"}


def _team(team: int) -> str:
    return f"team {ascii_uppercase[team]}"


class FiftySixDescriber(Describer):
    """Fifty-Six's log lines (R17, R22–R28): points taken, tables paid and received, eliminations."""

    display_name = "Fifty-Six"

    def __init__(self) -> None:
        super().__init__(fifty_six)

    def side_names(self, rules: Any) -> list[str]:
        """Teams A, B, … in team order (R2)."""
        return [_team(team) for team in range(rules.teams)]

    def side_seats(self, rules: Any) -> list[tuple[int, ...]]:
        """The seats of each team (R2)."""
        return [rules.team_seats(team) for team in range(rules.teams)]

    def sides(self, game: Any, style: Style) -> list[str]:
        """The teams and their starting tables (R7)."""
        rules = game.rules
        teams = " · ".join(
            f"Team {ascii_uppercase[team]}: seats {', '.join(map(str, rules.team_seats(team)))}"
            for team in range(rules.teams)
        )
        return [teams, "Tables: " + self.scores(game, style)]

    def bid_value(self, contract: Any) -> int:
        """The contract's value, 28–56."""
        return int(contract.value)

    def seat(self, game: Any, seat: int) -> str:
        """``seat 3 (B)``."""
        return f"seat {seat} ({ascii_uppercase[game.rules.team_of(seat)]})"

    def contract(self, game: Any, style: Style) -> str:
        """``31 ♦ redoubled (×4), declarer seat 3 (B)``."""
        contract = game.contract
        trump = "no trumps" if contract.trump is None else style.suit(contract.trump)
        return (
            f"{contract.value} {trump}{_DOUBLING.get(contract.multiplier, '')},"
            f" declarer {self.seat(game, contract.declarer)}"
        )

    def trick_note(self, game: Any, trick: Trick, style: Style) -> str:
        """The card points in the trick (R5)."""
        points = sum(fifty_six.card_points(card) for card in trick.cards)
        return f"{points} point{'s' if points != 1 else ''}"

    def hand_result(self, game: Any, style: Style) -> list[str]:
        """Points taken, made or failed, tables paid and received, teams eliminated (R22–R26)."""
        result = game.last_hand
        contract = result.contract
        active = [team for team in range(game.rules.teams) if result.points[team] or not _was_out(game, team)]
        points = " · ".join(f"{ascii_uppercase[team]} {result.points[team]}" for team in active)
        team = contract.team
        won, lost = fifty_six.amounts(contract.value)
        verdict = (
            style.good(f"made (W = {won}" + (f" × {contract.multiplier}" if contract.multiplier > 1 else "") + ")")
            if result.made
            else style.bad(f"failed (L = {lost}" + (f" × {contract.multiplier}" if contract.multiplier > 1 else "") + ")")
        )
        lines = [
            f"Points: {points}",
            f"Team {ascii_uppercase[team]} bid {contract.value} and took {result.points[team]}: {verdict}",
        ]
        payers = [t for t, change in enumerate(result.transfers) if change < 0]
        receivers = [t for t, change in enumerate(result.transfers) if change > 0]
        if payers:
            paid = ", ".join(f"{_team(t)} pays {-result.transfers[t]}" for t in payers)
            received = ", ".join(f"{_team(t)} receives {result.transfers[t]}" for t in receivers)
            lines.append(f"Tables: {paid}; {received}")
        for out in result.eliminated:
            lines.append(style.bad(f"Team {ascii_uppercase[out]} has no tables left and is eliminated."))
        return lines

    def scores(self, game: Any, style: Style) -> str:
        """``A 8 · B 16`` (eliminated teams marked)."""
        return " · ".join(
            f"{ascii_uppercase[team]} {tables}" + (" (out)" if game.eliminated[team] else "")
            for team, tables in enumerate(game.tables)
        )

    def winner(self, game: Any, style: Style) -> str:
        """``Team B wins with 24 tables.``."""
        return f"Team {ascii_uppercase[game.winner]} wins with {game.tables[game.winner]} tables."


def _was_out(game: Any, team: int) -> bool:
    """Whether ``team`` was out before the hand just played (it held no cards)."""
    return game.eliminated[team] and team not in game.last_hand.eliminated
