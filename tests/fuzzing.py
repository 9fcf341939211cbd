"""Hostile input for every entry point that reads outside data, and the promise each must keep.

Every generator takes a ``random.Random`` and builds one input, so the same
generators drive the suite's Hypothesis tests (``tests/test_fuzz.py``, a fast
profile) and the deep run of ``tools/fuzz.py`` (a million inputs per entry point).
Each ``attack_*`` function feeds one input to one entry point and returns what
happened (``"accepted"`` or the name of the documented exception); anything else
escaping — another exception type, an assertion, a crash, an accepted value that
does not round-trip — is an *escape* and raises :class:`Escape`.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from trickcore import Card, Deal, Deck, Discard, IllegalAction, Rank, Suit, TrickcoreError
from trickcore.games import fifty_five, fifty_six, smear

__all__ = ["ATTACKS", "Escape", "RULESETS", "attack"]

RULESETS: dict[str, Any] = {"fifty-six": fifty_six, "smear": smear, "fifty-five": fifty_five}
"""The rulesets under attack, by name."""

_RULES: dict[str, list[Any]] = {
    "fifty-six": [
        fifty_six.Rules(starting_tables=2),
        fifty_six.Rules(players=6, starting_tables=1),
        fifty_six.Rules(players=8),
        # The house rules (issue 27): each reaches its own phases, actions and fields.
        fifty_six.Rules(
            starting_tables=2, hidden_trump=True, thani=True, court_call=True, must_trump_if_void=True, must_overtrump=True
        ),
        fifty_six.Rules(
            players=6,
            starting_tables=1,
            partner_overcall_min=40,
            trump_lead_restricted=True,
            stop_play_when_decided=True,
            stakes=((28, 1, 1), (40, 2, 3), (56, 3, 5)),
        ),
        fifty_six.Rules(starting_tables=2, redeal_if_team_has_no_jack=True, redeal_on_weak_hand=11),
    ],
    "smear": [
        smear.Rules(blind_size=3, target=4),
        smear.Rules(target=3, all_pass="dealer_must_bid"),
        smear.Rules(
            target=4, jokers=2, joker_order="second_wins", dealer_may_match=True, protect_point_trumps=True, low_goes_to="capturer"
        ),
        smear.Rules(blind_size=3, target=3, deal_packets=(2, 2, 2), smudge=True, dealer_may_match=True),
    ],
    "fifty-five": [
        fifty_five.Rules(target=20),
        fifty_five.Rules(players=6, teams=((0, 3), (1, 4), (2, 5)), target=20),
        fifty_five.Rules(players=9),
        fifty_five.Rules(
            target=20,
            joker=True,
            draw_after_trump=True,
            bid_ladder="thirty_for_sixty",
            hold_reopens="all_unpassed",
            renegeable="five_only",
            best_trump_bonus="none",
        ),
        fifty_five.Rules(
            players=6,
            teams=((0, 3), (1, 4), (2, 5)),
            target=20,
            trump_named="before_kitty",
            draw_after_trump=True,
            first_lead="left_of_bidder",
            renegeable="none",
            best_trump_bonus="top_trumps_only",
        ),
    ],
}
"""Rules the material is played under: defaults, sizes and targets, and the house rules switched on."""


class Escape(AssertionError):
    """An input got an answer the library does not promise (a crash, a wrong exception, a lossy load)."""


# --- Real material to start from -------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def games(name: str) -> tuple[Any, ...]:
    """States of a few random games of the ruleset (short ones, so loading them is quick)."""
    ruleset = RULESETS[name]
    found: list[Any] = []
    for seed, rules in enumerate(_RULES[name] * 2):
        rng = random.Random(seed)
        game = ruleset.new_game(rules, seed=seed)
        for step in range(90):
            if step % 6 == 0:
                found.append(game)
            if game.phase is ruleset.Phase.GAME_OVER:
                break
            if game.phase is ruleset.Phase.HAND_OVER:
                game = ruleset.deal(game, seed=rng.randrange(1000))
            else:
                game = ruleset.apply(game, rng.choice(ruleset.legal_actions(game)))
        found.append(game)
    return tuple(found)


@functools.lru_cache(maxsize=None)
def documents(name: str) -> tuple[str, ...]:
    """JSON documents of every kind made from those games."""
    ruleset = RULESETS[name]
    texts: list[str] = []
    for game in games(name):
        texts.append(ruleset.to_json(game))
        texts.append(ruleset.to_json(ruleset.record(game, seat=game.dealer)))
        texts.extend(ruleset.to_json(ruleset.view(game, seat), legal=seat % 2 == 0) for seat in range(len(game.hands)))
        texts.extend(ruleset.to_json(action) for action in ruleset.legal_actions(game)[:3])
        error = ruleset.check(game, ruleset.Pass(), seat=(game.dealer + 2) % len(game.hands))
        if error is not None:
            texts.append(ruleset.to_json(error))
        texts.append(ruleset.to_json(ruleset.deck(game.rules).shuffled(len(texts))))
    return tuple(texts)


@functools.lru_cache(maxsize=None)
def seat_material(name: str, index: int, seat: int) -> tuple[Any, Any]:
    """The record and the view of one seat of ``games(name)[index]``, made once: every input starts from them."""
    ruleset = RULESETS[name]
    game = games(name)[index]
    return ruleset.record(game, seat=seat), ruleset.view(game, seat)


# --- Hostile values --------------------------------------------------------------------------

_WORDS = ["pass", "play", "bid", "double", "redouble", "hold", "trump", "discard", "noes", "NT", "+2", "JS", "10♠",
          "AH", "5C", "7S", "TD", "X", "", " ", "\x00", "é", "☃", "1e9", "-1", "0", "99", "+", "D", "h", "28", "60"]


def junk_value(rng: random.Random, depth: int = 0) -> Any:
    """A random JSON-like (or not quite JSON) value: every type, huge numbers, long and odd text, deep nesting."""
    roll = rng.randrange(16 if depth < 3 else 11)
    choices: list[Callable[[], Any]] = [
        lambda: None,
        lambda: rng.choice([True, False]),
        lambda: rng.choice([0, 1, -1, 2, 3, 4, 7, 12, 28, 56, 60, 2**31, 2**53, 2**63, -(2**70), 10**30]),
        lambda: rng.randrange(-100, 100),
        lambda: rng.choice([0.5, float("nan"), float("inf"), 1e308]),
        lambda: rng.choice(_WORDS),
        lambda: "".join(rng.choice("JSQKAT9823456789CDH♠♥ +-x\n\u202e") for _ in range(rng.randrange(1, 12))),
        lambda: "A" * rng.choice([100, 10_000, 100_000]),
        lambda: str(rng.randrange(10**40)),
        lambda: rng.choice(["JS", "AH", "7C", "2D", "TS", "5H"]),
        lambda: {"type": rng.choice(["Pass", "Play", "Bid", "Double", "Hold", "Discard", "Record", "Deal", "View", "Trick", "x"])},
        lambda: [junk_value(rng, depth + 1) for _ in range(rng.randrange(0, 5))],
        lambda: {rng.choice(_WORDS + ["type", "data", "kind", "cards", "value"]): junk_value(rng, depth + 1) for _ in range(rng.randrange(0, 4))},
        lambda: _nested(rng.choice([50, 300])),
        lambda: [rng.choice(["JS", "AH", "9S"])] * rng.choice([13, 100, 10_000]),
        lambda: {
            "type": "Trick",
            "leader": 0,
            "winner": 0,
            "plays": [{"type": "CardPlay", "seat": 0, "card": "AS"} for _ in range(rng.choice([5, 1000]))],
        },
    ]
    return choices[roll]()


def _nested(depth: int) -> Any:
    """A list nested ``depth`` deep."""
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _places(root: Any) -> Iterator[tuple[Any, ...]]:
    """Every place in a document, by its path (not below depth 40: junk can nest deeper)."""
    stack: list[tuple[tuple[Any, ...], Any]] = [((), root)]
    while stack:
        path, node = stack.pop()
        yield path
        if len(path) >= 40:
            continue
        if isinstance(node, dict):
            stack.extend(((*path, key), child) for key, child in node.items())
        elif isinstance(node, list):
            stack.extend(((*path, index), child) for index, child in enumerate(node))


def mutate_data(data: Any, rng: random.Random) -> Any:
    """The data with one to three random changes: a value replaced, a key dropped or added, a list reshaped."""
    data = copy.deepcopy(data)
    for _ in range(rng.randrange(1, 4)):
        places = [path for path in _places(data) if path]
        if not places:
            return junk_value(rng)
        path = rng.choice(places)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = rng.randrange(6)
        if how <= 2:
            parent[key] = junk_value(rng)
        elif how == 3 and isinstance(parent, dict):
            del parent[key]
        elif how == 3:
            del parent[key]
        elif how == 4 and isinstance(parent, dict):
            parent[rng.choice(["extra", "type", "legal", "seat"])] = junk_value(rng)
        elif isinstance(parent, list):
            rng.shuffle(parent) if rng.random() < 0.5 else parent.extend(parent[: rng.randrange(1, 3)])
        else:
            parent[key] = rng.choice(list(parent.values()))
    return data


def mutate_text(text: str, rng: random.Random) -> str:
    """JSON text damaged at the character level, or replaced by a hostile shape."""
    roll = rng.randrange(8)
    if roll == 0:
        return "[" * rng.choice([100, 10_000, 200_000]) + "]" * rng.choice([0, 100])
    if roll == 1:
        return '{"format": "trickcore", "kind": "action", "ruleset": "smear", "data": {"type": "Bid", "points": ' + "9" * rng.choice([20, 5000]) + "}}"
    if roll == 2:
        return text.replace('"data":', '"data":null,"data":', 1)
    if roll == 3:
        return text + rng.choice(["", " ", "x", "}", "\x00", "NaN"])
    chars = list(text)
    for _ in range(rng.randrange(1, 6)):
        if not chars:
            break
        position = rng.randrange(len(chars))
        action = rng.randrange(3)
        if action == 0:
            del chars[position]
        elif action == 1:
            chars.insert(position, rng.choice('{}[]",:0123456789-etruflnax\\u'))
        else:
            chars[position] = rng.choice('{}[]",:09-ntf\\')
    return "".join(chars)


_CARD_TEXTS = frozenset(str(Card(rank, suit)) for suit in Suit for rank in Rank)


def mutate_in_shape(data: Any, rng: random.Random) -> Any:
    """The data with one or two changes that keep it schema-shaped: a number moved, a card swapped, a list reshaped.

    Unlike :func:`mutate_data`, every change keeps each value's type, so the
    document still passes its JSON Schema most of the time and only the rules can
    tell a possible value from an impossible one.
    """
    data = copy.deepcopy(data)
    cards = sorted(_CARD_TEXTS)
    for _ in range(rng.randrange(1, 3)):
        parent, key = rng.choice(list(_leaves(data)))
        value = parent[key]
        if value is True or value is False:
            parent[key] = not value
        elif isinstance(value, int):
            parent[key] = rng.choice([value + 1, value - 1, rng.randrange(-3, 100), 0])
        elif isinstance(value, str) and value in _CARD_TEXTS:
            parent[key] = rng.choice(cards)
        elif isinstance(value, list) and value:
            how = rng.randrange(3)
            if how == 0:
                del value[rng.randrange(len(value))]
            elif how == 1:
                rng.shuffle(value)
            else:
                value.append(rng.choice(value))
    return data


def _leaves(node: Any) -> Iterator[tuple[Any, Any]]:
    """Every (container, key) place in a document but the ``"type"`` tags."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in items:
        if key != "type":
            yield node, key
            yield from _leaves(child)


