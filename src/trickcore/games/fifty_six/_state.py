"""The state of a game of Fifty-Six: phases, the auction, the contract, hand results and :class:`Game`.

A :class:`Game` is one frozen value holding everything, including the history
that led to it; every action returns a new one.
"""

from __future__ import annotations

import functools
from typing import Final

import attrs

from trickcore.actions import Call
from trickcore.frozen import builder, typed_builder
from trickcore.options import OPTIONAL_IF_DEFAULT
from trickcore.phases import PhaseEnum, plain_members
from trickcore.playing_cards import Card, Suit
from trickcore.records import History
from trickcore.states import CountsHands
from trickcore.tricks import CardPlay, Trick

from trickcore.games.fifty_six._actions import Action, AuctionCall, Bid, BidForm
from trickcore.games.fifty_six._rules import Rules

__all__ = ["AuctionState", "Contract", "Game", "HandResult", "Phase"]

NAME = "fifty-six"
"""The registry name of the ruleset."""


class Phase(PhaseEnum):
    """The stages of a hand and of the game.

    Example:
        >>> Phase.AUCTION.value
        'auction'
    """

    AUCTION = "auction"
    """Calls go round from the seat after the dealer (R10–R16)."""
    CONCEAL = "conceal"
    """The hidden-trump declarer lays a card face down (``hidden_trump``, H2)."""
    PLAY = "play"
    """Tricks are played (R18–R21)."""
    HAND_OVER = "hand_over"
    """The hand is settled; :func:`~trickcore.games.fifty_six.deal` deals the next."""
    GAME_OVER = "game_over"
    """Only one team is left in play; it has won (R28)."""


FastPhase: Final = plain_members(Phase)
""":class:`Phase` for the engine's hot paths (see :func:`~trickcore.phases.plain_members`)."""


@attrs.frozen(weakref_slot=False)
class Contract:
    """The contract won in the auction; public (R17).

    Attributes:
        value: the bid value, 28–56.
        trump: the trump suit, or ``None`` for no trumps (and noes).
        multiplier: 1, 2 when doubled, 4 when redoubled.
        declarer: the seat whose bid won (after an all-pass auction, the seat after the dealer).
        team: the bidding team.
        form: the form of the winning bid (``NO_TRUMPS`` after an all-pass auction and a thani).
        thani: the declarer plays alone to win every trick (value 56, no trumps; H14).
            With ``HIDDEN`` the trump is ``None`` until the reveal, then the concealed card's suit (H3, H6).

    Example:
        >>> Contract(31, Suit.DIAMONDS, 4, declarer=3, team=1, form=BidForm.PLUS_SUIT).multiplier
        4
    """

    value: int
    trump: Suit | None
    multiplier: int
    declarer: int
    team: int
    form: BidForm = BidForm.NUMBER_SUIT
    thani: bool = attrs.field(default=False, metadata={OPTIONAL_IF_DEFAULT: True})


@attrs.frozen(cache_hash=True, weakref_slot=False)
class AuctionState:
    """Where the auction of the current hand stands; all public (R10–R16).

    Attributes:
        calls: every call of this hand's auction, in order.
        bid: the standing bid, if any.
        bidder: the seat that made the standing bid.
        multiplier: 1, or 2 when the standing bid is doubled (4 ends the auction).
        passes: consecutive passes since the latest bid or double (or since the start).
        suit_named: whether some bid in this auction named a trump suit (noes are available).
        passed: per seat, whether it has passed in this auction (``pass_is_final``).
        thani: the standing bid is a thani (H13); ``bid`` then holds the value it
            plays for, 56 at no trumps, above which no bid exists.
    """

    calls: tuple[Call[AuctionCall], ...]
    bid: Bid | None
    bidder: int | None
    multiplier: int
    passes: int
    suit_named: bool
    passed: tuple[bool, ...]
    thani: bool = attrs.field(default=False, metadata={OPTIONAL_IF_DEFAULT: True})


@attrs.frozen(weakref_slot=False)
class HandResult:
    """How the last completed hand ended (R22–R26), or that its deal was void (H31).

    Attributes:
        contract: the contract played (``None`` after a void deal).
        points: card points taken per team (every team, 0 for eliminated ones).
        made: whether the bidding team took at least the bid value (``None`` after a void deal).
        transfers: the signed change of tables per team (all 0 after a void deal).
        eliminated: the teams eliminated by this hand's settlement.

    Example:
        >>> HandResult(Contract(30, Suit.HEARTS, 1, 2, 0), (31, 25), True, (1, -1), ()).made
        True
    """

    contract: Contract | None
    points: tuple[int, ...]
    made: bool | None
    transfers: tuple[int, ...]
    eliminated: tuple[int, ...] = ()

    @classmethod
    def void(cls, teams: int) -> HandResult:
        """The result of a void deal (H31): no contract, nothing taken, nothing scored.

        Example:
            >>> HandResult.void(2)
            HandResult(contract=None, points=(0, 0), made=None, transfers=(0, 0), eliminated=())
        """
        return cls(None, (0,) * teams, None, (0,) * teams)


@functools.lru_cache(maxsize=256)
def _next_seats(active: tuple[bool, ...]) -> tuple[int, ...]:
    """For every seat, the next active seat in turn order (R27: eliminated seats are skipped).

    Worked out once per seating (a bounded cache: a game sees only a few).
    """
    n = len(active)
    result = []
    for seat in range(n):
        following = seat
        for step in range(1, n + 1):
            following = (seat + step) % n
            if active[following]:
                break
        result.append(following)
    return tuple(result)


