"""What one seat may see (R14: only the bidder sees the kitty and its discards)."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.frozen import replacer, typed_builder
from trickcore.hands import holds_all
from trickcore.errors import excerpt
from trickcore.actions import Call
from trickcore.playing_cards import Card, Suit, sort_cards
from trickcore.codec import view_problem as common_view_problem
from trickcore.tricks import CardPlay, Trick

from trickcore.options import OPTIONAL_IF_DEFAULT

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._exchange import exchange_order
from trickcore.games.fifty_five._auction import ladder
from trickcore.games.fifty_five._kitty import DISCARD_SIZE
from trickcore.games.fifty_five._play import TRICKS_PER_HAND
from trickcore.games.fifty_five._scoring import score_hand
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._state import Contract, Game, HandResult, Phase, FastPhase

__all__ = ["View", "drawn_places", "scores", "view", "view_problem"]

KITTY_AND_HAND: Final = DISCARD_SIZE
"""R4: the size of a hand and of the kitty."""


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
    """The kitty the seat took as bidder (R14); empty for everyone else, and before it is taken (H19)."""
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
    exchanged: tuple[int, ...] = attrs.field(default=(), metadata={OPTIONAL_IF_DEFAULT: True})
    """With ``draw_after_trump``, from ``EXCHANGE`` on, how many cards each seat exchanged (public, H10); else ``()``."""
    exchange: tuple[Card, ...] = attrs.field(default=(), metadata={OPTIONAL_IF_DEFAULT: True})
    """The cards the seat itself exchanged (discarded face down), seen by it only (H10)."""
    drawn: tuple[Card, ...] = attrs.field(default=(), metadata={OPTIONAL_IF_DEFAULT: True})
    """The cards the seat itself drew from the stock, seen by it only (H10)."""

    @property
    def acting_hand(self) -> tuple[Card, ...]:
        """The seat's cards if it is to act, else nothing (a view knows no other hand)."""
        return self.hand if self.seat == self.to_act else ()

    @property
    def stock_left(self) -> int:
        """How many cards remain in the stock for the draws after trump (public, H10)."""
        return len(deck(self.rules)) - KITTY_AND_HAND * self.rules.players - KITTY_AND_HAND - sum(self.exchanged)


_view: Final = typed_builder(View)


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
    problem = _auction_problem(seen) or _kitty_problem(seen) or _exchange_problem(seen)
    if problem is not None:
        return problem
    closed = seen.phase in (FastPhase.HAND_OVER, FastPhase.GAME_OVER)
    problem = common_view_problem(
        seen,
        players=seen.rules.players,
        sides=seen.rules.sides,
        closed=closed,
        game_over=seen.phase is FastPhase.GAME_OVER,
        pack=deck(seen.rules),
    )
    # The result is checked last: scoring reads the tricks, which the common checks vouch for.
    return problem or _result_problem(seen)


def _auction_problem(seen: View) -> str | None:
    """The auction, the contract and trump fit the rules and the phase (R11–R14)."""
    players, phase, contract = seen.rules.players, seen.phase, seen.contract
    bids = ladder(seen.rules)
    if seen.high_bid is not None and seen.high_bid not in bids:
        return f"a high bid of {seen.high_bid} is not on the ladder"
    for seat in (seen.high_bidder, seen.challenger):
        if seat is not None and seat not in range(players):
            return "the high bidder and challenger must be seats of the game"
    if (seen.high_bid is None) != (seen.high_bidder is None):
        return "the high bid and its bidder do not fit"
    if any(call.seat not in range(players) for call in seen.calls):
        return "the calls do not fit the seats"
    if contract is not None and (contract.bidder not in range(players) or contract.bid not in bids):
        return "the contract does not fit the rules"
    if phase in (FastPhase.DISCARD, FastPhase.TRUMP, FastPhase.PLAY) and contract is None:
        return "the kitty, trump and play come after the auction is won"
    if phase is FastPhase.AUCTION and contract is not None:
        return "no contract exists during the auction"
    if phase in (FastPhase.AUCTION, FastPhase.TRUMP) and seen.trump is not None:
        return "trump is named only once the trump phase is over"
    if phase is FastPhase.DISCARD and (seen.trump is not None) != (seen.rules.trump_named == "before_kitty"):
        return "trump is named after the discard, or before the kitty with trump_named='before_kitty' (H18)"
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
    if contract is None or contract.bidder != seen.seat or _kitty_aside(seen):
        return "only the bidder sees the kitty and the discards, once taken" if seen.kitty or seen.discards else None
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


