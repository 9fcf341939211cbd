"""A person playing one seat at the prompt, seeing only that seat's view, in the language of the log.

The prompt, its help and its errors are told in the chosen language, and what the
person types is read by :class:`trickcore.language._reading.Reader`: the action
notation (``pass``, ``bid 28 D``, ``play JS``) in every language, and also the
player's own words and the log's forms (``pas``, ``teklif 28, maça``, ``bid 28 ♠``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from typing import Any, Final, Protocol, TextIO

from trickcore.actions import Discard, Play
from trickcore.cli._style import Style
from trickcore.errors import IllegalAction, NotationError, TrickcoreError, excerpt
from trickcore.language import describe
from trickcore.language._reading import Reader, reader
from trickcore.messages import Message, message, plural_message
from trickcore.playing_cards import Card, Suit
from trickcore.ruleset import AnyRuleset

__all__ = ["EndOfInput", "HumanPlayer", "LineSource", "Quit", "action_text", "ask_yes_no", "group_actions", "summarize_actions"]

_GROUP_LIMIT: Final = 10
"""Actions of one keyword listed one by one on the prompt's line; more are shortened."""

_WIDTH: Final = 78
"""The widest line the ``?`` listing prints before it groups actions (a terminal is 80 columns)."""

_NUMBER: Final = re.compile(r"[+]?[0-9]+")
_INVISIBLE: Final = re.compile("\x1b\\[[0-9;]*m|[\u2066-\u2069]")
_SUIT_LETTERS: Final = frozenset("CDHS")


class LineSource(Protocol):
    """Where a person's input comes from: anything with ``readline`` (``sys.stdin``, a file)."""

    def readline(self) -> str:
        """The next line, ending in a newline; ``""`` at the end of input."""
        ...


class EndOfInput(TrickcoreError):
    """The person closed the input (end of file) or typed ``quit``: the game stops."""


class Quit(EndOfInput):
    """The person typed ``quit`` (the command line then offers to save the game so far)."""


def ask_yes_no(stdin: LineSource, out: TextIO, question: str, default: bool, lang: str = "en") -> bool:
    """Ask a yes/no question until answered; an empty line or the end of input takes ``default``.

    The answers are the language's words (``evet``, ``да``) or English ones.

    Example:
        >>> import io
        >>> out = io.StringIO()
        >>> ask_yes_no(io.StringIO("maybe\\nY\\n"), out, "Save?", default=False)
        True
        >>> out.getvalue()
        'Save? [y/N] please answer y or n\\nSave? [y/N] '
        >>> ask_yes_no(io.StringIO(""), io.StringIO(), "Save?", default=True)
        True
        >>> ask_yes_no(io.StringIO("hayır\\n"), io.StringIO(), "Kaydedilsin mi?", default=True, lang="tr")
        False
        >>> out = io.StringIO()
        >>> ask_yes_no(io.StringIO("\\n"), out, "?", default=False, lang="ar"), out.getvalue()
        (False, '? [ن/ل] (ل) ')
    """
    words = reader(lang)
    yes, no = words.word("yes"), words.word("no")
    choices = f"[{yes.upper()}/{no}]" if default else f"[{yes}/{no.upper()}]"
    if yes.upper() == yes and no.upper() == no:  # a script without capitals: say the default
        choices = f"[{yes}/{no}] ({yes if default else no})"
    while True:
        out.write(f"{question} {choices} ")
        out.flush()
        line = stdin.readline()
        if not line or not line.strip():
            if not line:
                out.write("\n")
            return default
        answer = words.answer(line.strip())
        if answer is not None:
            return answer
        out.write(describe(message("prompt", "please answer {yes} or {no}", yes=yes, no=no), lang) + "\n")


def _words(action: Any, words: Reader, style: Style) -> list[str]:
    """An action's notation as shown: the keyword in the player's language, suits and cards as the style
    has them (each code or number isolated in a right-to-left language)."""
    shown = []
    for index, token in enumerate(str(action).split()):
        if index == 0:
            shown.append(words.word(token) if token in words.words else token)
        elif token in ("NT", "noes"):
            shown.append(words.word(token.lower()))
        else:
            shown.append(words.isolate(_code(token, style)))
    return shown


def _code(token: str, style: Style) -> str:
    """A suit letter or a card code as the style shows it; anything else (a number) as it is."""
    if token in _SUIT_LETTERS:
        return style.suit(Suit.parse(token))
    if len(token) in (2, 3) and not _NUMBER.fullmatch(token):
        try:
            return style.card(Card.parse(token))
        except ValueError:
            return token
    return token


def action_text(action: Any, words: Reader, style: Style) -> str:
    """One action as the prompt shows it (what the person may type back).

    Example:
        >>> from trickcore.games.fifty_six import Bid, BidForm
        >>> action_text(Bid(28, Suit.SPADES, BidForm.SUIT_NUMBER), reader("tr"), Style(symbols=True))
        'teklif ♠ 28'
    """
    return " ".join(_words(action, words, style))


