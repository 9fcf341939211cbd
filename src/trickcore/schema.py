"""JSON Schema (draft 2020-12) of every document a ruleset reads and writes.

The schema is written by walking the same type annotations the reader and writer
of :mod:`trickcore.serialization` walk, with the limits of the rules options taken
from their validators (:class:`trickcore.options.Check`) and every field described
from its class's docstring — one source, never a hand-kept copy. The schemas are
generated ahead of time (``python tools/make_schemas.py``) and shipped in the package
as ``trickcore/schemas/<ruleset>/<kind>.json``; a test regenerates them and fails if
the shipped files differ. Each ruleset's ``json_schema(kind)`` returns the shipped one.

What a schema cannot say (that a record replays, that a view could come from a
game, that cards are not duplicated) the readers still check; a schema never
accepts less than they do.
"""

from __future__ import annotations

import ast
import enum
import functools
import importlib.resources
import inspect
import json
import re
import textwrap
import types
import typing
from typing import Any, Final, Union

import attrs

from trickcore.codec import KINDS, Kind
from trickcore.deck import Deck
from trickcore.errors import ErrorCode
from trickcore.options import OPTIONAL_IF_DEFAULT, Check
from trickcore.playing_cards import Card, Rank, Suit
from trickcore.records import Record, SeatRecord
from trickcore.serialization import FORMAT, MAX_INTEGER, MAX_STRING_LENGTH, Data, substitute

__all__ = ["DRAFT", "RulesetSchemas", "document_schema", "load_schema"]

DRAFT: Final = "https://json-schema.org/draft/2020-12/schema"
"""The JSON Schema dialect of every schema."""

_CARD_PATTERN: Final = "^([" + "".join(rank.value for rank in Rank) + "][" + "".join(suit.value for suit in Suit) + "]|JK)$"

_DESCRIPTIONS: Final = {
    "game": "A whole game, written as its record (rules, start, every deal and action); reading it replays the record.",
    "view": "What one seat may see of a game: its own cards and everything public.",
    "action": "One action (a call, a discard, naming trump or a card played).",
    "record": "A game's record, or a seat's record (with the cards that seat did not see left out).",
    "illegal-action": "Why an action was refused: a stable code and a message for people.",
    "deck": "An ordered pack of cards, top first.",
}


