"""Claims in every ruleset: accepted exactly when guaranteed, scored as played out, recorded, and blind in views."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import LANGUAGES, Claim, ErrorCode, IllegalAction, describe, events
from trickcore.games import fifty_five, fifty_six, smear
from tests.research.test_solver import CASES, IDS, _hand_value, _position, _side_of

RULESETS = [fifty_six, smear, fifty_five]


def _takes_all(ruleset: Any, game: Any, side: int) -> bool:
    """Plain AND-OR search over legal_actions/apply: ``side`` takes every remaining trick against every defence."""
    if game.phase is not ruleset.Phase.PLAY:
        return True
    outcomes = []
    for action in ruleset.legal_actions(game):
        after = ruleset.apply(game, action)
        lost = len(after.tricks) > len(game.tricks) and _side_of(ruleset, after, after.tricks[-1].winner) != side
        outcomes.append(not lost and _takes_all(ruleset, after, side))
    return any(outcomes) if _side_of(ruleset, game, game.to_act) == side else all(outcomes)


def _play_out(ruleset: Any, game: Any, side: int, chooser: random.Random) -> Any:
    """The hand played to its end: the side keeps every trick (by the plain search), the others play at random."""
    while game.phase is ruleset.Phase.PLAY:
        actions = list(ruleset.legal_actions(game))
        if _side_of(ruleset, game, game.to_act) == side:
            actions = [action for action in actions if _keeps(ruleset, game, action, side)]
        game = ruleset.apply(game, chooser.choice(actions))
    return game


def _keeps(ruleset: Any, game: Any, action: Any, side: int) -> bool:
    """Whether ``action`` keeps every remaining trick for ``side``."""
    after = ruleset.apply(game, action)
    if len(after.tricks) > len(game.tricks) and _side_of(ruleset, after, after.tricks[-1].winner) != side:
        return False
    return _takes_all(ruleset, after, side)


@pytest.mark.parametrize(("ruleset", "rules", "tricks_left"), CASES, ids=IDS)
@given(seed=st.integers(0, 10_000))
@settings(max_examples=5, deadline=None)
def test_a_claim_is_accepted_exactly_when_guaranteed(ruleset: Any, rules: Any, tricks_left: int, seed: int) -> None:
    """check(game, Claim()) is None exactly when the claimer's side takes every remaining trick against every defence."""
    game = _position(ruleset, rules, seed, tricks_left)
    side = _side_of(ruleset, game, game.to_act)
    guaranteed = _takes_all(ruleset, game, side)
    error = ruleset.check(game, Claim())
    assert (error is None) == guaranteed
    if error is not None:
        assert error.code is ErrorCode.CLAIM_REFUSED
        with pytest.raises(IllegalAction) as refused:
            ruleset.apply(game, Claim())
        assert refused.value.code == "claim-refused"
        return
    # The solver agrees: taking every trick is the best the side can do, and the claim scores exactly that.
    assert ruleset.solve(game).value == _hand_value(ruleset, ruleset.apply(game, Claim()), side)


@pytest.mark.parametrize(("ruleset", "rules", "tricks_left"), CASES, ids=IDS)
@given(seed=st.integers(0, 10_000))
@settings(max_examples=5, deadline=None)
def test_a_claim_scores_what_playing_it_out_gives_and_replays(ruleset: Any, rules: Any, tricks_left: int, seed: int) -> None:
    """An accepted claim ends the play with the hand scored as any play-out keeping every trick scores it; it replays
    from its record, its seat records and its JSON."""
    game = _claimable(ruleset, rules, seed, tricks_left)
    side = _side_of(ruleset, game, game.to_act)
    claimed = ruleset.apply(game, Claim())
    played = _play_out(ruleset, game, side, random.Random(seed))
    assert claimed.phase is played.phase and claimed.phase is not ruleset.Phase.PLAY
    assert _standing(claimed) == _standing(played)
    sides = range(len(_standing(claimed)))
    assert [_hand_value(ruleset, claimed, s) for s in sides] == [_hand_value(ruleset, played, s) for s in sides]
    assert all(_side_of(ruleset, claimed, trick.winner) == side for trick in claimed.tricks[len(game.tricks) :])
    assert claimed.history.actions[-1] == Claim() and len(claimed.history) == len(game.history) + 1
    record = ruleset.record(claimed)
    assert ruleset.replay(record) == claimed
    assert ruleset.from_json(ruleset.to_json(claimed), "game") == claimed
    for seat in range(len(claimed.hands)):
        seat_record = ruleset.record(claimed, seat=seat)
        assert ruleset.replay_view(seat_record) == ruleset.view(claimed, seat)


