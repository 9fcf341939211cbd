"""A seat's game rebuilt from its record, whose hidden cards are missing: the engine of ``replay_view``.

A seat's record (:class:`~trickcore.SeatRecord`) holds the seat's own cards and
every public action, so the seat's view can be rebuilt by replaying the game with
*some* hidden cards that fit: any deal of the unseen cards under which every
recorded action is legal shows the seat the same view, because a view shows
nothing of them (the cards a claim showed, which the record holds, are placed as
they were). Such a deal is found hand by hand, by asking the engine: deal the
unseen cards at random, replay the hand, and when an action is refused, learn what
the refusal proves —

* every card played so far is one its player was dealt (who played which card is
  public), and a card another seat played but was not dealt here is one it holds:
  *pin* them to their seats;
* another seat played a card it holds but may not play: it holds none of the cards
  without which the play would be legal (each is tried on its own, so a card that may
  be played but obliges nothing — Fifty-Five's top trumps — is not blamed): *forbid*
  them to it;
* another seat made a call that needs a card it was not dealt (Smear's trump named
  at the discard: a card of the suit named, or a joker): it holds *one of* the cards
  with which the call would be legal, and only deals that give it one are kept;

— and deal again under what was learnt. Any fitting deal will do, so the cards are
placed by a bipartite matching (Kuhn's augmenting paths, in a random order) rather
than drawn uniformly as :func:`~trickcore.determinization.sample_deal` does. Calls
depend on no card, cards only leave hands by being played, and every refusal teaches
something new, so the search ends; a refusal that teaches nothing is the record's
own fault and is reported as a :class:`~trickcore.RecordError`. Another bidder's
hidden discard is a place of its own (what it was proven to lack while playing says
nothing of what it had laid aside), drawn among the unseen cards worth the points the
record says the hand's scoring counted for them (:attr:`SeatRecord.hidden_points
<trickcore.SeatRecord.hidden_points>`; Smear counts discards for Game). Cards drawn
from the stock during a hand (Fifty-Five's draws after trump) lie in places the
public counts fix: the first replay that reaches a seat's draw learns them, and later
deals put the seat's own drawn cards there, and give another drawer the cards it ends
with (some of which fill its places) and, as a place of its own, the cards it laid aside.
A deal the record names void (:attr:`SeatRecord.void_deals
<trickcore.SeatRecord.void_deals>`: it ended the hand as it was dealt) is laid out
void by the ruleset, and any other deal that comes out void is dealt again, by
turns at random and with the unseen cards spread evenly by the ruleset's weight
(under some redeal rules most random deals are void).

The module knows no game: a ruleset's codec supplies its functions as a
:class:`SeatReplay`.
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, Protocol, TypeVar, cast

import attrs

from trickcore.actions import Claim, Discard, Play
from trickcore.errors import IllegalAction, RecordError, TrickcoreError, excerpt
from trickcore.playing_cards import Card, sort_cards
from trickcore.records import Deal, SeatRecord
from trickcore.states import Acting, Held, Phased, Played, Recorded


__all__ = ["MAX_BARREN_DEALS", "MAX_SEAT_RECORD_ACTIONS", "SEARCH_STEPS_PER_ACTION", "SeatReplay", "VoidDeal", "never_void", "replay_seat_record"]

MAX_SEAT_RECORD_ACTIONS: Final = 20_000
"""The most actions a seat's record may hold (a whole game's record may hold far more).

Rebuilding a seat's game searches for the hidden cards, which costs many times
what replaying a whole record does; this bound, with :data:`SEARCH_STEPS_PER_ACTION`,
caps the work of one call whatever a client sends. Real games are far shorter (a
Fifty-Six game of 12 tables a side runs to a few thousand actions).
"""

SEARCH_STEPS_PER_ACTION: Final = 128
"""Steps the search may take per action of the record before the record is refused as too costly.

A step is one action applied or one ruleset question (``legal_actions``) asked.
Each deal tried replays its hand up to the first refused action; records of
random games take about 40 steps per action at the most (Fifty-Five with nine
players; up to about 55 with its draws after trump), so real records stay well
within the bound, and a crafted one costs at most this many steps per action:
linear in its length.
"""

_SEARCH_STEPS_MIN: Final = 4096
"""Steps every record may take whatever its length (a hand's search before its first actions)."""

MAX_BARREN_DEALS: Final = 256
"""Deals of one hand that may teach nothing (no hidden discard fits) before the record is judged impossible.

Deals that end in a refusal always teach a card held or lacked, of which there are
finitely many, so only the barren ones need a bound; they are rare.
"""

_DRAWS_FOR_POINTS: Final = 64
"""Another bidder's discards drawn for one deal before it counts as one that teaches nothing."""

_SEED: Final = 0x5EA7
"""The search is seeded, so a record always rebuilds the same hidden cards."""


def _no_stand_ins(game: object, action: object) -> tuple[Any, ...]:  # noqa: ARG001
    """No action is recorded face down (the default)."""
    return ()


def _no_draws(game: object, seat: int) -> tuple[int, ...]:  # noqa: ARG001
    """No card is drawn from the stock during a hand (the default)."""
    return ()


def never_void(game: object, seat: int, hand: tuple[Card, ...], rng: random.Random) -> None:  # noqa: ARG001
    """No deal ends the hand as it is dealt (the default)."""
    return None


VoidDeal = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]
"""The hands and the stock (top first) of a deal."""


