"""Game history, records, and replaying them.

A record holds what is needed to rebuild a game exactly: the ruleset, its rules,
the first dealer and starting scores, every deal (the hands and undealt cards, so
a replay never depends on a random generator) and every action in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, TypeVar, cast

import attrs

from trickcore.deck import Deck
from trickcore.errors import DealError, IllegalAction, RecordError, TrickcoreError, excerpt
from trickcore.frozen import builder, replacer
from trickcore.playing_cards import Card, all_cards
from trickcore.serialization import OPTIONAL_IF_DEFAULT

__all__ = [
    "Deal",
    "History",
    "Record",
    "SeatRecord",
    "append_action",
    "card_sequence",
    "check_record_shape",
    "check_record_version",
    "opening_history",
    "replay_record",
    "seat_cards",
]

A = TypeVar("A")
R = TypeVar("R")
G = TypeVar("G")


def card_sequence(value: object, what: str = "cards") -> tuple[Card, ...]:
    """Cards given by a caller, as a tuple.

    Raises:
        DealError: not a sequence of :class:`~trickcore.Card` values.
    """
    if value.__class__ is tuple:
        items: tuple[Any, ...] = value
    elif isinstance(value, Deck):
        return value.cards
    elif isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"{what} must be a sequence of cards, not {excerpt(value)}")
    else:
        items = tuple(value)
    if not all_cards(items):
        for item in items:
            if not isinstance(item, Card):
                raise DealError(f"{what} must hold Card values, not {excerpt(item)}")
    return items


def seat_cards(hand: object, seat: int) -> tuple[Card, ...]:
    """The cards given as the hand of ``seat``, as a tuple (see :func:`~trickcore.dealing.card_sequence`).

    A tuple of cards, as every deal of a record holds, is taken as it is without
    spelling out the seat for an error message that is not needed.

    Raises:
        DealError: not a sequence of :class:`~trickcore.Card` values.
    """
    if hand.__class__ is tuple and all_cards(hand):
        return hand
    return card_sequence(hand, f"the hand of seat {seat}")


def _stock(value: Sequence[Card]) -> Deck:
    """Store the undealt cards as a :class:`~trickcore.Deck`, rejecting non-cards."""
    if isinstance(value, Deck):
        return value
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"the stock must be a sequence of cards, not {excerpt(value)}")
    return Deck(value)


def _hand_tuples(value: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Store one card sequence per seat as a tuple of tuples."""
    if value.__class__ is not tuple and (isinstance(value, (str, bytes)) or not isinstance(value, Sequence)):
        raise DealError(f"expected one card sequence per seat, not {excerpt(value)}")
    return tuple([seat_cards(hand, seat) for seat, hand in enumerate(value)])


@attrs.frozen(weakref_slot=False)
class Deal:
    """The cards of one deal: each seat's hand in the order dealt, and the undealt cards as a deck, top first.

    Attributes:
        hands: one card sequence per seat, in the order dealt (empty for a seat out of play).
        stock: the cards not dealt to any hand, top first (Smear's stock; Fifty-Five's
            kitty followed by the undealt rest; empty in Fifty-Six, which deals every card).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> Deal((cards("AS"), cards("KS")), cards("QS JS")).stock
        Deck.parse('QS JS')
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=_hand_tuples)
    stock: Deck = attrs.field(converter=_stock, default=Deck(()))


trusted_deal: Final = builder(Deal)
"""``trusted_deal(hands, stock)``: a :class:`Deal` of a tuple of card tuples and a :class:`~trickcore.Deck`, unchecked.

