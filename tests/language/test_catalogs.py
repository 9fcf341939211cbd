"""The gettext catalogs: complete, consistent with the English, up to date with the sources, compiled as shipped."""

from __future__ import annotations

import importlib.util
import re
import string
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest

from trickcore import LANGUAGES
from trickcore.language._catalogs import LOCALE_DIR, translations

babel_pofile = pytest.importorskip("babel.messages.pofile", reason="Babel is not installed (the dev extra)")

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
TOOL_PATH = LOCALE_DIR.parents[3] / "tools" / "catalogs.py"


def tool() -> ModuleType:
    """``tools/catalogs.py``, imported from its path."""
    spec = importlib.util.spec_from_file_location("catalogs_tool", TOOL_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def catalog(lang: str) -> Any:
    """The ``.po`` catalog of ``lang``, read with Babel."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "trickcore.po").open("rb") as source:
        return babel_pofile.read_po(source, locale=lang)


def entries(lang: str) -> Iterator[Any]:
    """The messages of a catalog (not its header)."""
    return (message for message in catalog(lang) if message.id)


def placeholders(text: str) -> set[str]:
    """The named placeholders of a message."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_the_template_lists_exactly_the_messages_of_the_sources() -> None:
    """``trickcore.pot`` is what extraction from ``src/trickcore`` gives now (run ``tools/catalogs.py all``)."""
    with (LOCALE_DIR / "trickcore.pot").open("rb") as source:
        shipped = {(message.context, message.id) for message in babel_pofile.read_po(source) if message.id}
    extracted = {(message.context, message.id) for message in tool().template() if message.id}
    assert shipped == extracted
    assert len(extracted) > 150


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated_with_the_english_placeholders(lang: str) -> None:
    """Every id of the template has a non-empty, non-fuzzy translation in every form, with the English placeholders.

    A plural form may leave out a placeholder (Arabic's dual says "two points" in
    a word), but the last form, the general one, has them all.
    """
    with (LOCALE_DIR / "trickcore.pot").open("rb") as source:
        wanted = {(message.context, message.id) for message in babel_pofile.read_po(source) if message.id}
    po = catalog(lang)
    found = {(message.context, message.id): message for message in po if message.id}
    assert set(found) == wanted
    for message in found.values():
        assert not message.fuzzy, message.id
        if isinstance(message.id, tuple):
            english = placeholders(message.id[0]) | placeholders(message.id[1])
            forms = message.string
            assert len(forms) == po.num_plurals, message.id
            assert all(forms), message.id
            assert all(placeholders(form) <= english for form in forms), message.id
            assert placeholders(forms[-1]) == english, message.id
        else:
            assert message.string, message.id
            assert placeholders(message.string) == placeholders(message.id), message.id


@pytest.mark.parametrize(("lang", "plurals"), [("ru", 3), ("ar", 6), ("tr", 2)])
def test_each_catalog_declares_its_languages_plural_forms(lang: str, plurals: int) -> None:
    """The ``Plural-Forms`` header has the language's number of forms (Russian 3, Arabic 6, Turkish 2)."""
    header = catalog(lang).mime_headers
    forms = dict(header)["Plural-Forms"]
    assert re.match(rf"nplurals={plurals};", forms)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_shipped_mo_is_what_the_po_compiles_to(lang: str) -> None:
    """Each ``.mo`` is byte for byte Babel's compilation of its ``.po``."""
    module = tool()
    assert module.mo_path(lang).read_bytes() == module.mo_bytes(module.po_path(lang))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_loaded_catalog_gives_the_po_translations(lang: str) -> None:
    """What gettext reads at run time is, message by message, the ``.po`` file's text (every plural form too)."""
    loaded = translations(lang)
    numbers = {"ru": (1, 2, 5), "ar": (0, 1, 2, 3, 11, 100), "tr": (1, 2)}[lang]
    for message in entries(lang):
        if isinstance(message.id, tuple):
            for form, count in enumerate(numbers):
                assert loaded.npgettext(message.context, message.id[0], message.id[1], count) == message.string[form]
        else:
            assert loaded.pgettext(message.context, message.id) == message.string
