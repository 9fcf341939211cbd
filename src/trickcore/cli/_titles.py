"""What the command line calls a game and its sides in headings (the log's sentences come from events)."""

from __future__ import annotations

from typing import Any

import attrs

from trickcore.events import Side
from trickcore.language import describe
from trickcore.language._names import game_name
from trickcore.messages import Message
from trickcore.ruleset import AnyRuleset
from trickcore.simulation._adapt import side_seats

__all__ = ["game_title", "options_text", "side_names"]


def game_title(ruleset: AnyRuleset, lang: str = "en") -> str:
    """The game's name for players.

    Example:
        >>> from trickcore.games import smear
        >>> game_title(smear), game_title(smear, "ru")
        ('Four-Point Smear', 'Смир на четыре очка')
    """
    name = game_name(ruleset.NAME)
    return describe(name, lang) if isinstance(name, Message) else name


def options_text(rules: Any) -> str:
    """The rules options that differ from the standard game, as ``key=value`` (empty for the standard game).

    Example:
        >>> from trickcore.games import fifty_five, smear
        >>> options_text(smear.Rules(target=21)), options_text(fifty_five.Rules())
        ('target=21', '')
    """
    return " · ".join(
        f"{field.name}={getattr(rules, field.name)!r}".replace("'", "")
        for field in attrs.fields(type(rules))
        if field.init and field.default is not attrs.NOTHING and getattr(rules, field.name) != field.default
    )


def side_names(ruleset: AnyRuleset, rules: Any, lang: str = "en") -> list[str]:
    """The names of the sides (teams or players), in the order ``winner`` numbers them.

    Example:
        >>> from trickcore.games import fifty_five
        >>> side_names(fifty_five, fifty_five.Rules(players=3))
        ['Seat 0', 'Seat 1', 'Seat 2']
    """
    return [describe(Side(index, seats), lang) for index, seats in enumerate(side_seats(ruleset, rules))]
