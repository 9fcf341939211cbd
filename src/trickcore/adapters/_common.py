"""What the adapters share: rules options as framework parameters, one hand as an episode, views as features.

An episode is one hand from the standard start: dealt, bid, played, scored. Each
seat's reward is what the hand did to its side's standing — tables moved in
Fifty-Six, the score change in Smear and Fifty-Five — so a learner optimises the
game's own currency.

Observations are features of a seat's view (never of the game), in this fixed
layout of floats (``P`` seats, ``C`` distinct cards of the pack in canonical order,
``S`` sides):

=====================  ======  =================================================
block                  size    meaning
=====================  ======  =================================================
seat                   P       one-hot: whose view
to act                 P       one-hot: the seat to act (all 0 when nobody is)
hand                   C       copies of each card the seat holds
played                 P × C   copies of each card each seat has played this hand
trick                  P × C   the trick in progress, by position (one-hot card)
widow                  C       the blind or kitty the seat took as bidder
discards               C       the seat's own discards as bidder
contract holder        P       one-hot: the declarer or bidder
contract               7       bid value (scaled to [0, 1]), multiplier / 4, trump C D H S,
                               no trumps or not yet known
scores                 S       each side's tables or score, scaled by the target
                               (Fifty-Six: by all the tables in play)
=====================  ======  =================================================
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, Final

import attrs

from trickcore.errors import ConfigError, excerpt
from trickcore.hands import distinct
from trickcore.playing_cards import Card, Suit, format_cards
from trickcore.registry import get_ruleset
from trickcore.ruleset import AnyRuleset

__all__ = [
    "Spec",
    "describe",
    "features",
    "feature_size",
    "parameters",
    "rules_from",
    "seat_rewards",
    "seats_of",
    "side_of",
    "spec_of",
]

Parameter = int | bool | str
"""A framework parameter's value (OpenSpiel accepts ints, bools, floats and strings)."""


@attrs.frozen
class Spec:
    """The per-ruleset facts the adapters need, read from public game and view attributes.

    Attributes:
        ruleset: the ruleset module.
        holder: the seat holding the contract.
        value: the contract's bid value scaled to [0, 1] under the rules, and its multiplier.
        scores: a view's or game's per-side standing.
        scale: what the standing is scaled by in features.
        change: a finished hand's change of every side's standing.
        widow: the blind or kitty in a view (empty if none).
        discards: the seat's own discards in a view (empty if none).
    """

    ruleset: AnyRuleset
    holder: Callable[[Any], int]
    value: Callable[[Any, Any], tuple[float, int]]
    scores: Callable[[Any], tuple[int, ...]]
    scale: Callable[[Any], int]
    change: Callable[[Any], tuple[int, ...]]
    widow: Callable[[Any], tuple[Card, ...]]
    discards: Callable[[Any], tuple[Card, ...]]


def _specs() -> dict[str, Spec]:
    """The specs of the three rulesets."""
    return {
        "fifty-six": Spec(
            get_ruleset("fifty-six"),
            holder=lambda contract: contract.declarer,
            value=lambda rules, contract: (contract.value / 56, contract.multiplier),
            scores=lambda state: state.tables,
            scale=lambda rules: rules.starting_tables * rules.teams,
            change=lambda result: result.transfers,
            widow=lambda seen: (),
            discards=lambda seen: (),
        ),
        "smear": Spec(
            get_ruleset("smear"),
            holder=lambda contract: contract.bidder,
            value=lambda rules, contract: (contract.bid / rules.top_bid, 1),
            scores=lambda state: state.scores,
            scale=lambda rules: rules.target,
            change=lambda result: result.score_changes,
            widow=lambda seen: seen.blind,
            discards=lambda seen: seen.discards,
        ),
        "fifty-five": Spec(
            get_ruleset("fifty-five"),
            holder=lambda contract: contract.bidder,
            value=lambda rules, contract: (contract.bid / 60, 1),
            scores=lambda state: state.scores,
            scale=lambda rules: rules.target,
            change=lambda result: result.changes,
            widow=lambda seen: seen.kitty,
            discards=lambda seen: (*seen.discards, *seen.exchange),
        ),
    }


_SPECS: Final = _specs()


