"""The ``trickcore`` command line: ``play``, ``simulate`` and ``replay``.

Run it as ``python -m trickcore`` or, once installed, as ``trickcore``::

    trickcore play fifty-six --seed 7
    trickcore play smear --human 0
    trickcore simulate fifty-five --games 1000 --jobs 2 --lineup heuristic,random
    trickcore replay game.json

Errors in the command line (an unknown ruleset, a bad option, a bad file) print
one line on stderr and exit with status 2. See the how-to page for every option.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from trickcore.cli._human import EndOfInput, HumanPlayer
from trickcore.cli._log import GameLog, replay_into
from trickcore.cli._options import UsageError, build_rules, parse_seed
from trickcore.cli._rulesets import describer
from trickcore.cli._simulate import PLAYER_KINDS, Summary, default_jobs, make_players, simulate
from trickcore.cli._style import Style
from trickcore.errors import TrickcoreError
from trickcore.players import ActionLimitError, play_game
from trickcore.registry import RULESET_NAMES, get_ruleset
from trickcore.ruleset import Ruleset
from trickcore.serialization import loads

__all__ = ["main"]

PROG = "trickcore"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (and exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _lineup(text: str) -> tuple[str, ...]:
    """``--lineup``: player kinds separated by commas, repeated round the table."""
    kinds = tuple(word.strip().lower() for word in text.split(","))
    for kind in kinds:
        if kind not in PLAYER_KINDS:
            raise argparse.ArgumentTypeError(f"unknown player {kind!r} (choose from {', '.join(PLAYER_KINDS)})")
    return kinds


def _int_at_least(minimum: int, what: str) -> Callable[[str], int]:
    """An argparse type: an integer of at least ``minimum``, described as ``what`` in errors."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, not {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected {what}, not {text!r}")
        return value

    return parse


_positive = _int_at_least(1, "a positive integer")
_seat = _int_at_least(0, "a seat number")


def _add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options ``play`` and ``simulate`` share."""
    parser.add_argument("ruleset", help=f"the game: {', '.join(RULESET_NAMES)} (or 56, 55)")
    parser.add_argument("--players", type=_positive, metavar="N", help="number of players (where the game allows)")
    parser.add_argument("--seed", type=parse_seed, metavar="S", help="names the game(s); random if omitted")
    parser.add_argument(
        "--rule",
        action="extend",
        nargs="+",
        default=[],
        metavar="KEY=VALUE",
        help="a rules option, e.g. target=110 or teams='((0,2),(1,3))' (repeatable)",
    )
    parser.add_argument(
        "--lineup",
        type=_lineup,
        default=("heuristic",),
        metavar="KIND[,KIND…]",
        help="built-in players round the table: heuristic, random, ismcts (default: heuristic)",
    )


def _add_color(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour and card symbols: auto (on a terminal, unless NO_COLOR is set), always, never",
    )


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``trickcore`` command."""
    parser = _Parser(prog=PROG, description="Play, simulate and replay trick-taking games.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    play = commands.add_parser("play", help="play one game with built-in players and print its log")
    _add_game_options(play)
    play.add_argument("--human", type=_seat, metavar="SEAT", help="play this seat yourself at the prompt")
    play.add_argument("--save", type=Path, metavar="FILE", help="write the game's record (JSON) to FILE")
    _add_color(play)
    sim = commands.add_parser("simulate", help="play many games in parallel and summarize them")
    _add_game_options(sim)
    sim.add_argument("--games", type=_positive, required=True, metavar="N", help="how many games")
    sim.add_argument("--jobs", type=_positive, metavar="J", help="worker processes (default: one per CPU)")
    sim.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar on stderr (default: when stderr is a terminal)",
    )
    replay = commands.add_parser("replay", help="print the log of a saved game")
    replay.add_argument("file", type=Path, metavar="FILE", help="a game saved with play --save")
    _add_color(replay)
    return parser


def _ruleset(name: str) -> Ruleset:
    try:
        return get_ruleset(name)
    except ValueError as error:
        raise UsageError(str(error)) from error


