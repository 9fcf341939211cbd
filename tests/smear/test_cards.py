"""R1: the pack's checks."""

from __future__ import annotations

import pytest

from trickcore import ConfigError
from trickcore.games import smear

def test_r1_deck_errors_name_what_was_wrong() -> None:
    """R1: deck() refuses other rules and other player counts with a message quoting the bad value."""
    with pytest.raises(TypeError, match=r"^expected smear Rules, not 'fifty-six rules'$"):
        smear.deck("fifty-six rules")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not 3$"):
        smear.deck(smear.Rules(), players=3)
    with pytest.raises(ConfigError, match=r"^Smear is played by 4 players, not True$"):
        smear.deck(smear.Rules(), players=True)
