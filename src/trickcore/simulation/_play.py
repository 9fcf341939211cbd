"""Playing the games of a simulation: a picklable plan, and the batch a worker plays."""

from __future__ import annotations

from typing import Any

import attrs

from trickcore.deck import Seed
from trickcore.players import ActionLimitError, play_game
from trickcore.registry import get_ruleset
from trickcore.ruleset import AnyRuleset
from trickcore.simulation._adapt import bid_value, final_scores
from trickcore.simulation._players import LineupEntry, make_players
from trickcore.simulation._results import Cap, GameResult
from trickcore.simulation._seeds import game_seed

__all__ = ["Plan", "play_batch", "play_one"]


@attrs.frozen
class Plan:
    """Everything needed to play any game of a simulation; sent once to every worker.

    Attributes:
        ruleset: the ruleset's canonical name.
        rules: its ``Rules``.
        lineup: the lineup entries, repeated round the table.
        seats: the number of seats.
        seed: the simulation's seed.
        max_hands: a game not over after this many hands is unfinished.
        max_actions: a game not over after this many actions is unfinished.
    """

    ruleset: str
    rules: Any
    lineup: tuple[LineupEntry, ...]
    seats: int
    seed: Seed
    max_hands: int
    max_actions: int


@attrs.define
class _Tally:
    """An observer counting hands and actions, and noting each hand's bid and whether it was made."""

    ruleset: AnyRuleset
    hands: int = 0
    actions: int = 0
    contracts: list[tuple[int | None, bool | None]] = attrs.Factory(list)

    def dealt(self, game: Any) -> None:
        """Count a hand; a deal void at once (nobody to act: Fifty-Six's redeal rules) is noted as void."""
        self.hands += 1
        if game.to_act is None:
            self.contracts.append((None, None))

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """Count an action; at the end of a hand, note its contract (``None``: thrown in or void)."""
        self.actions += 1
        over = (self.ruleset.Phase.HAND_OVER, self.ruleset.Phase.GAME_OVER)
        if after.phase in over and before.phase not in over:
            made = after.last_hand.made
            if made is None or after.contract is None:
                self.contracts.append((None, None))
            else:
                self.contracts.append((bid_value(after.contract), bool(made)))


def play_one(plan: Plan, index: int) -> GameResult:
    """Play game ``index`` of ``plan``; a game stopped by a cap (hands or actions) is returned unfinished, never raised."""
    ruleset = get_ruleset(plan.ruleset)
    seed = game_seed(plan.seed, index)
    tally = _Tally(ruleset)
    players = make_players(plan.ruleset, plan.lineup, plan.seats, seed)
    cap: Cap | None
    try:
        game = play_game(
            ruleset,
            plan.rules,
            players,
            seed=seed,
            max_actions=plan.max_actions,
            max_hands=plan.max_hands,
            observer=tally,
        )
    except ActionLimitError as error:
        game, cap = error.game, "actions"
    else:
        cap = None if game.winner is not None else "hands"
    return GameResult(
        index=index,
        seed=seed,
        winner=game.winner if cap is None else None,
        scores=final_scores(game),
        hands=tally.hands,
        actions=tally.actions,
        contracts=tuple(tally.contracts),
        cap=cap,
    )


def play_batch(plan: Plan, start: int, stop: int) -> list[GameResult]:
    """Play games ``start`` to ``stop - 1`` of ``plan`` (what one worker task does)."""
    return [play_one(plan, index) for index in range(start, stop)]
