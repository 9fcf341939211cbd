"""Toy: a tiny trick-taking game that exists only to prove the test kit.

Two seats, six cards (A K Q of clubs and spades), three each; follow suit, the
highest card of the led suit wins, one point a trick, the first seat to
``target`` points wins. It implements the whole ruleset protocol with the core's
pieces, as a real ruleset would.
"""

from __future__ import annotations

import enum
import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import attrs

from trickcore.actions import Pass, Play
from trickcore.deck import Deck, Seed, make_deck, shuffled
from trickcore.errors import ConfigError, DealError, ErrorCode, IllegalAction, SerializationError
from trickcore.hands import distinct, remove_card
from trickcore.legality import precheck, require_action
from trickcore.notation import parse_pass, parse_play, parse_with
from trickcore.playing_cards import Card, Rank, Suit, sort_cards
from trickcore.records import Deal, History, Record, replay_record
from trickcore.serialization import dumps, from_data, loads, to_data, unwrap, wrap
from trickcore.tricks import CardPlay, Trick, winning_play

NAME: Final = "toy"
RULES_VERSION: Final = 1
SEATS: Final = 2

Action = Pass | Play


class Phase(enum.Enum):
    """Toy phases."""

    PLAY = "play"
    HAND_OVER = "hand_over"
    GAME_OVER = "game_over"


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"target must be a positive integer, not {value!r}")


@attrs.frozen
class Rules:
    """Toy options."""

    target: int = attrs.field(default=2, validator=_positive)


@attrs.frozen
class View:
    """What one seat sees."""

    seat: int
    phase: Phase
    to_act: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    scores: tuple[int, ...]
    winner: int | None


@attrs.frozen
class Game:
    """Toy state."""

    rules: Rules
    phase: Phase
    dealer: int
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[CardPlay, ...]
    tricks: tuple[Trick, ...]
    scores: tuple[int, ...]
    winner: int | None
    history: History[Action]


def deck(rules: Rules, players: int | None = None) -> Deck:
    """The six-card pack."""
    return make_deck([Rank.ACE, Rank.KING, Rank.QUEEN])[:3] + make_deck([Rank.ACE, Rank.KING, Rank.QUEEN])[9:]


def _start_hand(rules: Rules, dealer: int, hands: tuple[tuple[Card, ...], ...], history: History[Action], scores: tuple[int, ...]) -> Game:
    return Game(rules, Phase.PLAY, dealer, (dealer + 1) % SEATS, hands, (), (), scores, None, history)


def _hands_from(rules: Rules, seed: Seed | None, cards: Sequence[Card] | None, hands: Sequence[Sequence[Card]] | None) -> tuple[tuple[Card, ...], ...]:
    if sum(x is not None for x in (seed, cards, hands)) > 1:
        raise ValueError("give at most one of seed, deck and hands")
    if hands is not None:
        dealt = tuple(sort_cards(hand) for hand in hands)
    else:
        order = tuple(cards) if cards is not None else shuffled(deck(rules), secrets.randbits(32) if seed is None else seed)
        if sorted(order, key=lambda c: c.index) != list(deck(rules)):
            raise DealError("the deck must be the six toy cards")
        dealt = (sort_cards(order[:3]), sort_cards(order[3:]))
    if len(dealt) != SEATS or sorted((c for h in dealt for c in h), key=lambda c: c.index) != list(deck(rules)):
        raise DealError("two hands of three toy cards are needed")
    return dealt


def new_game(
    rules: Rules = Rules(),
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
    dealer: int | None = None,
    scores: Sequence[int] | None = None,
) -> Game:
    """A toy game with its first hand dealt."""
    dealt = _hands_from(rules, seed, deck, hands)
    first = dealer if dealer is not None else (random.Random(seed).randrange(SEATS) if seed is not None else 0)
    start = tuple(scores) if scores is not None else (0, 0)
    history: History[Action] = History(first, start).with_deal(Deal(dealt))
    return _start_hand(rules, first, dealt, history, start)


def deal(game: Game, *, seed: Seed | None = None, deck: Sequence[Card] | None = None, hands: Sequence[Sequence[Card]] | None = None, stock: Sequence[Card] | None = None) -> Game:
    """The next hand, dealt by the other seat."""
    if game.phase is Phase.GAME_OVER:
        raise IllegalAction(ErrorCode.GAME_OVER, "the game is over")
    if game.phase is not Phase.HAND_OVER:
        raise IllegalAction(ErrorCode.WRONG_PHASE, "the hand is still being played")
    dealt = _hands_from(game.rules, seed, deck, hands)
    return _start_hand(game.rules, (game.dealer + 1) % SEATS, dealt, game.history.with_deal(Deal(dealt)), game.scores)


def _hand_of_actor(state: Game | View) -> tuple[Card, ...]:
    if isinstance(state, View):
        return state.hand if state.seat == state.to_act else ()
    return state.hands[state.to_act] if state.to_act is not None else ()


