"""Small helpers shared by the Fifty-Six tests."""

from __future__ import annotations

import collections

from trickcore import Card, cards
from trickcore.games import fifty_six


def calls(game: fifty_six.Game, *texts: str) -> fifty_six.Game:
    """The game after the given actions, in notation, each by the seat to act."""
    for text in texts:
        game = fifty_six.apply(game, fifty_six.parse_action(game, text))
    return game


def play_first_cards(game: fifty_six.Game) -> fifty_six.Game:
    """The game after the rest of the hand is played, each seat playing its first legal card."""
    while game.phase is fifty_six.Phase.PLAY:
        game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    return game


def code(game: fifty_six.Game | fifty_six.View, action: object, seat: int | None = None) -> str | None:
    """The error code ``check`` gives, or ``None``."""
    error = fifty_six.check(game, action, seat=seat)
    return None if error is None else error.code.value


def hands_with(required: dict[int, str]) -> list[tuple[Card, ...]]:
    """Four hands of 12: the required cards, then the rest of the pack in canonical order to seats 1, 3, 0, 2."""
    left = collections.Counter(fifty_six.deck(fifty_six.Rules()).cards)
    hands: dict[int, list[Card]] = {seat: list(cards(required.get(seat, ""))) for seat in range(4)}
    for hand in hands.values():
        left.subtract(hand)
    rest = sorted(left.elements(), key=lambda card: card.index)
    for seat in (1, 3, 0, 2):
        need = 12 - len(hands[seat])
        hands[seat] += rest[:need]
        rest = rest[need:]
    return [tuple(hands[seat]) for seat in range(4)]
