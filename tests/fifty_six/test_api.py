"""The public API: notation, error precedence, views, records and JSON."""

from __future__ import annotations

import json
from typing import Any

import attrs
import pytest

from tests.fifty_six.helpers import calls, code, play_first_cards
from trickcore import (
    Call,
    Card,
    Discard,
    IllegalAction,
    NotationError,
    RecordError,
    SerializationError,
    Suit,
    get_ruleset,
)
from trickcore.games import fifty_six
from trickcore.games.fifty_six import Bid, BidForm, Double, Pass, Play, Redouble


def test_registry_finds_the_ruleset() -> None:
    """get_ruleset("fifty-six") and "56" return this module."""
    assert get_ruleset("fifty-six") is fifty_six and get_ruleset("56") is fifty_six and fifty_six.NAME == "fifty-six"


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Pass(), "pass"),
        (Play(Card.parse("JS")), "play JS"),
        (Double(), "double"),
        (Redouble(), "redouble"),
        (Bid(28, Suit.DIAMONDS), "bid 28 D"),
        (Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER), "bid D 28"),
        (Bid(28, None, BidForm.NO_TRUMPS), "bid 28 NT"),
        (Bid(29, None, BidForm.NOES), "bid 29 noes"),
        (Bid(31, Suit.DIAMONDS, BidForm.PLUS_SUIT, 2), "bid +2 D"),
        (Bid(31, None, BidForm.PLUS_TWO_NOES, 2), "bid +2 noes"),
    ],
)
def test_str_is_the_canonical_notation(action: fifty_six.Action, text: str) -> None:
    """str(action) prints the canonical notation, and repr evaluates back to the action."""
    assert str(action) == text
    assert eval(repr(action), {**vars(fifty_six), "Card": Card}) == action


def test_parse_is_case_insensitive() -> None:
    """Notation is read case-insensitively."""
    game = fifty_six.new_game(seed=1, dealer=0)
    assert fifty_six.parse_action(game, "BID 28 nt") == Bid(28, None, BidForm.NO_TRUMPS)
    assert fifty_six.parse_action(game, "Bid d 28") == Bid(28, Suit.DIAMONDS, BidForm.SUIT_NUMBER)
    game = calls(game, "bid 28 d")
    assert fifty_six.parse_action(game, "bid 29 NOES") == Bid(29, None, BidForm.NOES)
    assert fifty_six.parse_action(game, "bid +2 Noes") == Bid(30, None, BidForm.PLUS_TWO_NOES, 2)
    assert fifty_six.parse_action(game, "DOUBLE") == Double()


@pytest.mark.parametrize("text", ["", "bid", "bid 28", "bid 28 X", "bid X 28", "bid +2 NT", "play", "play ZZ", "jump", "pass now", "bid 28 D S"])
def test_malformed_notation_raises_notation_error(text: str) -> None:
    """Malformed text raises NotationError (a ValueError)."""
    with pytest.raises(NotationError):
        fifty_six.parse_action(fifty_six.new_game(seed=1), text)


def test_parse_returns_only_legal_actions() -> None:
    """Well-formed text naming an illegal action raises the IllegalAction check gives."""
    game = fifty_six.new_game(seed=1)
    with pytest.raises(IllegalAction) as info:
        fifty_six.parse_action(game, "play JS")
    assert info.value.code == "wrong-phase"
    with pytest.raises(IllegalAction) as info:
        fifty_six.parse_action(game, "bid +2 D")
    assert info.value.code == "invalid-bid"


def test_parse_round_trips_every_legal_action() -> None:
    """parse_action(game, str(a)) == a for every legal action, in the auction and the play."""
    game = calls(fifty_six.new_game(seed=1), "bid 30 C")
    for state in (game, calls(game, "pass", "pass", "pass")):
        for action in fifty_six.legal_actions(state):
            assert fifty_six.parse_action(state, str(action)) == action


