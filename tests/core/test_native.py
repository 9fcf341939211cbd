"""The compiled kernels (trickcore._speedups) give exactly what their Python twins give, and refuse what they must.

Each kernel is checked against its Python reference (:func:`trickcore.native.python_twin`
or the private Python builder) on random input. The whole suite also runs once in each
mode (``tools/check.py``), and the last tests here play whole games in a pure-Python
process and compare them with this one's.
"""

from __future__ import annotations

import importlib
import itertools
import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from trickcore import Card, Rank, Suit, native
from trickcore.actions import PLAY_OF_INDEX, Discard
from trickcore.deck import _fisher_yates
from trickcore.following import allows, choose_plays
from trickcore.frozen import _cleared, _field_names, _python_builder, _python_replacer, builder, replacer
from trickcore.hands import hands_after_play
from trickcore.native import python_twin
from trickcore.playing_cards import sort_cards
from trickcore.tricks import CardPlay, points_in, strongest_play

from tests.core.test_frozen import Boxed, Hashed, Plain, WithWeakref

try:
    kernels: Any = importlib.import_module("trickcore._speedups")
except ImportError:  # pragma: no cover - a machine without a C compiler
    kernels = None

compiled = pytest.mark.skipif(
    kernels is None, reason="the compiled kernels were not built (no C compiler when trickcore was installed)"
)
in_use = pytest.mark.skipif(not native.ENABLED, reason="the compiled kernels are not in use in this run")


_CARDS = [Card(rank, suit) for suit in Suit for rank in Rank]
_hands = st.lists(st.sampled_from(_CARDS), max_size=14).map(sort_cards)
_tables = st.lists(st.booleans(), min_size=52, max_size=52).map(tuple)


@attrs.frozen(weakref_slot=False)
class Node:
    x: int
    y: "Node | None" = None
    z: int = 0


_LAYOUTS = [Plain, Hashed, WithWeakref, Boxed]
_values = st.fixed_dictionaries(
    {
        "x": st.integers(),
        "y": st.lists(st.integers(), max_size=3).map(tuple),
        "z": st.none() | st.text(max_size=4),
        "item": st.text(max_size=4),
    }
)
"""A value for every field name of the layouts (each class takes those it has)."""


def _arguments(cls: type, values: dict[str, object]) -> list[object]:
    return [values[field.name] for field in attrs.fields(cls)]


def _slots(obj: Any) -> dict[str, object]:
    """Every field of an attrs value, and attrs' hash cache when the class has one."""
    names = [field.name for field in attrs.fields(type(obj))]
    values = {name: getattr(obj, name) for name in names}
    if "_attrs_cached_hash" in type(obj).__dict__.get("__slots__", ()):
        values["_attrs_cached_hash"] = getattr(obj, "_attrs_cached_hash")
    return values


def _outcome(call: Callable[[], object]) -> object:
    """What a call gives: its result, or the type of what it raises."""
    try:
        return call()
    except Exception as error:  # noqa: BLE001 - the comparison is the point
        return type(error)


# --- Building and replacing --------------------------------------------------------------


@compiled
@pytest.mark.parametrize("cls", _LAYOUTS)
@given(value=_values)
def test_the_compiled_builder_makes_what_the_python_one_makes(cls: Any, value: dict[str, object]) -> None:
    arguments = _arguments(cls, value)
    expected = cls(*arguments)
    made = kernels.Builder(cls, _field_names(cls, "builder"), _cleared(cls))(*arguments)
    reference: object = _python_builder(cls, _field_names(cls, "builder"), _cleared(cls))(*arguments)
    assert type(made) is type(reference) is type(expected)
    assert _slots(made) == _slots(reference) and made == reference == expected
    assert hash(made) == hash(expected)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(made, "x", 0)


