"""Options added after the first version: left out of JSON at their defaults, read as defaults when missing."""

from __future__ import annotations

import attrs
import pytest

from trickcore import options
from trickcore.errors import SerializationError
from trickcore.options import Options, a_bool, an_int, house_rule, house_rules_in_use
from trickcore.schema import _Builder
from trickcore.serialization import from_data, to_data


@attrs.frozen(kw_only=True)
class Toy(Options):
    """A rules class with one original option and two house rules."""

    target: int = attrs.field(default=15, validator=an_int(minimum=1))
    smudge: bool = house_rule(False, a_bool())
    packets: int = house_rule(3, an_int(minimum=1))


def test_a_house_rule_at_its_default_is_left_out_and_reads_back() -> None:
    """Defaults write exactly the fields written before the options existed; a missing field reads as its default."""
    assert to_data(Toy()) == {"type": "Toy", "target": 15}
    assert from_data({"type": "Toy", "target": 15}, Toy) == Toy()
    assert to_data(Toy(smudge=True)) == {"type": "Toy", "target": 15, "smudge": True}
    assert from_data(to_data(Toy(smudge=True, packets=2)), Toy) == Toy(smudge=True, packets=2)
    assert from_data({"type": "Toy", "target": 15, "smudge": False}, Toy) == Toy()


@pytest.mark.parametrize(
    "data",
    [
        {"type": "Toy"},
        {"type": "Toy", "smudge": True},
        {"type": "Toy", "target": 15, "smudge": 1},
        {"type": "Toy", "target": 15, "other": 1},
        {"type": "Toy", "target": 15, "smudge": True, "packets": 0},
    ],
)
def test_required_fields_unknown_fields_and_bad_values_are_still_refused(data: dict[str, object]) -> None:
    """Only house-rule fields may be missing; unknown keys and bad values stay errors."""
    with pytest.raises(SerializationError):
        from_data(data, Toy)


def test_house_rules_in_use_lists_the_changed_options() -> None:
    """The names of the house rules that differ from their defaults, in field order."""
    assert house_rules_in_use(Toy()) == ()
    assert house_rules_in_use(Toy(target=3, packets=2, smudge=True)) == ("smudge", "packets")


def test_the_schema_does_not_require_a_house_rule() -> None:
    """The JSON Schema lists a house rule among the properties but not among the required keys."""
    builder = _Builder()
    builder.schema(Toy)
    definition = builder.definitions["Toy"]
    assert set(definition["properties"]) == {"type", "target", "smudge", "packets"}
    assert definition["required"] == ["type", "target"]


def test_house_rules_in_use_remembers_a_bounded_number_of_classes() -> None:
    """Rules classes made on the fly are answered right, but the table of known classes stays bounded."""
    made = [attrs.make_class(f"Made{number}", {"smudge": house_rule(False, a_bool())}, frozen=True) for number in range(200)]
    assert all(house_rules_in_use(cls(smudge=True)) == ("smudge",) for cls in made)
    assert house_rules_in_use(object()) == () and house_rules_in_use(None) == ()
    assert len(options._HOUSE_DEFAULTS) <= options._REMEMBERED_CLASSES
