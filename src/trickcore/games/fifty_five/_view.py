"""What one seat may see (R14: only the bidder sees the kitty and its discards)."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.frozen import builder
from trickcore.hands import holds_all
from trickcore.errors import excerpt
from trickcore.actions import Call
from trickcore.playing_cards import Card, Suit
from trickcore.codec import view_problem as common_view_problem
from trickcore.tricks import CardPlay, Trick

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._auction import LADDER
from trickcore.games.fifty_five._kitty import DISCARD_SIZE
from trickcore.games.fifty_five._play import TRICKS_PER_HAND
from trickcore.games.fifty_five._scoring import score_hand
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._cards import PACK
from trickcore.games.fifty_five._state import Contract, Game, HandResult, Phase, FastPhase

__all__ = ["View", "scores", "view", "view_problem"]


@attrs.frozen(weakref_slot=False)
class View:
    """The game as ``seat`` sees it: its own cards and everything public, nothing else.

    :func:`~trickcore.games.fifty_five.legal_actions` and
    :func:`~trickcore.games.fifty_five.check` accept a view and answer as for the
    game when ``seat`` is to act.

    Example:
        >>> from trickcore.games.fifty_five import new_game, view
        >>> seen = view(new_game(seed=1, dealer=0), 1)
        >>> seen.seat, seen.to_act, len(seen.hand), seen.hand_sizes
        (1, 1, 5, (5, 5, 5, 5))
    """

    rules: Rules
    """The options of the game."""
    seat: int
    """The seat whose view this is."""
    phase: Phase
    """The stage of the hand."""
    to_act: int | None
    """The seat to act, or ``None``."""
    dealer: int
    """The dealer of the current hand."""
    hand: tuple[Card, ...]
    """The seat's own cards, in canonical order."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    kitty: tuple[Card, ...]
    """The kitty the seat took as bidder (R14); empty for everyone else."""
    discards: tuple[Card, ...]
    """The seat's own discards as bidder (R14); empty for everyone else."""
    calls: tuple[Call[Action], ...]
    """The auction of the current hand."""
    high_bid: int | None
    """The standing high bid during the auction."""
    high_bidder: int | None
    """The seat holding the standing high bid."""
    challenger: int | None
    """The previous high bidder duelling the dealer in Phase B of R12."""
    contract: Contract | None
    """The contract, once the auction is won."""
    trump: Suit | None
    """The trump suit, once named."""
    trick: tuple[CardPlay, ...]
    """The trick in progress."""
    tricks: tuple[Trick, ...]
    """The completed tricks of the current hand."""
    scores: tuple[int, ...]
    """The score of each side."""
    winner: int | None
    """The side that won the game, or ``None``."""
    last_hand: HandResult | None
    """The most recent completed hand."""

    @property
    def acting_hand(self) -> tuple[Card, ...]:
        """The seat's cards if it is to act, else nothing (a view knows no other hand)."""
        return self.hand if self.seat == self.to_act else ()


_view: Final = builder(View)


def view_problem(seen: View) -> str | None:
    """Why a view decoded from JSON could come from no game, or ``None`` (API: bad JSON never builds an invalid value).

    The core's :func:`trickcore.codec.view_problem` checks seats, the turn, the
    winner, the hand sizes and the seat's own hand; a Fifty-Five view also has one
    score per side.
    """
    sides = seen.rules.sides
    if len(seen.scores) != sides:
        return f"scores must hold one entry per side ({sides})"
    result = seen.last_hand
    if result is not None and (len(result.points) != sides or len(result.changes) != sides):
        return f"the last hand's points and changes must hold one entry per side ({sides})"
    problem = _auction_problem(seen) or _kitty_problem(seen)
    if problem is not None:
        return problem
    closed = seen.phase in (FastPhase.HAND_OVER, FastPhase.GAME_OVER)
    problem = common_view_problem(
        seen,
        players=seen.rules.players,
        sides=seen.rules.sides,
        closed=closed,
        game_over=seen.phase is FastPhase.GAME_OVER,
        pack=PACK,
    )
    # The result is checked last: scoring reads the tricks, which the common checks vouch for.
    return problem or _result_problem(seen)


