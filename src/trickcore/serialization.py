"""JSON for trickcore values, driven by type annotations.

:func:`to_data` turns a value (attrs classes, enums, cards, tuples, ints, strings,
``None``) into plain JSON data; :func:`from_data` rebuilds it from data and the
type it should have, calling the class constructors so every validator runs. Nothing
is evaluated or unpickled: data from an untrusted client builds only values of the
types asked for, or raises :class:`~trickcore.errors.SerializationError`.

attrs instances are JSON objects tagged with ``"type"`` (the class name), which
picks the class when a field may hold several (an action union, say).
"""

from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, TypeVar, Union

import attrs

from trickcore.cards import Card
from trickcore.deck import Deck
from trickcore.errors import SerializationError, TrickcoreError

__all__ = ["dumps", "from_data", "loads", "to_data", "unwrap", "wrap"]

T = TypeVar("T")

Data = None | bool | int | str | list["Data"] | dict[str, "Data"]
"""Plain JSON data."""


def to_data(value: object) -> Data:
    """Plain JSON data for a trickcore value.

    Example:
        >>> from trickcore.actions import Play
        >>> to_data(Play(Card.parse("JS")))
        {'type': 'Play', 'card': 'JS'}
    """
    if isinstance(value, enum.Enum):
        return to_data(value.value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Deck):
        return [str(card) for card in value.cards]
    if isinstance(value, (tuple, list)):
        return [to_data(item) for item in value]
    cls = type(value)
    if attrs.has(cls):
        data: dict[str, Data] = {"type": cls.__name__}
        for field in attrs.fields(cls):
            if field.init:
                data[field.name.lstrip("_")] = to_data(getattr(value, field.name))
        return data
    raise SerializationError(f"cannot serialise {type(value).__name__} value {value!r}")


def from_data(data: object, hint: Any, where: str = "$") -> Any:
    """Rebuild a value of type ``hint`` from JSON data.

    Example:
        >>> from trickcore.actions import Play
        >>> from_data({"type": "Play", "card": "JS"}, Play)
        Play(Card.parse('JS'))

    Raises:
        SerializationError: the data does not describe a valid value of that type.
    """
    try:
        return _decode(data, hint, where)
    except SerializationError:
        raise
    except (TrickcoreError, ValueError, TypeError, KeyError, AttributeError) as error:
        raise SerializationError(f"{where}: {error}") from error


