"""A view read from JSON is one some game shows: its hand is replayed against the rules, not only its fields checked."""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import SerializationError, TrickcoreError
from trickcore.games import fifty_five, fifty_six, smear

from tests.fuzzing import mutate_in_shape, shown_by_a_game

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]

TABLES: dict[str, list[Any]] = {
    "fifty-six": [fifty_six.Rules(players=4, starting_tables=2), fifty_six.Rules(players=6, starting_tables=1), fifty_six.Rules(players=8)],
    "smear": [smear.Rules(), smear.Rules(blind_size=3, target=4), smear.Rules(target=3, all_pass="dealer_must_bid")],
    "fifty-five": [fifty_five.Rules(players=players, target=20) for players in range(2, 10)],
}
"""Every table size of every ruleset, and a few options."""

def positions(ruleset: Any, rules: Any, seed: int, steps: int) -> Iterator[Any]:
    """Every state of one random game, up to ``steps`` moves."""
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    for _ in range(steps):
        yield game
        if game.phase is ruleset.Phase.GAME_OVER:
            return
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    yield game


@pytest.mark.parametrize(
    ("ruleset", "field", "value"),
    [(smear, "points", 7), (fifty_five, "points", 12), (fifty_six, "value", 99)],
    ids=IDS[1:] + IDS[:1],
)
def test_a_view_with_a_call_the_rules_never_allow_does_not_load(ruleset: Any, field: str, value: int) -> None:
    """Issue 24 item 0: a bid off the rules' ladder in a view's auction is refused, not loaded to raise KeyError later."""
    game = ruleset.new_game(seed=1)
    game = ruleset.apply(game, next(action for action in ruleset.legal_actions(game) if isinstance(action, ruleset.Bid)))
    document = json.loads(ruleset.to_json(ruleset.view(game, 0)))
    data = document["data"]
    calls = data["calls"] if "calls" in data else data["auction"]["calls"]
    calls[0]["action"][field] = value
    with pytest.raises(SerializationError, match="not a possible"):
        ruleset.from_data(document, "view")


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), table=st.integers(0, 7), steps=st.integers(0, 120))
def test_every_view_a_game_shows_loads(ruleset: Any, seed: int, table: int, steps: int) -> None:
    """Every seat's view of every position of a random game, at every table size, reads back equal from JSON."""
    tables = TABLES[ruleset.NAME]
    rules = tables[table % len(tables)]
    for number, game in enumerate(positions(ruleset, rules, seed, steps)):
        if number % 7 and number != steps:
            continue
        for seat in range(len(game.hands)):
            seen = ruleset.view(game, seat)
            assert ruleset.from_json(ruleset.to_json(seen), "view") == seen


@functools.lru_cache(maxsize=None)
def view_documents(name: str) -> tuple[tuple[Any, str], ...]:
    """Views of positions of a few random games at every table size: (ruleset, JSON text)."""
    ruleset = next(module for module in RULESETS if module.NAME == name)
    found: list[tuple[Any, str]] = []
    for seed, rules in enumerate(TABLES[name]):
        for number, game in enumerate(positions(ruleset, rules, seed, 90)):
            if number % 9 == 0:
                found.extend((ruleset, ruleset.to_json(ruleset.view(game, seat))) for seat in range(len(game.hands)))
    return tuple(found)


@pytest.mark.parametrize("name", IDS)
@settings(max_examples=150, deadline=None)
@given(rng=st.randoms(use_true_random=False))
def test_every_view_that_loads_is_shown_by_a_game(name: str, rng: random.Random) -> None:
    """A mutated view is refused with a SerializationError, or some game shows exactly it and its legal lists work."""
    ruleset, text = rng.choice(view_documents(name))
    document = mutate_in_shape(json.loads(text), rng)
    try:
        seen = ruleset.from_data(document, "view")
    except SerializationError:
        return
    assert shown_by_a_game(ruleset, seen)
    if seen.to_act == seen.seat:
        assert len(ruleset.legal_action_ids(seen)) == len(ruleset.legal_actions(seen)) > 0
        ruleset.to_json(seen, legal=True)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_mutated_views_are_both_accepted_and_refused(ruleset: Any) -> None:
    """The mutations reach both outcomes (some changed views are still possible), so the property above is not vacuous."""
    rng = random.Random(ruleset.NAME)
    outcomes = set()
    for _ in range(200):
        source, text = rng.choice(view_documents(ruleset.NAME))
        original = json.loads(text)
        document = mutate_in_shape(original, rng)
        try:
            outcomes.add("same" if source.from_data(document, "view") == source.from_data(original, "view") else "changed")
        except TrickcoreError:
            outcomes.add("refused")
    assert outcomes == {"same", "changed", "refused"}


@pytest.mark.parametrize("ruleset", [smear, fifty_five, fifty_six], ids=lambda ruleset: ruleset.NAME)
def test_a_finished_hand_without_its_trump_does_not_load(ruleset: Any) -> None:
    """A view of a played-out hand whose trump was taken out is refused with SerializationError, not an AssertionError
    from the hidden-card search (the deep fuzz's escape: Smear's view of a finished game with trump null)."""
    rng = random.Random(1)
    refused = 0
    for seed in range(12):
        game = ruleset.new_game(seed=seed)
        while game.phase.name not in ("HAND_OVER", "GAME_OVER"):
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
        if not game.tricks or game.trump is None:
            continue
        document = json.loads(ruleset.to_json(ruleset.view(game, 0)))
        document["data"]["trump"] = None
        with pytest.raises(SerializationError):
            ruleset.from_json(json.dumps(document))
        refused += 1
    assert refused


def test_an_exchange_view_with_the_bidder_to_act_does_not_load() -> None:
    """A Fifty-Five view in the exchange whose player to act is the bidder (who does not exchange) is refused with
    SerializationError, not a ValueError from the hidden-card search (the deep fuzz's escape, 232 of a million)."""
    rules = fifty_five.Rules(draw_after_trump=True)
    rng = random.Random(3)
    refused = 0
    for seed in range(40):
        game = fifty_five.new_game(rules, seed=seed)
        while game.phase not in (fifty_five.Phase.EXCHANGE, fifty_five.Phase.GAME_OVER, fifty_five.Phase.HAND_OVER):
            game = fifty_five.apply(game, rng.choice(fifty_five.legal_actions(game)))
        if game.phase is not fifty_five.Phase.EXCHANGE or game.contract is None:
            continue
        seat = (game.contract.bidder + 1) % rules.players
        document = json.loads(fifty_five.to_json(fifty_five.view(game, seat)))
        fifty_five.from_json(json.dumps(document))
        document["data"]["to_act"] = game.contract.bidder
        with pytest.raises(SerializationError, match="anyone but the bidder"):
            fifty_five.from_json(json.dumps(document))
        refused += 1
    assert refused
