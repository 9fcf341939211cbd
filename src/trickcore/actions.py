"""Actions every ruleset shares, and the auction's call record.

Each ruleset adds its own action classes (bids, doubles, holds, naming trump);
these are common: ``Pass()``, ``Play(card)``, ``Discard(cards)`` and ``Claim()``,
and the bases of the bids of points and the naming of trump.
Constructors check only the shape of their arguments; whether an action is
allowed now is the ruleset's ``check``.
"""

from __future__ import annotations

import collections
import itertools
from collections.abc import Callable, Iterable
from typing import Final, Generic, TypeVar

import attrs

from trickcore.errors import excerpt
from trickcore.frozen import builder
from trickcore.messages import Message, message
from trickcore.native import ENABLED
from trickcore.playing_cards import CARD_OF_TEXT, CARD_TEXT, Card, Suit, sort_cards

if ENABLED:
    from trickcore import _speedups

__all__ = [
    "CLAIM",
    "Call",
    "Claim",
    "Discard",
    "GameAction",
    "Pass",
    "Play",
    "PointsBid",
    "TrumpNaming",
    "points_bid_message",
]

A = TypeVar("A")


class GameAction:
    """The base class of every action class of every ruleset (``Pass``, ``Play``, bids, ...).

    It carries nothing; it lets ``check`` and ``apply`` tell an action of another
    ruleset (an illegal action: ``wrong-phase``) from something that is no action
    at all, such as notation text (a :class:`TypeError` pointing to ``parse_action``).
    Each action class says how it is told in words (:meth:`message`), so
    :func:`trickcore.describe` narrates the actions of every ruleset without
    knowing any.

    Example:
        >>> isinstance(Pass(), GameAction), isinstance("play JS", GameAction)
        (True, False)
    """

    __slots__ = ()

    def message(self) -> Message:
        """The action in words, as a translatable :class:`~trickcore.messages.Message`.

        Example:
            >>> from trickcore import describe
            >>> Pass().message().msgid, describe(Pass(), "tr")
            ('pass', 'pas')
        """
        raise NotImplementedError(f"{type(self).__name__} does not say how it is told")


@attrs.frozen(repr=False)
class Pass(GameAction):
    """Decline to call in an auction.

    Example:
        >>> Pass(), str(Pass())
        (Pass(), 'pass')
    """

    def message(self) -> Message:
        """``pass``."""
        return message("action", "pass")

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@attrs.frozen(repr=False)
class Claim(GameAction):
    """Claim every remaining trick for the side of the seat to act ("the rest are mine").

    It is the one action whose legality a view cannot decide: on a game it is legal
    only in the play phase and only when the claimer's side takes every remaining
    trick whatever the other seats play (the ruleset's open-hand search decides);
    a refused claim is ``claim-refused``. ``legal_actions`` never lists it, and
    ``check(view, Claim())`` accepts it whenever the view's seat is to act in the
    play, leaving the decision to the server's ``check(game, ...)``. Applied, it
    ends the play: every remaining card is played by its holder, the claimer's
    side taking every trick, and the hand is scored.

    Example:
        >>> Claim(), str(Claim())
        (Claim(), 'claim')
    """

    def message(self) -> Message:
        """``claim the remaining tricks``."""
        # TRANSLATORS: a player claims that its side takes every trick still to play.
        return message("action", "claim the remaining tricks")

    def __str__(self) -> str:
        return "claim"

    def __repr__(self) -> str:
        return "Claim()"


CLAIM: Final = Claim()
"""The one :class:`Claim` value (it carries nothing)."""


@attrs.frozen(repr=False, cache_hash=True)
class Play(GameAction):
    """Play a card to the current trick.

    Attributes:
        card: the card played, from the hand of the seat to act.

    Example:
        >>> action = Play(Card.parse("JS"))
        >>> action, str(action)
        (Play(Card.parse('JS')), 'play JS')
    """

    card: Card = attrs.field(validator=attrs.validators.instance_of(Card))

    def message(self) -> Message:
        """``play the jack of spades``."""
        return message("action", "play the {card}", card=self.card)

    def __str__(self) -> str:
        return f"play {self.card}"

    def __repr__(self) -> str:
        return f"Play({self.card!r})"



