"""Playing a match hand after hand: the next deal, seeded so that one seed names the whole game.

A server keeps one game per table; each time it reaches ``HAND_OVER`` the next hand
must be dealt. :func:`~trickcore.deal_next` deals it from the match's seed with the same rule
:func:`~trickcore.players.play_game` and the command line use (:func:`~trickcore.deal_seed`), so
a game played on a server can be replayed, compared with a simulation, or re-dealt
identically on another machine.

Example:
    >>> import random
    >>> from trickcore.games import fifty_six
    >>> choose = random.Random(2).choice  # stands in for the players
    >>> game = start_match(fifty_six, fifty_six.Rules(), seed=21)
    >>> while game.phase is not fifty_six.Phase.GAME_OVER:
    ...     if game.phase is fifty_six.Phase.HAND_OVER:
    ...         game = deal_next(fifty_six, game, seed=21)
    ...     else:
    ...         game = fifty_six.apply(game, choose(fifty_six.legal_actions(game)))
    >>> game.hand_number > 1, game.winner in (0, 1)
    (True, True)
"""

from __future__ import annotations

from typing import Final, TypeVar

from trickcore.deck import Seed, seed_value
from trickcore.errors import DealError, excerpt
from trickcore.ruleset import GameState, Ruleset, SeatState

__all__ = ["deal_next", "deal_seed", "start_match"]

R = TypeVar("R")
G = TypeVar("G", bound=GameState)
V = TypeVar("V", bound=SeatState)
A = TypeVar("A")


_HANDS: Final = 2**63
"""One more than the highest hand number :func:`deal_seed` takes (far beyond any game)."""


def deal_seed(seed: Seed, hand: int) -> Seed:
    """The shuffle seed of hand ``hand`` (0-based) of a game played from ``seed``.

    The first hand is shuffled from the game's seed itself (so it is the hand
    ``new_game(rules, seed=seed)`` deals); hand ``k`` after it from the string
    ``f"{seed}:{k}"``. Both are seeds of :func:`trickcore.shuffled`, which is
    stable across platforms and Python versions, so a seed names a whole game.

    Example:
        >>> deal_seed(7, 0), deal_seed(7, 3), deal_seed("x", 1)
        (7, '7:3', 'x:1')

    Raises:
        SeedError: ``seed`` is not an ``int`` (of at most :data:`~trickcore.deck.MAX_SEED_BITS`
            bits) or a ``str``.
        DealError: ``hand`` is not an ``int`` from 0 to ``2**63 - 1``.
    """
    seed = seed_value(seed)
    if isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand < _HANDS:
        raise DealError(f"a hand number is an int from 0 to {_HANDS - 1}, not {excerpt(hand)}")
    return seed if hand == 0 else f"{seed}:{hand}"



def start_match(ruleset: Ruleset[R, G, V, A], rules: R, seed: Seed) -> G:
    """The first hand of a match played from ``seed`` (the same as ``new_game(rules, seed=seed)``)."""
    return ruleset.new_game(rules, seed=deal_seed(seed, 0))


def deal_next(ruleset: Ruleset[R, G, V, A], game: G, seed: Seed) -> G:
    """The next hand of a match played from ``seed``, dealt at ``HAND_OVER``.

    The finished hand stays readable after the deal: its result is
    ``game.last_hand``, and ``explain(game)`` tells every hand, trick by trick.

    Raises:
        IllegalAction: ``game-over`` at ``GAME_OVER``, ``wrong-phase`` while a hand is on.
    """
    return ruleset.deal(game, seed=deal_seed(seed, game.hand_number))
