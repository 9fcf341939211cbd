"""Sampling hidden cards exactly uniformly, for a ruleset's ``determinize``.

A seat's view leaves some cards unknown: the other hands, a stock, a kitty or blind,
another player's discards. What the seat *does* know becomes a
:class:`HiddenDeal`: the unknown physical cards, the hidden places they lie in
(each of a known size) and, per card, the places it may be in (a seat that failed
to follow suit holds no card of that suit). :func:`sample_deal` draws an
assignment of cards to places such that **every consistent assignment is equally
likely**:

1. *Rejection*: shuffle the unknown cards, cut them into the places, and keep the
   deal if every card is allowed where it fell. Each labelled deal is equally
   likely, so the accepted ones are uniform; with few constraints this is cheap.
2. *Exact counting*, after :data:`REJECTION_TRIES` misses: cards are grouped by
   the places they allow, places every card allows are pooled, and a dynamic
   programme over the cards left per group counts the completions of every partial
   deal; the deal is then drawn place by place with those counts as weights (and
   the pool split at random), which is again exactly uniform.

Copies of a card (Fifty-Six's double pack) are treated as physical cards: the
draw is uniform over *labelled* deals, which is the real posterior of a shuffled
physical pack (a deal with both copies in one hand is half as likely as one with
a copy in each of two hands).

Constraints that are not per card — Smear's trump-discard limit, for example — are
handled by :func:`sample_deal`'s ``accept`` test (rejection, still exact), and
``alternatives``: a union of per-card problems, sampled exactly by choosing an
alternative in proportion to its count and accepting with probability one over the
number of alternatives the deal satisfies.

The module knows no game. It also holds the small pieces every ruleset's
``determinize`` shares: the seed, the plays of a hand, inferred exclusions, and the
final consistency check.

Example:
    >>> import random
    >>> from trickcore.playing_cards import cards
    >>> problem = HiddenDeal.build((1, 2), cards("AS KS QS"), [cards("AS"), ()])
    >>> count_deals(problem)
    2
    >>> sample_deal([problem], random.Random(1))[0] != cards("AS")
    True
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Collection, Sequence
from enum import Enum
from typing import Any, Final, Protocol, TypeVar

import attrs

from trickcore.dealing import check_seed, fresh_seed
from trickcore.errors import DeterminizationError, TrickcoreError
from trickcore.playing_cards import Card, sort_cards
from trickcore.tricks import CardPlay

__all__ = [
    "MAX_DRAWS",
    "REJECTION_TRIES",
    "HandLayout",
    "HiddenDeal",
    "SeenHand",
    "confirm_sample",
    "count_deals",
    "exclusions",
    "hand_plays",
    "layout_of",
    "random_from",
    "rebuild",
    "sample_deal",
    "split_off",
]

REJECTION_TRIES: Final = 64
"""Plain rejection tries before :func:`sample_deal` switches to exact counting."""

MAX_DRAWS: Final = 20_000
"""Candidate deals :func:`sample_deal` draws before concluding ``accept`` holds for none."""

Deal = tuple[tuple[Card, ...], ...]
"""Cards per hidden place, each in canonical order."""

G = TypeVar("G")
V = TypeVar("V")


@attrs.frozen
class HiddenDeal:
    """Unknown physical cards to deal into hidden places of fixed sizes, each card allowed in some places.

    Attributes:
        sizes: how many cards each hidden place holds.
        cards: the unknown cards, one entry per physical card (copies repeat).
        allowed: per card, the places it may be in.
    """

    sizes: tuple[int, ...]
    cards: tuple[Card, ...]
    allowed: tuple[frozenset[int], ...]

    def __attrs_post_init__(self) -> None:
        if sum(self.sizes) != len(self.cards) or len(self.allowed) != len(self.cards):
            raise DeterminizationError(
                f"{len(self.cards)} unknown cards cannot fill hidden places of sizes {self.sizes}"
            )

    @classmethod
    def build(
        cls, sizes: Sequence[int], cards: Sequence[Card], excluded: Sequence[Collection[Card]]
    ) -> HiddenDeal:
        """The problem where place ``p`` may hold any unknown card except those in ``excluded[p]``.

        Example:
            >>> from trickcore.playing_cards import cards
            >>> HiddenDeal.build((1, 1), cards("AS KS"), [cards("KS"), ()]).allowed
            (frozenset({0, 1}), frozenset({1}))
        """
        banned = [frozenset(cards_out) for cards_out in excluded]
        allowed = tuple(
            frozenset(place for place in range(len(sizes)) if card not in banned[place]) for card in cards
        )
        return cls(tuple(sizes), tuple(cards), allowed)

    def allows(self, deal: Deal) -> bool:
        """Whether every card of ``deal`` lies in a place it is allowed in.

        ``deal`` must hold this problem's cards; a card's copies are interchangeable,
        so this asks whether *some* labelling of the copies fits.
        """
        places_of: dict[Card, list[int]] = {}
        for place, held in enumerate(deal):
            for card in held:
                places_of.setdefault(card, []).append(place)
        options: dict[Card, list[frozenset[int]]] = {}
        for card, allowed in zip(self.cards, self.allowed):
            options.setdefault(card, []).append(allowed)
        return all(_matchable(places_of[card], sets) for card, sets in options.items())


def _matchable(places: list[int], sets: list[frozenset[int]]) -> bool:
    """Whether the copies at ``places`` can be matched to copies allowed in ``sets`` (at most a few copies)."""
    if len(places) == 1:
        return places[0] in sets[0]
    first, *rest = places
    return any(first in allowed and _matchable(rest, sets[:i] + sets[i + 1 :]) for i, allowed in enumerate(sets))


def _cut(cards: Sequence[Card], sizes: Sequence[int]) -> Deal:
    """Cut a sequence of cards into places of the given sizes, each sorted."""
    deal = []
    start = 0
    for size in sizes:
        deal.append(sort_cards(cards[start : start + size]))
        start += size
    return tuple(deal)


def _try_rejection(problem: HiddenDeal, rng: random.Random) -> Deal | None:
    """One uniform labelled deal if it satisfies the per-card constraints, else ``None``."""
    order = list(range(len(problem.cards)))
    rng.shuffle(order)
    start = 0
    for place, size in enumerate(problem.sizes):
        for index in order[start : start + size]:
            if place not in problem.allowed[index]:
                return None
        start += size
    return _cut([problem.cards[index] for index in order], problem.sizes)


class _Counter:
    """The dynamic programme of exact counting for one problem.

    Cards are grouped by the places they allow (copies of a card and cards of one
    void suit share a group). Places every card allows are pooled into one last
    place. ``count(place, left)`` is the number of labelled ways to fill places
    ``place…`` from ``left`` (cards left per group): the state is small, because
    constraints are per suit or per top trump, so groups are few.
    """

    def __init__(self, problem: HiddenDeal) -> None:
        self.problem = problem
        places = range(len(problem.sizes))
        everywhere = functools.reduce(frozenset.intersection, problem.allowed, frozenset(places))
        self.free = tuple(place for place in places if place in everywhere)
        self.constrained = tuple(place for place in places if place not in everywhere)
        grouped: dict[frozenset[int], list[Card]] = {}
        for card, allowed in zip(problem.cards, problem.allowed):
            grouped.setdefault(allowed, []).append(card)
        keys = sorted(grouped, key=sorted)
        self.groups = tuple(tuple(grouped[key]) for key in keys)
        self.takes = tuple(
            tuple(group for group, key in enumerate(keys) if place in key) for place in self.constrained
        )
        self.pool_size = sum(problem.sizes[place] for place in self.free)
        self.count = functools.cache(self._completions)

    def choices(self, step: int, left: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every way constrained place ``step`` can take its cards: how many from each group."""
        groups = self.takes[step]
        found: list[tuple[int, ...]] = []
        taken = [0] * len(left)

        def spread(slot: int, need: int) -> None:
            if slot == len(groups):
                if need == 0:
                    found.append(tuple(taken))
                return
            group = groups[slot]
            for count in range(min(need, left[group]) + 1):
                taken[group] = count
                spread(slot + 1, need - count)
            taken[group] = 0

        spread(0, self.problem.sizes[self.constrained[step]])
        return found

    @staticmethod
    def ways(left: tuple[int, ...], taken: tuple[int, ...]) -> int:
        """Labelled ways to pick ``taken`` cards from each group's ``left``: a product of binomials."""
        total = 1
        for have, take in zip(left, taken):
            if take:
                total *= math.comb(have, take)
        return total

    def _completions(self, step: int, left: tuple[int, ...]) -> int:
        """Labelled fillings of constrained places ``step…`` from ``left``, the pool taking the rest."""
        if step == len(self.constrained):
            return 1 if sum(left) == self.pool_size else 0
        return sum(
            self.ways(left, taken) * self.count(step + 1, tuple(a - b for a, b in zip(left, taken)))
            for taken in self.choices(step, left)
        )

    def start(self) -> tuple[int, ...]:
        """The size of every group."""
        return tuple(len(group) for group in self.groups)

    def total(self) -> int:
        """Every consistent labelled deal, counted (the pool's split among free places included)."""
        splits = math.factorial(self.pool_size)
        for place in self.free:
            splits //= math.factorial(self.problem.sizes[place])
        return self.count(0, self.start()) * splits

    def sample(self, rng: random.Random) -> Deal:
        """One consistent deal, every one equally likely."""
        places: list[list[Card]] = [[] for _ in self.problem.sizes]
        piles = [list(group) for group in self.groups]
        for pile in piles:
            rng.shuffle(pile)
        left = self.start()
        for step, place in enumerate(self.constrained):
            options = [
                (self.ways(left, taken) * self.count(step + 1, tuple(a - b for a, b in zip(left, taken))), taken)
                for taken in self.choices(step, left)
            ]
            pick = rng.randrange(sum(weight for weight, _ in options))
            for weight, taken in options:
                if pick < weight:
                    break
                pick -= weight
            for pile, count in zip(piles, taken):
                for _ in range(count):
                    places[place].append(pile.pop())
            left = tuple(a - b for a, b in zip(left, taken))
        pool = [card for pile in piles for card in pile]
        rng.shuffle(pool)
        start = 0
        for place in self.free:
            size = self.problem.sizes[place]
            places[place].extend(pool[start : start + size])
            start += size
        return tuple(sort_cards(held) for held in places)


