"""Smear's action notation: ``pass``, ``bid 3``, ``trump H`` (H14), ``discard 9D KH``, ``play JS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from trickcore.games.smear._actions import Action, Bid, NameTrump
from trickcore.games.smear._engine import check
from trickcore.games.smear._state import Game
from trickcore.games.smear._view import View
from trickcore.notation import expect_words, parse_claim, parse_discard, parse_int, parse_pass, parse_play, parse_with
from trickcore.playing_cards import Suit

__all__ = ["parse_action"]


def _parse_bid(game: object, args: tuple[str, ...]) -> Bid:
    """``bid <points>``."""
    expect_words("bid", args, 1)
    return Bid(parse_int(args[0]))


def _parse_trump(game: object, args: tuple[str, ...]) -> NameTrump:
    """``trump <suit>`` (H14: a letter or a symbol; never no-trumps)."""
    expect_words("trump", args, 1)
    return NameTrump(Suit.parse(args[0]))


_PARSERS: Final[dict[str, Callable[[Game | View, tuple[str, ...]], Action]]] = {
    "pass": parse_pass,
    "claim": parse_claim,
    "bid": _parse_bid,
    "discard": parse_discard,
    "play": parse_play,
}
_NAMING_PARSERS: Final = {**_PARSERS, "trump": _parse_trump}
"""H29: ``trump S`` is Smear notation only under ``trump_named_at_discard``."""


def parse_action(game: Game | View, text: str) -> Action:
    """The legal action ``text`` names (case-insensitive); ``parse_action(g, str(a)) == a``.

    ``trump <suit>`` (``NameTrump``) is notation only in a game with
    ``trump_named_at_discard`` (H29); in any other Smear game it is malformed.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=1)
        >>> smear.parse_action(game, "BID 3")
        Bid(3)
        >>> smear.parse_action(game, "trump S")
        Traceback (most recent call last):
        ...
        trickcore.errors.NotationError: unknown action 'trump' in 'trump S' (expected one of: bid, claim, discard, pass, play)

    Raises:
        NotationError: the text is malformed.
        IllegalAction: the text names an action that is illegal now (the error of ``check``).
    """
    return parse_with(_NAMING_PARSERS if game.rules.trump_named_at_discard else _PARSERS, check, game, text)
