"""Integer action ids: a stable, documented bijection per ruleset, with golden ids pinned."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore import ActionIdError, Card, Claim, Suit, TrickcoreError, cards
from trickcore.action_ids import rank_combination, unrank_combination
from trickcore.games import fifty_five, fifty_six, smear

RULES: list[tuple[Any, Any]] = [
    (fifty_six, fifty_six.Rules()),
    (fifty_six, fifty_six.Rules(players=6)),
    (fifty_six, fifty_six.Rules(players=8, team_mode="two_teams")),
    (fifty_six, fifty_six.Rules(allow_double=False)),
    (smear, smear.Rules()),
    (smear, smear.Rules(blind_size=1)),
    (smear, smear.Rules(blind_size=2)),
    (smear, smear.Rules(blind_size=3)),
    (fifty_five, fifty_five.Rules()),
    (fifty_five, fifty_five.Rules(players=2)),
    (fifty_five, fifty_five.Rules(players=9, teams=((0, 3, 6), (1, 4, 7), (2, 5, 8)))),
]
IDS = [f"{ruleset.NAME}-{index}" for index, (ruleset, _) in enumerate(RULES)]

GOLDEN: list[tuple[Any, Any, Any, int]] = [
    (fifty_six, fifty_six.Rules(), fifty_six.Pass(), 0),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(28, Suit.CLUBS), 1),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(28, Suit.SPADES, fifty_six.BidForm.SUIT_NUMBER), 8),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(28, None, fifty_six.BidForm.NO_TRUMPS), 9),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(29, None, fifty_six.BidForm.NOES), 19),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(29, Suit.HEARTS, fifty_six.BidForm.PLUS_SUIT, 1), 22),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(30, None, fifty_six.BidForm.PLUS_TWO_NOES, 2), 42),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(56, None, fifty_six.BidForm.PLUS_TWO_NOES, 2), 1940),
    (fifty_six, fifty_six.Rules(), fifty_six.Play(Card.parse("JC")), 1944),
    (fifty_six, fifty_six.Rules(), fifty_six.Play(Card.parse("9S")), 1964),
    (fifty_six, fifty_six.Rules(), fifty_six.Double(), 1965),
    (fifty_six, fifty_six.Rules(), fifty_six.Redouble(), 1966),
    (fifty_six, fifty_six.Rules(players=8), fifty_six.Play(Card.parse("7S")), 1972),
    (fifty_six, fifty_six.Rules(players=8), fifty_six.Redouble(), 1974),
    (smear, smear.Rules(), smear.Pass(), 0),
    (smear, smear.Rules(), smear.Bid(4), 3),
    (smear, smear.Rules(), smear.Play(Card.parse("AC")), 4),
    (smear, smear.Rules(), smear.Play(Card.parse("7S")), 35),
    (smear, smear.Rules(blind_size=3), smear.Discard(cards("AC KC QC")), 36),
    (smear, smear.Rules(blind_size=3), smear.Discard(cards("AC KC JC")), 37),
    (smear, smear.Rules(blind_size=3), smear.Discard(cards("9S 8S 7S")), 4995),
    (fifty_five, fifty_five.Rules(), fifty_five.Hold(), 1),
    (fifty_five, fifty_five.Rules(), fifty_five.Bid(25), 5),
    (fifty_five, fifty_five.Rules(), fifty_five.NameTrump(Suit.SPADES), 10),
    (fifty_five, fifty_five.Rules(), fifty_five.Play(Card.parse("2S")), 62),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("AC KC QC JC TC")), 63),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("AC KC QC JC 9C")), 64),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("AC KC QC TC 9C")), 65),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("5H 4D 9C AS 2S")), 63 + 5 + 253 + 6545 + 82_251 + 2_349_060),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("6S 5S 4S 3S 2S")), 2_599_022),
]


@pytest.mark.parametrize(("ruleset", "rules", "action", "action_id"), GOLDEN, ids=[str(g[2]) for g in GOLDEN])
def test_golden_ids_are_pinned(ruleset: Any, rules: Any, action: Any, action_id: int) -> None:
    """Specific actions keep specific ids (the table is fixed for the rules of version-1 records)."""
    assert ruleset.record(ruleset.new_game(rules, seed=0)).version == 1
    assert ruleset.action_to_id(rules, action) == action_id
    assert ruleset.action_from_id(rules, action_id) == action


def test_table_sizes_are_documented() -> None:
    """The sizes of the tables are those the docs state (each ruleset's own ids, then the claim's)."""
    assert [fifty_six.num_action_ids(fifty_six.Rules(players=n)) for n in (4, 6, 8)] == [1968, 1968, 1976]
    assert fifty_six.num_action_ids(fifty_six.Rules(allow_double=False)) == 1966
    assert [smear.num_action_ids(smear.Rules(blind_size=b)) for b in range(4)] == [37, 69, 533, 4997]
    assert fifty_five.num_action_ids(fifty_five.Rules(players=7)) == 63 + math.comb(52, 5) + 1


@pytest.mark.parametrize("ruleset", [fifty_six, smear, fifty_five])
def test_the_last_id_is_the_claim(ruleset: Any) -> None:
    """Every ruleset's last action id is the claim's, and a claim's id is the last."""
    rules = ruleset.Rules()
    last = ruleset.num_action_ids(rules) - 1
    assert ruleset.action_from_id(rules, last) == Claim()
    assert ruleset.action_to_id(rules, Claim()) == last


