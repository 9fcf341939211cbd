"""Solving the rest of a hand open (R15–R19): Fifty-Five's play phase as a :class:`~trickcore.solving.SearchModel`.

The value of a hand for a side is its points in the hand (R19): 5 a trick, and 5
more for the trick with the highest trump of the hand, tricks already taken
included (the bid is not counted: that is the score change, not the hand's
points). The highest trump wins its trick, so the bonus goes to the side that
holds it; it is earned with that trick.

A state of the search is ``(hands, trick, to_act, leader)``: the hands and the trick
so far as :attr:`Card.index <trickcore.Card.index>`, the seat to act and the seat
that led the trick.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Final

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.solving import Solution, check_game, check_side, claim_line, last_trick_value, representatives, search_order, solve_model

from trickcore.games.fifty_five._cards import PLAIN_RANK, STANDARD_TABLES, SUIT_INDEX, TRUMP_RANK
from trickcore.games.fifty_five._scoring import BONUS, TRICK_POINTS, best_trump
from trickcore.games.fifty_five._state import Game, FastPhase

__all__ = ["claimed_line", "search_model", "solve"]

State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int]
"""``(hands, trick, to_act, leader)``: see the module's docstring."""

_OBLIGATION: Final = STANDARD_TABLES.obligations["top_trumps"]
"""R16/R17 of the standard game (the solver plays no house rule)."""

_NO_CARD: Final = -1
"""No highest trump still to be played (none in the hand, or already in a taken trick)."""


class _Model:
    """R15–R19 for one side: follow suit or trump, renege of top trumps, 5 a trick and the best trump's 5."""

    __slots__ = ("_ally", "_best", "_by_bar", "_group", "_holder", "_lead_power", "_players", "_rank", "_strength", "_trump", "_trumps", "_worth")

    def __init__(self, game: Game, side: int) -> None:
        assert game.trump is not None
        rules = game.rules
        trump = SUIT_INDEX[game.trump]
        self._players = rules.players
        self._trump = trump
        self._ally = tuple(rules.side_of[seat] == side for seat in range(rules.players))
        self._strength = STANDARD_TABLES.strength[trump]
        self._group = STANDARD_TABLES.effective_suit[trump]
        self._trumps = TRUMP_RANK[trump]
        self._rank = tuple(self._trumps[card] or PLAIN_RANK[card] for card in range(len(PLAIN_RANK)))
        self._worth = tuple(card + 1 if STANDARD_TABLES.top_trump[trump][card] else 0 for card in range(len(PLAIN_RANK)))
        self._lead_power = tuple(self._strength[self._group[card]][card] for card in range(len(PLAIN_RANK)))
        self._by_bar = rules.renege_forced_by == "highest_trump_in_trick"
        # R19: the highest trump of the whole hand, if still to be played, and the seat holding (or having led) it.
        self._best, self._holder = _NO_CARD, -1
        live = [(seat, card.index) for seat, hand in enumerate(game.hands) for card in hand]
        live.extend((play.seat, play.card.index) for play in game.trick)
        played = best_trump(game.trump, game.tricks)
        beaten = 0 if played is None else self._trumps[played[1].index]
        for seat, card in live:
            if self._trumps[card] > beaten:
                self._best, self._holder, beaten = card, seat, self._trumps[card]

    def maximising(self, state: State) -> bool:
        return self._ally[state[2]]

    def _legal(self, state: State) -> list[int]:
        """R16/R17: follow the suit led or trump; on a trump lead a trump, top trumps above the bar may be withheld."""
        hands, trick, seat = state[0], state[1], state[2]
        hand = hands[seat]
        if not trick:
            return list(hand)
        key = trick[0]
        ranks = self._trumps
        if ranks[key] and self._by_bar:
            for card in trick:
                if ranks[card] > ranks[key]:
                    key = card
        answers, binding = _OBLIGATION[self._trump][key]
        if any(binding[card] for card in hand):
            return [card for card in hand if answers[card]]
        return list(hand)

    def _merged(self, state: State, legal: list[int]) -> dict[int, int]:
        """The cards that play out alike (:func:`~trickcore.solving.representatives`); top trumps never merge."""
        hands, trick, seat = state[0], state[1], state[2]
        others = [card for other, hand in enumerate(hands) if other != seat for card in hand]
        return representatives(legal, others + list(trick), self._group, self._rank, self._worth)

    def _winning(self, trick: tuple[int, ...], leader: int) -> tuple[int, int]:
        """R18: the strength of the card winning the trick so far, and its seat."""
        power = self._strength[self._group[trick[0]]]
        best = 0
        for position in range(1, len(trick)):
            if power[trick[position]] > power[trick[best]]:
                best = position
        return power[trick[best]], (leader + best) % self._players

    def moves(self, state: State) -> Sequence[int]:
        trick, seat, leader = state[1], state[2], state[3]
        legal = self._legal(state)
        cards = sorted(set(self._merged(state, legal).values())) if len(legal) > 1 else legal
        if not trick:
            return search_order(cards, self._lead_power, self._worth, -1, False)
        best, winner = self._winning(trick, leader)
        ally = self._ally[winner] == self._ally[seat]
        return search_order(cards, self._strength[self._group[trick[0]]], self._worth, best, ally)

    def play(self, state: State, move: int) -> tuple[State, int]:
        hands, trick, seat, leader = state
        hand = hands[seat]
        at = hand.index(move)
        after = hands[:seat] + (hand[:at] + hand[at + 1 :],) + hands[seat + 1 :]
        if not trick:
            leader = seat
        played = trick + (move,)
        if len(played) < self._players:
            return (after, played, (seat + 1) % self._players, leader), 0
        _, winner = self._winning(played, leader)
        gain = 0
        if self._ally[winner]:
            gain = TRICK_POINTS + (BONUS if self._best in played else 0)
        return (after, (), winner, winner), gain

    def action(self, move: int) -> Play:
        return PLAY_OF_INDEX[move]

    def classes(self, state: State) -> Mapping[Play, int]:
        return {PLAY_OF_INDEX[card]: stand for card, stand in self._merged(state, self._legal(state)).items()}

    def key(self, state: State) -> Hashable:
        return state

    def leads(self, state: State) -> bool:
        return not state[1]

    def bounds(self, state: State) -> tuple[int, int]:
        hands, trick, seat = state[0], state[1], state[2]
        if len(hands[seat]) == 1 and len(trick) + sum(map(len, hands)) == self._players:
            value = last_trick_value(self, state)  # the last trick: every card is forced
            return value, value
        left = len(hands[seat]) * TRICK_POINTS
        best = self._best
        if best < 0 or (best not in trick and best not in hands[self._holder]):
            return 0, left
        if self._ally[self._holder]:
            return TRICK_POINTS + BONUS, left + BONUS
        return 0, left - TRICK_POINTS


