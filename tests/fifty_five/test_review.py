"""Black-box conformance review of Fifty-Five against the rules file and API.md, public API only."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

import attrs
import pytest

from tests.fifty_five.helpers import explicit_deal, new
from trickcore import Card, IllegalAction, Suit, cards, shuffled
from trickcore.games import fifty_five as ff

KITTY = "AC KC 2H 8D 9S"
WORKED = {1: "AH 9D 3S 7D QH", 2: "JC 4C KD 7H 3H", 3: "5C 2D 8S TH 6S", 0: "9C KS QD 4H JS"}
WORKED_TRICKS = ("9D KD 2D QD", "JC 8S 9C AH", "AC 6S 4H 3S", "4C 5C KS 7D", "TH JS QH KC")


# ---------------------------------------------------------------- helpers


def run(game: ff.Game, *texts: str) -> ff.Game:
    """Apply actions in notation."""
    for text in texts:
        game = ff.apply(game, ff.parse_action(game, text))
    return game


def code(game: ff.Game | ff.View, action: object, seat: int | None = None) -> str | None:
    """The error code of check, or None."""
    error = ff.check(game, action, seat)
    return None if error is None else str(error.code)


def legal(game: ff.Game | ff.View) -> list[str]:
    """Legal actions as text."""
    return [str(action) for action in ff.legal_actions(game)]


def worked_hand(
    *,
    rules: ff.Rules | None = None,
    scores: Sequence[int] | None = None,
    bid: str = "bid 15",
) -> ff.Game:
    """The rules file's full worked hand, played to its end."""
    game = new(WORKED, KITTY, rules=rules, scores=scores)
    game = run(game, "pass", bid, "pass", "pass", "discard 7H 3H 2H 8D 9S", "trump C")
    for trick in WORKED_TRICKS:
        game = run(game, *(f"play {card}" for card in trick.split()))
    return game


def at_lead(
    given: dict[int, str],
    trump: str,
    *,
    rules: ff.Rules | None = None,
    kitty: str = "",
) -> ff.Game:
    """Dealer 0; seat 1 bids 10, everyone passes; the kitty is discarded; trump named."""
    rules = ff.Rules() if rules is None else rules
    game = new(given, kitty, rules=rules)
    game = run(game, "bid 10", *["pass"] * (rules.players - 1))
    game = ff.apply(game, ff.Discard(game.history.deals[-1].stock[:5]))
    return run(game, f"trump {trump}")


def random_walk(seed: int, rules: ff.Rules, steps: int = 400) -> list[ff.Game]:
    """The states of a random game (with deals at HAND_OVER)."""
    rng = random.Random(seed)
    game = ff.new_game(rules, seed=seed)
    states = [game]
    for _ in range(steps):
        if game.phase is ff.Phase.GAME_OVER:
            break
        if game.phase is ff.Phase.HAND_OVER:
            game = ff.deal(game, seed=rng.randrange(10**6))
        else:
            game = ff.apply(game, rng.choice(ff.legal_actions(game)))
        states.append(game)
    return states


# ---------------------------------------------------------------- Rules (R1–R3, options)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 1},
        {"players": 10},
        {"players": "4"},
        {"players": True},
        {"players": 4.0},
        {"players": None},
        {"target": 0},
        {"target": -55},
        {"target": 52},
        {"target": 5.0},
        {"target": "55"},
        {"target": True},
        {"target": None},
        {"all_pass": "redeal"},
        {"all_pass": None},
        {"first_lead": "dealer"},
        {"first_lead": 1},
        {"renege_forced_by": "highest"},
        {"race_rule": "bidder"},
        {"race_rule": None},
        {"all_pass": "REDEAL_NEXT_DEALER"},
    ],
)
def test_rules_bad_values_raise_value_error(kwargs: dict[str, Any]) -> None:
    """API: a bad value or a wrong type at Rules(...) raises a ValueError subclass."""
    with pytest.raises(ValueError):
        ff.Rules(**kwargs)


@pytest.mark.parametrize(
    ("players", "teams"),
    [
        (4, ((0, 1, 2, 3),)),
        (4, ((0, 2), (1,), (3,))),
        (4, ((0,), (1,), (2,), (3,))),
        (4, ((0, 2), (1, 2))),
        (4, ((0, 2), (1, 4))),
        (4, ((0, 2), (1, -1))),
        (4, ((0, 2),)),
        (4, ()),
        (6, ((0, 2, 4), (1, 3))),
        (6, ((0, 3), (1, 4))),
        (3, ((0, 1), (2,))),
        (2, ((0,), (1,))),
        (4, ((0, 2), (1, 3), ())),
        (4, ((0, True), (1, 3))),
        (4, "0213"),
        (4, 5),
        (4, ((0, 2), "13")),
        (4, ((0, 0), (1, 3))),
    ],
)
def test_r2_bad_teams_raise(players: int, teams: Any) -> None:
    """R2: teams must be a partition of all seats into at least 2 teams of equal size at least 2."""
    with pytest.raises(ValueError):
        ff.Rules(players=players, teams=teams)


@pytest.mark.parametrize(
    ("players", "teams"),
    [
        (4, ((0, 2), (1, 3))),
        (4, ((1, 3), (0, 2))),
        (4, ((0, 1), (2, 3))),
        (6, ((0, 3), (1, 4), (2, 5))),
        (6, ((0, 2, 4), (1, 3, 5))),
        (8, ((0, 2, 4, 6), (1, 3, 5, 7))),
        (8, ((0, 4), (1, 5), (2, 6), (3, 7))),
        (9, ((0, 3, 6), (1, 4, 7), (2, 5, 8))),
        (4, ((2, 0), (3, 1))),
    ],
)
def test_r2_good_teams_kept_in_order(players: int, teams: tuple[tuple[int, ...], ...]) -> None:
    """R2: any partition into equal teams of at least 2 is allowed and kept in the order given."""
    rules = ff.Rules(players=players, teams=teams)
    assert rules.teams == teams
    game = ff.new_game(rules, seed=1)
    assert len(game.scores) == len(teams)


@pytest.mark.parametrize("target", [5, 10, 55, 110, 220, 1000])
def test_r3_targets(target: int) -> None:
    """R3: any positive multiple of 5 is a valid target."""
    assert ff.Rules(target=target).target == target


@pytest.mark.parametrize("players", range(2, 10))
def test_r1_r4_every_player_count_deals(players: int) -> None:
    """R1/R4: 5 cards each, a 5-card kitty, 47 - 5n undealt, all distinct."""
    game = ff.new_game(ff.Rules(players=players), seed=players)
    assert [len(hand) for hand in game.hands] == [5] * players
    assert len(game.scores) == players
    assert game.scores == (0,) * players
    v = ff.view(game, 0)
    assert v.hand_sizes == (5,) * players


# ---------------------------------------------------------------- cards (R5–R8, R18)


@pytest.mark.parametrize(
    ("trump", "order"),
    [
        ("H", "5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H"),
        ("D", "5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D"),
        ("C", "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC"),
        ("S", "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS"),
    ],
)
def test_r6_trump_order_in_play(trump: str, order: str) -> None:
    """R6: each trump beats every lower trump in a two-player trick, whichever is led."""
    ranked = cards(order)
    for high in range(len(ranked) - 1):
        for low in (high + 1, len(ranked) - 1):
            for led_high in (True, False):
                a, b = (ranked[high], ranked[low]) if led_high else (ranked[low], ranked[high])
                game = at_lead({1: str(a), 0: str(b)}, trump, rules=ff.Rules(players=2))
                game = run(game, f"play {a}", f"play {b}")
                winner = 1 if led_high else 0
                assert game.tricks[0].winner == winner, (a, b)


