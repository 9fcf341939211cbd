"""What one seat may see of a game (a view), without any card it has not seen."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.frozen import typed_builder
from trickcore.hands import holds_all
from trickcore.errors import excerpt
from trickcore.actions import Call
from trickcore.playing_cards import JOKER, Card, Suit
from trickcore.codec import view_problem as common_view_problem
from trickcore.games.smear._cards import deck
from trickcore.games.smear._actions import Action
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import Contract, Game, HandResult, Phase, FastPhase
from trickcore.tricks import CardPlay, Trick

__all__ = ["View", "scores", "view", "view_problem"]


@attrs.frozen(weakref_slot=False)
class View:
    """What ``seat`` may see: its own cards and everything public.

    A view never holds another seat's hand, the stock, the dead cards, or (for
    anyone but the bidder) the blind and the discards. ``legal_actions`` and
    ``check`` accept a view whose seat is to act and answer exactly as for the game.

    Attributes:
        seat: whose view this is.
        rules: the options.
        phase: the current phase.
        dealer: the dealer of the hand.
        to_act: the seat to act, or ``None``.
        hand: the seat's own cards, in canonical order.
        hand_sizes: how many cards each seat holds (three counts in cutthroat, H30).
        calls: the auction of the current hand.
        contract: the contract, once the auction is won.
        trump: the trump suit, once led (R12) or named (H14, public from the naming).
        trick: the trick in progress.
        tricks: the completed tricks of the hand.
        scores: each side's score (H1: per team, or per player in cutthroat).
        winner: the winning side, once the game is over.
        last_hand: the result of the most recent completed hand.
        blind: the cards taken from the stock — in the bidder's view only (R9), else empty.
        discards: the bidder's discards — in the bidder's view only (R10), else empty.
    """

    seat: int
    rules: Rules
    phase: Phase
    dealer: int
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[Call[Action], ...]
    contract: Contract | None
    trump: Suit | None
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    scores: tuple[int, ...]
    winner: int | None
    last_hand: HandResult | None
    blind: tuple[Card, ...]
    discards: tuple[Card, ...]


_view: Final = typed_builder(View)


def view_problem(seen: View) -> str | None:
    """Why a view decoded from JSON could come from no game, or ``None`` (API: bad JSON never builds an invalid value).

    The core's :func:`trickcore.codec.view_problem` checks seats, the turn, the
    winner, the hand sizes and the seat's own hand; a Smear view also shows blind
    and discards to the bidder only, and never more than the blind size, and trump
    exactly when it is fixed (named in ``TRUMP``, H14, or by the first lead).
    """
    contract = seen.contract
    bidder = contract is not None and contract.bidder == seen.seat
    rules = seen.rules
    seats, sides = rules.players, rules.sides
    limit = rules.blind_size
    if (seen.blind or seen.discards) and not bidder:
        return "only the bidder's view shows the blind and the discards"
    if len(seen.scores) != sides:
        return f"the scores hold one entry per side ({sides})"
    result = seen.last_hand
    if result is not None:
        if any(len(counts) != sides for counts in (result.points, result.card_points, result.score_changes)):
            return f"the last hand's points, card points and score changes hold one entry per side ({sides})"
        if any(
            side is not None and side not in range(sides)
            for side in (result.high, result.low, result.jack, result.game, *result.jokers)
        ):
            return "the last hand's High, Low, Jack, jokers and Game go to a side or nobody"
        past = result.contract
        if past is not None and (past.bidder not in range(seats) or not 2 <= past.bid <= seen.rules.top_bid):
            return f"the last hand's contract does not fit the rules (a seat, a bid of 2 to {seen.rules.top_bid})"
    if len(seen.blind) > limit or len(seen.discards) > limit:
        return f"the blind and the discards hold at most {limit} cards"
    if bidder and _bidders_cards_problem(seen, limit):
        return (
            f"the bidder's view shows the {limit} blind cards it took among its cards, and once"
            f" it has discarded, its {limit} discards"
        )
    if len(seen.calls) > seats or any(call.seat not in range(seats) for call in seen.calls):
        return "the auction holds one call per seat at most"
    if contract is not None and (contract.bidder not in range(seats) or not 2 <= contract.bid <= seen.rules.top_bid):
        return f"the contract does not fit the rules (a seat, a bid of 2 to {seen.rules.top_bid})"
    phase = seen.phase
    named = seen.rules.trump_named_at_discard
    if phase is FastPhase.TRUMP and not named:
        return "the trump phase exists only with trump_named_at_discard"
    if phase in (FastPhase.TRUMP, FastPhase.DISCARD, FastPhase.PLAY) and contract is None:
        return "naming trump, the discard and the play need a contract"
    if phase is FastPhase.AUCTION and contract is not None:
        return "no contract exists during the auction"
    if phase in (FastPhase.AUCTION, FastPhase.TRUMP) and seen.trump is not None:
        return "trump is fixed only after the auction: named by the bidder, or by the first lead"
    if phase in (FastPhase.DISCARD, FastPhase.PLAY) and named and seen.trump is None:
        return "trump is named before the discard and the play (trump_named_at_discard)"
    if phase is FastPhase.DISCARD and not named and seen.trump is not None:
        return "trump is fixed only by the first lead, after the discard"
    if phase is FastPhase.PLAY and not named and (seen.trump is None) != (not seen.trick and not seen.tricks):
        return "trump is known exactly once the first card is led"
    if phase in (FastPhase.HAND_OVER, FastPhase.GAME_OVER) and (seen.trump is None) != (not seen.tricks):
        return "a hand's trump is known exactly when its cards were played"
    if phase in (FastPhase.AUCTION, FastPhase.TRUMP, FastPhase.DISCARD) and (seen.trick or seen.tricks):
        return "no card is played before the play"
    lead = seen.tricks[0].plays[0].card if seen.tricks else seen.trick[0].card if seen.trick else None
    if named and lead is not None and seen.trump is not None and not (lead is JOKER or lead.suit is seen.trump):
        return "the first lead is a trump of the suit named (H14)"
    closed = seen.phase in (FastPhase.HAND_OVER, FastPhase.GAME_OVER)
    return common_view_problem(
        seen, players=seats, sides=sides, closed=closed, game_over=seen.phase is FastPhase.GAME_OVER, pack=deck(seen.rules)
    )


def _bidders_cards_problem(seen: View, limit: int) -> bool:
    """R9/R10: whether the bidder's view misplaces the blind or the discards.

    The bidder took the whole blind and, past the discard, laid aside exactly as
    many cards; every blind card is still in its hand, played by it, or discarded.
    """
    if len(seen.blind) != limit:
        return True
    discarded = seen.phase is not FastPhase.DISCARD and seen.phase is not FastPhase.TRUMP
    if len(seen.discards) != (limit if discarded else 0):
        return True
    played = [play.card for trick in seen.tricks for play in trick.plays if play.seat == seen.seat]
    played += [play.card for play in seen.trick if play.seat == seen.seat]
    return not holds_all([*seen.hand, *played, *seen.discards], seen.blind)


def scores(state: Game | View) -> tuple[int, ...]:
    """Every side's score (team 0 = seats 0 and 2; one per player in cutthroat, H1): the common way to read the
    score of any ruleset's game or view.

    ``winner`` indexes this tuple once the game is over.

    Example:
        >>> from trickcore.games import smear
        >>> smear.scores(smear.new_game(seed=1, scores=(5, 7)))
        (5, 7)
    """
    return state.scores


def view(game: Game, seat: int) -> View:
    """What ``seat`` may see of ``game``.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=1)
        >>> v = smear.view(game, 2)
        >>> v.hand == game.hands[2], v.hand_sizes
        (True, (6, 6, 6, 6))

    Raises:
        TypeError: ``game`` is not a Smear :class:`Game`.
        ValueError: ``seat`` is not a seat of the game (0–3, or 0–2 in cutthroat).
    """
    if not isinstance(game, Game):
        raise TypeError(f"view() takes a smear Game, not {type(game).__name__}")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(game.hands):
        raise ValueError(f"seat must be 0 to {len(game.hands) - 1}, not {excerpt(seat)}")
    bidder = game.contract is not None and game.contract.bidder == seat
    return _view(
        seat,
        game.rules,
        game.phase,
        game.dealer,
        game.to_act,
        game.hands[seat],
        tuple(map(len, game.hands)),
        game.calls,
        game.contract,
        game.trump,
        game.trick,
        game.tricks,
        game.scores,
        game.winner,
        game.last_hand,
        game.blind if bidder else (),
        game.discards if bidder else (),
    )
