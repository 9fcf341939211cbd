"""Naming trump before the discard (H9, H14): the ``TRUMP`` phase of ``trump_named_at_discard``."""

from __future__ import annotations

from typing import Final

from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import replacer
from trickcore.games.smear._actions import TRUMP_CALLS, NameTrump
from trickcore.games.smear._state import FastPhase, Game, Table
from trickcore.playing_cards import JOKER, Card, Suit, format_cards
from trickcore.records import append_action

__all__ = ["apply_trump", "check_trump", "nameable", "trump_actions"]

_named: Final = replacer(Game, "phase", "trump", "history")
"""The game once trump is named: the discard (or the play) follows, the bidder still to act."""


def nameable(hand: tuple[Card, ...]) -> tuple[Suit, ...]:
    """H14: the suits a bidder holding ``hand`` may name: those it holds a card of, or every suit with a joker.

    Example:
        >>> from trickcore import cards
        >>> [suit.letter for suit in nameable(cards("AH KH AS TC"))], len(nameable(cards("JK 9H")))
        (['C', 'H', 'S'], 4)
    """
    if JOKER in hand:
        return tuple(Suit)
    held = {card.suit for card in hand}
    return tuple(suit for suit in Suit if suit in held)


def trump_actions(table: Table, hand: tuple[Card, ...]) -> tuple[NameTrump, ...]:
    """H14: one ``NameTrump`` per suit the bidder may name, in the suits' order (clubs first)."""
    return tuple(TRUMP_CALLS[suit] for suit in nameable(hand))


def check_trump(table: Table, hand: tuple[Card, ...], action: NameTrump) -> IllegalAction | None:
    """H14: why naming this suit is illegal (``trump-not-allowed``), or ``None``."""
    if action.suit in nameable(hand):
        return None
    return IllegalAction(
        ErrorCode.TRUMP_NOT_ALLOWED,
        f"you may name only a suit you hold (any suit with a joker): you hold no {action.suit.name.lower()}"
        f" in {format_cards(hand)}",
    )


def apply_trump(game: Game, action: NameTrump) -> Game:
    """H9, H14: trump is fixed and public; the bidder discards next (``blind_size`` > 0) or leads."""
    phase = FastPhase.DISCARD if game.rules.blind_size else FastPhase.PLAY
    return _named(game, phase, action.suit, append_action(game.history, action))
