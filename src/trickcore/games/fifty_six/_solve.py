"""Solving the rest of a hand open (R18–R21): Fifty-Six's play phase as a :class:`~trickcore.solving.SearchModel`.

The value of a hand for a team is the card points it takes (R5, R21), the tricks
already taken included. A state of the search is ``(hands, trick, to_act, leader,
left)``: the hands (sorted, copies side by side) and the trick so far as
:attr:`Card.index <trickcore.Card.index>`, the seat to act, the seat that led the
trick, and the points still out (in the hands and the trick). The search adds each
trick's points as the team takes them.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Final

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.playing_cards import SUITED_CARDS
from trickcore.point_search import MAX_CARD, points_solve
from trickcore.seats import rotation
from trickcore.solving import Solution, check_game, check_side, claim_line, last_trick_value, representatives, search_order

from trickcore.games.fifty_six._cards import POINTS, RANK_ORDER, STRENGTH, SUIT_INDEX
from trickcore.games.fifty_six._state import Game, FastPhase

__all__ = ["claimed_line", "search_model", "solve"]

State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int, int]
"""``(hands, trick, to_act, leader, left)``: see the module's docstring."""

_SUIT: Final = tuple(index // 13 for index in range(len(SUITED_CARDS)))
_RANK: Final = tuple(
    len(RANK_ORDER) - RANK_ORDER.index(card.rank) if card.rank in RANK_ORDER else 0 for card in SUITED_CARDS
)
"""R4: each card's place in its suit, 8 for the jack down to 1 for the seven (the same in trumps)."""


def _padded(table: Sequence[int]) -> tuple[int, ...]:
    """A table by card index, as long as :data:`~trickcore.point_search.MAX_CARD` (0 past the pack's last index)."""
    return (*table, *(0,) * (MAX_CARD - len(table)))


class _Model:
    """R18–R21 for one team: follow suit, the strongest card wins (the first of equals), points to its team."""

    __slots__ = ("_ally", "_lead_power", "_next", "_order", "_size", "_strength", "_tables")

    def __init__(self, game: Game, team: int) -> None:
        assert game.contract is not None
        match = game.match
        teams = game.rules._team_table  # noqa: SLF001 - Rules.team_of's table
        self._ally = tuple(teams[seat] == team for seat in range(game.rules.players))
        self._next = match.next_seat
        self._size = match.n_active
        trump = SUIT_INDEX[game.contract.trump]
        self._strength = tuple(STRENGTH[4 * trump + led] for led in range(4))
        self._lead_power = tuple(self._strength[_SUIT[index]][index] for index in range(len(SUITED_CARDS)))
        self._order = tuple(rotation(seat, match.active) for seat in range(game.rules.players))
        self._tables = (
            self._size,
            tuple(self._next),
            tuple(int(ally) for ally in self._ally),
            _padded(_SUIT),
            _padded(_RANK),
            _padded(POINTS),
            tuple(_padded(power) for power in self._strength),
        )

    def solve(self, state: State, team: int, banked: int) -> Solution[Play]:
        """``state`` solved for the team by :func:`~trickcore.point_search.points_solve` (compiled where the
        kernels are): the same moves as :meth:`moves`, so :meth:`classes` maps every action to one of them."""
        hands, trick, seat, leader, _ = state
        values, line, nodes = points_solve(hands, trick, seat, leader, *self._tables)
        by_move = dict(values)
        pick = max if self._ally[seat] else min
        actions = {action: banked + by_move[stand] for action, stand in self.classes(state).items()}
        return Solution(banked + pick(by_move.values()), team, actions, tuple(PLAY_OF_INDEX[card] for card in line), nodes)

    def maximising(self, state: State) -> bool:
        return self._ally[state[2]]

    def _legal(self, state: State) -> list[int]:
        """R19: a card of the suit led if the hand holds one, else any card; one per distinct card."""
        hands, trick, seat = state[0], state[1], state[2]
        hand = hands[seat]
        if trick:
            led = _SUIT[trick[0]]
            following = [card for card in hand if _SUIT[card] == led]
            if following:
                return sorted(set(following))
        return sorted(set(hand))

    def _merged(self, state: State, legal: list[int]) -> dict[int, int]:
        """The cards that play out alike (:func:`~trickcore.solving.representatives`), by R4's order and R5's points."""
        hands, trick, seat = state[0], state[1], state[2]
        others = [card for other, hand in enumerate(hands) if other != seat for card in hand]
        return representatives(legal, others + list(trick), _SUIT, _RANK, POINTS)

    def _winning(self, trick: tuple[int, ...], leader: int) -> tuple[int, int]:
        """R20: the strength of the card winning the trick so far and its seat (of two equal cards, the first)."""
        power = self._strength[_SUIT[trick[0]]]
        best = 0
        for position in range(1, len(trick)):
            if power[trick[position]] > power[trick[best]]:
                best = position
        return power[trick[best]], self._order[leader][best]

    def moves(self, state: State) -> Sequence[int]:
        hands, trick, seat, leader, _ = state
        legal = self._legal(state)
        cards = sorted(set(self._merged(state, legal).values())) if len(legal) > 1 else legal
        if not trick:
            return search_order(cards, self._lead_power, POINTS, -1, False)
        best, winner = self._winning(trick, leader)
        ally = self._ally[winner] == self._ally[seat]
        return search_order(cards, self._strength[_SUIT[trick[0]]], POINTS, best, ally)

    def play(self, state: State, move: int) -> tuple[State, int]:
        hands, trick, seat, leader, left = state
        hand = hands[seat]
        at = hand.index(move)
        after = hands[:seat] + (hand[:at] + hand[at + 1 :],) + hands[seat + 1 :]
        if not trick:
            leader = seat
        played = trick + (move,)
        if len(played) < self._size:
            return (after, played, self._next[seat], leader, left), 0
        _, winner = self._winning(played, leader)
        points = 0
        for card in played:
            points += POINTS[card]
        return (after, (), winner, winner, left - points), points if self._ally[winner] else 0

    def action(self, move: int) -> Play:
        return PLAY_OF_INDEX[move]

    def classes(self, state: State) -> Mapping[Play, int]:
        return {PLAY_OF_INDEX[card]: stand for card, stand in self._merged(state, self._legal(state)).items()}

    def key(self, state: State) -> Hashable:
        """The state itself (``left`` follows from the cards). Renaming the cards by their place among those
        still out merged only a tenth of the positions and cost more than it saved (measured)."""
        return state

    def leads(self, state: State) -> bool:
        return not state[1]

    def bounds(self, state: State) -> tuple[int, int]:
        """``(0, left)``, exact at the last trick (every card left is forced: scored, not searched)."""
        hands, trick, seat = state[0], state[1], state[2]
        if len(hands[seat]) == 1 and len(trick) + sum(map(len, hands)) == self._size:
            value = last_trick_value(self, state)
            return value, value
        return 0, state[4]


def search_model(game: Game, team: int) -> tuple[_Model, State, int]:
    """The search model of ``game``'s play for ``team``, its start state, and the points the team holds already."""
    hands = tuple(tuple(card.index for card in hand) for hand in game.hands)
    trick = tuple(play.card.index for play in game.trick)
    leader = game.trick[0].seat if game.trick else game.to_act
    assert game.to_act is not None and leader is not None
    left = sum(POINTS[card] for hand in hands for card in hand) + sum(POINTS[card] for card in trick)
    return _Model(game, team), (hands, trick, game.to_act, leader, left), game.points[team]


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
    check_game(game, Game, getattr(game, "phase", None) is FastPhase.PLAY)
    assert game.to_act is not None
    default = game.rules._team_table[game.to_act]  # noqa: SLF001 - Rules.team_of's table
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
