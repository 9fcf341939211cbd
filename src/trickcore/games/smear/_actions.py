"""Smear's actions: the shared ``Pass``, ``Play`` and ``Discard``, and its own ``Bid``."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.actions import Claim, Discard, Pass, Play, PointsBid

__all__ = ["Action", "Bid", "Claim", "Discard", "Pass", "Play"]


@attrs.frozen(repr=False)
class Bid(PointsBid):
    """R6: bid to take at least ``points`` game points this hand (legal bids are 2, 3 and 4).

    With ``smudge`` (H12), ``Bid(5)`` is the smudge: every trick and all four points.
    The constructor checks only that ``points`` is an ``int``: ``Bid(6)`` constructs,
    and ``check`` answers ``invalid-bid``.

    Attributes:
        points: the game points bid, 2, 3 or 4 (5: the smudge).

    Example:
        >>> Bid(3), str(Bid(3))
        (Bid(3), 'bid 3')
    """


Action = Pass | Bid | Discard | Play | Claim
"""Every Smear action."""

PASS: Final = Pass()
"""The one ``Pass`` value the engine hands out."""

BIDS: Final = {points: Bid(points) for points in (2, 3, 4, 5, 6)}
"""R6, H10: the legal bids (5 only with the smudge, 5 and 6 with jokers), shared values."""
