"""Regression tests for issue 24's defects of the library's surface (items 7, 8, 9, 11, 12, 13 and 14).

Each test failed before its fix. Growth is shown by counting (lengths, sizes, bytes
read, traced memory), never by timing.
"""

from __future__ import annotations

import gc
import io
import pathlib
import tracemalloc
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from trickcore import (
    ActionIdError,
    ConfigError,
    Deck,
    DealError,
    DeckError,
    IllegalAction,
    Rank,
    RecordError,
    SeedError,
    TrickcoreError,
    deal_next,
    deal_seed,
    make_deck,
    shuffled,
    start_match,
)
from trickcore.action_ids import ID_TABLE_CACHE_SIZE, ActionIds, Listed, cached_tables
from trickcore.actions import Pass
from trickcore.deck import MAX_COPIES, MAX_SEED_BITS
from trickcore.errors import EXCERPT_LENGTH, excerpt, excerpt_words
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.serialization import MAX_INTEGER, MAX_JSON_LENGTH
from trickcore.simulation import SimulationError, simulate

from tests.cli.test_cli import assert_usage_error, run

RULESETS: list[Any] = [fifty_six, smear, fifty_five]
IDS = ["fifty-six", "smear", "fifty-five"]

HUGE = 10**5000
"""An int of more than 4,300 digits: Python refuses to write it as text (a plain ValueError)."""

MESSAGE_BOUND = 4 * EXCERPT_LENGTH + 120
"""The longest message a refusal of one bad value may give: its text and a few bounded excerpts."""


def refusal(call: Callable[[], object]) -> TrickcoreError:
    """The library's typed error ``call`` raises (anything else, or no error, fails the test)."""
    with pytest.raises(TrickcoreError) as caught:
        call()
    return caught.value


def assert_bounded(error: BaseException) -> None:
    """The error's message is short, whatever the size of what it refuses."""
    assert len(str(error)) <= MESSAGE_BOUND, f"{len(str(error))} characters: {str(error)[:200]}"


# --- 7. Huge ints get the library's typed errors ----------------------------------------------


def test_excerpt_names_an_int_too_long_to_write_by_its_size() -> None:
    """``excerpt`` never writes a huge int (Python refuses past 4,300 digits) and quotes small ones exactly."""
    assert excerpt(HUGE) == "<int of 16610 bits>"
    assert excerpt(-HUGE) == "<int of 16610 bits>"
    assert excerpt((HUGE, 1)) == "<tuple of 2 items>"
    assert excerpt(2**64) == str(2**64)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
@pytest.mark.parametrize("seed", [HUGE, -HUGE, 2**MAX_SEED_BITS], ids=["huge", "-huge", "just-too-wide"])
def test_a_seed_too_wide_is_a_seed_error(ruleset: Any, seed: int) -> None:
    """``new_game``, ``start_match``, ``deal_seed`` and the shuffle refuse an int seed wider than MAX_SEED_BITS."""
    for call in (
        lambda: ruleset.new_game(ruleset.Rules(), seed=seed),
        lambda: start_match(ruleset, ruleset.Rules(), seed),
        lambda: deal_seed(seed, 3),
        lambda: deal_seed(seed, 0),
        lambda: ruleset.deck(ruleset.Rules()).shuffled(seed),
        lambda: shuffled([1, 2, 3], seed),
    ):
        error = refusal(call)
        assert isinstance(error, SeedError), repr(error)
        assert_bounded(error)


def test_the_widest_seed_still_names_a_game() -> None:
    """A seed of exactly MAX_SEED_BITS bits deals, and so does a match's later hand from it."""
    seed = -(2**MAX_SEED_BITS - 1)
    game = start_match(smear, smear.Rules(), seed)
    assert game == smear.new_game(smear.Rules(), seed=seed)
    assert deal_seed(seed, 2) == f"{seed}:2"


