"""Packs and the reproducible shuffle."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import (
    Card,
    Deck,
    DeckError,
    NotationError,
    Rank,
    TrickcoreError,
    cards,
    format_cards,
    make_deck,
    shuffled,
    sort_cards,
)
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.serialization import from_data, to_data

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


# --- The Deck value type -------------------------------------------------------------------

STANDARD_52 = Deck.standard()
DOUBLE_48 = Deck.standard([R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE], copies=2)


def deck_values() -> st.SearchStrategy[Deck]:
    """Decks drawn from the double 48-card pack: any order, any size, copies included."""
    return st.permutations(DOUBLE_48.cards).flatmap(
        lambda order: st.integers(min_value=0, max_value=len(order)).map(lambda n: Deck(order[:n]))
    )


def test_standard_deck_is_the_canonical_pack() -> None:
    """Deck.standard() is the 52-card pack in canonical order; make_deck is the same deck."""
    assert len(STANDARD_52) == 52 and STANDARD_52 == STANDARD_52.sorted()
    assert str(STANDARD_52[:3]) == "AC KC QC" and str(STANDARD_52[-1]) == "2S"
    assert make_deck(list(Rank)) == STANDARD_52
    assert DOUBLE_48.count(Card.parse("JS")) == 2 and len(DOUBLE_48) == 48


def test_deck_is_an_immutable_sequence() -> None:
    """len, iteration, indexing, slicing (to a deck), in, count and index work as on a tuple."""
    deck = Deck.parse("AS KS QS AS")
    assert isinstance(deck, Sequence) and len(deck) == 4
    assert list(deck) == list(cards("AS KS QS AS")) and list(reversed(deck))[0] == Card.parse("AS")
    assert deck[1] == Card.parse("KS") and deck[-1] == Card.parse("AS")
    assert isinstance(deck[1:3], Deck) and deck[1:3] == Deck.parse("KS QS")
    assert Card.parse("QS") in deck and Card.parse("2C") not in deck
    assert deck.count(Card.parse("AS")) == 2 and deck.index(Card.parse("QS")) == 2
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        deck.cards = ()  # type: ignore[misc]


@pytest.mark.parametrize(
    ("seed", "first_cards"),
    [(0, "JC 3H TC 7H 7C KC 8C TD"), (1, "6S 6H KH JC QD 7C 8D KS"), ("deck", "QH AS 2S 3S KS 9H JD KD")],
)
def test_deck_shuffle_is_pinned(seed: int | str, first_cards: str) -> None:
    """Deck.shuffled gives exactly this order for these seeds (the same as shuffled()); any change must fail here."""
    assert str(STANDARD_52.shuffled(seed)[:8]) == first_cards
    assert STANDARD_52.shuffled(seed).cards == shuffled(STANDARD_52, seed)


@given(deck_values(), st.integers())
def test_deck_shuffle_is_a_seeded_permutation(deck: Deck, seed: int) -> None:
    """A shuffled deck holds the same cards, and the same seed gives the same order."""
    result = deck.shuffled(seed)
    assert isinstance(result, Deck) and Counter(result) == Counter(deck)
    assert result == deck.shuffled(seed)


@given(deck_values(), st.data())
def test_draw_and_cut_conserve_cards(deck: Deck, data: st.DataObject) -> None:
    """draw(n) splits the deck top and rest; cut(n) moves the top n to the bottom; no card is lost."""
    n = data.draw(st.integers(min_value=0, max_value=len(deck)))
    top, rest = deck.draw(n)
    assert top + rest.cards == deck.cards and len(top) == n
    cut = deck.cut(n)
    assert cut == rest + top and Counter(cut) == Counter(deck)


@given(deck_values(), st.data())
def test_without_removes_one_copy_per_card(deck: Deck, data: st.DataObject) -> None:
    """without(cards) removes one copy of each card given (the topmost), keeping the order of the rest."""
    positions = data.draw(st.sets(st.integers(min_value=0, max_value=len(deck) - 1)) if deck else st.just(set[int]()))
    chosen = data.draw(st.permutations([deck[i] for i in positions]))
    rest = deck.without(chosen)
    expected = list(deck)
    for card in chosen:
        expected.remove(card)
    assert list(rest) == expected and Counter(rest) + Counter(chosen) == Counter(deck)


@given(deck_values())
def test_deck_notation_repr_and_hash(deck: Deck) -> None:
    """parse(str(d)) == d, eval(repr(d)) == d, and equal decks (and their tuples) hash alike."""
    assert Deck.parse(str(deck)) == deck
    assert eval(repr(deck), {"Deck": Deck}) == deck
    assert hash(Deck(list(deck))) == hash(deck) and Deck(list(deck)) == deck
    assert deck == deck.cards and hash(deck) == hash(deck.cards)
    assert deck.sorted() == Deck(sort_cards(deck))


def test_empty_deck_is_the_empty_string() -> None:
    """The empty deck prints as "" and parses back."""
    assert str(Deck(())) == "" and Deck.parse("") == Deck(()) and not Deck(())


def test_decks_in_different_orders_differ() -> None:
    """Decks are ordered: the same cards in another order are another deck."""
    assert Deck.parse("AS KS") != Deck.parse("KS AS") and Deck.parse("AS") != Deck.parse("AS AS")


@given(deck_values())
def test_deck_data_round_trip(deck: Deck) -> None:
    """A deck's JSON data is its list of cards, and it reads back as the same deck."""
    data = to_data(deck)
    assert data == [str(card) for card in deck]
    assert from_data(data, Deck) == deck


@pytest.mark.parametrize(
    ("make", "error"),
    [
        (lambda: Deck.parse("AS XX"), NotationError),
        (lambda: Deck(["AS"]), DeckError),  # type: ignore[list-item]
        (lambda: Deck("AS KS"), DeckError),  # type: ignore[arg-type]
        (lambda: Deck.parse("AS KS").without(cards("QS")), DeckError),
        (lambda: Deck.parse("AS KS").without(cards("AS AS")), DeckError),
        (lambda: Deck.parse("AS KS").draw(3), DeckError),
        (lambda: Deck.parse("AS KS").draw(-1), DeckError),
        (lambda: Deck.parse("AS KS").cut(3), DeckError),
        (lambda: Deck.parse("AS KS").cut(-1), DeckError),
        (lambda: Deck.parse("AS KS").cut(True), DeckError),
        (lambda: Deck.standard(copies=0), DeckError),
        (lambda: Deck.standard(["A"]), DeckError),  # type: ignore[list-item]
    ],
)
def test_bad_deck_input_is_a_clear_value_error(make: Callable[[], object], error: type[Exception]) -> None:
    """Unknown cards, missing cards, draws and cuts outside the deck raise a ValueError subclass of TrickcoreError."""
    with pytest.raises(error) as raised:
        make()
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, TrickcoreError)
    assert str(raised.value)


def test_every_ruleset_deals_from_a_deck() -> None:
    """Each ruleset's deck() is a Deck, and new_game takes a Deck as readily as a tuple."""
    for ruleset in (fifty_six, smear, fifty_five):
        rules = ruleset.Rules()
        pack = ruleset.deck(rules)
        assert isinstance(pack, Deck) and pack == pack.sorted()
        order = pack.shuffled(9)
        by_deck = ruleset.new_game(rules, deck=order, dealer=1)
        by_tuple = ruleset.new_game(rules, deck=order.cards, dealer=1)
        assert by_deck == by_tuple
        assert isinstance(ruleset.record(by_deck).deals[0].stock, Deck)
