"""JSON for trickcore values, driven by type annotations, strict and bounded.

:func:`to_data` turns a value (attrs classes, enums, cards, decks, tuples, ints,
strings, ``None``) into plain JSON data; :func:`from_data` rebuilds a value of a
given type from data, calling the class constructors so every validator runs.
Nothing is evaluated or unpickled: data from an untrusted client builds only values
of the types asked for, or raises :class:`~trickcore.errors.SerializationError`
naming the offending place as a JSON path (``$.deals[0].hands[2]``).

The reader is strict so that whatever it accepts round-trips exactly: every field
is required, unknown fields are refused, every object names its ``"type"``, values
that a constructor would normalise (a discard's cards out of canonical order) are
refused, and so are duplicate keys, floats, and numbers or texts beyond the limits
below. The same type walk writes the JSON Schema (:mod:`trickcore.schema`).
"""

from __future__ import annotations

import contextvars
import enum
import functools
import itertools
import json
import operator
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, Final, TypeVar, Union

import attrs

from trickcore.deck import Deck, trusted_deck
from trickcore.errors import SerializationError, TrickcoreError, excerpt
from trickcore.playing_cards import CARD_OF_TEXT, CARD_TEXT, Card, all_cards
from trickcore.tricks import CardPlay, Trick

__all__ = [
    "FORMAT",
    "MAX_INTEGER",
    "MAX_JSON_LENGTH",
    "MAX_STRING_LENGTH",
    "OPTIONAL_IF_DEFAULT",
    "Data",
    "dumps",
    "from_data",
    "loads",
    "to_data",
    "unwrap",
    "wrap",
]

T = TypeVar("T")

Data = None | bool | int | str | list["Data"] | dict[str, "Data"]
"""Plain JSON data."""

MAX_JSON_LENGTH: Final = 16 * 1024 * 1024
"""The longest JSON text read (16 MiB of characters); a whole game of 100,000 actions fits easily."""

MAX_INTEGER: Final = 2**53 - 1
"""The largest integer magnitude read or written (the largest a JavaScript number holds exactly)."""

MAX_STRING_LENGTH: Final = 10_000
"""The longest string read inside a document (card and action texts are a few characters)."""

FORMAT: Final = "trickcore"
"""The ``"format"`` tag of every JSON document trickcore writes."""


