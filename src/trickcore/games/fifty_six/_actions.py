"""Fifty-Six's actions: bids in six forms (seven with hidden trump), double and redouble, conceal and reveal
(plus the shared pass and play).

Constructors check only the shape of their arguments; whether a call is allowed
now is :func:`~trickcore.games.fifty_six.check`'s answer (R11–R15).
"""

from __future__ import annotations

import enum
from typing import Final

import attrs

from trickcore.errors import excerpt
from trickcore.actions import Claim, GameAction, Pass, Play
from trickcore.playing_cards import Card, Suit
from trickcore.messages import Message, message

__all__ = ["Action", "AuctionCall", "Bid", "BidForm", "Conceal", "Court", "Double", "Redouble", "Reveal", "Thani"]


class BidForm(enum.Enum):
    """The six ways a bid can be spoken (R12); information only, never checked against the hand.

    Example:
        >>> BidForm.PLUS_SUIT.value
        'plus-suit'
    """

    NUMBER_SUIT = "number-suit"
    """The value, then the trump suit, as in ``28 Diamonds``."""
    SUIT_NUMBER = "suit-number"
    """The trump suit, then the value, as in ``Diamonds 28``."""
    NO_TRUMPS = "no-trumps"
    """The value and no trumps, as in ``28 No Trumps``."""
    NOES = "noes"
    """The value and no trumps, as in ``29 Noes``; available once a suit was named in the auction."""
    PLUS_SUIT = "plus-suit"
    """The standing value plus ``k``, with a trump suit, as in ``+2 Diamonds``."""
    PLUS_TWO_NOES = "plus-two-noes"
    """The standing value plus 2, no trumps, as in ``+2 Noes``; needs a suit named earlier."""
    HIDDEN = "hidden"
    """The value alone, as in ``30 hidden``, and the declarer conceals a trump card after the auction (``hidden_trump``, H1)."""

    __hash__ = object.__hash__  # identity, in C, as for Suit

    @property
    def names_suit(self) -> bool:
        """Whether bids of this form name a trump suit (else they are at no trumps)."""
        return self in SUIT_FORMS

    @property
    def is_plus(self) -> bool:
        """Whether bids of this form add to the standing bid."""
        return self in PLUS_FORMS

    @property
    def is_noes(self) -> bool:
        """Whether bids of this form are "noes" (available once a suit was named)."""
        return self in NOES_FORMS


SUIT_FORMS: Final = frozenset({BidForm.NUMBER_SUIT, BidForm.SUIT_NUMBER, BidForm.PLUS_SUIT})
"""The forms that name a trump suit (:attr:`BidForm.names_suit`)."""

PLUS_FORMS: Final = frozenset({BidForm.PLUS_SUIT, BidForm.PLUS_TWO_NOES})
"""The forms that add to the standing bid (:attr:`BidForm.is_plus`)."""

NOES_FORMS: Final = frozenset({BidForm.NOES, BidForm.PLUS_TWO_NOES})
"""The "noes" forms (:attr:`BidForm.is_noes`).

The auction checks bids against these sets rather than the properties: on Python
3.11 a property, and a member read through its enum class, each cost a Python call.
"""


