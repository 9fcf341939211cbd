"""A game told as events: deals, actions, auctions won, tricks won and why, hands scored, the winner.

Each ruleset's ``explain(game)`` returns the whole game as a tuple of these
events, and ``explain(view)`` what one seat has seen of the current hand. They
are plain values with stable codes (a trick's :class:`TrickReason`, a score line's
``label``), so a frontend can say "seat 2 wins — jack of spades (highest trump)"
in any language without knowing the rules: each has a ``text`` in English, and
:func:`trickcore.describe` tells it in any of :data:`trickcore.LANGUAGES`. The
command line's game log is printed from them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Final

import attrs

from trickcore.actions import GameAction
from trickcore.playing_cards import Card, Suit
from trickcore.tricks import CardPlay, Trick

__all__ = [
    "ActionTaken",
    "ClaimMade",
    "ContractWon",
    "Event",
    "GameStarted",
    "GameWon",
    "HandDealt",
    "Narrated",
    "HandScored",
    "HandThrownIn",
    "ScoreLine",
    "Side",
    "TrickReason",
    "TrickWon",
    "TrumpFixed",
    "set_narrator",
    "trick_reason",
]


class Narrated:
    """A value that can be told in words: its :attr:`text` is ``describe(value)``, in English.

    Every event, :class:`ScoreLine` and :class:`TrickReason` is one. The words come
    from the language package (``trickcore.language``, home of
    :func:`trickcore.describe`) alone: this module holds none and imports no
    language; the language package, which loads with ``trickcore``, hands its
    English ``describe`` to :func:`set_narrator`.

    Example:
        >>> GameWon(Side(1, (1, 3)), (8, 16), (Side(0, (0, 2)), Side(1, (1, 3)))).text
        'Team B wins the game.'
    """

    __slots__ = ()

    @property
    def text(self) -> str:
        """The value in English words, as ``describe(value, "en")`` gives them (for other languages, see :func:`trickcore.describe`)."""
        return _NARRATOR[0](self)


_NARRATOR: Final[list[Callable[[Narrated], str]]] = []
"""The narrator of :attr:`Narrated.text`, once the language package has set it."""


def set_narrator(narrator: Callable[[Narrated], str]) -> None:
    """Tell every :attr:`Narrated.text` with ``narrator``.

    The language package calls it as it loads, with English ``describe``, so
    that events are plain values and the words live in one place; a frontend that
    wants another language calls :func:`trickcore.describe` with ``lang`` instead.
    """
    _NARRATOR[:] = [narrator]


class TrickReason(Narrated, enum.StrEnum):
    """Why a trick's winning card won it: a stable code (compares equal to its string).

    Example:
        >>> TrickReason.HIGHEST_TRUMP == "highest-trump"
        True
    """

    HIGHEST_TRUMP = "highest-trump"
    """Several trumps were played and it was the highest."""
    ONLY_TRUMP = "only-trump"
    """It was the only trump played."""
    HIGHEST_OF_SUIT_LED = "highest-of-suit-led"
    """No trump was played and it was the highest card of the suit led."""
    FIRST_OF_EQUAL_CARDS = "first-of-equal-cards"
    """An identical card was played after it, and the first played wins (Fifty-Six's double pack)."""
    LAST_OF_EQUAL_CARDS = "last-of-equal-cards"
    """An identical card was played before it, and the last played wins (Smear's jokers with ``joker_order="second_wins"``)."""


def trick_reason(trick: Trick, is_trump: Callable[[int, Card], bool]) -> TrickReason:
    """Why ``trick.winner`` won ``trick``, given which of its plays are trumps (by place in the trick, and card).

    The place matters where a card of the trump suit played before trump was fixed
    is no trump (Fifty-Six's hidden trump, in the trick of its reveal).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> plays = tuple(CardPlay(seat, card) for seat, card in enumerate(cards("AS 9H TS 7H")))
        >>> trick_reason(Trick(0, plays, winner=1), lambda place, card: card.suit is Suit.HEARTS)
        <TrickReason.HIGHEST_TRUMP: 'highest-trump'>
        >>> plays = tuple(CardPlay(seat, card) for seat, card in enumerate(cards("JS JS 9S")))
        >>> trick_reason(Trick(0, plays, winner=0), lambda place, card: False)
        <TrickReason.FIRST_OF_EQUAL_CARDS: 'first-of-equal-cards'>
        >>> trick_reason(Trick(0, plays, winner=1), lambda place, card: False)
        <TrickReason.LAST_OF_EQUAL_CARDS: 'last-of-equal-cards'>
    """
    place, card = next((place, play.card) for place, play in enumerate(trick.plays) if play.seat == trick.winner)
    if sum(1 for play in trick.plays if play.card == card) > 1:
        first = next(play.seat for play in trick.plays if play.card == card)
        return TrickReason.FIRST_OF_EQUAL_CARDS if first == trick.winner else TrickReason.LAST_OF_EQUAL_CARDS
    if is_trump(place, card):
        trumps = sum(1 for place, play in enumerate(trick.plays) if is_trump(place, play.card))
        return TrickReason.ONLY_TRUMP if trumps == 1 else TrickReason.HIGHEST_TRUMP
    return TrickReason.HIGHEST_OF_SUIT_LED


@attrs.frozen
class Side(Narrated):
    """A team or a player playing alone, as events name them.

    Attributes:
        index: the side's index (what ``winner`` and the scores are indexed by).
        seats: its seats; one seat for a player alone.

    Example:
        >>> Side(1, (1, 3)).is_team, Side(2, (2,)).is_team
        (True, False)
    """

    index: int
    seats: tuple[int, ...]

    @property
    def is_team(self) -> bool:
        """Whether the side is a team of several seats."""
        return len(self.seats) > 1


@attrs.frozen
class GameStarted(Narrated):
    """The start of a game: its ruleset, sides and starting scores.

    Attributes:
        ruleset: the ruleset's registry name.
        sides: every team or side, in score order.
        scores: the starting scores (tables in Fifty-Six), per side.
        target: the score that wins (Smear, Fifty-Five), or ``None`` (Fifty-Six plays to the last team).
        deals: the number of deals after which the highest score wins (Fifty-Six's point
            scoring), or ``None``.
    """

    ruleset: str
    sides: tuple[Side, ...]
    scores: tuple[int, ...]
    target: int | None
    deals: int | None = None


@attrs.frozen
class HandDealt(Narrated):
    """A hand was dealt.

    Attributes:
        hand: the hand's number in the game, from 1.
        dealer: the dealer.
        hands: the cards dealt to each seat, as far as the teller saw them (empty
            for a seat out of play, and for other seats in a seat's account).
        hand_sizes: how many cards each seat was dealt.
        stock: the undealt cards the teller saw (Smear's stock, Fifty-Five's kitty
            and the rest: all of them for a spectator, none in a seat's account).
        undealt: how many cards were not dealt to any hand.
    """

    hand: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]
    stock: tuple[Card, ...]
    undealt: int


