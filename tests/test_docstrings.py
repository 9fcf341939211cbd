"""Every public name has a docstring (the API reference is built from them)."""

from __future__ import annotations

import importlib
import inspect

import pytest

MODULES = [
    "trickcore",
    "trickcore.playing_cards",
    "trickcore.deck",
    "trickcore.hands",
    "trickcore.seats",
    "trickcore.tricks",
    "trickcore.actions",
    "trickcore.notation",
    "trickcore.legality",
    "trickcore.records",
    "trickcore.serialization",
    "trickcore.codec",
    "trickcore.options",
    "trickcore.dealing",
    "trickcore.action_ids",
    "trickcore.determinization",
    "trickcore.errors",
    "trickcore.messages",
    "trickcore.language",
    "trickcore.testing",
    "trickcore.games.fifty_six",
    "trickcore.games.smear",
    "trickcore.games.fifty_five",
    "trickcore.players",
    "trickcore.simulation",
    "trickcore.cli",
    "trickcore.adapters",
]


def public_objects(module_name: str) -> list[tuple[str, object]]:
    """The classes and functions a module lists in ``__all__`` (a ruleset's bound codec methods among them)."""
    module = importlib.import_module(module_name)
    names = getattr(module, "__all__", [])
    return [
        (f"{module_name}.{name}", getattr(module, name))
        for name in names
        if inspect.isclass(getattr(module, name)) or inspect.isroutine(getattr(module, name))
    ]


@pytest.mark.parametrize("module_name", MODULES)
def test_public_names_have_docstrings(module_name: str) -> None:
    """Each public class and function of the module (and the module itself) is documented."""
    module = importlib.import_module(module_name)
    assert inspect.getdoc(module), f"{module_name} has no module docstring"
    missing = [name for name, obj in public_objects(module_name) if not inspect.getdoc(obj)]
    assert missing == []


@pytest.mark.parametrize("module_name", ["trickcore.games.fifty_six", "trickcore.games.smear", "trickcore.games.fifty_five"])
def test_public_methods_have_docstrings(module_name: str) -> None:
    """Public methods and properties of each ruleset's classes are documented."""
    missing = []
    for name, obj in public_objects(module_name):
        if not inspect.isclass(obj) or obj.__module__.startswith("trickcore.actions") or obj.__module__ == "enum":
            continue
        for attribute, value in vars(obj).items():
            if attribute.startswith("_") or not (inspect.isfunction(value) or isinstance(value, property)):
                continue
            if not inspect.getdoc(value):
                missing.append(f"{name}.{attribute}")
    assert missing == []
