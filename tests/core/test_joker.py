"""The joker (``JK``): a core card with no rank or suit, last in the canonical order, in every card helper and kernel.

The kernels' answers are compared with their Python twins when the compiled kernels
are in use, and with a plain model written here in both modes
(``TRICKCORE_PURE_PYTHON=1`` runs this file in pure Python).
"""

from __future__ import annotations

import copy
import json
import pickle
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickcore
from trickcore import JOKER, Card, Deck, DeckError, NotationError, Rank, Suit, cards, describe, format_cards, native, sort_cards
from trickcore.actions import PLAY_OF_INDEX, Discard, Play
from trickcore.following import SUIT_MARKS, allows, choose_plays, marks
from trickcore.games import fifty_six, smear
from trickcore.native import python_twin
from trickcore.playing_cards import CARD_BY_INDEX, CARD_OF_TEXT, CARD_TEXT, SUITED_CARDS
from trickcore.testing import card_lists, some_cards
from trickcore.serialization import from_data, to_data
from trickcore.tricks import CardPlay, points_in, strongest_play

in_use = pytest.mark.skipif(not native.ENABLED, reason="the compiled kernels are not in use in this run")

_WITH_JOKER = list(CARD_BY_INDEX)
_hands = st.lists(st.sampled_from(_WITH_JOKER), max_size=14).map(sort_cards)
_tables = st.lists(st.booleans(), min_size=53, max_size=53).map(tuple)


def _plain_sorted(items: list[Card]) -> list[str]:
    """The canonical order written out independently: suits C D H S, ranks A down to 2, jokers last."""
    suits, ranks = "CDHS", "AKQJT98765432"

    def key(text: str) -> tuple[int, int]:
        return (4, 0) if text == "JK" else (suits.index(text[1]), ranks.index(text[0]))

    return sorted((str(card) for card in items), key=key)


@pytest.mark.parametrize("text", ["JK", "jk", "Jk", " JK ", "\N{PLAYING CARD BLACK JOKER}"])
def test_every_form_of_the_joker_parses_to_the_one_joker(text: str) -> None:
    """Card.parse reads JK in any case (and the joker symbol) as the one joker object."""
    assert Card.parse(text) is JOKER
    assert cards(f"9C {text} AS") == (Card.parse("9C"), JOKER, Card.parse("AS"))


@pytest.mark.parametrize("text", ["J", "K", "JKK", "JOKER", "KJ", "1K", "JJ"])
def test_near_misses_of_the_joker_are_bad_notation(text: str) -> None:
    """Text that only looks like the joker is refused as notation."""
    with pytest.raises(NotationError):
        Card.parse(text)


def test_the_joker_writes_as_jk_and_keeps_its_identity() -> None:
    """str, repr, symbol, hash, pickling and copying all agree on the one joker."""
    assert (str(JOKER), repr(JOKER), JOKER.symbol, hash(JOKER), JOKER.index) == ("JK", "Card.parse('JK')", "JK", 52, 52)
    assert pickle.loads(pickle.dumps(JOKER)) is JOKER
    assert copy.copy(JOKER) is JOKER and copy.deepcopy(JOKER) is JOKER
    assert eval(repr(JOKER), {"Card": Card}) is JOKER
    assert trickcore.JOKER is JOKER and CARD_OF_TEXT["JK"] is JOKER and CARD_TEXT[JOKER.index] == "JK"


def test_the_joker_has_no_rank_and_no_suit() -> None:
    """Reading a joker's rank or suit fails loudly; every suited card has both and is not a joker."""
    with pytest.raises(AttributeError):
        JOKER.rank  # noqa: B018 - the read is the test
    with pytest.raises(AttributeError):
        JOKER.suit  # noqa: B018
    assert JOKER.is_joker
    assert not any(card.is_joker for card in SUITED_CARDS)
    assert [card.index for card in CARD_BY_INDEX] == list(range(53))
    assert all(Card(card.rank, card.suit) is card for card in SUITED_CARDS)


def test_the_joker_cannot_be_built_from_a_rank_and_a_suit() -> None:
    """Card(rank, suit) never gives the joker: None is no rank or suit."""
    with pytest.raises(TypeError):
        Card(None, None)  # type: ignore[arg-type]