@attrs.frozen
class ActionTaken(Narrated):
    """A seat acted: a call, a discard, naming trump or a card played.

    Attributes:
        hand: the hand's number.
        seat: who acted.
        side: that seat's team or side.
        action: the action; another seat's discard, in a seat's account, is a
            :class:`~trickcore.Discard` of no cards (it was laid face down).
    """

    hand: int
    seat: int
    side: Side
    action: GameAction


@attrs.frozen
class ClaimMade(Narrated):
    """A seat claimed every remaining trick for its side, and the claim stood.

    A claim is told as this event rather than as an :class:`ActionTaken`; the
    tricks it played out follow, each as a :class:`TrickWon`, then the hand's scoring.

    Attributes:
        hand: the hand's number.
        seat: who claimed.
        side: that seat's team or side, which takes the tricks.
        tricks: how many tricks were left to play (the trick in progress counted).

    Example:
        >>> ClaimMade(1, 2, Side(0, (0, 2)), 3).text
        'Seat 2 claims the remaining 3 tricks — side: Team A.'
    """

    hand: int
    seat: int
    side: Side
    tricks: int


@attrs.frozen
class ContractWon(Narrated):
    """The auction was won.

    Attributes:
        hand: the hand's number.
        bidder: the seat that won it (Fifty-Six's declarer).
        side: the bidding team or side.
        bid: the value bid.
        trump: the trump suit when the auction names it (Fifty-Six), else ``None``.
        no_trumps: Fifty-Six's contract is at no trumps.
        multiplier: 1, or 2 doubled and 4 redoubled (Fifty-Six).
    """

    hand: int
    bidder: int
    side: Side
    bid: int
    trump: Suit | None = None
    no_trumps: bool = False
    multiplier: int = 1


