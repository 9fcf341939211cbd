"""The API contract every ruleset keeps, checked the same way for all three."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

from trickcore import (
    Card,
    ErrorCode,
    IllegalAction,
    NotationError,
    Pass,
    Play,
    RecordError,
    get_ruleset,
    shuffled,
    sort_cards,
)
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.ruleset import AnyRuleset
from trickcore.testing import play_randomly

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
SHORT: dict[str, dict[str, object]] = {
    "fifty-six": {"starting_tables": 2},
    "smear": {"target": 4, "all_pass": "dealer_must_bid"},
    "fifty-five": {"target": 20, "all_pass": "dealer_must_bid"},
}
PUBLIC = [
    "Rules", "Game", "Phase", "Pass", "Play", "deck", "new_game", "deal", "legal_actions", "check",
    "apply", "view", "parse_action", "record", "replay", "to_json", "from_json",
]


def short_rules(ruleset: Any) -> Any:
    """Rules for a game that ends after a few hands."""
    return ruleset.Rules(**SHORT[ruleset.NAME])


def cautious(game: Any, actions: Sequence[Any], rng: random.Random) -> Any:
    """Random play that passes whenever it may: random Smear bidding sinks both scores for ever."""
    return Pass() if Pass() in actions else rng.choice(actions)


def finished(ruleset: Any, seed: int) -> Any:
    """A short game played to the end at random."""
    game = ruleset.new_game(short_rules(ruleset), seed=seed)
    return play_randomly(ruleset, game, random.Random(seed), 20_000, policy=cautious)


def hand_over(ruleset: Any, seed: int) -> Any:
    """A game at HAND_OVER, reached by random play."""
    rng = random.Random(seed)
    game = ruleset.new_game(ruleset.Rules(), seed=seed)
    while game.phase is not ruleset.Phase.HAND_OVER:
        game = ruleset.apply(game, cautious(game, ruleset.legal_actions(game), rng))
    return game


@pytest.mark.parametrize(("name", "module"), [
    ("fifty-six", fifty_six), ("56", fifty_six), ("Fifty-Six", fifty_six), ("smear", smear), ("SMEAR", smear),
    ("fifty-five", fifty_five), ("55", fifty_five),
])
def test_registry_finds_every_ruleset(name: str, module: Any) -> None:
    """get_ruleset knows every name of API.md, in any case."""
    assert get_ruleset(name) is module


@pytest.mark.parametrize("ruleset", RULESETS)
def test_ruleset_exposes_the_contract(ruleset: Any) -> None:
    """Every ruleset module has the same public functions and phases, and satisfies the protocol."""
    missing = [name for name in PUBLIC if not hasattr(ruleset, name)]
    assert missing == []
    for phase in ("AUCTION", "PLAY", "HAND_OVER", "GAME_OVER"):
        assert hasattr(ruleset.Phase, phase)
    assert ruleset.Pass is Pass and ruleset.Play is Play
    protocol: AnyRuleset = ruleset
    assert protocol.NAME == ruleset.NAME


@pytest.mark.parametrize("ruleset", RULESETS)
def test_deck_is_in_canonical_order(ruleset: Any) -> None:
    """deck(rules) is the unshuffled pack in canonical order."""
    pack = ruleset.deck(ruleset.Rules())
    assert pack == sort_cards(pack) and len(pack) in (32, 48, 52)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_seed_deals_the_shuffled_deck(ruleset: Any) -> None:
    """A seed shuffles deck(rules) with shuffled(); the same seed gives the same game."""
    rules = ruleset.Rules()
    by_seed = ruleset.new_game(rules, seed=42)
    by_deck = ruleset.new_game(rules, deck=shuffled(ruleset.deck(rules), 42), dealer=by_seed.dealer)
    assert by_seed == ruleset.new_game(rules, seed=42)
    assert by_seed.hands == by_deck.hands
    assert all(hand == sort_cards(hand) for hand in by_seed.hands)
    assert ruleset.new_game(rules, deck=ruleset.deck(rules)).dealer == 0


@pytest.mark.parametrize("ruleset", RULESETS)
def test_at_most_one_source_of_cards(ruleset: Any) -> None:
    """Giving two of seed, deck and hands is bad configuration."""
    rules = ruleset.Rules()
    with pytest.raises(ValueError):
        ruleset.new_game(rules, seed=1, deck=ruleset.deck(rules))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_malformed_explicit_deals_are_refused(ruleset: Any) -> None:
    """Wrong hand sizes and cards not in the pack raise ValueError subclasses."""
    rules = ruleset.Rules()
    game = ruleset.new_game(rules, seed=3)
    short = [hand[:-1] for hand in game.hands]
    with pytest.raises(ValueError):
        ruleset.new_game(rules, hands=short)
    with pytest.raises(ValueError):
        ruleset.new_game(rules, deck=ruleset.deck(rules)[:-1])
    foreign = Card.parse("2C") if ruleset is not fifty_five else None
    if foreign is not None:
        bad = [game.hands[0][:-1] + (foreign,), *game.hands[1:]]
        with pytest.raises(ValueError):
            ruleset.new_game(rules, hands=bad)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("foreign", [fifty_six.Double(), fifty_five.Hold(), smear.Discard(())])
def test_foreign_actions_are_wrong_phase(ruleset: Any, foreign: object) -> None:
    """Another ruleset's action is wrong-phase, never a crash."""
    game = ruleset.new_game(ruleset.Rules(), seed=5)
    if type(foreign).__module__.startswith(ruleset.__name__) or isinstance(foreign, ruleset.Action):
        return  # the ruleset's own action, not a foreign one
    error = ruleset.check(game, foreign)
    assert error is not None and error.code == ErrorCode.WRONG_PHASE
    with pytest.raises(IllegalAction) as raised:
        ruleset.apply(game, foreign)
    assert raised.value.code == ErrorCode.WRONG_PHASE


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("junk", [None, "pass", "play JS", 3, object()])
def test_non_actions_are_type_errors_pointing_to_parse_action(ruleset: Any, junk: object) -> None:
    """Text or anything else that is no action raises TypeError from check and apply, naming parse_action."""
    game = ruleset.new_game(ruleset.Rules(), seed=5)
    for call in (ruleset.check, ruleset.apply):
        with pytest.raises(TypeError, match="parse_action"):
            call(game, junk)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_precedence_of_cross_cutting_codes(ruleset: Any) -> None:
    """not-your-turn beats wrong-phase; game-over beats both."""
    game = ruleset.new_game(ruleset.Rules(), seed=9)
    other = (game.to_act + 1) % len(game.hands)
    error = ruleset.check(game, Play(Card.parse("AS")), seat=other)
    assert error is not None and error.code == ErrorCode.NOT_YOUR_TURN
    over = finished(ruleset, 9)
    error = ruleset.check(over, Play(Card.parse("AS")), seat=other)
    assert error is not None and error.code == ErrorCode.GAME_OVER
    assert ruleset.legal_actions(over) == () and over.to_act is None and over.winner is not None


