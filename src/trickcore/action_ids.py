"""Integer action ids: a stable bijection between ``range(n)`` and the actions a ruleset allows.

Machine-learning frameworks (OpenSpiel, PettingZoo, most RL code) want actions as
integers in a fixed range. A ruleset builds one :class:`ActionIds` table per
``Rules`` from *blocks* laid end to end: a :class:`Listed` block numbers a short
tuple of actions in order, and a :class:`Combinations` block numbers every
``k``-card subset of a pack with the combinatorial number system, computed
arithmetically (Fifty-Five's 2,598,960 discards need no table).

The combinatorial number system ranks a ``k``-subset ``c_1 < c_2 < … < c_k`` of
``0..n-1`` as ``C(c_1, 1) + C(c_2, 2) + … + C(c_k, k)``: a bijection onto
``range(C(n, k))`` that orders subsets colexicographically (by their largest
element first). It knows no game; the rulesets choose the packs and blocks.

Example:
    >>> from trickcore.playing_cards import cards
    >>> from trickcore.actions import Discard, Pass, Play
    >>> pack = cards("AS KS QS JS")
    >>> ids = ActionIds((
    ...     Listed((Pass(),)),
    ...     Listed(tuple(Play(card) for card in pack)),
    ...     Combinations(pack, 2, Discard.from_canonical, lambda action: getattr(action, "cards", None)),
    ... ))
    >>> ids.size, ids.to_id(Pass()), ids.to_id(Play(pack[2])), ids.to_id(Discard(cards("AS KS")))
    (11, 0, 3, 5)
    >>> ids.from_id(10)
    Discard(cards('QS JS'))
"""

from __future__ import annotations

import bisect
import functools
import math
import operator
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Final, Generic, Protocol, TypeVar, cast

import attrs

from trickcore.actions import CLAIM, Discard
from trickcore.errors import ActionIdError, excerpt
from trickcore.playing_cards import Card

__all__ = [
    "ID_TABLE_CACHE_SIZE",
    "ActionIds",
    "Block",
    "Combinations",
    "Listed",
    "RulesetIds",
    "discards",
    "cached_tables",
    "rank_combination",
    "unrank_combination",
]

A = TypeVar("A", bound=Hashable)
A_co = TypeVar("A_co", bound=Hashable, covariant=True)
R = TypeVar("R", bound=Hashable)

ID_TABLE_CACHE_SIZE: Final = 32
"""How many rules' id tables :func:`cached_tables` keeps per ruleset, and how many distinct tables it shares."""


def rank_combination(positions: Sequence[int]) -> int:
    """The rank of a strictly increasing sequence of positions in the combinatorial number system.

    ``rank = C(c_1, 1) + C(c_2, 2) + … + C(c_k, k)`` for ``c_1 < … < c_k``.

    Example:
        >>> [rank_combination(c) for c in ((0, 1), (0, 2), (1, 2), (0, 3))]
        [0, 1, 2, 3]

    Raises:
        ActionIdError: the positions are not strictly increasing non-negative integers.
    """
    rank = 0
    previous = -1
    for k, position in enumerate(positions, start=1):
        if position <= previous:
            raise ActionIdError(f"positions must be strictly increasing and non-negative, not {excerpt(positions)}")
        rank += math.comb(position, k)
        previous = position
    return rank


def unrank_combination(rank: int, k: int) -> tuple[int, ...]:
    """The ``k`` increasing positions whose :func:`rank_combination` is ``rank`` (greedy, largest first).

    Example:
        >>> unrank_combination(3, 2), unrank_combination(2_598_959, 5)
        ((0, 3), (47, 48, 49, 50, 51))
    """
    positions = []
    for size in range(k, 0, -1):
        # The largest c with C(c, size) <= rank; C(c, size) grows with c, so search upwards from size - 1.
        low, high = size - 1, size
        while math.comb(high, size) <= rank:
            low, high = high, high * 2
        while high - low > 1:
            middle = (low + high) // 2
            if math.comb(middle, size) <= rank:
                low = middle
            else:
                high = middle
        positions.append(low)
        rank -= math.comb(low, size)
    return tuple(reversed(positions))


