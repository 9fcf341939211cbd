"""An information-set Monte Carlo tree search player (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

The player sees only its view. Each search iteration takes a *determinization* — a
whole game drawn by the ruleset's ``determinize`` from the view, every consistent
hidden deal equally likely — and walks one tree whose nodes are the player's
information sets: a child is a move, whatever deal it was tried in, and is
selected by UCB1 among the children *available* in this iteration's deal (the
"availability" count replaces the parent's visits). The walk expands one new move,
plays the hand out with the ruleset's play-out policy (random legal cards in
Fifty-Six, the greedy cards of :mod:`~trickcore.players._playbook` in Smear and
Fifty-Five), and backs the hand's reward up the path, each node scored from the
point of view of the side that moved into it. Calls, discards and trumps are
*judged* or left to the heuristic player, as the ruleset's playbook says.

Only the public transition functions (``legal_actions``, ``apply``) and
``determinize`` are used, so the search plays by the rules of every variant.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, Final, Generic, TypeVar

import attrs

from trickcore.deck import Seed
from trickcore.errors import excerpt
from trickcore.players._base import Player
from trickcore.players._playbook import greedy_play, playbook
from trickcore.registry import get_ruleset
from trickcore.ruleset import Ruleset, SeatState

__all__ = ["DEFAULT_ITERATIONS", "ISMCTSPlayer", "Outcome", "hand_outcome"]

V = TypeVar("V", bound=SeatState)
A = TypeVar("A")

DEFAULT_ITERATIONS: Final = 1000
"""Search iterations per decision by default."""

DEFAULT_EXPLORATION: Final = 0.7
"""UCB1's exploration constant for rewards in [0, 1] (the value Cowling et al. use)."""

DEFAULT_DETERMINIZATIONS: Final = 40
"""How many determinizations a decision draws; iterations cycle through them.

``determinize`` replays the whole hand to build each sample, which costs more than
an iteration's walk, so one decision draws this many independent samples and the
iterations take them in turn: each is still an exact posterior draw.
"""


def _never(game: Any) -> bool:
    """The hand's reward is known only once it is over."""
    return False


@attrs.frozen
class Outcome:
    """How a ruleset scores a hand for the search.

    Attributes:
        side_of: the side (team or player) of a seat under the rules.
        reward: the reward in [0, 1] of a side, for a state where nobody is to act
            (``HAND_OVER`` or ``GAME_OVER``) or where ``settled`` holds.
        settled: whether a state mid-hand already fixes every side's reward, so a
            play-out may stop there.
    """

    side_of: Callable[[Any, int], int]
    reward: Callable[[Any, int], float]
    settled: Callable[[Any], bool] = _never


def _fifty_six_made(game: Any) -> bool:
    """R22: whether the bidding team's pile holds at least the bid value (a settled hand: its result, H16)."""
    if game.phase.name in ("HAND_OVER", "GAME_OVER") and game.last_hand is not None:
        return bool(game.last_hand.made)
    return bool(game.points[game.contract.team] >= game.contract.value)


def _fifty_six_settled(game: Any) -> bool:
    """R22: the contract is made, or the other teams hold more than 56 less the bid value."""
    contract = game.contract
    if contract is None:
        return False
    taken = game.points[contract.team]
    return bool(taken >= contract.value or sum(game.points) - taken > 56 - contract.value)


def _fifty_six_reward(game: Any, team: int) -> float:
    """Fifty-Six: 1 when the contract goes the team's way (made for the bidding team, set for the others), else 0.

    Tables are the game's only currency and a contract moves them by its result
    alone (R23, R24): made, every other team pays the bidding team; set, the
    bidding team pays every other team. The team that runs out of tables loses.
    """
    return 1.0 if (team == game.contract.team) == _fifty_six_made(game) else 0.0


def _score_reward(span: int, changes_of: Callable[[Any], tuple[int, ...]]) -> Callable[[Any, int], float]:
    """Smear and Fifty-Five: winning the game is 1, losing it 0; else the side's gain over the best other side's.

    The difference of score changes (``changes_of`` a hand's result), scaled by
    ``span`` (the most a hand can swing it) into [0, 1] around 0.5, is what brings a
    side nearer the target than its rivals; the game's end outweighs any hand.
    """

    def reward(game: Any, side: int) -> float:
        if game.winner is not None:
            return 1.0 if game.winner == side else 0.0
        changes = changes_of(game.last_hand)
        rival = max(change for other, change in enumerate(changes) if other != side)
        return 0.5 + 0.5 * max(-1.0, min(1.0, float(changes[side] - rival) / span))

    return reward


