"""Smear told as events: teams A and B, the blind, trump named (H14) and the discard, High, Low, Jack, the jokers and Game, made or set."""

from __future__ import annotations

from typing import Final

from trickcore import events
from trickcore.actions import Discard
from trickcore.explaining import RulesetExplainer, held_this_hand
from trickcore.playing_cards import JOKER, Card, Rank, Suit, sort_cards
from trickcore.tricks import Trick

from trickcore.games.smear._cards import card_points, deck
from trickcore.games.smear._io import CODEC
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._scoring import high_low_plays
from trickcore.games.smear._actions import TRUMP_CALLS
from trickcore.games.smear._state import NAME, HAND_SIZE, SEATS, Game, Phase, team_of
from trickcore.games.smear._view import View

__all__ = ["explain"]

_SIDES = (events.Side(0, (0, 2)), events.Side(1, (1, 3)))
_HIDDEN = Discard(())


class _Teller:
    """Smear's part of the story (R7, R12, R15–R18)."""

    def sides(self, rules: Rules) -> tuple[events.Side, ...]:
        return _SIDES

    def side_of(self, rules: Rules, seat: int) -> events.Side:
        return _SIDES[team_of(seat)]

    def is_trump(self, card: Card, trump: Suit | None) -> bool:
        return card is JOKER or card.suit is trump

    def trick_points(self, trick: Trick) -> int:
        return sum(card_points(card) for card in trick.cards)

    def contract(self, state: Game | View, hand: int) -> events.ContractWon:
        contract = state.contract
        assert contract is not None, "told only once the auction is won"
        return events.ContractWon(hand, contract.bidder, _SIDES[team_of(contract.bidder)], contract.bid)

    def scored(self, state: Game | View, hand: int) -> events.HandScored | events.HandThrownIn:
        result = state.last_hand
        assert result is not None, "told at the end of a hand"
        contract, trump = result.contract, state.trump
        if result.made is None or contract is None or trump is None:
            return events.HandThrownIn(hand)
        high, low = high_low_plays(state.rules, trump, state.tricks)

        def side(team: int | None) -> events.Side | None:
            return None if team is None else _SIDES[team]

        bidding = team_of(contract.bidder)
        lines = (
            events.ScoreLine("high", side(result.high), 1 if result.high is not None else 0, None if high is None else high.card),
            events.ScoreLine("low", side(result.low), 1 if result.low is not None else 0, None if low is None else low.card),
            events.ScoreLine("jack", side(result.jack), 1 if result.jack is not None else 0, Card(Rank.JACK, trump)),
            *(events.ScoreLine("joker", _SIDES[team], 1, JOKER) for team in result.jokers),
            events.ScoreLine("card-points", _SIDES[0], result.card_points[0]),
            events.ScoreLine("card-points", _SIDES[1], result.card_points[1]),
            events.ScoreLine("game", side(result.game), 1 if result.game is not None else 0),
            events.ScoreLine("made" if result.made else "set", _SIDES[bidding], result.score_changes[bidding]),
        )
        return events.HandScored(
            hand, contract.bidder, contract.bid, result.made, lines, result.score_changes, state.scores, _SIDES
        )

    def game_won(self, state: Game | View) -> events.GameWon:
        assert state.winner is not None, "told at the end of the game"
        return events.GameWon(_SIDES[state.winner], state.scores, _SIDES)

    def started(self, game: Game) -> events.GameStarted:
        return events.GameStarted("smear", _SIDES, game.history.start, game.rules.target)

    def seen_deal(self, view: View, hand: int) -> events.HandDealt:
        held = [*held_this_hand(view), *view.discards]
        for card in view.blind:
            held.remove(card)
        hands = tuple(sort_cards(held) if seat == view.seat else () for seat in range(SEATS))
        return events.HandDealt(hand, view.dealer, hands, (HAND_SIZE,) * SEATS, (), len(deck(view.rules)) - SEATS * HAND_SIZE)

    def before_play(self, view: View, hand: int) -> list[events.Event]:
        contract = view.contract
        if contract is None:
            return []
        bidder = contract.bidder
        side = _SIDES[team_of(bidder)]
        told: list[events.Event] = []
        if view.rules.trump_named_at_discard and view.trump is not None:  # H14: named before the discard
            told += [events.ActionTaken(hand, bidder, side, TRUMP_CALLS[view.trump]), events.TrumpFixed(hand, bidder, view.trump)]
        if view.rules.blind_size and view.phase is not Phase.DISCARD and view.phase is not Phase.TRUMP:
            told.append(events.ActionTaken(hand, bidder, side, Discard(view.discards) if bidder == view.seat else _HIDDEN))
        return told


EXPLAINER: Final = RulesetExplainer[Game, View](NAME, CODEC, _Teller())
"""How Smear is told."""

explain: Final = EXPLAINER.explain
