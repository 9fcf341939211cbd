"""Scoring a hand (R15–R17) and the end of the game (R18, R19)."""

from __future__ import annotations

from typing import Final, get_args

from trickcore.frozen import builder
from trickcore.games.smear._actions import Action
from trickcore.games.smear._cards import POINTS_BY_INDEX, RANKS
from trickcore.games.smear._rules import HighLowRule, Rules
from trickcore.games.smear._state import Contract, FastPhase, Game, HandResult, make_game, team_of
from trickcore.playing_cards import CARD_BY_INDEX, Card, Rank, Suit
from trickcore.records import History
from trickcore.tricks import CardPlay, Trick, points_in, strongest_play

__all__ = ["end_of_hand", "high_low_plays", "score_hand"]

make_result: Final = builder(HandResult)
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
    for card in CARD_BY_INDEX:
        rank = _rank_from_low(card) if card.suit is trump else 0
        if rule == "highest_lowest_in_play":
            claims.append(len(RANKS) + 1 - rank if low and rank else rank)
        else:
            claims.append(int(card.suit is trump and card.rank is (Rank.SEVEN if low else Rank.ACE)))
    return tuple(claims)


_HIGH: Final = {(rule, trump): _claims(rule, trump, False) for rule in get_args(HighLowRule) for trump in Suit}
"""R15: the claims to High, by ``high_low_rule`` and trump (see :func:`_claims`)."""
_LOW: Final = {(rule, trump): _claims(rule, trump, True) for rule in get_args(HighLowRule) for trump in Suit}
"""R15: the claims to Low, by ``high_low_rule`` and trump."""
_JACK: Final = {trump: tuple(int(card is Card(Rank.JACK, trump)) for card in CARD_BY_INDEX) for trump in Suit}
"""R15: 1 for the jack of trump, by trump."""


def _tally(
    rules: Rules, trump: Suit, tricks: tuple[Trick, ...]
) -> tuple[CardPlay | None, CardPlay | None, int | None, list[int]]:
    """R15, R16, trick by trick: the plays that score High and Low, the team that won the jack of
    trump (or ``None``), and the card points of the tricks each team won."""
    rule = rules.high_low_rule
    high_claims, low_claims, jack = _HIGH[rule, trump], _LOW[rule, trump], _JACK[trump]
    high = low = None
    highest = lowest = 0
    jack_team = None
    totals = [0, 0]
    for trick in tricks:
        plays = trick.plays
        team = team_of(trick.winner)
        totals[team] += points_in(plays, POINTS_BY_INDEX)
        if points_in(plays, jack):
            jack_team = team
        best = strongest_play(plays, high_claims)
        if high_claims[best.card.index] > highest:
            high, highest = best, high_claims[best.card.index]
        best = strongest_play(plays, low_claims)
        if low_claims[best.card.index] > lowest:
            low, lowest = best, low_claims[best.card.index]
    return high, low, jack_team, totals


def high_low_plays(rules: Rules, trump: Suit, tricks: tuple[Trick, ...]) -> tuple[CardPlay | None, CardPlay | None]:
    """R15: the plays that score High and Low (the card, and who played it, whoever won the trick).

    Example:
        >>> from trickcore import cards
        >>> plays = tuple(CardPlay(s, c) for s, c in zip((1, 2, 3, 0), cards("AS 9S JH 7S")))
        >>> high_low_plays(Rules(), Suit.SPADES, (Trick(1, plays, 1),))
        (CardPlay(1, Card.parse('AS')), CardPlay(0, Card.parse('7S')))
    """
    high, low, _, _ = _tally(rules, trump, tricks)
    return high, low


def score_hand(
    rules: Rules,
    contract: Contract,
    trump: Suit,
    tricks: tuple[Trick, ...],
    discards: tuple[Card, ...],
    scores: tuple[int, int],
) -> tuple[HandResult, tuple[int, int]]:
    """R15–R17, R19: the hand's result and the new scores.

    Example:
        >>> from trickcore import cards
        >>> from trickcore.tricks import CardPlay
        >>> plays = tuple(CardPlay(s, c) for s, c in zip((1, 2, 3, 0), cards("AS 9S JH 7S")))
        >>> result, scores = score_hand(Rules(), Contract(1, 2), Suit.SPADES, (Trick(1, plays, 1),), (), (0, 0))
        >>> result.points, result.made, scores
        ((1, 2), True, (1, 2))
    """
    high_play, low_play, jack, totals = _tally(rules, trump, tricks)
    high = None if high_play is None else team_of(high_play.seat)
    low = None if low_play is None else team_of(low_play.seat)
    bidding = contract.team
    for card in discards:
        totals[bidding] += POINTS_BY_INDEX[card.index]
    card_points = (totals[0], totals[1])
    game = None if card_points[0] == card_points[1] else (0 if card_points[0] > card_points[1] else 1)
    points = [0, 0]
    for team in (high, low, jack, game):
        if team is not None:
            points[team] += 1
    other = 1 - bidding
    made = points[bidding] >= contract.bid
    new = [0, 0]
    new[bidding] = scores[bidding] + (points[bidding] if made else -contract.bid)
    won = scores[other] + points[other]
    cap = rules.non_bidder_score_cap
    new[other] = won if cap is None else min(won, max(scores[other], cap))
    result = make_result(
        (points[0], points[1]), made, high, low, jack, game, contract, card_points,
        (new[0] - scores[0], new[1] - scores[1]),
    )
    return result, (new[0], new[1])


def _winner(rules: Rules, contract: Contract, made: bool, scores: tuple[int, int]) -> int | None:
    """R18, R19: the team that wins after this hand, or ``None`` to play on."""
    bidding = contract.team
    reached = [team for team in (0, 1) if scores[team] >= rules.target]
    if rules.win_only_on_successful_bid:
        return bidding if made and bidding in reached else None
    if len(reached) == 2:
        if rules.both_reach_target == "higher_score" and scores[1 - bidding] > scores[bidding]:
            return 1 - bidding
        return bidding
    return reached[0] if reached else None


def end_of_hand(
    game: Game, hands: tuple[tuple[Card, ...], ...], trump: Suit, tricks: tuple[Trick, ...], history: History[Action]
) -> Game:
    """R15–R18: score the sixth trick's hand; the game is over when a team has won."""
    contract = game.contract
    assert contract is not None, "a hand is played only under a contract"
    result, scores = score_hand(game.rules, contract, trump, tricks, game.discards, game.scores)
    winner = _winner(game.rules, contract, bool(result.made), scores)
    return make_game(
        game.rules, FastPhase.HAND_OVER if winner is None else FastPhase.GAME_OVER, game.dealer, None, hands,
        game.calls, contract, trump, (), tricks, scores, winner, result, game.stock, game.blind,
        game.discards, history,
    )
