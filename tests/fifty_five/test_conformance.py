"""The conformance machine over rules drawn across 2–9 players, teams and every option."""

from __future__ import annotations

from trickcore.testing import conformance_machine

from tests.fifty_five.strategies import SPEC

TestFiftyFiveConformance = conformance_machine(SPEC).TestCase
