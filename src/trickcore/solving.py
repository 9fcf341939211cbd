"""Solving the rest of a hand with every card open: the search behind each ruleset's ``solve``.

A ruleset's ``solve(game, side)`` asks: with every hand open, how much of the hand's
value does ``side`` get when it plays to maximise it and every other seat plays to
minimise it? (Exact for two sides; for more, a guarantee: no coalition of the others
can hold the side below it.) The rules of each game stay in its package, which
describes its play phase to the search through a small :class:`SearchModel`: whose
turn serves the side, the distinct moves from a position with what each earns the
side, a key for the positions that play out alike, and bounds on what is left to
earn. This module searches any such model, written once for every game:

* alpha-beta on the side's value, *fail-soft*, with the window narrowed by the
  model's bounds (the points still out), so a settled position is not searched;
* a transposition table keyed by :meth:`SearchModel.key` (the cards still out, who is
  to act and the trick so far), holding a lower and an upper bound and the best move;
  values are what is *still to be earned*, so a position reached with different
  tricks behind it shares its entry;
* moves in a good order (the table's best move first, then the model's order), and
  equivalent cards merged into one move by the model (:func:`representatives`);
* the exact value of every move at the root, and one best line to the end of the hand.

Everything is deterministic: equal positions give equal solutions, nodes included.

Example:
    >>> from trickcore.games import smear
    >>> game = smear.new_game(seed=5, dealer=3)
    >>> for action in ("bid 2", "pass", "pass", "pass"):
    ...     game = smear.apply(game, smear.parse_action(game, action))
    >>> solution = smear.solve(game)
    >>> 0 <= solution.value <= 4, solution.actions[solution.line[0]] == solution.value
    (True, True)
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final, Generic, Protocol, TypeVar

import attrs

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.errors import TrickcoreError, excerpt
from trickcore.options import house_rules_in_use
from trickcore.states import GameState

__all__ = [
    "Hands",
    "SearchModel",
    "Searcher",
    "Solution",
    "SolverError",
    "TrickSearchModel",
    "check_game",
    "check_side",
    "claim_line",
    "last_trick_value",
    "open_position",
    "representatives",
    "search_order",
    "solve_model",
]

S = TypeVar("S")
M = TypeVar("M", bound=Hashable)
A = TypeVar("A", bound=Hashable)
T = TypeVar("T", bound=tuple[Any, ...])

Hands = tuple[tuple[int, ...], ...]
"""Every seat's cards as :attr:`Card.index <trickcore.Card.index>` values, by seat."""

_INFINITY: Final = 1 << 40
"""Beyond any value a hand can be worth: the open window of an exact search."""


class SolverError(TrickcoreError, ValueError):
    """``solve`` was given what it cannot solve: a game not in its play phase, or a side that is not one.

    The auction and a finished hand have no play to solve. A view is refused with
    :class:`TypeError` instead: the solver needs every card.
    """


def _frozen_mapping(mapping: Mapping[A, int]) -> Mapping[A, int]:
    """A read-only copy of ``mapping``: a solution never changes."""
    return MappingProxyType(dict(mapping))


def check_game(game: object, game_type: type, playing: bool) -> int:
    """Refuse what ``solve`` cannot solve: anything but a ``game_type`` game, or a game not in its play phase.

    Returns the seat to act (in the play phase, there always is one).

    Example:
        >>> check_game("a view", int, True)
        Traceback (most recent call last):
        ...
        TypeError: solve needs a game with every card open (int), not str

    Raises:
        TypeError: ``game`` is not a ``game_type`` (a view hides cards the solver needs).
        SolverError: the game is not in its play phase, or plays a house rule
            (:func:`~trickcore.options.house_rules_in_use`): the search models the
            standard rules only.
    """
    if not isinstance(game, game_type):
        raise TypeError(f"solve needs a game with every card open ({game_type.__name__}), not {type(game).__name__}")
    if not playing:
        raise SolverError(f"only the play phase can be solved, not {getattr(game, 'phase', None)}")
    house = house_rules_in_use(getattr(game, "rules", None))
    if house:
        raise SolverError(f"the solver plays the standard rules; this game has house rules on: {', '.join(house)}")
    to_act = getattr(game, "to_act", None)
    assert isinstance(to_act, int), "a game in its play phase has a seat to act"
    return to_act