@pytest.mark.parametrize(
    ("suit", "trump", "order"),
    [
        ("H", "S", "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
        ("D", "S", "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"),
        ("C", "D", "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
        ("S", "H", "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    ],
)
def test_r7_plain_order_in_play(suit: str, trump: str, order: str) -> None:
    """R7: in a plain suit led, the higher card in the plain order wins (led high or low)."""
    ranked = cards(order)
    for i in range(len(ranked) - 1):
        a, b = ranked[i], ranked[i + 1]
        for lead, follow, winner in ((a, b, 1), (b, a, 0)):
            game = at_lead({1: str(lead), 0: str(follow)}, trump, rules=ff.Rules(players=2))
            game = run(game, f"play {lead}", f"play {follow}")
            assert game.tricks[0].winner == winner, (lead, follow)


@pytest.mark.parametrize(
    ("trump", "played", "winner"),
    [
        ("S", "9C AC 2C TC", "AC"),
        ("S", "AD 2D TD 5D", "TD"),
        ("D", "3H AH KH 2D", "AH"),
        ("H", "KH 5H JH AH", "5H"),
        ("D", "4S 3S 5S TS", "3S"),
    ],
)
def test_r18_worked_trick_winners(trump: str, played: str, winner: str) -> None:
    """Worked examples: trick winners."""
    plays = played.split()
    given = {1: plays[0], 2: plays[1], 3: plays[2], 0: plays[3]}
    game = at_lead(given, trump)
    game = run(game, *(f"play {card}" for card in plays))
    seat = (1 + plays.index(winner)) % 4
    assert game.tricks[0].winner == seat
    assert game.to_act == seat


def test_r5_ace_of_hearts_trump_under_every_suit() -> None:
    """R5: A♥ beats the ace of a plain suit led, and trumps a heart lead, whatever the trump suit."""
    for trump in "CDS":
        filler = "3C 4C 6C" if trump == "D" else "3D 4D 6D"
        game = at_lead({1: "KH 7S 8S 9S TS", 0: f"AH 2H {filler}"}, trump, rules=ff.Rules(players=2))
        game = run(game, "play KH")
        # 0 holds 2H (a heart) so must follow hearts or trump; A♥ is a trump so legal.
        assert sorted(legal(game)) == ["play 2H", "play AH"]
        game = run(game, "play AH")
        assert game.tricks[0].winner == 0


def test_r5_hearts_trump_ah_is_third() -> None:
    """R5/R6: with hearts trump A♥ ranks below JH and above KH."""
    game = at_lead({1: "JH", 0: "AH"}, "H", rules=ff.Rules(players=2))
    assert run(game, "play JH", "play AH").tricks[0].winner == 1
    game = at_lead({1: "KH", 0: "AH"}, "H", rules=ff.Rules(players=2))
    assert run(game, "play KH", "play AH").tricks[0].winner == 0


def test_r18_no_trump_offsuit_cannot_win() -> None:
    """R18: with no trump played, a card of another suit never wins however high."""
    game = at_lead({1: "2D", 0: "KS"}, "C", rules=ff.Rules(players=2))
    assert run(game, "play 2D", "play KS").tricks[0].winner == 1


# ---------------------------------------------------------------- play legality (R16, R17)


@pytest.mark.parametrize(
    ("trump", "led", "hand", "allowed"),
    [
        ("C", "4C", "JC 9D KH 2S 7D", "JC 9D KH 2S 7D"),
        ("C", "4C", "JC 8C 9D KH 2S", "JC 8C"),
        ("C", "5C", "JC 9D KH 2S 7D", "JC"),
        ("S", "KH", "2H AH 9C 4S 8D", "2H AH 4S"),
    ],
)
def test_worked_legal_plays(trump: str, led: str, hand: str, allowed: str) -> None:
    """Worked examples: legal plays."""
    game = at_lead({1: led, 0: hand}, trump, rules=ff.Rules(players=2))
    game = run(game, f"play {led}")
    assert sorted(legal(game)) == sorted(f"play {card}" for card in allowed.split())
    for card in cards(hand):
        expected = None if card in cards(allowed) else "must-follow-suit"
        assert code(game, ff.Play(card)) == expected


def test_r16_heart_led_only_ace_of_hearts_means_void() -> None:
    """R16: a heart led, holding A♥ as the only 'heart': not a heart, so any card is legal."""
    game = at_lead({1: "KH", 0: "AH 9C 4S 8D 2C"}, "S", rules=ff.Rules(players=2))
    game = run(game, "play KH")
    assert sorted(legal(game)) == sorted(f"play {c}" for c in "AH 9C 4S 8D 2C".split())


def test_r16_follow_or_trump_plain_lead() -> None:
    """R16: holding the suit led, a trump (including A♥) or the suit; another plain suit refused."""
    game = at_lead({1: "9D", 0: "3D AH 4S KC 8H"}, "S", rules=ff.Rules(players=2))
    game = run(game, "play 9D")
    assert sorted(legal(game)) == ["play 3D", "play 4S", "play AH"]
    assert code(game, ff.Play(Card.parse("KC"))) == "must-follow-suit"
    assert code(game, ff.Play(Card.parse("8H"))) == "must-follow-suit"


def test_r16_trump_suit_card_is_not_plain_led_suit() -> None:
    """R16: a plain suit led, a player with none of it (only trumps of that colour) may play anything."""
    game = at_lead({1: "9D", 0: "5H JH 4S KC 8S"}, "H", rules=ff.Rules(players=2))
    game = run(game, "play 9D")
    assert len(legal(game)) == 5


def test_r16_led_suit_of_trump_colour_aces_follow() -> None:
    """R16: AD led with clubs trump is a plain diamond lead (ace of a plain suit is plain)."""
    game = at_lead({1: "AD", 0: "2D 3C 4S KH 5S"}, "C", rules=ff.Rules(players=2))
    game = run(game, "play AD")
    assert sorted(legal(game)) == ["play 2D", "play 3C"]


def test_r17_leading_ace_of_hearts_is_a_trump_lead() -> None:
    """R17: leading A♥ (not hearts trump) is a trump lead: a low trump must follow; hearts need not."""
    game = at_lead({1: "AH", 0: "2C 3H 4S KH 5D"}, "C", rules=ff.Rules(players=2))
    game = run(game, "play AH")
    assert legal(game) == ["play 2C"]
    assert code(game, ff.Play(Card.parse("3H"))) == "must-follow-suit"


def test_r17_leading_ace_of_hearts_no_trump_any_card() -> None:
    """R17/R16: A♥ led and no trump held: any card, hearts included, is legal."""
    game = at_lead({1: "AH", 0: "2H 3H 4S KD 5D"}, "C", rules=ff.Rules(players=2))
    game = run(game, "play AH")
    assert len(legal(game)) == 5


def test_r17_ace_of_hearts_led_renege_top_trumps() -> None:
    """R17: A♥ led: 5 and J of trumps outrank it and may be withheld."""
    game = at_lead({1: "AH", 0: "5C JC 4S KD 5D"}, "C", rules=ff.Rules(players=2))
    game = run(game, "play AH")
    assert len(legal(game)) == 5


def test_r17_ace_of_hearts_must_follow_higher_lead() -> None:
    """R17: J of trumps led, A♥ (below it) may not be withheld; the 5 may be withheld but AH forces trump."""
    game = at_lead({1: "JC", 0: "5C AH 4S KD 5D"}, "C", rules=ff.Rules(players=2))
    game = run(game, "play JC")
    assert sorted(legal(game)) == ["play 5C", "play AH"]


def test_r17_five_led_nothing_may_be_withheld() -> None:
    """R17: the 5 of trumps led: no trump outranks it, any trump forces a trump."""
    game = at_lead({1: "5D", 0: "JD 2S 4S KH 3C"}, "D", rules=ff.Rules(players=2))
    game = run(game, "play 5D")
    assert legal(game) == ["play JD"]


def test_r17_low_trump_led_only_top_trumps_any_card() -> None:
    """R17: low trump led, holding only top trumps (all above the led card): any card legal."""
    game = at_lead({1: "2S", 0: "5S JS AH 3D KC"}, "S", rules=ff.Rules(players=2))
    game = run(game, "play 2S")
    assert len(legal(game)) == 5


def test_r17_hearts_trump_ace_of_hearts_renege() -> None:
    """R17/R8: hearts trump, A♥ is a top trump that may be withheld under a lower heart lead."""
    game = at_lead({1: "2H", 0: "AH 2S 4S KD 3C"}, "H", rules=ff.Rules(players=2))
    game = run(game, "play 2H")
    assert len(legal(game)) == 5
    game = at_lead({1: "JH", 0: "AH 2S 4S KD 3C"}, "H", rules=ff.Rules(players=2))
    game = run(game, "play JH")
    assert legal(game) == ["play AH"]


def test_r17_renege_forced_by_led_card_vs_highest_trump() -> None:
    """R17: JC above the led 4C may be withheld (led_card) even after 5C is played; not under highest_trump_in_trick."""
    given = {1: "4C", 2: "5C", 3: "JC 9D KH 2S 7D"}
    modes: list[tuple[Any, int]] = [("led_card", 5), ("highest_trump_in_trick", 1)]
    for rule, expected in modes:
        game = at_lead(given, "C", rules=ff.Rules(renege_forced_by=rule))
        game = run(game, "play 4C", "play 5C")
        assert game.to_act == 3
        assert len(legal(game)) == expected, rule
        if expected == 1:
            assert legal(game) == ["play JC"]
            assert code(game, ff.Play(Card.parse("9D"))) == "must-follow-suit"


def test_r17_highest_trump_in_trick_counts_led_card() -> None:
    """R17 highest_trump_in_trick: the led card counts; a plain card played in between does not raise the bar."""
    given = {1: "4C", 2: "KH 7H 8H 9H TH", 3: "JC 9D KD 2S 7D"}
    game = at_lead(given, "C", rules=ff.Rules(renege_forced_by="highest_trump_in_trick"))
    game = run(game, "play 4C", "play KH")
    assert len(legal(game)) == 5


def test_r17_highest_trump_in_trick_ace_of_hearts_raises_bar() -> None:
    """R17 highest_trump_in_trick: A♥ played above a low lead makes JC (above A♥) still withholdable, AC not top."""
    given = {1: "4C", 2: "AH 7H 8H 9H TH", 3: "JC AC KD 2S 7D"}
    game = at_lead(given, "C", rules=ff.Rules(renege_forced_by="highest_trump_in_trick"))
    game = run(game, "play 4C", "play AH")
    assert sorted(legal(game)) == ["play AC", "play JC"]


def test_play_card_not_in_hand() -> None:
    """API: a card not held is card-not-in-hand, even if it would break follow-suit."""
    game = at_lead({1: "9D", 0: "3D 4S 8H KC 2C"}, "S", rules=ff.Rules(players=2))
    game = run(game, "play 9D")
    assert code(game, ff.Play(Card.parse("QH"))) == "card-not-in-hand"


# ---------------------------------------------------------------- auction (R11–R13)


def auction(calls: Iterable[str], *, rules: ff.Rules | None = None, dealer: int = 0) -> ff.Game:
    """A fresh seeded game with the calls applied."""
    return run(ff.new_game(rules or ff.Rules(), seed=3, dealer=dealer), *calls)


@pytest.mark.parametrize(
    ("calls", "bidder", "bid"),
    [
        (["bid 10", "bid 15", "pass", "hold", "bid 20", "hold", "bid 25", "hold", "pass"], 0, 25),
        (["bid 60", "pass", "pass", "hold"], 0, 60),
        (["bid 60", "pass", "pass", "pass"], 1, 60),
        (["pass", "pass", "pass", "bid 10"], 0, 10),
        (["pass", "pass", "pass", "bid 60"], 0, 60),
        (["pass", "pass", "pass", "bid 25"], 0, 25),
        (["bid 15", "pass", "pass", "pass"], 1, 15),
        (["bid 15", "pass", "pass", "bid 60"], 0, 60),
        (["bid 15", "pass", "pass", "hold", "pass"], 0, 15),
        (["bid 15", "pass", "pass", "bid 20", "pass"], 0, 20),
        (["bid 15", "pass", "pass", "bid 20", "bid 25", "pass"], 1, 25),
        (["bid 15", "pass", "pass", "bid 20", "bid 25", "hold", "pass"], 0, 25),
        (["bid 15", "pass", "pass", "bid 20", "bid 25", "hold", "bid 60", "pass"], 1, 60),
        (["bid 15", "pass", "pass", "bid 20", "bid 25", "hold", "bid 60", "hold"], 0, 60),
        (["bid 15", "pass", "pass", "hold", "bid 60", "pass"], 1, 60),
        (["bid 15", "pass", "pass", "hold", "bid 60", "hold"], 0, 60),
        (["bid 15", "pass", "pass", "hold", "bid 20", "bid 60"], 0, 60),
        (["bid 25", "pass", "pass", "hold", "bid 60", "hold"], 0, 60),
        (["bid 10", "bid 25", "bid 60", "pass"], 3, 60),
        (["bid 10", "bid 25", "bid 60", "hold"], 0, 60),
        (["pass", "bid 20", "pass", "hold", "pass"], 0, 20),
        (["pass", "pass", "bid 10", "pass"], 3, 10),
    ],
)
def test_r12_auction_outcomes(calls: list[str], bidder: int, bid: int) -> None:
    """R12: the auction state machine ends with the right bidder and bid; the bidder then discards."""
    game = auction(calls)
    assert game.phase is ff.Phase.DISCARD
    assert game.contract == ff.Contract(bidder, bid)
    assert game.contract.bidder == bidder and game.contract.bid == bid
    assert game.to_act == bidder
    assert len(game.hands[bidder]) == 10


def test_r12_phase_a_turn_order_and_phase_b_duel() -> None:
    """R12: 1, 2, 3 speak once then the dealer; after a hold only H (not the first bidder) and the dealer speak."""
    game = auction(["bid 10", "bid 15", "pass"])
    assert game.to_act == 0
    assert legal(game) == ["pass", "hold", "bid 20", "bid 25", "bid 60"]
    game = run(game, "hold")
    assert game.to_act == 2
    assert legal(game) == ["pass", "bid 20", "bid 25", "bid 60"]
    assert code(game, ff.Hold()) == "cannot-hold"
    assert code(game, ff.Bid(15)) == "bid-too-low"
    assert code(game, ff.Pass(), seat=1) == "not-your-turn"
    game = run(game, "bid 20")
    assert game.to_act == 0
    assert legal(game) == ["pass", "hold", "bid 25", "bid 60"]
    game = run(game, "bid 25")
    assert game.to_act == 2
    assert legal(game) == ["pass", "bid 60"]
    game = run(game, "bid 60")
    assert game.to_act == 0
    assert legal(game) == ["pass", "hold"]


def test_r12_after_sixty_others_can_only_pass() -> None:
    """R12: once 60 is bid in Phase A, later seats can only pass."""
    game = auction(["bid 60"])
    assert legal(game) == ["pass"]
    assert code(game, ff.Bid(60)) == "bid-too-low"
    assert code(game, ff.Hold()) == "cannot-hold"
    game = run(game, "pass", "pass")
    assert legal(game) == ["pass", "hold"]


def test_r12_dealer_no_bid_options() -> None:
    """R12: dealer with no bid yet may pass or bid any value; may not hold."""
    game = auction(["pass", "pass", "pass"])
    assert legal(game) == ["pass", "bid 10", "bid 15", "bid 20", "bid 25", "bid 60"]
    assert code(game, ff.Hold()) == "cannot-hold"


def test_r11_illegal_call_examples() -> None:
    """Worked example: after 1 bids 10 seat 2 holding is illegal; after 1 bids 15 seat 2 bidding 15 is illegal."""
    assert code(auction(["bid 10"]), ff.Hold()) == "cannot-hold"
    assert code(auction(["bid 10"]), ff.Hold(), seat=2) == "cannot-hold"
    assert code(auction(["bid 15"]), ff.Bid(15)) == "bid-too-low"
    assert code(auction(["bid 15"]), ff.Bid(10)) == "bid-too-low"


@pytest.mark.parametrize("points", [0, 5, 30, 35, 40, 50, 55, 65, -10, 11, 100])
def test_r11_off_ladder_invalid_bid(points: int) -> None:
    """R11: the ladder is 10 15 20 25 60; anything else is invalid-bid (even below the standing bid)."""
    assert code(auction([]), ff.Bid(points)) == "invalid-bid"
    assert code(auction(["bid 25"]), ff.Bid(points)) == "invalid-bid"


def test_r13_all_pass_next_dealer() -> None:
    """R13: all pass: void hand, nobody scores, seat 1 deals next; cards stay where dealt."""
    game = auction(["pass"] * 4)
    assert game.phase is ff.Phase.HAND_OVER
    assert game.to_act is None and game.contract is None and game.trump is None
    assert game.last_hand is not None and game.last_hand.made is None
    assert game.last_hand.points == (0, 0, 0, 0)
    assert game.scores == (0, 0, 0, 0)
    assert [len(hand) for hand in game.hands] == [5, 5, 5, 5]
    assert ff.legal_actions(game) == ()
    assert code(game, ff.Pass()) == "wrong-phase"
    assert code(game, ff.Pass(), seat=1) == "not-your-turn"
    assert ff.deal(game, seed=9).dealer == 1
    nxt = ff.deal(game, seed=9)
    assert nxt.to_act == 2 and nxt.phase is ff.Phase.AUCTION
    assert nxt.last_hand == game.last_hand


def test_r13_all_pass_same_dealer() -> None:
    """R13 redeal_same_dealer: void hand, the same dealer deals again; a played hand still passes left."""
    rules = ff.Rules(all_pass="redeal_same_dealer")
    game = auction(["pass"] * 4, rules=rules)
    assert game.phase is ff.Phase.HAND_OVER and game.last_hand is not None and game.last_hand.made is None
    again = ff.deal(game, seed=9)
    assert again.dealer == 0 and again.to_act == 1
    again = ff.deal(run(again, "pass", "pass", "pass", "pass"), seed=1)
    assert again.dealer == 0


def test_r13_dealer_must_bid() -> None:
    """R13 dealer_must_bid: all others passed, the dealer may not pass (must-bid) but may bid any value."""
    rules = ff.Rules(all_pass="dealer_must_bid")
    game = auction(["pass"] * 3, rules=rules)
    assert legal(game) == ["bid 10", "bid 15", "bid 20", "bid 25", "bid 60"]
    assert code(game, ff.Pass()) == "must-bid"
    assert code(game, ff.Hold()) == "cannot-hold"
    with pytest.raises(IllegalAction) as raised:
        ff.parse_action(game, "pass")
    assert raised.value.code == "must-bid"
    assert run(game, "bid 10").contract == ff.Contract(0, 10)
    # with a bid standing the dealer may pass
    game = auction(["pass", "bid 10", "pass"], rules=rules)
    assert "pass" in legal(game)


def test_r9_deal_passes_left_after_played_hand() -> None:
    """R9: after a played hand the deal passes left; dealer wraps around."""
    game = worked_hand()
    assert game.phase is ff.Phase.HAND_OVER
    nxt = ff.deal(game, seed=4)
    assert nxt.dealer == 1 and nxt.to_act == 2
    game = ff.new_game(seed=3, dealer=3)
    game = run(game, "pass", "pass", "pass", "pass")
    assert ff.deal(game, seed=2).dealer == 0


# ---------------------------------------------------------------- kitty and trump (R14)


def test_r14_discard_any_five_then_trump() -> None:
    """R14: the bidder holds 10, may discard any five (kitty, trumps), then names one of four suits."""
    game = new(WORKED, KITTY)
    game = run(game, "pass", "bid 15", "pass", "pass")
    assert game.phase is ff.Phase.DISCARD and game.to_act == 2
    assert list(game.hands[2]) == sorted(game.hands[2], key=_canon)
    assert set(game.hands[2]) == set(cards("JC 4C KD 7H 3H " + KITTY))
    assert len(ff.legal_actions(game)) == 252
    assert game.trump is None
    for text in ("discard JC 4C KD 7H 3H", "discard AC KC 2H 8D 9S", "discard JC KC 2H KD 3H"):
        assert ff.check(game, ff.parse_action(game, text)) is None
    assert code(game, ff.Discard(cards("JC 4C KD 7H"))) == "bad-discard"
    assert code(game, ff.Discard(cards("JC 4C KD 7H 3H AC"))) == "bad-discard"
    assert code(game, ff.Discard(cards("JC 4C KD 7H AS"))) == "card-not-in-hand"
    assert code(game, ff.Discard(())) == "bad-discard"
    assert code(game, ff.NameTrump(Suit.CLUBS)) == "wrong-phase"
    assert code(game, ff.Play(Card.parse("JC"))) == "wrong-phase"
    assert code(game, ff.Pass()) == "wrong-phase"
    assert code(game, ff.Discard(cards("JC 4C KD 7H 3H")), seat=1) == "not-your-turn"
    game = run(game, "discard 7H 3H 2H 8D 9S")
    assert game.phase is ff.Phase.TRUMP and game.to_act == 2
    assert set(game.hands[2]) == set(cards("JC 4C KD AC KC"))
    assert legal(game) == ["trump C", "trump D", "trump H", "trump S"]
    assert code(game, ff.Discard(cards("JC 4C KD AC KC"))) == "wrong-phase"
    assert code(game, ff.Play(Card.parse("JC"))) == "wrong-phase"
    game = run(game, "trump C")
    assert game.trump is Suit.CLUBS and game.phase is ff.Phase.PLAY
    assert game.to_act == 1
    for seat in range(4):
        v = ff.view(game, seat)
        assert v.trump is Suit.CLUBS and v.contract == ff.Contract(2, 15)


def test_r14_discards_seen_by_nobody_else() -> None:
    """R14/API: views hold no discard or kitty card for non-bidders; the bidder sees its own."""
    game = run(new(WORKED, KITTY), "pass", "bid 15", "pass", "pass")
    for seat in (0, 1, 3):
        text = ff.to_json(ff.view(game, seat))
        for card in cards(KITTY):
            assert str(card) not in _cards_in_json(text) or card in game.hands[seat]
    game = run(game, "discard 7H 3H 2H 8D 9S", "trump C")
    for seat in (0, 1, 3):
        v = ff.view(game, seat)
        seen = _cards_in_json(ff.to_json(v))
        for card in cards("7H 3H 2H 8D 9S AC KC"):
            assert str(card) not in seen, (seat, card)
    seen = _cards_in_json(ff.to_json(ff.view(game, 1)))
    for seat in (0, 2, 3):
        for card in game.hands[seat]:
            assert str(card) not in seen


def _cards_in_json(text: str) -> set[str]:
    """Every two-letter card-like string in a JSON document."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, str):
            for word in node.split():
                try:
                    found.add(str(Card.parse(word)))
                except ValueError:
                    pass
        elif isinstance(node, dict):
            for key, value in node.items():
                walk(key)
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(json.loads(text))
    return found


def test_views_leak_no_undealt_or_other_cards() -> None:
    """API: a view at the auction holds only the seat's own hand among all dealt/undealt cards."""
    game = ff.new_game(seed=12, dealer=0)
    for seat in range(4):
        seen = _cards_in_json(ff.to_json(ff.view(game, seat)))
        assert seen == {str(card) for card in game.hands[seat]}
        v = ff.view(game, seat)
        assert v.hand == game.hands[seat]
        assert v.seat == seat and v.phase is game.phase and v.to_act == 1 and v.dealer == 0


# ---------------------------------------------------------------- first lead (R15)


@pytest.mark.parametrize(
    ("first_lead", "dealer", "calls", "leader"),
    [
        ("left_of_dealer", 0, ["pass", "bid 15", "pass", "pass"], 1),
        ("left_of_bidder", 0, ["pass", "bid 15", "pass", "pass"], 3),
        ("bidder", 0, ["pass", "bid 15", "pass", "pass"], 2),
        ("left_of_bidder", 0, ["pass", "pass", "pass", "bid 10"], 1),
        ("bidder", 0, ["pass", "pass", "pass", "bid 10"], 0),
        ("left_of_dealer", 2, ["pass", "pass", "bid 10", "pass"], 3),
        ("left_of_bidder", 2, ["pass", "pass", "pass", "bid 10"], 3),
        ("left_of_bidder", 0, ["pass", "pass", "bid 10", "pass"], 0),
    ],
)
def test_r15_first_lead(first_lead: str, dealer: int, calls: list[str], leader: int) -> None:
    """R15: first_lead options."""
    game = ff.new_game(ff.Rules(first_lead=first_lead), seed=8, dealer=dealer)  # type: ignore[arg-type]
    game = run(game, *calls)
    game = ff.apply(game, ff.legal_actions(game)[0])
    game = run(game, "trump S")
    assert game.to_act == leader


def test_r15_trick_winner_leads_next_and_all_five_played() -> None:
    """R15: the winner of a trick leads the next; all five tricks are played."""
    game = worked_hand()
    assert [trick.winner for trick in game.tricks] == [2, 2, 2, 3, 2]
    assert [trick.leader for trick in game.tricks] == [1, 2, 2, 2, 3]
    assert len(game.tricks) == 5


# ---------------------------------------------------------------- the full worked hand (R19–R22)


def test_worked_full_hand_step_by_step() -> None:
    """Worked example: a full hand, with the legal plays the example describes."""
    game = new(WORKED, KITTY)
    game = run(game, "pass", "bid 15", "pass", "pass", "discard 7H 3H 2H 8D 9S", "trump C")
    game = run(game, "play 9D", "play KD", "play 2D", "play QD")
    assert game.tricks[0].winner == 2 and game.to_act == 2
    game = run(game, "play JC")
    assert len(legal(game)) == 4  # seat 3 may withhold 5C: all four cards
    game = run(game, "play 8S")
    assert legal(game) == ["play 9C"]
    game = run(game, "play 9C")
    assert legal(game) == ["play AH"]
    game = run(game, "play AH")
    game = run(game, "play AC", "play 6S", "play 4H", "play 3S")
    game = run(game, "play 4C", "play 5C", "play KS", "play 7D")
    assert game.tricks[-1].winner == 3
    game = run(game, "play TH", "play JS", "play QH", "play KC")
    assert game.phase is ff.Phase.HAND_OVER
    assert game.scores == (0, 0, 20, 10)
    assert game.last_hand is not None
    assert game.last_hand.points == (0, 0, 20, 10)
    assert game.last_hand.made is True


def test_worked_full_hand_teams() -> None:
    """Worked example: with teams ((0, 2), (1, 3)): {0,2} +20, {1,3} +10."""
    game = worked_hand(rules=ff.Rules(teams=((0, 2), (1, 3))))
    assert game.scores == (20, 10)
    assert game.last_hand is not None and game.last_hand.points == (20, 10)


def test_r2_scores_in_team_order_given() -> None:
    """R2: scores are kept per team in the order given in rules.teams."""
    game = worked_hand(rules=ff.Rules(teams=((1, 3), (0, 2))))
    assert game.scores == (10, 20)
    assert game.last_hand is not None and game.last_hand.points == (10, 20)
    game = worked_hand(rules=ff.Rules(teams=((0, 1), (2, 3))))
    # team (2,3) bid 15 and took all 30 points
    assert game.scores == (0, 30)


def test_hand_over_keeps_attributes() -> None:
    """API: at HAND_OVER to_act is None; contract, trump, tricks kept; legal_actions empty."""
    game = worked_hand()
    assert game.phase is ff.Phase.HAND_OVER
    assert game.to_act is None
    assert game.contract == ff.Contract(2, 15)
    assert game.trump is Suit.CLUBS
    assert len(game.tricks) == 5
    assert game.trick == ()
    assert game.winner is None
    assert ff.legal_actions(game) == ()
    for seat in range(4):
        assert ff.legal_actions(ff.view(game, seat)) == ()
        v = ff.view(game, seat)
        assert v.last_hand == game.last_hand and v.tricks == game.tricks and v.contract == game.contract


def test_r20_failed_bid_loses_bid_keeps_nothing() -> None:
    """R20: the failed bidder loses the bid and keeps nothing; others score what they took."""
    game = worked_hand(bid="bid 25")
    assert game.scores == (0, 0, -25, 10)
    assert game.last_hand is not None
    assert game.last_hand.made is False
    assert game.last_hand.points == (0, 0, 20, 10)


def test_r20_exactly_reaching_bid_makes() -> None:
    """R20: reaching the bid exactly makes it (20 taken on a bid of 20)."""
    game = worked_hand(bid="bid 20")
    assert game.scores == (0, 0, 20, 10)
    assert game.last_hand is not None and game.last_hand.made is True


def test_r21_sixty_failed_minus_sixty() -> None:
    """R21: a 60 contract not winning all five tricks scores -60; others keep theirs."""
    game = worked_hand(bid="bid 60")
    assert game.scores == (0, 0, -60, 10)
    assert game.last_hand is not None and game.last_hand.made is False


def slam_game(bid: int, *, scores: Sequence[int] | None = None, rules: ff.Rules | None = None) -> ff.Game:
    """Two players; seat 1 holds the five top hearts and wins all five tricks."""
    rules = rules or ff.Rules(players=2)
    game = new({1: "5H JH AH KH QH", 0: "2C 3C 4C 6C 7C"}, "2S 3S 4S 6S 7S", rules=rules, scores=scores)
    game = run(game, f"bid {bid}", "pass", "discard 2S 3S 4S 6S 7S", "trump H")
    for card in "5H JH AH KH QH".split():
        game = ff.apply(game, ff.Play(Card.parse(card)))
        game = ff.apply(game, ff.legal_actions(game)[0])
    return game


def test_r21_sixty_made_plus_sixty() -> None:
    """R21: a made 60 scores +60; points taken are 30."""
    game = slam_game(60, rules=ff.Rules(players=2, target=110))
    assert game.scores == (0, 60)
    assert game.last_hand is not None
    assert game.last_hand.points == (0, 30) and game.last_hand.made is True


def test_r21_all_five_on_lower_contract_scores_30() -> None:
    """R21: all five tricks on a lower contract scores 30."""
    game = slam_game(25)
    assert game.scores == (0, 30)


def test_r19_no_trump_played_hand_worth_25() -> None:
    """R19: with no trump played there is no bonus: the hand is worth 25."""
    # hearts trump, nobody holds a trump (hearts and A♥ in the kitty / undealt).
    given = {1: "KS QS JS 2S 3S", 0: "4D 5D 6D 7D 8D"}
    rules = ff.Rules(players=2)
    game = new(given, "AH KH QH JH TH", rules=rules)
    game = run(game, "bid 10", "pass", "discard AH KH QH JH TH", "trump H")
    while game.to_act is not None:
        game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.last_hand is not None
    assert sum(game.last_hand.points) == 25
    assert game.last_hand.points == (0, 25)


def test_r19_bonus_goes_with_highest_trump_only() -> None:
    """R19: the best trump's trick is worth 10, kitty/discarded higher trumps do not count."""
    # clubs trump; 5C and JC discarded; AH is the best trump played.
    given = {1: "AH 2D 3D 4D 6D", 0: "KC 2S 3S 4S 6S"}
    rules = ff.Rules(players=2, target=110)
    game = new(given, "5C JC 7H 8H 9H", rules=rules)
    game = run(game, "bid 10", "pass", "discard 5C JC 7H 8H 9H", "trump C")
    game = run(game, "play AH", "play KC")
    assert game.tricks[0].winner == 1
    while game.to_act is not None:
        game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.last_hand is not None and sum(game.last_hand.points) == 30
    assert game.last_hand.points[1] >= 10


def test_r22_scores_go_negative_and_negative_start() -> None:
    """R22: scores may go negative; a resumed match may start negative."""
    game = worked_hand(bid="bid 25", scores=(-5, 0, -10, 0))
    assert game.scores == (-5, 0, -35, 10)


# ---------------------------------------------------------------- race (R23, R24)


def test_r24_first_in_trick_order_non_bidder_first() -> None:
    """R24: seat 3 reaches 55 at trick 4 before bidder 2 does at trick 5 -> seat 3 wins."""
    game = worked_hand(scores=(0, 0, 35, 45))
    assert game.phase is ff.Phase.GAME_OVER
    assert game.scores == (0, 0, 55, 55)
    assert game.winner == 3
    assert game.to_act is None and ff.legal_actions(game) == ()


def test_r24_bidder_first_option() -> None:
    """R24 bidder_first: the bidder that made its contract and reached the target wins outright."""
    game = worked_hand(scores=(0, 0, 35, 45), rules=ff.Rules(race_rule="bidder_first"))
    assert game.winner == 2


def test_r24_bidder_first_needs_the_bidder_to_reach() -> None:
    """R24 bidder_first: when the bidder does not reach the target, the trick-order rule decides."""
    game = worked_hand(scores=(0, 0, 0, 45), rules=ff.Rules(race_rule="bidder_first"))
    assert game.winner == 3


def test_r24_bidder_reaches_first_in_trick_order() -> None:
    """R24: bidder 2 at 40 reaches 55 at trick 3, before seat 3 at 50 reaches at trick 4."""
    game = worked_hand(scores=(0, 0, 40, 50))
    assert game.winner == 2


def test_r24_failed_bidder_cannot_win() -> None:
    """R24: a side whose bid failed cannot win this hand, even though its tricks came first."""
    game = worked_hand(scores=(0, 0, 50, 45), bid="bid 25")
    assert game.scores == (0, 0, 25, 55)
    assert game.winner == 3


def test_r24_made_sixty_counts_at_fifth_trick() -> None:
    """R24: a made 60 counts +60 at trick 5 and wins."""
    game = slam_game(60, scores=(0, -5))
    assert game.scores == (0, 55) and game.winner == 1


def test_r24_teams_race() -> None:
    """R24 with teams: the side's pooled running total counts."""
    game = worked_hand(rules=ff.Rules(teams=((0, 2), (1, 3))), scores=(35, 50))
    # {0,2} reaches 55 at trick 5 (20 more); {1,3} reaches 60 at trick 4 -> team 1.
    assert game.winner == 1 and game.scores == (55, 60)


def test_r23_not_reached_next_hand() -> None:
    """R23: nobody reached the target: HAND_OVER, the next hand is dealt."""
    game = worked_hand(scores=(0, 0, 30, 40))
    assert game.phase is ff.Phase.HAND_OVER
    assert game.winner is None


def test_r24_reaching_exactly_the_target_wins() -> None:
    """R24/R3: 'reached' includes exactly equal to the target."""
    game = worked_hand(scores=(0, 0, 0, 45))
    assert game.scores[3] == 55 and game.winner == 3


def test_game_over_state() -> None:
    """API: GAME_OVER: winner set, to_act None, legal_actions empty, check game-over, deal raises game-over."""
    game = worked_hand(scores=(0, 0, 35, 45))
    assert game.phase is ff.Phase.GAME_OVER and game.winner == 3
    assert game.contract == ff.Contract(2, 15) and game.trump is Suit.CLUBS and len(game.tricks) == 5
    assert ff.legal_actions(game) == ()
    assert code(game, ff.Pass()) == "game-over"
    assert code(game, ff.Pass(), seat=1) == "game-over"
    assert code(game, ff.Hold()) == "game-over"
    with pytest.raises(IllegalAction) as raised:
        ff.deal(game, seed=1)
    assert raised.value.code == "game-over"
    with pytest.raises(IllegalAction) as raised:
        ff.apply(game, ff.Pass())
    assert raised.value.code == "game-over"
    v = ff.view(game, 0)
    assert v.winner == 3 and ff.legal_actions(v) == ()
    assert code(v, ff.Pass()) == "game-over"


# ---------------------------------------------------------------- start positions and deals


def test_scores_start_validation() -> None:
    """API: scores= of the wrong length, or at/above the target, raise ValueError at new_game."""
    for bad in ((0, 0, 0), (0, 0, 0, 0, 0), (0, 0, 0, 55), (0, 0, 0, 60), (0, 0.0, 0, 0), "0000"):
        with pytest.raises(ValueError):
            ff.new_game(seed=1, scores=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ff.new_game(ff.Rules(teams=((0, 2), (1, 3))), seed=1, scores=(0, 0, 0, 0))
    game = ff.new_game(ff.Rules(teams=((0, 2), (1, 3))), seed=1, scores=(50, -20))
    assert game.scores == (50, -20)
    assert ff.new_game(seed=1, scores=[54, 0, -100, 5]).scores == (54, 0, -100, 5)


def test_r10_deck_dealt_by_procedure() -> None:
    """R10: seat (D+1+j) mod n gets deck cards 5j..5j+4; the kitty is next; stock = kitty then rest."""
    rules = ff.Rules(players=5)
    order = shuffled(ff.deck(rules), 77)
    game = ff.new_game(rules, deck=order, dealer=3)
    for j in range(5):
        seat = (3 + 1 + j) % 5
        assert set(game.hands[seat]) == set(order[5 * j : 5 * j + 5])
        assert list(game.hands[seat]) == sorted(game.hands[seat], key=lambda c: _canon(c))
    assert game.dealer == 3 and game.to_act == 4
    rec = ff.record(game)
    assert rec.deals[0].stock == tuple(order[25:])
    game = run(game, "bid 10", "pass", "pass", "pass", "pass")
    assert set(game.hands[4]) == set(order[0:5] + order[25:30])
    assert len(rec.deals[0].stock) == 27


def _canon(card: Card) -> tuple[int, int]:
    """Canonical order key: suit C D H S, then ace down to two."""
    ranks = "AKQJT98765432"
    return ("CDHS".index(card.suit.letter), ranks.index(card.rank.letter))


def test_r10_explicit_stock_is_kitty_then_undealt() -> None:
    """API/R10: stock= is the kitty followed by the undealt cards, top first."""
    rules = ff.Rules(players=2)
    hands, stock = explicit_deal(2, {0: "AS KS QS JS TS", 1: "AC KC QC JC TC"}, "2H 3H 4H 5H 6H")
    game = ff.new_game(rules, hands=hands, stock=stock, dealer=0)
    assert game.dealer == 0 and game.to_act == 1
    game = run(game, "bid 10", "pass")
    assert set(game.hands[1]) == set(cards("AC KC QC JC TC 2H 3H 4H 5H 6H"))
    assert set(ff.view(game, 1).kitty) == set(cards("2H 3H 4H 5H 6H"))


def test_explicit_deal_hands_in_seat_order_default_dealer_zero() -> None:
    """API: hands are one per seat, in seat order; dealer defaults to 0 with an explicit deal."""
    hands, stock = explicit_deal(4, WORKED, KITTY)
    game = ff.new_game(hands=hands, stock=stock)
    assert game.dealer == 0
    for seat in range(4):
        assert set(game.hands[seat]) == set(cards(WORKED[seat]))
    game = ff.new_game(deck=shuffled(ff.deck(ff.Rules()), 3))
    assert game.dealer == 0


@pytest.mark.parametrize(
    "mutate",
    ["short_hand", "dup", "short_stock", "long_stock", "three_hands", "not_cards", "stock_without_hands"],
)
def test_malformed_explicit_deals_raise_value_error(mutate: str) -> None:
    """API: malformed explicit deals raise ValueError subclasses."""
    hands, stock = explicit_deal(4, WORKED, KITTY)
    h: list[Any] = [list(hand) for hand in hands]
    s: list[Any] = list(stock)
    kwargs: dict[str, Any] = {"hands": h, "stock": s}
    if mutate == "short_hand":
        s.append(h[0].pop())
    elif mutate == "dup":
        h[0][0] = h[1][0]
    elif mutate == "short_stock":
        s.pop()
    elif mutate == "long_stock":
        s.append(Card.parse("AS"))
    elif mutate == "three_hands":
        kwargs["hands"] = h[:3]
    elif mutate == "not_cards":
        h[0][0] = "AS"
    elif mutate == "stock_without_hands":
        kwargs = {"stock": s, "seed": 1}
    with pytest.raises(ValueError):
        ff.new_game(**kwargs)


def test_bad_deck_raises_value_error() -> None:
    """API: a deck= that is not the pack raises a ValueError subclass."""
    pack = list(ff.deck(ff.Rules()))
    for bad in (pack[:-1], pack + pack[:1], pack[:-1] + pack[:1]):
        with pytest.raises(ValueError):
            ff.new_game(deck=bad)


def test_seeds_same_game_and_canonical_deck() -> None:
    """API: same seed same game; a seed shuffles deck(rules) in canonical order."""
    for players in (2, 4, 7, 9):
        rules = ff.Rules(players=players)
        assert ff.new_game(rules, seed=11) == ff.new_game(rules, seed=11)
        assert ff.new_game(rules, seed="abc") == ff.new_game(rules, seed="abc")
        assert ff.deck(rules, players=players) == ff.deck(rules)
        by_seed = ff.new_game(rules, seed=11, dealer=1)
        by_deck = ff.new_game(rules, deck=shuffled(ff.deck(rules), 11), dealer=1)
        assert by_seed.hands == by_deck.hands
        assert by_seed == by_deck
        assert ff.new_game(rules, seed=11).dealer in range(players)
    pack = ff.deck(ff.Rules())
    assert len(pack) == 52 and len(set(pack)) == 52
    assert list(pack) == sorted(pack, key=_canon)


def test_deal_with_seed_deck_hands() -> None:
    """API: deal() takes seed/deck/hands+stock; same seed same deal."""
    game = run(ff.new_game(seed=1, dealer=0), "pass", "pass", "pass", "pass")
    assert ff.deal(game, seed=5) == ff.deal(game, seed=5)
    assert ff.deal(game, seed=5) == ff.deal(game, deck=shuffled(ff.deck(ff.Rules()), 5))
    hands, stock = explicit_deal(4, WORKED, KITTY)
    nxt = ff.deal(game, hands=hands, stock=stock)
    assert nxt.dealer == 1 and set(nxt.hands[1]) == set(cards(WORKED[1]))
    with pytest.raises(ValueError):
        ff.deal(game, seed=1, deck=ff.deck(ff.Rules()))


def test_deal_mid_hand_refused() -> None:
    """API: deal() is for HAND_OVER; during a hand it raises IllegalAction."""
    with pytest.raises(IllegalAction):
        ff.deal(ff.new_game(seed=1), seed=2)


# ---------------------------------------------------------------- errors, views, notation, records


def test_error_precedence_everywhere() -> None:
    """API: game-over > not-your-turn > wrong-phase > rule code, in every phase."""
    game = ff.new_game(seed=5, dealer=0)
    assert code(game, ff.Hold(), seat=2) == "not-your-turn"
    assert code(game, ff.Hold()) == "cannot-hold"
    assert code(game, ff.NameTrump(Suit.SPADES)) == "wrong-phase"
    assert code(game, ff.Discard(game.hands[1])) == "wrong-phase"
    game = run(game, "bid 10", "pass", "pass", "pass")
    assert code(game, ff.Bid(15)) == "wrong-phase"
    assert code(game, ff.Hold()) == "wrong-phase"
    assert code(game, ff.Discard(()), seat=0) == "not-your-turn"
    assert code(game, ff.Bid(30), seat=1) == "wrong-phase"


def test_view_check_and_legal_actions_match_game() -> None:
    """API: check(view)/legal_actions(view) equal the game's for the seat to act; other seats get not-your-turn."""
    for seed in range(6):
        rules = ff.Rules(players=2 + seed % 5, target=25)
        for game in random_walk(seed, rules, steps=120):
            if game.to_act is None:
                continue
            acting = ff.view(game, game.to_act)
            actions = ff.legal_actions(game)
            assert ff.legal_actions(acting) == actions
            probes: list[object] = [action for action in actions[:20]]
            probes += [
                ff.Pass(),
                ff.Hold(),
                ff.Bid(10),
                ff.Bid(30),
                ff.Bid(60),
                ff.NameTrump(Suit.HEARTS),
                ff.Discard(game.hands[game.to_act][:5]),
            ] + [ff.Play(card) for card in ff.deck(rules)[::3]]
            for action in probes:
                assert code(acting, action) == code(game, action)
                assert code(acting, action, seat=game.to_act) == code(game, action, seat=game.to_act)
            other = (game.to_act + 1) % rules.players
            assert ff.legal_actions(ff.view(game, other)) == ()
            assert code(ff.view(game, other), actions[0]) == "not-your-turn"


def test_legal_actions_no_duplicates_and_all_pass_check() -> None:
    """API: legal_actions has no duplicates and each passes check; parse_action(str(a)) == a."""
    for seed in range(4):
        for game in random_walk(seed, ff.Rules(players=3 + seed, target=30), steps=150):
            actions = ff.legal_actions(game)
            assert len(set(actions)) == len(actions)
            for action in actions:
                assert ff.check(game, action) is None
                assert ff.parse_action(game, str(action)) == action
                assert ff.parse_action(game, str(action).upper()) == action
                assert ff.parse_action(game, str(action).lower()) == action


@pytest.mark.parametrize(
    "text", ["", "   ", "bid", "bid x", "bid 15 20", "bid fifteen", "hold 15", "pass now", "frob", "bid 1.5"]
)
def test_notation_malformed_auction(text: str) -> None:
    """API: malformed notation raises a ValueError subclass (not IllegalAction)."""
    game = ff.new_game(seed=1, dealer=0)
    with pytest.raises(ValueError):
        ff.parse_action(game, text)


def test_notation_illegal_but_well_formed() -> None:
    """API: well-formed but illegal text raises the IllegalAction check gives."""
    game = ff.new_game(seed=1, dealer=0)
    for text, expected in (
        ("bid 30", "invalid-bid"),
        ("hold", "cannot-hold"),
        ("trump H", "wrong-phase"),
        ("play AS", "wrong-phase"),
        ("discard AS KS QS JS TS", "wrong-phase"),
    ):
        with pytest.raises(IllegalAction) as raised:
            ff.parse_action(game, text)
        assert raised.value.code == expected
        assert not isinstance(raised.value, ValueError)


def test_notation_forms_and_canonical_str() -> None:
    """API: canonical str forms; case-insensitive input; discard in canonical order; trump symbols."""
    assert str(ff.Pass()) == "pass"
    assert str(ff.Bid(15)) == "bid 15"
    assert str(ff.Hold()) == "hold"
    assert str(ff.NameTrump(Suit.HEARTS)) == "trump H"
    assert str(ff.Discard(cards("9D KH"))) == "discard 9D KH"
    assert str(ff.Discard(cards("KH 9D"))) == "discard 9D KH"
    assert str(ff.Play(Card.parse("js"))) == "play JS"
    game = run(new(WORKED, KITTY), "pass", "bid 15", "pass", "pass")
    assert ff.parse_action(game, "DISCARD 9s 8d 2h 3h 7h") == ff.Discard(cards("7H 3H 2H 8D 9S"))
    game = run(game, "discard 7H 3H 2H 8D 9S")
    assert ff.parse_action(game, "Trump c") == ff.NameTrump(Suit.CLUBS)
    assert ff.parse_action(game, "trump ♣") == ff.NameTrump(Suit.CLUBS)
    for bad in ("trump", "trump NT", "trump X", "trump C D"):
        with pytest.raises(ValueError):
            ff.parse_action(game, bad)
    game = run(game, "trump C")
    assert ff.parse_action(game, "PLAY 9d") == ff.Play(Card.parse("9D"))
    assert ff.parse_action(game, "play 9♦") == ff.Play(Card.parse("9D"))
    for bad in ("play", "play 1D", "play 9D 9D", "play ZZ"):
        with pytest.raises(ValueError):
            ff.parse_action(game, bad)
    with pytest.raises(IllegalAction) as raised:
        ff.parse_action(game, "play KD")
    assert raised.value.code == "card-not-in-hand"


def test_action_constructors_shape_only() -> None:
    """API: Bid(30) constructs; Discard order does not matter; actions are frozen values."""
    assert ff.Bid(30) == ff.Bid(30)
    assert ff.Discard(cards("KH 9D")) == ff.Discard(cards("9D KH"))
    assert hash(ff.Hold()) == hash(ff.Hold())
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        ff.Bid(10).points = 15  # type: ignore[misc]


def test_record_replay_json_round_trips() -> None:
    """API: replay(record(g)) == g, from_json(to_json(x)) == x for games and views at every step."""
    for seed in range(3):
        rules = ff.Rules(players=3 + seed, target=30, teams=((0, 2), (1, 3)) if seed == 1 else None)
        for game in random_walk(seed, rules, steps=200):
            assert ff.replay(ff.record(game)) == game
            assert ff.from_json(ff.to_json(game)) == game
            for seat in range(rules.players):
                v = ff.view(game, seat)
                assert ff.from_json(ff.to_json(v)) == v


def test_corrupt_record_index() -> None:
    """API: a corrupt record raises a ValueError subclass whose .index is the first bad action."""
    game = worked_hand()
    rec = ff.record(game)
    assert len(rec.actions) == 26
    for index in (0, 3, 4, 5, 10, 25):
        actions = list(rec.actions)
        actions[index] = ff.Bid(35)
        bad = attrs.evolve(rec, actions=tuple(actions))
        with pytest.raises(ValueError) as raised:
            ff.replay(bad)
        assert getattr(raised.value, "index") == index
    extra = attrs.evolve(rec, actions=rec.actions + (ff.Pass(),))
    with pytest.raises(ValueError) as raised:
        ff.replay(extra)
    assert getattr(raised.value, "index") == 26


@pytest.mark.parametrize("text", ["", "{", "[]", "{}", "null", '{"kind": "game"}', "42", '"x"'])
def test_bad_json(text: str) -> None:
    """API: bad JSON raises a ValueError subclass."""
    with pytest.raises(ValueError):
        ff.from_json(text)


def test_tampered_json_never_builds_invalid_game() -> None:
    """API: JSON with an illegal action or a wrong ruleset is refused."""
    text = ff.to_json(worked_hand())
    doc = json.loads(text)
    tampered = text.replace('"fifty-five"', '"smear"')
    with pytest.raises(ValueError):
        ff.from_json(tampered)
    tampered = text.replace("play 9D", "play 9H", 1)
    if tampered != text:
        with pytest.raises(ValueError):
            ff.from_json(tampered)
    assert isinstance(doc, dict)


def test_registry() -> None:
    """API: get_ruleset('fifty-five'/'55', any case) is this module."""
    from trickcore import get_ruleset

    assert get_ruleset("Fifty-Five") is ff and get_ruleset("55") is ff and get_ruleset("FIFTY-FIVE") is ff


def test_game_hashable_and_apply_pure() -> None:
    """API: Game is frozen and hashable; apply never mutates."""
    game = ff.new_game(seed=2, dealer=0)
    before = ff.to_json(game)
    hash(game)
    ff.apply(game, ff.Bid(10))
    assert ff.to_json(game) == before


def test_apply_with_seat() -> None:
    """API: apply(game, action, seat) with the right seat works; a wrong seat raises not-your-turn."""
    game = ff.new_game(seed=2, dealer=0)
    assert ff.apply(game, ff.Bid(10), seat=1).high_bid == 10
    with pytest.raises(IllegalAction) as raised:
        ff.apply(game, ff.Bid(10), seat=0)
    assert raised.value.code == "not-your-turn"


def test_view_during_discard_bidder_sees_ten() -> None:
    """API: the bidder's hand during DISCARD includes the kitty; others see only sizes."""
    game = run(new(WORKED, KITTY), "pass", "bid 15", "pass", "pass")
    assert len(game.hands[2]) == 10
    assert ff.view(game, 2).hand == game.hands[2]
    assert ff.view(game, 0).hand_sizes == (5, 5, 10, 5)
    assert ff.view(game, 0).kitty == ()


# ---------------------------------------------------------------- an independent oracle, from the rules text

_ORACLE_TRUMPS = {
    "H": "5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS",
}
_ORACLE_PLAIN = {
    "H": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    "D": "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
    "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
}


def _trump_rank(card: Card, trump: str) -> int | None:
    """Position in the trump order (0 best) or None for a plain card (R5, R6)."""
    order = _ORACLE_TRUMPS[trump].split()
    return order.index(str(card)) if str(card) in order else None


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card], trump: str, mode: str) -> set[Card]:
    """R16/R17 written afresh from the rules text."""
    if not trick:
        return set(hand)
    led = trick[0]
    led_rank = _trump_rank(led, trump)
    if led_rank is not None:
        bar = led_rank
        if mode == "highest_trump_in_trick":
            bar = min(r for r in (_trump_rank(c, trump) for c in trick) if r is not None)
        trumps = [c for c in hand if _trump_rank(c, trump) is not None]
        forced = [c for c in trumps if not (_trump_rank(c, trump) < 3 and _trump_rank(c, trump) < bar)]  # type: ignore[operator]
        return set(trumps) if forced else set(hand)
    suit = led.suit
    follow = [c for c in hand if c.suit is suit and _trump_rank(c, trump) is None]
    if not follow:
        return set(hand)
    return {c for c in hand if c in follow or _trump_rank(c, trump) is not None}


def oracle_winner(trick: Sequence[Card], trump: str) -> int:
    """R18 written afresh: index in the trick of the winning card."""
    ranks = [_trump_rank(c, trump) for c in trick]
    if any(r is not None for r in ranks):
        return min((r, i) for i, r in enumerate(ranks) if r is not None)[1]
    plain = _ORACLE_PLAIN[trick[0].suit.letter].split()
    return min((plain.index(str(c)), i) for i, c in enumerate(trick) if c.suit is trick[0].suit)[1]


def oracle_hand(
    rules: ff.Rules, game: ff.Game, scores: tuple[int, ...]
) -> tuple[tuple[int, ...], bool, tuple[int, ...], int | None]:
    """R19–R24 written afresh: points taken, made, new scores, winner (from the finished hand)."""
    assert game.contract is not None and game.trump is not None
    trump = game.trump.letter
    side = [s for s in range(rules.players)] if rules.teams is None else [0] * rules.players
    if rules.teams is not None:
        for index, team in enumerate(rules.teams):
            for seat in team:
                side[seat] = index
    best: tuple[int, int] | None = None
    for number, trick in enumerate(game.tricks):
        for play in trick.plays:
            r = _trump_rank(play.card, trump)
            if r is not None and (best is None or r < best[0]):
                best = (r, number)
    gains = []
    for number, trick in enumerate(game.tricks):
        cardlist = [p.card for p in trick.plays]
        winner_seat = trick.plays[oracle_winner(cardlist, trump)].seat
        assert winner_seat == trick.winner
        gains.append((side[winner_seat], 5 + (5 if best is not None and best[1] == number else 0)))
    nsides = len(scores)
    points = [0] * nsides
    for s, g in gains:
        points[s] += g
    bidding = side[game.contract.bidder]
    bid = game.contract.bid
    if bid == 60:
        made = all(s == bidding for s, _ in gains)
        change = 60 if made else -60
    else:
        made = points[bidding] >= bid
        change = points[bidding] if made else -bid
    new = list(scores[i] + points[i] for i in range(nsides))
    new[bidding] = scores[bidding] + change
    winner = None
    if any(v >= rules.target for v in new):
        if rules.race_rule == "bidder_first" and made and new[bidding] >= rules.target:
            winner = bidding
        else:
            running = list(scores)
            for number, (s, g) in enumerate(gains):
                if s == bidding:
                    if not made:
                        continue
                    if bid == 60:
                        g = 60 if number == 4 else 0
                running[s] += g
                if running[s] >= rules.target:
                    winner = s
                    break
    return tuple(points), made, tuple(new), winner


@pytest.mark.parametrize("seed", range(40))
def test_oracle_random_games(seed: int) -> None:
    """R12–R24: random games agree with an independent implementation of the rules text."""
    rng = random.Random(seed)
    players = rng.choice([2, 3, 4, 4, 5, 6, 8, 9])
    teams: Any = None
    if players in (4, 6, 8) and rng.random() < 0.5:
        k = rng.choice([k for k in (2, 3, 4) if players % k == 0 and players // k >= 2])
        teams = tuple(tuple(s for s in range(players) if s % k == j) for j in range(k))
    rules = ff.Rules(
        players=players,
        teams=teams,
        target=rng.choice([25, 55, 110]),
        all_pass=rng.choice(["redeal_next_dealer", "redeal_same_dealer", "dealer_must_bid"]),
        first_lead=rng.choice(["left_of_dealer", "left_of_bidder", "bidder"]),
        renege_forced_by=rng.choice(["led_card", "highest_trump_in_trick"]),
        race_rule=rng.choice(["first_in_trick_order", "bidder_first"]),
    )
    game = ff.new_game(rules, seed=seed)
    hands_played = 0
    while game.phase is not ff.Phase.GAME_OVER and hands_played < 30:
        if game.phase is ff.Phase.HAND_OVER:
            previous = game
            game = ff.deal(game, seed=rng.randrange(10**9))
            void = previous.last_hand is not None and previous.last_hand.made is None
            same = void and rules.all_pass == "redeal_same_dealer"
            assert game.dealer == (previous.dealer if same else (previous.dealer + 1) % players)
            continue
        scores_before = game.scores
        while game.phase not in (ff.Phase.HAND_OVER, ff.Phase.GAME_OVER):
            if game.phase is ff.Phase.PLAY:
                assert game.trump is not None and game.to_act is not None
                if not game.trick and not game.tricks:
                    assert game.contract is not None
                    bidder, dealer = game.contract.bidder, game.dealer
                    expected = {
                        "left_of_dealer": (dealer + 1) % players,
                        "left_of_bidder": (bidder + 1) % players,
                        "bidder": bidder,
                    }[rules.first_lead]
                    assert game.to_act == expected
                want = oracle_legal(
                    game.hands[game.to_act], [p.card for p in game.trick], game.trump.letter, rules.renege_forced_by
                )
                got = {a.card for a in ff.legal_actions(game) if isinstance(a, ff.Play)}
                assert got == want, (game.trick, game.hands[game.to_act], game.trump)
            actions = ff.legal_actions(game)
            if game.phase is ff.Phase.AUCTION and rng.random() < 0.5 and isinstance(actions[0], ff.Pass):
                action: Any = actions[0]
            else:
                action = rng.choice(actions)
            game = ff.apply(game, action)
        hands_played += 1
        assert game.last_hand is not None
        if game.last_hand.made is None:
            assert game.scores == scores_before
            continue
        points, made, new, winner = oracle_hand(rules, game, scores_before)
        assert game.last_hand.points == points
        assert game.last_hand.made == made
        assert game.scores == new
        assert game.winner == winner
        assert (game.phase is ff.Phase.GAME_OVER) == (winner is not None)


def _oracle_auction_legal(
    n: int, dealer: int, calls: list[tuple[int, str]], must_bid: bool
) -> tuple[int | None, list[str] | tuple[int, int] | None]:
    """R11–R13 afresh: (seat to act, legal calls) while open, or (None, (bidder, bid) / None for void)."""
    ladder = [10, 15, 20, 25, 60]
    high: int | None = None
    holder: int | None = None
    h: int | None = None  # challenger in the duel
    it = iter(calls)
    # Phase A
    for seat in [(dealer + 1 + j) % n for j in range(n - 1)]:
        step = next(it, None)
        if step is None:
            return seat, ["pass"] + [f"bid {b}" for b in ladder if high is None or b > high]
        assert step[0] == seat
        if step[1] != "pass":
            high, holder = int(step[1].split()[1]), seat
    step = next(it, None)
    if step is None:
        opts = [] if (must_bid and high is None) else ["pass"]
        if high is not None:
            opts.append("hold")
        return dealer, opts + [f"bid {b}" for b in ladder if high is None or b > high]
    assert step[0] == dealer
    if step[1] == "pass":
        return None, None if high is None else (holder, high)  # type: ignore[return-value]
    if step[1].startswith("bid"):
        value = int(step[1].split()[1])
        if high is None or value == 60:
            return None, (dealer, value)
        h, high = holder, value
    else:
        assert high is not None
        if high == 60:
            return None, (dealer, 60)
        h = holder
    assert h is not None and high is not None
    while True:
        step = next(it, None)
        if step is None:
            return h, ["pass"] + [f"bid {b}" for b in ladder if b > high]
        assert step[0] == h
        if step[1] == "pass":
            return None, (dealer, high)
        high = int(step[1].split()[1])
        step = next(it, None)
        if step is None:
            return dealer, ["pass", "hold"] + [f"bid {b}" for b in ladder if b > high]
        assert step[0] == dealer
        if step[1] == "pass":
            return None, (h, high)
        if step[1].startswith("bid"):
            high = int(step[1].split()[1])
        if high == 60:
            return None, (dealer, 60)


@pytest.mark.parametrize("seed", range(200))
def test_oracle_auctions(seed: int) -> None:
    """R11–R13: every random auction matches an independent state machine, call by call."""
    rng = random.Random(1000 + seed)
    n = rng.randint(2, 9)
    all_pass: Any = rng.choice(["redeal_next_dealer", "redeal_same_dealer", "dealer_must_bid"])
    rules = ff.Rules(players=n, all_pass=all_pass)
    dealer = rng.randrange(n)
    game = ff.new_game(rules, seed=seed, dealer=dealer)
    calls: list[tuple[int, str]] = []
    while True:
        to_act, result = _oracle_auction_legal(n, dealer, calls, all_pass == "dealer_must_bid")
        if to_act is None:
            if result is None:
                assert game.phase is ff.Phase.HAND_OVER and game.contract is None
            else:
                assert game.phase is ff.Phase.DISCARD
                assert isinstance(result, tuple)
                assert game.contract == ff.Contract(*result)
            return
        assert game.phase is ff.Phase.AUCTION and game.to_act == to_act
        assert isinstance(result, list)
        assert legal(game) == result
        weights = [4 if text == "pass" else 1 for text in result]
        choice = rng.choices(result, weights)[0]
        calls.append((to_act, choice))
        game = run(game, choice)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("seat", 9),
        ("seat", -1),
        ("to_act", 7),
        ("dealer", 4),
        ("hand_sizes", [5, 5, 5]),
        ("scores", [0, 0]),
        ("hand", ["AS", "KS"]),
        ("hand", ["AS", "AS", "KS", "QS", "JS"]),
        ("winner", 5),
        ("to_act", None),
    ],
)
def test_tampered_view_json_refused(field: str, value: object) -> None:
    """API: from_json refuses (ValueError) a view document no game could show."""
    doc = json.loads(ff.to_json(ff.view(ff.new_game(seed=4, dealer=0), 1)))
    doc["data"][field] = value
    with pytest.raises(ValueError):
        ff.from_json(json.dumps(doc))


def test_parse_action_with_view() -> None:
    """API: parse_action accepts the acting seat's view and answers as for the game."""
    game = ff.new_game(seed=4, dealer=0)
    assert ff.parse_action(ff.view(game, 1), "bid 15") == ff.Bid(15)
    with pytest.raises(IllegalAction) as raised:
        ff.parse_action(ff.view(game, 2), "bid 15")
    assert raised.value.code == "not-your-turn"
