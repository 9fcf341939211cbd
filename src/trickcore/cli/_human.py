"""A person playing one seat at the prompt, seeing only that seat's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Protocol, TextIO

from trickcore.actions import Play
from trickcore.errors import IllegalAction, TrickcoreError
from trickcore.cli._style import Style
from trickcore.ruleset import AnyRuleset

__all__ = ["EndOfInput", "HumanPlayer", "LineSource", "Quit", "ask_yes_no", "summarize_actions"]

_QUIT: Final = frozenset({"quit", "exit", "q"})
_HELP: Final = frozenset({"?", "help", "h"})
_GROUP_LIMIT: Final = 10


class LineSource(Protocol):
    """Where a person's input comes from: anything with ``readline`` (``sys.stdin``, a file)."""

    def readline(self) -> str:
        """The next line, ending in a newline; ``""`` at the end of input."""
        ...


class EndOfInput(TrickcoreError):
    """The person closed the input (end of file) or typed ``quit``: the game stops."""


class Quit(EndOfInput):
    """The person typed ``quit`` (the command line then offers to save the game so far)."""


def ask_yes_no(stdin: LineSource, out: TextIO, question: str, default: bool) -> bool:
    """Ask a yes/no question until answered; an empty line or the end of input takes ``default``.

    Example:
        >>> import io
        >>> out = io.StringIO()
        >>> ask_yes_no(io.StringIO("maybe\\nY\\n"), out, "Save?", default=False)
        True
        >>> out.getvalue()
        'Save? [y/N] please answer y or n\\nSave? [y/N] '
        >>> ask_yes_no(io.StringIO(""), io.StringIO(), "Save?", default=True)
        True
    """
    choices = "[Y/n]" if default else "[y/N]"
    while True:
        out.write(f"{question} {choices} ")
        out.flush()
        line = stdin.readline()
        answer = line.strip().lower()
        if not line or not answer:
            if not line:
                out.write("\n")
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        out.write("please answer y or n\n")


def summarize_actions(actions: Sequence[Any], style: Style) -> list[str]:
    """The legal actions, grouped by keyword; long groups are shortened to their ends.

    The command line lists actions separated by commas and cards separated by
    spaces, as the notation writes them (``discard 9D KH``): the cards a seat may
    play are one ``play`` entry.

    Example:
        >>> from trickcore import Pass, Play, cards
        >>> from trickcore.cli._style import Style
        >>> summarize_actions([Pass(), *(Play(card) for card in cards("JS 9S"))], Style())
        ['pass', 'play JS 9S']
        >>> from trickcore.games import smear
        >>> summarize_actions([smear.Bid(value) for value in range(2, 5)], Style())
        ['bid 2, bid 3, bid 4']
    """
    groups: dict[str, list[Any]] = {}
    for action in actions:
        groups.setdefault(str(action).split()[0], []).append(action)
    lines = []
    for keyword, group in groups.items():
        if all(isinstance(action, Play) for action in group):
            lines.append(f"{keyword} " + style.cards(action.card for action in group))
        elif len(group) == 1:
            lines.append(str(group[0]))
        elif len(group) <= _GROUP_LIMIT:
            lines.append(", ".join(str(action) for action in group))
        else:
            lines.append(f"{group[0]}, {group[1]}, …, {group[-1]} ({len(group)} {keyword} choices; ? lists them)")
    return lines


def _normal(text: str) -> str:
    """Text compared case- and space-insensitively."""
    return " ".join(text.lower().split())


class HumanPlayer:
    """Asks a person for each action of one seat, answering illegal input with the reason.

    Input is the action notation (``pass``, ``bid 3``, ``play JS``, ``discard 9D KH``,
    ``trump H``) with its shorthands: a bare card such as ``JS`` means ``play JS``
    and a bare number means a bid (exactly what ``parse_action`` reads). ``?`` lists the legal actions; ``quit`` stops the game
    (:class:`Quit`), and so does the end of input (:class:`EndOfInput`). Never
    crashes on bad input.

    Example:
        >>> import io
        >>> from trickcore.games import smear
        >>> from trickcore.cli._style import Style
        >>> game = smear.new_game(seed=3)
        >>> out = io.StringIO()
        >>> player = HumanPlayer(smear, io.StringIO("bid 9\\npass\\n"), out, Style())
        >>> player.act(smear.view(game, game.to_act))
        Pass()
        >>> "illegal" in out.getvalue()
        True
    """

    def __init__(self, ruleset: AnyRuleset, stdin: LineSource, out: TextIO, style: Style) -> None:
        self.ruleset = ruleset
        self.stdin = stdin
        self.out = out
        self.style = style

    def _say(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out, flush=True)

    def _show(self, view: Any, legal: Sequence[Any]) -> None:
        """The seat's situation: the trick so far, its hand, its choices."""
        style = self.style
        if view.trick:
            played = "  ".join(f"{play.seat}:{style.card(play.card)}" for play in view.trick)
            self._say(f"  trick so far: {played}")
        self._say(style.heading(f"  your hand (seat {view.seat}): ") + style.cards(view.hand))
        self._say("  legal: " + ", ".join(summarize_actions(legal, style)))

    def act(self, view: Any) -> Any:
        """The person's action for ``view``, asked again until it is legal.

        Raises:
            Quit: the person typed ``quit``.
            EndOfInput: the input ended.
        """
        legal = self.ruleset.legal_actions(view)
        by_text = {_normal(str(action)): action for action in legal}
        self._show(view, legal)
        while True:
            self.out.write(self.style.paint(f"seat {view.seat}> ", "bold"))
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self._say()
                raise EndOfInput("end of input")
            text = _normal(line)
            if text in _QUIT:
                raise Quit("quit")
            if not text:
                self._show(view, legal)
                continue
            if text in _HELP:
                self._say("  every legal action: " + ", ".join(str(action) for action in legal))
                continue
            if text in by_text:
                return by_text[text]
            action, reason = self._interpret(view, text, legal)
            if reason is None:
                return action
            self._say("  " + reason)

    def _interpret(self, view: Any, text: str, legal: Sequence[Any]) -> tuple[Any, str | None]:
        """The action the ruleset's parser reads in ``text`` (a form the list spells
        differently, such as ``bid +2 D``), or ``None`` and why it is not legal."""
        try:
            action = self.ruleset.parse_action(view, text)
        except IllegalAction as error:
            return None, self.style.bad("illegal: ") + error.message
        except ValueError as error:
            return None, self.style.bad("not understood: ") + str(error)
        if action in legal:
            return action, None
        return None, self.style.bad("not a legal action now; ") + "type ? to list the legal actions"


