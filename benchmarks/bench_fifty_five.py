"""Fifty-Five: random full hands for 2, 4 and 9 players, whole games, and per-call costs."""

from __future__ import annotations

import random
from collections.abc import Sequence

from timing import Row, call_rows, games_per_second, hands_per_second, positions, print_rows

from trickcore.games import fifty_five


def cautious(game: fifty_five.Game, legal: Sequence[fifty_five.Action], rng: random.Random) -> fifty_five.Action:
    """Random play that never bids 60: random 60 bids fail so often that scores sink and games never end."""
    if game.phase is fifty_five.Phase.AUCTION:
        modest = [action for action in legal if action != fifty_five.Bid(60)]
        return modest[int(rng.random() * len(modest))]
    return legal[int(rng.random() * len(legal))]


def sampled_discard(game: fifty_five.Game, legal: Sequence[fifty_five.Action], rng: random.Random) -> fifty_five.Action:
    """Uniform play, but the kitty discard drawn from the hand: what a simulator that skips listing the 252 pays."""
    if game.phase is fifty_five.Phase.DISCARD and game.to_act is not None:
        return fifty_five.Discard(rng.sample(game.hands[game.to_act], 5))
    return legal[int(rng.random() * len(legal))]


def rows() -> list[Row]:
    """The benchmark rows."""
    result: list[Row] = [
        (f"random full hands, {players} players", hands_per_second(fifty_five, fifty_five.Rules(players=players)), "hands/s")
        for players in (2, 4, 9)
    ]
    result.append(
        ("random full hands, 4 players, discard sampled", hands_per_second(fifty_five, fifty_five.Rules(), policy=sampled_discard), "hands/s")
    )
    result.append(("whole games to 55, 4 players (no 60 bids)", games_per_second(fifty_five, fifty_five.Rules(), policy=cautious), "games/s"))
    result += call_rows(fifty_five, positions(fifty_five, fifty_five.Rules(), 400, phase=fifty_five.Phase.PLAY))
    return result


if __name__ == "__main__":
    print_rows("fifty_five", rows())
