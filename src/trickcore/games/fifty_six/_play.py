"""The play of the tricks (R18–R21): follow suit, trick winners, card points into the team's pile."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Play
from trickcore.cards import Card, Rank, Suit
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.tricks import CardPlay, Trick

from trickcore.games.fifty_six._cards import POINTS, trick_winner
from trickcore.games.fifty_six._scoring import finish_hand
from trickcore.games.fifty_six._state import Game, Phase

__all__ = ["apply_play", "check_play", "legal_plays"]

_CARDS: Final = tuple(sorted((Card(rank, suit) for suit in Suit for rank in Rank), key=lambda card: card.index))
_PLAYS: Final = tuple(Play(card) for card in _CARDS)
_CARD_PLAYS: Final = tuple(tuple(CardPlay(seat, card) for card in _CARDS) for seat in range(8))


def _suit_name(suit: Suit) -> str:
    return suit.name.lower()


def check_play(hand: tuple[Card, ...], trick: tuple[CardPlay, ...], seat: int, action: Play) -> IllegalAction | None:
    """Why playing ``action.card`` from ``hand`` is illegal, or ``None`` (R19)."""
    card = action.card
    index = card.index
    for held in hand:
        if held.index == index:
            break
    else:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"seat {seat} does not hold {card}")
    if trick:
        led = trick[0].card.suit
        if card.suit is not led:
            follow = [held for held in hand if held.suit is led]
            if follow:
                listed = " ".join(str(held) for held in dict.fromkeys(follow))
                return IllegalAction(
                    ErrorCode.MUST_FOLLOW_SUIT, f"must follow {_suit_name(led)}: you hold {listed}"
                )
    return None


def legal_plays(hand: tuple[Card, ...], trick: tuple[CardPlay, ...]) -> tuple[Play, ...]:
    """One :class:`~trickcore.Play` per distinct card that may be played, in canonical order (R19)."""
    if trick:
        led = trick[0].card.suit
        follow = tuple(card for card in hand if card.suit is led)
        if follow:
            hand = follow
    plays = []
    previous = -1
    for card in hand:
        index = card.index
        if index != previous:
            plays.append(_PLAYS[index])
            previous = index
    return tuple(plays)


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """The game after ``seat`` plays a legal card; a full trick goes to its winner's team (R20, R21)."""
    card = action.card
    hands = game.hands
    hand = hands[seat]
    index = card.index
    position = 0
    while hand[position].index != index:
        position += 1
    hands = hands[:seat] + (hand[:position] + hand[position + 1 :],) + hands[seat + 1 :]
    trick = game.trick + (_CARD_PLAYS[seat][index],)
    history = game.history.with_action(action)
    match = game.match
    contract = game.contract
    if len(trick) < match.n_active or contract is None:
        return Game(
            game.rules,
            Phase.PLAY,
            match.next_seat[seat],
            hands,
            game.auction,
            contract,
            trick,
            game.tricks,
            game.points,
            match,
            history,
        )
    winner = trick_winner(trick, contract.trump).seat
    tricks = game.tricks + (Trick(trick[0].seat, trick, winner),)
    team = game.rules.team_of(winner)
    points = game.points
    taken = 0
    for play in trick:
        taken += POINTS[play.card.index]
    points = points[:team] + (points[team] + taken,) + points[team + 1 :]
    if hands[winner]:
        return Game(
            game.rules, Phase.PLAY, winner, hands, game.auction, contract, (), tricks, points, match, history
        )
    return finish_hand(game, hands, tricks, points, contract, history)