def _standing(game: Any) -> tuple[int, ...]:
    """The game's score after the hand: tables in Fifty-Six, points elsewhere."""
    return tuple(getattr(game, "tables", None) or game.scores)


def _claimable(ruleset: Any, rules: Any, seed: int, tricks_left: int) -> Any:
    """A random play position whose claim is guaranteed (searching on from ``seed``)."""
    for attempt in range(seed, seed + 200):
        game = _position(ruleset, rules, attempt, tricks_left)
        if ruleset.check(game, Claim()) is None:
            return game
    raise AssertionError("no claimable position found")  # pragma: no cover - positions near the end often are


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda ruleset: ruleset.NAME)
def test_nothing_about_hidden_cards_reaches_a_view(ruleset: Any) -> None:
    """A view accepts a claim whenever its seat is to act in the play, whether or not the game would; never lists it."""
    seen = set()
    for seed in range(12):
        game = _position(ruleset, ruleset.Rules(), seed, 2)
        actor = game.to_act
        view = ruleset.view(game, actor)
        assert ruleset.check(view, Claim()) is None
        seen.add(ruleset.check(game, Claim()) is None)
        other = ruleset.view(game, (actor + 1) % len(game.hands))
        assert ruleset.check(other, Claim()).code is ErrorCode.NOT_YOUR_TURN
        assert Claim() not in ruleset.legal_actions(game) and Claim() not in ruleset.legal_actions(view)
        assert ruleset.legal_actions(game) == ruleset.legal_actions(view)
        assert ruleset.check(game, Claim(), seat=(actor + 1) % len(game.hands)).code is ErrorCode.NOT_YOUR_TURN
    assert seen == {True, False}  # both kinds of position were met, and the views answered alike
    auction = ruleset.new_game(seed=1)
    assert ruleset.check(auction, Claim()).code is ErrorCode.WRONG_PHASE
    assert ruleset.check(ruleset.view(auction, auction.to_act), Claim()).code is ErrorCode.WRONG_PHASE
    with pytest.raises(IllegalAction, match="not allowed"):
        ruleset.apply(auction, Claim())


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda ruleset: ruleset.NAME)
def test_a_claim_is_told_read_written_and_numbered(ruleset: Any) -> None:
    """A claim is notation 'claim', a JSON action, the last action id, and a ClaimMade event in every language."""
    game = _claimable(ruleset, ruleset.Rules(), 3, 2)
    assert ruleset.parse_action(game, "claim") == Claim() == ruleset.parse_action(game, "CLAIM")
    assert ruleset.from_json(ruleset.to_json(Claim()), "action") == Claim()
    assert ruleset.action_from_id(game.rules, ruleset.num_action_ids(game.rules) - 1) == Claim()
    claimed = ruleset.apply(game, Claim())
    told = ruleset.explain(claimed)
    made = [event for event in told if isinstance(event, events.ClaimMade)]
    assert len(made) == 1 and made[0].seat == game.to_act
    assert made[0].tricks == len(claimed.tricks) - len(game.tricks)
    assert not any(isinstance(event, events.ActionTaken) and event.action == Claim() for event in told)
    for lang in LANGUAGES:
        assert describe(made[0], lang) and describe(Claim(), lang)
        assert describe(ruleset.check(_refused(ruleset), Claim()), lang)


def _refused(ruleset: Any) -> Any:
    """A play position whose claim is refused."""
    for seed in range(100):
        game = _position(ruleset, ruleset.Rules(), seed, 3)
        if ruleset.check(game, Claim()) is not None:
            return game
    raise AssertionError("no refused claim found")  # pragma: no cover
