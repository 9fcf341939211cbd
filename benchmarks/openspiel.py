"""OpenSpiel's side of the comparison: random hands of Hearts, timed like trickcore's.

OpenSpiel (``pyspiel``, its C++ games behind Python bindings) is an optional
benchmark extra, never a run-time dependency: ``pip install -e '.[benchmark]'``.
Its Hearts is the reference because it is a four-player trick-taking game written
for speed. The loop mirrors trickcore's: a new hand (the pass direction and the deal
are chance nodes, sampled uniformly from ``chance_outcomes()``), then a uniformly
random legal action at every decision. ``clone()`` before each ``apply_action``
gives OpenSpiel the same immutable-state contract trickcore keeps: every earlier
state stays usable.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import random
from typing import Protocol

from benchmarks.timing import HandRate, play_for

INSTALL_HINT = "pip install -e '.[benchmark]'"
"""How to install OpenSpiel for the comparison."""


class SpielState(Protocol):
    """The part of ``pyspiel.State`` the hand loop uses."""

    def is_terminal(self) -> bool:
        """Whether the hand is over."""

    def is_chance_node(self) -> bool:
        """Whether chance (the deal, the pass direction) moves next."""

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance actions and their probabilities."""

    def legal_actions(self) -> list[int]:
        """The legal actions of the player to move."""

    def clone(self) -> SpielState:
        """A copy, so the state before an action stays usable."""

    def apply_action(self, action: int) -> None:
        """Move the state on by ``action`` (in place)."""


class SpielGame(Protocol):
    """The part of ``pyspiel.Game`` the hand loop uses."""

    def new_initial_state(self) -> SpielState:
        """A new hand, before the deal."""


class HeartsBench:
    """OpenSpiel's Hearts with its default parameters (cards are passed), random hands."""

    key = "hearts"

    def __init__(self, game: SpielGame, version: str, seed: int) -> None:
        self.game = game
        self.version = version
        self.label = f"OpenSpiel {version} hearts (C++ via pyspiel, clone() before each apply)"
        self._rng = random.Random(f"hearts-{seed}")

    def hands(self, seconds: float) -> HandRate:
        """Random full hands: chance sampled uniformly, a uniformly random legal action at each decision."""
        new_initial_state, random_ = self.game.new_initial_state, self._rng.random

        def hand() -> int:
            state = new_initial_state()
            decisions = 0
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    action = outcomes[int(random_() * len(outcomes))][0]
                else:
                    legal = state.legal_actions()
                    action = legal[int(random_() * len(legal))]
                    decisions += 1
                state = state.clone()
                state.apply_action(action)
            return decisions

        return play_for(seconds, hand)


def hearts(seed: int) -> HeartsBench | None:
    """OpenSpiel's Hearts, or ``None`` when ``pyspiel`` is not installed (the comparison is then skipped)."""
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        return None
    try:
        version = importlib.metadata.version("open-spiel")
    except importlib.metadata.PackageNotFoundError:
        version = "(unknown version)"
    game: SpielGame = pyspiel.load_game("hearts")
    return HeartsBench(game, version, seed)
