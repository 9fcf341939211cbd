"""Exceptions raised by trickcore, and the stable codes of illegal actions.

Every exception derives from :class:`TrickcoreError`. An action that the rules do
not allow *now* is an :class:`IllegalAction` carrying an :class:`ErrorCode`; input
that could never be right (bad configuration, notation, JSON, records or deals) is a
:class:`ValueError` subclass, so callers can catch it the usual way.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Final

__all__ = [
    "ActionIdError",
    "ConfigError",
    "DealError",
    "DeckError",
    "DeterminizationError",
    "EXCERPT_LENGTH",
    "ErrorCode",
    "IllegalAction",
    "NotationError",
    "RecordError",
    "ReplayError",
    "SeedError",
    "SerializationError",
    "TrickcoreError",
    "UnknownLanguageError",
    "UnknownRulesetError",
    "excerpt",
    "excerpt_text",
    "excerpt_words",
]

EXCERPT_LENGTH: Final = 60
"""The most characters of a caller's input that an error message quotes."""


_CONTAINERS: Final = (list, tuple, dict, set, frozenset)

_QUOTED_INT_BITS: Final = 190
"""The widest ``int`` an excerpt writes out in digits (about 57); a wider one is named by its size.

Python refuses to write an ``int`` of more than 4,300 digits as text (a plain
``ValueError``), and writing one costs time quadratic in its length, so an error
message must never format a caller's huge number."""


def excerpt(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """A short quotation of ``value`` for an error message: its ``repr``, cut to ``limit`` characters.

    Messages quote what they reject, but never more than a bounded prefix: input
    can be hostile, and a 100 MB string must not become a 100 MB message. A
    container that is large or holds large things is named by type and size, and so
    is an integer too long to write out (by its bit length: formatting it could fail
    or take long).

    Example:
        >>> excerpt("JS"), excerpt("x" * 1000, limit=8), excerpt(list(range(100)))
        ("'JS'", "'xxxxxx…", '<list of 100 items>')
        >>> excerpt(-7), excerpt(10**5000)
        ('-7', '<int of 16610 bits>')
    """
    if isinstance(value, int) and int.bit_length(value) > _QUOTED_INT_BITS:
        return f"<{type(value).__name__} of {int.bit_length(value)} bits>"
    if isinstance(value, _CONTAINERS):
        parts = [part for item in value.items() for part in item] if isinstance(value, dict) else list(value)
        if len(value) > 4 or any(_too_long(part, limit) for part in parts):
            return f"<{type(value).__name__} of {len(value)} items>"
        sample: object = value
    else:
        sample = value[: limit + 1] if isinstance(value, (str, bytes, bytearray)) else value
    try:
        text = repr(sample)
    except Exception:  # noqa: BLE001 - a hostile or huge value must not break the error being raised
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def excerpt_text(value: object, limit: int = EXCERPT_LENGTH) -> str:
    """``str(value)`` cut to ``limit`` characters, for a message that names a caller's value in its own words.

    An action is named by its notation (``bid 28 D``); one whose text cannot be
    written (a bid of a number too long to write) is quoted by :func:`excerpt`.

    Example:
        >>> class Bid:
        ...     def __init__(self, points: int) -> None:
        ...         self.points = points
        ...     def __str__(self) -> str:
        ...         return f"bid {self.points}"
        ...     __repr__ = __str__
        >>> excerpt_text(Bid(2)), excerpt_text(Bid(10**5000)), excerpt_text("x" * 100, limit=5)
        ('bid 2', '<Bid>', 'xxxx…')
    """
    try:
        text = str(value)
    except Exception:  # noqa: BLE001 - a hostile or huge value must not break the error being raised
        return excerpt(value, limit)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _too_long(part: object, limit: int) -> bool:
    """Whether a container's item stops the container from being quoted whole."""
    if isinstance(part, _CONTAINERS):
        return True
    if isinstance(part, int) and int.bit_length(part) > _QUOTED_INT_BITS:
        return True
    return len(excerpt(part, limit)) >= limit


def excerpt_words(words: Iterable[str], limit: int = EXCERPT_LENGTH) -> str:
    """Words joined by spaces, at most about ``limit`` characters: those that fit, then how many there were.

    For a message that lists what is wrong (the extra cards of a deck, say): the
    list can be as long as the input, the message cannot.

    Example:
        >>> excerpt_words(["AS", "KS"]), excerpt_words(["AS"] * 1000, limit=12)
        ('AS KS', 'AS AS AS AS … (1000 in all)')
    """
    shown: list[str] = []
    length = 0
    count = 0
    for word in words:
        count += 1
        if len(shown) == count - 1 and length + len(word) <= limit:
            shown.append(word)
            length += len(word) + 1
    if len(shown) == count:
        return " ".join(shown)
    return f"{' '.join(shown)} … ({count} in all)"


class ErrorCode(enum.StrEnum):
    """Why an action is illegal: a stable kebab-case code shared by every ruleset.

    Codes compare equal to their strings, so ``error.code == "game-over"`` works.
    When several apply, the first of ``GAME_OVER``, ``NOT_YOUR_TURN``,
    ``WRONG_PHASE`` wins, then the rule-specific code.

    Example:
        >>> ErrorCode.MUST_FOLLOW_SUIT == "must-follow-suit"
        True
    """

    GAME_OVER = "game-over"
    """The game has ended."""
    NOT_YOUR_TURN = "not-your-turn"
    """``seat=`` names a seat that is not to act."""
    WRONG_PHASE = "wrong-phase"
    """That kind of action is not allowed now (also another ruleset's action type)."""
    CARD_NOT_IN_HAND = "card-not-in-hand"
    """The card played, or a card discarded, is not held."""
    MUST_FOLLOW_SUIT = "must-follow-suit"
    """The card breaks the obligation to follow (suit, follow-or-trump, a forbidden renege)."""
    BID_TOO_LOW = "bid-too-low"
    """The bid is not higher than the standing bid."""
    INVALID_BID = "invalid-bid"
    """A bid value or form the rules do not allow here."""
    ALREADY_PASSED = "already-passed"
    """The player may not call again (a final pass, or a one-turn auction)."""
    MUST_BID = "must-bid"
    """A pass the rules forbid."""
    CANNOT_DOUBLE = "cannot-double"
    """A double is not available to this player now."""
    CANNOT_REDOUBLE = "cannot-redouble"
    """A redouble is not available to this player now."""
    CANNOT_HOLD = "cannot-hold"
    """A hold is not available to this player now."""
    BAD_DISCARD = "bad-discard"
    """Wrong number of cards discarded, or a discard the rules forbid."""
    TRUMP_NOT_ALLOWED = "trump-not-allowed"
    """A lead of a trump the rules forbid now (in Smear a suit the bidder's discard ruled out, or Fifty-Six's house rules)."""
    CANNOT_REVEAL = "cannot-reveal"
    """A reveal of the concealed trump is not available now (Fifty-Six's hidden trump)."""
    CANNOT_COURT = "cannot-court"
    """A court call is not available now (Fifty-Six's court call)."""
    CLAIM_REFUSED = "claim-refused"
    """A claim of every remaining trick that the other seats can still defeat."""


class TrickcoreError(Exception):
    """The base class of every exception trickcore raises."""


class IllegalAction(TrickcoreError):
    """An action the rules do not allow in this state.

    ``check`` returns one and ``apply`` raises the same one, so a server can send
    ``error.code`` to a client and show ``error.message`` to a person.

    Example:
        >>> error = IllegalAction(ErrorCode.GAME_OVER, "the game has ended")
        >>> error.code, error.message
        (<ErrorCode.GAME_OVER: 'game-over'>, 'the game has ended')

    Attributes:
        code: the stable reason, an :class:`ErrorCode` (compares equal to its string).
        message: an explanation for people, saying what was expected.
    """

    code: ErrorCode
    message: str

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = ErrorCode(code)
        self.message = message

    def __repr__(self) -> str:
        return f"IllegalAction({self.code.value!r}, {self.message!r})"

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[ErrorCode, str]]:
        return IllegalAction, (self.code, self.message)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, IllegalAction):
            return NotImplemented
        return self.code == other.code and self.message == other.message

    def __hash__(self) -> int:
        return hash((self.code, self.message))


