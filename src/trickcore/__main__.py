"""``python -m trickcore``: the command line (see :mod:`trickcore.cli`)."""

from __future__ import annotations

import sys

from trickcore.cli import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