class _Failure(Exception):
    """A decoding failure on its way up, collecting the JSON path of where it happened."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.path: list[str | int] = []


def _fail(message: str) -> _Failure:
    return _Failure(message)


def _path(keys: list[str | int], root: str) -> str:
    """The JSON path of the keys collected innermost-first, such as ``$.deals[0].hands``."""
    return root + "".join(f"[{key}]" if isinstance(key, int) else f".{key}" for key in reversed(keys))


# --- Writing ---------------------------------------------------------------------------------


def to_data(value: object) -> Data:
    """Plain JSON data for a trickcore value.

    Example:
        >>> from trickcore.actions import Play
        >>> to_data(Play(Card.parse("JS")))
        {'type': 'Play', 'card': 'JS'}
    """
    write = _WRITERS.get(value.__class__)
    if write is None:
        write = _writer(value.__class__, value)
    return write(value)


def _write_int(value: Any) -> Data:
    if not -MAX_INTEGER <= value <= MAX_INTEGER:
        raise SerializationError(f"integer out of range for JSON: {excerpt(value)}")
    return int(value)


def _write_plain(value: Data) -> Data:
    return value


def _write_card(value: Card) -> Data:
    return CARD_TEXT[value.index]


def _write_items(value: Any) -> Data:
    if all_cards(value):
        return list(map(CARD_TEXT.__getitem__, map(_card_index, value)))
    return [to_data(item) for item in value]


_card_index: Final = operator.attrgetter("index")


def _writer(cls: type, value: object) -> Callable[[Any], Data]:
    """How to write values of ``cls`` (found once per class, then looked up)."""
    write: Callable[[Any], Data]
    if issubclass(cls, enum.Enum):
        def write(member: Any) -> Data:
            return to_data(member.value)
    elif value is None or issubclass(cls, (bool, str)):
        write = _write_plain
    elif issubclass(cls, int):
        write = _write_int
    elif issubclass(cls, Card):
        write = _write_card
    elif issubclass(cls, Deck):
        def write(deck: Any) -> Data:
            return [CARD_TEXT[card.index] for card in deck.cards]
    elif issubclass(cls, (tuple, list)):
        write = _write_items
    elif attrs.has(cls):
        name = cls.__name__
        fields = _written_fields(cls)
        # A small frozen object's flat form never changes: remember it (actions, written by the thousand), and
        # so a frozen object of scalar fields only, whatever its size (a ruleset's Rules, in every document).
        remember = getattr(cls, "__setattr__", None) is _FROZEN_SETATTR and (len(fields) < _MEMO_FIELDS or _scalar_class(cls))
        written = tuple((key, attribute) for key, attribute, default in fields if default is _WRITTEN)
        optional = tuple(field for field in fields if field[2] is not _WRITTEN)

        def write(obj: Any) -> Data:
            known = _FORMS.get(id(obj)) if remember else None
            if known is not None:
                return known[1].copy()
            data: dict[str, Data] = {"type": name}
            for key, attribute in written:
                data[key] = to_data(getattr(obj, attribute))
            for key, attribute, default in optional:
                field_value = getattr(obj, attribute)
                if field_value != default:
                    data[key] = to_data(field_value)
            if remember:
                _remember_form(obj, data)
            return data
    else:
        raise SerializationError(f"cannot serialise {cls.__name__} value {excerpt(value)}")
    if len(_WRITERS) < _MAX_WRITERS:
        _WRITERS[cls] = write
    return write


def _remember_form(obj: object, data: dict[str, Data]) -> None:
    """Keep a copy of the form of a small frozen object, and its JSON text, when it is flat (every value a scalar).

    The forms are kept by the object's ``id`` next to the object itself, which
    keeps that ``id`` from being reused while the entry lives; a caller gets a copy
    of the kept form to do with as it likes. When the table is full it starts
    again, so it stays bounded and holds the values written lately.
    """
    if not all(value.__class__ in _SCALARS for value in data.values()):
        return
    if len(_FORMS) >= _MAX_FORMS:
        _FORMS.clear()
    _FORMS[id(obj)] = (obj, data.copy(), _TREE_ENCODER.encode(data))


@attrs.frozen
class _Frozen:
    """A frozen attrs class, whose ``__setattr__`` (the one that refuses) tells frozen classes from others."""


_FROZEN_SETATTR: Final = _Frozen.__setattr__

_SCALARS: Final = frozenset({str, int, bool, type(None)})
"""The classes of the values of a flat form."""

_MAX_FORMS: Final = 1024
"""A bound on the forms remembered (a ruleset's actions are a few dozen shared values)."""

_FORMS: dict[int, tuple[object, dict[str, Data], str]] = {}
"""The flat forms of small frozen objects written lately, by ``id``, each with its object and its JSON text."""

_MAX_WRITERS: Final = 512
"""A bound on the classes remembered (values come from the library's own types, so a few dozen in practice)."""

_WRITERS: dict[type, Callable[[Any], Data]] = {}
"""How to write each class met so far."""


_WRITTEN: Final = object()
"""In :func:`_written_fields`, the mark of a field written whatever it holds."""


def _optional_default(field: attrs.Attribute[Any]) -> object:
    """The default of a field JSON omits while it holds it (:data:`OPTIONAL_IF_DEFAULT`), or ``_WRITTEN``."""
    if field.metadata.get(OPTIONAL_IF_DEFAULT) and field.default is not attrs.NOTHING:
        return field.default
    return _WRITTEN


OPTIONAL_IF_DEFAULT = "trickcore.optional_if_default"
"""The attrs field metadata key of an option JSON omits while it holds its default (its absence reads as the default).

A ruleset that adds options (house rules, say) marks them so; documents of games
without them read and write exactly as before the options existed, and the JSON
Schema lists them as not required.
"""


@functools.lru_cache(maxsize=256)
def _written_fields(cls: type) -> tuple[tuple[str, str, object], ...]:
    """The JSON keys, attribute names and omitted defaults of an attrs class's fields (its constructor's arguments)."""
    return tuple(
        (field.name.lstrip("_"), field.name, _optional_default(field)) for field in attrs.fields(cls) if field.init
    )


# --- Reading ---------------------------------------------------------------------------------


def from_data(data: object, hint: Any, where: str = "$", *, max_cards: int | None = None) -> Any:
    """Rebuild a value of type ``hint`` from JSON data.

    ``max_cards`` bounds every list of cards read (a hand, a stock, a discard, a
    deck), of tricks and of a trick's plays: a longer list is refused by its
    length, before any of it is converted, sorted or checked. A ruleset's reader
    passes the size of its pack, which none of these lists in its documents can
    exceed (a trick or a play shows at least one card).

    Example:
        >>> from trickcore.actions import Play
        >>> from_data({"type": "Play", "card": "JS"}, Play)
        Play(Card.parse('JS'))
        >>> from trickcore.actions import Discard
        >>> from_data({"type": "Discard", "cards": ["JS"] * 9}, Discard, max_cards=8)
        Traceback (most recent call last):
        ...
        trickcore.errors.SerializationError: $.cards: a list of 9 cards is longer than the 8 cards allowed

    Raises:
        SerializationError: the data does not describe a valid value of that type;
            the message starts with the JSON path of the first bad place.
    """
    token = _MAX_CARDS.set(max_cards)
    try:
        return decoder(hint)(data)
    except _Failure as failure:
        raise SerializationError(f"{_path(failure.path, where)}: {failure.message}") from None
    except RecursionError:
        raise SerializationError(f"{where}: nested too deeply") from None
    finally:
        _MAX_CARDS.reset(token)


_MAX_CARDS: Final[contextvars.ContextVar[int | None]] = contextvars.ContextVar("max_cards", default=None)
"""The longest list of cards the current :func:`from_data` call reads (``None``: no bound but the text's length)."""


Decoder = Callable[[object], Any]
"""A function reading JSON data as one type, raising :class:`_Failure` when it cannot."""


@functools.lru_cache(maxsize=512)
def decoder(hint: Any) -> Decoder:
    """The reader of one type, built once (the types a program reads are few, so the cache stays small)."""
    origin = typing.get_origin(hint)
    if hint is Any or hint is object:
        raise TypeError(f"no type to decode into: {hint!r}")
    if hint is None or hint is type(None):
        return _decode_none
    if origin in (Union, types.UnionType):
        return _union_decoder(typing.get_args(hint))
    if origin is typing.Literal:
        return _literal_decoder(typing.get_args(hint))
    if origin is tuple:
        return _decode_cards if hint == tuple[Card, ...] else _tuple_decoder(typing.get_args(hint))
    if hint is bool:
        return _decode_bool
    if hint is int:
        return _decode_int
    if hint is str:
        return _decode_str
    if hint is Card:
        return _decode_card
    if hint is Deck:
        return _decode_deck
    cls = origin if origin is not None else hint
    if isinstance(cls, type) and issubclass(cls, enum.Enum):
        return _enum_decoder(cls)
    if isinstance(cls, type) and attrs.has(cls):
        return _attrs_decoder(cls, hint)
    raise TypeError(f"cannot decode type {hint!r}")


def _decode_none(data: object) -> None:
    if data is not None:
        raise _fail(f"expected null, got {excerpt(data)}")


def _decode_bool(data: object) -> bool:
    if data is not True and data is not False:
        raise _fail(f"expected true or false, got {excerpt(data)}")
    return data


def _decode_int(data: object) -> int:
    if data.__class__ is not int:
        raise _fail(f"expected an integer, got {excerpt(data)}")
    if not -MAX_INTEGER <= data <= MAX_INTEGER:
        raise _fail(f"integer out of range (at most {MAX_INTEGER} in magnitude): {excerpt(data)}")
    return data


def _decode_str(data: object) -> str:
    if data.__class__ is not str:
        raise _fail(f"expected a string, got {excerpt(data)}")
    if len(data) > MAX_STRING_LENGTH:
        raise _fail(f"string of {len(data)} characters is too long (at most {MAX_STRING_LENGTH})")
    return data


def _decode_card(data: object) -> Card:
    card = CARD_OF_TEXT.get(data) if isinstance(data, str) else None
    if card is not None:
        return card
    if data.__class__ is not str:
        raise _fail(f"expected a card such as 'JS', got {excerpt(data)}")
    try:
        card = Card.parse(data)
    except TrickcoreError as error:
        raise _fail(str(error)) from None
    if str(card) != data:
        raise _fail(f"cards are written in canonical form ({str(card)!r}), not {excerpt(data)}")
    return card


def _decode_deck(data: object) -> Deck:
    return trusted_deck(_decode_cards(data))


def _literal_decoder(options: tuple[Any, ...]) -> Decoder:
    allowed = {(type(option), option) for option in options}

    def decode(data: object) -> Any:
        if not isinstance(data, (str, int, type(None))) or (type(data), data) not in allowed:
            raise _fail(f"expected one of {', '.join(map(repr, options))}, got {excerpt(data)}")
        return data

    return decode


def _enum_decoder(cls: type[enum.Enum]) -> Decoder:
    members = {(type(member.value), member.value): member for member in cls}

    def decode(data: object) -> enum.Enum:
        member = members.get((type(data), data)) if isinstance(data, (str, int)) else None
        if member is None:
            raise _fail(f"{excerpt(data)} is not a {cls.__name__} (expected one of {', '.join(repr(v) for _, v in members)})")
        return member

    return decode


def _tuple_decoder(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = decoder(args[0])
        # A hand's tricks and plays each show cards of the pack: no more of them than of cards.
        bounded = args[0] in (Trick, CardPlay)

        def decode_items(data: object) -> tuple[Any, ...]:
            if data.__class__ is not list:
                raise _fail(f"expected a list, got {excerpt(data)}")
            if bounded and (limit := _MAX_CARDS.get()) is not None and len(data) > limit:
                raise _fail(f"a list of {len(data)} {args[0].__name__}s is longer than the {limit} cards allowed")
            return _decode_each(itertools.repeat(item), data)

        return decode_items
    readers = tuple(decoder(arg) for arg in args) if args != ((),) else ()

    def decode_fixed(data: object) -> tuple[Any, ...]:
        if data.__class__ is not list:
            raise _fail(f"expected a list, got {excerpt(data)}")
        if len(data) != len(readers):
            raise _fail(f"expected {len(readers)} items, got {len(data)}")
        return _decode_each(readers, data)

    return decode_fixed


def _decode_each(readers: Iterable[Decoder], data: list[Any]) -> tuple[Any, ...]:
    """Each item of a JSON list read by its reader; a failure's path gains the item's index."""
    items = []
    for index, (read, element) in enumerate(zip(readers, data)):
        try:
            items.append(read(element))
        except _Failure as failure:
            failure.path.append(index)
            raise
    return tuple(items)


_CARD_ITEMS: Final = _tuple_decoder((Card, Ellipsis))
"""The general reader of a card list, which names the first bad item."""


def _decode_cards(data: object) -> tuple[Card, ...]:
    """A list of canonical card texts, looked up in one pass (hands, stocks and decks are most of a record).

    Any list the lookup does not map to cards only (an unhashable item, an unknown
    text) goes through :data:`_CARD_ITEMS`, which refuses it with the usual message.
    """
    if data.__class__ is list:
        limit = _MAX_CARDS.get()
        if limit is not None and len(data) > limit:
            raise _fail(f"a list of {len(data)} cards is longer than the {limit} cards allowed")
        try:
            found = tuple(map(_card_of_text, data))
        except TypeError:
            found = (None,)
        if None not in found:
            return found  # type: ignore[return-value]
    result: tuple[Card, ...] = _CARD_ITEMS(data)
    return result


_card_of_text: Final = CARD_OF_TEXT.get


def _union_decoder(options: tuple[Any, ...]) -> Decoder:
    nullable = type(None) in options
    rest = tuple(option for option in options if option is not type(None))
    tagged = {
        cls.__name__: decoder(option)
        for option in rest
        if isinstance(cls := typing.get_origin(option) or option, type) and attrs.has(cls)
    }
    if len(rest) == 1:
        only = decoder(rest[0])

        def decode_optional(data: object) -> Any:
            return None if data is None and nullable else only(data)

        return decode_optional
    others = tuple(decoder(option) for option in rest if not (isinstance(option, type) and attrs.has(option)))
    names = ", ".join(sorted(tagged))

    memo: dict[object, Any] = {}

    def decode(data: object) -> Any:
        if data is None and nullable:
            return None
        if data.__class__ is dict and tagged:
            key, known = _recall(memo, data)
            if known is not None:
                return known
            tag = data.get("type")
            read = tagged.get(tag) if tag.__class__ is str else None
            if read is None:
                raise _fail(f"unknown type {excerpt(data.get('type'))} (expected one of {names})")
            value = read(data)
            if key is not None and len(memo) < _MEMO_SIZE:
                memo[key] = value
            return value
        for read in others:
            try:
                return read(data)
            except _Failure:
                continue
        raise _fail(f"{excerpt(data)} matches none of the expected types")

    return decode


def _attrs_decoder(cls: type[Any], hint: Any) -> Decoder:
    """Read an object ``{"type": <class name>, <field>: ...}`` and call the constructor."""
    hints = typing.get_type_hints(cls)
    substitution = dict(zip(getattr(cls, "__parameters__", ()), typing.get_args(hint)))
    fields = [field for field in attrs.fields(cls) if field.init]
    readers = tuple(
        (
            field.name.lstrip("_"),
            field.alias or field.name.lstrip("_"),
            decoder(substitute(hints[field.name], substitution)),
            field.name if field.converter is not None else None,
        )
        for field in fields
    )
    keys = frozenset(key for key, _, _, _ in readers) | {"type"}
    optional = frozenset(field.name.lstrip("_") for field in fields if _optional_default(field) is not _WRITTEN)
    name = cls.__name__
    # A class of scalar fields only (a ruleset's Rules) is remembered whatever its size: its objects repeat
    # from document to document, and building one runs a validator per field.
    limit = len(keys) if _scalar_class(cls) else _MEMO_FIELDS

    memo: dict[object, Any] = {}

    def decode(data: object) -> Any:
        if data.__class__ is not dict:
            raise _fail(f"expected an object for {name}, got {excerpt(data)}")
        # Small flat objects (actions) repeat through a record: decode each once.
        key, known = _recall(memo, data, limit)
        if known is not None:
            return known
        value = read_object(data)
        if key is not None and len(memo) < _MEMO_SIZE:
            memo[key] = value
        return value

    def read_object(data: dict[str, Any]) -> Any:
        tag = data.get("type")
        if tag != name:
            raise _fail(f"expected an object of type {name!r}, got type {excerpt(tag)}")
        if not keys.issuperset(data) or (len(data) != len(keys) and not (keys - optional).issubset(data)):
            unknown = sorted(str(key) for key in set(data) - keys)
            missing = sorted(keys - optional - set(data))
            raise _fail(
                f"{name}: " + "; ".join(
                    part for part in (
                        f"unknown field(s) {excerpt(unknown)}" if unknown else "",
                        f"missing field(s) {', '.join(missing)}" if missing else "",
                    ) if part
                )
            )
        arguments: dict[str, Any] = {}
        normalised: list[tuple[str, str, str]] = []
        complete = len(data) == len(keys)
        for key, alias, read, converted in readers:
            if not complete and key not in data:
                continue
            try:
                arguments[alias] = read(data[key])
            except _Failure as failure:
                failure.path.append(key)
                raise
            if converted is not None:
                normalised.append((key, alias, converted))
        try:
            value = cls(**arguments)
        except (TrickcoreError, ValueError, TypeError) as error:
            raise _fail(f"invalid {name}: {error}") from None
        for key, alias, attribute in normalised:
            kept = getattr(value, attribute)
            if _unchanged(arguments[alias], kept):
                continue
            written = to_data(kept)
            if written != data[key]:
                problem = _fail(f"not in canonical form (written as {excerpt(written)})")
                problem.path.append(key)
                raise problem
        return value

    return decode


def _recall(memo: dict[object, Any], data: dict[str, Any], limit: int = 0) -> tuple[object | None, Any]:
    """The memo key of a small flat JSON object and the value remembered for it, if any.

    The key is ``None`` for an object not to remember: one of more than ``limit``
    keys (at least :data:`_MEMO_FIELDS`), or holding a list or an object (unhashable). It
    lists the keys, the values and every value's class (``true`` is not ``1``),
    flat, in one tuple: objects of one size put each part at the same place, and
    objects of different sizes have keys of different lengths. A whole record's
    actions go through here, so it costs one tuple and one lookup.
    """
    if len(data) > _MEMO_FIELDS and len(data) > limit:
        return None, None
    values = tuple(data.values())
    key = (*data, *values, *map(type, values))
    try:
        return key, memo.get(key)
    except TypeError:
        return None, None


def _scalar(hint: Any) -> bool:
    """Whether a field of type ``hint`` holds no object in JSON: a number, string, boolean or null, or a tuple of them.

    (An object holding a list is never remembered all the same: it is unhashable.)
    """
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType) or origin is tuple:
        return all(_scalar(arg) for arg in typing.get_args(hint) if arg is not Ellipsis)
    if origin is typing.Literal or hint in (int, str, bool, float, type(None)) or hint is None:
        return True
    return isinstance(hint, type) and issubclass(hint, enum.Enum)


def _scalar_class(cls: type) -> bool:
    """Whether every field ``cls`` is made with holds no object in JSON (see :func:`_scalar`), as a ruleset's Rules."""
    try:
        hints = typing.get_type_hints(cls)
    except (NameError, TypeError):
        return False
    return all(_scalar(hints.get(field.name, object)) for field in attrs.fields(cls) if field.init)


_MEMO_FIELDS: Final = 4
"""Objects with at most this many keys (the tag included) may be remembered by their decoder."""

_MEMO_SIZE: Final = 4096
"""Decoded flat objects remembered per class, at most (bounded, whatever the input)."""

def _unchanged(read: object, kept: object) -> bool:
    """Whether a converter kept the value read as it was: the same object, or a tuple of the same items.

    Either is written exactly as the value read, which round-trips (the readers
    accept only canonical forms), so the converted field needs no writing back to
    compare. A deal's hands come back as a new tuple of the same hand tuples, a
    discard in canonical order as a new tuple of the same cards.
    """
    if read is kept:
        return True
    if read.__class__ is not tuple or kept.__class__ is not tuple:
        return False
    return len(read) == len(kept) and all(map(operator.is_, read, kept))


def substitute(hint: Any, substitution: dict[Any, Any]) -> Any:
    """Replace type variables in ``hint`` by the arguments a generic class was given."""
    if isinstance(hint, TypeVar):
        return substitution.get(hint, hint)
    args = typing.get_args(hint)
    if not args or not substitution:
        return hint
    new_args = tuple(substitute(arg, substitution) for arg in args)
    origin = typing.get_origin(hint)
    if origin in (Union, types.UnionType):
        return Union[new_args]
    if origin is tuple:
        return tuple[new_args]  # type: ignore[valid-type]
    return hint.copy_with(new_args) if hasattr(hint, "copy_with") else hint


# --- Text ------------------------------------------------------------------------------------


def dumps(data: Data, *, tree: bool = False) -> str:
    """Compact, key-sorted JSON text for plain data.

    With ``tree``, the caller vouches that no list or object holds itself (as in
    everything :func:`to_data` returns), and the writer skips watching for cycles.
    """
    return (_TREE_ENCODER if tree else _ENCODER).encode(data)


_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"))
_TREE_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), check_circular=False)