PLAY_OF_INDEX: Final = tuple(Play(CARD_OF_TEXT[text]) for text in CARD_TEXT)
"""One shared :class:`Play` per card, by :attr:`Card.index <trickcore.Card.index>`.

Plays are immutable values, so the engines' ``legal_actions`` hand out these
instead of making a new one per card on every decision.
"""


def canonical_cards(value: Iterable[Card]) -> tuple[Card, ...]:
    """Convert an iterable of cards to a tuple in canonical order, rejecting non-cards."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"expected a sequence of Card values, not {excerpt(value)}")
    items = tuple(value)
    for item in items:
        if not isinstance(item, Card):
            raise TypeError(f"expected Card values, not {excerpt(item)}")
    return sort_cards(items)


@attrs.frozen(repr=False)
class Discard(GameAction):
    """Lay aside cards face down (Smear's blind, Fifty-Five's kitty).

    The cards are kept in canonical order, so the order given does not matter.

    Attributes:
        cards: the cards laid aside, in canonical order.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> action = Discard(cards("KH 9D"))
        >>> action, str(action)
        (Discard(cards('9D KH')), 'discard 9D KH')
    """

    cards: tuple[Card, ...] = attrs.field(converter=canonical_cards)

    @classmethod
    def from_canonical(cls, cards: tuple[Card, ...]) -> Discard:
        """A discard of cards the caller guarantees are already a tuple in canonical order.

        Engines list every possible discard (Fifty-Five has 252 a hand) as
        combinations of a canonical hand; this skips the converter's re-check and
        re-sort, through the field's slot directly. The result equals
        ``Discard(cards)``; given anything else, it is undefined.

        Example:
            >>> from trickcore.playing_cards import cards
            >>> Discard.from_canonical(cards("9D KH")) == Discard(cards("KH 9D"))
            True
        """
        discard = _new_discard(cls)
        _set_discard_cards(discard, cards)
        return discard

    @classmethod
    def every_choice(cls, hand: tuple[Card, ...], size: int) -> tuple[Discard, ...]:
        """Every discard of ``size`` cards from a hand in canonical order, in the order of combinations.

        Fifty-Five's bidder chooses among 252 such discards on every hand, so they are
        made without a Python call per discard (the same values as
        :meth:`from_canonical` of each combination).

        Example:
            >>> from trickcore.playing_cards import cards
            >>> [str(action) for action in Discard.every_choice(cards("9D KH AS"), 2)]
            ['discard 9D KH', 'discard 9D AS', 'discard KH AS']
        """
        if ENABLED and cls is Discard and hand.__class__ is tuple:
            made: tuple[Discard, ...] = _speedups.combinations(hand, size, _build_discard)
            return made
        choices = list(itertools.combinations(hand, size))
        discards = list(map(_new_discard, itertools.repeat(cls, len(choices))))
        collections.deque(map(_set_discard_cards, discards, choices), maxlen=0)
        return tuple(discards)

    def message(self) -> Message:
        """``discard the nine of diamonds, the king of hearts``; a discard of no cards is another seat's, face down.

        Example:
            >>> from trickcore import describe
            >>> from trickcore.playing_cards import cards
            >>> describe(Discard(cards("KH 9D"))), describe(Discard(()))
            ('discard nine of diamonds, king of hearts', 'discard face down')
        """
        if not self.cards:
            # TRANSLATORS: another player's discard, seen only from the back of the cards.
            return message("action", "discard face down")
        return message("action", "discard {cards}", cards=self.cards)

    def __str__(self) -> str:
        return " ".join(["discard", *(str(card) for card in self.cards)])

    def __repr__(self) -> str:
        return "Discard(cards(" + repr(" ".join(str(card) for card in self.cards)) + "))"


_new_discard: Final = Discard.__new__
_set_discard_cards: Final[Callable[[Discard, tuple[Card, ...]], None]] = Discard.__dict__["cards"].__set__
"""The slot's own setter: fills a frozen field without the converter (see :meth:`Discard.from_canonical`)."""
_build_discard: Final = builder(Discard)
"""``Discard`` of a canonical card tuple, unchecked (the compiled kernel's one-field builder)."""


