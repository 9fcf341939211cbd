"""The follow-suit point search: its compiled kernel equals its Python twin (values, line, nodes), on any input."""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore.native import python_twin
from trickcore.point_search import MAX_CARD, points_solve, suit_rule

try:
    kernels: Any = importlib.import_module("trickcore._speedups")
except ImportError:  # pragma: no cover - a machine without a C compiler
    kernels = None

compiled = pytest.mark.skipif(kernels is None, reason="the compiled kernels were not built")
TWIN = python_twin(points_solve)


def _refuse(*args: object) -> Any:
    """A twin that must not be called: the kernel should answer this input itself."""
    raise AssertionError("the kernel handed a fast-path input to its twin")


def _position(seed: int) -> tuple[Any, ...]:
    """A random well-formed position: 2–6 seats in a rotation, a shared pack with copies, random tables, mid-trick sometimes;
    follow suit or (a third of them) follow suit or trump with trumps as keys by rank, a base per trick sometimes."""
    chooser = random.Random(seed)
    players = chooser.randint(2, 6)
    seats = chooser.randint(2, players)
    active = sorted(chooser.sample(range(players), seats))
    next_seat = list(range(players))
    for at, seat in enumerate(active):
        next_seat[seat] = active[(at + 1) % seats]
    size = chooser.randint(1, 4)
    pack = chooser.sample(range(24), 12) * 2
    chooser.shuffle(pack)
    leader = chooser.choice(active)
    played = chooser.randrange(seats) if size > 1 or chooser.random() < 0.5 else 0
    hands: list[tuple[int, ...]] = [()] * players
    trick = []
    seat = leader
    for at in range(seats):
        cards = [pack.pop() for _ in range(size)]
        if at < played:
            trick.append(cards.pop())
        hands[seat] = tuple(sorted(cards))
        seat = next_seat[seat]
    to_act = leader
    for _ in range(played):
        to_act = next_seat[to_act]
    suit = tuple(card // 6 % 4 for card in range(MAX_CARD))
    rank = tuple(card % 6 for card in range(MAX_CARD))
    points = tuple(chooser.choice((0, 0, 1, 2, 3)) for _ in range(MAX_CARD))
    trump = chooser.randrange(5)
    strength = tuple(
        tuple((100 if suit[card] == trump else 10 if suit[card] == led else 0) + rank[card] for card in range(MAX_CARD))
        for led in range(4)
    )
    ally = tuple(chooser.randint(0, 1) for _ in range(players))
    # Equal worth must mean equal points: merging weighs the worth.
    worth = tuple(point + 10 * chooser.randint(0, 1) for point in points) if chooser.random() < 0.5 else points
    bar, answers, binding = suit_rule(suit)
    if chooser.random() < 1 / 3:
        trumps = trump % 4
        bar = tuple(rank[card] + 1 if suit[card] == trumps else 0 for card in range(MAX_CARD))
        answers = tuple(mask | answers[trumps * 6] for mask in answers)
    base = chooser.choice((0, 0, 5))
    return (tuple(hands), tuple(trick), to_act, leader, seats, tuple(next_seat), ally, suit, rank, points, strength,
            worth, bar, answers, binding, base)


@compiled
@given(seed=st.integers(0, 10**6))
@settings(max_examples=60, deadline=None)
def test_the_kernel_gives_its_twins_values_line_and_nodes(seed: int) -> None:
    """On any well-formed position the kernel answers itself, with exactly the twin's values, line and node count."""
    position = _position(seed)
    assert kernels.points_solve(_refuse, *position) == TWIN(*position)


def _goals(seed: int, position: tuple[Any, ...]) -> tuple[int, ...]:
    """One to three ascending goals around the points left in ``position`` (some settled before any search)."""
    chooser = random.Random(-seed)
    hands, trick, points, seats, base = position[0], position[1], position[9], position[4], position[15]
    cards = [*trick, *(card for hand in hands for card in hand)]
    left = sum(points[card] for card in cards) + base * (len(cards) // seats)
    return tuple(sorted(chooser.randint(-2, left + 2) for _ in range(chooser.randint(1, 3))))


@compiled
@given(seed=st.integers(0, 10**6))
@settings(max_examples=60, deadline=None)
def test_with_goals_the_kernel_gives_its_twins_counts_line_and_nodes(seed: int) -> None:
    """Asked about goals, the kernel answers itself, with exactly the twin's counts, line and node count."""
    position = _position(seed)
    goals = _goals(seed, position)
    assert kernels.points_solve(_refuse, *position, goals) == TWIN(*(*position, goals))


def test_with_goals_each_move_counts_the_goals_its_exact_value_reaches() -> None:
    """A move's value under goals is how many its exact value reaches, and the line takes points reaching as many."""
    for seed in range(40):
        position = _position(seed)
        goals = _goals(seed, position)
        exact, _, _ = TWIN(*position)
        counted, line, _ = TWIN(*(*position, goals))
        assert counted == tuple((move, sum(value >= goal for goal in goals)) for move, value in exact)
        pick = max if position[6][position[2]] else min
        assert sum(_line_points(position, line) >= goal for goal in goals) == pick(count for _, count in counted)


def _winner(
    trick: Sequence[int], leader: int, next_seat: Sequence[int], suit: Sequence[int], strength: Sequence[Sequence[int]]
) -> int:
    """The seat whose card wins ``trick`` led by ``leader``: the strongest in the led suit's table, the first of equals."""
    power = strength[suit[trick[0]]]
    best, winner, at = power[trick[0]], leader, leader
    for other in trick[1:]:
        at = next_seat[at]
        if power[other] > best:
            best, winner = power[other], at
    return winner


def _line_points(position: tuple[Any, ...], line: tuple[int, ...]) -> int:
    """The side's points when ``line`` is played out from ``position`` (the strongest card wins, the first of equals)."""
    trick, leader, seats, next_seat, ally, suit, points, strength, base = (
        list(position[1]), position[3], *position[4:7], position[7], position[9], position[10], position[15],
    )
    earned = 0
    for card in line:
        trick.append(card)
        if len(trick) < seats:
            continue
        winner = _winner(trick, leader, next_seat, suit, strength)
        earned += base + sum(points[other] for other in trick) if ally[winner] else 0
        trick, leader = [], winner
    return earned


def test_the_twin_is_a_minimax_of_the_side_s_points() -> None:
    """Each root move's value is a plain minimax over the same rules, and the line is as long as the cards left."""
    for seed in range(40):
        position = _position(seed)
        values, line, nodes = TWIN(*position)
        hands, trick, to_act = position[0], position[1], position[2]
        pick = max if position[6][to_act] else min
        assert pick(value for _, value in values) == _minimax(*position)
        assert len(line) == sum(map(len, hands)) and nodes >= 0


def _minimax(*position: Any) -> int:
    """Plain minimax: answer the key card if bound to, the strongest card wins (the first of equals), its side scores."""
    hands, trick, to_act, leader, seats, next_seat, ally, suit, _, points, strength, _, bar, answers, binding, base = position
    hand = hands[to_act]
    if not hand:
        return 0
    key = max(trick, key=lambda card: bar[card], default=None) if trick and bar[trick[0]] else trick[0] if trick else None
    bound = key is not None and any(binding[key] >> card & 1 for card in hand)
    legal = [card for card in hand if bound and answers[key] >> card & 1] or list(hand)
    values = []
    for card in set(legal):
        after = list(hands)
        cards = list(hand)
        cards.remove(card)
        after[to_act] = tuple(cards)
        played = (*trick, card)
        lead = leader if trick else to_act
        if len(played) < seats:
            values.append(_minimax(tuple(after), played, next_seat[to_act], lead, *position[4:]))
            continue
        winner = _winner(played, lead, next_seat, suit, strength)
        gain = base + sum(points[other] for other in played) if ally[winner] else 0
        values.append(gain + _minimax(tuple(after), (), winner, winner, *position[4:]))
    return max(values) if ally[to_act] else min(values)


@compiled
@pytest.mark.parametrize(
    "change",
    [
        lambda p: (list(p[0]), *p[1:]),  # a list of hands
        lambda p: ((*p[0][:-1], (*p[0][-1], 64)), *p[1:]),  # a card out of range
        lambda p: (((7, 7, 7),) + p[0][1:], *p[1:]),  # three copies
        lambda p: (*p[:2], True, *p[3:]),  # a bool seat
        lambda p: (*p[:4], 0, *p[5:]),  # no seat plays
        lambda p: (*p[:7], (*p[7][:-1], 4), *p[8:]),  # a suit out of range
        lambda p: (*p[:10], p[10][:3], *p[11:]),  # three strength tables
        lambda p: (*p[:13], (*p[13][:-1], 1 << 64), *p[14:]),  # a set beyond 64 cards
        lambda p: (*p[:14], (*p[14][:-1], -1), *p[15:]),  # a negative set
        lambda p: (*p[:15], 1001),  # a base out of range
        lambda p: (*p[:4], p[4], tuple(0 for _ in p[5]), *p[6:]),  # a rotation that is no rotation
        lambda p: (*p, [1, 2]),  # goals as a list
        lambda p: (*p, tuple(range(9))),  # more goals than the kernel holds
        lambda p: (*p, (1, 1 << 31)),  # a goal out of range
    ],
)
def test_odd_input_goes_to_the_twin(change: Any) -> None:
    """What the fast path does not take goes, whole, to the twin (so both answer alike, errors included)."""
    position = change(_position(3))
    calls: list[tuple[object, ...]] = []

    def twin(*args: object) -> Any:
        calls.append(args)
        return "twin"

    assert kernels.points_solve(twin, *position) == "twin"
    assert calls == [position]
    assert kernels.points_solve(twin, *position[:5]) == "twin"  # too few arguments: the twin's to refuse
    with pytest.raises(TypeError, match="twin first"):
        kernels.points_solve()
