"""The compiled kernels on hostile input: the same answer or the same exception type as their Python twins, never a crash.

Issue 24 found kernels that read freed memory when Python code they called changed their
input, made objects with no C state, called a class the garbage collector had cleared,
showed the collector half-filled tuples, overflowed a C integer, and answered odd numbers
and tables unlike their twins. Each ``test_defect_*`` test reproduces one of those defects
(each crashed or failed on the kernels before the fix); the property tests at the end probe
the same ground at random. ``tools/sanitize.py`` runs this module under AddressSanitizer and
UndefinedBehaviorSanitizer, where a read of freed memory fails even when it does not crash.

A crash here is the interpreter dying: the callbacks below free what a careless kernel
still points to, then allocate byte strings of every small size so that the freed memory
holds garbage pointers at once.
"""

from __future__ import annotations

import gc
import sys
import weakref
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import native
from trickcore.actions import PLAY_OF_INDEX
from trickcore.cards import CARD_BY_INDEX, Card, sort_cards
from trickcore.deck import _fisher_yates
from trickcore.following import allows, choose_plays
from trickcore.frozen import _cleared, _field_names, _python_builder, _python_replacer, builder, replacer
from trickcore.hands import hands_after_play
from trickcore.native import python_twin
from trickcore.tricks import CardPlay, points_in, strongest_play

compiled = pytest.mark.skipif(
    not native.ENABLED, reason="the compiled kernels are not in use in this run (not built, or TRICKCORE_PURE_PYTHON set)"
)

CARDS = CARD_BY_INDEX
FALSE = (False,) * 52

_spray: list[bytes] = []


def reuse_freed_memory() -> None:
    """Allocate byte strings of every small size, so that memory just freed holds garbage pointers."""
    _spray[:] = [b"\x41" * size for size in range(1, 600) for _ in range(2)]


_PLAIN = (type(None), bool, int, float, str, Card, CardPlay)


def shape(value: object) -> object:
    """A value to compare answers by: cards, plays, actions and plain values as they are, other objects by type."""
    if type(value) in (tuple, list):
        return (type(value).__name__, tuple(shape(item) for item in value))  # type: ignore[attr-defined]
    if type(value) in _PLAIN or getattr(type(value), "__module__", None) == "trickcore.actions":
        return value
    return type(value).__name__


def outcome(call: Callable[[], object]) -> object:
    """What a call gives: the shape of its result, or the type of the exception it raises."""
    try:
        return shape(call())
    except Exception as error:  # noqa: BLE001 - the comparison is the point
        return type(error)


def assert_same(kernel: Callable[..., object], arguments: Callable[[], tuple[object, ...]]) -> None:
    """The kernel and its twin, each on fresh arguments, give the same answer or raise the same type."""
    got = outcome(lambda: kernel(*arguments()))
    expected = outcome(lambda: python_twin(kernel)(*arguments()))
    assert got == expected, (kernel.__name__, got, expected)


# --- Hostile objects ------------------------------------------------------------------------


class Meddler:
    """Not a card, but with a card's ``index`` and a play's ``card``: reading either runs ``effect`` first."""

    def __init__(self, index: object, effect: Callable[[], object] = lambda: None, card: object = None) -> None:
        self._index, self._effect, self._card = index, effect, card

    @property
    def index(self) -> object:
        self._effect()
        return self._index

    @property
    def card(self) -> object:
        self._effect()
        return self._card if self._card is not None else self


class Equal:
    """An object whose ``==`` runs ``effect`` and says ``False``."""

    def __init__(self, effect: Callable[[], object]) -> None:
        self._effect = effect

    def __eq__(self, other: object) -> bool:
        self._effect()
        return False

    __hash__ = object.__hash__


class Flag:
    """A flag whose truth runs ``effect`` first."""

    def __init__(self, value: bool, effect: Callable[[], object]) -> None:
        self._value, self._effect = value, effect

    def __bool__(self) -> bool:
        self._effect()
        return self._value

    def __repr__(self) -> str:
        return f"Flag({self._value})"


