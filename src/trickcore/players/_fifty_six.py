"""A heuristic Fifty-Six player: bids on jacks and nines, doubles reckless bids, plays for points."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from trickcore.deck import Seed
from trickcore.games import fifty_six
from trickcore.players._tactics import active_count, follow, outstanding, seen_cards
from trickcore.playing_cards import Card, Rank, Suit

__all__ = ["FiftySixPlayer", "hand_value"]

_RANK_POWER: Final = {rank: len(fifty_six.RANK_ORDER) - i for i, rank in enumerate(fifty_six.RANK_ORDER)}
"""R4: J 8, 9 7, A 6, T 5, K 4, Q 3, 8 2, 7 1."""


def hand_value(view: fifty_six.View, trump: Suit | None) -> float:
    """The card points (of 56) the seat's team expects to take as declarer with ``trump``.

    Starts from the team's fair share of the 56 points and adds what this hand holds
    beyond an average one: jacks and nines above all (R4, R5), aces and tens, and
    length and top cards in the trump suit.

    Example:
        >>> from trickcore.games import fifty_six
        >>> view = fifty_six.view(fifty_six.new_game(seed=1), 0)
        >>> 10 < hand_value(view, Suit.SPADES) < 56
        True
    """
    active = sum(1 for size in view.hand_sizes if size > 0) or len(view.hand_sizes)
    partners = sum(
        1 for seat, size in enumerate(view.hand_sizes) if size > 0 and view.team_of(seat) == view.team_of(view.seat)
    )
    jacks = sum(1 for card in view.hand if card.rank is Rank.JACK)
    nines = sum(1 for card in view.hand if card.rank is Rank.NINE)
    aces_tens = sum(1 for card in view.hand if card.rank in (Rank.ACE, Rank.TEN))
    value = 56 * max(partners, 1) / active
    value += 2.2 * (jacks - 8 / active) + 1.3 * (nines - 8 / active) + 0.5 * (aces_tens - 16 / active)
    if trump is not None:
        trumps = [card for card in view.hand if card.suit is trump]
        value += 1.6 * (len(trumps) - len(view.hand) / 4)
        value += 2.0 * sum(1 for card in trumps if card.rank is Rank.JACK)
        value += 1.0 * sum(1 for card in trumps if card.rank is Rank.NINE)
    else:
        value -= 2.0
    return value


class FiftySixPlayer:
    """Rule-aware Fifty-Six play from a seat's view.

    Bids (never over its partner) the value its best trump promises from jacks,
    nines and trump length; doubles an opponent's bid its own hand says is too
    high, and redoubles when sure; as declarer draws trumps with the top ones,
    leads winners, feeds points to a partner's trick, wins point-holding tricks
    cheaply and trumps in when it pays.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=2)
        >>> view = fifty_six.view(game, game.to_act)
        >>> FiftySixPlayer(seed=0).act(view) in fifty_six.legal_actions(view)
        True
    """

    def __init__(self, seed: Seed | None = None) -> None:
        self._random = random.Random(seed)

    def __repr__(self) -> str:
        return "FiftySixPlayer()"

    def act(self, view: fifty_six.View) -> fifty_six.Action:
        """The action for the seat to act in ``view``."""
        legal = list(fifty_six.legal_actions(view))
        self._random.shuffle(legal)
        if view.phase is fifty_six.Phase.AUCTION:
            return self._call(view, legal)
        if view.phase is fifty_six.Phase.CONCEAL:
            return _conceal(view)
        plays = [action.card for action in legal if isinstance(action, fifty_six.Play)]
        if fifty_six.Reveal() in legal and (not plays or _worth_revealing(view)):
            return fifty_six.Reveal()
        return fifty_six.Play(self._play(view, plays))

    def _call(self, view: fifty_six.View, legal: list[fifty_six.Action]) -> fifty_six.Action:
        """R11–R16: bid what the hand is worth, double what it cannot be, else pass."""
        auction = view.auction
        standing = auction.bid
        mine = view.team_of(view.seat)
        values = {suit: hand_value(view, suit) for suit in (*Suit, None)}
        trump = max(values, key=lambda suit: values[suit])
        expected = values[trump]
        ours = auction.bidder is not None and view.team_of(auction.bidder) == mine
        if standing is not None and ours:
            sure = hand_value(view, standing.trump) >= standing.value + 4
            if sure and any(isinstance(action, fifty_six.Redouble) for action in legal):
                return fifty_six.Redouble()
            return self._pass_or_cheapest(legal, trump)
        if standing is not None and any(isinstance(action, fifty_six.Double) for action in legal):
            if standing.value > 62 - expected or standing.value >= 44:
                return fifty_six.Double()
        floor = fifty_six.MIN_BID if standing is None else standing.value + 1
        if floor <= expected:
            bid = _bid(legal, floor, trump, view.rules.hidden_trump)
            if bid is not None:
                return bid
        return self._pass_or_cheapest(legal, trump)

    def _pass_or_cheapest(self, legal: Sequence[fifty_six.Action], trump: Suit | None) -> fifty_six.Action:
        """Pass, or the lowest bid when a pass is not allowed (R16 ``first_hand_must_bid``)."""
        if any(isinstance(action, fifty_six.Pass) for action in legal):
            return fifty_six.Pass()
        bids = sorted(
            (action for action in legal if isinstance(action, fifty_six.Bid)),
            key=lambda bid: (bid.value, bid.trump is not trump, bid.form.value),
        )
        return bids[0] if bids else legal[0]

    def _play(self, view: fifty_six.View, cards: list[Card]) -> Card:
        """R19–R21: lead or follow."""
        contract = view.contract
        trump = contract.trump if contract is not None else None
        mine = view.team_of(view.seat)
        if not view.trick:
            declaring = contract is not None and contract.team == mine
            return self._lead(view, cards, trump, declaring)
        led = view.trick[0].card.suit
        return follow(
            cards,
            view.trick,
            strength=lambda card: fifty_six.strength(card, trump, led),
            points=fifty_six.card_points,
            keep=lambda card: _RANK_POWER[card.rank] + (20 if card.suit is trump else 0),
            is_partner=lambda seat: view.team_of(seat) == mine,
            after_me=active_count(view.hand_sizes, view.trick) - len(view.trick) - 1,
            stake=2,
            outstanding=_unseen(view),
        )

    def _lead(self, view: fifty_six.View, cards: list[Card], trump: Suit | None, declaring: bool) -> Card:
        """Declarers draw trumps with a master trump; anyone leads a master; else a low pointless card."""
        unseen = _unseen(view)
        suits = [suit for suit in Suit if suit is not trump]
        order = ([trump] if declaring and trump is not None else []) + suits
        for suit in order:
            mine = [card for card in cards if card.suit is suit]
            if not mine:
                continue
            top = max(mine, key=lambda card: _RANK_POWER[card.rank])
            others = [card for card in unseen if card.suit is suit]
            if suit is trump and not others:
                continue
            if all(_RANK_POWER[card.rank] <= _RANK_POWER[top.rank] for card in others):
                return top
        return min(
            cards,
            key=lambda card: (card.suit is trump, fifty_six.card_points(card), _RANK_POWER[card.rank]),
        )


def _unseen(view: fifty_six.View) -> list[Card]:
    """The cards of this deal the seat has not seen: held by the others."""
    pack = fifty_six.deck(view.rules, players=active_count(view.hand_sizes, view.trick))
    return outstanding(pack, [*seen_cards(view.tricks, view.trick), *view.hand])


def _bid(legal: Sequence[fifty_six.Action], value: int, trump: Suit | None, hidden: bool = False) -> fifty_six.Bid | None:
    """The plain bid of ``value`` in ``trump`` (number-suit, or number-no-trumps), if legal.

    With hidden trump (H1) a bid names no suit: a hand strong in a suit bids hidden.
    """
    if hidden and trump is not None:
        wanted = fifty_six.Bid(value, None, fifty_six.BidForm.HIDDEN)
    else:
        form = fifty_six.BidForm.NUMBER_SUIT if trump is not None else fifty_six.BidForm.NO_TRUMPS
        wanted = fifty_six.Bid(value, trump, form)
    return wanted if wanted in legal else None


def _conceal(view: fifty_six.View) -> fifty_six.Conceal:
    """H2: the lowest card of the suit the hand is strongest in becomes the hidden trump."""
    suits = [suit for suit in Suit if any(card.suit is suit for card in view.hand)]
    best = max(suits, key=lambda suit: hand_value(view, suit))
    return fifty_six.Conceal(
        min((card for card in view.hand if card.suit is best), key=lambda card: (_RANK_POWER[card.rank], card.index))
    )


def _worth_revealing(view: fifty_six.View) -> bool:
    """H5: ask for the hidden trump when the trick holds points worth fighting for (3 or more)."""
    return sum(fifty_six.card_points(play.card) for play in view.trick) >= 3
