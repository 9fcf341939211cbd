"""The core package imports no optional framework; the extras are declared for users and for CI."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_core_imports_no_framework() -> None:
    """Importing trickcore, its rulesets, players and adapters package loads no numpy, pyspiel or pettingzoo."""
    code = (
        "import sys, trickcore, trickcore.adapters, trickcore.players, trickcore.determinization, trickcore.action_ids\n"
        "from trickcore.games import fifty_six, smear, fifty_five\n"
        "print(sorted(m for m in ('numpy', 'pyspiel', 'pettingzoo', 'gymnasium') if m in sys.modules))"
    )
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert output.strip() == "[]"


def test_extras_are_declared_and_in_dev() -> None:
    """The openspiel and pettingzoo extras exist, and dev (what CI installs) holds their packages."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    names = {name: {requirement.split(">")[0].split("=")[0] for requirement in packages} for name, packages in extras.items()}
    assert names["openspiel"] == {"open-spiel", "numpy"}
    assert names["pettingzoo"] == {"pettingzoo", "gymnasium", "numpy"}
    assert names["openspiel"] | names["pettingzoo"] <= names["dev"]
