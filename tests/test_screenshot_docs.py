"""tools/screenshot_docs.py: what it shoots, and how it behaves without a browser or a build."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import screenshot_docs  # noqa: E402


def test_every_page_is_shot_at_both_widths_and_one_in_dark_mode() -> None:
    """Each key page gets a desktop (1400 px) and a phone (390 px) shot, and one page a dark one too."""
    taken = list(screenshot_docs.shots())
    names = [name for name, *_ in taken]
    assert len(names) == len(set(names)) == 2 * len(screenshot_docs.PAGES) + 1
    widths = {(path, width) for _, path, width, _, dark in taken if not dark}
    assert widths == {(path, width) for path in screenshot_docs.PAGES.values() for width in (1400, 390)}
    assert [name for name, *_, dark in taken if dark] == ["api-fifty-six-desktop-dark"]


def test_without_a_browser_it_skips_and_says_why(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With no Chromium on PATH the step passes (exit 0), writes nothing and prints the reason."""
    monkeypatch.setenv("PATH", str(tmp_path))
    assert screenshot_docs.main(["--html", str(tmp_path), "--out", str(tmp_path / "shots")]) == 0
    assert "screenshots skipped: no Chromium" in capsys.readouterr().out
    assert not (tmp_path / "shots").exists()


def test_without_a_build_it_fails_before_starting_a_browser(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A missing HTML build is an error (exit 1) naming the missing pages; no browser is run."""
    monkeypatch.setattr(screenshot_docs, "find_browser", lambda: "/nonexistent/chromium")
    assert screenshot_docs.main(["--html", str(tmp_path), "--out", str(tmp_path / "shots")]) == 1
    assert "index.html" in capsys.readouterr().err
    assert not (tmp_path / "shots").exists()