_OUTCOMES: Final = {
    "fifty-six": Outcome(lambda rules, seat: rules.team_of(seat), _fifty_six_reward, _fifty_six_settled),
    "smear": Outcome(lambda rules, seat: rules.side_of[seat], _score_reward(8, lambda result: result.score_changes)),
    "fifty-five": Outcome(lambda rules, seat: rules.side_of[seat], _score_reward(60, lambda result: result.changes)),
}


def hand_outcome(ruleset_name: str) -> Outcome:
    """How the search scores a finished hand of a ruleset (sides and rewards).

    Example:
        >>> from trickcore.games import smear
        >>> hand_outcome("smear").side_of(smear.Rules(), 3)
        1
    """
    return _OUTCOMES[get_ruleset(ruleset_name).NAME]


_JUDGED_SHARE: Final = 20
"""A judged decision draws one determinization per this many iterations and plays every option out in each.

Its play-outs start before the card play and ask the heuristic player for the
calls, so each costs a few searched iterations: 1,000 iterations give 50 samples.
"""

_CHECK_EVERY: Final = 50
"""How often (in iterations) the search asks whether its choice is already decided."""


def _decided(root: _Node, remaining: int) -> bool:
    """Whether the most visited move stays most visited whatever the ``remaining`` iterations do.

    The search answers with the most visited move, so once its lead exceeds the
    iterations left, they cannot change the answer and are skipped.
    """
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > remaining