def _auction_problem(seen: View) -> str | None:
    """The auction, the contract and trump fit the rules and the phase (R11–R14)."""
    players, phase, contract = seen.rules.players, seen.phase, seen.contract
    if seen.high_bid is not None and seen.high_bid not in LADDER:
        return f"a high bid of {seen.high_bid} is not on the ladder"
    for seat in (seen.high_bidder, seen.challenger):
        if seat is not None and seat not in range(players):
            return "the high bidder and challenger must be seats of the game"
    if (seen.high_bid is None) != (seen.high_bidder is None):
        return "the high bid and its bidder do not fit"
    if any(call.seat not in range(players) for call in seen.calls):
        return "the calls do not fit the seats"
    if contract is not None and (contract.bidder not in range(players) or contract.bid not in LADDER):
        return "the contract does not fit the rules"
    if phase in (FastPhase.DISCARD, FastPhase.TRUMP, FastPhase.PLAY) and contract is None:
        return "the kitty, trump and play come after the auction is won"
    if phase is FastPhase.AUCTION and contract is not None:
        return "no contract exists during the auction"
    if phase in (FastPhase.AUCTION, FastPhase.DISCARD, FastPhase.TRUMP) and seen.trump is not None:
        return "trump is named only after the bidder has discarded"
    if phase is FastPhase.PLAY and seen.trump is None:
        return "the play needs a trump suit"
    if phase not in (FastPhase.PLAY, FastPhase.HAND_OVER, FastPhase.GAME_OVER) and (seen.trick or seen.tricks):
        return "no card is played before the play"
    if (seen.trick or seen.tricks) and seen.trump is None:
        return "cards are played only once trump is named"
    return None


def _kitty_problem(seen: View) -> str | None:
    """R14: only the bidder sees the kitty, all five cards of it among its own; past the discard, its five discards."""
    contract = seen.contract
    if contract is None or contract.bidder != seen.seat:
        return "only the bidder sees the kitty and the discards" if seen.kitty or seen.discards else None
    discarded = seen.phase is not FastPhase.DISCARD
    played = [play.card for trick in seen.tricks for play in trick.plays if play.seat == seen.seat]
    played += [play.card for play in seen.trick if play.seat == seen.seat]
    if (
        len(seen.kitty) != DISCARD_SIZE
        or len(seen.discards) != (DISCARD_SIZE if discarded else 0)
        or not holds_all([*seen.hand, *played, *seen.discards], seen.kitty)
    ):
        return "the bidder sees the five kitty cards among its own and, once it has discarded, its five discards"
    return None


def _result_problem(seen: View) -> str | None:
    """R19–R24: a played hand's result, the scores and the winner are what its tricks give."""
    contract, trump, result = seen.contract, seen.trump, seen.last_hand
    if seen.phase not in (FastPhase.HAND_OVER, FastPhase.GAME_OVER) or contract is None or trump is None or result is None:
        return None
    if len(seen.tricks) != TRICKS_PER_HAND:
        return "a played hand has five tricks"
    before = tuple(score - change for score, change in zip(seen.scores, result.changes))
    if max(before) >= seen.rules.target:
        return "a side had reached the target before the last hand"
    again, after, winner = score_hand(seen.rules, contract, trump, seen.tricks, before)
    if (again, after, winner) != (result, seen.scores, seen.winner):
        return "the last hand's result, the scores and the winner are not what its tricks give"
    return None


def scores(state: Game | View) -> tuple[int, ...]:
    """Every side's score (per seat, or per team in the order of ``rules.teams``).

    The common way to read the score of any ruleset's game or view; ``winner``
    indexes this tuple once the game is over.

    Example:
        >>> from trickcore.games import fifty_five
        >>> fifty_five.scores(fifty_five.new_game(fifty_five.Rules(teams=((0, 2), (1, 3))), seed=1))
        (0, 0)
    """
    return state.scores


def view(game: Game, seat: int) -> View:
    """What ``seat`` may see of ``game``.

    The bidder sees the kitty it took and its own discards; nobody sees another
    hand, the undealt cards, a kitty not taken, or another's discards.

    Raises:
        TypeError: ``game`` is not a :class:`Game`, or ``seat`` is not an ``int``.
        ValueError: ``seat`` is not a seat of the game.
    """
    if not isinstance(game, Game):
        raise TypeError(f"view() takes a Game, not {type(game).__name__}")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise TypeError(f"seat must be an int, not {excerpt(seat)}")
    if not 0 <= seat < game.rules.players:
        raise ValueError(f"seat must be 0..{game.rules.players - 1}, not {seat}")
    bidder = game.contract is not None and game.contract.bidder == seat
    dealt = game.history.last_deal
    return _view(
        game.rules,
        seat,
        game.phase,
        game.to_act,
        game.dealer,
        game.hands[seat],
        tuple(map(len, game.hands)),
        dealt.stock.cards[:DISCARD_SIZE] if bidder and dealt is not None else (),
        game.discards if bidder else (),
        game.calls,
        game.high_bid,
        game.high_bidder,
        game.challenger,
        game.contract,
        game.trump,
        game.trick,
        game.tricks,
        game.scores,
        game.winner,
        game.last_hand,
    )
