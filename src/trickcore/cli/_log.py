"""The game log: the events of ``explain`` told in a language, with the command line's colours.

Every sentence comes from :func:`trickcore.describe`; the log adds only what is
presentation: headings and colours, the cards of each hand at a deal (as codes or
suit symbols), the cards of each trick before its sentence, and the running score.
A spectator's log tells ``explain(game)``; a seat's (a person playing) tells
``explain(view)`` as the game goes on (:class:`SeatLog`). In Arabic every card code
and number the log adds is wrapped in Unicode isolates, as ``describe`` does in its
sentences, so lines read right to left in a terminal that supports it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, TextIO

import attrs

from trickcore.events import (
    ActionTaken,
    ClaimMade,
    ContractWon,
    Event,
    GameStarted,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    ScoreLine,
    Side,
    TrickWon,
    TrumpFixed,
)
from trickcore.actions import Play
from trickcore.playing_cards import Card
from trickcore.cli._style import Style
from trickcore.language import FSI, PDI, describe, is_rtl
from trickcore.language._names import seat_name, side_name
from trickcore.messages import Argument, Message, message, plural_message
from trickcore.ruleset import AnyRuleset

__all__ = ["GameLog", "SeatLog", "standing"]


def standing(events: Sequence[Event]) -> tuple[tuple[Side, ...], tuple[int, ...]]:
    """The sides and their scores as the events leave them (the start's, or the last hand's)."""
    start = next(event for event in events if isinstance(event, GameStarted))
    scored = [event for event in events if isinstance(event, (HandScored, GameWon))]
    return start.sides, scored[-1].scores if scored else start.scores


@attrs.define
class GameLog:
    """Prints events as the log's lines.

    Args:
        out: where to print.
        style: colour and card symbols.
        lang: the language (one of :data:`trickcore.LANGUAGES`).
        seed: the seed to show under the title, if any.
        options: the rules options that differ from the standard game (``key=value``).
    """

    out: TextIO
    style: Style
    lang: str = "en"
    seed: object = None
    options: str = ""

    def _print(self, text: str = "") -> None:
        """Print a line; plain style makes its punctuation ASCII when that makes the whole line ASCII."""
        plain = self.style.text(text)
        print(plain if plain.isascii() else text, file=self.out)

    def _say(self, item: Message) -> str:
        return describe(item, self.lang)

    def _ltr(self, text: str) -> str:
        """``text`` (codes, symbols) isolated inside a right-to-left line."""
        return FSI + text + PDI if is_rtl(self.lang) else text

    def _cards(self, cards: Iterable[Card]) -> str:
        """Cards as codes or symbols, to put into a message (which isolates them where needed)."""
        return self.style.cards(cards)

    def score(self, events: Sequence[Event]) -> None:
        """Print the score as ``events`` leave it."""
        sides, scores = standing(events)
        self._print(self._scores(sides, scores))

    def tell(self, events: Iterable[Event]) -> None:
        """Print each event."""
        for event in events:
            self.event(event)

    def event(self, event: Event) -> None:
        """Print one event (a card played is shown with its trick)."""
        style = self.style
        match event:
            case GameStarted():
                self._started(event)
            case HandDealt():
                self._dealt(event)
            case ActionTaken(action=Play()):
                pass
            case ActionTaken() | ClaimMade() | HandThrownIn():
                self._print("  " + describe(event, self.lang))
            case ContractWon() | TrumpFixed():
                self._print(style.heading(describe(event, self.lang)))
            case TrickWon():
                plays = "  ".join(self._ltr(f"{play.seat}:{style.card(play.card)}") for play in event.plays)
                self._print(f"  {style.note(plays)}   {describe(event, self.lang)}")
            case HandScored():
                self._scored(event)
            case GameWon():
                self._print()
                self._print(style.good(describe(event, self.lang)))
                self._print(self._scores(event.sides, event.scores, final=True))

    def _started(self, event: GameStarted) -> None:
        """The title, the seed and options, the teams and the starting score."""
        self._print(self.style.heading(describe(event, self.lang)))
        notes = []
        if self.seed is not None:
            notes.append(self._say(message("log", "Seed: {seed}", seed=str(self.seed))))
        if self.options:
            # TRANSLATORS: the rules options that differ from the standard game, as key=value codes.
            notes.append(self._say(message("log", "Options: {options}", options=self.options)))
        if notes:
            self._print(" · ".join(notes))
        for side in event.sides:
            if side.is_team:
                seats: tuple[Argument, ...] = side.seats
                self._print(
                    self._say(plural_message("log", "{side}: seat {seats}", "{side}: seats {seats}", len(seats), side=side_name(side), seats=seats))
                )
        self._print(self._scores(event.sides, event.scores))

    def _dealt(self, event: HandDealt) -> None:
        """The hand's heading, and every hand the teller saw, and the undealt cards a spectator sees."""
        self._print()
        self._print(self.style.heading(f"── {describe(event, self.lang)} ──"))
        for seat, cards in enumerate(event.hands):
            if cards:
                # TRANSLATORS: a player's cards at the deal, as codes: "Seat 2: JS 9S AH".
                self._print("  " + self._say(message("log", "{seat}: {cards}", seat=seat_name(seat), cards=self._cards(cards))))
        if event.stock:
            # TRANSLATORS: the cards dealt to no player (Smear's stock, Fifty-Five's kitty and the rest), top first.
            self._print("  " + self._say(message("log", "Rest of the pack: {cards}", cards=self._cards(event.stock))))

    def _scored(self, event: HandScored) -> None:
        """The result, each score line, teams that are out, and the score."""
        style = self.style
        self._print(style.good(describe(event, self.lang)) if event.made else style.bad(describe(event, self.lang)))
        for line in event.lines:
            self._print("  " + self._score_line(line))
        for side in event.eliminated:
            self._print(style.bad(self._say(message("log", "{side} has no tables left and is out of the game.", side=side_name(side)))))
        self._print(self._scores(event.sides, event.scores))

    def _score_line(self, line: ScoreLine) -> str:
        text = describe(line, self.lang)
        if line.label == "made":
            return self.style.good(text)
        if line.label == "set":
            return self.style.bad(text)
        return text

    def _scores(self, sides: Sequence[Side], scores: Sequence[int], *, final: bool = False) -> str:
        """``Score: Team A 4, Team B 0``, or the final score."""
        # TRANSLATORS: one entry of a list of scores: "Team A: 4".
        entries = tuple(message("log", "{side}: {score}", side=side_name(side), score=score) for side, score in zip(sides, scores))
        if final:
            # TRANSLATORS: the scores when the game ended: "Final score: Team A 16, Team B 10".
            return self.style.heading(self._say(message("log", "Final score: {scores}", scores=entries)))
        return self.style.heading(self._say(message("log", "Score: {scores}", scores=entries)))


class SeatLog:
    """The log of what one seat sees, printed as the game goes (a :class:`~trickcore.players.GameObserver`).

    After every deal and action it tells the events of ``explain(view(game, seat))``
    it has not told yet; a view's account covers the current hand only, so this
    stays cheap. Hands are numbered in the game, not from 1 in each view.
    """

    def __init__(self, ruleset: AnyRuleset, seat: int, log: GameLog) -> None:
        self.ruleset = ruleset
        self.seat = seat
        self.log = log
        self.hand = 0
        self.told = 0

    def dealt(self, game: Any) -> None:
        """A new hand: tell its deal."""
        self.hand += 1
        self.told = 0
        self._catch_up(game)

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """An action: tell what the seat saw of it."""
        self._catch_up(after)

    def _catch_up(self, game: Any) -> None:
        events = self.ruleset.explain(self.ruleset.view(game, self.seat))
        for event in events[self.told :]:
            self.log.event(event if isinstance(event, (GameStarted, GameWon)) else attrs.evolve(event, hand=self.hand))
        self.told = len(events)