class _Table(Held, Acting, Phased, Played, Recorded, Protocol):
    """What the search reads of a game: the hands, the seat to act, the phase, the tricks and the deal."""


G = TypeVar("G", bound=_Table)
R = TypeVar("R")
A = TypeVar("A")


@attrs.frozen
class SeatReplay(Generic[G, R, A]):
    """A ruleset's functions, as the search calls them.

    Attributes:
        new_game: ``new_game(rules, *, seed=…, hands=…, stock=…, dealer=…, scores=…)``.
        deal: ``deal(game, *, seed=…, hands=…, stock=…)``.
        apply: the ruleset's ``apply``.
        legal_actions: the ruleset's ``legal_actions`` (of a game).
        stock_seen: how many top stock cards a seat has taken in a game (a blind or kitty).
        hidden_points: for a hand that has ended, the points its scoring counted
            from cards the seat never saw.
        worth: the points the scoring counts for a card discarded unseen.
        face_down: for an action the record shows face down (another seat's card
            laid aside unseen, such as Fifty-Six's concealed trump), the actions it may
            stand for in that game; empty for every other action.
        drawn: where in the deal's stock the cards a seat drew during the hand lie, in
            the order drawn (Fifty-Five's draws after trump); none by default.
        void_deal: given a game just dealt (any cards), a seat, the hand it was dealt
            and a random source, a deal that gives the seat that hand and is void —
            it ends the hand at once, with no action (Fifty-Six's redeal rules) —
            or ``None`` when none is; by default no deal is.
        balance: a card's weight, by which the unseen cards are spread evenly among
            the hands after a deal drawn at random came out void where the record's
            was played (Fifty-Six's card points: a deal is void when a hand holds too
            few of them or a team no jack); ``None`` (the default) keeps every draw random.
    """

    new_game: Callable[..., G]
    deal: Callable[..., G]
    apply: Callable[[G, A], G]
    legal_actions: Callable[[G], tuple[A, ...]]
    stock_seen: Callable[[G, int], int]
    hidden_points: Callable[[G, int], int]
    worth: Callable[[Card], int]
    face_down: Callable[[G, A], tuple[A, ...]] = attrs.field(default=_no_stand_ins)
    drawn: Callable[[G, int], tuple[int, ...]] = attrs.field(default=_no_draws)
    void_deal: Callable[[G, int, tuple[Card, ...], random.Random], VoidDeal | None] = attrs.field(default=never_void)
    balance: Callable[[Card], int] | None = None


def replay_seat_record(record: SeatRecord[R, A], rules: SeatReplay[G, R, A]) -> G:
    """A whole game with the record's public history and the seat's own cards, whose hidden cards fit.

    ``view(result, record.seat)`` is the seat's view of the recorded game.

    The search takes at most :data:`SEARCH_STEPS_PER_ACTION` steps per action of
    the record (and a few thousand for any record); a record that needs more is
    refused, so the work of one call is linear in the record's length.

    Raises:
        RecordError: no game fits the record (``.index``: the first action found
            impossible, when one is), the record holds more than
            :data:`MAX_SEAT_RECORD_ACTIONS` actions, or its search needs more steps
            than its length allows.
    """
    if len(record.actions) > MAX_SEAT_RECORD_ACTIONS:
        raise RecordError(
            f"a seat's record holds at most {MAX_SEAT_RECORD_ACTIONS} actions, not {len(record.actions)}"
        )
    search = _Search(record, rules)
    game: G | None = None
    cursor = 0
    for number, seen in enumerate(record.deals):
        if game is not None and game.phase.name != "HAND_OVER":
            raise RecordError(f"deal {number + 1} comes before the hand is over", cursor)
        game, cursor = search.hand(number, seen, game, cursor)
    if cursor < len(record.actions):
        raise RecordError("an action after the game is over, or without a deal", cursor)
    assert game is not None, "a checked record has a deal"
    return game


