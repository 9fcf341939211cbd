"""Tests of trickcore.simulation."""
