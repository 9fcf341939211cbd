"""Scoring a hand (R15–R17, H21–H23) and the end of the game (R18, R19, H24–H27), per side (H1)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, get_args

from trickcore.frozen import typed_builder
from trickcore.games.smear._actions import Action
from trickcore.games.smear._cards import JOKER_POINTS, POINTS_BY_INDEX, RANKS
from trickcore.games.smear._rules import HighLowRule, Rules
from trickcore.games.smear._state import Contract, FastPhase, Game, HandResult, make_game
from trickcore.playing_cards import SUITED_CARDS, Card, Rank, Suit
from trickcore.records import History
from trickcore.tricks import CardPlay, Trick, points_in, strongest_play

__all__ = ["end_of_hand", "high_low_plays", "score_hand"]

make_result: Final = typed_builder(HandResult)
"""A :class:`HandResult` of its fields in order, unchecked (the engine's own)."""

def _rank_from_low(card: Card) -> int:
    """R1: a card's rank in Smear's order, from 1 for the seven (0 outside the pack)."""
    return len(RANKS) - RANKS.index(card.rank) if card.rank in RANKS else 0


def _claims(rule: str, trump: Suit, low: bool) -> tuple[int, ...]:
    """R15: each card's claim to High (or Low) by :attr:`Card.index <trickcore.Card.index>`; the highest claim in play scores.

    Under ``"highest_lowest_in_play"`` every trump claims by its rank (the lowest the
    most, for Low); under ``"ace_seven"`` only the ace (the seven, for Low) of trump.
    """
    claims = []
    for card in SUITED_CARDS:
        rank = _rank_from_low(card) if card.suit is trump else 0
        if rule == "highest_lowest_in_play":
            claims.append(len(RANKS) + 1 - rank if low and rank else rank)
        else:
            claims.append(int(card.suit is trump and card.rank is (Rank.SEVEN if low else Rank.ACE)))
    return (*claims, 0)


_HIGH: Final = {(rule, trump): _claims(rule, trump, False) for rule in get_args(HighLowRule) for trump in Suit}
"""R15: the claims to High, by ``high_low_rule`` and trump (see :func:`_claims`)."""
_LOW: Final = {(rule, trump): _claims(rule, trump, True) for rule in get_args(HighLowRule) for trump in Suit}
"""R15: the claims to Low, by ``high_low_rule`` and trump."""
_JACK: Final = {trump: (*(int(card is Card(Rank.JACK, trump)) for card in SUITED_CARDS), 0) for trump in Suit}
"""R15: 1 for the jack of trump, by trump."""


def _tally(
    rules: Rules, trump: Suit, tricks: tuple[Trick, ...]
) -> tuple[CardPlay | None, CardPlay | None, int | None, list[int], int | None, tuple[int, ...]]:
    """R15, R16, H6, trick by trick: the plays that score High and Low, the side that won the jack of
    trump (or ``None``), the card points of the tricks each side won, the side that won the
    trick holding the Low card (H20; ``None`` with no Low card), and the side that won each joker."""
    rule = rules.high_low_rule
    high_claims, low_claims, jack = _HIGH[rule, trump], _LOW[rule, trump], _JACK[trump]
    side_of = rules.side_of
    high = low = None
    highest = lowest = 0
    jack_side = low_taker = None
    totals = [0] * rules.sides
    jokers: list[int] = []
    for trick in tricks:
        plays = trick.plays
        side = side_of[trick.winner]
        totals[side] += points_in(plays, POINTS_BY_INDEX)
        if points_in(plays, jack):
            jack_side = side
        if rules.jokers:
            jokers += [side] * points_in(plays, JOKER_POINTS)
        best = strongest_play(plays, high_claims)
        if high_claims[best.card.index] > highest:
            high, highest = best, high_claims[best.card.index]
        best = strongest_play(plays, low_claims)
        if low_claims[best.card.index] > lowest:
            low, lowest, low_taker = best, low_claims[best.card.index], side
    return high, low, jack_side, totals, low_taker, tuple(jokers)


def high_low_plays(rules: Rules, trump: Suit, tricks: tuple[Trick, ...]) -> tuple[CardPlay | None, CardPlay | None]:
    """R15: the plays that score High and Low (the card, and who played it, whoever won the trick).

    Example:
        >>> from trickcore import cards
        >>> plays = tuple(CardPlay(s, c) for s, c in zip((1, 2, 3, 0), cards("AS 9S JH 7S")))
        >>> high_low_plays(Rules(), Suit.SPADES, (Trick(1, plays, 1),))
        (CardPlay(1, Card.parse('AS')), CardPlay(0, Card.parse('7S')))
    """
    high, low, _, _, _, _ = _tally(rules, trump, tricks)
    return high, low


def score_hand(
    rules: Rules,
    contract: Contract,
    trump: Suit,
    tricks: tuple[Trick, ...],
    discards: tuple[Card, ...],
    scores: tuple[int, ...],
) -> tuple[HandResult, tuple[int, ...]]:
    """R15–R17, R19, H6, H12, H20–H22: the hand's result and the new scores, one per side.

    Each joker played is a point to the side that won its trick (H6). With
    ``low_goes_to="capturer"`` Low goes to the side that won the trick holding
    the Low card. Game goes to the side with strictly more card points than every
    other (H21). A smudge (a bid of 5, H12) is made when the bidding side won every
    trick and scored High, Low, Jack and Game; it then adds its 4 points, and is
    otherwise set by 5. Every defending side adds what it won, each capped by
    ``non_bidder_score_cap`` (H22).

    Example:
        >>> from trickcore import cards
        >>> from trickcore.tricks import CardPlay
        >>> plays = tuple(CardPlay(s, c) for s, c in zip((1, 2, 3, 0), cards("AS 9S JH 7S")))
        >>> result, scores = score_hand(Rules(), Contract(1, 2), Suit.SPADES, (Trick(1, plays, 1),), (), (0, 0))
        >>> result.points, result.made, scores
        ((1, 2), True, (1, 2))
    """
    high_play, low_play, jack, totals, low_taker, jokers = _tally(rules, trump, tricks)
    side_of = rules.side_of
    high = None if high_play is None else side_of[high_play.seat]
    if rules.low_goes_to == "capturer":
        low = low_taker
    else:
        low = None if low_play is None else side_of[low_play.seat]
    bidding = side_of[contract.bidder]
    for card in discards:
        totals[bidding] += POINTS_BY_INDEX[card.index]
    top = max(totals)  # H21: Game to the side strictly ahead of every other
    game = totals.index(top) if totals.count(top) == 1 else None
    points = [0] * len(totals)
    for side in (high, low, jack, game, *jokers):
        if side is not None:
            points[side] += 1
    if contract.bid == SMUDGE:
        made = all(side_of[trick.winner] == bidding for trick in tricks) and high == low == jack == game == bidding
    else:
        made = points[bidding] >= contract.bid
    new = [score + won for score, won in zip(scores, points)]
    cap = rules.non_bidder_score_cap
    if cap is not None:  # H22: on every defending side
        new = [
            raised if side == bidding else min(raised, max(score, cap)) for side, (score, raised) in enumerate(zip(scores, new))
        ]
    if not made:
        new[bidding] = scores[bidding] - contract.bid
    result = make_result(
        tuple(points), made, high, low, jack, game, contract, tuple(totals),
        tuple([after - before for after, before in zip(new, scores)]), jokers,
    )
    return result, tuple(new)


SMUDGE: Final = 5
"""H12: the smudge's bid."""


def _winner(
    rules: Rules,
    contract: Contract,
    made: bool,
    scores: tuple[int, ...],
    count_out: Callable[[list[int]], int] | None = None,
) -> int | None:
    """R18, R19, H24, H25, H27: the side that wins after this hand, or ``None`` to play on.

    The eligible sides are those at or above the target (with
    ``win_only_on_successful_bid`` only a bidding side that made its bid); of
    several, ``"bidder_wins"`` picks the bidding side, else (and ``"higher_score"``
    always) the higher score, a tie going to the bidding side; a tie of defending
    sides (cutthroat only) goes to ``count_out`` among them (H27). For
    ``both_reach_target="count_out"`` see :func:`_game_winner`.
    """
    bidding = rules.side_of[contract.bidder]
    target = rules.target
    if rules.win_only_on_successful_bid:
        return bidding if made and scores[bidding] >= target else None
    eligible = [side for side, score in enumerate(scores) if score >= target]
    if len(eligible) < 2:
        return eligible[0] if eligible else None
    if rules.both_reach_target == "bidder_wins" and bidding in eligible:
        return bidding
    best = max(scores[side] for side in eligible)
    tied = [side for side in eligible if scores[side] == best]
    if len(tied) == 1:
        return tied[0]
    if bidding in tied:
        return bidding
    assert count_out is not None, "two defending sides tie only in cutthroat, where the hand is counted out (H27)"
    return count_out(tied)


def _game_winner(rules: Rules, result: HandResult, before: tuple[int, ...], scores: tuple[int, ...]) -> int | None:
    """R18, R19, H12, H24–H27: the side that wins after this hand, or ``None`` to play on.

    A made smudge wins at once; under ``both_reach_target="count_out"`` several
    eligible sides are counted out (H26), and so are two defending sides tied on
    the higher score (H27).
    """
    contract = result.contract
    assert contract is not None, "only a played hand can end the game"
    made = bool(result.made)
    if made and contract.bid == SMUDGE:
        return rules.side_of[contract.bidder]
    if max(scores) < rules.target:
        return None  # the common case: nobody is eligible

    def count_out(eligible: list[int]) -> int:
        return _count_out(rules.target, result, before, eligible)

    if rules.both_reach_target == "count_out" and not rules.win_only_on_successful_bid:
        eligible = [side for side, score in enumerate(scores) if score >= rules.target]
        if len(eligible) > 1:
            return count_out(eligible)
    return _winner(rules, contract, made, scores, count_out)


def _count_out(target: int, result: HandResult, before: tuple[int, ...], eligible: list[int]) -> int:
    """H26, H27: count the hand's points one by one (High, Low, Jack, the jokers in the order played, Game)
    from the scores before it; the first eligible side whose running score reaches ``target`` wins."""
    running = list(before)
    for side in (result.high, result.low, result.jack, *result.jokers, result.game):
        if side is not None:
            running[side] += 1
            if side in eligible and running[side] >= target:
                return side
    raise AssertionError("an eligible side reaches the target in the count")


def end_of_hand(
    game: Game, hands: tuple[tuple[Card, ...], ...], trump: Suit, tricks: tuple[Trick, ...], history: History[Action]
) -> Game:
    """R15–R18, H21–H27: score the sixth trick's hand; the game is over when a side has won."""
    contract = game.contract
    assert contract is not None, "a hand is played only under a contract"
    result, scores = score_hand(game.rules, contract, trump, tricks, game.discards, game.scores)
    winner = _game_winner(game.rules, result, game.scores, scores)
    return make_game(
        game.rules, FastPhase.HAND_OVER if winner is None else FastPhase.GAME_OVER, game.dealer, None, hands,
        game.calls, contract, trump, (), tricks, scores, winner, result, game.stock, game.blind,
        game.discards, history,
    )