def list_text(values: Iterable[object]) -> str:
    """``dumps(to_data(values))`` for a sequence of values: the same text, each small frozen value's remembered.

    A record's actions are thousands of a few shared values; written this way,
    each is turned into text once rather than once per place in the record.

    Example:
        >>> from trickcore.actions import Pass
        >>> list_text([Pass(), Pass()]) == dumps(to_data((Pass(), Pass())))
        True
    """
    return "[" + ",".join([_value_text(value) for value in values]) + "]"


def _value_text(value: object) -> str:
    """The JSON text of one value, remembered when it is a small frozen object with a flat form."""
    known = _FORMS.get(id(value))
    if known is None:
        data = to_data(value)
        known = _FORMS.get(id(value))
        if known is None:
            return dumps(data, tree=True)
    return known[2]


def object_text(members: dict[str, str]) -> str:
    """The JSON text of an object from its members' JSON texts, keys sorted and spaced as :func:`dumps` writes them.

    Example:
        >>> object_text({"b": "[1]", "a": '"x"'}) == dumps({"b": [1], "a": "x"})
        True
    """
    return "{" + ",".join([f"{_ENCODER.encode(key)}:{text}" for key, text in sorted(members.items())]) + "}"


def loads(text: str | bytes) -> Any:
    """Parse JSON text strictly, turning every failure into :class:`~trickcore.errors.SerializationError`.

    Refused: text longer than :data:`MAX_JSON_LENGTH`, invalid UTF-8, duplicate
    keys in an object, ``NaN``/``Infinity``, numbers that are not integers, and
    integers beyond :data:`MAX_INTEGER`.

    Example:
        >>> loads('{"a": [1, 2]}')
        {'a': [1, 2]}
        >>> loads('{"a": 1, "a": 2}')
        Traceback (most recent call last):
        ...
        trickcore.errors.SerializationError: malformed JSON: duplicate key 'a'
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SerializationError(f"JSON must be text, not {type(text).__name__}")
    if len(text) > MAX_JSON_LENGTH:
        raise SerializationError(f"JSON text of {len(text)} characters is too long (at most {MAX_JSON_LENGTH})")
    try:
        return json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_reject_float,
            parse_int=_bounded_int,
            object_pairs_hook=_unique_keys,
        )
    except (ValueError, RecursionError) as error:
        raise SerializationError(f"malformed JSON: {excerpt(str(error), 200)[1:-1]}") from None


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not allowed")


def _reject_float(text: str) -> object:
    raise ValueError(f"numbers are integers, not {text[:20]}")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 16:
        raise ValueError(f"integer of {len(text)} digits is out of range")
    value = int(text)
    if not -MAX_INTEGER <= value <= MAX_INTEGER:
        raise ValueError(f"integer out of range: {text}")
    return value


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ValueError(f"duplicate key {excerpt(key)}")
            seen.add(key)
    return result


def wrap(kind: str, ruleset: str, payload: Data, **extra: Data) -> dict[str, Data]:
    """A tagged document: ``{"format", "kind", "ruleset", "data"}`` and any extra keys."""
    return {"format": FORMAT, "kind": kind, "ruleset": ruleset, "data": payload, **extra}


def unwrap(document: object, ruleset: str, extra: frozenset[str] = frozenset()) -> tuple[str, Any]:
    """The kind and payload of a tagged document written by :func:`wrap` for ``ruleset``.

    ``extra`` names the optional keys the document may also have (they are not read).

    Raises:
        SerializationError: not a trickcore document of that ruleset.
    """
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SerializationError("not a trickcore JSON document (expected an object with \"format\": \"trickcore\")")
    keys = set(document)
    required = {"format", "kind", "ruleset", "data"}
    if not required <= keys or not keys <= required | extra:
        raise SerializationError(f"unexpected keys in document: {excerpt(sorted(str(key) for key in keys))}")
    if document["ruleset"] != ruleset:
        raise SerializationError(f"a {excerpt(document['ruleset'])} document cannot be read as {ruleset!r}")
    kind = document["kind"]
    if not isinstance(kind, str):
        raise SerializationError(f"bad document kind {excerpt(kind)}")
    return kind, document["data"]
