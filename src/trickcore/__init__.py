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

from trickcore import cards as _cards_module  # the deprecated module path, loaded first (see below)
from trickcore.actions import Call, Claim, Discard, Pass, Play
from trickcore.deck import Deck, Seed, make_deck, shuffled
from trickcore.errors import (
    ActionIdError,
    ConfigError,
    DealError,
    DeckError,
    DeterminizationError,
    ErrorCode,
    IllegalAction,
    NotationError,
    RecordError,
    ReplayError,
    SeedError,
    SerializationError,
    TrickcoreError,
    UnknownLanguageError,
    UnknownRulesetError,
)
from trickcore.language import LANGUAGES, describe
from trickcore.matchplay import deal_next, deal_seed, start_match
from trickcore.playing_cards import JOKER, Card, Rank, Suit, cards, format_cards, sort_cards
from trickcore.records import Deal, Record, SeatRecord
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.ruleset import Ruleset
from trickcore.tricks import CardPlay, Trick

# ``trickcore.cards`` is the function that parses a card list, imported above from
# trickcore.playing_cards over the deprecated module of the same name. That module is
# loaded first, so a later ``import trickcore.cards`` finds it loaded and never binds it
# over the function.
del _cards_module

__version__ = "0.1.0"

__all__ = [
    "ActionIdError",
    "Call",
    "Card",
    "CardPlay",
    "Claim",
    "ConfigError",
    "Deal",
    "DealError",
    "Deck",
    "DeckError",
    "DeterminizationError",
    "Discard",
    "ErrorCode",
    "IllegalAction",
    "JOKER",
    "LANGUAGES",
    "NotationError",
    "Pass",
    "Play",
    "RULESET_NAMES",
    "Rank",
    "Record",
    "RecordError",
    "ReplayError",
    "Ruleset",
    "SeatRecord",
    "Seed",
    "SeedError",
    "SerializationError",
    "Suit",
    "Trick",
    "TrickcoreError",
    "UnknownLanguageError",
    "UnknownRulesetError",
    "cards",
    "deal_next",
    "deal_seed",
    "describe",
    "format_cards",
    "get_ruleset",
    "make_deck",
    "shuffled",
    "sort_cards",
    "start_match",
]
