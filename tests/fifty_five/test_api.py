"""The public API: check precedence, junk input, notation, views, records and JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest

from trickcore import (
    Card,
    ErrorCode,
    IllegalAction,
    NotationError,
    RecordError,
    SerializationError,
    Suit,
    get_ruleset,
)
from trickcore.games import fifty_five as ff

from tests.fifty_five.helpers import play_out, run
from tests.fifty_five.strategies import Double


def code(game: ff.Game | ff.View, action: object, seat: int | None = None) -> str | None:
    """The error code check gives, or None."""
    error = ff.check(game, action, seat)
    return None if error is None else error.code.value


def test_registry_finds_the_ruleset() -> None:
    """get_ruleset('fifty-five') and '55' are this module."""
    assert get_ruleset("fifty-five") is ff and get_ruleset("55") is ff
    assert ff.NAME == "fifty-five" and ff.RULES_VERSION == 2


@pytest.mark.parametrize("action", [Double(), ff.Discard(())])
def test_check_handles_other_actions_as_wrong_phase(action: object) -> None:
    """check() on another ruleset's action (or another phase's) is wrong-phase; apply raises the same."""
    game = ff.new_game(seed=5)
    assert code(game, action) == "wrong-phase"
    with pytest.raises(IllegalAction) as raised:
        ff.apply(game, action)
    assert raised.value.code == ErrorCode.WRONG_PHASE


@pytest.mark.parametrize("thing", [None, "pass", 15, object()])
def test_check_refuses_non_actions_with_a_type_error(thing: object) -> None:
    """check() and apply() on something that is no action raise TypeError naming parse_action."""
    game = ff.new_game(seed=5)
    with pytest.raises(TypeError, match="parse_action"):
        ff.check(game, thing)
    with pytest.raises(TypeError, match="parse_action"):
        ff.apply(game, thing)


def test_error_precedence() -> None:
    """game-over beats not-your-turn beats wrong-phase beats the rule's own code."""
    game = ff.new_game(seed=5, dealer=0)
    assert code(game, ff.Bid(30), seat=2) == "not-your-turn"
    assert code(game, ff.Play(Card.parse("AS")), seat=2) == "not-your-turn"
    assert code(game, ff.Play(Card.parse("AS")), seat=1) == "wrong-phase"
    assert code(game, ff.Bid(30), seat=1) == "invalid-bid"
    over = play_out(run(ff.new_game(ff.Rules(target=5), seed=5, dealer=0), "bid 10", "pass", "pass", "pass"))
    assert over.phase is ff.Phase.GAME_OVER
    assert code(over, ff.Pass(), seat=3) == "game-over" and code(over, ff.Hold()) == "game-over"


def test_hand_over_refuses_actions() -> None:
    """At HAND_OVER an action is wrong-phase, and not-your-turn with seat=."""
    game = run(ff.new_game(seed=5, dealer=0), "pass", "pass", "pass", "pass")
    assert code(game, ff.Pass()) == "wrong-phase" and code(game, ff.Pass(), seat=0) == "not-your-turn"
    assert ff.legal_actions(game) == ()


def test_illegal_action_leaves_the_game_unchanged() -> None:
    """An illegal action raises IllegalAction with a message and changes nothing."""
    game = ff.new_game(seed=5, dealer=0)
    before = ff.to_json(game)
    with pytest.raises(IllegalAction) as raised:
        ff.apply(game, ff.Bid(35))
    assert raised.value.code == "invalid-bid" and "ladder" in raised.value.message
    assert ff.to_json(game) == before


def test_action_constructors_check_shape_only() -> None:
    """Bid(30) constructs; wrong types raise TypeError."""
    assert ff.Bid(30).points == 30
    wrong: list[tuple[Any, Any]] = [(ff.Bid, "15"), (ff.Bid, True), (ff.NameTrump, "H"), (ff.Play, "AS")]
    for kind, value in wrong:
        with pytest.raises(TypeError):
            kind(value)


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (ff.Pass(), "pass"),
        (ff.Bid(15), "bid 15"),
        (ff.Hold(), "hold"),
        (ff.NameTrump(Suit.HEARTS), "trump H"),
        (ff.Play(Card.parse("JS")), "play JS"),
        (ff.Discard((Card.parse("KH"), Card.parse("9D"))), "discard 9D KH"),
    ],
)
def test_notation_and_reprs(action: Any, text: str) -> None:
    """str() is the canonical notation; repr() evaluates back to the action."""
    assert str(action) == text
    namespace = {"Pass": ff.Pass, "Bid": ff.Bid, "Hold": ff.Hold, "NameTrump": ff.NameTrump, "Play": ff.Play,
                 "Discard": ff.Discard, "Card": Card, "Suit": Suit, "cards": __import__("trickcore").cards}
    assert eval(repr(action), namespace) == action


