"""The cards module is trickcore.playing_cards; trickcore.cards is the card-list function, and the old module path warns."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

import trickcore
import trickcore.playing_cards

ROOT = Path(__file__).resolve().parents[2]


def test_the_module_is_importable_by_its_new_name() -> None:
    """``import trickcore.playing_cards`` gives the module, with the same classes as the top level."""
    assert trickcore.playing_cards.Card is trickcore.Card
    assert trickcore.playing_cards.cards("JS 9S") == trickcore.cards("JS 9S")
    assert trickcore.playing_cards.Suit is trickcore.Suit and trickcore.playing_cards.Rank is trickcore.Rank


def test_trickcore_cards_is_the_function() -> None:
    """``trickcore.cards`` is exactly the parsing function, even after the old module path is imported."""
    import trickcore.cards  # noqa: F401 - the deprecated module path must not rebind the attribute

    assert inspect.isfunction(trickcore.cards)
    assert trickcore.cards is trickcore.playing_cards.cards
    assert trickcore.cards("JS 9S AH") == (trickcore.Card.parse("JS"), trickcore.Card.parse("9S"), trickcore.Card.parse("AH"))


def test_the_old_module_path_works_and_warns() -> None:
    """``from trickcore.cards import Card`` gives the same objects with a DeprecationWarning naming the new module."""
    with pytest.warns(DeprecationWarning, match="trickcore.playing_cards") as caught:
        from trickcore.cards import Card, sort_cards
    assert Card is trickcore.Card and sort_cards is trickcore.sort_cards
    assert all(warning.filename == __file__ for warning in caught)


def test_the_old_module_path_has_only_the_moved_names() -> None:
    """A name the cards module never had is an AttributeError on the old path, not a silent None."""
    module = sys.modules["trickcore.cards"]
    with pytest.raises(AttributeError, match="no attribute 'Joker'"):
        getattr(module, "Joker")
    with pytest.raises(AttributeError):
        getattr(module, "__path__")
    assert not {"Card", "cards"} & set(dir(module)), "tools that list the module (pytest, doctest) must not trip the warnings"


def test_a_fresh_interpreter_keeps_the_function_whatever_is_imported_first() -> None:
    """In a new process, importing trickcore warns nothing, and importing the old path first still leaves the function."""
    script = (
        "import warnings; warnings.simplefilter('error')\n"
        "import trickcore.cards, inspect\n"
        "import trickcore\n"
        "assert inspect.isfunction(trickcore.cards), trickcore.cards\n"
        "assert trickcore.cards('TS')[0].rank is trickcore.Rank.TEN\n"
        "import trickcore.cards as old\n"
        "assert old is trickcore.cards\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_nothing_shipped_uses_the_old_module_path() -> None:
    """The package, its examples, tools, benchmarks and docs import the cards module by its new name only."""
    pattern = re.compile(r"^\s*(>>> )?(from|import)\s+trickcore\.cards\b", re.MULTILINE)
    places = [ROOT / "src", ROOT / "examples", ROOT / "tools", ROOT / "benchmarks", ROOT / "docs"]
    found = [
        str(path.relative_to(ROOT))
        for place in places
        for path in sorted(place.rglob("*"))
        if path.suffix in (".py", ".rst", ".md") and "_build" not in path.parts and pattern.search(path.read_text(encoding="utf-8"))
    ]
    assert found == []
