"""Validators for rules options, shared by every ruleset's ``Rules``.

Each returns an attrs validator that raises :class:`~trickcore.errors.ConfigError`
(a :class:`ValueError`) naming the option, for a bad value *or* a value of the wrong
type: ``players="4"`` and ``players=5`` are both refused, and so is ``True`` where an
integer is expected. Every integer option, and every starting score, lies within
±(2**53 − 1) (:data:`~trickcore.serialization.MAX_INTEGER`, what JSON carries
and what the schemas say), so a set of rules can always be written and read back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, cast

import attrs

from trickcore.errors import ConfigError, excerpt
from trickcore.serialization import MAX_INTEGER, OPTIONAL_IF_DEFAULT

__all__ = [
    "OPTIONAL_IF_DEFAULT",
    "Check",
    "Options",
    "UnknownOptionError",
    "Validator",
    "a_bool",
    "an_int",
    "house_rule",
    "house_rules_in_use",
    "one_of",
    "optional_int",
    "start_scores",
]

OPTIONAL_IF_DEFAULT = "trickcore.optional_if_default"
"""The attrs field metadata key that makes JSON omit a field while it holds its default, and read its absence as the default.

A ruleset that adds options (house rules, say) marks them so; documents of games
without them read and write exactly as before the options existed, and the JSON
Schema lists them as not required.
"""

Validator = Callable[[Any, "attrs.Attribute[Any]", Any], None]
"""The type of an attrs field validator, which is called with the instance, the field and the value."""


@attrs.frozen
class Check:
    """A rules-option validator that also says which values it accepts, as JSON Schema keywords.

    The JSON Schema of every document (:mod:`trickcore.schema`) reads ``schema``, so
    an option's limits are written once, here, for the validator and the schema alike.

    Attributes:
        validate: the attrs validator (raises :class:`~trickcore.errors.ConfigError`).
        schema: the JSON Schema keywords of the accepted values, such as ``{"minimum": 1}``.
    """

    validate: Validator
    schema: dict[str, Any]

    def __call__(self, instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        self.validate(instance, attribute, value)


class UnknownOptionError(ConfigError, TypeError):
    """A ``Rules`` keyword that names no option (a :class:`ValueError` and a :class:`TypeError`)."""


class Options:
    """Base of every ruleset's ``Rules``: options are keywords, and an unknown keyword is bad configuration.

    Python would raise a bare :class:`TypeError` for an unexpected keyword; this base
    raises :class:`UnknownOptionError`, a :class:`~trickcore.errors.ConfigError` that
    lists the options, so ``except ValueError`` catches every configuration mistake.
    Each field of a ruleset's ``Rules`` is an option of the Options table of its rules
    page, with the same name and default; a bad value, or one of the wrong type, raises
    :class:`~trickcore.errors.ConfigError` when the ``Rules`` is made.

    Example:
        >>> @attrs.frozen(kw_only=True)
        ... class Rules(Options):
        ...     target: int = 15
        >>> Rules(targte=10)
        Traceback (most recent call last):
        ...
        trickcore.options.UnknownOptionError: unknown option 'targte' for Rules; the options are: target
    """

    __slots__ = ()

    def __new__(cls, *args: object, **options: object) -> Options:
        if args:
            raise UnknownOptionError(f"{cls.__name__} options are keywords, such as {cls.__name__}(target=...)")
        known = [field.name for field in attrs.fields(cast("type[attrs.AttrsInstance]", cls)) if field.init]
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise UnknownOptionError(
                f"unknown option {', '.join(map(repr, unknown))} for {cls.__name__}; the options are: {', '.join(known)}"
            )
        return super().__new__(cls)


def house_rule(default: Any, validator: Validator) -> Any:
    """A ``Rules`` field for an option added after the first version: off (``default``) unless asked for.

    The field is :data:`~trickcore.serialization.OPTIONAL_IF_DEFAULT` in JSON: a document leaves it
    out at its default, and one written before the option existed reads as the default.

    Example:
        >>> @attrs.frozen(kw_only=True)
        ... class Rules(Options):
        ...     target: int = 15
        ...     smudge: bool = house_rule(False, a_bool())
        >>> house_rules_in_use(Rules()), house_rules_in_use(Rules(smudge=True))
        ((), ('smudge',))
    """
    return attrs.field(default=default, validator=validator, metadata={OPTIONAL_IF_DEFAULT: True})


def house_rules_in_use(rules: object) -> tuple[str, ...]:
    """The names of the :func:`house_rule` fields of ``rules`` that differ from their defaults, in field order."""
    defaults = _HOUSE_DEFAULTS.get(type(rules))
    if defaults is None:
        defaults = _house_defaults(type(rules))
    return tuple([name for name, default in defaults if getattr(rules, name) != default])


_HOUSE_DEFAULTS: dict[type, tuple[tuple[str, Any], ...]] = {}
"""By ``Rules`` class, each :func:`house_rule` field's name and default, in field order (read once a class)."""


_REMEMBERED_CLASSES: Final = 64
"""At most this many classes are remembered: a caller making classes on the fly cannot grow the table."""


