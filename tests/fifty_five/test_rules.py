"""R1–R3 and the Options table: Rules validation."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore import ConfigError
from trickcore.games import fifty_five as ff


def test_options_table_defaults() -> None:
    """The defaults are the Options table's."""
    rules = ff.Rules()
    assert (rules.players, rules.teams, rules.target) == (4, None, 55)
    assert rules.all_pass == "redeal_next_dealer"
    assert rules.first_lead == "left_of_dealer"
    assert rules.renege_forced_by == "led_card"
    assert rules.race_rule == "first_in_trick_order"


@pytest.mark.parametrize("players", range(2, 10))
def test_r1_two_to_nine_players(players: int) -> None:
    """R1: 2 to 9 players are accepted."""
    assert ff.Rules(players=players).players == players


@pytest.mark.parametrize("players", [1, 10, 0, -4, True, "4", 4.0, None])
def test_r1_bad_player_counts_raise(players: Any) -> None:
    """R1: fewer than 2, more than 9, or a non-int raise ConfigError."""
    with pytest.raises(ConfigError):
        ff.Rules(players=players)


@pytest.mark.parametrize(
    ("players", "teams"),
    [
        (4, ((0, 2), (1, 3))),
        (4, ((0, 1), (2, 3))),
        (6, ((0, 2, 4), (1, 3, 5))),
        (6, ((0, 3), (1, 4), (2, 5))),
        (8, ((0, 4), (1, 5), (2, 6), (3, 7))),
        (9, ((0, 3, 6), (1, 4, 7), (2, 5, 8))),
    ],
)
def test_r2_teams_partition_the_seats(players: int, teams: tuple[tuple[int, ...], ...]) -> None:
    """R2: any partition into at least 2 equal teams of 2 or more is accepted, in the order given."""
    rules = ff.Rules(players=players, teams=teams)
    assert rules.teams == teams and rules.sides == len(teams)
    for index, team in enumerate(teams):
        assert all(ff.side_of(rules, seat) == index for seat in team)


def test_r2_teams_accept_lists() -> None:
    """R2: teams given as lists are stored as tuples of tuples."""
    assert ff.Rules(teams=[[0, 2], [1, 3]]).teams == ((0, 2), (1, 3))


@pytest.mark.parametrize(
    ("players", "teams"),
    [
        (4, ((0, 1, 2), (3,))),  # unequal
        (4, ((0, 1, 2, 3),)),  # one team
        (4, ((0,), (1,), (2,), (3,))),  # teams of one
        (4, ((0, 2), (1, 1))),  # repeated seat, seat 3 missing
        (4, ((0, 2), (1, 4))),  # seat out of range
        (5, ((0, 2), (1, 3))),  # seat 4 left out
        (4, ((0, 2), (1, True))),  # bool seat
        (4, ((0, 2), (1, "3"))),  # str seat
        (4, "0213"),
        (4, 5),
        (4, ((0, 2), 13)),
    ],
)
def test_r2_bad_teams_raise(players: int, teams: Any) -> None:
    """R2: teams that are not a partition into equal teams of 2+ (or of the wrong type) raise ConfigError."""
    with pytest.raises(ConfigError):
        ff.Rules(players=players, teams=teams)


def test_r2_a_seat_that_is_not_an_int_is_named_in_the_error() -> None:
    """R2: a seat in teams that is not an int (a bool, a text) is refused with a message quoting it."""
    with pytest.raises(ConfigError, match=r"^a seat in teams must be an int, not True$"):
        ff.Rules(players=4, teams=((0, True), (1, 3)))
    with pytest.raises(ConfigError, match=r"^a seat in teams must be an int, not '2'$"):
        ff.Rules(players=4, teams=((0, "2"), (1, 3)))


@pytest.mark.parametrize("target", [5, 55, 110, 220])
def test_r3_target_positive_multiple_of_five(target: int) -> None:
    """R3: a positive multiple of 5 is accepted."""
    assert ff.Rules(target=target).target == target


@pytest.mark.parametrize("target", [0, -55, 52, 1, True, "55", 55.0])
def test_r3_bad_target_raises(target: Any) -> None:
    """R3: a target that is not a positive multiple of 5 (or not an int) raises ConfigError."""
    with pytest.raises(ConfigError):
        ff.Rules(target=target)


@pytest.mark.parametrize(
    ("field", "values"),
    [
        ("all_pass", ["redeal_next_dealer", "redeal_same_dealer", "dealer_must_bid"]),
        ("first_lead", ["left_of_dealer", "left_of_bidder", "bidder"]),
        ("renege_forced_by", ["led_card", "highest_trump_in_trick"]),
        ("race_rule", ["first_in_trick_order", "bidder_first"]),
    ],
)
def test_string_options_take_their_values_only(field: str, values: list[str]) -> None:
    """R13/R15/R17/R24: each string option takes exactly its listed values."""
    for value in values:
        good: dict[str, Any] = {field: value}
        assert getattr(ff.Rules(**good), field) == value
    for bad in ["nonsense", "", None, 1, values[0].upper()]:
        wrong: dict[str, Any] = {field: bad}
        with pytest.raises(ConfigError):
            ff.Rules(**wrong)


def test_rules_are_keyword_only_frozen_and_hashable() -> None:
    """Rules is a frozen, hashable value taking keywords only."""
    rules = ff.Rules(players=6)
    assert hash(rules) == hash(ff.Rules(players=6)) and rules == ff.Rules(players=6)
    with pytest.raises(TypeError):
        ff.Rules(6)  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        rules.players = 5  # type: ignore[misc]


def test_r2_r3_refusals_quote_the_bad_value() -> None:
    """R2/R3: too few teams and a target that is no multiple of 5 are refused with messages quoting the value."""
    with pytest.raises(ConfigError, match=r"^teams must list at least 2 teams, not <tuple of 1 items>$"):
        ff.Rules(players=4, teams=((0, 1, 2, 3),))
    with pytest.raises(ConfigError, match=r"^teams must all have the same size, at least 2, not <tuple of 2 items>$"):
        ff.Rules(players=5, teams=((0, 1, 2), (3, 4)))
    with pytest.raises(ConfigError, match=r"^teams must hold every seat 0\.\.3 exactly once, not <tuple of 2 items>$"):
        ff.Rules(players=4, teams=((0, 1), (1, 3)))
    with pytest.raises(ConfigError, match=r"^teams must be None or a sequence of teams of seats, not '01'$"):
        ff.Rules(players=4, teams="01")
    with pytest.raises(ConfigError, match=r"^each team must be a sequence of seats, not 3$"):
        ff.Rules(players=4, teams=((0, 1), 3))
    with pytest.raises(ConfigError, match=r"^target must be a positive multiple of 5, not 12$"):
        ff.Rules(target=12)
