"""What the conformance machine needs to know about a ruleset beyond its public API."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import attrs
from hypothesis import strategies as st

from trickcore.playing_cards import Card
from trickcore.ruleset import AnyRuleset

__all__ = ["ConformanceSpec"]


def _no_extra_laws(before: Any, after: Any) -> None:
    """The default: a ruleset with no laws beyond the machine's own."""


def _every_view_rebuilds(seen: Any) -> bool:  # noqa: ARG001
    """The default: ``determinize`` rebuilds every view a game shows."""
    return False


@attrs.frozen
class ConformanceSpec:
    """How to test one ruleset with :func:`~trickcore.testing.conformance_machine`.

    Attributes:
        ruleset: the ruleset module under test.
        rules: a strategy of its ``Rules``; prefer short games (few tables, a low
            target) so that whole games fit in a test.
        cards_in_game: every card of the current deal, wherever it lies (hands,
            the trick, completed tricks, stock, kitty, discards, dead cards).
        pack: the pack of the current deal (``deck(rules, players=<active>)``);
            the machine checks ``cards_in_game`` holds exactly these, copy for copy.
        redeal_hidden: the same game with the cards ``seat`` cannot see shuffled
            among the places it cannot see (sizes kept); ``seat``'s view must not change.
        actions: a strategy of candidate actions for a game, legal and illegal
            (wrong cards, bad bids, other phases' and other rulesets' actions).
        laws: extra laws of the ruleset, called with the game before and after
            each step; raise ``AssertionError`` when one is broken.
        max_actions: every game must end within this many actions.
        policy: how the every-game-ends law picks actions, from the game, its legal
            actions and a random generator. The default is uniform. A game whose rules
            do not promise an end under any play (Smear's scores can fall for ever)
            names a policy under which it must end.
        unrebuildable: whether a view is one ``determinize`` documents it cannot
            rebuild (Fifty-Six: a team at 0 tables still in play; Smear: scores past the
            target before the hand): only such a view's JSON may be refused. By default
            every view's JSON must read back.
    """

    ruleset: AnyRuleset
    rules: st.SearchStrategy[Any]
    cards_in_game: Callable[[Any], Iterable[Card]]
    pack: Callable[[Any], Sequence[Card]]
    redeal_hidden: Callable[[Any, int, random.Random], Any]
    actions: Callable[[Any], st.SearchStrategy[object]]
    laws: Callable[[Any, Any], None] = _no_extra_laws
    max_actions: int = 10_000
    policy: Callable[[Any, Sequence[Any], random.Random], Any] | None = None
    unrebuildable: Callable[[Any], bool] = _every_view_rebuilds