def _decode(data: object, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if hint is Any or hint is object:
        raise SerializationError(f"{where}: no type to decode into")
    if hint is None or hint is type(None):
        if data is not None:
            raise SerializationError(f"{where}: expected null, got {data!r}")
        return None
    if origin in (Union, types.UnionType):
        return _decode_union(data, typing.get_args(hint), where)
    if origin is typing.Literal:
        if data not in typing.get_args(hint) or isinstance(data, bool) != any(
            isinstance(arg, bool) for arg in typing.get_args(hint)
        ):
            raise SerializationError(f"{where}: expected one of {typing.get_args(hint)}, got {data!r}")
        return data
    if origin is tuple:
        return _decode_tuple(data, typing.get_args(hint), where)
    if hint is bool:
        if not isinstance(data, bool):
            raise SerializationError(f"{where}: expected true or false, got {data!r}")
        return data
    if hint is int:
        if type(data) is not int:
            raise SerializationError(f"{where}: expected an integer, got {data!r}")
        return data
    if hint is str:
        if not isinstance(data, str):
            raise SerializationError(f"{where}: expected a string, got {data!r}")
        return data
    if hint is Card:
        if not isinstance(data, str):
            raise SerializationError(f"{where}: expected a card, got {data!r}")
        return Card.parse(data)
    if hint is Deck:
        return Deck(_decode_tuple(data, (Card, Ellipsis), where))
    cls = origin if origin is not None else hint
    if isinstance(cls, type) and issubclass(cls, enum.Enum):
        try:
            return cls(data)
        except ValueError:
            raise SerializationError(f"{where}: {data!r} is not a {cls.__name__}") from None
    if isinstance(cls, type) and attrs.has(cls):
        return _decode_attrs(data, cls, hint, where)
    raise SerializationError(f"{where}: cannot decode type {hint!r}")


def _decode_union(data: object, options: tuple[Any, ...], where: str) -> Any:
    if data is None and type(None) in options:
        return None
    if isinstance(data, dict):
        tag = data.get("type")
        for option in options:
            cls = typing.get_origin(option) or option
            if isinstance(cls, type) and attrs.has(cls) and cls.__name__ == tag:
                return _decode(data, option, where)
    errors = []
    for option in options:
        if option is type(None):
            continue
        try:
            return _decode(data, option, where)
        except (SerializationError, TrickcoreError, ValueError, TypeError) as error:
            errors.append(str(error))
    raise SerializationError(f"{where}: {data!r} matches none of the expected types")


def _decode_tuple(data: object, args: tuple[Any, ...], where: str) -> tuple[Any, ...]:
    if not isinstance(data, list):
        raise SerializationError(f"{where}: expected a list, got {data!r}")
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(_decode(item, args[0], f"{where}[{i}]") for i, item in enumerate(data))
    if args == ((),) or not args:
        if data:
            raise SerializationError(f"{where}: expected an empty list")
        return ()
    if len(data) != len(args):
        raise SerializationError(f"{where}: expected {len(args)} items, got {len(data)}")
    return tuple(_decode(item, arg, f"{where}[{i}]") for i, (item, arg) in enumerate(zip(data, args)))


def _decode_attrs(data: object, cls: type[Any], hint: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise SerializationError(f"{where}: expected an object for {cls.__name__}, got {data!r}")
    tag = data.get("type", cls.__name__)
    if tag != cls.__name__:
        raise SerializationError(f"{where}: expected a {cls.__name__}, got type {tag!r}")
    hints = typing.get_type_hints(cls)
    substitution = dict(zip(getattr(cls, "__parameters__", ()), typing.get_args(hint)))
    fields = [field for field in attrs.fields(cls) if field.init]
    names = {field.name.lstrip("_") for field in fields}
    unknown = set(data) - names - {"type"}
    if unknown:
        raise SerializationError(f"{where}: unknown field(s) {sorted(unknown)} for {cls.__name__}")
    kwargs: dict[str, Any] = {}
    for field in fields:
        name = field.name.lstrip("_")
        if name not in data:
            if field.default is attrs.NOTHING:
                raise SerializationError(f"{where}: missing field {name!r} of {cls.__name__}")
            continue
        field_hint = _substitute(hints[field.name], substitution)
        kwargs[field.alias if field.alias else name] = _decode(data[name], field_hint, f"{where}.{name}")
    try:
        return cls(**kwargs)
    except (TrickcoreError, ValueError, TypeError) as error:
        raise SerializationError(f"{where}: invalid {cls.__name__}: {error}") from error


def _substitute(hint: Any, substitution: dict[Any, Any]) -> Any:
    """Replace type variables in ``hint`` by the arguments a generic class was given."""
    if isinstance(hint, TypeVar):
        return substitution.get(hint, hint)
    args = typing.get_args(hint)
    if not args or not substitution:
        return hint
    new_args = tuple(_substitute(arg, substitution) for arg in args)
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return Union[new_args]
    if origin is tuple:
        return tuple[new_args]  # type: ignore[valid-type]
    return hint.copy_with(new_args) if hasattr(hint, "copy_with") else hint


def dumps(data: Data) -> str:
    """Compact, key-sorted JSON text for plain data."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def loads(text: str | bytes) -> Any:
    """Parse JSON text, turning every failure into :class:`~trickcore.errors.SerializationError`.

    Example:
        >>> loads("{not json")
        Traceback (most recent call last):
        ...
        trickcore.errors.SerializationError: malformed JSON: ...
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SerializationError(f"JSON must be text, not {type(text).__name__}")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise SerializationError(f"malformed JSON: {error}") from error


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed")


FORMAT = "trickcore"
"""The ``"format"`` tag of every JSON document trickcore writes."""


def wrap(kind: str, ruleset: str, payload: Data) -> str:
    """JSON text of a tagged document: ``{"format", "kind", "ruleset", "data"}``."""
    return dumps({"format": FORMAT, "kind": kind, "ruleset": ruleset, "data": payload})


def unwrap(text: str | bytes, ruleset: str) -> tuple[str, Any]:
    """The kind and payload of a tagged document written by :func:`wrap` for ``ruleset``.

    Raises:
        SerializationError: malformed JSON, or not a trickcore document of that ruleset.
    """
    document = loads(text)
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SerializationError("not a trickcore JSON document")
    if set(document) != {"format", "kind", "ruleset", "data"}:
        raise SerializationError(f"unexpected keys in document: {sorted(document)}")
    if document["ruleset"] != ruleset:
        raise SerializationError(f"a {document['ruleset']!r} document cannot be read as {ruleset!r}")
    kind = document["kind"]
    if not isinstance(kind, str):
        raise SerializationError(f"bad document kind {kind!r}")
    return kind, document["data"]
