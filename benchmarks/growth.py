"""How the cost of every entry point that reads outside data grows with its input.

``python -m benchmarks.growth`` times each entry point on inputs of several sizes
(each four times the last) and prints the cost per size and the growth ratio: the
cost of the largest input over the smallest, divided by their size ratio. About 1
is linear, about 0 is constant (an input refused by its size), and quadratic work
shows as the size ratio itself. Inputs over a limit are included on purpose: their
refusal must cost no more than a small input's.

The same inputs drive the suite's check (``tests/test_growth.py``), which counts
calls instead of timing them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from trickcore import Card, Deck, TrickcoreError, cards
from trickcore.games import fifty_five, fifty_six, smear

from benchmarks.timing import clock

Make = Callable[[int], Callable[[], object]]
"""Builds the call of one input of size ``n`` (the input is built before the call is timed)."""


@dataclass(frozen=True)
class Entry:
    """One entry point and a family of inputs for it, by size.

    Attributes:
        name: what is called, on what input.
        make: the call on an input of size ``n``.
        sizes: the sizes measured, smallest first.
    """

    name: str
    make: Make
    sizes: tuple[int, ...]


def _quiet(call: Callable[[], object]) -> Callable[[], object]:
    """``call``, its documented refusal swallowed: a refusal is an answer whose cost counts too."""

    def run() -> object:
        try:
            return call()
        except TrickcoreError as error:
            return error

    return run


def _game(ruleset: Any, actions: int, rules: Any = None) -> Any:
    """A game of random legal actions, ``actions`` long (or over, when it ends first); shorter ones are its beginnings."""
    rng = random.Random(1)
    game = ruleset.new_game(rules if rules is not None else ruleset.Rules(), seed=1)
    while len(game.history.actions) < actions and game.phase is not ruleset.Phase.GAME_OVER:
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(1000))
        else:
            game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
    return game


_LONG: dict[str, Any] = {
    "fifty-six": fifty_six.Rules(starting_tables=400),
    "smear": smear.Rules(target=2000),
    "fifty-five": fifty_five.Rules(target=20000),
}
"""Rules whose games run long enough for the largest inputs."""

_RULESETS: dict[str, Any] = {"fifty-six": fifty_six, "smear": smear, "fifty-five": fifty_five}


def _document(ruleset: Any, kind: str, data: object) -> str:
    """A document's JSON text around ``data``."""
    return json.dumps({"format": "trickcore", "kind": kind, "ruleset": ruleset.NAME, "data": data})


