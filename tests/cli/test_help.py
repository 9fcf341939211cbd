"""Help and messages a new user reads: each game's rules options, the simulate help, the replay hint, summaries refused."""

from __future__ import annotations

import io
import json
import shlex
import sys
from pathlib import Path

import pytest

from trickcore.cli import main
from trickcore.cli._options import rule_options
from trickcore.registry import get_ruleset
from trickcore.serialization import FORMAT
from trickcore.simulation import simulate


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run the command line in this process; returns (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("command", ["play", "simulate"])
@pytest.mark.parametrize("name", ["fifty-six", "smear", "fifty-five"])
def test_game_help_lists_that_games_rule_keys_and_a_valid_example(command: str, name: str) -> None:
    """``COMMAND GAME --help`` lists every --rule key of GAME with its default, and an example GAME accepts."""
    ruleset = get_ruleset(name)
    status, out, _ = run(command, name, "--help")
    assert status == 0 and out.isascii()
    keys = [option.key for option in rule_options(ruleset)]
    for key in keys:
        assert f"\n  {key}=" in out
    assert "_team_table" not in out and "target=110" not in out
    example = [line for line in out.splitlines() if line.startswith(f"  trickcore {command} {name} --rule")]
    assert len(example) == 1
    settings = dict(word.split("=") for word in example[0].split() if "=" in word)
    assert settings and set(settings) <= set(keys)
    assert run("play", name, "--seed", "1", "--max-hands", "1", *(f"--rule={key}={value}" for key, value in settings.items()))[0] == 0


def test_help_differs_between_games_and_without_a_game_says_how_to_ask() -> None:
    """Each game's help is its own; ``play --help`` without a game tells how to see a game's options."""
    helps = {name: run("play", name, "--help")[1] for name in ("fifty-six", "smear", "fifty-five")}
    assert len(set(helps.values())) == 3
    status, out, _ = run("play", "--help")
    assert status == 0 and "play GAME --help" in out


def test_simulate_help_prints_a_plain_percent_sign() -> None:
    """``simulate --help`` says "95% intervals", not "95%%"."""
    status, out, _ = run("simulate", "--help")
    assert status == 0 and "95% intervals" in out and "%%" not in out


def test_a_bad_rule_lists_only_the_public_keys() -> None:
    """An unknown --rule names the game's keys, never a private field such as _team_table."""
    status, _, err = run("play", "fifty-six", "--rule", "target=110")
    assert status == 2 and "has no option 'target'" in err
    assert "_team_table" not in err and "team_table" not in err and "starting_tables" in err
    assert run("play", "fifty-six", "--rule", "_team_table=()")[0] == 2


def test_the_saved_game_message_gives_a_replay_command_that_works(tmp_path: Path) -> None:
    """After ``quit``, the message names this Python with ``-m trickcore replay FILE``, and that command replays the game."""
    path = tmp_path / "a game.json"
    status, _, err = run("play", "smear", "--seed", "5", "--human", "0", "--save", str(path), stdin="quit\n\n")
    assert status == 0
    command = shlex.split(err.split("to see it: ", 1)[1])
    assert command[:4] == [sys.executable, "-m", "trickcore", "replay"] and command[4:] == [str(path)]
    assert run(*command[3:])[0] == 0


def test_replay_of_a_simulation_summary_says_what_it_is(tmp_path: Path) -> None:
    """``replay`` of a ``simulate --json`` summary (new marker or the old ``"format": 1``) says it is a summary, not a game."""
    summary = simulate("smear", games=2, seed=1).to_data()
    assert summary["format"] != FORMAT and summary["format"] == "trickcore-simulation"
    assert (summary["kind"], summary["version"]) == ("simulation-summary", 1)
    for data in (summary, {**summary, "format": 1}):
        path = tmp_path / "summary.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        status, _, err = run("replay", str(path))
        assert status == 2 and "is a simulation summary (simulate --json), not a game" in err
        assert "integer" not in err
