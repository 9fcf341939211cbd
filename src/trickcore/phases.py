"""The base of every ruleset's ``Phase`` enum, so phases print the same way in every game."""

from __future__ import annotations

import enum

__all__ = ["PhaseEnum"]


class PhaseEnum(enum.Enum):
    """A ruleset's phases: ``str(phase)`` is its value (``"auction"``, ``"hand_over"``) in every ruleset.

    Example:
        >>> class Phase(PhaseEnum):
        ...     AUCTION = "auction"
        >>> str(Phase.AUCTION), Phase.AUCTION.value
        ('auction', 'auction')
    """

    __hash__ = object.__hash__  # identity, in C: members are singletons compared by identity

    def __str__(self) -> str:
        return str(self.value)
