"""One worked hand per ruleset, narrated in every language: the golden files' source.

Run ``python -m tests.language.golden_hands`` to rewrite ``tests/language/golden/``
after a deliberate change of wording (then read the diff: it is the review).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from trickcore import LANGUAGES, describe
from trickcore.events import HandScored
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import heuristic_player

GOLDEN = Path(__file__).resolve().parent / "golden"

HANDS: dict[str, tuple[Any, int]] = {"fifty-six": (fifty_six, 7), "smear": (smear, 7), "fifty-five": (fifty_five, 7)}
"""The worked hand of each ruleset: the first hand of the game its seed deals, played by the heuristic players."""


def first_hand(ruleset: Any, seed: int) -> Any:
    """The game after its first hand, played by heuristic players seeded from the seat."""
    game = ruleset.new_game(seed=seed)
    players = [heuristic_player(ruleset.NAME, seat) for seat in range(len(game.hands))]
    while game.phase not in (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER):
        seat = game.to_act
        game = ruleset.apply(game, players[seat].act(ruleset.view(game, seat)))
    return game


def narration(name: str, lang: str) -> str:
    """Every event of the worked hand told in ``lang``, one a line, and the hand's score lines indented."""
    ruleset, seed = HANDS[name]
    lines = []
    for event in ruleset.explain(first_hand(ruleset, seed)):
        lines.append(describe(event, lang))
        if isinstance(event, HandScored):
            lines.extend("  " + describe(line, lang) for line in event.lines)
    return "".join(line + "\n" for line in lines)


def golden_path(name: str, lang: str) -> Path:
    """The file pinning one narration."""
    return GOLDEN / f"{name}.{lang}.txt"


if __name__ == "__main__":
    for name in HANDS:
        for lang in LANGUAGES:
            golden_path(name, lang).write_text(narration(name, lang), encoding="utf-8")
