"""Scoring a hand (R15–R17) and the end of the game (R18, R19)."""

from __future__ import annotations

from trickcore.cards import Card, Rank, Suit
from trickcore.games.smear._actions import Action
from trickcore.games.smear._cards import POINTS_BY_INDEX, RANKS
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import Contract, Game, HandResult, PhaseMembers, make_game, team_of
from trickcore.records import History
from trickcore.tricks import CardPlay, Trick

__all__ = ["end_of_hand", "high_low_plays", "score_hand"]

_LOW_FIRST = {rank: i for i, rank in enumerate(reversed(RANKS))}


def _power(play: CardPlay) -> int:
    """R1: a trump's rank, low to high."""
    return _LOW_FIRST[play.card.rank]


def high_low_plays(rules: Rules, trump: Suit, tricks: tuple[Trick, ...]) -> tuple[CardPlay | None, CardPlay | None]:
    """R15: the plays that score High and Low (the card, and who played it, whoever won the trick).

    Example:
        >>> from trickcore import cards
        >>> plays = tuple(CardPlay(s, c) for s, c in zip((1, 2, 3, 0), cards("AS 9S JH 7S")))
        >>> high_low_plays(Rules(), Suit.SPADES, (Trick(1, plays, 1),))
        (CardPlay(1, Card.parse('AS')), CardPlay(0, Card.parse('7S')))
    """
    trumps = [play for trick in tricks for play in trick.plays if play.card.suit is trump]
    if rules.high_low_rule == "highest_lowest_in_play":
        if not trumps:
            return None, None
        return max(trumps, key=_power), min(trumps, key=_power)
    high = next((play for play in trumps if play.card.rank is Rank.ACE), None)
    low = next((play for play in trumps if play.card.rank is Rank.SEVEN), None)
    return high, low


def _high_low(rules: Rules, trump: Suit, tricks: tuple[Trick, ...]) -> tuple[int | None, int | None]:
    """R15: the teams that played High and Low."""
    high, low = high_low_plays(rules, trump, tricks)
    return (None if high is None else team_of(high.seat)), (None if low is None else team_of(low.seat))


def _jack(trump: Suit, tricks: tuple[Trick, ...]) -> int | None:
    """R15: the team that won the trick holding the jack of trump."""
    jack = Card(Rank.JACK, trump)
    for trick in tricks:
        for play in trick.plays:
            if play.card is jack:
                return team_of(trick.winner)
    return None


def _card_points(contract: Contract, tricks: tuple[Trick, ...], discards: tuple[Card, ...]) -> tuple[int, int]:
    """R16: card points of the tricks each team won, the bidder's discards to the bidding team."""
    totals = [0, 0]
    # Plain loops: sum() over a generator costs twice as much on 3.11.
    for trick in tricks:
        team = team_of(trick.winner)
        for play in trick.plays:
            totals[team] += POINTS_BY_INDEX[play.card.index]
    team = contract.team
    for card in discards:
        totals[team] += POINTS_BY_INDEX[card.index]
    return totals[0], totals[1]


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
    high, low = _high_low(rules, trump, tricks)
    jack = _jack(trump, tricks)
    card_points = _card_points(contract, tricks, discards)
    game = None if card_points[0] == card_points[1] else (0 if card_points[0] > card_points[1] else 1)
    points = [0, 0]
    for team in (high, low, jack, game):
        if team is not None:
            points[team] += 1
    bidding = contract.team
    other = 1 - bidding
    made = points[bidding] >= contract.bid
    new = [0, 0]
    new[bidding] = scores[bidding] + (points[bidding] if made else -contract.bid)
    won = scores[other] + points[other]
    cap = rules.non_bidder_score_cap
    new[other] = won if cap is None else min(won, max(scores[other], cap))
    result = HandResult(
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
        game.rules, PhaseMembers.HAND_OVER if winner is None else PhaseMembers.GAME_OVER, game.dealer, None, hands,
        game.calls, contract, trump, (), tricks, scores, winner, result, game.stock, game.blind,
        game.discards, history,
    )
