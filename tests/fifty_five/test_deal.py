"""R9–R10 and new_game/deal: dealing from a seed, a deck or explicit hands; start positions."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore import ConfigError, DealError, IllegalAction, cards, shuffled
from trickcore.games import fifty_five as ff

from tests.fifty_five.helpers import explicit_deal, run


@pytest.mark.parametrize(("players", "dealer"), [(2, 1), (4, 0), (4, 3), (9, 5)])
def test_r10_dealing_from_a_deck(players: int, dealer: int) -> None:
    """R10: seat (D+1+j) mod n gets deck cards 5j..5j+4, the kitty the next 5, the rest is undealt."""
    rules = ff.Rules(players=players)
    deck = shuffled(ff.deck(rules), seed=players)
    game = ff.new_game(rules, deck=deck, dealer=dealer)
    for j in range(players):
        seat = (dealer + 1 + j) % players
        assert set(game.hands[seat]) == set(deck[5 * j : 5 * j + 5])
        assert list(game.hands[seat]) == sorted(game.hands[seat], key=lambda card: card.index)
    assert game.kitty == deck[5 * players : 5 * players + 5]
    assert game.undealt == deck[5 * players + 5 :]
    assert len(game.undealt) == 52 - 5 * players - 5
    assert game.dealer == dealer and game.to_act == (dealer + 1) % players


def test_r10_seed_shuffles_the_pack() -> None:
    """R10: a seed deals shuffled(deck(rules), seed) with the dealer drawn from the seed."""
    game = ff.new_game(seed=42)
    dealer = ff.first_dealer(42, 4)
    assert game == ff.new_game(deck=shuffled(ff.deck(ff.Rules()), 42), dealer=dealer)
    assert ff.new_game(seed=42) == game
    assert ff.new_game(seed="42").history.deals != game.history.deals or ff.first_dealer("42", 4) != dealer


def test_r9_first_dealer_from_seed_varies() -> None:
    """R9: the first dealer drawn from seeds takes every seat."""
    assert {ff.first_dealer(seed, 4) for seed in range(60)} == {0, 1, 2, 3}
    assert {ff.new_game(seed=seed).dealer for seed in range(60)} == {0, 1, 2, 3}


def test_r9_explicit_deal_dealer_defaults_to_zero() -> None:
    """R9: with an explicit deck or hands the dealer is seat 0 unless given."""
    assert ff.new_game(deck=ff.deck(ff.Rules())).dealer == 0
    hands, stock = explicit_deal(4, {})
    assert ff.new_game(hands=hands, stock=stock).dealer == 0


def test_no_deal_choice_uses_a_random_seed() -> None:
    """new_game() with no seed, deck or hands deals a random, valid hand."""
    game = ff.new_game()
    assert all(len(hand) == 5 for hand in game.hands) and len(game.kitty) == 5


def test_explicit_hands_without_stock_take_the_rest_in_canonical_order() -> None:
    """hands= without stock=: the other cards, in canonical order, are the kitty then the undealt rest."""
    hands, _ = explicit_deal(4, {})
    game = ff.new_game(hands=hands)
    held = {card for hand in hands for card in hand}
    rest = tuple(card for card in ff.deck(ff.Rules()) if card not in held)
    assert game.kitty == rest[:5] and game.undealt == rest[5:]


def test_explicit_hands_and_stock() -> None:
    """hands= deals those cards (sorted); stock= is the kitty, then the undealt rest."""
    hands, stock = explicit_deal(9, {0: "AH 2C 3C 4C 5C"})
    game = ff.new_game(ff.Rules(players=9), hands=hands, stock=stock, dealer=4)
    assert game.hands[0] == cards("5C 4C 3C 2C AH")
    assert game.kitty == stock[:5] and game.undealt == stock[5:] and len(game.undealt) == 2


@pytest.mark.parametrize(
    "change",
    ["short hand", "long hand", "missing seat", "duplicate", "short stock", "not cards", "string"],
)
def test_malformed_explicit_deals_raise(change: str) -> None:
    """A malformed explicit deal raises DealError (a ValueError)."""
    hands, stock = explicit_deal(4, {})
    kwargs: dict[str, Any] = {"hands": list(hands), "stock": list(stock)}
    if change == "short hand":
        kwargs["hands"][0] = hands[0][:4]
        kwargs["stock"] = list(stock) + [hands[0][4]]
    elif change == "long hand":
        kwargs["hands"][0] = hands[0] + (stock[-1],)
        kwargs["stock"] = list(stock[:-1])
    elif change == "missing seat":
        kwargs["hands"] = list(hands[:3])
    elif change == "duplicate":
        kwargs["stock"][0] = hands[0][0]
    elif change == "short stock":
        kwargs["stock"] = list(stock[:-1])
    elif change == "not cards":
        kwargs["hands"][1] = ["AS", "KS", "QS", "JS", "TS"]
    else:
        kwargs["hands"][1] = "AS KS QS JS TS"
    with pytest.raises(DealError):
        ff.new_game(**kwargs)


@pytest.mark.parametrize("deck", [[], list(cards("AS KS")), list(ff.deck(ff.Rules()))[:-1] + [cards("AC")[0]]])
def test_malformed_decks_raise(deck: list[Any]) -> None:
    """A deck that is not exactly the 52-card pack raises DealError."""
    with pytest.raises(DealError):
        ff.new_game(deck=deck)


def test_at_most_one_deal_choice() -> None:
    """Giving two of seed, deck and hands raises a ValueError."""
    with pytest.raises(ValueError):
        ff.new_game(seed=1, deck=ff.deck(ff.Rules()))
    with pytest.raises(ValueError):
        ff.new_game(seed=1, stock=ff.deck(ff.Rules())[:27])


@pytest.mark.parametrize("dealer", [-1, 4, True, "0", 1.0])
def test_bad_dealer_raises(dealer: Any) -> None:
    """A dealer that is not a seat raises ConfigError."""
    with pytest.raises(ConfigError):
        ff.new_game(seed=1, dealer=dealer)


def test_r3_start_scores_resume_a_match() -> None:
    """R3: scores= sets each side's start score (per seat, or per team in rules.teams order)."""
    assert ff.new_game(seed=1, scores=(10, -20, 0, 50)).scores == (10, -20, 0, 50)
    teams = ff.Rules(teams=((0, 2), (1, 3)))
    assert ff.new_game(teams, seed=1, scores=[35, 45]).scores == (35, 45)


