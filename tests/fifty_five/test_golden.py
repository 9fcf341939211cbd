"""The worked examples of the rules file, replayed through the public API."""

from __future__ import annotations

import pytest

from trickcore import Suit, cards, format_cards
from trickcore.games import fifty_five as ff

from tests.fifty_five import golden
from tests.fifty_five.helpers import at_first_lead, explicit_deal, run, texts


@pytest.mark.parametrize("example", golden.TRICKS, ids=lambda e: e.cards)
def test_r18_trick_winner_examples(example: golden.TrickExample) -> None:
    """R18: each worked trick goes to the card the rules file names, by strength and in play."""
    trump = Suit.parse(example.trump)
    played = cards(example.cards)
    best = max(played, key=lambda card: ff.strength(card, trump, played[0]))
    assert str(best) == example.winner
    game = at_first_lead({1 + i: str(card) for i, card in enumerate(played[:3])} | {0: str(played[3])}, trump)
    game = run(game, *(f"play {card}" for card in played))
    winner_seat = (1 + played.index(best)) % 4
    assert game.tricks[0].winner == winner_seat


@pytest.mark.parametrize("example", golden.LEGAL_PLAYS, ids=lambda e: e.hand)
def test_r16_r17_legal_play_examples(example: golden.LegalPlayExample) -> None:
    """R16/R17: the legal plays of each worked hand are exactly those the rules file lists."""
    trump = Suit.parse(example.trump)
    game = at_first_lead({1: example.led, 0: example.hand}, trump, rules=ff.Rules(players=2))
    game = run(game, f"play {example.led}")
    assert game.to_act == 0
    assert sorted(texts(ff.legal_actions(game))) == sorted(f"play {card}" for card in cards(example.legal))


@pytest.mark.parametrize("example", golden.AUCTIONS, ids=lambda e: e.rule)
def test_r12_r13_auction_examples(example: golden.AuctionExample) -> None:
    """R12/R13: each worked auction ends with the bidder and bid the rules file gives."""
    game = run(ff.new_game(seed=0, dealer=0), *example.calls)
    if example.bidder is None:
        assert game.phase is ff.Phase.HAND_OVER and game.contract is None
        assert game.last_hand == ff.HandResult((0, 0, 0, 0), None, (0, 0, 0, 0))
        assert ff.deal(game, seed=1).dealer == 1
    else:
        assert game.phase is ff.Phase.DISCARD and example.bid is not None
        assert game.contract == ff.Contract(example.bidder, example.bid)
        assert game.to_act == example.bidder


def test_r12_seat_1_never_speaks_again_in_the_duel() -> None:
    """R12: in the first worked auction only seats 2 and 0 call after the first circuit."""
    example = golden.AUCTIONS[0]
    game = run(ff.new_game(seed=0, dealer=0), *example.calls)
    assert [call.seat for call in game.calls[4:]] == [2, 0, 2, 0, 2]


@pytest.mark.parametrize("example", golden.ILLEGAL_CALLS, ids=lambda e: e.illegal)
def test_r11_illegal_call_examples(example: golden.IllegalCallExample) -> None:
    """R11: each worked illegal call is refused with its code."""
    game = run(ff.new_game(seed=0, dealer=0), *example.calls)
    error = ff.check(game, ff.Hold() if example.illegal == "hold" else ff.Bid(int(example.illegal.split()[1])))
    assert error is not None and error.code == example.code


def _full_hand(teams: tuple[tuple[int, ...], ...] | None) -> ff.Game:
    """The rules file's full hand, played out."""
    example = golden.FULL_HAND
    hands, stock = explicit_deal(4, dict(enumerate(example.hands)), example.kitty)
    game = ff.new_game(ff.Rules(teams=teams), hands=hands, stock=stock, dealer=example.dealer)
    return run(game, *example.actions)


def test_r10_r22_full_hand_example() -> None:
    """R10–R22: the full worked hand gives the tricks, points and scores of the rules file."""
    example = golden.FULL_HAND
    game = _full_hand(None)
    assert tuple(trick.winner for trick in game.tricks) == example.trick_winners
    assert game.contract == ff.Contract(2, 15) and game.trump is Suit.CLUBS
    assert game.last_hand is not None
    assert game.last_hand.points == example.points and game.last_hand.made is example.made
    assert game.scores == example.scores
    assert game.phase is ff.Phase.HAND_OVER and game.to_act is None
    assert format_cards(game.discards) == "8D 7H 3H 2H 9S"


def test_r2_full_hand_example_with_teams() -> None:
    """R2: with teams ((0, 2), (1, 3)) the full worked hand scores 20 and 10."""
    game = _full_hand(golden.FULL_HAND.teams)
    assert game.scores == golden.FULL_HAND.team_scores


def test_r17_full_hand_renege_and_forced_ace_of_hearts() -> None:
    """R17: on the JC lead seat 3 may withhold 5C, and seat 1 must play AH (below the led J)."""
    example = golden.FULL_HAND
    hands, stock = explicit_deal(4, dict(enumerate(example.hands)), example.kitty)
    game = ff.new_game(hands=hands, stock=stock, dealer=0)
    game = run(game, *example.actions[:11])
    assert texts(ff.legal_actions(game)) == ["play 5C", "play TH", "play 8S", "play 6S"]
    game = run(game, "play 8S", "play 9C")
    assert texts(ff.legal_actions(game)) == ["play AH"]
    error = ff.check(game, ff.Play(cards("QH")[0]))
    assert error is not None and error.code == "must-follow-suit"
