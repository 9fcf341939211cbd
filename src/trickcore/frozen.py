"""Building frozen values quickly on the engines' hot paths.

A frozen attrs class's ``__init__`` sets each field through ``object.__setattr__``
and runs its validators and converters: right for values made from outside data,
and several times the cost the engines can afford for the states they make from
values already checked, a few million times a second. :func:`builder` gives such a
class a second, positional constructor that only fills the slots, in field order,
and :func:`replacer` a copy-with-changes that fills the fields it is not given from
an existing value (a move changes a few fields of a state that has many). Their
results are ordinary instances, equal to what ``__init__`` would build from the
same field values; nothing is mutated after it is handed out (a ``cache_hash=True``
class starts with its hash cache empty, as attrs' own ``__init__`` leaves it).

How: with the compiled kernels (:mod:`trickcore.native`), one C call allocates the
object and stores every slot. In Python, a generated function makes an object of a
private twin class with the same slots (and no ``__init__``, so making it runs no
Python code), fills the slots with ordinary attribute stores (the cheapest way
Python fills slots), and then makes it an instance of the frozen class by
``__class__`` assignment, which Python allows between classes of the same layout.
A class whose layout cannot match (a ``__weakref__`` slot after its fields, as
attrs adds by default), or whose bases have constructors of their own, falls back
to setting each slot through its descriptor, about half as fast; the engines'
state classes are declared with ``weakref_slot=False``.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar, cast

import attrs

from trickcore.native import ENABLED

if ENABLED:
    from trickcore import _speedups

__all__ = ["blank_maker", "builder", "replacer", "typed_builder"]

T = TypeVar("T")
P = ParamSpec("P")

_HASH_CACHE = "_attrs_cached_hash"
"""The slot where attrs keeps the hash of a ``cache_hash=True`` class (empty until first asked)."""


def builder(cls: type[T]) -> Callable[..., T]:
    """A positional constructor of a frozen, slotted attrs class that fills its fields and checks nothing.

    The arguments are every field, in declaration order (``init=False`` fields
    included), by position: the compiled builder fills the slots without parsing
    keywords. Use it only with values that are already what the fields hold — the
    engines' own states — never with outside data. The engines bind their builders
    with :func:`typed_builder` where ``__init__`` takes every field, so every call is
    checked against the fields.

    Example:
        >>> @attrs.frozen(weakref_slot=False)
        ... class Point:
        ...     x: int = attrs.field(validator=attrs.validators.gt(0))
        ...     y: int = 0
        >>> make = builder(Point)
        >>> make(3, 4) == Point(3, 4), type(make(3, 4)) is Point
        (True, True)

    Raises:
        TypeError: ``cls`` is not a slotted attrs class.
    """
    names = _field_names(cls, "builder")
    cleared = _cleared(cls)
    if ENABLED:
        try:
            made: Callable[..., T] = _speedups.Builder(cls, names, cleared)
        except TypeError:
            pass  # not fully slotted (a __dict__ somewhere): the Python builder below
        else:
            return made
    return _python_builder(cls, names, cleared)


def typed_builder(cls: Callable[P, T]) -> Callable[P, T]:
    """:func:`builder`, typed with the parameters of ``cls``'s ``__init__``: for a class whose ``__init__`` takes every field.

    A type checker then checks each call's arguments against the fields, in order,
    and an editor shows their names, with no list of the fields written again. Pass
    them by position: the builder takes no keywords.

    Example:
        >>> @attrs.frozen(weakref_slot=False)
        ... class Point:
        ...     x: int
        ...     y: int = 0
        >>> make = typed_builder(Point)
        >>> make(3, 4) == Point(3, 4)
        True

    Raises:
        TypeError: ``cls`` is not a slotted attrs class, or has an ``init=False`` field (its
            ``__init__`` does not name every slot the builder fills).
    """
    if isinstance(cls, type) and attrs.has(cls) and not all(field.init for field in attrs.fields(cls)):
        raise TypeError(f"typed_builder() takes a class whose __init__ takes every field, not {cls.__name__}")
    made: Callable[P, T] = builder(cast("type[T]", cls))
    return made


def replacer(
    cls: type[T], *names: str, link: str | None = None, count: str | None = None, clear: tuple[str, ...] = ()
) -> Callable[..., T]:
    """A copy-with-changes of a frozen, slotted attrs class that checks nothing but the type.

    ``replace(value, *new)`` is a new ``cls`` value holding ``new`` in the fields
    ``names``, in that order, and every other field of ``value`` as it is: what
    ``attrs.evolve(value, **dict(zip(names, new)))`` gives, without running
    ``__init__``. For the engines' moves, which change a few fields of a state that
    has many; use it only with values that are already what the fields hold.

    For a persistent linked structure (a history that grows by one node a move),
    ``link`` names a field that gets ``value`` itself, ``count`` an ``int`` field that
    gets ``value``'s plus one, and each field of ``clear`` starts ``None`` (a cache).

    Example:
        >>> @attrs.frozen(weakref_slot=False)
        ... class Point:
        ...     x: int
        ...     y: int
        ...     label: str = ""
        >>> moved = replacer(Point, "y", "x")
        >>> moved(Point(1, 2, "p"), 5, 6)
        Point(x=6, y=5, label='p')
        >>> @attrs.frozen(weakref_slot=False)
        ... class Node:
        ...     item: str
        ...     before: "Node | None" = None
        ...     size: int = 1
        >>> push = replacer(Node, "item", link="before", count="size")
        >>> top = push(Node("a"), "b")
        >>> top.item, top.before, top.size
        ('b', Node(item='a', before=None, size=1), 2)

    Raises:
        TypeError: ``cls`` is not a slotted attrs class, or a name is not one of its
            fields; the replacement, given a value that is not exactly a ``cls``.
        ValueError: a field is named twice.
    """
    fields = _field_names(cls, "replacer")
    special = [name for name in (link, count) if name is not None]
    named = [*names, *special, *clear]
    missing = [name for name in named if name not in fields]
    if missing:
        raise TypeError(f"{cls.__name__} has no field {missing[0]!r}")
    if len(set(named)) != len(named):
        raise ValueError(f"a field is named twice in {tuple(named)}")
    copied = tuple(name for name in fields if name not in named)
    cleared = (*clear, *_cleared(cls))
    if ENABLED:
        try:
            made: Callable[..., T] = _speedups.Replacer(cls, copied, names, cleared, link, count)
        except TypeError:
            pass  # not fully slotted: the Python replacer below
        else:
            return made
    return _python_replacer(cls, copied, names, cleared, link, count)


def _field_names(cls: type, what: str) -> tuple[str, ...]:
    """Every field of a slotted attrs class, in declaration order (``init=False`` ones included)."""
    if not attrs.has(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"{what}() takes a slotted attrs class, not {cls!r}")
    return tuple(field.name for field in attrs.fields(cls))


def _cleared(cls: type) -> tuple[str, ...]:
    """The slots every new value starts empty (``None``): attrs' hash cache, if the class has one."""
    return (_HASH_CACHE,) if _HASH_CACHE in cls.__dict__["__slots__"] else ()


