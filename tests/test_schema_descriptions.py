"""Every field of every shipped JSON Schema says what it holds."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from trickcore.codec import KINDS, Kind
from trickcore.registry import RULESET_NAMES
from trickcore.schema import load_schema
from trickcore.serialization import Data


def undescribed(node: Data, path: str = "#") -> Iterator[str]:
    """The JSON pointers of the properties and ``$defs`` entries under ``node`` that have no description.

    Example:
        >>> list(undescribed({"properties": {"a": {"type": "string"}, "b": {"description": "B"}}}))
        ['#/properties/a']
    """
    if isinstance(node, dict):
        for section in ("properties", "$defs"):
            entries = node.get(section)
            if isinstance(entries, dict):
                for name, entry in entries.items():
                    description = entry.get("description") if isinstance(entry, dict) else None
                    if not isinstance(description, str) or not description.strip():
                        yield f"{path}/{section}/{name}"
        for key, value in node.items():
            yield from undescribed(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from undescribed(value, f"{path}/{index}")


@pytest.mark.parametrize("ruleset", RULESET_NAMES)
@pytest.mark.parametrize("kind", KINDS)
def test_every_property_has_a_description(ruleset: str, kind: Kind) -> None:
    """Every property (the envelope's, every ``type`` discriminator, every field) and every definition is described."""
    schema = load_schema(ruleset, kind)
    assert "description" in schema
    assert list(undescribed(schema)) == []


def test_the_walk_finds_a_nested_undescribed_property() -> None:
    """The check reaches properties nested in arrays and definitions, so a missing description cannot hide."""
    schema: Data = {
        "description": "top",
        "properties": {"data": {"description": "d", "anyOf": [{"$ref": "#/$defs/X"}]}},
        "$defs": {"X": {"description": "x", "properties": {"type": {"const": "X"}}}},
    }
    assert list(undescribed(schema)) == ["#/$defs/X/properties/type"]