def test_deal_seed_refuses_a_bad_hand_number() -> None:
    """``deal_seed`` takes a hand number from 0 to 2**63 - 1, refusing others with a DealError."""
    for hand in (HUGE, -1, 2**63, True, "1"):
        error = refusal(lambda: deal_seed(7, hand))  # type: ignore[arg-type]
        assert isinstance(error, DealError) and not isinstance(error, SeedError)
        assert_bounded(error)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_huge_action_ids_are_action_id_errors(ruleset: Any) -> None:
    """``action_from_id`` refuses an id of any size with an ActionIdError and a short message."""
    for action_id in (HUGE, -HUGE, 2**200):
        error = refusal(lambda: ruleset.action_from_id(ruleset.Rules(), action_id))
        assert isinstance(error, ActionIdError)
        assert_bounded(error)


@pytest.mark.parametrize("value", [HUGE, -HUGE], ids=["huge", "-huge"])
def test_deck_cut_and_draw_refuse_huge_counts(value: int) -> None:
    """``Deck.cut`` and ``Deck.draw`` refuse a huge count with a DeckError and a short message."""
    deck = Deck.standard()
    for call in (lambda: deck.cut(value), lambda: deck.draw(value)):
        error = refusal(call)
        assert isinstance(error, DeckError)
        assert_bounded(error)


@pytest.mark.parametrize("value", [HUGE, -HUGE, MAX_INTEGER + 1], ids=["huge", "-huge", "past-json"])
def test_starting_scores_and_tables_beyond_json_integers_are_config_errors(value: int) -> None:
    """``scores=``/``tables=`` and integer rules options refuse what JSON cannot carry, with short messages."""
    for call in (
        lambda: fifty_six.new_game(fifty_six.Rules(), seed=1, tables=(value, 12)),
        lambda: smear.new_game(smear.Rules(), seed=1, scores=(value, 0)),
        lambda: fifty_five.new_game(fifty_five.Rules(players=4, teams=((0, 2), (1, 3))), seed=1, scores=(value, 0)),
        lambda: smear.Rules(target=value),
        lambda: smear.Rules(non_bidder_score_cap=value),
        lambda: fifty_six.Rules(starting_tables=value),
        lambda: fifty_five.Rules(target=value),
    ):
        error = refusal(call)
        assert isinstance(error, ConfigError), repr(error)
        assert_bounded(error)


def test_the_largest_json_integer_is_still_a_rules_option() -> None:
    """An option at the edge of JSON's integers is accepted: the bound refuses only what JSON cannot carry."""
    assert smear.Rules(target=MAX_INTEGER).target == MAX_INTEGER


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_a_huge_seat_or_bid_gets_an_illegal_action(ruleset: Any) -> None:
    """``check`` answers a huge ``seat=`` or bid with an IllegalAction and a short message (no ValueError)."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    action = ruleset.legal_actions(game)[0]
    bids_of: dict[str, list[Any]] = {
        "fifty-six": [fifty_six.Bid(HUGE, None), fifty_six.Bid(HUGE, None, fifty_six.BidForm.PLUS_TWO_NOES, HUGE)],
        "smear": [smear.Bid(HUGE)],
        "fifty-five": [fifty_five.Bid(HUGE)],
    }
    bids = bids_of[ruleset.NAME]
    answers = [ruleset.check(game, action, seat=HUGE), ruleset.check(ruleset.view(game, 0), action, seat=-HUGE)]
    answers += [ruleset.check(game, bid) for bid in bids]
    for answer in answers:
        assert isinstance(answer, IllegalAction)
        assert_bounded(answer)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_a_huge_bid_out_of_the_auction_is_a_wrong_phase_illegal_action(ruleset: Any) -> None:
    """A bid of a number too long to write, made during the play, is refused as ``wrong-phase`` (no ValueError)."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    while game.phase is not ruleset.Phase.PLAY:
        game = ruleset.apply(game, ruleset.legal_actions(game)[-1])
    bid = fifty_six.Bid(HUGE, None) if ruleset is fifty_six else ruleset.Bid(HUGE)
    answer = ruleset.check(game, bid)
    assert isinstance(answer, IllegalAction) and answer.code == "wrong-phase"
    assert_bounded(answer)