def spec_of(ruleset_name: str) -> Spec:
    """The spec of a ruleset (any name :func:`trickcore.get_ruleset` takes)."""
    return _SPECS[get_ruleset(ruleset_name).NAME]


def _encode(value: object) -> Parameter:
    """An option as a parameter: ints, bools and strings as they are; ``None`` as ``"none"``; a tuple of ints
    as ``"3/3"`` (Smear's ``deal_packets``), rows of ints as ``28-1-2/40-2-3`` (Fifty-Six's ``stakes``)."""
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return "/".join("-".join(map(str, part)) if isinstance(part, tuple) else str(part) for part in value)
    assert isinstance(value, (bool, int, str))
    return value


def _decode_ints(text: str, name: str) -> tuple[int, ...]:
    """A text parameter of an option that takes a tuple of ints (Smear's ``deal_packets``): ``2/2/2``.

    OpenSpiel reads text made only of digits, ``+`` and ``-`` as a number, so the numbers are joined by ``/``.
    """
    try:
        return tuple(int(part) for part in text.strip().split("/"))
    except ValueError:
        raise ConfigError(f"parameter {name}={excerpt(text)}: expected numbers joined by '/', such as 3/3") from None


def _decode(text: str, name: str) -> object:
    """A text parameter of an option whose default is ``None``: ``none``, points ``13pts``, or teams ``0-2/1-3``.

    OpenSpiel reads a parameter that looks like a number as a number, and commas
    separate parameters in its game strings, so numbers carry ``pts`` and teams
    use ``-`` and ``/``.
    """
    text = text.strip()
    try:
        if text.lower() == "none":
            return None
        if text.lower().endswith("pts"):
            return int(text[:-3])
        return tuple(tuple(int(seat) for seat in team.split("-")) for team in text.split("/"))
    except ValueError:
        raise ConfigError(
            f"parameter {name}={excerpt(text)}: expected none, points such as 13pts or teams such as 0-2/1-3"
        ) from None


def _options(ruleset: AnyRuleset) -> list[attrs.Attribute[Any]]:
    """The ruleset's options: the fields of its ``Rules`` a caller gives (not the tables derived from them)."""
    return [field for field in attrs.fields(ruleset.Rules) if field.init]


def parameters(ruleset: AnyRuleset) -> dict[str, Parameter]:
    """The ruleset's options as parameters with their defaults (``None`` becomes ``"none"``).

    Example:
        >>> from trickcore.games import smear
        >>> parameters(smear)["non_bidder_score_cap"], parameters(smear)["blind_size"]
        ('none', 0)
    """
    return {field.name: _encode(field.default) for field in _options(ruleset)}


def rules_from(ruleset: AnyRuleset, given: Mapping[str, object]) -> Any:
    """The ``Rules`` that parameters describe.

    An option whose default is ``None`` takes text: ``"none"``, points such as
    ``"13pts"`` (Smear's ``non_bidder_score_cap``) or teams such as ``"0-2/1-3"``
    (Fifty-Five's ``teams``); an option that takes a tuple of numbers takes them
    joined by ``/`` (Smear's ``deal_packets``: ``"2/2/2"``), and one whose default is
    rows of ints takes rows such as ``"28-1-2/40-2-3"`` (Fifty-Six's ``stakes``); an
    OpenSpiel game string can carry neither a bare number where text is expected nor commas.

    Example:
        >>> from trickcore.games import fifty_five
        >>> rules_from(fifty_five, {"players": 6, "teams": "0-2-4/1-3-5"}).teams
        ((0, 2, 4), (1, 3, 5))
        >>> from trickcore.games import smear
        >>> rules_from(smear, {"deal_packets": "2/2/2"}).deal_packets, parameters(smear)["deal_packets"]
        ((2, 2, 2), '3/3')

    Raises:
        ConfigError: a bad or unknown option.
    """
    defaults = {field.name: field.default for field in _options(ruleset)}
    options: dict[str, object] = {}
    for name, value in given.items():
        default = defaults.get(name)
        if isinstance(value, str) and isinstance(default, tuple) and all(isinstance(part, int) for part in default):
            value = _decode_ints(value, name)
        elif isinstance(value, str) and name in defaults and (default is None or isinstance(default, tuple)):
            value = _decode(value, name)
        options[name] = value
    return ruleset.Rules(**options)