def _play(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    ruleset = _ruleset(args.ruleset)
    rules = build_rules(ruleset, args.players, args.rule)
    seed = args.seed if args.seed is not None else _random_seed()
    seats = len(ruleset.new_game(rules, seed=seed).hands)
    if args.human is not None and args.human >= seats:
        raise UsageError(f"--human {args.human}: {ruleset.NAME} with these rules has seats 0 to {seats - 1}")
    style = Style.for_stream(stdout, args.color)
    players = make_players(ruleset.NAME, args.lineup, seats, seed)
    if args.human is not None:
        players[args.human] = HumanPlayer(ruleset, stdin, stdout, style)
    log = GameLog(describer(ruleset.NAME), stdout, style, reveal=args.human is None, seat=args.human)
    log.started(ruleset.new_game(rules, seed=seed), seed)
    game = play_game(ruleset, rules, players, seed=seed, observer=log)
    if args.save is not None:
        try:
            args.save.write_text(ruleset.to_json(game) + "\n", encoding="utf-8")
        except OSError as error:
            raise UsageError(f"cannot write {args.save}: {error.strerror or error}") from error
    return 0


def _random_seed() -> int:
    """A seed for a game or simulation the user did not name (printed, so it can be replayed)."""
    return secrets.randbelow(10**9)


def _simulate(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    ruleset = _ruleset(args.ruleset)
    rules = build_rules(ruleset, args.players, args.rule)
    seed = args.seed if args.seed is not None else _random_seed()
    show = args.progress if args.progress is not None else stderr.isatty()
    jobs = args.jobs if args.jobs is not None else default_jobs()
    summary = simulate(
        ruleset.NAME,
        rules,
        games=args.games,
        lineup=args.lineup,
        seed=seed,
        jobs=jobs,
        progress=stderr if show else None,
    )
    _print_summary(ruleset, rules, args, seed, jobs, summary, stdout)
    return 0


def _print_summary(
    ruleset: Ruleset, rules: Any, args: argparse.Namespace, seed: object, jobs: int, summary: Summary, out: TextIO
) -> None:
    """The simulation's table: wins by side, bids made by value, hands per game and per second."""
    words = describer(ruleset.NAME)
    games = len(summary.games)
    lineup = args.lineup
    print(Style().text(f"{words.title(rules)} · {games} games · seed {seed} · {jobs} job(s)"), file=out)
    print(f"lineup: {', '.join(lineup[seat % len(lineup)] for seat in range(_seats(ruleset, rules)))}", file=out)
    print(file=out)
    print(f"{'side':<14}{'seats':<12}{'players':<32}{'wins':>7}{'win %':>8}", file=out)
    wins = summary.wins()
    for side, (name, seats) in enumerate(zip(words.side_names(rules), words.side_seats(rules))):
        kinds = ",".join(lineup[seat % len(lineup)] for seat in seats)
        seat_text = ",".join(str(seat) for seat in seats)
        print(f"{name:<14}{seat_text:<12}{kinds:<32}{wins[side]:>7}{100 * wins[side] / games:>7.1f}%", file=out)
    print(file=out)
    print(f"{'bid':<14}{'contracts':>10}{'made':>8}{'made %':>8}", file=out)
    bids = summary.bids()
    for bid in sorted((b for b in bids if b is not None)):
        count, made = bids[bid]
        print(f"{bid:<14}{count:>10}{made:>8}{100 * made / count:>7.1f}%", file=out)
    if None in bids:
        print(f"{'(no contract)':<14}{bids[None][0]:>10}", file=out)
    print(file=out)
    hands = [game.hands for game in summary.games]
    seconds = max(summary.seconds, 1e-9)
    print(
        f"hands per game: mean {summary.hands / games:.1f}, min {min(hands)}, max {max(hands)}",
        file=out,
    )
    print(
        f"time: {summary.seconds:.2f} s | {summary.hands / seconds:,.0f} hands/s | {games / seconds:,.1f} games/s",
        file=out,
    )


def _seats(ruleset: Ruleset, rules: Any) -> int:
    return len(ruleset.new_game(rules, seed=0).hands)


def _replay(args: argparse.Namespace, stdout: TextIO) -> int:
    try:
        text = args.file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise UsageError(f"cannot read {args.file}: {reason}") from error
    try:
        document = loads(text)
        name = document.get("ruleset") if isinstance(document, dict) else None
        if not isinstance(name, str):
            raise UsageError(f"{args.file} is not a trickcore game record")
        ruleset = _ruleset(name)
        game = ruleset.from_json(text)
        if not isinstance(game, ruleset.Game):
            raise UsageError(f"{args.file} holds a {ruleset.NAME} view, not a game record")
    except UsageError:
        raise
    except (TrickcoreError, ValueError) as error:
        raise UsageError(f"{args.file} is not a valid game record: {error}") from error
    style = Style.for_stream(stdout, args.color)
    log = GameLog(describer(ruleset.NAME), stdout, style)
    replay_into(ruleset, game, log, lambda first: log.started(first, None))
    return 0


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit status (0 success, 1 failure, 2 usage error).

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
            return _play(args, stdin, stdout)
        if args.command == "simulate":
            return _simulate(args, stdout, stderr)
        return _replay(args, stdout)
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=stderr)
        return 2
    except EndOfInput:
        print(f"{PROG}: input ended; the game was abandoned", file=stderr)
        return 0
    except ActionLimitError as error:
        print(f"{PROG}: error: {error}", file=stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``trickcore play ... | head``): stop quietly, and keep
        # Python from complaining again when it flushes stdout at exit.
        if stdout is sys.stdout:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
