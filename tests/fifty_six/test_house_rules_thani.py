"""Fifty-Six's thani (house rules H13–H17): the worked examples and the auction around a thani."""

from __future__ import annotations

import pytest

from trickcore import Card
from trickcore.games import fifty_six
from trickcore.playing_cards import Suit

from tests.fifty_six.helpers import calls, code, hands_with

THANI = fifty_six.Rules(thani=True)




LOSING = {2: "JC AH KD 9S 9S TS TS JS JS QS QS KS", 3: "9C QH QD", 1: "QC TH 9D"}


def _thani_game(*auction: str, required: dict[int, str] = LOSING, tables: tuple[int, int] = (12, 12)) -> fifty_six.Game:
    game = fifty_six.new_game(THANI, hands=hands_with(required), dealer=0, tables=tables)
    return calls(game, *auction)


def test_thani_ranks_above_every_bid() -> None:
    """H13: after a thani, value bids and another thani are bid-too-low; a double is legal."""
    game = _thani_game("bid 30 D", "thani")
    assert code(game, fifty_six.Bid(31, Suit.DIAMONDS)) == "bid-too-low"
    assert code(game, fifty_six.Thani()) == "bid-too-low"
    assert code(game, fifty_six.Double()) is None
    assert fifty_six.Thani() not in fifty_six.legal_actions(game)


def test_thani_contract_and_lost_hand() -> None:
    """H14–H17: value 56 at no trumps; seat 0 sits out; seat 1 wins the third trick and the hand ends."""
    game = _thani_game("bid 30 D", "thani", "pass", "pass", "pass")
    contract = game.contract
    assert contract is not None and (contract.value, contract.trump, contract.thani, contract.declarer) == (56, None, True, 2)
    assert game.to_act == 2
    seen: list[int | None] = []
    for text in ("play JC", "play 9C", "play QC", "play AH", "play QH", "play TH", "play KD", "play QD", "play 9D"):
        seen.append(game.to_act)
        game = calls(game, text)
    assert 0 not in seen
    assert game.phase is fifty_six.Phase.HAND_OVER and len(game.tricks) == 3
    assert game.last_hand is not None and game.last_hand.made is False and game.last_hand.points == (7, 2)
    assert game.tables == (6, 18) and len(game.hands[0]) == 12


def test_doubled_thani_eliminates() -> None:
    """H17: doubled, the same loss costs 12 tables: {0,2} is out and {1,3} wins with 24."""
    game = _thani_game("bid 30 D", "thani", "double", "pass", "pass", "pass")
    for text in ("play JC", "play 9C", "play QC", "play AH", "play QH", "play TH", "play KD", "play QD", "play 9D"):
        game = calls(game, text)
    assert game.phase is fifty_six.Phase.GAME_OVER and game.winner == 1 and game.tables == (0, 24)


def test_made_thani() -> None:
    """H16, H17: seat 2 holding all twelve spades wins every trick: made, {1,3} pays 5."""
    game = _thani_game("bid 30 D", "thani", "pass", "pass", "pass", required={2: "9S 9S TS TS JS JS QS QS KS KS AS AS"})
    while game.phase is fifty_six.Phase.PLAY:
        game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    assert game.last_hand is not None and game.last_hand.made is True and game.tables == (17, 7)
    unplayed = sum(fifty_six.card_points(card) for card in game.hands[0])
    assert game.points[0] + unplayed == 56 and game.points[1] == 0 and len(game.hands[0]) == 12


def test_thani_without_the_option_is_wrong_phase() -> None:
    """A Thani without the option is wrong-phase, like another ruleset's action."""
    game = fifty_six.new_game(seed=1, dealer=0)
    assert code(game, fifty_six.Thani()) == "wrong-phase"
    assert fifty_six.Thani() not in fifty_six.legal_actions(game)


def test_thani_with_hidden_trump_conceals_nothing() -> None:
    """H14, H40: under hidden trump a thani is played at no trumps with no conceal phase."""
    rules = fifty_six.Rules(thani=True, hidden_trump=True)
    game = calls(fifty_six.new_game(rules, seed=4, dealer=0), "bid 28 hidden", "thani", "pass", "pass", "pass")
    assert game.phase is fifty_six.Phase.PLAY and game.trump is None and game.to_act == 2