def random_cards(rng: random.Random, count: int) -> list[Any]:
    """A list of cards, sometimes with junk in it."""
    pool = [Card(rank, suit) for suit in Suit for rank in Rank]
    items: list[Any] = [rng.choice(pool) for _ in range(count)]
    if items and rng.random() < 0.1:
        items[rng.randrange(len(items))] = junk_value(rng)
    return items


# --- Attacks: one entry point each ------------------------------------------------------------

_DOCUMENTED: tuple[type[BaseException], ...] = (TrickcoreError,)

_LONGEST = 20_000_000
"""Generated texts are cut here: long enough to be over the library's limit, short enough to build quickly."""


def _must_be_documented(error: BaseException, allowed: tuple[type[BaseException], ...]) -> str:
    """The name of a documented refusal; any other exception is an escape."""
    if isinstance(error, allowed) and isinstance(error, (ValueError, IllegalAction)) and str(error) and len(str(error)) < 2000:
        return type(error).__name__
    raise Escape(f"{type(error).__name__} escaped: {str(error)[:300]}") from error


def attack_from_json(name: str, rng: random.Random) -> str:
    """``from_json`` with a mutated document or damaged text: a documented error, or a value that round-trips."""
    ruleset = RULESETS[name]
    original = rng.choice(documents(name))
    if rng.random() < 0.7:
        text = json.dumps(mutate_data(json.loads(original), rng))
    else:
        text = mutate_text(original, rng)
    text = text[:_LONGEST]
    try:
        value = ruleset.from_json(text)
    except Exception as error:  # noqa: BLE001 - sorting what escaped is the point
        return _must_be_documented(error, _DOCUMENTED)
    again = ruleset.to_json(value)
    if ruleset.from_json(again) != value or json.loads(again) != {key: item for key, item in json.loads(text).items() if key != "legal"}:
        raise Escape(f"an accepted document does not round-trip exactly: {text[:300]}")
    _use_loaded(ruleset, value)
    return "accepted"