def count_deals(problem: HiddenDeal) -> int:
    """The number of consistent labelled deals (copies of a card counted as different cards).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> count_deals(HiddenDeal.build((1, 1), cards("AS AS"), [(), ()]))
        2
    """
    return _Counter(problem).total()


def _draw_one(problem: HiddenDeal, rng: random.Random, counter: list[_Counter]) -> Deal:
    """A uniform consistent deal of one problem: rejection first, exact counting after."""
    if not counter:
        for _ in range(REJECTION_TRIES):
            deal = _try_rejection(problem, rng)
            if deal is not None:
                return deal
        counter.append(_Counter(problem))
        if counter[0].total() == 0:
            raise DeterminizationError("no deal of the hidden cards fits what the view shows")
    return counter[0].sample(rng)


def sample_deal(
    alternatives: Sequence[HiddenDeal],
    rng: random.Random,
    *,
    accept: Callable[[Deal], bool] | None = None,
) -> Deal:
    """A deal drawn uniformly from those that satisfy some alternative and ``accept``.

    All alternatives share the places and cards and differ only in ``allowed``. With
    one alternative this is plain (rejection, then exact) sampling; with several,
    one is chosen in proportion to its count, a deal drawn from it, and the deal kept
    with probability one over the number of alternatives it satisfies — exactly
    uniform over their union. ``accept`` then rejects deals the per-card constraints
    cannot express.

    Raises:
        DeterminizationError: no deal satisfies the constraints.
    """
    if not alternatives:
        raise DeterminizationError("sample_deal needs at least one alternative")
    counters: list[list[_Counter]] = [[] for _ in alternatives]
    weights: list[int] = []
    if len(alternatives) > 1:
        for problem, counter in zip(alternatives, counters):
            counter.append(_Counter(problem))
        weights = [counter[0].total() for counter in counters]
        if not any(weights):
            raise DeterminizationError("no deal of the hidden cards fits what the view shows")
    for _ in range(MAX_DRAWS):
        chosen = 0
        if weights:
            pick = rng.randrange(sum(weights))
            while pick >= weights[chosen]:
                pick -= weights[chosen]
                chosen += 1
        deal = _draw_one(alternatives[chosen], rng, counters[chosen])
        if len(alternatives) > 1:
            satisfied = sum(1 for problem in alternatives if problem.allows(deal))
            if rng.randrange(satisfied):
                continue
        if accept is None or accept(deal):
            return deal
    raise DeterminizationError(f"no consistent deal found in {MAX_DRAWS} draws")


