"""Turning command-line options into a ruleset's ``Rules``."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import Any, Final

import attrs

from trickcore.deck import MAX_SEED_BITS
from trickcore.errors import TrickcoreError, excerpt
from trickcore.ruleset import AnyRuleset

__all__ = ["UsageError", "build_rules", "parse_rule", "parse_seed", "parse_value"]

_WORDS: Final[dict[str, Any]] = {"true": True, "false": False, "null": None, "none": None}


class UsageError(TrickcoreError, ValueError):
    """A bad command line: an unknown ruleset, a bad option or a bad file (exit code 2)."""


def _tuples(value: Any) -> Any:
    """Lists become tuples, all the way down (``Rules`` fields hold tuples)."""
    if isinstance(value, (list, tuple)):
        return tuple(_tuples(item) for item in value)
    return value


def parse_value(text: str) -> Any:
    """A ``--rule`` value: a Python or JSON literal, else the text itself.

    Literals are read with :func:`ast.literal_eval` (never ``eval``); ``true``,
    ``false`` and ``null`` are read as in JSON; lists become tuples; anything that
    is not a literal is taken as a string, so ``team_mode=two_teams`` needs no quotes.

    Example:
        >>> parse_value("110"), parse_value("true"), parse_value("null"), parse_value("pairs")
        (110, True, None, 'pairs')
        >>> parse_value("((0,2),(1,3))"), parse_value("[[0, 1], [2, 3]]")
        (((0, 2), (1, 3)), ((0, 1), (2, 3)))
    """
    stripped = text.strip()
    if stripped.lower() in _WORDS:
        return _WORDS[stripped.lower()]
    try:
        return _tuples(ast.literal_eval(stripped))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return stripped


def parse_rule(text: str) -> tuple[str, Any]:
    """A ``--rule key=value`` option as a name and a value (see :func:`parse_value`).

    Example:
        >>> parse_rule("target=110")
        ('target', 110)

    Raises:
        UsageError: there is no ``=`` or no name.
    """
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise UsageError(f"--rule expects key=value, not {excerpt(text)}")
    return key.strip(), parse_value(value)


def parse_seed(text: str) -> int | str:
    """A ``--seed``: an integer when it reads as one that fits a seed, else the text (any text names a game).

    An integer wider than :data:`~trickcore.deck.MAX_SEED_BITS` bits stays text, as
    does one too long for Python to read.

    Example:
        >>> parse_seed("42"), parse_seed("7/3"), parse_seed("9" * 700)[:3]
        (42, '7/3', '999')
    """
    try:
        number = int(text)
    except ValueError:
        return text
    return number if number.bit_length() <= MAX_SEED_BITS else text


def build_rules(ruleset: AnyRuleset, players: int | None, rules: Sequence[str]) -> Any:
    """The ruleset's ``Rules`` built from ``--players`` and ``--rule`` options.

    ``--players N`` sets the ``players`` option; a ruleset without one (Smear) takes
    only its fixed count.

    Raises:
        UsageError: an unknown option name, a bad value, or a player count the
            ruleset does not allow.
    """
    fields = attrs.fields_dict(ruleset.Rules)
    options: dict[str, Any] = {}
    for text in rules:
        key, value = parse_rule(text)
        if key not in fields:
            known = ", ".join(sorted(fields))
            raise UsageError(f"{ruleset.NAME} has no option {excerpt(key)}; its options are: {known}")
        options[key] = value
    if players is not None:
        if "players" in fields:
            if options.setdefault("players", players) != players:
                raise UsageError(f"--players {players} contradicts --rule players={excerpt(options['players'])}")
        else:
            seats = _fixed_seats(ruleset)
            if players != seats:
                raise UsageError(f"{ruleset.NAME} is played by exactly {seats} players, not {players}")
    try:
        return ruleset.Rules(**options)
    except (TrickcoreError, ValueError, TypeError) as error:
        raise UsageError(f"bad rules for {ruleset.NAME}: {error}") from error


def _fixed_seats(ruleset: AnyRuleset) -> int:
    """The number of seats of a ruleset whose rules have no ``players`` option."""
    return len(ruleset.new_game(ruleset.Rules(), seed=0).hands)
