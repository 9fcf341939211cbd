"""Smear told as events: teams A and B (or three players alone in cutthroat), the blind, trump named (H14) and the discard, High, Low, Jack, the jokers and Game, made or set."""

from __future__ import annotations

from typing import Final

from trickcore import events
from trickcore.actions import Discard
from trickcore.explaining import RulesetExplainer, seat_deal
from trickcore.playing_cards import JOKER, Card, Rank
from trickcore.tricks import Trick

from trickcore.games.smear._cards import card_points, deck
from trickcore.games.smear._io import CODEC
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._scoring import high_low_plays
from trickcore.games.smear._actions import TRUMP_CALLS
from trickcore.games.smear._state import NAME, HAND_SIZE, Game, Phase
from trickcore.games.smear._view import View

__all__ = ["explain"]

_SIDES: Final = {
    4: (events.Side(0, (0, 2)), events.Side(1, (1, 3))),
    3: tuple(events.Side(seat, (seat,)) for seat in range(3)),
}
"""H1: the sides by the number of players: two teams, or three players alone (cutthroat)."""
_HIDDEN = Discard(())


class _Teller:
    """Smear's part of the story (R7, R12, R15–R18, H1)."""

    def sides(self, rules: Rules) -> tuple[events.Side, ...]:
        return _SIDES[rules.players]

    def side_of(self, rules: Rules, seat: int) -> events.Side:
        return _SIDES[rules.players][rules.side_of[seat]]

    def is_trump(self, state: Game | View, card: Card, played: int) -> bool:
        return card is JOKER or card.suit is state.trump

    def trick_points(self, trick: Trick) -> int:
        return sum(card_points(card) for card in trick.cards)

    def contract(self, state: Game | View, hand: int) -> events.ContractWon:
        contract = state.contract
        assert contract is not None, "told only once the auction is won"
        return events.ContractWon(hand, contract.bidder, self.side_of(state.rules, contract.bidder), contract.bid)

    def scored(self, state: Game | View, hand: int) -> events.HandScored | events.HandThrownIn:
        result = state.last_hand
        assert result is not None, "told at the end of a hand"
        contract, trump = result.contract, state.trump
        if result.made is None or contract is None or trump is None:
            return events.HandThrownIn(hand)
        high, low = high_low_plays(state.rules, trump, state.tricks)
        sides = self.sides(state.rules)

        def side(index: int | None) -> events.Side | None:
            return None if index is None else sides[index]

        bidding = state.rules.side_of[contract.bidder]
        lines = (
            events.ScoreLine("high", side(result.high), 1 if result.high is not None else 0, None if high is None else high.card),
            events.ScoreLine("low", side(result.low), 1 if result.low is not None else 0, None if low is None else low.card),
            events.ScoreLine("jack", side(result.jack), 1 if result.jack is not None else 0, Card(Rank.JACK, trump)),
            *(events.ScoreLine("joker", sides[index], 1, JOKER) for index in result.jokers),
            *(events.ScoreLine("card-points", each, result.card_points[each.index]) for each in sides),
            events.ScoreLine("game", side(result.game), 1 if result.game is not None else 0),
            events.ScoreLine("made" if result.made else "set", sides[bidding], result.score_changes[bidding]),
        )
        return events.HandScored(
            hand, contract.bidder, contract.bid, result.made, lines, result.score_changes, state.scores, sides
        )

    def game_won(self, state: Game | View) -> events.GameWon:
        assert state.winner is not None, "told at the end of the game"
        sides = self.sides(state.rules)
        return events.GameWon(sides[state.winner], state.scores, sides)

    def started(self, game: Game) -> events.GameStarted:
        return events.GameStarted("smear", self.sides(game.rules), game.history.start, game.rules.target)

    def seen_deal(self, view: View, hand: int) -> events.HandDealt:
        seats = view.rules.players
        undealt = len(deck(view.rules)) - seats * HAND_SIZE
        return seat_deal(view, hand, (HAND_SIZE,) * seats, undealt, laid=view.discards, taken=view.blind)

    def before_play(self, view: View, hand: int) -> list[events.Event]:
        contract = view.contract
        if contract is None:
            return []
        bidder = contract.bidder
        side = self.side_of(view.rules, bidder)
        told: list[events.Event] = []
        if view.rules.trump_named_at_discard and view.trump is not None:  # H14: named before the discard
            told += [events.ActionTaken(hand, bidder, side, TRUMP_CALLS[view.trump]), events.TrumpFixed(hand, bidder, view.trump)]
        if view.rules.blind_size and view.phase is not Phase.DISCARD and view.phase is not Phase.TRUMP:
            told.append(events.ActionTaken(hand, bidder, side, Discard(view.discards) if bidder == view.seat else _HIDDEN))
        return told


EXPLAINER: Final = RulesetExplainer[Game, View](NAME, CODEC, _Teller())
"""How Smear is told."""

explain: Final = EXPLAINER.explain
