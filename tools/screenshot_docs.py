"""Screenshot key pages of the built HTML docs in headless Chromium, at a desktop and a phone width.

Run after the Sphinx HTML build (``tools/check.py`` does, when Chromium is
installed): ``python tools/screenshot_docs.py``. The PNGs land in
``docs/_build/screenshots/`` (a build artifact, never committed), named
``<page>-<window>.png``, for a person to look at: code cut behind scrollbars,
sidebar names that cannot be read, a layout broken at phone width, a dark mode
that hides text. Without Chromium it prints why it skipped and exits 0.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PAGES = {
    "home": "index.html",
    "tutorial": "tutorial.html",
    "api-fifty-six": "api/fifty_six.html",
    "rules-smear": "rules/smear.html",
}
"""The pages shot: the home page, the tutorial, an API page with long module names, a rules page."""

WINDOWS = {"desktop": (1400, 1800), "phone": (390, 1600)}
"""Window sizes (width, height in CSS pixels): a laptop screen and a phone held upright."""

DARK = ("api-fifty-six", "desktop")
"""The one page and window also shot in dark mode (the colours are the theme's, the same on every page)."""

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
"""Executable names tried, in order (Debian's package is ``chromium``)."""

TIMEOUT = 60
"""Seconds one screenshot may take before it counts as failed."""


def find_browser() -> str | None:
    """The first Chromium-like browser on ``PATH``, or ``None``."""
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None


def shots() -> Iterator[tuple[str, str, int, int, bool]]:
    """Every screenshot to take: its file name, the page, the window's width and height, dark mode or not.

    Example:
        >>> [name for name, *_ in shots()][:3], len(list(shots()))
        (['home-desktop', 'home-phone', 'tutorial-desktop'], 9)
    """
    for name, path in PAGES.items():
        for window, (width, height) in WINDOWS.items():
            yield f"{name}-{window}", path, width, height, False
            if (name, window) == DARK:
                yield f"{name}-{window}-dark", path, width, height, True


def shoot(browser: str, page: Path, target: Path, width: int, height: int, *, dark: bool = False) -> None:
    """Write a PNG of ``page`` as a ``width`` x ``height`` window shows it (``dark``: in dark mode).

    Each shot runs a fresh headless browser with a throw-away profile and no
    network services, so shots are independent and nothing is kept between runs.

    Raises:
        RuntimeError: the browser failed or wrote no image.
    """
    with tempfile.TemporaryDirectory(prefix="trickcore-chromium-") as profile:
        command = [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            f"--user-data-dir={profile}",
            f"--screenshot={target}",
            f"--window-size={width},{height}",
            *(["--force-dark-mode"] if dark else []),
            page.resolve().as_uri(),
        ]
        target.unlink(missing_ok=True)
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT, check=False)
        if done.returncode != 0 or not target.exists():
            raise RuntimeError(f"{browser} failed on {page} ({done.returncode}): {done.stderr.strip()[-500:]}")


def main(argv: list[str] | None = None) -> int:
    """Shoot every page at every width; exit 1 if a page is missing or a shot fails, 0 otherwise."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--html", type=Path, default=ROOT / "docs" / "_build" / "html", help="the built HTML docs")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "_build" / "screenshots", help="where the PNGs go")
    options = parser.parse_args(argv)
    browser = find_browser()
    if browser is None:
        print(f"screenshots skipped: no Chromium on PATH (tried {', '.join(BROWSERS)}; on Debian: apt-get install chromium)")
        return 0
    missing = [str(options.html / path) for path in PAGES.values() if not (options.html / path).exists()]
    if missing:
        print(f"missing pages (build the HTML docs first): {', '.join(missing)}", file=sys.stderr)
        return 1
    options.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    taken = 0
    for name, path, width, height, dark in shots():
        try:
            shoot(browser, options.html / path, options.out / f"{name}.png", width, height, dark=dark)
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            print(f"screenshot failed: {error}", file=sys.stderr)
            return 1
        taken += 1
    seconds = time.perf_counter() - start
    print(f"{taken} screenshots of {len(PAGES)} pages written to {options.out} in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