def summarize_actions(actions: Sequence[Any], style: Style, words: Reader | None = None) -> list[str]:
    """The legal actions, grouped by keyword; long groups are shortened to their ends.

    The command line lists actions separated by commas and cards separated by
    spaces, as the notation writes them (``discard 9D KH``): the cards a seat may
    play are one ``play`` entry. Keywords are in the language of ``words``.

    Example:
        >>> from trickcore import Pass, Play, cards
        >>> summarize_actions([Pass(), *(Play(card) for card in cards("JS 9S"))], Style())
        ['pass', 'play JS 9S']
        >>> from trickcore.games import smear
        >>> summarize_actions([smear.Bid(value) for value in range(2, 5)], Style(), reader("ru"))
        ['заявка 2, заявка 3, заявка 4']
    """
    words = reader("en") if words is None else words
    groups: dict[str, list[Any]] = {}
    for action in actions:
        groups.setdefault(str(action).split()[0], []).append(action)
    lines = []
    for keyword, group in groups.items():
        texts = [action_text(action, words, style) for action in group]
        if all(isinstance(action, Play) for action in group):
            lines.append(_plays(group, words, style))
        elif len(group) <= _GROUP_LIMIT:
            lines.append(words.comma.join(texts))
        else:
            more = describe(
                plural_message(
                    "prompt", "{number} choice; ? lists them", "{number} choices; ? lists them", len(group), number=len(group)
                ),
                words.lang,
            )
            lines.append(words.comma.join((texts[0], texts[1], "…", texts[-1])) + f" ({more})")
    return lines


def _plays(plays: Sequence[Any], words: Reader, style: Style) -> str:
    """The cards a seat may play, as one entry: ``play JS 9S``."""
    return words.word("play") + " " + words.isolate(style.cards(play.card for play in plays))


def _ranges(numbers: Iterable[int]) -> str:
    """Numbers as runs: ``28, 30–56``.

    Example:
        >>> _ranges([30, 28, 31, 32, 40])
        '28, 30–32, 40'
    """
    ordered = sorted(set(numbers))
    runs: list[list[int]] = []
    for number in ordered:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs)


def group_actions(actions: Sequence[Any], style: Style, words: Reader | None = None) -> list[str]:
    """Every legal action, in lines that fit a terminal: plays as one line of cards, and
    actions that differ only in a number or a suit as one form (``bid N ♣/♦/♥/♠``) with
    the numbers it takes, forms that take the same numbers on one line. Actions that
    fit on one line are listed as they are.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> for line in group_actions(fifty_six.legal_actions(game), Style()):
        ...     print(line)
        pass
        bid N C/D/H/S, bid C/D/H/S N, bid N NT — N: 28–56
        >>> from trickcore.games import smear
        >>> group_actions([smear.Bid(2), smear.Bid(3)], Style(), reader("ru"))
        ['заявка 2, заявка 3']
    """
    words = reader("en") if words is None else words
    plays = [action for action in actions if isinstance(action, Play)]
    listed = words.comma.join(action_text(action, words, style) for action in actions if not isinstance(action, Play))
    if len(listed) <= _WIDTH:
        short = [listed] if listed else []
        if plays:
            short.append(_plays(plays, words, style))
        return short
    plain: list[Any] = []
    forms: dict[tuple[str, ...], dict[int, set[str]]] = {}
    for action in actions:
        if isinstance(action, Play):
            continue
        tokens = str(action).split()
        numbers = [index for index, token in enumerate(tokens) if index and _NUMBER.fullmatch(token)]
        suits = [index for index, token in enumerate(tokens) if index and token in _SUIT_LETTERS]
        if len(numbers) != 1 or len(suits) > 1:
            plain.append(action)
            continue
        pattern = list(_words(action, words, style))
        number = tokens[numbers[0]]
        pattern[numbers[0]] = "+{n}" if number.startswith("+") else "{n}"
        suit = ""
        if suits:
            suit = tokens[suits[0]]
            pattern[suits[0]] = "{suit}"
        forms.setdefault(tuple(pattern), {}).setdefault(abs(int(number)), set()).add(suit)
    lines = _plain_lines(plain, words, style)
    by_numbers: dict[tuple[int, ...], list[str]] = {}
    for form, taken in forms.items():
        for letters in _distinct(taken.values()):
            chosen = tuple(sorted(number for number, these in taken.items() if these == letters))
            shown = words.isolate("/".join(style.suit(suit) for suit in Suit if suit.value in letters))
            number = str(chosen[0]) if len(chosen) == 1 else "N"
            text = " ".join(form).replace("{suit}", shown)
            text = text.replace("+{n}", words.isolate("+" + number)).replace("{n}", words.isolate(number))
            by_numbers.setdefault(chosen if len(chosen) > 1 else (), []).append(text)
    for chosen, texts in by_numbers.items():
        line = words.comma.join(texts)
        lines.append(f"{line} — N: {words.isolate(_ranges(chosen))}" if chosen else line)
    if plays:
        lines.append(_plays(plays, words, style))
    return lines


