"""Smear's words in the game log: teams A and B, the stock, High/Low/Jack/Game."""

from __future__ import annotations

from typing import Any

from trickcore.cards import Card, Rank
from trickcore.cli._log import Describer
from trickcore.cli._style import Style
from trickcore.games import smear
from trickcore.tricks import Trick

__all__ = ["SmearDescriber"]

_TEAMS = ("A", "B")


def _team(team: int | None) -> str:
    return "nobody" if team is None else f"team {_TEAMS[team]}"


class SmearDescriber(Describer):
    """Smear's log lines (R15–R18): the point each team took and why."""

    display_name = "Smear"

    def __init__(self) -> None:
        super().__init__(smear)

    def side_names(self, rules: Any) -> list[str]:
        """Teams A (seats 0, 2) and B (seats 1, 3)."""
        return [f"team {name}" for name in _TEAMS]

    def side_seats(self, rules: Any) -> list[tuple[int, ...]]:
        """Partners sit opposite."""
        return [(0, 2), (1, 3)]

    def sides(self, game: Any, style: Style) -> list[str]:
        """The teams and their starting scores, and the target."""
        return [
            f"Team A: seats 0 and 2 · Team B: seats 1 and 3 · target {game.rules.target}",
            f"Scores: A {game.scores[0]} · B {game.scores[1]}",
        ]

    def seat(self, game: Any, seat: int) -> str:
        """``seat 2 (A)``."""
        return f"seat {seat} ({_TEAMS[smear.team_of(seat)]})"

    def deal_extras(self, game: Any, style: Style) -> list[str]:
        """The stock (R5): the blind is taken from its top."""
        return [f"stock: {style.cards(game.stock)}"] if game.stock else []

    def contract(self, game: Any, style: Style) -> str:
        """``seat 1 (B) bids 3``."""
        contract = game.contract
        return f"{self.seat(game, contract.bidder)} bids {contract.bid}"

    def trick_note(self, game: Any, trick: Trick, style: Style) -> str:
        """The card points taken (R16) and the jack's capture (R15)."""
        points = sum(smear.card_points(card) for card in trick.cards)
        note = f"{points} card points" if points else ""
        jack = Card(Rank.JACK, game.trump) if game.trump is not None else None
        if jack is not None and jack in trick.cards:
            note += ("; " if note else "") + f"Jack to {_team(smear.team_of(trick.winner))}"
        return note

    def hand_result(self, game: Any, style: Style) -> list[str]:
        """High, Low, Jack and Game (R15, R16), then made or set (R17)."""
        result = game.last_hand
        if result.made is None:
            return ["All four passed: the hand is thrown in (R8)."]
        trump = game.trump
        trumps = [card for trick in game.tricks for card in trick.cards if card.suit is trump]
        order = {card: smear.trick_strength(card, trump, trump) for card in trumps}
        high = max(trumps, key=order.__getitem__) if trumps else None
        low = min(trumps, key=order.__getitem__) if trumps else None
        if game.rules.high_low_rule == "ace_seven":
            high = high if high is not None and high.rank is Rank.ACE else None
            low = low if low is not None and low.rank is Rank.SEVEN else None
        shown = [
            f"High: {_team(result.high)}" + (f" ({style.card(high)})" if result.high is not None and high else ""),
            f"Low: {_team(result.low)}" + (f" ({style.card(low)})" if result.low is not None and low else ""),
            f"Jack: {_team(result.jack)}",
            f"Game: {_team(result.game)} ({result.card_points[0]} to {result.card_points[1]} card points)",
        ]
        contract = result.contract
        team = smear.team_of(contract.bidder)
        took = result.points[team]
        verdict = (
            style.good(f"made: team {_TEAMS[team]} scores {took}")
            if result.made
            else style.bad(f"set: team {_TEAMS[team]} loses {contract.bid}")
        )
        changes = " · ".join(f"{_TEAMS[i]} {change:+d}" for i, change in enumerate(result.score_changes))
        return [
            " · ".join(shown),
            f"Team {_TEAMS[team]} bid {contract.bid} and took {took} point(s): {verdict} ({changes})",
        ]

    def scores(self, game: Any, style: Style) -> str:
        """``A 6 · B 10``."""
        return f"A {game.scores[0]} · B {game.scores[1]}"

    def winner(self, game: Any, style: Style) -> str:
        """``Team B wins, 16 to 10.``."""
        mine, other = game.scores[game.winner], game.scores[1 - game.winner]
        return f"Team {_TEAMS[game.winner]} wins, {mine} to {other}."
