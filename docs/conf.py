"""Sphinx configuration for the trickcore documentation."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

# The docs describe (and their doctests run) the Python code, the reference: the compiled
# kernels that stand in for some of it where they are built have C docstrings of their own.
os.environ["TRICKCORE_PURE_PYTHON"] = "1"

project = "trickcore"
author = "trickcore developers"
copyright = "2026, trickcore developers"
release = "0.1.0"

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
    "sphinx.ext.intersphinx",
    "sphinx.ext.viewcode",
    "myst_parser",
]

source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
exclude_patterns = ["_build"]

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autodoc_default_options = {"members": True, "show-inheritance": False}
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_rtype = False

# CI has no network, so no remote inventory is fetched; set TRICKCORE_PYTHON_INV to a
# local copy of Python's objects.inv to link standard-library names.
_python_inventory = os.environ.get("TRICKCORE_PYTHON_INV")
intersphinx_mapping = (
    {"python": ("https://docs.python.org/3", _python_inventory)} if _python_inventory else {}
)

suppress_warnings = ["myst.header"]

nitpicky = True
nitpick_ignore_regex = [
    (r"py:.*", r"(attr|attrs)\..*"),
    (r"py:.*", r"(hypothesis|st)\..*"),
    (r"py:.*", r"typing_extensions\..*"),
    (r"py:class", r"(int|str|bool|object|tuple|type|None|Any|Callable|Sequence|Iterable|Mapping|Random|random\.Random|collections\.abc\..*|typing\..*|enum\..*|Exception|ValueError|TypeError|Counter|T|A|G|R|V|Data|Seed|Enum|StrEnum)"),
    (r"py:exc", r"(ValueError|TypeError|KeyError|Exception)"),
    (r"py:(obj|class)", r"~?(trickcore\..*\.)?(T|A|A_co|G|R|V|P|F|S|M)(_co|_contra)?"),  # ~P: a ParamSpec
    (r"py:data", r"typing\..*"),
    (r"py:func", r"(random|json)\..*"),
    (r"py:class", r"(random|json)\..*"),
    (r"py:mod", r"(random|json)"),
    (r"py:class", r"types\.UnionType|UnionType"),
    # The registry's literal-name overloads name each ruleset module's types by its short name.
    (r"py:class", r"(fifty_six|smear|fifty_five)\.\w+"),
    (r"py:class", r"(pathlib\.)?Path|(typing\.)?TextIO|(types\.)?ModuleType|argparse\.\w+"),
    (r"py:.*", r"(pyspiel|open_spiel|gymnasium|pettingzoo|numpy|np|spaces)(\..*)?"),
]

# Furo (as attrs and Hypothesis use): a sidebar that wraps long module names, an
# "on this page" panel, light and dark modes following the reader's system, and
# (with custom.css) a content column wide enough for the examples' code.
html_theme = "furo"
html_title = "trickcore"
html_static_path = ["_static"]
html_css_files = ["custom.css"]
html_theme_options = {"navigation_with_keys": True}
# The "on this page" panel lists the page's sections, not every documented object: furo
# renders the whole navigation tree on every page, and with each object in the tree
# (Sphinx's default) the HTML build took twice as long; an API page's panel listed 100+ names.
toc_object_entries = False
pygments_style = "friendly"
pygments_dark_style = "monokai"
doctest_global_setup = "import trickcore"

# Docstring examples run under pytest --doctest-modules, with their module's globals;
# the Sphinx doctest builder runs the ``.. doctest::`` blocks of the pages.
doctest_test_doctest_blocks = ""


def _defined_docstring(app: object, what: str, name: str, obj: object, options: object, lines: list[str]) -> None:
    """A constant re-exported by a package shows the docstring written where it is defined.

    ``trickcore.games.smear.NAME`` is defined (and documented) in a private
    submodule; autodoc reads attribute docstrings only from the package's own
    source, and would otherwise print ``str``'s docstring (or a ``Card``'s, or
    nothing for a ``Literal`` alias). When the package's own source documents no
    such attribute, this looks the name up in the modules under the package and
    uses the docstring found where the same object is defined.
    """
    if what != "data":
        return
    from sphinx.pycode import ModuleAnalyzer
    import importlib
    import pkgutil

    package_name, _, attribute = name.rpartition(".")
    package = importlib.import_module(package_name)
    if not hasattr(package, "__path__") or ("", attribute) in ModuleAnalyzer.for_module(package_name).find_attr_docs():
        return
    for module in pkgutil.walk_packages(package.__path__, package_name + "."):
        try:
            docs = ModuleAnalyzer.for_module(module.name).find_attr_docs()
        except Exception:  # noqa: BLE001 - a module that cannot be analysed has nothing to offer
            continue
        found = docs.get(("", attribute))
        if found and getattr(importlib.import_module(module.name), attribute, None) is obj:
            lines[:] = list(found)
            return


def setup(app: object) -> None:
    """Connect the docstring fix for re-exported constants."""
    app.connect("autodoc-process-docstring", _defined_docstring)  # type: ignore[attr-defined]