def _python_builder(cls: type[T], names: tuple[str, ...], cleared: tuple[str, ...]) -> Callable[..., T]:
    """The Python twin of the compiled builder: a generated function filling the slots in order."""
    arguments = [f"v{index}" for index in range(len(names))]
    made = _generated(cls, f"build_{cls.__name__}", arguments, list(zip(names, arguments)), cleared)
    made.__doc__ = f"A {cls.__name__} of its fields in order ({', '.join(names)}), unchecked."
    return made


def _python_replacer(
    cls: type[T],
    copied: tuple[str, ...],
    names: tuple[str, ...],
    cleared: tuple[str, ...],
    link: str | None,
    count: str | None,
) -> Callable[..., T]:
    """The Python twin of the compiled replacer: a generated function copying the other slots."""
    arguments = [f"v{index}" for index in range(len(names))]
    stores = [(name, f"source.{name}") for name in copied] + list(zip(names, arguments))
    if link is not None:
        stores.append((link, "source"))
    if count is not None:
        stores.append((count, f"source.{count} + 1"))
    check = (
        "    if source.__class__ is not cls:",
        "        raise TypeError(f'expected a {cls.__name__}, not {type(source).__name__}')",
    )
    made = _generated(cls, f"replace_{cls.__name__}", ["source", *arguments], stores, cleared, check)
    made.__doc__ = f"A copy of a {cls.__name__} with new {', '.join(names) or 'nothing'}, unchecked."
    return made


