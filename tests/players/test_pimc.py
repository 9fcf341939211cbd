"""The PIMC player: legal whole games in every ruleset, deterministic per seed, a lineup kind."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import SOLVED_CARDS, PIMCPlayer, heuristic_player, ismcts_player, pimc_player, play_game
from trickcore.simulation import PLAYER_KINDS

CASES = [
    (fifty_six, fifty_six.Rules()),
    (fifty_six, fifty_six.Rules(players=6)),
    (smear, smear.Rules()),
    (fifty_five, fifty_five.Rules()),
    (fifty_five, fifty_five.Rules(players=7)),
]


def _record(ruleset: Any, rules: Any, seed: int) -> tuple[Any, ...]:
    """The actions of a game's first two hands played by PIMC players (a few worlds each, the fast fallback)."""
    players = [
        pimc_player(ruleset.NAME, seed=f"{seed}:{seat}", worlds=2, fallback="heuristic")
        for seat in range(getattr(rules, "players", 4))
    ]
    game = play_game(ruleset, rules, players, seed=seed, max_hands=2)
    return tuple(game.history.actions)


@pytest.mark.parametrize(("ruleset", "rules"), CASES, ids=lambda case: getattr(case, "NAME", repr(case)))
def test_pimc_plays_legal_games_deterministically(ruleset: Any, rules: Any) -> None:
    """PIMC players play hands to the end (play_game checks every action) and equal seeds play them alike."""
    assert _record(ruleset, rules, 3) == _record(ruleset, rules, 3)


def test_pimc_chooses_by_the_solver_late_in_the_hand() -> None:
    """With few cards left the player picks an action of best mean solved value over its samples."""
    game = fifty_five.new_game(seed=2, dealer=0)
    while game.phase is not fifty_five.Phase.PLAY or sum(map(len, game.hands)) > SOLVED_CARDS["fifty-five"]:
        game = fifty_five.apply(game, fifty_five.legal_actions(game)[-1])
    seat = game.to_act
    assert seat is not None
    player = pimc_player("fifty-five", seed=5, worlds=3)
    action = player.act(fifty_five.view(game, seat))
    assert action in fifty_five.legal_actions(game)
    assert isinstance(player, PIMCPlayer) and player.worlds == 3


def test_pimc_leaves_smear_s_pitch_to_its_fallback() -> None:
    """Smear's first lead names trump: PIMC plays its fallback's pitch (here the heuristic player's), and solves once
    trump is named."""
    for seed in range(4):
        game = smear.new_game(seed=seed, dealer=3)
        bidders = [heuristic_player("smear", seed=f"{seed}:{seat}") for seat in range(4)]
        while game.phase is not smear.Phase.PLAY:
            assert game.to_act is not None
            game = smear.apply(game, bidders[game.to_act].act(smear.view(game, game.to_act)))
        seat = game.to_act
        assert seat is not None and game.trump is None
        pitch = pimc_player("smear", seed=seed, worlds=2, fallback="heuristic").act(smear.view(game, seat))
        assert pitch == heuristic_player("smear", seed=f"{seed}:heuristic").act(smear.view(game, seat))
        game = smear.apply(game, pitch)
        assert game.trump is not None and sum(map(len, game.hands)) <= SOLVED_CARDS["smear"]


def test_pimc_refuses_bad_worlds_and_is_a_lineup_kind() -> None:
    """worlds must be a positive int; "pimc" names the player in simulate lineups."""
    for bad in (0, -1, True, 2.5):
        with pytest.raises(ValueError, match="worlds"):
            pimc_player("smear", worlds=bad)  # type: ignore[arg-type]
    for junk in ("random", "ISMCTS", None, "x" * 1000):
        with pytest.raises(ValueError, match="fallback") as caught:
            pimc_player("smear", fallback=junk)  # type: ignore[call-overload]
        assert len(str(caught.value)) < 200
    assert isinstance(PLAYER_KINDS["pimc"]("smear", "1/0"), PIMCPlayer)


def test_pimc_bids_as_ismcts_by_default() -> None:
    """By default PIMC's auction is its ISMCTS fallback's (seeded from its own seed): the same call as that player's."""
    game = smear.new_game(seed=4, dealer=3)
    seat = game.to_act
    assert seat is not None
    seen = smear.view(game, seat)
    call = pimc_player("smear", seed=9).act(seen)
    assert call == ismcts_player("smear", seed="9:ismcts").act(seen)
    assert pimc_player("smear", seed=9, fallback="heuristic").act(seen) == heuristic_player("smear", seed="9:heuristic").act(seen)
