"""The public API of API.md: Rules, deals, error precedence, notation, views, records and JSON."""

from __future__ import annotations

import json

import attrs
import pytest

from tests.smear.helpers import HANDS, STOCK, deal_hands, play
from trickcore import Card, ConfigError, DealError, ErrorCode, IllegalAction, NotationError, RecordError
from trickcore import SerializationError, cards, get_ruleset, shuffled
from trickcore.games import smear

BLIND_2 = smear.Rules(blind_size=2)


@pytest.mark.parametrize(
    "options",
    [
        {"blind_size": 4}, {"blind_size": -1}, {"blind_size": True}, {"blind_size": "2"},
        {"target": 0}, {"target": 2.5}, {"target": False},
        {"all_pass": "redeal"}, {"high_low_rule": 1}, {"both_reach_target": "nobody"},
        {"win_only_on_successful_bid": 1}, {"non_bidder_score_cap": True}, {"non_bidder_score_cap": "5"},
    ],
)
def test_r3_r19_bad_options_raise_config_error(options: dict[str, object]) -> None:
    """Options table: a bad value or a value of the wrong type raises ConfigError."""
    with pytest.raises(ConfigError):
        smear.Rules(**options)  # type: ignore[arg-type]


def test_options_defaults() -> None:
    """Options table: every option exists with its default."""
    rules = smear.Rules()
    assert (rules.blind_size, rules.target, rules.all_pass, rules.high_low_rule, rules.both_reach_target,
            rules.win_only_on_successful_bid, rules.non_bidder_score_cap) == (
        0, 15, "redeal_same_dealer", "ace_seven", "bidder_wins", False, None)


def test_r1_deck_is_32_cards_canonical() -> None:
    """R1: deck(rules) is the 32-card pack 7–A in canonical order."""
    pack = smear.deck(smear.Rules())
    assert len(pack) == 32 and len(set(pack)) == 32
    assert [c.index for c in pack] == sorted(c.index for c in pack)
    assert smear.deck(BLIND_2, players=4) == pack
    with pytest.raises(ConfigError):
        smear.deck(smear.Rules(), players=3)


def test_r5_seed_deals_the_shuffled_deck() -> None:
    """R5: a seed shuffles deck(rules) with shuffled() and deals it by R5; same seed, same game."""
    game = smear.new_game(seed=42)
    assert game == smear.new_game(seed=42)
    again = smear.new_game(deck=shuffled(smear.deck(smear.Rules()), 42), dealer=game.dealer)
    assert again.hands == game.hands and again.stock == game.stock
    assert game.dealer == smear.first_dealer(42)


def test_r4_random_game_without_source() -> None:
    """R4: with no seed, deck or hands a random deal is made."""
    game = smear.new_game()
    assert sum(len(h) for h in game.hands) == 24 and len(game.stock) == 8