def check_side(side: int | None, default: int, sides: Sequence[bool]) -> int:
    """The side to solve for: ``default`` (the side of the seat to act) when ``None``, else ``side`` if in play.

    ``sides`` flags, per side of the game, whether it is still in play.

    Example:
        >>> check_side(None, 1, (True, True)), check_side(0, 1, (True, True))
        (1, 0)

    Raises:
        SolverError: ``side`` is not a side in play.
    """
    if side is None:
        return default
    if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < len(sides) or not sides[side]:
        raise SolverError(f"no side {excerpt(side)} in play to solve for (sides in play: "
                          f"{[index for index, playing in enumerate(sides) if playing]})")
    return side


@attrs.frozen(weakref_slot=False)
class Solution(Generic[A]):
    """The solved rest of a hand, for one side.

    Attributes:
        value: what the side takes in the whole hand (the ruleset's measure, tricks
            already taken included) with best play by everyone.
        side: the side solved for (a team, or a seat where seats play alone).
        actions: the value after each legal action of the seat to act, every legal
            action listed (equivalent cards share their value).
        line: one best continuation, every remaining action to the end of the hand.
        nodes: the positions searched, a measure of the work done.

    Example:
        >>> from trickcore.actions import Play
        >>> from trickcore.playing_cards import Card
        >>> play = Play(Card.parse("AS"))
        >>> Solution(4, 0, {play: 4}, (play,), 1).actions[play]
        4
    """

    value: int
    side: int
    actions: Mapping[A, int] = attrs.field(converter=_frozen_mapping, hash=False)
    line: tuple[A, ...]
    nodes: int


class SearchModel(Protocol[S, M, A]):
    """A ruleset's play phase as the search sees it, for one side.

    States ``S`` and moves ``M`` are the model's own (small, fast to build: a move is
    typically a card index); ``A`` is the ruleset's action. Values are what the side
    is still to earn from a state, so the search adds each move's gain on its way
    down and a finished hand is worth 0 more.
    """

    def maximising(self, state: S) -> bool:
        """Whether the seat to act in ``state`` is on the side (it maximises; the others minimise)."""
        ...

    def moves(self, state: S) -> Sequence[M]:
        """The distinct moves of ``state`` in a good search order; none once the hand is over.

        Cards that play out alike are one move (see :func:`representatives`).
        """
        ...

    def play(self, state: S, move: M) -> tuple[S, int]:
        """The state after ``move``, and what the move earns the side (the points of a trick it takes)."""
        ...

    def action(self, move: M) -> A:
        """The ruleset's action for ``move``."""
        ...

    def classes(self, state: S) -> Mapping[A, M]:
        """Every legal action of ``state``, mapped to the move of :meth:`moves` that stands for it."""
        ...

    def key(self, state: S) -> Hashable:
        """A key equal for states whose rest of the hand plays out alike: the transposition table's."""
        ...

    def bounds(self, state: S) -> tuple[int, int]:
        """A lower and an upper bound on what the side is still to earn (equal once it is settled)."""
        ...

    def leads(self, state: S) -> bool:
        """Whether no trick is in progress in ``state``: the seat to act leads (it won the trick before)."""
        ...