class Index:
    """An ``__index__`` object, which Python's sequences take as an index."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __repr__(self) -> str:
        return f"Index({self.value})"


class IntSub(int):
    """An int of another class."""


class TupleSub(tuple):  # type: ignore[type-arg]
    """A tuple that iterates backwards (its items, as stored, are the other way round)."""

    def __iter__(self) -> Iterator[Any]:
        return reversed(tuple(super().__iter__()))  # type: ignore[no-any-return]


class SubCard(Card):
    """A class derived from Card: the kernels read only exact cards, the twins any object."""


def sub_card(card: Card, index: object = None) -> SubCard:
    """A SubCard with a card's rank and suit and ``index`` (the card's own by default)."""
    made = object.__new__(SubCard)
    for name, value in (("rank", card.rank), ("suit", card.suit), ("index", card.index if index is None else index)):
        Card.__dict__[name].__set__(made, value)
    return made


def emptying(items: list[Any]) -> Callable[[], None]:
    """An effect that empties ``items`` and reuses the memory that held them."""

    def empty() -> None:
        items.clear()
        reuse_freed_memory()

    return empty


# --- Item 3: input changed while a kernel runs Python code ------------------------------------


@compiled
def test_defect_sort_cards_survives_a_card_that_empties_its_list() -> None:
    """A non-card's ``index`` that empties the list being sorted: the kernel once read the freed items."""

    def arguments() -> tuple[object, ...]:
        victim: list[Any] = [CARDS[9], CARDS[3]]
        victim += [Meddler(7, emptying(victim)), *CARDS[20:40]]
        return (victim,)

    assert_same(sort_cards, arguments)


@compiled
def test_defect_choose_plays_survives_a_hand_emptied_by_a_card() -> None:
    """A card of a list hand whose ``index`` empties the hand."""

    def arguments() -> tuple[object, ...]:
        hand: list[Any] = [CARDS[0]]
        hand += [Meddler(5, emptying(hand)), *CARDS[10:30]]
        return (hand, PLAY_OF_INDEX, None, None, False)

    assert_same(choose_plays, arguments)


@compiled
def test_defect_choose_plays_returns_no_play_freed_while_it_ran() -> None:
    """Plays chosen from a list that a later card's ``index`` refills: the kernel once returned the freed plays."""

    def arguments() -> tuple[object, ...]:
        plays: list[object] = [object() for _ in range(52)]

        def refill() -> None:
            plays[:] = [object() for _ in range(52)]
            reuse_freed_memory()

        return ((*CARDS[:6], Meddler(8, refill), *CARDS[20:26]), plays, None, None, False)

    kernel: Callable[..., tuple[object, ...]] = choose_plays
    got = kernel(*arguments())
    assert [type(play) for play in got] == [object] * 13
    assert_same(choose_plays, arguments)


@compiled
def test_defect_allows_survives_an_equality_that_empties_the_hand() -> None:
    """``card in hand`` where an item's ``==`` empties the list hand."""

    def arguments() -> tuple[object, ...]:
        hand: list[Any] = []
        hand += [Equal(emptying(hand)), *CARDS[:30]]
        return (hand, CARDS[29], None, None)

    assert_same(allows, arguments)


@compiled
def test_defect_allows_survives_a_flag_that_empties_the_hand() -> None:
    """A binding flag whose truth empties the list hand while the kernel walks it."""

    def arguments() -> tuple[object, ...]:
        hand: list[Any] = list(CARDS[:30])
        binding = tuple(Flag(False, emptying(hand)) for _ in range(52))
        return (hand, CARDS[3], binding, FALSE)

    assert_same(allows, arguments)


@compiled
@pytest.mark.parametrize("kernel", [strongest_play, points_in], ids=["strongest_play", "points_in"])
def test_defect_trick_kernels_survive_a_play_that_empties_the_trick(kernel: Callable[..., object]) -> None:
    """A play of a list trick whose ``card`` empties the trick."""

    def arguments() -> tuple[object, ...]:
        plays: list[Any] = [CardPlay(0, CARDS[4])]
        plays += [Meddler(None, emptying(plays), CARDS[6]), *(CardPlay(seat, CARDS[seat]) for seat in range(1, 16))]
        return (plays, tuple(range(52)))

    assert_same(kernel, arguments)