@pytest.mark.parametrize("ruleset", RULESETS)
def test_hand_over_rules(ruleset: Any) -> None:
    """At HAND_OVER nobody acts: seat= gives not-your-turn, no seat wrong-phase; deal starts a hand."""
    game = hand_over(ruleset, 4)
    assert game.to_act is None and ruleset.legal_actions(game) == ()
    error = ruleset.check(game, Pass(), seat=0)
    assert error is not None and error.code == ErrorCode.NOT_YOUR_TURN
    error = ruleset.check(game, Pass())
    assert error is not None and error.code == ErrorCode.WRONG_PHASE
    assert game.last_hand is not None
    dealt = ruleset.deal(game, seed=1)
    assert dealt.phase is ruleset.Phase.AUCTION and dealt.tricks == () and dealt.trick == ()
    with pytest.raises(IllegalAction) as raised:
        ruleset.deal(dealt, seed=2)
    assert raised.value.code == ErrorCode.WRONG_PHASE


@pytest.mark.parametrize("ruleset", RULESETS)
def test_deal_after_the_end_is_game_over(ruleset: Any) -> None:
    """deal() at GAME_OVER raises IllegalAction game-over."""
    with pytest.raises(IllegalAction) as raised:
        ruleset.deal(finished(ruleset, 2), seed=1)
    assert raised.value.code == ErrorCode.GAME_OVER


@pytest.mark.parametrize("ruleset", RULESETS)
def test_notation_round_trips_and_rejects(ruleset: Any) -> None:
    """parse_action(str(a)) == a for every legal a; bad text is a ValueError; input is case-insensitive."""
    rng = random.Random(7)
    game = ruleset.new_game(ruleset.Rules(), seed=7)
    for _ in range(60):
        if game.phase is not ruleset.Phase.AUCTION and game.phase is not ruleset.Phase.PLAY and game.to_act is None:
            break
        legal = ruleset.legal_actions(game)
        for action in legal:
            assert ruleset.parse_action(game, str(action)) == action
            assert ruleset.parse_action(game, str(action).upper()) == action
        game = ruleset.apply(game, rng.choice(legal))
    for text in ["", "fly", "play", "play ZZ", "pass now"]:
        with pytest.raises(NotationError):
            ruleset.parse_action(game, text)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_whole_games_round_trip(ruleset: Any) -> None:
    """Whole games survive JSON and record/replay; their views survive JSON."""
    for seed in range(3):
        game = finished(ruleset, seed)
        assert ruleset.replay(ruleset.record(game)) == game
        assert ruleset.from_json(ruleset.to_json(game)) == game
        for seat in range(len(game.hands)):
            seen = ruleset.view(game, seat)
            assert ruleset.from_json(ruleset.to_json(seen)) == seen


