"""Smear's actions: the shared ``Pass``, ``Play`` and ``Discard``, and its own ``Bid``."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.errors import excerpt
from trickcore.messages import Message
from trickcore.actions import Discard, GameAction, Pass, Play, points_bid_message

__all__ = ["Action", "Bid", "Discard", "Pass", "Play"]


def _is_int(instance: Bid, attribute: attrs.Attribute[int], value: int) -> None:
    """A bid's shape: an ``int`` (``bool`` rejected); its range is :func:`check`'s business."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a bid is a number of points (int), not {excerpt(value)}")


@attrs.frozen(repr=False)
class Bid(GameAction):
    """R6: bid to take at least ``points`` game points this hand (legal bids are 2, 3 and 4).

    The constructor checks only that ``points`` is an ``int``: ``Bid(5)`` constructs,
    and ``check`` answers ``invalid-bid``.

    Attributes:
        points: the game points bid, 2, 3 or 4.

    Example:
        >>> Bid(3), str(Bid(3))
        (Bid(3), 'bid 3')
    """

    points: int = attrs.field(validator=_is_int)

    def message(self) -> Message:
        """``bid 3``."""
        return points_bid_message(self.points)

    def __str__(self) -> str:
        return f"bid {self.points}"

    def __repr__(self) -> str:
        return f"Bid({self.points})"


Action = Pass | Bid | Discard | Play
"""Every Smear action."""

PASS: Final = Pass()
"""The one ``Pass`` value the engine hands out."""

BIDS: Final = {points: Bid(points) for points in (2, 3, 4)}
"""R6: the legal bids, shared values."""