def test_parse_action_returns_only_legal_actions() -> None:
    """parse_action: case-insensitive; malformed text is NotationError, illegal text IllegalAction."""
    game = ff.new_game(seed=5, dealer=0)
    assert ff.parse_action(game, "  BID   20 ") == ff.Bid(20)
    for text in ("", "bid", "bid x", "bid 10 20", "hold now", "trump", "frobnicate", "play", "discard"):
        with pytest.raises(NotationError):
            ff.parse_action(game, text)
    with pytest.raises(IllegalAction):
        ff.parse_action(game, "bid 30")
    with pytest.raises(IllegalAction):
        ff.parse_action(game, "play AS")
    for action in ff.legal_actions(game):
        assert ff.parse_action(game, str(action)) == action


def test_view_hides_other_hands_and_answers_like_the_game() -> None:
    """A view holds the seat's own hand and sizes; legal_actions/check on it match the game."""
    game = run(ff.new_game(seed=8, dealer=0), "bid 10")
    for seat in range(4):
        seen = ff.view(game, seat)
        assert seen.hand == game.hands[seat] and seen.hand_sizes == (5, 5, 5, 5)
        assert seen.kitty == () and seen.discards == ()
        text = ff.to_json(seen)
        for other in range(4):
            if other != seat:
                assert all(f'"{card}"' not in text for card in game.hands[other])
        assert all(f'"{card}"' not in text for card in game.kitty + game.undealt)
        if seat == game.to_act:
            assert ff.legal_actions(seen) == ff.legal_actions(game)
            assert code(seen, ff.Bid(10)) == code(game, ff.Bid(10)) == "bid-too-low"
        else:
            assert ff.legal_actions(seen) == ()
            assert code(seen, ff.Bid(20)) == "not-your-turn"
    with pytest.raises(TypeError):
        ff.apply(ff.view(game, 2), ff.Bid(20))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ff.view(game, 4)


def test_record_and_replay() -> None:
    """replay(record(g)) == g across several hands; a corrupt record reports the bad action's index."""
    game = ff.new_game(ff.Rules(target=110), seed=21, scores=(5, 10, 15, 20))
    for seed in range(3):
        game = play_out(run(game, "pass", "pass", "pass", "bid 10"))
        assert ff.replay(ff.record(game)) == game
        game = ff.deal(game, seed=seed)
    rec = ff.record(game)
    assert rec.ruleset == "fifty-five" and rec.start == (5, 10, 15, 20)
    bad = type(rec)(rec.ruleset, rec.version, rec.rules, rec.first_dealer, rec.start, rec.deals,
                    rec.actions[:5] + (ff.Bid(35),) + rec.actions[6:])
    with pytest.raises(RecordError) as raised:
        ff.replay(bad)
    assert raised.value.index == 5


def test_json_round_trips_games_and_views() -> None:
    """from_json(to_json(x)) == x for games at every phase and their views."""
    game = ff.new_game(ff.Rules(players=6, teams=((0, 2, 4), (1, 3, 5))), seed=4, dealer=5)
    while game.phase is not ff.Phase.HAND_OVER:
        assert ff.from_json(ff.to_json(game)) == game
        seen = ff.view(game, game.to_act or 0)
        assert ff.from_json(ff.to_json(seen)) == seen
        game = ff.apply(game, ff.legal_actions(game)[0])
    assert ff.from_json(ff.to_json(game)) == game


@pytest.mark.parametrize("text", ["", "{", "[]", '{"format": "trickcore"}', "null"])
def test_bad_json_raises_serialization_error(text: str) -> None:
    """Malformed JSON raises SerializationError (a ValueError)."""
    with pytest.raises(SerializationError):
        ff.from_json(text)


def test_tampered_json_never_builds_an_invalid_game() -> None:
    """A record whose actions were edited into illegal ones is refused."""
    game = run(ff.new_game(seed=3, dealer=0), "bid 10", "bid 15")
    document = json.loads(ff.to_json(game))
    document["data"]["actions"][1] = {"type": "Bid", "points": 5}
    with pytest.raises(SerializationError):
        ff.from_json(json.dumps(document))
    document["data"]["deals"][0]["stock"][0] = document["data"]["deals"][0]["stock"][1]
    with pytest.raises(SerializationError):
        ff.from_json(json.dumps(document))


def test_game_is_a_hashable_value_with_a_short_repr() -> None:
    """Game values are hashable, equal when built alike, and repr short."""
    a, b = ff.new_game(seed=9, dealer=1), ff.new_game(seed=9, dealer=1)
    assert a == b and hash(a) == hash(b)
    assert repr(a) == "<fifty-five Game phase=auction to_act=2 dealer=1 scores=(0, 0, 0, 0)>"
