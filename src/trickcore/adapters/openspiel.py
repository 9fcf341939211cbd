"""The rulesets as OpenSpiel games (optional extra ``openspiel``: ``pip install trickcore[openspiel]``).

Importing this module registers three games with ``pyspiel``:
``python_trickcore_fifty_six``, ``python_trickcore_smear`` and
``python_trickcore_fifty_five``. Each is sequential, with imperfect information
and explicit chance, and its parameters are the ``Rules`` options (an option whose
default is ``None`` takes text: ``"none"``, points as ``"13pts"``, or teams as
``"0-2/1-3"``; a tuple of numbers as ``"2/2/2"``).

- **Episode.** One hand from the standard start, dealt by seat 0.
- **Chance.** The deal is one chance node per card of the pack: each draws the
  next card from the cards left, so an outcome is a distinct card (its position
  among the pack's distinct cards, in canonical order) with probability *copies
  left / cards left* — Fifty-Six's two copies make some outcomes twice as likely.
  An outcome that is not among the node's ``chance_outcomes()`` (a card already
  drawn, every copy of it; a number outside the pack) is refused with
  ``pyspiel.SpielError``, as OpenSpiel's own card games refuse it, and the state is
  left as it was.
  The cards are drawn seat by seat (seat 0's hand, seat 1's, …), then the stock top
  first (Smear's blind, Fifty-Five's kitty, the rest); the complete deal starts the
  hand with ``new_game(rules, hands=…, stock=…, dealer=0)``. A uniformly shuffled
  pack gives every deal the same chance, so this is the rules' deal.
- **Actions.** The ruleset's integer action ids (``num_action_ids(rules)``
  distinct actions; Fifty-Five's 2,598,960 discard ids are why its
  ``legal_actions_mask`` is long).
- **Returns.** At the end of the hand (terminal rewards), what it did to each
  player's side: tables moved in Fifty-Six, score change in Smear and Fifty-Five
  (general-sum: both Smear teams can score, and a Fifty-Six shortfall is lost).
- **Information.** The information state string is the player's view as JSON
  (the view holds the whole hand's history as that seat saw it); the observation
  string is a readable summary of the view; both tensors are the view's features
  (:mod:`trickcore.adapters`' table). None of them reads the game, so nothing
  hidden can leak. During the deal a player knows only how many cards are out.

:func:`resampler` gives OpenSpiel's ISMCTS bot a way to draw worlds consistent
with a player's information, with the ruleset's exactly uniform ``determinize``.

Example:
    >>> import pyspiel
    >>> import trickcore.adapters.openspiel
    >>> game = pyspiel.load_game("python_trickcore_smear", {"blind_size": 2})
    >>> state = game.new_initial_state()
    >>> state.is_chance_node(), len(state.chance_outcomes())
    (True, 32)
"""

from __future__ import annotations

import random
from typing import Any, Final

import numpy as np
import pyspiel

from trickcore.adapters._common import (
    Spec,
    describe,
    feature_size,
    features,
    pack_cards,
    parameters,
    rules_from,
    seat_rewards,
    seats_of,
    spec_of,
)
from trickcore.deck import Seed
from trickcore.errors import excerpt
from trickcore.playing_cards import Card, cards
from trickcore.ruleset import AnyRuleset

__all__ = [
    "GAME_NAMES",
    "FiftyFiveGame",
    "FiftySixGame",
    "SmearGame",
    "TrickcoreGame",
    "TrickcoreState",
    "ViewObserver",
    "resampler",
]

GAME_NAMES: Final = {
    "fifty-six": "python_trickcore_fifty_six",
    "smear": "python_trickcore_smear",
    "fifty-five": "python_trickcore_fifty_five",
}
"""The OpenSpiel short name of each ruleset's game."""

_LONG_NAMES: Final = {"fifty-six": "Fifty-Six", "smear": "Four-Point Smear", "fifty-five": "Fifty-Five"}
_PLAYERS: Final = {"fifty-six": (4, 8), "smear": (3, 4), "fifty-five": (2, 9)}


def _game_type(name: str, ruleset: AnyRuleset) -> Any:
    """The OpenSpiel game type of a ruleset: its parameters are the Rules options."""
    low, high = _PLAYERS[name]
    return pyspiel.GameType(
        short_name=GAME_NAMES[name],
        long_name=f"trickcore {_LONG_NAMES[name]}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(ruleset),
    )


def _utility(spec: Spec, rules: Any) -> float:
    """A bound on what one hand can do to a side's standing."""
    if spec.ruleset.NAME == "fifty-six":
        return float(5 * 4 * (rules.teams - 1))
    if spec.ruleset.NAME == "smear":
        return float(rules.top_bid)  # four points won, or a set contract (5 with the smudge)
    return 60.0


class TrickcoreGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game playing one hand of a trickcore ruleset (one subclass is registered per ruleset)."""

    ruleset_name = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        spec = spec_of(self.ruleset_name)
        ruleset = spec.ruleset
        rules = rules_from(ruleset, params or {})
        cards = pack_cards(spec, rules)
        pack = ruleset.deck(rules)
        bound = _utility(spec, rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=ruleset.num_action_ids(rules),
            max_chance_outcomes=len(cards),
            num_players=seats_of(ruleset, rules),
            min_utility=-bound,
            max_utility=bound,
            max_game_length=len(pack) + 2_000,
        )
        super().__init__(_game_type(ruleset.NAME, ruleset), info, params or {})
        self.spec = spec
        self.rules = rules
        self.table = _Table(ruleset.NAME, rules)

    def new_initial_state(self) -> TrickcoreState:
        """A hand about to be dealt: the first chance node."""
        return TrickcoreState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        """An observer of views: perfect recall gives the information state, else the observation."""
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return ViewObserver(self, perfect_recall)


class _Shared:
    """Immutable values a state refers to; OpenSpiel deep-copies a state's attributes, and copies share these."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


class _Table(_Shared):
    """What every state of one game shares: the spec, the rules, the pack and the hand sizes."""

    def __init__(self, name: str, rules: Any) -> None:
        self.spec = spec_of(name)
        self.rules = rules
        ruleset = self.spec.ruleset
        self.cards = pack_cards(self.spec, rules)
        self.pack = tuple(ruleset.deck(rules))
        self.sizes = tuple(len(hand) for hand in ruleset.new_game(rules, seed=0).hands)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Table, (self.spec.ruleset.NAME, self.rules))

    def outcome_card(self, action: object) -> Card:
        """The distinct card a chance outcome names (its position among :attr:`cards`).

        Raises:
            pyspiel.SpielError: not a position among the pack's distinct cards.
        """
        if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(self.cards):
            raise pyspiel.SpielError(f"chance outcome {excerpt(action)} is not a card: outcomes are 0 to {len(self.cards) - 1}")
        return self.cards[action]

    def start(self, drawn: tuple[Card, ...]) -> Any:
        """The hand a complete deal starts: hands seat by seat, then the stock, dealt by seat 0."""
        hands = []
        start = 0
        for size in self.sizes:
            hands.append(drawn[start : start + size])
            start += size
        stock = drawn[start:]
        return self.spec.ruleset.new_game(self.rules, hands=hands, stock=stock or None, dealer=0)


class _Hand(_Shared):
    """A state's own data: the cards drawn so far, then the trickcore game (both immutable).

    It pickles as the drawn cards' text and the actions, and is rebuilt by replaying
    them through the public API.
    """

    def __init__(self, table: _Table, drawn: tuple[Card, ...], game: Any) -> None:
        self.table = table
        self.drawn = drawn
        self.game = game

    def __reduce__(self) -> tuple[Any, ...]:
        actions = () if self.game is None else tuple(self.table.spec.ruleset.record(self.game).actions)
        return (_restore, (self.table, " ".join(map(str, self.drawn)), actions))


def _restore(table: _Table, drawn_text: str, actions: tuple[Any, ...]) -> _Hand:
    """A pickled hand, replayed."""
    drawn = cards(drawn_text)
    if len(drawn) < len(table.pack):
        return _Hand(table, drawn, None)
    game = table.start(drawn)
    for action in actions:
        game = table.spec.ruleset.apply(game, action)
    return _Hand(table, drawn, game)


