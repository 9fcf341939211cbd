"""H30: a void deal drawn around one seat's hand, uniform over the labelled deals that are void.

``determinize`` draws one for a view of a void deal; ``replay_view`` for a deal a
seat's record names void (any void deal that gives the seat its hand shows it the
same view).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import Final

from trickcore.errors import DeterminizationError
from trickcore.playing_cards import Card, Rank, sort_cards

from trickcore.games.fifty_six._cards import card_points, deck, hand_size
from trickcore.games.fifty_six._rules import Rules

__all__ = ["MAX_VOID_DRAWS", "void_hands"]

MAX_VOID_DRAWS: Final = 10_000
"""A bound on the draws of :func:`void_hands` (each kept with probability at least one over the events), and
of ``determinize``'s draws of a deal that is not void (each kept unless void)."""


def void_hands(
    rules: Rules, seat: int, hand: Sequence[Card], seats: Sequence[int], rng: random.Random
) -> dict[int, tuple[Card, ...]]:
    """The hands of the other ``seats`` (those in play) in a void deal that gives ``seat`` its ``hand`` (none, when
    ``seat``'s team is out of play).

    A void deal is the union of events — a team holding no jack, a player worth at
    most t points — each of which can be counted and drawn from exactly (the hands
    of a no-jack team come from the other cards; a weak hand is a mix of point
    classes chosen in proportion to its count). One event is chosen in proportion to
    its size, a deal drawn from it uniformly, and the deal kept with probability one
    over the number of events it satisfies: exactly uniform over the union.

    Raises:
        DeterminizationError: ``hand`` is not a whole hand of the pack, or no deal is void.
    """
    size = hand_size(len(seats))
    unknown = Counter(deck(rules, players=len(seats)).cards)
    unknown.subtract(hand)
    if any(count < 0 for count in unknown.values()):
        raise DeterminizationError("the seat's hand is not part of the pack")
    cards = sort_cards(unknown.elements())
    others = [other for other in seats if other != seat]
    if len(cards) != size * len(others) or len(hand) != (size if seat in seats else 0):
        raise DeterminizationError("a void deal's hands are whole")
    order = _void_order(rules, seat, hand, seats, others, cards, size, rng)
    return {other: sort_cards(order[index * size : (index + 1) * size]) for index, other in enumerate(others)}


def _void_order(
    rules: Rules,
    seat: int,
    hand: Sequence[Card],
    seats: Sequence[int],
    others: Sequence[int],
    cards: Sequence[Card],
    size: int,
    rng: random.Random,
) -> list[Card]:
    """The hidden ``cards`` of a void deal in the order of ``others``' hands (see :func:`void_hands`)."""
    events = _void_events(rules, seat, hand, seats, others)
    if events is None:  # the seat's own hand voids every deal: a plain uniform draw
        return _shuffled(cards, rng)
    weights = [_event_weight(rules, event, cards, size, len(others)) for event in events]
    if not any(weights):
        raise DeterminizationError("no deal of the hidden cards is void")
    for _ in range(MAX_VOID_DRAWS):
        event = rng.choices(events, weights)[0]
        order = _drawn_from(rules, event, cards, size, others, rng)
        hands = {other: order[index * size : (index + 1) * size] for index, other in enumerate(others)}
        hands[seat] = list(hand)
        satisfied = sum(1 for each in events if _holds(rules, each, hands))
        if rng.randrange(satisfied) == 0:
            return order
    raise DeterminizationError("no void deal was drawn")


_VoidEvent = tuple[str, tuple[int, ...]]
"""``("no-jack", seats of a team)`` or ``("weak", (seat,))``: one way a deal is void."""


