"""Tests of the Fifty-Six ruleset."""
