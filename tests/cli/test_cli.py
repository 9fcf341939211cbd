"""The command line: playing, simulating and replaying games, its errors, and a person at the prompt."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from trickcore.cli import main
from trickcore.cli._options import build_rules, parse_value
from trickcore.simulation import simulate
from trickcore.simulation._progress import progress_bar
from trickcore.cli._style import Style
from trickcore.games import fifty_five, fifty_six, smear


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run the command line in this process; returns (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def assert_usage_error(status: int, out: str, err: str) -> None:
    """Exit status 2 and exactly one line on stderr, no traceback."""
    assert status == 2
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("trickcore") and ": error: " in err
    assert "Traceback" not in err + out


@pytest.mark.parametrize("name", ["fifty-six", "smear", "fifty-five", "56", "55"])
def test_play_prints_a_whole_game_to_its_winner(name: str) -> None:
    """``play`` prints the deal, the calls, the contract, the tricks with reasons, the scores and the winner."""
    status, out, err = run("play", name, "--seed", "7")
    assert status == 0, err
    assert "Hand 1" in out and "Contract: " in out and "Trick 1: " in out and "Score: " in out
    assert "highest" in out
    winner, final = out.rstrip().splitlines()[-2:]
    assert winner.endswith("wins the game.") or "reaching the target at trick" in winner
    assert final.startswith("Final score: ")


def test_play_is_plain_text_when_piped_and_coloured_on_request() -> None:
    """Piped output has no escape codes or suit symbols; ``--color always`` has both."""
    _, plain, _ = run("play", "smear", "--seed", "2")
    assert "\x1b[" not in plain and "♠" not in plain
    assert plain.isascii()
    _, coloured, _ = run("play", "smear", "--seed", "2", "--color", "always")
    assert "\x1b[" in coloured


def test_play_logs_each_rulesets_scoring() -> None:
    """Fifty-Six shows tables paid and received, Smear High/Low/Jack/Game, Fifty-Five the bonus and the race."""
    _, out56, _ = run("play", "56", "--seed", "1")
    assert " pays " in out56 and " receives " in out56 and "card points" in out56
    _, out_smear, _ = run("play", "smear", "--seed", "1")
    assert all(word in out_smear for word in ("High:", "Low:", "Jack:", "Game:", "Contract made: "))
    _, out55, _ = run("play", "55", "--seed", "1")
    assert "points for the highest trump" in out55 and "points for tricks" in out55


def test_play_options_reach_the_rules() -> None:
    """``--players`` and ``--rule`` values are parsed and passed to ``Rules``."""
    status, out, _ = run("play", "56", "--players", "6", "--seed", "3")
    assert status == 0 and "Team C: seats 2, 5" in out and "Options: players=6" in out
    status, out, _ = run("play", "55", "--rule", "teams=((0,2),(1,3))", "target=110", "--seed", "3")
    assert status == 0 and "Team A: seats 0, 2" in out and "the first to 110 points wins" in out
    status, out, _ = run("play", "smear", "--players", "4", "--rule", "blind_size=2", "--seed", "3")
    assert status == 0 and ": discard " in out


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "bridge"),
        ("play", "smear", "--players", "5"),
        ("play", "56", "--rule", "players=5"),
        ("play", "56", "--rule", "players='4'"),
        ("play", "56", "--rule", "colour=red"),
        ("play", "56", "--rule", "novalue"),
        ("play", "56", "--players", "6", "--rule", "players=4"),
        ("play", "smear", "--human", "4"),
        ("play", "smear", "--players", "zero"),
        ("play", "smear", "--lineup", "genius"),
        ("simulate", "smear", "--games", "0"),
        ("simulate", "smear", "--players", "5", "--games", "2"),
        ("replay",),
        ("dance",),
        (),
    ],
)
def test_bad_command_lines_give_one_line_and_status_2(argv: tuple[str, ...]) -> None:
    """Unknown rulesets, bad options and bad values: one line on stderr, exit status 2."""
    assert_usage_error(*run(*argv))


def test_rule_values_are_literals_never_code(tmp_path: Path) -> None:
    """``--rule`` values are read as literals; code is taken as an (invalid) string, never run."""
    marker = tmp_path / "ran"
    assert parse_value(f"__import__('pathlib').Path({str(marker)!r}).touch()") == (
        f"__import__('pathlib').Path({str(marker)!r}).touch()"
    )
    assert not marker.exists()
    assert parse_value("[[0, 2], [1, 3]]") == ((0, 2), (1, 3))
    assert build_rules(fifty_five, None, ["teams=[[0,2],[1,3]]", "race_rule=bidder_first"]) == fifty_five.Rules(
        teams=((0, 2), (1, 3)), race_rule="bidder_first"
    )
    assert build_rules(fifty_six, 8, ["first_hand_must_bid=true"]) == fifty_six.Rules(
        players=8, first_hand_must_bid=True
    )
    assert build_rules(smear, None, ["non_bidder_score_cap=null"]) == smear.Rules()


def test_save_then_replay_prints_the_same_log(tmp_path: Path) -> None:
    """``play --save`` writes ``to_json(game)``; ``replay`` prints the same game log from it."""
    path = tmp_path / "game.json"
    status, played, _ = run("play", "55", "--seed", "12", "--save", str(path))
    assert status == 0
    game = fifty_five.from_json(path.read_text(encoding="utf-8"))
    assert isinstance(game, fifty_five.Game) and game.winner is not None
    status, replayed, _ = run("replay", str(path))
    assert status == 0
    assert replayed.splitlines() == [line for line in played.splitlines() if not line.startswith("Seed: ")]


def test_replay_rejects_bad_files(tmp_path: Path) -> None:
    """A missing file, bad JSON, a foreign document or a view give one line and status 2."""
    assert_usage_error(*run("replay", str(tmp_path / "missing.json")))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert_usage_error(*run("replay", str(bad)))
    bad.write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    assert_usage_error(*run("replay", str(bad)))
    bad.write_text(smear.to_json(smear.view(smear.new_game(seed=1), 0)), encoding="utf-8")
    assert_usage_error(*run("replay", str(bad)))
    bad.write_text(smear.to_json(smear.new_game(seed=1)).replace('"smear"', '"whist"'), encoding="utf-8")
    assert_usage_error(*run("replay", str(bad)))


def test_human_gets_reasons_for_bad_input_and_eof_ends_cleanly() -> None:
    """At the prompt, nonsense and illegal actions are answered with the reason and a new prompt; EOF ends."""
    status, out, err = run("play", "smear", "--seed", "5", "--human", "0", stdin="hello\nbid 9\nplay ZZ\n?\npass\n")
    assert status == 0
    assert "Traceback" not in out + err
    assert "not understood" in out and "illegal" in out
    assert out.count("seat 0> ") >= 5
    assert "abandoned" in err


def test_human_view_hides_the_other_hands() -> None:
    """With a person playing, the log shows only that seat's hand at the deal."""
    _, out, _ = run("play", "56", "--seed", "5", "--human", "1", stdin="")
    deal = out.split("-- Hand 1")[1].splitlines()[1:3]
    assert deal[0].startswith("  Seat 1: ")
    assert not deal[1].startswith("  Seat ") or deal[1].startswith("  Seat 2: pass")


