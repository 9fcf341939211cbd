"""Game history, records, and replaying them.

A record holds what is needed to rebuild a game exactly: the ruleset, its rules,
the first dealer and starting scores, every deal (the hands and undealt cards, so
a replay never depends on a random generator) and every action in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import attrs

from trickcore.cards import Card
from trickcore.deck import Deck
from trickcore.errors import DealError, IllegalAction, RecordError, TrickcoreError

__all__ = ["Deal", "History", "Record", "card_sequence", "replay_record"]

A = TypeVar("A")
R = TypeVar("R")
G = TypeVar("G")


def card_sequence(value: object, what: str = "cards") -> tuple[Card, ...]:
    """Cards given by a caller, as a tuple.

    Raises:
        DealError: not a sequence of :class:`~trickcore.Card` values.
    """
    if isinstance(value, Deck):
        return value.cards
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"{what} must be a sequence of cards, not {value!r}")
    items = tuple(value)
    for item in items:
        if not isinstance(item, Card):
            raise DealError(f"{what} must hold Card values, not {item!r}")
    return items


def _stock(value: Sequence[Card]) -> Deck:
    """Store the undealt cards as a :class:`~trickcore.Deck`, rejecting non-cards."""
    if isinstance(value, Deck):
        return value
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"the stock must be a sequence of cards, not {value!r}")
    return Deck(value)


def _hand_tuples(value: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Store one card sequence per seat as a tuple of tuples."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise DealError(f"expected one card sequence per seat, not {value!r}")
    return tuple(card_sequence(hand, f"the hand of seat {seat}") for seat, hand in enumerate(value))


@attrs.frozen
class Deal:
    """The cards of one deal: each seat's hand in the order dealt, and the undealt cards as a deck, top first.

    Attributes:
        hands: one card sequence per seat, in the order dealt (empty for a seat out of play).
        stock: the cards not dealt to any hand, top first (Smear's stock; Fifty-Five's
            kitty followed by the undealt rest; empty in Fifty-Six, which deals every card).

    Example:
        >>> from trickcore.cards import cards
        >>> Deal((cards("AS"), cards("KS")), cards("QS JS")).stock
        Deck.parse('QS JS')
    """

    hands: tuple[tuple[Card, ...], ...] = attrs.field(converter=_hand_tuples)
    stock: Deck = attrs.field(converter=_stock, default=Deck(()))


@attrs.frozen
class History(Generic[A]):
    """Everything that led to a game: start position, deals and actions.

    Actions are split into those of earlier hands and those of the current one, so
    recording an action copies only the current hand's actions.
    """

    first_dealer: int
    start: tuple[int, ...]
    deals: tuple[Deal, ...] = ()
    earlier: tuple[A, ...] = ()
    current: tuple[A, ...] = ()

    def with_action(self, action: A) -> History[A]:
        """This history with ``action`` appended."""
        return History(self.first_dealer, self.start, self.deals, self.earlier, self.current + (action,))

    def with_deal(self, deal: Deal) -> History[A]:
        """This history with a new hand dealt."""
        return History(self.first_dealer, self.start, self.deals + (deal,), self.earlier + self.current, ())

    @property
    def actions(self) -> tuple[A, ...]:
        """Every action of the game, in order."""
        return self.earlier + self.current


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


def replay_record(
    record: Record[R, A],
    *,
    ruleset: str,
    version: int,
    start: Callable[[Record[R, A]], G],
    awaiting_deal: Callable[[G], bool],
    deal: Callable[[G, Deal], G],
    apply: Callable[[G, A], G],
) -> G:
    """Rebuild a game from a record, reporting the first bad action.

    ``start`` builds the game with the first deal; a deal is made whenever the
    game waits for one and an action or deal remains.

    Raises:
        RecordError: the record is for another ruleset or version, a deal is
            malformed or missing, an action is illegal, or deals are left over.
    """
    if not isinstance(record, Record):
        raise RecordError(f"not a Record: {record!r}")
    if record.ruleset != ruleset:
        raise RecordError(f"a {record.ruleset!r} record cannot be replayed as {ruleset!r}")
    if record.version != version:
        raise RecordError(f"record version {record.version} is not the supported version {version}")
    if not record.deals:
        raise RecordError("the record has no deal")
    try:
        game = start(record)
    except (TrickcoreError, ValueError, TypeError) as error:
        raise RecordError(f"bad start of game: {error}") from error
    next_deal = 1
    for index, action in enumerate(record.actions):
        if awaiting_deal(game):
            game = _deal_next(record, next_deal, game, deal, index)
            next_deal += 1
        try:
            game = apply(game, action)
        except IllegalAction as error:
            raise RecordError(f"illegal {action!s}: {error.message}", index) from error
        except (TrickcoreError, ValueError, TypeError) as error:
            raise RecordError(f"bad action {action!r}: {error}", index) from error
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
        raise RecordError(f"bad deal {number}: {error}", index) from error
