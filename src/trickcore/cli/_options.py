"""Turning command-line options into a ruleset's ``Rules``."""

from __future__ import annotations

import ast
import re
import textwrap
import typing
from collections.abc import Sequence
from typing import Any, Final

import attrs

from trickcore.cli._style import Style
from trickcore.deck import MAX_SEED_BITS
from trickcore.errors import TrickcoreError, excerpt
from trickcore.ruleset import AnyRuleset

__all__ = ["RuleOption", "UsageError", "build_rules", "parse_rule", "parse_seed", "parse_value", "rule_options", "rules_help"]

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

    ``--players N`` sets the ``players`` option (Smear's is 4, or 3 for cutthroat);
    a ruleset without one takes only its fixed count.

    Raises:
        UsageError: an unknown option name, a bad value, or a player count the
            ruleset does not allow.
    """
    fields = {option.key for option in rule_options(ruleset)}
    options: dict[str, Any] = {}
    for text in rules:
        key, value = parse_rule(text)
        if key not in fields:
            known = ", ".join(sorted(fields))
            raise UsageError(
                f"{ruleset.NAME} has no option {excerpt(key)}; its options are: {known}"
                f" ('trickcore play {ruleset.NAME} --help' describes them)"
            )
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


@attrs.frozen
class RuleOption:
    """One ``--rule`` key of a ruleset: its name, its default, the values it takes, and what it means."""

    key: str
    default: Any
    choices: tuple[Any, ...]
    meaning: str

    @property
    def default_text(self) -> str:
        """The default as it is typed after ``key=``."""
        return _typed(self.default)


def _typed(value: Any) -> str:
    """A value as typed on the command line (``true``, ``null``, ``pairs``, ``12``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_SECTION: Final = re.compile(r"^\s*(?:Attributes|Args):\s*$")
_ENTRY: Final = re.compile(r"^(\s+)(\w+): (.*)$")


def _meanings(cls: type) -> dict[str, str]:
    """What each attribute means, from the class docstring's ``Attributes:`` section (one line each)."""
    meanings: dict[str, str] = {}
    inside, indent, current = False, None, ""
    for line in (cls.__doc__ or "").splitlines():
        if _SECTION.match(line):
            inside, indent = True, None
            continue
        if not inside:
            continue
        if not line.strip():
            if meanings:
                break
            continue
        entry = _ENTRY.match(line)
        if entry and (indent is None or len(entry[1]) == indent):
            indent, current = len(entry[1]), entry[2]
            meanings[current] = entry[3].strip()
        elif current:
            meanings[current] += " " + line.strip()
    return {key: text.replace("``", "") for key, text in meanings.items()}


def rule_options(ruleset: AnyRuleset) -> tuple[RuleOption, ...]:
    """The ``--rule`` keys of a ruleset (its ``Rules`` fields set at construction), with their defaults and meanings.

    Example:
        >>> from trickcore.games import fifty_six
        >>> option = rule_options(fifty_six)[1]
        >>> option.key, option.default_text, option.choices
        ('team_mode', 'pairs', ('pairs', 'two_teams'))
    """
    cls = ruleset.Rules
    hints = typing.get_type_hints(cls)
    meanings = _meanings(cls)
    options = []
    for field in attrs.fields(cls):
        if not field.init:
            continue
        key = field.alias or field.name
        hint = hints.get(field.name)
        choices = typing.get_args(hint) if typing.get_origin(hint) is typing.Literal else ()
        options.append(RuleOption(key, field.default, choices, meanings.get(key, "")))
    return tuple(options)


def _example(ruleset: AnyRuleset, options: Sequence[RuleOption]) -> str:
    """A ``--rule`` example that the ruleset accepts: the first two options (after ``players``) changed from their defaults."""
    picked: list[str] = []
    for option in options:
        if option.key == "players":
            continue
        if isinstance(option.default, bool):
            candidate: Any = not option.default
        elif isinstance(option.default, int):
            candidate = option.default + 1
        elif option.choices:
            candidate = next(choice for choice in option.choices if choice != option.default)
        else:
            continue
        try:
            ruleset.Rules(**{option.key: candidate})
        except (TrickcoreError, ValueError, TypeError):
            continue
        picked.append(f"--rule {option.key}={_typed(candidate)}")
        if len(picked) == 2:
            break
    return " ".join(picked)


def rules_help(ruleset: AnyRuleset, command: str) -> str:
    """The ``--rule`` keys of a ruleset for ``COMMAND GAME --help``: each key, its default and values, what it means, and an example.

    Example:
        >>> from trickcore.games import smear
        >>> print(rules_help(smear, "play").splitlines()[0])
        rules options of smear (--rule KEY=VALUE, repeatable; default first):
    """
    options = rule_options(ruleset)
    lines = [f"rules options of {ruleset.NAME} (--rule KEY=VALUE, repeatable; default first):"]
    for option in options:
        values = [option.default_text] + [_typed(choice) for choice in option.choices if choice != option.default]
        lines.append(f"  {option.key}={'|'.join(values)}")
        if option.meaning:
            lines += textwrap.wrap(option.meaning, 76, initial_indent="      ", subsequent_indent="      ")
    example = _example(ruleset, options)
    if example:
        lines += ["", "example:", f"  trickcore {command} {ruleset.NAME} {example}"]
    return Style().text("\n".join(lines))