def test_human_can_finish_a_game() -> None:
    """A person who always types a legal action (the first listed) plays to the end."""
    from trickcore.cli._human import HumanPlayer
    from trickcore.players import Player, heuristic_player, play_game

    class Typist:
        """Types the first legal action of the seat's last prompt (read back from the output)."""

        def __init__(self, out: io.StringIO) -> None:
            self.out = out

        def readline(self) -> str:
            legal = [line for line in self.out.getvalue().splitlines() if line.startswith("  legal: ")][-1]
            first = legal.removeprefix("  legal: ").split(", ")[0].split()
            return " ".join(first[:2] if first[0] == "play" else first) + "\n"

    out = io.StringIO()
    human = HumanPlayer(smear, Typist(out), out, Style())
    players: list[Player[smear.View, smear.Action]] = [
        human, heuristic_player("smear", 1), heuristic_player("smear", 2), heuristic_player("smear", 3)
    ]
    game = play_game(smear, smear.Rules(), players, seed=8)
    assert game.winner is not None


def test_simulate_summarizes_and_does_not_depend_on_jobs() -> None:
    """``simulate`` prints wins with intervals, bids, hands per game and per second; jobs do not change results."""
    status, out, err = run("simulate", "smear", "--games", "6", "--jobs", "1", "--seed", "3", "--lineup", "heuristic,random")
    assert status == 0, err
    assert "Team A" in out and "heuristic, heuristic" in out and "95% interval" in out
    assert "hands/s" in out and "hands per finished game" in out
    one = simulate("smear", smear.Rules(), games=6, lineup=("heuristic", "random"), seed=3)
    two = simulate("smear", smear.Rules(), games=6, lineup=("heuristic", "random"), seed=3, backend="process", jobs=2)
    assert one == two and one.results == two.results
    assert sum(side.wins for side in one.sides) + len(one.unfinished) == 6


