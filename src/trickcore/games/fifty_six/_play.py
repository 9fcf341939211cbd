"""The play of the tricks (R18–R21): follow suit, trick winners, card points into the team's pile."""

from __future__ import annotations

from typing import Final

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.following import SUIT_MARKS, allows, choose_plays
from trickcore.frozen import replacer
from trickcore.hands import hands_after_play
from trickcore.playing_cards import Card, Suit
from trickcore.records import append_action
from trickcore.tricks import CARD_PLAYS, CardPlay, points_in, strongest_play, trusted_trick

from trickcore.games.fifty_six._cards import POINTS, STRENGTH, SUIT_INDEX
from trickcore.games.fifty_six._scoring import finish_hand
from trickcore.games.fifty_six._state import Game

__all__ = ["apply_play", "check_play", "legal_plays", "may_play"]

_played: Final = replacer(Game, "to_act", "hands", "trick", "history")
"""The game after a card that does not end the trick: the next seat, the hands, the trick and the history change."""
_trick_taken: Final = replacer(Game, "to_act", "hands", "trick", "tricks", "points", "history")
"""The game after a trick is taken, with its winner to lead."""


def _suit_name(suit: Suit) -> str:
    return suit.name.lower()


def check_play(hand: tuple[Card, ...], trick: tuple[CardPlay, ...], seat: int, action: Play) -> IllegalAction | None:
    """Why playing ``action.card`` from ``hand`` is illegal, or ``None`` (R19)."""
    card = action.card
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"seat {seat} does not hold {card}")
    if not may_play(hand, trick, card):
        led = trick[0].card.suit
        listed = " ".join(str(held) for held in dict.fromkeys(held for held in hand if held.suit is led))
        return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, f"must follow {_suit_name(led)}: you hold {listed}")
    return None


def legal_plays(hand: tuple[Card, ...], trick: tuple[CardPlay, ...]) -> tuple[Play, ...]:
    """One :class:`~trickcore.Play` per distinct card that may be played, in canonical order (R19).

    The suit led binds and answers (:mod:`trickcore.following`); copies of a card sit
    side by side in a canonical hand and give one play.
    """
    led = SUIT_MARKS[trick[0].card.suit] if trick else None
    return choose_plays(hand, PLAY_OF_INDEX, led, led, True)


def may_play(hand: tuple[Card, ...], trick: tuple[CardPlay, ...], card: Card) -> bool:
    """R19: whether ``hand`` holds ``card`` and may play it to ``trick`` (one of :func:`legal_plays`)."""
    led = SUIT_MARKS[trick[0].card.suit] if trick else None
    return allows(hand, card, led, led)


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """The game after ``seat`` plays a legal card; a full trick goes to its winner's team (R20, R21)."""
    card = action.card
    hands = hands_after_play(game.hands, seat, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    history = append_action(game.history, action)
    match = game.match
    contract = game.contract
    if len(trick) < match.n_active or contract is None:
        return _played(game, match.next_seat[seat], hands, trick, history)
    # R20: the strongest card wins (the first of two equal ones); R21: its team takes the points.
    winner = strongest_play(trick, STRENGTH[4 * SUIT_INDEX[contract.trump] + trick[0].card.index // 13]).seat
    tricks = game.tricks + (trusted_trick(trick[0].seat, trick, winner),)
    team = game.rules._team_table[winner]  # noqa: SLF001 - Rules.team_of without its call
    points = game.points
    points = points[:team] + (points[team] + points_in(trick, POINTS),) + points[team + 1 :]
    if hands[winner]:
        return _trick_taken(game, winner, hands, (), tricks, points, history)
    return finish_hand(game, hands, tricks, points, contract, history)


