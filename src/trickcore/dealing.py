"""Checking where a deal's cards come from: a seed, an ordered deck, or explicit hands.

Every ruleset's ``new_game`` and ``deal`` take at most one of ``seed``, ``deck`` and
``hands``; these helpers check that choice and the cards given, and draw the first
dealer from a seed in a way that is stable on every platform.
"""

from __future__ import annotations

import itertools
import operator
import random
import secrets
from collections import Counter
from collections.abc import Sequence
from typing import Final

from trickcore.deck import Deck, Seed, seed_value, trusted_deck
from trickcore.errors import ConfigError, DealError, ErrorCode, IllegalAction, excerpt, excerpt_words
from trickcore.playing_cards import Card, sort_cards
from trickcore.records import Deal, card_sequence, seat_cards, trusted_deal

__all__ = [
    "card_sequence",
    "check_next_deal",
    "check_pack",
    "check_seed",
    "choose_dealer",
    "deal_order",
    "shuffle_seed",
    "dealer_from_seed",
    "explicit_deal",
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
    if (seed is None) + (deck is None) + (hands is None) >= 2:
        return  # the common case, checked without building the names
    given = [name for name, value in (("seed", seed), ("deck", deck), ("hands", hands)) if value is not None]
    raise DealError(f"give at most one of seed, deck and hands, not {' and '.join(given)}")


def check_seed(seed: object) -> Seed:
    """A seed is an ``int`` of at most :data:`~trickcore.deck.MAX_SEED_BITS` bits, or a ``str``.

    Raises:
        SeedError: any other type (``bool`` and ``float`` included), or a wider
            ``int``; a DealError and a TypeError.
    """
    return seed_value(seed)


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


def pack_mismatch(cards: Sequence[Card], pack: Sequence[Card]) -> str | None:
    """Why ``cards`` are not exactly ``pack``, copy for copy, or ``None`` when they are.

    Each list of cards is cut to a bounded excerpt (:func:`~trickcore.errors.excerpt_words`):
    a deck of a million extra cards gets a short message.

    Example:
        >>> from trickcore.playing_cards import cards
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
        parts.append(f"not in the pack (or too many copies): {excerpt_words(map(str, extra))}")
    if missing:
        parts.append(f"missing: {excerpt_words(map(str, missing))}")
    return "; ".join(parts)


def check_pack(cards: Sequence[Card], pack: Sequence[Card], what: str) -> None:
    """``cards`` are exactly ``pack``, copy for copy.

    Raises:
        DealError: naming the extra and missing cards.
    """
    if sorted(map(_index, cards)) == sorted(map(_index, pack)):
        return
    problem = pack_mismatch(cards, pack)
    if problem is not None:
        raise DealError(f"{what} must be exactly the pack: {problem}")


def seat_hands(hands: object, sizes: Sequence[int]) -> tuple[tuple[Card, ...], ...]:
    """Explicit hands, one per seat, each of the size the rules deal (0 for an empty seat).

    Raises:
        DealError: a wrong number of hands, a wrong hand size, or something not a card.
    """
    if hands.__class__ is not tuple and (isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence)):
        raise DealError(f"hands must be one card sequence per seat, not {excerpt(hands)}")
    assert isinstance(hands, Sequence)
    if len(hands) != len(sizes):
        raise DealError(f"hands needs one entry per seat ({len(sizes)}), got {len(hands)}")
    dealt = tuple([seat_cards(hand, seat) for seat, hand in enumerate(hands)])
    for seat, (hand, size) in enumerate(zip(dealt, sizes)):
        if len(hand) != size:
            raise DealError(f"seat {seat} must be dealt {size} cards, got {len(hand)}")
    return dealt


def shuffle_seed(seed: object, deck: object, hands: object, stock: object) -> Seed | None:
    """Check the choice of cards for a deal; the seed to shuffle with, or ``None`` for a deck or hands.

    With no seed, deck or hands, a fresh seed is drawn (:func:`fresh_seed`).

    Raises:
        DealError: two sources given, or a non-empty ``stock`` without ``hands``.
        SeedError: a seed that is not an ``int`` (of at most ``MAX_SEED_BITS`` bits) or a ``str``.
    """
    single_source(seed, deck, hands)
    if hands is None and stock is not None and card_sequence(stock, "stock"):
        raise DealError("stock= goes with hands=; a seed or a deck deals its own undealt cards")
    if deck is not None or hands is not None:
        return None
    return check_seed(fresh_seed() if seed is None else seed)


def choose_dealer(ruleset: str, dealer: object, seed: Seed | None, seats: Sequence[int]) -> int:
    """The first dealer: ``dealer`` if given, else drawn from ``seed``, else the first of ``seats``.

    Example:
        >>> choose_dealer("smear", 2, None, range(4)), choose_dealer("smear", None, None, range(4))
        (2, 0)

    Raises:
        ConfigError: ``dealer`` is not one of ``seats`` (the seats in play).
    """
    if dealer is None:
        return seats[0] if seed is None else dealer_from_seed(ruleset, seed, seats)
    if isinstance(dealer, bool) or not isinstance(dealer, int) or dealer not in seats:
        raise ConfigError(f"dealer must be one of the seats in play {tuple(seats)}, not {excerpt(dealer)}")
    return dealer


def deal_order(pack: Deck, seed: Seed | None, deck: object) -> Deck:
    """The ordered deck a deal is made from: ``deck`` (exactly the pack), or the pack shuffled by ``seed``.

    Raises:
        DealError: the deck is not exactly the pack, copy for copy.
    """
    if deck is None:
        assert seed is not None, "shuffle_seed gives a seed whenever no deck or hands are given"
        return pack.shuffled(seed)
    if not isinstance(deck, Deck):
        if isinstance(deck, (str, bytes)) or not isinstance(deck, Sequence):
            raise DealError(f"deck must be a sequence of cards, not {excerpt(deck)}")
        deck = Deck(deck)
    check_pack(deck, pack, "the deck")
    return deck


def explicit_deal(hands: object, stock: object, sizes: Sequence[int], pack: Sequence[Card]) -> Deal:
    """A deal given as hands (one per seat, of the sizes the rules deal) and the undealt cards, top first.

    Without ``stock`` the undealt cards are the rest of the pack in canonical order.

    Raises:
        DealError: wrong hand count or sizes, a stock of the wrong size, or cards
            that are not exactly the pack.
    """
    dealt = seat_hands(hands, sizes)
    held = list(itertools.chain.from_iterable(dealt))
    undealt_size = len(pack) - sum(sizes)
    if stock is None:
        rest = Counter(pack)
        rest.subtract(held)
        undealt = sort_cards(rest.elements())
    else:
        undealt = card_sequence(stock, "stock")
        if len(undealt) != undealt_size:
            raise DealError(f"the stock must hold the {undealt_size} undealt cards, not {len(undealt)}")
    check_pack([*held, *undealt], pack, "the hands and stock together")
    return trusted_deal(dealt, trusted_deck(tuple(undealt)))


_index: Final = operator.attrgetter("index")


def check_next_deal(game_over: bool, hand_over: bool, phase: str) -> None:
    """``deal`` is allowed only between hands.

    Raises:
        IllegalAction: ``game-over`` at the end of the game, ``wrong-phase`` during a hand.
    """
    if game_over:
        raise IllegalAction(ErrorCode.GAME_OVER, "the game is over: there is no next hand")
    if not hand_over:
        raise IllegalAction(ErrorCode.WRONG_PHASE, f"cannot deal during {phase}: the hand is not over")
