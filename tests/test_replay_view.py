"""``replay_view``: a seat's record rebuilds exactly that seat's view, in every ruleset, and nothing else does."""

from __future__ import annotations

import random
from typing import Any, cast

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import Card, Discard, Play, RecordError, SeatRecord, seat_replay
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import heuristic_player, play_game

from tests.counting import calls_made
from tests.fifty_five import strategies as fifty_five_strategies
from tests.fifty_six import strategies as fifty_six_strategies
from tests.smear import strategies as smear_strategies

RULESETS: dict[str, Any] = {"fifty-six": fifty_six, "smear": smear, "fifty-five": fifty_five}

RULES: dict[str, list[Any]] = {
    "fifty-six": [
        fifty_six.Rules(),
        fifty_six.Rules(players=6, starting_tables=1),
        fifty_six.Rules(players=8, starting_tables=1),
    ],
    "smear": [smear.Rules(), smear.Rules(blind_size=3, target=6), smear.Rules(blind_size=1, all_pass="dealer_must_bid")],
    "fifty-five": [
        fifty_five.Rules(target=25),
        fifty_five.Rules(players=6, teams=((0, 3), (1, 4), (2, 5)), target=25),
        fifty_five.Rules(players=9, target=20, renege_forced_by="highest_trump_in_trick"),
    ],
}


HOUSE_RULES: dict[str, st.SearchStrategy[Any]] = {
    "fifty-six": fifty_six_strategies.rules(),
    "smear": smear_strategies.rules(),
    "fifty-five": fifty_five_strategies.rules(),
}
"""Each ruleset's rules as its property tests draw them: every house rule among them."""


def first_hand(rules: Any, seed: int) -> Any:
    """A Smear game at the end of its first hand, played at random."""
    rng = random.Random(seed)
    game = smear.new_game(rules, seed=seed)
    while game.phase is not smear.Phase.HAND_OVER:
        game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    return game


def played(name: str, rules: Any, seed: int, steps: int) -> Any:
    """A game of random legal play: ``steps`` actions and deals from a fresh deal (or to its end)."""
    ruleset = RULESETS[name]
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    for _ in range(steps):
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    return game


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(sorted(RULESETS)),
    choice=st.integers(0, 2),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 400),
)
def test_a_seat_record_replays_to_the_seats_view(name: str, choice: int, seed: int, steps: int) -> None:
    ruleset = RULESETS[name]
    game = played(name, RULES[name][choice], seed, steps)
    for seat in range(len(game.hands)):
        mine = ruleset.record(game, seat=seat)
        assert ruleset.replay_view(mine) == ruleset.view(game, seat)


@settings(max_examples=15, deadline=None)
@given(name=st.sampled_from(sorted(RULESETS)), seed=st.integers(0, 10**6), steps=st.integers(20, 300))
def test_a_seat_record_read_from_json_replays_to_the_seats_view(name: str, seed: int, steps: int) -> None:
    ruleset = RULESETS[name]
    game = played(name, RULES[name][seed % 3], seed, steps)
    seat = seed % len(game.hands)
    text = ruleset.to_json(ruleset.record(game, seat=seat))
    loaded = ruleset.from_json(text, "record")
    assert isinstance(loaded, SeatRecord)
    assert loaded == ruleset.record(game, seat=seat)
    assert ruleset.replay_view(loaded) == ruleset.view(game, seat)


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_whole_games_replay_to_every_seats_view(name: str) -> None:
    ruleset = RULESETS[name]
    rules = RULES[name][0]
    seats = len(ruleset.new_game(rules, seed=0).hands)
    game = play_game(ruleset, rules, [heuristic_player(name, seed=seat) for seat in range(seats)], seed=7)
    assert game.phase is ruleset.Phase.GAME_OVER
    for seat in range(len(game.hands)):
        assert ruleset.replay_view(ruleset.record(game, seat=seat)) == ruleset.view(game, seat)


def smear_hand_with_hidden_discard() -> Any:
    """A Smear game at the end of its first hand, whose bidder discarded cards worth some points."""
    rules = smear.Rules(blind_size=3)
    for seed in range(40):
        game = first_hand(rules, seed)
        result = game.last_hand
        worth = sum(smear.card_points(card) for card in game.discards)
        if result is not None and result.contract is not None and worth > 0:
            return game
    pytest.fail("no finished hand with a contract and discarded points among the seeds")


def test_smear_records_the_points_of_discards_the_seat_never_saw() -> None:
    game = smear_hand_with_hidden_discard()
    assert game.contract is not None
    bidder = game.contract.bidder
    worth = sum(smear.card_points(card) for card in game.discards)
    other = (bidder + 1) % 4
    assert smear.record(game, seat=other).hidden_points == (worth,)
    assert smear.record(game, seat=bidder).hidden_points == (0,)
    assert smear.replay_view(smear.record(game, seat=other)) == smear.view(game, other)


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_replay_refuses_a_seats_record(name: str) -> None:
    ruleset = RULESETS[name]
    game = played(name, RULES[name][0], 3, 40)
    with pytest.raises(RecordError):
        ruleset.replay(ruleset.record(game, seat=1))


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_replay_view_takes_only_a_seats_record(name: str) -> None:
    ruleset = RULESETS[name]
    game = played(name, RULES[name][0], 3, 10)
    with pytest.raises(TypeError, match="SeatRecord"):
        ruleset.replay_view(ruleset.record(game))