def random_from(seed: object) -> random.Random:
    """The generator of a ``seed`` (``int`` or ``str``, as for deals), or of fresh randomness for ``None``.

    Raises:
        TypeError: a seed of another type.
    """
    return random.Random(fresh_seed() if seed is None else check_seed(seed))


def split_off(cards: Sequence[Card], count: int, rng: random.Random) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """``count`` cards chosen uniformly from ``cards``, and the rest (e.g. which of a bidder's cards were the blind).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> taken, rest = split_off(cards("AS KS QS"), 1, random.Random(0))
        >>> len(taken), len(rest), sort_cards(taken + rest) == cards("AS KS QS")
        (1, 2, True)
    """
    order = list(cards)
    rng.shuffle(order)
    return tuple(order[:count]), tuple(order[count:])


def hand_plays(tricks: Sequence[Any], trick: Sequence[CardPlay]) -> tuple[CardPlay, ...]:
    """Every play of the hand so far, in order: the completed tricks', then the trick in progress."""
    return tuple(play for done in tricks for play in done.plays) + tuple(trick)


def exclusions(
    players: int,
    tricks: Sequence[Any],
    trick: Sequence[CardPlay],
    excluded: Callable[[Sequence[CardPlay], Card], Collection[Card]],
) -> list[set[Card]]:
    """Per seat, the cards it cannot hold now, inferred from how it played.

    ``excluded(before, card)`` is the game's rule: the cards a seat is proven not to
    hold when it plays ``card`` to a trick whose earlier plays are ``before``.
    Cards only leave hands during play, so what a seat lacked then it lacks now.
    """
    out: list[set[Card]] = [set() for _ in range(players)]
    for plays in [*(done.plays for done in tricks), tuple(trick)]:
        for position in range(1, len(plays)):
            out[plays[position].seat].update(excluded(plays[:position], plays[position].card))
    return out


