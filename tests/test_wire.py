"""The wire format: every kind of document round-trips, is typed on load, and agrees with its JSON Schema."""

from __future__ import annotations

import copy
import functools
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import Deck, IllegalAction, Record, SeatRecord, SerializationError
from trickcore.codec import KINDS, Kind
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.serialization import dumps

jsonschema = pytest.importorskip("jsonschema", reason="the schema tests need the jsonschema package (the dev extra)")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from make_schemas import schema_text  # noqa: E402

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]
VARIANTS: dict[str, list[Any]] = {
    "fifty-six": [fifty_six.Rules(starting_tables=2), fifty_six.Rules(players=6, starting_tables=1)],
    "smear": [smear.Rules(blind_size=3, target=4), smear.Rules(target=3)],
    "fifty-five": [fifty_five.Rules(target=20), fifty_five.Rules(players=6, teams=((0, 3), (1, 4), (2, 5)), target=20)],
}


@functools.lru_cache(maxsize=None)
def validator(ruleset: Any, kind: str) -> Any:
    """A JSON Schema validator of one kind of document of a ruleset (draft 2020-12; the schema itself checked)."""
    schema = ruleset.json_schema(kind)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@functools.lru_cache(maxsize=None)
def document_pool(ruleset: Any) -> tuple[tuple[Kind, str], ...]:
    """Documents of every kind from a few positions of random games: (kind, JSON text)."""
    return tuple(
        (kind, ruleset.to_json(value))
        for seed in range(3)
        for game in positions(ruleset, seed, 50)
        for kind, value in documents(ruleset, game)
    )


def positions(ruleset: Any, seed: int, steps: int) -> Iterator[Any]:
    """States of a random game, every few steps."""
    rng = random.Random(seed)
    rules = VARIANTS[ruleset.NAME][seed % 2]
    game = ruleset.new_game(rules, seed=seed)
    for step in range(steps):
        if step % 15 == 0:
            yield game
        if game.phase is ruleset.Phase.GAME_OVER:
            yield game
            return
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    yield game


def documents(ruleset: Any, game: Any) -> Iterator[tuple[Kind, Any]]:
    """Every kind of value a game position gives, with its kind."""
    yield "game", game
    yield "record", ruleset.record(game)
    yield "deck", ruleset.deck(game.rules).shuffled(3)
    for seat in range(len(game.hands)):
        yield "view", ruleset.view(game, seat)
    # Reading a seat's record replays it (replay_view): one seat per position, turn about.
    yield "record", ruleset.record(game, seat=len(game.history.actions) % len(game.hands))
    for action in ruleset.legal_actions(game)[:5]:
        yield "action", action
    for candidate in (ruleset.Pass(), ruleset.Play(ruleset.deck(game.rules)[0])):
        error = ruleset.check(game, candidate)
        if error is not None:
            yield "illegal-action", error


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_every_document_round_trips_and_validates(ruleset: Any) -> None:
    """from_json(to_json(x)) == x for every kind, the document names its kind and ruleset, and its schema accepts it."""
    validators: dict[str, Any] = {kind: validator(ruleset, kind) for kind in KINDS}
    for seed in range(2):
        for game in positions(ruleset, seed, 120):
            for kind, value in documents(ruleset, game):
                text = ruleset.to_json(value)
                assert text == dumps(ruleset.to_data(value)), "to_json writes exactly the text of to_data"
                document = json.loads(text)
                assert (document["format"], document["kind"], document["ruleset"]) == ("trickcore", kind, ruleset.NAME)
                validators[kind].validate(document)
                assert ruleset.from_json(text) == value
                assert ruleset.from_json(text, kind) == value
                assert ruleset.from_data(document, kind) == value and ruleset.to_data(value) == document


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_a_view_can_carry_its_legal_actions(ruleset: Any) -> None:
    """to_json(view, legal=True) lists the seat's legal actions as action documents and notation; from_json reads the exact list back."""
    check = validator(ruleset, "view")
    for game in positions(ruleset, 11, 60):
        for seat in range(len(game.hands)):
            seen = ruleset.view(game, seat)
            document = json.loads(ruleset.to_json(seen, legal=True))
            check.validate(document)
            legal = ruleset.legal_actions(seen)
            assert [entry["text"] for entry in document["legal"]] == [str(action) for action in legal]
            assert [entry["action"] for entry in document["legal"]] == [ruleset.to_data(action) for action in legal]
            assert [ruleset.from_data(entry["action"], "action") for entry in document["legal"]] == list(legal)
            assert [ruleset.parse_action(seen, entry["text"]) for entry in document["legal"]] == list(legal)
            assert ruleset.from_json(json.dumps(document)) == seen


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_typed_loaders_refuse_other_kinds_and_rulesets(ruleset: Any) -> None:
    """from_json(text, kind) accepts only that kind; another ruleset's document is refused whatever its kind."""
    game = ruleset.new_game(ruleset.Rules(), seed=2)
    view_text = ruleset.to_json(ruleset.view(game, 0))
    for kind in KINDS:
        if kind != "view":
            with pytest.raises(SerializationError, match="expected a"):
                ruleset.from_json(view_text, kind)
    other = smear if ruleset is not smear else fifty_six
    for value in (other.new_game(other.Rules(), seed=1), other.Pass(), other.deck(other.Rules())):
        with pytest.raises(SerializationError, match="cannot be read"):
            ruleset.from_json(other.to_json(value))
    with pytest.raises(TypeError):
        ruleset.to_json(object())


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_loaded_values_have_their_kind(ruleset: Any) -> None:
    """Each kind loads as its own type: Game, View, an action, Record or SeatRecord, IllegalAction, Deck."""
    game = ruleset.new_game(ruleset.Rules(), seed=4)
    assert isinstance(ruleset.from_json(ruleset.to_json(game), "game"), ruleset.Game)
    assert isinstance(ruleset.from_json(ruleset.to_json(ruleset.view(game, 1)), "view"), ruleset.View)
    assert isinstance(ruleset.from_json(ruleset.to_json(ruleset.Pass()), "action"), ruleset.Pass)
    assert type(ruleset.from_json(ruleset.to_json(ruleset.record(game)), "record")) is Record
    assert type(ruleset.from_json(ruleset.to_json(ruleset.record(game, 1)), "record")) is SeatRecord
    error = IllegalAction(ruleset.check(game, ruleset.Play(game.hands[0][0]), seat=3).code, "x")
    assert ruleset.from_json(ruleset.to_json(error), "illegal-action") == error
    assert isinstance(ruleset.from_json(ruleset.to_json(Deck(game.hands[0])), "deck"), Deck)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_shipped_schemas_are_generated_from_the_types(ruleset: Any) -> None:
    """The schema files in the package are exactly what tools/make_schemas.py writes (one source, no hand edits)."""
    for kind in KINDS:
        assert json.dumps(ruleset.json_schema(kind), indent=2, ensure_ascii=False) + "\n" == schema_text(ruleset.NAME, kind)
    with pytest.raises(ValueError):
        ruleset.json_schema("bogus")