# --- Item 4: classes whose base keeps C state ------------------------------------------------


@attrs.frozen(weakref_slot=False)
class Bag(set):  # type: ignore[type-arg,override]
    """A slotted attrs class over ``set``, whose own C state only ``set.__new__`` sets up."""

    x: int


@attrs.frozen(weakref_slot=False)
class Table(dict):  # type: ignore[type-arg]
    """The same over ``dict``."""

    x: int


@pytest.mark.parametrize("cls", [Bag, Table])
def test_defect_builder_and_replacer_refuse_a_class_with_c_state(cls: type) -> None:
    """``object.__new__`` refuses such a class, so the makers do too, as TypeError (they once made broken objects)."""
    assert outcome(lambda: builder(cls)(1)) is TypeError
    assert outcome(lambda: _python_builder(cls, _field_names(cls, "builder"), _cleared(cls))(1)) is TypeError
    assert outcome(lambda: replacer(cls, "x")(cls(1), 2)) is TypeError
    assert outcome(lambda: _python_replacer(cls, (), ("x",), _cleared(cls), None, None)(cls(1), 2)) is TypeError


@compiled
@pytest.mark.parametrize("cls", [set, dict, Bag, Table, int, type])
def test_defect_the_compiled_makers_refuse_a_c_type(cls: type) -> None:
    """``_speedups.Builder(dict, (), ())`` once made dicts with no table."""
    from trickcore import _speedups

    with pytest.raises(TypeError):
        _speedups.Builder(cls, (), ())
    with pytest.raises(TypeError):
        _speedups.Replacer(cls, (), (), ())


def test_a_class_with_a_python_new_is_still_built() -> None:
    """A class whose ``__new__`` is written in Python passes ``object.__new__``'s test, as with the twin."""

    @attrs.frozen(weakref_slot=False)
    class Odd:
        x: int

        def __new__(cls, *args: object) -> Odd:
            return super().__new__(cls)

    made = builder(Odd)(4)
    assert type(made) is Odd and made.x == 4


# --- Item 5: the collector ------------------------------------------------------------------


_found: list[object] = []
_keep: list[object] = []


def _call_cleared_makers(reference: object) -> None:
    """A weakref callback that runs mid-collection: it calls every compiled maker of ``Thing`` the collector lists."""
    for obj in gc.get_objects():
        if type(obj).__name__ == "Builder" and ("Thing" in repr(obj) or "?" in repr(obj)):
            _found.append(outcome(lambda: obj(1)))  # noqa: B023 - called at once


@compiled
def test_defect_a_builder_called_during_its_collection_still_has_its_class() -> None:
    """A builder found (``gc.get_objects``) from a weakref callback after the collector cleared it: once a NULL class."""

    def scene() -> None:
        @attrs.frozen(weakref_slot=False)
        class Thing:
            x: int

        maker = builder(Thing)
        setattr(Thing, "maker", maker)
        trigger = compile("1", "<trigger>", "eval")  # not tracked by the collector: freed mid-collection
        _keep.append(weakref.ref(trigger, _call_cleared_makers))
        holder: list[object] = [maker]
        holder += [holder, trigger]  # freed after the maker, last item first

    _found.clear()
    gc.collect()
    scene()
    gc.collect()
    _keep.clear()
    assert _found and all(found == "Thing" for found in _found), _found


@compiled
def test_defect_the_shuffle_keeps_its_order_where_no_draw_can_reach_it() -> None:
    """A draw that empties every list holding the items (``gc.get_referrers``): the kernel once read past the end."""
    items = [object() for _ in range(40)]
    marker = items[0]

    def draw() -> float:
        for holder in gc.get_referrers(marker):
            if type(holder) is list and holder is not items:
                holder.clear()
        reuse_freed_memory()
        return 0.5

    shuffled = _fisher_yates(items, draw)
    assert sorted(map(id, shuffled)) == sorted(map(id, items))