def load_schema(ruleset: str, kind: Kind) -> dict[str, Data]:
    """The shipped schema of one kind of document of a ruleset (a fresh copy each call).

    Raises:
        ValueError: ``kind`` is not one of :data:`trickcore.codec.KINDS`.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown document kind {kind!r}; the kinds are: {', '.join(KINDS)}")
    schema: dict[str, Data] = json.loads(_shipped(ruleset, kind))
    return schema


@attrs.frozen
class RulesetSchemas:
    """The shipped schemas of one ruleset; each ruleset module exposes :meth:`json_schema` as its own.

    Attributes:
        ruleset: the ruleset's registry name (the schemas' folder).
    """

    ruleset: str

    def json_schema(self, kind: Kind) -> dict[str, Data]:
        """The JSON Schema (draft 2020-12) of one kind of the ruleset's documents.

        ``kind`` is ``"game"``, ``"view"``, ``"action"``, ``"record"``,
        ``"illegal-action"`` or ``"deck"``. Every ``to_json`` output of that kind
        validates; the schema is also shipped as ``trickcore/schemas/<ruleset>/<kind>.json``.

        Example:
            >>> schema = RulesetSchemas("smear").json_schema("action")
            >>> schema["$schema"], sorted(schema["$defs"])
            ('https://json-schema.org/draft/2020-12/schema', ['Bid', 'Card', 'Claim', 'Discard', 'NameTrump', 'Pass', 'Play', 'Suit'])

        Raises:
            ValueError: ``kind`` is not a kind of document.
        """
        return load_schema(self.ruleset, kind)


@functools.lru_cache(maxsize=32)
def _shipped(ruleset: str, kind: str) -> str:
    return (importlib.resources.files("trickcore") / "schemas" / ruleset / f"{kind}.json").read_text(encoding="utf-8")


def document_schema(ruleset: str, kind: Kind, *, view: type, action: Any, rules: type) -> dict[str, Any]:
    """Generate the schema of one kind of document of a ruleset from its types."""
    builder = _Builder()
    record = Record[rules, action]  # type: ignore[valid-type]
    payload: dict[str, Any]
    match kind:
        case "game":
            payload = builder.schema(record)
        case "view":
            payload = builder.schema(view)
        case "action":
            payload = builder.schema(action)
        case "record":
            payload = builder.schema(Union[record, SeatRecord[rules, action]])  # type: ignore[valid-type]
        case "illegal-action":
            payload = _illegal_action_schema()
        case "deck":
            payload = builder.schema(Deck)
    properties = _envelope(ruleset, kind, {"description": f"The document's content. {_DESCRIPTIONS[kind]}", **payload})
    if kind == "view":
        properties["legal"] = {
            "description": "The seat's legal actions when it is to act, each as an action document and as notation text (written with legal=True; readers accept only this exact list).",
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "action": _action_document(ruleset, builder.schema(action)),
                    "text": {"description": "The action in text notation (what parse_action reads).", "type": "string"},
                },
                "required": ["action", "text"],
                "additionalProperties": False,
            },
        }
    schema: dict[str, Any] = {
        "$schema": DRAFT,
        "$id": f"https://trickcore.readthedocs.io/schemas/{ruleset}/{kind}.json",
        "title": f"trickcore {ruleset} {kind} document",
        "description": _DESCRIPTIONS[kind],
        "type": "object",
        "properties": properties,
        "required": ["format", "kind", "ruleset", "data"],
        "additionalProperties": False,
    }
    if builder.definitions:
        schema["$defs"] = dict(sorted(builder.definitions.items()))
    return schema


def _envelope(ruleset: str, kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """The properties of a document's envelope (format, kind, ruleset) around its ``data``."""
    return {
        "format": {"description": f'Always "{FORMAT}": marks the document as one of trickcore\'s.', "const": FORMAT},
        "kind": {"description": f"The kind of document, which says what data holds: {', '.join(KINDS)}.", "const": kind},
        "ruleset": {"description": "The registry name of the ruleset the document belongs to.", "const": ruleset},
        "data": data,
    }


def _action_document(ruleset: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The schema of a ``"legal"`` entry's action: a whole action document, to send back as it is."""
    return {
        "description": "The action's whole document, the same as to_json(action) gives: a client sends back the one it picks as it is.",
        "type": "object",
        "properties": _envelope(ruleset, "action", {"description": "The action's content.", **payload}),
        "required": ["format", "kind", "ruleset", "data"],
        "additionalProperties": False,
    }


def _illegal_action_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "code": {"description": "The stable reason (see the error codes).", "enum": [code.value for code in ErrorCode]},
            "message": {"description": "An explanation for people.", "type": "string", "minLength": 1, "maxLength": MAX_STRING_LENGTH},
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    }


