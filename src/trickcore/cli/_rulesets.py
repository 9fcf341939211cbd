"""Each ruleset's :class:`~trickcore.cli._log.Describer`, by registry name."""

from __future__ import annotations

from trickcore.cli._log import Describer
from trickcore.registry import get_ruleset

__all__ = ["describer"]


def describer(name: str) -> Describer:
    """The log's words for the ruleset called ``name``.

    Example:
        >>> describer("55").display_name
        'Fifty-Five'
    """
    canonical = get_ruleset(name).NAME
    if canonical == "smear":
        from trickcore.cli._smear import SmearDescriber

        return SmearDescriber()
    if canonical == "fifty-six":
        from trickcore.cli._fifty_six import FiftySixDescriber

        return FiftySixDescriber()
    from trickcore.cli._fifty_five import FiftyFiveDescriber

    return FiftyFiveDescriber()