@compiled
def test_defect_sort_cards_shows_no_half_filled_tuple_to_the_collector() -> None:
    """A non-card's ``index`` that reads every tuple holding a card: the kernel once showed one half empty."""
    card = CARDS[30]
    seen: list[int] = []

    def look() -> None:
        for holder in gc.get_referrers(card):
            if type(holder) is tuple:
                seen.append(len(list(holder)))

    assert_same(sort_cards, lambda: ([card, CARDS[2], Meddler(1, look), CARDS[1]],))


def test_a_card_index_that_collects_garbage_gets_the_twins_answer() -> None:
    """Callbacks that run the collector in the middle of a kernel change nothing."""
    meddler = Meddler(3, gc.collect, CARDS[3])
    assert_same(sort_cards, lambda: ([CARDS[5], meddler, CARDS[1]],))
    assert_same(choose_plays, lambda: ((CARDS[5], meddler), PLAY_OF_INDEX, FALSE, FALSE, True))
    assert_same(points_in, lambda: ((CardPlay(0, CARDS[5]), meddler), tuple(range(52))))


# --- Item 6: answers that differed from the twins' ------------------------------------------------


def _trick(*indexes: int) -> tuple[CardPlay, ...]:
    return tuple(CardPlay(seat, CARDS[index]) for seat, index in enumerate(indexes))


@compiled
@pytest.mark.parametrize("value", [2**62, -(2**62), 2**63 - 1, 2**64, -(2**70)])
def test_defect_points_in_sums_past_a_c_long_as_python_does(value: int) -> None:
    """Three values of 2**62 overflowed a C long (undefined behaviour) where Python's sum is exact."""
    trick = _trick(0, 1, 2)
    assert points_in(trick, (value,) * 52) == 3 * value == python_twin(points_in)(trick, (value,) * 52)


_ODD_TABLES: list[object] = [
    {index: index % 7 for index in range(52)},
    range(52),
    range(2**64, 2**64 + 52),
    tuple(float(index) for index in range(52)),
    tuple(Index(index) for index in range(52)),
    tuple(IntSub(index) for index in range(52)),
    (True, False) * 26,
    (None,) * 52,
    (),
    (1,) * 3,
    TupleSub(range(52)),
    list(range(52)),
]


@compiled
@pytest.mark.parametrize("table", _ODD_TABLES, ids=lambda table: type(table).__name__)
@pytest.mark.parametrize("kernel", [strongest_play, points_in], ids=["strongest_play", "points_in"])
def test_defect_trick_kernels_read_odd_tables_as_their_twins(kernel: Callable[..., object], table: object) -> None:
    """Dicts, ranges (also past a C long), floats, ``__index__`` objects, bools, short tables: the twin's answer."""
    assert_same(kernel, lambda: (_trick(3, 40, 17), table))


_ODD_INDEXES: list[object] = [-1, -52, -53, 52, 2**70, -(2**70), Index(4), IntSub(4), 4.0, True, None, "4"]


@compiled
@pytest.mark.parametrize("index", _ODD_INDEXES, ids=repr)
def test_defect_every_card_kernel_reads_an_odd_index_as_its_twin(index: object) -> None:
    """Negative, huge, ``__index__``, bool or float card indexes: each kernel answers as its twin does."""
    odd = Meddler(index)
    sub = sub_card(CARDS[4], index)
    for stranger in (odd, sub):
        hand = (CARDS[2], stranger, CARDS[7])
        assert_same(sort_cards, lambda: (hand,))  # noqa: B023 - called at once
        assert_same(choose_plays, lambda: (hand, PLAY_OF_INDEX, None, None, False))  # noqa: B023
        assert_same(choose_plays, lambda: (hand, PLAY_OF_INDEX, FALSE, FALSE, True))  # noqa: B023
        assert_same(allows, lambda: (hand, stranger, FALSE, FALSE))  # noqa: B023
        assert_same(allows, lambda: (hand, CARDS[7], FALSE, FALSE))  # noqa: B023
        assert_same(strongest_play, lambda: ((CardPlay(0, CARDS[2]), Meddler(None, card=stranger)), tuple(range(52))))  # noqa: B023
        assert_same(points_in, lambda: ((CardPlay(0, CARDS[2]), Meddler(None, card=stranger)), tuple(range(52))))  # noqa: B023
        assert_same(hands_after_play, lambda: (((CARDS[2], stranger), ()), 0, CARDS[2]))  # noqa: B023