def first_play_by_another(ruleset: Any, game: Any, seat: int) -> int | None:
    """The index in the record's actions of the first hand's first play by a seat other than ``seat``."""
    state = ruleset.new_game(game.rules, hands=game.history.deals[0].hands, stock=game.history.deals[0].stock,
                             dealer=game.history.first_dealer, scores=game.history.start)
    for index, action in enumerate(game.history.actions):
        if isinstance(action, Play) and state.to_act != seat:
            return index
        state = ruleset.apply(state, action)
        if state.phase.name in ("HAND_OVER", "GAME_OVER"):
            return None
    return None


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_a_play_of_a_card_the_seat_holds_by_another_seat_is_refused(name: str) -> None:
    """No deal fits, and the refusal names the forged action."""
    ruleset = RULESETS[name]
    for seed in range(60):
        game = played(name, RULES[name][0], seed, 200)
        own = game.history.deals[0].hands[0]
        # The double pack's other copy could be anyone's: only a card held twice is surely nobody else's.
        sure = [card for card in own if ruleset is not fifty_six or own.count(card) == 2]
        index = first_play_by_another(ruleset, game, 0)
        if index is None or not sure:
            continue
        actions = list(ruleset.record(game, seat=0).actions)
        actions[index] = Play(sure[-1])
        forged = attrs.evolve(ruleset.record(game, seat=0), actions=tuple(actions))
        with pytest.raises(RecordError) as caught:
            ruleset.replay_view(forged)
        assert caught.value.index == index
        return
    pytest.fail("no suitable game among the seeds")


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_a_seats_own_illegal_action_is_refused(name: str) -> None:
    ruleset = RULESETS[name]
    game = played(name, RULES[name][0], 11, 0)
    seat = game.to_act
    stranger = next(card for card in ruleset.deck(game.rules) if card not in game.hands[seat])
    forged = attrs.evolve(ruleset.record(game, seat=seat), actions=(Play(stranger),))
    with pytest.raises(RecordError) as caught:
        ruleset.replay_view(forged)
    assert caught.value.index == 0


def test_smear_hidden_points_no_discard_can_be_worth_are_refused() -> None:
    game = smear_hand_with_hidden_discard()
    assert game.contract is not None
    other = (game.contract.bidder + 1) % 4
    forged = attrs.evolve(smear.record(game, seat=other), hidden_points=(200,))
    with pytest.raises(RecordError):
        smear.replay_view(forged)


def test_a_masked_discard_stands_for_the_bidders_hidden_discard() -> None:
    game = played("fifty-five", RULES["fifty-five"][0], 5, 60)
    mine = fifty_five.record(game, seat=0)
    masked = [action for action in mine.actions if isinstance(action, Discard) and not action.cards]
    shown = [action for action in fifty_five.record(game).actions if isinstance(action, Discard)]
    assert len(masked) + sum(1 for action in mine.actions if isinstance(action, Discard) and action.cards) == len(shown)
    assert fifty_five.replay_view(mine) == fifty_five.view(game, 0)


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside a value (tuples, attrs instances), found by walking it."""
    found: set[Card] = set()
    stack: list[object] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
        elif attrs.has(type(item)):
            stack.extend(getattr(item, field.name) for field in attrs.fields(cast(Any, type(item))))
    return found


@settings(max_examples=12, deadline=None)
@given(name=st.sampled_from(sorted(RULESETS)), seed=st.integers(0, 10**6), steps=st.integers(0, 300))
def test_a_seat_record_holds_no_card_the_seat_never_saw(name: str, seed: int, steps: int) -> None:
    """Every card in a seat's record is one its views showed it at some point of the game."""
    ruleset = RULESETS[name]
    game = played(name, RULES[name][seed % 3], seed, steps)
    full = ruleset.record(game)
    states = [ruleset.new_game(full.rules, hands=full.deals[0].hands, stock=full.deals[0].stock,
                               dealer=full.first_dealer, scores=full.start)]
    deals = iter(full.deals[1:])
    for action in full.actions:
        state = states[-1]
        if state.phase is ruleset.Phase.HAND_OVER:
            dealt = next(deals)
            state = ruleset.deal(state, hands=dealt.hands, stock=dealt.stock)
            states.append(state)
        states.append(ruleset.apply(state, action))
    for dealt in deals:
        states.append(ruleset.deal(states[-1], hands=dealt.hands, stock=dealt.stock))
    assert states[-1] == game
    for seat in range(len(game.hands)):
        seen = set().union(*(cards_in(ruleset.view(state, seat)) for state in states))
        mine = ruleset.record(game, seat=seat)
        assert cards_in((mine.deals, mine.actions)) <= seen


# --- The work of one call is bounded (issue 24 item 2) -----------------------------------------


