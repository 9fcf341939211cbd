"""Fifty-Six told as events: teams, contracts with their multiplier, card points, tables paid and received."""

from __future__ import annotations

from typing import Final

from trickcore import events
from trickcore.explaining import RulesetExplainer, seat_deal
from trickcore.playing_cards import Card
from trickcore.tricks import Trick

from trickcore.games.fifty_six._actions import BidForm
from trickcore.games.fifty_six._cards import card_points, hand_size
from trickcore.games.fifty_six._io import CODEC
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import NAME, Game, Phase
from trickcore.games.fifty_six._view import View

__all__ = ["explain"]


class _Teller:
    """Fifty-Six's part of the story (R17, R20, R22–R28)."""

    def sides(self, rules: Rules) -> tuple[events.Side, ...]:
        return tuple(events.Side(team, rules.team_seats(team)) for team in range(rules.teams))

    def side_of(self, rules: Rules, seat: int) -> events.Side:
        team = rules.team_of(seat)
        return events.Side(team, rules.team_seats(team))

    def is_trump(self, state: Game | View, card: Card, played: int) -> bool:
        # H8: in the trick of the reveal, a card of the suit played before the reveal was no trump.
        revealed_at = state.revealed_at
        return card.suit is state.trump and (revealed_at is None or played >= revealed_at)

    def trick_points(self, trick: Trick) -> int:
        return sum(card_points(card) for card in trick.cards)

    def contract(self, state: Game | View, hand: int) -> events.ContractWon:
        contract = state.contract
        assert contract is not None, "told only once the auction is won"
        # H1: a hidden contract names its trump only at the reveal (a TrumpFixed event then).
        no_trumps = contract.trump is None and contract.form is not BidForm.HIDDEN
        return events.ContractWon(
            hand,
            contract.declarer,
            self.side_of(state.rules, contract.declarer),
            contract.value,
            contract.trump,
            no_trumps or contract.form in (BidForm.NOES, BidForm.PLUS_TWO_NOES),
            contract.multiplier,
        )

    def scored(self, state: Game | View, hand: int) -> events.HandScored | events.HandThrownIn:
        result = state.last_hand
        assert result is not None, "told at the end of a hand"
        contract = result.contract
        if contract is None or result.made is None:
            return events.HandThrownIn(hand, "void-deal")  # H31
        rules = state.rules
        sides = self.sides(rules)
        played = [team for team in range(rules.teams) if not state.eliminated[team] or team in result.eliminated]
        lines = [events.ScoreLine("card-points", sides[team], result.points[team]) for team in played]
        label = "scored" if rules.scoring == "points" else "tables"  # H23: points scored, not tables moved
        lines += [events.ScoreLine(label, sides[team], change) for team, change in enumerate(result.transfers) if change]
        return events.HandScored(
            hand,
            contract.declarer,
            contract.value,
            result.made,
            tuple(lines),
            result.transfers,
            state.tables,
            sides,
            tuple(sides[team] for team in result.eliminated),
        )

    def game_won(self, state: Game | View) -> events.GameWon:
        assert state.winner is not None, "told at the end of the game"
        sides = self.sides(state.rules)
        return events.GameWon(sides[state.winner], state.tables, sides)

    def started(self, game: Game) -> events.GameStarted:
        rules = game.rules
        deals = rules.deals if rules.scoring == "points" else None  # H25
        return events.GameStarted("fifty-six", self.sides(rules), game.history.start, None, deals)

    def seen_deal(self, view: View, hand: int) -> events.HandDealt:
        in_hand = _in_hand(view)
        return seat_deal(view, hand, tuple(hand_size(sum(in_hand)) if playing else 0 for playing in in_hand), 0)

    def before_play(self, view: View, hand: int) -> list[events.Event]:
        return []


def _in_hand(view: View) -> tuple[bool, ...]:
    """Per seat, whether it was dealt this hand (its team was in play when the hand began)."""
    rules = view.rules
    closed = view.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    just_out = set(view.last_hand.eliminated) if closed and view.last_hand is not None else set()
    return tuple(
        not view.eliminated[rules.team_of(seat)] or rules.team_of(seat) in just_out for seat in range(rules.players)
    )


EXPLAINER: Final = RulesetExplainer[Game, View](NAME, CODEC, _Teller())
"""How Fifty-Six is told."""

explain: Final = EXPLAINER.explain
