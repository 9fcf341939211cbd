"""The state of a Smear game: phases, the contract, a hand's result, and the game itself."""

from __future__ import annotations

from typing import Final, Protocol

import attrs

from trickcore.actions import Call
from trickcore.phases import PhaseEnum, plain_members
from trickcore.playing_cards import Card, Suit
from trickcore.frozen import builder, typed_builder
from trickcore.games.smear._actions import Action
from trickcore.games.smear._rules import Rules
from trickcore.records import History
from trickcore.states import CountsHands
from trickcore.serialization import OPTIONAL_IF_DEFAULT
from trickcore.tricks import CardPlay, Trick

__all__ = ["Contract", "Game", "HandResult", "Phase", "Table", "side_of", "team_of"]

NAME = "smear"
"""The registry name of the ruleset."""

SEATS = 4
"""Smear is played by four, in two partnerships (three with ``players=3``, H1): the seats of the standard game."""

HAND_SIZE = 6
"""R5: cards dealt to each seat."""

TRICKS_PER_HAND = 6
"""R14: tricks in a hand."""


def team_of(seat: int) -> int:
    """The team of a seat in the four-player game: team 0 (A) is seats 0 and 2, team 1 (B) is seats 1 and 3.

    In cutthroat (``players=3``, H1) every seat is its own side: use :func:`side_of`,
    which answers for both.

    Example:
        >>> team_of(0), team_of(3)
        (0, 1)
    """
    return seat % 2


def side_of(rules: Rules, seat: int) -> int:
    """H1: the side of ``seat``: its team with four players, the seat itself in cutthroat.

    ``scores``, ``last_hand.points`` and ``winner`` are indexed by side.

    Example:
        >>> side_of(Rules(), 3), side_of(Rules(players=3), 2)
        (1, 2)
    """
    return rules.side_of[seat]


class Phase(PhaseEnum):
    """The stages of a Smear hand, and the end of the game.

    ``DISCARD`` happens only when ``blind_size`` is above 0 (R9, R10), ``TRUMP`` only
    with ``trump_named_at_discard`` (H9): AUCTION → TRUMP → DISCARD → PLAY.

    Example:
        >>> Phase.DISCARD.value
        'discard'
    """

    AUCTION = "auction"
    """One turn each from the dealer's left, bids 2–4 (R6–R8)."""
    TRUMP = "trump"
    """The bidder (holding the blind, if any) names trump; only with ``trump_named_at_discard`` (H9, H14)."""
    DISCARD = "discard"
    """The bidder has taken the blind and discards back to six (R9–R11)."""
    PLAY = "play"
    """Six tricks; the bidder's first lead fixes trump (R12–R14), or must be a trump named before (H14)."""
    HAND_OVER = "hand_over"
    """The hand is scored (or thrown in); waiting for :func:`~trickcore.games.smear.deal`."""
    GAME_OVER = "game_over"
    """A team has won (R18)."""


FastPhase: Final = plain_members(Phase)
""":class:`Phase` for the engine's hot paths (see :func:`~trickcore.phases.plain_members`)."""


@attrs.frozen
class Contract:
    """R7: the auction's winner and its bid.

    Attributes:
        bidder: the seat whose bid won.
        bid: the game points bid, 2 to 4 (5: the smudge; 5 or 6 with jokers).

    Example:
        >>> Contract(bidder=1, bid=3).team
        1
    """

    bidder: int
    bid: int

    @property
    def team(self) -> int:
        """The bidding team of the four-player game (:func:`team_of` the bidder); in cutthroat the
        bidding side is :func:`side_of` the bidder (H1), which answers for both."""
        return team_of(self.bidder)


