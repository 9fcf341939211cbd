"""Write the JSON Schema of every kind of document of every ruleset into the package.

Run ``python tools/make_schemas.py`` after changing a value type; the test suite
fails while the shipped files (``src/trickcore/schemas/<ruleset>/<kind>.json``)
differ from what this writes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from trickcore.codec import KINDS
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.schema import document_schema

ROOT = Path(__file__).resolve().parents[1] / "src" / "trickcore" / "schemas"


def schema_text(ruleset_name: str, kind: str) -> str:
    """The text of one shipped schema file."""
    ruleset = get_ruleset(ruleset_name)
    schema = document_schema(ruleset.NAME, kind, view=ruleset.View, action=ruleset.Action, rules=ruleset.Rules)  # type: ignore[arg-type]
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def main() -> int:
    """Write every schema file, reporting the ones that changed."""
    changed = 0
    for name in RULESET_NAMES:
        folder = ROOT / name
        folder.mkdir(parents=True, exist_ok=True)
        for kind in KINDS:
            path = folder / f"{kind}.json"
            text = schema_text(name, kind)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
                changed += 1
                print(f"wrote {path.relative_to(ROOT.parents[2])}")
    print(f"{changed} schema file(s) changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
