"""Tests of the built-in players and the game driver."""
