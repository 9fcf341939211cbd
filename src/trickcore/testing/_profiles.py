"""Hypothesis profiles: a fast one for CI and a deep one for long runs."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

__all__ = ["register_profiles"]

PROFILE_VARIABLE = "TRICKCORE_HYPOTHESIS_PROFILE"
"""The environment variable that picks the profile: ``ci`` (default), ``dev`` or ``deep``."""


def register_profiles() -> str:
    """Register the ``ci``, ``dev`` and ``deep`` profiles and load the one the environment names.

    ``ci`` (100 examples, derandomized) runs every property within CI's budget;
    ``dev`` keeps Hypothesis's example database for quick local runs; ``deep`` runs
    thousands of examples and long stateful runs for a soak. Returns the loaded profile's name.
    """
    slow_ok = [HealthCheck.too_slow, HealthCheck.data_too_large]
    settings.register_profile(
        "ci",
        max_examples=100,
        stateful_step_count=50,
        deadline=None,
        suppress_health_check=slow_ok,
        derandomize=True,
        database=None,
    )
    settings.register_profile("dev", max_examples=100, stateful_step_count=50, deadline=None, suppress_health_check=slow_ok)
    settings.register_profile(
        "deep", max_examples=2_000, stateful_step_count=200, deadline=None, suppress_health_check=slow_ok
    )
    name = os.environ.get(PROFILE_VARIABLE, "ci")
    settings.load_profile(name)
    return name