@compiled
@pytest.mark.parametrize("cls", _LAYOUTS)
@given(value=_values, new=_values, data=st.data())
def test_the_compiled_replacer_makes_what_the_python_one_makes(
    cls: Any, value: dict[str, object], new: dict[str, object], data: st.DataObject
) -> None:
    fields = _field_names(cls, "replacer")
    names = tuple(data.draw(st.permutations(fields).map(lambda order: order[: data.draw(st.integers(0, len(fields)))])))
    values = [new[name] for name in names]
    source = cls(*_arguments(cls, value))
    hash(source)  # a cached hash must not be copied
    copied = tuple(name for name in fields if name not in names)
    made = kernels.Replacer(cls, copied, names, _cleared(cls))(source, *values)
    reference: object = _python_replacer(cls, copied, names, _cleared(cls), None, None)(source, *values)
    expected = attrs.evolve(source, **dict(zip(names, values)))
    assert type(made) is cls and _slots(made) == _slots(reference)
    assert made == expected and hash(made) == hash(expected)


@pytest.mark.parametrize("cls", [Plain, Hashed])
def test_a_replacer_refuses_a_value_of_another_class(cls: type) -> None:
    """Even a subclass: the compiled kernel reads slots by offset, so the type must be exact."""

    @attrs.frozen(weakref_slot=False)
    class Sub(cls):  # type: ignore[misc]
        pass

    replace: Callable[..., object] = replacer(cls, "x")
    for stranger in (Sub(1, ()), (1, (), None), None):  # type: ignore[call-arg]
        with pytest.raises(TypeError, match="expected a"):
            replace(stranger, 2)


def test_a_linked_and_counted_replacer_grows_a_chain() -> None:
    push = replacer(Node, "x", link="y", count="z")
    top = push(push(Node(1), 2), 3)
    assert top.y is not None
    assert (top.x, top.z, top.y.x, top.y.y, top.y.z) == (3, 2, 2, Node(1), 1)
    twin = _python_replacer(Node, (), ("x",), (), "y", "z")
    assert twin(twin(Node(1), 2), 3) == top


@compiled
@pytest.mark.parametrize("count", ["many", sys.maxsize, 10**30, True, 1.5, -(2**70)])
def test_a_counted_slot_counts_as_python_adds(count: object) -> None:
    """The counted slot gets ``value + 1`` as the twin computes it: a bool, a float or a huge int too."""
    push = kernels.Replacer(Node, (), ("x",), (), "y", "z")
    twin = _python_replacer(Node, (), ("x",), (), "y", "z")
    source = Node(1, None, count)  # type: ignore[arg-type]
    got, expected = _outcome(lambda: push(source, 2)), _outcome(lambda: twin(source, 2))
    assert got == expected and (isinstance(got, type) or type(got.z) is type(expected.z))  # type: ignore[attr-defined]


@compiled
@pytest.mark.parametrize(
    ("make", "error"),
    [
        (lambda: kernels.Builder(Plain, ("x", "nope"), ()), AttributeError),
        (lambda: kernels.Builder(Plain, ("x", "x"), ()), ValueError),
        (lambda: kernels.Builder(Plain, ("x",), ("x",)), ValueError),
        (lambda: kernels.Builder(Plain, ("__init__",), ()), TypeError),
        (lambda: kernels.Builder(int, ("real",), ()), TypeError),
        (lambda: kernels.Builder(Plain, (1,), ()), TypeError),
        (lambda: kernels.Replacer(Plain, ("x",), ("x",), ()), ValueError),
        (lambda: kernels.Replacer(Node, (), ("x",), (), "y", "y"), ValueError),
        (lambda: kernels.Replacer(Node, (), ("x",), (), "x", None), ValueError),
        (lambda: kernels.CardKernel(Card, "nope"), AttributeError),
    ],
)
def test_a_kernel_is_refused_a_layout_it_cannot_fill(make: Callable[[], object], error: type[Exception]) -> None:
    with pytest.raises(error):
        make()


@compiled
def test_a_builder_takes_exactly_its_fields_positionally() -> None:
    build = kernels.Builder(Plain, ("x", "y", "z"), ())
    with pytest.raises(TypeError, match="3 fields"):
        build(1, ())
    with pytest.raises(TypeError, match="positionally"):
        build(1, (), z="z")
    with pytest.raises(TypeError, match="values"):
        kernels.Replacer(Plain, ("y", "z"), ("x",), ())(Plain(1, ()))


