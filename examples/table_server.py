"""A small HTTP table server for all three rulesets, written against the typed public API only.

Run it with ``python examples/table_server.py`` (port 8056). It keeps one game per
table, sends each seat its own view with its legal actions, checks every move it
receives, deals the next hand when one ends, and sends refusals as
``illegal-action`` documents. There is no ``Any``, no ``cast`` and no private import:
``mypy --strict --disallow-any-expr`` accepts it (the test suite runs that).

Endpoints (JSON bodies are trickcore documents):

* ``POST /tables/<name>/<ruleset>?seed=<seed>`` — open a table.
* ``GET /tables/<name>/<seat>`` — the seat's view, with ``"legal"``.
* ``POST /tables/<name>/<seat>`` — an action document (such as the ``"action"`` of an
  entry of the view's ``"legal"`` list, sent back as it is) or notation text; answers
  the seat's new view, or an ``illegal-action`` document with status 409.
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Generic, TypeVar
from urllib.parse import parse_qs, urlsplit

from trickcore import IllegalAction, TrickcoreError, deal_next, get_ruleset, start_match
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.ruleset import GameState, Ruleset, SeatState

R = TypeVar("R")
G = TypeVar("G", bound=GameState)
V = TypeVar("V", bound=SeatState)
A = TypeVar("A")


class Table(Generic[R, G, V, A]):
    """One game of one ruleset, moved on only by legal actions."""

    def __init__(self, ruleset: Ruleset[R, G, V, A], seed: str) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.game = start_match(ruleset, ruleset.Rules(), seed)
        self.lock = threading.Lock()

    def seat_view(self, seat: int) -> str:
        """The seat's view as a document with its legal actions."""
        with self.lock:
            return self.ruleset.to_json(self.ruleset.view(self.game, seat), legal=True)

    def act(self, seat: int, body: str) -> tuple[int, str]:
        """Check and apply a seat's action (a document or notation); the HTTP status and the answer."""
        ruleset = self.ruleset
        with self.lock:
            try:
                action = ruleset.from_json(body, "action") if body.lstrip().startswith("{") else ruleset.parse_action(self.game, body)
                self.game = ruleset.apply(self.game, action, seat=seat)
                if self.game.phase is ruleset.Phase.HAND_OVER:
                    self.game = deal_next(ruleset, self.game, self.seed)
            except IllegalAction as error:
                return 409, ruleset.to_json(error)
            except TrickcoreError as error:
                return 400, str(error)
            return 200, ruleset.to_json(ruleset.view(self.game, seat), legal=True)


AnyTable = (
    Table[fifty_six.Rules, fifty_six.Game, fifty_six.View, fifty_six.Action]
    | Table[smear.Rules, smear.Game, smear.View, smear.Action]
    | Table[fifty_five.Rules, fifty_five.Game, fifty_five.View, fifty_five.Action]
)


def open_table(ruleset_name: str, seed: str) -> AnyTable:
    """A table of the named ruleset (each literal name gives the ruleset's precise type)."""
    match ruleset_name:
        case "fifty-six":
            return Table(get_ruleset("fifty-six"), seed)
        case "smear":
            return Table(get_ruleset("smear"), seed)
        case "fifty-five":
            return Table(get_ruleset("fifty-five"), seed)
    raise ValueError(f"unknown ruleset {ruleset_name!r}")


class Handler(BaseHTTPRequestHandler):
    """Routes the three endpoints to the tables."""

    tables: dict[str, AnyTable] = {}

    def _answer(self, status: int, text: str) -> None:
        body = text.encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _parts(self) -> list[str]:
        return [part for part in urlsplit(self.path).path.split("/") if part]

    def do_GET(self) -> None:  # noqa: N802 - the http.server hook
        parts = self._parts()
        table = self.tables.get(parts[1]) if len(parts) == 3 and parts[0] == "tables" else None
        if table is None or not parts[2].isdigit():
            self._answer(404, "no such table or seat")
            return
        self._answer(200, table.seat_view(int(parts[2])))

    def do_POST(self) -> None:  # noqa: N802 - the http.server hook
        parts = self._parts()
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(min(length, 1 << 20)).decode("utf-8", errors="replace")
        if len(parts) == 3 and parts[0] == "tables" and not parts[2].isdigit():
            seeds = parse_qs(urlsplit(self.path).query).get("seed", ["1"])
            try:
                self.tables[parts[1]] = open_table(parts[2], seeds[0])
            except ValueError as error:
                self._answer(400, str(error))
                return
            self._answer(201, "{}")
            return
        table = self.tables.get(parts[1]) if len(parts) == 3 and parts[0] == "tables" else None
        if table is None or not parts[2].isdigit():
            self._answer(404, "no such table or seat")
            return
        status, answer = table.act(int(parts[2]), body)
        self._answer(status, answer)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the http.server signature
        """Quiet: a table server logs what it chooses to."""


def serve(port: int = 8056) -> ThreadingHTTPServer:
    """A running server on ``port`` (0 picks a free one); call ``shutdown()`` to stop it."""
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


if __name__ == "__main__":
    running = serve()
    print(f"trickcore table server on http://127.0.0.1:{running.server_address[1]}")
    threading.Event().wait()
