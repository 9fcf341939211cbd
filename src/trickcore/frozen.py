"""Building frozen values quickly on the engines' hot paths.

A frozen attrs class's ``__init__`` sets each field through ``object.__setattr__``
and runs its validators and converters: right for values made from outside data,
and several times the cost the engines can afford for the states they make from
values already checked, a few million times a second. :func:`builder` gives such a
class a second, positional constructor that only fills the slots, in field order.
The result is an ordinary instance, equal to what ``__init__`` would build from the
same arguments; nothing is mutated after it is handed out (a ``cache_hash=True``
class starts with its hash cache empty, as attrs' own ``__init__`` leaves it).

How: a generated function makes an object of a private twin class with the same
slots (and no ``__init__``, so making it runs no Python code), fills the slots with
ordinary attribute stores (the cheapest way Python fills slots), and then makes it
an instance of the frozen class by ``__class__`` assignment, which Python allows
between classes of the same layout. A class whose layout cannot match (a
``__weakref__`` slot after its fields, as attrs adds by default), or whose bases
have constructors of their own, falls back to setting each slot through its
descriptor, about half as fast; the engines' state classes are declared with
``weakref_slot=False``.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

__all__ = ["blank_maker", "builder"]

T = TypeVar("T")

_HASH_CACHE = "_attrs_cached_hash"
"""The slot where attrs keeps the hash of a ``cache_hash=True`` class (empty until first asked)."""


def builder(cls: type[T]) -> Callable[..., T]:
    """A positional constructor of a frozen, slotted attrs class that fills its fields and checks nothing.

    The arguments are every field, in declaration order (``init=False`` fields
    included). Use it only with values that are already what the fields hold — the
    engines' own states — never with outside data.

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
    target = cls
    if not attrs.has(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"builder() takes a slotted attrs class, not {cls!r}")
    names = [field.name for field in attrs.fields(cls)]
    cached = _HASH_CACHE in cls.__dict__["__slots__"]
    twin = _twin(target, names, cached)
    if twin is not None:
        return twin
    arguments = ", ".join(f"v{index}" for index in range(len(names)))
    lines = [f"def build({arguments}):", "    o = new(cls)"]
    lines += [f"    s{index}(o, v{index})" for index in range(len(names))]
    if cached:
        lines.append("    clear(o, None)")
    lines.append("    return o")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    for index, name in enumerate(names):
        namespace[f"s{index}"] = _slot(cls, name).__set__
    if cached:
        namespace["clear"] = _slot(cls, _HASH_CACHE).__set__
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from field names only, as attrs itself does
    made: Callable[..., T] = namespace["build"]
    made.__qualname__ = made.__name__ = f"build_{cls.__name__}"
    return made


def blank_maker(cls: type[T]) -> Callable[[], Any]:
    """A maker of blank, mutable objects laid out like the frozen ``cls``.

    An object it makes takes plain attribute stores (the cheapest way Python fills
    slots, with no frozen ``__setattr__`` in the way) and then becomes a ``cls``
    object by ``__class__`` assignment. For a hot constructor that works out some
    fields itself (a history node copies most of its predecessor's), where
    :func:`builder`'s all-positional form would cost a second Python call. Fill
    every field before the assignment, and hand out only the ``cls`` object.

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


def _twin(cls: type[T], names: list[str], cached: bool) -> Callable[..., T] | None:
    """A function that makes a blank object (:func:`blank_maker`), fills its slots and then makes it a
    ``cls`` object, or ``None`` when the layouts differ.

    The function is Python calling Python (cheap since 3.11), and the twin has no
    ``__init__`` of its own, so making it runs no Python code; that is a tenth
    cheaper than a twin whose ``__init__`` fills the slots.
    """
    try:
        twin = blank_maker(cls)
    except TypeError:
        return None
    arguments = ", ".join(f"v{index}" for index in range(len(names)))
    lines = [f"def build({arguments}):", "    o = twin()"]
    lines += [f"    o.{name} = v{index}" for index, name in enumerate(names)]
    if cached:
        lines.append(f"    o.{_HASH_CACHE} = None")
    lines += ["    o.__class__ = cls", "    return o"]
    namespace: dict[str, Any] = {"twin": twin, "cls": cls}
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from field names only
    made: Callable[..., T] = namespace["build"]
    made.__qualname__ = made.__name__ = f"build_{cls.__name__}"
    return made


def _slot(cls: type, name: str) -> Any:
    """The slot descriptor of ``name``, declared by ``cls`` or one of its bases."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            return klass.__dict__[name]
    raise TypeError(f"{cls.__name__} has no slot {name!r}")
