"""R14: the kitty, the discard of any five, naming trump."""

from __future__ import annotations

import itertools

import pytest

from trickcore import Card, IllegalAction, Suit, cards, sort_cards
from trickcore.games import fifty_five as ff

from tests.fifty_five.helpers import at_first_lead, new, play_out, run


def won_by_seat_1() -> ff.Game:
    """Seat 1 wins the auction at 15 with a known hand and kitty."""
    game = new({1: "AH 9D 3S 7D QH"}, "AC KC 2H 8D 9S", dealer=0)
    return run(game, "bid 15", "pass", "pass", "pass")


def test_r14_bidder_takes_the_kitty() -> None:
    """R14: the bidder holds its 5 cards and the kitty's 5, in canonical order, during DISCARD."""
    game = won_by_seat_1()
    assert game.phase is ff.Phase.DISCARD and game.to_act == 1
    assert game.hands[1] == sort_cards(cards("AH 9D 3S 7D QH AC KC 2H 8D 9S"))
    assert game.kitty == ()


def test_r14_all_252_discards_in_a_deterministic_order() -> None:
    """R14: any five of the ten may be discarded: 252 distinct Discard actions in combination order."""
    game = won_by_seat_1()
    legal = ff.legal_actions(game)
    assert len(legal) == 252 == len(set(legal))
    assert legal == tuple(ff.Discard(chosen) for chosen in itertools.combinations(game.hands[1], 5))
    assert legal == ff.legal_actions(game)


def test_r14_discard_any_five_including_trumps_and_kitty_cards() -> None:
    """R14: the discard may hold kitty cards and future trumps; the cards are dead."""
    game = run(won_by_seat_1(), "discard AH AC KC 8D 9S")
    assert game.phase is ff.Phase.TRUMP and game.to_act == 1
    assert game.hands[1] == sort_cards(cards("9D 3S 7D QH 2H"))
    assert game.discards == sort_cards(cards("AH AC KC 8D 9S"))


@pytest.mark.parametrize("text", ["AC KC 2H 8D", "AC KC 2H 8D 9S 9D", ""])
def test_r14_discard_of_the_wrong_size(text: str) -> None:
    """R14: a discard of other than five cards is bad-discard, saying how many were named."""
    error = ff.check(won_by_seat_1(), ff.Discard(cards(text)))
    assert error is not None and error.code == "bad-discard"
    assert error.message == f"discard exactly 5 cards, not {len(cards(text))}"


@pytest.mark.parametrize(("text", "missing"), [("AC KC 2H 8D KS", "KS"), ("AC AC KC 2H 8D", "AC"), ("KS AC QS KC 2H", "KS QS")])
def test_r14_discard_of_cards_not_held(text: str, missing: str) -> None:
    """R14: discarding a card not held (or one card twice) is card-not-in-hand, naming the cards not held."""
    error = ff.check(won_by_seat_1(), ff.Discard(cards(text)))
    assert error is not None and error.code == "card-not-in-hand"
    assert error.message == f"you do not hold {missing}"


def test_r14_discard_order_does_not_matter() -> None:
    """Discard keeps canonical order, so any order names the same action."""
    assert ff.Discard(cards("9S 8D 2H KC AC")) == ff.Discard(cards("AC KC 2H 8D 9S"))