@given(st.lists(st.sampled_from(_WITH_JOKER), max_size=60))
def test_sort_cards_puts_jokers_last_as_the_plain_model_does(items: list[Card]) -> None:
    """sort_cards (compiled or not) orders suited cards canonically and the jokers after them, copies kept."""
    result = sort_cards(items)
    assert [str(card) for card in result] == _plain_sorted(items)
    assert sort_cards(iter(items)) == result
    assert all(card is CARD_OF_TEXT[str(card)] for card in result)


@in_use
@given(st.lists(st.sampled_from(_WITH_JOKER), max_size=110))
def test_compiled_sort_cards_matches_its_twin_with_jokers(items: list[Card]) -> None:
    """The compiled sort and its Python twin give the same tuple for hands with jokers."""
    assert sort_cards(items) == python_twin(sort_cards)(items)


def test_format_and_discard_keep_the_joker_last() -> None:
    """A discard's cards are canonical, so the joker is written last; two jokers stay two."""
    assert format_cards(sort_cards(cards("JK 9C JK"))) == "9C JK JK"
    assert str(Discard(cards("JK 9C"))) == "discard 9C JK"
    assert Discard(cards("JK JK")).cards == (JOKER, JOKER)
    assert str(Play(JOKER)) == "play JK" and PLAY_OF_INDEX[JOKER.index] == Play(JOKER)


def test_deck_standard_adds_jokers_last() -> None:
    """Deck.standard(jokers=n) is the suited pack then n identical jokers; no jokers by default."""
    pack = Deck.standard([Rank.ACE, Rank.SEVEN], jokers=2)
    assert str(pack) == "AC 7C AD 7D AH 7H AS 7S JK JK"
    assert pack.count(JOKER) == 2 and JOKER in pack
    assert JOKER not in Deck.standard()
    assert Deck.standard(jokers=1)[-1] is JOKER and len(Deck.standard(jokers=1)) == 53
    assert str(pack.without(cards("JK 7S"))) == "AC 7C AD 7D AH 7H AS JK"
    assert Deck.parse("JK 9C JK").sorted() == Deck.parse("9C JK JK")
    assert Deck(cards("JK AS")) == cards("JK AS")


@pytest.mark.parametrize("jokers", [-1, True, 1.0, "2", None])
def test_deck_standard_refuses_a_bad_number_of_jokers(jokers: object) -> None:
    """A joker count that is not a non-negative int is a DeckError, never a silent pack."""
    with pytest.raises(DeckError, match="jokers"):
        Deck.standard(jokers=jokers)  # type: ignore[arg-type]


def test_a_deck_without_a_joker_it_lacks_is_refused() -> None:
    """without() counts jokers like any card: removing a third joker from two fails."""
    with pytest.raises(DeckError, match="JK"):
        Deck.parse("JK JK").without(cards("JK JK JK"))


def test_the_joker_round_trips_through_json_and_the_card_schema() -> None:
    """A deck holding jokers writes JK, reads back equal, and the card schema accepts JK and nothing like it."""
    pack = Deck.parse("JK 9C JK")
    data = to_data(pack)
    assert data == ["JK", "9C", "JK"]
    assert from_data(json.loads(json.dumps(data)), Deck) == pack
    assert from_data("JK", Card) is JOKER
    schema: Any = smear.json_schema("deck")
    pattern = re.compile(schema["$defs"]["Card"]["pattern"])
    assert pattern.search("JK") and pattern.search("TS")
    assert not any(pattern.search(bad) for bad in ("jk", "JKS", "XJK", "KJ", "J"))


def test_a_ruleset_without_jokers_refuses_a_joker_in_a_deck_document() -> None:
    """Fifty-Six's pack has no joker, so a deck document holding one is refused, not read."""
    with pytest.raises(ValueError, match="pack"):
        fifty_six.from_json(fifty_six.to_json(Deck.parse("JK 9C")))


def test_marks_gives_the_joker_its_own_flag() -> None:
    """A predicate is asked about suited cards only; the joker's flag is the keyword, or its presence in a list."""
    table = marks(lambda card: card.suit is Suit.HEARTS)
    assert len(table) == 53 and not table[JOKER.index]
    assert marks(lambda card: card.suit is Suit.HEARTS, joker=True)[JOKER.index]
    assert marks(cards("JK AH"))[JOKER.index] and marks(cards("AH"), joker=True)[JOKER.index]
    assert all(len(flags) == 53 and not flags[JOKER.index] for flags in SUIT_MARKS.values())