def _is_int(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    """The value of a bid is an ``int`` (not a ``bool``)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{attribute.name} must be an int, not {excerpt(value)}")


def _is_optional_int(instance: object, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    """The increment of a plus bid is an ``int`` or ``None``."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise TypeError(f"{attribute.name} must be an int or None, not {excerpt(value)}")


def _is_optional_suit(instance: object, attribute: attrs.Attribute[Suit | None], value: Suit | None) -> None:
    """The trump of a bid is a :class:`~trickcore.Suit`, or ``None`` for no trumps."""
    if value is not None and not isinstance(value, Suit):
        raise TypeError(f"trump must be a Suit or None, not {excerpt(value)}")


def _suit_text(trump: Suit | None) -> str:
    """The suit letter of a bid, ``NT`` for no trumps."""
    return "NT" if trump is None else trump.value


@attrs.frozen(repr=False, cache_hash=True)
class Bid(GameAction):
    """A bid: the total ``value`` (28–56) and a ``trump`` suit or ``None`` for no trumps (R11, R12).

    For the plus forms, ``plus`` is the increment ``k`` and ``value`` the standing
    value plus ``k`` (:func:`~trickcore.games.fifty_six.parse_action` works it out
    from the game). Each form is its own action: ``Bid(28, Suit.DIAMONDS)`` and
    ``Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER)`` differ.

    Attributes:
        value: the total bid, 28–56 (for the plus forms, the standing value plus ``plus``).
        trump: the trump suit, or ``None`` for no trumps (and noes).
        form: how the bid was spoken (information only; each form is its own action).
        plus: the increment of the plus forms, ``None`` for the others.

    Example:
        >>> Bid(28, Suit.DIAMONDS), str(Bid(28, Suit.DIAMONDS))
        (Bid(28, Suit.DIAMONDS), 'bid 28 D')
        >>> str(Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER)), str(Bid(28, None, BidForm.NO_TRUMPS))
        ('bid D 28', 'bid 28 NT')
        >>> str(Bid(29, None, BidForm.NOES)), str(Bid(31, Suit.DIAMONDS, BidForm.PLUS_SUIT, plus=2))
        ('bid 29 noes', 'bid +2 D')
        >>> Bid(33, None, BidForm.PLUS_TWO_NOES, plus=2)
        Bid(33, None, BidForm.PLUS_TWO_NOES, plus=2)
    """

    value: int = attrs.field(validator=_is_int)
    trump: Suit | None = attrs.field(validator=_is_optional_suit)
    form: BidForm = attrs.field(default=BidForm.NUMBER_SUIT, validator=attrs.validators.instance_of(BidForm))
    plus: int | None = attrs.field(default=None, validator=_is_optional_int)

    def message(self) -> Message:
        """The bid in words, in the form it was spoken (R12).

        Example:
            >>> from trickcore import describe
            >>> describe(Bid(28, Suit.DIAMONDS)), describe(Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER), "ru")
            ('bid 28 diamonds', 'заявка бубны, 28')
            >>> describe(Bid(31, Suit.DIAMONDS, BidForm.PLUS_SUIT, plus=2))
            'bid +2 diamonds (31 in all)'
        """
        form, value, trump = self.form, self.value, self.trump
        plus: int | str = "?" if self.plus is None else self.plus
        if form.is_noes:
            if form.is_plus:
                return message("action", "bid +{plus} noes ({value} in all)", plus=plus, value=value)
            # TRANSLATORS: "noes" is a Fifty-Six bid at no trumps, void in the suit named last; keep the name.
            return message("action", "bid {value} noes", value=value)
        if form is BidForm.HIDDEN:
            # TRANSLATORS: Fifty-Six hidden trump: a bid whose trump the declarer will conceal face down.
            return message("action", "bid {value}, trump hidden", value=value)
        if trump is None or not form.names_suit:
            return message("action", "bid {value} no trumps", value=value)
        if form is BidForm.PLUS_SUIT:
            return message("action", "bid +{plus} {suit} ({value} in all)", plus=plus, suit=trump, value=value)
        if form is BidForm.SUIT_NUMBER:
            # TRANSLATORS: the same bid as "bid {value} {suit}", spoken suit first (a form of its own).
            return message("action", "bid {suit} {value}", suit=trump, value=value)
        return message("action", "bid {value} {suit}", value=value, suit=trump)

    def __str__(self) -> str:
        form = self.form
        if form is BidForm.NUMBER_SUIT:
            return f"bid {self.value} {_suit_text(self.trump)}"
        if form is BidForm.SUIT_NUMBER:
            return f"bid {_suit_text(self.trump)} {self.value}"
        if form is BidForm.NO_TRUMPS:
            return f"bid {self.value} NT"
        if form is BidForm.NOES:
            return f"bid {self.value} noes"
        if form is BidForm.HIDDEN:
            return f"bid {self.value} hidden"
        plus = "?" if self.plus is None else str(self.plus)
        if form is BidForm.PLUS_SUIT:
            return f"bid +{plus} {_suit_text(self.trump)}"
        return f"bid +{plus} noes"

    def __repr__(self) -> str:
        trump = "None" if self.trump is None else f"Suit.{self.trump.name}"
        parts = [str(self.value), trump]
        if self.form is not BidForm.NUMBER_SUIT or self.plus is not None:
            parts.append(f"BidForm.{self.form.name}")
        if self.plus is not None:
            parts.append(f"plus={self.plus}")
        return f"Bid({', '.join(parts)})"


@attrs.frozen(repr=False)
class Double(GameAction):
    """Double the standing bid of another team (R13).

    Example:
        >>> Double(), str(Double())
        (Double(), 'double')
    """

    def message(self) -> Message:
        """``double``."""
        return message("action", "double")

    def __str__(self) -> str:
        return "double"

    def __repr__(self) -> str:
        return "Double()"


@attrs.frozen(repr=False)
class Redouble(GameAction):
    """Redouble one's own team's doubled bid; it ends the auction (R14).

    Example:
        >>> Redouble(), str(Redouble())
        (Redouble(), 'redouble')
    """

    def message(self) -> Message:
        """``redouble``."""
        return message("action", "redouble")

    def __str__(self) -> str:
        return "redouble"

    def __repr__(self) -> str:
        return "Redouble()"


def _is_optional_card(instance: object, attribute: attrs.Attribute[Card | None], value: Card | None) -> None:
    """The card of a conceal is a :class:`~trickcore.Card`, or ``None`` face down."""
    if value is not None and not isinstance(value, Card):
        raise TypeError(f"{attribute.name} must be a Card or None, not {excerpt(value)}")


@attrs.frozen(repr=False, cache_hash=True)
class Conceal(GameAction):
    """The hidden-trump declarer lays one card of its hand face down; its suit is trumps once revealed (H2).

    Another seat's record shows the action face down, as ``Conceal(None)``
    (``conceal ??``), until the card is revealed: that seat never saw it. Only a
    card is ever legal to apply.

    Attributes:
        card: the card concealed, or ``None`` face down (as another seat's record shows it).

    Example:
        >>> from trickcore import Card
        >>> Conceal(Card.parse("JS")), str(Conceal(Card.parse("JS"))), str(Conceal(None))
        (Conceal(Card.parse('JS')), 'conceal JS', 'conceal ??')
    """

    card: Card | None = attrs.field(validator=_is_optional_card)

    def message(self) -> Message:
        """``conceal the jack of spades``, or ``conceal a card`` face down.

        Example:
            >>> from trickcore import Card, describe
            >>> describe(Conceal(Card.parse("JS"))), describe(Conceal(None))
            ('conceal the jack of spades as trump', 'conceal a card as trump')
        """
        if self.card is None:
            # TRANSLATORS: Fifty-Six hidden trump: another player laid a trump card face down.
            return message("action", "conceal a card as trump")
        # TRANSLATORS: Fifty-Six hidden trump: the declarer lays this card face down; its suit is trumps.
        return message("action", "conceal the {card} as trump", card=self.card)

    def __str__(self) -> str:
        return f"conceal {'??' if self.card is None else self.card}"

    def __repr__(self) -> str:
        return f"Conceal({self.card!r})"


@attrs.frozen(repr=False)
class Reveal(GameAction):
    """Ask for the concealed trump: it is turned face up and its suit is trumps from now on (H5, H6).

    Example:
        >>> Reveal(), str(Reveal())
        (Reveal(), 'reveal')
    """

    def message(self) -> Message:
        """``reveal the trump``."""
        # TRANSLATORS: Fifty-Six hidden trump: the concealed trump card is turned face up.
        return message("action", "reveal the trump")

    def __str__(self) -> str:
        return "reveal"

    def __repr__(self) -> str:
        return "Reveal()"


@attrs.frozen(repr=False)
class Thani(GameAction):
    """Undertake to win every trick alone: a bid above every value (``thani``, H13–H17).

    Example:
        >>> Thani(), str(Thani())
        (Thani(), 'thani')
    """

    def message(self) -> Message:
        """``thani``."""
        # TRANSLATORS: Fifty-Six: one player alone undertakes to win every trick ("thani", keep the name).
        return message("action", "thani (win every trick alone)")

    def __str__(self) -> str:
        return "thani"

    def __repr__(self) -> str:
        return "Thani()"


@attrs.frozen(repr=False)
class Court(GameAction):
    """The declarer bets that its team wins every remaining trick, doubling the stakes (``court_call``, H18–H21).

    Not a claim: the tricks are still played, and the hand ends as soon as the other
    side wins one.

    Example:
        >>> Court(), str(Court())
        (Court(), 'court')
    """

    def message(self) -> Message:
        """``court``."""
        # TRANSLATORS: Fifty-Six: the declarer bets on winning every remaining trick ("court call").
        return message("action", "court (win every remaining trick)")

    def __str__(self) -> str:
        return "court"

    def __repr__(self) -> str:
        return "Court()"


AuctionCall = Pass | Bid | Double | Redouble | Thani
"""A call of the auction (R10, H13)."""

Action = Pass | Play | Bid | Double | Redouble | Conceal | Reveal | Thani | Court | Claim
"""Any Fifty-Six action."""
