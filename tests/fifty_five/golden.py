"""The worked examples of ``shared/rules/fifty-five.md`` as data, each naming the rule it pins."""

from __future__ import annotations

from typing import Final

import attrs


@attrs.frozen
class TrickExample:
    """R18 (with R5–R7): a trick's cards in play order, and the winning card."""

    rule: str
    trump: str
    cards: str
    winner: str


@attrs.frozen
class LegalPlayExample:
    """R16/R17: the legal plays of a hand to a trick led with one card."""

    rule: str
    trump: str
    led: str
    hand: str
    legal: str


@attrs.frozen
class AuctionExample:
    """R11–R13: calls of a 4-player auction with dealer 0, and its outcome."""

    rule: str
    calls: tuple[str, ...]
    bidder: int | None
    bid: int | None


@attrs.frozen
class IllegalCallExample:
    """R11: a call that is illegal after the calls before it, and its error code."""

    rule: str
    calls: tuple[str, ...]
    illegal: str
    code: str


@attrs.frozen
class FullHandExample:
    """R10–R22: a whole hand from explicit hands to the scores."""

    rule: str
    dealer: int
    hands: tuple[str, ...]
    kitty: str
    actions: tuple[str, ...]
    trick_winners: tuple[int, ...]
    points: tuple[int, ...]
    made: bool
    scores: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...] | None
    team_scores: tuple[int, ...]


TRICKS: Final = (
    TrickExample("R7 black plain: A > 2 > 9 > T", "S", "9C AC 2C TC", "AC"),
    TrickExample("R7 red plain: ace of diamonds lowest", "S", "AD 2D TD 5D", "TD"),
    TrickExample("R5/R6 A♥ is a trump and outranks 2D", "D", "3H AH KH 2D", "AH"),
    TrickExample("R6 hearts trump: 5H highest", "H", "KH 5H JH AH", "5H"),
    TrickExample("R7 black plain: 3 > 4 > 5 > T", "D", "4S 3S 5S TS", "3S"),
)

LEGAL_PLAYS: Final = (
    LegalPlayExample("R17 JC outranks 4C, may be withheld; no other trump", "C", "4C", "JC 9D KH 2S 7D", "JC 9D KH 2S 7D"),
    LegalPlayExample("R17 8C cannot be withheld, so a trump is compulsory", "C", "4C", "JC 8C 9D KH 2S", "JC 8C"),
    LegalPlayExample("R17 JC is below the led 5", "C", "5C", "JC 9D KH 2S 7D", "JC"),
    LegalPlayExample("R16 hearts held (A♥ not a heart): follow or trump", "S", "KH", "2H AH 9C 4S 8D", "2H AH 4S"),
)

AUCTIONS: Final = (
    AuctionExample(
        "R12 the duel: the dealer holds until the challenger passes",
        ("bid 10", "bid 15", "pass", "hold", "bid 20", "hold", "bid 25", "hold", "pass"),
        0,
        25,
    ),
    AuctionExample("R12 a hold of 60 wins at 60", ("bid 60", "pass", "pass", "hold"), 0, 60),
    AuctionExample("R13 everyone passes: the hand is void", ("pass", "pass", "pass", "pass"), None, None),
)

ILLEGAL_CALLS: Final = (
    IllegalCallExample("R11 only the dealer may hold", ("bid 10",), "hold", "cannot-hold"),
    IllegalCallExample("R11 a bid must be higher", ("bid 15",), "bid 15", "bid-too-low"),
)

FULL_HAND: Final = FullHandExample(
    rule="R10–R22 the full hand of the rules file",
    dealer=0,
    hands=("9C KS QD 4H JS", "AH 9D 3S 7D QH", "JC 4C KD 7H 3H", "5C 2D 8S TH 6S"),
    kitty="AC KC 2H 8D 9S",
    actions=(
        "pass", "bid 15", "pass", "pass",
        "discard 7H 3H 2H 8D 9S", "trump C",
        "play 9D", "play KD", "play 2D", "play QD",
        "play JC", "play 8S", "play 9C", "play AH",
        "play AC", "play 6S", "play 4H", "play 3S",
        "play 4C", "play 5C", "play KS", "play 7D",
        "play TH", "play JS", "play QH", "play KC",
    ),
    trick_winners=(2, 2, 2, 3, 2),
    points=(0, 0, 20, 10),
    made=True,
    scores=(0, 0, 20, 10),
    teams=((0, 2), (1, 3)),
    team_scores=(20, 10),
)
"""Seat 3 withholds 5C on the JC lead; seat 1 must play AH, below the led J; 5C is the best trump."""
