"""The core knows no game: nothing outside trickcore.games imports a game package."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "trickcore"
CORE_FILES = sorted([*SRC.glob("*.py"), *(SRC / "testing").glob("*.py")])


def imported_modules(path: Path) -> set[str]:
    """Every module an import statement in ``path`` names."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_core_modules_import_no_game() -> None:
    """No core or test-kit module imports trickcore.games.* (the registry names them as strings)."""
    assert CORE_FILES
    offenders = {
        path.name: sorted(name for name in imported_modules(path) if name.startswith("trickcore.games"))
        for path in CORE_FILES
    }
    assert {name: mods for name, mods in offenders.items() if mods} == {}


def test_importing_trickcore_loads_no_game() -> None:
    """``import trickcore`` leaves every ruleset unimported until get_ruleset asks for it."""
    code = "import sys, trickcore, trickcore.testing; print(sorted(m for m in sys.modules if m.startswith('trickcore.games.')))"
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert output.strip() == "[]"
