"""The options of a Smear game (the Options table of its rules page), validated at construction."""

from __future__ import annotations

from typing import Any, Final, Literal, get_args

import attrs

from trickcore.errors import ConfigError, excerpt
from trickcore.options import Check, Options, a_bool, an_int, house_rule, one_of, optional_int

__all__ = ["AllPass", "BothReachTarget", "HighLowRule", "JokerOrder", "LowGoesTo", "Rules"]

AllPass = Literal["redeal_same_dealer", "redeal_next_dealer", "dealer_must_bid"]
"""R8: what happens when all four players pass."""

HighLowRule = Literal["ace_seven", "highest_lowest_in_play"]
"""R15: which cards score High and Low."""

BothReachTarget = Literal["bidder_wins", "higher_score", "count_out"]
"""R18, H24–H26: who wins when both teams reach the target in the same hand."""

JokerOrder = Literal["first_wins", "second_wins"]
"""H3: which of two jokers wins a trick that holds no suited trump."""

LowGoesTo = Literal["player", "capturer"]
"""R15, H20: whether Low goes to the side that played the Low card or to the side that won its trick."""

PLAYERS: Final = (3, 4)
"""H1: the numbers of players: 4 in two partnerships, or 3 each for himself (cutthroat)."""

_SIDE_TABLES: Final = {4: (0, 1, 0, 1), 3: (0, 1, 2)}
"""H1: each seat's side by the number of players: partners opposite with four, every seat alone with three."""

HAND_CARDS: Final = 6
"""R5: the cards each player is dealt, which ``deal_packets`` add up to (H8)."""

MAX_BLIND: Final = 3
"""R3: the largest blind (the stock has 8 cards, and a bidder holds at most 9)."""


def _packets() -> Check:
    """H8: a non-empty tuple of positive integers adding up to 6."""

    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if (
            not isinstance(value, tuple)
            or not value
            or not all(part.__class__ is int and part > 0 for part in value)
            or sum(value) != HAND_CARDS
        ):
            raise ConfigError(
                f"{attribute.name} must be a tuple of positive integers adding up to {HAND_CARDS}, such as (3, 3), not {excerpt(value)}"
            )

    return Check(validate, {"minItems": 1, "maxItems": HAND_CARDS, "items": {"type": "integer", "minimum": 1, "maximum": HAND_CARDS}})


@attrs.frozen(kw_only=True, cache_hash=True)
class Rules(Options):
    """The options of a Four-Point Smear game; the defaults are the standard game.

    Attributes:
        blind_size: R3 — cards the bidder takes from the stock (0–3).
        target: R18 — the score that wins the game (a positive integer).
        all_pass: R8 — ``"redeal_same_dealer"``, ``"redeal_next_dealer"`` or ``"dealer_must_bid"``.
        high_low_rule: R15 — ``"ace_seven"`` or ``"highest_lowest_in_play"``.
        both_reach_target: R18, H24–H27 — ``"bidder_wins"``, ``"higher_score"`` or ``"count_out"``.
        win_only_on_successful_bid: R19 — only a bidding side that made its contract can win.
        non_bidder_score_cap: R19, H22 — cap on each non-bidding side's new score, or ``None``.
        players: H1 — 4, or 3: cutthroat, each player for himself (a side per seat, a stock of 14).
        jokers: H2–H6 — 0, or 2: Six-Point Smear's two jokers, trumps below the 7 of trump, a point each.
        joker_order: H3 — ``"first_wins"`` or ``"second_wins"``: which of two jokers wins a trick.
        deal_packets: H8 — the packets each player is dealt, in rounds from the dealer's left (adding up to 6).
        dealer_may_match: H11 — the dealer may take the contract by bidding equal to the standing bid.
        smudge: H12 — a bid of 5, the smudge: every trick and all four points, and the game at once.
        trump_named_at_discard: H14, H15 — the bidder names trump (``NameTrump``) before the discard,
            and its first lead must be a trump.
        protect_point_trumps: H17 — the bidder may never discard the A, J or 7 of trump.
        low_goes_to: H20 — ``"player"`` (R15) or ``"capturer"``: Low to the side that won its trick.

    The house rules (``players`` onward, and ``both_reach_target="count_out"``) are
    off by default and left out of a document at their defaults. ``smudge`` with
    ``jokers=2`` is refused (H13).

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
    players: int = house_rule(4, an_int(allowed=PLAYERS))
    jokers: int = house_rule(0, an_int(allowed=(0, 2)))
    joker_order: JokerOrder = house_rule("first_wins", one_of(get_args(JokerOrder)))
    deal_packets: tuple[int, ...] = house_rule((3, 3), _packets())
    dealer_may_match: bool = house_rule(False, a_bool())
    smudge: bool = house_rule(False, a_bool())
    trump_named_at_discard: bool = house_rule(False, a_bool())
    protect_point_trumps: bool = house_rule(False, a_bool())
    low_goes_to: LowGoesTo = house_rule("player", one_of(get_args(LowGoesTo)))

    def __attrs_post_init__(self) -> None:
        if self.smudge and self.jokers:
            raise ConfigError("smudge cannot be played with jokers=2: the top bid of 6 already asks for every point (H13)")

    @property
    def sides(self) -> int:
        """How many sides score (H1), 2 teams with four players or 3 players alone in cutthroat.

        Example:
            >>> Rules().sides, Rules(players=3).sides
            (2, 3)
        """
        return 2 if self.players == 4 else self.players

    @property
    def side_of(self) -> tuple[int, ...]:
        """Each seat's side (H1), what ``scores``, ``last_hand`` and ``winner`` are indexed by.

        Example:
            >>> Rules().side_of, Rules(players=3).side_of
            ((0, 1, 0, 1), (0, 1, 2))
        """
        return _SIDE_TABLES[self.players]

    @property
    def top_bid(self) -> int:
        """The highest bid, which ends the auction at once (H10) — 4, 5 with ``smudge``, 6 with two jokers."""
        return 4 + self.jokers if self.jokers else 5 if self.smudge else 4