def _exchange_problem(seen: View) -> str | None:
    """H6–H10: exchange counts only with ``draw_after_trump`` once the exchanges began, the bidder's 0; the seat's own
    exchanged and drawn cards as many as it exchanged, the drawn ones among its cards, none of them seen twice."""
    counts, players = seen.exchanged, seen.rules.players
    if not counts:
        began = seen.phase in (FastPhase.EXCHANGE, FastPhase.PLAY) or (seen.tricks and seen.contract is not None)
        if seen.exchange or seen.drawn or (seen.rules.draw_after_trump and began):
            return "exchanges are shown with draw_after_trump, once they begin"
        return None
    if not seen.rules.draw_after_trump or seen.contract is None or len(counts) != players:
        return "exchange counts need draw_after_trump, a contract and one count per seat"
    if seen.seat not in range(players):
        return f"seat {excerpt(seen.seat)} is not a seat of a {players}-player game"
    if seen.phase not in (FastPhase.EXCHANGE, FastPhase.PLAY, FastPhase.HAND_OVER, FastPhase.GAME_OVER):
        return "the exchanges come after the kitty and trump"
    if counts[seen.contract.bidder] or any(count not in range(KITTY_AND_HAND + 1) for count in counts):
        return "each player but the bidder exchanges 0 to 5 cards"
    if seen.stock_left < 0:
        return "more cards were drawn than the stock holds"
    if seen.phase is FastPhase.EXCHANGE and seen.to_act not in exchange_order(seen.dealer, seen.contract.bidder, players):
        return "in the exchange, the player to act is one who exchanges: anyone but the bidder"
    own = counts[seen.seat]
    played = [play.card for trick in seen.tricks for play in trick.plays if play.seat == seen.seat]
    played += [play.card for play in seen.trick if play.seat == seen.seat]
    held = [*seen.hand, *played]
    if len(seen.exchange) != own or len(seen.drawn) != own or not holds_all(held, seen.drawn):
        return "the seat's exchanged and drawn cards are as many as it exchanged, the drawn ones among its cards"
    if len(set([*held, *seen.exchange, *seen.discards])) != len(held) + len(seen.exchange) + len(seen.discards):
        return "a card is both held and exchanged"
    return None


def _kitty_aside(table: Game | View) -> bool:
    """H18: the bidder names trump before taking the kitty, which is still aside."""
    return table.phase is FastPhase.TRUMP and table.rules.trump_named == "before_kitty"


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
    hand, the undealt cards, a kitty not taken (H19: nor before trump is named,
    with ``trump_named="before_kitty"``), or another's discards.

    Raises:
        TypeError: ``game`` is not a :class:`Game`, or ``seat`` is not an ``int``.
        ValueError: ``seat`` is not a seat of the game.
    """
    if not isinstance(game, Game):
        raise TypeError(f"view() takes a Game, not {type(game).__name__}")
    if seat.__class__ is not int and (isinstance(seat, bool) or not isinstance(seat, int)):
        raise TypeError(f"seat must be an int, not {excerpt(seat)}")
    if not 0 <= seat < game.rules.players:
        raise ValueError(f"seat must be 0..{game.rules.players - 1}, not {excerpt(seat)}")
    contract = game.contract
    bidder = contract is not None and contract.bidder == seat and not _kitty_aside(game)
    dealt = game.history.last_deal
    seen = _view(
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
        contract,
        game.trump,
        game.trick,
        game.tricks,
        game.scores,
        game.winner,
        game.last_hand,
        (),
        (),
        (),
    )
    # Without draw_after_trump, or before the exchanges, the exchange fields stay empty.
    return _with_exchanges(seen, *_exchanges(game, seat)) if game.exchanged else seen


_with_exchanges: Final = replacer(View, "exchanged", "exchange", "drawn")
"""A view with its exchange fields (``draw_after_trump``, once the exchanges begin)."""


def _exchanges(game: Game, seat: int) -> tuple[tuple[int, ...], tuple[Card, ...], tuple[Card, ...]]:
    """H10: every seat's exchange count, and ``seat``'s own exchanged and drawn cards (from the stock, in turn order)."""
    if not game.exchanged:
        return (), (), ()
    dealt = game.history.last_deal
    drawn: tuple[Card, ...] = ()
    if dealt is not None:
        stock = dealt.stock.cards
        drawn = sort_cards(stock[place] for place in drawn_places(game, seat))
    return tuple(map(len, game.exchanged)), game.exchanged[seat], drawn


def drawn_places(game: Game, seat: int) -> tuple[int, ...]:
    """H7: where in the deal's stock (the kitty first) the cards ``seat`` drew after trump lay, in the order drawn.

    The players before it in turn drew the cards above: their counts are public,
    so the places are too. Empty for a seat that has drawn nothing in the hand.

    Example:
        >>> from trickcore.games import fifty_five as ff
        >>> game = ff.new_game(ff.Rules(draw_after_trump=True), seed=2, dealer=0)
        >>> drawn_places(game, 1)
        ()
    """
    if not game.exchanged or game.contract is None or not game.exchanged[seat]:
        return ()
    before = 0
    for other in exchange_order(game.dealer, game.contract.bidder, game.rules.players):
        if other == seat:
            break
        before += len(game.exchanged[other])
    start = KITTY_AND_HAND + before
    return tuple(range(start, start + len(game.exchanged[seat])))
