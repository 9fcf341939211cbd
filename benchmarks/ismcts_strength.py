"""How strong is the ISMCTS player? Whole games against the heuristic players, with 95% Wilson intervals.

Usage: ``python benchmarks/ismcts_strength.py [--games N] [--iterations I] [--seed S] [RULESET ...]``
(rulesets: ``fifty-six``, ``smear``, ``fifty-five``; default all three).

- Fifty-Six (4 players) and Smear: two ISMCTS players as partners against two
  heuristic players; the ISMCTS partnership sits on team 0 in even games and on
  team 1 in odd games, so the seats' advantage cancels.
- Fifty-Five (4 players, each alone): one ISMCTS player against three heuristic
  players, moving round the table from game to game; a player as good as the
  others would win 25%.

Game ``i`` is dealt from the seed ``f"{seed}/{i}"`` and every player is seeded from
it, so a run can be repeated exactly, or split (``--first``) and the parts added up. Also reports the time per game and per
searched decision.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from typing import Any

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import heuristic_player, ismcts_player, play_game
from trickcore.ruleset import AnyRuleset

RULESETS: dict[str, tuple[AnyRuleset, Any]] = {
    "fifty-six": (fifty_six, fifty_six.Rules()),
    "smear": (smear, smear.Rules()),
    "fifty-five": (fifty_five, fifty_five.Rules()),
}


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


class Timed:
    """Wraps a player and records how long each decision took."""

    def __init__(self, inner: Any, times: list[float]) -> None:
        self.inner, self.times = inner, times

    def act(self, view: Any) -> Any:
        """The inner player's action, timed."""
        start = time.perf_counter()
        action = self.inner.act(view)
        self.times.append(time.perf_counter() - start)
        return action


def lineup(name: str, index: int, seed: str, iterations: int, times: list[float]) -> tuple[list[Any], set[int]]:
    """The players of game ``index`` and the seats of the ISMCTS side."""
    if name == "fifty-five":
        searchers = {index % 4}
    else:
        searchers = {0, 2} if index % 2 == 0 else {1, 3}
    players: list[Any] = []
    for seat in range(4):
        if seat in searchers:
            players.append(Timed(ismcts_player(name, f"{seed}:{seat}", iterations=iterations), times))
        else:
            players.append(heuristic_player(name, f"{seed}:{seat}"))
    return players, searchers


def run(name: str, games: int, iterations: int, seed: str, first: int = 0) -> None:
    """Play games ``first … first + games - 1`` of one ruleset and print the ISMCTS side's win rate."""
    ruleset, rules = RULESETS[name]
    wins = 0
    times: list[float] = []
    start = time.perf_counter()
    for index in range(first, first + games):
        game_seed = f"{seed}/{index}"
        players, searchers = lineup(name, index, game_seed, iterations, times)
        game = play_game(ruleset, rules, players, seed=game_seed)
        side = hand_side(name, rules, min(searchers))
        wins += game.winner == side
        elapsed = time.perf_counter() - start
        won = "won" if game.winner == side else "lost"
        print(f"  {name}: game {index} {won}; ISMCTS won {wins} of {index - first + 1}, {elapsed:.0f}s", file=sys.stderr, flush=True)
    low, high = wilson(wins, games)
    elapsed = time.perf_counter() - start
    searched = [t for t in times if t > 0.001]
    baseline = "25%" if name == "fifty-five" else "50%"
    print(
        f"{name}: ISMCTS side won {wins}/{games} = {wins / max(games, 1):.1%} "
        f"(95% CI {low:.1%}–{high:.1%}; even strength {baseline}); "
        f"{elapsed / max(games, 1):.1f}s per game; searched decisions: {len(searched)}, "
        f"mean {statistics.mean(searched) if searched else 0:.2f}s, max {max(searched, default=0):.2f}s"
    )


def hand_side(name: str, rules: Any, seat: int) -> int:
    """The side (team or player) that ``seat`` plays for."""
    if name == "fifty-six":
        return int(rules.team_of(seat))
    if name == "smear":
        return seat % 2
    return int(rules.side_of[seat])


def main(argv: list[str]) -> int:
    """Parse the options and run the chosen rulesets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("rulesets", nargs="*", metavar="RULESET", help=f"any of {', '.join(RULESETS)} (default: all)")
    parser.add_argument("--games", type=int, default=200, help="games per ruleset (default 200)")
    parser.add_argument("--iterations", type=int, default=1000, help="ISMCTS iterations per decision")
    parser.add_argument("--seed", default="strength", help="names the games")
    parser.add_argument("--first", type=int, default=0, help="index of the first game (to split a long run)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.rulesets if name not in RULESETS]
    if unknown:
        parser.error(f"unknown ruleset(s): {', '.join(unknown)}")
    for name in args.rulesets or list(RULESETS):
        run(name, args.games, args.iterations, args.seed, args.first)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
