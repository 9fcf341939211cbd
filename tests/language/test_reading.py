"""Reading what a player types in each language: the words, the log's forms, and the notation underneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import LANGUAGES, Card, describe
from trickcore.errors import IllegalAction, NotationError, UnknownLanguageError
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.language._reading import fold, reader
from trickcore.playing_cards import Rank, Suit

ACTION_WORDS = ("pass", "bid", "play", "double", "redouble", "hold", "discard", "trump", "nt", "noes", "+", "C", "D", "H", "S", "", "quit", "help")
"""The word lists read at the action prompt: no folded word may stand for two of them."""


def auction_states(seed: int) -> list[fifty_six.Game]:
    """The Fifty-Six states of one auction played by taking the second legal call each time."""
    game = fifty_six.new_game(seed=seed)
    states = []
    while game.phase is fifty_six.Phase.AUCTION:
        states.append(game)
        legal = fifty_six.legal_actions(game)
        game = fifty_six.apply(game, legal[min(1, len(legal) - 1)])
    return states


def parser(game: Any, module: Any = fifty_six) -> Callable[[str], Any]:
    """The ruleset's ``parse_action`` for ``game``."""
    return lambda text: module.parse_action(game, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_stands_for_two_things(lang: str) -> None:
    """At the action prompt, and in a yes/no answer, every folded word means one thing only."""
    words = reader(lang).words
    for group in (ACTION_WORDS, ("yes", "no")):
        seen: dict[str, str] = {}
        for key in group:
            for word in words[key]:
                assert seen.setdefault(fold(word), key) == key, (lang, word, key, seen[fold(word)])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fifty_six_call_reads_back_from_the_log_and_the_notation(lang: str) -> None:
    """Each legal call, as the log tells it (this language and English), as notation, and with suit symbols, is read as itself."""
    words = reader(lang)
    for game in auction_states(1)[:3]:
        legal = fifty_six.legal_actions(game)
        for action in legal:
            texts = {describe(action, lang), describe(action, "en"), str(action)}
            texts.add(str(action).replace(" S", " ♠").replace(" D", " ♦").replace(" H", " ♥").replace(" C", " ♣"))
            for text in texts:
                assert words.read(text, legal, parser(game)) == action, (lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "wanted"),
    [
        ("tr", "pas", fifty_six.Pass()),
        ("tr", "PAS", fifty_six.Pass()),
        ("tr", "teklif 28 maca", fifty_six.Bid(28, Suit.SPADES)),
        ("tr", "teklif maça 28", fifty_six.Bid(28, Suit.SPADES, fifty_six.BidForm.SUIT_NUMBER)),
        ("tr", "teklif 28 kozsuz", fifty_six.Bid(28, None, fifty_six.BidForm.NO_TRUMPS)),
        ("ru", "заявка 28 пик", fifty_six.Bid(28, Suit.SPADES)),
        ("ru", "заявка 28 без козырей", fifty_six.Bid(28, None, fifty_six.BidForm.NO_TRUMPS)),
        ("ar", "عطاء ٢٨ بستوني", fifty_six.Bid(28, Suit.SPADES)),
        ("ar", "باس", fifty_six.Pass()),
        ("en", "bid 28 spades", fifty_six.Bid(28, Suit.SPADES)),
        ("en", "bid 28 ♠", fifty_six.Bid(28, Suit.SPADES)),
        ("en", "bid 28♠", fifty_six.Bid(28, Suit.SPADES)),
        ("en", "28 no trumps", fifty_six.Bid(28, None, fifty_six.BidForm.NO_TRUMPS)),
    ],
)
def test_the_players_words_are_read(lang: str, text: str, wanted: Any) -> None:
    """A player's own words (not the log's exact sentence) name the action, whatever the case or accents."""
    game = fifty_six.new_game(seed=1)
    assert reader(lang).read(text, fifty_six.legal_actions(game), parser(game)) == wanted


