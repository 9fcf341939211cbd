"""The base of every ruleset's ``Phase`` enum, so phases print the same way in every game."""

from __future__ import annotations

import enum

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


def plain_members(phases: type[PhaseEnum]) -> type:
    """A plain class holding the members of ``phases`` as class attributes, for an engine's hot paths.

    On Python 3.11 reading a member through its enum class (``Phase.PLAY``) goes
    through the hook of ``EnumType.__getattr__`` and costs about a function call, and
    a ``match`` on a phase pays it for every ``case Phase.X`` it tries. Read from this
    class, the same members cost an ordinary attribute read. An engine binds it as
    ``PhaseMembers = plain_members(Phase)``, and to ``Phase`` itself under
    ``TYPE_CHECKING``, so ``case PhaseMembers.PLAY:`` narrows for type checkers exactly
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
    return type(f"{phases.__name__}Members", (), namespace)
