"""Benchmarks of core operations: parsing, trick winners, shuffling and dealing."""

from __future__ import annotations

import itertools

from timing import Row, microseconds, print_rows

from trickcore import Card, CardPlay, Rank, make_deck, shuffled
from trickcore.tricks import winning_play

PACK_48 = make_deck([Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE], copies=2)
PLAYS = [CardPlay(seat, card) for seat, card in enumerate(PACK_48[:4])]
STRENGTH = {card: i for i, card in enumerate(PACK_48)}


def rows() -> list[Row]:
    """Per-call times of the core operations."""
    seeds = itertools.count()

    def deal() -> object:
        deck = shuffled(PACK_48, next(seeds))
        return tuple(deck[i::4] for i in range(4))

    return [
        ("Card.parse('10♠')", microseconds(lambda: Card.parse("10♠")), "µs/call"),
        ("winning_play, 4 cards", microseconds(lambda: winning_play(PLAYS, STRENGTH.__getitem__)), "µs/call"),
        ("shuffled, 48 cards", microseconds(lambda: shuffled(PACK_48, 12345), repeat=5_000), "µs/call"),
        ("shuffle + deal 4 hands", microseconds(deal, repeat=5_000), "µs/call"),
    ]


if __name__ == "__main__":
    print_rows("core", rows())
