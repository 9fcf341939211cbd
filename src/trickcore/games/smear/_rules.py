"""The options of a Smear game (the Options table of its rules page), validated at construction."""

from __future__ import annotations

from typing import Final, Literal, get_args

import attrs

from trickcore.options import Options, a_bool, an_int, one_of, optional_int

__all__ = ["AllPass", "BothReachTarget", "HighLowRule", "Rules"]

AllPass = Literal["redeal_same_dealer", "redeal_next_dealer", "dealer_must_bid"]
"""R8: what happens when all four players pass."""

HighLowRule = Literal["ace_seven", "highest_lowest_in_play"]
"""R15: which cards score High and Low."""

BothReachTarget = Literal["bidder_wins", "higher_score"]
"""R18: who wins when both teams reach the target in the same hand."""

MAX_BLIND: Final = 3
"""R3: the largest blind (the stock has 8 cards, and a bidder holds at most 9)."""


@attrs.frozen(kw_only=True)
class Rules(Options):
    """The options of a Four-Point Smear game; the defaults are the standard game.

    Every field is an option of the rules page's Options table, with the same
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
        trickcore.errors.ConfigError: blind_size must be one of 0, 1, 2, 3, not 4
    """

    blind_size: int = attrs.field(default=0, validator=an_int(allowed=range(MAX_BLIND + 1)))
    target: int = attrs.field(default=15, validator=an_int(minimum=1))
    all_pass: AllPass = attrs.field(default="redeal_same_dealer", validator=one_of(get_args(AllPass)))
    high_low_rule: HighLowRule = attrs.field(default="ace_seven", validator=one_of(get_args(HighLowRule)))
    both_reach_target: BothReachTarget = attrs.field(default="bidder_wins", validator=one_of(get_args(BothReachTarget)))
    win_only_on_successful_bid: bool = attrs.field(default=False, validator=a_bool())
    non_bidder_score_cap: int | None = attrs.field(default=None, validator=optional_int())
