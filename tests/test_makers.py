"""Each engine's unchecked Game constructor: its typed signature names every field, in order."""

from __future__ import annotations

import inspect
from types import ModuleType

import attrs
import pytest

from trickcore.games.fifty_five import _state as fifty_five_state
from trickcore.games.fifty_six import _state as fifty_six_state
from trickcore.games.smear import _state as smear_state


@pytest.mark.parametrize("state", [fifty_six_state, smear_state, fifty_five_state])
def test_the_game_maker_signature_names_every_field_in_order(state: ModuleType) -> None:
    """GameMaker's positional parameters are the Game's fields, so a type-checked call fills the right slots."""
    parameters = list(inspect.signature(state.GameMaker.__call__).parameters.values())[1:]
    assert [parameter.name for parameter in parameters] == [field.name for field in attrs.fields(state.Game)]
    assert all(parameter.kind is inspect.Parameter.POSITIONAL_ONLY for parameter in parameters)


@pytest.mark.parametrize("state", [fifty_six_state, smear_state, fifty_five_state])
def test_the_game_maker_fills_the_fields_it_names(state: ModuleType) -> None:
    """make_game puts each positional argument in the field of the same name."""
    names = [field.name for field in attrs.fields(state.Game)]
    made = state.make_game(*names)
    assert [getattr(made, name) for name in names] == names