@attrs.define
class _Learnt:
    """What the refusals of one hand proved: cards a seat holds, and cards it lacks."""

    unseen: Counter[Card]
    pinned: list[list[Card]]
    forbidden: list[set[Card]]
    taker: int | None = None
    widow: int = 0
    discard_size: int | None = None
    face_down_actor: int | None = None
    face_down_card: Card | None = None
    shown: list[list[Card]] = attrs.Factory(list)
    """Per seat, the cards a claim showed it held (kept apart from the pins, which stand for cards dealt and
    perhaps played: Fifty-Six's second copy of a card is one of each)."""
    needs: dict[int, list[frozenset[Card]]] = attrs.Factory(dict)
    """Per seat, sets of cards of which it was dealt (or took) at least one: a call it made needs one."""
    draws: dict[int, tuple[int, ...]] = attrs.Factory(dict)
    """Per seat that drew from the stock during the hand, the places of the cards it drew (public: they
    follow from the counts drawn before it)."""
    aside: dict[int, int] = attrs.Factory(dict)
    """Per other seat that drew, how many cards it laid aside unseen to draw them (its face-down action)."""
    planned_aside: dict[int, tuple[Card, ...]] = attrs.Factory(dict)
    """Per other seat that drew, the cards this deal has it lay aside (the face-down action stands for that)."""
    balanced: bool = False
    """Whether the next deal spreads the cards evenly (:attr:`SeatReplay.balance`): the last one was void."""


_LEARNT: Final = "learnt"
"""A replay that stopped because it learnt where a seat draws from the stock: deal again with the draws placed."""


@attrs.frozen
class _Refusal:
    """The action at ``position`` was refused in ``game``."""

    position: int
    game: Any
    action: Any
    error: IllegalAction


