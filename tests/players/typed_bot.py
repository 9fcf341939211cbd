"""A bot and typed lineups written against the players' public API, with no ``Any`` anywhere.

``tests/players/test_typed_bot.py`` runs ``mypy --strict --disallow-any-expr`` on this
file, so a player factory that hands back ``Player[Any, Any]`` (or an ``act`` that
takes or returns ``Any``) fails the suite, and runs the functions below.
"""

from __future__ import annotations

from typing import assert_type

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import ISMCTSPlayer, Player, heuristic_player, ismcts_player, play_game


class LowestCard:
    """A hand-written Smear bot: passes in the auction, then plays its first legal action."""

    def act(self, view: smear.View) -> smear.Action:
        """The first legal action (``pass`` comes first in the auction)."""
        return smear.legal_actions(view)[0]


def smear_lineup(seed: int, iterations: int) -> list[Player[smear.View, smear.Action]]:
    """Two searching players, a heuristic one and a hand-written one, all typed as Smear players."""
    searcher = ismcts_player("smear", seed, iterations=iterations)
    assert_type(searcher, ISMCTSPlayer[smear.View, smear.Action])
    return [searcher, heuristic_player("smear", seed + 1), ismcts_player("smear", seed + 2, iterations=iterations), LowestCard()]


def play_smear_hand(seed: int, iterations: int) -> smear.Game:
    """One hand of Smear played by :func:`smear_lineup`: the result is a ``smear.Game``, not ``Any``."""
    game = play_game(smear, smear.Rules(), smear_lineup(seed, iterations), seed=seed, max_hands=1)
    assert_type(game, smear.Game)
    return game


def first_moves(seed: int, iterations: int) -> tuple[fifty_six.Action, smear.Action, fifty_five.Action]:
    """Each ruleset's searching player asked once: its action has the ruleset's action type."""
    six = fifty_six.new_game(seed=seed)
    five = fifty_five.new_game(seed=seed)
    three = smear.new_game(seed=seed)
    return (
        ismcts_player("56", seed, iterations=iterations).act(fifty_six.view(six, _seat(six.to_act))),
        ismcts_player("smear", seed, iterations=iterations).act(smear.view(three, _seat(three.to_act))),
        ismcts_player("fifty-five", seed, iterations=iterations).act(fifty_five.view(five, _seat(five.to_act))),
    )


def _seat(seat: int | None) -> int:
    """The seat to act of a game just dealt (there always is one)."""
    if seat is None:
        raise ValueError("nobody is to act")
    return seat
