"""Type stubs of the optional compiled kernels (see :mod:`trickcore.native`)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar, final

T = TypeVar("T")

@final
class Builder:
    """A positional constructor of a slotted class: ``builder(*values)``."""

    def __init__(self, cls: type, fields: tuple[str, ...], cleared: tuple[str, ...]) -> None: ...
    def __call__(self, *values: Any) -> Any: ...

@final
class Replacer:
    """``replacer(obj, *values)``: a copy of ``obj`` with some slots replaced."""

    def __init__(
        self,
        cls: type,
        copied: tuple[str, ...],
        replaced: tuple[str, ...],
        cleared: tuple[str, ...],
        link: str | None = None,
        count: str | None = None,
    ) -> None: ...
    def __call__(self, obj: Any, *values: Any) -> Any: ...

@final
class CardKernel:
    """The kernels that read a card's canonical index; each hands what it does not take to its twin."""

    def __init__(
        self,
        card_type: type,
        index: str,
        play_type: type | None = None,
        card: str | None = None,
        *,
        sort_cards: Callable[..., Any] | None = None,
        choose_plays: Callable[..., Any] | None = None,
        allows: Callable[..., Any] | None = None,
        strongest_play: Callable[..., Any] | None = None,
        points_in: Callable[..., Any] | None = None,
        hands_after_play: Callable[..., Any] | None = None,
    ) -> None: ...
    def choose_plays(
        self, hand: Sequence[Any], plays: Sequence[T], binding: Sequence[object] | None, answers: Sequence[object] | None, distinct: object
    ) -> tuple[T, ...]: ...
    def allows(self, hand: Sequence[Any], card: Any, binding: Sequence[object] | None, answers: Sequence[object] | None) -> bool: ...
    def sort_cards(self, cards: Iterable[T]) -> tuple[T, ...]: ...
    def strongest_play(self, plays: Sequence[T], strength: Sequence[int]) -> T: ...
    def points_in(self, plays: Sequence[Any], values: Sequence[int]) -> int: ...
    def hands_after_play(self, hands: tuple[tuple[T, ...], ...], seat: int, card: T) -> tuple[tuple[T, ...], ...]: ...

def shuffled(items: Sequence[T], draw: Callable[[], float], /) -> tuple[T, ...]: ...
def combinations(items: tuple[T, ...], size: int, make: Callable[[tuple[T, ...]], Any], /) -> tuple[Any, ...]: ...
def points_solve(
    twin: Callable[..., tuple[tuple[tuple[int, int], ...], tuple[int, ...], int]],
    hands: tuple[tuple[int, ...], ...],
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
    /,
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], int]: ...
