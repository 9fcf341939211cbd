"""Regression tests for the defects that hostile input found (issue 10): one or more per defect."""

from __future__ import annotations

import copy
import gc
import json
import pickle
import random
import tracemalloc
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, cast

import attrs
import pytest

from trickcore import (
    Card,
    ConfigError,
    Deal,
    DealError,
    DeckError,
    IllegalAction,
    NotationError,
    RecordError,
    ReplayError,
    SeedError,
    SerializationError,
    TrickcoreError,
    UnknownRulesetError,
    cards,
)
from trickcore.errors import ErrorCode
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.options import UnknownOptionError
from trickcore.serialization import MAX_JSON_LENGTH

from tests.counting import calls_made

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]


def midway(ruleset: Any, seed: int, steps: int = 30) -> Any:
    """A game some random legal steps in (dealing new hands as needed)."""
    rng = random.Random(seed)
    game = ruleset.new_game(ruleset.Rules(), seed=seed)
    for _ in range(steps):
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(1000))
            continue
        legal = ruleset.legal_actions(game)
        game = ruleset.apply(game, legal[rng.randrange(len(legal))])
    return game


# --- 1. Values behave as values, whatever their identity -------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@pytest.mark.parametrize("copier", [copy.deepcopy, lambda game: pickle.loads(pickle.dumps(game))], ids=["deepcopy", "pickle"])
def test_copied_games_play_exactly_like_the_original(ruleset: Any, copier: Any) -> None:
    """After pickle or deepcopy, the same actions give equal games and no card is duplicated (defect 1)."""
    for seed in range(8):
        game = midway(ruleset, seed, steps=10 + seed)
        twin = copier(game)
        assert twin == game and hash(twin) == hash(game)
        rng = random.Random(seed)
        while game.to_act is not None:
            action = rng.choice(ruleset.legal_actions(game))
            assert ruleset.legal_actions(twin) == ruleset.legal_actions(game)
            game, twin = ruleset.apply(game, action), ruleset.apply(twin, copier(action))
            assert twin == game
            for hand in twin.hands:
                assert len(hand) == len(game.hands[twin.hands.index(hand)])
        assert sum(map(len, twin.hands)) == sum(map(len, game.hands))


def test_smear_play_after_pickle_removes_the_card_from_the_hand() -> None:
    """The card played leaves the hand of an unpickled Smear game (it was removed by identity)."""
    game = smear.new_game(seed=4, dealer=3)
    for text in ("bid 2", "pass", "pass", "pass"):
        game = smear.apply(game, smear.parse_action(game, text))
    revived = pickle.loads(pickle.dumps(game))
    card = revived.hands[revived.to_act][0]
    after = smear.apply(revived, smear.Play(card))
    assert card not in after.hands[revived.to_act]


# --- 2. Views the rules make impossible are refused; caches stay bounded --------------------


def _view_document(ruleset: Any, game: Any, seat: int) -> dict[str, Any]:
    """A seat's view as a JSON document, checked to load back to the same view: a test then forges it."""
    document: dict[str, Any] = json.loads(ruleset.to_json(ruleset.view(game, seat)))
    assert ruleset.from_data(document) == ruleset.view(game, seat)
    return document


def test_fifty_six_view_with_an_impossible_standing_bid_is_refused() -> None:
    """A view whose standing bid is outside 28–56 does not load (defect 2)."""
    game = fifty_six.apply(fifty_six.new_game(seed=3, dealer=0), fifty_six.Bid(30, fifty_six.Suit.HEARTS))
    document = _view_document(fifty_six, game, 2)
    document["data"]["auction"]["bid"]["value"] = -5000
    with pytest.raises(SerializationError, match="outside 28"):
        fifty_six.from_json(json.dumps(document))


