"""trickcore's side of the benchmarks: random hands, the cost of each public call, a long game, memory.

Everything goes through a ruleset module's public functions, typed by
:class:`trickcore.ruleset.Ruleset`, so one piece of code measures every ruleset the
same way, exactly as a user's simulation loop would call them.
"""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, fields
from typing import Generic, Protocol

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.ruleset import ActionT, GameT, Ruleset, RulesT, ViewT

from benchmarks.timing import HandRate, clock, cost, cost_on_fresh, over, over_pairs, play_for

RULESETS = ("fifty_six", "smear", "fifty_five")
"""The rulesets measured, by key (the module names under ``trickcore.games``)."""

SEEDS = 2**32
"""Deal seeds are drawn from ``range(SEEDS)``."""

POOL_HANDS = 8
"""Random hands whose positions make the sample each per-call cost is measured on (anew every round)."""


@dataclass(frozen=True)
class CallCosts:
    """Microseconds per call of each public function, on positions from random play."""

    legal_actions: float
    check: float
    apply: float
    view: float
    hash: float
    """``hash`` of a state just made by ``apply`` from a state already hashed (a transposition table's use)."""
    hash_fresh: float
    """``hash`` of a game just made by ``new_game``, nothing hashed before."""
    to_json: float
    from_json: float

    def cheapest(self, other: CallCosts | None) -> CallCosts:
        """Field by field, the lower of two measurements (noise only slows a call down)."""
        if other is None:
            return self
        return CallCosts(*(min(getattr(self, f.name), getattr(other, f.name)) for f in fields(self)))


class EngineBench(Protocol):
    """A ruleset in the configuration benchmarked: what the runner measures round after round."""

    @property
    def key(self) -> str:
        """The ruleset's key (``"fifty_six"``), as in ``--rulesets`` and the JSON."""

    @property
    def name(self) -> str:
        """The game's name, for the tables."""

    @property
    def config(self) -> str:
        """The configuration measured, as the ``Rules`` call that makes it."""

    def hands(self, seconds: float) -> HandRate:
        """Random full hands for ``seconds``."""

    def calls(self, seconds: float) -> CallCosts:
        """The cost of each public call, each measured for ``seconds``."""