def test_plus_bids_in_words_are_resolved_against_the_standing_bid() -> None:
    """``заявка плюс 2, бубны`` and ``teklif artı 2 karo`` are ``bid +2 D``, valued from the standing bid."""
    game = fifty_six.apply(fifty_six.new_game(seed=1), fifty_six.Bid(28, Suit.SPADES))
    legal = fifty_six.legal_actions(game)
    wanted = fifty_six.Bid(30, Suit.DIAMONDS, fifty_six.BidForm.PLUS_SUIT, plus=2)
    assert reader("ru").read("заявка плюс 2, бубны", legal, parser(game)) == wanted
    assert reader("tr").read("teklif artı 2 karo", legal, parser(game)) == wanted
    assert reader("en").read("bid plus 2 diamonds", legal, parser(game)) == wanted


@pytest.mark.parametrize("lang", LANGUAGES)
def test_illegal_and_unknown_words_are_refused_by_the_parser(lang: str) -> None:
    """Words that name an illegal action raise IllegalAction; nonsense raises NotationError (never a wrong action)."""
    game = fifty_six.apply(fifty_six.new_game(seed=1), fifty_six.Bid(30, Suit.SPADES))
    legal = fifty_six.legal_actions(game)
    low = describe(fifty_six.Bid(28, Suit.HEARTS), lang)
    with pytest.raises(IllegalAction):
        reader(lang).read(low, legal, parser(game))
    with pytest.raises(NotationError):
        reader(lang).read("xyzzy 12", legal, parser(game))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_names_and_codes_are_plays(lang: str) -> None:
    """A card's name in the language, its code, or its code with a suit symbol, is that card (Smear's first lead)."""
    game = smear.new_game(seed=3)
    while game.phase is not smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[-1])
    legal = smear.legal_actions(game)
    for action in legal:
        if isinstance(action, smear.Play):
            card = action.card
            for text in (describe(card, lang), str(card), f"{card.rank.letter}{card.suit.symbol}", describe(action, lang)):
                assert reader(lang).read(text, legal, parser(game, smear)) == action, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_commands_and_answers_in_the_language_and_in_english(lang: str) -> None:
    """quit, help, yes and no are read in the language's words and in English's."""
    words = reader(lang)
    for key in ("quit", "help"):
        assert {words.command(word) for word in words.words[key]} == {key}
    assert words.command("quit") == "quit" and words.command("?") == "help" and words.command("؟") == "help"
    assert words.answer("yes") is True and words.answer("no") is False
    assert all(words.answer(word) is True for word in words.words["yes"])
    assert all(words.answer(word) is False for word in words.words["no"])
    assert words.command("pass") is None and words.answer("maybe") is None


def test_fifty_five_hold_and_trump_in_turkish() -> None:
    """Fifty-Five's own keywords (hold, trump) are read in the player's words too."""
    words = reader("tr")
    assert words.notation("eşitle") == "hold" and words.notation("koz kupa") == "trump H"


@settings(max_examples=50)
@given(st.text(max_size=60))
def test_reading_never_crashes(text: str) -> None:
    """Any text is read as an action or refused with NotationError or IllegalAction, in every language."""
    game = fifty_six.new_game(seed=1)
    legal = fifty_six.legal_actions(game)
    for lang in LANGUAGES:
        try:
            action = reader(lang).read(text, legal, parser(game))
        except (NotationError, IllegalAction):
            continue
        assert action in legal


def test_fold_and_unknown_language() -> None:
    """fold ignores case, accents, isolates and tatweel; reader refuses a language trickcore does not speak."""
    assert fold("İSTANBUL ılık") == fold("istanbul ilik")
    assert fold("\u2068عطـاء\u2069") == fold("عطاء")
    assert fold("Q♥") == fold(str(Card(Rank.QUEEN, Suit.HEARTS)))
    with pytest.raises(UnknownLanguageError):
        reader("fr")