def long_game(ruleset: Any, rules: Any, actions: int, seed: int = 3) -> Any:
    """A game of random legal actions, at least ``actions`` long (or over)."""
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    while len(game.history.actions) < actions and game.phase is not ruleset.Phase.GAME_OVER:
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(1000))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    return game


def search_steps(ruleset: Any, record: Any, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many steps (actions applied, legal lists asked) ``replay_view`` takes on ``record``."""
    taken = [0]
    step = seat_replay._Search.step

    def counting(search: Any, count: int, position: int) -> None:
        taken[0] += count
        step(search, count, position)

    with monkeypatch.context() as patch:
        patch.setattr(seat_replay._Search, "step", counting)
        ruleset.replay_view(record)
    return taken[0]


def test_a_seat_record_longer_than_the_limit_is_refused_by_its_length() -> None:
    """A seat's record of more than MAX_SEAT_RECORD_ACTIONS actions is refused before any search: the same calls at 2x the length."""
    record = smear.record(smear.new_game(seed=1), seat=0)

    def replaying(length: int) -> Any:
        padded = attrs.evolve(record, actions=(smear.Pass(),) * length)
        return lambda: smear.replay_view(padded)

    over = seat_replay.MAX_SEAT_RECORD_ACTIONS + 1
    with pytest.raises(RecordError, match=f"at most {seat_replay.MAX_SEAT_RECORD_ACTIONS} actions"):
        replaying(over)()
    assert calls_made(replaying(over), expect=RecordError) == calls_made(replaying(2 * over), expect=RecordError)


@pytest.mark.parametrize("name", list(RULESETS))
def test_a_search_over_its_budget_is_refused(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A record whose search needs more steps than its length allows is refused with a RecordError, not searched on."""
    ruleset = RULESETS[name]
    record = ruleset.record(long_game(ruleset, RULES[name][0], 60), seat=1)
    monkeypatch.setattr(seat_replay, "_SEARCH_STEPS_MIN", 10)
    monkeypatch.setattr(seat_replay, "SEARCH_STEPS_PER_ACTION", 0)
    with pytest.raises(RecordError, match="steps"):
        ruleset.replay_view(record)


@pytest.mark.parametrize("name", list(RULESETS))
def test_the_search_grows_linearly_with_the_record(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """replay_view's steps per action stay under half the budget as records grow 8x, at every table size (counted, not timed)."""
    ruleset = RULESETS[name]
    for rules in RULES[name]:
        for length in (150, 1200):
            record = ruleset.record(long_game(ruleset, rules, length), seat=1)
            steps = search_steps(ruleset, record, monkeypatch)
            assert steps <= seat_replay.SEARCH_STEPS_PER_ACTION // 2 * len(record.actions)


@pytest.mark.parametrize(
    "rules",
    [
        fifty_five.Rules(draw_after_trump=True, target=25),
        fifty_five.Rules(players=6, teams=((0, 3), (1, 4), (2, 5)), draw_after_trump=True, target=25),
        fifty_five.Rules(players=9, draw_after_trump=True, target=20),
    ],
)
def test_the_search_stays_within_its_budget_with_draws(rules: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fifty-Five's draws after trump (placed, and laid aside, by the search) keep real records within 3/4 of the step budget."""
    for length in (150, 600):
        for seat in (0, 1):
            record = fifty_five.record(long_game(fifty_five, rules, length), seat=seat)
            steps = search_steps(fifty_five, record, monkeypatch)
            assert steps <= seat_replay.SEARCH_STEPS_PER_ACTION * 3 // 4 * len(record.actions)


@settings(max_examples=30, deadline=None)
@given(data=st.data(), name=st.sampled_from(sorted(RULESETS)), seed=st.integers(0, 10**6), steps=st.integers(0, 400))
def test_a_seat_record_replays_to_the_seats_view_under_every_house_rule(
    data: st.DataObject, name: str, seed: int, steps: int
) -> None:
    """``replay_view(record(g, seat=s)) == view(g, s)`` under rules drawn with the house rules on (hidden trump,
    redeals, exchanges, cutthroat, trump named at the discard…), for every seat."""
    ruleset = RULESETS[name]
    rules = data.draw(HOUSE_RULES[name], label="rules")
    game = played(name, rules, seed, steps)
    for seat in range(len(game.hands)):
        assert ruleset.replay_view(ruleset.record(game, seat=seat)) == ruleset.view(game, seat)


@pytest.mark.parametrize(
    "void_deals",
    [("0",), (-1,), (True,), (0.0,), [0], (1, 0), (0, 0), (10**30,), tuple(range(100_000))],
    ids=["text", "negative", "bool", "float", "list", "unordered", "twice", "huge", "long"],
)
def test_a_seat_record_with_junk_void_deals_is_refused(void_deals: Any) -> None:
    """``SeatRecord.void_deals`` from outside: a wrong type, a place out of order or range, or a huge list is a
    RecordError whose message does not echo the whole value."""
    game = played("smear", smear.Rules(), 3, 60)
    forged = attrs.evolve(smear.record(game, seat=1), void_deals=void_deals)
    with pytest.raises(RecordError) as refused:
        smear.replay_view(forged)
    assert len(str(refused.value)) < 400
