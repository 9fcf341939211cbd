"""Hypothesis strategies for cards, decks, seeds and reachable game states."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

from trickcore.playing_cards import JOKER, Card, Rank, Suit
from trickcore.ruleset import AnyRuleset
from trickcore.testing._spec import ConformanceSpec

__all__ = ["card_lists", "decks", "games", "play_randomly", "seeds", "some_cards"]


def some_cards(*, jokers: bool = False) -> st.SearchStrategy[Card]:
    """Any of the 52 suited cards, and with ``jokers`` the joker too."""
    suited = st.builds(Card, st.sampled_from(Rank), st.sampled_from(Suit))
    return suited | st.just(JOKER) if jokers else suited


def card_lists(min_size: int = 0, max_size: int | None = None, *, jokers: bool = False) -> st.SearchStrategy[list[Card]]:
    """Lists of cards, repeats allowed (the double deck has them; with ``jokers``, jokers too)."""
    return st.lists(some_cards(jokers=jokers), min_size=min_size, max_size=max_size)


def decks(pack: Sequence[Card]) -> st.SearchStrategy[list[Card]]:
    """Orderings of ``pack``, drawn with :func:`~hypothesis.strategies.permutations` so the deal shrinks."""
    return st.permutations(pack)


def seeds() -> st.SearchStrategy[int]:
    """Shuffle seeds."""
    return st.integers(min_value=0, max_value=2**32 - 1)


def play_randomly(
    ruleset: AnyRuleset,
    game: Any,
    rng: random.Random,
    max_actions: int,
    check_state: Callable[[Any], None] | None = None,
    policy: Callable[[Any, Sequence[Any], random.Random], Any] | None = None,
) -> Any:
    """Play random legal actions (dealing from random seeds) until the game ends.

    ``policy`` picks an action from the legal ones (default: uniformly at random);
    ``check_state``, if given, is called on every state reached.

    Raises:
        AssertionError: the game did not end within ``max_actions`` actions.
    """
    game_over = ruleset.Phase.GAME_OVER
    hand_over = ruleset.Phase.HAND_OVER
    for _ in range(max_actions):
        if game.phase is game_over:
            return game
        if game.phase is hand_over:
            game = ruleset.deal(game, seed=rng.randrange(2**32))
        else:
            actions = ruleset.legal_actions(game)
            assert actions, f"nobody can act in phase {game.phase} but the game is not over"
            game = ruleset.apply(game, rng.choice(actions) if policy is None else policy(game, actions, rng))
        if check_state is not None:
            check_state(game)
    raise AssertionError(f"the game did not end within {max_actions} actions")


@st.composite
def games(draw: st.DrawFn, spec: ConformanceSpec, max_steps: int = 200) -> Any:
    """Games reached by random legal play from a random deal of drawn rules.

    The deal is a permutation of the pack, and each choice an index, so
    Hypothesis shrinks both the cards and the line of play.
    """
    ruleset = spec.ruleset
    rules = draw(spec.rules)
    deck = draw(decks(ruleset.deck(rules)))
    first = ruleset.new_game(rules, deck=deck)
    dealer = draw(st.integers(min_value=0, max_value=len(first.hands) - 1))
    game = ruleset.new_game(rules, deck=deck, dealer=dealer)
    steps = draw(st.integers(min_value=0, max_value=max_steps))
    for _ in range(steps):
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=draw(seeds()))
            continue
        actions = ruleset.legal_actions(game)
        game = ruleset.apply(game, actions[draw(st.integers(min_value=0, max_value=len(actions) - 1))])
    return game
