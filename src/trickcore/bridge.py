"""Every ruleset behind plain functions of JSON text, for callers in another language.

The browser module (``web/`` in the repository, on Pyodide) calls these
functions: each takes JSON text (and plain ints and strings) and returns JSON
text, so what crosses between the languages is always one of the library's JSON
documents (:func:`trickcore.games.smear.to_json` and its twins), never a Python
object or a traceback.

A call that fails returns :data:`FAILURE` followed by an error document: the
ruleset's ``illegal-action`` document for an :class:`~trickcore.IllegalAction`,
and for any other error ``{"format": "trickcore", "kind": "error", "code": ...,
"error": ..., "message": ...}``, whose ``code`` is the error class in kebab case
(``"notation-error"``, ``"serialization-error"``, ``"replay-error"``, ...).
JSON text never starts with :data:`FAILURE`, so one ``startswith`` tells the two
apart.

Decoding a game document replays its record, so the documents most recently
read or written are kept decoded (:data:`CACHE_SIZE` of them, by their text):
the calls a table makes on the same position (its view, legal actions, a check,
then the next move) decode it once.

Example:
    >>> game = new_game("smear", "null", "7", "null")
    >>> legal_actions(game) == legal_actions(game)
    True
    >>> check(game, '{"type": "Play", "card": "JS"}', None)[:60]
    '{"data":{"code":"wrong-phase","message":"play JS is not allo'
    >>> apply(game, '{"type": "Play", "card": "JS"}', None)[:1]
    '!'
    >>> describe('"JS"', "ru")
    '"валет пик"'
"""

from __future__ import annotations

import functools
import re
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Final

from trickcore.playing_cards import Card, Rank, Suit
from trickcore.errors import IllegalAction, ReplayError, SerializationError
from trickcore.language import describe as describe_value
from trickcore.deck import Seed
from trickcore.players import Player, RandomPlayer, heuristic_player, ismcts_player, pimc_player
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.ruleset import AnyRuleset
from trickcore.serialization import FORMAT, Data, dumps, from_data, loads, to_data, wrap

__all__ = [
    "CACHE_SIZE",
    "FAILURE",
    "PLAYERS",
    "apply",
    "check",
    "deal",
    "describe",
    "determinize",
    "explain",
    "legal_actions",
    "new_game",
    "parse_action",
    "player_act",
    "player_new",
    "player_release",
    "rulesets",
    "view",
]

FAILURE: Final = "!"
"""The first character of a failed call's answer; the error document follows it."""

CACHE_SIZE: Final = 64
"""How many decoded documents are kept, the most recently used first out last."""

PLAYERS: Final[dict[str, Callable[[str, Seed], Player[Any, Any]]]] = {
    "heuristic": heuristic_player,
    "random": lambda name, seed: RandomPlayer(seed, ruleset=get_ruleset(name)),
    "ismcts": ismcts_player,
    "pimc": pimc_player,
}
"""The built-in players by the names lineups use (:data:`trickcore.simulation.PLAYER_KINDS`).

Made here from ``trickcore.players`` directly: the simulation package brings
process pools and logging along, which a page would load for nothing.
"""

_decoded: OrderedDict[str, tuple[AnyRuleset, Any]] = OrderedDict()
_players: dict[int, tuple[AnyRuleset, Player[Any, Any]]] = {}
_next_player = [0]
_KEBAB: Final = re.compile(r"(?<!^)(?=[A-Z])")


def _remember(text: str, ruleset: AnyRuleset, value: object) -> None:
    """Keep ``value`` decoded under its document text, forgetting the least recently used beyond :data:`CACHE_SIZE`."""
    _decoded[text] = (ruleset, value)
    _decoded.move_to_end(text)
    while len(_decoded) > CACHE_SIZE:
        _decoded.popitem(last=False)


def _document(text: str) -> tuple[AnyRuleset, Any]:
    """The ruleset and value of a document's text (a game, view, action, ...), decoded once while it stays in use."""
    known = _decoded.get(text)
    if known is not None:
        _decoded.move_to_end(text)
        return known
    data = loads(text)
    name = data.get("ruleset") if isinstance(data, dict) else None
    if not isinstance(name, str):
        raise SerializationError('not a trickcore JSON document (expected an object naming its "ruleset")')
    ruleset = get_ruleset(name)
    value = ruleset.from_data(data)
    _remember(text, ruleset, value)
    return ruleset, value