For the engines' own deals, made from a checked deck: the converters' checks
would cost more than the deal itself.
"""


@attrs.frozen(eq=False, repr=False, weakref_slot=False)
class History(Generic[A]):
    """Everything that led to a game: the start position, then every deal and action in order.

    A history is a persistent linked list: adding a deal or an action makes one new
    node that shares everything before it, so every step costs O(1) and keeping
    every state of a game costs memory in proportion to its actions. Each node
    keeps its hash once asked (a hash of the node before it and its own event), so
    hashing the states of a game one after another costs O(1) each, however long
    the game; equal histories (the same start, deals and actions) are equal
    whatever their nodes.

    Example:
        >>> from trickcore.actions import Pass
        >>> from trickcore.playing_cards import cards
        >>> history = History(0, (0, 0)).with_deal(Deal((cards("AS"), cards("KS")))).with_action(Pass())
        >>> history.actions, len(history.deals), history == History(0, (0, 0)).with_deal(history.last_deal).with_action(Pass())
        ((Pass(),), 1, True)

    Attributes:
        first_dealer: the dealer of the first hand.
        start: the starting tables or scores, per team or side.
    """

    first_dealer: int
    start: tuple[int, ...]
    _previous: History[A] | None = attrs.field(init=False, default=None)
    _event: Deal | A | None = attrs.field(init=False, default=None)
    _events: int = attrs.field(init=False, default=0)
    _dealt: int = attrs.field(init=False, default=0)
    _last_deal: History[A] | None = attrs.field(init=False, default=None)
    _hash: int | None = attrs.field(init=False, default=None)

    def with_action(self, action: A) -> History[A]:
        """This history with ``action`` appended."""
        return append_action(self, action)

    def with_deal(self, deal: Deal) -> History[A]:
        """This history with a new hand dealt."""
        node = _node(self.first_dealer, self.start, self, deal, self._events + 1, self._dealt + 1, None, None)
        _set_last_deal(node, node)
        return node

    @property
    def hand_count(self) -> int:
        """How many hands have been dealt (the number of the current hand)."""
        return self._dealt

    @property
    def last_deal(self) -> Deal | None:
        """The deal of the current hand (``None`` before the first deal)."""
        node = self._last_deal
        return None if node is None else cast(Deal, node._event)

    @property
    def deals(self) -> tuple[Deal, ...]:
        """Every deal, in order."""
        return tuple(event for event in self._walk() if isinstance(event, Deal))

    @property
    def actions(self) -> tuple[A, ...]:
        """Every action of the game, in order."""
        return tuple(event for event in self._walk() if not isinstance(event, Deal))

    @property
    def events(self) -> tuple[Deal | A, ...]:
        """Every deal and action, in order."""
        return tuple(self._walk())

    @property
    def current(self) -> tuple[A, ...]:
        """The actions since the latest deal (the current hand's), in order."""
        actions: list[A] = []
        node: History[A] | None = self
        while node is not None and node is not self._last_deal and node._previous is not None:
            actions.append(node._event)  # type: ignore[arg-type]
            node = node._previous
        actions.reverse()
        return tuple(actions)

    def _walk(self) -> list[Deal | A]:
        """Every deal and action, oldest first (a loop, never recursion: histories can be long)."""
        events: list[Deal | A] = []
        node: History[A] | None = self
        while node is not None and node._previous is not None:
            events.append(cast("Deal | A", node._event))
            node = node._previous
        events.reverse()
        return events

    def __len__(self) -> int:
        """The number of deals and actions."""
        return self._events

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, History):
            return NotImplemented
        if self._events != other._events or hash(self) != hash(other):
            return False
        mine: History[A] | None = self
        theirs: History[Any] | None = other
        while mine is not theirs:
            if mine is None or theirs is None or mine._event != theirs._event:
                return False
            if mine._previous is None:
                return (mine.first_dealer, mine.start) == (theirs.first_dealer, theirs.start)
            mine, theirs = mine._previous, theirs._previous
        return True

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        known = self._hash
        if known is not None:
            return known
        pending: list[History[A]] = []
        node: History[A] | None = self
        while node is not None and node._hash is None:
            pending.append(node)
            node = node._previous
        value = 0 if node is None else node._hash
        for node in reversed(pending):
            if node._previous is None:
                value = hash(("trickcore.History", node.first_dealer, node.start))
            else:
                value = hash((value, node._event))
            _set_hash(node, value)
        assert value is not None
        return value

    def __repr__(self) -> str:
        return f"<History first_dealer={self.first_dealer} start={self.start} deals={len(self.deals)} actions={len(self.actions)}>"

    def __reduce__(self) -> tuple[Callable[..., History[A]], tuple[int, tuple[int, ...], tuple[Deal | A, ...]]]:
        return _rebuild_history, (self.first_dealer, self.start, tuple(self._walk()))

    def __copy__(self) -> History[A]:
        return self

    def __deepcopy__(self, memo: object) -> History[A]:
        return self