def points_bid_message(points: int) -> Message:
    """A bid of a number of points (Smear's and Fifty-Five's ``Bid``), in words.

    Example:
        >>> from trickcore import describe
        >>> describe(points_bid_message(15), "ru")
        'заявка 15'
    """
    return message("action", "bid {points}", points=points)


def _is_points(instance: PointsBid, attribute: attrs.Attribute[int], value: int) -> None:
    """A bid's shape: an ``int`` (``bool`` rejected); its range is the ruleset's ``check``'s business."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a bid is a number of points (int), not {excerpt(value)}")


@attrs.frozen(repr=False)
class PointsBid(GameAction):
    """The base of a ruleset's bid of a number of points (Smear's and Fifty-Five's ``Bid``).

    It carries the one field, its shape check, its words and its text; each ruleset
    subclasses it as its own ``Bid`` (so an action of one ruleset is never legal in
    another) and says there which numbers are bids.

    Attributes:
        points: the points bid.

    Example:
        >>> @attrs.frozen(repr=False)
        ... class Bid(PointsBid):
        ...     '''A bid of 2, 3 or 4 points.'''
        >>> str(Bid(3)), repr(Bid(3)), Bid(3) == Bid(3)
        ('bid 3', 'Bid(3)', True)
    """

    points: int = attrs.field(validator=_is_points)

    def message(self) -> Message:
        """``bid 3``."""
        return points_bid_message(self.points)

    def __str__(self) -> str:
        return f"bid {self.points}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.points})"


def _is_suit(instance: TrumpNaming, attribute: attrs.Attribute[Suit], value: Suit) -> None:
    """Trump named is one of the four suits (never no-trumps)."""
    if not isinstance(value, Suit):
        raise TypeError(f"trump must be a Suit, not {excerpt(value)}")


@attrs.frozen(repr=False)
class TrumpNaming(GameAction):
    """The base of a ruleset's naming of a trump suit (Fifty-Five's and Smear's ``NameTrump``).

    It carries the one field, its shape check, its words and its text (``trump H``);
    each ruleset subclasses it as its own ``NameTrump`` (so one ruleset's action is
    never legal in another, as with :class:`PointsBid`) and says there who may name
    which suit, and when.

    Attributes:
        suit: the suit named as trump.

    Example:
        >>> @attrs.frozen(repr=False)
        ... class NameTrump(TrumpNaming):
        ...     '''The bidder names trump.'''
        >>> str(NameTrump(Suit.HEARTS)), repr(NameTrump(Suit.HEARTS))
        ('trump H', 'NameTrump(Suit.HEARTS)')
    """

    suit: Suit = attrs.field(validator=_is_suit)

    def message(self) -> Message:
        """``name hearts trumps``."""
        return message("action", "name {suit} trumps", suit=self.suit)

    def __str__(self) -> str:
        return f"trump {self.suit.letter}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}(Suit.{self.suit.name})"


@attrs.frozen(cache_hash=True, weakref_slot=False)
class Call(Generic[A]):
    """One call of an auction: the seat that made it and the action it took.

    Attributes:
        seat: the seat that called.
        action: what it called (a bid, a pass, or the ruleset's other calls).

    Example:
        >>> Call(1, Pass())
        Call(seat=1, action=Pass())
    """

    seat: int
    action: A


trusted_call: Final = builder(Call)
"""``trusted_call(seat, action)``: a :class:`Call` made positionally, unchecked, for the engines' auctions."""
