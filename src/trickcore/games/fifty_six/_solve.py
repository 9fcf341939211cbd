"""Solving the rest of a hand open (R18–R21): Fifty-Six's play phase as a :class:`~trickcore.solving.SearchModel`.

The value of a hand for a team is the card points it takes (R5, R21), the tricks
already taken included. A state of the search is ``(hands, trick, to_act, leader,
left)``: the hands (sorted, copies side by side) and the trick so far as
:attr:`Card.index <trickcore.Card.index>`, the seat to act, the seat that led the
trick, and the points still out (in the hands and the trick). The search adds each
trick's points as the team takes them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Final

from trickcore.actions import Play
from trickcore.playing_cards import SUITED_CARDS
from trickcore.point_search import Tables, padded, points_solution, suit_rule
from trickcore.solving import (
    Hands, Solution, TrickSearchModel, check_game, check_side, claim_line, last_trick_value, open_position,
)

from trickcore.games.fifty_six._cards import POINTS, RANK_ORDER, STRENGTH, SUIT_INDEX
from trickcore.games.fifty_six._state import Game, FastPhase

__all__ = ["claimed_line", "search_model", "solve"]

State = tuple[Hands, tuple[int, ...], int, int, int]
"""``(hands, trick, to_act, leader, left)``: see the module's docstring."""

_SUIT: Final = tuple(index // 13 for index in range(len(SUITED_CARDS)))
_RANK: Final = tuple(
    len(RANK_ORDER) - RANK_ORDER.index(card.rank) if card.rank in RANK_ORDER else 0 for card in SUITED_CARDS
)
"""R4: each card's place in its suit, 8 for the jack down to 1 for the seven (the same in trumps)."""


class _Model(TrickSearchModel[State]):
    """R18–R21 for one team: follow suit, the strongest card wins (the first of equals), points to its team."""

    __slots__ = ("_lead_power", "_strength", "_tables")

    def __init__(self, game: Game, team: int) -> None:
        assert game.contract is not None
        match = game.match
        teams = game.rules._team_table  # noqa: SLF001 - Rules.team_of's table
        ally = tuple(teams[seat] == team for seat in range(game.rules.players))
        super().__init__(ally, match.next_seat, match.n_active, _SUIT, _RANK, POINTS)
        trump = SUIT_INDEX[game.contract.trump]
        self._strength = tuple(STRENGTH[4 * trump + led] for led in range(4))
        self._lead_power = tuple(self._strength[_SUIT[index]][index] for index in range(len(SUITED_CARDS)))
        self._tables: Tables = (
            self._size,
            tuple(self._next),
            tuple(int(ally) for ally in self._ally),
            padded(_SUIT),
            padded(_RANK),
            padded(POINTS),
            tuple(padded(power) for power in self._strength),
            padded(POINTS),
            *suit_rule(padded(_SUIT)),
            0,
        )

    def solve(self, state: State, team: int, banked: int) -> Solution[Play]:
        """``state`` solved for the team by :func:`~trickcore.point_search.points_solve` (compiled where the
        kernels are), from R18–R21 as tables."""
        return points_solution(self, state, team, banked, self._tables)

    def legal(self, state: State) -> list[int]:
        """R19: a card of the suit led if the hand holds one, else any card; one per distinct card."""
        hands, trick, seat = state[0], state[1], state[2]
        hand = hands[seat]
        if trick:
            led = _SUIT[trick[0]]
            following = [card for card in hand if _SUIT[card] == led]
            if following:
                return sorted(set(following))
        return sorted(set(hand))

    def power(self, state: State, led: int) -> Sequence[int]:
        """R20: trumps over the suit led, by R4's order."""
        return self._strength[_SUIT[led]]

    def lead_power(self, state: State) -> Sequence[int]:
        return self._lead_power

    def play(self, state: State, move: int) -> tuple[State, int]:
        seat, left = state[2], state[4]
        after, played, leader = self.after(state, move)
        if len(played) < self._size:
            return (after, played, self._next[seat], leader, left), 0
        _, winner = self.winning(self.power(state, played[0]), played, leader)
        points = 0
        for card in played:
            points += POINTS[card]
        return (after, (), winner, winner, left - points), points if self._ally[winner] else 0

    def key(self, state: State) -> Hashable:
        """The state itself (``left`` follows from the cards). Renaming the cards by their place among those
        still out merged only a tenth of the positions and cost more than it saved (measured)."""
        return state

    def bounds(self, state: State) -> tuple[int, int]:
        """``(0, left)``, exact at the last trick (every card left is forced: scored, not searched)."""
        if self.last_trick(state):
            value = last_trick_value(self, state)
            return value, value
        return 0, state[4]


def search_model(game: Game, team: int) -> tuple[_Model, State, int]:
    """The search model of ``game``'s play for ``team``, its start state, and the points the team holds already."""
    hands, trick, to_act, leader = open_position(game)
    left = sum(POINTS[card] for hand in hands for card in hand) + sum(POINTS[card] for card in trick)
    return _Model(game, team), (hands, trick, to_act, leader, left), game.points[team]


def solve(game: Game, side: int | None = None) -> Solution[Play]:
    """The rest of the hand solved with every card open: the card points ``side`` takes in the hand.

    The value is the card points (R5) of the tricks the team takes in the whole
    hand, those it has taken already included, when the team plays to take as many
    as it can and every other team to hold it to as few (exact with two teams; with
    three or four, what the team takes whatever the others do). ``side`` is a team
    (default: the team of the seat to act). Any position of the play, mid-trick
    included; the result is the same for the same game.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=3, dealer=0)
        >>> game = fifty_six.apply(game, fifty_six.parse_action(game, "bid 28 S"))
        >>> for _ in range(3):
        ...     game = fifty_six.apply(game, fifty_six.Pass())
        >>> while len(game.hands[0]) > 3:  # play on: seat 0 holds three cards, the trick has begun
        ...     game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
        >>> solution = fifty_six.solve(game)
        >>> max(solution.actions.values()) == solution.value, len(solution.line)
        (True, 13)

    Raises:
        TypeError: ``game`` is not a Fifty-Six :class:`Game` (a view hides the cards).
        SolverError: the game is not in its play phase, or ``side`` is not a team in play.
    """
    to_act = check_game(game, Game, getattr(game, "phase", None) is FastPhase.PLAY)
    default = game.rules._team_table[to_act]  # noqa: SLF001 - Rules.team_of's table
    team = check_side(side, default, tuple(not out for out in game.match.eliminated))
    model, state, banked = search_model(game, team)
    return model.solve(state, team, banked)


def claimed_line(game: Game) -> tuple[Play, ...] | None:
    """How the side of the seat to act takes every remaining trick of ``game`` (in its play), or ``None``.

    What a :class:`~trickcore.Claim` is checked and played out with (see
    :func:`~trickcore.solving.claim_line`).
    """
    assert game.to_act is not None, "someone is to act during the play"
    model, state, _ = search_model(game, game.rules._team_table[game.to_act])  # noqa: SLF001 - Rules.team_of's table
    return claim_line(model, state)
