"""Shared pytest configuration: the Hypothesis profile named by TRICKCORE_HYPOTHESIS_PROFILE.

Under mutation testing (``tools/mutation.py`` sets ``TRICKCORE_MUTATION``) a mutant is
killed by the first failing example, so Hypothesis does not shrink a failure, and the
tests run fastest first (by the times mutmut recorded in ``mutmut-stats.json``), so
that the cheap test that kills a mutant runs before the slow ones. The first pass
(``TRICKCORE_MUTATION=1``) also runs a tenth of the examples and shorter state-machine
runs; every mutant that survives it is run again with the full profile
(``TRICKCORE_MUTATION=full``) before it counts as a survivor.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import Phase, settings

from trickcore.testing import register_profiles

MUTATION = os.environ.get("TRICKCORE_MUTATION", "")
"""``1``: the first, cheaper pass of mutation testing; ``full``: the pass that confirms its survivors; empty: off."""

FIRST_PASS_EXAMPLES = 10
"""Hypothesis examples per property in the first pass (the ``ci`` profile runs 100)."""

FIRST_PASS_STEPS = 20
"""Steps per state-machine run in the first pass (the ``ci`` profile runs 50)."""

register_profiles()
if MUTATION in ("1", "full"):
    no_shrink = settings(settings.default, phases=(Phase.explicit, Phase.reuse, Phase.generate), report_multiple_bugs=False)
    if MUTATION == "1":
        no_shrink = settings(no_shrink, max_examples=FIRST_PASS_EXAMPLES, stateful_step_count=FIRST_PASS_STEPS)
    settings.register_profile("mutation", no_shrink)
    settings.load_profile("mutation")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under mutation testing, run the tests fastest first, by the seconds mutmut recorded for each."""
    stats = Path(str(config.rootpath)) / "mutmut-stats.json"
    if not MUTATION or not stats.exists():
        return
    seconds: dict[str, float] = json.loads(stats.read_text(encoding="utf-8")).get("duration_by_test", {})
    items.sort(key=lambda item: seconds.get(item.nodeid, 0.0))


def pytest_collection_finish(session: pytest.Session) -> None:
    """In the second pass, switch the mutant named by ``TRICKCORE_MUTANT`` on once every module is imported."""
    mutant = os.environ.get("TRICKCORE_MUTANT", "")
    if MUTATION == "full" and mutant:
        os.environ["MUTANT_UNDER_TEST"] = mutant