class _Builder:
    """Schemas of types, collecting the named ones (classes, enums) under ``$defs``."""

    def __init__(self) -> None:
        self.definitions: dict[str, dict[str, Any]] = {}

    def schema(self, hint: Any) -> dict[str, Any]:
        origin = typing.get_origin(hint)
        if hint is None or hint is type(None):
            return {"type": "null"}
        if origin in (Union, types.UnionType):
            options = [self.schema(arg) for arg in typing.get_args(hint)]
            return {"anyOf": options}
        if origin is typing.Literal:
            return {"enum": list(typing.get_args(hint))}
        if origin is tuple:
            args = typing.get_args(hint)
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.schema(args[0])}
            if args in ((), ((),)):
                return {"type": "array", "maxItems": 0}
            return {
                "type": "array",
                "prefixItems": [self.schema(arg) for arg in args],
                "items": False,
                "minItems": len(args),
            }
        if hint is bool:
            return {"type": "boolean"}
        if hint is int:
            return {"type": "integer", "minimum": -MAX_INTEGER, "maximum": MAX_INTEGER}
        if hint is str:
            return {"type": "string", "maxLength": MAX_STRING_LENGTH}
        if hint is Card:
            return self._named("Card", lambda: {
                "description": "A card: rank (2-9, T, J, Q, K, A) then suit (C, D, H, S), such as JS or TD; JK is the joker (in games with jokers).",
                "type": "string",
                "pattern": _CARD_PATTERN,
            })
        if hint is Deck:
            return self._named("Deck", lambda: {
                "description": "An ordered pack of cards, top first.",
                "type": "array",
                "items": self.schema(Card),
            })
        cls = origin if origin is not None else hint
        if isinstance(cls, type) and issubclass(cls, enum.Enum):
            return self._named(cls.__name__, lambda: {
                "description": _summary(cls),
                "enum": [member.value for member in cls],
            })
        if isinstance(cls, type) and attrs.has(cls):
            return self._named(cls.__name__, lambda: self._object(cls, hint))
        raise TypeError(f"no schema for {hint!r}")

    def _named(self, name: str, build: typing.Callable[[], dict[str, Any]]) -> dict[str, Any]:
        if name not in self.definitions:
            self.definitions[name] = {}
            self.definitions[name] = build()
        return {"$ref": f"#/$defs/{name}"}

    def _object(self, cls: type, hint: Any) -> dict[str, Any]:
        hints = typing.get_type_hints(cls)
        substitution = dict(zip(getattr(cls, "__parameters__", ()), typing.get_args(hint)))
        documented = _field_docs(cls)
        properties: dict[str, Any] = {
            "type": {"description": f'Always "{cls.__name__}": which type of value the object is.', "const": cls.__name__}
        }
        optional: set[str] = set()
        for field in attrs.fields(cls):
            if not field.init:
                continue
            key = field.name.lstrip("_")
            schema = dict(self.schema(substitute(hints[field.name], substitution)))
            if isinstance(field.validator, Check):
                schema = {"allOf": [schema, field.validator.schema]} if "$ref" in schema or "anyOf" in schema else {**schema, **field.validator.schema}
            if key in documented:
                schema = {"description": documented[key], **schema}
            properties[key] = schema
            if field.metadata.get(OPTIONAL_IF_DEFAULT):
                optional.add(key)
        return {
            "description": _summary(cls),
            "type": "object",
            "properties": properties,
            "required": [key for key in properties if key not in optional],
            "additionalProperties": False,
        }


def _summary(cls: type) -> str:
    """The first paragraph of a class's docstring, on one line."""
    doc = inspect.getdoc(cls) or cls.__name__
    return _plain(" ".join(doc.split("\n\n")[0].split()))


_ROLE: Final = re.compile(r":\w+:`~?(?:[\w.]+\.)?([^`<]+?)(?: <[^>]+>)?`")


def _plain(text: str) -> str:
    """Docstring text without reStructuredText markup: roles become names, ``code`` becomes `code`."""
    return _ROLE.sub(r"`\1`", text).replace("``", "`")


def _field_docs(cls: type) -> dict[str, str]:
    """Field descriptions from the class docstring's ``Attributes:`` section and attribute docstrings."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is object or not attrs.has(klass):
            continue
        found.update(_attributes_section(inspect.getdoc(klass) or ""))
        found.update(_attribute_docstrings(klass))
    return {name.lstrip("_"): text for name, text in found.items()}


_SECTION: Final = re.compile(r"^Attributes:\n((?:[ \t]+.*\n?|\n)+)", re.MULTILINE)
_ENTRY: Final = re.compile(r"^(\w+)(?: \([^)]*\))?: (.*)$")


def _attributes_section(doc: str) -> dict[str, str]:
    """``name: description`` entries of a Google-style ``Attributes:`` section (continuations joined)."""
    match = _SECTION.search(doc)
    if match is None:
        return {}
    entries: dict[str, str] = {}
    name = None
    for line in textwrap.dedent(match.group(1)).splitlines():
        entry = _ENTRY.match(line)
        if entry is not None:
            name = entry.group(1)
            entries[name] = entry.group(2).strip()
        elif name is not None and line.strip():
            entries[name] += " " + line.strip()
    return {key: _plain(text) for key, text in entries.items()}


def _attribute_docstrings(cls: type) -> dict[str, str]:
    """Docstrings written under a class's annotated attributes (``x: int`` then ``\"\"\"...\"\"\"``)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    except (OSError, TypeError, SyntaxError):
        return {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    found: dict[str, str] = {}
    for statement, following in zip(body, body[1:]):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            found[statement.target.id] = _plain(" ".join(following.value.value.split()))
    return found