class Block(Protocol[A_co]):
    """A run of consecutive ids in an :class:`ActionIds` table."""

    @property
    def size(self) -> int:
        """How many ids the block holds."""

    def index(self, action: object) -> int | None:
        """The action's position in the block, or ``None`` if the block does not hold it."""

    def action(self, index: int) -> A_co:
        """The action at ``index`` (``0 <= index < size``)."""


def _listed_positions(block: Listed[A]) -> dict[A, int]:
    """Each listed action's position (the actions are distinct)."""
    positions = {action: index for index, action in enumerate(block.actions)}
    if len(positions) != len(block.actions):
        raise ValueError("a Listed block's actions must be distinct")
    return positions


@attrs.frozen
class Listed(Generic[A]):
    """A block numbering a short tuple of distinct actions in the order given.

    Example:
        >>> from trickcore.actions import Pass
        >>> block = Listed((Pass(),))
        >>> block.size, block.index(Pass()), block.index("pass")
        (1, 0, None)
    """

    actions: tuple[A, ...]
    positions: dict[A, int] = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_listed_positions, takes_self=True)
    )

    @property
    def size(self) -> int:
        """The number of actions listed."""
        return len(self.actions)

    def index(self, action: object) -> int | None:
        """The action's position, or ``None`` (also for unhashable input)."""
        try:
            return self.positions.get(cast(A, action))
        except TypeError:
            return None

    def action(self, index: int) -> A:
        """The action at ``index``."""
        return self.actions[index]


def _pack_positions(block: Combinations[A]) -> dict[Card, int]:
    """Each card's position in the block's pack (the cards are distinct)."""
    positions = {card: index for index, card in enumerate(block.pack)}
    if len(positions) != len(block.pack):
        raise ValueError("a Combinations block's pack must hold distinct cards")
    return positions


@attrs.frozen
class Combinations(Generic[A]):
    """A block numbering every ``k``-card subset of ``pack`` by :func:`rank_combination` of the positions.

    Attributes:
        pack: distinct cards; a subset's positions are taken in this order.
        k: the subset size.
        make: builds the action from a subset, given in the pack's order.
        cards_of: the cards of an action, or ``None`` if it is not this block's kind.

    Example:
        >>> from trickcore.actions import Discard
        >>> from trickcore.playing_cards import cards
        >>> block = Combinations(cards("AS KS QS"), 2, Discard, lambda action: getattr(action, "cards", None))
        >>> block.size, block.index(Discard(cards("KS QS"))), block.action(1)
        (3, 2, Discard(cards('AS QS')))
    """

    pack: tuple[Card, ...]
    k: int
    make: Callable[[tuple[Card, ...]], A]
    cards_of: Callable[[object], Sequence[Card] | None]
    positions: dict[Card, int] = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_pack_positions, takes_self=True)
    )

    @property
    def size(self) -> int:
        """``C(len(pack), k)``."""
        return math.comb(len(self.pack), self.k)

    def index(self, action: object) -> int | None:
        """The rank of the action's cards, or ``None`` if it is not a ``k``-subset of the pack."""
        chosen = self.cards_of(action)
        if chosen is None or len(chosen) != self.k:
            return None
        positions = sorted(self.positions.get(card, -1) for card in chosen)
        if positions and positions[0] < 0 or len(set(positions)) != self.k:
            return None
        return rank_combination(positions)

    def action(self, index: int) -> A:
        """The action of the subset ranked ``index``."""
        return self.make(tuple(self.pack[position] for position in unrank_combination(index, self.k)))


def _offsets(table: ActionIds[A]) -> tuple[int, ...]:
    """The first id of every block, and the total size last."""
    offsets = [0]
    for block in table.blocks:
        offsets.append(offsets[-1] + block.size)
    return tuple(offsets)


