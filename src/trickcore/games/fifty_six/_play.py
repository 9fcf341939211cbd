"""The play of the tricks (R18–R21): follow suit, trick winners, card points into the team's pile."""

from __future__ import annotations

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.cards import Card, Suit
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.hands import AFTER_PLAY
from trickcore.tricks import CARD_PLAYS, CardPlay, trusted_trick

from trickcore.games.fifty_six._cards import POINTS, STRENGTH, SUIT_INDEX
from trickcore.games.fifty_six._scoring import finish_hand
from trickcore.games.fifty_six._state import Game, make_game

__all__ = ["apply_play", "check_play", "follows", "legal_plays"]



def _suit_name(suit: Suit) -> str:
    return suit.name.lower()


def follows(hand: tuple[Card, ...], trick: tuple[CardPlay, ...], card: Card) -> bool:
    """R19: whether ``card`` (held) may be played to ``trick``: the led suit if held, else anything."""
    if not trick:
        return True
    led = trick[0].card.suit
    if card.suit is led:
        return True
    for held in hand:
        if held.suit is led:
            return False
    return True


def check_play(hand: tuple[Card, ...], trick: tuple[CardPlay, ...], seat: int, action: Play) -> IllegalAction | None:
    """Why playing ``action.card`` from ``hand`` is illegal, or ``None`` (R19)."""
    card = action.card
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"seat {seat} does not hold {card}")
    if not follows(hand, trick, card):
        led = trick[0].card.suit
        listed = " ".join(str(held) for held in dict.fromkeys(held for held in hand if held.suit is led))
        return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, f"must follow {_suit_name(led)}: you hold {listed}")
    return None


def legal_plays(hand: tuple[Card, ...], trick: tuple[CardPlay, ...]) -> tuple[Play, ...]:
    """One :class:`~trickcore.Play` per distinct card that may be played, in canonical order (R19).

    Copies of a card sit side by side in a canonical hand, so skipping a card that
    is the one just taken drops them; following suit takes one pass over the hand.
    """
    plays = []
    previous = None
    if trick:
        led = trick[0].card.suit
        for card in hand:
            if card.suit is led and card is not previous:
                plays.append(PLAY_OF_INDEX[card.index])
                previous = card
        if plays:
            return tuple(plays)
    for card in hand:
        if card is not previous:
            plays.append(PLAY_OF_INDEX[card.index])
            previous = card
    return tuple(plays)


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """The game after ``seat`` plays a legal card; a full trick goes to its winner's team (R20, R21)."""
    card = action.card
    hands = AFTER_PLAY[len(game.hands)][seat](game.hands, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    history = game.history.with_action(action)
    match = game.match
    contract = game.contract
    # The phase stays PLAY: read from the state, since Phase.PLAY costs a Python call on 3.11 (EnumType.__getattr__).
    if len(trick) < match.n_active or contract is None:
        return make_game(
            game.rules, game.phase, match.next_seat[seat], hands, game.auction, contract, trick, game.tricks,
            game.points, match, history,
        )
    table = STRENGTH[4 * SUIT_INDEX[contract.trump] + trick[0].card.index // 13]
    best = trick[0]
    best_strength = table[best.card.index]
    taken = POINTS[best.card.index]
    for play in trick[1:]:
        index = play.card.index
        taken += POINTS[index]
        if table[index] > best_strength:
            best, best_strength = play, table[index]
    winner = best.seat
    tricks = game.tricks + (trusted_trick(trick[0].seat, trick, winner),)
    team = game.rules.team_of(winner)
    points = game.points
    points = points[:team] + (points[team] + taken,) + points[team + 1 :]
    if hands[winner]:
        return make_game(
            game.rules, game.phase, winner, hands, game.auction, contract, (), tricks, points, match, history
        )
    return finish_hand(game, hands, tricks, points, contract, history)


