"""Deprecated module path: the cards module is :mod:`trickcore.playing_cards`.

``trickcore.cards`` is the function that parses a list of cards
(``trickcore.cards("JS 9S AH")``), so the module that used to share its name was
renamed. ``from trickcore.cards import Card`` still works and warns
(:class:`DeprecationWarning`); write ``from trickcore.playing_cards import Card``, or
import the names from the top level (``from trickcore import Card, cards``).

Because the package's attribute ``trickcore.cards`` is the function, ``import
trickcore.cards`` followed by ``trickcore.cards.Card`` cannot work (and never did);
``import trickcore.playing_cards`` does.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from trickcore import playing_cards as _moved_to

if TYPE_CHECKING:
    from trickcore.playing_cards import (
        CARD_BY_INDEX as CARD_BY_INDEX,
        Card as Card,
        Rank as Rank,
        Suit as Suit,
        all_cards as all_cards,
        cards as cards,
        format_cards as format_cards,
        sort_cards as sort_cards,
    )


def __getattr__(name: str) -> object:
    """A name of :mod:`trickcore.playing_cards`, with a :class:`DeprecationWarning` naming the new path."""
    if name.startswith("__") or not hasattr(_moved_to, name):
        raise AttributeError(f"module 'trickcore.cards' has no attribute {name!r}")
    warnings.warn(
        f"the module trickcore.cards is deprecated: import {name} from trickcore.playing_cards "
        f"(or from trickcore) instead",
        DeprecationWarning,
        stacklevel=2,
    )
    value: object = getattr(_moved_to, name)
    return value

