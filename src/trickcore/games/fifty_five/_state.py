"""The state of a Fifty-Five game: phases, the contract, a hand's result, and the game itself."""

from __future__ import annotations

from typing import Final, Protocol

import attrs

from trickcore.actions import Call
from trickcore.phases import PhaseEnum, plain_members
from trickcore.playing_cards import Card, Suit
from trickcore.frozen import typed_builder
from trickcore.records import History
from trickcore.states import CountsHands
from trickcore.tricks import CardPlay, Trick

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._rules import Rules

__all__ = [
    "NAME",
    "RULES_VERSION",
    "Contract",
    "Game",
    "HandResult",
    "Phase",
    "Table",
    "make_contract",
    "make_game",
    "make_result",
]

NAME = "fifty-five"
"""The registry name of the ruleset."""

RULES_VERSION = 2
"""The version of the rules this package implements (stored in records).

Version 2 added the house rules (H1–H26). Records of the standard game are still
written as version 1, and records of version 1 are read.
"""


class Phase(PhaseEnum):
    """The stages of a hand, and the end of the game.

    Example:
        >>> Phase.DISCARD.value
        'discard'
    """

    AUCTION = "auction"
    """Players pass, bid or (the dealer) hold (R11–R13)."""
    DISCARD = "discard"
    """The bidder, holding the kitty too, lays aside five cards (R14)."""
    TRUMP = "trump"
    """The bidder names trump (R14), or with ``trump_named="before_kitty"`` before taking the kitty (H18)."""
    EXCHANGE = "exchange"
    """Every player but the bidder, in turn, discards and draws from the stock (``draw_after_trump``, H6–H10)."""
    PLAY = "play"
    """Five tricks are played (R15–R18)."""
    HAND_OVER = "hand_over"
    """The hand is scored (or void); the next deal is due."""
    GAME_OVER = "game_over"
    """A side has won (R24)."""


FastPhase: Final = plain_members(Phase)
""":class:`Phase` for the engine's hot paths (see :func:`~trickcore.phases.plain_members`)."""


@attrs.frozen(weakref_slot=False)
class Contract:
    """The outcome of the auction (R12): who won it and for how many points.

    Example:
        >>> Contract(bidder=2, bid=15)
        Contract(bidder=2, bid=15)
    """

    bidder: int
    """The seat that won the auction; its side is the bidding side (R2)."""
    bid: int
    """The points bid, 10, 15, 20, 25 or 60 (R11; 15, 20, 25 or 30 on the 30-for-60 ladder, H11)."""


@attrs.frozen(weakref_slot=False)
class HandResult:
    """What the last completed hand did, per side (R19–R22).

    Example:
        >>> HandResult(points=(0, 0, 20, 10), made=True, changes=(0, 0, 20, 10)).made
        True
    """

    points: tuple[int, ...]
    """Trick and bonus points each side took (R19) — not the score change; all 0 for a void hand."""
    made: bool | None
    """Whether the bidding side made its contract; ``None`` for a void hand (R13)."""
    changes: tuple[int, ...]
    """The score change of each side (R20–R22); a failed bidding side loses its bid."""


class Table(Protocol):
    """What legality needs to know, as both :class:`Game` and a view provide it.

    Legal actions and checks are written once against this interface, so a
    view of the seat to act answers exactly as the game does.
    """

    @property
    def rules(self) -> Rules: ...  # noqa: D102
    @property
    def phase(self) -> Phase: ...  # noqa: D102
    @property
    def dealer(self) -> int: ...  # noqa: D102
    @property
    def to_act(self) -> int | None: ...  # noqa: D102
    @property
    def high_bid(self) -> int | None: ...  # noqa: D102
    @property
    def high_bidder(self) -> int | None: ...  # noqa: D102
    @property
    def challenger(self) -> int | None: ...  # noqa: D102
    @property
    def trump(self) -> Suit | None: ...  # noqa: D102
    @property
    def trick(self) -> tuple[CardPlay, ...]: ...  # noqa: D102
    @property
    def acting_hand(self) -> tuple[Card, ...]: ...  # noqa: D102
    @property
    def stock_left(self) -> int: ...  # noqa: D102