class _Search(Generic[G, R, A]):
    """The hand-by-hand search over one record."""

    def __init__(self, record: SeatRecord[R, A], rules: SeatReplay[G, R, A]) -> None:
        self.record = record
        self.rules = rules
        self.seat = record.seat
        self.random = random.Random(_SEED)
        self.steps_left = _SEARCH_STEPS_MIN + SEARCH_STEPS_PER_ACTION * len(record.actions)
        self.void = frozenset(record.void_deals)

    def step(self, count: int, position: int) -> None:
        """Spend ``count`` steps of the search's budget.

        Raises:
            RecordError: the budget is spent (``position``: the action being replayed).
        """
        self.steps_left -= count
        if self.steps_left < 0:
            raise RecordError(
                f"finding hidden cards that fit the record takes more than the {SEARCH_STEPS_PER_ACTION} steps"
                " per action a seat's record may take",
                position,
            )

    def legal_actions(self, game: G, position: int) -> tuple[A, ...]:
        """The ruleset's ``legal_actions``, as one step."""
        self.step(1, position)
        return self.rules.legal_actions(game)

    def hand(self, number: int, seen: Deal, before: G | None, cursor: int) -> tuple[G, int]:
        """The game at the end of hand ``number`` (or of the record), and where the next hand's actions start."""
        record, rules = self.record, self.rules
        try:
            if before is None:
                template = rules.new_game(
                    record.rules, seed=0, dealer=record.first_dealer, scores=record.start
                )
            else:
                template = rules.deal(before, seed=0)
        except (TrickcoreError, ValueError, TypeError) as error:
            raise RecordError(f"deal {number + 1} cannot be made: {error}", cursor) from None
        layout: Deal = template.history.deals[-1]
        players = len(layout.hands)
        if len(seen.hands) != players:
            raise RecordError(f"deal {number + 1} of a seat's record does not hold a hand per seat", cursor)
        target = record.hidden_points[number] if number < len(record.hidden_points) else None
        unseen = Counter([*(card for hand in layout.hands for card in hand), *layout.stock])
        unseen.subtract(Counter([*seen.hands[self.seat], *seen.stock]))
        # Another seat's cards in a seat's record are those a claim showed: pinned to it from the start.
        shown = Counter(card for other in range(players) if other != self.seat for card in seen.hands[other])
        if any(count < 0 for count in unseen.values()) or any(unseen[card] < count for card, count in shown.items()):
            raise RecordError(f"deal {number + 1} holds cards the pack does not", cursor)
        if number in self.void:
            return self._void_hand(number, seen, template, before, target, cursor), cursor
        shown_by_seat = [[] if other == self.seat else list(seen.hands[other]) for other in range(players)]
        learnt = _Learnt(unseen, [[] for _ in range(players)], [set() for _ in range(players)], shown=shown_by_seat)
        last = number == len(record.deals) - 1
        barren = 0
        while barren < MAX_BARREN_DEALS:
            self.step(1, cursor)
            drawn = self._draw(number, seen, layout, learnt, target, cursor)
            if drawn is None:
                barren += 1
                continue
            hands, stock, plan = drawn
            game = self._dealt(number, before, hands, stock, cursor)
            if game.phase.name == "HAND_OVER":
                # A void deal where the record's was played: deal again, by turns spreading the cards evenly
                # (most random deals are void under some redeal rules) and at random. Bounded by the steps
                # of the search rather than as barren deals.
                learnt.balanced = not learnt.balanced
                continue
            outcome = self._play(game, cursor, learnt, target, last, plan)
            if isinstance(outcome, tuple):
                return outcome
            if isinstance(outcome, str):  # _LEARNT
                continue  # a seat's draws are placed from now on: at most once per seat and hand
            if outcome is None or not self._learn(outcome, learnt):
                barren += 1
        raise RecordError(f"no deal of the unseen cards fits hand {number + 1} of the record", cursor)

    def _dealt(
        self, number: int, before: G | None, hands: Sequence[Sequence[Card]], stock: Sequence[Card], cursor: int
    ) -> G:
        """The game after deal ``number`` with these cards: the record's first, or the one after ``before``."""
        record, rules = self.record, self.rules
        try:
            if before is None:
                return rules.new_game(
                    record.rules, hands=hands, stock=stock, dealer=record.first_dealer, scores=record.start
                )
            return rules.deal(before, hands=hands, stock=stock)
        except (TrickcoreError, ValueError, TypeError) as error:
            raise RecordError(f"deal {number + 1} does not fit the rules: {error}", cursor) from None

    def _void_hand(self, number: int, seen: Deal, template: G, before: G | None, target: int | None, cursor: int) -> G:
        """The game after deal ``number``, which the record names void: any void deal that gives the seat its hand."""
        rules = self.rules
        own = seen.hands[self.seat]
        if seen.stock or any(hand for other, hand in enumerate(seen.hands) if other != self.seat):
            raise RecordError(f"deal {number + 1} is void, so the seat saw no other card", cursor)
        self.step(1, cursor)
        dealt = rules.void_deal(template, self.seat, own, self.random)
        if dealt is None:
            raise RecordError(f"deal {number + 1} is recorded void, but no deal of the unseen cards is", cursor)
        game = self._dealt(number, before, *dealt, cursor)
        if game.phase.name != "HAND_OVER" or (target is not None and rules.hidden_points(game, self.seat) != target):
            raise RecordError(f"deal {number + 1} is recorded void, but the deal found is not", cursor)
        return game

    def _draw(
        self, number: int, seen: Deal, layout: Deal, learnt: _Learnt, target: int | None, cursor: int
    ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...] | None] | None:
        """A random deal of the unseen cards under what was learnt: every hand, the stock (top first), and
        another bidder's discard (once its size is known); ``None`` if no discard worth the hidden points came up.

        The discard is a place of its own: what a bidder was proven to lack while
        playing says nothing of the cards it had discarded. So are the cards another
        seat laid aside to draw from the stock (:attr:`_Learnt.draws`): its hand's place
        holds the cards it ends with, some of which it drew (any of them will do).
        """
        seat = self.seat
        players = len(layout.hands)
        own = seen.hands[seat]
        shown = seen.stock
        if len(own) != len(layout.hands[seat]) or len(shown) > len(layout.stock):
            raise RecordError(f"deal {number + 1} does not have the sizes the rules deal", cursor)
        # The seat's own draws close its stock cards (the top ones it took come first).
        mine = learnt.draws.get(seat, ())
        if len(mine) > len(shown):
            raise RecordError(f"the seat draws more cards in hand {number + 1} than its record shows", cursor)
        unknown = learnt.unseen - Counter(card for pins in (*learnt.pinned, *learnt.shown) for card in pins)
        taker = learnt.taker if learnt.taker != seat else None
        planned = learnt.discard_size if taker is not None else None
        others = [other for other in range(players) if other != seat]
        drawers = [other for other in others if other in learnt.draws]
        sizes = []
        for other in others:
            room = len(layout.hands[other]) - len(learnt.pinned[other]) - len(learnt.shown[other])
            if other == taker:
                room += learnt.widow - (planned or 0)
            if other == learnt.face_down_actor:
                room -= 1
            if other in learnt.draws:
                room += len(learnt.draws[other]) - learnt.aside[other]
            if room < 0:
                raise RecordError(f"seat {other} plays more cards in hand {number + 1} than it can hold", cursor)
            sizes.append(room)
        stock_place = len(others)
        drawn_by_others = sum(len(learnt.draws[other]) for other in drawers)
        sizes.append(len(layout.stock) - len(shown) - (learnt.widow if taker is not None else 0) - drawn_by_others)
        if sizes[-1] < 0:
            raise RecordError(f"more cards are drawn in hand {number + 1} than the stock holds", cursor)
        # The cards each other drawer laid aside: places of their own, any unseen card.
        aside_places = list(range(len(sizes), len(sizes) + len(drawers)))
        sizes.extend(learnt.aside[other] for other in drawers)
        hidden = sort_cards(unknown.elements())

        def allowed(cards: Sequence[Card], *free: int) -> tuple[frozenset[int], ...]:
            return tuple(
                frozenset(place for place, other in enumerate(others) if card not in learnt.forbidden[other])
                | {stock_place, *aside_places, *free}
                for card in cards
            )

        discards: tuple[Card, ...] | None = None
        learnt.face_down_card = None
        if planned is None and learnt.face_down_actor is not None:
            # The card laid face down is a place of its own: what its owner was proven to
            # lack while playing says nothing of it (it was out of the hand).
            dealt = _assign([*sizes, 1], hidden, allowed(hidden, len(sizes)), self.random)
            if dealt is not None:
                learnt.face_down_card = dealt[len(sizes)][0]
        elif planned is None:
            balance = self.rules.balance if learnt.balanced else None
            held = [[*learnt.pinned[other], *learnt.shown[other]] for other in others]
            dealt = _assign(sizes, hidden, allowed(hidden), self.random, balance, held)
        else:
            # Another bidder's discard: any unseen cards (what it was proven to lack while
            # playing says nothing of what it had discarded), worth the hidden points.
            dealt = None
            for _ in range(_DRAWS_FOR_POINTS):
                discards = self._hidden_discard(hidden, planned, target)
                if discards is None:
                    raise RecordError(
                        f"no {planned} unseen cards are worth the {target} hidden points of hand {number + 1}", cursor
                    )
                left = Counter(hidden)
                left.subtract(discards)
                kept = sort_cards(left.elements())
                dealt = _assign(sizes, kept, allowed(kept), self.random)
                if dealt is not None:
                    break
            if dealt is None:
                if _assign([*sizes, planned], hidden, allowed(hidden, len(sizes)), self.random) is not None:
                    return None
        if dealt is None:
            raise RecordError(f"no deal of the unseen cards fits hand {number + 1} of the record", cursor)
        hands: list[tuple[Card, ...]] = [()] * players
        hands[seat] = own
        # The top stock cards the seat took (all it saw, until its draws are placed).
        taken = list(shown[: len(shown) - len(mine)])
        widow: list[Card] = []
        placed: dict[int, Card] = dict(zip(mine, shown[len(shown) - len(mine) :]))
        learnt.planned_aside = {}
        for place, other in enumerate(others):
            cards = [*learnt.pinned[other], *learnt.shown[other], *dealt[place]]
            if other == taker:
                cards += discards or ()
            if any(need.isdisjoint(cards) for need in learnt.needs.get(other, ())):
                return None  # a call of this seat needs a card this deal did not give it
            if other == taker:
                self.random.shuffle(cards)
                widow, cards = cards[: learnt.widow], cards[learnt.widow :]
            if other == learnt.face_down_actor and learnt.face_down_card is not None:
                cards.append(learnt.face_down_card)
            if other in learnt.draws:
                # It ends with ``cards``: some of them it drew (their places get them), the rest
                # it was dealt with the cards it lays aside.
                self.random.shuffle(cards)
                count = len(learnt.draws[other])
                placed.update(zip(learnt.draws[other], cards[:count]))
                aside = dealt[aside_places[drawers.index(other)]]
                learnt.planned_aside[other] = aside
                cards = [*cards[count:], *aside]
            hands[other] = sort_cards(cards)
        rest = list(dealt[stock_place])
        self.random.shuffle(rest)
        if taker is not None:
            # Another taker's widow is on top; the cards the seat drew, until their places are known, go first
            # among the rest (the replay learns their places when the seat draws them).
            return tuple(hands), _stock(len(layout.stock), widow, placed, [*taken, *rest], number, cursor), discards
        return tuple(hands), _stock(len(layout.stock), taken, placed, rest, number, cursor), discards

    def _hidden_discard(self, hidden: Sequence[Card], size: int, target: int | None) -> tuple[Card, ...] | None:
        """``size`` unseen cards drawn uniformly among those worth ``target`` in all (any, when it is unknown).

        ``None`` if no ``size`` of them are worth ``target``: then no deal fits.
        """
        if size > len(hidden):
            return None
        if target is None:
            return tuple(self.random.sample(hidden, size))
        order = list(hidden)
        self.random.shuffle(order)
        values = [self.rules.worth(card) for card in order]
        # ways(i, k, s): how many k of the cards from i on are worth s together.
        @functools.cache
        def ways(index: int, count: int, total: int) -> int:
            if count == 0:
                return 1 if total == 0 else 0
            if index == len(order) or total < 0:
                return 0
            return ways(index + 1, count - 1, total - values[index]) + ways(index + 1, count, total)

        if ways(0, size, target) == 0:
            return None
        chosen: list[Card] = []
        count, total = size, target
        for index in range(len(order)):
            if count == 0:
                break
            taking = ways(index + 1, count - 1, total - values[index])
            if self.random.randrange(ways(index, count, total)) < taking:
                chosen.append(order[index])
                count, total = count - 1, total - values[index]
        return tuple(chosen)

    def _play(
        self, game: G, cursor: int, learnt: _Learnt, target: int | None, last: bool, plan: tuple[Card, ...] | None
    ) -> tuple[G, int] | _Refusal | str | None:
        """Replay the hand's actions from ``cursor``: the game at its end and the next cursor, the refusal, ``None``,
        or :data:`_LEARNT` when a seat first draws from the stock.

        Another bidder's hidden discard is ``plan`` (or, before its size is known, a
        random fitting one). ``None`` is a deal that teaches nothing: the discard
        does not fit it.
        """
        rules, actions, seat = self.rules, self.record.actions, self.seat
        position = cursor
        # A card laid aside face down: the game before it, its place, who laid it and the other cards it may be.
        laid: tuple[G, int, int, list[A]] | None = None
        # Another seat's draws learnt in this replay: its cards were not planned, so a refusal deals again.
        replan = False
        while position < len(actions) and game.phase.name not in ("HAND_OVER", "GAME_OVER"):
            action = actions[position]
            actor = game.to_act
            self.step(1, position)
            hidden = (
                isinstance(action, Discard)
                and not action.cards
                and actor != seat
                and any(isinstance(option, Discard) for option in self.legal_actions(game, position))
            )
            if hidden:
                chosen = self._discard(game, learnt, target, position) if plan is None else Discard(sort_cards(plan))
                if chosen is None:
                    return None
                action = cast(A, chosen)
            elif actor is not None and actor != seat:
                stand_ins = rules.face_down(game, action)
                aside = learnt.planned_aside.get(actor)
                if stand_ins and aside is not None:
                    # Cards laid aside to draw: the ones this deal planned.
                    held, planned_aside = Counter(game.hands[actor]), Counter(aside)
                    for option in stand_ins:
                        self.step(1, position)
                        if held - Counter(rules.apply(game, option).hands[actor]) == planned_aside:
                            action = option
                            break
                    else:
                        return None
                elif stand_ins:
                    self.step(2 * len(stand_ins), position)
                    # A card laid aside unseen: any that keeps the cards the seat is known to play.
                    kept = Counter(learnt.pinned[actor])
                    fitting = [option for option in stand_ins if not kept - Counter(rules.apply(game, option).hands[actor])]
                    if not fitting:
                        return None
                    self.random.shuffle(fitting)
                    # The card drawn for the face-down place first, once the owner is known.
                    planned_card = learnt.face_down_card
                    fitting.sort(key=lambda option: planned_card in Counter(game.hands[actor]) - Counter(rules.apply(game, option).hands[actor]))
                    learnt.face_down_actor = actor
                    action = fitting.pop()
                    laid = (game, position, actor, fitting)
            if isinstance(action, Claim) and not self._shows(game, learnt):
                return None
            try:
                after = rules.apply(game, action)
            except IllegalAction as error:
                if hidden:
                    return None
                if laid is not None and laid[2] == actor:
                    # The face-down card drawn may be what forbids this action: another that allows it is taken.
                    moved = self._relay(laid, position)
                    if moved is not None:
                        game = moved
                        position += 1
                        continue
                    # No card laid aside allows it (Fifty-Six's lead of the concealed suit, legal only from a
                    # hand of that suit alone): the refusal teaches which cards of this deal's hand forbid it.
                return _LEARNT if replan else _Refusal(position, game, action, error)
            except (TrickcoreError, ValueError, TypeError) as error:
                raise RecordError(f"bad action {excerpt(action)}: {error}", position) from None
            if learnt.taker is None and actor is not None:
                taken = rules.stock_seen(after, actor)
                if taken:
                    learnt.taker, learnt.widow = actor, taken
            if isinstance(action, Discard):
                learnt.discard_size = len(action.cards)
            if actor is not None and actor not in learnt.draws and self._draws(game, after, actor, learnt):
                if actor == seat:
                    return _LEARNT  # the seat drew other cards than its own: place them and deal again
                replan = True  # any exchange will do while nothing is refused
            game = after
            position += 1
        ended = game.phase.name in ("HAND_OVER", "GAME_OVER")
        if not last and not ended:
            raise RecordError("a hand's actions end before the hand is over and another deal follows", position)
        if target is not None and not ended:
            raise RecordError("the record gives the last hand's result, but its actions end before the hand is over", position)
        if ended and target is not None and rules.hidden_points(game, seat) != target:
            return None
        return game, position

    def _draws(self, before: G, after: G, actor: int, learnt: _Learnt) -> bool:
        """Whether ``actor`` has just drawn from the stock, learning where from (and, for another seat, how many
        cards it laid aside for it): the deals to come place its draws."""
        places = self.rules.drawn(after, actor)
        if not places:
            return False
        learnt.draws[actor] = places
        if actor != self.seat:
            learnt.aside[actor] = len(before.hands[actor]) - len(after.hands[actor]) + len(places)
            if learnt.face_down_actor == actor:
                learnt.face_down_actor = None  # its face-down action is a draw, planned as one
        return True

    def _relay(self, laid: tuple[G, int, int, list[A]], position: int) -> G | None:
        """The game after the action at ``position`` with another of the face-down card's stand-ins, if one allows it."""
        start, at, _, others = laid
        rules, actions = self.rules, self.record.actions
        while others:
            game = start
            self.step(position - at + 1, position)
            try:
                game = rules.apply(game, others.pop())
                for action in actions[at + 1 : position + 1]:
                    game = rules.apply(game, action)
            except IllegalAction:
                continue
            return game
        return None

    def _shows(self, game: G, learnt: _Learnt) -> bool:
        """Whether every other seat holds, at a claim, the cards the claim showed; if not, pin what each played.

        A seat may have played a copy of a card this deal gave it only once (Fifty-Six
        has two of each), leaving it other cards than those shown; who played which
        card is public, so pinning the cards played makes the next deal hold both.
        """
        others = [other for other in range(len(learnt.pinned)) if other != self.seat]
        if all(Counter(game.hands[other]) == Counter(learnt.shown[other]) for other in others):
            return True
        for player, cards in enumerate(_plays_by_seat(game, len(learnt.pinned))):
            if player != self.seat:
                learnt.pinned[player].extend((cards - Counter(learnt.pinned[player])).elements())
        return False

    def _discard(self, game: G, learnt: _Learnt, target: int | None, position: int) -> A | Discard | None:
        """A legal discard for another bidder: keeping the cards it plays, and worth ``target``.

        It is drawn from the bidder's cards in this deal, before the discard's size is
        known; later deals plan the discard with the rest of the hidden cards.
        """
        bidder = game.to_act
        assert bidder is not None
        kept = frozenset(learnt.pinned[bidder])
        worth = self.rules.worth

        def fits(option: object) -> bool:
            return (
                isinstance(option, Discard)
                and kept.isdisjoint(option.cards)
                and (target is None or sum(map(worth, option.cards)) == target)
            )

        legal = self.legal_actions(game, position)
        options = [option for option in legal if fits(option)]
        if options:
            return self.random.choice(options)
        # None fits this deal; the next deals plan the discard, whose size every legal one shows.
        learnt.discard_size = len(next(option.cards for option in legal if isinstance(option, Discard)))
        return None

    def _learn(self, refusal: _Refusal, learnt: _Learnt) -> bool:
        """What a refusal proves, added to ``learnt``; ``False`` if it proves nothing of the hidden cards.

        A bidder's play refused for want of another discard (Smear's R11: the first
        lead must be of a suit the discard left trumpable) proves nothing: the
        discard was drawn wrong.

        Raises:
            RecordError: the refusal can only be the record's fault.
        """
        game, action, actor = refusal.game, refusal.action, refusal.game.to_act
        problem = RecordError(f"illegal {excerpt(action)}: {refusal.error.message}", refusal.position)
        if actor is None or actor == self.seat:
            raise problem
        # Who played which card so far is public (the order of play follows from the
        # public cards), so every card played is a card its player was dealt.
        for player, cards in enumerate(_plays_by_seat(game, len(learnt.pinned))):
            if player != self.seat:
                learnt.pinned[player].extend((cards - Counter(learnt.pinned[player])).elements())
        held = Counter(game.hands[actor])
        card = getattr(action, "card", None)
        needed = Counter([card] if isinstance(card, Card) else action.cards if isinstance(action, Discard) else [])
        missing = needed - held
        if missing:
            pinned = Counter(card for pins in (*learnt.pinned, *learnt.shown) for card in pins)
            if any(pinned[card] + count > learnt.unseen[card] for card, count in missing.items()):
                # Every copy is the recording seat's, or already played by someone else.
                raise problem
            learnt.pinned[actor].extend(missing.elements())
            return True
        # A card it laid aside unseen (drawn at random) may be all that is wrong: deal again.
        drawn_wrong = (actor == learnt.taker and learnt.discard_size) or actor == learnt.face_down_actor
        # The cards it holds that no pin accounts for (a pin may stand for a card it already played).
        played = _plays_by_seat(game, len(learnt.pinned))[actor]
        if actor != learnt.taker:
            # A card that left the hand unplayed (laid aside face down) is accounted for like a played one.
            played += Counter(game.history.deals[-1].hands[actor]) - Counter(game.hands[actor]) - played
        unexplained = held - (Counter(learnt.pinned[actor]) - played) - Counter(learnt.shown[actor])
        if isinstance(action, Play):
            options = {option.card for option in self.legal_actions(game, refusal.position) if isinstance(option, Play)}
        else:
            options = set(held)  # an action a card in hand forbids (Fifty-Six's reveal needs a void)
        suspects = {card for card in options if unexplained[card]} - learnt.forbidden[actor]
        # An obligation may stand behind another (Fifty-Six's must_trump_if_void: follow suit, else trump): while
        # the play stays illegal without the suspects, the cards it could then play are suspects too.
        legal_without = self._legal_without(game, actor, action, suspects, refusal.position) if suspects else False
        while suspects and not legal_without and isinstance(action, Play):
            then = self._actions_without(game, actor, suspects, refusal.position)
            more = {option.card for option in then if isinstance(option, Play) and unexplained[option.card]}
            more -= suspects | learnt.forbidden[actor]
            if not more:
                break
            suspects |= more
            legal_without = self._legal_without(game, actor, action, suspects, refusal.position)
        if not suspects or not legal_without:
            if not needed and self._learn_need(game, actor, action, learnt, refusal.position):
                return True
            if drawn_wrong:
                return False
            raise problem
        # A suspect is a culprit if the play is illegal with it alone of the suspects in hand
        # (Fifty-Five's top trumps, Smear's trumps: may be played, yet oblige nothing).
        learnt.forbidden[actor] |= {
            card for card in suspects if not self._legal_without(game, actor, action, suspects - {card}, refusal.position)
        }
        return True

    def _learn_need(self, game: G, actor: int, action: object, learnt: _Learnt, position: int) -> bool:
        """A call refused for want of a card (one of several would do): note the cards that would allow it.

        ``False`` if no unseen card would, or these were noted before (a deal giving one
        was refused anyway): the refusal proves nothing new.
        """
        unknown = learnt.unseen - Counter(card for pins in (*learnt.pinned, *learnt.shown) for card in pins)
        held = set(game.hands[actor])
        allowing = frozenset(
            card for card in unknown if card not in held and self._legal_with(game, actor, action, card, position)
        )
        needs = learnt.needs.setdefault(actor, [])
        if not allowing or allowing in needs:
            return False
        needs.append(allowing)
        return True

    def _legal_with(self, game: G, actor: int, action: object, card: Card, position: int) -> bool:
        """Whether ``action`` would be legal for ``actor`` in ``game`` were it also holding ``card``."""
        hands = list(game.hands)
        hands[actor] = sort_cards((*hands[actor], card))
        with_card: G = attrs.evolve(cast(Any, game), hands=tuple(hands))
        return action in self.legal_actions(with_card, position)

    def _legal_without(self, game: G, actor: int, action: object, cards: set[Card], position: int) -> bool:
        """Whether ``action`` would be legal for ``actor`` in ``game`` were it not holding ``cards``."""
        return action in self._actions_without(game, actor, cards, position)

    def _actions_without(self, game: G, actor: int, cards: set[Card], position: int) -> tuple[A, ...]:
        """The legal actions of ``actor`` in ``game`` were it not holding ``cards``."""
        hands = list(game.hands)
        hands[actor] = tuple(card for card in hands[actor] if card not in cards)
        without: G = attrs.evolve(cast(Any, game), hands=tuple(hands))
        return self.legal_actions(without, position)