@attrs.frozen
class ActionIds(Generic[A]):
    """A bijection between ``range(size)`` and actions, laid out as consecutive blocks.

    Ids and actions that are not in the table raise :class:`~trickcore.ActionIdError`
    (a ``ValueError``), never ``IndexError`` or ``KeyError``.
    """

    blocks: tuple[Block[A], ...]
    offsets: tuple[int, ...] = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_offsets, takes_self=True)
    )

    @property
    def size(self) -> int:
        """The number of ids."""
        return self.offsets[-1]

    def to_id(self, action: object) -> int:
        """The id of ``action``.

        Raises:
            ActionIdError: the table has no id for it (the rules never allow it).
        """
        for block, offset in zip(self.blocks, self.offsets):
            index = block.index(action)
            if index is not None:
                return offset + index
        raise ActionIdError(f"{excerpt(action)} is not an action these rules can ever allow, so it has no id")

    def sorted_ids(self, actions: Sequence[object]) -> tuple[int, ...]:
        """The ids of ``actions``, sorted (how a legal-action list becomes a mask's set positions)."""
        return tuple(sorted(map(self.to_id, actions)))

    def from_id(self, action_id: object) -> A:
        """The action with id ``action_id`` (any integer type, ``bool`` excluded).

        Raises:
            ActionIdError: not an integer, or not in ``range(size)``.
        """
        if isinstance(action_id, bool):
            raise ActionIdError(f"an action id is an integer, not {action_id!r}")
        try:
            number = operator.index(action_id)  # type: ignore[arg-type]
        except TypeError:
            raise ActionIdError(f"an action id is an integer, not {excerpt(action_id)}") from None
        if not 0 <= number < self.size:
            raise ActionIdError(f"action id {excerpt(number)} is outside range({self.size})")
        block = bisect.bisect_right(self.offsets, number) - 1
        return self.blocks[block].action(number - self.offsets[block])


def _discard_cards(action: object) -> tuple[Card, ...] | None:
    """The cards of a discard, or ``None`` for any other action."""
    return action.cards if isinstance(action, Discard) else None


def discards(pack: Sequence[Card], size: int) -> Combinations[Discard]:
    """A block of every ``size``-card :class:`~trickcore.Discard` from ``pack`` (distinct cards), in rank order.

    Example:
        >>> from trickcore import cards
        >>> block = discards(cards("AS KS QS"), 2)
        >>> block.size, block.action(2)
        (3, Discard(cards('KS QS')))
    """
    return Combinations(tuple(pack), size, Discard.from_canonical, _discard_cards)


class _Stated(Protocol):
    """A game or a view: what ``legal_action_ids`` reads its rules from."""

    @property
    def rules(self) -> object:
        """The rules in force."""


G = TypeVar("G", bound=_Stated)