class ConfigError(TrickcoreError, ValueError):
    """A bad rules option, or a start position that does not fit the rules."""


class UnknownRulesetError(ConfigError):
    """:func:`trickcore.get_ruleset` was given a name it does not know."""


class UnknownLanguageError(ConfigError):
    """:func:`trickcore.describe` was asked for a language it does not speak; the message lists those it does."""


class NotationError(TrickcoreError, ValueError):
    """Text that is not valid card or action notation."""


class DealError(TrickcoreError, ValueError):
    """An explicit deal that does not fit the rules (hand sizes, cards not in the pack)."""


class SeedError(DealError, TypeError):
    """A seed that is not an ``int`` or a ``str`` (a :class:`DealError`, and a :class:`TypeError`)."""


class DeckError(DealError):
    """An operation a :class:`~trickcore.Deck` cannot do: a card that is not there, a draw or cut outside the deck."""


class SerializationError(TrickcoreError, ValueError):
    """JSON that is malformed or does not describe a valid trickcore value."""


class RecordError(TrickcoreError, ValueError):
    """A game record that cannot be replayed.

    Attributes:
        index: the 0-based position in ``record.actions`` of the first bad
            action, or ``None`` when the record is bad before any action (its
            rules or first deal).
    """

    index: int | None
    message: str

    def __init__(self, message: str, index: int | None = None) -> None:
        where = "" if index is None else f"action {index}: "
        super().__init__(where + message)
        self.message = message
        self.index = index

    def __reduce__(self) -> tuple[type[RecordError], tuple[str, int | None]]:
        return type(self), (self.message, self.index)


class ReplayError(SerializationError, RecordError):
    """JSON holding a game or record that does not replay: a :class:`SerializationError` and a :class:`RecordError`.

    Its ``index`` is the first bad action's position in the record's actions (or
    ``None``), reachable directly rather than through ``__cause__``.
    """


class ActionIdError(TrickcoreError, ValueError):
    """An integer action id outside a ruleset's table, or an action the rules can never allow (no id)."""


class DeterminizationError(TrickcoreError, ValueError):
    """A view that no deal is consistent with, or whose match position ``new_game`` cannot restart."""
