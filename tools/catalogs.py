"""Extract, update and compile trickcore's gettext catalogs (Babel, a development tool).

Usage::

    python tools/catalogs.py extract   # the template: src/trickcore/language/locale/trickcore.pot
    python tools/catalogs.py update    # merge the template into each language's .po (new ids left empty)
    python tools/catalogs.py compile   # each .po to the .mo shipped in the package
    python tools/catalogs.py all       # the three, in order

Messages are the literal calls ``message(context, msgid, ...)`` and
``plural_message(context, singular, plural, ...)`` in ``src/trickcore``; a comment
starting ``TRANSLATORS:`` just above a call goes to the translators. The test
suite fails while the template, a ``.po`` or a ``.mo`` is out of date, or a
translation is missing. To add a language, see the Languages page of the docs.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "trickcore"
LOCALE = PACKAGE / "language" / "locale"
TEMPLATE = LOCALE / "trickcore.pot"
LANGUAGES = ("ru", "ar", "tr")
"""The translated languages (English is the source)."""

_HEADER = {
    "project": "trickcore",
    "version": "0",
    "copyright_holder": "trickcore developers",
    "msgid_bugs_address": "the trickcore issue tracker",
    "creation_date": datetime(2026, 1, 1, tzinfo=timezone.utc),
    "revision_date": datetime(2026, 1, 1, tzinfo=timezone.utc),
    "last_translator": "trickcore developers",
    "language_team": "trickcore developers",
    "fuzzy": False,
}
"""Fixed header fields, so that the files change only when the messages do."""

KEYWORDS = {"message": ((1, "c"), 2), "plural_message": ((1, "c"), 2, 3)}
"""The message-making functions of :mod:`trickcore.messages`, as Babel reads them."""


def _comment(what: str) -> str:
    """The comment at the top of a catalog."""
    return (
        f"# trickcore's messages: {what}.\n"
        "# Edit msgstr only; run 'python tools/catalogs.py all' after changing the sources.\n"
        "# See the Languages page of the documentation for the terms chosen."
    )


def po_path(lang: str) -> Path:
    """Where ``lang``'s translations are kept."""
    return LOCALE / lang / "LC_MESSAGES" / "trickcore.po"


def mo_path(lang: str) -> Path:
    """Where ``lang``'s compiled catalog is shipped."""
    return po_path(lang).with_suffix(".mo")


def _extracted() -> Iterator[tuple[str, int, str | tuple[str, ...], list[str], str | None]]:
    """Every message call in the package's sources."""
    for filename, lineno, text, comments, context in extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        yield filename, lineno, text, comments, context


def template() -> Catalog:
    """The template: every message of the sources, with where it comes from and the translators' comments."""
    catalog = Catalog(header_comment=_comment("Template"), **_HEADER)  # type: ignore[arg-type]
    for filename, lineno, text, comments, context in _extracted():
        catalog.add(text, locations=[(f"src/trickcore/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def _po_text(catalog: Catalog) -> bytes:
    """A catalog as ``.po`` text (no line numbers, so that moving code does not change the files)."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, sort_output=False)
    return out.getvalue()


def mo_bytes(po: Path) -> bytes:
    """What ``po`` compiles to."""
    with po.open("rb") as source:
        catalog = read_po(source)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _write(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path``; whether it changed."""
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)}")
    return True


def extract() -> None:
    """Write the template."""
    _write(TEMPLATE, _po_text(template()))


def update() -> None:
    """Merge the template into each language's catalog, creating it if missing."""
    with TEMPLATE.open("rb") as source:
        pot = read_po(source)
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as source:
                catalog = read_po(source, locale=lang)
        else:
            catalog = Catalog(locale=lang, header_comment=_comment(lang), **_HEADER)  # type: ignore[arg-type]
        catalog.update(pot, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        _write(path, _po_text(catalog))


def compile_all() -> None:
    """Compile each language's catalog."""
    for lang in LANGUAGES:
        _write(mo_path(lang), mo_bytes(po_path(lang)))


def main(argv: list[str]) -> int:
    """Run the step named on the command line."""
    steps = {"extract": [extract], "update": [update], "compile": [compile_all], "all": [extract, update, compile_all]}
    if len(argv) != 1 or argv[0] not in steps:
        print(__doc__, file=sys.stderr)
        return 2
    for step in steps[argv[0]]:
        step()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
