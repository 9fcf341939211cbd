"""trickcore: typed, immutable rules engines for trick-taking card games.

The top level holds what every game shares: cards and their notation, decks and
the reproducible shuffle, errors. Each ruleset lives in :mod:`trickcore.games`;
:func:`get_ruleset` finds one by name.

Example:
    >>> from trickcore import Card, cards, shuffled
    >>> Card.parse("10♠")
    Card.parse('TS')
    >>> len(shuffled(cards("AS KS QS"), seed=1))
    3
"""

from trickcore.actions import Call, Discard, Pass, Play
from trickcore.cards import Card, Rank, Suit, cards, format_cards, sort_cards
from trickcore.deck import Seed, make_deck, shuffled
from trickcore.errors import (
    ActionIdError,
    ConfigError,
    DealError,
    DeterminizationError,
    ErrorCode,
    IllegalAction,
    NotationError,
    RecordError,
    SerializationError,
    TrickcoreError,
    UnknownRulesetError,
)
from trickcore.records import Deal, Record
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.ruleset import Ruleset
from trickcore.tricks import CardPlay, Trick

__version__ = "0.1.0"

__all__ = [
    "RULESET_NAMES",
    "ActionIdError",
    "Call",
    "Card",
    "CardPlay",
    "ConfigError",
    "Deal",
    "DealError",
    "DeterminizationError",
    "Discard",
    "ErrorCode",
    "IllegalAction",
    "NotationError",
    "Pass",
    "Play",
    "Rank",
    "Record",
    "RecordError",
    "Ruleset",
    "Seed",
    "SerializationError",
    "Suit",
    "Trick",
    "TrickcoreError",
    "UnknownRulesetError",
    "cards",
    "format_cards",
    "get_ruleset",
    "make_deck",
    "shuffled",
    "sort_cards",
]