@pytest.mark.parametrize(("ruleset", "rules"), [r for r in RULES if r[0] is not fifty_five], ids=IDS[:8])
def test_small_tables_are_bijections(ruleset: Any, rules: Any) -> None:
    """Every id of a small table names a distinct action whose id is that id."""
    size = ruleset.num_action_ids(rules)
    actions = [ruleset.action_from_id(rules, i) for i in range(size)]
    assert len(set(actions)) == size
    assert [ruleset.action_to_id(rules, action) for action in actions] == list(range(size))


def test_fifty_five_ids_round_trip_at_the_edges_and_at_random() -> None:
    """Fifty-Five's ids round-trip for every non-discard id, the discard block's ends and random ids."""
    rules = fifty_five.Rules()
    size = fifty_five.num_action_ids(rules)
    rng = random.Random(5)
    chosen = [*range(70), size - 2, size - 1, *(rng.randrange(size) for _ in range(500))]
    for action_id in chosen:
        action = fifty_five.action_from_id(rules, action_id)
        assert fifty_five.action_to_id(rules, action) == action_id


@given(st.integers(1, 52).flatmap(lambda n: st.tuples(st.just(n), st.sets(st.integers(0, n - 1), min_size=1))))
def test_combination_ranks_round_trip(case: tuple[int, set[int]]) -> None:
    """rank_combination is a bijection of k-subsets of range(n) onto range(C(n, k))."""
    n, chosen = case
    positions = tuple(sorted(chosen))
    rank = rank_combination(positions)
    assert 0 <= rank < math.comb(n, len(positions))
    assert unrank_combination(rank, len(positions)) == positions


@pytest.mark.parametrize(("ruleset", "rules"), RULES, ids=IDS)
def test_every_legal_action_has_an_id(ruleset: Any, rules: Any) -> None:
    """Along random games, legal_action_ids are the sorted ids of legal_actions, for games and views."""
    rng = random.Random(ruleset.NAME)
    game = ruleset.new_game(rules, seed=rng.randrange(2**32))
    for _ in range(400):
        if game.phase is ruleset.Phase.GAME_OVER:
            break
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(2**32))
            continue
        legal = ruleset.legal_actions(game)
        ids = ruleset.legal_action_ids(game)
        assert ids == tuple(sorted(ruleset.action_to_id(rules, action) for action in legal))
        assert len(set(ids)) == len(legal)
        assert ruleset.legal_action_ids(ruleset.view(game, game.to_act)) == ids
        assert ruleset.action_from_id(rules, ids[0]) in legal
        game = ruleset.apply(game, rng.choice(legal))


@pytest.mark.parametrize(("ruleset", "rules"), [RULES[0], RULES[4], RULES[8]], ids=["fifty-six", "smear", "fifty-five"])
@pytest.mark.parametrize("bad", [-1, "3", 1.5, True, None, 10**9])
def test_bad_ids_raise_action_id_error(ruleset: Any, rules: Any, bad: object) -> None:
    """Ids that are not integers in range raise ActionIdError, a ValueError and TrickcoreError."""
    with pytest.raises(ActionIdError) as raised:
        ruleset.action_from_id(rules, bad)
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, TrickcoreError)


NEVER: list[tuple[Any, Any, object]] = [
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(57, Suit.CLUBS)),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(28, None, fifty_six.BidForm.NOES)),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(30, Suit.CLUBS, fifty_six.BidForm.PLUS_SUIT, 3)),
    (fifty_six, fifty_six.Rules(), fifty_six.Bid(30, None, fifty_six.BidForm.PLUS_TWO_NOES, 1)),
    (fifty_six, fifty_six.Rules(), fifty_six.Play(Card.parse("8S"))),
    (fifty_six, fifty_six.Rules(allow_double=False), fifty_six.Double()),
    (fifty_six, fifty_six.Rules(), smear.Bid(2)),
    (smear, smear.Rules(), smear.Bid(5)),
    (smear, smear.Rules(), smear.Discard(cards("AC"))),
    (smear, smear.Rules(blind_size=2), smear.Discard(cards("AC"))),
    (smear, smear.Rules(blind_size=2), smear.Discard(cards("AC 2C"))),
    (smear, smear.Rules(), smear.Play(Card.parse("6S"))),
    (smear, smear.Rules(), ["not", "hashable"]),
    (fifty_five, fifty_five.Rules(), fifty_five.Bid(30)),
    (fifty_five, fifty_five.Rules(), fifty_five.Discard(cards("AC KC QC JC"))),
    (fifty_five, fifty_five.Rules(), fifty_six.Double()),
    (fifty_five, fifty_five.Rules(), "pass"),
]


@pytest.mark.parametrize(("ruleset", "rules", "action"), NEVER, ids=[f"{r.NAME}-{a}" for r, _, a in NEVER])
def test_actions_the_rules_never_allow_have_no_id(ruleset: Any, rules: Any, action: object) -> None:
    """action_to_id of an action the rules can never allow raises ActionIdError."""
    with pytest.raises(ActionIdError):
        ruleset.action_to_id(rules, action)


def test_rules_of_another_ruleset_are_refused() -> None:
    """Asking with another ruleset's Rules is a TypeError, not a wrong table."""
    foreign: Any = fifty_five.Rules()
    with pytest.raises(TypeError):
        smear.num_action_ids(foreign)
