"""Build hook: ``TRICKCORE_PURE_WHEEL=1`` builds trickcore without its optional compiled kernels.

Everything else is configured in ``pyproject.toml``. The switch exists for the
browser build (``web/``): Pyodide installs only pure-Python wheels, so there the
package must be a ``py3-none-any`` wheel whose kernels fall back to their Python
twins (see :mod:`trickcore.native`).
"""

import os

from setuptools import setup
from setuptools.dist import Distribution


class _Distribution(Distribution):
    """A distribution that drops the extension modules when ``TRICKCORE_PURE_WHEEL=1``."""

    def parse_config_files(self, *args: object, **kwargs: object) -> None:
        """Read ``pyproject.toml``, then forget the kernels if a pure wheel was asked for."""
        super().parse_config_files(*args, **kwargs)
        if os.environ.get("TRICKCORE_PURE_WHEEL") == "1":
            self.ext_modules = []


setup(distclass=_Distribution)