def _written(ruleset: AnyRuleset, value: object, legal: bool = False) -> str:
    """A value's document text, kept decoded for the calls that will read it back."""
    text = ruleset.to_json(value, legal)
    if isinstance(value, (ruleset.Game, ruleset.View)):
        _remember(text, ruleset, value)
    return text


def _action(ruleset: AnyRuleset, text: str) -> Any:
    """An action from its document or from its bare data (``{"type": "Play", "card": "JS"}``)."""
    data = loads(text)
    if isinstance(data, dict) and "format" not in data:
        data = wrap("action", ruleset.NAME, data)
    return ruleset.from_data(data, "action")


def _error_document(error: Exception) -> str:
    """The error document of a failure other than an illegal action: its code, class and message."""
    name = type(error).__name__
    document: dict[str, Data] = {
        "format": FORMAT,
        "kind": "error",
        "code": _KEBAB.sub("-", name).lower(),
        "error": name,
        "message": str(error),
    }
    if isinstance(error, ReplayError) and error.index is not None:
        document["index"] = error.index
    return dumps(document)


def _guarded(function: Callable[..., str]) -> Callable[..., str]:
    """``function`` answering :data:`FAILURE` and an error document instead of raising."""

    @functools.wraps(function)
    def call(*arguments: Any) -> str:
        try:
            return function(*arguments)
        except _Refused as refusal:
            return FAILURE + refusal.ruleset.to_json(refusal.error)
        except Exception as error:  # noqa: BLE001 - every failure crosses as a document, never a traceback
            return FAILURE + _error_document(error)

    return call


class _Refused(Exception):
    """An illegal action, with the ruleset whose document tells it."""

    def __init__(self, ruleset: AnyRuleset, error: IllegalAction) -> None:
        super().__init__(str(error))
        self.ruleset, self.error = ruleset, error


def _refusing(ruleset: AnyRuleset, call: Callable[[], Any]) -> Any:
    """``call()``, with an :class:`~trickcore.IllegalAction` it raises kept with its ruleset."""
    try:
        return call()
    except IllegalAction as error:
        raise _Refused(ruleset, error) from None


def _seed(text: str) -> Any:
    """A seed from JSON text (an integer or a string); ``null`` for none."""
    return loads(text)


@_guarded
def rulesets() -> str:
    """The rulesets' canonical names, as a JSON list."""
    return dumps(list(RULESET_NAMES))


@_guarded
def new_game(ruleset_name: str, rules: str, seed: str, dealer: str) -> str:
    """``new_game`` of a ruleset, as the game's document.

    Args:
        ruleset_name: any name :func:`trickcore.get_ruleset` takes.
        rules: ``null`` for the standard rules, or a JSON object of options
            (``{"target": 11}``), each read as the ``Rules`` document reads it.
        seed: ``null`` for a random deal, or a JSON integer or string.
        dealer: ``null`` for the dealer drawn from the seed, or a JSON seat number.
    """
    ruleset = get_ruleset(ruleset_name)
    options = loads(rules)
    if options is None:
        chosen = ruleset.Rules()
    elif isinstance(options, dict):
        standard = to_data(ruleset.Rules())
        assert isinstance(standard, dict)
        chosen = from_data({**standard, **options}, ruleset.Rules, "$.rules")
    else:
        raise TypeError(f"rules are a JSON object of options or null, not {type(options).__name__}")
    return _written(ruleset, ruleset.new_game(chosen, seed=_seed(seed), dealer=loads(dealer)))


@_guarded
def deal(document: str, seed: str) -> str:
    """``deal`` of the next hand, when the game's phase is ``HAND_OVER``; ``seed`` as in :func:`new_game`."""
    ruleset, game = _document(document)
    return _written(ruleset, _refusing(ruleset, lambda: ruleset.deal(game, seed=_seed(seed))))


