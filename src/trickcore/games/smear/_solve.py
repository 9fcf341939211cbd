"""Solving the rest of a hand open (R12–R16): Smear's play on the point search, and as a search model.

The value of a hand for a team is its hand points (R15): High, Low, Jack and Game,
0 to 4. High and Low go to whoever *holds* the claiming trumps, since every card in
the hands is played, so they are earned the moment the first lead fixes trump;
Jack is earned with the trick that takes the jack of trump; Game at the end, from
the card points each team took (the bidder's discards count for its team, R16).

:func:`solve` runs on :func:`~trickcore.point_search.points_solve` (compiled when
the kernels are): once trump is fixed, Jack and Game are two goals of one card-point
search (see ``_solve_trump``); the first lead is one such search after each
lead. The search model below keeps every item as it is earned: claims
(:func:`claimed_line`) search it, and it is the reference the point search is
tested against.

A state of the model is ``(hands, trick, to_act, leader, trump, diff, left,
jack)``: the hands and the trick so far as :attr:`Card.index <trickcore.Card.index>`,
the seat to act, the seat that led, the trump's suit position (``-1`` before the
first lead), the team's card points less the other team's so far, the card points
still out, and whether the jack of trump is still to be taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trickcore.actions import PLAY_OF_INDEX
from trickcore.playing_cards import SUITED_CARDS, Rank
from trickcore.point_search import padded, points_solve
from trickcore.solving import (
    Hands, Solution, TrickSearchModel, check_game, check_side, claim_line, last_trick_value, open_position,
)

from trickcore.games.smear._actions import Play
from trickcore.games.smear._cards import POINTS_BY_INDEX, RANKS, STRENGTH, SUIT_INDEX, SUITS
from trickcore.games.smear._play import legal_trumps
from trickcore.games.smear._scoring import _HIGH, _LOW
from trickcore.games.smear._state import SEATS, Game, FastPhase, team_of

__all__ = ["claimed_line", "search_model", "solve"]

State = tuple[Hands, tuple[int, ...], int, int, int, int, int, bool]
"""``(hands, trick, to_act, leader, trump, diff, left, jack)``: see the module's docstring."""

