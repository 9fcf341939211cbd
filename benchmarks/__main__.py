"""``python -m benchmarks``: run the benchmarks (``--help`` lists the options)."""

import sys

from benchmarks.cli import main

sys.exit(main())
