"""Fifty-Six's house-rule combinations (H40): each refusal the rules name, and the combinations they allow."""

from __future__ import annotations

import random
import re

import pytest

from trickcore.errors import ConfigError
from trickcore.games import fifty_six
from trickcore.players import heuristic_player, ismcts_player, play_game

REFUSED: list[tuple[str, dict[str, object]]] = [
    ("points with affordable calls", {"scoring": "points", "restrict_calls_to_affordable": True}),
    ("points with starting tables", {"scoring": "points", "starting_tables": 20}),
    ("points with elimination", {"scoring": "points", "elimination": "cannot_pay"}),
    ("deals under tables", {"deals": 6}),
    ("deals under tables, default scoring named", {"scoring": "tables", "deals": 1}),
    ("stakes not from 28", {"stakes": ((30, 1, 2),)}),
    ("stakes not ascending", {"stakes": ((28, 1, 2), (40, 2, 3), (40, 3, 4))}),
    ("stakes above 56", {"stakes": ((28, 1, 2), (57, 2, 3))}),
    ("stakes with W of 0", {"stakes": ((28, 0, 2),)}),
    ("partner overcall below 29", {"partner_overcall_min": 28}),
    ("partner overcall above 56", {"partner_overcall_min": 57}),
    ("weak hand below 0", {"redeal_on_weak_hand": -1}),
    ("weak hand 14 at 4 players", {"redeal_on_weak_hand": 14}),
    ("weak hand 10 at 6 players", {"players": 6, "redeal_on_weak_hand": 10}),
    ("weak hand 7 at 8 players", {"players": 8, "redeal_on_weak_hand": 7}),
]


@pytest.mark.parametrize(("why", "options"), REFUSED, ids=[why for why, _ in REFUSED])
def test_h40_refusals(why: str, options: dict[str, object]) -> None:
    """H40: each combination or value the rules refuse is a ConfigError (a ValueError) at Rules(...)."""
    with pytest.raises(ConfigError):
        fifty_six.Rules(**options)  # type: ignore[arg-type]
    assert issubclass(ConfigError, ValueError), why


ALLOWED: list[dict[str, object]] = [
    {"hidden_trump": True, "thani": True},
    {"hidden_trump": True, "court_call": True},
    {"hidden_trump": True, "trump_lead_restricted": True, "must_trump_if_void": True, "must_overtrump": True},
    {"hidden_trump": True, "stop_play_when_decided": True},
    {"scoring": "points", "deals": 1, "thani": True, "court_call": True, "stakes": ((28, 1, 2), (40, 2, 3), (56, 3, 4))},
    {"scoring": "points", "redeal_if_team_has_no_jack": True, "redeal_on_weak_hand": 10},
    {"restrict_calls_to_affordable": True, "first_hand_must_bid": True, "thani": True, "partner_overcall_min": 40},
    {"restrict_calls_to_affordable": True, "redeal_if_team_has_no_jack": True, "starting_tables": 3, "elimination": "cannot_pay"},
    {"players": 8, "redeal_on_weak_hand": 3, "team_mode": "two_teams", "scoring": "points", "deals": 2},
]


@pytest.mark.parametrize("options", ALLOWED)
def test_h40_allowed_combinations_play(options: dict[str, object]) -> None:
    """H40: every other combination is allowed, and a random game under it ends."""
    rules = fifty_six.Rules(**options)  # type: ignore[arg-type]
    rng = random.Random(3)
    game = fifty_six.new_game(rules, seed=5)
    for _ in range(20_000):
        if game.phase is fifty_six.Phase.GAME_OVER:
            break
        if game.phase is fifty_six.Phase.HAND_OVER:
            game = fifty_six.deal(game, seed=rng.randrange(10**6))
        else:
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    assert game.phase is fifty_six.Phase.GAME_OVER and game.winner is not None