def confirm_sample(
    sample: G,
    seen: V,
    *,
    view: Callable[[G, int], V],
    record: Callable[[G], Any],
    replay: Callable[[Any], G],
    seat: int,
) -> G:
    """``sample`` if it replays from its record and shows ``seen`` again (``last_hand`` apart mid-hand).

    The sample starts at the current hand's deal, so mid-hand its ``last_hand`` is
    ``None`` where the view remembers the previous hand; every other field must match.

    Raises:
        DeterminizationError: the sample does not fit (a bug, or a view no game can show).
    """
    again = view(sample, seat)
    if attrs.evolve(again, last_hand=getattr(seen, "last_hand")) != seen:  # type: ignore[misc]
        raise DeterminizationError("the sampled game does not show the view it was drawn for")
    if replay(record(sample)) != sample:
        raise DeterminizationError("the sampled game does not replay from its record")
    return sample


@attrs.frozen
class HandLayout:
    """Where the cards of the current hand are, as far as one seat knows: the generic hidden-card model.

    A hand deals every seat's cards and leaves ``stock_size`` undealt (a stock, a
    kitty and the rest); in Smear and Fifty-Five the auction's winner (``bidder``)
    takes the top ``widow`` stock cards (the blind or the kitty) and later discards
    as many. The viewer knows its own hand, every play, and as bidder the widow and
    its discards; everything else is hidden.

    Attributes:
        seat: the viewer.
        hand: the viewer's cards now.
        hand_sizes: every seat's card count now.
        pack: the cards of this hand's pack (copies repeated).
        plays: every play of the hand so far (:func:`hand_plays`).
        excluded: per seat, cards it is known not to hold (:func:`exclusions`).
        stock_size: undealt cards at the deal, widow included.
        widow: cards the bidder takes from the top of the stock (0: none).
        bidder: the auction's winner, once there is one.
        discarded: the bidder has discarded.
        widow_seen: the widow as the bidder saw it (top first), in the bidder's own view.
        discards_seen: the bidder's discards, in the bidder's own view.
    """

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pack: tuple[Card, ...]
    plays: tuple[CardPlay, ...]
    excluded: tuple[frozenset[Card], ...]
    stock_size: int = 0
    widow: int = 0
    bidder: int | None = None
    discarded: bool = False
    widow_seen: tuple[Card, ...] = ()
    discards_seen: tuple[Card, ...] = ()

    @property
    def taken(self) -> bool:
        """Whether the bidder has taken the widow (it does as the auction ends)."""
        return self.bidder is not None and self.widow > 0

    @property
    def own(self) -> bool:
        """Whether the viewer is the bidder (and so knows the widow and its discards)."""
        return self.bidder == self.seat

    @property
    def seat_places(self) -> tuple[int, ...]:
        """The seats whose hands are hidden places (every seat but the viewer), in place order."""
        return tuple(seat for seat in range(len(self.hand_sizes)) if seat != self.seat)

    @property
    def stock_place(self) -> int:
        """The place of the hidden undealt cards (the stock, or what is left of it once the widow is taken)."""
        return len(self.seat_places)

    @property
    def discard_place(self) -> int | None:
        """The place of another bidder's hidden discards, if there are any yet."""
        return self.stock_place + 1 if self.taken and self.discarded and not self.own else None

    def place_of(self, seat: int) -> int:
        """The hidden place of another seat's hand."""
        return self.seat_places.index(seat)

    def problem(self) -> HiddenDeal:
        """The hidden cards, their places and the per-card exclusions, as a :class:`HiddenDeal`.

        Raises:
            DeterminizationError: the view shows more cards than the pack holds.
        """
        unknown = list(self.pack)
        known = [*self.hand, *(play.card for play in self.plays), *(self.discards_seen if self.own else ())]
        for card in known:
            if card not in unknown:
                raise DeterminizationError(f"{card} is shown more often than the pack holds it")
            unknown.remove(card)
        sizes = [self.hand_sizes[seat] for seat in self.seat_places]
        excluded: list[Collection[Card]] = [self.excluded[seat] for seat in self.seat_places]
        sizes.append(self.stock_size - self.widow if self.taken else self.stock_size)
        excluded.append(())
        if self.discard_place is not None:
            sizes.append(self.widow)
            excluded.append(())
        return HiddenDeal.build(sizes, sort_cards(unknown), excluded)

    def deal_of(self, deal: Deal, rng: random.Random) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
        """The hand's deal behind a sampled ``deal``: dealt hands per seat, the stock (top first) and the discards.

        A seat's dealt cards are those it holds plus those it played; the bidder's
        also its discards, less the widow. Which of another bidder's cards were the
        widow is drawn uniformly (every split is equally consistent), and the hidden
        stock is shuffled, so the whole deal stays uniform.
        """
        discards = self.discards_seen if self.own else (deal[self.discard_place] if self.discard_place is not None else ())
        dealt: list[tuple[Card, ...]] = []
        widow: tuple[Card, ...] = ()
        for seat in range(len(self.hand_sizes)):
            held = self.hand if seat == self.seat else deal[self.place_of(seat)]
            cards = [*held, *(play.card for play in self.plays if play.seat == seat)]
            if self.taken and seat == self.bidder:
                cards += discards
                if self.own:
                    widow = self.widow_seen
                    for card in widow:
                        cards.remove(card)
                else:
                    widow, kept = split_off(cards, self.widow, rng)
                    cards = list(kept)
            dealt.append(sort_cards(cards))
        rest = list(deal[self.stock_place])
        rng.shuffle(rest)
        return tuple(dealt), (*widow, *rest), discards


