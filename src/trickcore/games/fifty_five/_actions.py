"""Fifty-Five's actions: the shared ``Pass``, ``Play`` and ``Discard``, plus ``Bid``, ``Hold``, ``NameTrump`` and ``Exchange``.

Constructors check only the shape of their arguments; whether an action is
allowed now is :func:`~trickcore.games.fifty_five.check`'s answer (``Bid(30)``
constructs, and ``check`` says ``invalid-bid``).
"""

from __future__ import annotations

from typing import Final, TypeAlias

import attrs

from trickcore.errors import excerpt
from trickcore.options import OPTIONAL_IF_DEFAULT, Check
from trickcore.messages import Message, message, plural_message
from trickcore.actions import Claim, Discard, GameAction, Pass, Play, PointsBid, TrumpNaming, canonical_cards
from trickcore.playing_cards import Card, Suit

__all__ = ["Action", "Bid", "Claim", "Discard", "Exchange", "Hold", "NameTrump", "Pass", "Play"]


@attrs.frozen(repr=False)
class Bid(PointsBid):
    """R11: bid to win the auction with ``points`` (the ladder is 10, 15, 20, 25, 60).

    Attributes:
        points: the points bid, a step of the ladder.

    Example:
        >>> Bid(15), str(Bid(15))
        (Bid(15), 'bid 15')
    """


@attrs.frozen(repr=False)
class Hold(GameAction):
    """R11: the dealer takes the standing high bid at the same value.

    Example:
        >>> Hold(), str(Hold())
        (Hold(), 'hold')
    """

    def message(self) -> Message:
        """``hold``."""
        # TRANSLATORS: Fifty-Five: the dealer takes the high bid at the same value.
        return message("action", "hold")

    def __str__(self) -> str:
        return "hold"

    def __repr__(self) -> str:
        return "Hold()"


@attrs.frozen(repr=False)
class NameTrump(TrumpNaming):
    """R14: the bidder names the trump suit after discarding.

    Attributes:
        suit: the suit named as trump.

    Example:
        >>> NameTrump(Suit.HEARTS), str(NameTrump(Suit.HEARTS))
        (NameTrump(Suit.HEARTS), 'trump H')
    """


FACE_DOWN_MOST: Final = 5
"""The most cards one exchange can hold (a hand's five): the bound of :attr:`Exchange.face_down`."""


def _face_down_count(instance: Exchange, attribute: attrs.Attribute[int], value: int) -> None:
    """A face-down count is 0 to 5, and an exchange shown face down names no card."""
    if value.__class__ is not int:
        raise TypeError(f"face_down must be an int, not {excerpt(value)}")
    if not 0 <= value <= FACE_DOWN_MOST:
        raise ValueError(f"face_down must be 0 to {FACE_DOWN_MOST}, not {excerpt(value)}")
    if value and instance.cards:
        raise ValueError("an exchange shown face down names no card")


@attrs.frozen(repr=False)
class Exchange(GameAction):
    """H8: a player other than the bidder discards ``cards`` face down and draws as many from the stock.

    Like :class:`~trickcore.Discard`, the cards are kept in canonical order and the
    constructor checks only their shape; an exchange of no card keeps the hand.
    Another seat's record shows the exchange face down, as ``Exchange((), face_down=k)``
    (``exchange ?? ??``): that seat saw only how many cards were exchanged (H10). Only
    named cards are ever legal to apply.

    Attributes:
        cards: the cards discarded, in canonical order (any number, none included).
        face_down: how many cards another player exchanged, as a seat's record shows
            it (``cards`` is then empty); 0 for an exchange of named cards.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> Exchange(cards("7H 3H")), str(Exchange(cards("7H 3H"))), str(Exchange(()))
        (Exchange(cards('7H 3H')), 'exchange 7H 3H', 'exchange')
        >>> Exchange((), face_down=2), str(Exchange((), face_down=2))
        (Exchange((), face_down=2), 'exchange ?? ??')
    """

    cards: tuple[Card, ...] = attrs.field(converter=canonical_cards)
    face_down: int = attrs.field(
        default=0, validator=Check(_face_down_count, {"type": "integer", "minimum": 0, "maximum": FACE_DOWN_MOST}),
        metadata={OPTIONAL_IF_DEFAULT: True},
    )

    def message(self) -> Message:
        """``exchange the seven of hearts, the three of hearts``, ``exchange no card``, or ``exchange 2 cards face down``."""
        if self.face_down:
            # TRANSLATORS: Fifty-Five: another player exchanged this many cards, unseen (as a seat's record shows it).
            return plural_message(
                "action", "exchange {number} card face down", "exchange {number} cards face down", self.face_down, number=self.face_down
            )
        if not self.cards:
            # TRANSLATORS: Fifty-Five: a player keeps its hand in the draw after trump.
            return message("action", "exchange no card")
        # TRANSLATORS: Fifty-Five: a player discards these cards face down and draws as many from the stock.
        return message("action", "exchange {cards}", cards=self.cards)

    def __str__(self) -> str:
        return " ".join(["exchange", *(str(card) for card in self.cards), *(["??"] * self.face_down)])

    def __repr__(self) -> str:
        if self.face_down:
            return f"Exchange((), face_down={self.face_down})"
        return "Exchange(cards(" + repr(" ".join(str(card) for card in self.cards)) + "))"


Action: TypeAlias = Pass | Bid | Hold | Discard | NameTrump | Play | Exchange | Claim
"""Any Fifty-Five action."""