class Searcher(Generic[S, M, A]):
    """Alpha-beta over a :class:`SearchModel`, with its transposition table and node count.

    One searcher serves one model (one side); its table carries over between calls,
    which is what makes the exact values of every root move and the best line cheap
    after the first search.
    """

    __slots__ = ("_model", "_table", "nodes")

    def __init__(self, model: SearchModel[S, M, A]) -> None:
        self._model = model
        self._table: dict[Hashable, tuple[int, int, M | None]] = {}
        self.nodes = 0

    def exact(self, state: S) -> int:
        """What the side is still to earn from ``state`` with best play by everyone.

        A binary search on the value by null-window searches (each asks only "at
        least ``v``?"), which cut off far more than one open-window search; the
        table keeps what each learnt for the next.
        """
        low, high = self._model.bounds(state)
        while low < high:
            ask = (low + high + 1) // 2
            result = self.value(state, ask - 1, ask)
            if result >= ask:
                low = result
            else:
                high = result
        return low

    def value(self, state: S, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the value if inside ``(alpha, beta)``, else a bound on the side it fell.

        A result ``<= alpha`` is an upper bound on the value, one ``>= beta`` a lower bound.
        """
        self.nodes += 1
        model = self._model
        low, high = model.bounds(state)
        if low >= high:
            return low
        key = model.key(state)
        entry = self._table.get(key)
        first = None
        if entry is not None:
            known_low, known_high, first = entry
            if known_low > low:
                low = known_low
            if known_high < high:
                high = known_high
            if low >= high:
                return low
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low > alpha:
            alpha = low
        if high < beta:
            beta = high
        moves = model.moves(state)
        if first is not None and first in moves and moves[0] != first:
            moves = [first, *(move for move in moves if move != first)]
        window_low, window_high = alpha, beta
        best_move = moves[0]
        play = model.play
        if model.maximising(state):
            best = -_INFINITY
            for move in moves:
                child, gain = play(state, move)
                result = gain + self.value(child, alpha - gain, beta - gain)
                if result > best:
                    best, best_move = result, move
                    if best >= beta:
                        break
                    if best > alpha:
                        alpha = best
        else:
            best = _INFINITY
            for move in moves:
                child, gain = play(state, move)
                result = gain + self.value(child, alpha - gain, beta - gain)
                if result < best:
                    best, best_move = result, move
                    if best <= alpha:
                        break
                    if best < beta:
                        beta = best
        if best <= window_low:
            if best < high:
                high = best
        elif best >= window_high:
            if best > low:
                low = best
        else:
            low = high = best
        self._table[key] = (low, high, best_move)
        return best

    def line(self, state: S, value: int) -> tuple[A, ...]:
        """One best continuation from ``state``, whose exact value is ``value``, to the end of the hand."""
        model = self._model
        line: list[A] = []
        moves = model.moves(state)
        while moves:
            for move in moves:
                child, gain = model.play(state, move)
                rest = value - gain
                if self.value(child, rest - 1, rest + 1) == rest:
                    line.append(model.action(move))
                    state, value = child, rest
                    break
            else:
                raise AssertionError("no move keeps the value: the model's bounds or keys are wrong")
            moves = model.moves(state)
        return tuple(line)


def solve_model(model: SearchModel[S, M, A], state: S, side: int, banked: int) -> Solution[A]:
    """Solve ``state`` of ``model``: the exact value of each root move, the best, and a best line.

    ``banked`` is what the side has already earned in the hand (added to every value).

    Example:
        >>> from trickcore.games import smear
        >>> from trickcore.games.smear._solve import search_model
        >>> game = smear.new_game(seed=5, dealer=3)
        >>> for action in ("bid 2", "pass", "pass", "pass"):
        ...     game = smear.apply(game, smear.parse_action(game, action))
        >>> model, start, banked = search_model(game, 0)
        >>> solution, solved = solve_model(model, start, 0, banked), smear.solve(game, 0)
        >>> solution.value == solved.value, dict(solution.actions) == dict(solved.actions)
        (True, True)
    """
    searcher: Searcher[S, M, A] = Searcher(model)
    values: dict[M, int] = {}
    children: dict[M, tuple[S, int]] = {}
    for move in model.moves(state):
        child, gain = model.play(state, move)
        values[move] = gain + searcher.exact(child)
        children[move] = (child, gain)
    pick = max if model.maximising(state) else min
    best = pick(values, key=values.__getitem__)
    value = values[best]
    child, gain = children[best]
    line = (model.action(best), *searcher.line(child, value - gain))
    actions = {action: banked + values[move] for action, move in model.classes(state).items()}
    return Solution(banked + value, side, actions, line, searcher.nodes)


def claim_line(model: SearchModel[S, M, A], state: S) -> tuple[A, ...] | None:
    """How the side takes every remaining trick from ``state`` whatever the others play, or ``None`` if it cannot.

    An AND-OR search on the model (the side needs one move that keeps every trick, the
    others' moves must all fail to take one), each position decided once. The line
    returned plays the hand out: the side's moves that keep every trick, against each
    other seat's first move in the model's order (any would do: none takes a trick).
    It is what a claim (:class:`~trickcore.Claim`) is checked and played out with.

    Example:
        >>> from trickcore.games import smear
        >>> from trickcore.games.smear._solve import search_model
        >>> game = smear.new_game(seed=5, dealer=3)
        >>> for action in ("bid 2", "pass", "pass", "pass"):
        ...     game = smear.apply(game, smear.parse_action(game, action))
        >>> model, start, _ = search_model(game, 0)
        >>> line = claim_line(model, start)  # the bidder's side takes all six tricks, whatever the others do
        >>> len(line), str(line[0])
        (24, 'play AD')
    """
    decided: dict[Hashable, bool] = {}

    def keeps(position: S, move: M) -> bool:
        child, _ = model.play(position, move)
        if model.leads(child) and not model.maximising(child):
            return False
        return takes_all(child)

    def takes_all(position: S) -> bool:
        moves = model.moves(position)
        if not moves:
            return True
        key = model.key(position)
        known = decided.get(key)
        if known is None:
            if model.maximising(position):
                known = any(keeps(position, move) for move in moves)
            else:
                known = all(keeps(position, move) for move in moves)
            decided[key] = known
        return known

    if not takes_all(state):
        return None
    line: list[A] = []
    moves = model.moves(state)
    while moves:
        move = next(move for move in moves if keeps(state, move)) if model.maximising(state) else moves[0]
        line.append(model.action(move))
        state, _ = model.play(state, move)
        moves = model.moves(state)
    return tuple(line)


def open_position(game: GameState) -> tuple[Hands, tuple[int, ...], int, int]:
    """``game``'s play as a search starts from it: ``(hands, trick, to_act, leader)`` of card indices.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=5, dealer=3)
        >>> for action in ("bid 2", "pass", "pass", "pass"):
        ...     game = smear.apply(game, smear.parse_action(game, action))
        >>> hands, trick, to_act, leader = open_position(game)
        >>> [len(hand) for hand in hands], trick, to_act, leader
        ([6, 6, 6, 6], (), 0, 0)
    """
    to_act = game.to_act
    assert to_act is not None, "someone is to act during the play"
    hands = tuple(tuple(card.index for card in hand) for hand in game.hands)
    trick = tuple(play.card.index for play in game.trick)
    return hands, trick, to_act, game.trick[0].seat if game.trick else to_act


class TrickSearchModel(Generic[T]):
    """The plumbing every trick game's :class:`SearchModel` shares; a game's model adds only its rules.

    A state is a tuple that starts ``(hands, trick, to_act, leader, ...)`` (card
    indices, the seat to act, the seat that led the trick); a game appends what its
    scoring needs. A move is a card index and its action the ruleset's
    :class:`~trickcore.actions.Play`. The hooks, which each game's model defines (here
    they raise :class:`NotImplementedError`), are the rules: :meth:`legal` (the
    cards a seat may play), :meth:`power` (the strength table of a trick by its led
    card), :meth:`lead_power`, :meth:`play` (what a finished trick earns) and
    :meth:`bounds`; the seat order, the side's seats and the tables that merge
    equivalent cards (:func:`representatives`) are given to the constructor. Built
    on them: the distinct moves in search order, the trick's winner, the classes of
    equivalent actions, the key, and the hands after a move.
    """

    __slots__ = ("_ally", "_group", "_next", "_order", "_rank", "_size", "_worth")

    def __init__(
        self,
        ally: Sequence[bool],
        next_seat: Sequence[int],
        size: int,
        group: Sequence[int],
        rank: Sequence[int],
        worth: Sequence[int],
    ) -> None:
        """``ally`` flags the side's seats; ``next_seat`` gives the seat after each; ``size`` seats play to a
        trick; ``group``, ``rank`` and ``worth`` are by card index, as :func:`representatives` takes them."""
        self._ally = tuple(ally)
        self._next = tuple(next_seat)
        self._size = size
        self._group, self._rank, self._worth = group, rank, worth
        order = []
        for leader in range(len(self._next)):
            seats = [leader]
            while len(seats) < size:
                seats.append(self._next[seats[-1]])
            order.append(tuple(seats))
        self._order = tuple(order)

    def legal(self, state: T) -> list[int]:
        """The cards the seat to act may play (each once)."""
        raise NotImplementedError(f"{type(self).__name__} must give its rules' legal")

    def power(self, state: T, led: int) -> Sequence[int]:
        """Each card's strength in a trick of ``state`` led with ``led`` (the highest wins, the first of equals)."""
        raise NotImplementedError(f"{type(self).__name__} must give its rules' power")

    def lead_power(self, state: T) -> Sequence[int]:
        """Each card's strength as a lead in ``state``: the search leads the strongest first."""
        raise NotImplementedError(f"{type(self).__name__} must give its rules' lead_power")

    def play(self, state: T, move: int) -> tuple[T, int]:
        """The state after ``move``, and what the move earns the side (see :meth:`SearchModel.play`)."""
        raise NotImplementedError(f"{type(self).__name__} must give its rules' play")

    def bounds(self, state: T) -> tuple[int, int]:
        """A lower and an upper bound on what the side is still to earn (see :meth:`SearchModel.bounds`)."""
        raise NotImplementedError(f"{type(self).__name__} must give its rules' bounds")

    def maximising(self, state: T) -> bool:
        """Whether the seat to act is on the side."""
        seat: int = state[2]
        return self._ally[seat]

    def action(self, move: int) -> Play:
        """The play of card ``move``."""
        return PLAY_OF_INDEX[move]

    def key(self, state: T) -> Hashable:
        """The state itself: the positions that play out alike are equal states (the tricks behind do not count)."""
        return state

    def leads(self, state: T) -> bool:
        """Whether no trick is in progress."""
        return not state[1]

    def merged(self, state: T, legal: list[int]) -> dict[int, int]:
        """The cards of ``legal`` that play out alike, each mapped to the one that stands for it (:func:`representatives`)."""
        hands: Hands = state[0]
        seat: int = state[2]
        others = [card for other, hand in enumerate(hands) if other != seat for card in hand]
        return representatives(legal, others + list(state[1]), self._group, self._rank, self._worth)

    def winning(self, power: Sequence[int], trick: tuple[int, ...], leader: int) -> tuple[int, int]:
        """The strength (by ``power``) of the card winning ``trick`` so far, and its seat (of equal cards, the first)."""
        best = 0
        for position in range(1, len(trick)):
            if power[trick[position]] > power[trick[best]]:
                best = position
        return power[trick[best]], self._order[leader][best]

    def moves(self, state: T) -> Sequence[int]:
        """The distinct legal cards, merged, in :func:`search_order`."""
        trick: tuple[int, ...] = state[1]
        legal = self.legal(state)
        cards = sorted(set(self.merged(state, legal).values())) if len(legal) > 1 else legal
        if not trick:
            return search_order(cards, self.lead_power(state), self._worth, -1, False)
        power = self.power(state, trick[0])
        best, winner = self.winning(power, trick, state[3])
        return search_order(cards, power, self._worth, best, self._ally[winner] == self._ally[state[2]])

    def classes(self, state: T) -> Mapping[Play, int]:
        """Every legal play, mapped to the move of :meth:`moves` that stands for it."""
        return {PLAY_OF_INDEX[card]: stand for card, stand in self.merged(state, self.legal(state)).items()}

    def after(self, state: T, move: int) -> tuple[Hands, tuple[int, ...], int]:
        """The hands once the seat to act has played ``move``, the trick with it, and the trick's leader."""
        hands: Hands = state[0]
        trick: tuple[int, ...] = state[1]
        seat: int = state[2]
        hand = hands[seat]
        at = hand.index(move)
        return hands[:seat] + (hand[:at] + hand[at + 1 :],) + hands[seat + 1 :], trick + (move,), state[3] if trick else seat

    def last_trick(self, state: T) -> bool:
        """Whether ``state`` is in the hand's last trick, where every card left is forced."""
        hands: Hands = state[0]
        return len(hands[state[2]]) == 1 and len(state[1]) + sum(map(len, hands)) == self._size


def last_trick_value(model: SearchModel[S, M, A], state: S) -> int:
    """What the side earns from ``state`` of the last trick, where every card left is forced: played, not searched.

    A model's :meth:`~SearchModel.bounds` returns it as both bounds at the last
    trick, so the search stops there instead of visiting each forced card.
    """
    earned = 0
    moves = model.moves(state)
    while moves:
        state, gain = model.play(state, moves[0])
        earned += gain
        moves = model.moves(state)
    return earned


def representatives(
    cards: Sequence[int], others: Sequence[int], group: Sequence[int], rank: Sequence[int], worth: Sequence[int]
) -> dict[int, int]:
    """Each card of ``cards`` (one hand's legal cards, by index) mapped to the card that stands for it.

    Two cards of one hand play out alike — whichever is played, the same tricks go
    the same way and are worth the same — when they are of the same ``group`` (the
    suit a card belongs to in play, 0–3), of equal ``worth`` (whatever the ruleset
    counts for a card, with a distinct worth for a card that must never merge), and
    no card of ``others`` (every card still out in the other hands and in the trick
    so far) lies between them in ``rank`` (0–30, higher is better), ties included:
    a rival's equal card may beat one of them by being played first. A run of such
    cards is one move, stood for by its highest card. Tables are by card index.

    Example:
        >>> # Three cards of one suit ranked 5, 4, 2 held; a rival holds the 3.
        >>> group, rank, worth = [0] * 6, [0, 5, 4, 3, 2, 1], [0] * 6
        >>> representatives([1, 2, 4], [3], group, rank, worth)
        {1: 1, 2: 1, 4: 4}
    """
    out = [0, 0, 0, 0]
    for card in others:
        out[group[card]] |= 1 << rank[card]
    ordered = sorted(cards, key=lambda card: (group[card], -rank[card]))
    result: dict[int, int] = {}
    previous = -1
    for card in ordered:
        if (
            previous >= 0
            and group[previous] == group[card]
            and worth[previous] == worth[card]
            and not out[group[card]] & ((2 << rank[previous]) - (1 << rank[card]))
        ):
            result[card] = result[previous]
        else:
            result[card] = card
        previous = card
    return result


def search_order(
    cards: Sequence[int], power: Sequence[int], worth: Sequence[int], best: int, ally_winning: bool
) -> list[int]:
    """``cards`` (by index) in the order the search tries them: likely best moves first.

    ``power`` is each card's strength in this trick (for a lead, the strength it
    would lead with), ``best`` the strength of the card winning the trick so far
    (``-1`` at a lead), ``ally_winning`` whether a seat of the mover's side is
    winning it. A lead tries the strongest cards first; a seat whose ally wins
    gives its most valuable cards; any other tries the cheapest winning card, then
    the other winners, then its least valuable cards. Good order changes no value,
    only how soon the search cuts off.

    Example:
        >>> power, worth = [5, 1, 3, 0], [0, 0, 2, 4]
        >>> search_order([0, 1, 2, 3], power, worth, 2, False), search_order([0, 1, 2, 3], power, worth, 2, True)
        ([2, 0, 1, 3], [3, 2, 1, 0])
    """
    if best < 0:
        return sorted(cards, key=lambda card: (-power[card], worth[card]))
    if ally_winning:
        return sorted(cards, key=lambda card: (-worth[card], power[card]))
    return sorted(cards, key=lambda card: (power[card] <= best, power[card] if power[card] > best else worth[card]))