def _use_loaded(ruleset: Any, value: Any) -> None:
    """A loaded view or game answers every question without crashing."""
    if not isinstance(value, (ruleset.Game, ruleset.View)):
        return
    try:
        legal = ruleset.legal_actions(value)
        for action in legal[:3]:
            if ruleset.check(value, action) is not None:
                raise Escape(f"a legal action of a loaded value fails check: {action!r}")
            ruleset.parse_action(value, str(action))
        ruleset.explain(value)
        ruleset.to_json(value, legal=True)
    except Escape:
        raise
    except Exception as error:  # noqa: BLE001 - any failure on a loaded value is a finding
        raise Escape(f"a loaded value fails in use: {type(error).__name__}: {str(error)[:300]}") from error


def attack_view(name: str, rng: random.Random) -> str:
    """``from_data(…, "view")`` with a real view changed in shape: refused, or shown exactly by a game ``determinize`` finds."""
    ruleset = RULESETS[name]
    game = rng.choice(games(name))
    document = mutate_in_shape(json.loads(ruleset.to_json(ruleset.view(game, rng.randrange(len(game.hands))))), rng)
    try:
        seen = ruleset.from_data(document, "view")
    except Exception as error:  # noqa: BLE001
        return _must_be_documented(error, _DOCUMENTED)
    if not shown_by_a_game(ruleset, seen):
        raise Escape(f"a view no drawn game shows loaded: {json.dumps(document)[:300]}")
    _use_loaded(ruleset, seen)
    if seen.to_act == seen.seat and len(ruleset.legal_action_ids(seen)) != len(ruleset.legal_actions(seen)):
        raise Escape("a loaded view's legal action ids do not match its legal actions")
    return "accepted"


