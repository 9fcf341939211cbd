"""Whether trickcore runs its optional compiled kernels, and the switch that turns them off.

trickcore is a pure-Python package, and its Python code is the reference. When
the package is installed on a machine with a C compiler, ``pip`` also builds
``trickcore._speedups``: a handful of small, game-agnostic kernels for the
engines' hottest steps — building and moving frozen states
(:func:`trickcore.frozen.builder`, :func:`trickcore.frozen.replacer`,
:data:`trickcore.records.append_action`), taking a played card out of a hand
(:func:`trickcore.hands.hands_after_play`), choosing and checking the plays a hand
may make (:func:`trickcore.following.choose_plays`, :func:`trickcore.following.allows`),
a trick's winner and points (:func:`trickcore.tricks.strongest_play`,
:func:`trickcore.tricks.points_in`), shuffling (:func:`trickcore.shuffled`), sorting
cards (:func:`trickcore.sort_cards`), listing discards
(:meth:`trickcore.Discard.every_choice`) and the open-hand search of a trick game of
points behind Fifty-Six's, Smear's and Fifty-Five's ``solve`` (:func:`trickcore.point_search.points_solve`). Each gives exactly what its Python twin
gives, the same answer or the same exception type, on any input: a kernel reads
only exact tuples of exact cards, plays and tables (which no Python code can change
while it reads), and hands anything else — a list, a subclass, an odd number, an
index out of range — to its twin. The test suite checks this kernel by kernel, on
hostile input too, runs every test both ways, and runs the kernels' tests under
AddressSanitizer (``tools/sanitize.py``). Where no compiler is found the build is
skipped and everything runs in Python, only more slowly.

Set the environment variable ``TRICKCORE_PURE_PYTHON=1`` before importing
trickcore to run the Python code even where the kernels are built (to compare,
or to debug with a Python debugger).

Example:
    >>> from trickcore import native
    >>> native.ENABLED in (True, False)
    True
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from types import ModuleType
from typing import Any, Final, TypeVar, cast

__all__ = ["DISABLING_VARIABLE", "ENABLED", "python_twin", "twin"]

F = TypeVar("F", bound=Callable[..., Any])

DISABLING_VARIABLE: Final = "TRICKCORE_PURE_PYTHON"
"""The environment variable that, set to anything but ``""`` or ``"0"``, keeps trickcore in pure Python."""


def _load() -> ModuleType | None:
    """The compiled kernels, or ``None`` when they are switched off or were not built."""
    if os.environ.get(DISABLING_VARIABLE, "") not in ("", "0"):
        return None
    try:
        return importlib.import_module("trickcore._speedups")
    except ImportError:
        return None


ENABLED: Final = _load() is not None
"""Whether the compiled kernels are in use in this process (decided once, at import)."""

_PYTHON: Final[dict[object, Callable[..., Any]]] = {}
"""The Python function each compiled kernel in use stands for."""


def twin(compiled: Callable[[F], Callable[..., Any]]) -> Callable[[F], F]:
    """Decorate the Python function a compiled kernel reproduces: the kernel replaces it when in use.

    ``compiled`` is called only then, with the Python function, and gives the
    kernel: so it may name ``trickcore._speedups``, which is imported only then,
    and give the kernel its twin, which answers every input the kernel's fast path
    does not take (see :mod:`trickcore.native`). The Python function stays the
    reference, documented and tested: :func:`python_twin` gives it back.

    Example:
        >>> @twin(lambda python: abs)
        ... def magnitude(x: int) -> int:
        ...     return x if x >= 0 else -x
        >>> magnitude(-3), python_twin(magnitude)(-3)
        (3, 3)
    """

    def replace(function: F) -> F:
        if not ENABLED:
            return function
        kernel = compiled(function)
        _PYTHON[kernel] = function
        return cast(F, kernel)

    return replace


def python_twin(function: F) -> F:
    """The Python reference of ``function``: itself, unless it is a compiled kernel standing for one.

    Example:
        >>> from trickcore.hands import hands_after_play
        >>> python_twin(hands_after_play).__module__
        'trickcore.hands'
    """
    return cast(F, _PYTHON.get(function, function))
