"""Scoring and the end of the game, R15–R19."""

from __future__ import annotations

import attrs
import pytest

from tests.smear.golden import FULL_HAND_BLIND_2, SET_CONTRACT, HandCase
from tests.smear.test_golden import _play_hand
from trickcore import CardPlay, ConfigError, ErrorCode, IllegalAction, Suit, cards
from trickcore.games import smear
from trickcore.games.smear._scoring import _winner, score_hand
from trickcore.tricks import Trick


def _tricks(*specs: str) -> tuple[Trick, ...]:
    """Tricks written as ``"1:AS 2:9S 3:JH 0:7S -> 1"``."""
    result = []
    for spec in specs:
        plays_text, winner = spec.split(" -> ")
        plays = tuple(CardPlay(int(p.split(":")[0]), cards(p.split(":")[1])[0]) for p in plays_text.split())
        result.append(Trick(plays[0].seat, plays, int(winner)))
    return tuple(result)


def _score(rules: smear.Rules, *specs: str, bid: int = 2, bidder: int = 1,
           scores: tuple[int, int] = (0, 0), discards: str = "") -> tuple[smear.HandResult, tuple[int, ...]]:
    """Score tricks under spades trump for a contract of seat ``bidder``."""
    return score_hand(rules, smear.Contract(bidder, bid), Suit.SPADES, _tricks(*specs), cards(discards), scores)


def test_r15_low_goes_to_team_that_played_it() -> None:
    """R15: Low scores for the team that played the 7 of trump, even into a trick the other team won."""
    result, _ = _score(smear.Rules(), "1:AS 2:9S 3:JH 0:7S -> 1")
    assert result.low == 0 and result.high == 1


def test_r15_jack_goes_to_team_that_captured_it() -> None:
    """R15: Jack scores for the team that won the trick holding the jack of trump."""
    result, _ = _score(smear.Rules(), "1:JS 2:QS 3:9S 0:8S -> 2")
    assert result.jack == 0


def test_r15_unplayed_cards_score_nobody() -> None:
    """R15: with ace_seven, an ace or seven of trump not played gives its point to nobody."""
    result, _ = _score(smear.Rules(), "1:KS 2:QS 3:9S 0:8S -> 1")
    assert (result.high, result.low, result.jack) == (None, None, None)


def test_r15_highest_lowest_in_play() -> None:
    """R15: highest_lowest_in_play gives High and Low to the highest and lowest trump played."""
    rules = smear.Rules(high_low_rule="highest_lowest_in_play")
    result, _ = _score(rules, "1:KS 2:QS 3:9S 0:8S -> 1")
    assert (result.high, result.low) == (1, 0)
    single, _ = _score(rules, "1:KS 2:QD 3:9D 0:8D -> 1")
    assert (single.high, single.low) == (1, 1) and single.points[1] >= 2


def test_r16_game_counts_discards_for_bidder() -> None:
    """R16: the bidder's discards count toward the bidding team's card points."""
    result, _ = _score(smear.Rules(), "1:9S 2:TD 3:8S 0:7S -> 3", discards="TC")
    assert result.card_points == (0, 20)


def test_r16_tied_game_scores_nobody() -> None:
    """R16: equal card points give the Game point to nobody."""
    result, _ = _score(smear.Rules(), "1:9S 2:TD 3:8S 0:7S -> 3", "0:TC 1:8C 2:9C 3:7C -> 0")
    assert result.card_points == (10, 10) and result.game is None


def test_r17_made_adds_all_points() -> None:
    """R17: a bidding team that makes its bid adds all its points, more than the bid included."""
    case = FULL_HAND_BLIND_2
    result = _play_hand(case).last_hand
    assert result is not None and result.made and result.points[1] == 3
    result2, scores = _score(smear.Rules(), "1:AS 2:JS 3:TS 0:7S -> 1", bid=2, scores=(3, 3))
    assert result2.points == (1, 3) and scores == (4, 6) and result2.score_changes == (1, 3)


def test_r17_set_subtracts_bid_other_team_adds() -> None:
    """R17: a set bidding team loses its bid and nothing else; scores may go negative."""
    game = _play_hand(SET_CONTRACT)
    assert game.last_hand is not None and game.last_hand.made is False
    assert game.scores == (-2, 6) and game.last_hand.score_changes == (-3, 2)


def _with_target(case: HandCase, scores: tuple[int, int] | None = None, **options: object) -> smear.Game:
    """The worked hand played under other end-of-game options (and start scores)."""
    rules = smear.Rules(blind_size=case.rules.blind_size, **options)  # type: ignore[arg-type]
    return _play_hand(attrs.evolve(case, rules=rules, scores=case.scores if scores is None else scores))


def test_r18_reaching_target_wins() -> None:
    """R18: a team at or above the target after a hand wins; the game is over."""
    game = _with_target(FULL_HAND_BLIND_2, target=10)
    assert game.phase is smear.Phase.GAME_OVER and game.winner == 1 and game.to_act is None
    with pytest.raises(IllegalAction) as caught:
        smear.deal(game, seed=1)
    assert caught.value.code == ErrorCode.GAME_OVER
    error = smear.check(game, smear.Pass(), seat=2)
    assert error is not None and error.code == ErrorCode.GAME_OVER


def test_r18_both_reach_target_bidder_wins() -> None:
    """R18: if both teams reach the target the bidding team wins (default)."""
    game = _with_target(FULL_HAND_BLIND_2, (7, 7), target=8)
    assert game.scores == (8, 10) and game.winner == 1


def test_r18_both_reach_target_higher_score() -> None:
    """R18: with higher_score the higher score wins, ties to the bidder."""
    game = _with_target(FULL_HAND_BLIND_2, (7, 5), target=8, both_reach_target="higher_score")
    assert game.scores == (8, 8) and game.winner == 1
    rules = smear.Rules(target=5, both_reach_target="higher_score")
    assert _winner(rules, smear.Contract(1, 2), True, (7, 5)) == 0
    assert _winner(rules, smear.Contract(1, 2), True, (6, 6)) == 1
    assert _winner(smear.Rules(target=5), smear.Contract(1, 2), True, (7, 5)) == 1


def test_r19_win_only_on_successful_bid() -> None:
    """R19: with win_only_on_successful_bid a non-bidding team at the target plays on."""
    game = _with_target(SET_CONTRACT, target=6, win_only_on_successful_bid=True)
    assert game.scores == (-2, 6) and game.phase is smear.Phase.HAND_OVER and game.winner is None
    game = _with_target(SET_CONTRACT, target=6)
    assert game.winner == 1


def test_r19_non_bidder_score_cap() -> None:
    """R19: the non-bidding team's new score is min(old + won, max(old, cap))."""
    game = _with_target(SET_CONTRACT, non_bidder_score_cap=5)
    assert game.scores == (-2, 5) and game.last_hand is not None and game.last_hand.score_changes == (-3, 1)
    _, scores = _score(smear.Rules(non_bidder_score_cap=5), "1:AS 2:JS 3:TS 0:7S -> 1", scores=(7, 0))
    assert scores[0] == 7  # already above the cap: kept, not lowered


def test_r18_new_game_scores_at_target_raise() -> None:
    """R18: a start position at or above the target is refused (ConfigError)."""
    with pytest.raises(ConfigError):
        smear.new_game(scores=(15, 0))
    with pytest.raises(ValueError):
        smear.new_game(smear.Rules(target=5), scores=(0, 7))
    assert smear.new_game(scores=(-5, 14)).scores == (-5, 14)
