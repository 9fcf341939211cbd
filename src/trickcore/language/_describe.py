"""``describe``: what a value is called, or what an event tells, in one of trickcore's languages."""

from __future__ import annotations

import enum
import functools
from typing import TypeAlias, cast

from trickcore.actions import GameAction
from trickcore.errors import IllegalAction
from trickcore.events import Event, Narrated, ScoreLine, Side, TrickReason, set_narrator
from trickcore.language._catalogs import Renderer, check_language
from trickcore.language._names import card_name, error_text, phase_name, rank_name, reason_name, side_name, suit_name
from trickcore.language._narration import event_message, score_line_message
from trickcore.messages import Message
from trickcore.playing_cards import Card, Rank, Suit

__all__ = ["Describable", "describe", "render", "to_message"]

Describable: TypeAlias = (
    Card | Suit | Rank | GameAction | Event | TrickReason | ScoreLine | Side | IllegalAction | Message | enum.Enum
)
"""What :func:`~trickcore.describe` can name or narrate (an :class:`~enum.Enum` stands for a ruleset's ``Phase``)."""

_EVENTS = tuple(getattr(Event, "__args__"))


def to_message(value: object) -> Message | str:
    """The message that names or tells ``value`` (a string for a name that is not translated).

    Raises:
        TypeError: ``value`` is nothing trickcore can describe.
    """
    if isinstance(value, Message):
        return value
    if isinstance(value, Card):
        return card_name(value)
    if isinstance(value, Suit):
        return suit_name(value)
    if isinstance(value, Rank):
        return rank_name(value)
    if isinstance(value, TrickReason):
        return reason_name(value)
    if isinstance(value, GameAction):
        return value.message()
    if isinstance(value, _EVENTS):
        return event_message(value)
    if isinstance(value, ScoreLine):
        return score_line_message(value)
    if isinstance(value, Side):
        return side_name(value)
    if isinstance(value, IllegalAction):
        return error_text(value.code)
    if isinstance(value, enum.Enum):
        phase = phase_name(value.value)
        if phase is not None:
            return phase
    raise TypeError(f"describe() cannot name a {type(value).__name__}")


@functools.cache
def render(lang: str) -> Renderer:
    """The renderer of ``lang``, shared."""
    return Renderer(check_language(lang), to_message)


def describe(value: Describable, lang: str = "en") -> str:
    """``value`` named (a card, a suit, a rank, a phase, a side) or told (an action, an event, an illegal action) in ``lang``.

    ``lang`` is one of :data:`~trickcore.LANGUAGES`. The text comes from the
    language's gettext catalog: whole sentences with plural forms, numbers in the
    language's digits, and, in Arabic, every number or card code in a sentence
    wrapped in the isolates FSI and PDI (U+2068, U+2069) so that it reads correctly
    in right-to-left text. An :class:`~trickcore.IllegalAction` keeps its English
    ``code`` and ``message``; this gives what its code means, in ``lang``.

    Example:
        >>> from trickcore import Card, IllegalAction, ErrorCode
        >>> describe(Card.parse("JS"), "ru"), describe(Card.parse("JS"), "tr")
        ('валет пик', 'maça valesi')
        >>> describe(IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, "follow hearts"), "ru")
        'Эта карта нарушает обязанность ходить в масть.'
        >>> describe(Card.parse("JS"), "fr")
        Traceback (most recent call last):
        ...
        trickcore.errors.UnknownLanguageError: unknown language 'fr' (choose from en, ru, ar, tr)

    Raises:
        UnknownLanguageError: ``lang`` is not one of :data:`~trickcore.LANGUAGES` (a :class:`ValueError`).
        TypeError: ``value`` is nothing trickcore names.
    """
    renderer = render(check_language(lang))
    named = to_message(value)
    return renderer.text(named) if isinstance(named, Message) else named


def _in_english(value: Narrated) -> str:
    """What :attr:`Narrated.text <trickcore.events.Narrated.text>` gives: the value told in English."""
    return describe(cast(Describable, value))


set_narrator(_in_english)
