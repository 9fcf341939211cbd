"""Write what CPython answers for seeded games, for the Node tests to compare Pyodide's answers with.

Usage: ``python web/test/fixtures.py OUT.json [GAMES]`` (GAMES per ruleset, default 100).

Game ``i`` of a ruleset starts as ``new_game(rules, seed=i, dealer=i % players)``,
later hands are dealt with seed ``"i/h"``, and every action is chosen from the seat's view by the
ruleset's heuristic player (seat ``s`` seeded ``10 * i + s``).
Each step records the chosen action's document and what the JavaScript side must
answer the same: the SHA-256 of the legal actions' documents (as a JSON list),
of the acting seat's view document (with its legal list) and the codes ``check``
gives for a few probes (legal and illegal actions, a wrong seat). Each game
records its final game document's digest and the final scores. Digests keep the
file small: the texts are compared byte for byte through them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

from trickcore import Card, get_ruleset
from trickcore.players import heuristic_player
from trickcore.registry import RULESET_NAMES

RULES: dict[str, dict[str, Any]] = {
    # Shorter matches than the standard ones, so that a hundred whole games per ruleset stay quick.
    "fifty-six": {"starting_tables": 3},
    "smear": {"target": 7},
    "fifty-five": {"target": 60},
}
"""The rules options of the games, the same on both sides."""


def digest(text: str) -> str:
    """The SHA-256 of a document's text, in hex."""
    return hashlib.sha256(text.encode()).hexdigest()


def probes(ruleset: Any, game: Any, seat: int, chosen: Any) -> list[tuple[Any, int | None]]:
    """Actions to check: the chosen one (as the seat to act and as the next seat), a pass, other seats' cards."""
    others = [card for other, hand in enumerate(game.hands) if other != seat for card in hand[:1]]
    found: list[tuple[Any, int | None]] = [(chosen, seat), (chosen, (seat + 1) % len(game.hands)), (ruleset.Pass(), None)]
    found += [(ruleset.Play(card), seat) for card in others[:2]]
    found.append((ruleset.Play(Card.parse("2C")), None))
    return found


def game_fixture(name: str, index: int) -> dict[str, Any]:
    """One seeded game played to its end, step by step."""
    ruleset = get_ruleset(name)
    rules = ruleset.Rules(**RULES[name])
    players = len(ruleset.new_game(rules, seed=0).hands)
    game = ruleset.new_game(rules, seed=index, dealer=index % players)
    chooser = [heuristic_player(name, seed=10 * index + seat) for seat in range(players)]
    steps: list[Any] = []
    hand = 1
    while True:
        if game.to_act is None:
            if game.phase.name == "GAME_OVER":
                break
            hand += 1
            steps.append({"deal": f"{index}/{hand}"})
            game = ruleset.deal(game, seed=f"{index}/{hand}")
            continue
        seat = game.to_act
        seen = ruleset.view(game, seat)
        legal = "[" + ",".join(ruleset.to_json(action) for action in ruleset.legal_actions(game)) + "]"
        chosen = chooser[seat].act(seen)
        checks = []
        for action, by in probes(ruleset, game, seat, chosen):
            refusal = ruleset.check(game, action, by)
            checks.append([json.loads(ruleset.to_json(action))["data"], by, None if refusal is None else refusal.code.value])
        steps.append(
            {
                "seat": seat,
                "action": json.loads(ruleset.to_json(chosen))["data"],
                "legal": digest(legal),
                "view": digest(ruleset.to_json(seen, legal=True)),
                "checks": checks,
            }
        )
        game = ruleset.apply(game, chosen)
    final = ruleset.view(game, 0)
    scores = getattr(final, "tables", None) or final.scores
    return {"seed": index, "dealer": index % players, "steps": steps, "final": digest(ruleset.to_json(game)),
            "scores": list(scores), "winner": final.winner}


def main(arguments: list[str]) -> int:
    """Write the fixture file: per ruleset, its rules options and its games."""
    out = arguments[0]
    games = int(arguments[1]) if len(arguments) > 1 else 100
    fixture = {name: {"rules": RULES[name], "games": [game_fixture(name, i) for i in range(games)]} for name in RULESET_NAMES}
    with open(out, "w", encoding="utf-8") as file:
        json.dump(fixture, file, ensure_ascii=False, separators=(",", ":"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