def shown_by_a_game(ruleset: Any, seen: Any) -> bool:
    """Whether a game drawn for ``seen`` by ``determinize`` (another seed than the loader's) shows it again.

    Mid-hand, ``last_hand`` and the scores it left belong to an earlier hand the
    view does not describe; after one, the game is drawn from scores of 0.
    """
    closed = seen.phase in (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER)
    neutral = not closed and seen.last_hand is not None and hasattr(seen, "scores")
    drawn_for = attrs.evolve(seen, scores=(0,) * len(seen.scores)) if neutral else seen
    shown = ruleset.view(ruleset.determinize(drawn_for, seed=7), seen.seat)
    if not closed:
        shown = attrs.evolve(shown, last_hand=seen.last_hand)
    if neutral:
        shown = attrs.evolve(shown, scores=seen.scores)
    return bool(shown == seen)


def attack_parse_action(name: str, rng: random.Random) -> str:
    """``parse_action`` with random, mutated or huge text: NotationError, IllegalAction, or a legal action."""
    ruleset = RULESETS[name]
    game = rng.choice(games(name))
    if rng.random() < 0.5 and game.to_act is not None:
        state = ruleset.view(game, game.to_act) if rng.random() < 0.5 else game
    else:
        state = game
    legal = ruleset.legal_actions(state)
    roll = rng.randrange(5)
    if roll == 0 and legal:
        text = mutate_text(str(rng.choice(legal)), rng)
    elif roll == 1:
        text = " ".join(rng.choice(_WORDS) for _ in range(rng.randrange(1, 5)))
    elif roll == 2:
        text = rng.choice(["bid ", "play ", "bid +", "discard ", ""]) + str(rng.randrange(10**rng.randrange(1, 60)))
    elif roll == 3:
        text = junk_value(rng) if rng.random() < 0.3 else "play " + "J" * rng.choice([1, 300, 100_000])
    else:
        text = str(rng.choice(legal)).swapcase() if legal else "pass"
    try:
        action = ruleset.parse_action(state, text)
    except Exception as error:  # noqa: BLE001
        return _must_be_documented(error, _DOCUMENTED)
    if action not in legal or ruleset.parse_action(state, str(action)) != action:
        raise Escape(f"parse_action({text!r}) gave {action!r}, which is not a legal action that round-trips")
    return "accepted"


