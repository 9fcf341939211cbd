"""The ISMCTS playbook: greedy play-out cards, judged decisions, and the Fifty-Five discards worth judging."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from trickcore.games import fifty_five, smear
from trickcore.players import ISMCTSPlayer, hand_outcome, heuristic_player
from trickcore.players._playbook import greedy_play, playbook
from trickcore.ruleset import AnyRuleset


class NoExplore(random.Random):
    """A random source whose ``random()`` never falls under the greedy policy's exploration share."""

    def random(self) -> float:
        """Always 0.99."""
        return 0.99


def states(ruleset: AnyRuleset, seed: int) -> Iterator[Any]:
    """Every state of one hand played by heuristic players."""
    players = [heuristic_player(ruleset.NAME, f"{seed}:{seat}") for seat in range(4)]
    game = ruleset.new_game(seed=seed)
    while game.to_act is not None:
        yield game
        game = ruleset.apply(game, players[game.to_act].act(ruleset.view(game, game.to_act)))


def greedy_cases(ruleset: AnyRuleset) -> Iterator[tuple[Any, tuple[Any, ...]]]:
    """Card plays of a few hands where a play-out would use the greedy rule, with their legal actions."""
    book = playbook(ruleset.NAME)
    for seed in range(4):
        for game in states(ruleset, seed):
            if game.phase is ruleset.Phase.PLAY and not book.guided(game):
                yield game, ruleset.legal_actions(game)


@pytest.mark.parametrize("ruleset", [smear, fifty_five], ids=["smear", "fifty-five"])
def test_greedy_play_is_legal_and_wins_cheaply(ruleset: AnyRuleset) -> None:
    """The greedy card is legal; against an opponent's winning card it is the weakest card that beats it."""
    book, outcome = playbook(ruleset.NAME), hand_outcome(ruleset.NAME)
    strength = book.strength
    assert strength is not None
    rng, checked = NoExplore(1), 0
    for game, legal in greedy_cases(ruleset):
        def same_side(seat: int, other: int) -> bool:
            return bool(outcome.side_of(game.rules, seat) == outcome.side_of(game.rules, other))

        assert greedy_play(game, legal, random.Random(checked), book, same_side) in legal
        action = greedy_play(game, legal, rng, book, same_side)
        assert action in legal
        if not game.trick:
            continue
        led = game.trick[0].card
        best = max(game.trick, key=lambda play: strength(play.card, game.trump, led))
        top = strength(best.card, game.trump, led)
        powers = {move: strength(move.card, game.trump, led) for move in legal}
        winners = [move for move in legal if powers[move] > top]
        if winners and not same_side(best.seat, game.to_act):
            assert powers[action] == min(powers[move] for move in winners)
            checked += 1
    assert checked > 0


def auction_view(ruleset: AnyRuleset, seed: int) -> Any:
    """The first view of a hand where the seat to act has more than one call."""
    for game in states(ruleset, seed):
        if game.phase is ruleset.Phase.AUCTION and len(ruleset.legal_actions(game)) > 1:
            return ruleset.view(game, game.to_act)
    raise AssertionError("no auction decision")


@pytest.mark.parametrize("ruleset", [smear, fifty_five], ids=["smear", "fifty-five"])
def test_judged_call_is_legal_and_repeatable(ruleset: AnyRuleset) -> None:
    """A judged call is one of the legal calls, and the same seed judges the same way."""
    view = auction_view(ruleset, 2)
    legal = ruleset.legal_actions(view)

    def judge(seed: int) -> Any:
        player = ISMCTSPlayer(ruleset, seed, iterations=60, bidder=heuristic_player(ruleset.NAME, seed))
        return player.judge(view, legal)

    assert judge(4) in legal
    assert judge(4) == judge(4)


def test_fifty_five_discards_keep_a_suit_whole() -> None:
    """The bidder's judged discards are legal, at most one per suit, and each keeps five cards."""
    for seed in range(6):
        for game in states(fifty_five, seed):
            if game.phase is fifty_five.Phase.DISCARD:
                view = fifty_five.view(game, game.to_act)
                legal = fifty_five.legal_actions(view)
                options = playbook("fifty-five").options(view, legal)
                assert 1 <= len(options) <= 4
                assert all(option in legal for option in options)
                assert all(len(view.hand) - len(option.cards) == 5 for option in options)
                return
    raise AssertionError("no discard in six hands")


def test_playbooks_search_the_card_play() -> None:
    """Every ruleset's card play is tree-searched, and no phase is both searched and judged."""
    for name in ("fifty-six", "smear", "fifty-five"):
        book = playbook(name)
        assert "PLAY" in book.searched
        assert not book.searched & book.judged
