"""What generic code may read from any ruleset's game or view, one field at a time.

Every ruleset's ``Game`` and ``View`` is its own frozen class; the core reads them
through these protocols. Each protocol names one field (or two that go together),
and what a piece of the core reads is the union of the ones it needs:
:class:`GameState` is what the drivers read from every game, :class:`SeatState` what
they read from every view, and the codec, the tellers, the determinization and the
seat-record search compose exactly the fields they use. So a field is declared,
typed and documented once, whatever reads it.

Example:
    >>> from trickcore.games import smear
    >>> game = smear.new_game(smear.Rules(), seed=1)
    >>> def first_to_act(state: Acting) -> int | None:
    ...     return state.to_act
    >>> first_to_act(game) == first_to_act(smear.view(game, 0))
    True
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Protocol

from trickcore.playing_cards import Card
from trickcore.records import History
from trickcore.tricks import CardPlay, Trick

__all__ = [
    "Acting",
    "CountsHands",
    "Dealt",
    "GameState",
    "Held",
    "Phased",
    "Played",
    "Recorded",
    "Ruled",
    "SeatState",
    "Seated",
    "Seen",
    "Won",
]


class Ruled(Protocol):
    """A state that keeps its rules."""

    @property
    def rules(self) -> Any:
        """The rules in force (the ruleset's ``Rules``)."""


class Recorded(Protocol):
    """A game that keeps everything that led to it."""

    @property
    def history(self) -> History[Any]:
        """The deals and the actions since the start; ``history.deals[-1]`` is the hand's deal."""


class Phased(Protocol):
    """A state in a phase."""

    @property
    def phase(self) -> Enum:
        """The current phase (every ruleset's has ``AUCTION``, ``PLAY``, ``HAND_OVER`` and ``GAME_OVER``)."""


class Dealt(Protocol):
    """A state with a dealer."""

    @property
    def dealer(self) -> int:
        """The dealer of the current hand."""


class Acting(Protocol):
    """A state with a seat to act."""

    @property
    def to_act(self) -> int | None:
        """The seat to act, ``None`` at ``HAND_OVER`` and ``GAME_OVER``."""


class Played(Protocol):
    """A state of the play: the trick in progress and the hand's completed tricks."""

    @property
    def trick(self) -> tuple[CardPlay, ...]:
        """The plays of the trick in progress."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of the current hand."""


class Won(Protocol):
    """A state that may be the end of the game."""

    @property
    def winner(self) -> int | None:
        """The winning team or side once the game is over, else ``None``."""


class Held(Protocol):
    """A game: every seat's cards open."""

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards, in canonical order."""


class Seated(Protocol):
    """A view: one seat's."""

    @property
    def seat(self) -> int:
        """The seat whose view it is."""


class Seen(Seated, Protocol):
    """A view's cards: the seat's own, and how many every seat holds."""

    @property
    def hand(self) -> tuple[Card, ...]:
        """The seat's own cards, in canonical order."""

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds."""


class GameState(Ruled, Phased, Dealt, Acting, Held, Played, Won, Protocol):
    """What generic code may read from any ruleset's ``Game``."""

    @property
    def hand_number(self) -> int:
        """The number of the current (or just finished) hand, from 1."""


class SeatState(Seen, Phased, Dealt, Acting, Played, Won, Protocol):
    """What generic code may read from any ruleset's ``View``."""


class CountsHands:
    """Base of a ruleset's ``Game``: its :attr:`hand_number`, read from its history.

    It adds no slot and no constructor, so a slotted attrs ``Game`` built by
    :func:`~trickcore.frozen.builder` keeps its layout.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=1)
        >>> isinstance(game, CountsHands), game.hand_number
        (True, 1)
    """

    __slots__ = ()

    history: History[Any]

    @property
    def hand_number(self) -> int:
        """The number of the current (or just finished) hand in the game, from 1."""
        return self.history.hand_count