def attack_replay(name: str, rng: random.Random) -> str:
    """``replay`` with a record whose fields were replaced by junk: RecordError, or the same game again."""
    ruleset = RULESETS[name]
    record = ruleset.record(rng.choice(games(name)))
    field = rng.choice(["ruleset", "version", "rules", "first_dealer", "start", "deals", "actions", "deal-cards", "action"])
    if field == "deal-cards":
        deal = rng.choice(record.deals)
        hands = [list(hand) for hand in deal.hands]
        seat = rng.randrange(len(hands))
        if hands[seat]:
            hands[seat][rng.randrange(len(hands[seat]))] = rng.choice(list(Deck.standard()))
        try:
            changed = Deal(tuple(tuple(hand) for hand in hands), deal.stock)
        except TrickcoreError as error:
            return _must_be_documented(error, _DOCUMENTED)
        record = attrs.evolve(record, deals=tuple(changed if item is deal else item for item in record.deals))
    elif field == "action" and record.actions:
        actions = list(record.actions)
        other = rng.choice(list(RULESETS.values()))
        actions[rng.randrange(len(actions))] = rng.choice([other.Pass(), other.Play(rng.choice(list(Deck.standard()))), junk_value(rng)])
        record = attrs.evolve(record, actions=tuple(actions))
    elif field not in ("deal-cards", "action"):
        record = attrs.evolve(record, **{field: junk_value(rng)})
    try:
        game = ruleset.replay(record)
    except Exception as error:  # noqa: BLE001
        return _must_be_documented(error, _DOCUMENTED)
    if ruleset.record(game) != record:
        raise Escape("an accepted record does not round-trip")
    return "accepted"


