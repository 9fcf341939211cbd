"""Small helpers for building Smear positions in tests."""

from __future__ import annotations

from collections.abc import Sequence

from trickcore import cards
from trickcore.games import smear


def deal_hands(
    hands: Sequence[str],
    stock: str | None = None,
    *,
    rules: smear.Rules | None = None,
    dealer: int = 3,
    scores: tuple[int, ...] | None = None,
) -> smear.Game:
    """A new game from explicit hands (card text per seat) and, optionally, the stock."""
    return smear.new_game(
        rules if rules is not None else smear.Rules(),
        hands=[cards(hand) for hand in hands],
        stock=None if stock is None else cards(stock),
        dealer=dealer,
        scores=scores,
    )


def play(game: smear.Game, *texts: str) -> smear.Game:
    """Apply actions given in notation, in order."""
    for text in texts:
        game = smear.apply(game, smear.parse_action(game, text))
    return game


HANDS = ("KS 7S AH TD 9C 8H", "AS QS TS 8S KH 7C", "9S QH JD AC TC 8D", "AD KD QD KC QC JH")
"""The rules file's blind-2 example hands."""

STOCK = "JS 9D TH 9H 7H 7D JC 8C"
"""The rules file's blind-2 example stock."""


def bidder_with_blind(hand: str, blind: str, rules: smear.Rules, bid: str = "bid 2") -> smear.Game:
    """Seat 0 holds ``hand``, the stock's top is ``blind``; seat 0 wins the auction (dealer 3)."""
    used = set(cards(hand)) | set(cards(blind))
    rest = [str(card) for card in smear.deck(rules) if card not in used]
    hands = [hand, " ".join(rest[0:6]), " ".join(rest[6:12]), " ".join(rest[12:18])]
    stock = " ".join([blind, *rest[18:]])
    game = play(deal_hands(hands, stock, rules=rules, dealer=3), bid)
    while game.phase is smear.Phase.AUCTION:
        game = play(game, "pass")
    return game
