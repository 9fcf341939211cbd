"""Fifty-Six's court call (house rules H18–H21): when it is legal, how the hand ends and what it pays."""

from __future__ import annotations

import random

import pytest

from trickcore.games import fifty_six

from tests.fifty_six.helpers import calls, code

COURT = fifty_six.Rules(court_call=True)


def _to_declarer_lead(game: fifty_six.Game, rng: random.Random, tricks_left: int) -> fifty_six.Game | None:
    """Random play (never a court) until the declarer leads with ``tricks_left`` tricks to go, or ``None``."""
    assert game.contract is not None
    while game.phase is fifty_six.Phase.PLAY:
        if not game.trick and game.to_act == game.contract.declarer and len(game.hands[game.to_act]) == tricks_left:
            return game
        plays = [action for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Play)]
        game = fifty_six.apply(game, rng.choice(plays))
    return None


def _position(tricks_left: int, first_seed: int = 0) -> fifty_six.Game:
    """The first deal from ``first_seed`` on where the declarer leads with ``tricks_left`` tricks to go."""
    for seed in range(first_seed, first_seed + 200):
        game = _to_declarer_lead(_contracted(seed), random.Random(seed), tricks_left)
        if game is not None:
            return game
    raise AssertionError("no such position")


def _contracted(seed: int) -> fifty_six.Game:
    """Seat 0 bids 30 spades (dealer 3) and everyone passes (CC1–CC3's auction)."""
    return calls(fifty_six.new_game(COURT, seed=seed, dealer=3), "bid 30 S", "pass", "pass", "pass")


def test_court_is_the_declarers_call_when_leading_with_two_tricks_left() -> None:
    """H18: court by the declarer leading with 2 tricks left; not with 1, not by others, not mid-trick."""
    game = _position(2)
    assert fifty_six.Court() in fifty_six.legal_actions(game) and fifty_six.parse_action(game, "court") == fifty_six.Court()
    after = fifty_six.apply(game, fifty_six.Court())
    assert after.to_act == game.to_act and after.court_at == 10
    assert code(after, fifty_six.Court()) == "cannot-court"
    after = fifty_six.apply(after, fifty_six.legal_actions(after)[0])
    assert code(after, fifty_six.Court()) == "cannot-court"
    last = _position(1)
    assert code(last, fifty_six.Court()) == "cannot-court" and fifty_six.Court() not in fifty_six.legal_actions(last)
    opening = _contracted(3)
    assert opening.to_act == 0 and code(opening, fifty_six.Court()) is None  # dealer 3: seat 0 declares and leads
    assert code(fifty_six.apply(opening, fifty_six.legal_actions(opening)[0]), fifty_six.Court()) == "cannot-court"
    assert code(fifty_six.new_game(seed=1), fifty_six.Court()) == "wrong-phase"
    plain = calls(fifty_six.new_game(seed=1, dealer=3), "bid 30 S", "pass", "pass", "pass")
    assert code(plain, fifty_six.Court()) == "wrong-phase"


def test_court_results_double_the_stakes() -> None:
    """H19, H20: the hand ends when the other side wins a trick (failed, 2·L); a sweep with the points is 2·W."""
    outcomes = set()
    for seed in range(60):
        game = _to_declarer_lead(_contracted(seed), random.Random(seed), 4)
        if game is None:
            continue
        before = game.tables
        game = fifty_six.apply(game, fifty_six.Court())
        while game.phase is fifty_six.Phase.PLAY:
            game = fifty_six.apply(game, random.Random(seed).choice(fifty_six.legal_actions(game)))
        result = game.last_hand
        assert result is not None
        after_call = game.tricks[8:]
        swept = all(game.team_of(trick.winner) == 0 for trick in after_call) and len(game.tricks) == 12
        if not swept:
            assert game.team_of(after_call[-1].winner) == 1
            assert all(game.team_of(trick.winner) == 0 for trick in after_call[:-1])
        made = swept and result.points[0] >= 30
        assert result.made is made
        assert result.transfers == ((2, -2) if made else (-4, 4)) and game.tables == (before[0] + result.transfers[0], before[1] + result.transfers[1])
        outcomes.add((swept, made))
        assert game.court_at == 8
    assert (False, False) in outcomes and len(outcomes) >= 2


def _court_hand(seed: int, value: int) -> fifty_six.Game | None:
    """Seat 0 bids ``value`` spades, calls court leading with four tricks left, and the hand is played out at random
    (the same cards for any value: the bid changes no play); ``None`` if the declarer never leads with four left."""
    game = calls(fifty_six.new_game(COURT, seed=seed, dealer=3), f"bid {value} S", "pass", "pass", "pass")
    rng = random.Random(seed)
    found = _to_declarer_lead(game, rng, 4)
    if found is None:
        return None
    game = fifty_six.apply(found, fifty_six.Court())
    while game.phase is fifty_six.Phase.PLAY:
        game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    return game


def test_a_court_sweep_is_made_at_exactly_the_bid_value() -> None:
    """H20 with R22: a court call is made when the team wins every trick after it and its points reach the value,
    a sweep with exactly the bid value included."""
    for seed in range(300):
        game = _court_hand(seed, 28)
        if game is None or game.last_hand is None or len(game.tricks) < 12:
            continue
        if not all(game.team_of(trick.winner) == 0 for trick in game.tricks[8:]):
            continue
        points = game.last_hand.points[0]
        if not 28 < points <= 56:
            continue
        exact = _court_hand(seed, points)
        assert exact is not None and exact.last_hand is not None
        assert exact.last_hand.points[0] == points and exact.last_hand.made
        assert exact.last_hand.transfers[0] > 0
        return
    pytest.fail("no court sweep found")


def test_court_games_replay_and_determinize() -> None:
    """Records, seat records and determinize keep the court call in its place."""
    game = fifty_six.apply(_position(3, 5), fifty_six.Court())
    game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    assert fifty_six.replay(fifty_six.record(game)) == game
    for seat in range(4):
        seen = fifty_six.view(game, seat)
        assert seen.court_at == 9
        assert fifty_six.replay_view(fifty_six.record(game, seat=seat)) == seen
        assert fifty_six.view(fifty_six.determinize(seen, seed=seat), seat) == seen