def legal_actions(state: Game | View) -> tuple[Action, ...]:
    """Plays that follow suit when possible."""
    if state.to_act is None or (isinstance(state, View) and state.seat != state.to_act):
        return ()
    hand = _hand_of_actor(state)
    if state.trick:
        led = state.trick[0].card.suit
        following = tuple(card for card in hand if card.suit is led)
        hand = following or hand
    return tuple(Play(card) for card in distinct(hand))


def check(state: Game | View, action: object, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is illegal, or ``None``."""
    require_action(action, NAME)
    if isinstance(state, View) and seat is None:
        seat = state.seat
    error = precheck(
        game_over=state.phase is Phase.GAME_OVER,
        to_act=state.to_act,
        seat=seat,
        allowed=isinstance(action, Play) and state.phase is Phase.PLAY,
        phase_name=state.phase.value,
        action=action,
    )
    if error is not None:
        return error
    assert isinstance(action, Play)
    hand = _hand_of_actor(state)
    if action.card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"{action.card} is not in your hand")
    if Play(action.card) not in legal_actions(state):
        return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, f"you must follow {state.trick[0].card.suit.name.lower()}")
    return None


def _strength(led: Suit) -> dict[Card, int]:
    return {card: 3 - i % 3 if card.suit is led else 0 for i, card in enumerate(deck(Rules()))}


def apply(game: Game, action: object, seat: int | None = None) -> Game:
    """The game after ``action``."""
    if not isinstance(game, Game):
        raise TypeError("apply takes a Game")
    error = check(game, action, seat)
    if error is not None:
        raise error
    assert isinstance(action, Play) and game.to_act is not None
    actor = game.to_act
    hands = tuple(remove_card(hand, action.card) if s == actor else hand for s, hand in enumerate(game.hands))
    trick = game.trick + (CardPlay(actor, action.card),)
    history = game.history.with_action(action)
    if len(trick) < SEATS:
        return attrs.evolve(game, hands=hands, trick=trick, to_act=(actor + 1) % SEATS, history=history)
    table = _strength(trick[0].card.suit)
    winner = winning_play(trick, table.__getitem__).seat
    tricks = game.tricks + (Trick(trick[0].seat, trick, winner),)
    if any(hands):
        return attrs.evolve(game, hands=hands, trick=(), tricks=tricks, to_act=winner, history=history)
    scores = tuple(score + sum(t.winner == s for t in tricks) for s, score in enumerate(game.scores))
    best = max(scores)
    over = best >= game.rules.target and scores.count(best) == 1
    return attrs.evolve(
        game,
        phase=Phase.GAME_OVER if over else Phase.HAND_OVER,
        hands=hands,
        trick=(),
        tricks=tricks,
        to_act=None,
        scores=scores,
        winner=scores.index(best) if over else None,
        history=history,
    )


def view(game: Game, seat: int) -> View:
    """What ``seat`` sees."""
    return View(
        seat, game.phase, game.to_act, game.dealer, game.hands[seat], tuple(len(h) for h in game.hands),
        game.trick, game.tricks, game.scores, game.winner,
    )


PARSERS: Final[Mapping[str, Callable[[Game | View, tuple[str, ...]], Action]]] = {
    "pass": parse_pass,
    "play": parse_play,
}


def parse_action(game: Game | View, text: str) -> Action:
    """The legal action named by ``text``."""
    return parse_with(PARSERS, check, game, text)


def record(game: Game) -> Record[Rules, Action]:
    """The game's record."""
    h = game.history
    return Record(NAME, RULES_VERSION, game.rules, h.first_dealer, h.start, h.deals, h.actions)


def replay(rec: Record[Rules, Action]) -> Game:
    """The game a record describes."""
    return replay_record(
        rec,
        ruleset=NAME,
        version=RULES_VERSION,
        rules_type=Rules,
        start=lambda r: new_game(r.rules, hands=r.deals[0].hands, dealer=r.first_dealer, scores=r.start),
        awaiting_deal=lambda g: g.phase is Phase.HAND_OVER,
        deal=lambda g, d: deal(g, hands=d.hands),
        apply=apply,
    )


def to_json(value: Game | View) -> str:
    """JSON of a game (as its record) or a view."""
    if isinstance(value, Game):
        return dumps(wrap("game", NAME, to_data(record(value))))
    return dumps(wrap("view", NAME, to_data(value)))


def from_json(text: str | bytes) -> Game | View:
    """The game or view a JSON document describes."""
    kind, payload = unwrap(loads(text), NAME)
    if kind == "game":
        return replay(from_data(payload, Record[Rules, Action]))
    if kind == "view":
        return from_data(payload, View)  # type: ignore[no-any-return]
    raise SerializationError(f"unknown document kind {kind!r}")
