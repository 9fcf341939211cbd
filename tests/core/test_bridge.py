"""trickcore.bridge: every ruleset behind functions of JSON text, failures as documents."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import Rank, Suit, bridge, describe, get_ruleset
from trickcore.players import heuristic_player
from trickcore.registry import RULESET_NAMES
from trickcore.simulation import PLAYER_KINDS

SEEDS = range(4)


def failure(reply: str) -> dict[str, Any]:
    """The error document of a failed call (the reply must be one)."""
    assert reply.startswith(bridge.FAILURE), reply[:200]
    document = json.loads(reply[len(bridge.FAILURE) :])
    assert isinstance(document, dict)
    return document


def played(name: str, seed: int, actions: int) -> Any:
    """A game of ``name`` after up to ``actions`` heuristic actions."""
    ruleset = get_ruleset(name)
    game = ruleset.new_game(seed=seed)
    players = [heuristic_player(name, seed=seat) for seat in range(len(game.hands))]
    for _ in range(actions):
        if game.to_act is None:
            break
        game = ruleset.apply(game, players[game.to_act].act(ruleset.view(game, game.to_act)))
    return game


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_new_game_is_the_python_document(name: str) -> None:
    """new_game with a seed and dealer gives the text to_json gives for the same new_game."""
    ruleset = get_ruleset(name)
    for seed in SEEDS:
        assert bridge.new_game(name, "null", str(seed), "1") == ruleset.to_json(ruleset.new_game(seed=seed, dealer=1))


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_calls_answer_as_the_ruleset(name: str) -> None:
    """legal_actions, check, apply, view and parse_action answer on documents as the Python functions do."""
    ruleset = get_ruleset(name)
    for seed in SEEDS:
        game = played(name, seed, 6 + seed)
        text = ruleset.to_json(game)
        legal = ruleset.legal_actions(game)
        assert json.loads(bridge.legal_actions(text)) == [json.loads(ruleset.to_json(a)) for a in legal]
        seat = game.to_act
        assert seat is not None
        action = legal[-1]
        assert bridge.check(text, ruleset.to_json(action), seat) == "null"
        assert bridge.apply(text, ruleset.to_json(action), None) == ruleset.to_json(ruleset.apply(game, action))
        assert bridge.parse_action(text, str(action)) == ruleset.to_json(action)
        other = (seat + 1) % len(game.hands)
        refusal = ruleset.check(game, action, other)
        assert refusal is not None
        assert bridge.check(text, ruleset.to_json(action), other) == ruleset.to_json(refusal)
        assert failure(bridge.apply(text, ruleset.to_json(action), other)) == json.loads(ruleset.to_json(refusal))
        assert bridge.view(text, other, True) == ruleset.to_json(ruleset.view(game, other), legal=True)
        seen = bridge.view(text, seat, False)
        assert json.loads(bridge.legal_actions(seen)) == json.loads(bridge.legal_actions(text))


def test_bare_action_data_is_an_action() -> None:
    """An action given as its bare data (no document wrapper) is read as the ruleset's action."""
    game = bridge.new_game("smear", "null", "3", "null")
    assert bridge.check(game, '{"type": "Pass"}', None) == bridge.check(
        game, '{"data":{"type":"Pass"},"format":"trickcore","kind":"action","ruleset":"smear"}', None
    )


def test_rules_options_are_read_as_the_rules_document() -> None:
    """A rules object sets those options over the standard ones; a bad option fails as an error document."""
    smear = get_ruleset("smear")
    text = bridge.new_game("smear", '{"target": 11}', "5", "null")
    assert text == smear.to_json(smear.new_game(smear.Rules(target=11), seed=5))
    assert failure(bridge.new_game("smear", '{"target": 0}', "5", "null"))["kind"] == "error"
    assert failure(bridge.new_game("smear", '{"colour": "red"}', "5", "null"))["code"] == "serialization-error"
    assert failure(bridge.new_game("smear", "[1]", "5", "null"))["code"] == "type-error"
    assert failure(bridge.new_game("bridge", "null", "5", "null"))["code"] == "unknown-ruleset-error"


def test_illegal_text_fails_with_the_refusal_and_bad_text_with_an_error() -> None:
    """parse_action of an illegal action gives its illegal-action document; malformed text a notation error."""
    game = bridge.new_game("fifty-five", "null", "2", "null")
    refusal = failure(bridge.parse_action(game, "play JS"))
    assert refusal["kind"] == "illegal-action" and refusal["data"]["code"] == "wrong-phase"
    error = failure(bridge.parse_action(game, "fly away"))
    assert (error["kind"], error["code"], error["error"]) == ("error", "notation-error", "NotationError")


