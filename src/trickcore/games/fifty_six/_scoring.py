"""Settling a hand in tables (R22–R26) and the end of the game (R28)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trickcore.frozen import builder
from trickcore.playing_cards import Card
from trickcore.records import History
from trickcore.tricks import Trick

from trickcore.games.fifty_six._actions import Action
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import Contract, Game, HandResult, FastPhase, make_game, make_match

__all__ = ["amounts", "finish_hand", "settle"]

make_result: Final = builder(HandResult)
"""A :class:`HandResult` of its fields in order, unchecked (the engine's own)."""


def amounts(value: int) -> tuple[int, int]:
    """The tables won per other team if made (W) and paid to each if failed (L), by bid value (R23).

    Example:
        >>> [amounts(value) for value in (28, 40, 48, 56)]
        [(1, 2), (2, 3), (3, 4), (4, 5)]
    """
    if value >= 56:
        return 4, 5
    if value >= 48:
        return 3, 4
    if value >= 40:
        return 2, 3
    return 1, 2


def _creditor_order(rules: Rules, eliminated: Sequence[bool], contract: Contract) -> list[int]:
    """R25: the other teams in play, in turn order from the seat after the declarer."""
    order: list[int] = []
    n = rules.players
    teams = rules._team_table  # noqa: SLF001 - the ruleset's own seat-to-team table (Rules.team_of)
    for step in range(1, n + 1):
        team = teams[(contract.declarer + step) % n]
        if team != contract.team and not eliminated[team] and team not in order:
            order.append(team)
    return order


def settle(
    rules: Rules,
    tables: Sequence[int],
    contract: Contract,
    points: Sequence[int],
    eliminated: Sequence[bool] | None = None,
) -> HandResult:
    """The result of a hand: made or not, the table transfers and who is eliminated (R22–R26).

    Made (the bidding team took at least the bid value): each other team in play
    pays W·m tables to the bidding team. Failed: the bidding team pays L·m to each
    other team in play. A team short of tables pays all it has; a short bidding
    team hands its tables out one at a time round-robin over its creditors, from
    the seat after the declarer (R25).

    Example:
        >>> from trickcore.playing_cards import Suit
        >>> result = settle(Rules(players=6), (12, 12, 12), Contract(35, Suit.DIAMONDS, 1, 3, 0), (27, 15, 14))
        >>> result.made, result.transfers
        (False, (-4, 2, 2))
    """
    teams = rules.teams
    out = tuple(eliminated) if eliminated is not None else (False,) * teams
    bidding = contract.team
    made = points[bidding] >= contract.value
    win, loss = amounts(contract.value)
    owed = (win if made else loss) * contract.multiplier
    transfers = [0] * teams
    short: list[int] = []
    creditors = _creditor_order(rules, out, contract)
    if made:
        for team in creditors:
            paid = min(owed, tables[team])
            if paid < owed:
                short.append(team)
            transfers[team] -= paid
            transfers[bidding] += paid
    elif tables[bidding] >= owed * len(creditors):
        for team in creditors:
            transfers[team] += owed
            transfers[bidding] -= owed
    else:
        short.append(bidding)
        left = tables[bidding]
        transfers[bidding] = -left
        while left:
            for team in creditors:
                if left and transfers[team] < owed:
                    transfers[team] += 1
                    left -= 1
    if rules.elimination == "zero_tables":
        gone = tuple([team for team in range(teams) if not out[team] and tables[team] + transfers[team] == 0])
    else:
        gone = tuple(sorted(short))
    return make_result(contract, tuple(points), made, tuple(transfers), gone)


def finish_hand(
    game: Game,
    hands: tuple[tuple[Card, ...], ...],
    tricks: tuple[Trick, ...],
    points: tuple[int, ...],
    contract: Contract,
    history: History[Action],
) -> Game:
    """Settle the last trick's hand; the game ends when one team is left (R26–R28)."""
    rules = game.rules
    match = game.match
    result = settle(rules, match.tables, contract, points, match.eliminated)
    tables = tuple([before + change for before, change in zip(match.tables, result.transfers)])
    eliminated = tuple([out or team in result.eliminated for team, out in enumerate(match.eliminated)])
    active = tuple([not eliminated[team] for team in rules._team_table])  # noqa: SLF001 - Rules.team_of's table
    remaining = [team for team, out in enumerate(eliminated) if not out]
    winner = remaining[0] if len(remaining) == 1 else None
    phase = FastPhase.HAND_OVER if winner is None else FastPhase.GAME_OVER
    return make_game(
        rules,
        phase,
        None,
        hands,
        game.auction,
        contract,
        (),
        tricks,
        points,
        make_match(match.dealer, tables, eliminated, active, winner, result),
        history,
    )


