"""The JSON codec and records, proved on the toy ruleset."""

from __future__ import annotations

import json
import random
from typing import cast

import attrs
import pytest

from tests.kit import toy
from trickcore import Card, Deal, Pass, Play, Record, RecordError, SerializationError, cards
from trickcore.ruleset import AnyRuleset
from trickcore.options import OPTIONAL_IF_DEFAULT
from trickcore.records import check_record_version
from trickcore.serialization import dumps, from_data, list_text, loads, object_text, to_data
from trickcore.testing import play_randomly


def finished_toy_game() -> toy.Game:
    """A whole toy game of several hands, played at random."""
    for seed in range(100):
        start = toy.new_game(toy.Rules(target=3), seed=seed)
        game = cast(toy.Game, play_randomly(cast(AnyRuleset, toy), start, random.Random(seed), 500))
        if len(game.history.deals) >= 3:
            return game
    raise AssertionError("no seed below 100 gives a game of three hands")


def test_codec_round_trips_values() -> None:
    """Cards, actions, tricks and deals survive to_data/from_data."""
    deal = Deal((cards("AS KS"), cards("QS")), cards("AC"))
    assert from_data(to_data(deal), Deal) == deal
    assert from_data(to_data(Play(Card.parse("JS"))), Play | Pass) == Play(Card.parse("JS"))
    assert from_data(to_data(Pass()), Play | Pass) == Pass()
    assert from_data(json.loads(json.dumps(to_data((1, None)))), tuple[int, None]) == (1, None)


@pytest.mark.parametrize(
    ("data", "hint"),
    [
        ({"type": "Play", "card": "XX"}, Play),
        ({"type": "Play"}, Play),
        ({"type": "Play", "card": "JS", "extra": 1}, Play),
        ({"type": "Pass"}, Play),
        ("JS", Play),
        ({"type": "Deal", "hands": [["AS"], "KS"]}, Deal),
        (True, int),
        (1, bool),
        ({"type": "Bogus"}, Play | Pass),
    ],
)
def test_codec_rejects_bad_data(data: object, hint: object) -> None:
    """Data that does not describe a valid value raises SerializationError, a ValueError."""
    with pytest.raises(SerializationError):
        from_data(data, hint)


@attrs.frozen
class _Tag:
    """A small frozen value with a flat form, made anew each time (its form is remembered)."""

    number: int


def test_written_forms_are_fresh_and_texts_match_dumps() -> None:
    """A remembered action form comes back as a new dict each time, and the text writers agree with dumps."""
    first = to_data(Play(Card.parse("JS")))
    assert isinstance(first, dict)
    first["card"] = "QS"
    assert to_data(Play(Card.parse("JS"))) == {"type": "Play", "card": "JS"}
    # Many distinct small values fill the table of remembered forms and start it again.
    values = [Deal((cards("AS"),), cards("KS")), *(Play(card) for card in toy.deck(toy.Rules())), Pass()]
    for _ in range(3):
        assert list_text(values) == dumps(to_data(tuple(values)))
        for number in range(1500):
            to_data(_Tag(number))
    assert object_text({"b": list_text(values), "a": dumps("é")}) == dumps({"a": "é", "b": to_data(tuple(values))})


@pytest.mark.parametrize("text", ["{", "[]", "NaN", '{"format": "trickcore"}', "null", '"x"'])
def test_bad_json_documents_are_refused(text: str) -> None:
    """Malformed or foreign JSON raises a ValueError subclass, never builds a game."""
    with pytest.raises(ValueError):
        toy.from_json(text)


def test_loads_refuses_non_text() -> None:
    """Only text or bytes is JSON."""
    with pytest.raises(SerializationError):
        loads(12)  # type: ignore[arg-type]


def test_game_json_and_record_round_trip() -> None:
    """A whole game comes back equal from its JSON and from its record."""
    game = finished_toy_game()
    assert game.phase is toy.Phase.GAME_OVER
    assert toy.from_json(toy.to_json(game)) == game
    assert toy.replay(toy.record(game)) == game
    view = toy.view(game, 1)
    assert toy.from_json(toy.to_json(view)) == view


