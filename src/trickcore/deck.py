"""Building packs and shuffling them reproducibly.

Chance in trickcore is explicit: a deal takes an ordered deck, and
:func:`shuffled` turns a seed into one the same way on every platform and Python
version, so a seed names a deal for good.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TypeVar

from trickcore.cards import Card, Rank, Suit, sort_cards

__all__ = ["Seed", "make_deck", "shuffled"]

T = TypeVar("T")

Seed = int | str
"""The type of a shuffle seed, an integer or a string (a string is hashed by ``random.Random`` with SHA-512)."""


def make_deck(ranks: Iterable[Rank], copies: int = 1) -> tuple[Card, ...]:
    """A pack of every suit in the given ranks, ``copies`` of each card, in canonical order.

    Example:
        >>> from trickcore.cards import format_cards
        >>> format_cards(make_deck([Rank.ACE, Rank.NINE], copies=2))
        'AC AC 9C 9C AD AD 9D 9D AH AH 9H 9H AS AS 9S 9S'
    """
    if isinstance(copies, bool) or not isinstance(copies, int) or copies < 1:
        raise ValueError(f"copies must be a positive integer, not {copies!r}")
    rank_set = set(ranks)
    return sort_cards(Card(rank, suit) for suit in Suit for rank in rank_set for _ in range(copies))


def shuffled(cards: Sequence[T], seed: Seed) -> tuple[T, ...]:
    """The cards in a random order that depends only on ``seed``.

    The shuffle is Fisher–Yates, written out here over ``random.Random(seed).random()``
    (Python promises to keep that stream stable across versions; ``random.shuffle``
    carries no such promise): for ``i`` from ``n - 1`` down to ``1``, swap position
    ``i`` with position ``int(random() * (i + 1))``.

    Example:
        >>> shuffled([1, 2, 3, 4, 5], seed=7)
        (3, 4, 5, 1, 2)

    Raises:
        TypeError: the seed is not an ``int`` or a ``str``.
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed must be an int or a str, not {type(seed).__name__}")
    draw = random.Random(seed).random
    order = list(cards)
    for i in range(len(order) - 1, 0, -1):
        j = int(draw() * (i + 1))
        order[i], order[j] = order[j], order[i]
    return tuple(order)
