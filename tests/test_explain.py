"""explain(game) tells the whole game, explain(view) what a seat saw of it — and nothing more."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from trickcore import Discard, Play, cards
from trickcore.events import (
    ActionTaken,
    ContractWon,
    Event,
    GameStarted,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    TrickReason,
    TrickWon,
    TrumpFixed,
)
from trickcore.games import fifty_five, fifty_six, smear

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]
VARIANTS: list[tuple[Any, Any]] = [
    (fifty_six, fifty_six.Rules(starting_tables=3)),
    (fifty_six, fifty_six.Rules(players=6, starting_tables=2)),
    (smear, smear.Rules(blind_size=2, target=6)),
    (smear, smear.Rules(target=5)),
    (fifty_five, fifty_five.Rules(target=30)),
    (fifty_five, fifty_five.Rules(players=6, teams=((0, 2, 4), (1, 3, 5)), target=30)),
]


def states(ruleset: Any, rules: Any, seed: int) -> list[Any]:
    """Every state of one random game (dealing each hand from a seed)."""
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=seed)
    seen = [game]
    while game.phase is not ruleset.Phase.GAME_OVER and len(seen) < 400:
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
        seen.append(game)
    return seen


def as_seen_by(events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
    """The current hand of a game's account, as ``seat`` saw it: numbered 1, others' cards and discards hidden."""
    start = max(index for index, event in enumerate(events) if isinstance(event, HandDealt))
    seen: list[Event] = []
    for event in events[start:]:
        if isinstance(event, HandDealt):
            hands = tuple(hand if index == seat else () for index, hand in enumerate(event.hands))
            event = attrs.evolve(event, hands=hands, stock=())
        elif isinstance(event, ActionTaken) and isinstance(event.action, Discard) and event.seat != seat:
            event = attrs.evolve(event, action=Discard(()))
        if not isinstance(event, (GameStarted, GameWon)):
            event = attrs.evolve(event, hand=1)
        seen.append(event)
    return tuple(seen)


@pytest.mark.parametrize(("ruleset", "rules"), VARIANTS)
def test_a_view_tells_exactly_what_its_seat_saw_of_the_hand(ruleset: Any, rules: Any) -> None:
    """explain(view(g, s)) is the current hand of explain(g) with every card s did not see hidden."""
    for seed in range(4):
        for game in states(ruleset, rules, seed)[::7]:
            told = ruleset.explain(game)
            for seat in range(len(game.hands)):
                assert ruleset.explain(ruleset.view(game, seat)) == as_seen_by(told, seat), (seed, seat)


@pytest.mark.parametrize(("ruleset", "rules"), VARIANTS)
def test_a_game_is_told_action_by_action(ruleset: Any, rules: Any) -> None:
    """Every deal and action is told once, in order; every trick's winner and every hand's end follow."""
    for seed in range(3):
        game = states(ruleset, rules, seed)[-1]
        told = ruleset.explain(game)
        record = ruleset.record(game)
        assert isinstance(told[0], GameStarted) and told[0].ruleset == ruleset.NAME
        assert [event.action for event in told if isinstance(event, ActionTaken)] == list(record.actions)
        assert sum(isinstance(event, HandDealt) for event in told) == len(record.deals)
        ended = sum(isinstance(event, (HandScored, HandThrownIn)) for event in told)
        assert ended in (len(record.deals), len(record.deals) - 1)
        assert (game.phase is ruleset.Phase.GAME_OVER) == isinstance(told[-1], GameWon)
        for event in told:
            if isinstance(event, TrickWon):
                assert event.card in [play.card for play in event.plays if play.seat == event.winner]
                assert event.side.index == _side(ruleset, game, event.winner)


def _side(ruleset: Any, game: Any, seat: int) -> int:
    if ruleset is fifty_six:
        return int(game.rules.team_of(seat))
    if ruleset is smear:
        return seat % 2
    return int(game.rules.side_of[seat])


def test_fifty_six_worked_tricks_have_their_reasons() -> None:
    """The rules' worked tricks: the highest of the suit led, the only trump, the first of two identical cards."""
    wanted = {0: "9S", 1: "AS", 2: "TS", 3: "JS"}
    rest = list(fifty_six.deck(fifty_six.Rules()).without(cards(" ".join(wanted.values()))))
    hands = [cards(wanted[seat]) + tuple(rest[11 * seat : 11 * seat + 11]) for seat in range(4)]
    game = fifty_six.new_game(hands=hands, dealer=0)
    for text in ("bid 28 H", "pass", "pass", "pass", "play AS", "play TS", "play JS", "play 9S"):
        game = fifty_six.apply(game, fifty_six.parse_action(game, text))
    trick = next(event for event in fifty_six.explain(game) if isinstance(event, TrickWon))
    assert (trick.winner, trick.card, trick.reason, trick.points) == (3, cards("JS")[0], TrickReason.HIGHEST_OF_SUIT_LED, 7)


def test_smear_trump_is_told_at_the_first_lead() -> None:
    """Smear's trump is fixed by the bidder's first lead (R12), told right after that card."""
    game = smear.new_game(seed=2, dealer=3)
    for text in ("bid 2", "pass", "pass", "pass"):
        game = smear.apply(game, smear.parse_action(game, text))
    lead = smear.legal_actions(game)[0]
    game = smear.apply(game, lead)
    assert isinstance(lead, Play)
    told = smear.explain(game)
    assert isinstance(told[-2], ActionTaken) and told[-2].action == lead
    assert told[-1] == TrumpFixed(1, 0, lead.card.suit)
    contract = next(event for event in told if isinstance(event, ContractWon))
    assert (contract.bidder, contract.bid, contract.trump) == (0, 2, None)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_explain_refuses_other_values(ruleset: Any) -> None:
    """explain() takes a game or a view of its own ruleset only."""
    other = smear.new_game(seed=1) if ruleset is not smear else fifty_six.new_game(seed=1)
    with pytest.raises(TypeError):
        ruleset.explain(other)