def test_legal_action_tables_stay_small_under_hostile_views() -> None:
    """Thousands of views with distinct impossible standing bids do not grow memory (defect 2)."""
    game = fifty_six.apply(fifty_six.new_game(seed=3, dealer=0), fifty_six.Bid(30, fifty_six.Suit.HEARTS))
    assert game.to_act is not None
    seen = fifty_six.view(game, game.to_act)
    fifty_six.legal_actions(seen)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    answered = 0
    for value in range(-2500, 2500):
        hostile = attrs.evolve(seen, auction=attrs.evolve(seen.auction, bid=fifty_six.Bid(value, fifty_six.Suit.SPADES)))
        try:
            answered += len(fifty_six.legal_actions(hostile)) > 0
        except ValueError as error:
            assert "no game has a standing bid" in str(error)
    assert answered == 56 - 28 + 1
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert grown < 8_000_000, f"memory grew by {grown} bytes"


# --- 3. A play-phase view with no trump is refused -------------------------------------------


def test_fifty_five_play_view_without_trump_is_refused() -> None:
    """A Fifty-Five view in the play with no trump does not load (defect 3)."""
    game = fifty_five.new_game(seed=7, dealer=0)
    while game.phase is not fifty_five.Phase.PLAY:
        game = fifty_five.apply(game, fifty_five.legal_actions(game)[-1])
    assert game.to_act is not None
    document = _view_document(fifty_five, game, game.to_act)
    document["data"]["trump"] = None
    with pytest.raises(SerializationError, match="trump"):
        fifty_five.from_json(json.dumps(document))


