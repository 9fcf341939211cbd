"""The ``trickcore`` command line: ``play``, ``simulate`` and ``replay``.

Run it as ``python -m trickcore`` or, once installed, as ``trickcore``::

    trickcore play fifty-six --seed 7
    trickcore play smear --human 0 --save game.json
    trickcore simulate fifty-five --games 1000 --lineup heuristic,random --seed 1 --json
    trickcore replay game.json --plot scores.png

Errors in the command line (an unknown ruleset, a bad option, an output file that
cannot be written, a bad file to replay) print one line on stderr and exit with
status 2, before any game is played. See the how-to page for every option.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import shlex
import sys
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, NoReturn, TextIO

import attrs

from trickcore.cli._human import EndOfInput, HumanPlayer, Quit, ask_yes_no
from trickcore.cli._log import GameLog, SeatLog
from trickcore.cli._options import UsageError, build_rules, parse_seed, rules_help
from trickcore.cli._paths import check_writable, default_save_path, write_text
from trickcore.cli._scores import plot_game
from trickcore.cli._simulate import PLAYER_KINDS, add_simulate_options, check_plot, make_players, run_simulate
from trickcore.cli._style import Style
from trickcore.cli._titles import options_text
from trickcore.errors import TrickcoreError, excerpt
from trickcore.players import DEFAULT_MAX_ACTIONS, ActionLimitError, play_game
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.language import LANGUAGES, describe
from trickcore.messages import message
from trickcore.ruleset import AnyRuleset
from trickcore.serialization import loads
from trickcore.simulation import default_max_hands
from trickcore.simulation._results import SUMMARY_FORMAT, SUMMARY_KIND

__all__ = ["build_parser", "main", "version"]

PROG = "trickcore"

_EXAMPLES = """examples:
  trickcore play smear --seed 7                    a whole game, as a readable log
  trickcore play 56 --human 0 --save game.json     play seat 0 yourself
  trickcore simulate smear --games 1000 --seed 1   win rates with 95% intervals
  trickcore replay game.json --plot scores.png     a saved game, and its score course

'trickcore COMMAND --help' describes a command's options."""


