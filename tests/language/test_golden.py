"""Golden narrations: one worked hand per ruleset, told in every language, pinned whole."""

from __future__ import annotations

import pytest

from trickcore import LANGUAGES
from tests.language.golden_hands import HANDS, golden_path, narration


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", list(HANDS))
def test_a_worked_hand_is_told_as_pinned(name: str, lang: str) -> None:
    """Every event of the hand and every score line, in ``lang``, is exactly the golden file."""
    assert narration(name, lang) == golden_path(name, lang).read_text(encoding="utf-8")


def test_the_golden_hands_show_what_the_languages_must_get_right() -> None:
    """The pinned hands hold a redoubled contract, contracts made, Russian plural forms and Arabic isolates."""
    russian = golden_path("fifty-six", "ru").read_text(encoding="utf-8")
    assert "редубль" in russian and " очка" in russian and " очков" in russian
    assert "выполнил контракт" in golden_path("smear", "ru").read_text(encoding="utf-8")
    arabic = golden_path("fifty-five", "ar").read_text(encoding="utf-8")
    assert "\u206815\u2069" in arabic and "نقاط" in arabic
