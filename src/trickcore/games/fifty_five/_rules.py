"""The options of a Fifty-Five game (the Options table of its rules page), validated at construction."""

from __future__ import annotations

from typing import Final, Literal, get_args

import attrs

from trickcore.errors import ConfigError, excerpt
from trickcore.options import OPTIONAL_IF_DEFAULT, Check, Options, a_bool, an_int, one_of

from trickcore.games.fifty_five._cards import STANDARD_TABLES, TABLES, CardTables, Obligations

__all__ = [
    "AllPass",
    "BestTrumpBonus",
    "BidLadder",
    "FirstLead",
    "HoldReopens",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "RaceRule",
    "RenegeForcedBy",
    "Renegeable",
    "Rules",
    "TrumpNamed",
    "is_standard",
    "side_of",
]

AllPass = Literal["redeal_next_dealer", "redeal_same_dealer", "dealer_must_bid"]
"""R13: what happens when everyone passes."""

FirstLead = Literal["left_of_dealer", "left_of_bidder", "bidder"]
"""R15: who leads the first trick."""

RenegeForcedBy = Literal["led_card", "highest_trump_in_trick"]
"""R17: the card a top trump must outrank to be withheld."""

RaceRule = Literal["first_in_trick_order", "bidder_first"]
"""R24: who wins when a hand takes sides to the target."""

BidLadder = Literal["fifty_five", "thirty_for_sixty"]
"""H11: the bids, 10–25 and the jink 60, or 15–25 and the jink 30 ("30 for 60")."""

HoldReopens = Literal["previous_high_bidder", "all_unpassed"]
"""H15/H17: after the dealer holds or bids, the duel (R12) or open bidding among all who have not passed."""

TrumpNamed = Literal["after_kitty", "before_kitty"]
"""H18: whether the bidder names trump after the kitty and discard (R14) or before taking the kitty."""

Renegeable = Literal["top_trumps", "five_only", "none"]
"""H20: the trumps that may be withheld on a trump lead."""

BestTrumpBonus = Literal["highest_trump", "top_trumps_only", "none"]
"""H23: when the +5 of the best trump is paid."""

MIN_PLAYERS: Final = 2
"""R1: the fewest players."""

MAX_PLAYERS: Final = 9
"""R1: the most players (9 hands of 5 and a kitty of 5 leave 2 cards undealt)."""

Teams = tuple[tuple[int, ...], ...]
"""R2: a partition of the seats into teams of equal size, in the order given."""


