"""Typed lineups: the player factories keep each ruleset's views and actions, checked by mypy with no Any allowed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import ISMCTSPlayer, ismcts_player

from tests.players import typed_bot

ROOT = Path(__file__).resolve().parents[2]


def test_the_typed_bot_type_checks_without_any() -> None:
    """mypy --strict --disallow-any-expr accepts a bot built on ismcts_player and heuristic_player."""
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--disallow-any-expr", "tests/players/typed_bot.py"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_typed_lineup_plays() -> None:
    """The typed Smear lineup plays a hand, and each ruleset's searching player answers with its own actions."""
    game = typed_bot.play_smear_hand(seed=3, iterations=20)
    assert game.hand_number == 1 and game.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER)
    six, three, five = typed_bot.first_moves(seed=4, iterations=20)
    assert isinstance(six, fifty_six.Action)
    assert isinstance(three, smear.Action)
    assert isinstance(five, fifty_five.Action)


def test_ismcts_player_is_generic_at_run_time() -> None:
    """ISMCTSPlayer can be subscripted like the type checker's view of it, and every name gives an ISMCTSPlayer."""
    assert ISMCTSPlayer[smear.View, smear.Action] is not None
    for name in ("fifty-six", "56", "smear", "fifty-five", "55", "Smear"):
        assert isinstance(ismcts_player(name, 1, iterations=5), ISMCTSPlayer)
