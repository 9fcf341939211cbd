"""Core micro-benchmarks (``--core``): parsing a card, finding a trick's winner, shuffling and dealing.

These are the building blocks every ruleset shares; they explain the rulesets'
figures rather than add to them, so they run only on request.
"""

from __future__ import annotations

from trickcore import Card, CardPlay, Rank, make_deck, shuffled
from trickcore.tricks import winning_play

from benchmarks.timing import cost, over

PACK_48 = make_deck([Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE], copies=2)
"""Fifty-Six's pack for six players: the largest a benchmarked deal shuffles."""

_PLAYS = tuple(CardPlay(seat, card) for seat, card in enumerate(PACK_48[:4]))
_STRENGTH = {card: index for index, card in enumerate(PACK_48)}
_SEEDS = range(1000)


def _shuffle(seed: int) -> object:
    """Shuffle the 48-card pack."""
    return shuffled(PACK_48, seed)


def _shuffle_and_deal(seed: int) -> object:
    """Shuffle the 48-card pack and deal it to four hands."""
    deck = shuffled(PACK_48, seed)
    return tuple(deck[seat::4] for seat in range(4))


def _winner(plays: tuple[CardPlay, ...]) -> object:
    """The winner of a four-card trick under a fixed strength table."""
    return winning_play(plays, _STRENGTH.__getitem__)


def core_costs(seconds: float) -> dict[str, float]:
    """µs per call of each core operation, by name."""
    return {
        "Card.parse('10♠')": cost(over(["10♠"] * 1000, Card.parse), seconds),
        "winning_play, 4 cards": cost(over([_PLAYS] * 1000, _winner), seconds),
        "shuffled, 48 cards": cost(over(_SEEDS, _shuffle), seconds),
        "shuffle + deal 4 hands": cost(over(_SEEDS, _shuffle_and_deal), seconds),
    }
