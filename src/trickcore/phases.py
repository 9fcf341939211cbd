"""The base of every ruleset's ``Phase`` enum, so phases print the same way in every game."""

from __future__ import annotations

import enum
from typing import TypeVar

__all__ = ["PhaseEnum", "plain_members"]


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


P = TypeVar("P", bound=PhaseEnum)


def plain_members(phases: type[P]) -> type[P]:
    """``phases``' members as attributes of a plain class, for an engine's hot paths; typed as ``phases`` itself.

    On Python 3.11 reading a member through its enum class (``Phase.PLAY``) goes
    through the hook of ``EnumType.__getattr__`` and costs about a function call, and
    a ``match`` on a phase pays it for every ``case Phase.X`` it tries. Read from this
    class, the same members cost an ordinary attribute read. An engine binds it as
    ``FastPhase: Final = plain_members(Phase)``; type checkers see ``Phase`` (the
    members are the very same objects), so ``case FastPhase.PLAY:`` narrows exactly
    like ``case Phase.PLAY:``.

    Example:
        >>> class Phase(PhaseEnum):
        ...     AUCTION = "auction"
        ...     PLAY = "play"
        >>> members = plain_members(Phase)
        >>> members.PLAY is Phase.PLAY, type(members) is type
        (True, True)
    """
    namespace: dict[str, object] = {member.name: member for member in phases}
    namespace["__doc__"] = f"The members of {phases.__qualname__} as plain class attributes (see plain_members)."
    namespace["__slots__"] = ()
    plain: type[P] = type(f"Fast{phases.__name__}", (), namespace)
    return plain
