"""Fifty-Five's words in the game log: sides, the kitty, the best-trump bonus and the race to the target."""

from __future__ import annotations

from string import ascii_uppercase
from typing import Any

from trickcore.cards import Card, Suit
from trickcore.cli._log import Describer
from trickcore.cli._style import Style
from trickcore.games import fifty_five
from trickcore.tricks import Trick

__all__ = ["FiftyFiveDescriber", "race"]


def race(game: Any) -> tuple[int, int] | None:
    """R24: the side that first reached the target in trick order this hand, and at which trick (1–5).

    A side whose bid failed cannot win; a made 60 counts at the fifth trick.
    ``None`` when no side reached the target this way.
    """
    rules, result, contract = game.rules, game.last_hand, game.contract
    if result is None or result.made is None or contract is None:
        return None
    side_of = rules.side_of
    bidding = side_of[contract.bidder]
    running = [score - change for score, change in zip(game.scores, result.changes)]
    best = _best_trump(game.tricks, game.trump)
    for number, trick in enumerate(game.tricks, start=1):
        side = side_of[trick.winner]
        gain = 5 + (5 if best is not None and best in trick.cards else 0)
        if side == bidding and contract.bid == 60:
            gain = 60 if result.made and number == 5 else 0
        if side == bidding and not result.made:
            gain = 0
        running[side] += gain
        if running[side] >= rules.target:
            return side, number
    return None


def _best_trump(tricks: tuple[Trick, ...], trump: Suit | None) -> Card | None:
    """R19: the highest trump played in the hand, if any."""
    if trump is None:
        return None
    order = fifty_five.trump_order(trump)
    played = [card for trick in tricks for card in trick.cards if fifty_five.is_trump(card, trump)]
    return min(played, key=order.index) if played else None


class FiftyFiveDescriber(Describer):
    """Fifty-Five's log lines (R19–R24): tricks, the bonus, made or failed, the race."""

    display_name = "Fifty-Five"

    def __init__(self) -> None:
        super().__init__(fifty_five)

    def side_names(self, rules: Any) -> list[str]:
        """Teams A, B, … when there are teams, else the seats."""
        if rules.teams is None:
            return [f"seat {seat}" for seat in range(rules.players)]
        return [f"team {ascii_uppercase[team]}" for team in range(len(rules.teams))]

    def side_seats(self, rules: Any) -> list[tuple[int, ...]]:
        """Each side's seats (R2)."""
        if rules.teams is None:
            return [(seat,) for seat in range(rules.players)]
        return [tuple(team) for team in rules.teams]

    def _side(self, rules: Any, side: int) -> str:
        return self.side_names(rules)[side]

    def sides(self, game: Any, style: Style) -> list[str]:
        """Who plays with whom, and the target (R2, R3)."""
        rules = game.rules
        if rules.teams is None:
            line = f"{rules.players} players, each on their own"
        else:
            line = " · ".join(
                f"Team {ascii_uppercase[team]}: seats {', '.join(map(str, seats))}"
                for team, seats in enumerate(rules.teams)
            )
        return [f"{line} · target {rules.target}", "Scores: " + self.scores(game, style)]

    def seat(self, game: Any, seat: int) -> str:
        """``seat 2``, or ``seat 2 (A)`` with teams."""
        if game.rules.teams is None:
            return f"seat {seat}"
        return f"seat {seat} ({ascii_uppercase[game.rules.side_of[seat]]})"

    def deal_extras(self, game: Any, style: Style) -> list[str]:
        """The kitty, and how many cards stay undealt (R4)."""
        lines = [f"kitty: {style.cards(game.kitty)}"] if game.kitty else []
        if game.undealt:
            lines.append(f"undealt: {len(game.undealt)} cards")
        return lines

    def contract(self, game: Any, style: Style) -> str:
        """``seat 2 bids 15 and takes the kitty``."""
        contract = game.contract
        return f"{self.seat(game, contract.bidder)} bids {contract.bid} and takes the kitty"

    def is_trump(self, card: Card, trump: Suit | None) -> bool:
        """R5: A♥ is always a trump."""
        return trump is not None and fifty_five.is_trump(card, trump)

    def trick_note(self, game: Any, trick: Trick, style: Style) -> str:
        """Every trick is worth 5 (R19)."""
        return "5 points"

    def hand_result(self, game: Any, style: Style) -> list[str]:
        """Tricks, the best-trump bonus, made or failed, score changes and the race (R19–R24)."""
        result = game.last_hand
        rules = game.rules
        if result.made is None:
            return ["Everyone passed: the hand is void (R13)."]
        contract = game.contract
        best = _best_trump(game.tricks, game.trump)
        lines = []
        if best is not None:
            holder = next(trick.winner for trick in game.tricks if best in trick.cards)
            side = self._side(rules, rules.side_of[holder])
            lines.append(f"Bonus: {side} +5 for {style.card(best)}, the highest trump played")
        else:
            lines.append("Bonus: none (no trump was played)")
        taken = " · ".join(
            f"{name} {points}" for name, points in zip(self.side_names(rules), result.points) if points
        )
        lines.append(f"Taken: {taken or 'nothing'}")
        bidding = rules.side_of[contract.bidder]
        verdict = (
            style.good(f"made: scores {result.changes[bidding]:+d}")
            if result.made
            else style.bad(f"failed: loses {contract.bid}")
        )
        lines.append(
            f"{self.seat(game, contract.bidder)} bid {contract.bid}; {self._side(rules, bidding)} took"
            f" {result.points[bidding]}: {verdict}"
        )
        if game.winner is not None:
            first = race(game)
            if first is not None and first[0] == game.winner:
                lines.append(
                    f"Race: {self._side(rules, first[0])} reached {rules.target} first, at trick {first[1]}"
                )
            else:
                lines.append(f"Race: {self._side(rules, game.winner)} wins by the {rules.race_rule} rule")
        return lines

    def scores(self, game: Any, style: Style) -> str:
        """Each side's score."""
        return " · ".join(f"{name} {score}" for name, score in zip(self.side_names(game.rules), game.scores))

    def winner(self, game: Any, style: Style) -> str:
        """``seat 2 wins with 60.``."""
        name = self._side(game.rules, game.winner)
        return f"{name[0].upper()}{name[1:]} wins with {game.scores[game.winner]}."
