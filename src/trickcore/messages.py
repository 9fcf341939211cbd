"""A sentence to be translated: a gettext message id with its context and named arguments.

Things that can be told in words (actions, events, cards) say *which* sentence
tells them as a :class:`Message`; :func:`trickcore.describe` translates it. The
English text is the message id (the catalogs' source language), its placeholders
are named (``{seat}``, ``{card}``), and an argument may itself be something
describable (a card, a suit, another message), translated before it is put in.

:func:`message` and :func:`plural_message` are the only ways the library makes
messages, and their literal arguments are what ``tools/catalogs.py extract``
collects into the translators' template.
"""

from __future__ import annotations

from typing import TypeAlias

import attrs

from trickcore.playing_cards import Card, Rank, Suit

__all__ = ["Argument", "Message", "message", "plural_message"]

Argument: TypeAlias = "int | str | Suit | Rank | Card | Message | tuple[Argument, ...]"
"""What a placeholder may be filled with: a number, a code (card notation), a thing
with a name (a suit, a rank, a card), another message, or a list of these."""


@attrs.frozen
class Message:
    """One translatable sentence or phrase, and what fills its placeholders.

    Attributes:
        context: the gettext context (``msgctxt``), telling apart words spelled alike
            in English (``"play"`` the phase and ``"play"`` the action).
        msgid: the English text, with named placeholders such as ``{seat}``.
        plural: the English plural, for a message whose form depends on ``count``.
        count: the number that chooses the plural form.
        args: the placeholders' values, by name.

    Example:
        >>> message("action", "bid {points}", points=3)
        Message(context='action', msgid='bid {points}', plural=None, count=None, args=(('points', 3),))
    """

    context: str
    msgid: str
    plural: str | None = None
    count: int | None = None
    args: tuple[tuple[str, Argument], ...] = ()


def message(context: str, msgid: str, **args: Argument) -> Message:
    """A message with no plural forms; ``args`` fill its placeholders.

    Example:
        >>> from trickcore import describe
        >>> describe(message("side", "Seat {seat}", seat=2), "ru")
        'Игрок 2'
    """
    return Message(context, msgid, None, None, tuple(args.items()))


def plural_message(context: str, singular: str, plural: str, count: int, **args: Argument) -> Message:
    """A message whose form depends on ``count`` (one, few, many... as the language has them).

    Example:
        >>> from trickcore import describe
        >>> tables = [plural_message("score", "{side} receives {points} table", "{side} receives {points} tables", n, side="A", points=n) for n in (1, 3, 5)]
        >>> [describe(m, "ru") for m in tables]
        ['A получает 1 стол', 'A получает 3 стола', 'A получает 5 столов']
    """
    return Message(context, singular, plural, count, tuple(args.items()))
