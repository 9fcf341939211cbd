"""``tools/mutation.py``: which modules it mutates, and how it reads and judges mutmut's results."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load_tool() -> ModuleType:
    """The runner, imported from its file (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "tools" / "mutation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_rules_module_of_every_game_is_listed_smallest_first() -> None:
    """The runner lists each game's rules modules that exist (Fifty-Five alone has a kitty and an exchange,
    Fifty-Six alone its house-rule play), by file size."""
    tool = load_tool()
    listed = tool.modules()
    assert "fifty_five._kitty" in listed and "smear._kitty" not in listed
    assert "fifty_five._exchange" in listed and "fifty_six._house" in listed and "smear._house" not in listed
    assert {name.split(".")[1] for name in listed} == set(tool.RULES_MODULES)
    assert len(listed) == 3 * len(tool.RULES_MODULES) - 6
    sizes = [(ROOT / "src/trickcore/games" / name.replace(".", "/")).with_suffix(".py").stat().st_size for name in listed]
    assert sizes == sorted(sizes)


def test_results_count_each_status_and_only_unjudged_survivors_fail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Killed, survived, timed-out and untested mutants are counted apart; a first-pass survivor or timeout takes the
    second pass's verdict (unconfirmed until it has one); a survivor the docs judge equivalent passes (the second pass
    skips it)."""
    tool = load_tool()
    meta = tmp_path / "mutants/src/trickcore/games/smear/_play.py.meta"
    meta.parent.mkdir(parents=True)
    prefix = "trickcore.games.smear._play.x_f__mutmut_"
    codes = {f"{prefix}1": 1, f"{prefix}2": 0, f"{prefix}3": 36, f"{prefix}4": None, f"{prefix}5": 0, f"{prefix}6": 0, f"{prefix}7": 0, f"{prefix}8": -24}
    meta.write_text(json.dumps({"exit_code_by_key": codes}), encoding="utf-8")
    second = {f"{prefix}3": "timeout", f"{prefix}5": "survived", f"{prefix}6": "killed", f"{prefix}8": "killed"}
    (tmp_path / "mutants/confirmed.json").write_text(json.dumps(second), encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/mutation.rst").write_text(f"* ``{prefix}2``: returns the same.\n", encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    counted = tool.results("smear._play")
    assert (counted["killed"], counted["killed by full"], counted["survived"], counted["timeout"]) == (3, 1, 2, 1)
    assert (counted["not checked"], counted["unconfirmed"]) == (1, 1)
    assert tool.report(["smear._play", "smear._scoring"]) == 2
    printed = capsys.readouterr().out
    assert f"equivalent  {prefix}2" in printed and f"SURVIVED    {prefix}5" in printed and f"UNCONFIRMED {prefix}7" in printed
    assert f"{prefix}6" not in printed and "smear._scoring         not run" in printed


def test_forgetting_drops_only_the_named_second_pass_verdicts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A mutant the first pass runs again loses its old second-pass verdict; the others keep theirs."""
    tool = load_tool()
    (tmp_path / "mutants").mkdir()
    (tmp_path / "mutants/confirmed.json").write_text(json.dumps({"a__mutmut_1": "killed", "a__mutmut_2": "survived"}), encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    tool.forget(["a__mutmut_2", "a__mutmut_3"])
    assert tool.confirmed() == {"a__mutmut_1": "killed"}


def test_the_first_pass_limit_follows_mutmut_and_the_configuration() -> None:
    """The second pass scales mutmut's CPU limit, 2 x multiplier x (seconds + constant), read from pyproject.toml."""
    tool = load_tool()
    assert tool.first_pass_limit(3.0) == 2 * 4.0 * (3.0 + 1.0)
