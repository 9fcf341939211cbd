"""The built-in players see only views, choose only legal actions, and the heuristic ones beat random play."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore import UnknownRulesetError, deal_next, get_ruleset
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import (
    ActionLimitError,
    FiftyFivePlayer,
    FiftySixPlayer,
    Player,
    RandomPlayer,
    SmearPlayer,
    deal_seed,
    heuristic_player,
    play_game,
    ruleset_of,
)
from trickcore.ruleset import AnyRuleset


class Checked:
    """Wraps a player: asserts it is given only views of its own seat and answers with a legal action."""

    def __init__(self, ruleset: AnyRuleset, seat: int, inner: Player[Any, Any]) -> None:
        self.ruleset, self.seat, self.inner = ruleset, seat, inner
        self.actions = 0

    def act(self, view: Any) -> Any:
        assert isinstance(view, getattr(self.ruleset, "View"))
        assert not isinstance(view, self.ruleset.Game)
        assert view.seat == self.seat == view.to_act
        action = self.inner.act(view)
        assert action in self.ruleset.legal_actions(view)
        self.actions += 1
        return action


RULES: list[tuple[AnyRuleset, Any]] = [
    (fifty_six, fifty_six.Rules()),
    (fifty_six, fifty_six.Rules(players=6)),
    (fifty_six, fifty_six.Rules(players=8, team_mode="two_teams", starting_tables=3)),
    (fifty_six, fifty_six.Rules(first_hand_must_bid=True, pass_is_final=True, starting_tables=4)),
    (fifty_six, fifty_six.Rules(allow_double=False, opening_leader="declarer", elimination="cannot_pay")),
    (fifty_six, fifty_six.Rules(higher_bid_cancels_double=False, starting_tables=4)),
    (smear, smear.Rules()),
    (smear, smear.Rules(blind_size=2)),
    (smear, smear.Rules(blind_size=3, all_pass="dealer_must_bid", high_low_rule="highest_lowest_in_play")),
    (smear, smear.Rules(blind_size=1, win_only_on_successful_bid=True, non_bidder_score_cap=13)),
    (fifty_five, fifty_five.Rules()),
    (fifty_five, fifty_five.Rules(players=2)),
    (fifty_five, fifty_five.Rules(players=9, first_lead="bidder", renege_forced_by="highest_trump_in_trick")),
    (fifty_five, fifty_five.Rules(teams=((0, 2), (1, 3)), all_pass="dealer_must_bid", race_rule="bidder_first")),
    (fifty_five, fifty_five.Rules(players=6, teams=((0, 2, 4), (1, 3, 5)), first_lead="left_of_bidder", target=110)),
]


def _seats(ruleset: AnyRuleset, rules: Any) -> int:
    return len(ruleset.new_game(rules, seed=0).hands)


IDS = [f"{ruleset.NAME}-{index}" for index, (ruleset, _) in enumerate(RULES)]


@pytest.mark.parametrize(("ruleset", "rules"), RULES, ids=IDS)
def test_players_see_only_views_and_choose_legal_actions(ruleset: AnyRuleset, rules: Any) -> None:
    """Heuristic and random players, mixed round the table, get their own seat's view and act legally to the end."""
    seats = _seats(ruleset, rules)
    players = [
        Checked(ruleset, seat, heuristic_player(ruleset.NAME, seat) if seat % 2 == 0 else RandomPlayer(seat))
        for seat in range(seats)
    ]
    game = play_game(ruleset, rules, players, seed=f"legal-{seats}")
    assert game.phase == ruleset.Phase.GAME_OVER
    assert game.winner is not None
    assert all(player.actions > 0 for player in players)


@pytest.mark.parametrize(("ruleset", "rules"), RULES[::3], ids=IDS[::3])
def test_heuristic_players_finish_games_among_themselves(ruleset: AnyRuleset, rules: Any) -> None:
    """A table of heuristic players only plays legal actions and ends with a winner."""
    seats = _seats(ruleset, rules)
    players = [Checked(ruleset, seat, heuristic_player(ruleset.NAME, seat)) for seat in range(seats)]
    game = play_game(ruleset, rules, players, seed=3)
    assert game.winner is not None


def _team_win_rate(ruleset: AnyRuleset, rules: Any, games: int) -> float:
    """How often the heuristic team (even seats) beats the random team (odd seats)."""
    wins = 0
    for index in range(games):
        players: list[Player[Any, Any]] = [
            heuristic_player(ruleset.NAME, f"{index}:{seat}") if seat % 2 == 0 else RandomPlayer(f"{index}:{seat}")
            for seat in range(4)
        ]
        game = play_game(ruleset, rules, players, seed=f"duel/{index}")
        wins += game.winner == 0
    return wins / games


