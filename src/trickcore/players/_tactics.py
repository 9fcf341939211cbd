"""Card-play tactics the heuristic players share: who is winning the trick, and what to play to it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from trickcore.playing_cards import Card
from trickcore.tricks import CardPlay, winning_play

__all__ = ["active_count", "follow", "outstanding", "seen_cards"]


def active_count(hand_sizes: Sequence[int], trick: Sequence[CardPlay]) -> int:
    """How many seats play to the current trick: those holding cards, plus those that already played.

    Example:
        >>> active_count((3, 3, 2, 0), (CardPlay(2, Card.parse("JS")),))
        3
    """
    played = {play.seat for play in trick}
    return len(played | {seat for seat, size in enumerate(hand_sizes) if size > 0})


def seen_cards(tricks: Iterable[object], trick: Sequence[CardPlay]) -> list[Card]:
    """Every card played so far this hand (completed tricks, then the trick in progress)."""
    cards = [play.card for done in tricks for play in getattr(done, "plays")]
    cards.extend(play.card for play in trick)
    return cards


def outstanding(pack: Iterable[Card], gone: Iterable[Card]) -> list[Card]:
    """The cards of ``pack`` not among ``gone`` (played, held, discarded), copies counted.

    Example:
        >>> from trickcore import cards
        >>> outstanding(cards("JS JS 9S"), cards("JS"))
        [Card.parse('JS'), Card.parse('9S')]
    """
    left = Counter(pack)
    left.subtract(gone)
    return [card for card, count in left.items() for _ in range(max(count, 0))]


def follow(
    legal: Sequence[Card],
    trick: Sequence[CardPlay],
    *,
    strength: Callable[[Card], int],
    points: Callable[[Card], int],
    keep: Callable[[Card], int],
    is_partner: Callable[[int], bool],
    after_me: int,
    stake: int,
    outstanding: Iterable[Card] = (),
) -> Card:
    """The card to play to a trick someone else led.

    With a partner winning: feed it points (without overtaking it) when nobody plays
    after, else play cheap.
    With an opponent winning: win it when it is worth it (points at stake of at
    least ``stake``, or the last to play) — with the cheapest winning card when
    last, else the cheapest that no outstanding card beats, else the strongest —
    otherwise throw the least useful card.

    Args:
        legal: the cards that may be played.
        trick: the plays so far.
        strength: each card's power in this trick (0: cannot win); equal cards go to the first.
        points: what a card is worth to the side that takes it.
        keep: how useful a card is to keep for later tricks (higher: keep it).
        is_partner: whether a seat is on this player's side (the player included).
        after_me: how many seats play after this one.
        stake: the points in the trick that make overtaking an opponent worth a good card.
        outstanding: the cards not yet seen that later players may hold.

    Example:
        >>> from trickcore import cards
        >>> plays = (CardPlay(1, Card.parse("AS")),)
        >>> follow(cards("KS 2S"), plays, strength=lambda c: "2KA".index(c.rank.value) + 1,
        ...        points=lambda c: 0, keep=lambda c: 0, is_partner=lambda s: s == 0, after_me=2, stake=1)
        Card.parse('2S')
    """
    best = winning_play(trick, strength)
    best_strength = strength(best.card)
    at_stake = sum(points(play.card) for play in trick)
    winners = [card for card in legal if strength(card) > best_strength]
    if is_partner(best.seat):
        if after_me == 0:
            feeders = [card for card in legal if strength(card) <= best_strength] or list(legal)
            return max(feeders, key=lambda card: (points(card), -keep(card)))
        return min(legal, key=lambda card: (points(card), keep(card), strength(card)))
    if winners and (after_me == 0 or at_stake + max(points(card) for card in winners) >= stake):
        if after_me == 0:
            return min(winners, key=lambda card: (keep(card), -points(card)))
        threats = max((strength(card) for card in outstanding), default=0)
        safe = [card for card in winners if strength(card) >= threats]
        if safe:
            return min(safe, key=lambda card: (keep(card), -points(card)))
        return max(winners, key=lambda card: (strength(card), -points(card)))
    return min(legal, key=lambda card: (points(card), keep(card), strength(card)))
