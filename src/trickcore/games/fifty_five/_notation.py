"""Fifty-Five's text notation: ``pass``, ``bid 15``, ``hold``, ``discard 9D KH …``, ``trump H``, ``exchange 7H 3H``, ``play JS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from trickcore.notation import expect_words, parse_claim, parse_discard, parse_int, parse_pass, parse_play, parse_with
from trickcore.playing_cards import Card, Suit

from trickcore.games.fifty_five._actions import Action, Bid, Exchange, Hold, NameTrump
from trickcore.games.fifty_five._engine import check
from trickcore.games.fifty_five._state import Game
from trickcore.games.fifty_five._view import View

__all__ = ["parse_action"]


def _parse_bid(game: object, args: tuple[str, ...]) -> Bid:
    """``bid <points>``."""
    expect_words("bid", args, 1)
    return Bid(parse_int(args[0]))


def _parse_hold(game: object, args: tuple[str, ...]) -> Hold:
    """``hold``."""
    expect_words("hold", args, 0)
    return Hold()


def _parse_trump(game: object, args: tuple[str, ...]) -> NameTrump:
    """``trump <suit>`` (a letter or a symbol; never no-trumps)."""
    expect_words("trump", args, 1)
    return NameTrump(Suit.parse(args[0]))


def _parse_exchange(game: object, args: tuple[str, ...]) -> Exchange:
    """``exchange <card> …`` (H8); ``exchange`` alone exchanges no card."""
    return Exchange(Card.parse(word) for word in args)


_PARSERS: Final[dict[str, Callable[[object, tuple[str, ...]], Action]]] = {
    "pass": parse_pass,
    "claim": parse_claim,
    "bid": _parse_bid,
    "hold": _parse_hold,
    "discard": parse_discard,
    "trump": _parse_trump,
    "exchange": _parse_exchange,
    "play": parse_play,
}


def parse_action(game: Game | View, text: str) -> Action:
    """The legal action named by ``text`` (case-insensitive).

    Example:
        >>> from trickcore.games.fifty_five import new_game
        >>> game = new_game(seed=7, dealer=3)
        >>> parse_action(game, "BID 15")
        Bid(15)
        >>> parse_action(game, "hold")
        Traceback (most recent call last):
        ...
        trickcore.errors.IllegalAction: cannot-hold: only the dealer (seat 3) may hold

    Raises:
        NotationError: malformed text.
        IllegalAction: well-formed text naming an action that is illegal now.
    """
    return parse_with(_PARSERS, check, game, text)
