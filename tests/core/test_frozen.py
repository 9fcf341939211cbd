"""trickcore.frozen: the positional constructor the engines build their states with, and its blank objects."""

from __future__ import annotations

from typing import Generic, TypeVar

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore.frozen import blank_maker, builder, typed_builder

T = TypeVar("T")


@attrs.frozen(weakref_slot=False)
class Plain:
    x: int
    y: tuple[int, ...]
    z: str | None = None


@attrs.frozen(cache_hash=True, weakref_slot=False)
class Hashed:
    x: int
    y: tuple[int, ...]


@attrs.frozen
class WithWeakref:
    """attrs' default layout: a ``__weakref__`` slot after the fields, so no twin fits."""

    x: int
    y: tuple[int, ...]


@attrs.frozen(weakref_slot=False)
class Boxed(Generic[T]):
    x: int
    item: T


class Base:
    """A base with a constructor of its own, which a twin must not run."""

    __slots__ = ()

    def __init__(self) -> None:
        raise AssertionError("the builder ran a base's constructor")


@attrs.frozen(weakref_slot=False)
class Derived(Base):
    x: int


class Mixin:
    """A base with methods only (no slot, no constructor), as each ruleset's ``Game`` has."""

    __slots__ = ()

    x: int

    @property
    def doubled(self) -> int:
        """Read from a field of the subclass."""
        return 2 * self.x


@attrs.frozen(weakref_slot=False)
class Mixed(Mixin):
    x: int


_values = st.tuples(st.integers(), st.lists(st.integers(), max_size=4).map(tuple))


@given(_values, st.none() | st.text(max_size=5))
def test_a_built_value_is_the_value_init_makes(value: tuple[int, tuple[int, ...]], z: str | None) -> None:
    made = builder(Plain)(*value, z)
    assert type(made) is Plain
    assert made == Plain(*value, z)
    assert hash(made) == hash(Plain(*value, z))


@given(_values)
def test_a_built_value_with_a_cached_hash_starts_with_the_cache_empty(value: tuple[int, tuple[int, ...]]) -> None:
    made = builder(Hashed)(*value)
    assert made._attrs_cached_hash is None  # type: ignore[attr-defined]
    assert hash(made) == hash(Hashed(*value)) and made == Hashed(*value)


@pytest.mark.parametrize("cls", [Plain, Hashed, WithWeakref, Boxed, Derived, Mixed])
def test_every_layout_builds_a_frozen_value_of_the_class(cls: type) -> None:
    arguments = {"x": 1, "y": (2, 3), "z": "z", "item": "item"}
    names = [field.name for field in attrs.fields(cls)]
    made: object = builder(cls)(*(arguments[name] for name in names))
    assert type(made) is cls
    assert made == cls(*(arguments[name] for name in names))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(made, "x", 5)


def test_a_typed_builder_builds_what_init_builds() -> None:
    """typed_builder is builder typed like __init__: same values, by position."""
    assert typed_builder(Plain)(1, (2, 3), "z") == Plain(1, (2, 3), "z")
    assert typed_builder(Mixed)(4).doubled == 8


def test_a_typed_builder_refuses_a_class_whose_init_skips_a_field() -> None:
    """An init=False field would be a slot the typed parameters do not name, so the class is refused."""

    @attrs.frozen(weakref_slot=False)
    class Derived:
        x: int
        twice: int = attrs.field(init=False, default=0)

    with pytest.raises(TypeError, match="takes every field"):
        typed_builder(Derived)


def test_a_class_that_is_not_a_slotted_attrs_class_is_refused() -> None:
    @attrs.frozen(slots=False)
    class Dict:
        x: int

    with pytest.raises(TypeError, match="slotted attrs class"):
        builder(Dict)
    with pytest.raises(TypeError, match="slotted attrs class"):
        builder(int)


@pytest.mark.parametrize("cls", [Plain, Boxed])
def test_a_filled_blank_becomes_a_frozen_value_of_the_class(cls: type) -> None:
    arguments = {"x": 1, "y": (2, 3), "z": "z", "item": "item"}
    names = [field.name for field in attrs.fields(cls)]
    blank = blank_maker(cls)()
    assert type(blank) is not cls
    for name in names:
        setattr(blank, name, arguments[name])
    blank.__class__ = cls
    assert type(blank) is cls
    assert blank == cls(*(arguments[name] for name in names))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(blank, "x", 5)


@pytest.mark.parametrize(
    ("cls", "reason"),
    [(WithWeakref, "layout differs"), (Derived, "constructor of its own"), (int, "slotted attrs class")],
)
def test_a_class_no_blank_can_stand_for_is_refused(cls: type, reason: str) -> None:
    with pytest.raises(TypeError, match=reason):
        blank_maker(cls)