@compiled
@pytest.mark.parametrize("distinct", [0, 1, "", None, Flag(True, lambda: None), 2.5], ids=repr)
def test_choose_plays_takes_any_truth_for_distinct(distinct: object) -> None:
    """The twin asks ``distinct``'s truth only when a card is chosen; a non-bool goes to it."""
    hand = (CARDS[2], CARDS[2], CARDS[9])
    assert_same(choose_plays, lambda: (hand, PLAY_OF_INDEX, None, None, distinct))
    assert_same(choose_plays, lambda: ((), PLAY_OF_INDEX, None, None, distinct))


@compiled
def test_the_card_kernels_take_keywords_as_their_twins_do() -> None:
    """Keyword arguments go to the twin, which binds them as Python does."""
    hand = (CARDS[2], CARDS[9])
    assert choose_plays(hand=hand, plays=PLAY_OF_INDEX, binding=None, answers=None, distinct=False) == choose_plays(
        hand, PLAY_OF_INDEX, None, None, False
    )
    assert sort_cards(cards=hand[::-1]) == hand
    assert points_in(plays=_trick(0), values=(5,) * 52) == 5
    with pytest.raises(TypeError):
        points_in(_trick(0), (5,) * 52, 3)  # type: ignore[call-arg]


@compiled
@pytest.mark.parametrize(
    "draws",
    [[1.0], [0.3, 1.0], [-0.3], [-0.3, -0.99], [-2.0], [float("nan")], [float("inf")], [-float("inf")], [1e300],
     [0.5, 3], [0.5, True], [Index(0)], ["0.5"], [None], [IntSub(0)], [0.25, 2**70]],
    ids=repr,
)
def test_defect_the_shuffle_takes_odd_draws_as_its_twin(draws: list[object]) -> None:
    """``draw()`` of 1.0 or -0.3 indexes as Python does (the kernel once raised ValueError); other values likewise."""

    def arguments() -> tuple[object, ...]:
        values = iter(draws * 20)
        return (list(range(9)), lambda: next(values))

    assert_same(_fisher_yates, arguments)


class _Slice:
    """A draw whose product floors to a slice: the swap then splices lists, as in Python."""

    def __mul__(self, other: object) -> _Slice:
        return self

    def __floor__(self) -> slice:
        return slice(0, 2)


@compiled
def test_the_shuffle_follows_python_even_where_a_draw_is_absurd() -> None:
    """A draw whose floor is a slice: the kernel carries on with Python's own list operations."""
    assert_same(_fisher_yates, lambda: ([(1,), (2,), (3,), (4,)], _Slice))


@compiled
@pytest.mark.parametrize("count", [True, 1.5, 2**70, sys.maxsize, -(2**80), "x", None])
def test_defect_a_counted_slot_counts_as_python_adds(count: object) -> None:
    """A bool, float or huge count is ``count + 1`` in the twin: the kernel once refused or overflowed."""

    @attrs.frozen(weakref_slot=False)
    class Node:
        x: int
        before: object = None
        size: object = 0

    push = replacer(Node, "x", link="before", count="size")
    twin = _python_replacer(Node, (), ("x",), (), "before", "size")
    source = Node(1, None, count)
    assert outcome(lambda: push(source, 2)) == outcome(lambda: twin(source, 2))
    if not isinstance(outcome(lambda: twin(source, 2)), type):
        assert type(push(source, 2).size) is type(twin(source, 2).size)


def test_a_replacer_refuses_a_value_with_an_empty_slot_as_its_twin() -> None:
    """A value whose copied slot was never set: AttributeError in both (the kernel once copied the hole)."""

    @attrs.frozen(weakref_slot=False)
    class Pair:
        x: int
        y: int

    hollow = object.__new__(Pair)
    Pair.__dict__["x"].__set__(hollow, 1)
    for replace in (replacer(Pair, "x"), _python_replacer(Pair, ("y",), ("x",), (), None, None)):
        with pytest.raises(AttributeError):
            replace(hollow, 2)


