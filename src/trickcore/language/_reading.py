"""Reading what a player types in their language: localized words turned into action notation.

:func:`~trickcore.games.fifty_six.parse_action` and its twins read the canonical
notation only (``pass``, ``bid 28 D``, ``play JS``), and that contract stays as it
is. A :class:`Reader` sits in front of it for a person at a prompt: it accepts an
action as the log prints it in any of trickcore's languages (``teklif 28, maça``,
``bid 28 spades``, ``bid 28 ♠``), the player's words for the keywords (``pas``),
suit and card names and symbols, and hands the rest to the parser as notation.
The words come from the gettext catalogs (context ``input``): each message lists
the words a player may type, separated by ``|``, the first being the one shown.
English words are understood in every language, since the notation is English.

Comparison ignores case, accents and other combining marks (``maca`` is ``maça``,
``ё`` is ``е``), the dotless ``ı``, Arabic tatweel and the Unicode isolates the log
puts around numbers, and reads Arabic-Indic digits as digits and the Arabic question mark as ``?``.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Final, Literal, TypeVar

import attrs

from trickcore.actions import GameAction
from trickcore.language._catalogs import check_language, translations
from trickcore.language._describe import describe, render
from trickcore.messages import Message, message
from trickcore.playing_cards import CARD_BY_INDEX, Suit

__all__ = ["Command", "Reader", "fold", "reader"]

A = TypeVar("A")

Command = Literal["quit", "help"]
"""A prompt command that is not an action."""

_WORDS: Final[Mapping[str, Message]] = {
    # TRANSLATORS: words a player may type at the prompt, separated by "|" (the first is shown in lists; English
    # ones are always understood too). Keep each a short word of your language; add forms players use.
    "pass": message("input", "pass"),
    "bid": message("input", "bid"),
    # TRANSLATORS: the word for playing a card ("play JS"); a card alone is a play too.
    "play": message("input", "play"),
    "double": message("input", "double"),
    "redouble": message("input", "redouble"),
    # TRANSLATORS: Fifty-Five: the dealer takes the high bid at the same value.
    "hold": message("input", "hold"),
    "discard": message("input", "discard"),
    # TRANSLATORS: claiming every remaining trick for one's side ("claim").
    "claim": message("input", "claim"),
    # TRANSLATORS: Fifty-Five: naming trumps ("trump H").
    "trump": message("input", "trump"),
    # TRANSLATORS: a Fifty-Six bid at no trumps ("bid 28 NT"); the first word is shown in lists.
    "nt": message("input", "NT|no trumps|no trump"),
    # TRANSLATORS: a Fifty-Six "noes" bid ("bid 29 noes"); keep the game's name.
    "noes": message("input", "noes"),
    # TRANSLATORS: the word of a Fifty-Six plus bid ("bid +2 D"), typed instead of "+".
    "+": message("input", "plus"),
    "C": message("input", "clubs|club"),
    "D": message("input", "diamonds|diamond"),
    "H": message("input", "hearts|heart"),
    "S": message("input", "spades|spade"),
    # TRANSLATORS: small words a player may put in or leave out ("play the JS"), separated by "|"; they change nothing.
    "": message("input", "the"),
    "quit": message("input", "quit|exit|q"),
    "help": message("input", "?|help|h"),
    # TRANSLATORS: answers to a yes/no question; the first letters are shown as [y/N].
    "yes": message("input", "y|yes"),
    "no": message("input", "n|no"),
    # Fifty-Five house rules (issue 27):

    # TRANSLATORS: Fifty-Five: discard cards and draw as many ("exchange 7H 3H"); "exchange" alone keeps the hand.
    "exchange": message("input", "exchange"),
}
"""Every word list, by what it stands for (a notation keyword or token, a suit letter, a command or an answer)."""

_KEYWORDS: Final = ("pass", "bid", "play", "double", "redouble", "hold", "discard", "trump", "exchange", "claim")
"""The notation's keywords (every ruleset uses some of them)."""

