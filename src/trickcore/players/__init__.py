"""Built-in players: a random one and a rule-aware heuristic one per ruleset.

A :class:`Player` chooses an action from a seat's *view* only (never the whole
game), which shows a view holds all a player needs. :func:`play_game` drives a
whole game with one player per seat.

Example:
    >>> from trickcore.games import smear
    >>> players = [heuristic_player("smear", seed=seat) if seat % 2 == 0 else RandomPlayer(seat)
    ...            for seat in range(4)]
    >>> game = play_game(smear, smear.Rules(), players, seed=11)
    >>> game.winner in (0, 1)
    True
"""

from __future__ import annotations

from typing import Any, Literal, overload

from trickcore.deck import Seed
from trickcore.errors import excerpt
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players._base import Player, RandomPlayer, ruleset_of
from trickcore.players._driver import (
    DEFAULT_MAX_ACTIONS,
    ActionLimitError,
    GameObserver,
    deal_seed,
    play_game,
)
from trickcore.players._fifty_five import FiftyFivePlayer
from trickcore.players._fifty_six import FiftySixPlayer
from trickcore.players._ismcts import DEFAULT_ITERATIONS, ISMCTSPlayer, Outcome, hand_outcome
from trickcore.players._pimc import DEFAULT_WORLDS, SOLVED_CARDS, Fallback, PIMCPlayer
from trickcore.players._smear import SmearPlayer
from trickcore.registry import get_ruleset

__all__ = [
    "DEFAULT_ITERATIONS",
    "DEFAULT_MAX_ACTIONS",
    "DEFAULT_WORLDS",
    "ActionLimitError",
    "FiftyFivePlayer",
    "Fallback",
    "FiftySixPlayer",
    "GameObserver",
    "ISMCTSPlayer",
    "Outcome",
    "PIMCPlayer",
    "Player",
    "RandomPlayer",
    "SOLVED_CARDS",
    "SmearPlayer",
    "deal_seed",
    "hand_outcome",
    "heuristic_player",
    "ismcts_player",
    "pimc_player",
    "play_game",
    "ruleset_of",
]

_HEURISTICS: dict[str, type[Any]] = {
    "fifty-six": FiftySixPlayer,
    "smear": SmearPlayer,
    "fifty-five": FiftyFivePlayer,
}


@overload
def heuristic_player(ruleset_name: Literal["fifty-six", "56"], seed: Seed | None = None) -> FiftySixPlayer: ...


@overload
def heuristic_player(ruleset_name: Literal["smear"], seed: Seed | None = None) -> SmearPlayer: ...


@overload
def heuristic_player(ruleset_name: Literal["fifty-five", "55"], seed: Seed | None = None) -> FiftyFivePlayer: ...


@overload
def heuristic_player(ruleset_name: str, seed: Seed | None = None) -> Player[Any, Any]: ...


def heuristic_player(ruleset_name: str, seed: Seed | None = None) -> Player[Any, Any]:
    """The rule-aware heuristic player of a ruleset (any name :func:`trickcore.get_ruleset` takes).

    ``seed`` (an ``int`` or a ``str``, not a seat number) seeds its tie-breaking,
    so equal seeds play equal games. With a literal name the type checker knows
    the player's class (a ``Player`` of that ruleset's views and actions).

    Example:
        >>> heuristic_player("55")
        FiftyFivePlayer()

    Raises:
        UnknownRulesetError: the name is not a ruleset.
    """
    player: Player[Any, Any] = _HEURISTICS[get_ruleset(ruleset_name).NAME](seed)
    return player


@overload
def ismcts_player(
    ruleset_name: Literal["fifty-six", "56"], seed: Seed | None = None, *, iterations: int = DEFAULT_ITERATIONS
) -> ISMCTSPlayer[fifty_six.View, fifty_six.Action]: ...


@overload
def ismcts_player(
    ruleset_name: Literal["smear"], seed: Seed | None = None, *, iterations: int = DEFAULT_ITERATIONS
) -> ISMCTSPlayer[smear.View, smear.Action]: ...


@overload
def ismcts_player(
    ruleset_name: Literal["fifty-five", "55"], seed: Seed | None = None, *, iterations: int = DEFAULT_ITERATIONS
) -> ISMCTSPlayer[fifty_five.View, fifty_five.Action]: ...


@overload
def ismcts_player(
    ruleset_name: str, seed: Seed | None = None, *, iterations: int = DEFAULT_ITERATIONS
) -> ISMCTSPlayer[Any, Any]: ...