_node: Final = builder(History)
"""A new node from its fields (the start, the node before, its event, counts, the deal's node, no hash yet)."""
append_action: Final[Callable[[History[A], A], History[A]]] = replacer(
    History, "_event", link="_previous", count="_events", clear=("_hash",)
)
"""The same as ``history.with_action(action)``, called as ``append_action(history, action)`` without the method call.

The engines extend a game's history on every action through this (with the
compiled kernels, one C call).

Example:
    >>> from trickcore.actions import Pass
    >>> from trickcore.playing_cards import cards
    >>> history = History(0, (0, 0)).with_deal(Deal((cards("AS"), cards("KS"))))
    >>> append_action(history, Pass()) == history.with_action(Pass())
    True
"""
_set_last_deal: Final = History.__dict__["_last_deal"].__set__
_set_hash: Final = History.__dict__["_hash"].__set__


def opening_history(first_dealer: int, start: tuple[int, ...], deal: Deal) -> History[A]:
    """``History(first_dealer, start).with_deal(deal)``, for the engines' own start of a game.

    The same value, made without attrs' ``__init__`` (which sets the six internal
    fields one by one and cost more than the rest of the history of a deal).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> deal = Deal((cards("AS"), cards("KS")))
        >>> opening_history(1, (0, 0), deal) == History(1, (0, 0)).with_deal(deal)
        True
    """
    root: History[A] = _node(first_dealer, start, None, None, 0, 0, None, None)
    return root.with_deal(deal)


def _rebuild_history(first_dealer: int, start: tuple[int, ...], events: tuple[Deal | A, ...]) -> History[A]:
    """The history with these deals and actions (how a pickled or copied history is rebuilt)."""
    history: History[A] = History(first_dealer, start)
    for event in events:
        history = history.with_deal(event) if isinstance(event, Deal) else history.with_action(event)
    return history


@attrs.frozen
class Record(Generic[R, A]):
    """A replayable record of a game: ``replay(record(game)) == game``.

    Attributes:
        ruleset: the ruleset's registry name (``"fifty-six"``, ``"smear"``, ``"fifty-five"``).
        version: the version of the ruleset's rules the record was made under.
        rules: the game's rules.
        first_dealer: the dealer of the first hand.
        start: the starting tables (Fifty-Six) or scores, per team or side.
        deals: every deal, in order.
        actions: every action, in order.
    """

    ruleset: str
    version: int
    rules: R
    first_dealer: int
    start: tuple[int, ...]
    deals: tuple[Deal, ...]
    actions: tuple[A, ...]


@attrs.frozen
class SeatRecord(Record[R, A]):
    """The record of a game as one seat may keep it: its own cards and everything public.

    Each deal holds only the cards ``seat`` saw dealt: its own hand (every other
    hand is empty, except in a hand ended by a :class:`~trickcore.Claim`, where it
    holds the cards that seat still held at the claim: a claim plays them out face
    up) and, as the stock, the cards it took from the stock (Smear's
    blind, Fifty-Five's kitty) when it did; another seat's discard is recorded as a
    :class:`~trickcore.Discard` of no cards. So it can be shared with that seat's
    player without leaking anything. ``replay_view`` rebuilds the seat's view from
    it; ``replay`` refuses it (hidden cards are missing).

    Attributes:
        seat: the seat whose record this is.
        hidden_points: per hand that has ended, in order, the points its scoring
            counted from cards the seat never saw — another bidder's discards in
            Smear, which count for Game (R16); 0 where there were none. The result
            of a hand is announced to the whole table, so these are public; they
            let ``replay_view`` rebuild the scores exactly.
        void_deals: the places in ``deals`` of the deals that were void: the hand
            ended as it was dealt, with no action, and the same dealer dealt again
            (Fifty-Six's redeal rules, H30–H31). Whether a deal is void depends on
            hands the seat did not see, so the record says it; the whole table saw
            the cards thrown in. Left out of JSON while empty.
    """

    seat: int = 0
    hidden_points: tuple[int, ...] = ()
    void_deals: tuple[int, ...] = attrs.field(default=(), metadata={OPTIONAL_IF_DEFAULT: True})


