"""Black-box conformance review of Fifty-Six against the rules file and the API contract (public API only)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import attrs
import pytest

from trickcore import Card, Discard, IllegalAction, Suit, cards, shuffled
from trickcore.games import fifty_six
from trickcore.games.fifty_six import Bid, BidForm, Double, Pass, Phase, Play, Redouble, Rules

# --- helpers (public API only) -------------------------------------------------------------


def run(game: fifty_six.Game, *texts: str) -> fifty_six.Game:
    """Apply each action, given in notation, by the seat to act."""
    for text in texts:
        game = fifty_six.apply(game, fifty_six.parse_action(game, text))
    return game


def play_out(game: fifty_six.Game) -> fifty_six.Game:
    """Play the rest of the hand, each seat playing its first legal card."""
    while game.phase is Phase.PLAY:
        game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    return game


def err(game: fifty_six.Game | fifty_six.View, action: object, seat: int | None = None) -> str | None:
    """The code ``check`` gives, or ``None``."""
    error = fifty_six.check(game, action, seat=seat)
    return None if error is None else str(error.code)


def build_hands(
    rules: Rules,
    required: Mapping[int, str],
    voids: Mapping[int, Iterable[Suit]] = {},
    players: int | None = None,
) -> list[list[Card]]:
    """Hands holding the required cards, filled from the rest of the pack, seats in ``voids`` lacking those suits."""
    n = rules.players if players is None else players
    size = 12 if n == 4 else 8
    pack = list(fifty_six.deck(rules, players=n))
    hands: dict[int, list[Card]] = {}
    for seat, text in required.items():
        hands[seat] = list(cards(text))
        for card in hands[seat]:
            pack.remove(card)
    void_sets = {seat: set(suits) for seat, suits in voids.items()}
    order = sorted(range(n), key=lambda seat: -len(void_sets.get(seat, set())))
    for seat in order:
        hand = hands.setdefault(seat, [])
        banned = void_sets.get(seat, set())
        for card in list(pack):
            if len(hand) == size:
                break
            if card.suit not in banned:
                hand.append(card)
                pack.remove(card)
        assert len(hand) == size
    return [hands[seat] for seat in range(n)]


def first_trick(game: fifty_six.Game, plays: str) -> fifty_six.Game:
    """Play ``seat:card`` items in order, each by the seat named."""
    for item in plays.split():
        seat, card = item.split(":")
        game = fifty_six.apply(game, Play(Card.parse(card)), seat=int(seat))
    return game


# --- Rules, teams, pack ------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 5},
        {"players": 2},
        {"players": "4"},
        {"players": 4.0},
        {"players": True},
        {"team_mode": "trios"},
        {"team_mode": None},
        {"starting_tables": 0},
        {"starting_tables": -1},
        {"starting_tables": "12"},
        {"starting_tables": 1.5},
        {"first_hand_must_bid": 1},
        {"pass_is_final": "no"},
        {"allow_double": None},
        {"higher_bid_cancels_double": 0},
        {"opening_leader": "dealer"},
        {"opening_leader": 1},
        {"elimination": "never"},
        {"hidden_trump": "False"},
    ],
)
def test_rules_refuse_bad_values_and_types(kwargs: dict[str, Any]) -> None:
    """API: bad configuration (value or type) raises a ValueError subclass at Rules(...)."""
    with pytest.raises(ValueError):
        Rules(**kwargs)


def test_rules_defaults_match_the_options_table() -> None:
    """Options table: every field and default."""
    rules = Rules()
    assert (rules.players, rules.team_mode, rules.starting_tables) == (4, "pairs", 12)
    assert (rules.first_hand_must_bid, rules.pass_is_final, rules.allow_double) == (False, False, True)
    assert (rules.higher_bid_cancels_double, rules.opening_leader, rules.elimination) == (True, "first_hand", "zero_tables")
    assert rules.hidden_trump is False
    assert Rules(starting_tables=1).starting_tables == 1


def test_r2_teams_in_each_mode() -> None:
    """R2: pairs team(i)=i mod n/2; two_teams team(i)=i mod 2; 4 players same in both."""
    six = fifty_six.new_game(Rules(players=6), seed=1)
    assert [six.team_of(s) for s in range(6)] == [0, 1, 2, 0, 1, 2] and six.tables == (12, 12, 12)
    eight = fifty_six.new_game(Rules(players=8), seed=1)
    assert [eight.team_of(s) for s in range(8)] == [0, 1, 2, 3, 0, 1, 2, 3] and len(eight.tables) == 4
    two = fifty_six.new_game(Rules(players=8, team_mode="two_teams"), seed=1)
    assert [two.team_of(s) for s in range(8)] == [0, 1] * 4 and two.tables == (12, 12)
    for mode in ("pairs", "two_teams"):
        four = fifty_six.new_game(Rules(team_mode=mode), seed=1)
        assert [four.team_of(s) for s in range(4)] == [0, 1, 0, 1] and four.tables == (12, 12)


def test_r3_r5_pack_in_canonical_order() -> None:
    """R3/API: deck(rules, players=...) is the two-copy pack in canonical order; 56 points."""
    four = fifty_six.deck(Rules())
    assert len(four) == 48 and four[:4] == cards("AC AC KC KC") and four[-2:] == cards("9S 9S")
    eight = fifty_six.deck(Rules(players=8))
    assert len(eight) == 64 and eight[:16] == cards("AC AC KC KC QC QC JC JC TC TC 9C 9C 8C 8C 7C 7C")
    assert fifty_six.deck(Rules(players=8), players=6) == four == fifty_six.deck(Rules(players=8), players=4)
    points = {"J": 3, "9": 2, "A": 1, "T": 1}
    assert sum(points.get(str(card)[0], 0) for card in eight) == 56
    with pytest.raises(ValueError):
        fifty_six.deck(Rules(), players=5)


# --- Deal ---------------------------------------------------------------------------------


def test_r9_packets_from_the_seat_after_the_dealer() -> None:
    """R9: deck card k goes to A[(k // 4) mod n], A starting at the dealer's next seat."""
    rules = Rules(players=6)
    order = shuffled(fifty_six.deck(rules), 99)
    game = fifty_six.new_game(rules, deck=order, dealer=4)
    seats = [5, 0, 1, 2, 3, 4]
    for seat in range(6):
        expected = [order[k] for k in range(48) if seats[(k // 4) % 6] == seat]
        assert game.hands[seat] == tuple(sorted(expected, key=lambda c: fifty_six.deck(rules).index(c)))
    assert game.dealer == 4 and game.to_act == 5


def test_r9_packets_skip_eliminated_seats() -> None:
    """R9/R27: with team 1 out of 6 players, packets go round the 4 active seats from the dealer's next."""
    rules = Rules(players=6)
    order = fifty_six.deck(rules)
    game = fifty_six.new_game(rules, deck=order, dealer=0, tables=(5, 0, 7))
    # dealer 0 -> active order 2, 3, 5, 0 (seats 1 and 4 are out)
    assert game.to_act == 2
    assert game.hands[2] == cards("AC AC KC KC QD QD JD JD TH TH 9H 9H")
    assert game.hands[3] == cards("QC QC JC JC TD TD 9D 9D AS AS KS KS")
    assert game.hands[5] == cards("TC TC 9C 9C AH AH KH KH QS QS JS JS")
    assert game.hands[1] == () and game.hands[4] == ()
    assert [len(h) for h in game.hands] == [12, 0, 12, 12, 0, 12]


def test_seed_means_shuffled_deck_dealt_by_r9() -> None:
    """API: same seed ⇒ same game; a seed shuffles deck(rules) and deals it by the rules' procedure."""
    for players in (4, 6, 8):
        rules = Rules(players=players)
        game = fifty_six.new_game(rules, seed=1234)
        assert game == fifty_six.new_game(rules, seed=1234)
        by_deck = fifty_six.new_game(rules, deck=shuffled(fifty_six.deck(rules), 1234), dealer=game.dealer)
        assert by_deck.hands == game.hands


def test_explicit_deal_dealer_defaults_to_seat_0() -> None:
    """API: dealer defaults to seat 0 with an explicit deal; the seat after it calls first."""
    rules = Rules()
    game = fifty_six.new_game(rules, deck=fifty_six.deck(rules))
    assert game.dealer == 0 and game.to_act == 1
    game = fifty_six.new_game(rules, hands=[list(h) for h in game.hands])
    assert game.dealer == 0 and game.to_act == 1


@pytest.mark.parametrize(
    "kwargs",
    [
        {"tables": (12,)},
        {"tables": (12, 12, 12)},
        {"tables": (12, -1)},
        {"tables": (12, "12")},
        {"tables": (12, 1.0)},
        {"tables": "12"},
        {"seed": 1, "deck": "x"},
        {"dealer": 4},
        {"dealer": -1},
    ],
)
def test_bad_start_positions_raise_value_error(kwargs: dict[str, Any]) -> None:
    """API: bad start position / sources raise a ValueError subclass at new_game."""
    if kwargs.get("deck") == "x":
        kwargs = {"seed": 1, "deck": fifty_six.deck(Rules())}
    with pytest.raises(ValueError):
        fifty_six.new_game(Rules(), **kwargs)


def test_malformed_explicit_deals_raise_value_error() -> None:
    """API: wrong hand sizes, cards not in the pack, or a stock raise ValueError subclasses."""
    rules = Rules()
    good = [list(h) for h in fifty_six.new_game(rules, seed=3).hands]
    short = [hand[:] for hand in good]
    short[0] = short[0][:-1]
    with pytest.raises(ValueError):
        fifty_six.new_game(rules, hands=short)
    seven = [hand[:] for hand in good]
    seven[0][0] = Card.parse("7C")
    with pytest.raises(ValueError):
        fifty_six.new_game(rules, hands=seven)
    with pytest.raises(ValueError):
        fifty_six.new_game(rules, hands=good[:3])
    with pytest.raises(ValueError):
        fifty_six.new_game(rules, deck=fifty_six.deck(rules)[:-1])
    with pytest.raises(ValueError):
        fifty_six.new_game(rules, hands=good, stock=cards("9C"))


# --- Auction --------------------------------------------------------------------------------


def test_auction_example_redouble_ends() -> None:
    """Worked auction 1: 28 D, 29 noes, +2 D, double, redouble -> 31 D m=4, declarer 3, seat 1 leads."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D", "bid 29 noes", "bid +2 D")
    assert game.calls[-1].action == Bid(31, Suit.DIAMONDS, BidForm.PLUS_SUIT, 2)
    assert err(game, Redouble()) == "cannot-redouble"
    game = run(game, "double")
    assert game.to_act == 1 and err(game, Double()) == "cannot-double"
    game = run(game, "redouble")
    contract = game.contract
    assert contract is not None and game.phase is Phase.PLAY
    assert (contract.value, contract.trump, contract.multiplier, contract.declarer, contract.team) == (
        31, Suit.DIAMONDS, 4, 3, 1,
    )
    assert game.trump is Suit.DIAMONDS and game.to_act == 1


def test_auction_example_six_players_bid_cancels_double() -> None:
    """Worked auction 2: Spades 30, double, 32 NT cancels the double; five passes -> 32 NT undoubled by 3."""
    game = run(fifty_six.new_game(Rules(players=6), seed=5, dealer=0), "bid S 30", "double", "bid 32 NT")
    for _ in range(4):
        game = run(game, "pass")
        assert game.phase is Phase.AUCTION
    game = run(game, "pass")
    contract = game.contract
    assert contract is not None and game.phase is Phase.PLAY
    assert (contract.value, contract.trump, contract.multiplier, contract.declarer, contract.team) == (32, None, 1, 3, 0)
    assert game.to_act == 1


def test_auction_example_all_pass() -> None:
    """Worked auction 3 / R16(c): four passes -> 28 NT undoubled for team {0,2}, declarer 0, seat 0 leads."""
    game = run(fifty_six.new_game(seed=5, dealer=3), "pass", "pass", "pass")
    assert game.phase is Phase.AUCTION and game.contract is None and game.trump is None
    game = run(game, "pass")
    contract = game.contract
    assert contract is not None
    assert (contract.value, contract.trump, contract.multiplier, contract.declarer, contract.team) == (28, None, 1, 0, 0)
    assert game.to_act == 0 and game.phase is Phase.PLAY


@pytest.mark.parametrize("players", [6, 8])
def test_r16c_all_pass_needs_n_passes_and_counts_active_players(players: int) -> None:
    """R16(c): with n active players the first n passes end the auction; n-1 do not."""
    rules = Rules(players=players)
    game = fifty_six.new_game(rules, seed=8, dealer=players - 1)
    game = run(game, *["pass"] * (players - 1))
    assert game.phase is Phase.AUCTION and game.to_act == players - 1
    game = run(game, "pass")
    assert game.contract is not None and game.contract.declarer == 0 and game.contract.multiplier == 1
    # 6 players with one team out: 4 passes end it, declarer = next active seat after the dealer
    game = fifty_six.new_game(Rules(players=6), seed=8, dealer=0, tables=(12, 0, 12))
    game = run(game, "pass", "pass", "pass")
    assert game.phase is Phase.AUCTION
    game = run(game, "pass")
    assert game.contract is not None and game.contract.declarer == 2 and game.contract.team == 2
    assert game.to_act == 2


def test_r16c_all_pass_declarer_leads_under_declarer_option() -> None:
    """R16(c)/R18: the all-pass declarer (seat after the dealer) leads under opening_leader="declarer"."""
    game = run(fifty_six.new_game(Rules(opening_leader="declarer"), seed=2, dealer=1), *["pass"] * 4)
    assert game.contract is not None and game.contract.declarer == 2 and game.to_act == 2


def test_auction_example_reentry() -> None:
    """Worked auction 4: pass, 28 C, pass, pass, 30 H (re-entry), three passes -> 30 H, declarer 1."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "pass", "bid 28 C", "pass", "pass", "bid 30 H", "pass", "pass")
    assert game.phase is Phase.AUCTION
    game = run(game, "pass")
    assert game.contract is not None and (game.contract.value, game.trump, game.contract.declarer) == (30, Suit.HEARTS, 1)


def test_auction_example_plus_over_55() -> None:
    """Worked auction 5 / R12: over 55 D, '+2 S' would be 57 -> invalid-bid; '+1 S' (56) is legal."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 55 D")
    with pytest.raises(IllegalAction) as info:
        fifty_six.parse_action(game, "bid +2 S")
    assert info.value.code == "invalid-bid"
    assert fifty_six.parse_action(game, "bid +1 S") == Bid(56, Suit.SPADES, BidForm.PLUS_SUIT, 1)
    assert Bid(57, Suit.SPADES, BidForm.PLUS_SUIT, 2) not in fifty_six.legal_actions(game)
    assert err(game, Bid(57, Suit.SPADES)) == "invalid-bid"


def test_r11_values_and_height() -> None:
    """R11: 28..56 only, strictly higher than the standing bid; suits not ranked."""
    game = fifty_six.new_game(seed=5, dealer=0)
    assert err(game, Bid(27, Suit.CLUBS)) == "invalid-bid"
    assert err(game, Bid(57, None, BidForm.NO_TRUMPS)) == "invalid-bid"
    assert err(game, Bid(28, Suit.CLUBS)) is None and err(game, Bid(56, Suit.CLUBS)) is None
    game = run(game, "bid 30 H")
    assert err(game, Bid(30, Suit.SPADES)) == "bid-too-low"
    assert err(game, Bid(29, None, BidForm.NO_TRUMPS)) == "bid-too-low"
    assert err(game, Bid(31, Suit.CLUBS)) is None
    # the partner and the standing bidder may overbid
    game = run(game, "pass", "bid 31 C", "pass")
    assert game.to_act == 1 and err(game, Bid(32, Suit.HEARTS)) is None


def test_r12_every_form_availability() -> None:
    """R12: number-suit, suit-number, NT always; noes once a suit was named; plus forms need a standing bid."""
    game = fifty_six.new_game(seed=5, dealer=0)
    legal = set(fifty_six.legal_actions(game))
    assert {Bid(28, Suit.DIAMONDS), Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER), Bid(28, None, BidForm.NO_TRUMPS)} <= legal
    assert not any(isinstance(a, Bid) and a.form in (BidForm.NOES, BidForm.PLUS_SUIT, BidForm.PLUS_TWO_NOES) for a in legal)
    assert err(game, Bid(28, None, BidForm.NOES)) == "invalid-bid"
    assert err(game, Bid(2, Suit.DIAMONDS, BidForm.PLUS_SUIT, 2)) == "invalid-bid"
    # a no-trump opening names no suit: noes and +2 noes still unavailable, plus-suit available
    game = run(game, "bid 28 NT")
    legal = set(fifty_six.legal_actions(game))
    assert Bid(29, Suit.CLUBS, BidForm.PLUS_SUIT, 1) in legal
    assert Bid(29, None, BidForm.NOES) not in legal and Bid(30, None, BidForm.PLUS_TWO_NOES, 2) not in legal
    assert err(game, Bid(30, None, BidForm.PLUS_TWO_NOES, 2)) == "invalid-bid"
    # a suit-number bid names a suit
    game = run(game, "bid H 29")
    legal = set(fifty_six.legal_actions(game))
    assert Bid(30, None, BidForm.NOES) in legal and Bid(31, None, BidForm.PLUS_TWO_NOES, 2) in legal
    assert Bid(32, None, BidForm.PLUS_TWO_NOES, 3) not in legal
    assert err(game, Bid(32, None, BidForm.PLUS_TWO_NOES, 3)) == "invalid-bid"
    assert err(game, Bid(32, Suit.CLUBS, BidForm.PLUS_SUIT, 2)) == "invalid-bid"  # does not add up
    assert err(game, Bid(29, Suit.CLUBS, BidForm.PLUS_SUIT, 0)) == "invalid-bid"
    # noes stay available after a later no-trump overbid
    game = run(game, "bid 30 NT")
    assert Bid(31, None, BidForm.NOES) in fifty_six.legal_actions(game)


def test_r12_parse_every_form_and_resolve_plus() -> None:
    """API notation: bid 28 D, bid D 28, bid 28 NT, bid 29 noes, bid +2 D, bid +2 noes (case-insensitive)."""
    game = fifty_six.new_game(seed=5, dealer=0)
    assert fifty_six.parse_action(game, "BID 28 d") == Bid(28, Suit.DIAMONDS)
    assert fifty_six.parse_action(game, "bid d 28") == Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER)
    assert fifty_six.parse_action(game, "bid 28 nt") == Bid(28, None, BidForm.NO_TRUMPS)
    game = run(game, "bid 30 D")
    assert fifty_six.parse_action(game, "bid 31 NOES") == Bid(31, None, BidForm.NOES)
    assert fifty_six.parse_action(game, "bid +2 s") == Bid(32, Suit.SPADES, BidForm.PLUS_SUIT, 2)
    assert fifty_six.parse_action(game, "Bid +2 Noes") == Bid(32, None, BidForm.PLUS_TWO_NOES, 2)
    with pytest.raises(IllegalAction) as info:
        fifty_six.parse_action(game, "bid +3 noes")
    assert info.value.code == "invalid-bid"
    for action in fifty_six.legal_actions(game):
        assert fifty_six.parse_action(game, str(action)) == action
    assert str(Bid(32, None, BidForm.PLUS_TWO_NOES, 2)) == "bid +2 noes"
    assert str(Bid(32, Suit.SPADES, BidForm.PLUS_SUIT, 2)) == "bid +2 S"


@pytest.mark.parametrize(
    "text", ["", "bid", "bid 28", "bid 28 X", "bid 28 D D", "bid x D", "bid +2 NT", "bid 28.5 D", "bid NT 28", "dbl", "play", "play 1X", "pass now", "double it"]
)
def test_malformed_notation_is_value_error(text: str) -> None:
    """API: malformed text raises a ValueError subclass."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D")
    with pytest.raises(ValueError):
        fifty_six.parse_action(game, text)


def test_r13_r14_double_and_redouble_rules() -> None:
    """R13/R14: double only another team's undoubled bid; redouble only the doubled bid, by its team."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D")
    assert game.to_act == 2 and err(game, Double()) is None and err(game, Redouble()) == "cannot-redouble"
    game = run(game, "pass")
    assert game.to_act == 3 and err(game, Double()) == "cannot-double"  # partner of seat 1
    assert Double() not in fifty_six.legal_actions(game)
    game = run(game, "pass")
    assert game.to_act == 0 and Double() in fifty_six.legal_actions(game)
    game = run(game, "double")
    assert game.to_act == 1 and game.auction.multiplier == 2 and game.contract is None
    assert err(game, Redouble()) is None and err(game, Double()) == "cannot-double"
    game = run(game, "pass")
    assert game.to_act == 2 and err(game, Redouble()) == "cannot-redouble" and err(game, Double()) == "cannot-double"
    game = run(game, "pass")
    assert game.to_act == 3 and err(game, Redouble()) is None  # the bidder's partner may redouble
    game = run(game, "pass")
    assert game.contract is not None and game.contract.multiplier == 2 and game.contract.declarer == 1
    assert game.contract.team == 1 and game.to_act == 1


def test_r15_bid_after_double_cancels_it_and_can_be_doubled_again() -> None:
    """R15: a higher bid after a double cancels it; the new bid may be doubled."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D", "double", "bid 29 D")
    assert game.auction.multiplier == 1 and err(game, Redouble()) == "cannot-redouble"
    game = run(game, "double", "pass", "pass", "pass")
    assert game.contract is not None and game.contract.multiplier == 2 and game.contract.declarer == 3
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D", "double", "bid 29 H", "pass", "pass", "pass")
    assert game.contract is not None and game.contract.multiplier == 1 and game.contract.value == 29


def test_r15_no_bid_after_double_option() -> None:
    """R15 higher_bid_cancels_double=False: nobody may bid after a double; redouble allowed; passes close."""
    rules = Rules(higher_bid_cancels_double=False)
    game = run(fifty_six.new_game(rules, seed=5, dealer=0), "bid 28 D", "double")
    assert game.to_act == 3
    assert set(fifty_six.legal_actions(game)) == {Pass(), Redouble()}
    assert err(game, Bid(40, Suit.CLUBS)) is not None
    game = run(game, "pass")
    assert fifty_six.legal_actions(game) == (Pass(),)
    assert err(game, Bid(40, Suit.CLUBS)) is not None
    game = run(game, "pass")
    assert set(fifty_six.legal_actions(game)) == {Pass(), Redouble()}
    redoubled = run(game, "redouble")
    assert redoubled.contract is not None and redoubled.contract.multiplier == 4
    game = run(game, "pass")
    assert game.contract is not None and game.contract.multiplier == 2 and game.contract.value == 28
    # before a double, bids are unaffected
    game = run(fifty_six.new_game(rules, seed=5, dealer=0), "bid 28 D")
    assert err(game, Bid(29, Suit.CLUBS)) is None


def test_r15_56_doubled_and_redoubled() -> None:
    """R15: a bid of 56 can still be doubled and redoubled."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 56 NT", "double", "redouble")
    assert game.contract is not None and game.contract.multiplier == 4 and game.contract.value == 56


def test_r16b_passes_needed_after_latest_bid_or_double() -> None:
    """R16(b): n-1 consecutive passes after the latest bid or double end the auction; fewer do not."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D", "pass", "pass", "bid 29 D", "pass", "pass")
    assert game.phase is Phase.AUCTION
    game = run(game, "double", "pass", "pass")
    assert game.phase is Phase.AUCTION
    game = run(game, "pass")
    assert game.phase is Phase.PLAY and game.contract is not None and game.contract.multiplier == 2
    # 8 players: seven passes after the bid
    game = run(fifty_six.new_game(Rules(players=8), seed=5, dealer=0), "bid 28 D", *["pass"] * 6)
    assert game.phase is Phase.AUCTION
    game = run(game, "pass")
    assert game.phase is Phase.PLAY


def test_pass_is_final() -> None:
    """R11 pass_is_final: once passed, no bid, double or redouble (already-passed); only pass is legal."""
    rules = Rules(pass_is_final=True)
    game = run(fifty_six.new_game(rules, seed=5, dealer=0), "pass", "bid 28 D", "pass", "bid 29 C")
    assert game.to_act == 1
    assert fifty_six.legal_actions(game) == (Pass(),)
    assert err(game, Bid(30, Suit.CLUBS)) == "already-passed"
    assert err(game, Double()) == "already-passed"
    game = run(game, "pass", "pass")  # seat 1 (final), seat 2 passes
    assert game.to_act == 3 and game.phase is Phase.AUCTION
    game = run(fifty_six.new_game(rules, seed=5, dealer=0), "bid 28 D", "pass", "pass", "double")
    # seat 1 bid and has not passed: it may redouble; seat 3 has passed and may not
    assert game.to_act == 1 and err(game, Redouble()) is None
    game = run(game, "pass", "pass")
    assert game.to_act == 3 and err(game, Redouble()) == "already-passed"
    game = run(game, "pass")
    assert game.contract is not None and game.contract.multiplier == 2
    # without the option a passed player may re-enter
    game = run(fifty_six.new_game(seed=5, dealer=0), "pass", "bid 28 D", "pass", "bid 29 C")
    assert err(game, Bid(30, Suit.CLUBS)) is None


def test_allow_double_false() -> None:
    """R13-R15 allow_double=False: no double, no redouble."""
    game = run(fifty_six.new_game(Rules(allow_double=False), seed=5, dealer=0), "bid 28 D")
    assert err(game, Double()) == "cannot-double" and err(game, Redouble()) == "cannot-redouble"
    assert not any(isinstance(a, (Double, Redouble)) for a in fifty_six.legal_actions(game))
    with pytest.raises(IllegalAction):
        fifty_six.parse_action(game, "double")


def test_first_hand_must_bid() -> None:
    """R16 first_hand_must_bid: the seat after the dealer may not pass (must-bid); later seats may."""
    game = fifty_six.new_game(Rules(first_hand_must_bid=True), seed=5, dealer=2)
    assert game.to_act == 3 and err(game, Pass()) == "must-bid" and Pass() not in fifty_six.legal_actions(game)
    assert err(game, Bid(28, Suit.CLUBS)) is None
    game = run(game, "bid 28 C")
    assert err(game, Pass()) is None
    game = run(game, "pass", "pass", "pass")
    assert game.contract is not None and game.contract.declarer == 3


def test_r17_contract_public_and_trump_none_during_auction() -> None:
    """R17/API: contract and trump are None during the auction, public afterwards (also in views)."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 D")
    assert game.contract is None and game.trump is None
    game = run(game, "pass", "pass", "pass")
    for seat in range(4):
        seat_view = fifty_six.view(game, seat)
        assert seat_view.contract == game.contract and seat_view.trump is Suit.DIAMONDS


# --- Play -----------------------------------------------------------------------------------


def test_trick_example_1() -> None:
    """Worked trick 1 (n=4, trump H): 1:AS 2:TS 3:JS 0:9S -> seat 3, 7 points; seat 3 leads next."""
    rules = Rules()
    hands = build_hands(rules, {1: "AS", 2: "TS", 3: "JS", 0: "9S"})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "1:AS 2:TS 3:JS 0:9S")
    assert game.tricks[0].winner == 3 and game.tricks[0].leader == 1 and game.points == (0, 7) and game.to_act == 3


def test_trick_example_2() -> None:
    """Worked trick 2 (n=4, trump H): 0:JC 1:QH 2:9C 3:AD -> seat 1 (only trump), 6 points."""
    rules = Rules()
    hands = build_hands(rules, {0: "JC", 1: "QH", 2: "9C", 3: "AD"}, {1: [Suit.CLUBS], 3: [Suit.CLUBS]})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=3), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "0:JC 1:QH 2:9C 3:AD")
    assert game.tricks[0].winner == 1 and game.points == (0, 6)


def test_trick_example_3() -> None:
    """Worked trick 3 (n=4, trump S): 2:TC 3:JH 0:9D 1:AH -> seat 2 (only club), 7 points."""
    rules = Rules()
    hands = build_hands(rules, {2: "TC", 3: "JH", 0: "9D", 1: "AH"}, {seat: [Suit.CLUBS] for seat in (3, 0, 1)})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=1), "bid 28 S", "pass", "pass", "pass")
    assert game.to_act == 2
    game = first_trick(game, "2:TC 3:JH 0:9D 1:AH")
    assert game.tricks[0].winner == 2 and game.points == (7, 0)


def test_trick_example_4_six_players() -> None:
    """Worked trick 4 (n=6, trump C): 0:AH 1:9C 2:JH 3:JC 4:KH 5:TC -> seat 3 (JC), 10 points."""
    rules = Rules(players=6)
    hands = build_hands(
        rules, {0: "AH", 1: "9C", 2: "JH", 3: "JC", 4: "KH", 5: "TC"}, {s: [Suit.HEARTS] for s in (1, 3, 5)}
    )
    game = run(fifty_six.new_game(rules, hands=hands, dealer=5), "bid 28 C", *["pass"] * 5)
    game = first_trick(game, "0:AH 1:9C 2:JH 3:JC 4:KH 5:TC")
    assert game.tricks[0].winner == 3 and game.points == (10, 0, 0)


def test_trick_example_5_eight_players_identical_cards() -> None:
    """Worked trick 5 (n=8, NT): 5:QS 6:7S 7:8S 0:JH 1:KS 2:9D 3:QS 4:TH -> seat 1 (KS), 6 points."""
    rules = Rules(players=8)
    hands = build_hands(
        rules,
        {5: "QS", 6: "7S", 7: "8S", 0: "JH", 1: "KS", 2: "9D", 3: "QS", 4: "TH"},
        {s: [Suit.SPADES] for s in (0, 2, 4)},
    )
    game = run(fifty_six.new_game(rules, hands=hands, dealer=4), "bid 28 NT", *["pass"] * 7)
    game = first_trick(game, "5:QS 6:7S 7:8S 0:JH 1:KS 2:9D 3:QS 4:TH")
    assert game.tricks[0].winner == 1 and game.points == (0, 6, 0, 0)


def test_r20_identical_cards_first_played_wins() -> None:
    """R20: of two identical cards, the one played first ranks higher (no trump in the trick)."""
    rules = Rules()
    hands = build_hands(rules, {1: "JS", 2: "9S", 3: "JS", 0: "AS"})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "1:JS 2:9S 3:JS 0:AS")
    assert game.tricks[0].winner == 1
    hands = build_hands(rules, {1: "AS", 2: "JH", 3: "JH", 0: "AS"}, {2: [Suit.SPADES], 3: [Suit.SPADES]})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "1:AS 2:JH 3:JH 0:AS")
    assert game.tricks[0].winner == 2


def test_r19_legality_example() -> None:
    """Worked legality: trump H, AS led: a hand with spades must follow; without, any card; trumps may be led."""
    rules = Rules()
    hands = build_hands(rules, {1: "AS", 2: "KS JH 9D"}, {})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "1:AS")
    legal = fifty_six.legal_actions(game)
    assert legal and all(isinstance(a, Play) and a.card.suit is Suit.SPADES for a in legal)
    assert err(game, Play(Card.parse("JH"))) == "must-follow-suit"
    assert err(game, Play(Card.parse("9D"))) == "must-follow-suit"
    assert err(game, Play(Card.parse("7S"))) == "card-not-in-hand"
    hands = build_hands(rules, {1: "AS", 2: "JH 9D"}, {2: [Suit.SPADES]})
    game = run(fifty_six.new_game(rules, hands=hands, dealer=0), "bid 28 H", "pass", "pass", "pass")
    game = first_trick(game, "1:AS")
    assert err(game, Play(Card.parse("JH"))) is None and err(game, Play(Card.parse("9D"))) is None
    assert len(fifty_six.legal_actions(game)) == len(set(game.hands[2]))


def test_r18_opening_leader_options() -> None:
    """R18: the seat after the dealer leads whoever declares; "declarer" lets the declarer lead."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "pass", "pass", "bid 28 D", "pass", "pass", "pass")
    assert game.contract is not None and game.contract.declarer == 3 and game.to_act == 1
    game = run(fifty_six.new_game(Rules(opening_leader="declarer"), seed=5, dealer=0), "pass", "pass", "bid 28 D", "pass", "pass", "pass")
    assert game.to_act == 3


# --- Scoring, elimination, end of game -------------------------------------------------------


def test_scoring_example_made_30h() -> None:
    """Scoring row 1: 30 H by seat 2, 31 points -> made W=1: {0,2} 13, {1,3} 11."""
    game = play_out(run(fifty_six.new_game(seed=9, dealer=1), "bid 30 H", "pass", "pass", "pass"))
    hand = game.last_hand
    assert hand is not None and hand.points == (31, 25) and hand.made is True
    assert hand.transfers == (1, -1) and game.tables == (13, 11) and game.phase is Phase.HAND_OVER


def test_scoring_example_failed_44nt_doubled() -> None:
    """Scoring row 2: 44 NT by seat 1 doubled, 40 points -> failed L=3*2: {0,2} 18, {1,3} 6."""
    game = play_out(run(fifty_six.new_game(seed=8, dealer=0), "bid 44 NT", "double", "pass", "pass", "pass"))
    hand = game.last_hand
    assert hand is not None and hand.points[1] == 40 and hand.made is False
    assert hand.transfers == (6, -6) and game.tables == (18, 6)


def test_scoring_example_six_players_failed() -> None:
    """Scoring row 3: 35 D by seat 3 (n=6), 27 points -> failed, L=2 to each: 8, 14, 14."""
    game = play_out(run(fifty_six.new_game(Rules(players=6), seed=34, dealer=2), "bid 35 D", *["pass"] * 5))
    hand = game.last_hand
    assert hand is not None and hand.points[0] == 27 and hand.made is False
    assert hand.transfers == (-4, 2, 2) and game.tables == (8, 14, 14)
    assert sum(hand.points) == 56


def eight_player_slam_hands() -> list[list[Card]]:
    """Seat 7 holds every jack, seat 3 every nine: seat 7 leads jacks and wins all eight tricks."""
    rules = Rules(players=8)
    return build_hands(rules, {7: "JC JC JD JD JH JH JS JS", 3: "9C 9C 9D 9D 9H 9H 9S 9S"})


def test_scoring_example_eight_players_56_doubled_made() -> None:
    """Scoring row 4: 56 NT by seat 7 doubled, 56 points -> made W=4*2 from each: 4, 4, 4, 36."""
    rules = Rules(players=8)
    game = fifty_six.new_game(rules, hands=eight_player_slam_hands(), dealer=6)
    game = play_out(run(game, "bid 56 NT", "double", *["pass"] * 7))
    hand = game.last_hand
    assert hand is not None and hand.points == (0, 0, 0, 56) and hand.made is True
    assert game.contract is not None and game.contract.multiplier == 2 and game.contract.declarer == 7
    assert hand.transfers == (-8, -8, -8, 24) and game.tables == (4, 4, 4, 36)
    assert game.phase is Phase.HAND_OVER and game.eliminated == (False,) * 4


def test_elimination_example() -> None:
    """Elimination example: {0,2} with 2 tables fails 30 D (L=2), reaches 0, out; {1,3} wins with 24."""
    game = play_out(run(fifty_six.new_game(seed=0, dealer=3, tables=(2, 22)), "bid 30 D", "pass", "pass", "pass"))
    hand = game.last_hand
    assert hand is not None and hand.made is False and hand.transfers == (-2, 2)
    assert game.tables == (0, 24) and game.phase is Phase.GAME_OVER and game.winner == 1
    assert game.to_act is None and fifty_six.legal_actions(game) == ()
    assert game.contract is not None and game.trump is Suit.DIAMONDS and len(game.tricks) == 12
    assert err(game, Pass()) == "game-over" and err(game, Pass(), seat=0) == "game-over"
    assert err(game, Play(Card.parse("JS")), seat=1) == "game-over"
    with pytest.raises(IllegalAction) as info:
        fifty_six.deal(game)
    assert info.value.code == "game-over"
    with pytest.raises(IllegalAction) as info:
        fifty_six.apply(game, Pass())
    assert info.value.code == "game-over"
    assert fifty_six.view(game, 0).winner == 1


def test_r26_cannot_pay_keeps_a_team_at_zero() -> None:
    """R26 "cannot_pay": paying in full down to 0 keeps the team; a later shortfall eliminates it."""
    rules = Rules(elimination="cannot_pay")
    game = play_out(run(fifty_six.new_game(rules, seed=0, dealer=3, tables=(2, 22)), "bid 30 D", "pass", "pass", "pass"))
    assert game.tables == (0, 24) and game.phase is Phase.HAND_OVER and game.eliminated == (False, False)
    assert game.last_hand is not None and game.last_hand.transfers == (-2, 2)
    game = fifty_six.deal(game, seed=3)
    assert game.dealer == 0 and [len(h) for h in game.hands] == [12] * 4
    game = play_out(run(game, "bid 28 NT", "pass", "pass", "pass"))
    hand = game.last_hand
    assert hand is not None
    if hand.made:  # team 1 made: team 0 owes 1 and has 0
        assert hand.transfers == (0, 0) and game.winner == 1 and game.phase is Phase.GAME_OVER
    else:  # team 1 failed: it pays 2 to team 0
        assert hand.transfers == (2, -2) and game.phase is Phase.HAND_OVER


def test_r25_short_bidder_round_robin_through_play() -> None:
    """R25: a short bidding team hands out its tables one at a time from the seat after the declarer."""
    rules = Rules(players=6)
    for seed in range(200):
        game = fifty_six.new_game(rules, seed=seed, dealer=2, tables=(3, 12, 12))
        game = play_out(run(game, "bid 56 D", *["pass"] * 5))  # declarer seat 3 (team 0)
        if game.last_hand is not None and not game.last_hand.made:
            break
    hand = game.last_hand
    assert hand is not None and not hand.made
    # owes 5 to each of team 1 (seat 4) and team 2 (seat 5); has 3: 4 <- 1, 5 <- 1, 4 <- 1
    assert hand.transfers == (-3, 2, 1) and game.tables == (0, 14, 13) and hand.eliminated == (0,)
    assert game.eliminated == (True, False, False) and game.phase is Phase.HAND_OVER
    # declarer seat 0 (team 0): seat 1 (team 1) first
    game = fifty_six.new_game(rules, seed=seed, dealer=5, tables=(3, 12, 12))
    game = play_out(run(game, "bid 56 D", *["pass"] * 5))
    hand = game.last_hand
    assert hand is not None and not hand.made and hand.transfers == (-3, 2, 1)
    # declarer seat 3 but team 1 out of play: 8-player example with three creditors
    rules8 = Rules(players=8)
    for seed in range(200):
        game = fifty_six.new_game(rules8, seed=seed, dealer=1, tables=(5, 5, 7, 5))
        game = play_out(run(game, "bid 56 D", "double", *["pass"] * 7))  # declarer seat 2 (team 2), m=2
        if game.last_hand is not None and not game.last_hand.made:
            break
    hand = game.last_hand
    assert hand is not None and not hand.made
    # owes 10 to each of teams 3, 0, 1 (seats 3, 4, 5): 7 tables -> 3, 2, 2
    assert hand.transfers == (2, 2, -7, 3)


def test_r24_made_short_payer_pays_what_it_has() -> None:
    """R24/R25: when made, each other team pays W*m; a short payer pays all it has and is eliminated."""
    rules = Rules(players=6)
    for seed in range(300):
        game = fifty_six.new_game(rules, seed=seed, dealer=1, tables=(12, 1, 12))
        game = play_out(run(game, "bid 28 D", "double", *["pass"] * 5))  # declarer 2 (team 2), doubled
        if game.last_hand is not None and game.last_hand.made:
            break
    hand = game.last_hand
    assert hand is not None and hand.made
    assert hand.transfers == (-2, -1, 3) and game.tables == (10, 0, 15)
    assert game.eliminated == (False, True, False) and game.active == (True, False, True, True, False, True)


def test_r27_eight_to_six_players_after_elimination() -> None:
    """R27: after a team of 8 is out, the next deal is 48 cards (no 7s/8s), 8 each, dealt by the next active seat."""
    rules = Rules(players=8)
    for seed in range(200):
        game = fifty_six.new_game(rules, seed=seed, dealer=3, tables=(1, 12, 12, 12))
        game = play_out(run(game, *["pass"] * 8))  # 28 NT for seat 4's team 0
        if game.last_hand is not None and not game.last_hand.made:
            break
    assert game.eliminated == (True, False, False, False) and game.tables[0] == 0
    assert game.phase is Phase.HAND_OVER and game.to_act is None and game.dealer == 3
    assert game.contract is not None and len(game.tricks) == 8 and game.trick == ()
    with pytest.raises(IllegalAction) as info:
        fifty_six.apply(game, Pass())
    assert info.value.code == "wrong-phase"
    assert err(game, Pass(), seat=1) == "not-your-turn"
    nxt = fifty_six.deal(game, seed=77)
    assert nxt.dealer == 5 and nxt.to_act == 6  # seat 4 is out
    assert [len(h) for h in nxt.hands] == [0, 8, 8, 8, 0, 8, 8, 8]
    dealt = sorted((c for h in nxt.hands for c in h), key=str)
    assert dealt == sorted(fifty_six.deck(rules, players=6), key=str)
    assert nxt.contract is None and nxt.trump is None and nxt.tricks == () and nxt.last_hand == game.last_hand
    by_deck = fifty_six.deal(game, deck=shuffled(fifty_six.deck(rules, players=6), 77))
    assert by_deck.hands == nxt.hands
    order = fifty_six.deck(rules, players=6)
    ordered = fifty_six.deal(game, deck=order)
    assert ordered.hands[6] == cards("AC AC KC KC AH AH KH KH")
    assert ordered.hands[7] == cards("QC QC JC JC QH QH JH JH")
    # all-pass with 6 active: six passes
    after = run(nxt, *["pass"] * 5)
    assert after.phase is Phase.AUCTION
    after = run(after, "pass")
    assert after.contract is not None and after.contract.declarer == 6
    with pytest.raises(ValueError):
        fifty_six.deal(game, hands=[list(h) for h in game.hands])
    bad = [list(h) for h in nxt.hands]
    bad[0], bad[1] = bad[1], bad[0]
    with pytest.raises(ValueError):
        fifty_six.deal(game, hands=bad)


def test_r27_six_to_four_players_twelve_cards() -> None:
    """R27: 6 players down to 4 play with 48 cards, 12 each."""
    rules = Rules(players=6)
    for seed in range(300):
        game = fifty_six.new_game(rules, seed=seed, dealer=0, tables=(12, 1, 12))
        game = play_out(run(game, *["pass"] * 6))  # 28 NT for seat 1's team 1
        if game.last_hand is not None and not game.last_hand.made:
            break
    assert game.eliminated == (False, True, False)
    nxt = fifty_six.deal(game, seed=1)
    assert [len(h) for h in nxt.hands] == [12, 0, 12, 12, 0, 12] and nxt.dealer == 2 and nxt.to_act == 3


def test_two_teams_elimination_ends_the_game() -> None:
    """R28 (two_teams): the first elimination leaves one team, which wins."""
    rules = Rules(players=6, team_mode="two_teams")
    game = fifty_six.new_game(rules, seed=3, dealer=0, tables=(1, 1))
    game = play_out(run(game, *["pass"] * 6))
    assert game.phase is Phase.GAME_OVER and game.winner in (0, 1) and sorted(game.tables) == [0, 2]


def test_hand_over_keeps_state_and_rejects_actions() -> None:
    """API HAND_OVER: to_act None; contract, trump, tricks kept; actions refused in order."""
    game = play_out(run(fifty_six.new_game(seed=9, dealer=1), "bid 30 H", "pass", "pass", "pass"))
    assert game.phase is Phase.HAND_OVER and game.to_act is None and game.trump is Suit.HEARTS
    assert len(game.tricks) == 12 and game.contract is not None and game.contract.value == 30
    assert fifty_six.legal_actions(game) == ()
    assert err(game, Pass()) == "wrong-phase" and err(game, Pass(), seat=2) == "not-your-turn"
    assert err(game, Play(Card.parse("JS"))) == "wrong-phase"
    seat_view = fifty_six.view(game, 0)
    assert fifty_six.legal_actions(seat_view) == () and err(seat_view, Pass()) == "not-your-turn"
    assert seat_view.last_hand == game.last_hand and seat_view.tables == game.tables


def test_whole_games_conserve_tables_and_end_with_one_team() -> None:
    """R7/R28: tables total never changes; games end with one team left; round trips hold throughout."""
    for players, mode in ((4, "pairs"), (6, "pairs"), (8, "pairs"), (8, "two_teams")):
        rules = Rules(players=players, team_mode=mode, starting_tables=2)  # type: ignore[arg-type]
        game = fifty_six.new_game(rules, seed=players)
        total = sum(game.tables)
        deals = 0
        while game.phase is not Phase.GAME_OVER:
            if game.phase is Phase.HAND_OVER:
                game = fifty_six.deal(game, seed=deals)
                deals += 1
                active = sum(game.active)
                assert all(len(h) == (12 if active == 4 else 8) for h, a in zip(game.hands, game.active) if a)
            if deals < 2:
                for seat in range(players):
                    seat_view = fifty_six.view(game, seat)
                    assert fifty_six.from_json(fifty_six.to_json(seat_view)) == seat_view
            actions = fifty_six.legal_actions(game)
            before = game.eliminated
            game = fifty_six.apply(game, actions[-1] if game.phase is Phase.AUCTION and deals % 2 else actions[0])
            assert sum(game.tables) == total
            if game.last_hand is not None and game.phase is not Phase.PLAY and game.to_act is None:
                assert all(change == 0 for change, out in zip(game.last_hand.transfers, before) if out)
        for seat in range(players):
            seat_view = fifty_six.view(game, seat)
            assert fifty_six.from_json(fifty_six.to_json(seat_view)) == seat_view
        assert game.winner is not None and [t for t, out in enumerate(game.eliminated) if not out] == [game.winner]
        assert fifty_six.replay(fifty_six.record(game)) == game
        assert fifty_six.from_json(fifty_six.to_json(game)) == game


# --- Views, records, JSON, precedence -------------------------------------------------------


def test_views_answer_like_the_game_and_leak_nothing() -> None:
    """API views: check/legal_actions agree for the seat to act; other hands are hidden."""
    game = run(fifty_six.new_game(seed=21, dealer=0), "bid 28 D", "double", "pass", "pass", "pass")
    game = run(game, str(fifty_six.legal_actions(game)[0]))
    seat = game.to_act
    assert seat is not None
    seat_view = fifty_six.view(game, seat)
    assert fifty_six.legal_actions(seat_view) == fifty_six.legal_actions(game)
    for card in set(fifty_six.deck(game.rules)):
        assert fifty_six.check(seat_view, Play(card)) == fifty_six.check(game, Play(card))
    other = fifty_six.view(game, (seat + 1) % 4)
    assert fifty_six.legal_actions(other) == () and err(other, fifty_six.legal_actions(game)[0]) == "not-your-turn"
    text = fifty_six.to_json(other)
    assert fifty_six.from_json(text) == other
    assert not hasattr(other, "hands") and not hasattr(other, "history")
    for seat_other in range(4):
        if seat_other != (seat + 1) % 4:
            assert all(str(card) not in json.loads(text)["data"]["hand"] for card in set(game.hands[seat_other]) - set(other.hand))
    assert other.hand == game.hands[(seat + 1) % 4] and other.hand_sizes == tuple(len(h) for h in game.hands)
    for action in fifty_six.legal_actions(seat_view):
        assert fifty_six.parse_action(seat_view, str(action)) == action


def test_precedence_of_error_codes() -> None:
    """API: game-over, then not-your-turn, then wrong-phase, then the rule's code."""
    game = fifty_six.new_game(seed=5, dealer=0)
    assert err(game, Play(Card.parse("JS")), seat=2) == "not-your-turn"
    assert err(game, Play(Card.parse("JS"))) == "wrong-phase"
    assert err(game, Bid(20, Suit.CLUBS), seat=3) == "not-your-turn"
    game = run(game, "bid 28 C", "pass", "pass", "pass")
    assert err(game, Pass()) == "wrong-phase" and err(game, Bid(30, Suit.CLUBS)) == "wrong-phase"
    assert err(game, Double(), seat=0) == "not-your-turn"
    assert err(game, Discard(())) == "wrong-phase"


def test_corrupt_records_and_json() -> None:
    """API: a corrupt record raises a ValueError with .index; bad JSON raises ValueError."""
    game = run(fifty_six.new_game(seed=5, dealer=0), "bid 28 C", "pass", "pass", "pass")
    source = fifty_six.record(game)
    assert source.actions[0] == Bid(28, Suit.CLUBS) and fifty_six.replay(source) == game
    bad = attrs.evolve(source, actions=source.actions[:2] + (Bid(28, Suit.HEARTS),) + source.actions[3:])
    with pytest.raises(ValueError) as info:
        fifty_six.replay(bad)
    assert getattr(info.value, "index") == 2
    for text in ("", "{", "[]", '{"kind": "game"}', fifty_six.to_json(game).replace("28", "27")):
        with pytest.raises(ValueError):
            fifty_six.from_json(text)


def test_apply_never_mutates_and_games_are_hashable() -> None:
    """API: apply returns a new state; Game is frozen and hashable."""
    game = fifty_six.new_game(seed=5, dealer=0)
    before = fifty_six.to_json(game)
    after = fifty_six.apply(game, Pass())
    assert fifty_six.to_json(game) == before and after != game
    assert len({game, after, fifty_six.new_game(seed=5, dealer=0)}) == 2


def test_new_game_with_eliminated_team_and_dealer() -> None:
    """API: a team given 0 tables starts eliminated; the dealer must be an active seat."""
    game = fifty_six.new_game(Rules(players=8), seed=4, tables=(0, 3, 0, 4))
    assert game.eliminated == (True, False, True, False) and game.active == (False, True, False, True) * 2
    assert game.active[game.dealer] and [len(h) for h in game.hands] == [0, 12, 0, 12] * 2
    with pytest.raises(ValueError):
        fifty_six.new_game(Rules(players=8), seed=4, tables=(0, 3, 0, 4), dealer=0)


@pytest.mark.parametrize(
    "change",
    [
        {"seat": 9},
        {"to_act": 7},
        {"to_act": None},
        {"dealer": -1},
        {"hand": ["7C"]},
        {"hand": ["JS", "JS", "JS"]},
        {"hand_sizes": [12]},
        {"tables": [12, 12, 12]},
        {"winner": 0},
    ],
)
def test_corrupt_view_json_is_refused(change: dict[str, Any]) -> None:
    """API: bad JSON raises a ValueError subclass and never builds an invalid value (views too)."""
    game = fifty_six.new_game(seed=3, dealer=0)
    document = json.loads(fifty_six.to_json(fifty_six.view(game, 1)))
    document["data"].update(change)
    with pytest.raises(ValueError):
        fifty_six.from_json(json.dumps(document))


def test_r27_deal_passes_on_when_the_dealer_is_eliminated() -> None:
    """R27: the deal passes to the next active seat after the previous dealer, even if that dealer left."""
    rules = Rules(players=8)
    game = fifty_six.new_game(rules, seed=7, dealer=0, tables=(1, 12, 12, 12))
    game = play_out(run(game, *["pass"] * 8))  # 28 NT for seat 1 (team 1), made: team 0 pays its last table
    hand = game.last_hand
    assert hand is not None and hand.made and hand.transfers == (-1, 3, -1, -1) and hand.eliminated == (0,)
    nxt = fifty_six.deal(game, seed=1)
    assert nxt.dealer == 1 and nxt.to_act == 2 and nxt.hands[0] == () and nxt.hands[4] == ()