def rebuild(start: Callable[[], G], apply: Callable[[G, Any], G], actions: Sequence[Any]) -> G:
    """The game ``start()`` builds, with ``actions`` applied in order.

    Raises:
        DeterminizationError: the start or an action is refused (a view no game can show).
    """
    try:
        game = start()
        for action in actions:
            game = apply(game, action)
    except (TrickcoreError, ValueError, TypeError) as error:
        raise DeterminizationError(f"the view's history does not replay: {error}") from error
    return game


class SeenHand(Protocol):
    """What :func:`layout_of` reads from a view: the seat, its cards, the counts, the tricks, the contract."""

    @property
    def seat(self) -> int:
        """The viewer."""

    @property
    def phase(self) -> Enum:
        """The phase (a ``DISCARD`` phase means the bidder has yet to discard)."""

    @property
    def hand(self) -> tuple[Card, ...]:
        """The viewer's cards now."""

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Every seat's card count now."""

    @property
    def tricks(self) -> Sequence[Any]:
        """The completed tricks of the hand."""

    @property
    def trick(self) -> tuple[CardPlay, ...]:
        """The trick in progress."""

    @property
    def contract(self) -> Any:
        """The contract (with its ``bidder``), once the auction is won."""


def layout_of(
    seen: SeenHand,
    *,
    pack: Sequence[Card],
    players: int,
    lacks: Callable[[Sequence[CardPlay], Card], Collection[Card]],
    stock_size: int = 0,
    widow: int = 0,
    widow_seen: tuple[Card, ...] = (),
    discards_seen: tuple[Card, ...] = (),
) -> HandLayout:
    """The :class:`HandLayout` of a view's current hand, as every ruleset builds it.

    Args:
        seen: the view.
        pack: the cards of this hand's pack (copies repeated).
        players: the seats of the game (:func:`exclusions`).
        lacks: what a play proves its player lacks (the ruleset's following rule).
        stock_size: undealt cards at the deal, widow included.
        widow: cards the bidder takes from the top of the stock (0: none, and the
            contract's bidder plays no part).
        widow_seen: the widow as the bidder saw it, in the bidder's own view.
        discards_seen: the bidder's discards, in the bidder's own view.
    """
    bidder: int | None = seen.contract.bidder if widow and seen.contract is not None else None
    return HandLayout(
        seat=seen.seat,
        hand=seen.hand,
        hand_sizes=seen.hand_sizes,
        pack=tuple(pack),
        plays=hand_plays(seen.tricks, seen.trick),
        excluded=tuple(map(frozenset, exclusions(players, seen.tricks, seen.trick, lacks))),
        stock_size=stock_size,
        widow=widow,
        bidder=bidder,
        discarded=bidder is not None and seen.phase.name != "DISCARD",
        widow_seen=widow_seen,
        discards_seen=discards_seen,
    )