_MARKS: Final = str.maketrans(
    {
        "♣": " c ", "♧": " c ", "♦": " d ", "♢": " d ", "♥": " h ", "♡": " h ", "♠": " s ", "♤": " s ",
        "ı": "i", "ـ": None, "؟": "?", "،": ",", "؛": ";", "\u2066": None, "\u2067": None, "\u2068": None, "\u2069": None,
        "\u200e": None, "\u200f": None, "\u061c": None,
        **{chr(0x0660 + digit): str(digit) for digit in range(10)},
        **{chr(0x06F0 + digit): str(digit) for digit in range(10)},
    }
)
_PARENTHESES: Final = re.compile(r"\([^()]*\)")
_PUNCTUATION: Final = re.compile(r"[,،;؛:—–!¡.\"'«»]")
_SYMBOL_LETTERS: Final = {"♣": "C", "♧": "C", "♦": "D", "♢": "D", "♥": "H", "♡": "H", "♠": "S", "♤": "S"}
_CARD_SYMBOL: Final = re.compile(r"(?<![0-9+])(10|[2-9TJQKAtjqka])\s*([♣♧♦♢♥♡♠♤])")


def fold(text: str) -> str:
    """``text`` as compared: lower case, without accents or marks, suit symbols as letters, spaces collapsed.

    Example:
        >>> fold("  Teklif 28,  MAÇA "), fold("J♠ 10♥"), fold("bid 28♠"), fold("ёлка"), fold("\u2068٢٨\u2069")
        ('teklif 28, maca', 'js 10h', 'bid 28 s', 'елка', '28')
    """
    cards = _CARD_SYMBOL.sub(lambda match: match[1] + _SYMBOL_LETTERS[match[2]], text)
    decomposed = unicodedata.normalize("NFKD", cards.translate(_MARKS))
    plain = "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()
    return " ".join(plain.translate(_MARKS).split())


def _alternatives(lang: str, item: Message) -> tuple[str, ...]:
    """The words of a word list in ``lang``, then the English ones (no repeats, the shown word first)."""
    localized = translations(lang).pgettext(item.context, item.msgid)
    words: list[str] = []
    for text in (localized, item.msgid):
        for word in text.split("|"):
            word = " ".join(word.split())
            if word and word not in words:
                words.append(word)
    return tuple(words)