class TrickcoreState(pyspiel.State):  # type: ignore[misc]
    """A hand in progress: the cards drawn so far, then the trickcore game."""

    def __init__(self, game: TrickcoreGame) -> None:
        super().__init__(game)
        self._table: _Table = game.table
        self._hand = _Hand(self._table, (), None)

    @property
    def game(self) -> Any:
        """The trickcore game, once the deal is complete (else ``None``)."""
        return self._hand.game

    @property
    def drawn(self) -> tuple[Card, ...]:
        """The cards drawn so far (the deal's chance outcomes)."""
        return self._hand.drawn

    def current_player(self) -> int:
        """The seat to act, ``CHANCE`` during the deal, ``TERMINAL`` once the hand is over."""
        game = self._hand.game
        if game is None:
            return int(pyspiel.PlayerId.CHANCE)
        if game.to_act is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(game.to_act)

    def _legal_actions(self, player: int) -> list[int]:
        """The legal action ids of the seat to act, ascending."""
        return list(self._table.spec.ruleset.legal_action_ids(self._hand.game))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The next card: each distinct card left, with probability copies left / cards left."""
        table, drawn = self._table, self._hand.drawn
        left = len(table.pack) - len(drawn)
        outcomes = []
        for index, card in enumerate(table.cards):
            copies = table.pack.count(card) - drawn.count(card)
            if copies:
                outcomes.append((index, copies / left))
        return outcomes

    def _drawable(self, action: int) -> Card:
        """The card a chance outcome draws, if it is one of :meth:`chance_outcomes`.

        Raises:
            pyspiel.SpielError: not a distinct card's position, or every copy of that card is drawn.
        """
        table, drawn = self._table, self._hand.drawn
        card = table.outcome_card(action)
        if drawn.count(card) >= table.pack.count(card):
            raise pyspiel.SpielError(f"chance outcome {action} ({card}) is not among chance_outcomes(): it is drawn")
        return card

    def _apply_action(self, action: int) -> None:
        """Draw a card, or take an action by its id; a complete deal starts the hand."""
        table, hand = self._table, self._hand
        ruleset = table.spec.ruleset
        if hand.game is None:
            drawn = (*hand.drawn, self._drawable(action))
            self._hand = _Hand(table, drawn, table.start(drawn) if len(drawn) == len(table.pack) else None)
            return
        self._hand = _Hand(table, hand.drawn, ruleset.apply(hand.game, ruleset.action_from_id(table.rules, action)))

    def _action_to_string(self, player: int, action: int) -> str:
        """A drawn card, or the action's notation."""
        table = self._table
        if player == pyspiel.PlayerId.CHANCE:
            return f"draw {table.outcome_card(action)}"
        return str(table.spec.ruleset.action_from_id(table.rules, action))

    def is_terminal(self) -> bool:
        """Whether the hand is over."""
        game = self._hand.game
        return game is not None and game.to_act is None

    def returns(self) -> list[float]:
        """Per player, the change of its side's standing once the hand is over (else 0)."""
        if not self.is_terminal():
            return [0.0] * len(self._table.sizes)
        return [float(change) for change in seat_rewards(self._table.spec, self._hand.game)]

    def view(self, player: int) -> Any:
        """The player's view of the hand (``None`` during the deal)."""
        game = self._hand.game
        return None if game is None else self._table.spec.ruleset.view(game, player)

    def __str__(self) -> str:
        game = self._hand.game
        if game is None:
            return f"dealing: {len(self._hand.drawn)} of {len(self._table.pack)} cards drawn"
        return repr(game)


class ViewObserver:
    """OpenSpiel's Python observer protocol, built from views only.

    ``tensor`` holds a view's features; ``string_from`` gives the view as JSON with
    perfect recall (the information state) and a readable summary without.
    """

    def __init__(self, game: TrickcoreGame, perfect_recall: bool) -> None:
        self.spec = game.spec
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(feature_size(game.spec, game.rules), np.float32)
        self.dict = {"view": self.tensor}

    def set_from(self, state: TrickcoreState, player: int) -> None:
        """The tensor of ``player``'s view (all zero during the deal)."""
        seen = state.view(player)
        if seen is None:
            self.tensor.fill(0.0)
            return
        self.tensor[:] = features(self.spec, seen)

    def string_from(self, state: TrickcoreState, player: int) -> str:
        """The view as JSON (information state) or as a summary (observation)."""
        seen = state.view(player)
        if seen is None:
            return f"seat {player} waits for the deal: {len(state.drawn)} cards drawn"
        if self.perfect_recall:
            return str(self.spec.ruleset.to_json(seen))
        return describe(self.spec, seen)


def resampler(seed: Seed | None = None) -> Any:
    """A resampler for OpenSpiel's ``ISMCTSBot.set_resampler``: a state drawn by ``determinize`` from the player's view.

    The drawn state replays the sampled deck and the hand's actions, so its history
    is a legal history of the same game and every hidden deal consistent with the
    view is equally likely.
    """
    rng = random.Random(seed)

    def resample(state: TrickcoreState, player: int) -> TrickcoreState:
        table = state._table
        ruleset = table.spec.ruleset
        sample = ruleset.determinize(state.view(player), seed=rng.randrange(2**63))
        record = ruleset.record(sample)
        fresh: TrickcoreState = state.get_game().new_initial_state()
        deal = record.deals[0]
        for card in (*(card for hand in deal.hands for card in hand), *deal.stock):
            fresh.apply_action(table.cards.index(card))
        for action in record.actions:
            fresh.apply_action(ruleset.action_to_id(table.rules, action))
        return fresh

    return resample


class FiftySixGame(TrickcoreGame):
    """``python_trickcore_fifty_six``: one hand of Fifty-Six."""

    ruleset_name = "fifty-six"


class SmearGame(TrickcoreGame):
    """``python_trickcore_smear``: one hand of Four-Point Smear."""

    ruleset_name = "smear"


class FiftyFiveGame(TrickcoreGame):
    """``python_trickcore_fifty_five``: one hand of Fifty-Five."""

    ruleset_name = "fifty-five"


for _game_class in (FiftySixGame, SmearGame, FiftyFiveGame):
    pyspiel.register_game(_game_type(_game_class.ruleset_name, spec_of(_game_class.ruleset_name).ruleset), _game_class)
