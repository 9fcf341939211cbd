"""A client picks an action from a view's "legal" list and the server applies it exactly as sent."""

from __future__ import annotations

import json
import random

import pytest

from trickcore import SerializationError, deal_next, start_match
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.ruleset import AnyRuleset

RULESETS: list[AnyRuleset] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]


def client_pick(view_text: str, rng: random.Random) -> str:
    """A client that knows no rules: it picks one entry of the view's "legal" list and sends its "action" back."""
    entries = json.loads(view_text)["legal"]
    entry = entries[rng.randrange(len(entries))]
    return json.dumps(entry["action"])


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_a_client_picking_from_legal_plays_a_whole_game(ruleset: AnyRuleset) -> None:
    """Every action a client sends back from a legal list reads as an action document, passes check and applies."""
    rng = random.Random(ruleset.NAME)
    seed = f"legal:{ruleset.NAME}"
    game = start_match(ruleset, ruleset.Rules(), seed)
    for _ in range(2000):
        if game.phase is ruleset.Phase.GAME_OVER or game.hand_number > 3:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = deal_next(ruleset, game, seed)
            continue
        seat = game.to_act
        assert seat is not None
        sent = client_pick(ruleset.to_json(ruleset.view(game, seat), legal=True), rng)
        action = ruleset.from_json(sent, "action")
        assert ruleset.check(game, action, seat=seat) is None
        assert json.loads(sent) == ruleset.to_data(action) == json.loads(ruleset.to_json(action))
        game = ruleset.apply(game, action, seat=seat)
    assert game.hand_number > 1 or game.phase is ruleset.Phase.GAME_OVER


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_every_legal_entry_is_the_actions_own_document(ruleset: AnyRuleset) -> None:
    """Each entry's "action" is to_data(action) of a legal action, and from_json of it gives that action back."""
    game = ruleset.new_game(seed=5)
    assert game.to_act is not None
    seen = ruleset.view(game, game.to_act)
    document = json.loads(ruleset.to_json(seen, legal=True))
    legal = ruleset.legal_actions(seen)
    assert [entry["action"] for entry in document["legal"]] == [ruleset.to_data(action) for action in legal]
    assert [ruleset.from_json(json.dumps(entry["action"])) for entry in document["legal"]] == list(legal)
    assert all(entry["action"]["kind"] == "action" and entry["action"]["ruleset"] == ruleset.NAME for entry in document["legal"])


def test_an_action_from_another_rulesets_legal_list_is_refused() -> None:
    """A server reads its own ruleset's documents only: an entry picked from a Smear view is refused by Fifty-Six."""
    game = smear.new_game(seed=2)
    assert game.to_act is not None
    sent = client_pick(smear.to_json(smear.view(game, game.to_act), legal=True), random.Random(1))
    with pytest.raises(SerializationError, match="smear"):
        fifty_six.from_json(sent, "action")


def test_a_view_is_not_an_action() -> None:
    """Sending the whole view (or an entry instead of its action) back is refused, not misread."""
    game = smear.new_game(seed=2)
    assert game.to_act is not None
    text = smear.to_json(smear.view(game, game.to_act), legal=True)
    with pytest.raises(SerializationError):
        smear.from_json(text, "action")
    with pytest.raises(SerializationError):
        smear.from_json(json.dumps(json.loads(text)["legal"][0]), "action")
