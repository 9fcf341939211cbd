"""Four-Point Smear: random full hands with blind 0 and 3, whole games, and per-call costs."""

from __future__ import annotations

import random
from collections.abc import Sequence

from timing import Row, call_rows, games_per_second, hands_per_second, positions, print_rows

from trickcore.games import smear


def modest(game: smear.Game, legal: Sequence[smear.Action], rng: random.Random) -> smear.Action:
    """Random play with a modest auction: uniformly random bids set the bidder so often that games never end."""
    if game.phase is smear.Phase.AUCTION:
        return legal[1] if game.to_act == game.dealer and len(legal) == 4 else legal[0]
    return legal[int(rng.random() * len(legal))]


def rows() -> list[Row]:
    """The benchmark rows."""
    result: list[Row] = [
        (f"random full hands, blind {blind}", hands_per_second(smear, smear.Rules(blind_size=blind)), "hands/s")
        for blind in (0, 3)
    ]
    result.append(("whole games to 15 (modest auction)", games_per_second(smear, smear.Rules(), policy=modest), "games/s"))
    result += call_rows(smear, positions(smear, smear.Rules(blind_size=2), 400))
    return result


if __name__ == "__main__":
    print_rows("smear", rows())