def search_model(game: Game, side: int) -> tuple[_Model, State, int]:
    """The search model of ``game``'s play for ``side``, its start state, and the points the side holds already."""
    assert game.to_act is not None and game.trump is not None
    rules = game.rules
    hands = tuple(tuple(card.index for card in hand) for hand in game.hands)
    trick = tuple(play.card.index for play in game.trick)
    leader = game.trick[0].seat if game.trick else game.to_act
    best = best_trump(game.trump, game.tricks)
    banked = 0
    for number, done in enumerate(game.tricks):
        if rules.side_of[done.winner] == side:
            banked += TRICK_POINTS + (BONUS if best is not None and best[0] == number else 0)
    model = _Model(game, side)
    if model._best >= 0 and best is not None:  # noqa: SLF001 - the model's own record
        # A higher trump is still to come: the taken trick's bonus was provisional.
        banked -= BONUS if rules.side_of[game.tricks[best[0]].winner] == side else 0
    return model, (hands, trick, game.to_act, leader), banked


def solve(game: Game, side: int | None = None) -> Solution[Play]:
    """The rest of the hand solved with every card open: the points ``side`` takes in the hand (R19).

    The value is 5 for each trick the side takes in the whole hand, those already
    taken included, and 5 more if it takes the trick with the hand's highest trump
    (whoever holds that trump: it wins its trick), when the side plays to take as
    much as it can and every other seat to hold it to as little (exact with two
    sides; with more, what the side takes whatever the others do). ``side`` is a
    side of the rules (a seat where seats play alone, else a team; default: the side
    of the seat to act). Any position of the play, mid-trick included; the same game
    gives the same result.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=2, dealer=0)
        >>> while game.phase is not fifty_five.Phase.PLAY:
        ...     game = fifty_five.apply(game, fifty_five.legal_actions(game)[-1])
        >>> solution = fifty_five.solve(game)
        >>> solution.value in range(0, 31, 5), len(solution.line)
        (True, 20)

    Raises:
        TypeError: ``game`` is not a Fifty-Five :class:`Game` (a view hides the cards).
        SolverError: the game is not in its play phase, or ``side`` is not one of its sides.
    """
    check_game(game, Game, getattr(game, "phase", None) is FastPhase.PLAY)
    assert game.to_act is not None
    rules = game.rules
    chosen = check_side(side, rules.side_of[game.to_act], (True,) * rules.sides)
    model, state, banked = search_model(game, chosen)
    return solve_model(model, state, chosen, banked)


def claimed_line(game: Game) -> tuple[Play, ...] | None:
    """How the side of the seat to act takes every remaining trick of ``game`` (in its play), or ``None``.

    What a :class:`~trickcore.Claim` is checked and played out with (see
    :func:`~trickcore.solving.claim_line`).
    """
    assert game.to_act is not None, "someone is to act during the play"
    model, state, _ = search_model(game, game.rules.side_of[game.to_act])
    return claim_line(model, state)