@pytest.mark.parametrize(
    ("rules", "scores"),
    [
        (ff.Rules(), (0, 0, 0)),
        (ff.Rules(), (0, 0, 0, 0, 0)),
        (ff.Rules(teams=((0, 2), (1, 3))), (0, 0, 0, 0)),
        (ff.Rules(), (0, 0, 0, 55)),
        (ff.Rules(target=110), (110, 0, 0, 0)),
        (ff.Rules(), (0, 0, True, 0)),
        (ff.Rules(), (0, 0, "5", 0)),
        (ff.Rules(), "0000"),
    ],
)
def test_r3_bad_start_scores_raise(rules: ff.Rules, scores: Any) -> None:
    """R3: wrong length, a score at or above the target, or non-ints raise ConfigError."""
    with pytest.raises(ConfigError):
        ff.new_game(rules, seed=1, scores=scores)


def test_r9_deal_passes_left_after_a_played_hand() -> None:
    """R9: after a played hand the next dealer is the seat on the dealer's left."""
    game = run(ff.new_game(seed=3, dealer=2), "bid 10", "pass", "pass", "pass")
    while game.phase is not ff.Phase.HAND_OVER:
        game = ff.apply(game, ff.legal_actions(game)[0])
    nxt = ff.deal(game, seed=9)
    assert nxt.dealer == 3 and nxt.to_act == 0 and nxt.phase is ff.Phase.AUCTION
    assert nxt.tricks == () and nxt.contract is None and nxt.trump is None and nxt.calls == ()
    assert nxt.last_hand == game.last_hand and nxt.scores == game.scores


def test_deal_only_at_hand_over() -> None:
    """deal() during a hand raises wrong-phase; at GAME_OVER game-over."""
    game = ff.new_game(seed=1)
    with pytest.raises(IllegalAction) as raised:
        ff.deal(game, seed=2)
    assert raised.value.code == "wrong-phase"
    over = ff.new_game(ff.Rules(target=5), seed=1, dealer=0)
    over = run(over, "bid 10", "pass", "pass", "pass")
    while over.phase is not ff.Phase.GAME_OVER:
        over = ff.apply(over, ff.legal_actions(over)[0])
    with pytest.raises(IllegalAction) as raised:
        ff.deal(over, seed=2)
    assert raised.value.code == "game-over"


def test_deal_from_deck_and_hands() -> None:
    """deal() accepts a deck or explicit hands and stock like new_game."""
    game = run(ff.new_game(seed=1, dealer=0), "pass", "pass", "pass", "pass")
    deck = shuffled(ff.deck(ff.Rules()), 5)
    by_deck = ff.deal(game, deck=deck)
    assert by_deck.dealer == 1 and set(by_deck.hands[2]) == set(deck[:5])
    hands, stock = explicit_deal(4, {2: "AH KH QH JH TH"})
    by_hands = ff.deal(game, hands=hands, stock=stock)
    assert by_hands.hands[2] == cards("AH KH QH JH TH")
    with pytest.raises(DealError):
        ff.deal(game, hands=hands[:3], stock=stock)
