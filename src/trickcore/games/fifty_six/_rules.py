"""The options of Fifty-Six: one frozen, validated :class:`Rules` value.

Every option on the rules page's Options table is a keyword field with the same
name and default; a bad value, or a value of the wrong type, raises
:class:`~trickcore.errors.ConfigError` at construction.
"""

from __future__ import annotations

from typing import Any, Final, Literal, get_args

import attrs

from trickcore.errors import ConfigError, excerpt
from trickcore.options import OPTIONAL_IF_DEFAULT, Check, Options, a_bool, an_int, one_of

__all__ = ["DEFAULT_STAKES", "Elimination", "OpeningLeader", "Rules", "Scoring", "TeamMode"]

TeamMode = Literal["pairs", "two_teams"]
"""How seats form teams (R2)."""
OpeningLeader = Literal["first_hand", "declarer"]
"""Who leads the first trick (R18)."""
Elimination = Literal["zero_tables", "cannot_pay"]
"""Which teams leave the game after settling (R26)."""
Scoring = Literal["tables", "points"]
"""How hands are scored: R22–R28's tables, or the points of a fixed number of deals (H22–H26)."""

PLAYER_COUNTS: Final = (4, 6, 8)
"""The numbers of players the game allows (R1)."""

DEFAULT_STAKES: Final = ((28, 1, 2), (40, 2, 3), (48, 3, 4), (56, 4, 5))
"""R23's chart: rows of (lowest bid, tables won if made, tables paid if failed)."""


def _check_stakes(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """H27: rows (lowest bid, W, L) of ints, the first at 28, ascending, none above 56, W and L positive."""
    rows = value if isinstance(value, tuple) else None
    if not rows or not all(
        isinstance(row, tuple) and len(row) == 3 and all(isinstance(x, int) and not isinstance(x, bool) for x in row)
        for row in rows
    ):
        raise ConfigError(f"stakes must be a non-empty tuple of (lowest bid, W, L) int triples, not {excerpt(value)}")
    lows = [row[0] for row in rows]
    if lows[0] != 28 or any(a >= b for a, b in zip(lows, lows[1:])) or lows[-1] > 56:
        raise ConfigError(f"stakes rows start at 28 and ascend to at most 56, not {excerpt(lows)}")
    if any(win < 1 or loss < 1 for _, win, loss in rows):
        raise ConfigError(f"stakes amounts W and L are positive, not {excerpt(value)}")


def _check_overcall(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """H29: ``None`` or an int from 29 to 56."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 29 <= value <= 56):
        raise ConfigError(f"{attribute.name} must be None or an integer from 29 to 56, not {excerpt(value)}")


def _check_weak_hand(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
    """H32: ``None`` or an int t ≥ 0 (``t·players < 56`` is checked with the players)."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 56):
        raise ConfigError(f"{attribute.name} must be None or an integer from 0 to 55, not {excerpt(value)}")


_weak_hand_check: Final = Check(_check_weak_hand, {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 55}, {"type": "null"}]})

_overcall_check: Final = Check(_check_overcall, {"anyOf": [{"type": "integer", "minimum": 29, "maximum": 56}, {"type": "null"}]})

_stakes_check: Final = Check(
    _check_stakes,
    {
        "minItems": 1,
        "items": {
            "type": "array",
            "prefixItems": [{"type": "integer", "minimum": 28, "maximum": 56}, {"type": "integer", "minimum": 1}, {"type": "integer", "minimum": 1}],
            "items": False,
            "minItems": 3,
        },
    },
)


def _check_combinations(rules: Rules) -> None:
    """H40: the options that mean nothing together (and H32's bound, which needs the players)."""
    weak = rules.redeal_on_weak_hand
    if weak is not None and weak * rules.players >= 56:
        raise ConfigError(
            f"redeal_on_weak_hand={weak} with {rules.players} players could void every deal: t·players must be below 56"
        )
    if rules.scoring == "points":
        for name in ("starting_tables", "elimination", "restrict_calls_to_affordable"):
            if getattr(rules, name) != _DEFAULTS[name]:
                raise ConfigError(f"{name} means nothing with scoring='points' (every team starts at 0; nobody pays or is eliminated)")
    elif rules.deals != _DEFAULTS["deals"]:
        raise ConfigError(f"deals={rules.deals} needs scoring='points' (a tables game ends when one team is left)")


