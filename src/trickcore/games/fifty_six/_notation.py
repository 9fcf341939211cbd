"""Text notation of Fifty-Six actions: ``pass``, ``play JS``, ``double``, ``redouble``, the bid forms,
and with hidden trump ``bid 30 hidden``, ``conceal JS`` and ``reveal``.

Input is case-insensitive. Plus bids (``bid +2 D``, ``bid +2 noes``) are resolved
against the standing bid of the game (or view) they are parsed for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from trickcore.errors import NotationError, excerpt
from trickcore.notation import expect_words, parse_claim, parse_int, parse_pass, parse_play, parse_with
from trickcore.playing_cards import Card, Suit

from trickcore.games.fifty_six._actions import Action, Bid, BidForm, Conceal, Court, Double, Redouble, Reveal, Thani
from trickcore.games.fifty_six._engine import check
from trickcore.games.fifty_six._state import Game
from trickcore.games.fifty_six._view import View

__all__ = ["parse_action"]


def _parse_double(game: Game | View, args: tuple[str, ...]) -> Double:
    """``double``."""
    expect_words("double", args, 0)
    return Double()


def _parse_redouble(game: Game | View, args: tuple[str, ...]) -> Redouble:
    """``redouble``."""
    expect_words("redouble", args, 0)
    return Redouble()


def _parse_reveal(game: Game | View, args: tuple[str, ...]) -> Reveal:
    """``reveal``."""
    expect_words("reveal", args, 0)
    return Reveal()


def _parse_court(game: Game | View, args: tuple[str, ...]) -> Court:
    """``court``."""
    expect_words("court", args, 0)
    return Court()


def _parse_thani(game: Game | View, args: tuple[str, ...]) -> Thani:
    """``thani``."""
    expect_words("thani", args, 0)
    return Thani()


def _parse_conceal(game: Game | View, args: tuple[str, ...]) -> Conceal:
    """``conceal JS``."""
    expect_words("conceal", args, 1)
    return Conceal(Card.parse(args[0]))


def _is_suit(word: str) -> bool:
    return word.upper() in ("C", "D", "H", "S")


def _parse_bid(game: Game | View, args: tuple[str, ...]) -> Bid:
    """``bid 28 D``, ``bid D 28``, ``bid 28 NT``, ``bid 29 noes``, ``bid +2 D``, ``bid +2 noes``."""
    expect_words("bid", args, 2)
    first, second = args
    if _is_suit(first):
        return Bid(parse_int(second), Suit.parse(first), BidForm.SUIT_NUMBER)
    number = parse_int(first)
    word = second.lower()
    if first.startswith("+"):
        standing = game.auction.bid
        value = number + (0 if standing is None else standing.value)
        if word == "noes":
            return Bid(value, None, BidForm.PLUS_TWO_NOES, number)
        if _is_suit(word):
            return Bid(value, Suit.parse(word), BidForm.PLUS_SUIT, number)
    elif word == "nt":
        return Bid(number, None, BidForm.NO_TRUMPS)
    elif word == "noes":
        return Bid(number, None, BidForm.NOES)
    elif word == "hidden":
        return Bid(number, None, BidForm.HIDDEN)
    elif _is_suit(word):
        return Bid(number, Suit.parse(word))
    raise NotationError(f"not a bid: {excerpt(' '.join(args))} (expected e.g. '28 D', 'D 28', '28 NT', '29 noes', '+2 D', '+2 noes', '30 hidden')")


_PARSERS: Final[dict[str, Callable[[Game | View, tuple[str, ...]], Action]]] = {
    "pass": parse_pass,
    "claim": parse_claim,
    "play": parse_play,
    "bid": _parse_bid,
    "double": _parse_double,
    "redouble": _parse_redouble,
    "conceal": _parse_conceal,
    "reveal": _parse_reveal,
    "thani": _parse_thani,
    "court": _parse_court,
}


def parse_action(game: Game | View, text: str) -> Action:
    """The legal action named by ``text`` (case-insensitive); ``str(action)`` is the canonical form.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> game = fifty_six.apply(game, fifty_six.parse_action(game, "BID 28 d"))
        >>> fifty_six.parse_action(game, "bid +2 h")
        Bid(30, Suit.HEARTS, BidForm.PLUS_SUIT, plus=2)

    Raises:
        NotationError: the text is malformed.
        IllegalAction: the text names an action that is illegal now (what :func:`check` says).
    """
    return parse_with(_PARSERS, check, game, text)
