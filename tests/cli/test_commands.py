"""The command line as a research tool: simulate's summary and JSON, caps, plots, --version, --help, saving."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import trickcore
from trickcore.cli import build_parser
from trickcore.games import smear

from tests.cli.test_cli import assert_usage_error, run

ROOT = Path(__file__).resolve().parents[2]


def test_version_prints_the_package_version() -> None:
    """``--version`` prints ``trickcore <version>`` and exits 0."""
    status, out, _ = run("--version")
    assert status == 0 and out.strip() == f"trickcore {trickcore.__version__}"


@pytest.mark.parametrize("command", [[], ["play"], ["simulate"], ["replay"]])
def test_every_help_works_in_plain_ascii(command: list[str]) -> None:
    """``--help`` of the command and of each subcommand prints usage and exits 0, even on an ASCII stream."""
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "NO_COLOR": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "trickcore", *command, "--help"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: trickcore") and done.stderr == ""


def test_help_texts_are_ascii() -> None:
    """Every help text of every subcommand is ASCII (so no terminal encoding can break it)."""
    parser = build_parser()
    commands = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    assert set(commands.choices) == {"play", "simulate", "replay"}
    for sub in [parser, *commands.choices.values()]:
        assert sub.format_help().isascii()


def test_simulate_json_is_identical_for_local_and_process_backends() -> None:
    """``--json`` prints the same text on the local backend and on a process pool of two jobs."""
    argv = ["simulate", "smear", "--games", "6", "--seed", "5", "--lineup", "heuristic,random", "--json"]
    status, local, err = run(*argv, "--backend", "local")
    assert status == 0, err
    status, pooled, err = run(*argv, "--backend", "process", "--jobs", "2", "--batch-size", "2")
    assert status == 0, err
    assert local == pooled
    data = json.loads(local)
    assert data["games"] == 6 and data["seed"] == 5 and data["ruleset"] == "smear"
    assert [side["players"] for side in data["sides"]] == [["heuristic", "heuristic"], ["random", "random"]]


def test_random_smear_simulation_finishes_and_reports_unfinished_games() -> None:
    """``simulate smear --lineup random`` ends (exit 0) and counts the games stopped by the hands cap."""
    status, out, err = run("simulate", "smear", "--lineup", "random", "--games", "4", "--seed", "1", "--max-hands", "20")
    assert status == 0, err
    assert "unfinished: " in out and "at 20 hands (--max-hands)" in out
    status, out, err = run("simulate", "smear", "--lineup", "random", "--games", "3", "--seed", "1", "--json")
    data = json.loads(out)
    assert status == 0 and data["caps"]["max_hands"] == 100
    assert data["unfinished"]["count"] + sum(side["wins"] for side in data["sides"]) == 3


def test_simulate_defaults_to_a_hundred_games() -> None:
    """Without ``--games`` a simulation plays 100 games."""
    status, out, _ = run("simulate", "55", "--rule", "players=2", "target=20", "--seed", "2", "--json", "--backend", "local")
    assert status == 0 and json.loads(out)["games"] == 100


@pytest.mark.parametrize(
    "argv",
    [
        ("simulate", "smear", "--games", "abc"),
        ("simulate", "smear", "--games", "-3"),
        ("simulate", "smear", "--games", "1.5"),
        ("simulate", "smear", "--seed", ""),
        ("simulate", "smear", "--seed", " "),
        ("simulate", "smear", "--seed", "a\tb"),
        ("simulate", "smear", "--backend", "gpu"),
        ("simulate", "smear", "--backend", "local", "--jobs", "2"),
        ("simulate", "smear", "--backend", "process", "--address", "127.0.0.1:6379"),
        ("simulate", "smear", "--jobs", "0"),
        ("simulate", "smear", "--jobs", "100000"),
        ("simulate", "smear", "--max-hands", "0"),
        ("simulate", "smear", "--max-actions", "many"),
        ("simulate", "smear", "--batch-size", "0"),
        ("play", "smear", "--max-hands", "-1"),
        ("play", "smear", "--seed", ""),
    ],
)
def test_bad_simulate_options_give_one_line_and_status_2(argv: tuple[str, ...]) -> None:
    """Bad counts, seeds, backends and caps: one line on stderr, exit status 2, nothing played."""
    status, out, err = run(*argv)
    assert_usage_error(status, out, err)
    assert out == ""


def test_unwritable_outputs_fail_before_playing(tmp_path: Path) -> None:
    """``--save`` and ``--plot`` into a missing folder or onto a folder fail at once, with nothing played."""
    for argv in (
        ("play", "smear", "--seed", "1", "--save", str(tmp_path / "no" / "game.json")),
        ("play", "smear", "--seed", "1", "--save", str(tmp_path)),
        ("simulate", "smear", "--games", "2", "--plot", str(tmp_path / "no" / "plot.png")),
        ("simulate", "smear", "--games", "2", "--plot", str(tmp_path)),
        ("replay", str(tmp_path / "game.json"), "--plot", str(tmp_path / "no" / "plot.png")),
    ):
        status, out, err = run(*argv)
        assert_usage_error(status, out, err)
        assert out == "" and ("no such directory" in err or "is a directory" in err)
    assert list(tmp_path.iterdir()) == []


def test_plot_needs_a_known_format_and_matplotlib(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A plot file without a known extension, or without matplotlib installed, is a one-line error naming the fix."""
    status, out, err = run("simulate", "smear", "--games", "2", "--plot", str(tmp_path / "plot.xyz"))
    assert_usage_error(status, out, err)
    assert "png" in err
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    status, out, err = run("simulate", "smear", "--games", "2", "--plot", str(tmp_path / "plot.png"))
    assert_usage_error(status, out, err)
    assert "pip install 'trickcore[plot]'" in err
    assert list(tmp_path.iterdir()) == []