# --- 4. Huge numbers in notation ---------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@pytest.mark.parametrize("text", ["bid " + "9" * 5000, "bid +" + "1" * 4400 + " D", "bid D " + "7" * 10_000])
def test_numbers_too_long_are_notation_errors(ruleset: Any, text: str) -> None:
    """A number of thousands of digits is a short NotationError, not int()'s ValueError (defect 4)."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    with pytest.raises(NotationError) as raised:
        ruleset.parse_action(game, text)
    assert len(str(raised.value)) < 300


# --- 5. Oversized input is refused early, with short messages --------------------------------


def _in_play(ruleset: Any) -> Any:
    """A game in its play, reached by the last legal call each time (dealing again after an all-pass hand)."""
    for seed in range(100):
        game = ruleset.new_game(ruleset.Rules(), seed=seed)
        while game.to_act is not None and game.phase is not ruleset.Phase.PLAY:
            game = ruleset.apply(game, ruleset.legal_actions(game)[-1])
        if game.phase is ruleset.Phase.PLAY:
            return game
    raise AssertionError("no seed reached the play")


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_an_object_claiming_to_be_a_play_is_refused(ruleset: Any) -> None:
    """``isinstance`` believes a ``__class__`` attribute; the engines must not record such an impostor."""
    game = _in_play(ruleset)
    card = ruleset.legal_actions(game)[0].card

    class Impostor:
        __class__ = property(lambda self: ruleset.Play)

        def __init__(self) -> None:
            self.card = card

    impostor = Impostor()
    assert isinstance(impostor, ruleset.Play)  # what the engines must look past
    for call in (ruleset.apply, ruleset.check):
        with pytest.raises(TypeError, match="expected a"):
            call(game, impostor)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_huge_action_text_is_refused_quickly(ruleset: Any) -> None:
    """A 20 MB action text is refused with a short message, making no more calls than a 20-character one (defect 5)."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)

    def parse(length: int) -> Callable[[], object]:
        return lambda: ruleset.parse_action(game, "play " + "A" * length)

    with pytest.raises(NotationError) as raised:
        parse(20_000_000)()
    assert len(str(raised.value)) < 300
    assert calls_made(parse(20_000_000), expect=NotationError) <= calls_made(parse(20), expect=NotationError)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_oversized_json_is_refused_before_parsing(ruleset: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """JSON over the length limit is refused without being parsed (defect 5): the JSON parser is never called."""
    text = '{"format": "trickcore", "data": [' + "0," * (MAX_JSON_LENGTH // 2) + "0]}"

    def parse(*args: object, **options: object) -> object:
        raise AssertionError("the oversized text was parsed")

    monkeypatch.setattr(json, "loads", parse)
    with pytest.raises(SerializationError, match="too long"):
        ruleset.from_json(text)


def test_a_view_with_a_million_tricks_does_not_load() -> None:
    """A view claiming more tricks than a hand holds is refused by the list's length, before any trick is read."""
    game = smear.new_game(seed=2, dealer=3)
    for text in ("bid 2", "pass", "pass", "pass"):
        game = smear.apply(game, smear.parse_action(game, text))
    game = smear.apply(game, smear.legal_actions(game)[0])

    def document(tricks: int) -> dict[str, Any]:
        forged = _view_document(smear, game, 0)
        trick = {"type": "Trick", "leader": 0, "plays": [{"type": "CardPlay", "seat": 0, "card": "AS"}], "winner": 0}
        forged["data"]["tricks"] = [trick] * tricks
        return forged

    with pytest.raises(SerializationError, match=r"1000000 Tricks is longer than the \d+ cards allowed"):
        smear.from_data(document(1_000_000))
    million, hundred = document(1_000_000), document(100)
    assert calls_made(lambda: smear.from_data(million), expect=SerializationError) == calls_made(
        lambda: smear.from_data(hundred), expect=SerializationError
    )


@pytest.mark.parametrize(
    ("ruleset", "kind"), [(smear, "Discard"), (fifty_five, "Discard"), (smear, "deck"), (fifty_five, "deck"), (fifty_six, "deck")]
)
def test_a_huge_discard_is_refused_before_its_cards_are_read(ruleset: Any, kind: str) -> None:
    """Issue 24 item 1: a discard or deck of 160,000 cards is refused by its length; no card of it is read or sorted.

    Junk after the first card would be named if the cards were read; the length is
    named instead, and the work is the same for 160,000 cards as for 100.
    """
    pack = [str(card) for card in ruleset.deck(ruleset.Rules())]

    def document(size: int) -> str:
        cards: list[object] = [*(pack * (size // len(pack) + 1))[: size - 1], 7]
        data = {"type": "Discard", "cards": cards[::-1]} if kind == "Discard" else cards[::-1]
        document = {"format": "trickcore", "kind": "action" if kind == "Discard" else "deck", "data": data}
        return json.dumps({**document, "ruleset": ruleset.NAME})

    huge = document(160_000)
    with pytest.raises(SerializationError, match=r"160000 cards is longer than the \d+ cards allowed"):
        ruleset.from_json(huge)
    small = document(100)
    assert calls_made(lambda: ruleset.from_json(huge), expect=SerializationError) == calls_made(
        lambda: ruleset.from_json(small), expect=SerializationError
    )


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_error_messages_quote_a_bounded_prefix(ruleset: Any) -> None:
    """Errors about long bad input quote at most a short excerpt of it (defect 5)."""
    long_word = "X" * 100_000
    attempts: list[Callable[[], object]] = [
        lambda: ruleset.parse_action(ruleset.new_game(ruleset.Rules(), seed=1), long_word[:150]),
        lambda: ruleset.from_json(json.dumps({"format": "trickcore", "kind": "action", "ruleset": ruleset.NAME, "data": {"type": long_word}})),
        lambda: ruleset.from_json(json.dumps({"format": "trickcore", "kind": long_word, "ruleset": ruleset.NAME, "data": 1})),
        lambda: Card.parse(long_word),
        lambda: cards("AS " + long_word),
        lambda: ruleset.Rules(players=long_word),
    ]
    for attempt in attempts:
        with pytest.raises(ValueError) as raised:
            attempt()
        assert len(str(raised.value)) < 400, str(raised.value)[:500]


# --- 6. Exceptions survive pickling, copying and process pools --------------------------------

ERRORS: list[TrickcoreError] = [
    IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, "must follow spades: you hold AS"),
    RecordError("illegal play JS", 7),
    RecordError("no deal"),
    ReplayError("the game's record does not replay", 3),
    ConfigError("players must be one of 4, 6, 8, not 5"),
    UnknownOptionError("unknown option 'x'"),
    UnknownRulesetError("unknown ruleset 'bridge'"),
    NotationError("not a card: 'ZZ'"),
    DealError("seat 0 must be dealt 12 cards, got 11"),
    DeckError("not in the deck: AS"),
    SeedError("seed must be an int or a str, not float"),
    SerializationError("$.data: expected an object"),
]


@pytest.mark.parametrize("error", ERRORS, ids=lambda error: type(error).__name__)
def test_exceptions_pickle_and_copy_with_their_fields(error: TrickcoreError) -> None:
    """Every trickcore exception round-trips through pickle and copy with its code, message and fields (defect 6)."""
    for clone in (pickle.loads(pickle.dumps(error)), copy.copy(error), copy.deepcopy(error)):
        assert type(clone) is type(error) and str(clone) == str(error)
        for name in ("code", "message", "index"):
            assert getattr(clone, name, None) == getattr(error, name, None)


def _refuse_in_worker(text: str) -> None:
    """Raise, in another process, the IllegalAction of an illegal Smear double-bid."""
    game = smear.new_game(seed=1, dealer=3)
    smear.apply(game, smear.parse_action(game, text))
    smear.apply(smear.apply(game, smear.Bid(3)), smear.Bid(2))


def test_illegal_action_crosses_a_process_pool() -> None:
    """An IllegalAction raised in a ProcessPoolExecutor worker arrives whole in the parent (defect 6)."""
    with ProcessPoolExecutor(max_workers=1) as pool:
        future = pool.submit(_refuse_in_worker, "bid 2")
        with pytest.raises(IllegalAction) as raised:
            future.result(timeout=120)
    assert raised.value.code is ErrorCode.BID_TOO_LOW and "not higher" in raised.value.message


# --- 7. No cache grows with every distinct configuration --------------------------------------


def test_fifty_five_rules_are_not_cached_per_configuration() -> None:
    """Making thousands of distinct Rules and dropping them gives the memory back (defect 7)."""
    fifty_five.Rules(target=60).side_of
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for target in range(5, 50_005, 5):
        rules = fifty_five.Rules(target=target, teams=((0, 2), (1, 3)))
        assert fifty_five.side_of(rules, 3) == 1
    del rules
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert grown < 200_000, f"memory grew by {grown} bytes"


# --- 8. Records and JSON: wrong types, lossy normalisation, duplicate keys, seeds ----------------


def test_fifty_six_record_stock_is_not_dropped() -> None:
    """A Fifty-Six record whose deal has a stock is refused, not silently replayed without it (defect 8)."""
    record = fifty_six.record(fifty_six.new_game(seed=1))
    bad = attrs.evolve(record, deals=(Deal(record.deals[0].hands, cards("AS")),))
    with pytest.raises(RecordError):
        fifty_six.replay(bad)
    document = json.loads(fifty_six.to_json(fifty_six.new_game(seed=1)))
    document["data"]["deals"][0]["stock"] = ["AS"]
    with pytest.raises(ReplayError):
        fifty_six.from_json(json.dumps(document))


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@pytest.mark.parametrize(
    ("field", "value"),
    [("version", True), ("start", None), ("first_dealer", "0"), ("deals", None), ("actions", [1]), ("ruleset", 5), ("rules", {})],
)
def test_records_with_wrong_field_types_are_refused(ruleset: Any, field: str, value: object) -> None:
    """A record field of the wrong type is a RecordError on replay and a SerializationError in JSON (defect 8)."""
    game = midway(ruleset, 1, steps=6)
    record = ruleset.record(game)
    with pytest.raises(RecordError):
        ruleset.replay(attrs.evolve(record, **{field: value}))
    document = json.loads(ruleset.to_json(game))
    document["data"][field] = value
    with pytest.raises(SerializationError):
        ruleset.from_json(json.dumps(document))


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_duplicate_json_keys_are_refused(ruleset: Any) -> None:
    """A JSON object with a repeated key is refused rather than letting the last one win (defect 8)."""
    text = ruleset.to_json(ruleset.new_game(ruleset.Rules(), seed=1))
    assert text.startswith('{"data":')
    with pytest.raises(SerializationError, match="duplicate"):
        ruleset.from_json('{"kind":"view",' + text[1:])


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@pytest.mark.parametrize("seed", [1.5, True, None, b"x", [1]])
def test_bad_seed_types_are_seed_errors(ruleset: Any, seed: object) -> None:
    """new_game/deal with a seed that is not an int or str raise SeedError, a ValueError and a TypeError (defect 8)."""
    if seed is None:
        return
    with pytest.raises(SeedError) as raised:
        ruleset.new_game(ruleset.Rules(), seed=seed)
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, TypeError)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_accepted_documents_round_trip_exactly(ruleset: Any) -> None:
    """Documents that a constructor would normalise are refused, so whatever loads writes back identically (defect 8)."""
    game = midway(ruleset, 2, steps=40)
    text = ruleset.to_json(game)
    assert ruleset.to_json(ruleset.from_json(text)) == text
    document = json.loads(text)
    document["data"]["first_dealer"] = document["data"]["first_dealer"]
    del document["data"]["actions"]
    with pytest.raises(SerializationError, match="missing"):
        ruleset.from_json(json.dumps(document))


def test_non_canonical_discards_are_refused() -> None:
    """A discard whose cards are out of canonical order is refused, not silently sorted (defect 8)."""
    document = json.loads(smear.to_json(smear.Discard(cards("9D KH"))))
    assert document["data"]["cards"] == ["9D", "KH"]
    document["data"]["cards"] = ["KH", "9D"]
    with pytest.raises(SerializationError, match="canonical"):
        smear.from_json(json.dumps(document))


# --- 9. Hashing a state does not walk its history ---------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_hash_does_not_grow_with_the_history(ruleset: Any) -> None:
    """Hashing a state thousands of actions into a game costs about what hashing a fresh one does (defect 9)."""
    rng = random.Random(5)
    long_game = {"fifty-six": {"starting_tables": 500}, "smear": {"target": 1000}, "fifty-five": {"target": 1000}}
    game = ruleset.new_game(ruleset.Rules(**long_game[ruleset.NAME]), seed=5)
    fresh = game
    for _ in range(4000):
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(10**6))
        else:
            legal = ruleset.legal_actions(game)
            game = ruleset.apply(game, legal[rng.randrange(len(legal))])
    assert len(ruleset.record(game).actions) > 300

    # A state's hash is kept, and so is each history node's: hashing the next state adds one node's work.
    hash(game), hash(fresh)
    later = ruleset.apply(game, ruleset.legal_actions(game)[0])
    early = ruleset.apply(fresh, ruleset.legal_actions(fresh)[0])
    assert calls_made(lambda: hash(later)) <= 2 * calls_made(lambda: hash(early))


def _finished_hand(ruleset: Any, rules: Any) -> Any:
    """A game just after its first hand was scored, played by random legal actions."""
    rng = random.Random(5)
    game = ruleset.new_game(rules, seed=11)
    while game.phase is not ruleset.Phase.HAND_OVER or game.last_hand is None or getattr(game.last_hand, "made", True) is None:
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(1000))
        else:
            legal = ruleset.legal_actions(game)
            game = ruleset.apply(game, legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize(
    ("ruleset", "rules", "field", "value"),
    [
        (fifty_six, fifty_six.Rules(players=4), "points", [28]),
        (fifty_six, fifty_six.Rules(players=4), "transfers", [1, -1, 0]),
        (fifty_six, fifty_six.Rules(players=4), "eliminated", [5]),
        (fifty_five, fifty_five.Rules(players=4), "changes", [0]),
        (fifty_five, fifty_five.Rules(players=4), "points", [0, 0, 0, 0, 0]),
        (smear, smear.Rules(), "high", 7),
    ],
)
def test_a_view_whose_last_hand_does_not_fit_the_rules_does_not_load(
    ruleset: Any, rules: Any, field: str, value: object
) -> None:
    """Deep fuzzing found it: a view whose last hand held one team's points too few loaded, then explain crashed."""
    game = _finished_hand(ruleset, rules)
    document = ruleset.to_data(ruleset.view(game, 0))
    assert ruleset.from_data(document) == ruleset.view(game, 0)
    document["data"]["last_hand"][field] = value
    with pytest.raises(SerializationError):
        ruleset.from_data(document)


def _bidder_mid_play(blind_size: int) -> Any:
    """A Smear game in the play, a few cards in, whose bidder took a blind of ``blind_size``."""
    for seed in range(100):
        game = smear.new_game(smear.Rules(blind_size=blind_size), seed=seed)
        rng = random.Random(seed)
        while game.phase is not smear.Phase.PLAY or len(game.tricks) < 1:
            if game.phase is smear.Phase.HAND_OVER:
                break
            game = smear.apply(game, rng.choice(smear.legal_actions(game)))
        if game.phase is smear.Phase.PLAY:
            return game
    raise AssertionError("no seed reached the play")


@pytest.mark.parametrize(
    "forge",
    [
        lambda view: {"discards": [card for card in view["discards"][:-1]]},
        lambda view: {"blind": view["blind"][:-1]},
        lambda view: {"hand": [card for card in view["hand"] if card not in view["blind"]], "hand_sizes": None},
    ],
    ids=["a discard missing", "a blind card missing", "blind cards gone from the bidder's cards"],
)
def test_a_bidders_view_that_misplaces_the_blind_does_not_load(forge: Callable[[dict[str, Any]], dict[str, Any]]) -> None:
    """Deep fuzzing found it: a bidder's view whose blind cards were nowhere in its cards loaded, then explain crashed."""
    game = _bidder_mid_play(3)
    assert game.contract is not None
    bidder = game.contract.bidder
    document = _view_document(smear, game, bidder)
    data = document["data"]
    changes = forge(data)
    if "hand_sizes" in changes:
        sizes = cast(list[int], data["hand_sizes"])
        sizes[bidder] = len(changes["hand"])
        changes["hand_sizes"] = sizes
    data.update(changes)
    with pytest.raises(SerializationError):
        smear.from_data(document)


@pytest.mark.parametrize(
    "forge",
    [
        lambda data: {"kitty": [*data["kitty"], data["kitty"][0]]},
        lambda data: {"kitty": data["kitty"][:-1]},
        lambda data: {"discards": data["discards"][:-1]},
    ],
    ids=["a kitty card twice", "a kitty card missing", "a discard missing"],
)
def test_a_fifty_five_bidders_view_that_misplaces_the_kitty_does_not_load(
    forge: Callable[[dict[str, Any]], dict[str, Any]]
) -> None:
    """Deep fuzzing found it: a bidder's view with six kitty cards loaded, then explain crashed."""
    game = _finished_hand(fifty_five, fifty_five.Rules())
    assert game.contract is not None
    document = _view_document(fifty_five, game, game.contract.bidder)
    data = document["data"]
    data.update(forge(data))
    with pytest.raises(SerializationError):
        fifty_five.from_data(document)


def test_a_fifty_five_view_whose_scores_its_tricks_do_not_give_does_not_load() -> None:
    """Deep fuzzing found it: scores and a winner no scoring of the hand's tricks gives loaded, then explain crashed."""
    game = _finished_hand(fifty_five, fifty_five.Rules())
    document = _view_document(fifty_five, game, 0)
    data = document["data"]
    result = cast(dict[str, Any], data["last_hand"])
    scores = cast(list[int], data["scores"])
    # Five points more for side 0, in its points, its change and its score: consistent
    # arithmetic, but not what the hand's tricks give.
    result["points"] = [result["points"][0] + 5, *result["points"][1:]]
    result["changes"] = [result["changes"][0] + 5, *result["changes"][1:]]
    data["scores"] = [scores[0] + 5, *scores[1:]]
    with pytest.raises(SerializationError):
        fifty_five.from_data(document)