def _visible(text: str) -> int:
    """How many columns ``text`` takes on a terminal (colour codes and direction isolates take none)."""
    return len(_INVISIBLE.sub("", text))


def _wrap(line: str, comma: str, width: int) -> list[str]:
    """A line cut after its separators (a list's comma, or a space) so that each part fits ``width``
    columns; later parts are indented by two spaces.

    Example:
        >>> _wrap("bid 1, bid 2, bid 3", ", ", 13)
        ['bid 1, bid 2,', '  bid 3']
        >>> _wrap("type an action as listed", " ", 12)
        ['type an', '  action as', '  listed']
    """
    parts: list[str] = []
    for item in line.split(comma):
        if parts and _visible(parts[-1]) + _visible(comma) + _visible(item) <= width:
            parts[-1] += comma + item
        else:
            if parts:
                parts[-1] += comma.rstrip()
            parts.append(item if not parts else "  " + item)
    return parts


def _plain_lines(actions: Sequence[Any], words: Reader, style: Style) -> list[str]:
    """Actions without a number to group by: one line of them, or per keyword when there are many; a
    keyword's discards of every k of the same cards as one line (``discard any 5 of: ...``), other long
    lists shortened to their ends."""
    texts = [action_text(action, words, style) for action in actions]
    if sum(map(_visible, texts)) <= 2 * _WIDTH:
        return [words.comma.join(texts)] if texts else []
    groups: dict[str, list[Any]] = {}
    for action in actions:
        groups.setdefault(str(action).split()[0], []).append(action)
    lines = []
    for keyword, group in groups.items():
        shown = [action_text(action, words, style) for action in group]
        sizes = {len(action.cards) for action in group if isinstance(action, Discard)}
        cards = list(dict.fromkeys(card for action in group if isinstance(action, Discard) for card in action.cards))
        if len(sizes) == 1 and len(group) == math.comb(len(cards), next(iter(sizes))) and len(group) > 1:
            # TRANSLATORS: all the ways to discard {count} of the cards listed: "discard any 5 of: 9C 7C KD ...".
            lines.append(
                describe(
                    message("prompt", "{action} any {count} of: {cards}", action=words.word(keyword), count=next(iter(sizes)), cards=words.isolate(style.cards(cards))),
                    words.lang,
                )
            )
        elif len(group) <= _GROUP_LIMIT:
            lines.append(words.comma.join(shown))
        else:
            lines.append(words.comma.join((shown[0], shown[1], "…", shown[-1])) + f" ({len(group)})")
    return lines


def _distinct(sets: Iterable[set[str]]) -> list[set[str]]:
    """The different sets, in the order first seen."""
    seen: list[set[str]] = []
    for item in sets:
        if item not in seen:
            seen.append(item)
    return seen


def _example_card(view: Any, legal: Sequence[Any]) -> Card:
    """A card to show how cards are typed: one the seat may play, else one it holds, else the jack of spades."""
    plays = [action.card for action in legal if isinstance(action, Play)]
    held = list(getattr(view, "hand", ()))
    return (plays or held or [Card.parse("JS")])[0]