def ismcts_player(
    ruleset_name: str, seed: Seed | None = None, *, iterations: int = DEFAULT_ITERATIONS
) -> ISMCTSPlayer[Any, Any]:
    """An information-set Monte Carlo tree search player built on the ruleset's ``determinize``.

    Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): each iteration draws
    a game consistent with the view (every consistent deal equally likely), walks one
    tree of the player's information sets choosing moves by UCB1 among those available
    in that deal, plays the hand out (random cards in Fifty-Six; in Smear and
    Fifty-Five a greedy card: win an opponent's trick as cheaply as possible, else
    throw the least card) and backs up a reward in [0, 1] for the side of each
    mover: in Fifty-Six whether the contract went the side's way (that alone moves
    tables); in Smear and Fifty-Five 1 or 0 when the hand ends the game, otherwise
    the side's score gain over its best rival, scaled. The search decides the card
    play. Smear's and Fifty-Five's calls and Fifty-Five's discard and trump are
    *judged*: every option is played out in the same sampled deals and the best on
    average is taken. Fifty-Six's auction and Smear's discard are the ruleset's
    heuristic player's. A decision takes well under a second with the default
    1,000 iterations. ``seed`` makes it deterministic: the same seed and views give
    the same moves. As with :func:`heuristic_player`, a literal name gives the
    player's precise type (``ISMCTSPlayer[smear.View, smear.Action]`` for
    ``"smear"``), so a typed lineup keeps its views and actions.

    Example:
        >>> from trickcore.games import smear
        >>> player = ismcts_player("smear", seed=1, iterations=50)
        >>> game = smear.apply(smear.new_game(seed=3, dealer=3), smear.Bid(2))
        >>> for _ in range(3):
        ...     game = smear.apply(game, smear.Pass())
        >>> player.act(smear.view(game, game.to_act)) in smear.legal_actions(game)
        True

    Raises:
        UnknownRulesetError: the name is not a ruleset.
        ValueError: ``iterations`` is not a positive int.
    """
    name = get_ruleset(ruleset_name).NAME
    return ISMCTSPlayer(
        get_ruleset(name), seed, iterations=iterations, bidder=heuristic_player(name, None if seed is None else f"{seed}:bid")
    )


@overload
def pimc_player(
    ruleset_name: Literal["fifty-six", "56"], seed: Seed | None = None, *, worlds: int = DEFAULT_WORLDS, fallback: Fallback = "ismcts"
) -> PIMCPlayer[fifty_six.View, fifty_six.Action]: ...


@overload
def pimc_player(
    ruleset_name: Literal["smear"], seed: Seed | None = None, *, worlds: int = DEFAULT_WORLDS, fallback: Fallback = "ismcts"
) -> PIMCPlayer[smear.View, smear.Action]: ...


@overload
def pimc_player(
    ruleset_name: Literal["fifty-five", "55"], seed: Seed | None = None, *, worlds: int = DEFAULT_WORLDS, fallback: Fallback = "ismcts"
) -> PIMCPlayer[fifty_five.View, fifty_five.Action]: ...


@overload
def pimc_player(
    ruleset_name: str, seed: Seed | None = None, *, worlds: int = DEFAULT_WORLDS, fallback: Fallback = "ismcts"
) -> PIMCPlayer[Any, Any]: ...


def pimc_player(
    ruleset_name: str, seed: Seed | None = None, *, worlds: int = DEFAULT_WORLDS, fallback: Fallback = "ismcts"
) -> PIMCPlayer[Any, Any]:
    """A Perfect Information Monte Carlo player: ``determinize`` the view ``worlds`` times, ``solve`` each, play the best.

    Each card decision draws ``worlds`` whole games consistent with the view, solves
    each with every card open for the player's side (the ruleset's ``solve``), and
    plays the legal card with the best total value. Every other decision is its
    ``fallback``'s: the auction, the discards and trumps, Smear's pitch (the first
    lead, which names trump) and the play while more than
    :data:`~trickcore.players.SOLVED_CARDS` (per ruleset) cards are left in the hands
    (solving a whole hand open can take too long for a decision). The fallback is
    :func:`ismcts_player` at its defaults (``"ismcts"``), whose bids are judged by
    playing the hand out (the Performance page gives PIMC's strength against ISMCTS);
    ``"heuristic"`` (:func:`heuristic_player`) decides them in microseconds instead,
    for fast simulations. ``seed`` makes it deterministic. A
    literal name gives the player's precise type, as with :func:`heuristic_player`.

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.new_game(seed=2, dealer=0)
        >>> while game.phase is not fifty_five.Phase.PLAY or len(game.hands[game.to_act]) > 3:
        ...     game = fifty_five.apply(game, fifty_five.legal_actions(game)[-1])
        >>> player = pimc_player("55", seed=1, worlds=4)
        >>> player.act(fifty_five.view(game, game.to_act)) in fifty_five.legal_actions(game)
        True

    Raises:
        UnknownRulesetError: the name is not a ruleset.
        ValueError: ``worlds`` is not a positive int, or ``fallback`` is neither ``"ismcts"`` nor ``"heuristic"``.
    """
    name = get_ruleset(ruleset_name).NAME
    fallback_seed = None if seed is None else f"{seed}:{fallback}"
    player: Player[Any, Any]
    if fallback == "ismcts":
        player = ismcts_player(name, fallback_seed)
    elif fallback == "heuristic":
        player = heuristic_player(name, fallback_seed)
    else:
        raise ValueError(f"fallback must be 'ismcts' or 'heuristic', not {excerpt(fallback)}")
    return PIMCPlayer(get_ruleset(name), seed, worlds=worlds, fallback=player)