def test_ray_backend_without_ray_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--backend ray`` where Ray cannot be imported is a one-line error naming the ``ray`` extra."""
    monkeypatch.setitem(sys.modules, "ray", None)
    status, out, err = run("simulate", "smear", "--games", "2", "--backend", "ray")
    assert_usage_error(status, out, err)
    assert "pip install 'trickcore[ray]'" in err


def test_simulate_plot_writes_a_png(tmp_path: Path) -> None:
    """``simulate --plot FILE`` writes a PNG of the win rates and scores."""
    pytest.importorskip("matplotlib", reason="matplotlib is not installed (the optional extra 'plot')")
    path = tmp_path / "sim.png"
    status, out, err = run("simulate", "smear", "--games", "4", "--seed", "1", "--lineup", "random", "--max-hands", "10",
                           "--plot", str(path), "--backend", "local")
    assert status == 0, err
    assert path.read_bytes().startswith(b"\x89PNG") and "plot written" in err


def test_replay_plot_writes_the_score_course(tmp_path: Path) -> None:
    """``replay FILE --plot OUT`` prints the log and writes a PNG of the scores hand by hand."""
    pytest.importorskip("matplotlib", reason="matplotlib is not installed (the optional extra 'plot')")
    game, picture = tmp_path / "game.json", tmp_path / "course.png"
    assert run("play", "smear", "--seed", "4", "--save", str(game))[0] == 0
    status, out, err = run("replay", str(game), "--plot", str(picture))
    assert status == 0, err
    assert "wins" in out and picture.read_bytes().startswith(b"\x89PNG")


def test_play_stops_at_the_hands_cap_with_where_the_game_stood(tmp_path: Path) -> None:
    """``play smear --lineup random`` stops at the cap: a clear message and the scores, no traceback, exit 0."""
    path = tmp_path / "capped.json"
    status, out, err = run("play", "smear", "--lineup", "random", "--seed", "1", "--save", str(path))
    assert status == 0, err
    lines = out.rstrip().splitlines()
    assert lines[-5] == "Unfinished: the game did not end within 100 hands (--max-hands)."
    assert lines[-4] == "Where it stood after hand 100:" and lines[-3].startswith("Score: Team A: ")
    assert out.count("-- Hand ") == 100 and len(lines) < 3_000
    game = smear.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(game, smear.Game) and game.phase is smear.Phase.HAND_OVER
    assert len(smear.record(game).deals) == 100
    status, replayed, _ = run("replay", str(path))
    assert status == 0 and "Unfinished: the record ends in hand 100." in replayed
    status, out, _ = run("play", "smear", "--lineup", "random", "--seed", "1", "--max-actions", "30")
    assert status == 0 and "within 30 actions (--max-actions)" in out and "Where it stood in hand " in out


def test_quit_offers_to_save_the_game_so_far(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``quit`` asks y/n; yes saves the game so far (here, by default) and it replays; no saves nothing."""
    monkeypatch.chdir(tmp_path)
    status, out, err = run("play", "smear", "--seed", "5", "--human", "0", stdin="pass\nquit\ny\n")
    assert status == 0 and "Save the game so far to smear-5.trickcore.json? [y/N]" in out
    saved = tmp_path / "smear-5.trickcore.json"
    game = smear.from_json(saved.read_text(encoding="utf-8"))
    assert isinstance(game, smear.Game) and game.phase is not smear.Phase.GAME_OVER
    assert len(smear.record(game).actions) >= 1
    assert "saved in smear-5.trickcore.json" in err
    assert run("replay", str(saved))[0] == 0
    saved.unlink()
    status, out, err = run("play", "smear", "--seed", "5", "--human", "0", stdin="quit\nn\n")
    assert status == 0 and "not saved" in err and list(tmp_path.iterdir()) == []


