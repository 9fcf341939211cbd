"""Scoring a hand (R19–R22) and the race to the target (R23–R24)."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call
from trickcore.playing_cards import Card, Suit
from trickcore.records import History
from trickcore.tricks import Trick

from trickcore.games.fifty_five._actions import Action
from trickcore.games.fifty_five._cards import SUIT_INDEX, TRUMP_RANK
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import Contract, Game, HandResult, FastPhase, make_game, make_result

__all__ = [
    "BONUS",
    "SLAM",
    "TRICK_POINTS",
    "best_trump",
    "finish_hand",
    "race_winner",
    "score_hand",
    "trick_gains",
    "void_hand",
]

TRICK_POINTS: Final = 5
"""R19: each trick is worth 5."""

BONUS: Final = 5
"""R19: the side that played the highest trump of the hand earns 5 more."""

SLAM: Final = 60
"""R21: the contract to win all five tricks, scored ±60."""


def best_trump(trump: Suit, tricks: tuple[Trick, ...]) -> tuple[int, Card] | None:
    """R19: the highest trump played in the hand and the index of its trick, or ``None`` if no trump was played."""
    ranks = TRUMP_RANK[SUIT_INDEX[trump]]
    best_rank = 0
    best: tuple[int, Card] | None = None
    for number, trick in enumerate(tricks):
        for play in trick.plays:
            rank = ranks[play.card.index]
            if rank > best_rank:
                best_rank, best = rank, (number, play.card)
    return best


def trick_gains(trump: Suit, tricks: tuple[Trick, ...], side_of: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """R19: per trick, the side that won it and the points it took (5, or 10 with the best trump)."""
    best = best_trump(trump, tricks)
    best_trick = -1 if best is None else best[0]
    return tuple(
        (side_of[trick.winner], TRICK_POINTS + (BONUS if number == best_trick else 0))
        for number, trick in enumerate(tricks)
    )


def score_hand(
    rules: Rules, contract: Contract, trump: Suit, tricks: tuple[Trick, ...], scores: tuple[int, ...]
) -> tuple[HandResult, tuple[int, ...], int | None]:
    """R19–R24: the hand's result, the new scores and the game's winner (``None`` if nobody reached the target).

    Example:
        >>> from trickcore.playing_cards import Card
        >>> from trickcore.tricks import CardPlay
        >>> def won(seat: int, *texts: str) -> Trick:
        ...     return Trick(seat, tuple(CardPlay(seat, Card.parse(t)) for t in texts), seat)
        >>> tricks = (won(2, "KD"), won(2, "JC"), won(2, "AC"), won(3, "5C"), won(2, "KC"))
        >>> result, scores, winner = score_hand(Rules(), Contract(2, 15), Suit.CLUBS, tricks, (0, 0, 0, 0))
        >>> result.points, result.made, scores, winner
        ((0, 0, 20, 10), True, (0, 0, 20, 10), None)
    """
    side_of = rules.side_of
    gains = trick_gains(trump, tricks, side_of)
    points = [0] * rules.sides
    for side, gain in gains:
        points[side] += gain
    bidding = side_of[contract.bidder]
    if contract.bid == SLAM:
        made = all(side == bidding for side, _ in gains)
        change = SLAM if made else -SLAM
    else:
        made = points[bidding] >= contract.bid
        change = points[bidding] if made else -contract.bid
    changes = list(points)
    changes[bidding] = change
    new_scores = tuple(score + delta for score, delta in zip(scores, changes))
    result = make_result(tuple(points), made, tuple(changes))
    winner = None
    if max(new_scores) >= rules.target:
        winner, _ = race_winner(rules, contract, made, gains, scores, new_scores)
    return result, new_scores, winner


def race_winner(
    rules: Rules,
    contract: Contract,
    made: bool,
    gains: tuple[tuple[int, int], ...],
    scores: tuple[int, ...],
    new_scores: tuple[int, ...],
) -> tuple[int, int | None]:
    """R24: the side that reached the target first, counting trick by trick from ``scores``, and at which trick.

    With ``race_rule="bidder_first"`` a bidding side that made its contract and
    reached the target wins outright (no trick is named). A made 60 counts its +60
    at the fifth trick; a side whose bid failed cannot win the hand.
    """
    bidding = rules.side_of[contract.bidder]
    target = rules.target
    if rules.race_rule == "bidder_first" and made and new_scores[bidding] >= target:
        return bidding, None
    running = list(scores)
    last = len(gains) - 1
    for number, (side, gain) in enumerate(gains):
        if side == bidding:
            if not made:
                continue
            if contract.bid == SLAM:
                gain = SLAM if number == last else 0
        running[side] += gain
        if running[side] >= target:
            return side, number + 1
    raise AssertionError("a side reached the target but not in trick order")


def finish_hand(
    game: Game, hands: tuple[tuple[Card, ...], ...], tricks: tuple[Trick, ...], history: History[Action]
) -> Game:
    """R19–R24: the fifth trick is done; score it and end the hand (or the game)."""
    assert game.contract is not None and game.trump is not None
    result, scores, winner = score_hand(game.rules, game.contract, game.trump, tricks, game.scores)
    return make_game(
        game.rules, FastPhase.HAND_OVER if winner is None else FastPhase.GAME_OVER, game.dealer, None, hands, (),
        game.undealt, game.discards, game.calls, None, None, None, game.contract, game.trump, (), tricks, scores,
        winner, result, history,
    )


def void_hand(game: Game, calls: tuple[Call[Action], ...], history: History[Action]) -> Game:
    """R13: everyone passed; nobody scores and the hand is over (the cards stay where dealt)."""
    zeros = (0,) * game.rules.sides
    return make_game(
        game.rules, FastPhase.HAND_OVER, game.dealer, None, game.hands, game.kitty, game.undealt, (), calls,
        None, None, None, None, None, (), (), game.scores, None, make_result(zeros, None, zeros), history,
    )