def test_built_in_players_play_the_new_options() -> None:
    """The heuristic plays whole games and ISMCTS a hand (both legally, to the end) under points, redeals and affordability."""
    heuristic = [heuristic_player("fifty-six", seed) for seed in range(4)]
    searching = [ismcts_player("fifty-six", seed, iterations=8) for seed in range(4)]
    for options in ALLOWED[4:8]:
        rules = fifty_six.Rules(**options)  # type: ignore[arg-type]
        game = play_game(fifty_six, rules, heuristic, seed=11)
        assert game.phase is fifty_six.Phase.GAME_OVER and game.winner is not None
        hand = play_game(fifty_six, rules, searching, seed=12, max_hands=1)
        assert hand.phase in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER) and hand.last_hand is not None


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"redeal_on_weak_hand": 7, "players": 8}, "redeal_on_weak_hand=7 with 8 players could void every deal: t·players must be below 56"),
        ({"scoring": "points", "elimination": "cannot_pay"},
         "elimination means nothing with scoring='points' (every team starts at 0; nobody pays or is eliminated)"),
        ({"scoring": "points", "restrict_calls_to_affordable": True},
         "restrict_calls_to_affordable means nothing with scoring='points' (every team starts at 0; nobody pays or is eliminated)"),
        ({"deals": 3}, "deals=3 needs scoring='points' (a tables game ends when one team is left)"),
    ],
)
def test_h32_h40_refused_combinations_say_why(options: dict[str, object], message: str) -> None:
    """H32, H40: options that mean nothing together are refused with a message naming them and saying why."""
    with pytest.raises(ConfigError, match=f"^{re.escape(message)}$"):
        fifty_six.Rules(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "option", ["hidden_trump", "thani", "court_call", "trump_lead_restricted", "must_trump_if_void", "must_overtrump", "stop_play_when_decided"]
)
def test_each_house_rule_of_play_alone_leaves_the_plain_fast_paths(option: str) -> None:
    """Each house rule of the play, alone, turns ``Rules.house`` on (the engine then plays by the house rules); with
    none of them it stays off."""
    assert fifty_six.Rules(**{option: True}).house is True  # type: ignore[arg-type]
    assert fifty_six.Rules().house is False


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"stakes": ()}, "stakes must be a non-empty tuple of (lowest bid, W, L) int triples, not ()"),
        ({"stakes": "x"}, "stakes must be a non-empty tuple of (lowest bid, W, L) int triples, not 'x'"),
        ({"stakes": ((30, 1, 2),)}, "stakes rows start at 28 and ascend to at most 56, not [30]"),
        ({"stakes": ((28, 1, 2), (28, 2, 3))}, "stakes rows start at 28 and ascend to at most 56, not [28, 28]"),
        ({"stakes": ((28, 0, 1),)}, "stakes amounts W and L are positive, not <tuple of 1 items>"),
        ({"redeal_on_weak_hand": 56}, "redeal_on_weak_hand must be None or an integer from 0 to 55, not 56"),
        ({"redeal_on_weak_hand": -1}, "redeal_on_weak_hand must be None or an integer from 0 to 55, not -1"),
        ({"partner_overcall_min": 28}, "partner_overcall_min must be None or an integer from 29 to 56, not 28"),
        ({"partner_overcall_min": 57}, "partner_overcall_min must be None or an integer from 29 to 56, not 57"),
    ],
)
def test_h27_h29_h32_bad_stakes_and_bounds_are_refused_quoting_the_value(options: dict[str, object], message: str) -> None:
    """H27, H29, H32: a bad stakes table, partner-overcall floor or weak-hand bound is refused with a message that says
    which rule it breaks and quotes the value (a weak hand of 56 by the bound itself, before the check with the players)."""
    with pytest.raises(ConfigError, match=f"^{re.escape(message)}$"):
        fifty_six.Rules(**options)  # type: ignore[arg-type]


def test_h29_the_partner_overcall_floor_takes_every_bid_from_29_to_56() -> None:
    """H29: both ends of the partner-overcall floor's range are accepted."""
    assert (fifty_six.Rules(partner_overcall_min=29).partner_overcall_min, fifty_six.Rules(partner_overcall_min=56).partner_overcall_min) == (29, 56)
