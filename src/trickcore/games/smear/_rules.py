"""The options of a Smear game (the rules file's Options table), validated at construction."""

from __future__ import annotations

from typing import Final, Literal, get_args

import attrs

from trickcore.errors import ConfigError

__all__ = ["AllPass", "BothReachTarget", "HighLowRule", "Rules"]

AllPass = Literal["redeal_same_dealer", "redeal_next_dealer", "dealer_must_bid"]
"""R8: what happens when all four players pass."""

HighLowRule = Literal["ace_seven", "highest_lowest_in_play"]
"""R15: which cards score High and Low."""

BothReachTarget = Literal["bidder_wins", "higher_score"]
"""R18: who wins when both teams reach the target in the same hand."""

MAX_BLIND: Final = 3
"""R3: the largest blind (the stock has 8 cards, and a bidder holds at most 9)."""


def _check_int(name: str, value: object) -> int:
    """An ``int`` option (``bool`` rejected)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be an int, not {value!r}")
    return value


def _check_choice(name: str, value: object, choices: tuple[str, ...]) -> None:
    """A string option from a fixed list."""
    if not isinstance(value, str) or value not in choices:
        raise ConfigError(f"{name} must be one of {', '.join(repr(c) for c in choices)}, not {value!r}")


def _validate_blind_size(instance: Rules, attribute: attrs.Attribute[int], value: int) -> None:
    """R3: 0 to 3 cards."""
    if not 0 <= _check_int(attribute.name, value) <= MAX_BLIND:
        raise ConfigError(f"blind_size must be 0, 1, 2 or 3, not {value!r}")


def _validate_target(instance: Rules, attribute: attrs.Attribute[int], value: int) -> None:
    """R18: a positive integer."""
    if _check_int(attribute.name, value) < 1:
        raise ConfigError(f"target must be a positive integer, not {value!r}")


def _validate_literal(instance: Rules, attribute: attrs.Attribute[str], value: str) -> None:
    """A string option: one of the values of its ``Literal`` type."""
    _check_choice(attribute.name, value, _CHOICES[attribute.name])


def _validate_bool(instance: Rules, attribute: attrs.Attribute[bool], value: bool) -> None:
    """A yes/no option: ``True`` or ``False`` only."""
    if not isinstance(value, bool):
        raise ConfigError(f"{attribute.name} must be True or False, not {value!r}")


def _validate_cap(instance: Rules, attribute: attrs.Attribute[int | None], value: int | None) -> None:
    """R19: any integer, or ``None`` for no cap."""
    if value is not None:
        _check_int(attribute.name, value)


_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "all_pass": get_args(AllPass),
    "high_low_rule": get_args(HighLowRule),
    "both_reach_target": get_args(BothReachTarget),
}


@attrs.frozen(kw_only=True)
class Rules:
    """The options of a Four-Point Smear game; the defaults are the standard game.

    Every field is an option of the rules file's Options table, with the same
    name and default. A bad value or a value of the wrong type raises
    :class:`~trickcore.ConfigError`.

    Attributes:
        blind_size: R3 — cards the bidder takes from the stock (0–3).
        target: R18 — the score that wins the game (a positive integer).
        all_pass: R8 — ``"redeal_same_dealer"``, ``"redeal_next_dealer"`` or ``"dealer_must_bid"``.
        high_low_rule: R15 — ``"ace_seven"`` or ``"highest_lowest_in_play"``.
        both_reach_target: R18 — ``"bidder_wins"`` or ``"higher_score"``.
        win_only_on_successful_bid: R19 — only a bidding team that made its contract can win.
        non_bidder_score_cap: R19 — cap on the non-bidding team's new score, or ``None``.

    Example:
        >>> Rules(blind_size=2).target
        15
        >>> Rules(blind_size=4)
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: blind_size must be 0, 1, 2 or 3, not 4
    """

    blind_size: int = attrs.field(default=0, validator=_validate_blind_size)
    target: int = attrs.field(default=15, validator=_validate_target)
    all_pass: AllPass = attrs.field(default="redeal_same_dealer", validator=_validate_literal)
    high_low_rule: HighLowRule = attrs.field(default="ace_seven", validator=_validate_literal)
    both_reach_target: BothReachTarget = attrs.field(default="bidder_wins", validator=_validate_literal)
    win_only_on_successful_bid: bool = attrs.field(default=False, validator=_validate_bool)
    non_bidder_score_cap: int | None = attrs.field(default=None, validator=_validate_cap)
