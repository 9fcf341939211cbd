"""Packs and the reproducible shuffle."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import Rank, format_cards, make_deck, shuffled

R = Rank
PACK_32 = make_deck([R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE])
PACK_48 = make_deck([R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE], copies=2)
PACK_52 = make_deck(list(Rank))


def test_pack_sizes_and_copies() -> None:
    """Packs hold every suit of the ranks given, with the copies asked for."""
    assert (len(PACK_32), len(PACK_48), len(PACK_52)) == (32, 48, 52)
    assert set(Counter(PACK_48).values()) == {2}
    assert format_cards(PACK_32[:8]) == "AC KC QC JC TC 9C 8C 7C"


def test_pack_rejects_bad_copies() -> None:
    """A pack needs a positive number of copies."""
    with pytest.raises(ValueError):
        make_deck([R.ACE], copies=0)


@pytest.mark.parametrize(
    ("pack", "first_cards"),
    [
        (PACK_32, "KC KD 9H AH AS QC AC 9S"),
        (PACK_48, "TH AD KS 9S AC QC KC QD"),
        (PACK_52, "JC 3H TC 7H 7C KC 8C TD"),
    ],
)
def test_shuffle_is_pinned_for_seed_zero(pack: tuple[object, ...], first_cards: str) -> None:
    """The documented shuffle gives exactly this order for seed 0; any change must fail here."""
    assert format_cards(shuffled(pack, 0)[:8]) == first_cards  # type: ignore[arg-type]


def test_shuffle_is_pinned_for_string_seeds() -> None:
    """String seeds are hashed by random.Random's stable version-2 seeding."""
    assert shuffled(list(range(10)), "trickcore") == shuffled(list(range(10)), "trickcore")
    assert shuffled(list(range(10)), "trickcore") != shuffled(list(range(10)), "trickcorf")


@given(st.lists(st.integers()), st.integers())
def test_shuffle_is_a_permutation(items: list[int], seed: int) -> None:
    """A shuffle keeps every item and does not touch its input."""
    before = list(items)
    result = shuffled(items, seed)
    assert sorted(result) == sorted(items) and items == before
    assert shuffled(items, seed) == result


def test_shuffle_rejects_bad_seeds() -> None:
    """Only ints and strings seed the shuffle (floats and bools are refused)."""
    for seed in (1.5, True, None, b"x"):
        with pytest.raises(TypeError):
            shuffled([1, 2], seed)  # type: ignore[arg-type]