# --- At random --------------------------------------------------------------------------------

_card_like = st.one_of(
    st.sampled_from(CARDS),
    st.sampled_from(CARDS).map(lambda card: Meddler(card.index)),
    st.sampled_from(CARDS).map(sub_card),
    st.sampled_from(_ODD_INDEXES).map(Meddler),
    st.sampled_from([None, "AS", 3]),
)
_sequence_kinds: list[Callable[[list[Any]], object]] = [tuple, list, TupleSub, iter]
_hands = st.tuples(st.lists(st.one_of(st.sampled_from(CARDS), _card_like), max_size=12), st.sampled_from(_sequence_kinds[:3]))
_flags = st.one_of(st.booleans(), st.sampled_from([0, 1, None, 2.5, Index(1)]))
_tables = st.one_of(
    st.none(),
    st.lists(st.booleans(), min_size=52, max_size=52).map(tuple),
    st.lists(_flags, min_size=0, max_size=60).map(tuple),
    st.lists(st.booleans(), min_size=52, max_size=52),
)
_numbers = st.one_of(
    st.lists(st.integers(-5, 5), min_size=52, max_size=52).map(tuple),
    st.lists(st.one_of(st.integers(), st.floats(allow_nan=False, allow_infinity=False), st.sampled_from([True, None, Index(3)])), max_size=60).map(tuple),
    st.sampled_from([range(52), range(-60, 0), {0: 1}, (2**63,) * 52]),
)


def _build(items: list[Any], kind: Callable[[list[Any]], object]) -> object:
    return kind(items)


@compiled
@given(hand=_hands, card=_card_like, binding=_tables, answers=_tables, distinct=st.one_of(st.booleans(), st.sampled_from([0, None])))
def test_the_following_kernels_answer_random_hostile_input_as_their_twins(
    hand: tuple[list[Any], Callable[[list[Any]], object]], card: object, binding: object, answers: object, distinct: object
) -> None:
    """Hands of cards and strangers in tuples, lists and subclasses, with tables of flags and junk."""
    items, kind = hand
    assert_same(choose_plays, lambda: (_build(items, kind), PLAY_OF_INDEX, binding, answers, distinct))
    assert_same(allows, lambda: (_build(items, kind), card, binding, answers))


@compiled
@given(plays=st.lists(st.one_of(st.tuples(st.integers(0, 15), st.sampled_from(CARDS)).map(lambda pair: CardPlay(*pair)), _card_like.map(lambda card: Meddler(None, card=card))), max_size=8), kind=st.sampled_from(_sequence_kinds[:3]), table=_numbers)
def test_the_trick_kernels_answer_random_hostile_input_as_their_twins(
    plays: list[Any], kind: Callable[[list[Any]], object], table: object
) -> None:
    """Tricks of plays and strangers with tables of ints, floats, huge numbers and junk."""
    assert_same(strongest_play, lambda: (_build(plays, kind), table))
    assert_same(points_in, lambda: (_build(plays, kind), table))


@compiled
@given(items=st.lists(_card_like, max_size=80), kind=st.sampled_from(_sequence_kinds), seat=st.sampled_from([0, 1, -1, 2, True, 2**64, Index(0), 0.0]))
def test_sorting_and_taking_cards_answer_random_hostile_input_as_their_twins(
    items: list[Any], kind: Callable[[list[Any]], object], seat: object
) -> None:
    """Any iterable of cards and strangers, sorted; hands of them with odd seats, a card taken out."""
    assert_same(sort_cards, lambda: (_build(items, kind),))
    hands = (tuple(items[:5]), tuple(items[5:10]))
    for card in items[:3]:
        assert_same(hands_after_play, lambda: (hands, seat, card))  # noqa: B023 - called at once


@compiled
def test_sort_cards_takes_a_big_reversed_pack_as_its_twin() -> None:
    """Many cards in descending order (the merge sort's runs and merges), and the same as a generator."""
    pack = [CARDS[51 - (index * 52) // 5000] for index in range(5000)]
    assert sort_cards(pack) == python_twin(sort_cards)(pack) == sort_cards(iter(pack))