@pytest.mark.parametrize(
    "make",
    [
        lambda: Bid("28", Suit.DIAMONDS),  # type: ignore[arg-type]
        lambda: Bid(True, Suit.DIAMONDS),
        lambda: Bid(28, "D"),  # type: ignore[arg-type]
        lambda: Bid(28, Suit.DIAMONDS, "number-suit"),  # type: ignore[arg-type]
        lambda: Bid(28, Suit.DIAMONDS, BidForm.PLUS_SUIT, 1.0),  # type: ignore[arg-type]
        lambda: Play("JS"),  # type: ignore[arg-type]
    ],
)
def test_constructors_check_only_shape(make: Any) -> None:
    """Action constructors raise TypeError for a wrong type, and nothing else."""
    with pytest.raises(TypeError):
        make()
    assert Bid(30, None) is not None and Bid(99, Suit.CLUBS, BidForm.NOES, 7).value == 99


def test_foreign_actions_are_wrong_phase() -> None:
    """Another ruleset's action is wrong-phase, in the auction and in the play."""
    game = fifty_six.new_game(seed=1)
    assert code(game, Discard(())) == "wrong-phase"
    with pytest.raises(IllegalAction):
        fifty_six.apply(game, Discard(()))
    assert code(calls(game, "pass", "pass", "pass", "pass"), Discard(())) == "wrong-phase"


@pytest.mark.parametrize("thing", [None, "pass", 3, Call(0, Pass()), fifty_six.Rules()])
def test_non_actions_are_type_errors(thing: object) -> None:
    """Text, None, a call record or rules are no action: check and apply raise TypeError naming parse_action."""
    game = fifty_six.new_game(seed=1)
    with pytest.raises(TypeError, match="parse_action"):
        fifty_six.check(game, thing)
    with pytest.raises(TypeError, match="parse_action"):
        fifty_six.apply(game, thing)


def test_wrong_phase_message_says_what_is_expected() -> None:
    """The wrong-phase message names the actions of the phase."""
    error = fifty_six.check(fifty_six.new_game(seed=1), Play(Card.parse("JS")))
    assert error is not None and "expected pass, bid, double or redouble" in error.message


def test_precedence_game_over_then_turn_then_phase() -> None:
    """Error precedence: game-over, not-your-turn, wrong-phase, then the rule's code."""
    game = fifty_six.new_game(seed=1, dealer=0)
    assert code(game, Play(Card.parse("JS")), seat=3) == "not-your-turn"
    assert code(game, Play(Card.parse("JS")), seat=1) == "wrong-phase"
    assert code(game, Bid(20, Suit.CLUBS), seat=2) == "not-your-turn"
    assert code(game, Bid(20, Suit.CLUBS), seat=1) == "invalid-bid"
    over = play_first_cards(calls(fifty_six.new_game(seed=0, dealer=3, tables=(2, 22)), "bid 30 D", "pass", "pass", "pass"))
    assert code(over, Play(Card.parse("JS")), seat=3) == "game-over"
    assert code(over, Pass()) == "game-over"


def test_hand_over_nobody_acts() -> None:
    """At HAND_OVER an action with seat= is not-your-turn, without it wrong-phase."""
    game = play_first_cards(calls(fifty_six.new_game(seed=4, dealer=3), "bid 28 C", "pass", "pass", "pass"))
    assert game.phase is fifty_six.Phase.HAND_OVER
    assert code(game, Pass(), seat=0) == "not-your-turn" and code(game, Pass()) == "wrong-phase"


def test_illegal_action_changes_nothing() -> None:
    """apply raises what check returns and leaves the game unchanged."""
    game = calls(fifty_six.new_game(seed=1), "bid 30 C")
    before = hash(game)
    error = fifty_six.check(game, Bid(29, Suit.CLUBS))
    with pytest.raises(IllegalAction) as info:
        fifty_six.apply(game, Bid(29, Suit.CLUBS))
    assert info.value == error and hash(game) == before


def test_apply_refuses_a_view() -> None:
    """apply takes a Game only: a view raises TypeError."""
    game = fifty_six.new_game(seed=1)
    with pytest.raises(TypeError):
        fifty_six.apply(fifty_six.view(game, game.to_act or 0), Pass())  # type: ignore[arg-type]


def test_view_shows_own_hand_and_sizes_only() -> None:
    """A view holds the seat's own cards and the hand sizes, nothing of other hands."""
    game = calls(fifty_six.new_game(seed=2, dealer=0), "bid 28 S", "pass", "pass", "pass")
    game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    seen = fifty_six.view(game, 3)
    assert seen.hand == game.hands[3] and seen.hand_sizes == (12, 11, 12, 12)
    assert seen.trick == game.trick and seen.contract == game.contract and seen.tables == game.tables
    names = {field.name for field in attrs.fields(fifty_six.View)}
    assert "hands" not in names and "history" not in names
    with pytest.raises(ValueError):
        fifty_six.view(game, 4)


