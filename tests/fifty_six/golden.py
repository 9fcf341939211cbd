"""The worked examples of ``shared/rules/fifty-six.md`` as data, each naming the rule it pins.

Cards and actions are written in the library's notation. Plays are ``seat:card``
in play order. Teams are pairs (``team(i) = i mod (n/2)``) unless stated.
"""

from __future__ import annotations

from typing import Final

import attrs


@attrs.frozen
class TrickCase:
    """R4, R5, R20: the plays of a trick under ``trump`` ("NT": none), the winning seat and the points."""

    rule: str
    players: int
    trump: str
    plays: str
    winner: int
    points: int


@attrs.frozen
class FollowCase:
    """R19: under ``trump``, after ``led`` is led, holding ``hand``, the cards that may be played."""

    rule: str
    trump: str
    led: str
    hand: str
    legal: str


@attrs.frozen
class AuctionCase:
    """R10–R18: calls from the seat after the dealer; then the contract, or an illegal call.

    ``illegal`` lists ``(calls made before, action text, code)``: that action is refused
    with that code once that many calls have been made.
    """

    rule: str
    players: int
    dealer: int
    calls: tuple[str, ...]
    contract: tuple[int, str, int, int, int] | None  # value, trump ("NT"), multiplier, declarer, team
    leader: int | None = None
    illegal: tuple[tuple[int, str, str], ...] = ()


@attrs.frozen
class ScoringCase:
    """R22–R25: a contract, the bidding team's points, whether it is made and the tables after."""

    rule: str
    players: int
    value: int
    trump: str
    multiplier: int
    declarer: int
    points: int
    made: bool
    before: tuple[int, ...]
    after: tuple[int, ...]


TRICKS: Final = (
    TrickCase("R20", 4, "H", "1:AS 2:TS 3:JS 0:9S", winner=3, points=7),
    TrickCase("R20 only trump", 4, "H", "0:JC 1:QH 2:9C 3:AD", winner=1, points=6),
    TrickCase("R20 off-suit jack loses", 4, "S", "2:TC 3:JH 0:9D 1:AH", winner=2, points=7),
    TrickCase("R20 trump jack", 6, "C", "0:AH 1:9C 2:JH 3:JC 4:KH 5:TC", winner=3, points=10),
    TrickCase("R20 identical cards, first played wins", 8, "NT", "5:QS 6:7S 7:8S 0:JH 1:KS 2:9D 3:QS 4:TH", winner=1, points=6),
)

FOLLOWING: Final = (
    FollowCase("R19 must follow", "H", "AS", "KS JH 9D", legal="KS"),
    FollowCase("R19 void: any card", "H", "AS", "JH 9D", legal="JH 9D"),
)

AUCTIONS: Final = (
    AuctionCase(
        "R12 R13 R14 redouble ends the auction",
        4,
        0,
        ("bid 28 D", "bid 29 noes", "bid +2 D", "double", "redouble"),
        contract=(31, "D", 4, 3, 1),
        leader=1,
        illegal=((3, "redouble", "cannot-redouble"), (4, "double", "cannot-double")),
    ),
    AuctionCase(
        "R15 a higher bid cancels the double",
        6,
        0,
        ("bid S 30", "double", "bid 32 NT", "pass", "pass", "pass", "pass", "pass"),
        contract=(32, "NT", 1, 3, 0),
        leader=1,
    ),
    AuctionCase("R16 all pass: 28 NT", 4, 3, ("pass", "pass", "pass", "pass"), contract=(28, "NT", 1, 0, 0), leader=0),
    AuctionCase(
        "R11 re-entry after a pass",
        4,
        0,
        ("pass", "bid 28 C", "pass", "pass", "bid 30 H", "pass", "pass", "pass"),
        contract=(30, "H", 1, 1, 1),
        leader=1,
    ),
    AuctionCase(
        "R12 a plus bid obeys R11",
        4,
        0,
        ("bid 55 D",),
        contract=None,
        illegal=((1, "bid +2 S", "invalid-bid"),),
    ),
)

SCORING: Final = (
    ScoringCase("R24 made", 4, 30, "H", 1, 2, points=31, made=True, before=(12, 12), after=(13, 11)),
    ScoringCase("R24 failed doubled", 4, 44, "NT", 2, 1, points=40, made=False, before=(12, 12), after=(18, 6)),
    ScoringCase("R24 failed, pays each", 6, 35, "D", 1, 3, points=27, made=False, before=(12, 12, 12), after=(8, 14, 14)),
    ScoringCase("R24 made doubled, from each", 8, 56, "NT", 2, 7, points=56, made=True, before=(12, 12, 12, 12), after=(4, 4, 4, 36)),
    ScoringCase("R26 elimination", 4, 30, "D", 1, 0, points=27, made=False, before=(2, 22), after=(0, 24)),
)

ELIMINATION_SEED: Final = 0
"""R26, R28: with this seed, dealer 3 and tables (2, 22), seat 0 bids 30 D, all pass, and playing
the first legal card every time leaves team {0, 2} with 27 points: it pays 2, is eliminated, and
team {1, 3} wins with 24 tables."""