@_guarded
def legal_actions(document: str) -> str:
    """``legal_actions`` of a game or view document, as a JSON list of action documents."""
    ruleset, value = _document(document)
    return "[" + ",".join(ruleset.to_json(action) for action in ruleset.legal_actions(value)) + "]"


@_guarded
def check(document: str, action: str, seat: int | None) -> str:
    """``check``: ``null`` when the action is legal, else its ``illegal-action`` document.

    ``action`` is an action document or bare action data; ``seat`` is a seat number or ``None``.
    """
    ruleset, value = _document(document)
    error = ruleset.check(value, _action(ruleset, action), seat)
    return "null" if error is None else ruleset.to_json(error)


@_guarded
def apply(document: str, action: str, seat: int | None) -> str:
    """``apply``: the next game's document; an illegal action fails with its ``illegal-action`` document."""
    ruleset, game = _document(document)
    chosen = _action(ruleset, action)
    return _written(ruleset, _refusing(ruleset, lambda: ruleset.apply(game, chosen, seat)))


@_guarded
def view(document: str, seat: int, legal: bool) -> str:
    """``view(game, seat)`` as the view's document; with ``legal``, listing the seat's legal actions."""
    ruleset, game = _document(document)
    return _written(ruleset, ruleset.view(game, seat), legal)


@_guarded
def parse_action(document: str, text: str) -> str:
    """``parse_action``: the action's document; illegal text fails with the ``illegal-action`` document."""
    ruleset, value = _document(document)
    return ruleset.to_json(_refusing(ruleset, lambda: ruleset.parse_action(value, text)))


def _named(text: str) -> Card | Suit | Rank:
    """The card, suit or rank ``text`` names (``"JS"``, ``"S"``, ``"J"``: the letters of cards, suits and ranks differ)."""
    for parse in (Card.parse, Suit.parse):
        try:
            return parse(text)
        except ValueError:
            pass
    return Rank.parse(text)


@_guarded
def describe(value: str, lang: str) -> str:
    """``describe`` in ``lang``, as a JSON string, of a card, suit or rank (JSON text ``"JS"``, ``"S"``, ``"J"``) or an action or illegal-action document."""
    data = loads(value)
    subject = _named(data) if isinstance(data, str) else _document(value)[1]
    return dumps(describe_value(subject, lang))


@_guarded
def explain(document: str, lang: str) -> str:
    """``explain`` of a game or view: a JSON list of ``{"event": <kind>, "text": <told in lang>}``."""
    ruleset, value = _document(document)
    events = ruleset.explain(value)
    return dumps([{"event": type(event).__name__, "text": describe_value(event, lang)} for event in events])


@_guarded
def determinize(document: str, seed: str) -> str:
    """``determinize`` of a view document, as a game document consistent with it."""
    ruleset, seen = _document(document)
    return _written(ruleset, ruleset.determinize(seen, seed=_seed(seed)))


@_guarded
def player_new(kind: str, ruleset_name: str, seed: str) -> str:
    """A built-in player (``"random"``, ``"heuristic"``, ``"ismcts"``) kept for :func:`player_act`; its number as JSON."""
    ruleset = get_ruleset(ruleset_name)
    factory = PLAYERS.get(kind.strip().lower())
    if factory is None:
        raise ValueError(f"unknown player {kind!r} (choose from {', '.join(PLAYERS)})")
    chosen = _seed(seed)
    _next_player[0] += 1
    _players[_next_player[0]] = (ruleset, factory(ruleset.NAME, 0 if chosen is None else chosen))
    return str(_next_player[0])


@_guarded
def player_act(number: int, document: str) -> str:
    """The action the player numbered ``number`` chooses from a view document, as an action document."""
    if number not in _players:
        raise ValueError(f"no player numbered {number} (released, or never made)")
    ruleset, chosen = _players[number]
    _, seen = _document(document)
    if not isinstance(seen, ruleset.View):
        raise TypeError(f"a {ruleset.NAME} player acts on a {ruleset.NAME} view document")
    return ruleset.to_json(chosen.act(seen))


@_guarded
def player_release(number: int) -> str:
    """Forget the player numbered ``number``; ``true`` if it was kept."""
    return "true" if _players.pop(number, None) is not None else "false"

