"""Fifty-Five told as events: sides, the kitty and discard, trump named, the exchanges, tricks, the bonus, the race."""

from __future__ import annotations

from typing import Final

from trickcore import events
from trickcore.actions import Discard, GameAction
from trickcore.explaining import RulesetExplainer, seat_deal
from trickcore.playing_cards import Card
from trickcore.tricks import Trick

from trickcore.games.fifty_five._actions import Exchange, NameTrump
from trickcore.games.fifty_five._exchange import exchange_order
from trickcore.games.fifty_five._cards import deck, is_trump
from trickcore.games.fifty_five._engine import HAND_SIZE
from trickcore.games.fifty_five._io import CODEC
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._scoring import BONUS, TRICK_POINTS, bonus_trump, race_winner, trick_gains
from trickcore.games.fifty_five._state import NAME, Game, Phase
from trickcore.games.fifty_five._view import View

__all__ = ["explain"]

_HIDDEN = Discard(())


class _Teller:
    """Fifty-Five's part of the story (R12, R14, R19–R24)."""

    def sides(self, rules: Rules) -> tuple[events.Side, ...]:
        if rules.teams is None:
            return tuple(events.Side(seat, (seat,)) for seat in range(rules.players))
        return tuple(events.Side(index, team) for index, team in enumerate(rules.teams))

    def side_of(self, rules: Rules, seat: int) -> events.Side:
        return self.sides(rules)[rules.side_of[seat]]

    def is_trump(self, state: Game | View, card: Card, played: int) -> bool:
        trump = state.trump
        return trump is not None and is_trump(card, trump)

    def trick_points(self, trick: Trick) -> int:
        return TRICK_POINTS

    def contract(self, state: Game | View, hand: int) -> events.ContractWon:
        contract = state.contract
        assert contract is not None, "told only once the auction is won"
        return events.ContractWon(hand, contract.bidder, self.side_of(state.rules, contract.bidder), contract.bid)

    def scored(self, state: Game | View, hand: int) -> events.HandScored | events.HandThrownIn:
        result, contract, trump = state.last_hand, state.contract, state.trump
        assert result is not None, "told at the end of a hand"
        if result.made is None or contract is None or trump is None:
            return events.HandThrownIn(hand)
        rules = state.rules
        sides = self.sides(rules)
        won = [0] * rules.sides
        for trick in state.tricks:
            won[rules.side_of[trick.winner]] += TRICK_POINTS
        lines = [events.ScoreLine("tricks", sides[side], points) for side, points in enumerate(won) if points]
        best = bonus_trump(rules, trump, state.tricks)
        if best is not None:
            number, card = best
            lines.append(events.ScoreLine("best-trump", sides[rules.side_of[state.tricks[number].winner]], BONUS, card))
        bidding = rules.side_of[contract.bidder]
        lines.append(events.ScoreLine("made" if result.made else "set", sides[bidding], result.changes[bidding]))
        return events.HandScored(
            hand, contract.bidder, contract.bid, result.made, tuple(lines), result.changes, state.scores, sides
        )

    def game_won(self, state: Game | View) -> events.GameWon:
        assert state.winner is not None, "told at the end of the game"
        rules, result, contract, trump = state.rules, state.last_hand, state.contract, state.trump
        sides = self.sides(rules)
        trick = None
        if result is not None and result.made is not None and contract is not None and trump is not None:
            before = tuple(score - change for score, change in zip(state.scores, result.changes))
            gains = trick_gains(rules, trump, state.tricks, rules.side_of)
            trick = race_winner(rules, contract, result.made, gains, before, state.scores)[1]
        return events.GameWon(sides[state.winner], state.scores, sides, trick)

    def started(self, game: Game) -> events.GameStarted:
        return events.GameStarted("fifty-five", self.sides(game.rules), game.history.start, game.rules.target)

    def seen_deal(self, view: View, hand: int) -> events.HandDealt:
        players = view.rules.players
        undealt = len(deck(view.rules)) - HAND_SIZE * players
        laid, taken = (*view.discards, *view.exchange), (*view.kitty, *view.drawn)
        return seat_deal(view, hand, (HAND_SIZE,) * players, undealt, laid=laid, taken=taken)

    def before_play(self, view: View, hand: int) -> list[events.Event]:
        contract = view.contract
        if contract is None:
            return []
        bidder = contract.bidder
        side = self.side_of(view.rules, bidder)
        trump: list[events.Event] = []
        if view.trump is not None:
            trump = [events.ActionTaken(hand, bidder, side, NameTrump(view.trump)), events.TrumpFixed(hand, bidder, view.trump)]
        discarded = view.phase not in (Phase.DISCARD, Phase.TRUMP) or (
            view.phase is Phase.TRUMP and view.rules.trump_named == "after_kitty"
        )
        discard: list[events.Event] = []
        if discarded:
            discard = [events.ActionTaken(hand, bidder, side, Discard(view.discards) if bidder == view.seat else _HIDDEN)]
        # H18: trump named before the kitty comes before the discard.
        told = trump + discard if view.rules.trump_named == "before_kitty" else discard + trump
        return told + self._exchanges(view, hand)

    def _exchanges(self, view: View, hand: int) -> list[events.Event]:
        """H6–H10: the exchanges made so far; another player's shows how many cards it exchanged, face down."""
        if not view.exchanged or view.contract is None:
            return []
        order = exchange_order(view.dealer, view.contract.bidder, view.rules.players)
        done = order if view.phase is not Phase.EXCHANGE or view.to_act is None else order[: order.index(view.to_act)]
        told: list[events.Event] = []
        for seat in done:
            if seat == view.seat:
                action: GameAction = Exchange(view.exchange)
            else:
                action = Exchange((), face_down=view.exchanged[seat])
            told.append(events.ActionTaken(hand, seat, self.side_of(view.rules, seat), action))
        return told


EXPLAINER: Final = RulesetExplainer[Game, View](NAME, CODEC, _Teller())
"""How Fifty-Five is told."""

explain: Final = EXPLAINER.explain
