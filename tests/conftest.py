"""Shared pytest configuration: the Hypothesis profile named by TRICKCORE_HYPOTHESIS_PROFILE."""

from trickcore.testing import register_profiles

register_profiles()