@attrs.frozen
class HandResult:
    """The result of a completed hand (``Game.last_hand``).

    A thrown-in hand (R8) has ``made``, ``high``, ``low``, ``jack``, ``game`` and
    ``contract`` all ``None`` and every count 0. Every tuple has one entry per side
    and every point names a side (H1: two teams, or three players in cutthroat).

    Attributes:
        points: game points won by each side this hand (R15, R16), not the score change.
        made: whether the bidding side made its bid (R17), or ``None`` for a thrown-in hand.
        high: the side that scored High (R15), or ``None``.
        low: the side that scored Low (R15), or ``None``.
        jack: the side that scored Jack (R15), or ``None``.
        game: the side that scored Game (R16, H21), or ``None`` (a tie, or a thrown-in hand).
        contract: the hand's contract, or ``None`` for a thrown-in hand.
        card_points: card points counted for Game by each side (R16), the bidder's discards included.
        score_changes: what each side's score changed by (R17, R19, H22).
        jokers: the side that won each joker played this hand, in the order played (H6; ``()`` without jokers).

    Example:
        >>> HandResult.thrown_in().made is None
        True
    """

    points: tuple[int, ...]
    made: bool | None
    high: int | None
    low: int | None
    jack: int | None
    game: int | None
    contract: Contract | None
    card_points: tuple[int, ...]
    score_changes: tuple[int, ...]
    jokers: tuple[int, ...] = attrs.field(default=(), metadata={OPTIONAL_IF_DEFAULT: True})

    @classmethod
    def thrown_in(cls, sides: int = 2) -> HandResult:
        """R8: the result of a hand every player passed (``sides``: 3 in cutthroat, H1)."""
        zeros = (0,) * sides
        return cls(zeros, None, None, None, None, None, None, zeros, zeros)


@attrs.frozen(repr=False, cache_hash=True, weakref_slot=False)
class Game(CountsHands):
    """A whole Smear game: one immutable value holding everything, history included.

    Build one with :func:`~trickcore.games.smear.new_game`; move with
    :func:`~trickcore.games.smear.apply`. Fields are read-only.

    Attributes:
        rules: the options.
        phase: the current :class:`Phase`.
        dealer: the dealer of the current hand (R4).
        to_act: the seat to act, or ``None`` at ``HAND_OVER`` and ``GAME_OVER``.
        hands: each seat's cards in canonical order; during ``TRUMP`` and ``DISCARD`` the
            bidder's includes the blind it took; after a thrown-in hand the dealt cards stay.
        calls: the auction of the current hand, in order.
        contract: the bidder and bid, once the auction is won (kept through ``HAND_OVER``).
        trump: the trump suit, from the first lead (R12), or from its naming (H14), through ``HAND_OVER``.
        trick: the plays of the trick in progress.
        tricks: the completed tricks of the current hand.
        scores: each side's score (team 0 = seats 0 and 2; in cutthroat one per seat, H1).
        winner: the winning side once the game is over.
        last_hand: the result of the most recent completed hand.
        stock: the undealt cards, top first; once the bidder has taken the blind,
            the dead cards (R9).
        blind: the cards the bidder took from the stock (R9).
        discards: the bidder's discards (R10).
        history: the start position, every deal and every action.
    """

    rules: Rules
    phase: Phase
    dealer: int
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[Call[Action], ...]
    contract: Contract | None
    trump: Suit | None
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    scores: tuple[int, ...]
    winner: int | None
    last_hand: HandResult | None
    stock: tuple[Card, ...]
    blind: tuple[Card, ...]
    discards: tuple[Card, ...]
    history: History[Action]

    def __repr__(self) -> str:
        return (
            f"<smear Game phase={self.phase.value} to_act={self.to_act} dealer={self.dealer}"
            f" scores={self.scores}>"
        )


make_game: Final = typed_builder(Game)
"""How the engine makes its own states: unchecked, positional (see :func:`~trickcore.frozen.builder`)."""


class Table(Protocol):
    """What the legality rules read: satisfied by both :class:`Game` and a view.

    Legality is written once against this interface, so a view whose seat is to
    act answers ``legal_actions`` and ``check`` exactly as the game does.
    """

    @property
    def rules(self) -> Rules:
        """The options."""

    @property
    def phase(self) -> Phase:
        """The current phase."""

    @property
    def to_act(self) -> int | None:
        """The seat to act."""

    @property
    def dealer(self) -> int:
        """The dealer of the hand."""

    @property
    def calls(self) -> tuple[Call[Action], ...]:
        """The auction so far."""

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once led or named."""

    @property
    def trick(self) -> tuple[CardPlay, ...]:
        """The trick in progress."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of the hand."""

    @property
    def discards(self) -> tuple[Card, ...]:
        """The bidder's discards (known to the bidder, who alone needs them)."""
