"""A person at the prompt in their language: the prompt, its help and errors translated, their words read."""

from __future__ import annotations

import io
import re

import pytest

from trickcore import describe
from trickcore.cli import main
from trickcore.games import fifty_six
from trickcore.language._reading import reader
from trickcore.messages import message

WORDS = {
    "ru": {"pass": "пас", "quit": "выход", "no": "нет", "bid": "заявка 31 пик"},
    "ar": {"pass": "تمرير", "quit": "خروج", "no": "لا", "bid": "عطاء ٣١، بستوني"},
    "tr": {"pass": "pas", "quit": "çık", "no": "hayır", "bid": "teklif 31, maça"},
}
"""What a player of each language types: words, not notation."""

ENGLISH_PROMPT = ("your hand", "legal:", "not understood", "Save the game", "every legal action", "abandoned")

_ISOLATES = re.compile("[\u2066-\u2069]")


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run the command line in this process; returns (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdin=io.StringIO(stdin), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_prompt_help_and_errors_speak_the_language_and_read_its_words(lang: str) -> None:
    """With --lang, the prompt, ``?``, errors and the save question are in the language, and its words are actions."""
    words = WORDS[lang]
    typed = [words["pass"], "blah 9", "?", words["bid"], words["quit"], words["no"]]
    status, out, err = run("play", "fifty-six", "--seed", "1", "--lang", lang, "--human", "0", stdin="\n".join(typed) + "\n")
    assert status == 0 and "Traceback" not in out + err
    assert not [english for english in ENGLISH_PROMPT if english in out + err]
    assert describe(message("side", "Seat {seat}", seat=0), lang) + ": " + describe(fifty_six.Pass(), lang) in out
    plain = _ISOLATES.sub("", out)
    assert describe(fifty_six.Bid(31, fifty_six.Suit.SPADES), lang).replace("\u2068", "").replace("\u2069", "") in plain
    assert reader(lang).word("quit") in out
    assert err.startswith("trickcore: ") and len(err.splitlines()) == 1


def test_turkish_pass_is_an_action() -> None:
    """``pas`` in Turkish passes (it was refused as an unknown action)."""
    status, out, _ = run("play", "fifty-six", "--seed", "1", "--lang", "tr", "--human", "0", stdin="pas\n")
    assert status == 0 and "anlaşılmadı" not in out and "Oyuncu 0: pas" in out


@pytest.mark.parametrize("typed", ["bid 30 spades", "bid 30 ♠", "bid 30 S", "30 S", "bid 30♠"])
def test_fifty_six_bids_as_the_log_prints_them_are_accepted(typed: str) -> None:
    """The English log's ``bid 30 spades`` and the symbol form ``bid 30 ♠`` are bids at the prompt."""
    status, out, _ = run("play", "fifty-six", "--seed", "1", "--human", "0", stdin=f"{typed}\n")
    assert status == 0 and "Seat 0: bid 30 spades" in out and "not understood" not in out


@pytest.mark.parametrize("lang", ["en", "ru", "ar", "tr"])
def test_help_in_a_fifty_six_auction_fits_one_screen(lang: str) -> None:
    """``?`` in a Fifty-Six auction shows hundreds of bids as a few grouped lines within 24 x 80, with how to type a card and to quit."""
    _, out, _ = run("play", "fifty-six", "--seed", "1", "--lang", lang, "--human", "0", stdin="?\n")
    prompt = describe(message("prompt", "seat {seat}> ", seat=0), lang)
    block = out.split(prompt)[1].splitlines()
    assert len(fifty_six.legal_actions(fifty_six.new_game(seed=1))) > 100
    assert 4 <= len(block) <= 24, block
    assert all(len(_ISOLATES.sub("", line)) <= 80 for line in block), block
    text = _ISOLATES.sub("", "\n".join(block))
    assert "N" in text and "30" in text and "56" in text
    assert reader(lang).word("quit") in text and "TC" in text


def test_help_for_fifty_five_discards_is_one_line() -> None:
    """``?`` when 252 discards are legal says "discard any 5 of: <cards>" on one line, not 252 entries."""
    _, out, _ = run("play", "fifty-five", "--seed", "2", "--human", "0", stdin="bid 25\n?\n")
    block = out.split("seat 0> ")[2].splitlines()
    assert block[0].startswith("  every legal action (252): discard any 5 of: ")
    assert len(block) <= 6 and all(len(line) <= 80 for line in block)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_legal_line_wraps_between_actions(lang: str) -> None:
    """The prompt's list of legal actions is cut between actions, never inside a word, to fit 80 columns."""
    _, out, _ = run("play", "fifty-six", "--seed", "1", "--lang", lang, "--human", "0", stdin="")
    prompt = describe(message("prompt", "seat {seat}> ", seat=0), lang)
    before = out.split(prompt)[0].splitlines()
    legal = before[-2:]
    assert all(len(_ISOLATES.sub("", line)) <= 80 for line in legal)
    assert legal[1].startswith("    ") and reader(lang).word("double") in legal[1]