@attrs.frozen
class HandThrownIn(Narrated):
    """Nothing is scored: everybody passed and the hand is thrown in (Smear) or void (Fifty-Five),
    or the deal itself is void under a redeal rule (Fifty-Six), and the same dealer deals again.

    Attributes:
        hand: the hand's number.
        reason: ``"all-passed"``, or ``"void-deal"`` (a deal voided before any call).
    """

    hand: int
    reason: str = "all-passed"


@attrs.frozen
class TrumpFixed(Narrated):
    """Trump became known after the auction: Smear's first lead, Fifty-Five's bidder naming it.

    Attributes:
        hand: the hand's number.
        seat: the seat that fixed it.
        suit: the trump suit.
    """

    hand: int
    seat: int
    suit: Suit


@attrs.frozen
class TrickWon(Narrated):
    """A trick was completed and won.

    Attributes:
        hand: the hand's number.
        number: the trick's number in the hand, from 1.
        leader: the seat that led.
        plays: the cards in play order.
        winner: the seat that won it.
        side: the winner's team or side.
        card: the winning card.
        reason: why that card won (a stable code).
        points: what the trick is worth in the ruleset's count (card points in
            Fifty-Six and Smear, 5 in Fifty-Five).
    """

    hand: int
    number: int
    leader: int
    plays: tuple[CardPlay, ...]
    winner: int
    side: Side
    card: Card
    reason: TrickReason
    points: int


@attrs.frozen
class ScoreLine(Narrated):
    """One line of a hand's scoring.

    Attributes:
        label: a stable code of what is counted: ``"card-points"`` (points taken),
            ``"tables"`` (Fifty-Six's tables received or paid), ``"scored"`` (the points a
            Fifty-Six team scores under point scoring), ``"high"``, ``"low"``,
            ``"jack"``, ``"game"`` (Smear's points), ``"tricks"`` and ``"best-trump"``
            (Fifty-Five), ``"made"`` and ``"set"`` (the bidding side's result).
        side: the team or side it counts for, or ``None`` when nobody scores it.
        points: how much (a score change for ``"tables"``, ``"scored"``, ``"made"`` and ``"set"``).
        card: the card behind it, where there is one (High, Low, the best trump).
    """

    label: str
    side: Side | None
    points: int
    card: Card | None = None


@attrs.frozen
class HandScored(Narrated):
    """A hand was scored.

    Attributes:
        hand: the hand's number.
        bidder: the seat that won the auction.
        bid: the contract's value.
        made: whether the bidding side made its contract.
        lines: what was counted, in the order the rules count it.
        changes: the change of each side's score (tables in Fifty-Six).
        scores: each side's score after the hand.
        sides: every team or side, in score order.
        eliminated: the teams that left the game after this hand (Fifty-Six).
    """

    hand: int
    bidder: int
    bid: int
    made: bool
    lines: tuple[ScoreLine, ...]
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    sides: tuple[Side, ...]
    eliminated: tuple[Side, ...] = ()


@attrs.frozen
class GameWon(Narrated):
    """The game is over.

    Attributes:
        winner: the winning team or side.
        scores: the final scores (tables in Fifty-Six), per side.
        sides: every team or side, in score order.
        trick: the trick of the last hand at which the winner reached the target,
            when that decided it (Fifty-Five's race), else ``None``.
    """

    winner: Side
    scores: tuple[int, ...]
    sides: tuple[Side, ...]
    trick: int | None = None


Event = GameStarted | HandDealt | ActionTaken | ClaimMade | ContractWon | HandThrownIn | TrumpFixed | TrickWon | HandScored | GameWon
"""Any event of a game's account."""
