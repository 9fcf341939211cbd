"""The built HTML docs: every public name in the reference, no docstring misread, the pages' links.

The docs are read from ``TRICKCORE_DOCS_HTML`` when it names a finished HTML
build (``tools/check.py`` passes its own build), else built once per test session
into a temporary folder (about 15 s of one core), shared by pytest-xdist's workers.
"""

from __future__ import annotations

import html
import importlib
import os
import pkgutil
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

import trickcore

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("sphinx", reason="the docs tests need Sphinx (the dev or docs extra)")
from sphinx.util.inventory import InventoryFile  # noqa: E402


BUILD_WAIT = 1800
"""Seconds a worker waits for another worker's docs build before giving up (a guard against a hang)."""


@pytest.fixture(scope="session")
def html_docs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of a finished HTML build of the docs.

    Under pytest-xdist the first worker to need it builds it in the session's
    shared temporary folder (claimed by creating a lock folder, which is atomic)
    and the others wait for its outcome, so the docs are built once per run.
    """
    given = os.environ.get("TRICKCORE_DOCS_HTML")
    if given:
        folder = Path(given)
        assert (folder / "objects.inv").is_file(), f"TRICKCORE_DOCS_HTML={given} holds no finished HTML build"
        return folder
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the session's folder, above each worker's own
    folder, outcome = root / "docs-html", root / "docs-html.outcome"
    try:
        (root / "docs-html.lock").mkdir()
    except FileExistsError:
        deadline = time.monotonic() + BUILD_WAIT
        while not outcome.exists() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert outcome.exists(), "another worker's docs build never finished"
    else:
        failure = "the Sphinx build did not run"
        try:
            done = subprocess.run(
                [sys.executable, "-m", "sphinx", "-q", "-b", "html", str(ROOT / "docs"), str(folder)],
                capture_output=True,
                text=True,
                check=False,
            )
            failure = "" if done.returncode == 0 else f"the Sphinx build failed:\n{done.stdout}\n{done.stderr}"
        finally:
            outcome.write_text(failure, encoding="utf-8")
    failure = outcome.read_text(encoding="utf-8")
    assert not failure, failure
    return folder


def public_modules() -> Iterator[ModuleType]:
    """trickcore and every module under it with no part of its name private (``_x``).

    A module whose optional extra is not installed is left out: its names cannot be listed.
    """
    yield trickcore
    for found in pkgutil.walk_packages(trickcore.__path__, "trickcore."):
        if any(part.startswith("_") for part in found.name.split(".")):
            continue
        try:
            yield importlib.import_module(found.name)
        except ModuleNotFoundError as error:
            if error.name is None or error.name.partition(".")[0] == "trickcore":
                raise


def inventory_names(folder: Path) -> set[str]:
    """Every Python object (module, class, function, data, attribute...) in the build's ``objects.inv``."""
    with (folder / "objects.inv").open("rb") as stream:
        inventory = InventoryFile.load(stream, "", lambda base, uri: uri)
    return {name for kind, entries in inventory.items() if kind.startswith("py:") for name in entries}


def test_every_public_name_is_in_the_reference(html_docs: Path) -> None:
    """Every public module, and every name in its ``__all__``, is documented (in objects.inv).

    A name re-exported from another public module counts as documented where it
    is documented, if it is the same object there (``trickcore.games.smear.Pass``
    is :class:`trickcore.Pass`).
    """
    documented = inventory_names(html_docs)
    modules = list(public_modules())
    by_name = {module.__name__: module for module in modules}
    missing = [module.__name__ for module in modules if module.__name__ not in documented]
    for module in modules:
        for name in module.__all__ if hasattr(module, "__all__") else ():
            value = getattr(module, name)
            places = [
                other
                for other, owner in by_name.items()
                if f"{other}.{name}" in documented and getattr(owner, name, missing) is value
            ]
            if not places:
                missing.append(f"{module.__name__}.{name}")
    assert missing == [], f"{len(missing)} public names are not in the docs: {', '.join(missing)}"


_TYPE_FIELD = re.compile(
    r'<dt class="field-(?:odd|even)">Type<span class="colon">:</span></dt>\s*<dd class="field-(?:odd|even)"><p>(.*?)</p>',
    re.DOTALL,
)