def seats_of(ruleset: AnyRuleset, rules: Any) -> int:
    """The number of seats the rules play with: their ``players`` (Smear's cutthroat has 3)."""
    return int(getattr(rules, "players", 4))


def side_of(rules: Any, seat: int) -> int:
    """A seat's side, as the game's own rules say: their per-seat ``side_of`` table (Smear, Fifty-Five)
    or their ``team_of`` (Fifty-Six). The side indexes the scores and a hand's changes.

    Example:
        >>> from trickcore.games import fifty_six, smear
        >>> side_of(smear.Rules(), 3), side_of(smear.Rules(players=3), 2), side_of(fifty_six.Rules(players=6), 4)
        (1, 2, 1)
    """
    table = getattr(rules, "side_of", None)
    if isinstance(table, tuple):
        return int(table[seat])
    return int(rules.team_of(seat))


def seat_rewards(spec: Spec, game: Any) -> tuple[int, ...]:
    """Per seat, what the finished hand did to its side's standing (0 for a thrown-in or void hand)."""
    change = spec.change(game.last_hand)
    return tuple(change[side_of(game.rules, seat)] for seat in range(len(game.hands)))


@functools.lru_cache(maxsize=64)
def pack_cards(spec: Spec, rules: Any) -> tuple[Card, ...]:
    """The distinct cards of the rules' pack, in canonical order (the features' card axis)."""
    return distinct(spec.ruleset.deck(rules))


@functools.lru_cache(maxsize=64)
def feature_size(spec: Spec, rules: Any) -> int:
    """The length of a view's feature vector (see the module's table)."""
    seats = seats_of(spec.ruleset, rules)
    cards = len(pack_cards(spec, rules))
    sides = len(spec.scores(spec.ruleset.new_game(rules, seed=0)))
    return 3 * seats + cards * (3 + 2 * seats) + 7 + sides


_TRUMPS: Final = (*Suit, None)


def features(spec: Spec, seen: Any) -> list[float]:
    """A view as the fixed-size feature vector of the module's table."""
    rules = seen.rules
    seats = len(seen.hand_sizes)
    cards = pack_cards(spec, rules)
    position = {card: index for index, card in enumerate(cards)}
    size = len(cards)
    out = [0.0] * feature_size(spec, rules)
    out[seen.seat] = 1.0
    if seen.to_act is not None:
        out[seats + seen.to_act] = 1.0
    base = 2 * seats
    for card in seen.hand:
        out[base + position[card]] += 1.0
    base += size
    for trick in seen.tricks:
        for play in trick.plays:
            out[base + play.seat * size + position[play.card]] += 1.0
    for play in seen.trick:
        out[base + play.seat * size + position[play.card]] += 1.0
    base += seats * size
    for order, play in enumerate(seen.trick):
        out[base + order * size + position[play.card]] = 1.0
    base += seats * size
    for card in spec.widow(seen):
        out[base + position[card]] = 1.0
    base += size
    for card in spec.discards(seen):
        out[base + position[card]] = 1.0
    base += size
    contract = seen.contract
    if contract is not None:
        out[base + spec.holder(contract)] = 1.0
        value, multiplier = spec.value(rules, contract)
        out[base + seats] = value
        out[base + seats + 1] = multiplier / 4
    base += seats + 2
    out[base + _TRUMPS.index(seen.trump)] = 1.0
    base += len(_TRUMPS)
    scale = spec.scale(rules)
    for side, score in enumerate(spec.scores(seen)):
        out[base + side] = score / scale
    return out


def describe(spec: Spec, seen: Any) -> str:
    """A one-paragraph text of a view: the seat's hand, the calls, the contract, the tricks and the scores."""
    calls = " ".join(f"{call.seat}:{call.action}" for call in seen.calls)
    tricks = " | ".join(" ".join(str(play) for play in trick.plays) for trick in seen.tricks)
    trick = " ".join(str(play) for play in seen.trick)
    return (
        f"seat {seen.seat} ({seen.phase.value}, to act: {seen.to_act}) hand [{format_cards(seen.hand)}]"
        f" calls [{calls}] contract {seen.contract} trump {seen.trump}"
        f" tricks [{tricks}] trick [{trick}] scores {spec.scores(seen)}"
    )