@pytest.mark.parametrize(
    ("ruleset", "rules"),
    [
        (fifty_six, fifty_six.Rules()),
        (smear, smear.Rules()),
        (fifty_five, fifty_five.Rules(teams=((0, 2), (1, 3)))),
    ],
    ids=["fifty-six", "smear", "fifty-five"],
)
def test_heuristic_team_beats_random_team(ruleset: AnyRuleset, rules: Any) -> None:
    """Over 200 games a team of heuristic players wins at least 80% against a team of random players."""
    assert _team_win_rate(ruleset, rules, 200) >= 0.8


def test_play_game_is_reproducible_and_starts_from_the_seed() -> None:
    """The same seed plays the same game; its first hand is ``new_game(seed=...)``'s."""
    def table() -> list[Player[Any, Any]]:
        return [heuristic_player("smear", seat) if seat % 2 else RandomPlayer(seat) for seat in range(4)]

    seen: list[Any] = []

    class FirstDeal:
        def dealt(self, game: Any) -> None:
            seen.append(game)

        def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
            assert after is not before

    first = play_game(smear, smear.Rules(), table(), seed=21, observer=FirstDeal())
    second = play_game(smear, smear.Rules(), table(), seed=21)
    assert first == second
    assert seen[0] == smear.new_game(smear.Rules(), seed=21)
    assert len(seen) == len(smear.record(first).deals)


def test_deal_seeds_follow_the_game_seed() -> None:
    """Hand 0 uses the game seed, later hands ``seed:k``."""
    assert [deal_seed(5, hand) for hand in range(3)] == [5, "5:1", "5:2"]


def test_action_limit_is_enforced() -> None:
    """A game that has not ended within ``max_actions`` raises ``ActionLimitError``."""
    with pytest.raises(ActionLimitError):
        play_game(fifty_six, fifty_six.Rules(), [RandomPlayer(seat) for seat in range(4)], seed=1, max_actions=10)


def test_wrong_number_of_players_is_refused() -> None:
    """``play_game`` needs exactly one player per seat."""
    with pytest.raises(ValueError, match="4 seats"):
        play_game(smear, smear.Rules(), [RandomPlayer(0)], seed=1)


def test_random_player_is_seeded() -> None:
    """Two random players with the same seed make the same choices."""
    game = fifty_six.new_game(seed=4)
    assert game.to_act is not None
    view = fifty_six.view(game, game.to_act)
    assert [RandomPlayer(9).act(view) for _ in range(3)] == [RandomPlayer(9).act(view) for _ in range(3)]


def test_heuristic_player_factory_takes_every_ruleset_name() -> None:
    """``heuristic_player`` accepts registry names and aliases, and rejects unknown ones."""
    assert isinstance(heuristic_player("56"), FiftySixPlayer)
    assert isinstance(heuristic_player("Smear"), SmearPlayer)
    assert isinstance(heuristic_player("fifty-five"), FiftyFivePlayer)
    with pytest.raises(UnknownRulesetError):
        heuristic_player("bridge")


def test_ruleset_of_finds_the_ruleset_of_a_view() -> None:
    """``ruleset_of`` maps views (and games) to their ruleset and rejects anything else."""
    for name in ("fifty-six", "smear", "fifty-five"):
        ruleset = get_ruleset(name)
        game = ruleset.new_game(seed=1)
        assert ruleset_of(ruleset.view(game, 0)) is ruleset
        assert ruleset_of(game) is ruleset
    with pytest.raises(TypeError):
        ruleset_of("a view")


def test_heuristic_smear_bidder_leads_its_best_suit() -> None:
    """Holding A, 7 and guarded J of spades, the Smear heuristic bids and makes spades trump."""
    from trickcore import cards

    hands = [cards("AS 7S JS KS 9H 8D"), cards("AC KC QC 7C 8H 9D"), cards("TC 9C 8C AH QH 7D"), cards("JC KD QD TD JD TH")]
    stock = cards("AD KH JH 7H 9S 8S TS QS")
    game = smear.new_game(hands=hands, stock=stock, dealer=3)
    player = SmearPlayer(0)
    assert player.act(smear.view(game, 0)) == smear.Bid(2)
    game = smear.apply(game, smear.Bid(2))
    for _ in range(3):
        game = smear.apply(game, smear.Pass())
    lead = player.act(smear.view(game, 0))
    assert isinstance(lead, smear.Play) and lead.card == cards("AS")[0]