def test_a_class_with_a_dict_is_built_in_python() -> None:
    """A slotted attrs class under a base with a ``__dict__`` cannot be filled slot by slot in C."""

    class Loose:
        pass

    @attrs.frozen(weakref_slot=False)
    class Child(Loose):
        x: int

    assert builder(Child)(1) == Child(1)
    assert replacer(Child, "x")(Child(1), 2) == Child(2)


# --- Hands and following -------------------------------------------------------------------


@in_use
@given(st.lists(_hands, min_size=1, max_size=12).map(tuple), st.data())
def test_hands_after_play_matches_its_twin(hands: tuple[tuple[Card, ...], ...], data: st.DataObject) -> None:
    seat = data.draw(st.integers(0, len(hands) - 1))
    card = data.draw(st.sampled_from(_CARDS))
    reference = python_twin(hands_after_play)
    if card in hands[seat]:
        assert hands_after_play(hands, seat, card) == reference(hands, seat, card)
    else:
        with pytest.raises(ValueError):
            hands_after_play(hands, seat, card)


@in_use
def test_hands_after_play_answers_odd_hands_as_its_twin_does() -> None:
    """Lists, seats out of range or negative (also past ten seats), bools, strangers: the twin's answer."""
    card, other = _CARDS[0], _CARDS[1]
    many = tuple((card,) for _ in range(12))
    cases = [
        ([(card,)], 0, card), (((card,),), 1, card), (([card],), 0, card), (((card,), (card,)), -1, card),
        (((card,), (other,)), True, other), ((("x", card),), 0, card), (((card,),), 0, "AC"), (many, -1, card),
        (many, 11, card), (many, 2**70, card), (((other,),), 0, card), (((card,),), 0.0, card),
    ]
    for hands, seat, held in cases:
        got = _outcome(lambda: hands_after_play(hands, seat, held))  # type: ignore[arg-type]
        assert got == _outcome(lambda: python_twin(hands_after_play)(hands, seat, held)), (hands, seat, held)  # type: ignore[arg-type]


@in_use
@given(_hands, st.none() | _tables, _tables, st.booleans())
def test_choose_plays_matches_its_twin(hand: tuple[Card, ...], binding: tuple[bool, ...] | None, answers: tuple[bool, ...], distinct: bool) -> None:
    tables = (binding, answers if binding is not None else None)
    assert choose_plays(hand, PLAY_OF_INDEX, *tables, distinct) == python_twin(choose_plays)(hand, PLAY_OF_INDEX, *tables, distinct)


@in_use
@given(_hands, st.sampled_from(_CARDS), st.none() | _tables, _tables)
def test_allows_matches_its_twin(hand: tuple[Card, ...], card: Card, binding: tuple[bool, ...] | None, answers: tuple[bool, ...]) -> None:
    tables = (binding, answers if binding is not None else None)
    assert allows(hand, card, *tables) is python_twin(allows)(hand, card, *tables)
    assert allows(hand, card, *tables) == (PLAY_OF_INDEX[card.index] in choose_plays(hand, PLAY_OF_INDEX, *tables, False))


@pytest.mark.parametrize("kernel", [choose_plays, python_twin(choose_plays)])
def test_choose_plays_needs_answers_with_binding(kernel: Callable[..., object]) -> None:
    with pytest.raises(TypeError, match="answers"):
        kernel((_CARDS[0],), PLAY_OF_INDEX, (False,) * 52, None, False)


class LooseCard:
    """Not a Card, but with a card's index (the Python twins read only attributes)."""

    def __init__(self, card: Card) -> None:
        self.index = card.index