_SUIT: Final = tuple(index // 13 for index in range(len(SUITED_CARDS)))
_RANK: Final = tuple(len(RANKS) - RANKS.index(card.rank) if card.rank in RANKS else 0 for card in SUITED_CARDS)
"""R1: each card's place in its suit, 8 for the ace down to 1 for the seven (the same in trumps)."""
_JACKS: Final = tuple(SUITED_CARDS.index(next(c for c in SUITED_CARDS if c.rank is Rank.JACK and c.suit is suit)) for suit in SUITS)
"""The jack of each suit (by suit position), the card that scores Jack when its suit is trump (R15)."""
_LEAD_POWER: Final = (
    *(tuple(STRENGTH[trump][_SUIT[index]][index] for index in range(len(SUITED_CARDS))) for trump in range(len(SUITS))),
    tuple(STRENGTH[_SUIT[index]][_SUIT[index]][index] for index in range(len(SUITED_CARDS))),
)
"""R14: each card's strength as a lead, by trump's suit position; last (``[-1]``), before the first lead fixes trump."""


class _Model(TrickSearchModel[State]):
    """R12–R16 for one team: follow suit or trump, trumps win, High, Low, Jack and Game."""

    __slots__ = ("_claims", "_discards", "_done")

    def __init__(self, game: Game, team: int) -> None:
        ally = tuple(team_of(seat) == team for seat in range(SEATS))
        super().__init__(ally, tuple((seat + 1) % SEATS for seat in range(SEATS)), SEATS, _SUIT, _RANK, POINTS_BY_INDEX)
        self._discards = game.discards
        rule = game.rules.high_low_rule
        # The plays of completed tricks, with who played them, claim High and Low too.
        self._done = tuple((play.seat, play.card.index) for trick in game.tricks for play in trick.plays)
        self._claims = tuple((_HIGH[rule, suit], _LOW[rule, suit]) for suit in SUITS)

    def high_low(self, hands: Hands, trick: tuple[int, ...], leader: int, trump: int) -> int:
        """R15: how many of High and Low go to the team, trump being fixed: every card in play is played."""
        held = list(self._done)
        held.extend((seat, card) for seat, hand in enumerate(hands) for card in hand)
        held.extend((self._order[leader][position], card) for position, card in enumerate(trick))
        earned = 0
        for claims in self._claims[trump]:
            best_seat, best = -1, 0
            for seat, card in held:
                if claims[card] > best:
                    best_seat, best = seat, claims[card]
            if best_seat >= 0 and self._ally[best_seat]:
                earned += 1
        return earned

    def legal(self, state: State) -> list[int]:
        """R11–R13: follow suit or trump (a trump on a trump lead), the first lead by the discard's rule."""
        hands, trick, seat, _, trump = state[0], state[1], state[2], state[3], state[4]
        hand = hands[seat]
        if not trick:
            if trump < 0 and self._discards:
                allowed = legal_trumps(tuple(SUITED_CARDS[card] for card in hand), self._discards)
                return [card for card in hand if SUITS[_SUIT[card]] in allowed]
            return list(hand)
        led = _SUIT[trick[0]]
        if any(_SUIT[card] == led for card in hand):
            return [card for card in hand if _SUIT[card] in (led, trump)]
        return list(hand)

    def power(self, state: State, led: int) -> Sequence[int]:
        """R14: trumps over the suit led."""
        return STRENGTH[state[4]][_SUIT[led]]

    def lead_power(self, state: State) -> Sequence[int]:
        return _LEAD_POWER[state[4]]

    def play(self, state: State, move: int) -> tuple[State, int]:
        hands, trick, seat, _, trump, diff, left, jack = state
        after, played, leader = self.after(state, move)
        gain = 0
        if not trick and trump < 0:
            # R12: the first lead fixes trump, and with it High and Low.
            trump = _SUIT[move]
            gain = self.high_low(hands, trick, leader, trump)
            jack = any(_JACKS[trump] in held for held in hands)
        if len(played) < SEATS:
            return (after, played, self._next[seat], leader, trump, diff, left, jack), gain
        _, winner = self.winning(STRENGTH[trump][_SUIT[played[0]]], played, leader)
        ally = self._ally[winner]
        points = 0
        for card in played:
            points += POINTS_BY_INDEX[card]
        diff += points if ally else -points
        if jack and _JACKS[trump] in played:
            jack = False
            gain += ally
        if not after[winner]:
            gain += diff > 0
        return (after, (), winner, winner, trump, diff, left - points, jack), gain

    def bounds(self, state: State) -> tuple[int, int]:
        trump, diff, left, jack = state[4], state[5], state[6], state[7]
        if not state[0][state[2]]:
            return 0, 0  # the hand is over: Game was earned with the last trick
        if self.last_trick(state):
            value = last_trick_value(self, state)  # the last trick: every card is forced
            return value, value
        high = (2 if trump < 0 else 0) + (1 if trump < 0 or jack else 0) + (diff + left > 0)
        low = 1 if diff - left > 0 else 0
        return low, high


def search_model(game: Game, team: int) -> tuple[_Model, State, int]:
    """The search model of ``game``'s play for ``team``, its start state, and the hand points the team holds already."""
    assert game.to_act is not None and game.contract is not None
    model = _Model(game, team)
    hands, trick, to_act, leader = open_position(game)
    trump = -1 if game.trump is None else SUIT_INDEX[game.trump]
    diff = 0
    for done in game.tricks:
        points = sum(POINTS_BY_INDEX[play.card.index] for play in done.plays)
        diff += points if model._ally[done.winner] else -points  # noqa: SLF001 - the model's own table
    discarded = sum(POINTS_BY_INDEX[card.index] for card in game.discards)
    diff += discarded if model._ally[game.contract.bidder] else -discarded  # noqa: SLF001 - as above
    left = sum(POINTS_BY_INDEX[card] for hand in hands for card in hand) + sum(POINTS_BY_INDEX[card] for card in trick)
    banked = 0
    jack = False
    if trump >= 0:
        banked = model.high_low(hands, trick, leader, trump)
        jack_card = _JACKS[trump]
        jack = jack_card in trick or any(jack_card in hand for hand in hands)
        for done in game.tricks:
            if any(play.card.index == jack_card for play in done.plays):
                banked += model._ally[done.winner]  # noqa: SLF001 - as above
    if not any(hands) and not trick:
        banked += diff > 0
    return model, (hands, trick, to_act, leader, trump, diff, left, jack), banked


def _rule(trump: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]:
    """R13/R14 as :func:`~trickcore.point_search.points_solve`'s tables for ``trump``: the strength by suit led, and
    ``answers`` and ``binding`` (a seat holding the suit led plays that suit or a trump; a trump on a trump lead)."""
    masks = [0, 0, 0, 0]
    for card in range(len(SUITED_CARDS)):
        masks[_SUIT[card]] |= 1 << card
    answers = [masks[_SUIT[card]] | masks[trump] for card in range(len(SUITED_CARDS))]
    binding = [masks[_SUIT[card]] for card in range(len(SUITED_CARDS))]
    return tuple(padded(STRENGTH[trump][led]) for led in range(len(SUITS))), padded(answers), padded(binding)


_RULE: Final = tuple(_rule(trump) for trump in range(len(SUITS)))
""":func:`_rule` by trump's suit position."""

_GROUP: Final = padded(_SUIT)
_PLACE: Final = padded(_RANK)
_NO_BAR: Final = padded(())
_NEXT: Final = tuple((seat + 1) % SEATS for seat in range(SEATS))

_JACK_WORTH: Final = max(POINTS_BY_INDEX) + 1
"""What the move order weighs a live jack of trump at: above every card's points (it is an item of its own).
As the jack's card points (1) are no other card's, the model, which weighs card points, merges the same cards."""


def _solve_trump(
    model: _Model, game: Game, hands: Hands, trick: tuple[int, ...], to_act: int, leader: int, trump: int
) -> tuple[dict[int, int], tuple[int, ...], int]:
    """A position with ``trump`` fixed solved on :func:`~trickcore.point_search.points_solve`: each root move's
    hand points for the model's team, a best line of card indices, the nodes.

    High and Low are settled by who holds the claiming trumps, so only Jack and Game
    are left to play for. With ``G`` the card points in play (the tricks' and the
    discards'), the team wins Game with ``gp >= t = G // 2 + 1`` (R16: strictly more
    than the other team's ``G - gp``). Each card is worth its card points, and the
    jack of trump ``t`` more while it is still to be taken; with ``u`` the team's card
    points so far plus that worth of the cards it takes from here, Jack or Game is
    earned iff ``u >= t`` and both iff ``u >= 2t`` (as ``gp <= G < 2t``): two goals
    of one search of the worth, and a line keeping how many it reaches keeps them.
    """
    ally = model._ally  # noqa: SLF001 - the model's own table
    jack = _JACKS[trump]
    live = jack in trick or any(jack in hand for hand in hands)
    total = banked = fixed = 0
    for done in game.tricks:
        for play in done.plays:
            taken = POINTS_BY_INDEX[play.card.index]
            total += taken
            banked += taken if ally[done.winner] else 0
            fixed += play.card.index == jack and ally[done.winner]
    discarded = sum(POINTS_BY_INDEX[card.index] for card in game.discards)
    total += discarded + sum(POINTS_BY_INDEX[card] for card in trick)
    total += sum(POINTS_BY_INDEX[card] for hand in hands for card in hand)
    assert game.contract is not None, "the play has a bidder"
    banked += discarded if ally[game.contract.bidder] else 0
    bar = total // 2 + 1
    worth = list(POINTS_BY_INDEX)
    points = list(POINTS_BY_INDEX)
    if live:
        worth[jack] = _JACK_WORTH
        points[jack] += bar
    fixed += model.high_low(hands, trick, leader, trump)
    strength, answers, binding = _RULE[trump]
    values, line, nodes = points_solve(
        hands, trick, to_act, leader, SEATS, _NEXT, tuple(map(int, ally)), _GROUP, _PLACE, padded(points), strength,
        padded(worth), _NO_BAR, answers, binding, 0, (bar - banked, 2 * bar - banked),
    )
    return {move: fixed + reached for move, reached in values}, line, nodes


def solve(game: Game, side: int | None = None) -> Solution[Play]:
    """The rest of the hand solved with every card open: the hand points (R15) ``side`` scores, 0–4.

    The value is the team's hand points for the whole hand — High, Low, Jack and
    Game, those already settled included — when the team plays to score as many as
    it can and the other to hold it to as few. High and Low go to whoever holds the
    claiming trumps (every card in the hands is played), Jack to the team that takes
    the jack of trump, Game to the team with more card points (the bidder's discards
    count for its team, R16; a tie scores it for nobody). ``side`` is a team (0 or 1;
    default: the team of the seat to act). Any position of the play, the first lead
    (which fixes trump) and mid-trick included; the same game gives the same result.

    Once trump is fixed, High and Low are settled and Jack and Game are two goals of
    one card-point search, :func:`~trickcore.point_search.points_solve` (compiled
    when the kernels are; see :doc:`/research/solver`); the first lead is one such
    search after each lead.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=5, dealer=3)
        >>> for action in ("bid 2", "pass", "pass", "pass"):
        ...     game = smear.apply(game, smear.parse_action(game, action))
        >>> solution = smear.solve(game)
        >>> solution.side, solution.value, len(solution.line)
        (0, 3, 24)

    Raises:
        TypeError: ``game`` is not a Smear :class:`Game` (a view hides the cards).
        SolverError: the game is not in its play phase, or ``side`` is not 0 or 1.
    """
    to_act = check_game(game, Game, getattr(game, "phase", None) is FastPhase.PLAY)
    team = check_side(side, team_of(to_act), (True, True))
    model = _Model(game, team)
    hands, trick, _, leader = open_position(game)
    ally = model._ally  # noqa: SLF001 - the model's own table
    trump = -1 if game.trump is None else SUIT_INDEX[game.trump]
    state: State = (hands, trick, to_act, leader, trump, 0, 0, False)  # what the moves depend on; no score
    if trump >= 0:
        values, line, nodes = _solve_trump(model, game, hands, trick, to_act, leader, trump)
    else:
        # R12: the first lead fixes trump; after each lead the rest is a position with trump fixed.
        values, lines, nodes = {}, {}, 0
        for lead in model.moves(state):
            after, played, _ = model.after(state, lead)
            rest, rest_line, searched = _solve_trump(model, game, after, played, _NEXT[to_act], to_act, _SUIT[lead])
            values[lead] = (max if ally[_NEXT[to_act]] else min)(rest.values())
            lines[lead], nodes = (lead, *rest_line), nodes + searched
        line = lines[(max if ally[to_act] else min)(values, key=values.__getitem__)]
    best = (max if ally[to_act] else min)(values.values())
    actions = {action: values[stand] for action, stand in model.classes(state).items()}
    return Solution(best, team, actions, tuple(PLAY_OF_INDEX[card] for card in line), nodes)


def claimed_line(game: Game) -> tuple[Play, ...] | None:
    """How the side of the seat to act takes every remaining trick of ``game`` (in its play), or ``None``.

    What a :class:`~trickcore.Claim` is checked and played out with (see
    :func:`~trickcore.solving.claim_line`).
    """
    assert game.to_act is not None, "someone is to act during the play"
    model, state, _ = search_model(game, team_of(game.to_act))
    return claim_line(model, state)
