"""The plumbing every ruleset module shares: its bound functions pickle, and its Game maker is typed by every field."""

from __future__ import annotations

import inspect
import pickle
from types import ModuleType

import attrs
import pytest

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.games.fifty_five import _state as fifty_five_state
from trickcore.games.fifty_six import _state as fifty_six_state
from trickcore.games.smear import _state as smear_state


@pytest.mark.parametrize("state", [fifty_six_state, smear_state, fifty_five_state])
def test_the_game_maker_signature_names_every_field_in_order(state: ModuleType) -> None:
    """make_game is typed by Game's __init__, whose parameters are the fields in order, so a checked call fills the right slots."""
    parameters = list(inspect.signature(state.Game).parameters.values())
    assert [parameter.name for parameter in parameters] == [field.name for field in attrs.fields(state.Game)]
    assert all(field.init for field in attrs.fields(state.Game))


@pytest.mark.parametrize("state", [fifty_six_state, smear_state, fifty_five_state])
def test_the_game_maker_fills_the_fields_it_names(state: ModuleType) -> None:
    """make_game puts each positional argument in the field of the same name."""
    names = [field.name for field in attrs.fields(state.Game)]
    made = state.make_game(*names)
    assert [getattr(made, name) for name in names] == names


PLUMBED = (
    "record",
    "replay",
    "replay_view",
    "to_data",
    "to_json",
    "from_data",
    "from_json",
    "json_schema",
    "num_action_ids",
    "action_to_id",
    "action_from_id",
    "legal_action_ids",
    "explain",
)
"""The public functions each ruleset module binds from a shared core object."""


@pytest.mark.parametrize("ruleset", [fifty_six, smear, fifty_five])
def test_the_bound_functions_pickle_and_work_after(ruleset: ModuleType) -> None:
    """Each shared function pickles (as a module function did), so it can go to a worker process and still work."""
    game = ruleset.new_game(seed=3)
    copies = {name: pickle.loads(pickle.dumps(getattr(ruleset, name))) for name in PLUMBED}
    assert copies["from_json"](ruleset.to_json(game), "game") == game
    assert copies["legal_action_ids"](game) == ruleset.legal_action_ids(game)
    assert copies["explain"](game) == ruleset.explain(game)
    assert copies["replay"](copies["record"](game)) == game