def _void_events(
    rules: Rules, seat: int, hand: Sequence[Card], seats: Sequence[int], others: Sequence[int]
) -> list[_VoidEvent] | None:
    """The events whose union is a void deal, as far as the hidden hands decide them (``None``: always void)."""
    events: list[_VoidEvent] = []
    weak = rules.redeal_on_weak_hand
    if weak is not None:
        if seat in seats and sum(card_points(card) for card in hand) <= weak:
            return None
        events += [("weak", (other,)) for other in others]
    if rules.redeal_if_team_has_no_jack:
        for team in sorted({rules.team_of(each) for each in seats}):
            members = tuple(each for each in seats if rules.team_of(each) == team)
            if seat in members and any(card.rank is Rank.JACK for card in hand):
                continue
            hidden = tuple(each for each in members if each != seat)
            if not hidden:
                return None
            events.append(("no-jack", hidden))
    return events


def _point_classes(cards: Sequence[Card]) -> dict[int, list[Card]]:
    """The cards grouped by their card points."""
    classes: dict[int, list[Card]] = {}
    for card in cards:
        classes.setdefault(card_points(card), []).append(card)
    return classes


def _weak_mixes(rules: Rules, cards: Sequence[Card], size: int) -> list[tuple[dict[int, int], int]]:
    """Every mix of point classes a hand of ``size`` worth at most t can have, with its number of hands."""
    weak = rules.redeal_on_weak_hand
    assert weak is not None, "weak-hand events need the option"
    classes = sorted(_point_classes(cards).items())
    mixes: list[tuple[dict[int, int], int]] = [({}, 1)]
    for value, members in classes:
        grown = []
        for mix, count in mixes:
            taken = sum(mix.values())
            worth = sum(points * number for points, number in mix.items())
            for number in range(min(len(members), size - taken) + 1):
                if worth + value * number <= weak:
                    grown.append(({**mix, value: number}, count * math.comb(len(members), number)))
        mixes = grown
    return [(mix, count) for mix, count in mixes if sum(mix.values()) == size]


def _event_weight(rules: Rules, event: _VoidEvent, cards: Sequence[Card], size: int, others: int) -> int:
    """How many deals satisfy ``event`` (times a factor common to every event: (size!)^others)."""
    kind, seats = event
    free = len(cards) - size * len(seats)
    if kind == "weak":
        return sum(count for _, count in _weak_mixes(rules, cards, size)) * math.factorial(size) * math.factorial(free)
    plain = sum(1 for card in cards if card.rank is not Rank.JACK)
    if plain < size * len(seats):
        return 0
    return math.perm(plain, size * len(seats)) * math.factorial(free)


def _drawn_from(
    rules: Rules, event: _VoidEvent, cards: Sequence[Card], size: int, others: Sequence[int], rng: random.Random
) -> list[Card]:
    """A deal drawn uniformly from those satisfying ``event``: the hidden cards in the order of ``others``' hands."""
    kind, seats = event
    if kind == "weak":
        mixes = _weak_mixes(rules, cards, size)
        mix = rng.choices([mix for mix, _ in mixes], [count for _, count in mixes])[0]
        classes = _point_classes(cards)
        chosen = [card for value, number in mix.items() for card in rng.sample(classes[value], number)]
        fixed = {seats[0]: chosen}
    else:
        plain = _shuffled([card for card in cards if card.rank is not Rank.JACK], rng)
        fixed = {seat: plain[index * size : (index + 1) * size] for index, seat in enumerate(seats)}
    rest = Counter(cards)
    for hand in fixed.values():
        rest.subtract(hand)
    free = _shuffled(list(rest.elements()), rng)
    order: list[Card] = []
    for seat in others:
        if seat in fixed:
            order += fixed[seat]
        else:
            order += free[:size]
            free = free[size:]
    return order


def _holds(rules: Rules, event: _VoidEvent, hands: dict[int, list[Card]]) -> bool:
    """Whether the deal ``hands`` satisfies ``event``."""
    kind, seats = event
    if kind == "weak":
        weak = rules.redeal_on_weak_hand
        return weak is not None and sum(card_points(card) for card in hands[seats[0]]) <= weak
    return not any(card.rank is Rank.JACK for seat in seats for card in hands[seat])


def _shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """The cards in a uniformly random order."""
    order = list(cards)
    rng.shuffle(order)
    return order