def type_fields(page: str) -> list[str]:
    """The text of every "Type:" field of an HTML page.

    Example:
        >>> type_fields('<dt class="field-odd">Type<span class="colon">:</span></dt>\\n<dd class="field-odd"><p><a>int</a> | None</p>')
        ['int | None']
    """
    return [html.unescape(re.sub(r"<[^>]+>", "", found)).strip() for found in _TYPE_FIELD.findall(page)]


def looks_like_a_type(text: str) -> bool:
    """Whether a "Type:" field holds a type (``tuple[int, …] | None``) rather than prose or a call.

    Example:
        >>> looks_like_a_type("collections.abc.Callable[[Any, int], int] | None"), looks_like_a_type("28 Diamonds")
        (True, False)
        >>> looks_like_a_type("append_action(history, action)")
        False
    """
    return all(re.fullmatch(r"[\w.\[\]'\"‘’“”…-]+", part) for part in re.split(r"\s*\|\s*|,\s*", text))


def test_no_docstring_is_read_as_a_type(html_docs: Path) -> None:
    """No "Type:" field of the built HTML holds words of a docstring (Sphinx reads ``X: text`` as type X)."""
    wrong = [
        f"{page.relative_to(html_docs)}: {text!r}"
        for page in sorted(html_docs.rglob("*.html"))
        if "_modules" not in page.parts
        for text in type_fields(page.read_text(encoding="utf-8"))
        if not looks_like_a_type(text)
    ]
    assert wrong == [], "docstrings shown as types:\n" + "\n".join(wrong)


def page_text(page: str) -> str:
    """An HTML page's text: tags dropped, entities and curly quotes made plain.

    Example:
        >>> page_text("<p>str(object=&#8216;&#8217;) -&gt; str</p>")
        "str(object='') -> str"
    """
    text = html.unescape(re.sub(r"<[^>]+>", "", page))
    return text.translate(str.maketrans("‘’“”", "''\"\""))


def test_no_constant_shows_its_types_docstring(html_docs: Path) -> None:
    """A documented constant shows its own docstring, never that of the ``tuple``, ``str``, ``int``... it is."""
    kinds = (tuple, str, int, list, dict, frozenset, bool, float)
    openings = {kind.__name__: (kind.__doc__ or "").splitlines()[0] for kind in kinds}
    wrong = [
        f"{page.relative_to(html_docs)}: {kind}"
        for page in sorted(html_docs.rglob("*.html"))
        if "_modules" not in page.parts
        for text in [page_text(page.read_text(encoding="utf-8"))]
        for kind, opening in openings.items()
        if opening in text
    ]
    assert wrong == []


def unlinked_code(fragment: str) -> list[str]:
    """The code literals of an HTML fragment that are not the text of a link.

    Example:
        >>> unlinked_code('<a href="x"><code class="xref">Card</code></a>, <code class="docutils">Suit</code>')
        ['Suit']
    """
    linked = "".join(re.findall(r"<a [^>]*>.*?</a>", fragment, re.DOTALL))
    every = [page_text(code) for code in re.findall(r"<code[^>]*>.*?</code>", fragment, re.DOTALL)]
    inside = [page_text(code) for code in re.findall(r"<code[^>]*>.*?</code>", linked, re.DOTALL)]
    return [code for code in every if code not in inside]


def test_the_contract_page_links_into_the_reference(html_docs: Path) -> None:
    """The contract page's table of ruleset functions and its top-level list name every function as a link."""
    page = (html_docs / "contract.html").read_text(encoding="utf-8")
    top_level = re.search(r"<p>Top level.*?</p>", page, re.DOTALL)
    assert top_level is not None and unlinked_code(top_level.group(0)) == []
    table = re.search(r"<table.*?</table>", page, re.DOTALL)
    assert table is not None
    names = re.findall(r"<tr[^>]*>\s*<td>(.*?)</td>", table.group(0), re.DOTALL)
    assert len(names) >= 15 and all("<a " in cell and unlinked_code(cell) == [] for cell in names)


def test_the_home_page_is_for_users(html_docs: Path) -> None:
    """The home page says how to install and links the tutorial, the rules and the Performance page; no Development notes."""
    page = (html_docs / "index.html").read_text(encoding="utf-8")
    headings = [page_text(heading) for heading in re.findall(r"<h2>(.*?)</h2>", page, re.DOTALL)]
    assert [heading.rstrip("¶#") for heading in headings] == ["Install", "A first game", "Where to go next"]
    for target in ("tutorial.html", "performance.html", "rules/smear.html", "contract.html", "api/core.html"):
        assert f'href="{target}"' in page, target
