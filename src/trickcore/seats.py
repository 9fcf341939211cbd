"""Seats and turn order.

Seats are ``int`` indexes fixed for the whole game. Turn order always goes to the
next seat, skipping seats that have left the game; which way round the table that
is (clockwise or anticlockwise) is only a convention of each rule book.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["next_seat", "rotation"]


def next_seat(seat: int, active: Sequence[bool]) -> int:
    """The next active seat after ``seat`` in turn order.

    Example:
        >>> next_seat(1, (True, True, False, True))
        3
        >>> next_seat(3, (True, True, False, True))
        0

    Raises:
        ValueError: no seat is active.
    """
    n = len(active)
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if active[candidate]:
            return candidate
    raise ValueError("no active seat")


def rotation(start: int, active: Sequence[bool]) -> tuple[int, ...]:
    """Every active seat once, in turn order, beginning with the first active seat at or after ``start``.

    Example:
        >>> rotation(2, (True, False, True, True))
        (2, 3, 0)
    """
    n = len(active)
    return tuple((start + step) % n for step in range(n) if active[(start + step) % n])