def check_record_shape(record: object, rules_type: type) -> None:
    """A record's fields have the types a record holds (whoever built it).

    Raises:
        RecordError: not a :class:`Record`, or a field of the wrong type.
    """
    if not isinstance(record, Record):
        raise RecordError(f"not a Record: {excerpt(record)}")
    problems = [
        ("ruleset", isinstance(record.ruleset, str)),
        ("version", _is_int(record.version)),
        ("rules", isinstance(record.rules, rules_type)),
        ("first_dealer", _is_int(record.first_dealer)),
        ("start", isinstance(record.start, tuple) and all(_is_int(value) for value in record.start)),
        ("deals", isinstance(record.deals, tuple) and all(isinstance(deal, Deal) for deal in record.deals)),
        ("actions", isinstance(record.actions, tuple)),
    ]
    if isinstance(record, SeatRecord):
        problems.append(("seat", _is_int(record.seat)))
        points = record.hidden_points
        problems.append(
            ("hidden_points", isinstance(points, tuple) and all(_is_int(value) and value >= 0 for value in points))
        )
        void = record.void_deals
        problems.append(
            ("void_deals", isinstance(void, tuple) and all(_is_int(place) and place >= 0 for place in void))
        )
    for name, good in problems:
        if not good:
            raise RecordError(f"the record's {name} has the wrong type: {excerpt(getattr(record, name))}")


def _is_int(value: object) -> bool:
    return value.__class__ is int


def check_record_version(record: Record[R, A], version: int, oldest: Callable[[R], int] | None) -> None:
    """A record's version is the one its rules are written with: ``oldest(rules)``, or ``version`` without ``oldest``.

    A ruleset that adds options bumps its version and still reads the records of
    the older versions, whose rules hold none of the new options; ``oldest(rules)``
    is the version a record of those rules is written with, and the only one it is
    read with, so every record read is written back exactly.

    Raises:
        RecordError: another version (newer than ``version``, too old for the
            record's rules, or newer than they need).
    """
    expected = version if oldest is None else oldest(record.rules)
    if record.version != expected:
        if expected == version:
            raise RecordError(f"record version {excerpt(record.version)} is not the supported version {version}")
        raise RecordError(f"record version {excerpt(record.version)} is not the version {expected} of records of these rules")


def replay_record(
    record: Record[R, A],
    *,
    ruleset: str,
    version: int,
    rules_type: type,
    start: Callable[[Record[R, A]], G],
    awaiting_deal: Callable[[G], bool],
    deal: Callable[[G, Deal], G],
    apply: Callable[[G, A], G],
    oldest: Callable[[R], int] | None = None,
) -> G:
    """Rebuild a game from a record, reporting the first bad action.

    ``start`` builds the game with the first deal; a deal is made whenever the
    game waits for one and an action or deal remains (again if a deal leaves it waiting). ``oldest`` gives the version
    a record's rules are written with (see :func:`~trickcore.records.check_record_version`);
    without it only ``version`` is read.

    Raises:
        RecordError: the record is malformed, for another ruleset or version, a
            seat's record, a deal is malformed or missing, an action is illegal,
            or deals are left over.
    """
    check_record_shape(record, rules_type)
    if isinstance(record, SeatRecord):
        raise RecordError(f"seat {excerpt(record.seat)}'s record cannot be replayed: the cards it did not see are missing")
    if record.ruleset != ruleset:
        raise RecordError(f"a {excerpt(record.ruleset)} record cannot be replayed as {excerpt(ruleset)}")
    check_record_version(record, version, oldest)
    if not record.deals:
        raise RecordError("the record has no deal")
    try:
        game = start(record)
    except (TrickcoreError, ValueError, TypeError) as error:
        raise RecordError(f"bad start of game: {error}") from None
    next_deal = 1
    for index, action in enumerate(record.actions):
        while awaiting_deal(game):  # more than once after a deal void at once (Fifty-Six's redeals)
            game = _deal_next(record, next_deal, game, deal, index)
            next_deal += 1
        try:
            game = apply(game, action)
        except IllegalAction as error:
            raise RecordError(f"illegal {excerpt(action)}: {error.message}", index) from None
        except (TrickcoreError, ValueError, TypeError) as error:
            raise RecordError(f"bad action {excerpt(action)}: {error}", index) from None
    while next_deal < len(record.deals):
        if not awaiting_deal(game):
            raise RecordError(f"{len(record.deals) - next_deal} deal(s) left over", len(record.actions))
        game = _deal_next(record, next_deal, game, deal, len(record.actions))
        next_deal += 1
    return game


def _deal_next(record: Record[R, A], number: int, game: G, deal: Callable[[G, Deal], G], index: int) -> G:
    """Make deal ``number`` of the record, blaming a failure on action ``index``."""
    if number >= len(record.deals):
        raise RecordError("the game awaits a deal the record does not hold", index)
    try:
        return deal(game, record.deals[number])
    except (TrickcoreError, ValueError, TypeError) as error:
        raise RecordError(f"bad deal {number}: {error}", index) from None
