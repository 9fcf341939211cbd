"""describe never fails on what the engine produces: random games of every ruleset, in every language."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import LANGUAGES, Card, Rank, Suit, describe
from trickcore.actions import GameAction
from trickcore.events import HandScored
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.language import Describable
from tests.fifty_five import strategies as fifty_five_strategies
from tests.fifty_six import strategies as fifty_six_strategies
from tests.smear import strategies as smear_strategies

GAMES: list[tuple[Any, Any]] = [
    (fifty_six, fifty_six_strategies),
    (smear, smear_strategies),
    (fifty_five, fifty_five_strategies),
]


def told_everywhere(value: Describable) -> None:
    """``value`` described in every language: a non-empty text with no placeholder left unfilled."""
    for lang in LANGUAGES:
        text = describe(value, lang)
        assert text and "{" not in text, (value, lang, text)


@settings(max_examples=30)
@given(data=st.data(), which=st.sampled_from(range(len(GAMES))), seed=st.integers(min_value=0, max_value=10**6))
def test_every_value_of_a_random_game_is_described(data: st.DataObject, which: int, seed: int) -> None:
    """Every legal action, phase and event of ``explain(game)`` and of each seat's ``explain(view)``, and
    every ``IllegalAction`` that ``check`` returns, has a text in every language."""
    ruleset, strategies = GAMES[which]
    rules = data.draw(strategies.rules())
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    for step in range(300):
        told_everywhere(game.phase)
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
            continue
        legal = ruleset.legal_actions(game)
        for action in legal:
            told_everywhere(action)
        if step % 5 == 0:
            candidate = data.draw(strategies.actions(game))
            error = ruleset.check(game, candidate) if isinstance(candidate, GameAction) else None
            if error is not None:
                told_everywhere(error)
        game = ruleset.apply(game, rng.choice(legal))
    for event in ruleset.explain(game):
        told_everywhere(event)
        for line in event.lines if isinstance(event, HandScored) else ():
            told_everywhere(line)
    for seat in range(len(game.hands)):
        for event in ruleset.explain(ruleset.view(game, seat)):
            told_everywhere(event)


def test_every_card_is_described() -> None:
    """All 52 cards (every card any ruleset deals) have a text in every language."""
    for suit in Suit:
        for rank in Rank:
            told_everywhere(Card(rank, suit))
