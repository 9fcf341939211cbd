"""Output files of the command line: checked before any game is played, written with one-line errors."""

from __future__ import annotations

import re
from pathlib import Path

from trickcore.cli._options import UsageError

__all__ = ["check_writable", "default_save_path", "write_text"]


def _reason(error: OSError) -> str:
    """The system's words for a failed file operation."""
    return error.strerror or str(error)


def check_writable(path: Path, option: str) -> None:
    """Check that ``path`` can be written, without changing an existing file.

    Run before a game is played or a simulation started, so a bad ``--save`` or
    ``--plot`` fails at once, not after the work.

    Raises:
        UsageError: the path is a directory, its folder does not exist, or the
            file cannot be created or written.
    """
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a directory")
    if not path.parent.is_dir():
        raise UsageError(f"{option} {path}: no such directory {path.parent}")
    existed = path.exists()
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as error:
        raise UsageError(f"{option} {path}: cannot write: {_reason(error)}") from error
    if not existed:
        path.unlink(missing_ok=True)


def write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path``.

    Raises:
        UsageError: the file cannot be written.
    """
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write {path}: {_reason(error)}") from error


def default_save_path(ruleset_name: str, seed: object) -> Path:
    """Where a game is saved when no ``--save`` was given: ``<ruleset>-<seed>.trickcore.json`` here.

    Example:
        >>> default_save_path("smear", "7/12").name
        'smear-7-12.trickcore.json'
    """
    safe = re.sub(r"[^A-Za-z0-9._-]+", "-", str(seed)).strip("-.") or "game"
    return Path(f"{ruleset_name}-{safe}.trickcore.json")