def test_hand_limit_stops_a_game_and_keeps_where_it_stood() -> None:
    """With ``max_hands`` a game that goes on is returned at ``HAND_OVER`` after that many hands, no winner yet."""
    players = [RandomPlayer(f"cap:{seat}") for seat in range(4)]
    game = play_game(smear, smear.Rules(target=1000), players, seed=4, max_hands=3)
    assert game.phase is smear.Phase.HAND_OVER and game.winner is None
    assert game.hand_number == 3 and game.last_hand is not None
    assert len(smear.record(game).deals) == 3


@pytest.mark.parametrize("name", ["fifty-six", "smear", "fifty-five"])
def test_max_hands_one_plays_exactly_one_hand(name: str) -> None:
    """``max_hands=1`` is a normal call: one hand is played and its result kept, and the game can be played on."""
    ruleset = get_ruleset(name)
    rules = ruleset.Rules()
    seen: list[int] = []

    class Deals:
        def dealt(self, game: Any) -> None:
            seen.append(game.hand_number)

        def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
            assert after.hand_number == 1

    def table() -> list[Player[Any, Any]]:
        return [heuristic_player(name, seat) for seat in range(len(ruleset.new_game(rules, seed=1).hands))]

    game = play_game(ruleset, rules, table(), seed=7, max_hands=1, observer=Deals())
    assert seen == [1]
    assert game.phase is ruleset.Phase.HAND_OVER and game.winner is None and game.last_hand is not None
    whole = play_game(ruleset, rules, table(), seed=7)
    assert ruleset.record(whole).actions[: len(ruleset.record(game).actions)] == ruleset.record(game).actions
    assert deal_next(ruleset, game, 7).hand_number == 2


@pytest.mark.parametrize("bad", [0, -1, True, 1.5, "2"])
def test_max_hands_must_be_a_positive_int(bad: Any) -> None:
    """A ``max_hands`` that names no number of hands to play is refused before any play."""
    with pytest.raises(ValueError, match="max_hands"):
        play_game(smear, smear.Rules(), [RandomPlayer(seat) for seat in range(4)], seed=1, max_hands=bad)


def test_a_game_ending_in_its_last_allowed_hand_is_finished() -> None:
    """A game that ends within ``max_hands`` hands returns at ``GAME_OVER``; one hand fewer stops it at ``HAND_OVER``."""
    def table() -> list[Player[Any, Any]]:
        return [heuristic_player("smear", seat) for seat in range(4)]

    game = play_game(smear, smear.Rules(), table(), seed=9)
    hands = len(smear.record(game).deals)
    assert play_game(smear, smear.Rules(), table(), seed=9, max_hands=hands) == game
    short = play_game(smear, smear.Rules(), table(), seed=9, max_hands=hands - 1)
    assert short.phase is smear.Phase.HAND_OVER and short.hand_number == hands - 1


def test_limit_errors_pickle_with_their_game() -> None:
    """An ``ActionLimitError`` crosses a process boundary with its game and counts."""
    import pickle

    with pytest.raises(ActionLimitError) as caught:
        play_game(fifty_six, fifty_six.Rules(), [RandomPlayer(seat) for seat in range(4)], seed=1, max_actions=10)
    copy = pickle.loads(pickle.dumps(caught.value))
    assert str(copy) == str(caught.value) and copy.game == caught.value.game
    assert (copy.hands, copy.actions) == (1, 10)


def test_games_do_not_depend_on_string_hashing() -> None:
    """Processes with different ``PYTHONHASHSEED`` play the same games (as Ray workers and spawned pools do)."""
    import os
    import subprocess
    import sys

    code = (
        "from trickcore.simulation import simulate\n"
        "for name, games, lineup in (('smear', 25, ['heuristic']), ('fifty-six', 4, ['heuristic', 'random']),\n"
        "                            ('fifty-five', 20, ['heuristic', 'random'])):\n"
        "    summary = simulate(name, games=games, lineup=lineup, seed=1)\n"
        "    print([(result.winner, result.scores, result.actions) for result in summary.results])\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True, text=True, check=True, timeout=300,
            env={**os.environ, "PYTHONHASHSEED": str(hash_seed)},
        ).stdout
        for hash_seed in (1, 2, 3)
    }
    assert len(outputs) == 1