class RulesetBench(Generic[RulesT, GameT, ViewT, ActionT]):
    """One ruleset and its rules: the hand loop and the per-call measurements, through the public API."""

    def __init__(
        self,
        key: str,
        name: str,
        config: str,
        ruleset: Ruleset[RulesT, GameT, ViewT, ActionT],
        rules: RulesT,
        seed: int,
    ) -> None:
        self.key, self.name, self.config = key, name, config
        self.ruleset = ruleset
        self.rules = rules
        self._rng = random.Random(f"{key}-{seed}")

    def _new(self) -> GameT:
        """A new game from the next seed: a deal, as every benchmarked hand starts."""
        return self.ruleset.new_game(self.rules, seed=self._rng.randrange(SEEDS))

    def _choose(self, legal: Sequence[ActionT]) -> ActionT:
        """A uniformly random legal action (the choice both engines' loops make)."""
        return legal[int(self._rng.random() * len(legal))]

    def hands(self, seconds: float) -> HandRate:
        """Random full hands: ``new_game``, then ``legal_actions`` + ``apply`` of a random choice until nobody is to act."""
        new_game, legal_actions, apply = self.ruleset.new_game, self.ruleset.legal_actions, self.ruleset.apply
        rules, seeds, random_ = self.rules, self._rng.randrange, self._rng.random

        def hand() -> int:
            game = new_game(rules, seed=seeds(SEEDS))
            decisions = 0
            while game.to_act is not None:
                legal = legal_actions(game)
                game = apply(game, legal[int(random_() * len(legal))])
                decisions += 1
            return decisions

        return play_for(seconds, hand)

    def _hand(self) -> tuple[list[GameT], list[ActionT]]:
        """Every state of one random hand, from the deal to ``HAND_OVER``, and the actions between them."""
        game = self._new()
        states, actions = [game], []
        while game.to_act is not None:
            action = self._choose(self.ruleset.legal_actions(game))
            game = self.ruleset.apply(game, action)
            states.append(game)
            actions.append(action)
        return states, actions

    def _positions(self) -> list[tuple[GameT, int, ActionT]]:
        """Every decision of a few random hands: the game, the seat to act and the (random, legal) action it took."""
        found: list[tuple[GameT, int, ActionT]] = []
        for _ in range(POOL_HANDS):
            states, actions = self._hand()
            for game, action in zip(states, actions):
                assert game.to_act is not None
                found.append((game, game.to_act, action))
        return found

    def _successors_of_hashed(self) -> list[GameT]:
        """The states of a random hand after its first, which is hashed (untimed) here."""
        states, _ = self._hand()
        hash(states[0])
        return states[1:]

    def _fresh_games(self) -> list[GameT]:
        """New games, never hashed."""
        return [self._new() for _ in range(20)]

    def calls(self, seconds: float) -> CallCosts:
        """µs per call of each public function over positions of random play (a new sample every call)."""
        ruleset = self.ruleset
        positions = self._positions()
        games = [game for game, _, _ in positions]
        with_action = [(game, action) for game, _, action in positions]
        with_seat = [(game, seat) for game, seat, _ in positions]
        middles = [states[len(states) // 2] for states, _ in (self._hand() for _ in range(POOL_HANDS))]
        texts = [ruleset.to_json(game) for game in middles]

        def game_from_json(text: str) -> GameT:
            return ruleset.from_json(text, "game")

        return CallCosts(
            legal_actions=cost(over(games, ruleset.legal_actions), seconds),
            check=cost(over_pairs(with_action, ruleset.check), seconds),
            apply=cost(over_pairs(with_action, ruleset.apply), seconds),
            view=cost(over_pairs(with_seat, ruleset.view), seconds),
            hash=cost_on_fresh(self._successors_of_hashed, hash, seconds),
            hash_fresh=cost_on_fresh(self._fresh_games, hash, seconds),
            to_json=cost(over(middles, ruleset.to_json), seconds),
            from_json=cost(over(texts, game_from_json), seconds),
        )


def ruleset_benches(seed: int) -> dict[str, EngineBench]:
    """The configuration benchmarked of each ruleset, by key: the standard four-player game of each."""
    return {
        "fifty_six": RulesetBench(
            "fifty_six", "Fifty-Six", "Rules(players=4)", fifty_six, fifty_six.Rules(players=4), seed
        ),
        "smear": RulesetBench("smear", "Smear", "Rules() (4 players, no blind)", smear, smear.Rules(), seed),
        "fifty_five": RulesetBench(
            "fifty_five", "Fifty-Five", "Rules(players=4)", fifty_five, fifty_five.Rules(players=4), seed
        ),
    }


def random_game(
    ruleset: Ruleset[RulesT, GameT, ViewT, ActionT], rules: RulesT, seed: int, limit: int
) -> Iterator[tuple[int, GameT]]:
    """Every state of one random whole game (re-dealt at ``HAND_OVER``), with the actions made so far.

    It stops when the game is over or ``limit`` actions have been made.
    """
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=rng.randrange(SEEDS))
    hand_over, game_over = ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER
    actions = 0
    yield actions, game
    while actions < limit and game.phase is not game_over:
        if game.phase is hand_over:
            game = ruleset.deal(game, seed=rng.randrange(SEEDS))
        else:
            legal = ruleset.legal_actions(game)
            game = ruleset.apply(game, legal[int(rng.random() * len(legal))])
            actions += 1
        yield actions, game


LONG_GAME = "Smear, Rules() (random play: bids set so often that the game never reaches 15)"
"""The long game's ruleset and why it gets long; :func:`long_game_bench` plays it."""


@dataclass(frozen=True)
class LongGame:
    """One long random game: the JSON round trip of its whole history, and ``hash`` early and late in it."""

    label: str
    seed: int
    actions: int
    hands: int
    json_bytes: int
    to_json_ms: float
    from_json_ms: float
    equal: bool
    """Whether ``from_json(to_json(game)) == game``."""
    hash_early_us: float
    """µs per ``hash`` of a state made from a hashed one, over the game's first actions."""
    hash_late_us: float
    """The same over its last actions: equal to the early figure if ``hash`` is O(1) in the history."""

    @property
    def round_trip_ms(self) -> float:
        """``to_json`` plus ``from_json`` of the whole game, in milliseconds."""
        return self.to_json_ms + self.from_json_ms

    @property
    def us_per_action(self) -> float:
        """The round trip per action of history: constant if serializing is proportional to the history."""
        return self.round_trip_ms * 1000 / self.actions

    @property
    def hash_growth(self) -> float:
        """Late ÷ early hash cost: about 1 when hashing does not depend on the history's length."""
        return self.hash_late_us / self.hash_early_us


HASH_CHUNKS = 5
"""The early and late stretches of the long game are each hashed in this many chunks, the cheapest kept."""


def _time_hashes(states: Sequence[object]) -> float:
    """µs per ``hash`` of the states after the first, each made from the one before (which is hashed by then).

    Each state can be hashed only once (the hash is cached), so the stretch is timed
    in :data:`HASH_CHUNKS` chunks and the cheapest chunk counts: noise only slows one down.
    """
    hash(states[0])
    rest = states[1:]
    size = max(1, len(rest) // HASH_CHUNKS)
    best = float("inf")
    for begin in range(0, len(rest), size):
        chunk = rest[begin : begin + size]
        start = clock()
        for state in chunk:
            hash(state)
        best = min(best, (clock() - start) / len(chunk))
    return best * 1e6


def long_game(
    ruleset: Ruleset[RulesT, GameT, ViewT, ActionT],
    rules: RulesT,
    *,
    label: str,
    actions: int,
    seed: int,
    repeat: int,
    attempts: int = 10,
) -> LongGame:
    """Play random games until one reaches ``actions``, then time its JSON round trip (best of ``repeat``).

    A game that ends first is set aside for the next seed; after ``attempts`` seeds
    the longest is used.
    """
    window = max(50, min(1000, actions // 10))
    best: tuple[int, GameT, list[GameT], list[GameT], int] | None = None
    for attempt in range(attempts):
        first: list[GameT] = []
        last: deque[GameT] = deque(maxlen=window + 1)
        made = 0
        for made, state in random_game(ruleset, rules, seed + attempt, actions):
            if len(first) <= window:
                first.append(state)
            last.append(state)
        if best is None or made > best[0]:
            best = (made, last[-1], first, list(last), seed + attempt)
        if made >= actions:
            break
    assert best is not None
    made, game, first, last_states, used = best
    early, late = _time_hashes(first), _time_hashes(last_states)
    to_json_s = from_json_s = float("inf")
    text = ""
    restored: GameT | None = None
    for _ in range(max(1, repeat)):
        start = clock()
        text = ruleset.to_json(game)
        middle = clock()
        restored = ruleset.from_json(text, "game")
        end = clock()
        to_json_s, from_json_s = min(to_json_s, middle - start), min(from_json_s, end - middle)
    return LongGame(
        label=label,
        seed=used,
        actions=len(ruleset.record(game).actions),
        hands=game.hand_number,
        json_bytes=len(text.encode()),
        to_json_ms=to_json_s * 1000,
        from_json_ms=from_json_s * 1000,
        equal=restored == game,
        hash_early_us=early,
        hash_late_us=late,
    )


def long_game_bench(actions: int, seed: int, repeat: int) -> LongGame:
    """The long-game line: Smear's standard rules, whose random games run on and on."""
    return long_game(smear, smear.Rules(), label=LONG_GAME, actions=actions, seed=seed, repeat=repeat)


@dataclass(frozen=True)
class Memory:
    """Memory kept alive by every state of one game, measured at a few lengths of its history."""

    label: str
    points: tuple[tuple[int, int], ...]
    """``(actions, bytes)``: the bytes allocated and still held by every state up to that many actions."""

    @property
    def bytes_per_action(self) -> tuple[float, ...]:
        """Bytes per action at each point: flat if keeping every state costs O(actions)."""
        return tuple(size / actions for actions, size in self.points)

    @property
    def growth(self) -> float:
        """Bytes per action at the last point ÷ at the first: about 1 for O(actions), the length ratio for O(actions²)."""
        per_action = self.bytes_per_action
        return per_action[-1] / per_action[0]


def memory(
    ruleset: Ruleset[RulesT, GameT, ViewT, ActionT], rules: RulesT, *, label: str, seed: int, points: Sequence[int]
) -> Memory:
    """Keep every state of a random game (the one ``seed`` makes) and read ``tracemalloc`` at each point."""
    wanted = sorted(points)
    found: list[tuple[int, int]] = []
    states: list[GameT] = []
    gc.collect()
    already_tracing = tracemalloc.is_tracing()  # under ``python -X tracemalloc``, say: leave it on
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        for actions, state in random_game(ruleset, rules, seed, wanted[-1]):
            states.append(state)
            if len(found) < len(wanted) and actions >= wanted[len(found)]:
                found.append((actions, tracemalloc.get_traced_memory()[0] - base))
    finally:
        if not already_tracing:
            tracemalloc.stop()
    del states
    return Memory(label, tuple(found))


def memory_bench(long: LongGame) -> Memory:
    """The memory line: every state of the long game, read at a tenth of its length and at its end."""
    return memory(smear, smear.Rules(), label=long.label, seed=long.seed, points=(long.actions // 10, long.actions))
