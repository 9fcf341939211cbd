"""The shape every ruleset module has, so a frontend can hold "the ruleset" as one typed value.

:class:`Ruleset` is generic in the ruleset's rules, game, view and action types.
Each ruleset module type-checks as one, so code written against
``Ruleset[R, G, V, A]`` works for all three games with no casts and no ``Any``::

    def finish_hand(ruleset: Ruleset[R, G, V, A], game: G, pick: Callable[[tuple[A, ...]], A]) -> G:
        while game.to_act is not None:
            game = ruleset.apply(game, pick(ruleset.legal_actions(game)))
        return game

:class:`~trickcore.states.GameState` and :class:`~trickcore.states.SeatState` say what such code may read from any
game and any view.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from types import UnionType
from typing import Any, Literal, Protocol, TypeVar, overload

from trickcore.codec import Kind
from trickcore.deck import Deck, Seed
from trickcore.errors import IllegalAction
from trickcore.events import Event
from trickcore.playing_cards import Card
from trickcore.records import Record, SeatRecord
from trickcore.serialization import Data
from trickcore.states import GameState, SeatState


__all__ = [
    "ActionT",
    "ActionT_contra",
    "AnyRuleset",
    "GameState",
    "GameT",
    "GameT_contra",
    "Phases",
    "Ruleset",
    "RulesT",
    "SeatState",
    "ViewT",
]


class Phases(Protocol):
    """The phases every ruleset's ``Phase`` enum has (Smear and Fifty-Five add ``DISCARD``, Fifty-Five ``TRUMP``)."""

    @property
    def AUCTION(self) -> Enum:  # noqa: N802 - enum member names
        """Calls go round."""

    @property
    def PLAY(self) -> Enum:  # noqa: N802
        """Tricks are played."""

    @property
    def HAND_OVER(self) -> Enum:  # noqa: N802
        """The hand is over; ``deal`` deals the next."""

    @property
    def GAME_OVER(self) -> Enum:  # noqa: N802
        """The game has ended."""


RulesT = TypeVar("RulesT")
"""The type variable of a ruleset's ``Rules``."""

GameT = TypeVar("GameT", bound=GameState)
"""The type variable of a ruleset's ``Game`` (a :class:`~trickcore.states.GameState`)."""

ViewT = TypeVar("ViewT", bound=SeatState)
"""The type variable of a ruleset's ``View`` (a :class:`~trickcore.states.SeatState`)."""

ActionT = TypeVar("ActionT")
"""The type variable of a ruleset's actions (its ``Action`` union)."""

GameT_contra = TypeVar("GameT_contra", bound=GameState, contravariant=True)
"""A ruleset's ``Game``, where it is only taken (by an observer, say)."""

ActionT_contra = TypeVar("ActionT_contra", contravariant=True)
"""A ruleset's actions, where they are only taken."""


