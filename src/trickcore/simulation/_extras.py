"""Optional extras (tqdm, matplotlib, Ray): imported only when a feature asks for them."""

from __future__ import annotations

import importlib
from types import ModuleType

from trickcore.errors import TrickcoreError

__all__ = ["MissingExtraError", "require"]


class MissingExtraError(TrickcoreError, ImportError):
    """A feature needs an optional extra that is not installed.

    The message names the extra to install, e.g. ``pip install 'trickcore[plot]'``.

    Attributes:
        extra: the name of the extra (``plot``, ``ray``, ``progress``).
    """

    def __init__(self, feature: str, module: str, extra: str) -> None:
        super().__init__(f"{feature} needs {module}, which is not installed: pip install 'trickcore[{extra}]'")
        self.extra = extra

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle by the message's parts."""
        return (_missing, (str(self), self.extra))


def _missing(message: str, extra: str) -> MissingExtraError:
    """Rebuild a pickled :class:`MissingExtraError`."""
    error = MissingExtraError.__new__(MissingExtraError)
    ImportError.__init__(error, message)
    error.extra = extra
    return error


def require(module: str, *, feature: str, extra: str) -> ModuleType:
    """Import ``module`` for ``feature``, or say which extra provides it.

    Example:
        >>> require("json", feature="reading", extra="none").__name__
        'json'
        >>> require("no_such_module_here", feature="flying", extra="wings")
        Traceback (most recent call last):
        ...
        trickcore.simulation._extras.MissingExtraError: flying needs no_such_module_here, which is not installed: pip install 'trickcore[wings]'

    Raises:
        MissingExtraError: ``module`` cannot be imported.
    """
    try:
        return importlib.import_module(module)
    except ImportError as error:
        raise MissingExtraError(feature, module, extra) from error
