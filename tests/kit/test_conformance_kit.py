"""The conformance machine passes a correct ruleset and catches broken ones."""

from __future__ import annotations

import random
import types
from collections.abc import Iterable
from typing import Any, cast

import attrs
import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import run_state_machine_as_test

from tests.kit import toy
from trickcore.actions import Discard, Pass, Play
from trickcore.playing_cards import Card
from trickcore.ruleset import AnyRuleset
from trickcore.testing import ConformanceSpec, conformance_machine, some_cards


def toy_cards(game: toy.Game) -> Iterable[Card]:
    """Every card of the toy deal: hands, trick and completed tricks."""
    yield from (card for hand in game.hands for card in hand)
    yield from (play.card for play in game.trick)
    yield from (card for trick in game.tricks for card in trick.cards)


def toy_redeal(game: toy.Game, seat: int, rng: random.Random) -> toy.Game:
    """With two seats, the only hidden cards are the other hand: nothing to redeal among."""
    return game


def toy_actions(game: toy.Game) -> st.SearchStrategy[object]:
    """Plays of any card, passes, discards and junk."""
    return st.one_of(
        st.builds(Play, some_cards()),
        st.just(Pass()),
        st.builds(Discard, st.lists(some_cards(), max_size=2)),
        st.sampled_from([None, "play AS", 3]),
    )


def toy_laws(before: toy.Game, after: toy.Game) -> None:
    """A finished toy hand hands out three points."""
    if after.phase is not toy.Phase.PLAY and before.phase is toy.Phase.PLAY:
        assert sum(after.scores) - sum(before.scores) == 3


SPEC = ConformanceSpec(
    ruleset=cast(AnyRuleset, toy),
    rules=st.builds(toy.Rules, target=st.integers(min_value=1, max_value=4)),
    cards_in_game=toy_cards,
    pack=lambda game: toy.deck(game.rules),
    redeal_hidden=toy_redeal,
    actions=toy_actions,
    laws=toy_laws,
    max_actions=500,
)

TestToyConformance = conformance_machine(SPEC).TestCase

# The broken toys must fail; finding the failure is the test, so skip shrinking it.
FAST = settings(max_examples=30, stateful_step_count=15, deadline=None, report_multiple_bugs=False,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much], database=None,
                phases=[Phase.generate])


def broken(**overrides: Any) -> AnyRuleset:
    """The toy ruleset with some functions replaced."""
    namespace = types.SimpleNamespace(**{name: getattr(toy, name) for name in dir(toy) if not name.startswith("__")})
    for name, value in overrides.items():
        setattr(namespace, name, value)
    return cast(AnyRuleset, namespace)


def test_machine_catches_mutating_apply() -> None:
    """An apply that alters its input game fails the persistence law."""

    def mutating_apply(game: toy.Game, action: object, seat: int | None = None) -> toy.Game:
        after = toy.apply(game, action, seat)
        object.__setattr__(game, "scores", tuple(score + 1 for score in game.scores))
        return after

    spec = attrs.evolve(SPEC, ruleset=broken(apply=mutating_apply))
    with pytest.raises(AssertionError, match=r"changed its input|!= game"):
        run_state_machine_as_test(conformance_machine(spec), settings=FAST)


@attrs.frozen
class LeakyView:
    """A view that also shows every hand."""

    view: toy.View
    hands: tuple[tuple[Card, ...], ...]


def test_machine_catches_leaky_view() -> None:
    """A view that shows another seat's cards fails the no-leak law."""

    def leaky_view(game: toy.Game, seat: int) -> LeakyView:
        return LeakyView(toy.view(game, seat), game.hands)

    def redeal_into_unseen(game: toy.Game, seat: int, rng: random.Random) -> toy.Game:
        # With two seats the hidden cards have only one place; reordering them is the
        # strongest redeal available, and a view that shows them as a tuple changes.
        other = 1 - seat
        if not game.hands[other]:
            return game
        hidden = game.hands[other][1:] + game.hands[other][:1]
        return attrs.evolve(game, hands=tuple(hidden if s == other else h for s, h in enumerate(game.hands)))

    def same(value: Any) -> Any:
        return value  # the leaky view has no JSON form; keep the round-trip laws out of the way

    leaky = broken(view=leaky_view, to_json=same, from_json=same)
    spec = attrs.evolve(SPEC, ruleset=leaky, redeal_hidden=redeal_into_unseen)
    with pytest.raises(AssertionError, match="view changed"):
        run_state_machine_as_test(conformance_machine(spec), settings=FAST)


def test_machine_catches_check_that_disagrees_with_legal_actions() -> None:
    """A check that accepts a card not held fails the legality law."""

    def lax_check(game: Any, action: object, seat: int | None = None) -> Any:
        error = toy.check(game, action, seat)
        if error is not None and error.code == "card-not-in-hand":
            return None
        return error

    spec = attrs.evolve(SPEC, ruleset=broken(check=lax_check))
    with pytest.raises(AssertionError, match="legal="):
        run_state_machine_as_test(conformance_machine(spec), settings=FAST)


def test_machine_catches_lost_cards() -> None:
    """A ruleset that drops a card from the game fails card conservation."""

    def losing_apply(game: toy.Game, action: object, seat: int | None = None) -> toy.Game:
        after = toy.apply(game, action, seat)
        if after.trick:
            return attrs.evolve(after, trick=())
        return after

    spec = attrs.evolve(SPEC, ruleset=broken(apply=losing_apply))
    with pytest.raises(AssertionError, match="cards not conserved"):
        run_state_machine_as_test(conformance_machine(spec), settings=FAST)


def test_machine_catches_endless_game() -> None:
    """A ruleset whose game never ends fails the every-game-ends law."""

    def endless_apply(game: toy.Game, action: object, seat: int | None = None) -> toy.Game:
        after = toy.apply(game, action, seat)
        if after.phase is toy.Phase.GAME_OVER:
            return attrs.evolve(after, phase=toy.Phase.HAND_OVER, winner=None, scores=(0, 0))
        return after

    spec = attrs.evolve(SPEC, ruleset=broken(apply=endless_apply), laws=lambda before, after: None, max_actions=40)
    with pytest.raises(AssertionError, match="did not end"):
        run_state_machine_as_test(conformance_machine(spec), settings=FAST)