def test_quit_with_save_saves_there_by_default(tmp_path: Path) -> None:
    """With ``--save FILE``, ``quit`` proposes FILE with yes as the default; end of input saves there too."""
    path = tmp_path / "mine.json"
    status, out, err = run("play", "smear", "--seed", "5", "--human", "0", "--save", str(path), stdin="quit\n\n")
    assert status == 0 and f"Save the game so far to {path}? [Y/n]" in out
    assert smear.from_json(path.read_text(encoding="utf-8"), "game").phase is smear.Phase.AUCTION
    path.unlink()
    status, _, err = run("play", "smear", "--seed", "5", "--human", "0", "--save", str(path), stdin="")
    assert status == 0 and path.exists() and "saved in" in err


def test_legal_moves_are_listed_with_one_separator() -> None:
    """The legal-move line and ``?`` separate actions with commas only (cards within a play by spaces)."""
    _, out, _ = run("play", "smear", "--seed", "5", "--human", "0", stdin="?\npass\n")
    legal = [line for line in out.splitlines() if "legal" in line]
    assert legal[0].endswith("legal: pass, bid 2, bid 3, bid 4")
    assert "every legal action (4): pass, bid 2, bid 3, bid 4" in out
    assert not any(mark in line for line in legal for mark in (";", " | "))


def test_progress_bar_on_request_and_never_in_the_output() -> None:
    """``--progress`` draws a bar on stderr (games/s, up to 3/3); ``--no-progress`` and pipes draw none."""
    argv = ("simulate", "smear", "--games", "3", "--seed", "1", "--backend", "local", "--json")
    status, out, err = run(*argv, "--progress")
    assert status == 0 and "3/3" in err and "/s" in err
    assert json.loads(out)["games"] == 3
    status, _, err = run(*argv, "--no-progress")
    assert status == 0 and err == ""
    status, _, err = run(*argv)
    assert status == 0 and err == ""


def test_a_ray_cluster_that_cannot_be_reached_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """When Ray fails to start or join a cluster, ``simulate`` says so in one line with status 2."""
    import types

    fake = types.ModuleType("ray")

    def refuse(**options: object) -> None:
        raise ConnectionError("could not connect to the GCS")

    fake.is_initialized = lambda: False  # type: ignore[attr-defined]
    fake.init = refuse  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ray", fake)
    status, out, err = run("simulate", "smear", "--games", "2", "--address", "127.0.0.1:1")
    assert_usage_error(status, out, err)
    assert "cannot start or join the Ray cluster at 127.0.0.1:1: could not connect" in err


def test_check_summary_counts_pytest_results() -> None:
    """``tools/check.py`` reads pytest's closing counts for its summary line."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("check_tool", ROOT / "tools" / "check.py")
    assert spec is not None and spec.loader is not None
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    assert check.pytest_counts("==== 2 failed, 810 passed, 3 skipped in 301.2s ====") == "2 failed, 810 passed, 3 skipped"
    assert check.pytest_counts("no tests ran") == ""


def test_play_replays_any_game_of_a_simulation(tmp_path: Path) -> None:
    """``play --seed S/i`` with the same lineup plays game ``i`` of ``simulate --seed S``."""
    from trickcore.simulation import simulate

    summary = simulate("smear", games=3, lineup=["heuristic", "random"], seed=7)
    path = tmp_path / "game.json"
    status, _, err = run("play", "smear", "--seed", "7/2", "--lineup", "heuristic,random", "--save", str(path))
    assert status == 0, err
    game = smear.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(game, smear.Game)
    assert (game.winner, game.scores) == (summary.results[2].winner, summary.results[2].scores)
