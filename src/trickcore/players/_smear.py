"""A heuristic Smear player: bids on high trumps, the low seven, a guarded jack, tens and jokers."""

from __future__ import annotations

import random
from typing import Final

from trickcore.deck import Seed
from trickcore.games import smear
from trickcore.players._tactics import active_count, follow, outstanding, seen_cards
from trickcore.playing_cards import JOKER, Card, Rank, Suit

__all__ = ["SmearPlayer"]

_POWER: Final = {rank: 8 - i for i, rank in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN))}
"""R1: rank power in every suit, ace 8 down to seven 1."""

_PARTNER_SHARE: Final = 0.5
"""Game points a bidder expects its partner to bring, on average."""

_CUTTHROAT_SHARE: Final = 0.5
"""Game points a cutthroat bidder (H1: no partner) expects beyond its own cards' sure ones: the two defenders
hold 12 cards rather than a partnership's 18 against it, and 14 are dead, so fewer of its trumps are beaten
and Game, split three ways, needs fewer card points (measured: without it half the hands are thrown in and
bids of 2 are made 97% of the time)."""

_DISCARD_WISH: Final = {
    Rank.TEN: 5.0,
    Rank.SEVEN: 3.0,
    Rank.EIGHT: 3.0,
    Rank.NINE: 3.0,
    Rank.JACK: 2.5,
    Rank.QUEEN: 2.0,
    Rank.KING: 1.5,
    Rank.ACE: 0.5,
}
"""How much the bidder likes to discard a side card (R10: a ten discarded counts toward Game for sure)."""

_JOKER_VALUE: Final = 0.6
"""H6: the game points a joker in hand is expected to bring (a low trump: its trick is often lost)."""


def _power(card: Card) -> int:
    """R1, H3: a card's power in its suit, ace 8 down to seven 1; a joker 0 (below every suited trump)."""
    return 0 if card is JOKER else _POWER[card.rank]


def _suit_in_play(card: Card, trump: Suit | None) -> Suit:
    """H4, H5: the suit a card plays as: a joker is a trump (spades when it is led to name trump)."""
    return (trump or Suit.SPADES) if card is JOKER else card.suit


def suit_value(hand: tuple[Card, ...], suit: Suit) -> float:
    """The game points (R15, R16) ``hand`` expects to win with ``suit`` as trump.

    The ace of trump is High for sure and the seven Low for sure (whoever plays
    them scores them); a jack needs guards to win its trick; length and tens help
    towards Game.

    Example:
        >>> from trickcore import cards
        >>> suit_value(cards("AS 7S JS KS 9H 8D"), Suit.SPADES) > suit_value(cards("AS 7S JS KS 9H 8D"), Suit.HEARTS)
        True
    """
    trumps = [card for card in hand if card is not JOKER and card.suit is suit]
    ranks = {card.rank for card in trumps}
    guards = len(ranks & {Rank.ACE, Rank.KING, Rank.QUEEN})
    value = 0.0
    if Rank.ACE in ranks:
        value += 1.0
    elif Rank.KING in ranks:
        value += 0.4
    if Rank.SEVEN in ranks:
        value += 1.0
    elif Rank.EIGHT in ranks:
        value += 0.2
    if Rank.JACK in ranks:
        value += 0.35 + 0.2 * guards + 0.05 * len(trumps)
    else:
        value += 0.1 * guards
    value += 0.15 * max(0, len(trumps) - 2)
    value += 0.25 * sum(1 for card in hand if card is not JOKER and card.rank is Rank.TEN)
    value += _JOKER_VALUE * hand.count(JOKER)
    return value