def _next_seats_of(match: Match) -> tuple[int, ...]:
    return _next_seats(tuple(match.active))


def _count_active(match: Match) -> int:
    return match.active.count(True)


@attrs.frozen(weakref_slot=False)
class Match:
    """The part of the state that changes only between hands: dealer, tables, who is still in.

    Attributes:
        dealer: the dealer of the current (or just finished) hand.
        tables: tables per team (R7).
        eliminated: per team, whether it has left the game (R26).
        active: per seat, whether its team is still in play.
        winner: the winning team once the game is over (R28).
        last_hand: the result of the most recent completed hand.
    """

    dealer: int
    tables: tuple[int, ...]
    eliminated: tuple[bool, ...]
    active: tuple[bool, ...]
    winner: int | None = None
    last_hand: HandResult | None = None
    next_seat: tuple[int, ...] = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_next_seats_of, takes_self=True)
    )
    """For every seat, the next active seat."""
    n_active: int = attrs.field(init=False, eq=False, repr=False, default=attrs.Factory(_count_active, takes_self=True))
    """The number of active players."""


_build_match: Final = builder(Match)


def make_match(
    dealer: int,
    tables: tuple[int, ...],
    eliminated: tuple[bool, ...],
    active: tuple[bool, ...],
    winner: int | None = None,
    last_hand: HandResult | None = None,
) -> Match:
    """The engine's own :class:`Match` (from tuples it made), equal to ``Match(...)`` of the same fields.

    Built without attrs' ``__init__``: its two derived fields come from the
    per-seating cache, and a hand makes two or three of these.
    """
    return _build_match(dealer, tables, eliminated, active, winner, last_hand, _next_seats(active), active.count(True))


@attrs.frozen(repr=False, cache_hash=True, weakref_slot=False)
class Game(CountsHands):
    """A whole game of Fifty-Six: every hand, the tables, the history. Frozen and hashable.

    Build one with :func:`~trickcore.games.fifty_six.new_game`; move on with
    :func:`~trickcore.games.fifty_six.apply` and
    :func:`~trickcore.games.fifty_six.deal`. Read the state through the attributes
    below (the dealer, tables and results are properties).

    Attributes:
        rules: the variant played.
        phase: the current :class:`Phase`.
        to_act: the seat to act, ``None`` at ``HAND_OVER`` and ``GAME_OVER``.
        hands: per seat, the cards held in canonical order (empty for an eliminated seat).
        auction: the auction of the current hand (kept until the next deal).
        contract: the contract, once the auction is over (kept until the next deal).
        trick: the plays of the trick in progress.
        tricks: the completed tricks of the current hand (kept until the next deal).
        points: card points taken per team in the current hand.
        match: dealer, tables and results between hands.
        history: the start position, deals and actions that led here.
        concealed: the card the hidden-trump declarer laid face down, until it is revealed (H2, H11).
        revealed: the concealed card once revealed, public until the next deal (H6).
        revealed_at: how many cards of the hand had been played when the card was
            revealed: cards of its suit played before that are plain cards (H8).
        court_at: how many tricks were complete when the declarer called court (H18).

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> game.phase, game.to_act == (game.dealer + 1) % 4, game.tables
        (<Phase.AUCTION: 'auction'>, True, (12, 12))
    """

    rules: Rules
    phase: Phase
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    auction: AuctionState
    contract: Contract | None
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    match: Match
    history: History[Action]
    concealed: Card | None = None
    revealed: Card | None = None
    revealed_at: int | None = None
    court_at: int | None = None

    @property
    def dealer(self) -> int:
        """The dealer of the current (or just finished) hand (R8)."""
        return self.match.dealer

    @property
    def tables(self) -> tuple[int, ...]:
        """Tables per team, one entry per team for the whole game (R7)."""
        return self.match.tables

    @property
    def eliminated(self) -> tuple[bool, ...]:
        """Per team, whether it has left the game (R26)."""
        return self.match.eliminated

    @property
    def active(self) -> tuple[bool, ...]:
        """Per seat, whether it is still in play (R26, R27)."""
        return self.match.active

    @property
    def winner(self) -> int | None:
        """The winning team once the game is over, else ``None`` (R28)."""
        return self.match.winner

    @property
    def last_hand(self) -> HandResult | None:
        """The result of the most recent completed hand, ``None`` before the first ends."""
        return self.match.last_hand

    @property
    def trump(self) -> Suit | None:
        """The trump suit, ``None`` until the auction is over and at no trumps (R17)."""
        contract = self.contract
        return None if contract is None else contract.trump

    @property
    def calls(self) -> tuple[Call[AuctionCall], ...]:
        """The calls of the current hand's auction, in order."""
        return self.auction.calls

    def team_of(self, seat: int) -> int:
        """The team of ``seat`` (R2); the same as :meth:`Rules.team_of`."""
        return self.rules.team_of(seat)

    def __repr__(self) -> str:
        return (
            f"<{NAME} Game phase={self.phase.value} to_act={self.to_act} "
            f"dealer={self.dealer} tables={self.tables}>"
        )


make_game: Final = typed_builder(Game)
"""How the engine makes its own states: unchecked, positional (see :func:`~trickcore.frozen.builder`)."""
