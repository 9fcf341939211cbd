"""A client that plays seats of a table server's game, written generically over any ruleset.

``play_seats(smear, url, "t1", seats=range(4))`` plays every seat of table ``t1``
with a bot (any function from a view to an action, such as a heuristic player's
``act``), reading each view with
``from_json(text, "view")`` — a typed loader: it returns the ruleset's ``View`` or
raises — and sending actions as documents (``to_json(action)``: the same document as
the view's ``"legal"`` list holds for that action, so a client that runs no rules can
send a listed entry's ``"action"`` back instead). Like the server, it type-checks under
``mypy --strict --disallow-any-expr`` with no ``Any``, no ``cast`` and no private import.
"""

from __future__ import annotations

import http.client
from collections.abc import Callable, Iterable
from typing import TypeVar
from urllib.parse import urlsplit

from trickcore.ruleset import GameState, Ruleset, SeatState

R = TypeVar("R")
G = TypeVar("G", bound=GameState)
V = TypeVar("V", bound=SeatState)
A = TypeVar("A")


def fetch(url: str, body: str | None = None) -> tuple[int, str]:
    """GET (or POST ``body`` to) ``url``: the status and the text of the answer."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=30)
    try:
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request("GET" if body is None else "POST", path, body=None if body is None else body.encode("utf-8"))
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8")
    finally:
        connection.close()


def open_table(url: str, table: str, ruleset_name: str, seed: str) -> None:
    """Ask the server to open a table."""
    status, answer = fetch(f"{url}/tables/{table}/{ruleset_name}?seed={seed}", "")
    if status != 201:
        raise RuntimeError(f"could not open the table: {answer}")


def first_legal(ruleset: Ruleset[R, G, V, A]) -> Callable[[V], A]:
    """The simplest bot: the first legal action of the view."""

    def choose(seen: V) -> A:
        return ruleset.legal_actions(seen)[0]

    return choose


def play_seats(
    ruleset: Ruleset[R, G, V, A],
    url: str,
    table: str,
    seats: Iterable[int],
    choose: Callable[[V], A] | None = None,
    max_actions: int = 5000,
) -> V:
    """Play the given seats with ``choose`` (default :func:`first_legal`) until the game is over; the last view seen."""
    pick = first_legal(ruleset) if choose is None else choose
    chairs = list(seats)
    status, text = fetch(f"{url}/tables/{table}/{chairs[0]}")
    seen = ruleset.from_json(text, "view")
    for _ in range(max_actions):
        if seen.winner is not None:
            return seen
        for seat in chairs:
            status, text = fetch(f"{url}/tables/{table}/{seat}")
            seen = ruleset.from_json(text, "view")
            if seen.to_act == seat:
                action = pick(seen)
                status, text = fetch(f"{url}/tables/{table}/{seat}", ruleset.to_json(action))
                if status != 200:
                    raise RuntimeError(f"the server refused a legal action: {ruleset.from_json(text, 'illegal-action')}")
                seen = ruleset.from_json(text, "view")
                break
    return seen