def version() -> str:
    """The installed trickcore's version (the package's own when it is not installed).

    Example:
        >>> import trickcore
        >>> version() == trickcore.__version__
        True
    """
    try:
        return metadata.version("trickcore")
    except metadata.PackageNotFoundError:
        from trickcore import __version__

        return __version__


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (and exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _lineup(text: str) -> tuple[str, ...]:
    """``--lineup``: player kinds separated by commas, repeated round the table."""
    kinds = tuple(word.strip().lower() for word in text.split(","))
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            raise argparse.ArgumentTypeError(f"unknown player {excerpt(kind)} (choose from {', '.join(PLAYER_KINDS)})")
    return kinds


def _int_at_least(minimum: int, what: str) -> Callable[[str], int]:
    """An argparse type: an integer of at least ``minimum``, described as ``what`` in errors."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, not {excerpt(text)}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected {what}, not {excerpt(text)}")
        return value

    return parse


_positive = _int_at_least(1, "a positive integer")
_seat = _int_at_least(0, "a seat number")


def _seed(text: str) -> int | str:
    """``--seed``: an integer, or printable text that is not blank."""
    if not text.strip() or not text.isprintable():
        raise argparse.ArgumentTypeError(f"expected an integer or printable text, not {excerpt(text)}")
    return parse_seed(text)


def _add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options ``play`` and ``simulate`` share."""
    parser.add_argument("ruleset", help=f"the game: {', '.join(RULESET_NAMES)} (or 56, 55)")
    parser.add_argument("--players", type=_positive, metavar="N", help="number of players (where the game allows)")
    parser.add_argument("--seed", type=_seed, metavar="S", help="names the game(s); random if omitted")
    parser.add_argument(
        "--rule",
        action="extend",
        nargs="+",
        default=[],
        metavar="KEY=VALUE",
        help="a rules option of the game (repeatable); 'GAME --help' lists the game's keys, defaults and values",
    )
    parser.add_argument(
        "--lineup",
        type=_lineup,
        default=("heuristic",),
        metavar="KIND[,KIND...]",
        help=f"built-in players round the table: {', '.join(PLAYER_KINDS)} (default: heuristic)",
    )
    parser.add_argument(
        "--max-hands",
        type=_positive,
        metavar="N",
        help="stop a game that has not ended after N hands (default: 100; Fifty-Six 1000)",
    )
    parser.add_argument(
        "--max-actions",
        type=_positive,
        default=DEFAULT_MAX_ACTIONS,
        metavar="N",
        help=f"stop a game that has not ended after N actions (default: {DEFAULT_MAX_ACTIONS})",
    )


class _GameHelp(argparse.Action):
    """``-h``/``--help`` of ``play`` and ``simulate``: after a game's name, the help lists that game's ``--rule`` keys."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help="show this help (after GAME: with its rules options) and exit")

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option_string: str | None = None
    ) -> None:
        name = getattr(namespace, "ruleset", None)
        command = parser.prog.split()[-1]
        try:
            ruleset = get_ruleset(name) if isinstance(name, str) else None
        except ValueError:
            ruleset = None
        if ruleset is None:
            parser.epilog = f"'{PROG} {command} GAME --help' lists the rules options of GAME,\ne.g. {PROG} {command} fifty-six --help"
        else:
            parser.epilog = rules_help(ruleset, command)
        parser.print_help()
        parser.exit()


def _add_color(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour and card symbols: auto (on a terminal, unless NO_COLOR is set), always, never",
    )


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="the language of the log: en (English), ru (Russian), ar (Arabic), tr (Turkish)",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``trickcore`` command (every help text is ASCII)."""
    parser = _Parser(
        prog=PROG,
        description="Play, simulate and replay trick-taking games.",
        epilog=_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {version()}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    play = commands.add_parser(
        "play",
        help="play one game with built-in players and print its log",
        description="Play one game and print its log.",
        add_help=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    play.add_argument("-h", "--help", action=_GameHelp)
    _add_game_options(play)
    play.add_argument("--human", type=_seat, metavar="SEAT", help="play this seat yourself at the prompt")
    play.add_argument("--save", type=Path, metavar="FILE", help="write the game's record (JSON) to FILE")
    _add_lang(play)
    _add_color(play)
    sim = commands.add_parser(
        "simulate",
        help="play many games and summarize them",
        description="Play many seeded games and print win rates with 95% intervals, scores, hands and caps.",
        add_help=False,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sim.add_argument("-h", "--help", action=_GameHelp)
    _add_game_options(sim)
    add_simulate_options(sim, _positive)
    _add_color(sim)
    replay = commands.add_parser(
        "replay", help="print the log of a saved game", description="Print the log of a saved game."
    )
    replay.add_argument("file", type=Path, metavar="FILE", help="a game saved with play --save")
    replay.add_argument(
        "--plot", type=Path, metavar="OUT", help="also draw the scores hand by hand to OUT (.png, .svg, .pdf)"
    )
    _add_lang(replay)
    _add_color(replay)
    return parser


def _ruleset(name: str) -> AnyRuleset:
    try:
        return get_ruleset(name)
    except ValueError as error:
        raise UsageError(str(error)) from error


class _Latest:
    """An observer keeping the game as it stands (to save it when a person quits)."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def dealt(self, game: Any) -> None:
        """A new hand."""
        self.game = game

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """An action."""
        self.game = after


class _Both:
    """Tells two observers about every deal and action."""

    def __init__(self, first: Any, second: Any) -> None:
        self.first, self.second = first, second

    def dealt(self, game: Any) -> None:
        """A new hand."""
        self.first.dealt(game)
        self.second.dealt(game)

    def acted(self, before: Any, seat: int, action: Any, after: Any) -> None:
        """An action."""
        self.first.acted(before, seat, action, after)
        self.second.acted(before, seat, action, after)


def _max_hands(args: argparse.Namespace, ruleset: AnyRuleset) -> int:
    return int(args.max_hands) if args.max_hands is not None else default_max_hands(ruleset)


def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    ruleset = _ruleset(args.ruleset)
    rules = build_rules(ruleset, args.players, args.rule)
    seed = args.seed if args.seed is not None else _random_seed()
    first = ruleset.new_game(rules, seed=seed)
    seats = len(first.hands)
    if args.human is not None and args.human >= seats:
        raise UsageError(f"--human {args.human}: {ruleset.NAME} with these rules has seats 0 to {seats - 1}")
    if args.save is not None:
        check_writable(args.save, "--save")
    style = Style.for_stream(stdout, args.color)
    players = make_players(ruleset.NAME, args.lineup, seats, seed)
    log = GameLog(stdout, style, args.lang, seed=seed, options=options_text(rules))
    observer: Any = None
    if args.human is not None:
        players[args.human] = HumanPlayer(ruleset, stdin, stdout, style, args.lang)
        log.event(ruleset.explain(first)[0])
        observer = SeatLog(ruleset, args.human, log)
    latest = _Latest(first)
    max_hands = _max_hands(args, ruleset)
    try:
        game = play_game(
            ruleset,
            rules,
            players,
            seed=seed,
            observer=_Both(observer, latest) if observer is not None else latest,
            max_actions=args.max_actions,
            max_hands=max_hands,
        )
    except EndOfInput as end:
        stop = _Stop(isinstance(end, Quit), args.lang)
        return _stopped_by_person(ruleset, latest.game, seed, args.save, stop, stdin, stdout, stderr)
    except ActionLimitError as error:
        game = error.game
        if observer is None:
            log.tell(ruleset.explain(game))
        _print_unfinished(ruleset, game, f"{args.max_actions:,} actions (--max-actions)", f"in hand {error.hands}", log)
    else:
        if observer is None:
            log.tell(ruleset.explain(game))
        if game.winner is None:
            _print_unfinished(ruleset, game, f"{max_hands:,} hands (--max-hands)", f"after hand {game.hand_number}", log)
    if args.save is not None:
        write_text(args.save, ruleset.to_json(game) + "\n")
    return 0


def _print_unfinished(ruleset: AnyRuleset, game: Any, cap: str, when: str, log: GameLog) -> None:
    """The end of the log of a game stopped by a cap: which cap, and where the game stood."""
    out, style = log.out, log.style
    print(file=out)
    print(style.text(style.bad("Unfinished: ") + f"the game did not end within {cap}."), file=out)
    print(f"Where it stood {when}:", file=out)
    log.score(ruleset.explain(game))
    print("Players that bid recklessly (such as random ones) may never reach the target;", file=out)
    print("raise the cap with --max-hands or --max-actions to play on.", file=out)


@attrs.frozen
class _Stop:
    """How a person stopped a game: by typing ``quit`` (or closing the input), and the language to answer in."""

    typed_quit: bool
    lang: str


def _replay_command(path: Path) -> str:
    """The command that replays ``path``, with the Python running now (it works outside an activated venv).

    Example:
        >>> import sys
        >>> _replay_command(Path("my game.json")) == f"{shlex.quote(sys.executable)} -m trickcore replay 'my game.json'"
        True
    """
    return f"{shlex.quote(sys.executable)} -m {PROG} replay {shlex.quote(str(path))}"


def _stopped_by_person(
    ruleset: AnyRuleset,
    game: Any,
    seed: object,
    save: Path | None,
    stop: _Stop,
    stdin: TextIO,
    stdout: TextIO,
    stderr: TextIO,
) -> int:
    """A person typed ``quit`` (offer to save the game so far) or closed the input (save it if ``--save``)."""
    path = save if save is not None else default_save_path(ruleset.NAME, seed)
    lang = stop.lang
    if stop.typed_quit:
        question = describe(message("prompt", "Save the game so far to {path}?", path=str(path)), lang)
        wanted = ask_yes_no(stdin, stdout, question, default=save is not None, lang=lang)
    else:
        wanted = save is not None
    if not wanted:
        if stop.typed_quit:
            said = message("prompt", "you quit; the game was abandoned (not saved)")
        else:
            said = message("prompt", "input ended; the game was abandoned (not saved)")
        print(f"{PROG}: {describe(said, lang)}", file=stderr)
        return 0
    if save is None:
        check_writable(path, "saving to")
    write_text(path, ruleset.to_json(game) + "\n")
    # TRANSLATORS: {command} is a shell command that prints the saved game's log.
    saved = message("prompt", "the game so far is saved in {path}; to see it: {command}", path=str(path), command=_replay_command(path))
    print(f"{PROG}: {describe(saved, lang)}", file=stderr)
    return 0


def _random_seed() -> int:
    """A seed for a game or simulation the user did not name (printed, so it can be replayed)."""
    return secrets.randbelow(10**9)


def _simulate(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    ruleset = _ruleset(args.ruleset)
    rules = build_rules(ruleset, args.players, args.rule)
    seed = args.seed if args.seed is not None else _random_seed()
    return run_simulate(args, ruleset, rules, seed, stdout, stderr)


def _is_summary(text: str) -> bool:
    """Whether ``text`` is the JSON summary ``simulate --json`` prints (its format marker or, before it had one, its kind)."""
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(document, dict) and (
        document.get("format") == SUMMARY_FORMAT or document.get("kind") == SUMMARY_KIND
    )


def _load_game(path: Path) -> tuple[AnyRuleset, Any]:
    """The ruleset and the game saved in ``path``.

    Raises:
        UsageError: the file cannot be read or holds no trickcore game.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise UsageError(f"cannot read {path}: {reason}") from error
    if _is_summary(text):
        raise UsageError(f"{path} is a simulation summary (simulate --json), not a game; replay reads a game saved with play --save")
    try:
        document = loads(text)
        name = document.get("ruleset") if isinstance(document, dict) else None
        if not isinstance(name, str):
            raise UsageError(f"{path} is not a trickcore game record")
        ruleset = _ruleset(name)
        game = ruleset.from_json(text)
        if not isinstance(game, ruleset.Game):
            raise UsageError(f"{path} holds a {ruleset.NAME} {type(game).__name__}, not a game record")
    except UsageError:
        raise
    except (TrickcoreError, ValueError, RecursionError) as error:
        raise UsageError(f"{path} is not a valid game record: {error}") from error
    return ruleset, game


def _replay(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    if args.plot is not None:
        check_plot(args.plot)
    ruleset, game = _load_game(args.file)
    style = Style.for_stream(stdout, args.color)
    log = GameLog(stdout, style, args.lang, options=options_text(game.rules))
    log.tell(ruleset.explain(game))
    if game.phase != ruleset.Phase.GAME_OVER:
        hands = len(ruleset.record(game).deals)
        turn = f", seat {game.to_act} to act" if game.to_act is not None else ""
        print(style.text(f"\nUnfinished: the record ends in hand {hands}{turn}."), file=stdout)
    if args.plot is not None:
        plot_game(ruleset, game, args.plot, title=f"{args.file.name}")
        print(f"{args.plot}: plot written", file=stderr)
    return 0


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit status (0 success, 2 usage error, 130 interrupted).

    Example:
        >>> import io
        >>> out = io.StringIO()
        >>> main(["play", "smear", "--seed", "1"], stdout=out)
        0
        >>> "wins" in out.getvalue()
        True
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    stderr = sys.stderr if stderr is None else stderr
    parser = build_parser()
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            args = parser.parse_args(argv)
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 2
    try:
        if args.command == "play":
            return _play(args, stdin, stdout, stderr)
        if args.command == "simulate":
            return _simulate(args, stdout, stderr)
        return _replay(args, stdout, stderr)
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``trickcore play ... | head``): stop quietly, and keep
        # Python from complaining again when it flushes stdout at exit.
        if stdout is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
