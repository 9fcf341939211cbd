"""Fifty-Six's affordable calls (house rules H33–H34): a team calls only what its tables cover."""

from __future__ import annotations

import pytest

from trickcore.errors import ConfigError
from trickcore.games import fifty_six
from trickcore.options import house_rules_in_use
from trickcore.playing_cards import Suit

from tests.fifty_six.helpers import calls, code

AFFORD = fifty_six.Rules(restrict_calls_to_affordable=True)


def _game(tables: tuple[int, int], *auction: str, rules: fifty_six.Rules = AFFORD) -> fifty_six.Game:
    """Dealer 0 (seat 1 calls first) at the given tables, after ``auction``."""
    return calls(fifty_six.new_game(rules, seed=1, dealer=0, tables=tables), *auction)


def _top_bid(game: fifty_six.Game) -> int | None:
    """The highest legal bid value, if any."""
    values = [action.value for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Bid)]
    return max(values) if values else None


def test_bids_up_to_what_the_tables_cover() -> None:
    """H33 (tables 12/3): {1,3} may bid 47 (L = 3), not 48 (L = 4): invalid-bid."""
    game = _game((12, 3))
    assert code(game, fifty_six.Bid(47, None, fifty_six.BidForm.NO_TRUMPS)) is None
    assert code(game, fifty_six.Bid(48, Suit.HEARTS)) == "invalid-bid"
    assert _top_bid(game) == 47


def test_redouble_needs_four_times_the_loss() -> None:
    """H33 (tables 12/3): after its 47 NT is doubled, {1,3} may not redouble (4·3 = 12): cannot-redouble."""
    game = _game((12, 3), "bid 47 NT", "double")
    assert code(game, fifty_six.Redouble()) == "cannot-redouble"
    assert fifty_six.Redouble() not in fifty_six.legal_actions(game)
    unrestricted = _game((12, 3), "bid 47 NT", "double", rules=fifty_six.Rules())
    assert code(unrestricted, fifty_six.Redouble()) is None


def test_double_needs_twice_the_win() -> None:
    """H33 (tables 2/7): {0,2} may double a 30 (2·1 = 2) and bid up to 39, not 40; {1,3} may not redouble (4·2 = 8)."""
    game = _game((2, 7), "bid 30 D")
    assert game.to_act == 2 and code(game, fifty_six.Double()) is None
    assert _top_bid(game) == 39 and code(game, fifty_six.Bid(40, Suit.SPADES)) == "invalid-bid"
    doubled = calls(game, "double")
    assert code(doubled, fifty_six.Redouble()) == "cannot-redouble"


def test_a_team_short_of_everything_may_only_pass() -> None:
    """H33 (tables 1/7): {0,2} may only pass: a bid of 28 needs 2, a double of 28 needs 2."""
    game = _game((1, 7), "bid 28 C")
    assert game.to_act == 2 and fifty_six.legal_actions(game) == (fifty_six.Pass(),)
    assert code(game, fifty_six.Double()) == "cannot-double"
    assert code(game, fifty_six.Bid(29, Suit.CLUBS)) == "invalid-bid"


def test_compulsory_opening_is_exempt() -> None:
    """H34 (tables 12/1, first_hand_must_bid): seat 1 must open, at 28 only; bid 29 H is invalid-bid."""
    rules = fifty_six.Rules(restrict_calls_to_affordable=True, first_hand_must_bid=True)
    game = _game((12, 1), rules=rules)
    assert code(game, fifty_six.Pass()) == "must-bid"
    assert code(game, fifty_six.Bid(28, Suit.HEARTS)) is None and _top_bid(game) == 28
    assert code(game, fifty_six.Bid(29, Suit.HEARTS)) == "invalid-bid"


def test_thani_costs_one_step_above_the_chart() -> None:
    """H33 with H17: a thani needs L = 6 per other team; with 5 tables it is refused."""
    rules = fifty_six.Rules(restrict_calls_to_affordable=True, thani=True)
    assert code(_game((12, 6), rules=rules), fifty_six.Thani()) is None
    short = _game((12, 5), rules=rules)
    assert code(short, fifty_six.Thani()) == "invalid-bid" and fifty_six.Thani() not in fifty_six.legal_actions(short)


def test_all_pass_contract_is_exempt() -> None:
    """H34: four passes give the 28 no trumps contract even to a team that could not bid it."""
    game = _game((1, 7), "pass", "pass", "pass", "pass")
    assert game.contract is not None and game.contract.value == 28 and game.contract.team == 1
    poor = _game((7, 1), "pass", "pass", "pass", "pass")
    assert poor.phase is fifty_six.Phase.PLAY and poor.contract is not None and poor.contract.team == 1


def test_views_answer_as_the_game() -> None:
    """H33 reads public tables only: a view's legal calls and checks equal the game's."""
    game = _game((2, 7), "bid 30 D")
    seen = fifty_six.view(game, 2)
    assert fifty_six.legal_actions(seen) == fifty_six.legal_actions(game)
    assert fifty_six.check(seen, fifty_six.Bid(40, Suit.SPADES)) == fifty_six.check(game, fifty_six.Bid(40, Suit.SPADES))


def test_three_teams_pay_each_other_team() -> None:
    """H33: with k = 2 other teams a bid needs 2·L: 4 tables afford 28–39, not 40."""
    rules = fifty_six.Rules(players=6, restrict_calls_to_affordable=True)
    game = fifty_six.new_game(rules, seed=1, dealer=0, tables=(12, 4, 12))
    assert game.to_act == 1 and _top_bid(game) == 39
    out = fifty_six.new_game(rules, seed=1, dealer=0, tables=(12, 4, 0))
    assert out.to_act == 1 and _top_bid(out) == 55  # team 2 is out: k = 1, L = 4 up to 55


def test_affordable_calls_are_a_house_rule() -> None:
    """The option is a house rule (version 2 records) and refused beside point scoring (H40)."""
    assert house_rules_in_use(AFFORD) == ("restrict_calls_to_affordable",)
    assert fifty_six.record(_game((2, 7), "bid 30 D")).version == 2
    with pytest.raises(ConfigError):
        fifty_six.Rules(restrict_calls_to_affordable=True, scoring="points")