class _Node:
    """A node of the information-set tree: the move that led here, who made it, and its statistics."""

    __slots__ = ("available", "children", "mover", "reward", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0

    def score(self, exploration: float) -> float:
        """UCB1 with availability: mean reward plus the exploration bonus."""
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class ISMCTSPlayer(Generic[V, A]):
    """A single-observer ISMCTS player for any ruleset (see :func:`~trickcore.players.ismcts_player`).

    ``ISMCTSPlayer[smear.View, smear.Action]`` plays Smear: a
    :class:`~trickcore.players.Player` of that ruleset's views and actions, as the
    ruleset given makes it.

    The ruleset's playbook says who decides what. The tree search decides the card
    play. Decisions before the play with few options — Smear's and Fifty-Five's
    calls, Fifty-Five's discard and trump — are *judged*: every option is tried in
    the same determinizations and each game finished by a play-out, and the option
    with the best mean reward is taken (a one-step improvement on the play-out
    policy, which plays these decisions as the heuristic player does). Whatever
    neither decides (Fifty-Six's auction, Smear's discard) is left to ``bidder``
    (:func:`~trickcore.players.ismcts_player` passes the ruleset's heuristic
    player, which is also the play-outs' model of every seat's calls). A decision
    with one legal action is taken at once.

    Args:
        ruleset: the ruleset module.
        seed: seeds every random choice, so a seed and the same views give the same moves.
        iterations: search iterations per decision (a judged decision tries each
            option in ``iterations // 20`` determinizations).
        exploration: UCB1's exploration constant.
        determinizations: samples drawn per searched decision (iterations cycle through them).
        bidder: the player for the decisions the search leaves alone, and the
            play-outs' model of the calls, discards and trumps.
    """

    def __init__(
        self,
        ruleset: Ruleset[Any, Any, V, A],
        seed: Seed | None = None,
        *,
        iterations: int = DEFAULT_ITERATIONS,
        exploration: float = DEFAULT_EXPLORATION,
        determinizations: int = DEFAULT_DETERMINIZATIONS,
        bidder: Player[V, A],
    ) -> None:
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"iterations must be a positive int, not {excerpt(iterations)}")
        self._ruleset = ruleset
        self._random = random.Random(seed)
        self._iterations = iterations
        self._exploration = exploration
        self._determinizations = max(1, min(determinizations, iterations))
        self._bidder = bidder
        self._outcome = hand_outcome(ruleset.NAME)
        self._book = playbook(ruleset.NAME)

    def __repr__(self) -> str:
        return f"ISMCTSPlayer({self._ruleset.NAME!r}, iterations={self._iterations})"

    def act(self, view: V) -> A:
        """The action for the seat to act in ``view``: searched, judged, or the ``bidder``'s."""
        legal = self._ruleset.legal_actions(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action now")
        if len(legal) == 1:
            return legal[0]
        phase = view.phase.name
        if phase in self._book.searched:
            return self.search(view)
        if phase in self._book.judged:
            return self.judge(view, self._book.options(view, legal))
        return self._bidder.act(view)

    def judge(self, view: V, options: tuple[A, ...]) -> A:
        """The option with the best total reward over play-outs in shared determinizations.

        Every option is tried in every sample, so their totals differ by the option
        and the play-outs' luck, not by the deals drawn.
        """
        ruleset, rng = self._ruleset, self._random
        seen: Any = view  # every ruleset's view has its rules; SeatState does not name them
        side = self._outcome.side_of(seen.rules, view.seat)
        reward = self._outcome.reward
        totals = [0.0] * len(options)
        for _ in range(max(1, self._iterations // _JUDGED_SHARE)):
            sample = ruleset.determinize(view, seed=rng.randrange(2**63))
            for index, option in enumerate(options):
                totals[index] += reward(self._play_out(ruleset.apply(sample, option), rng), side)
        return options[max(range(len(options)), key=totals.__getitem__)]

    def search(self, view: V) -> A:
        """The most visited move at the root after the search's iterations."""
        ruleset, rng = self._ruleset, self._random
        samples = [
            ruleset.determinize(view, seed=rng.randrange(2**63)) for _ in range(self._determinizations)
        ]
        root = _Node(view.seat)
        for iteration in range(self._iterations):
            if iteration % _CHECK_EVERY == 0 and _decided(root, self._iterations - iteration):
                break
            self._iterate(root, samples[iteration % len(samples)], rng)
        best: A = max(root.children.items(), key=lambda item: (item[1].visits, item[1].reward))[0]
        return best

    def _iterate(self, root: _Node, game: Any, rng: random.Random) -> None:
        """One iteration: select through available moves, expand one, play out at random, back up."""
        legal_actions, apply = self._ruleset.legal_actions, self._ruleset.apply
        exploration = self._exploration
        path = [root]
        node = root
        while game.to_act is not None:
            legal = legal_actions(game)
            children = node.children
            untried = [action for action in legal if action not in children]
            if untried:
                action = untried[math.floor(rng.random() * len(untried))]
                children[action] = _Node(game.to_act)
            for move in legal:
                child = children.get(move)
                if child is not None:
                    child.available += 1
            if not untried:
                action = max(legal, key=lambda move: children[move].score(exploration))
            node = children[action]
            game = apply(game, action)
            path.append(node)
            if untried:
                break
        game = self._play_out(game, rng)
        rules = game.rules
        side_of, reward = self._outcome.side_of, self._outcome.reward
        rewards: dict[int, float] = {}
        for visited in path[1:]:
            side = side_of(rules, visited.mover)
            if side not in rewards:
                rewards[side] = reward(game, side)
            visited.visits += 1
            visited.reward += rewards[side]

    def _play_out(self, game: Any, rng: random.Random) -> Any:
        """Finish the hand (or stop once it is settled) with the playbook's play-out policy."""
        ruleset, book = self._ruleset, self._book
        legal_actions, apply = ruleset.legal_actions, ruleset.apply
        settled = self._outcome.settled
        if book.strength is None:
            while game.to_act is not None and not settled(game):
                legal = legal_actions(game)
                game = apply(game, legal[math.floor(rng.random() * len(legal))])
            return game
        side_of, rules = self._outcome.side_of, game.rules
        play = ruleset.Phase.PLAY
        discard = getattr(ruleset.Phase, "DISCARD", None)

        def same_side(seat: int, other: int) -> bool:
            return bool(side_of(rules, seat) == side_of(rules, other))

        while game.to_act is not None and not settled(game):
            if game.phase is discard and book.discard is not None:
                game = apply(game, book.discard(game))
                continue
            legal = legal_actions(game)
            if len(legal) == 1:
                action = legal[0]
            elif game.phase is play and not book.guided(game):
                action = greedy_play(game, legal, rng, book, same_side)
            else:
                action = self._bidder.act(ruleset.view(game, game.to_act))
            game = apply(game, action)
        return game
