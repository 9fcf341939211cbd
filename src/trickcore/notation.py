"""Reading action notation.

Notation is case-insensitive on input: a keyword, then its arguments
(``pass``, ``play JS``, ``discard 9D KH``, ``bid 28 D``). ``str(action)`` prints
the canonical form. Two shorthands are read too, the same in every ruleset and on
the command line: a lone card is a play (``JS`` means ``play JS``), and text that
starts with a number or ``+`` is a bid (``3`` means ``bid 3``, ``28 D`` means
``bid 28 D``). Each ruleset maps its keywords to small parsers; this module holds
the shared pieces.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final, TypeVar

from trickcore.actions import CLAIM, Claim, Discard, Pass, Play
from trickcore.errors import IllegalAction, NotationError, excerpt
from trickcore.playing_cards import Card

__all__ = [
    "MAX_ACTION_TEXT",
    "MAX_NUMBER_DIGITS",
    "parse_claim",
    "parse_discard",
    "parse_int",
    "parse_pass",
    "parse_play",
    "parse_with",
    "split_action",
]

G = TypeVar("G")
A = TypeVar("A")

Parser = Callable[[G, tuple[str, ...]], A]

MAX_ACTION_TEXT: Final = 200
"""The longest action text :func:`split_action` reads; longer text is refused before any parsing."""

MAX_NUMBER_DIGITS: Final = 9
"""The most digits a number in action notation may have (every legal number has at most two)."""


def split_action(text: str) -> tuple[str, tuple[str, ...]]:
    """The lower-cased keyword and the remaining words of an action's text.

    Example:
        >>> split_action("  Play  js ")
        ('play', ('js',))

    Raises:
        NotationError: the text is empty or not a string.
    """
    if not isinstance(text, str):
        raise NotationError(f"action notation must be text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise NotationError(f"action text of {len(text)} characters is too long (at most {MAX_ACTION_TEXT}): {excerpt(text)}")
    words = text.split()
    if not words:
        raise NotationError("empty action text")
    return words[0].lower(), tuple(words[1:])


def expect_words(keyword: str, args: tuple[str, ...], count: int) -> None:
    """Raise :class:`NotationError` unless ``keyword`` has exactly ``count`` arguments."""
    if len(args) != count:
        noun = "argument" if count == 1 else "arguments"
        raise NotationError(f"{excerpt(keyword)} takes {count} {noun}, got {len(args)}: {excerpt(' '.join(args))}")


def parse_int(word: str) -> int:
    """A decimal integer (an optional ``+`` or ``-`` sign, then digits).

    Raises:
        NotationError: the word is not an integer.
    """
    body = word[1:] if word[:1] in "+-" else word
    if not body.isascii() or not body.isdigit():
        raise NotationError(f"not a number: {excerpt(word)}")
    if len(body) > MAX_NUMBER_DIGITS:
        raise NotationError(f"number too long ({len(body)} digits; at most {MAX_NUMBER_DIGITS}): {excerpt(word)}")
    return int(word)


def parse_pass(game: object, args: tuple[str, ...]) -> Pass:
    """``pass``."""
    expect_words("pass", args, 0)
    return Pass()


def parse_claim(game: object, args: tuple[str, ...]) -> Claim:
    """``claim``."""
    expect_words("claim", args, 0)
    return CLAIM


def parse_play(game: object, args: tuple[str, ...]) -> Play:
    """``play <card>``."""
    expect_words("play", args, 1)
    return Play(Card.parse(args[0]))


def parse_discard(game: object, args: tuple[str, ...]) -> Discard:
    """``discard <card> <card> ...``."""
    if not args:
        raise NotationError("'discard' needs the cards to discard")
    return Discard(Card.parse(word) for word in args)


def _expand(keyword: str, args: tuple[str, ...], parsers: Mapping[str, object]) -> tuple[str, tuple[str, ...]]:
    """The shorthands: a lone card is ``play <card>``, a leading number or ``+`` is ``bid ...``."""
    if keyword in parsers:
        return keyword, args
    if not args and "play" in parsers:
        try:
            Card.parse(keyword)
        except NotationError:
            pass
        else:
            return "play", (keyword,)
    if "bid" in parsers and keyword[:1] in "+0123456789" and keyword[:1]:
        return "bid", (keyword, *args)
    return keyword, args


def parse_with(
    parsers: Mapping[str, Callable[[G, tuple[str, ...]], A]],
    check: Callable[[G, A], IllegalAction | None],
    game: G,
    text: str,
) -> A:
    """Parse ``text`` with the ruleset's keyword table and accept only a legal action.

    Raises:
        NotationError: the text is malformed or uses a keyword the ruleset lacks.
        IllegalAction: the text is well formed but names an action illegal now.
    """
    keyword, args = _expand(*split_action(text), parsers)
    parser = parsers.get(keyword)
    if parser is None:
        known = ", ".join(sorted(parsers))
        raise NotationError(f"unknown action {excerpt(keyword)} in {excerpt(text)} (expected one of: {known})")
    action = parser(game, args)
    error = check(game, action)
    if error is not None:
        raise error
    return action
