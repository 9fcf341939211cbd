"""The obligation to follow, as tables by card index: which cards of a hand may be played to a trick.

Every ruleset's rule of following has the same shape. Some cards *bind* — a card of
the suit led, a trump on a trump lead, any trump a player may not withhold — and a
hand that holds a binding card may play only the cards that *answer* the lead (the
suit led; the suit led or a trump; a trump); a hand that holds none may play any
card. A ruleset states its rule for the trick at hand as two tables of flags by
:attr:`Card.index <trickcore.Card.index>` (tuples of ``bool``, one a card), and these
functions answer from them: :func:`choose_plays` lists a hand's legal plays, and
:func:`allows` checks one. With no binding table (``None``), as at a lead, every card
may be played.

The tables are built once, when a ruleset loads (:func:`marks`, :data:`SUIT_MARKS`), so
a decision only looks flags up; with the compiled kernels (:mod:`trickcore.native`)
the look-ups run in C.

Example:
    >>> from trickcore.actions import PLAY_OF_INDEX
    >>> from trickcore.playing_cards import Suit, cards
    >>> hand = cards("AC 9C KH QH")
    >>> hearts = SUIT_MARKS[Suit.HEARTS]
    >>> [str(play) for play in choose_plays(hand, PLAY_OF_INDEX, hearts, hearts, False)]
    ['play KH', 'play QH']
    >>> allows(hand, Card.parse("AC"), hearts, hearts), allows(hand, Card.parse("AC"), None, None)
    (False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final, TypeVar

from trickcore.native import ENABLED, twin
from trickcore.playing_cards import CARD_BY_INDEX, Card, Suit

if ENABLED:
    from trickcore import _speedups

__all__ = ["SUIT_MARKS", "Flags", "allows", "choose_plays", "marks"]

P = TypeVar("P")

Flags = tuple[bool, ...]
"""A table of flags by :attr:`Card.index <trickcore.Card.index>`, saying whether each card binds (or answers)."""

def marks(marked: Callable[[Card], bool] | Iterable[Card]) -> Flags:
    """A table flagging, by card index, the cards ``marked`` accepts (a predicate) or lists.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> table = marks(cards("AC KC"))
        >>> len(table), table[Card.parse("KC").index], table[Card.parse("QC").index]
        (52, True, False)
        >>> marks(lambda card: card.suit is Suit.SPADES) == SUIT_MARKS[Suit.SPADES]
        True
    """
    if callable(marked):
        return tuple([bool(marked(card)) for card in CARD_BY_INDEX])
    chosen = {card.index for card in marked}
    return tuple([index in chosen for index in range(len(CARD_BY_INDEX))])


def _suit_marks(suit: Suit) -> Flags:
    return marks(lambda card: card.suit is suit)


SUIT_MARKS: Final = {suit: _suit_marks(suit) for suit in Suit}
"""The cards of each suit, as a table of :func:`marks` (the binding and answering cards of a plain lead)."""


@twin(lambda python: _speedups.CardKernel(Card, "index", choose_plays=python).choose_plays)
def choose_plays(
    hand: tuple[Card, ...], plays: tuple[P, ...], binding: Flags | None, answers: Flags | None, distinct: bool
) -> tuple[P, ...]:
    """The plays ``hand`` may make, in its order: ``plays[card.index]`` per card it may play.

    If the hand holds a card flagged in ``binding``, only the cards flagged in
    ``answers`` may be played; otherwise (or with ``binding`` ``None``) every card may.
    With ``distinct``, a card equal to the one chosen just before is skipped, so the
    copies of a card (Fifty-Six's double deck; copies sit side by side in a canonical
    hand) give one play.

    Example:
        >>> from trickcore.actions import PLAY_OF_INDEX
        >>> from trickcore.playing_cards import cards
        >>> hand = cards("AC AC 9H")
        >>> [str(play) for play in choose_plays(hand, PLAY_OF_INDEX, SUIT_MARKS[Suit.SPADES], SUIT_MARKS[Suit.SPADES], True)]
        ['play AC', 'play 9H']
    """
    # Plain loops (list comprehensions are a function call each on 3.11); when the same cards
    # bind and answer (a plain lead's suit), one pass tells whether the hand is bound.
    same = binding is not None and binding is answers
    keep = None if binding is None else answers if same else _answering(hand, binding, answers)
    chosen = []
    previous = None
    if keep is not None:
        for card in hand:
            if keep[card.index] and card is not previous:
                chosen.append(plays[card.index])
                if distinct:
                    previous = card
        if chosen or not same:
            return tuple(chosen)
    for card in hand:
        if card is not previous:
            chosen.append(plays[card.index])
            if distinct:
                previous = card
    return tuple(chosen)


@twin(lambda python: _speedups.CardKernel(Card, "index", allows=python).allows)
def allows(hand: tuple[Card, ...], card: Card, binding: Flags | None, answers: Flags | None) -> bool:
    """Whether ``hand`` holds ``card`` and may play it: one of the cards :func:`choose_plays` lists.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> spades = SUIT_MARKS[Suit.SPADES]
        >>> allows(cards("AC 9H"), Card.parse("AC"), spades, spades), allows(cards("AC 9H"), Card.parse("KC"), None, None)
        (True, False)
    """
    if binding is not None and answers is None:
        raise TypeError("answers may be None only when binding is")
    if card not in hand:
        return False
    return answers is None or bool(answers[card.index]) or _answering(hand, binding, answers) is None


def _answering(hand: tuple[Card, ...], binding: Flags | None, answers: Flags | None) -> Flags | None:
    """``answers`` if ``hand`` holds a card flagged in ``binding``, else ``None`` (every card may be played)."""
    if binding is None:
        return None
    if answers is None:
        raise TypeError("answers may be None only when binding is")
    for card in hand:
        if binding[card.index]:
            return answers
    return None
