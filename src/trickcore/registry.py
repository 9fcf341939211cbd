"""Finding a ruleset by name, without the core importing any game up front."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Final, Literal, cast, overload

from trickcore.errors import UnknownRulesetError, excerpt
from trickcore.ruleset import AnyRuleset

if TYPE_CHECKING:  # the core imports no game at run time; the type checker may look at them
    from trickcore.games import fifty_five, fifty_six, smear
    from trickcore.ruleset import Ruleset

__all__ = ["RULESET_NAMES", "get_ruleset"]

_MODULES: Final = {
    "fifty-six": "trickcore.games.fifty_six",
    "56": "trickcore.games.fifty_six",
    "smear": "trickcore.games.smear",
    "fifty-five": "trickcore.games.fifty_five",
    "55": "trickcore.games.fifty_five",
}

RULESET_NAMES: Final = ("fifty-six", "smear", "fifty-five")
"""The canonical names of the rulesets, in the order the docs present them."""


@overload
def get_ruleset(
    name: Literal["fifty-six", "56"],
) -> Ruleset[fifty_six.Rules, fifty_six.Game, fifty_six.View, fifty_six.Action]: ...


@overload
def get_ruleset(name: Literal["smear"]) -> Ruleset[smear.Rules, smear.Game, smear.View, smear.Action]: ...


@overload
def get_ruleset(
    name: Literal["fifty-five", "55"],
) -> Ruleset[fifty_five.Rules, fifty_five.Game, fifty_five.View, fifty_five.Action]: ...


@overload
def get_ruleset(name: str) -> AnyRuleset: ...


def get_ruleset(name: str) -> AnyRuleset:
    """The ruleset module for a name: ``"fifty-six"``/``"56"``, ``"smear"``, ``"fifty-five"``/``"55"``.

    Names are case-insensitive; the module is imported on first use. Given a
    literal name, the type checker knows the precise type, such as
    ``Ruleset[smear.Rules, smear.Game, smear.View, smear.Action]``.

    Example:
        >>> get_ruleset("Smear").NAME
        'smear'

    Raises:
        UnknownRulesetError: the name is not known (the message lists the names).
    """
    key = name.strip().lower() if isinstance(name, str) else None
    module = _MODULES.get(key) if key is not None else None
    if module is None:
        known = ", ".join(repr(n) for n in _MODULES)
        raise UnknownRulesetError(f"unknown ruleset {excerpt(name)}; known names: {known}")
    return cast(AnyRuleset, importlib.import_module(module))
