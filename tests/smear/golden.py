"""The worked examples of ``shared/rules/smear.md`` as data, each naming the rule it pins.

Cards and actions are written in the library's notation; tricks as ``str(Trick)``
(``"leader:card ... -> winner"``). Teams: A = 0 (seats 0, 2), B = 1 (seats 1, 3).
"""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.games.smear import Rules


@attrs.frozen
class FollowCase:
    """R13: with trump ``trump``, holding ``hand``, after ``led`` is led, the legal cards."""

    rule: str
    trump: str
    hand: str
    led: str
    legal: str


@attrs.frozen
class TrickCase:
    """R14: the plays of a trick (leader first) under ``trump`` and the winning card."""

    rule: str
    trump: str
    plays: str
    wins: str


@attrs.frozen
class AuctionCase:
    """R6–R8: calls from the dealer's left; then the legal calls, an illegal one, or the outcome."""

    rule: str
    dealer: int
    calls: tuple[str, ...]
    phase: str
    contract: tuple[int, int] | None
    legal_next: tuple[str, ...] = ()
    illegal: str | None = None
    illegal_code: str | None = None
    next_dealer: int | None = None


@attrs.frozen
class HandCase:
    """R5–R17: a whole hand from an explicit deal to its result and new scores.

    ``stock`` ``None``: the rules file does not give it (the undealt cards, in canonical order).
    """

    rule: str
    rules: Rules
    dealer: int
    scores: tuple[int, int]
    hands: tuple[str, str, str, str]
    stock: str | None
    calls: tuple[str, ...]
    discard: str | None
    legal_trumps: str
    tricks: tuple[str, ...]
    card_points: tuple[int, int]
    high: int | None
    low: int | None
    jack: int | None
    game: int | None
    points: tuple[int, int]
    made: bool
    final_scores: tuple[int, int]
    deck: str | None = None


@attrs.frozen
class DiscardCase:
    """R11: a discard, the legal-trump set it leaves, and a first lead it rules out."""

    rule: str
    rules: Rules
    dealer: int
    bidder_hand: str
    blind: str
    discard: str
    kept: str
    legal_trumps: str
    illegal_lead: str


FOLLOWING: Final = (
    FollowCase("R13", "H", "KS 9S 8H AD", "QS", "8H KS 9S"),
    FollowCase("R13", "H", "KS 9S 8H AD", "7H", "8H"),
    FollowCase("R13", "H", "KS 9S 8H AD", "TC", "AD 8H KS 9S"),
    FollowCase("R13", "H", "KS 9S 8H AD", "JD", "AD 8H"),
)

TRICKS: Final = (
    TrickCase("R14", "H", "QS AS 7H KS", "7H"),
    TrickCase("R14", "H", "9D 8H TH AD", "TH"),
)

AUCTIONS: Final = (
    AuctionCase("R6 R7", 3, ("pass", "pass", "pass", "bid 2"), "play", (3, 2)),
    AuctionCase(
        "R6", 3, ("bid 2",), "auction", None, legal_next=("pass", "bid 3", "bid 4"),
        illegal="bid 2", illegal_code="bid-too-low",
    ),
    AuctionCase("R7", 3, ("pass", "bid 4"), "play", (1, 4)),
    AuctionCase("R8", 3, ("pass", "pass", "pass", "pass"), "hand_over", None, next_dealer=3),
)

FULL_HAND_BLIND_2: Final = HandCase(
    rule="R5 R9 R10 R11 R12 R15 R16 R17",
    rules=Rules(blind_size=2),
    dealer=3,
    scores=(5, 7),
    hands=("KS 7S AH TD 9C 8H", "AS QS TS 8S KH 7C", "9S QH JD AC TC 8D", "AD KD QD KC QC JH"),
    stock="JS 9D TH 9H 7H 7D JC 8C",
    calls=("bid 2", "bid 3", "pass", "pass"),
    discard="KH 9D",
    legal_trumps="C S",
    tricks=(
        "1:AS 2:9S 3:JH 0:7S -> 1",
        "1:8S 2:8D 3:QC 0:KS -> 0",
        "0:AH 1:TS 2:QH 3:KC -> 1",
        "1:JS 2:JD 3:QD 0:9C -> 1",
        "1:QS 2:AC 3:KD 0:8H -> 1",
        "1:7C 2:TC 3:AD 0:TD -> 2",
    ),
    card_points=(29, 40),
    high=1,
    low=0,
    jack=1,
    game=1,
    points=(1, 3),
    made=True,
    final_scores=(6, 10),
    deck="KS 7S AH AS QS TS 9S QH JD AD KD QD TD 9C 8H 8S KH 7C AC TC 8D KC QC JH JS 9D TH 9H 7H 7D JC 8C",
)

SET_CONTRACT: Final = HandCase(
    rule="R13 R14 R15 R16 R17",
    rules=Rules(),
    dealer=0,
    scores=(1, 4),
    hands=("AH TH 9H KC QC 9D", "JH 7H AS KS 8D 7C", "QH AD KD TD 9S 8C", "KH 8H AC TC JS 7D"),
    stock=None,
    calls=("pass", "bid 2", "pass", "bid 3"),
    discard=None,
    legal_trumps="C D H",
    tricks=(
        "0:AH 1:7H 2:QH 3:8H -> 0",
        "0:9H 1:JH 2:9S 3:KH -> 3",
        "3:AC 0:QC 1:7C 2:8C -> 3",
        "3:TC 0:TH 1:8D 2:KD -> 0",
        "0:KC 1:KS 2:TD 3:7D -> 0",
        "0:9D 1:AS 2:AD 3:JS -> 2",
    ),
    card_points=(54, 10),
    high=0,
    low=1,
    jack=1,
    game=0,
    points=(2, 2),
    made=False,
    final_scores=(-2, 6),
)

FORCED_TRUMP: Final = DiscardCase(
    rule="R11",
    rules=Rules(blind_size=3),
    dealer=1,
    bidder_hand="AC JC 9C KH 8D 7S",
    blind="8C TH 7D",
    discard="TH 7D 7S",
    kept="AC JC 9C KH 8D 8C",
    legal_trumps="C",
    illegal_lead="KH",
)
