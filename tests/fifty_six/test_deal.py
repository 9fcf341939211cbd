"""The pack and the deal: R3, R6, R8, R9, R27, start positions and deal sources."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.fifty_six.helpers import calls, play_first_cards
from trickcore import ConfigError, DealError, IllegalAction, Rank, cards, shuffled, sort_cards
from trickcore.games import fifty_six


def test_r3_pack_is_two_copies_of_each_card() -> None:
    """R3: 48 cards (9 to A) for 4 or 6 players, 64 (7 to A) for 8; two copies each, canonical order."""
    four, eight = fifty_six.deck(fifty_six.Rules()), fifty_six.deck(fifty_six.Rules(players=8))
    assert len(four) == 48 and len(eight) == 64 and len(fifty_six.deck(fifty_six.Rules(players=6))) == 48
    assert set(Counter(four).values()) == {2} and set(Counter(eight).values()) == {2}
    assert {card.rank for card in four} == {Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE}
    assert {Rank.SEVEN, Rank.EIGHT} <= {card.rank for card in eight}
    assert four == sort_cards(four) and eight == sort_cards(eight)


def test_r3_r27_pack_for_fewer_active_players() -> None:
    """R3, R27: an 8-player game down to 6 active players uses the 48-card pack."""
    assert fifty_six.deck(fifty_six.Rules(players=8), players=6) == fifty_six.deck(fifty_six.Rules())
    for bad in (5, 8, True, "6"):
        with pytest.raises(ConfigError):
            fifty_six.deck(fifty_six.Rules(players=6), players=bad)  # type: ignore[arg-type]


def test_r5_every_deal_holds_56_points() -> None:
    """R5: the pack holds exactly 56 points for every player count."""
    for players in (4, 6, 8):
        assert sum(fifty_six.card_points(card) for card in fifty_six.deck(fifty_six.Rules(players=players))) == 56


def test_r6_hand_sizes() -> None:
    """R6: 12 cards each with 4 players, 8 with 6 or 8."""
    for players, size in ((4, 12), (6, 8), (8, 8)):
        game = fifty_six.new_game(fifty_six.Rules(players=players), seed=3)
        assert [len(hand) for hand in game.hands] == [size] * players


def test_r9_deck_dealt_in_packets_of_four_from_the_dealers_next_seat() -> None:
    """R9: deck card k goes to A[(k // 4) mod n], A starting at the seat after the dealer."""
    rules = fifty_six.Rules()
    order = shuffled(fifty_six.deck(rules), seed=42)
    game = fifty_six.new_game(rules, deck=order, dealer=2)
    seats = (3, 0, 1, 2)
    for seat in range(4):
        mine = [card for k, card in enumerate(order) if seats[(k // 4) % 4] == seat]
        assert game.hands[seat] == sort_cards(mine)
    assert game.history.deals[0].hands[3] == tuple(order[0:4]) + tuple(order[16:20]) + tuple(order[32:36])


def test_r9_skips_eliminated_seats() -> None:
    """R9, R27: the packets go round the active seats only."""
    rules = fifty_six.Rules(players=6)
    order = shuffled(fifty_six.deck(rules), seed=5)
    game = fifty_six.new_game(rules, deck=order, dealer=0, tables=(3, 0, 3))
    assert game.hands[1] == () and game.hands[4] == ()
    assert game.history.deals[0].hands[2] == tuple(order[0:4]) + tuple(order[16:20]) + tuple(order[32:36])


def test_seed_gives_the_same_game_and_dealer() -> None:
    """A seed names a deal and a first dealer for good; the shuffle is trickcore.shuffled."""
    rules = fifty_six.Rules(players=6)
    first, again = fifty_six.new_game(rules, seed="abc"), fifty_six.new_game(rules, seed="abc")
    assert first == again
    assert first == fifty_six.new_game(rules, deck=shuffled(fifty_six.deck(rules), "abc"), dealer=first.dealer)
    dealers = {fifty_six.new_game(rules, seed=seed).dealer for seed in range(40)}
    assert dealers == set(range(6))


def test_r8_explicit_deal_dealer_defaults_to_seat_0() -> None:
    """R8: with an explicit deck or hands the first dealer is seat 0 unless given."""
    rules = fifty_six.Rules()
    assert fifty_six.new_game(rules, deck=fifty_six.deck(rules)).dealer == 0
    assert fifty_six.new_game(rules, deck=fifty_six.deck(rules), dealer=3).to_act == 0


def test_random_games_without_a_source() -> None:
    """With no seed, deck or hands, a random deal is made (from the system's randomness)."""
    assert fifty_six.new_game().hands != fifty_six.new_game().hands


def test_at_most_one_deal_source() -> None:
    """Seed, deck and hands exclude one another."""
    rules = fifty_six.Rules()
    with pytest.raises(DealError):
        fifty_six.new_game(rules, seed=1, deck=fifty_six.deck(rules))


@pytest.mark.parametrize(
    "change",
    [
        lambda hands: hands[:3],
        lambda hands: [hands[0][:11], hands[1], hands[2], hands[3]],
        lambda hands: [hands[0][:11] + cards("2C"), hands[1], hands[2], hands[3]],
        lambda hands: [hands[0][:11] + hands[1][:1], hands[1], hands[2], hands[3]],
        lambda hands: [hands[0][:11] + (hands[1][0],), hands[1][:11] + (hands[1][0],), hands[2], hands[3]],
        lambda hands: "JS",
        lambda hands: [hands[0][:11] + ("JS",), hands[1], hands[2], hands[3]],
    ],
)
def test_malformed_hands_raise_deal_error(change: Any) -> None:
    """Explicit hands of the wrong count or size, cards not in the pack, or extra copies raise DealError."""
    rules = fifty_six.Rules()
    hands = [fifty_six.deck(rules)[seat::4] for seat in range(4)]
    fifty_six.new_game(rules, hands=hands)
    with pytest.raises(DealError):
        fifty_six.new_game(rules, hands=change(hands))


def test_malformed_deck_raises_deal_error() -> None:
    """An explicit deck must be the pack, copy for copy."""
    rules = fifty_six.Rules()
    pack = fifty_six.deck(rules)
    for bad in (pack[:47], pack[:47] + cards("7C"), pack[1:] + pack[:1] + pack[:1]):
        with pytest.raises(DealError):
            fifty_six.new_game(rules, deck=bad)


def test_stock_must_be_empty() -> None:
    """Every card is dealt: a non-empty stock is a DealError, an empty one is accepted."""
    rules = fifty_six.Rules()
    hands = [fifty_six.deck(rules)[seat::4] for seat in range(4)]
    assert fifty_six.new_game(rules, hands=hands, stock=()).phase is fifty_six.Phase.AUCTION
    with pytest.raises(DealError):
        fifty_six.new_game(rules, hands=hands, stock=cards("JS"))


@pytest.mark.parametrize("tables", [(12,), (1, 2, 3), (-1, 12), (0, 12), (0, 0), (True, 3), ("3", 3), "12"])
def test_bad_start_tables_raise_config_error(tables: Any) -> None:
    """Start tables: one non-negative int per team, at least two teams with tables."""
    with pytest.raises(ConfigError):
        fifty_six.new_game(seed=1, tables=tables)


def test_team_with_zero_tables_starts_eliminated() -> None:
    """A team given 0 tables starts eliminated: its seats hold nothing and are skipped."""
    rules = fifty_six.Rules(players=8)
    game = fifty_six.new_game(rules, seed=9, tables=(5, 0, 7, 1), dealer=0)
    assert game.tables == (5, 0, 7, 1) and game.eliminated == (False, True, False, False)
    assert game.hands[1] == () and game.hands[5] == () and game.to_act == 2
    assert [len(hand) for hand in game.hands if hand] == [8] * 6
    assert len(list(card for hand in game.hands for card in hand)) == 48


def test_bad_dealer_raises_config_error() -> None:
    """The dealer is an active seat of the game."""
    for dealer in (4, -1, True, "0"):
        with pytest.raises(ConfigError):
            fifty_six.new_game(seed=1, dealer=dealer)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        fifty_six.new_game(fifty_six.Rules(players=6), seed=1, dealer=1, tables=(2, 0, 2))


def test_r8_deal_passes_to_the_next_seat() -> None:
    """R8: after a hand the next active seat deals, and its next seat calls first."""
    game = play_first_cards(calls(fifty_six.new_game(seed=4, dealer=3), "bid 28 C", "pass", "pass", "pass"))
    assert game.phase is fifty_six.Phase.HAND_OVER
    after = fifty_six.deal(game, seed=8)
    assert after.dealer == 0 and after.to_act == 1 and after.phase is fifty_six.Phase.AUCTION
    assert after.tricks == () and after.contract is None and after.calls == () and after.points == (0, 0)
    assert after.last_hand == game.last_hand and after.tables == game.tables


def test_deal_only_at_hand_over() -> None:
    """deal() refuses with wrong-phase before the hand is over, game-over once the game has ended."""
    game = fifty_six.new_game(seed=1)
    with pytest.raises(IllegalAction) as info:
        fifty_six.deal(game)
    assert info.value.code == "wrong-phase"
    over = play_first_cards(calls(fifty_six.new_game(seed=0, dealer=3, tables=(2, 22)), "bid 30 D", "pass", "pass", "pass"))
    with pytest.raises(IllegalAction) as info:
        fifty_six.deal(over, seed=1)
    assert info.value.code == "game-over"


def test_deal_with_explicit_hands_has_an_entry_per_seat() -> None:
    """deal(hands=...) takes one hand per seat, empty for eliminated seats."""
    rules = fifty_six.Rules(players=6)
    game = play_first_cards(calls(fifty_six.new_game(rules, seed=2, dealer=0, tables=(9, 1, 9)), "bid 56 NT", *["pass"] * 5))
    assert game.phase is fifty_six.Phase.HAND_OVER and game.eliminated == (False, True, False)
    pack = fifty_six.deck(rules, players=4)
    hands = [pack[0:12], (), pack[12:24], pack[24:36], (), pack[36:48]]
    after = fifty_six.deal(game, hands=hands)
    assert after.hands[2] == sort_cards(pack[12:24]) and after.dealer == 2
    with pytest.raises(DealError):
        fifty_six.deal(game, hands=hands[:4])