@attrs.frozen(kw_only=True, cache_hash=True)
class Rules(Options):
    """The variant of Fifty-Six being played; the defaults are the standard game.

    Attributes:
        players: 4, 6 or 8 players (R1).
        team_mode: ``"pairs"`` (teams of two, ``team(i) = i mod (n/2)``) or
            ``"two_teams"`` (``team(i) = i mod 2``) (R2).
        starting_tables: tables each team starts with (R7).
        first_hand_must_bid: the seat after the dealer must open with a bid (R16).
        pass_is_final: once passed, a player may only pass (R11).
        allow_double: double and redouble are allowed (R13–R15).
        higher_bid_cancels_double: a higher bid after a double is legal and cancels
            it; if ``False`` nobody may bid after a double (R15).
        opening_leader: ``"first_hand"`` (the seat after the dealer) or
            ``"declarer"`` leads the first trick (R18).
        elimination: ``"zero_tables"`` (a team left with 0 tables leaves) or
            ``"cannot_pay"`` (only a team that could not pay in full leaves) (R26).
        hidden_trump: house rule H1–H12: bids name no suit; the declarer conceals a
            card whose suit becomes trumps when a player asks for it (as in Twenty-Eight).
        thani: house rule H13–H17: a player may undertake to win every trick alone.
        court_call: house rule H18–H21: the declarer may bet that its team wins every
            remaining trick, for double stakes.
        partner_overcall_min: house rule H29: over a teammate's standing bid, after a
            pass, a bid must reach this value (29–56); ``None``: no limit.
        trump_lead_restricted: house rule H35: no trump is led until trumps are broken
            (a completed trick holds one), unless the hand holds nothing else.
        must_trump_if_void: house rule H36: a seat that cannot follow plays a trump if it holds one.
        must_overtrump: house rule H37: a trump played to a trick holding a trump beats
            the highest one there, if the seat holds such a trump.
        stop_play_when_decided: house rule H38–H39: the hand ends after the trick that
            decides the contract.
        stakes: house rule H27–H28: the win/loss chart, rows of (lowest bid, W, L);
            the default is R23's.
        scoring: house rule H22–H26: ``"tables"`` (R22–R28) or ``"points"``: every team
            starts at 0, scores what its contracts earn and nobody is eliminated.
        restrict_calls_to_affordable: house rule H33–H34: a team bids, doubles or
            redoubles only when its tables cover the most the call could cost it.
        redeal_if_team_has_no_jack: house rule H30–H32: a deal where the players of some
            team hold no jack between them is void, and the same dealer deals again.
        redeal_on_weak_hand: house rule H30–H32: with a value t, a deal where some
            player's hand is worth at most t card points is void (``t·players < 56``).
        deals: house rule H25–H26: how many hands played to a result end a points
            game (then one more at a time while the top score is tied).

    Example:
        >>> rules = Rules(players=6)
        >>> rules.teams, [rules.team_of(seat) for seat in range(6)]
        (3, [0, 1, 2, 0, 1, 2])
        >>> Rules(players=5)
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: players must be one of 4, 6, 8, not 5
    """

    players: int = attrs.field(default=4, validator=an_int(allowed=PLAYER_COUNTS))
    team_mode: TeamMode = attrs.field(default="pairs", validator=one_of(get_args(TeamMode)))
    starting_tables: int = attrs.field(default=12, validator=an_int(minimum=1))
    first_hand_must_bid: bool = attrs.field(default=False, validator=a_bool())
    pass_is_final: bool = attrs.field(default=False, validator=a_bool())
    allow_double: bool = attrs.field(default=True, validator=a_bool())
    higher_bid_cancels_double: bool = attrs.field(default=True, validator=a_bool())
    opening_leader: OpeningLeader = attrs.field(default="first_hand", validator=one_of(get_args(OpeningLeader)))
    elimination: Elimination = attrs.field(default="zero_tables", validator=one_of(get_args(Elimination)))
    hidden_trump: bool = attrs.field(default=False, validator=a_bool())
    thani: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    court_call: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    partner_overcall_min: int | None = attrs.field(
        default=None, validator=_overcall_check, metadata={OPTIONAL_IF_DEFAULT: True}
    )
    trump_lead_restricted: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    must_trump_if_void: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    must_overtrump: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    stop_play_when_decided: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    stakes: tuple[tuple[int, int, int], ...] = attrs.field(
        default=DEFAULT_STAKES, validator=_stakes_check, metadata={OPTIONAL_IF_DEFAULT: True}
    )
    restrict_calls_to_affordable: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    redeal_if_team_has_no_jack: bool = attrs.field(default=False, validator=a_bool(), metadata={OPTIONAL_IF_DEFAULT: True})
    redeal_on_weak_hand: int | None = attrs.field(default=None, validator=_weak_hand_check, metadata={OPTIONAL_IF_DEFAULT: True})
    scoring: Scoring = attrs.field(default="tables", validator=one_of(get_args(Scoring)), metadata={OPTIONAL_IF_DEFAULT: True})
    deals: int = attrs.field(default=12, validator=an_int(minimum=1), metadata={OPTIONAL_IF_DEFAULT: True})
    _team_table: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False, default=())
    _house: bool = attrs.field(init=False, eq=False, repr=False, default=False)

    def __attrs_post_init__(self) -> None:
        _check_combinations(self)
        # Each seat's team, derived once after the validators have passed (the attrs
        # way to fill a derived field of a frozen class): the engines ask it per trick.
        teams = self.players // 2 if self.team_mode == "pairs" else 2
        object.__setattr__(self, "_team_table", tuple(seat % teams for seat in range(self.players)))
        object.__setattr__(self, "_house", self.hidden_trump or self.thani or self.court_call or self.trump_lead_restricted or self.must_trump_if_void or self.must_overtrump or self.stop_play_when_decided)

    @property
    def house(self) -> bool:
        """Whether any house rule of the third version is on (the engine's plain fast paths are then left)."""
        return self._house

    @property
    def teams(self) -> int:
        """The number of teams (R2), ``n/2`` in pairs mode and 2 in two-teams mode."""
        return self.players // 2 if self.team_mode == "pairs" else 2

    def team_of(self, seat: int) -> int:
        """The team of ``seat`` (R2): ``seat mod (n/2)`` for pairs, ``seat mod 2`` for two teams.

        Example:
            >>> Rules(players=8, team_mode="two_teams").team_of(5)
            1
        """
        return self._team_table[seat]

    def team_seats(self, team: int) -> tuple[int, ...]:
        """The seats of ``team``, in seat order.

        Example:
            >>> Rules(players=6).team_seats(1)
            (1, 4)
        """
        return tuple(seat for seat in range(self.players) if seat % self.teams == team)


_DEFAULTS: Final[dict[str, object]] = {field.name: field.default for field in attrs.fields(Rules)}
"""Every option's default (H40 refuses some non-defaults together)."""