# --- Mutated documents: the schema never refuses what the loader accepts --------------------


def _paths(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON document."""
    yield path
    if isinstance(node, dict):
        for key, child in node.items():
            yield from _paths(child, (*path, key))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _paths(child, (*path, index))


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


REPLACEMENTS: list[Any] = [None, True, 0, -1, 10**9, 2**60, "", "JS", "x" * 50, [], [1], {}, {"type": "Pass"}]


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)

@given(data=st.data())
def test_schema_accepts_all_the_loader_accepts(ruleset: Any, data: st.DataObject) -> None:
    """For mutated documents: if the loader accepts one, so does the schema; a wrong type, a missing or an
    unknown field is refused by both (the schema says all it can; the loader checks the rest)."""
    kind, text = data.draw(st.sampled_from(document_pool(ruleset)))
    document = json.loads(text)
    places = [path for path in _paths(document) if len(path) >= 1]
    path = data.draw(st.sampled_from(places))
    mutated = copy.deepcopy(document)
    parent, key = _get(mutated, path[:-1]), path[-1]
    how = data.draw(st.sampled_from(["replace", "delete", "add"]))
    structural = False
    if how == "replace":
        replacement = data.draw(st.sampled_from(REPLACEMENTS))
        structural = type(replacement) is not type(parent[key]) and not (parent[key] is None or replacement is None)
        parent[key] = replacement
    elif how == "delete" and isinstance(parent, dict):
        del parent[key]
        structural = True
    elif isinstance(parent, dict):
        parent["unexpected"] = 1
        structural = True
    else:
        parent.append(copy.deepcopy(parent[key]))
    schema_ok = validator(ruleset, kind).is_valid(mutated)
    try:
        ruleset.from_data(mutated)
    except SerializationError:
        loader_ok = False
    else:
        loader_ok = True
    assert schema_ok or not loader_ok, f"the schema refuses a document the loader accepts (at {path})"
    if structural and not (how == "replace" and isinstance(parent[key], bool) is isinstance(_get(document, path), bool) and isinstance(parent[key], int) and isinstance(_get(document, path), int)):
        assert not loader_ok, f"the loader accepts a structurally broken document (at {path}, {how})"
        assert not schema_ok, f"the schema accepts a structurally broken document (at {path}, {how})"


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@given(rng=st.randoms(use_true_random=False))
def test_a_view_loads_only_with_its_own_legal_list(ruleset: Any, rng: random.Random) -> None:
    """Issue 24 item 10: a "legal" list that is not the seat's legal actions is refused, so the schema accepts whatever loads."""
    check = validator(ruleset, "view")
    game = rng.choice([game for game in positions(ruleset, 11, 60) if game.to_act is not None])
    document = json.loads(ruleset.to_json(ruleset.view(game, game.to_act), legal=True))
    junk: list[Any] = [[7], [{}], [{"action": None, "text": 3}], document["legal"][:-1], [*document["legal"], *document["legal"][:1]]]
    if len(document["legal"]) > 1:
        junk.append(document["legal"][::-1])
    for listed in junk:
        with pytest.raises(SerializationError, match="legal"):
            ruleset.from_data({**document, "legal": listed}, "view")
    check.validate(document)
    assert ruleset.from_data(document, "view") == ruleset.view(game, game.to_act)