@pytest.mark.parametrize("ruleset", RULESETS)
def test_corrupt_record_reports_index(ruleset: Any) -> None:
    """A record with an illegal action names its index."""
    game = finished(ruleset, 1)
    rec = ruleset.record(game)
    index = 3
    legal_then = ruleset.legal_actions(ruleset.replay(attrs.evolve(rec, actions=rec.actions[:index], deals=rec.deals[:1])))
    wrong = Play(Card.parse("AS")) if Play(Card.parse("AS")) not in legal_then else Play(Card.parse("KS"))
    bad = attrs.evolve(rec, actions=rec.actions[:index] + (wrong,) + rec.actions[index + 1:])
    with pytest.raises(RecordError) as raised:
        ruleset.replay(bad)
    assert raised.value.index == index


@pytest.mark.parametrize("ruleset", RULESETS)
def test_tampered_json_is_refused(ruleset: Any) -> None:
    """JSON edited to hold impossible cards or actions raises a ValueError subclass."""
    game = finished(ruleset, 1)
    document = json.loads(ruleset.to_json(game))
    document["data"]["actions"][0] = {"type": "Play", "card": "ZZ"}
    with pytest.raises(ValueError):
        ruleset.from_json(json.dumps(document))
    with pytest.raises(ValueError):
        ruleset.from_json("{]")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_view_hides_other_hands(ruleset: Any) -> None:
    """A view shows its own hand and card counts only."""
    game = ruleset.new_game(ruleset.Rules(), seed=8)
    seen = ruleset.view(game, 1)
    assert seen.hand == game.hands[1]
    assert seen.hand_sizes == tuple(len(hand) for hand in game.hands)
    assert not hasattr(seen, "hands") and not hasattr(seen, "history")


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seat", [True, "1", 1.0])
def test_seat_must_be_a_number(ruleset: Any, seat: object) -> None:
    """seat= that is not an int is refused with not-your-turn, by check and by apply."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    while game.to_act != 1:
        game = ruleset.apply(game, ruleset.legal_actions(game)[0])
    action = ruleset.legal_actions(game)[0]
    error = ruleset.check(game, action, seat=seat)
    assert error is not None and error.code == ErrorCode.NOT_YOUR_TURN
    with pytest.raises(IllegalAction):
        ruleset.apply(game, action, seat=seat)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_unknown_option_is_bad_configuration(ruleset: Any) -> None:
    """An unknown Rules keyword raises a ValueError subclass naming it."""
    with pytest.raises(ValueError, match="colour"):
        ruleset.Rules(colour="red")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_tampered_view_json_is_refused(ruleset: Any) -> None:
    """A view document edited to hold an impossible seat or hand raises a ValueError subclass."""
    game = ruleset.new_game(ruleset.Rules(), seed=3)
    document = json.loads(ruleset.to_json(ruleset.view(game, 0)))
    for field, value in (("seat", 9), ("to_act", -1), ("hand", ["AS"] * 20), ("hand_sizes", [1])):
        edited = json.loads(json.dumps(document))
        edited["data"][field] = value
        with pytest.raises(ValueError):
            ruleset.from_json(json.dumps(edited))


@pytest.mark.parametrize("ruleset", RULESETS)
def test_phases_print_as_their_values(ruleset: Any) -> None:
    """str() of every phase of every ruleset is its value (the same words everywhere)."""
    assert all(str(phase) == phase.value for phase in ruleset.Phase)
    assert str(ruleset.Phase.HAND_OVER) == "hand_over"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_match_is_dealt_hand_after_hand_from_one_seed(ruleset: Any) -> None:
    """start_match and deal_next deal exactly what play_game's seeding deals, and number the hands."""
    from trickcore import deal_next, deal_seed, start_match

    game = start_match(ruleset, ruleset.Rules(), seed="table-7")
    assert game == ruleset.new_game(ruleset.Rules(), seed="table-7") and game.hand_number == 1
    rng = random.Random(1)
    while game.hand_number < 3 and game.phase is not ruleset.Phase.GAME_OVER:
        if game.phase is ruleset.Phase.HAND_OVER:
            expected = ruleset.deal(game, seed=deal_seed("table-7", game.hand_number))
            game = deal_next(ruleset, game, seed="table-7")
            assert game == expected
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    assert game.hand_number == len(ruleset.record(game).deals)
