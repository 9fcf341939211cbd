"""Building Fifty-Five positions for tests from explicit cards."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trickcore import Card, Suit, cards
from trickcore.games import fifty_five as ff


def explicit_deal(
    players: int, given: Mapping[int, str], kitty: str = ""
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Hands and stock with the given cards; every hand, and the kitty, filled up from the pack in order."""
    used = {card for text in (*given.values(), kitty) for card in cards(text)}
    spare = iter([card for card in ff.deck(ff.Rules(players=players)) if card not in used])
    hands = []
    for seat in range(players):
        hand = list(cards(given.get(seat, "")))
        while len(hand) < 5:
            hand.append(next(spare))
        hands.append(tuple(hand))
    stock = list(cards(kitty))
    while len(stock) < 5:
        stock.append(next(spare))
    stock.extend(spare)
    return tuple(hands), tuple(stock)


def new(
    given: Mapping[int, str],
    kitty: str = "",
    *,
    rules: ff.Rules | None = None,
    dealer: int = 0,
    scores: Iterable[int] | None = None,
) -> ff.Game:
    """A new game dealt with the given cards (the rest filled up from the pack)."""
    rules = ff.Rules() if rules is None else rules
    hands, stock = explicit_deal(rules.players, given, kitty)
    start = None if scores is None else tuple(scores)
    return ff.new_game(rules, hands=hands, stock=stock, dealer=dealer, scores=start)


def run(game: ff.Game, *texts: str) -> ff.Game:
    """Apply actions given in notation."""
    for text in texts:
        game = ff.apply(game, ff.parse_action(game, text))
    return game


def at_first_lead(
    given: Mapping[int, str],
    trump: Suit,
    *,
    rules: ff.Rules | None = None,
    dealer: int = 0,
    bid: int = 10,
    scores: Iterable[int] | None = None,
) -> ff.Game:
    """A game at the first lead: the seat left of the dealer bid, discarded the kitty and named ``trump``."""
    rules = ff.Rules() if rules is None else rules
    game = new(given, rules=rules, dealer=dealer, scores=scores)
    bidder = (dealer + 1) % rules.players
    kitty = game.kitty
    game = run(game, f"bid {bid}", *["pass"] * (rules.players - 1))
    assert game.contract == ff.Contract(bidder, bid)
    return ff.apply(ff.apply(game, ff.Discard(kitty)), ff.NameTrump(trump))


def texts(actions: Iterable[object]) -> list[str]:
    """The notation of each action."""
    return [str(action) for action in actions]


def play_out(game: ff.Game) -> ff.Game:
    """Play the first legal action until the hand (or game) is over."""
    while game.to_act is not None:
        game = ff.apply(game, ff.legal_actions(game)[0])
    return game