def test_record_holds_deals_and_actions_in_order() -> None:
    """The record's actions are every action applied; its deals every deal made."""
    game = finished_toy_game()
    rec = toy.record(game)
    assert len(rec.deals) >= 2 and all(isinstance(a, Play) for a in rec.actions)
    assert len(rec.actions) == 3 * 2 * len(rec.deals)


def test_corrupt_record_names_the_first_bad_action() -> None:
    """replay reports the index of the first illegal action."""
    game = finished_toy_game()
    rec = toy.record(game)
    bad_index = 4
    wrong = next(Play(c) for c in toy.deck(game.rules) if Play(c) != rec.actions[bad_index])
    actions = rec.actions[:bad_index] + (wrong,) + rec.actions[bad_index + 1 :]
    corrupt: Record[toy.Rules, toy.Action] = attrs.evolve(rec, actions=actions)
    with pytest.raises(RecordError) as raised:
        toy.replay(corrupt)
    assert raised.value.index is not None and raised.value.index <= bad_index
    assert isinstance(raised.value, ValueError)


def test_record_with_missing_or_extra_deals_is_refused() -> None:
    """A record whose deals do not match its actions is corrupt."""
    game = finished_toy_game()
    rec = toy.record(game)
    with pytest.raises(RecordError) as missing:
        toy.replay(attrs.evolve(rec, deals=rec.deals[:1]))
    assert missing.value.index == 6
    with pytest.raises(RecordError):
        toy.replay(attrs.evolve(rec, deals=rec.deals + rec.deals[:1]))
    with pytest.raises(RecordError):
        toy.replay(attrs.evolve(rec, ruleset="smear"))
    with pytest.raises(RecordError):
        toy.replay(attrs.evolve(rec, version=99))


def test_tampered_game_json_is_refused() -> None:
    """Editing a card in a game's JSON gives an error, not a broken game."""
    game = finished_toy_game()
    document = json.loads(toy.to_json(game))
    document["data"]["deals"][0]["hands"][0][0] = document["data"]["deals"][0]["hands"][1][0]
    with pytest.raises(ValueError):
        toy.from_json(json.dumps(document))


@attrs.frozen(kw_only=True)
class _Optioned:
    """A value with a field JSON omits while it holds its default."""

    size: int = 1
    extra: str = attrs.field(default="off", metadata={OPTIONAL_IF_DEFAULT: True})


def test_optional_if_default_fields_are_omitted_and_read_as_default() -> None:
    """A field marked OPTIONAL_IF_DEFAULT is left out while default, read back when absent, and written when set."""
    assert to_data(_Optioned()) == {"type": "_Optioned", "size": 1}
    assert from_data({"type": "_Optioned", "size": 2}, _Optioned) == _Optioned(size=2)
    assert to_data(_Optioned(extra="on")) == {"type": "_Optioned", "size": 1, "extra": "on"}
    assert from_data(to_data(_Optioned(extra="on")), _Optioned) == _Optioned(extra="on")
    with pytest.raises(SerializationError, match="missing field"):
        from_data({"type": "_Optioned", "extra": "on"}, _Optioned)
    with pytest.raises(SerializationError, match="unknown field"):
        from_data({"type": "_Optioned", "size": 1, "other": 0}, _Optioned)


def test_record_versions_are_those_their_rules_are_written_with() -> None:
    """check_record_version accepts exactly the version oldest(rules) gives (so records round-trip), or the newest."""
    game = finished_toy_game()
    made = toy.record(game)
    check_record_version(made, 2, lambda rules: 1)
    check_record_version(attrs.evolve(made, version=2), 2, None)
    for wrong in (2, 3):
        with pytest.raises(RecordError, match="version 1 of records"):
            check_record_version(attrs.evolve(made, version=wrong), 2, lambda rules: 1)
    with pytest.raises(RecordError, match="supported version 2"):
        check_record_version(made, 2, None)