@attrs.frozen
class Reader:
    """The words of one language at the prompt, and the reading of what a player types (build one with :func:`reader`).

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> turkish = reader("tr")
        >>> legal = fifty_six.legal_actions(game)
        >>> parse = lambda text: fifty_six.parse_action(game, text)
        >>> turkish.read("pas", legal, parse), turkish.read("teklif 28, maça", legal, parse)
        (Pass(), Bid(28, Suit.SPADES))
        >>> turkish.read("bid 28 ♠", legal, parse), turkish.read("teklif maça 28", legal, parse)
        (Bid(28, Suit.SPADES), Bid(28, Suit.SPADES, BidForm.SUIT_NUMBER))
        >>> turkish.word("pass"), turkish.command("yardım"), turkish.answer("evet")
        ('pas', 'help', True)
    """

    lang: str
    words: Mapping[str, tuple[str, ...]]
    """Each word list (see the module's catalog messages), shown word first."""
    phrases: Mapping[tuple[str, ...], str]
    """Folded word sequences and the notation token each stands for ("" for a word that is dropped)."""
    longest: int
    """The most words in a phrase."""
    comma: str
    """What separates the items of a list in this language (``, `` or Arabic ``، ``)."""

    def isolate(self, text: str) -> str:
        """``text`` (a code, a number) isolated when this language is written right to left."""
        return render(self.lang).isolate(text)

    def word(self, key: str) -> str:
        """The word shown for ``key`` (a keyword such as ``pass``, ``nt``, ``yes``)."""
        return self.words[key][0]

    def _is(self, key: str, text: str) -> bool:
        return fold(text) in {fold(word) for word in self.words[key]}

    def command(self, text: str) -> Command | None:
        """``quit`` or ``help`` if ``text`` asks for it, else ``None``."""
        if self._is("quit", text):
            return "quit"
        if self._is("help", text):
            return "help"
        return None

    def answer(self, text: str) -> bool | None:
        """``True`` for yes, ``False`` for no, ``None`` for anything else."""
        if self._is("yes", text):
            return True
        if self._is("no", text):
            return False
        return None

    def notation(self, text: str) -> str:
        """``text`` in action notation: the player's words as keywords, suits and cards as codes.

        What it does not know is left as it is, for the parser to refuse with its reason.

        Example:
            >>> reader("ru").notation("заявка плюс 2, бубны (итого 31)"), reader("en").notation("play the jack of spades")
            ('bid +2 D', 'play JS')
        """
        words = _PUNCTUATION.sub(" ", _PARENTHESES.sub(" ", fold(text))).split()
        tokens: list[str] = []
        index = 0
        while index < len(words):
            for size in range(min(self.longest, len(words) - index), 0, -1):
                token = self.phrases.get(tuple(words[index : index + size]))
                if token is not None:
                    if token:
                        tokens.append(token)
                    index += size
                    break
            else:
                tokens.append(words[index])
                index += 1
        joined: list[str] = []
        for token in tokens:
            if joined and joined[-1] == "+" and token.isdigit():
                joined[-1] = "+" + token
            else:
                joined.append(token)
        return " ".join(joined)

    def read(self, text: str, legal: Sequence[A], parse: Callable[[str], A]) -> A:
        """The action ``text`` names: a legal action as its notation or the log says it (in this
        language or English), else what ``parse`` reads in :meth:`notation`.

        Raises:
            NotationError: ``parse`` cannot read it.
            IllegalAction: it names an action that is illegal now.
        """
        legal = tuple(legal)
        action = _spellings(self.lang, legal).get(fold(text))
        return action if action is not None else parse(self.notation(text))


@functools.lru_cache(maxsize=16)
def _spellings(lang: str, legal: tuple[A, ...]) -> dict[str, A]:
    """The folded ways the notation and the log (in ``lang`` and English) spell each of ``legal``;
    kept for the few latest lists, since a person is asked again about the same list."""
    table: dict[str, A] = {}
    for action in legal:
        table.setdefault(fold(str(action)), action)
        if isinstance(action, GameAction):
            for name_lang in (lang, "en"):
                table.setdefault(fold(describe(action, name_lang)), action)
    return table


def _names(lang: str) -> dict[tuple[str, ...], str]:
    """Card names (``valet pik``) as their codes, for ``lang`` and English."""
    phrases: dict[tuple[str, ...], str] = {}
    for card in CARD_BY_INDEX:
        for name_lang in (lang, "en"):
            phrases.setdefault(tuple(fold(describe(card, name_lang)).split()), str(card))
    return phrases


@functools.cache
def reader(lang: str) -> Reader:
    """The :class:`Reader` of ``lang`` (one of :data:`~trickcore.LANGUAGES`), shared.

    Raises:
        UnknownLanguageError: ``lang`` is not one of them.
    """
    check_language(lang)
    words = {key: _alternatives(lang, item) for key, item in _WORDS.items()}
    phrases = _names(lang)
    for key, alternatives in words.items():
        if key in _KEYWORDS or key in ("nt", "noes", "+", "", "C", "D", "H", "S"):
            for word in alternatives:
                phrases.setdefault(tuple(fold(word).split()), key)
    for suit in Suit:
        phrases.setdefault(tuple(fold(describe(suit, lang)).split()), suit.value)
    return Reader(lang, words, phrases, max(len(phrase) for phrase in phrases), render(lang).comma)
