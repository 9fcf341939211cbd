"""describe: names and sentences in every language, plural forms, numbers, isolation, and its errors."""

from __future__ import annotations

from typing import Any

import pytest

import trickcore
from trickcore import LANGUAGES, Card, ConfigError, ErrorCode, IllegalAction, Rank, Suit, TrickcoreError, describe
from trickcore.events import GameWon, ScoreLine, Side, TrickReason
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.language import FSI, PDI, UnknownLanguageError, is_rtl
from trickcore.language._describe import render

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
PACK = [Card(rank, suit) for suit in Suit for rank in Rank]


def test_languages_and_the_promised_example() -> None:
    """``LANGUAGES`` is English, Russian, Arabic, Turkish; the jack of spades is «валет пик» in Russian."""
    assert trickcore.LANGUAGES == ("en", "ru", "ar", "tr")
    assert describe(Card.parse("JS"), "ru") == "валет пик"
    assert describe(Card.parse("JS")) == "jack of spades"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_suit_and_rank_has_its_own_name(lang: str) -> None:
    """The 52 cards, 4 suits and 13 ranks have 69 different names in each language."""
    names = [describe(card, lang) for card in PACK] + [describe(suit, lang) for suit in Suit]
    names += [describe(rank, lang) for rank in Rank]
    assert len(set(names)) == 69 and all(names)


@pytest.mark.parametrize("bad", ["fr", "RU", "", None, 3])
def test_an_unknown_language_is_a_value_error_naming_the_languages(bad: Any) -> None:
    """Any other language is an UnknownLanguageError: a ValueError and a TrickcoreError that lists en, ru, ar, tr."""
    with pytest.raises(UnknownLanguageError) as caught:
        describe(Suit.HEARTS, bad)
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, TrickcoreError)
    assert isinstance(caught.value, ConfigError)
    assert "en, ru, ar, tr" in str(caught.value)


def test_only_what_trickcore_names_can_be_described() -> None:
    """A value trickcore does not name (text, a number, another enum) is a TypeError."""
    for value in ("JS", 3, fifty_six.BidForm.NOES):
        with pytest.raises(TypeError):
            describe(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reasons_codes_and_phases_are_told_apart(lang: str) -> None:
    """Every trick reason, error code and phase value has its own text."""
    reasons = {describe(reason, lang) for reason in TrickReason}
    errors = {describe(IllegalAction(code, "x"), lang) for code in ErrorCode}
    phases = {describe(phase, lang) for ruleset in RULESETS for phase in ruleset.Phase}
    values = {phase.value for ruleset in RULESETS for phase in ruleset.Phase}
    assert (len(reasons), len(errors), len(phases)) == (len(TrickReason), len(ErrorCode), len(values))


def test_an_illegal_action_keeps_its_english_code_and_message() -> None:
    """describe(error, lang) translates what the code means; ``code`` and ``message`` stay as they were."""
    game = smear.new_game(seed=1)
    error = smear.check(game, smear.Bid(9))
    assert error is not None and error.code == "invalid-bid"
    assert describe(error, "tr") == "Kurallar burada bu teklife izin vermiyor."
    assert error.code == ErrorCode.INVALID_BID and error.message.isascii()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fifty_six_bid_form_reads_differently(lang: str) -> None:
    """The six bid forms of one value are six different texts (R12)."""
    form = fifty_six.BidForm
    bids = [
        fifty_six.Bid(31, Suit.DIAMONDS),
        fifty_six.Bid(31, Suit.DIAMONDS, form.SUIT_NUMBER),
        fifty_six.Bid(31, None, form.NO_TRUMPS),
        fifty_six.Bid(31, None, form.NOES),
        fifty_six.Bid(31, Suit.DIAMONDS, form.PLUS_SUIT, plus=2),
        fifty_six.Bid(31, None, form.PLUS_TWO_NOES, plus=2),
    ]
    assert len({describe(bid, lang) for bid in bids}) == 6


def test_actions_of_every_ruleset_in_russian() -> None:
    """Calls read as a Russian player says them: пас, заявка, дубль, редубль, уравниваю, козыри, снос."""
    told = [
        describe(action, "ru")
        for action in (
            smear.Pass(),
            smear.Bid(3),
            fifty_six.Double(),
            fifty_six.Redouble(),
            fifty_five.Hold(),
            fifty_five.NameTrump(Suit.HEARTS),
            fifty_five.Discard(trickcore.cards("9D KH")),
            fifty_five.Discard(()),
        )
    ]
    assert told == [
        "пас",
        "заявка 3",
        "дубль",
        "редубль",
        "уравниваю",
        "козыри — червы",
        "снос — девятка бубен, король червей",
        "снос рубашкой вверх",
    ]


def test_plural_forms_follow_each_language() -> None:
    """Russian: 1 стол, 2 стола, 5 столов, 21 стол; Arabic's six forms; Turkish keeps the noun singular."""
    team = Side(0, (0, 2))

    def tables(count: int, lang: str) -> str:
        return describe(ScoreLine("tables", team, count), lang)

    assert [tables(n, "ru") for n in (1, 2, 5, 11, 21)] == [
        "Команда А получает 1 стол",
        "Команда А получает 2 стола",
        "Команда А получает 5 столов",
        "Команда А получает 11 столов",
        "Команда А получает 21 стол",
    ]
    arabic = [tables(n, "ar") for n in (1, 2, 3, 11, 100)]
    assert arabic[0].endswith("طاولة واحدة") and arabic[1].endswith("طاولتين")
    assert arabic[2].endswith(f"{FSI}3{PDI} طاولات") and arabic[3].endswith(f"{FSI}11{PDI} طاولة")
    assert tables(3, "tr") == "A Takımı 3 masa alır"
    assert tables(-1, "en") == "Team A pays 1 table" and tables(4, "en") == "Team A receives 4 tables"


def test_numbers_are_written_in_the_languages_style() -> None:
    """Thousands are grouped as each language groups them."""
    assert [render(lang).number(12000) for lang in LANGUAGES] == ["12,000", "12\u00a0000", "12,000", "12.000"]


def test_arabic_isolates_left_to_right_runs_and_is_right_to_left() -> None:
    """Arabic is right to left; numbers and Latin names in its sentences sit in FSI…PDI, other languages get none."""
    assert [is_rtl(lang) for lang in LANGUAGES] == [False, False, True, False]
    won = GameWon(Side(1, (1,)), (3, 60), (Side(0, (0,)), Side(1, (1,))), trick=4)
    arabic = describe(won, "ar")
    assert f"{FSI}1{PDI}" in arabic and f"{FSI}4{PDI}" in arabic
    assert FSI not in describe(won, "ru") + describe(won, "tr") + describe(won, "en")
    assert describe(smear.explain(smear.new_game(seed=1))[0], "ar").startswith(f"{FSI}Smear{PDI}")


def test_event_text_is_its_english_description() -> None:
    """Every event's ``text`` (and a reason's, a score line's, a side's) is ``describe(value)``."""
    game = fifty_six.new_game(seed=4, dealer=0)
    for text in ("bid 28 H", "pass", "pass", "pass"):
        game = fifty_six.apply(game, fifty_six.parse_action(game, text))
    events = fifty_six.explain(game)
    assert [event.text for event in events] == [describe(event) for event in events]
    assert events[-1].text == "Contract: 28 hearts; declarer: Seat 1"
    assert TrickReason.ONLY_TRUMP.text == "only trump" and Side(2, (2,)).text == "Seat 2"
