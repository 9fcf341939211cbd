"""Telling a game, or what a seat has seen of it, as events (:mod:`trickcore.events`), once for every ruleset.

A ruleset supplies a :class:`Teller` (its sides, which cards are trumps, what a
trick is worth, its contract and its scoring as events); :func:`explain_game`
replays a game's history and :func:`explain_view` reads a view's current hand,
both emitting the same events in the same order: the deal, each action, the
auction won, trump fixed, each trick won and why, the hand scored, the winner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickcore.actions import Claim, Play
from trickcore.codec import GameCodec, RecordedGame
from trickcore import events
from trickcore.playing_cards import Card, Suit, sort_cards
from trickcore.records import Deal, History
from trickcore.states import Acting, Dealt, Phased, Played, Ruled, Seen, Won
from trickcore.tricks import Trick

__all__ = ["RulesetExplainer", "SeatHand", "Table", "Teller", "explain_game", "explain_view", "held_this_hand", "seat_deal"]


class Table(Ruled, Phased, Dealt, Acting, Played, Won, Protocol):
    """What the teller reads from a game or a view."""

    @property
    def contract(self) -> Any:
        """The contract, once the auction is won."""

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once known."""


T = TypeVar("T", bound=Table)


class Teller(Protocol):
    """What one ruleset says about itself so that the drivers can tell its games."""

    def sides(self, rules: Any) -> tuple[events.Side, ...]:
        """Every team or side, in score order."""

    def side_of(self, rules: Any, seat: int) -> events.Side:
        """The team or side of ``seat``."""

    def is_trump(self, state: Any, card: Card, played: int) -> bool:
        """Whether ``card``, the hand's card number ``played`` (from 0), was a trump when it was played in ``state``'s hand."""

    def trick_points(self, trick: Trick) -> int:
        """What a trick is worth in the ruleset's count."""

    def contract(self, state: Any, hand: int) -> events.ContractWon:
        """The auction's result, once the auction is won."""

    def scored(self, state: Any, hand: int) -> events.HandScored | events.HandThrownIn:
        """The hand's scoring, at ``HAND_OVER`` or ``GAME_OVER``."""

    def game_won(self, state: Any) -> events.GameWon:
        """The end of the game, at ``GAME_OVER``."""

    def started(self, game: Any) -> events.GameStarted:
        """The start of the game (sides, starting scores, target), from its first state."""

    def seen_deal(self, view: Any, hand: int) -> events.HandDealt:
        """The deal as the view's seat saw it."""

    def before_play(self, view: Any, hand: int) -> list[events.Event]:
        """What the view's seat saw between the auction and the first lead (a discard, trump named)."""


class SeatHand(Seen, Dealt, Played, Protocol):
    """What :func:`held_this_hand` and :func:`seat_deal` read from a view: the seat, its cards now, the dealer, the tricks."""


def held_this_hand(view: SeatHand) -> list[Card]:
    """The cards the view's seat has held this hand: those it holds, then those it played, in play order.

    A teller rebuilds the deal the seat saw from them (adding what it discarded, taking out what it
    picked up), since a view keeps no copy of the deal.
    """
    seat = view.seat
    held = [*view.hand]
    held += [play.card for trick in view.tricks for play in trick.plays if play.seat == seat]
    held += [play.card for play in view.trick if play.seat == seat]
    return held


def seat_deal(
    view: SeatHand,
    hand: int,
    hand_sizes: tuple[int, ...],
    undealt: int,
    *,
    laid: Sequence[Card] = (),
    taken: Sequence[Card] = (),
) -> events.HandDealt:
    """The deal of the view's hand as its seat saw it: its own cards as dealt, every other hand hidden.

    Its cards are those it has held this hand (:func:`held_this_hand`), with the ones it
    ``laid`` aside since put back (discards, exchanges) and the ones it ``taken`` from
    the stock (a blind, a kitty, draws) left out, in canonical order. ``hand_sizes``
    and ``undealt`` are what the rules dealt; the seat saw no stock card at the deal.
    """
    held = [*held_this_hand(view), *laid]
    for card in taken:
        held.remove(card)
    own = sort_cards(held)
    hands = tuple(own if seat == view.seat else () for seat in range(len(hand_sizes)))
    return events.HandDealt(hand, view.dealer, hands, hand_sizes, (), undealt)


_CLOSED = ("HAND_OVER", "GAME_OVER")


def explain_game(
    game: Table,
    history: History[Any],
    *,
    start: Callable[[], Any],
    deal: Callable[[Any, Deal], Any],
    apply: Callable[[Any, Any], Any],
    teller: Teller,
) -> tuple[events.Event, ...]:
    """The whole game as events, by replaying its history (``start`` makes the first deal's game)."""
    told: list[events.Event] = []
    state: Any = None
    hand = 0
    for event in history.events:
        if isinstance(event, Deal):
            state = start() if state is None else deal(state, event)
            if hand == 0:
                told.append(teller.started(state))
            hand += 1
            sizes = tuple(len(cards) for cards in state.hands)
            told.append(events.HandDealt(hand, state.dealer, state.hands, sizes, event.stock.cards, len(event.stock)))
            if state.phase.name in _CLOSED:  # a deal void at once: nobody acts
                told.append(teller.scored(state, hand))
            continue
        before = state
        seat = before.to_act
        state = apply(before, event)
        side = teller.side_of(before.rules, seat)
        if isinstance(event, Claim):
            told.append(events.ClaimMade(hand, seat, side, len(state.tricks) - len(before.tricks)))
        else:
            told.append(events.ActionTaken(hand, seat, side, event))
        told.extend(_what_followed(before, state, seat, hand, teller))
    return tuple(told)


