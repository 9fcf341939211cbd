"""Cards, their notation and the canonical order."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import Card, NotationError, Rank, Suit, cards, format_cards, sort_cards
from trickcore.testing import some_cards

SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@pytest.mark.parametrize("suit", list(Suit))
@pytest.mark.parametrize("rank", list(Rank))
def test_parse_accepts_every_form_of_every_card(rank: Rank, suit: Suit) -> None:
    """Card.parse takes letters in either case, ``10`` for the ten, and suit symbols."""
    card = Card(rank, suit)
    rank_forms = [rank.value, rank.value.lower()] + (["10"] if rank is Rank.TEN else [])
    for rank_text in rank_forms:
        for suit_text in (suit.value, suit.value.lower(), SYMBOLS[suit]):
            assert Card.parse(rank_text + suit_text) == card
    assert Card.parse(str(card)) == card
    assert len(str(card)) == 2


@pytest.mark.parametrize("text", ["1H", "", "JX", "AHH", "11S", "10", "S", " ", "J♠♠", "0S"])
def test_parse_rejects_bad_text_naming_it(text: str) -> None:
    """Bad card text raises a ValueError subclass whose message quotes the text."""
    with pytest.raises(ValueError, match="not a card") as raised:
        Card.parse(text)
    assert isinstance(raised.value, NotationError)
    assert repr(text) in str(raised.value)


def test_parse_rejects_non_text() -> None:
    """A non-string is bad notation, not a crash."""
    with pytest.raises(NotationError):
        Card.parse(12)  # type: ignore[arg-type]


def test_ten_prints_as_t() -> None:
    """The canonical text of a ten is ``T``."""
    assert str(Card.parse("10♠")) == "TS"
    assert repr(Card.parse("10s")) == "Card.parse('TS')"


@given(some_cards())
def test_repr_evaluates_back(card: Card) -> None:
    """The repr is an expression that rebuilds the card."""
    assert eval(repr(card), {"Card": Card}) == card


def test_cards_parses_lists() -> None:
    """cards() splits on whitespace and keeps the order."""
    assert cards("JS 9S AH") == (Card(Rank.JACK, Suit.SPADES), Card(Rank.NINE, Suit.SPADES), Card(Rank.ACE, Suit.HEARTS))
    assert cards("  ") == ()
    with pytest.raises(NotationError, match="'XX'"):
        cards("JS XX")


def test_canonical_order_is_suit_then_ace_down() -> None:
    """Canonical order: clubs, diamonds, hearts, spades; ace down to two within a suit."""
    assert format_cards(sort_cards(cards("2S AH 9C AC TD 3D KS"))) == "AC 9C TD 3D AH KS 2S"


@given(st.lists(some_cards()))
def test_sort_keeps_copies(hand: list[Card]) -> None:
    """Sorting keeps every copy and is idempotent."""
    ordered = sort_cards(hand)
    assert sorted(map(str, ordered)) == sorted(map(str, hand))
    assert sort_cards(ordered) == ordered


def test_copies_are_equal_values() -> None:
    """Two physical copies of a card are one value: equal, hashing alike, even the same object."""
    first, second = Card(Rank.ACE, Suit.SPADES), Card.parse("AS")
    assert first == second and hash(first) == hash(second) and first is second
    assert len({first, second}) == 1
    assert first != Card.parse("AH")
    text: object = "AS"
    assert first != text


def test_suit_and_rank_letters() -> None:
    """Suits and ranks parse their letters and symbols and print their letters."""
    assert [s.letter for s in Suit] == ["C", "D", "H", "S"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert "".join(r.letter for r in Rank) == "23456789TJQKA"
    assert Suit.parse("♦") is Suit.DIAMONDS and Rank.parse("10") is Rank.TEN
    with pytest.raises(NotationError):
        Suit.parse("X")
    with pytest.raises(NotationError):
        Rank.parse("1")
    assert Suit.HEARTS.is_red and not Suit.SPADES.is_red


def test_card_rejects_wrong_types() -> None:
    """A card is built from a Rank and a Suit only."""
    with pytest.raises(TypeError):
        Card("J", Suit.SPADES)  # type: ignore[arg-type]


def test_pickled_and_copied_cards_are_the_card_itself() -> None:
    """Pickling, copying and deep-copying a card give back the one object of that rank and suit."""
    card = Card.parse("JS")
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.copy(card) is card and copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps([card, card])) == [card, card]


def test_card_constructor_checks_its_arguments() -> None:
    """Card(rank, suit) needs a Rank and a Suit; anything else is a TypeError quoting a short excerpt."""
    with pytest.raises(TypeError):
        Card("J", Suit.SPADES)  # type: ignore[arg-type]
    with pytest.raises(TypeError) as raised:
        Card(Rank.JACK, "S" * 10_000)  # type: ignore[arg-type]
    assert len(str(raised.value)) < 200


@pytest.mark.parametrize("text", [5, None, b"JS", "J" * 100_000, "1H", ""])
def test_bad_suit_rank_and_card_text_is_a_notation_error(text: object) -> None:
    """Suit.parse, Rank.parse and Card.parse refuse non-text and long text with a short NotationError."""
    for parse in (Suit.parse, Rank.parse, Card.parse):
        with pytest.raises(NotationError) as raised:
            parse(text)  # type: ignore[arg-type]
        assert len(str(raised.value)) < 200