def _house_defaults(cls: type) -> tuple[tuple[str, Any], ...]:
    """The house-rule fields of ``cls`` and their defaults, remembered in :data:`_HOUSE_DEFAULTS` for an attrs class."""
    if not attrs.has(cls):
        return ()
    every = attrs.fields(cls)
    found = tuple((field.name, field.default) for field in every if field.metadata.get(OPTIONAL_IF_DEFAULT))
    if len(_HOUSE_DEFAULTS) < _REMEMBERED_CLASSES:
        _HOUSE_DEFAULTS[cls] = found
    return found


def _is_int(value: object) -> bool:
    """An ``int`` (not a ``bool``) that JSON can carry: within ±:data:`~trickcore.serialization.MAX_INTEGER`."""
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_INTEGER <= value <= MAX_INTEGER


def _not_int(name: str, value: object, expected: str = "an integer") -> ConfigError:
    """The error for a value :func:`_is_int` refuses: the wrong type, or an integer JSON cannot carry."""
    if isinstance(value, int) and not isinstance(value, bool):
        return ConfigError(f"{name} must lie within ±{MAX_INTEGER}, not {excerpt(value)}")
    return ConfigError(f"{name} must be {expected}, not {excerpt(value)}")


def a_bool() -> Check:
    """The option is ``True`` or ``False`` (not ``1``, not ``"yes"``).

    Example:
        >>> @attrs.frozen
        ... class Options:
        ...     fast: bool = attrs.field(default=False, validator=a_bool())
        >>> Options(fast=1)
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: fast must be True or False, not 1
    """

    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, bool):
            raise ConfigError(f"{attribute.name} must be True or False, not {excerpt(value)}")

    return Check(validate, {"type": "boolean"})


def an_int(*, minimum: int | None = None, maximum: int | None = None, allowed: Sequence[int] | None = None) -> Check:
    """The option is an integer (not a bool), within bounds or among ``allowed`` values.

    Example:
        >>> @attrs.frozen
        ... class Options:
        ...     players: int = attrs.field(default=4, validator=an_int(allowed=(4, 6, 8)))
        >>> Options(players="4")
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: players must be one of 4, 6, 8, not '4'
    """

    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        name = attribute.name
        if allowed is not None:
            if not _is_int(value) or value not in allowed:
                raise ConfigError(f"{name} must be one of {', '.join(map(str, allowed))}, not {excerpt(value)}")
            return
        if not _is_int(value):
            raise _not_int(name, value)
        assert isinstance(value, int)
        if minimum is not None and value < minimum:
            raise ConfigError(f"{name} must be at least {minimum}, not {excerpt(value)}")
        if maximum is not None and value > maximum:
            raise ConfigError(f"{name} must be at most {maximum}, not {excerpt(value)}")

    if allowed is not None:
        return Check(validate, {"enum": list(allowed)})
    bounds = {key: bound for key, bound in (("minimum", minimum), ("maximum", maximum)) if bound is not None}
    return Check(validate, {"type": "integer", **bounds})


def optional_int() -> Check:
    """The option is an integer or ``None``."""

    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value is not None and not _is_int(value):
            raise _not_int(attribute.name, value, "an integer or None")

    return Check(validate, {"type": ["integer", "null"]})


def one_of(choices: Sequence[str]) -> Check:
    """The option is one of the given strings (typically ``typing.get_args`` of a ``Literal``).

    Example:
        >>> @attrs.frozen
        ... class Options:
        ...     mode: str = attrs.field(default="pairs", validator=one_of(("pairs", "two_teams")))
        >>> Options(mode="trios")
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: mode must be one of 'pairs', 'two_teams', not 'trios'
    """
    options = tuple(choices)

    def validate(instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, str) or value not in options:
            raise ConfigError(f"{attribute.name} must be one of {', '.join(map(repr, options))}, not {excerpt(value)}")

    return Check(validate, {"enum": list(options)})


def start_scores(
    given: object, sides: int, *, default: int = 0, below: int | None = None, minimum: int | None = None, what: str = "scores"
) -> tuple[int, ...]:
    """A resumed match's starting scores (or tables): one integer per side.

    Args:
        given: what the caller passed (``None`` for the standard start).
        sides: how many teams or sides the game has.
        default: every side's standard start.
        below: scores must stay below this (a target already reached is refused).
        minimum: scores may not go below this (tables cannot be negative).
        what: the keyword's name, for messages.

    Example:
        >>> start_scores(None, 2), start_scores([5, 7], 2, below=15)
        ((0, 0), (5, 7))
        >>> start_scores((5, 15), 2, below=15)
        Traceback (most recent call last):
        ...
        trickcore.errors.ConfigError: scores: 15 has already reached the target of 15

    Raises:
        ConfigError: a wrong length, a non-integer, or a value out of bounds.
    """
    if given is None:
        return (default,) * sides
    if isinstance(given, (str, bytes)) or not isinstance(given, Sequence) or len(given) != sides:
        raise ConfigError(f"{what} must be {sides} integers, one per side, not {excerpt(given)}")
    for value in given:
        if not _is_int(value):
            raise _not_int(what, value, "integers")
        if below is not None and value >= below:
            raise ConfigError(f"{what}: {excerpt(value)} has already reached the target of {below}")
        if minimum is not None and value < minimum:
            raise ConfigError(f"{what} must be at least {minimum}, not {excerpt(value)}")
    return tuple(given)
