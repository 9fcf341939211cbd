"""The gettext catalogs shipped with trickcore, and turning a :class:`~trickcore.messages.Message` into text.

Catalogs are compiled ``.mo`` files in ``trickcore/language/locale/<lang>/LC_MESSAGES/``
(domain ``trickcore``), read with the standard :mod:`gettext` module; English is
the source language, so it needs none. Numbers are written with the digits and
thousands separator each catalog gives; in a right-to-left language every
left-to-right run put into a sentence (a number, a card code) is wrapped in the
Unicode isolates FSI and PDI, so it reads correctly wherever plain text is shown.
"""

from __future__ import annotations

import functools
import gettext
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Final

from trickcore.errors import UnknownLanguageError, excerpt
from trickcore.messages import Message, message

__all__ = ["DOMAIN", "FSI", "LANGUAGES", "LOCALE_DIR", "PDI", "Namer", "Renderer", "check_language", "is_rtl", "translations"]

LANGUAGES: Final = ("en", "ru", "ar", "tr")
"""The languages trickcore speaks: English and the languages of the games' own rule texts."""

DOMAIN: Final = "trickcore"
"""The gettext domain of the catalogs."""

LOCALE_DIR: Final = Path(__file__).resolve().parent / "locale"
"""Where the catalogs live: ``<lang>/LC_MESSAGES/trickcore.po`` and ``.mo``."""

FSI: Final = "\u2068"
"""FIRST STRONG ISOLATE: opens a run whose direction is its own."""

PDI: Final = "\u2069"
"""POP DIRECTIONAL ISOLATE: closes it."""

_LTR_CLASSES: Final = frozenset({"L", "EN", "AN", "ES", "ET", "CS"})
_RTL_CLASSES: Final = frozenset({"R", "AL"})
_ISOLATED: Final = re.compile(FSI + "[^" + PDI + "]*" + PDI)

# TRANSLATORS: the writing direction of your language: "ltr", or "rtl" for right to left.
_DIRECTION: Final = message("direction", "ltr")
# TRANSLATORS: the ten digits your language writes numbers with, 0 to 9.
_DIGITS: Final = message("number", "0123456789")
# TRANSLATORS: the thousands separator: 1,000 in English.
_GROUP: Final = message("number", ",")
# TRANSLATORS: what separates the items of a list, as in "nine of clubs, king of hearts".
_COMMA: Final = message("list", ", ")


def check_language(lang: object) -> str:
    """``lang`` if trickcore speaks it.

    Raises:
        UnknownLanguageError: any other value, naming the languages there are.
    """
    if isinstance(lang, str) and lang in LANGUAGES:
        return lang
    raise UnknownLanguageError(f"unknown language {excerpt(lang)} (choose from {', '.join(LANGUAGES)})")


@functools.cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog of ``lang`` (English: the message ids themselves)."""
    if check_language(lang) == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])


def is_rtl(lang: str) -> bool:
    """Whether ``lang`` is written right to left (its catalog says so).

    Example:
        >>> is_rtl("ar"), is_rtl("ru")
        (True, False)
    """
    return _word(translations(lang), _DIRECTION) == "rtl"


def _word(catalog: gettext.NullTranslations, item: Message) -> str:
    """A message without placeholders, translated."""
    return catalog.pgettext(item.context, item.msgid)


class _Keep(dict[str, str]):
    """Placeholder values; a placeholder with no value is left as written (a sentence never fails)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


Namer = Callable[[object], Message | str]
"""Turns an argument that is not a message (a card, a suit, a rank) into one."""


class Renderer:
    """Renders messages in one language."""

    def __init__(self, lang: str, name: Namer) -> None:
        self.lang = lang
        self.catalog = translations(lang)
        self.rtl = is_rtl(lang)
        self.name = name
        digits = _word(self.catalog, _DIGITS)
        self.digits = str.maketrans("0123456789", digits) if len(digits) == 10 else None
        self.group = _word(self.catalog, _GROUP)
        self.comma = _word(self.catalog, _COMMA)

    def text(self, item: Message) -> str:
        """The message translated, its placeholders filled."""
        catalog = self.catalog
        if item.plural is None:
            template = catalog.pgettext(item.context, item.msgid)
        else:
            template = catalog.npgettext(item.context, item.msgid, item.plural, item.count or 0)
        values = _Keep({name: self.argument(value) for name, value in item.args})
        return template.format_map(values)

    def argument(self, value: object) -> str:
        """One placeholder's text; in a right-to-left language, a left-to-right one is isolated."""
        return self.isolate(self._argument(value))

    def _argument(self, value: object) -> str:
        if isinstance(value, Message):
            return self.text(value)
        if isinstance(value, bool) or not isinstance(value, (int, str, tuple)):
            named = self.name(value)
            return self.text(named) if isinstance(named, Message) else named
        if isinstance(value, tuple):
            return self.comma.join(self.argument(item) for item in value)
        if isinstance(value, int):
            return self.number(value)
        return value

    def number(self, value: int) -> str:
        """``value`` in the language's digits, thousands grouped.

        Example:
            >>> from trickcore.language._describe import render
            >>> render("ru").number(-12000), render("tr").number(1500)
            ('-12\\xa0000', '1.500')
        """
        text = f"{value:,}".replace(",", self.group)
        return text.translate(self.digits) if self.digits is not None else text

    def isolate(self, text: str) -> str:
        """``text`` wrapped in FSI…PDI when the language is right to left and the text runs left to right
        (a number, a card code, a name in Latin letters); text of the language itself is left as it is."""
        if not self.rtl:
            return text
        classes = {unicodedata.bidirectional(char) for char in _ISOLATED.sub("", text)}
        if classes & _LTR_CLASSES and not classes & _RTL_CLASSES:
            return FSI + text + PDI
        return text