def _generated(
    cls: type[T],
    name: str,
    arguments: list[str],
    stores: list[tuple[str, str]],
    cleared: tuple[str, ...],
    prologue: tuple[str, ...] = (),
) -> Callable[..., T]:
    """A function ``name(*arguments)`` that makes a ``cls`` object, stores each ``(slot, expression)``
    and sets the ``cleared`` slots to ``None``.

    It fills a blank twin (:func:`blank_maker`) and switches its class when the
    layouts allow, else sets each slot through its descriptor.
    """
    namespace: dict[str, Any] = {"cls": cls, "type": type}
    # Positional-only, as the compiled makers take their arguments.
    lines = [f"def {name}({', '.join([*arguments, '/'] if arguments else [])}):", *prologue]
    every = stores + [(slot, "None") for slot in cleared]
    try:
        namespace["twin"] = blank_maker(cls)
    except TypeError:
        namespace["new"] = object.__new__
        lines.append("    o = new(cls)")
        for index, (slot, value) in enumerate(every):
            namespace[f"s{index}"] = _slot(cls, slot).__set__
            lines.append(f"    s{index}(o, {value})")
    else:
        lines.append("    o = twin()")
        lines += [f"    o.{slot} = {value}" for slot, value in every]
        lines.append("    o.__class__ = cls")
    lines.append("    return o")
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from field names only, as attrs itself does
    made: Callable[..., T] = namespace[name]
    made.__qualname__ = name
    return made


def blank_maker(cls: type[T]) -> Callable[[], Any]:
    """A maker of blank, mutable objects laid out like the frozen ``cls``.

    An object it makes takes plain attribute stores (the cheapest way Python fills
    slots, with no frozen ``__setattr__`` in the way) and then becomes a ``cls``
    object by ``__class__`` assignment: how the Python :func:`builder` and
    :func:`replacer` fill their values, and a way for a hot constructor of your own
    to do the same. Fill every field before the assignment, and hand out only the
    ``cls`` object.

    Example:
        >>> @attrs.frozen(weakref_slot=False)
        ... class Point:
        ...     x: int
        ...     y: int
        >>> blank = blank_maker(Point)
        >>> point = blank()
        >>> point.x, point.y = 3, 4
        >>> point.__class__ = Point
        >>> point == Point(3, 4), type(point) is Point
        (True, True)

    Raises:
        TypeError: ``cls`` is not a slotted attrs class, a base has a constructor of its own
            (a blank object would run it), or no mutable class can share its layout (a
            ``__weakref__`` slot after its fields, as attrs adds by default).
    """
    if not attrs.has(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"blank_maker() takes a slotted attrs class, not {cls!r}")
    if any("__init__" in base.__dict__ or "__new__" in base.__dict__ for base in cls.__mro__[1:-1]):
        raise TypeError(f"{cls.__name__} has a base with a constructor of its own")
    twin = types.new_class(
        f"_{cls.__name__}Twin",
        getattr(cls, "__orig_bases__", cls.__bases__),
        {"metaclass": type(cls)},
        lambda body: body.update({"__slots__": cls.__dict__["__slots__"]}),
    )
    probe: object = twin()
    probe.__class__ = cls  # a TypeError here: the layouts differ
    made: Callable[[], Any] = twin
    return made


def _slot(cls: type, name: str) -> Any:
    """The slot descriptor of ``name``, declared by ``cls`` or one of its bases."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    raise TypeError(f"{cls.__name__} has no slot {name!r}")
