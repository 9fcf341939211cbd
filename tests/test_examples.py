"""The typed example table server and client: they run, and they type-check with no Any at all."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import heuristic_player
from trickcore.ruleset import AnyRuleset

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "examples"))

import table_client  # noqa: E402
import table_server  # noqa: E402


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """A table server on a free port, for the module's tests."""
    running: ThreadingHTTPServer = table_server.serve(0)
    yield f"http://127.0.0.1:{running.server_address[1]}"
    running.shutdown()


@pytest.mark.parametrize(("ruleset", "name"), [(fifty_six, "fifty-six"), (smear, "smear"), (fifty_five, "fifty-five")])
def test_a_client_plays_a_whole_game_against_the_server(server: str, ruleset: AnyRuleset, name: str) -> None:
    """Four (or more) seats play through the server until the game ends, every move checked there."""
    table_client.open_table(server, f"t-{name}", name, "5")
    bots = {seat: heuristic_player(name, seed=seat) for seat in range(4)}
    seen = table_client.play_seats(ruleset, server, f"t-{name}", range(4), lambda view: bots[view.seat].act(view))
    assert seen.winner is not None


@pytest.mark.parametrize("name", ["fifty-six", "smear", "fifty-five"])
def test_a_client_with_no_rules_plays_from_the_legal_lists(server: str, name: str) -> None:
    """A client reading views as plain JSON sends back listed entries' actions as they are, and the server takes every one."""
    table_client.open_table(server, f"plain-{name}", name, "8")
    rng = random.Random(name)
    dealers = set()
    for _ in range(300):
        views = [json.loads(table_client.fetch(f"{server}/tables/plain-{name}/{seat}")[1]) for seat in range(4)]
        dealers.add(views[0]["data"]["dealer"])
        if views[0]["data"]["winner"] is not None:
            break
        seat = next(seat for seat, view in enumerate(views) if view["data"]["to_act"] == seat)
        entry = rng.choice(views[seat]["legal"])
        status, answer = table_client.fetch(f"{server}/tables/plain-{name}/{seat}", json.dumps(entry["action"]))
        assert status == 200, answer
        assert json.loads(answer)["kind"] == "view"
    assert len(dealers) > 1 or views[0]["data"]["winner"] is not None, "the moves sent finished the first hand"


def test_the_server_refuses_moves_out_of_turn_and_bad_text(server: str) -> None:
    """A move for a seat not to act is an illegal-action document (409); bad text is a 400."""
    table_client.open_table(server, "refusals", "smear", "3")
    status, text = table_client.fetch(f"{server}/tables/refusals/0")
    seen = smear.from_json(text, "view")
    other = (seen.to_act + 1) % 4 if seen.to_act is not None else 0
    status, text = table_client.fetch(f"{server}/tables/refusals/{other}", "pass")
    assert status == 409 and smear.from_json(text, "illegal-action").code == "not-your-turn"
    status, _ = table_client.fetch(f"{server}/tables/refusals/{seen.to_act}", "fly away")
    assert status == 400


def test_the_examples_type_check_without_any() -> None:
    """mypy --strict --disallow-any-expr accepts the server and the clients: no Any, no cast, no private import.

    ``tests/strict_loaders.py`` calls every ruleset module's loaders directly and
    asserts each kind's own type.
    """
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--disallow-any-expr", "examples", "tests/strict_loaders.py"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    for path in (ROOT / "examples").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "cast(" not in text and not re.search(r"^\s*(from|import)\s+trickcore\S*\._", text, re.MULTILINE)