@attrs.frozen
class RulesetIds(Generic[R, A, G]):
    """The four action-id functions of one ruleset, written once; each ruleset module exposes the bound methods.

    A ruleset says only which actions exist and in what order (``table``, its rule);
    the tables are built on demand and kept in bounded memory (:func:`cached_tables`),
    with one id more after the ruleset's own: the last id of every ruleset is
    :class:`~trickcore.Claim` (every ruleset allows a claim, so the ruleset's own ids
    keep their numbers).

    Attributes:
        name: the ruleset's module name, for the error of another ruleset's rules.
        rules_type: its ``Rules`` class.
        table: the id table of one ``Rules``.
        legal_actions: its ``legal_actions`` (of a game or a view).

    Example:
        >>> from trickcore.actions import Pass, Play
        >>> from trickcore import cards
        >>> from trickcore.games.smear import Rules
        >>> ids = RulesetIds("smear", Rules, lambda rules: ActionIds((Listed((Pass(),)),)), lambda state: (Pass(),))
        >>> ids.num_action_ids(Rules()), ids.action_from_id(Rules(), 0), ids.action_to_id(Rules(), Pass())
        (2, Pass(), 0)
        >>> ids.action_from_id(Rules(), 1)
        Claim()
    """

    name: str
    rules_type: type[R]
    table: Callable[[R], ActionIds[A]]
    legal_actions: Callable[[G], Sequence[A]]
    _tables: Callable[[R], ActionIds[A]] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_tables", cached_tables(self._claiming_table))

    def _claiming_table(self, rules: R) -> ActionIds[A]:
        """The ruleset's table of ``rules`` with the claim's id after its own."""
        claim = cast(A, CLAIM)
        return ActionIds((*self.table(rules).blocks, Listed((claim,))))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as what builds it (the kept tables are rebuilt), so its bound functions pickle too."""
        return (RulesetIds, (self.name, self.rules_type, self.table, self.legal_actions))

    def id_table(self, rules: object) -> ActionIds[A]:
        """The id table of ``rules`` (kept by :func:`cached_tables`).

        Raises:
            TypeError: ``rules`` are not this ruleset's ``Rules``.
        """
        if not isinstance(rules, self.rules_type):
            raise TypeError(f"expected {self.name} Rules, not {type(rules).__name__}")
        return self._tables(rules)

    def num_action_ids(self, rules: R) -> int:
        """How many action ids ``rules`` have (see the ruleset's table).

        Raises:
            TypeError: ``rules`` are another ruleset's.
        """
        return self.id_table(rules).size

    def action_to_id(self, rules: R, action: A) -> int:
        """The id of ``action`` in the table of ``rules``.

        Raises:
            ActionIdError: the rules can never allow ``action`` (a bid off the
                range, a discard of the wrong size or of cards not in the pack,
                another ruleset's action).
        """
        return self.id_table(rules).to_id(action)

    def action_from_id(self, rules: R, action_id: int) -> A:
        """The action with id ``action_id`` in the table of ``rules``.

        Raises:
            ActionIdError: not an integer in ``range(num_action_ids(rules))``.
        """
        return self.id_table(rules).from_id(action_id)

    def legal_action_ids(self, state: G) -> tuple[int, ...]:
        """The sorted ids of ``legal_actions(state)``: the set positions of a legal-action mask."""
        return self.id_table(state.rules).sorted_ids(self.legal_actions(state))
def cached_tables(build: Callable[[R], ActionIds[A]]) -> Callable[[R], ActionIds[A]]:
    """``build`` (a ruleset's id table of some rules) remembered in bounded memory.

    A server reads rules from its clients' documents, so the distinct rules it sees
    have no bound (every ``target``, every ``starting_tables``), and a table can
    take 100 KB. The tables themselves are few: they depend only on the options
    that shape them (players, doubling…). So the last :data:`ID_TABLE_CACHE_SIZE`
    rules are remembered (least recently used first out), and equal tables built
    for different rules are one object (up to :data:`ID_TABLE_CACHE_SIZE` of them):
    memory stays bounded whatever the rules, and a rules object seen again costs
    one dictionary look-up.

    Example:
        >>> from trickcore.actions import Pass
        >>> built = []
        >>> @cached_tables
        ... def table(target: int) -> ActionIds[Pass]:
        ...     built.append(target)
        ...     return ActionIds((Listed((Pass(),)),))
        >>> table(10) is table(15) is table(10), built
        (True, [10, 15])
    """
    shared: dict[ActionIds[Any], ActionIds[Any]] = {}

    @functools.lru_cache(maxsize=ID_TABLE_CACHE_SIZE)
    def table(rules: R) -> ActionIds[A]:
        made = build(rules)
        kept = shared.get(made)
        if kept is not None:
            return kept
        if len(shared) < ID_TABLE_CACHE_SIZE:
            shared[made] = made
        return made

    functools.update_wrapper(table, build)
    return table
