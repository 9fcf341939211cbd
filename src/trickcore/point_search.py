"""A trick game of points solved with every card open: the compiled solver's Python twin.

Fifty-Six's, Fifty-Five's and (its trump fixed) Smear's plays are trick games of
points: a seat must answer the trick's key card by a rule given as two sets per key
card (if the hand holds a card that the key *binds*, it plays one of the cards that
*answer* it, else any), the strongest card wins (the first of equals), and the winner's side takes the
trick's points: a fixed ``base`` and the points of its cards. :func:`points_solve`
solves such a position — what one side is still to earn when it plays to maximise
it and every other seat to minimise it — from plain tables, so it knows no game. It
is the reference of the compiled kernel ``trickcore._speedups.points_solve`` (see
:mod:`trickcore.native`), which gives the same values, line *and* node count on
every input both take: the same search, step by step:

* MTD(f): null-window alpha-beta probes (fail-soft) from a first guess (the last
  exact value found), each window narrowed by the points still out;
* the last trick scored, not searched (every card left is forced);
* a transposition table at the start of each trick, keyed by every hand and the seat
  to lead, holding a lower and an upper bound and the best lead, which the next
  probes reuse; the last seat of a trick looks up where each of its cards leads
  before searching any (an enhanced transposition cutoff);
* one table for every search of a solve: each root move's value, then the line;
* or, given goals, one null-window probe a goal instead of the exact value;
* moves merged when they play out alike (:func:`~trickcore.solving.representatives`)
  and ordered as :func:`~trickcore.solving.search_order` orders them.

Cards are indices below 64; a hand is a tuple of them (copies allowed). The tables,
by card index: ``suit`` (0–3, the group a card plays in), ``rank`` (0–30, higher is
better, for merging), ``points``, ``strength`` (per suit led, a card's strength in a
trick of that suit, 0 for a card that cannot win it), ``worth`` (what merging and
move order weigh: cards of equal worth must be worth equal points and stand alike
under the rule; a distinct worth keeps a card from merging), ``bar`` (a card's
rank as a trick's key: the key is the first card, or, when it has a bar above 0, the
card of the trick with the highest bar), and ``answers`` and ``binding`` (per key
card, a set of cards as the bits of an int).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Final

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.native import ENABLED, twin
from trickcore.solving import Solution, TrickSearchModel, representatives, search_order

if ENABLED:
    from trickcore import _speedups

__all__ = ["MAX_CARD", "MAX_SEATS", "Tables", "padded", "points_solution", "points_solve", "suit_rule"]

MAX_CARD: Final = 64
"""Card indices are below this (a card is a bit of a 64-bit set in the kernel)."""

MAX_SEATS: Final = 10
"""The most seats the kernel takes (more go to the twin)."""

_INFINITY: Final = 1 << 40

Hands = tuple[tuple[int, ...], ...]

Tables = tuple[
    int,
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
]
"""The tables :func:`points_solve` takes after the position, in this order ``(seats, next_seat, ally, suit, rank,
points, strength, worth, bar, answers, binding, base)``."""


def padded(table: Sequence[int]) -> tuple[int, ...]:
    """A table by card index as long as :data:`MAX_CARD` (0 past its last index).

    Example:
        >>> len(padded((1, 2, 3))), padded((1, 2, 3))[:4]
        (64, (1, 2, 3, 0))
    """
    return (*table, *(0,) * (MAX_CARD - len(table)))


class _Search:
    """One position's search: its tables, the transposition table and the node count."""

    def __init__(
        self,
        next_seat: Sequence[int],
        ally: Sequence[int],
        suit: Sequence[int],
        rank: Sequence[int],
        points: Sequence[int],
        strength: Sequence[Sequence[int]],
        seats: int,
        rule: tuple[Sequence[int], Sequence[int], Sequence[int], Sequence[int], int],
        goals: Sequence[int],
    ) -> None:
        self.next_seat, self.ally, self.suit, self.rank, self.points = next_seat, ally, suit, rank, points
        self.strength, self.seats = strength, seats
        self.worth, self.bar, self.answers, self.binding, self.base = rule
        self.lead_power = [strength[suit[card]][card] for card in range(MAX_CARD)]
        self.table: dict[tuple[Hands, int], tuple[int, int, int]] = {}
        self.nodes = 0
        self.guess = -1
        self.goals = goals

    def winner(self, trick: Sequence[int], leader: int) -> tuple[int, int]:
        """The strength of the card winning ``trick`` so far and its seat (of equal cards, the first played)."""
        power = self.strength[self.suit[trick[0]]]
        best, seat, at = power[trick[0]], leader, leader
        for card in trick[1:]:
            at = self.next_seat[at]
            if power[card] > best:
                best, seat = power[card], at
        return best, seat

    def moves(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int) -> list[int]:
        """The distinct legal cards of ``seat``, merged and in search order."""
        hand = hands[seat]
        legal = []
        if trick:
            key = trick[0]
            if self.bar[key] > 0:
                for card in trick:
                    if self.bar[card] > self.bar[key]:
                        key = card
            if any(self.binding[key] >> card & 1 for card in hand):
                legal = sorted({card for card in hand if self.answers[key] >> card & 1})
        if not legal:
            legal = sorted(set(hand))
        if len(legal) > 1:
            others = [card for other, held in enumerate(hands) if other != seat for card in held]
            legal = sorted(set(representatives(legal, others + list(trick), self.suit, self.rank, self.worth).values()))
        if not trick:
            return search_order(legal, self.lead_power, self.worth, -1, False)
        best, winning = self.winner(trick, leader)
        return search_order(legal, self.strength[self.suit[trick[0]]], self.worth, best, self.ally[winning] == self.ally[seat])

    def play(
        self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int, card: int
    ) -> tuple[Hands, tuple[int, ...], int, int, int, int]:
        """The position after ``seat`` plays ``card``: hands, trick, seat to act, leader, points taken, by whom (-1: nobody yet)."""
        hand = hands[seat]
        at = hand.index(card)
        after = hands[:seat] + (hand[:at] + hand[at + 1 :],) + hands[seat + 1 :]
        if not trick:
            leader = seat
        played = trick + (card,)
        if len(played) < self.seats:
            return after, played, self.next_seat[seat], leader, 0, -1
        _, winner = self.winner(played, leader)
        return after, (), winner, winner, self.base + sum(self.points[card] for card in played), winner

    def last_trick(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int) -> int:
        """The side's points from the last trick, every card forced."""
        played = list(trick)
        if not trick:
            leader = seat
        while len(played) < self.seats:
            played.append(hands[seat][0])
            seat = self.next_seat[seat]
        _, winner = self.winner(played, leader)
        return self.base + sum(self.points[card] for card in played) if self.ally[winner] else 0

    def left(self, hands: Hands, trick: tuple[int, ...]) -> int:
        """The points still out: the cards' and a base per trick left."""
        left = sum(self.points[card] for hand in hands for card in hand) + sum(self.points[card] for card in trick)
        return left + self.base * ((len(trick) + sum(map(len, hands))) // self.seats)

    def reached(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int, shift: int) -> int:
        """How many of the goals, less ``shift``, the side's points still to earn reach (the first failing one ends
        the count): one null-window probe a goal, none for a goal settled by the points left."""
        left = self.left(hands, trick) if hands[seat] else 0
        reached = 0
        for goal in self.goals:
            ask = goal - shift
            if ask > 0 and (ask > left or self.value(hands, trick, seat, leader, left, ask - 1, ask) < ask):
                break
            reached += 1
        return reached

    def worth_of(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int, gain: int, shift: int) -> int:
        """A move's value: ``gain`` and the exact points still to earn, or with goals how many it reaches."""
        if self.goals:
            return self.reached(hands, trick, seat, leader, shift + gain)
        return gain + self.exact(hands, trick, seat, leader)

    def exact(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int) -> int:
        """The side's exact points still to earn (0 once the hand is over): MTD(f), null-window probes from a guess.

        The first probe asks "at least the last exact value found?" (a sibling's value
        is usually close), each next one asks at the bound the last returned (fail-soft
        bounds are tight), so a few probes settle it; the table carries what each learnt.
        """
        if not hands[seat]:
            return 0
        left = self.left(hands, trick)
        low, high = 0, left
        ask = self.guess if self.guess >= 0 else (left + 1) // 2
        while low < high:
            ask = min(max(ask, low + 1), high)
            result = self.value(hands, trick, seat, leader, left, ask - 1, ask)
            if result >= ask:
                low = ask = result
                ask += 1
            else:
                high = ask = result
        self.guess = low
        return low

    def value(self, hands: Hands, trick: tuple[int, ...], seat: int, leader: int, left: int, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta on the side's points still to earn."""
        self.nodes += 1
        if len(hands[seat]) == 1 and len(trick) + sum(map(len, hands)) == self.seats:
            return self.last_trick(hands, trick, seat, leader)
        low, high = 0, left
        key = (hands, seat)
        first = -1
        if not trick:
            entry = self.table.get(key)
            if entry is not None:
                if entry[0] > low:
                    low = entry[0]
                if entry[1] < high:
                    high = entry[1]
                first = entry[2]
        if low >= high or low >= beta:
            return low
        if high <= alpha:
            return high
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        moves = self.moves(hands, trick, seat, leader)
        if first in moves and moves[0] != first:
            moves = [first, *(move for move in moves if move != first)]
        maximising = self.ally[seat]
        if len(trick) == self.seats - 1:
            # Enhanced transposition cutoff: every move ends the trick, and a position it leads to
            # may be in the table already with a bound that settles this one without a search.
            for move in moves:
                after, _, to_act, _, taken, taker = self.play(hands, trick, seat, leader, move)
                entry = self.table.get((after, to_act))
                if entry is not None:
                    gain = taken if self.ally[taker] else 0
                    if maximising and gain + entry[0] >= beta:
                        return gain + entry[0]
                    if not maximising and gain + entry[1] <= alpha:
                        return gain + entry[1]
        window_low, window_high = alpha, beta
        best_move = moves[0]
        best = -_INFINITY if maximising else _INFINITY
        for move in moves:
            after, played, to_act, lead, taken, taker = self.play(hands, trick, seat, leader, move)
            gain = taken if taker >= 0 and self.ally[taker] else 0
            result = gain + self.value(after, played, to_act, lead, left - taken, alpha - gain, beta - gain)
            if maximising:
                if result > best:
                    best, best_move = result, move
                    if best >= beta:
                        break
                    if best > alpha:
                        alpha = best
            elif result < best:
                best, best_move = result, move
                if best <= alpha:
                    break
                if best < beta:
                    beta = best
        if not trick:
            if best <= window_low:
                high = min(high, best)
            elif best >= window_high:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_move)
        return best


def suit_rule(suit: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """``bar``, ``answers`` and ``binding`` of follow suit: a seat holding the suit led plays one of it.

    Example:
        >>> bar, answers, binding = suit_rule((0, 1, 0) + (3,) * 61)
        >>> bar[:3], answers[:3] == binding[:3], bin(answers[0])
        ((0, 0, 0), True, '0b101')
    """
    masks = [0, 0, 0, 0]
    for card, group in enumerate(suit):
        masks[group] |= 1 << card
    follow = tuple(masks[group] for group in suit)
    return (0,) * len(suit), follow, follow


@twin(lambda python: functools.partial(_speedups.points_solve, python))
def points_solve(
    hands: Hands,
    trick: tuple[int, ...],
    to_act: int,
    leader: int,
    seats: int,
    next_seat: tuple[int, ...],
    ally: tuple[int, ...],
    suit: tuple[int, ...],
    rank: tuple[int, ...],
    points: tuple[int, ...],
    strength: tuple[tuple[int, ...], ...],
    worth: tuple[int, ...],
    bar: tuple[int, ...],
    answers: tuple[int, ...],
    binding: tuple[int, ...],
    base: int,
    goals: tuple[int, ...] = (),
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], int]:
    """The position solved, with one transposition table for every search: each move's value, a best line, the nodes.

    ``hands`` are every seat's cards (empty for a seat out of play), ``trick`` the
    cards played to the trick so far, from ``leader`` on in ``next_seat`` order;
    ``to_act`` is to play; ``seats`` play to each trick; ``ally`` flags (0 or 1) the
    side's seats; the tables are the module's (a follow-suit game's ``bar``,
    ``answers`` and ``binding`` are :func:`suit_rule`'s). The moves are those the search tries at the
    root (merged, in its order), each with the side's exact points still to earn after
    it (what the move takes included); the line starts with the first best of them and
    goes on, move after move, with the first whose value keeps the line's, to the end.

    With ``goals`` (totals of the points still to earn from this position, ascending)
    a value is instead how many of the goals the move's exact value reaches (0 to
    ``len(goals)``), found by one null-window probe a goal: a side that only needs to
    pass some totals (Smear's Jack and Game) is not searched for its exact points.
    The line then keeps that count.

    Example:
        >>> suit, rank, points = (0,) * 64, tuple(range(64)), (3, 1, 2) + (0,) * 61
        >>> strength = (tuple(range(1, 65)),) * 4
        >>> # Seat 0 holds card 0 (3 points, the weakest) and card 3 (the strongest, none), seat 1
        >>> # cards 1 and 2: whichever seat 0 leads, seat 1 holds it to one point.
        >>> rule = (points, *suit_rule(suit), 0)  # follow suit; merging weighs the points; no base
        >>> points_solve(((0, 3), (1, 2)), (), 0, 0, 2, (1, 0), (1, 0), suit, rank, points, strength, *rule)[:2]
        (((3, 1), (0, 1)), (3, 1, 0, 2))
        >>> # Does seat 0 take at least 1 point? 2 points? Either lead reaches the first goal, not the second.
        >>> points_solve(((0, 3), (1, 2)), (), 0, 0, 2, (1, 0), (1, 0), suit, rank, points, strength, *rule, (1, 2))[0]
        ((3, 1), (0, 1))
    """
    search = _Search(next_seat, ally, suit, rank, points, strength, seats, (worth, bar, answers, binding, base), goals)
    values: list[tuple[int, int]] = []
    for move in search.moves(hands, trick, to_act, leader) if hands[to_act] else []:
        after, played, seat, lead, taken, taker = search.play(hands, trick, to_act, leader, move)
        gain = taken if taker >= 0 and ally[taker] else 0
        values.append((move, search.worth_of(after, played, seat, lead, gain, 0)))
    if not values:
        return (), (), search.nodes
    pick = max if ally[to_act] else min
    best = pick(values, key=lambda entry: entry[1])
    line = [best[0]]
    position = search.play(hands, trick, to_act, leader, best[0])
    first = position[4] if position[5] >= 0 and ally[position[5]] else 0
    # Exact values: what is left to earn; with goals: the goals' count, each goal less what is taken.
    rest, shift = (best[1], first) if goals else (best[1] - first, 0)
    hands, trick, seat, leader = position[:4]
    while hands[seat]:
        for move in search.moves(hands, trick, seat, leader):
            after, played, following, lead, taken, taker = search.play(hands, trick, seat, leader, move)
            gain = taken if taker >= 0 and ally[taker] else 0
            if search.worth_of(after, played, following, lead, gain, shift) == rest:
                line.append(move)
                hands, trick, seat, leader = after, played, following, lead
                if goals:
                    shift += gain
                else:
                    rest -= gain
                break
        else:
            raise AssertionError("no move keeps the value")  # pragma: no cover - the search is exact
    return tuple(values), tuple(line), search.nodes


def points_solution(model: TrickSearchModel[Any], state: tuple[Any, ...], side: int, banked: int, tables: Tables) -> Solution[Play]:
    """``state`` of ``model`` solved by :func:`points_solve` with ``tables`` (the model's rules as tables).

    ``banked`` is what the side has earned already. The tables must merge cards as
    the model does (the same ``suit``, ``rank`` and ``worth``), so that the model's
    :meth:`~trickcore.solving.TrickSearchModel.classes` maps every legal action to one
    of the moves solved.
    """
    hands, trick, seat, leader = state[0], state[1], state[2], state[3]
    values, line, nodes = points_solve(hands, trick, seat, leader, *tables)
    by_move = dict(values)
    pick = max if model.maximising(state) else min
    actions = {action: banked + by_move[stand] for action, stand in model.classes(state).items()}
    return Solution(banked + pick(by_move.values()), side, actions, tuple(PLAY_OF_INDEX[card] for card in line), nodes)
