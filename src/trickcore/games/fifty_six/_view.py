"""What one seat may see: its own hand and everything public (R17: the contract is public)."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.frozen import replacer, typed_builder
from trickcore.options import OPTIONAL_IF_DEFAULT
from trickcore.errors import excerpt
from trickcore.actions import Call
from trickcore.playing_cards import Card, Suit
from trickcore.codec import view_problem as common_view_problem
from trickcore.tricks import CardPlay, Trick

from trickcore.games.fifty_six._actions import AuctionCall
from trickcore.games.fifty_six._auction import MAX_BID, MIN_BID
from trickcore.games.fifty_six._cards import deck, hand_size
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import AuctionState, Contract, Game, HandResult, Phase, FastPhase

__all__ = ["View", "scores", "view", "view_problem"]


@attrs.frozen(weakref_slot=False)
class View:
    """One seat's view of a game: its own cards and the public state, nothing else.

    :func:`~trickcore.games.fifty_six.legal_actions` and
    :func:`~trickcore.games.fifty_six.check` answer for a view whose seat is to act
    exactly as for the game; for any other seat there is nothing to do.

    Attributes:
        rules: the variant played.
        seat: whose view this is.
        phase: the current phase.
        to_act: the seat to act, or ``None``.
        dealer: the dealer of the current hand.
        hand: the seat's own cards, in canonical order.
        hand_sizes: cards held per seat.
        auction: the public auction of the current hand.
        contract: the contract, once known.
        trick: the trick in progress.
        tricks: the completed tricks of the current hand.
        points: card points taken per team in the current hand.
        tables: tables per team.
        eliminated: per team, whether it has left the game.
        winner: the winning team once the game is over.
        last_hand: the result of the most recent completed hand.
        concealed: the hidden trump lying face down, in the declarer's own view
            only (``None`` in every other seat's view, H11).
        revealed: the hidden trump once revealed, public until the next deal (H6).
        revealed_at: how many cards of the hand had been played at the reveal (H8).
        court_at: how many tricks were complete when the declarer called court (H18).
    """

    rules: Rules
    seat: int
    phase: Phase
    to_act: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    auction: AuctionState
    contract: Contract | None
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    points: tuple[int, ...]
    tables: tuple[int, ...]
    eliminated: tuple[bool, ...]
    winner: int | None
    last_hand: HandResult | None
    concealed: Card | None = attrs.field(default=None, metadata={OPTIONAL_IF_DEFAULT: True})
    revealed: Card | None = attrs.field(default=None, metadata={OPTIONAL_IF_DEFAULT: True})
    revealed_at: int | None = attrs.field(default=None, metadata={OPTIONAL_IF_DEFAULT: True})
    court_at: int | None = attrs.field(default=None, metadata={OPTIONAL_IF_DEFAULT: True})

    @property
    def calls(self) -> tuple[Call[AuctionCall], ...]:
        """The calls of the current hand's auction, in order."""
        return self.auction.calls

    @property
    def trump(self) -> Suit | None:
        """The trump suit once the auction is over (``None`` at no trumps)."""
        contract = self.contract
        return None if contract is None else contract.trump

    @property
    def active(self) -> tuple[bool, ...]:
        """Per seat, whether it is still in play."""
        eliminated = self.eliminated
        return tuple(not eliminated[self.rules.team_of(seat)] for seat in range(self.rules.players))

    def team_of(self, seat: int) -> int:
        """The team of ``seat`` (R2)."""
        return self.rules.team_of(seat)


_view: Final = typed_builder(View)


def view_problem(seen: View) -> str | None:
    """Why a view decoded from JSON could come from no game, or ``None`` (API: bad JSON never builds an invalid value).

    The core's :func:`trickcore.codec.view_problem` checks what every view must
    satisfy; this adds Fifty-Six's per-team data, the players still in play and the
    multiplier. The constructor itself stays lenient, so callers may build views of
    test positions.
    """
    rules = seen.rules
    players, teams = rules.players, rules.teams
    if len(seen.tables) != teams or len(seen.eliminated) != teams or len(seen.points) != teams:
        return f"per-team data must have {teams} entries"
    if len(seen.auction.passed) != players:
        return f"per-seat data must have {players} entries"
    if any(count < 0 for count in (*seen.tables, *seen.points)):
        return "tables and points cannot be negative"
    closed = seen.phase in (FastPhase.HAND_OVER, FastPhase.GAME_OVER)
    # The hand on view was dealt to the seats in play when it began: at its end that
    # includes the teams its settlement has just eliminated (R26, R27).
    just_out = set(seen.last_hand.eliminated) if closed and seen.last_hand is not None else set()
    active = sum(1 for seat in range(players) if seen.active[seat] or rules.team_of(seat) in just_out)
    if active not in (4, 6, 8):
        return f"{active} players in play cannot play"
    problem = _auction_problem(seen) or _last_hand_problem(seen)
    if problem is not None:
        return problem
    if any(size > hand_size(active) for size in seen.hand_sizes):
        return "a hand is larger than the deal"
    pack = deck(rules, players=active)
    return common_view_problem(
        seen, players=players, sides=teams, closed=closed, game_over=seen.phase is FastPhase.GAME_OVER, pack=pack
    )


def _auction_problem(seen: View) -> str | None:
    """The auction and the contract fit the rules and the phase (R11–R17)."""
    auction, contract, players = seen.auction, seen.contract, seen.rules.players
    bid = auction.bid
    if auction.multiplier not in (1, 2, 4) or (bid is None and auction.multiplier != 1):
        return f"multiplier {auction.multiplier} does not fit the standing bid"
    if bid is not None and not MIN_BID <= bid.value <= MAX_BID:
        return f"a standing bid of {bid.value} is outside {MIN_BID}–{MAX_BID}"
    if (bid is None) != (auction.bidder is None) or (auction.bidder is not None and auction.bidder not in range(players)):
        return "the standing bid and its bidder do not fit"
    if not 0 <= auction.passes <= players or any(call.seat not in range(players) for call in auction.calls):
        return "the calls do not fit the seats"
    result = seen.last_hand
    void = seen.phase is FastPhase.HAND_OVER and result is not None and result.contract is None
    if void and (auction.calls or seen.trick or seen.tricks or any(seen.points)):
        return "a void deal has no auction and no play (H31)"
    if (contract is None) != (seen.phase is FastPhase.AUCTION or void):
        return "a contract exists exactly once the auction is over"
    if contract is not None and (
        not MIN_BID <= contract.value <= MAX_BID
        or contract.multiplier not in (1, 2, 4)
        or contract.declarer not in range(players)
        or contract.team != seen.rules.team_of(contract.declarer)
    ):
        return "the contract does not fit the rules"
    if seen.phase is FastPhase.AUCTION and (seen.trick or seen.tricks):
        return "no card is played during the auction"
    return None


def _last_hand_problem(seen: View) -> str | None:
    """The last hand's result fits the rules: per-team data, a possible contract, teams that exist."""
    result, rules = seen.last_hand, seen.rules
    if result is None:
        return None
    contract = result.contract
    if len(result.points) != rules.teams or len(result.transfers) != rules.teams:
        return f"the last hand's per-team data must have {rules.teams} entries"
    if any(team not in range(rules.teams) for team in result.eliminated):
        return "the last hand eliminated a team that does not exist"
    if contract is None or result.made is None:
        redeals = rules.redeal_if_team_has_no_jack or rules.redeal_on_weak_hand is not None
        if contract is not None or result.made is not None or not redeals:
            return "only a void deal (a redeal rule, H31) ends with no contract and no result"
        if any(result.points) or any(result.transfers) or result.eliminated:
            return "a void deal takes and scores nothing (H31)"
        return None
    if (
        not MIN_BID <= contract.value <= MAX_BID
        or contract.multiplier not in (1, 2, 4)
        or contract.declarer not in range(rules.players)
        or contract.team != rules.team_of(contract.declarer)
    ):
        return "the last hand's contract does not fit the rules"
    return None


def scores(state: Game | View) -> tuple[int, ...]:
    """Every team's tables (R7): the common way to read the score of any ruleset's game or view.

    ``winner`` indexes this tuple once the game is over.

    Example:
        >>> from trickcore.games import fifty_six
        >>> fifty_six.scores(fifty_six.new_game(seed=1))
        (12, 12)
    """
    return state.tables


def view(game: Game, seat: int) -> View:
    """What ``seat`` may see of ``game``: its own hand, the hand sizes and the public state.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=3)
        >>> seat_view = fifty_six.view(game, 2)
        >>> seat_view.hand == game.hands[2], seat_view.hand_sizes
        (True, (12, 12, 12, 12))

    Raises:
        TypeError: ``game`` is not a :class:`~trickcore.games.fifty_six.Game`.
        ValueError: ``seat`` is not a seat of the game.
    """
    if not isinstance(game, Game):
        raise TypeError(f"view() takes a fifty-six Game, not {type(game).__name__}")
    if seat.__class__ is not int and (isinstance(seat, bool) or not isinstance(seat, int)) or not 0 <= seat < game.rules.players:
        raise ValueError(f"seat must be 0 to {game.rules.players - 1}, not {excerpt(seat)}")
    match = game.match
    seen = _view(
        game.rules,
        seat,
        game.phase,
        game.to_act,
        match.dealer,
        game.hands[seat],
        tuple(map(len, game.hands)),
        game.auction,
        game.contract,
        game.trick,
        game.tricks,
        game.points,
        match.tables,
        match.eliminated,
        match.winner,
        match.last_hand,
        None,
        None,
        None,
        None,
    )
    if not game.rules._house:  # noqa: SLF001 - Rules.house without its call; the four fields are never set then
        return seen
    contract = game.contract
    concealed = game.concealed if contract is not None and contract.declarer == seat else None  # H11
    return _with_house(seen, concealed, game.revealed, game.revealed_at, game.court_at)


_with_house: Final = replacer(View, "concealed", "revealed", "revealed_at", "court_at")
"""A view with its hidden-trump and court fields (a game with house rules)."""