@attrs.frozen(repr=False, cache_hash=True, weakref_slot=False)
class Game(CountsHands):
    """A whole game of Fifty-Five: one immutable value holding every hand, the scores and the history.

    Build one with :func:`~trickcore.games.fifty_five.new_game` and advance it with
    :func:`~trickcore.games.fifty_five.apply` and
    :func:`~trickcore.games.fifty_five.deal`; never construct it directly.

    Example:
        >>> from trickcore.games.fifty_five import new_game
        >>> new_game(seed=1, dealer=0)
        <fifty-five Game phase=auction to_act=1 dealer=0 scores=(0, 0, 0, 0)>
    """

    rules: Rules
    """The options of this game."""
    phase: Phase
    """The stage of the hand."""
    dealer: int
    """The dealer of the current hand (R9)."""
    to_act: int | None
    """The seat to act, ``None`` at ``HAND_OVER`` and ``GAME_OVER``."""
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's cards in canonical order (the bidder's 10 during ``DISCARD``)."""
    kitty: tuple[Card, ...]
    """The kitty while nobody has taken it (R14, H18); empty once the bidder takes it."""
    undealt: tuple[Card, ...]
    """The cards left undealt (R4), seen by nobody."""
    discards: tuple[Card, ...]
    """The bidder's five discards (R14), dead and seen by the bidder only."""
    calls: tuple[Call[Action], ...]
    """The auction of the current hand, in order."""
    high_bid: int | None
    """The standing high bid during the auction (R11)."""
    high_bidder: int | None
    """The seat holding the standing high bid (the dealer after a hold)."""
    challenger: int | None
    """The previous high bidder duelling the dealer in Phase B of R12, else ``None``."""
    contract: Contract | None
    """The auction's outcome, from its end until the next deal."""
    trump: Suit | None
    """The trump suit once named, kept through ``HAND_OVER``."""
    trick: tuple[CardPlay, ...]
    """The plays of the trick in progress."""
    tricks: tuple[Trick, ...]
    """The completed tricks of the current hand, kept until the next deal."""
    scores: tuple[int, ...]
    """The score of each side (per seat, or per team in the order of ``rules.teams``)."""
    winner: int | None
    """The side that won the game, or ``None`` while it goes on."""
    last_hand: HandResult | None
    """The most recent completed hand, ``None`` before the first ends."""
    history: History[Action]
    """The start, every deal and every action (for :func:`~trickcore.games.fifty_five.record`)."""
    exchanged: tuple[tuple[Card, ...], ...]
    """With ``draw_after_trump``, from ``EXCHANGE`` on, each seat's dead exchanged cards (``()`` for the
    bidder and for a seat yet to exchange); ``()`` otherwise. Seen by their player only (H8, H9)."""

    @property
    def acting_hand(self) -> tuple[Card, ...]:
        """The cards of the seat to act (empty when nobody is)."""
        return () if self.to_act is None else self.hands[self.to_act]

    @property
    def stock_left(self) -> int:
        """How many undealt cards after the kitty are left for the draws after trump (H7)."""
        return len(self.undealt)

    def __repr__(self) -> str:
        return (
            f"<{NAME} Game phase={self.phase.value} to_act={self.to_act} "
            f"dealer={self.dealer} scores={self.scores}>"
        )


make_game: Final = typed_builder(Game)
"""How the engine makes its own states: unchecked, positional (see :func:`~trickcore.frozen.builder`)."""

make_contract: Final = typed_builder(Contract)
"""A :class:`Contract` from its fields in order, unchecked (the engine's own)."""

make_result: Final = typed_builder(HandResult)
"""A :class:`HandResult` from its fields in order, unchecked (the engine's own)."""
