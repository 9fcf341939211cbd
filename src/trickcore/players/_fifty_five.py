"""A heuristic Fifty-Five player: bids on top trumps, keeps trumps and kings, saves its best trumps."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from trickcore.deck import Seed
from trickcore.games import fifty_five
from trickcore.players._tactics import active_count, follow, outstanding, seen_cards
from trickcore.playing_cards import Card, Rank, Suit

__all__ = ["FiftyFivePlayer", "trick_estimate"]

_KITTY_TRICKS: Final = 0.45
"""The tricks the kitty's five cards add to a bidder's hand, on average (R14)."""


def _keep(card: Card, trump: Suit, joker: bool = False) -> int:
    """How much a card is worth keeping: trumps by their order (R6, H3), then plain cards by theirs (R7)."""
    if fifty_five.is_trump(card, trump):
        order = fifty_five.trump_order(trump, joker=joker)
        return 100 + len(order) - order.index(card)
    order = fifty_five.plain_order(card.suit)
    return len(order) - order.index(card)


def trick_estimate(hand: Sequence[Card], trump: Suit, joker: bool = False) -> float:
    """The tricks ``hand`` expects to win with ``trump`` as trump (``joker``: the game plays with the joker, H3).

    The top three trumps (R8) are near-certain tricks, the next two likely, lower
    trumps and plain kings sometimes.

    Example:
        >>> from trickcore import cards
        >>> trick_estimate(cards("5S JS AH KD 2C"), Suit.SPADES) > trick_estimate(cards("5S JS AH KD 2C"), Suit.CLUBS)
        True
    """
    order = fifty_five.trump_order(trump, joker=joker)
    tricks = 0.0
    for card in hand:
        if fifty_five.is_trump(card, trump):
            position = order.index(card)
            tricks += 0.95 if position < 3 else 0.6 if position < 5 else 0.3
        elif not card.is_joker and card.rank is Rank.KING:
            tricks += 0.25
    return tricks


def _points(hand: Sequence[Card], trump: Suit, kitty: bool, joker: bool = False) -> float:
    """The points (R19: 5 a trick, 5 for the best trump) ``hand`` expects with ``trump``."""
    tricks = min(5.0, trick_estimate(hand, trump, joker) + (_KITTY_TRICKS if kitty else 0.0))
    order = fifty_five.trump_order(trump, joker=joker)
    bonus = 5.0 if order[0] in hand else 2.5 if order[1] in hand else 0.0
    return 5 * tricks + bonus


class FiftyFivePlayer:
    """Rule-aware Fifty-Five play from a seat's view.

    Bids (never over a partner) the ladder value its top trumps promise with the
    kitty to come, holds as dealer when the hand is worth the bid; keeps the best
    trump suit and plain kings when discarding and names that suit; with
    ``draw_after_trump`` exchanges every card that is neither a trump nor a plain
    king (H8); draws trumps with its top trump, wins tricks with the cheapest safe
    card and saves its best trumps otherwise. It bids the jink (60, or 30 on the
    30-for-60 ladder) only with five near-certain tricks.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=2)
        >>> view = fifty_five.view(game, game.to_act)
        >>> FiftyFivePlayer(seed=0).act(view) in fifty_five.legal_actions(view)
        True
    """

    def __init__(self, seed: Seed | None = None) -> None:
        self._random = random.Random(seed)

    def __repr__(self) -> str:
        return "FiftyFivePlayer()"

    def act(self, view: fifty_five.View) -> fifty_five.Action:
        """The action for the seat to act in ``view``."""
        legal = list(fifty_five.legal_actions(view))
        self._random.shuffle(legal)
        phase = view.phase
        if phase is fifty_five.Phase.AUCTION:
            return self._call(view, legal)
        if phase is fifty_five.Phase.DISCARD:
            return self._discard(view, legal)
        if phase is fifty_five.Phase.TRUMP:
            # H18: named before the kitty, the kitty's cards are still to come.
            return fifty_five.NameTrump(
                _best_suit(view.hand, kitty=view.rules.trump_named == "before_kitty", joker=view.rules.joker)
            )
        if phase is fifty_five.Phase.EXCHANGE:
            return self._exchange(view, legal)
        return fifty_five.Play(self._play(view, [action.card for action in legal if isinstance(action, fifty_five.Play)]))

    def _call(self, view: fifty_five.View, legal: list[fifty_five.Action]) -> fifty_five.Action:
        """R11, R12: hold or bid what the hand promises, over opponents only."""
        side_of = view.rules.side_of
        joker = view.rules.joker
        best = _best_suit(view.hand, kitty=True, joker=joker)
        expected = _points(view.hand, best, kitty=True, joker=joker)
        can_pass = any(isinstance(action, fifty_five.Pass) for action in legal)
        bids = sorted((action for action in legal if isinstance(action, fifty_five.Bid)), key=lambda bid: bid.points)
        partner_high = (
            view.high_bidder is not None
            and view.high_bidder != view.seat
            and side_of[view.high_bidder] == side_of[view.seat]
        )
        if not can_pass:
            return bids[0] if bids else legal[0]
        if partner_high:
            return fifty_five.Pass()
        jink = max(fifty_five.ladder(view.rules))
        if any(isinstance(action, fifty_five.Hold) for action in legal) and view.high_bid is not None:
            if view.high_bid <= expected and view.high_bid < jink:
                return fifty_five.Hold()
        for bid in bids:
            if bid.points == jink:
                if trick_estimate(view.hand, best, joker) >= 4.6:
                    return bid
            elif bid.points <= expected:
                return bid
        return fifty_five.Pass()

    def _discard(self, view: fifty_five.View, legal: list[fifty_five.Action]) -> fifty_five.Action:
        """R14: keep the best suit's trumps and the plain kings; discard the rest."""
        joker = view.rules.joker
        trump = view.trump or _best_suit(view.hand, kitty=False, joker=joker)
        keep = sorted(view.hand, key=lambda card: _keep(card, trump, joker), reverse=True)
        wanted = fifty_five.Discard(keep[len(keep) - 5 :])
        return wanted if wanted in legal else legal[0]

    def _exchange(self, view: fifty_five.View, legal: list[fifty_five.Action]) -> fifty_five.Action:
        """H8: exchange the cards that are neither trumps nor plain kings, the least useful first, as the stock allows."""
        trump = view.trump
        assert trump is not None
        weak = sorted(
            (card for card in view.hand if not fifty_five.is_trump(card, trump) and card.rank is not Rank.KING),
            key=lambda card: _keep(card, trump, view.rules.joker),
        )
        wanted = fifty_five.Exchange(weak[: view.stock_left])
        return wanted if wanted in legal else fifty_five.Exchange(())

    def _play(self, view: fifty_five.View, cards: list[Card]) -> Card:
        """R15–R18: lead or follow."""
        trump = view.trump
        assert trump is not None
        side_of = view.rules.side_of
        joker = view.rules.joker
        unseen = outstanding(
            fifty_five.deck(view.rules), [*seen_cards(view.tricks, view.trick), *view.hand, *view.discards, *view.exchange]
        )
        if not view.trick:
            return _lead(cards, trump, unseen, joker)
        led = view.trick[0].card
        return follow(
            cards,
            view.trick,
            strength=lambda card: fifty_five.strength(card, trump, led, joker=joker),
            points=lambda card: 0,
            keep=lambda card: _keep(card, trump, joker),
            is_partner=lambda seat: side_of[seat] == side_of[view.seat],
            after_me=active_count(view.hand_sizes, view.trick) - len(view.trick) - 1,
            stake=0,
            outstanding=unseen,
        )


def _best_suit(hand: Sequence[Card], *, kitty: bool, joker: bool = False) -> Suit:
    """The suit the hand would most like as trump."""
    return max(Suit, key=lambda suit: _points(hand, suit, kitty, joker))


def _lead(cards: Sequence[Card], trump: Suit, unseen: Sequence[Card], joker: bool) -> Card:
    """Draw trumps with a master trump, else lead a master king, else the least useful card."""
    trumps = [card for card in cards if fifty_five.is_trump(card, trump)]
    their_trumps = [card for card in unseen if fifty_five.is_trump(card, trump)]
    if trumps and their_trumps:
        top = max(trumps, key=lambda card: _keep(card, trump, joker))
        if all(_keep(card, trump, joker) < _keep(top, trump, joker) for card in their_trumps):
            return top
    for card in cards:
        if not fifty_five.is_trump(card, trump) and card.rank is Rank.KING:
            return card
    return min(cards, key=lambda card: _keep(card, trump, joker))