def _what_followed(before: Any, after: Any, seat: int, hand: int, teller: Teller) -> list[events.Event]:
    """The events an action completed: the auction won, trump fixed, a trick, the hand, the game."""
    told: list[events.Event] = []
    if before.contract is None and after.contract is not None:
        told.append(teller.contract(after, hand))
    elif before.trump is None and after.trump is not None:
        told.append(events.TrumpFixed(hand, seat, after.trump))
    # One trick, or every trick a claim played out.
    told.extend(_trick_won(after, number, hand, teller) for number in range(len(before.tricks) + 1, len(after.tricks) + 1))
    if after.phase.name in _CLOSED and before.phase.name not in _CLOSED:
        told.append(teller.scored(after, hand))
        if after.phase.name == "GAME_OVER":
            told.append(teller.game_won(after))
    return told


def _trick_won(state: Table, number: int, hand: int, teller: Teller) -> events.TrickWon:
    """Trick ``number`` (from 1) of the hand, with its winning card and why it won."""
    trick = state.tricks[number - 1]
    card = next(play.card for play in trick.plays if play.seat == trick.winner)
    before = sum(len(done.plays) for done in state.tricks[: number - 1])
    reason = events.trick_reason(trick, lambda place, played: teller.is_trump(state, played, before + place))
    side = teller.side_of(state.rules, trick.winner)
    return events.TrickWon(hand, number, trick.leader, trick.plays, trick.winner, side, card, reason, teller.trick_points(trick))


def explain_view(view: Any, teller: Teller, calls: Sequence[Any]) -> tuple[events.Event, ...]:
    """The current hand as the view's seat saw it: the deal, the calls, what it saw before the
    play, every card and trick, and the hand's scoring and the game's end once they came."""
    hand = 1
    rules = view.rules
    told: list[events.Event] = [teller.seen_deal(view, hand)]
    told.extend(events.ActionTaken(hand, call.seat, teller.side_of(rules, call.seat), call.action) for call in calls)
    if view.contract is not None:
        told.append(teller.contract(view, hand))
        told.extend(teller.before_play(view, hand))
    trump_told = any(isinstance(event, (events.TrumpFixed, events.ContractWon)) and _names_trump(event) for event in told)
    plays = [(number, play) for number, trick in enumerate(view.tricks, 1) for play in trick.plays]
    plays += [(len(view.tricks) + 1, play) for play in view.trick]
    for position, (number, play) in enumerate(plays):
        told.append(events.ActionTaken(hand, play.seat, teller.side_of(rules, play.seat), Play(play.card)))
        if position == 0 and not trump_told and view.trump is not None:
            told.append(events.TrumpFixed(hand, play.seat, view.trump))
        finished = number <= len(view.tricks) and play is view.tricks[number - 1].plays[-1]
        if finished:
            told.append(_trick_won(view, number, hand, teller))
    if view.phase.name in _CLOSED and (view.contract is not None or view.last_hand is not None):
        told.append(teller.scored(view, hand))
        if view.phase.name == "GAME_OVER":
            told.append(teller.game_won(view))
    return tuple(told)


def _names_trump(event: events.Event) -> bool:
    """Whether the event makes the trump suit (or no trumps) known."""
    if isinstance(event, events.TrumpFixed):
        return True
    return isinstance(event, events.ContractWon) and (event.trump is not None or event.no_trumps)


class _Auctioned(Protocol):
    """A view: the calls of its hand's auction, each with its seat and action."""

    @property
    def calls(self) -> Sequence[Any]:
        """The calls of the current hand."""


class _Told(RecordedGame, Table, Protocol):
    """A game the codec replays and the teller reads."""


G = TypeVar("G", bound=_Told)
V = TypeVar("V", bound=_Auctioned)


@attrs.frozen
class RulesetExplainer(Generic[G, V]):
    """One ruleset's ``explain``, written once; each ruleset module exposes the bound :meth:`explain`.

    Attributes:
        name: the ruleset's registry name, for the error of another ruleset's state.
        codec: the ruleset's codec (it replays a game's history).
        teller: the ruleset's part of the story.
    """

    name: str
    codec: GameCodec[G, V, Any, Any]
    teller: Teller

    def explain(self, state: G | V) -> tuple[events.Event, ...]:
        """The game as events (``explain(game)``), or what a seat has seen of the current hand (``explain(view)``).

        Events come in order: the start, each deal, every call and card (a claim
        as a :class:`~trickcore.events.ClaimMade`, then each trick it played out), the
        contract, what the bidder did before the play (a discard, face down to
        everyone else, and the trump it names), trump fixed, each trick (its
        winner, the winning card and why it won: a stable
        :class:`~trickcore.events.TrickReason`), each hand's scoring (its score
        lines, per team or side) and the winner. A view's account covers the hand
        on view, numbered 1, with only the seat's own cards shown. Each game's
        page shows its events.

        Raises:
            TypeError: ``state`` is neither a game nor a view of this ruleset.
        """
        codec = self.codec
        if isinstance(state, codec.game_type):
            game = state
            return explain_game(
                game,
                game.history,
                start=lambda: codec.start(codec.record(game)),
                deal=codec.deal_recorded,
                apply=codec.apply,
                teller=self.teller,
            )
        if isinstance(state, codec.view_type):
            return explain_view(state, self.teller, state.calls)
        raise TypeError(f"explain() takes a {self.name} Game or View, not {type(state).__name__}")