def test_simulate_progress_bar_falls_back_to_a_text_line() -> None:
    """Without tqdm the progress bar is a plain text line on the given stream."""
    stream = io.StringIO()
    bar = progress_bar(4, stream, use_tqdm=False)
    bar.update(2)
    bar.close()
    assert "2/4 games" in stream.getvalue() and "games/s" in stream.getvalue() and "left" in stream.getvalue()


class _Terminal(io.StringIO):
    """A text stream that says it is a terminal."""

    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def test_style_follows_terminal_and_no_color() -> None:
    """Colour and symbols on a terminal; symbols without colour under NO_COLOR; plain text when piped."""
    assert Style.for_stream(_Terminal(), environ={}) == Style(color=True, symbols=True)
    assert Style.for_stream(_Terminal(), environ={"NO_COLOR": "1"}) == Style(color=False, symbols=True)
    assert Style.for_stream(io.StringIO(), environ={}) == Style(color=False, symbols=False)
    assert Style.for_stream(_Terminal(), "never", environ={}) == Style()


def test_module_entry_point_runs_as_a_program() -> None:
    """``python -m trickcore`` plays a game (status 0) and reports an unknown ruleset on one line (status 2)."""
    env = {**os.environ, "NO_COLOR": "1"}
    ok = subprocess.run(
        [sys.executable, "-m", "trickcore", "play", "smear", "--seed", "1"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    assert ok.returncode == 0 and "wins" in ok.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "trickcore", "play", "whist"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_play_and_replay_speak_the_language_asked_for(tmp_path: Path) -> None:
    """``--lang ru|ar|tr`` prints the log in that language, for ``play`` and for ``replay``."""
    status, out, _ = run("play", "smear", "--seed", "7", "--lang", "ru")
    assert status == 0 and "Раздача 1" in out and "Взятка 1: берёт Игрок 0 — туз треф (старший козырь), 4 очка" in out
    path = tmp_path / "game.json"
    assert run("play", "55", "--seed", "7", "--save", str(path))[0] == 0
    status, out, _ = run("replay", str(path), "--lang", "tr")
    assert status == 0 and "Löve 1: Oyuncu 0 alır — sinek beşlisi (en yüksek koz), 5 puan" in out


def test_arabic_log_isolates_every_left_to_right_run() -> None:
    """In Arabic, card codes and numbers sit inside FSI…PDI, and no Latin letter or digit is left outside one."""
    status, out, _ = run("play", "56", "--seed", "7", "--lang", "ar")
    assert status == 0 and "اللمّة \u20681\u2069: يأخذها اللاعب \u20681\u2069 — " in out
    assert "\u20681:JS\u2069" in out
    outside = re.sub("\u2068[^\u2069]*\u2069", "", out)
    assert not re.search(r"[A-Za-z0-9]", outside), outside[:200]


def test_an_unknown_language_is_a_usage_error() -> None:
    """``--lang fr`` is refused on one line with status 2, naming the languages."""
    status, out, err = run("play", "smear", "--lang", "fr")
    assert_usage_error(status, out, err)
    assert "en, ru, ar, tr" in err.replace("'", "")