@pytest.mark.parametrize(
    "kwargs",
    [
        {"hands": [cards("AS KS")] * 4},
        {"hands": [cards(h) for h in HANDS[:3]]},
        {"hands": [cards(h) for h in HANDS], "stock": cards("JS 9D")},
        {"hands": [cards(h) for h in (HANDS[0], HANDS[0], HANDS[2], HANDS[3])], "stock": cards(STOCK)},
        {"hands": [cards(h) for h in (HANDS[0], "AS QS TS 8S KH 2C", HANDS[2], HANDS[3])]},
        {"deck": cards(STOCK)},
        {"deck": list(smear.deck(smear.Rules()))[:-1] + [Card.parse("2S")]},
        {"seed": 1, "deck": smear.deck(smear.Rules())},
        {"stock": cards(STOCK)},
        {"hands": "AS KS"},
    ],
)
def test_r5_malformed_deals_raise_deal_error(kwargs: dict[str, object]) -> None:
    """R5: wrong sizes, repeated or foreign cards, or two sources raise DealError."""
    with pytest.raises(DealError):
        smear.new_game(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("kwargs", [{"dealer": 4}, {"dealer": True}, {"scores": (1,)}, {"scores": (1, "2")},
                                    {"scores": (True, 0)}, {"rules": "smear"}])
def test_bad_start_position_raises_config_error(kwargs: dict[str, object]) -> None:
    """API: a bad dealer, start scores of the wrong length or type, or bad rules raise ConfigError."""
    with pytest.raises(ConfigError):
        smear.new_game(**kwargs)  # type: ignore[arg-type]


def test_deal_only_at_hand_over() -> None:
    """API: deal() during a hand is wrong-phase; at HAND_OVER it deals; its deal errors are DealError."""
    game = deal_hands(HANDS, STOCK)
    with pytest.raises(IllegalAction) as caught:
        smear.deal(game, seed=1)
    assert caught.value.code == ErrorCode.WRONG_PHASE
    over = play(game, "pass", "pass", "pass", "pass")
    with pytest.raises(DealError):
        smear.deal(over, hands=[cards("AS")] * 4)
    dealt = smear.deal(over, hands=[cards(h) for h in HANDS], stock=cards(STOCK))
    assert dealt.phase is smear.Phase.AUCTION and dealt.dealer == 3 and dealt.to_act == 0


def test_error_precedence() -> None:
    """API: game-over, then not-your-turn, then wrong-phase, then the rule's code."""
    game = deal_hands(HANDS, STOCK)
    assert smear.check(game, smear.Bid(9), seat=2).code == ErrorCode.NOT_YOUR_TURN  # type: ignore[union-attr]
    assert smear.check(game, smear.Play(Card.parse("AS")), seat=2).code == ErrorCode.NOT_YOUR_TURN  # type: ignore[union-attr]
    assert smear.check(game, smear.Play(Card.parse("AS"))).code == ErrorCode.WRONG_PHASE  # type: ignore[union-attr]
    over = play(game, "pass", "pass", "pass", "pass")
    assert smear.check(over, smear.Pass()).code == ErrorCode.WRONG_PHASE  # type: ignore[union-attr]
    assert smear.check(over, smear.Pass(), seat=0).code == ErrorCode.NOT_YOUR_TURN  # type: ignore[union-attr]


@pytest.mark.parametrize("action", [smear.Discard(cards("AS KS")), smear.Play(Card.parse("AS"))])
def test_wrong_phase_for_foreign_objects(action: object) -> None:
    """API: another kind of action is wrong-phase in the auction."""
    game = deal_hands(HANDS, STOCK)
    error = smear.check(game, action)
    assert error is not None and error.code == ErrorCode.WRONG_PHASE
    with pytest.raises(IllegalAction):
        smear.apply(game, action)


def test_wrong_phase_bid_during_play_and_discard() -> None:
    """API: a bid or pass during the discard or the play is wrong-phase."""
    game = play(deal_hands(HANDS, STOCK, rules=BLIND_2), "bid 2", "bid 3", "pass", "pass")
    for action in (smear.Bid(4), smear.Pass(), smear.Play(Card.parse("AS"))):
        assert smear.check(game, action).code == ErrorCode.WRONG_PHASE  # type: ignore[union-attr]
    game = play(game, "discard KH 9D")
    for action2 in (smear.Bid(4), smear.Discard(cards("AS KS"))):
        assert smear.check(game, action2).code == ErrorCode.WRONG_PHASE  # type: ignore[union-attr]


def test_illegal_apply_changes_nothing() -> None:
    """API: apply raises check's error and the game is unchanged."""
    game = deal_hands(HANDS, STOCK)
    before = hash(game)
    with pytest.raises(IllegalAction) as caught:
        smear.apply(game, smear.Bid(5))
    assert caught.value == smear.check(game, smear.Bid(5))
    assert hash(game) == before and game == deal_hands(HANDS, STOCK)


def test_action_constructors_check_shape() -> None:
    """API: constructors check only types: Bid(5) constructs, Bid('3') and Bid(True) raise TypeError."""
    assert smear.Bid(5).points == 5
    for bad in ("3", True, 2.0):
        with pytest.raises(TypeError):
            smear.Bid(bad)  # type: ignore[arg-type]
    assert smear.Discard(cards("KH 9D")) == smear.Discard(cards("9D KH"))
    assert str(smear.Discard(cards("KH 9D"))) == "discard 9D KH" and repr(smear.Bid(3)) == "Bid(3)"


def test_notation_round_trip_and_errors() -> None:
    """API: parse_action(g, str(a)) == a; malformed text raises NotationError; illegal raises IllegalAction."""
    game = play(deal_hands(HANDS, STOCK, rules=BLIND_2), "bid 2", "bid 3", "pass", "pass")
    for action in smear.legal_actions(game):
        assert smear.parse_action(game, str(action)) == action
    assert smear.parse_action(game, "DISCARD kh 9d") == smear.Discard(cards("KH 9D"))
    for text in ("", "discard", "bid", "bid x", "play ZZ", "double", "bid 2 3"):
        with pytest.raises(NotationError):
            smear.parse_action(game, text)
    with pytest.raises(IllegalAction) as caught:
        smear.parse_action(game, "bid 4")
    assert caught.value.code == ErrorCode.WRONG_PHASE


def test_views_hide_unseen_cards() -> None:
    """API: the bidder's view shows its blind and discards; other views do not; nobody sees dead cards."""
    game = play(deal_hands(HANDS, STOCK, rules=BLIND_2), "bid 2", "bid 3", "pass", "pass", "discard KH 9D")
    dead = set(game.stock)
    for seat in range(4):
        seen = smear.view(game, seat)
        assert seen.hand == game.hands[seat] and seen.hand_sizes == (6, 6, 6, 6)
        text = smear.to_json(seen)
        visible = {c for c in smear.deck(BLIND_2) if f'"{c}"' in text}
        assert not visible & dead
        assert not visible & {c for s in range(4) if s != seat for c in game.hands[s]}
        if seat == 1:
            assert seen.blind == cards("9D JS") or set(seen.blind) == set(cards("JS 9D"))
            assert seen.discards == cards("9D KH")
        else:
            assert seen.blind == () and seen.discards == ()
            assert not visible & {Card.parse("KH"), Card.parse("9D")}
    with pytest.raises(TypeError):
        smear.apply(smear.view(game, 1), smear.Play(Card.parse("AS")))  # type: ignore[arg-type]


def test_view_answers_like_the_game() -> None:
    """API: a view of the seat to act gives the game's legal actions and checks; others get not-your-turn."""
    game = play(deal_hands(HANDS, STOCK, rules=BLIND_2), "bid 2", "bid 3", "pass", "pass")
    mine = smear.view(game, 1)
    assert smear.legal_actions(mine) == smear.legal_actions(game)
    for action in (smear.Discard(cards("KH 9D")), smear.Discard(cards("AS AH")), smear.Pass()):
        assert smear.check(mine, action) == smear.check(game, action)
    other = smear.view(game, 0)
    assert smear.legal_actions(other) == ()
    assert smear.check(other, smear.Discard(cards("KH 9D"))).code == ErrorCode.NOT_YOUR_TURN  # type: ignore[union-attr]
    assert smear.check(mine, smear.Discard(cards("KH 9D")), seat=0).code == ErrorCode.NOT_YOUR_TURN  # type: ignore[union-attr]


def test_record_replay_and_json() -> None:
    """API: replay(record(g)) == g and from_json(to_json(x)) == x for games and views."""
    game = play(deal_hands(HANDS, STOCK, rules=BLIND_2, scores=(5, 7)), "bid 2", "bid 3", "pass", "pass",
                "discard KH 9D", "play AS")
    rec = smear.record(game)
    assert rec.actions[-1] == smear.Play(Card.parse("AS")) and rec.start == (5, 7) and rec.ruleset == "smear"
    assert smear.replay(rec) == game
    assert smear.from_json(smear.to_json(game)) == game
    seen = smear.view(game, 1)
    assert smear.from_json(smear.to_json(seen)) == seen


def test_corrupt_record_and_json() -> None:
    """API: a corrupt record reports the bad action's index; bad JSON raises SerializationError."""
    game = play(deal_hands(HANDS, STOCK), "bid 2", "bid 3")
    rec = attrs.evolve(smear.record(game), actions=(smear.Bid(2), smear.Bid(2)))
    with pytest.raises(RecordError) as caught:
        smear.replay(rec)
    assert caught.value.index == 1
    data = json.loads(smear.to_json(game))
    data["data"]["actions"][1] = {"type": "Bid", "points": 2}
    for text in ("{", "[]", json.dumps(data), smear.to_json(game).replace('"smear"', '"fifty-six"')):
        with pytest.raises(SerializationError):
            smear.from_json(text)


def test_registry_and_repr() -> None:
    """API: get_ruleset('smear') is this module; Game's repr is short; games are hashable values."""
    assert get_ruleset("SMEAR") is smear and smear.NAME == "smear" and smear.RULES_VERSION == 2
    game = deal_hands(HANDS, STOCK)
    assert repr(game).startswith("<smear Game phase=auction") and len(repr(game)) < 100
    assert len({game, deal_hands(HANDS, STOCK)}) == 1


def test_deal_deck_deals_packets_of_three_from_the_dealers_left() -> None:
    """R5: seat (dealer + 1 + k) % 4 gets d[3k..3k+2] and d[12+3k..12+3k+2]; the rest is the stock, in order."""
    pack = smear.deck(smear.Rules())
    order = tuple(reversed(pack))
    for dealer in range(-1, 9):
        dealt = smear.deal_deck(order, dealer)
        for k in range(4):
            seat = (dealer + 1 + k) % 4
            assert dealt.hands[seat] == order[3 * k : 3 * k + 3] + order[12 + 3 * k : 12 + 3 * k + 3]
        assert tuple(dealt.stock) == order[24:]


def test_deal_deck_refuses_a_deck_that_is_not_a_whole_pack() -> None:
    pack = smear.deck(smear.Rules())
    for cards in (pack[:31], (), tuple(pack) + tuple(pack[:1])):
        with pytest.raises(DealError, match="32 cards"):
            smear.deal_deck(cards, 0)