class Ruleset(Protocol[RulesT, GameT, ViewT, ActionT]):
    """A ruleset module: :mod:`trickcore.games.fifty_six`, :mod:`~trickcore.games.smear`
    or :mod:`~trickcore.games.fifty_five`, typed by its rules, game, view and action types.

    ``r: Ruleset[fifty_six.Rules, fifty_six.Game, fifty_six.View, fifty_six.Action] = fifty_six``
    type-checks, and :func:`trickcore.get_ruleset` with a literal name returns that
    precise type. Each member is documented on the rulesets' API pages.
    """

    NAME: str
    """The registry name (``"fifty-six"``, ``"smear"``, ``"fifty-five"``)."""

    RULES_VERSION: int
    """The version of the ruleset's rules, stored in records."""

    @property
    def Rules(self) -> type[RulesT]:  # noqa: N802 - the public class name
        """The ruleset's frozen configuration class."""

    @property
    def Game(self) -> type[GameT]:  # noqa: N802
        """The ruleset's game state class."""

    @property
    def View(self) -> type[ViewT]:  # noqa: N802
        """The ruleset's per-seat view class."""

    @property
    def Phase(self) -> Phases:  # noqa: N802
        """The ruleset's phase enum."""

    @property
    def Action(self) -> UnionType:  # noqa: N802
        """The union of the ruleset's action classes (``isinstance(x, ruleset.Action)`` works)."""

    def deck(self, rules: RulesT, players: int | None = None) -> Deck:
        """The unshuffled pack for that many active players, in canonical order."""

    def new_game(
        self,
        rules: RulesT | None = None,
        *,
        seed: Seed | None = None,
        deck: Sequence[Card] | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> GameT:
        """A game with its first hand dealt (``scores``: tables per team in Fifty-Six)."""

    def deal(
        self,
        game: GameT,
        *,
        seed: Seed | None = None,
        deck: Sequence[Card] | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
    ) -> GameT:
        """The next hand dealt, from ``HAND_OVER``."""

    def legal_actions(self, game: GameT | ViewT) -> tuple[ActionT, ...]:
        """Every legal action for the seat to act, in a deterministic order."""

    def check(self, game: GameT | ViewT, action: object, seat: int | None = None) -> IllegalAction | None:
        """Why ``action`` is illegal now, or ``None``."""

    def apply(self, game: GameT, action: ActionT, seat: int | None = None) -> GameT:
        """The next state; raises what :meth:`check` returns."""

    def view(self, game: GameT, seat: int) -> ViewT:
        """What ``seat`` may see."""

    def scores(self, game: GameT | ViewT) -> tuple[int, ...]:
        """Every team's or side's score (tables in Fifty-Six); :attr:`~trickcore.states.Won.winner` indexes it."""

    def parse_action(self, game: GameT | ViewT, text: str) -> ActionT:
        """The legal action named by ``text``."""

    @overload
    def record(self, game: GameT, seat: None = None) -> Record[RulesT, ActionT]: ...

    @overload
    def record(self, game: GameT, seat: int) -> SeatRecord[RulesT, ActionT]: ...

    def record(self, game: GameT, seat: int | None = None) -> Record[RulesT, ActionT]:
        """The replayable record of ``game``; with ``seat``, what that seat may keep."""

    def replay(self, source: Record[RulesT, ActionT]) -> GameT:
        """The game a record describes."""

    def replay_view(self, source: SeatRecord[RulesT, ActionT]) -> ViewT:
        """The view of the game a seat's record describes, as that seat sees it."""

    def to_data(
        self, value: GameT | ViewT | ActionT | Record[RulesT, ActionT] | IllegalAction | Deck, legal: bool = False
    ) -> dict[str, Data]:
        """The document of a value, as plain JSON data."""

    def to_json(
        self, value: GameT | ViewT | ActionT | Record[RulesT, ActionT] | IllegalAction | Deck, legal: bool = False
    ) -> str:
        """The document of a value, as JSON text."""

    @overload
    def from_json(self, text: str | bytes, kind: Literal["game"]) -> GameT: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["view"]) -> ViewT: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["action"]) -> ActionT: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["record"]) -> Record[RulesT, ActionT]: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["illegal-action"]) -> IllegalAction: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["deck"]) -> Deck: ...

    @overload
    def from_json(
        self, text: str | bytes, kind: None = None
    ) -> GameT | ViewT | ActionT | Record[RulesT, ActionT] | IllegalAction | Deck: ...

    def from_json(self, text: str | bytes, kind: Kind | None = None) -> object:
        """The value a JSON document holds; with ``kind``, only that kind."""

    @overload
    def from_data(self, data: object, kind: Literal["game"]) -> GameT: ...

    @overload
    def from_data(self, data: object, kind: Literal["view"]) -> ViewT: ...

    @overload
    def from_data(self, data: object, kind: Literal["action"]) -> ActionT: ...

    @overload
    def from_data(self, data: object, kind: Literal["record"]) -> Record[RulesT, ActionT]: ...

    @overload
    def from_data(self, data: object, kind: Literal["illegal-action"]) -> IllegalAction: ...

    @overload
    def from_data(self, data: object, kind: Literal["deck"]) -> Deck: ...

    @overload
    def from_data(
        self, data: object, kind: None = None
    ) -> GameT | ViewT | ActionT | Record[RulesT, ActionT] | IllegalAction | Deck: ...

    def from_data(self, data: object, kind: Kind | None = None) -> object:
        """The value a document's plain data holds; with ``kind``, only that kind."""

    def json_schema(self, kind: Kind) -> dict[str, Data]:
        """The JSON Schema of one kind of document."""

    def explain(self, state: GameT | ViewT) -> tuple[Event, ...]:
        """The game as events, or what a seat has seen of the current hand."""

    def determinize(self, view: ViewT, *, seed: Seed | None = None) -> GameT:
        """A whole game consistent with ``view``, every consistent hidden deal equally likely."""

    def num_action_ids(self, rules: RulesT) -> int:
        """How many integer action ids the rules have."""

    def action_to_id(self, rules: RulesT, action: ActionT) -> int:
        """The integer id of an action the rules allow."""

    def action_from_id(self, rules: RulesT, action_id: int) -> ActionT:
        """The action with an integer id."""

    def legal_action_ids(self, state: GameT | ViewT) -> tuple[int, ...]:
        """The sorted ids of the legal actions of a game or a view."""


AnyRuleset = Ruleset[Any, Any, Any, Any]
"""A ruleset chosen at run time (by name, say), whose types are not known statically."""