def test_a_fifty_six_plus_bid_with_a_huge_increment_is_refused_briefly() -> None:
    """A plus bid whose value does not add up names the huge increment by its size."""
    game = fifty_six.apply(fifty_six.new_game(seed=1, dealer=3), fifty_six.Bid(28, fifty_six.Suit.SPADES))
    answer = fifty_six.check(game, fifty_six.Bid(29, fifty_six.Suit.HEARTS, fifty_six.BidForm.PLUS_SUIT, HUGE))
    assert isinstance(answer, IllegalAction) and "bits" in answer.message
    assert_bounded(answer)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_records_with_a_huge_seat_or_version_are_record_errors(ruleset: Any) -> None:
    """``replay`` and ``replay_view`` refuse a record whose seat or version is huge with a short RecordError."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    whole, seen = ruleset.record(game), ruleset.record(game, seat=0)
    for call in (
        lambda: ruleset.replay(attrs.evolve(whole, version=HUGE)),
        lambda: ruleset.replay(attrs.evolve(seen, seat=HUGE)),
        lambda: ruleset.replay_view(attrs.evolve(seen, seat=HUGE)),
        lambda: ruleset.replay_view(attrs.evolve(seen, version=-HUGE)),
    ):
        error = refusal(call)
        assert isinstance(error, RecordError)
        assert_bounded(error)


# --- 8. Every message is bounded -----------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_action_id_errors_quote_a_bounded_excerpt(ruleset: Any) -> None:
    """``action_from_id``/``action_to_id`` of a 100,000-character value give a short message."""
    text = "x" * 100_000
    for call in (
        lambda: ruleset.action_from_id(ruleset.Rules(), text),
        lambda: ruleset.action_to_id(ruleset.Rules(), text),
        lambda: ruleset.action_to_id(ruleset.Rules(), [text] * 1000),
    ):
        error = refusal(call)
        assert isinstance(error, ActionIdError)
        assert_bounded(error)


@pytest.mark.parametrize("ruleset", RULESETS, ids=IDS)
def test_an_oversized_deck_gets_a_short_deal_error(ruleset: Any) -> None:
    """A deck of 500 packs is refused with a message that lists a few extra cards and counts them."""
    pack = list(ruleset.deck(ruleset.Rules()))
    error = refusal(lambda: ruleset.new_game(ruleset.Rules(), deck=Deck(pack * 500)))
    assert isinstance(error, DealError)
    assert_bounded(error)


def test_a_deck_without_many_missing_cards_is_refused_briefly() -> None:
    """``Deck.without`` lists a bounded excerpt of the cards not in the deck, and how many."""
    error = refusal(lambda: Deck.parse("AS").without(Deck.standard() + Deck.standard()))
    assert isinstance(error, DeckError) and "(103 in all)" in str(error)
    assert_bounded(error)


def test_excerpt_words_keeps_what_fits_and_counts_the_rest() -> None:
    """``excerpt_words`` joins the words that fit in the limit and says how many there were."""
    assert excerpt_words([]) == ""
    assert excerpt_words(["AS", "KS"], limit=5) == "AS KS"
    assert excerpt_words(["AS", "KS", "QS"], limit=5) == "AS KS … (3 in all)"
    assert excerpt_words(["x" * 100, "AS"], limit=10) == " … (2 in all)"
    assert len(excerpt_words(["TS"] * 1_000_000)) <= EXCERPT_LENGTH + 20


# --- 9. The action-id tables are cached in bounded memory -------------------------------------


def test_cached_tables_keeps_a_bounded_number_of_rules_and_shares_equal_tables() -> None:
    """``cached_tables`` remembers at most ID_TABLE_CACHE_SIZE rules and builds one object per distinct table."""
    built: list[int] = []

    @cached_tables
    def table(key: int) -> ActionIds[Pass]:
        built.append(key)
        return ActionIds((Listed((Pass(),)),))

    tables = {id(table(key)) for key in range(10 * ID_TABLE_CACHE_SIZE)}
    assert len(tables) == 1
    assert table.cache_info().currsize == ID_TABLE_CACHE_SIZE  # type: ignore[attr-defined]
    table(10 * ID_TABLE_CACHE_SIZE - 1)
    assert len(built) == 10 * ID_TABLE_CACHE_SIZE  # the most recent rules are remembered


@pytest.mark.parametrize(
    ("ruleset", "rules"),
    [
        (fifty_six, lambda n: fifty_six.Rules(starting_tables=n)),
        (smear, lambda n: smear.Rules(target=n, blind_size=2)),
    ],
    ids=["fifty-six", "smear"],
)
def test_id_tables_of_many_distinct_rules_take_bounded_memory(ruleset: Any, rules: Callable[[int], Any]) -> None:
    """Ids for 300 distinct rules (one per target or starting tables) keep well under a table per rules."""
    ruleset.num_action_ids(rules(1))
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    sizes = {ruleset.num_action_ids(rules(n)) for n in range(2, 302)}
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert len(sizes) == 1
    assert grown < 2_000_000, f"memory grew by {grown} bytes"


# --- 11. simulate refuses bad arguments with SimulationError and short messages ----------------


@pytest.mark.parametrize(
    "arguments",
    [
        {"seed": HUGE},
        {"seed": -(2 ** (MAX_SEED_BITS + 1))},
        {"games": HUGE},
        {"max_hands": HUGE},
        {"max_actions": HUGE},
        {"jobs": HUGE, "backend": "process"},
        {"batch_size": HUGE},
        {"lineup": ["x" * 100_000]},
        {"lineup": [object()] * 3},
        {"seed": "\n" * 100_000},
        {"seed": ["x"] * 100_000},
        {"backend": "y" * 100_000},
    ],
    ids=lambda arguments: "-".join(arguments),
)
def test_simulate_refuses_huge_or_long_arguments_briefly(arguments: dict[str, Any]) -> None:
    """``simulate`` refuses huge ints and long values with a SimulationError of bounded length."""
    arguments = {"games": 1, **arguments}
    error = refusal(lambda: simulate("smear", **arguments))
    assert isinstance(error, SimulationError)
    assert_bounded(error)


# --- 12. replay reads a bounded prefix of its file ---------------------------------------------


class _Endless(io.RawIOBase):
    """A file of spaces that never ends, counting what is read from it."""

    def __init__(self) -> None:
        self.served = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        size = len(buffer)
        if self.served > 2 * MAX_JSON_LENGTH:
            raise AssertionError(f"read {self.served:,} bytes of an endless file")
        buffer[:size] = b" " * size
        self.served += size
        return size


def test_replay_of_an_endless_file_reads_a_bounded_prefix(monkeypatch: pytest.MonkeyPatch, tmp_path: pathlib.Path) -> None:
    """``trickcore replay`` of an endless file reads about MAX_JSON_LENGTH characters and exits 2 with one line."""
    endless = _Endless()
    target = tmp_path / "endless.json"
    target.touch()
    opened = pathlib.Path.open

    def open_endless(self: pathlib.Path, *args: Any, **kwargs: Any) -> Any:
        if self == target:
            return io.TextIOWrapper(io.BufferedReader(endless), encoding="utf-8")
        return opened(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "open", open_endless)
    status, out, err = run("replay", str(target))
    assert_usage_error(status, out, err)
    assert "longer than" in err
    assert MAX_JSON_LENGTH < endless.served <= MAX_JSON_LENGTH + 2 * io.DEFAULT_BUFFER_SIZE + 65_536


# --- 13. Deck.standard takes a bounded number of copies ---------------------------------------


def test_deck_standard_refuses_more_than_max_copies() -> None:
    """``Deck.standard`` and ``make_deck`` build up to MAX_COPIES copies and refuse more with a DeckError."""
    with pytest.raises(DeckError):
        Deck.standard(copies=MAX_COPIES + 1)
    for copies in (10**9, HUGE, 0, -1):
        for call in (lambda: Deck.standard(copies=copies), lambda: make_deck([Rank.ACE], copies)):
            error = refusal(call)
            assert isinstance(error, DeckError)
            assert_bounded(error)
    assert len(Deck.standard(copies=MAX_COPIES)) == 52 * MAX_COPIES


# --- 14. The OpenSpiel adapter refuses chance outcomes not on offer ---------------------------


def test_openspiel_chance_node_refuses_a_drawn_or_unknown_card() -> None:
    """A chance node refuses a card already drawn, or an outcome outside the pack, with SpielError; the state stays."""
    pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra (open-spiel) is not installed")
    import trickcore.adapters.openspiel  # noqa: F401 - registers the games

    state = pyspiel.load_game("python_trickcore_smear").new_initial_state()
    state.apply_action(0)
    before = (state.history(), state.chance_outcomes())
    for outcome in (0, 32, 10**6):
        with pytest.raises(pyspiel.SpielError) as caught:
            state.apply_action(outcome)
        assert_bounded(caught.value)
    with pytest.raises(pyspiel.SpielError):
        state.action_to_string(int(pyspiel.PlayerId.CHANCE), 32)
    assert (state.history(), state.chance_outcomes()) == before
    assert all(probability > 0 for _, probability in state.chance_outcomes())


def test_openspiel_fifty_six_refuses_a_third_copy() -> None:
    """Fifty-Six's double pack: a card's second copy may be drawn, its third may not."""
    pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra (open-spiel) is not installed")
    import trickcore.adapters.openspiel  # noqa: F401 - registers the games

    state = pyspiel.load_game("python_trickcore_fifty_six").new_initial_state()
    state.apply_action(5)
    state.apply_action(5)
    assert 5 not in dict(state.chance_outcomes())
    with pytest.raises(pyspiel.SpielError):
        state.apply_action(5)


def test_openspiel_bad_parameter_text_is_quoted_briefly() -> None:
    """A bad text parameter is a ConfigError quoting a bounded excerpt of the text."""
    pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra (open-spiel) is not installed")
    import trickcore.adapters.openspiel  # noqa: F401 - registers the games

    for text in ("x" * 100_000, "9" * 5_000 + "pts"):
        error = refusal(lambda: pyspiel.load_game("python_trickcore_smear", {"non_bidder_score_cap": text}))
        assert isinstance(error, ConfigError)
        assert_bounded(error)


def test_deal_next_still_deals_a_match_from_its_seed() -> None:
    """The checks on ``deal_seed`` leave a match's later hands dealt from ``f"{seed}:{hand}"``."""
    game = start_match(smear, smear.Rules(), 21)
    while game.phase is not smear.Phase.HAND_OVER:
        game = smear.apply(game, smear.legal_actions(game)[0])
    dealt = deal_next(smear, game, 21)
    assert dealt == smear.deal(game, seed="21:1")


def test_third_version_entry_points_quote_a_bounded_excerpt() -> None:
    """A huge PIMC ``worlds`` and a long tuple parameter (Smear's deal_packets) are refused with short messages."""
    from trickcore.adapters._common import rules_from
    from trickcore.players import pimc_player

    with pytest.raises(ValueError) as worlds:
        pimc_player("smear", worlds=-(10**4000))
    assert len(str(worlds.value)) < 200
    with pytest.raises(ConfigError) as packets:
        rules_from(smear, {"deal_packets": "x/" * 50_000})
    assert len(str(packets.value)) < 200
    with pytest.raises(DeckError):
        Deck.standard(jokers=MAX_COPIES + 1)
