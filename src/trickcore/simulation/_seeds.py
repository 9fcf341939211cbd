"""How a simulation's seed names each game and each player: stable, whatever runs the games."""

from __future__ import annotations

from trickcore.deck import Seed

__all__ = ["game_seed", "player_seed"]


def game_seed(seed: Seed, index: int) -> str:
    """The seed of game ``index`` (0-based) of a simulation run with ``seed``: ``f"{seed}/{index}"``.

    It depends only on the simulation's seed and the game's index, never on the
    backend, the number of jobs or the batches, so every backend plays the same
    games; ``trickcore play <ruleset> --seed S/i`` replays game ``i``. Every deal
    of the game is shuffled from it (see :func:`trickcore.players.deal_seed`) and
    every player is seeded from it (:func:`player_seed`); string seeds go through
    :func:`trickcore.shuffled` and :class:`random.Random`, which are stable across
    platforms and Python versions.

    Example:
        >>> game_seed(7, 12)
        '7/12'
    """
    return f"{seed}/{index}"


def player_seed(seed: Seed, seat: int) -> str:
    """The seed of the player at ``seat`` in the game played from ``seed``: ``f"{seed}:seat{seat}"``.

    Example:
        >>> player_seed("7/12", 3)
        '7/12:seat3'
    """
    return f"{seed}:seat{seat}"