def test_thani_games_round_trip() -> None:
    """Records and JSON: a thani game replays exactly; the contract's thani flag travels in JSON."""
    game = _thani_game("bid 30 D", "thani", "pass", "pass", "pass", "play JC")
    assert fifty_six.replay(fifty_six.record(game)) == game
    assert fifty_six.from_json(fifty_six.to_json(game), "game") == game
    seen = fifty_six.view(game, 1)
    assert fifty_six.from_json(fifty_six.to_json(seen), "view") == seen and '"thani":true' in fifty_six.to_json(seen)
    for seat in range(4):
        assert fifty_six.replay_view(fifty_six.record(game, seat=seat)) == fifty_six.view(game, seat)
    assert fifty_six.parse_action(calls(fifty_six.new_game(THANI, seed=1, dealer=0)), "THANI") == fifty_six.Thani()


@pytest.mark.parametrize("seed", range(6))
def test_determinize_after_a_thani(seed: int) -> None:
    """Determinize samples a thani hand consistently (sitting-out partner's cards included)."""
    game = _thani_game("bid 30 D", "thani", "pass", "pass", "pass", "play JC", "play 9C")
    sample = fifty_six.determinize(fifty_six.view(game, 3), seed=seed)
    assert fifty_six.view(sample, 3) == fifty_six.view(game, 3)


# --- stake charts (H27, H28) ----------------------------------------------------------------

HOBBY = ((28, 1, 2), (40, 2, 3), (56, 3, 4))


def test_stake_chart_replaces_r23() -> None:
    """H27, H28: 48 H failed with 37 pays L = 3 under the hobby chart (R23: 4); a thani pays 4 or 5."""
    rules = fifty_six.Rules(stakes=HOBBY)
    failed = fifty_six.settle(rules, (12, 12), fifty_six.Contract(48, Suit.HEARTS, 1, 3, 1), (19, 37))
    assert failed.made is False and failed.transfers == (3, -3)
    plain = fifty_six.settle(fifty_six.Rules(), (12, 12), fifty_six.Contract(48, Suit.HEARTS, 1, 3, 1), (19, 37))
    assert plain.transfers == (4, -4)
    thani = fifty_six.Contract(56, None, 1, 2, 0, fifty_six.BidForm.NO_TRUMPS, True)
    assert fifty_six.settle(rules, (12, 12), thani, (10, 0), made=True).transfers == (4, -4)
    assert fifty_six.settle(rules, (12, 12), thani, (10, 2), made=False).transfers == (-5, 5)
    assert fifty_six.amounts(47, HOBBY) == (2, 3) and fifty_six.amounts(56, HOBBY) == (3, 4)


@pytest.mark.parametrize(
    "stakes",
    [((29, 1, 2),), ((28, 1, 2), (28, 2, 3)), ((28, 0, 2),), (), ((28, 1),), ((28, 1, 2), (57, 1, 1)), [(28, 1, 2)], ((28, True, 2),)],
)
def test_bad_stake_charts_are_refused(stakes: object) -> None:
    """H27: a chart not starting at 28, not ascending, above 56, or with W or L below 1 is a ConfigError."""
    with pytest.raises(ValueError):
        fifty_six.Rules(stakes=stakes)  # type: ignore[arg-type]


def test_stake_chart_travels_in_records() -> None:
    """A non-default chart is written (version 2) and read back; the default chart is omitted."""
    game = fifty_six.new_game(fifty_six.Rules(stakes=HOBBY), seed=1)
    made = fifty_six.record(game)
    assert made.version == 2 and fifty_six.from_json(fifty_six.to_json(made), "record") == made
    assert '"stakes"' not in fifty_six.to_json(fifty_six.new_game(seed=1))


def test_a_thani_lost_on_the_last_trick_is_lost() -> None:
    """H16, H17: the declarer wins eleven tricks and loses the twelfth, when its hand is empty: the thani is lost."""
    required = {
        2: "JC JC 9C 9C AC AC TC TC KC KC QC QH",
        1: "QC JH JH 9H 9H AH AH TH TH KH KH QH",
    }
    game = _thani_game("bid 30 D", "thani", "pass", "pass", "pass", required=required)
    while game.phase is fifty_six.Phase.PLAY:
        legal = [action for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Play)]
        if game.to_act == 2:  # the declarer leads its clubs first, the heart last
            action = min(legal, key=lambda play: (play.card.suit is Suit.HEARTS, str(play)))
        else:  # the defenders keep the jack of hearts for the last trick
            action = min(legal, key=lambda play: (play.card == Card.parse("JH"), str(play)))
        game = fifty_six.apply(game, action)
    assert len(game.tricks) == 12 and [trick.winner for trick in game.tricks] == [2] * 11 + [1]
    assert not game.hands[2] and game.last_hand is not None and game.last_hand.made is False
    assert game.tables == (6, 18)