def _plain_choose(hand: tuple[Card, ...], binding: tuple[bool, ...] | None, answers: tuple[bool, ...] | None) -> list[Card]:
    """The rule of following written plainly: bound hands play answering cards, others any card; one play per card."""
    bound = binding is not None and any(binding[card.index] for card in hand)
    allowed = [card for card in hand if not bound or (answers is not None and answers[card.index])]
    return list(dict.fromkeys(allowed))


@given(_hands, st.none() | _tables, _tables)
def test_choose_plays_and_allows_handle_jokers_as_the_plain_model(
    hand: tuple[Card, ...], binding: tuple[bool, ...] | None, answers: tuple[bool, ...]
) -> None:
    """With 53-entry tables, a joker binds and answers by its own flag, in both modes."""
    tables = (binding, answers if binding is not None else None)
    plays = choose_plays(hand, PLAY_OF_INDEX, *tables, True)
    assert [play.card for play in plays] == _plain_choose(hand, *tables)
    for card in _WITH_JOKER:
        assert allows(hand, card, *tables) == (PLAY_OF_INDEX[card.index] in choose_plays(hand, PLAY_OF_INDEX, *tables, False))


@in_use
@given(_hands, st.none() | _tables, _tables, st.booleans())
def test_compiled_following_matches_its_twin_with_jokers(
    hand: tuple[Card, ...], binding: tuple[bool, ...] | None, answers: tuple[bool, ...], distinct: bool
) -> None:
    """choose_plays and allows answer exactly as their twins for hands holding jokers."""
    tables = (binding, answers if binding is not None else None)
    assert choose_plays(hand, PLAY_OF_INDEX, *tables, distinct) == python_twin(choose_plays)(hand, PLAY_OF_INDEX, *tables, distinct)
    assert allows(hand, JOKER, *tables) is python_twin(allows)(hand, JOKER, *tables)


@given(st.lists(st.tuples(st.integers(0, 9), st.sampled_from(_WITH_JOKER)), min_size=1, max_size=8), st.lists(st.integers(-5, 5), min_size=53, max_size=53))
def test_trick_kernels_read_the_jokers_entry(plays: list[tuple[int, Card]], table: list[int]) -> None:
    """strongest_play and points_in read table[52] for a joker, first of equals winning, in both modes."""
    trick = tuple(CardPlay(seat, card) for seat, card in plays)
    best = max(table[card.index] for _, card in plays)
    first_best = next(play for play in trick if table[play.card.index] == best)
    assert strongest_play(trick, tuple(table)) is first_best
    assert points_in(trick, tuple(table)) == sum(table[card.index] for _, card in plays)


@in_use
@pytest.mark.parametrize("table", [tuple(range(52)), tuple(range(53))])
def test_trick_kernels_answer_a_joker_as_their_twins_do(table: tuple[int, ...]) -> None:
    """A joker against a 52-entry table is the twin's IndexError in C too; against 53 entries, the same answer."""
    trick = (CardPlay(0, Card.parse("AS")), CardPlay(1, JOKER))
    for kernel in (strongest_play, points_in):
        try:
            expected: object = python_twin(kernel)(trick, table)
        except IndexError:
            with pytest.raises(IndexError):
                kernel(trick, table)
        else:
            assert kernel(trick, table) == expected


def test_the_joker_has_a_name_in_every_language() -> None:
    """describe names the joker in each language, and each name reads back as JK."""
    from trickcore.language._reading import fold, reader

    names = {lang: describe(JOKER, lang) for lang in trickcore.LANGUAGES}
    assert names == {"en": "joker", "ru": "джокер", "ar": "الجوكر", "tr": "joker"}
    for lang, name in names.items():
        assert reader(lang).phrases[(fold(name),)] == "JK"


@given(card_lists(max_size=20, jokers=True))
def test_the_testing_strategies_can_draw_jokers(items: list[Card]) -> None:
    """card_lists(jokers=True) draws only cards, suited or the joker."""
    assert all(card is CARD_OF_TEXT[str(card)] for card in items)


@given(some_cards())
def test_some_cards_without_jokers_never_draws_one(card: Card) -> None:
    """The default strategy keeps to the 52 suited cards, as tests written before jokers expect."""
    assert not card.is_joker