class SmearPlayer:
    """Rule-aware Smear play from a seat's view.

    Bids the game points its best trump suit promises (ace of trump for High,
    seven for Low, a guarded jack, tens and length for Game); names that suit when
    trump is named before the discard (H14); discards side tens
    (they count for Game) and low side cards; leads its best suit high to draw
    trumps; takes tricks that hold tens or the jack cheaply, feeds points to a
    partner's winning trick, and trumps in when it pays. In cutthroat (H1) it has
    no partner: every other seat is an opponent.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=2)
        >>> view = smear.view(game, game.to_act)
        >>> SmearPlayer(seed=0).act(view) in smear.legal_actions(view)
        True
    """

    def __init__(self, seed: Seed | None = None) -> None:
        self._random = random.Random(seed)

    def __repr__(self) -> str:
        return "SmearPlayer()"

    def act(self, view: smear.View) -> smear.Action:
        """The action for the seat to act in ``view``."""
        legal = list(smear.legal_actions(view))
        self._random.shuffle(legal)
        if view.phase is smear.Phase.AUCTION:
            return self._call(view, legal)
        if view.phase is smear.Phase.TRUMP:
            return self._name_trump(view, legal)
        if view.phase is smear.Phase.DISCARD:
            return self._discard(view, legal)
        return self._play(view, legal)

    def _call(self, view: smear.View, legal: list[smear.Action]) -> smear.Action:
        """R6: bid the points the best suit promises, just over the high bid; never over a partner."""
        bids = sorted((action for action in legal if isinstance(action, smear.Bid)), key=lambda bid: bid.points)
        can_pass = any(isinstance(action, smear.Pass) for action in legal)
        high = max(
            ((call.seat, call.action.points) for call in view.calls if isinstance(call.action, smear.Bid)),
            key=lambda item: item[1],
            default=None,
        )
        if not bids:
            return smear.Pass()
        if not can_pass:
            return bids[0]
        side_of = view.rules.side_of
        if high is not None and side_of[high[0]] == side_of[view.seat]:
            return smear.Pass()
        partnered = side_of.count(side_of[view.seat]) > 1
        expected = max(suit_value(view.hand, suit) for suit in Suit) + (_PARTNER_SHARE if partnered else _CUTTHROAT_SHARE)
        expected += 0.3 * view.rules.blind_size
        for bid in bids:
            if bid.points <= expected:
                return bid
        return smear.Pass()

    def _name_trump(self, view: smear.View, legal: list[smear.Action]) -> smear.Action:
        """H14: name the suit the hand (blind included) expects the most game points from; ties go to the longer suit."""
        names = [action for action in legal if isinstance(action, smear.NameTrump)]

        def worth(action: smear.NameTrump) -> tuple[float, int]:
            length = sum(1 for card in view.hand if card is JOKER or card.suit is action.suit)
            return suit_value(view.hand, action.suit), length

        return max(names, key=worth)

    def _discard(self, view: smear.View, legal: list[smear.Action]) -> smear.Action:
        """R10, R11, H15: keep the best suit (or the trump named) whole; discard side tens and low side cards."""
        trump = view.trump or max(Suit, key=lambda suit: suit_value(view.hand, suit))

        def wish(action: smear.Action) -> float:
            assert isinstance(action, smear.Discard)
            trumps = sum(1 for card in action.cards if card is JOKER or card.suit is trump)
            if trumps:
                return -100.0 * trumps
            return sum(_DISCARD_WISH[card.rank] for card in action.cards)

        return max(legal, key=wish)

    def _play(self, view: smear.View, legal: list[smear.Action]) -> smear.Action:
        """R12–R14: lead or follow."""
        cards = [action.card for action in legal if isinstance(action, smear.Play)]
        if view.trump is None:
            return smear.Play(self._first_lead(view, cards))
        trump = view.trump
        if not view.trick:
            return smear.Play(self._lead(view, cards, trump))
        led = smear.suit_of(view.trick[0].card, trump)
        jack = Card(Rank.JACK, trump)
        after_me = active_count(view.hand_sizes, view.trick) - len(view.trick) - 1
        card = follow(
            cards,
            view.trick,
            strength=lambda card: smear.trick_strength(card, trump, led),
            points=lambda card: smear.card_points(card) + (20 if card is jack or card is JOKER else 0),
            keep=lambda card: _power(card) + (20 if _suit_in_play(card, trump) is trump else 0),
            is_partner=lambda seat: view.rules.side_of[seat] == view.rules.side_of[view.seat],
            after_me=after_me,
            stake=5,
            outstanding=_unseen(view),
        )
        return smear.Play(card)

    def _first_lead(self, view: smear.View, cards: list[Card]) -> Card:
        """R12: the first lead makes trump: lead the best allowed suit, high (ace or king) else low."""
        suits = [suit for suit in Suit if any(_suit_in_play(card, None) is suit for card in cards)]  # ties: suit order
        trump = max(suits, key=lambda suit: suit_value(view.hand, suit))
        trumps = sorted((card for card in cards if _suit_in_play(card, None) is trump), key=_power)
        if trumps[-1] is not JOKER and trumps[-1].rank in (Rank.ACE, Rank.KING):
            return trumps[-1]
        suited = [card for card in trumps if card is not JOKER]
        return suited[0] if suited else trumps[0]

    def _lead(self, view: smear.View, cards: list[Card], trump: Suit) -> Card:
        """Lead a master trump while opponents may hold trumps, else a side master, else the cheapest card."""
        out = _unseen(view)
        for suit in (trump, *(suit for suit in Suit if suit is not trump)):
            mine = [card for card in cards if _suit_in_play(card, trump) is suit]
            if not mine:
                continue
            top = max(mine, key=_power)
            outstanding = [card for card in out if _suit_in_play(card, trump) is suit]
            if suit is trump and not outstanding:
                continue
            if all(_power(card) < _power(top) for card in outstanding):
                return top
        return min(
            cards,
            key=lambda card: (_suit_in_play(card, trump) is trump, smear.card_points(card), _power(card)),
        )


def _unseen(view: smear.View) -> list[Card]:
    """The cards the seat has not seen: the others' hands, and (for all it knows) the stock."""
    return outstanding(smear.deck(view.rules), [*seen_cards(view.tricks, view.trick), *view.hand, *view.discards])
