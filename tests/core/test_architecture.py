"""The core knows no game: nothing outside trickcore.games imports a game package."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "trickcore"
CORE_FILES = sorted([*SRC.glob("*.py"), *(SRC / "testing").glob("*.py"), *(SRC / "language").glob("*.py")])


def _type_checking_blocks(tree: ast.Module) -> set[int]:
    """The ids of the statements inside ``if TYPE_CHECKING:`` blocks (never run)."""
    hidden: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            hidden.update(id(child) for statement in node.body for child in ast.walk(statement))
    return hidden


def imported_modules(path: Path, *, at_run_time: bool = False) -> set[str]:
    """Every module an import statement in ``path`` names (with ``at_run_time``, only those that run)."""
    names: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = _type_checking_blocks(tree) if at_run_time else set()
    for node in ast.walk(tree):
        if id(node) in hidden:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_core_modules_import_no_game() -> None:
    """No core, language or test-kit module imports trickcore.games.*; the registry imports them by name on demand.

    Only the registry may name the rulesets' types, for the type checker (its
    literal-name overloads), inside ``if TYPE_CHECKING:`` where nothing runs.
    """
    assert CORE_FILES
    offenders = {
        path.name: sorted(
            name
            for name in imported_modules(path, at_run_time=path.name == "registry.py")
            if name.startswith("trickcore.games")
        )
        for path in CORE_FILES
    }
    assert {name: mods for name, mods in offenders.items() if mods} == {}


def test_importing_trickcore_loads_no_game() -> None:
    """``import trickcore`` leaves every ruleset unimported until get_ruleset asks for it."""
    code = "import sys, trickcore, trickcore.testing; print(sorted(m for m in sys.modules if m.startswith('trickcore.games.')))"
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert output.strip() == "[]"
