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

from collections.abc import Sequence
from typing import Final

from trickcore.actions import Play
from trickcore.point_search import Tables, padded, points_solution
from trickcore.solving import (
    Hands, Solution, TrickSearchModel, check_game, check_side, claim_line, last_trick_value, open_position,
)

from trickcore.games.fifty_five._cards import PLAIN_RANK, STANDARD_TABLES, SUIT_INDEX, TRUMP_RANK
from trickcore.games.fifty_five._scoring import BONUS, TRICK_POINTS, best_trump
from trickcore.games.fifty_five._state import Game, FastPhase

__all__ = ["claimed_line", "search_model", "solve"]

State = tuple[Hands, tuple[int, ...], int, int]
"""``(hands, trick, to_act, leader)``: see the module's docstring."""

_OBLIGATION: Final = STANDARD_TABLES.obligations["top_trumps"]
"""R16/R17 of the standard game (the solver plays no house rule)."""

_NO_CARD: Final = -1
"""No highest trump still to be played (none in the hand, or already in a taken trick)."""


class _Model(TrickSearchModel[State]):
    """R15–R19 for one side: follow suit or trump, renege of top trumps, 5 a trick and the best trump's 5."""

    __slots__ = ("_best", "_by_bar", "_holder", "_lead_power", "_strength", "_trump", "_trumps")

    def tables(self) -> Tables:
        """R15–R19 as :func:`~trickcore.point_search.points_solve`'s tables: the renege rule as answers and
        binding per key card (a trump lead's key is its highest trump under ``highest_trump_in_trick``), 5 a
        trick as the base, the hand's highest trump still to come worth the bonus."""
        cards = range(len(PLAIN_RANK))
        obligations = _OBLIGATION[self._trump]
        answers = tuple(sum(1 << card for card in cards if obligations[key][0][card]) for key in cards)
        binding = tuple(sum(1 << card for card in cards if obligations[key][1][card]) for key in cards)
        return (
            self._size,
            self._next,
            tuple(int(ally) for ally in self._ally),
            padded(self._group),
            padded(self._rank),
            padded([BONUS if card == self._best else 0 for card in cards]),
            tuple(padded(power) for power in self._strength),
            padded(self._worth),
            padded(self._trumps if self._by_bar else ()),
            padded(answers),
            padded(binding),
            TRICK_POINTS,
        )

    def __init__(self, game: Game, side: int) -> None:
        assert game.trump is not None
        rules = game.rules
        trump = SUIT_INDEX[game.trump]
        players = rules.players
        trumps = TRUMP_RANK[trump]
        cards = range(len(PLAIN_RANK))
        super().__init__(
            tuple(rules.side_of[seat] == side for seat in range(players)),
            tuple((seat + 1) % players for seat in range(players)),
            players,
            STANDARD_TABLES.effective_suit[trump],
            tuple(trumps[card] or PLAIN_RANK[card] for card in cards),
            tuple(card + 1 if STANDARD_TABLES.top_trump[trump][card] else 0 for card in cards),
        )
        self._trump = trump
        self._trumps = trumps
        self._strength = STANDARD_TABLES.strength[trump]
        self._lead_power = tuple(self._strength[self._group[card]][card] for card in cards)
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

    def legal(self, state: State) -> list[int]:
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

    def power(self, state: State, led: int) -> Sequence[int]:
        """R18: trumps over the suit led (the effective suit: the ace of hearts is a trump)."""
        return self._strength[self._group[led]]

    def lead_power(self, state: State) -> Sequence[int]:
        return self._lead_power

    def play(self, state: State, move: int) -> tuple[State, int]:
        seat = state[2]
        after, played, leader = self.after(state, move)
        if len(played) < self._size:
            return (after, played, self._next[seat], leader), 0
        _, winner = self.winning(self.power(state, played[0]), played, leader)
        gain = 0
        if self._ally[winner]:
            gain = TRICK_POINTS + (BONUS if self._best in played else 0)
        return (after, (), winner, winner), gain

    def bounds(self, state: State) -> tuple[int, int]:
        hands, trick, seat = state[0], state[1], state[2]
        if self.last_trick(state):
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
    hands, trick, to_act, leader = open_position(game)
    best = best_trump(game.trump, game.tricks)
    banked = 0
    for number, done in enumerate(game.tricks):
        if rules.side_of[done.winner] == side:
            banked += TRICK_POINTS + (BONUS if best is not None and best[0] == number else 0)
    model = _Model(game, side)
    if model._best >= 0 and best is not None:  # noqa: SLF001 - the model's own record
        # A higher trump is still to come: the taken trick's bonus was provisional.
        banked -= BONUS if rules.side_of[game.tricks[best[0]].winner] == side else 0
    return model, (hands, trick, to_act, leader), banked


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
    to_act = check_game(game, Game, getattr(game, "phase", None) is FastPhase.PLAY)
    rules = game.rules
    chosen = check_side(side, rules.side_of[to_act], (True,) * rules.sides)
    model, state, banked = search_model(game, chosen)
    return points_solution(model, state, chosen, banked, model.tables())


def claimed_line(game: Game) -> tuple[Play, ...] | None:
    """How the side of the seat to act takes every remaining trick of ``game`` (in its play), or ``None``.

    What a :class:`~trickcore.Claim` is checked and played out with (see
    :func:`~trickcore.solving.claim_line`).
    """
    assert game.to_act is not None, "someone is to act during the play"
    model, state, _ = search_model(game, game.rules.side_of[game.to_act])
    return claim_line(model, state)