def test_r14_name_any_of_four_suits_never_no_trumps() -> None:
    """R14: trump is one of the four suits; no-trumps cannot be named."""
    game = run(won_by_seat_1(), "discard AC KC 2H 8D 9S")
    assert ff.legal_actions(game) == tuple(ff.NameTrump(suit) for suit in Suit)
    with pytest.raises(TypeError):
        ff.NameTrump(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ff.parse_action(game, "trump NT")


def test_r14_trump_and_contract_public_and_naming_twice_is_wrong_phase() -> None:
    """R14: after trump is named it is public; naming again is wrong-phase."""
    game = run(won_by_seat_1(), "discard AC KC 2H 8D 9S", "trump D")
    assert game.trump is Suit.DIAMONDS and game.phase is ff.Phase.PLAY
    assert all(ff.view(game, seat).trump is Suit.DIAMONDS for seat in range(4))
    assert all(ff.view(game, seat).contract == ff.Contract(1, 15) for seat in range(4))
    error = ff.check(game, ff.NameTrump(Suit.HEARTS))
    assert error is not None and error.code == "wrong-phase"


def test_r14_other_actions_during_discard_and_trump_are_wrong_phase() -> None:
    """R14: only a discard in DISCARD and only a trump in TRUMP."""
    game = won_by_seat_1()
    for action in (ff.Pass(), ff.Bid(20), ff.Hold(), ff.NameTrump(Suit.CLUBS), ff.Play(Card.parse("AH"))):
        error = ff.check(game, action)
        assert error is not None and error.code == "wrong-phase"
    game = run(game, "discard AC KC 2H 8D 9S")
    error = ff.check(game, ff.Discard(cards("AH 9D 3S 7D QH")))
    assert error is not None and error.code == "wrong-phase"
    with pytest.raises(IllegalAction):
        ff.apply(game, ff.Pass())


def test_r14_only_the_bidder_sees_the_kitty_and_its_discards() -> None:
    """R14: the bidder's view shows the kitty and discards; nobody else's does."""
    game = won_by_seat_1()
    assert ff.view(game, 1).kitty == cards("AC KC 2H 8D 9S")
    assert ff.view(game, 1).hand_sizes == (5, 10, 5, 5)
    game = run(game, "discard AC KC 2H 8D 9S")
    assert ff.view(game, 1).discards == sort_cards(cards("AC KC 2H 8D 9S"))
    for seat in (0, 2, 3):
        seen = ff.view(game, seat)
        assert seen.kitty == () and seen.discards == ()
        assert not set(seen.hand) & set(game.hands[1])


def test_r14_the_last_hand_stays_shown_through_the_kitty_and_trump() -> None:
    """R14: taking the kitty, discarding and naming trump keep the previous hand's result (last_hand) in the game."""
    ended = play_out(at_first_lead({}, Suit.SPADES))
    assert ended.phase is ff.Phase.HAND_OVER and ended.last_hand is not None
    game = ff.deal(ended, seed=3)
    bidder = game.to_act
    game = run(game, "bid 15", *["pass"] * (game.rules.players - 1))
    assert game.phase is ff.Phase.DISCARD and game.to_act == bidder and game.last_hand == ended.last_hand
    game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.phase is ff.Phase.TRUMP and game.last_hand == ended.last_hand
    game = ff.apply(game, ff.NameTrump(Suit.HEARTS))
    assert game.last_hand == ended.last_hand


@pytest.mark.parametrize(("first_lead", "leader"), [("bidder", 3), ("left_of_bidder", 0), ("left_of_dealer", 3)])
def test_h18_trump_named_before_the_kitty_keeps_the_last_hand_and_leads_by_r15(first_lead: str, leader: int) -> None:
    """H18, R15: with trump named before the kitty, the previous hand's result stays through trump and the discard,
    and the first trick is led as ``first_lead`` says (dealer 2, bidder 3)."""
    game = ff.new_game(ff.Rules(trump_named="before_kitty", first_lead=first_lead), seed=1)  # type: ignore[arg-type]
    while game.phase is not ff.Phase.HAND_OVER:
        game = ff.apply(game, ff.legal_actions(game)[0])
    ended = game
    assert ended.last_hand is not None
    game = ff.deal(ended, seed=3)
    assert (game.dealer, game.to_act) == (2, 3)
    game = run(game, "bid 15", *["pass"] * (game.rules.players - 1))
    assert game.phase is ff.Phase.TRUMP and game.last_hand == ended.last_hand
    game = ff.apply(game, ff.NameTrump(Suit.HEARTS))
    assert game.phase is ff.Phase.DISCARD and game.last_hand == ended.last_hand
    game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.phase is ff.Phase.PLAY and game.to_act == leader and game.last_hand == ended.last_hand