def _stock(size: int, top: Sequence[Card], placed: dict[int, Card], rest: Sequence[Card], number: int, cursor: int) -> tuple[Card, ...]:
    """The stock of a deal: ``top`` first, the drawn cards in their places, the ``rest`` in the places left.

    Raises:
        RecordError: the places overlap the top, each other or the stock's end (a forged record).
    """
    if len(top) + len(placed) + len(rest) != size or any(not len(top) <= place < size for place in placed):
        raise RecordError(f"the cards drawn in hand {number + 1} do not fit the stock", cursor)
    fill = iter(rest)
    return (*top, *(placed[place] if place in placed else next(fill) for place in range(len(top), size)))


def _plays_by_seat(game: _Table, players: int) -> list[Counter[Card]]:
    """The cards each seat has played so far in the hand."""
    played: list[Counter[Card]] = [Counter() for _ in range(players)]
    for trick in game.tricks:
        for play in trick.plays:
            played[play.seat][play.card] += 1
    for play in game.trick:
        played[play.seat][play.card] += 1
    return played


def _assign(
    sizes: Sequence[int],
    cards: Sequence[Card],
    allowed: Sequence[frozenset[int]],
    rng: random.Random,
    weight: Callable[[Card], int] | None = None,
    held: Sequence[Sequence[Card]] = (),
) -> tuple[tuple[Card, ...], ...] | None:
    """Cards put in places of the given sizes, each in a place it is allowed in; ``None`` if that cannot be.

    A bipartite matching (Kuhn's augmenting paths, places taken in a random order):
    any fitting deal will do here, so unlike :func:`~trickcore.determinization.sample_deal`
    it need not be uniform, and it never has to count the deals. With ``weight``, the
    heaviest cards are placed first, each in the place with the least weight per card
    so far, counting the cards a place already ``held`` (by place, beyond its size):
    the weight is spread evenly (see :attr:`SeatReplay.balance`).
    """
    members: list[list[int]] = [[] for _ in sizes]
    weights = [0 if weight is None else weight(card) for card in cards]
    load = [0] * len(sizes)
    whole = list(sizes)
    for place, cards_held in enumerate(held):
        load[place] += sum(0 if weight is None else weight(card) for card in cards_held)
        whole[place] += len(cards_held)

    def lightest(place: int) -> tuple[bool, float]:
        """Places with room first, then by their weight per card."""
        full = len(members[place]) >= sizes[place]
        return full, load[place] / whole[place] if whole[place] else math.inf

    def seat(card: int, visited: set[int]) -> bool:
        options = list(allowed[card])
        rng.shuffle(options)
        if weight is not None:
            options.sort(key=lightest)
        for place in options:
            if place in visited:
                continue
            visited.add(place)
            if len(members[place]) < sizes[place]:
                members[place].append(card)
                load[place] += weights[card]
                return True
            for other in members[place]:
                if seat(other, visited):
                    members[place].remove(other)
                    members[place].append(card)
                    load[place] += weights[card] - weights[other]
                    return True
        return False

    order = list(range(len(cards)))
    rng.shuffle(order)
    if weight is not None:
        order.sort(key=lambda card: -weights[card])
    for card in order:
        if not seat(card, set()):
            return None
    return tuple(sort_cards(cards[card] for card in held) for held in members)