def _check_int(name: str, value: object) -> int:
    """An ``int`` (``bool`` rejected)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be an int, not {excerpt(value)}")
    return value


def _teams(value: object) -> Teams | None:
    """Store ``teams`` as a tuple of tuples of seats (lists accepted), or ``None``."""
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, (tuple, list)):
        raise ConfigError(f"teams must be None or a sequence of teams of seats, not {excerpt(value)}")
    teams = []
    for team in value:
        if isinstance(team, (str, bytes)) or not isinstance(team, (tuple, list)):
            raise ConfigError(f"each team must be a sequence of seats, not {excerpt(team)}")
        teams.append(tuple(_check_int("a seat in teams", seat) for seat in team))
    return tuple(teams)


def _check_teams(instance: Rules, attribute: attrs.Attribute[Teams | None], value: Teams | None) -> None:
    """R2: a partition of every seat into at least 2 teams of equal size, at least 2 each."""
    if value is None:
        return
    players = instance.players
    if len(value) < 2:
        raise ConfigError(f"teams must list at least 2 teams, not {excerpt(value)}")
    sizes = {len(team) for team in value}
    if len(sizes) != 1 or min(sizes) < 2:
        raise ConfigError(f"teams must all have the same size, at least 2, not {excerpt(value)}")
    seats = sorted(seat for team in value for seat in team)
    if seats != list(range(players)):
        raise ConfigError(f"teams must hold every seat 0..{players - 1} exactly once, not {excerpt(value)}")


_validate_teams: Final = Check(
    _check_teams,
    {
        "anyOf": [
            {"type": "null"},
            {
                "type": "array",
                "minItems": 2,
                "maxItems": MAX_PLAYERS // 2,
                "items": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": MAX_PLAYERS // 2,
                    "items": {"type": "integer", "minimum": 0, "maximum": MAX_PLAYERS - 1},
                },
            },
        ]
    },
)
"""R2: the check of ``teams``, and the shape JSON Schema can say (the partition itself it cannot)."""

_positive_int = an_int(minimum=5)


def _check_target(instance: Rules, attribute: attrs.Attribute[int], value: int) -> None:
    """R3: a positive multiple of 5."""
    _positive_int(instance, attribute, value)
    if value % 5:
        raise ConfigError(f"target must be a positive multiple of 5, not {excerpt(value)}")


_validate_target: Final = Check(_check_target, {"type": "integer", "minimum": 5, "multipleOf": 5})

_HOUSE: Final = {OPTIONAL_IF_DEFAULT: True}
"""The house rules (H1–H26) are left out of JSON while they hold their default (the standard game)."""


def _check_renegeable(instance: Rules, attribute: attrs.Attribute[str], value: str) -> None:
    """H20, and H22: ``renege_forced_by="highest_trump_in_trick"`` needs the top trumps renegeable."""
    _renegeable_values(instance, attribute, value)
    if value != "top_trumps" and instance.renege_forced_by == "highest_trump_in_trick":
        raise ConfigError(
            f"renege_forced_by='highest_trump_in_trick' needs renegeable='top_trumps', not {excerpt(value)} "
            "(the 5 of trumps outranks every card, so the option would change nothing)"
        )


_renegeable_values: Final = one_of(get_args(Renegeable))
_validate_renegeable: Final = Check(_check_renegeable, _renegeable_values.schema)


@attrs.frozen(kw_only=True, cache_hash=True)
class Rules(Options):
    """The options of a Fifty-Five game; the defaults are the standard four-player game.

    Attributes:
        players: R1 — 2 to 9.
        teams: R2 — ``None`` (everyone alone) or a partition of the seats into at
            least 2 teams of equal size ≥ 2, such as ``((0, 2), (1, 3))``; scores
            are kept per team in this order.
        target: R3 — the score that wins (a positive multiple of 5).
        all_pass: R13 — ``"redeal_next_dealer"``, ``"redeal_same_dealer"`` or ``"dealer_must_bid"``.
        first_lead: R15 — ``"left_of_dealer"``, ``"left_of_bidder"`` or ``"bidder"``.
        renege_forced_by: R17 — ``"led_card"`` or ``"highest_trump_in_trick"``.
        race_rule: R24 — ``"first_in_trick_order"`` or ``"bidder_first"``.
        joker: H1–H5 — a 53-card pack with a joker, always a trump, just below the J of trumps.
        draw_after_trump: H6–H10 — after trump, every other player discards and draws (``Phase.EXCHANGE``).
        bid_ladder: H11–H14 — ``"fifty_five"`` (R11) or ``"thirty_for_sixty"`` (15–30, 30 is the jink).
        hold_reopens: H15–H17 — ``"previous_high_bidder"`` (the duel, R12) or ``"all_unpassed"``.
        trump_named: H18–H19 — ``"after_kitty"`` (R14) or ``"before_kitty"``.
        renegeable: H20–H22 — ``"top_trumps"`` (R17), ``"five_only"`` or ``"none"``.
        best_trump_bonus: H23–H24 — ``"highest_trump"`` (R19), ``"top_trumps_only"`` or ``"none"``.

    Example:
        >>> Rules(players=6, teams=[[0, 2, 4], [1, 3, 5]]).teams
        ((0, 2, 4), (1, 3, 5))
        >>> Rules(players=4).sides
        4
        >>> Rules(target=52)
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: target must be a positive multiple of 5, not 52
        >>> Rules(bid_ladder="thirty_for_sixty").bid_ladder
        'thirty_for_sixty'
    """

    players: int = attrs.field(default=4, validator=an_int(minimum=MIN_PLAYERS, maximum=MAX_PLAYERS))
    teams: Teams | None = attrs.field(default=None, converter=_teams, validator=_validate_teams)
    target: int = attrs.field(default=55, validator=_validate_target)
    all_pass: AllPass = attrs.field(default="redeal_next_dealer", validator=one_of(get_args(AllPass)))
    first_lead: FirstLead = attrs.field(default="left_of_dealer", validator=one_of(get_args(FirstLead)))
    renege_forced_by: RenegeForcedBy = attrs.field(default="led_card", validator=one_of(get_args(RenegeForcedBy)))
    race_rule: RaceRule = attrs.field(default="first_in_trick_order", validator=one_of(get_args(RaceRule)))
    joker: bool = attrs.field(default=False, validator=a_bool(), metadata=_HOUSE)
    draw_after_trump: bool = attrs.field(default=False, validator=a_bool(), metadata=_HOUSE)
    bid_ladder: BidLadder = attrs.field(default="fifty_five", validator=one_of(get_args(BidLadder)), metadata=_HOUSE)
    hold_reopens: HoldReopens = attrs.field(
        default="previous_high_bidder", validator=one_of(get_args(HoldReopens)), metadata=_HOUSE
    )
    trump_named: TrumpNamed = attrs.field(default="after_kitty", validator=one_of(get_args(TrumpNamed)), metadata=_HOUSE)
    renegeable: Renegeable = attrs.field(default="top_trumps", validator=_validate_renegeable, metadata=_HOUSE)
    best_trump_bonus: BestTrumpBonus = attrs.field(
        default="highest_trump", validator=one_of(get_args(BestTrumpBonus)), metadata=_HOUSE
    )
    _sides: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False, default=())
    _cards: CardTables = attrs.field(init=False, eq=False, repr=False, default=STANDARD_TABLES)
    _obligations: Obligations = attrs.field(init=False, eq=False, repr=False, default=())
    _ranks: tuple[tuple[int, ...], ...] = attrs.field(init=False, eq=False, repr=False, default=())
    _standard: bool = attrs.field(init=False, eq=False, repr=False, default=True)

    def __attrs_post_init__(self) -> None:
        # The seat-to-side table, and the card tables of the pack and renege rule in play
        # (H1, H20), are derived once, after the validators have passed (the attrs way to
        # fill a derived field of a frozen class).
        object.__setattr__(self, "_sides", _side_table(self))
        tables = TABLES[self.joker]
        object.__setattr__(self, "_cards", tables)
        object.__setattr__(self, "_obligations", tables.obligations[self.renegeable])
        object.__setattr__(self, "_ranks", tables.trump_rank)
        object.__setattr__(self, "_standard", all(getattr(self, name) == default for name, default in _STANDARD.items()))
    @property
    def sides(self) -> int:
        """How many sides there are (R2), one per player or one per team."""
        return self.players if self.teams is None else len(self.teams)

    @property
    def side_of(self) -> tuple[int, ...]:
        """Each seat's side (R2), the seat itself or the index of its team.

        Example:
            >>> Rules(teams=((0, 2), (1, 3))).side_of
            (0, 1, 0, 1)
        """
        return self._sides


def _side_table(rules: Rules) -> tuple[int, ...]:
    """The side of every seat of ``rules`` (computed once, when the rules are made)."""
    if rules.teams is None:
        return tuple(range(rules.players))
    sides = [0] * rules.players
    for index, team in enumerate(rules.teams):
        for seat in team:
            sides[seat] = index
    return tuple(sides)


def side_of(rules: Rules, seat: int) -> int:
    """R2: the side of ``seat``: the seat itself, or the index of its team in ``rules.teams``.

    Scores, ``last_hand.points`` and ``winner`` are indexed by side.

    Example:
        >>> side_of(Rules(teams=((0, 2), (1, 3))), 3)
        1
    """
    return rules._sides[seat]


_STANDARD: Final = {
    field.name: field.default
    for field in attrs.fields(Rules)
    if field.metadata.get(OPTIONAL_IF_DEFAULT)
}
"""The house rules' defaults: the standard game."""


def is_standard(rules: Rules) -> bool:
    """Whether ``rules`` use none of the house rules (H1–H26): a game version 1 of the rules can hold.

    Example:
        >>> is_standard(Rules(players=6, target=110)), is_standard(Rules(renegeable="none"))
        (True, False)
    """
    return rules._standard
