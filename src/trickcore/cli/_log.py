"""A game log a card player can read: the deal, the calls, the contract, the tricks and the scores.

The log is a spectator's: it works from the whole :class:`Game` (all hands may be
shown at the deal). :class:`GameLog` is a :class:`~trickcore.players.GameObserver`,
so it prints while a game is played; :func:`replay_into` feeds it a finished game
rebuilt from its record. What is particular to a ruleset (sides, contract, scoring
lines) comes from a :class:`Describer`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

import attrs

from trickcore.actions import Discard, Play
from trickcore.cards import Card, Suit
from trickcore.players import GameObserver
from trickcore.cli._style import Style
from trickcore.ruleset import AnyRuleset
from trickcore.tricks import Trick

__all__ = ["Describer", "GameLog", "hand_ended", "replay_into", "trick_reason"]

SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
"""Suit names for sentences."""


def trick_reason(trick: Trick, is_trump: Callable[[Card], bool]) -> str:
    """Why the trick's winner won: highest (or only) trump, highest of the led suit, first of twins.

    Example:
        >>> from trickcore import CardPlay, cards
        >>> plays = tuple(CardPlay(seat, card) for seat, card in enumerate(cards("AS TS JS JS")))
        >>> trick_reason(Trick(0, plays, winner=2), lambda card: card.suit is Suit.HEARTS)
        'highest of the led suit, first of two identical cards'
        >>> plays = tuple(CardPlay(seat, card) for seat, card in enumerate(cards("AS 9H TS 7H")))
        >>> trick_reason(Trick(0, plays, winner=1), lambda card: card.suit is Suit.HEARTS)
        'highest trump'
    """
    win = next(play for play in trick.plays if play.seat == trick.winner)
    trumps = sum(1 for play in trick.plays if is_trump(play.card))
    if is_trump(win.card):
        reason = "only trump" if trumps == 1 else "highest trump"
    else:
        reason = "highest of the led suit"
    if sum(1 for play in trick.plays if play.card == win.card) > 1:
        reason += ", first of two identical cards"
    return reason


def hand_ended(ruleset: AnyRuleset, before: Any, after: Any) -> bool:
    """Whether the action that turned ``before`` into ``after`` ended a hand (scored, thrown in or void)."""
    over = (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER)
    return after.phase in over and before.phase not in over


class Describer:
    """What a ruleset's log says in its own words; a subclass per ruleset.

    The defaults fit any ruleset with ``contract``, ``trump`` and ``last_hand``;
    subclasses add the sides, the contract text, the scoring lines.
    """

    ruleset: AnyRuleset
    display_name: str = "a game"

    def __init__(self, ruleset: AnyRuleset) -> None:
        self.ruleset = ruleset

    def title(self, rules: Any) -> str:
        """The first line: the game, and the options that differ from the standard game.

        Example:
            >>> from trickcore.games import smear
            >>> from trickcore.cli._smear import SmearDescriber
            >>> SmearDescriber().title(smear.Rules(target=21))
            'Smear · target=21'
        """
        changed = [
            f"{field.name}={getattr(rules, field.name)!r}".replace("'", "")
            for field in attrs.fields(type(rules))
            if field.default is not attrs.NOTHING and getattr(rules, field.name) != field.default
        ]
        return " · ".join([self.display_name, *changed])

    def sides(self, game: Any, style: Style) -> list[str]:
        """Lines naming the sides (teams or players) and their starting scores."""
        return []

    def side_names(self, rules: Any) -> list[str]:
        """The names of the sides (teams or players) in the order ``winner`` numbers them."""
        return [f"side {side}" for side in range(len(self.side_seats(rules)))]

    def side_seats(self, rules: Any) -> list[tuple[int, ...]]:
        """The seats of each side, in the order ``winner`` numbers them."""
        seats = len(self.ruleset.new_game(rules, seed=0).hands)
        return [(seat,) for seat in range(seats)]

    def bid_value(self, contract: Any) -> int:
        """The number a contract was bid at (for the simulation's table of bids)."""
        return int(contract.bid)

    def seat(self, game: Any, seat: int) -> str:
        """A seat as the log names it."""
        return f"seat {seat}"

    def deal_extras(self, game: Any, style: Style) -> list[str]:
        """Lines for the cards dealt to nobody (stock, kitty), shown to spectators only."""
        return []

    def contract(self, game: Any, style: Style) -> str:
        """The contract, once the auction is won."""
        return str(game.contract)

    def is_trump(self, card: Card, trump: Suit | None) -> bool:
        """Whether ``card`` is a trump when ``trump`` is the trump suit."""
        return trump is not None and card.suit is trump

    def trick_note(self, game: Any, trick: Trick, style: Style) -> str:
        """A remark after a trick (points taken), or nothing."""
        return ""

    def hand_result(self, game: Any, style: Style) -> list[str]:
        """The score lines of the hand that just ended (``game.last_hand``)."""
        return []

    def scores(self, game: Any, style: Style) -> str:
        """The running scores."""
        return ""

    def winner(self, game: Any, style: Style) -> str:
        """Who won the game."""
        return f"winner: {game.winner}"


@attrs.define
class GameLog:
    """Prints a game as it happens (a :class:`~trickcore.players.GameObserver`).

    Args:
        describer: the ruleset's words.
        out: where to print.
        style: colour and symbols.
        reveal: show every hand at the deal and every discard (a spectator's log);
            with a person playing, only that seat's cards are shown.
        seat: the seat whose hand is shown when ``reveal`` is off.
    """

    describer: Describer
    out: TextIO
    style: Style
    reveal: bool = True
    seat: int | None = None
    hand_number: int = 0
    trick_number: int = 0

    def _print(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out)

    def started(self, game: Any, seed: object) -> None:
        """The header: the game, its options, the seed and the sides."""
        describer = self.describer
        header = describer.title(game.rules)
        if seed is not None:
            header += f" · seed {seed}"
        self._print(self.style.heading(header))
        for line in describer.sides(game, self.style):
            self._print(line)

    def dealt(self, game: Any) -> None:
        """A new hand: its number, the dealer and the hands."""
        self.hand_number += 1
        self.trick_number = 0
        describer, style = self.describer, self.style
        self._print()
        self._print(style.heading(f"── Hand {self.hand_number} · dealer {describer.seat(game, game.dealer)} ──"))
        for seat, hand in enumerate(game.hands):
            if not hand:
                continue
            if self.reveal or seat == self.seat:
                self._print(f"  {describer.seat(game, seat)}: {style.cards(hand)}")
        if self.reveal:
            for line in describer.deal_extras(game, style):
                self._print(f"  {line}")

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """One action: a call, a discard, a card; then whatever it completed."""
        describer, style = self.describer, self.style
        who = describer.seat(after, seat)
        if isinstance(action, Play):
            if len(after.tricks) > len(before.tricks):
                self._trick(after, after.tricks[-1])
        elif isinstance(action, Discard):
            if self.reveal or seat == self.seat:
                self._print(f"  {who} discards {style.cards(action.cards)}")
            else:
                self._print(f"  {who} discards {len(action.cards)} cards")
        else:
            self._print(f"  {who}: {action}")
        if before.contract is None and after.contract is not None:
            self._print(style.heading("Contract: ") + describer.contract(after, style))
        elif before.trump is None and after.trump is not None:
            self._print(style.heading("Trump: ") + f"{style.suit(after.trump)} ({SUIT_NAMES[after.trump]})")
        if hand_ended(describer.ruleset, before, after):
            self._hand_over(after)

    def _trick(self, game: Any, trick: Trick) -> None:
        describer, style = self.describer, self.style
        self.trick_number += 1
        plays = "  ".join(f"{play.seat}:{style.card(play.card)}" for play in trick.plays)
        win = next(play for play in trick.plays if play.seat == trick.winner)
        reason = trick_reason(trick, lambda card: describer.is_trump(card, game.trump))
        note = describer.trick_note(game, trick, style)
        line = (
            f"  Trick {self.trick_number:>2}: {plays}  → {describer.seat(game, trick.winner)}"
            f" ({style.card(win.card)}: {reason})"
        )
        self._print(line + (f"  {style.note(note)}" if note else ""))

    def _hand_over(self, game: Any) -> None:
        describer, style = self.describer, self.style
        for line in describer.hand_result(game, style):
            self._print(f"  {line}")
        self._print(style.heading("Scores: ") + describer.scores(game, style))
        if game.winner is not None:
            self._print()
            self._print(style.good(describer.winner(game, style)))


def replay_into(
    ruleset: AnyRuleset, game: Any, observer: GameObserver[Any, Any], started: Callable[[Any], None] | None = None
) -> Any:
    """Feed ``observer`` every deal and action of ``game``, rebuilt from its record.

    ``started`` is first called with the game as it stood after the first deal.
    Returns the rebuilt game (equal to ``game``).
    """
    record = ruleset.record(game)
    current = ruleset.replay(attrs.evolve(record, deals=record.deals[:1], actions=()))
    if started is not None:
        started(current)
    observer.dealt(current)
    next_deal = 1
    hand_over = ruleset.Phase.HAND_OVER
    for action in record.actions:
        if current.phase == hand_over:
            current = _deal(ruleset, current, record.deals[next_deal])
            next_deal += 1
            observer.dealt(current)
        seat = current.to_act
        after = ruleset.apply(current, action, seat=seat)
        observer.acted(current, seat, action, after)
        current = after
    while next_deal < len(record.deals):
        current = _deal(ruleset, current, record.deals[next_deal])
        next_deal += 1
        observer.dealt(current)
    return current


def _deal(ruleset: AnyRuleset, game: Any, deal: Any) -> Any:
    """Deal a recorded hand."""
    if deal.stock:
        return ruleset.deal(game, hands=deal.hands, stock=deal.stock)
    return ruleset.deal(game, hands=deal.hands)