@in_use
def test_the_card_kernels_answer_odd_input_as_their_twins_do() -> None:
    """Lists for tuples, objects that are not cards, short tables: the same answer or the same error."""
    card, other = _CARDS[5], _CARDS[20]
    spades = (False,) * 52
    cases: list[tuple[Callable[..., object], tuple[object, ...]]] = [
        (choose_plays, ([card, other], list(PLAY_OF_INDEX), None, None, False)),
        (choose_plays, ((card, LooseCard(other)), PLAY_OF_INDEX, spades, spades, True)),
        (choose_plays, ((card, "JS"), PLAY_OF_INDEX, None, None, False)),
        (choose_plays, ((card,), PLAY_OF_INDEX[:3], None, None, False)),
        (choose_plays, ((card,), PLAY_OF_INDEX, (True,), (True,), False)),
        (choose_plays, (7, PLAY_OF_INDEX, None, None, False)),
        (allows, ((None, card), card, None, None)),
        (allows, ([card], "JS", None, None)),
        (allows, ([other, card], card, spades, spades)),
        (sort_cards, ([card, 3],)),
        (sort_cards, ([other, LooseCard(card)],)),
        (sort_cards, (7,)),
        (strongest_play, ((),  tuple(range(52)))),
        (strongest_play, ([CardPlay(0, card), CardPlay(1, other)], list(range(52)))),
        (strongest_play, ((CardPlay(0, card),), (0,) * 3)),
        (points_in, ([CardPlay(0, card), CardPlay(1, other)], range(52))),
        (points_in, ((CardPlay(0, card),), ("x",) * 52)),
    ]
    for kernel, arguments in cases:
        got, expected = _outcome(lambda: kernel(*arguments)), _outcome(lambda: python_twin(kernel)(*arguments))
        if isinstance(expected, type) and issubclass(expected, Exception):
            assert got is expected, (kernel, arguments, got, expected)
        else:
            assert got == expected, (kernel, arguments)


@compiled
def test_a_card_kernel_without_its_twin_refuses_what_it_does_not_take() -> None:
    """Tables that are not tuples go to the twin; a kernel made without one has nothing to answer with."""
    kernel = kernels.CardKernel(Card, "index")
    with pytest.raises(TypeError, match="twin of choose_plays"):
        kernel.choose_plays((_CARDS[0],), PLAY_OF_INDEX, b"\x01" * 52, b"\x01" * 52, False)
    assert kernel.choose_plays((_CARDS[0],), PLAY_OF_INDEX, None, None, False) == (PLAY_OF_INDEX[_CARDS[0].index],)


@in_use
@given(st.lists(st.tuples(st.integers(0, 9), st.sampled_from(_CARDS)), min_size=1, max_size=8), st.lists(st.integers(-5, 5), min_size=52, max_size=52))
def test_the_trick_kernels_match_their_twins(plays: list[tuple[int, Card]], table: list[int]) -> None:
    trick = tuple(CardPlay(seat, card) for seat, card in plays)
    assert strongest_play(trick, tuple(table)) is python_twin(strongest_play)(trick, tuple(table))
    assert points_in(trick, tuple(table)) == python_twin(points_in)(trick, tuple(table)) == sum(table[card.index] for _, card in plays)


# --- Sorting, shuffling, combinations ------------------------------------------------------


@in_use
@given(st.lists(st.sampled_from(_CARDS), max_size=110))
def test_sort_cards_matches_its_twin(items: list[Card]) -> None:
    assert sort_cards(items) == python_twin(sort_cards)(items) == sort_cards(iter(items))


@in_use
@given(st.lists(st.integers(), max_size=60), st.integers() | st.text(max_size=8))
def test_the_shuffle_matches_its_twin(items: list[int], seed: int | str) -> None:
    import random

    assert _fisher_yates(items, random.Random(seed).random) == python_twin(_fisher_yates)(items, random.Random(seed).random)


_ODD_DRAWS: list[Callable[[], object]] = [lambda: 1.0, lambda: -0.5, lambda: float("nan"), lambda: "0.5"]