class HumanPlayer:
    """Asks a person for each action of one seat, answering illegal input with the reason, in ``lang``.

    Input is the action notation (``pass``, ``bid 3``, ``play JS``, ``discard 9D KH``,
    ``trump H``) with its shorthands: a bare card such as ``JS`` means ``play JS``
    and a bare number means a bid (exactly what ``parse_action`` reads); and, in any
    language, an action as the log tells it and the player's words
    (:class:`~trickcore.language._reading.Reader`). ``?`` lists the legal actions,
    grouped to fit a screen; ``quit`` stops the game (:class:`Quit`), and so does the
    end of input (:class:`EndOfInput`). Never crashes on bad input.

    Example:
        >>> import io
        >>> from trickcore.games import smear
        >>> from trickcore.cli._style import Style
        >>> game = smear.new_game(seed=3)
        >>> out = io.StringIO()
        >>> player = HumanPlayer(smear, io.StringIO("bid 9\\npas\\n"), out, Style(), "tr")
        >>> player.act(smear.view(game, game.to_act))
        Pass()
        >>> "geçersiz" in out.getvalue()
        True
    """

    def __init__(self, ruleset: AnyRuleset, stdin: LineSource, out: TextIO, style: Style, lang: str = "en") -> None:
        self.ruleset = ruleset
        self.stdin = stdin
        self.out = out
        self.style = style
        self.lang = lang
        self.words = reader(lang)

    def _say(self, text: str = "") -> None:
        print(self.style.text(text), file=self.out, flush=True)

    def _tell(self, item: Message) -> str:
        return describe(item, self.lang)

    def _show(self, view: Any, legal: Sequence[Any]) -> None:
        """The seat's situation: the trick so far, its hand, its choices."""
        style = self.style
        if view.trick:
            played = "  ".join(f"{play.seat}:{style.card(play.card)}" for play in view.trick)
            self._say("  " + self._tell(message("prompt", "trick so far: {plays}", plays=played)))
        # TRANSLATORS: the heading before the cards of the person playing: "your hand (seat 0): JS 9S".
        hand = self._tell(message("prompt", "your hand (seat {seat}):", seat=view.seat))
        self._say("  " + style.heading(hand) + " " + self.words.isolate(style.cards(view.hand)))
        choices = self.words.comma.join(summarize_actions(legal, style, self.words))
        # TRANSLATORS: the actions the person may take now, in notation: "legal: pass, bid 2, bid 3".
        for part in _wrap(self._tell(message("prompt", "legal: {actions}", actions=choices)), self.words.comma, _WIDTH - 2):
            self._say("  " + part)

    def _help(self, view: Any, legal: Sequence[Any]) -> None:
        """Every legal action, grouped to fit a screen, and how to type a card and to quit."""
        style, words = self.style, self.words
        title = self._tell(message("prompt", "every legal action ({count}):", count=len(legal)))
        lines = group_actions(legal, style, words)
        if len(lines) == 1 and _visible(title) + _visible(lines[0]) < _WIDTH:
            self._say(f"  {title} {lines[0]}")
        else:
            self._say("  " + title)
            for line in lines:
                for part in _wrap(line, words.comma, _WIDTH - 4):
                    self._say("    " + part)
        notes = []
        if any(token in _SUIT_LETTERS for action in legal for token in str(action).split()[1:]):
            suits = words.comma.join(f"{words.isolate(style.suit(suit))} {describe(suit, self.lang)}" for suit in Suit)
            notes.append(self._tell(message("prompt", "suits: {suits}", suits=suits)))
        card = _example_card(view, legal)
        # TRANSLATORS: {code} is a card's code such as JS (rank letter, then suit letter), {name} its name.
        notes.append(self._tell(message("prompt", "a card is its rank and suit: {code} — {name}; T is a ten", code=style.card(card), name=card)))
        notes.append(
            self._tell(
                message(
                    "prompt",
                    "type an action as listed or as the log tells it; {quit} stops the game (you may save it)",
                    quit=words.word("quit"),
                )
            )
        )
        for note in notes:
            for part in _wrap(note, " ", _WIDTH - 2):
                self._say("  " + part)

    def act(self, view: Any) -> Any:
        """The person's action for ``view``, asked again until it is legal.

        Raises:
            Quit: the person typed ``quit``.
            EndOfInput: the input ended.
        """
        legal = self.ruleset.legal_actions(view)
        self._show(view, legal)
        # TRANSLATORS: the prompt where the person types: "seat 0> ".
        prompt = self._tell(message("prompt", "seat {seat}> ", seat=view.seat))
        while True:
            self.out.write(self.style.paint(prompt, "bold"))
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self._say()
                raise EndOfInput("end of input")
            text = " ".join(line.split())
            if not text:
                self._show(view, legal)
                continue
            command = self.words.command(text)
            if command == "quit":
                raise Quit("quit")
            if command == "help":
                self._help(view, legal)
                continue
            action, reason = self._interpret(view, text, legal)
            if reason is None:
                return action
            self._say("  " + reason)

    def _interpret(self, view: Any, text: str, legal: Sequence[Any]) -> tuple[Any, str | None]:
        """The action read in ``text``, or ``None`` and why it is not legal, in the player's language."""
        style = self.style
        try:
            action = self.words.read(text, legal, lambda notation: self.ruleset.parse_action(view, notation))
        except IllegalAction as error:
            reason = error.message if self.lang == "en" else describe(error, self.lang)
            # TRANSLATORS: before the reason an action is refused.
            return None, style.bad(self._tell(message("prompt", "illegal:"))) + " " + reason
        except (NotationError, ValueError) as error:
            if self.lang == "en":
                return None, style.bad("not understood:") + f" {error}; type ? for help"
            # TRANSLATORS: the person typed something that is no action; {text} is what they typed.
            return None, style.bad(self._tell(message("prompt", "not understood:"))) + " " + self._tell(
                message("prompt", "{text}; type ? for help", text=excerpt(text))
            )
        if action in legal:
            return action, None
        return None, style.bad(self._tell(message("prompt", "not a legal action now;"))) + " " + self._tell(
            message("prompt", "type ? to list the legal actions")
        )