def test_view_answers_like_the_game() -> None:
    """The acting seat's view gives the game's legal actions and checks; other seats' views get nothing."""
    game = calls(fifty_six.new_game(seed=2, dealer=0), "bid 28 S", "pass")
    acting = fifty_six.view(game, 3)
    assert fifty_six.legal_actions(acting) == fifty_six.legal_actions(game)
    assert fifty_six.check(acting, Double()) == fifty_six.check(game, Double())
    assert fifty_six.parse_action(acting, "bid +2 S") == fifty_six.parse_action(game, "bid +2 S")
    other = fifty_six.view(game, 1)
    assert fifty_six.legal_actions(other) == () and code(other, Double()) == "not-your-turn"
    assert code(other, Double(), seat=3) == "not-your-turn"


def test_record_and_replay() -> None:
    """replay(record(g)) == g over several hands; the record lists every action."""
    game = fifty_six.new_game(seed=3)
    game = play_first_cards(calls(game, "bid 28 H", "pass", "pass", "pass"))
    game = fifty_six.deal(game, seed=9)
    game = calls(game, "bid 31 NT")
    made = fifty_six.record(game)
    assert made.ruleset == "fifty-six" and made.version == 1  # a game without house rules keeps version 1
    assert len(made.deals) == 2 and len(made.actions) == 4 + 48 + 1
    assert fifty_six.replay(made) == game


def test_corrupt_record_reports_the_bad_action() -> None:
    """A record with an illegal action raises RecordError with that action's index."""
    game = calls(fifty_six.new_game(seed=3), "bid 28 H", "pass")
    made = fifty_six.record(game)
    bad = attrs.evolve(made, actions=(made.actions[0], Bid(27, Suit.CLUBS)))
    with pytest.raises(RecordError) as info:
        fifty_six.replay(bad)
    assert info.value.index == 1


def test_json_round_trips_games_and_views() -> None:
    """from_json(to_json(x)) == x for games in every phase and for views."""
    game = fifty_six.new_game(fifty_six.Rules(players=6, pass_is_final=True), seed=3)
    states = [game, calls(game, "bid 29 D", "double")]
    states.append(play_first_cards(calls(states[-1], *["pass"] * 5)))
    for state in states:
        assert fifty_six.from_json(fifty_six.to_json(state)) == state
        for seat in range(6):
            seen = fifty_six.view(state, seat)
            assert fifty_six.from_json(fifty_six.to_json(seen)) == seen


@pytest.mark.parametrize(
    "text",
    [
        "{",
        "[]",
        '{"format": "trickcore", "kind": "game", "ruleset": "smear", "data": {}}',
        '{"format": "trickcore", "kind": "game", "ruleset": "fifty-six", "data": {"type": "Record"}}',
        '{"format": "trickcore", "kind": "thing", "ruleset": "fifty-six", "data": {}}',
    ],
)
def test_bad_json_raises_serialization_error(text: str) -> None:
    """Malformed or foreign JSON raises SerializationError (a ValueError)."""
    with pytest.raises(SerializationError):
        fifty_six.from_json(text)


def test_json_never_builds_an_unreachable_game() -> None:
    """JSON whose actions are illegal is refused rather than built."""
    game = calls(fifty_six.new_game(seed=3), "bid 28 H")
    document = json.loads(fifty_six.to_json(game))
    document["data"]["actions"][0] = {"type": "Bid", "value": 20, "trump": "H", "form": "number-suit", "plus": None}
    with pytest.raises(SerializationError):
        fifty_six.from_json(json.dumps(document))
    document["data"]["rules"]["players"] = 5
    with pytest.raises(SerializationError):
        fifty_six.from_json(json.dumps(document))


def test_game_is_frozen_hashable_with_a_short_repr() -> None:
    """A Game is a frozen, hashable value; its repr is one short line."""
    game = fifty_six.new_game(seed=1, dealer=0)
    assert hash(game) == hash(fifty_six.new_game(seed=1, dealer=0))
    assert repr(game) == "<fifty-six Game phase=auction to_act=1 dealer=0 tables=(12, 12)>"
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        game.phase = fifty_six.Phase.PLAY  # type: ignore[misc]
