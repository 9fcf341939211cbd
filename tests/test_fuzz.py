"""Hostile input through every entry point that reads outside data: only documented errors escape.

The attacks are in ``tests/fuzzing.py``; this runs a few hundred of each per
ruleset under the CI profile. ``python tools/fuzz.py --inputs 1000000`` is the deep
run (its last figures are on the docs' "Security and limits" page).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzzing import ATTACKS, RULESETS, attack


@pytest.mark.parametrize("name", list(RULESETS))
@pytest.mark.parametrize("entry", list(ATTACKS))
@given(rng=st.randoms(use_true_random=False))
def test_hostile_input_gets_a_documented_answer(entry: str, name: str, rng: random.Random) -> None:
    """Each input is refused with a documented ValueError subclass (or IllegalAction), or accepted and round-trips."""
    outcome = attack(entry, name, rng)
    assert outcome == "accepted" or outcome.endswith(("Error", "IllegalAction"))


def test_the_attacks_reach_both_outcomes() -> None:
    """The generators are not vacuous: over a few hundred inputs each entry point both accepts and refuses."""
    for entry in ATTACKS:
        for name in RULESETS:
            rng = random.Random(f"{entry}/{name}")
            outcomes = {attack(entry, name, rng) for _ in range(300)}
            assert "accepted" in outcomes and len(outcomes) >= 2, (entry, name, outcomes)