def test_a_corrupt_record_names_its_first_bad_action() -> None:
    """A game document whose record does not replay fails with a replay error carrying the action's index."""
    smear = get_ruleset("smear")
    document = json.loads(smear.to_json(played("smear", 1, 3)))
    document["data"]["actions"][1] = {"type": "Play", "card": "2C"}
    error = failure(bridge.legal_actions(json.dumps(document)))
    assert (error["code"], error["index"]) == ("replay-error", 1)


@given(st.text(max_size=300))
def test_any_text_answers_and_never_raises(text: str) -> None:
    """Whatever text comes in, every call answers with text: a result or a failure document, never an exception."""
    for reply in (
        bridge.legal_actions(text),
        bridge.check(text, text, None),
        bridge.apply(text, "{}", 0),
        bridge.view(text, 0, True),
        bridge.describe(text, "en"),
        bridge.explain(text, "ru"),
        bridge.determinize(text, "1"),
        bridge.new_game("smear", text, text, "null"),
    ):
        assert isinstance(reply, str)
        if reply.startswith(bridge.FAILURE):
            assert failure(reply)["format"] == "trickcore"


def test_describe_and_explain_speak_every_language() -> None:
    """describe takes a card or an action or illegal-action document; explain narrates in the language asked."""
    game = played("fifty-six", 4, 12)
    fifty_six = get_ruleset("fifty-six")
    text = fifty_six.to_json(game)
    assert json.loads(bridge.describe('"JS"', "ru")) == "валет пик"
    assert [json.loads(bridge.describe(f'"{name}"', "en")) for name in ("S", "J")] == [
        describe(Suit.SPADES, "en"),
        describe(Rank.JACK, "en"),
    ]
    assert failure(bridge.describe('"XY"', "en"))["code"] == "notation-error"
    action = fifty_six.legal_actions(game)[0]
    assert json.loads(bridge.describe(fifty_six.to_json(action), "ar")) == describe(action, "ar")
    events = json.loads(bridge.explain(text, "tr"))
    assert [event["text"] for event in events] == [describe(event, "tr") for event in fifty_six.explain(game)]
    assert failure(bridge.explain(text, "xx"))["code"] == "unknown-language-error"


@pytest.mark.parametrize("name", RULESET_NAMES)
def test_determinize_keeps_what_the_seat_sees(name: str) -> None:
    """determinize of a view document is a game whose view for that seat shows the same hand and trick."""
    ruleset = get_ruleset(name)
    game = played(name, 2, 9)
    seat = game.to_act
    seen = bridge.view(ruleset.to_json(game), seat, False)
    sample = ruleset.from_json(bridge.determinize(seen, "8"))
    original = ruleset.view(game, seat)
    assert ruleset.view(sample, seat).hand == original.hand
    assert ruleset.view(sample, seat).trick == original.trick


def test_players_act_legally_until_released() -> None:
    """A built-in player chooses a legal action from a view; released, it is gone; an unknown kind fails."""
    game = bridge.new_game("smear", "null", "6", "null")
    smear = get_ruleset("smear")
    seat = smear.from_json(game, "game").to_act
    seen = bridge.view(game, seat, False)
    for kind in ("random", "heuristic", "ismcts"):
        number = int(bridge.player_new(kind, "smear", "3"))
        choice = bridge.player_act(number, seen)
        assert bridge.check(game, choice, seat) == "null"
        assert bridge.player_release(number) == "true"
        assert failure(bridge.player_act(number, seen))["code"] == "value-error"
    assert failure(bridge.player_new("oracle", "smear", "null"))["code"] == "value-error"


def test_the_players_are_the_lineups_kinds() -> None:
    """The bridge offers every player kind a lineup names, by the same names, and no other."""
    assert list(bridge.PLAYERS) == list(PLAYER_KINDS)


def test_the_decoded_documents_kept_are_bounded() -> None:
    """However many documents pass through, at most CACHE_SIZE stay decoded."""
    for seed in range(bridge.CACHE_SIZE + 8):
        bridge.legal_actions(bridge.new_game("smear", "null", str(seed), "null"))
    assert len(bridge._decoded) == bridge.CACHE_SIZE


def test_rulesets_are_the_canonical_names() -> None:
    """rulesets() lists the registry's canonical names."""
    assert json.loads(bridge.rulesets()) == list(RULESET_NAMES)