def _entries_of(name: str) -> list[Entry]:
    """The entry points of one ruleset."""
    ruleset = _RULESETS[name]
    rules = _LONG[name]
    pack = [str(card) for card in ruleset.deck(ruleset.Rules())]
    start = ruleset.new_game(seed=1)

    def game_text(n: int) -> Callable[[], object]:
        text = ruleset.to_json(_game(ruleset, n, rules))
        return lambda: ruleset.from_json(text, "game")

    def seat_record_text(n: int) -> Callable[[], object]:
        text = ruleset.to_json(ruleset.record(_game(ruleset, n, rules), seat=1))
        return lambda: ruleset.from_json(text, "record")

    def view_tricks(n: int) -> Callable[[], object]:
        document = json.loads(ruleset.to_json(ruleset.view(start, 0)))
        trick = {"type": "Trick", "leader": 0, "plays": [{"type": "CardPlay", "seat": 0, "card": pack[0]}], "winner": 0}
        document["data"]["tricks"] = [trick] * n
        text = json.dumps(document)
        return _quiet(lambda: ruleset.from_json(text, "view"))

    def deck_text(n: int) -> Callable[[], object]:
        text = _document(ruleset, "deck", (pack * (n // len(pack) + 1))[:n])
        return _quiet(lambda: ruleset.from_json(text, "deck"))

    def action_text(n: int) -> Callable[[], object]:
        text = _document(ruleset, "action", {"type": "Play", "card": "A" * n})
        return _quiet(lambda: ruleset.from_json(text, "action"))

    def illegal_text(n: int) -> Callable[[], object]:
        text = _document(ruleset, "illegal-action", {"code": "not-your-turn", "message": "x" * n})
        return _quiet(lambda: ruleset.from_json(text, "illegal-action"))

    def replayed(n: int) -> Callable[[], object]:
        record = ruleset.record(_game(ruleset, n, rules))
        return lambda: ruleset.replay(record)

    def seat_replayed(n: int) -> Callable[[], object]:
        record = ruleset.record(_game(ruleset, n, rules), seat=1)
        return lambda: ruleset.replay_view(record)

    def parsed(n: int) -> Callable[[], object]:
        text = "play " + "A" * n
        return _quiet(lambda: ruleset.parse_action(start, text))

    def from_id(n: int) -> Callable[[], object]:
        number = int("9" * n)
        return _quiet(lambda: ruleset.action_from_id(start.rules, number))

    entries = [
        Entry("from_json game (actions)", game_text, (100, 400, 1600)),
        Entry("from_json seat record (actions)", seat_record_text, (100, 400, 1600)),
        Entry("from_json view (tricks)", view_tricks, (1000, 16_000, 256_000)),
        Entry("from_json deck (cards)", deck_text, (1000, 16_000, 256_000)),
        Entry("from_json action (card text)", action_text, (1000, 16_000, 256_000)),
        Entry("from_json illegal-action (message)", illegal_text, (1000, 16_000, 256_000)),
        Entry("replay (actions)", replayed, (100, 400, 1600)),
        Entry("replay_view (actions)", seat_replayed, (100, 400, 1600)),
        Entry("parse_action (text)", parsed, (1000, 16_000, 256_000)),
        Entry("action_from_id (digits)", from_id, (10, 160, 2560)),
    ]
    return [Entry(f"{name} {entry.name}", entry.make, entry.sizes) for entry in entries]


def _core_entries() -> list[Entry]:
    """The core's text readers: cards and decks."""

    def card_text(n: int) -> Callable[[], object]:
        text = "A" * n
        return _quiet(lambda: Card.parse(text))

    def card_list(n: int) -> Callable[[], object]:
        text = " ".join(["AS"] * n)
        return _quiet(lambda: cards(text))

    def deck_list(n: int) -> Callable[[], object]:
        text = " ".join(["AS", "KH"] * (n // 2))
        return _quiet(lambda: Deck.parse(text))

    return [
        Entry("Card.parse (text)", card_text, (1000, 16_000, 256_000)),
        Entry("cards (cards)", card_list, (1000, 4000, 16_000)),
        Entry("Deck.parse (cards)", deck_list, (1000, 4000, 16_000)),
    ]


def entries(rulesets: tuple[str, ...] = tuple(_RULESETS)) -> list[Entry]:
    """Every entry point measured: the core's readers, then each ruleset's."""
    return [*_core_entries(), *(entry for name in rulesets for entry in _entries_of(name))]


def growth(costs: list[float], sizes: tuple[int, ...]) -> float:
    """The cost of the largest input over the smallest's, divided by the size ratio: ~1 linear, ~0 constant."""
    return (costs[-1] / max(costs[0], 1e-12)) / (sizes[-1] / sizes[0])


def seconds_of(call: Callable[[], object], rounds: int) -> float:
    """The best of ``rounds`` timings of one call, in seconds."""
    best = float("inf")
    for _ in range(rounds):
        started = clock()
        call()
        best = min(best, clock() - started)
    return best


def main(argv: list[str] | None = None) -> int:
    """Time every entry point at its sizes and print the costs and growth ratios."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.growth", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rulesets", nargs="+", choices=list(_RULESETS), default=list(_RULESETS), metavar="NAME")
    parser.add_argument("--rounds", type=int, default=3, metavar="N", help="timings per input, the best kept (default: 3)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    rows = []
    for entry in entries(tuple(args.rulesets)):
        costs = [seconds_of(entry.make(size), args.rounds) for size in entry.sizes]
        ratio = growth(costs, entry.sizes)
        shown = "  ".join(f"{size:>7,}: {cost * 1e3:9.3f} ms" for size, cost in zip(entry.sizes, costs))
        print(f"{entry.name:<52} {shown}  growth {ratio:5.2f}", flush=True)
        rows.append({"entry": entry.name, "sizes": list(entry.sizes), "seconds": costs, "growth": ratio})
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
