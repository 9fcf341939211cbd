"""How the command line prints: colour and card symbols on a terminal, plain text when piped.

Plain text is ASCII apart from what the game itself names: cards are ``JS``, and the
log's arrows and separators become ``->`` and ``|``, so piped logs suit any encoding
and ``grep``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Final, Literal, TextIO

import attrs

from trickcore.playing_cards import Card, Suit

__all__ = ["ColorMode", "Style"]

ColorMode = Literal["auto", "always", "never"]
"""``--color``: ``auto`` (colour on a terminal unless ``NO_COLOR`` is set), ``always`` or ``never``."""

_RESET: Final = "\x1b[0m"
_ASCII: Final = str.maketrans({"─": "-", "·": "|", "→": "->", "×": "x", "…": "...", "–": "-", "—": "-", "≥": ">=", "≤": "<="})
_CODES: Final = {"red": "31", "green": "32", "yellow": "33", "blue": "34", "bold": "1", "dim": "2"}


def _can_encode(stream: TextIO, text: str) -> bool:
    """Whether ``stream``'s encoding can write ``text``."""
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


@attrs.frozen
class Style:
    """Formatting switches: ANSI colour, and suit symbols instead of letters.

    Example:
        >>> plain = Style(color=False, symbols=False)
        >>> plain.cards([Card.parse("JS"), Card.parse("9H")]), plain.suit(Suit.HEARTS)
        ('JS 9H', 'H')
        >>> Style(color=False, symbols=True).card(Card.parse("TD"))
        'T♦'
    """

    color: bool = False
    symbols: bool = False

    @classmethod
    def for_stream(
        cls, stream: TextIO, mode: ColorMode = "auto", environ: Mapping[str, str] | None = None
    ) -> Style:
        """The style for ``stream``: symbols and colour on a terminal, plain text otherwise.

        ``NO_COLOR`` (set and not empty) turns colour off in ``auto`` mode; ``always``
        forces colour and symbols, ``never`` gives plain text.

        Example:
            >>> import io
            >>> Style.for_stream(io.StringIO())
            Style(color=False, symbols=False)
        """
        env = os.environ if environ is None else environ
        if mode == "never":
            return cls(color=False, symbols=False)
        if mode == "always":
            return cls(color=True, symbols=_can_encode(stream, "♣♦♥♠"))
        terminal = bool(getattr(stream, "isatty", lambda: False)())
        return cls(
            color=terminal and not env.get("NO_COLOR"),
            symbols=terminal and _can_encode(stream, "♣♦♥♠"),
        )

    def text(self, text: str) -> str:
        """A line as printed: as is with symbols on, else with ASCII punctuation (``->`` for ``→``).

        Example:
            >>> Style().text("── Hand 1 · dealer seat 0 ──  → seat 2")
            '-- Hand 1 | dealer seat 0 --  -> seat 2'
        """
        return text if self.symbols else text.translate(_ASCII)

    def paint(self, text: str, *styles: str) -> str:
        """``text`` in the named styles (``red``, ``green``, ``yellow``, ``blue``, ``bold``, ``dim``)."""
        if not self.color or not styles:
            return text
        return "\x1b[" + ";".join(_CODES[style] for style in styles) + "m" + text + _RESET

    def suit(self, suit: Suit) -> str:
        """A suit as a letter, or a symbol (red for hearts and diamonds)."""
        if not self.symbols:
            return suit.letter
        return self.paint(suit.symbol, "red") if suit.is_red else suit.symbol

    def card(self, card: Card) -> str:
        """A card as ``JS``, or ``J♠`` (red for hearts and diamonds)."""
        if not self.symbols:
            return str(card)
        return self.paint(card.symbol, "red") if card.suit.is_red else card.symbol

    def cards(self, cards: Iterable[Card]) -> str:
        """Cards separated by spaces, in the order given."""
        return " ".join(self.card(card) for card in cards)

    def heading(self, text: str) -> str:
        """A section heading."""
        return self.paint(text, "bold")

    def good(self, text: str) -> str:
        """Good news: a contract made, a winner."""
        return self.paint(text, "green", "bold")

    def bad(self, text: str) -> str:
        """Bad news: a contract failed."""
        return self.paint(text, "red", "bold")

    def note(self, text: str) -> str:
        """A side remark (why a trick was won, points)."""
        return self.paint(text, "dim")