@compiled
@pytest.mark.parametrize("draw", _ODD_DRAWS)
def test_the_shuffle_answers_a_draw_outside_the_unit_interval_as_its_twin(draw: Callable[[], object]) -> None:
    """Python indexes with whatever floor() gives (-1 is the last item): the kernel does the same."""
    twin: Callable[..., object] = python_twin(_fisher_yates)
    assert _outcome(lambda: kernels.shuffled([1, 2, 3], draw)) == _outcome(lambda: twin([1, 2, 3], draw))


@compiled
def test_the_shuffle_passes_on_what_the_draw_raises() -> None:
    def broken() -> float:
        raise LookupError("no more randomness")

    with pytest.raises(LookupError):
        kernels.shuffled([1, 2], broken)
    assert kernels.shuffled([], broken) == () and kernels.shuffled([7], broken) == (7,)


@compiled
@given(st.lists(st.sampled_from(_CARDS), max_size=9).map(tuple), st.integers(0, 10))
def test_combinations_are_those_of_itertools(items: tuple[Card, ...], size: int) -> None:
    expected = tuple(itertools.combinations(items, size))
    assert kernels.combinations(items, size, tuple) == expected
    built = kernels.combinations(items, size, kernels.Builder(Discard, ("cards",), ()))
    assert [type(discard) for discard in built] == [Discard] * len(expected)
    assert [discard.cards for discard in built] == list(expected)


@compiled
def test_combinations_refuse_bad_arguments_and_pass_on_errors() -> None:
    with pytest.raises(TypeError):
        kernels.combinations([1, 2], 1, tuple)
    with pytest.raises(ValueError):
        kernels.combinations((1, 2), -1, tuple)

    def refuse(combination: tuple[int, ...]) -> object:
        raise KeyError(combination)

    with pytest.raises(KeyError):
        kernels.combinations((1, 2), 1, refuse)


@given(_hands.filter(lambda hand: len(hand) >= 5 and len(set(hand)) == len(hand)))
def test_every_discard_choice_is_the_python_one(hand: tuple[Card, ...]) -> None:
    assume(len(hand) <= 10)
    made = Discard.every_choice(hand, 5)
    assert made == tuple(Discard.from_canonical(chosen) for chosen in itertools.combinations(hand, 5))
    assert Discard.every_choice(list(hand), 5) == made  # type: ignore[arg-type]  # any iterable works in Python


# --- Whole games, one process in each mode ------------------------------------------------

_GAMES = r"""
import json, random, sys
from trickcore import native
from trickcore.games import fifty_five, fifty_six, smear

def games():
    for module, rules in ((fifty_six, fifty_six.Rules(players=6)), (smear, smear.Rules(blind_size=3)),
                          (fifty_five, fifty_five.Rules(players=5))):
        for seed in range(6):
            rng = random.Random(seed)
            game = module.new_game(rules, seed=seed)
            for _ in range(400):
                if game.phase is module.Phase.GAME_OVER:
                    break
                if game.to_act is None:
                    game = module.deal(game, seed=rng.randrange(10**9))
                    continue
                legal = module.legal_actions(game)
                game = module.apply(game, legal[rng.randrange(len(legal))])
            yield module.to_json(game)

print(json.dumps({"native": native.ENABLED, "games": list(games())}))
"""


def _games_in(pure: bool) -> dict[str, Any]:
    environment = dict(os.environ)
    environment.pop(native.DISABLING_VARIABLE, None)
    if pure:
        environment[native.DISABLING_VARIABLE] = "1"
    output = subprocess.run([sys.executable, "-c", _GAMES], capture_output=True, text=True, check=True, env=environment)
    result: dict[str, Any] = json.loads(output.stdout)
    return result


@compiled
def test_whole_games_are_the_same_in_both_modes() -> None:
    pure, compiled_run = _games_in(pure=True), _games_in(pure=False)
    assert (pure["native"], compiled_run["native"]) == (False, True)
    assert pure["games"] == compiled_run["games"]


def test_the_environment_variable_keeps_trickcore_in_python() -> None:
    assert _games_in(pure=True)["native"] is False
