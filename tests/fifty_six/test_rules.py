"""Rules: every option of the Options table, validated (R1, R2, R7)."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore import ConfigError
from trickcore.games import fifty_six


def test_defaults_are_the_standard_game() -> None:
    """The defaults: 4 players in pairs, 12 tables, doubles allowed, first hand leads, zero-tables elimination."""
    rules = fifty_six.Rules()
    assert (rules.players, rules.team_mode, rules.starting_tables) == (4, "pairs", 12)
    assert (rules.first_hand_must_bid, rules.pass_is_final, rules.allow_double) == (False, False, True)
    assert rules.higher_bid_cancels_double is True and rules.hidden_trump is False
    assert (rules.opening_leader, rules.elimination) == ("first_hand", "zero_tables")


@pytest.mark.parametrize("players", [5, 2, 0, 10, "4", 4.0, True, None])
def test_r1_players_must_be_4_6_or_8(players: Any) -> None:
    """R1: any player count but the ints 4, 6 and 8 is a ConfigError."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(players=players)


def test_r2_team_of_pairs() -> None:
    """R2: in pairs, team(i) = i mod (n/2); partners sit opposite."""
    assert [fifty_six.Rules(players=6).team_of(seat) for seat in range(6)] == [0, 1, 2, 0, 1, 2]
    assert [fifty_six.Rules(players=8).team_of(seat) for seat in range(8)] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert fifty_six.Rules(players=8).teams == 4 and fifty_six.Rules(players=6).team_seats(2) == (2, 5)


def test_r2_team_of_two_teams() -> None:
    """R2: in two teams, team(i) = i mod 2, whatever the player count."""
    rules = fifty_six.Rules(players=8, team_mode="two_teams")
    assert [rules.team_of(seat) for seat in range(8)] == [0, 1] * 4 and rules.teams == 2


def test_r2_four_players_modes_agree() -> None:
    """R2: with 4 players the two modes give the same teams."""
    pairs, two = fifty_six.Rules(), fifty_six.Rules(team_mode="two_teams")
    assert [pairs.team_of(s) for s in range(4)] == [two.team_of(s) for s in range(4)]


def test_r2_team_of_on_game_and_module_match_rules() -> None:
    """R2: Game.team_of and fifty_six.team_of agree with Rules.team_of."""
    rules = fifty_six.Rules(players=6)
    game = fifty_six.new_game(rules, seed=1)
    assert [game.team_of(s) for s in range(6)] == [fifty_six.team_of(rules, s) for s in range(6)] == [0, 1, 2] * 2


@pytest.mark.parametrize("tables", [0, -1, True, "12", 1.5])
def test_r7_starting_tables_must_be_positive_int(tables: Any) -> None:
    """R7: starting_tables is a positive int (0, negatives, bools and strings raise)."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(starting_tables=tables)


@pytest.mark.parametrize(
    "option", ["first_hand_must_bid", "pass_is_final", "allow_double", "higher_bid_cancels_double"]
)
def test_bool_options_reject_non_bools(option: str) -> None:
    """Yes/no options take only True or False."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(**{option: 1})  # type: ignore[arg-type]
    assert getattr(fifty_six.Rules(**{option: True}), option) is True  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("option", "good", "bad"),
    [
        ("team_mode", "two_teams", "teams"),
        ("opening_leader", "declarer", "dealer"),
        ("elimination", "cannot_pay", "never"),
    ],
)
def test_string_options_take_their_literals(option: str, good: str, bad: str) -> None:
    """String options accept their listed values only."""
    assert getattr(fifty_six.Rules(**{option: good}), option) == good  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        fifty_six.Rules(**{option: bad})  # type: ignore[arg-type]


def test_hidden_trump_is_not_supported_yet() -> None:
    """The hidden-trump extension: the field exists, True is refused as not supported yet."""
    assert fifty_six.Rules(hidden_trump=False).hidden_trump is False
    with pytest.raises(ConfigError, match=r"^hidden_trump=True is not supported yet \(a later extension of the rules\)$"):
        fifty_six.Rules(hidden_trump=True)
    with pytest.raises(ConfigError, match=r"^hidden_trump must be True or False, not 1$"):
        fifty_six.Rules(hidden_trump=1)  # type: ignore[arg-type]


def test_rules_are_keyword_only_and_frozen() -> None:
    """Rules are a frozen, hashable value built from keywords."""
    rules = fifty_six.Rules(players=6)
    assert rules == fifty_six.Rules(players=6) and hash(rules) == hash(fifty_six.Rules(players=6))
    with pytest.raises(TypeError):
        fifty_six.Rules(6)  # type: ignore[call-arg]
