"""Checking where a deal's cards come from: a seed, an ordered deck, or explicit hands.

Every ruleset's ``new_game`` and ``deal`` take at most one of ``seed``, ``deck`` and
``hands``; these helpers check that choice and the cards given, and draw the first
dealer from a seed in a way that is stable on every platform.
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from collections.abc import Sequence

from trickcore.cards import Card, format_cards, sort_cards
from trickcore.deck import Seed
from trickcore.errors import DealError

__all__ = [
    "card_sequence",
    "check_pack",
    "check_seed",
    "dealer_from_seed",
    "fresh_seed",
    "pack_mismatch",
    "seat_hands",
    "single_source",
]


def single_source(seed: object, deck: object, hands: object) -> None:
    """At most one of ``seed``, ``deck`` and ``hands`` is given.

    Raises:
        DealError: two or more were given.
    """
    given = [name for name, value in (("seed", seed), ("deck", deck), ("hands", hands)) if value is not None]
    if len(given) > 1:
        raise DealError(f"give at most one of seed, deck and hands, not {' and '.join(given)}")


def check_seed(seed: object) -> Seed:
    """A seed is an ``int`` or a ``str``.

    Raises:
        TypeError: any other type (``bool`` and ``float`` included).
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    return seed


def fresh_seed() -> int:
    """A new random seed from the operating system, for a deal given no source of cards."""
    return secrets.randbits(64)


def dealer_from_seed(ruleset: str, seed: Seed, seats: Sequence[int]) -> int:
    """The first dealer drawn from a seed among ``seats``.

    The draw is ``seats[int(random.Random(f"{ruleset}/dealer/{seed!r}").random() * len(seats))]``:
    derived from the seed but independent of the shuffle, and stable everywhere.

    Example:
        >>> dealer_from_seed("smear", 7, range(4)) == dealer_from_seed("smear", 7, range(4))
        True
    """
    return seats[int(random.Random(f"{ruleset}/dealer/{seed!r}").random() * len(seats))]


def card_sequence(value: object, what: str) -> tuple[Card, ...]:
    """Cards given by a caller, as a tuple.

    Raises:
        DealError: not a sequence of :class:`~trickcore.Card` values.
    """
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"{what} must be a sequence of cards, not {value!r}")
    items = tuple(value)
    for item in items:
        if not isinstance(item, Card):
            raise DealError(f"{what} must hold Card values, not {item!r}")
    return items


def pack_mismatch(cards: Sequence[Card], pack: Sequence[Card]) -> str | None:
    """Why ``cards`` are not exactly ``pack``, copy for copy, or ``None`` when they are.

    Example:
        >>> from trickcore.cards import cards
        >>> pack_mismatch(cards("AS KS"), cards("AS QS"))
        'not in the pack (or too many copies): KS; missing: QS'
    """
    have = Counter(cards)
    want = Counter(pack)
    if have == want:
        return None
    extra = sort_cards((have - want).elements())
    missing = sort_cards((want - have).elements())
    parts = []
    if extra:
        parts.append(f"not in the pack (or too many copies): {format_cards(extra)}")
    if missing:
        parts.append(f"missing: {format_cards(missing)}")
    return "; ".join(parts)


def check_pack(cards: Sequence[Card], pack: Sequence[Card], what: str) -> None:
    """``cards`` are exactly ``pack``, copy for copy.

    Raises:
        DealError: naming the extra and missing cards.
    """
    problem = pack_mismatch(cards, pack)
    if problem is not None:
        raise DealError(f"{what} must be exactly the pack: {problem}")


def seat_hands(hands: object, sizes: Sequence[int]) -> tuple[tuple[Card, ...], ...]:
    """Explicit hands, one per seat, each of the size the rules deal (0 for an empty seat).

    Raises:
        DealError: a wrong number of hands, a wrong hand size, or something not a card.
    """
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise DealError(f"hands must be one card sequence per seat, not {hands!r}")
    if len(hands) != len(sizes):
        raise DealError(f"hands needs one entry per seat ({len(sizes)}), got {len(hands)}")
    dealt = tuple(card_sequence(hand, f"the hand of seat {seat}") for seat, hand in enumerate(hands))
    for seat, (hand, size) in enumerate(zip(dealt, sizes)):
        if len(hand) != size:
            raise DealError(f"seat {seat} must be dealt {size} cards, got {len(hand)}")
    return dealt
