"""The player kinds a lineup may name, and building one player per seat."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final

from trickcore.deck import Seed
from trickcore.errors import excerpt
from trickcore.players import Player, RandomPlayer, heuristic_player, ismcts_player, pimc_player
from trickcore.registry import get_ruleset
from trickcore.simulation._seeds import player_seed

__all__ = ["PLAYER_KINDS", "LineupEntry", "PlayerFactory", "lineup_name", "make_players", "player_factory"]

PlayerFactory = Callable[[str, Seed], Player[Any, Any]]
"""Makes a player from the ruleset's canonical name and the player's seed.

Equal seeds must give players that choose alike, so that games are reproducible.
``trickcore.players.heuristic_player`` has this shape.
"""

LineupEntry = str | PlayerFactory
"""A seat of a lineup: the name of a kind in :data:`~trickcore.simulation.PLAYER_KINDS`, or a :data:`~trickcore.simulation.PlayerFactory`."""


def _heuristic(ruleset_name: str, seed: Seed) -> Player[Any, Any]:
    """The ruleset's heuristic player."""
    return heuristic_player(ruleset_name, seed)


def _random(ruleset_name: str, seed: Seed) -> Player[Any, Any]:
    """A uniformly random player."""
    return RandomPlayer(seed, ruleset=get_ruleset(ruleset_name))


def _ismcts(ruleset_name: str, seed: Seed) -> Player[Any, Any]:
    """The information-set Monte Carlo tree search player, with its default settings."""
    return ismcts_player(ruleset_name, seed)


def _pimc(ruleset_name: str, seed: Seed) -> Player[Any, Any]:
    """The Perfect Information Monte Carlo player (sampled deals solved open), with its default settings."""
    return pimc_player(ruleset_name, seed)


PLAYER_KINDS: Final[Mapping[str, PlayerFactory]] = MappingProxyType(
    {
        "heuristic": _heuristic,
        "random": _random,
        "ismcts": _ismcts,
        "pimc": _pimc,
    }
)
"""The built-in player kinds a lineup (and ``--lineup``) may name, by name.

A new kind is one more entry here: a name and a :data:`~trickcore.simulation.PlayerFactory`. Worker
processes and Ray workers look kinds up by name, so the table is read-only at run
time; to simulate your own player from Python, put its factory in the lineup.
"""


def player_factory(entry: LineupEntry) -> PlayerFactory:
    """The factory a lineup entry stands for.

    Example:
        >>> player_factory("random").__name__
        '_random'

    Raises:
        ValueError: a name that is not a player kind (the message lists them).
    """
    if isinstance(entry, str):
        factory = PLAYER_KINDS.get(entry.strip().lower())
        if factory is None:
            raise ValueError(f"unknown player {excerpt(entry)} (choose from {', '.join(PLAYER_KINDS)})")
        return factory
    if not callable(entry):
        raise ValueError(f"a lineup entry is a player kind or a player factory, not {excerpt(entry)}")
    return entry


def lineup_name(entry: LineupEntry) -> str:
    """How a summary names a lineup entry: the kind, or the factory's qualified name.

    Example:
        >>> from trickcore.players import heuristic_player
        >>> lineup_name("Heuristic"), lineup_name(heuristic_player)
        ('heuristic', 'trickcore.players.heuristic_player')
    """
    if isinstance(entry, str):
        return entry.strip().lower()
    module = getattr(entry, "__module__", None)
    name = getattr(entry, "__qualname__", None) or type(entry).__qualname__
    return f"{module}.{name}" if module else str(name)


def make_players(ruleset_name: str, lineup: Sequence[LineupEntry], seats: int, seed: Seed) -> list[Player[Any, Any]]:
    """One player per seat: ``lineup`` repeated round the table, seat ``s`` seeded with :func:`player_seed`.

    Example:
        >>> make_players("smear", ["heuristic", "random"], 4, "7/0")
        [SmearPlayer(), RandomPlayer(), SmearPlayer(), RandomPlayer()]
    """
    factories = [player_factory(entry) for entry in lineup]
    canonical = get_ruleset(ruleset_name).NAME
    return [factories[seat % len(factories)](canonical, player_seed(seed, seat)) for seat in range(seats)]
