"""``python benchmarks/run.py``: the same as ``python -m benchmarks``, for those who run it as a script."""

import sys
from pathlib import Path

if not __package__:
    # Run as a script, Python puts benchmarks/ on the path; the package needs the repository root.
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.cli import main  # noqa: E402 - after the path is set

if __name__ == "__main__":
    sys.exit(main())