def attack_new_game(name: str, rng: random.Random) -> str:
    """``new_game``/``deal`` with junk or slightly wrong cards, seeds, dealers and scores: a documented error or a real game."""
    ruleset = RULESETS[name]
    rules = rng.choice(_RULES[name])
    pack = list(ruleset.deck(rules))
    rng.shuffle(pack)
    options: dict[str, Any] = {}
    roll = rng.randrange(6)
    if roll == 0:
        options["seed"] = junk_value(rng)
    elif roll == 1:
        deck = pack if rng.random() < 0.5 else random_cards(rng, len(pack) + rng.choice([-1, 0, 1]))
        options["deck"] = deck if rng.random() < 0.8 else junk_value(rng)
    elif roll in (2, 3):
        start = ruleset.new_game(rules, deck=pack)
        sizes = [len(hand) for hand in start.hands]
        hands = [random_cards(rng, size) if rng.random() < 0.3 else list(hand) for size, hand in zip(sizes, start.hands)]
        if rng.random() < 0.2:
            hands = hands[:-1] if rng.random() < 0.5 else [*hands, []]
        options["hands"] = hands if rng.random() < 0.9 else junk_value(rng)
        if rng.random() < 0.5:
            options["stock"] = random_cards(rng, rng.randrange(0, 12)) if rng.random() < 0.5 else junk_value(rng)
    else:
        options["seed"] = rng.randrange(10**6)
    if rng.random() < 0.3:
        options["dealer"] = junk_value(rng)
    if rng.random() < 0.3:
        options["scores"] = junk_value(rng)
    try:
        game = ruleset.new_game(rules, **options)
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(100))
    except Exception as error:  # noqa: BLE001
        return _must_be_documented(error, _DOCUMENTED)
    if ruleset.replay(ruleset.record(game)) != game or ruleset.from_json(ruleset.to_json(game)) != game:
        raise Escape(f"an accepted deal does not round-trip: {options!r:.300}")
    return "accepted"


def attack_replay_view(name: str, rng: random.Random) -> str:
    """``replay_view`` with a seat's record whose fields were replaced by junk: RecordError, or a view that loads."""
    ruleset = RULESETS[name]
    index = rng.randrange(len(games(name)))
    seat = rng.randrange(len(games(name)[index].hands))
    record, view = seat_material(name, index, seat)
    fields = ["ruleset", "version", "rules", "first_dealer", "start", "deals", "actions", "seat", "hidden_points", "void_deals", "action"]
    field = rng.choice(fields)
    if field == "action" and record.actions:
        actions = list(record.actions)
        other = rng.choice(list(RULESETS.values()))
        actions[rng.randrange(len(actions))] = rng.choice(
            [other.Pass(), other.Play(rng.choice(list(Deck.standard()))), Discard(()), junk_value(rng)]
        )
        record = attrs.evolve(record, actions=tuple(actions))
    elif field == "void_deals":
        record = attrs.evolve(record, void_deals=rng.choice([junk_value(rng), tuple(rng.sample(range(len(record.deals) + 2), 2))]))
    elif field == "hidden_points":
        record = attrs.evolve(record, hidden_points=rng.choice([junk_value(rng), (rng.randrange(-5, 90),) * len(record.deals)]))
    elif field != "action":
        record = attrs.evolve(record, **{field: junk_value(rng)})
    try:
        seen = ruleset.replay_view(record)
    except Exception as error:  # noqa: BLE001
        return _must_be_documented(error, _DOCUMENTED)
    if record == seat_material(name, index, seat)[0] and seen != view:
        raise Escape("a seat's own record rebuilds another view")
    try:
        loaded = ruleset.from_json(ruleset.to_json(seen), "view")
    except Exception as error:  # noqa: BLE001
        raise Escape(f"replay_view built a view that does not load: {type(error).__name__}: {str(error)[:300]}") from error
    if loaded != seen:
        raise Escape("replay_view built a view that loads as another")
    return "accepted"


ATTACKS: dict[str, Callable[[str, random.Random], str]] = {
    "from_json": attack_from_json,
    "view": attack_view,
    "parse_action": attack_parse_action,
    "replay": attack_replay,
    "replay_view": attack_replay_view,
    "new_game": attack_new_game,
}
"""Every attack, by the entry point it attacks."""


def attack(entry: str, name: str, rng: random.Random) -> str:
    """Run one attack; returns ``"accepted"`` or the name of the documented refusal, raises :class:`Escape` otherwise."""
    return ATTACKS[entry](name, rng)

