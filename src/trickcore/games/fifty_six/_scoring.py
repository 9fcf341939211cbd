"""Settling a hand in tables (R22–R26) or points (H22–H25), and the end of the game (R28, H25)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trickcore.frozen import typed_builder
from trickcore.playing_cards import Card
from trickcore.records import Deal, History
from trickcore.tricks import Trick

from trickcore.games.fifty_six._actions import Action
from trickcore.games.fifty_six._rules import DEFAULT_STAKES, Rules
from trickcore.games.fifty_six._state import Contract, Game, HandResult, FastPhase, make_game, make_match

__all__ = ["amounts", "finish_hand", "settle"]

make_result: Final = typed_builder(HandResult)
"""A :class:`HandResult` of its fields in order, unchecked (the engine's own)."""


def amounts(value: int, stakes: tuple[tuple[int, int, int], ...] | None = None) -> tuple[int, int]:
    """The tables won per other team if made (W) and paid to each if failed (L), by bid value (R23).

    With ``stakes`` (a chart of the ``stakes`` house rule, H27) W and L come from the
    last row whose lowest bid is at most the value.

    Example:
        >>> [amounts(value) for value in (28, 40, 48, 56)]
        [(1, 2), (2, 3), (3, 4), (4, 5)]
        >>> amounts(48, ((28, 1, 2), (40, 2, 3), (56, 3, 4)))
        (2, 3)
    """
    if stakes is not None:
        row = [row for row in stakes if row[0] <= value][-1]
        return row[1], row[2]
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
    *,
    made: bool | None = None,
    court: bool = False,
) -> HandResult:
    """The result of a hand: made or not, the table transfers and who is eliminated (R22–R26).

    Made (the bidding team took at least the bid value): each other team in play
    pays W·m tables to the bidding team. Failed: the bidding team pays L·m to each
    other team in play. A team short of tables pays all it has; a short bidding
    team hands its tables out one at a time round-robin over its creditors, from
    the seat after the declarer (R25). ``made`` gives the result where points do not
    decide it (a thani is made by winning every trick, H16, H17), whose amounts are one
    more than the top row of the chart's. After a court call (``court``) the amounts
    are doubled (H20).

    Example:
        >>> from trickcore.playing_cards import Suit
        >>> result = settle(Rules(players=6), (12, 12, 12), Contract(35, Suit.DIAMONDS, 1, 3, 0), (27, 15, 14))
        >>> result.made, result.transfers
        (False, (-4, 2, 2))
    """
    teams = rules.teams
    out = tuple(eliminated) if eliminated is not None else (False,) * teams
    bidding = contract.team
    if made is None:
        made = points[bidding] >= contract.value
    chart = rules.stakes
    win, loss = amounts(contract.value, None if chart is DEFAULT_STAKES else chart)
    if contract.thani:
        win, loss = chart[-1][1] + 1, chart[-1][2] + 1  # H17: one step above the chart's top row
    if court:
        win, loss = 2 * win, 2 * loss  # H20
    if rules.scoring == "points":
        return _scored_points(rules, out, contract, points, made, win, loss)
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


_EXTRA: Final = {1: 0, 2: 1, 4: 2}
"""H23: the extra point of a doubled contract, two of a redoubled one."""


def _scored_points(
    rules: Rules, out: tuple[bool, ...], contract: Contract, points: Sequence[int], made: bool, win: int, loss: int
) -> HandResult:
    """H23: made, the bidding team scores W + e; failed, every other team in play scores L + e."""
    extra = _EXTRA[contract.multiplier]
    scored = [0] * rules.teams
    if made:
        scored[contract.team] = win + extra
    else:
        for team in range(rules.teams):
            if team != contract.team and not out[team]:
                scored[team] = loss + extra
    return make_result(contract, tuple(points), made, tuple(scored), ())


def _points_winner(rules: Rules, history: History[Action], scores: tuple[int, ...]) -> int | None:
    """H25: after ``deals`` hands played to a result, the team alone at the top score (else ``None``: play on)."""
    events = history.events
    played = sum(1 for event, after in zip(events, events[1:]) if isinstance(event, Deal) and not isinstance(after, Deal))
    top = max(scores)
    leaders = [team for team, score in enumerate(scores) if score == top]
    return leaders[0] if played >= rules.deals and len(leaders) == 1 else None


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
    made = None
    if contract.thani:
        made = all(trick.winner == contract.declarer for trick in tricks) and not hands[contract.declarer]
    court_at = game.court_at
    if court_at is not None:
        # H20: every trick after the call, and the points.
        teams = rules._team_table  # noqa: SLF001 - Rules.team_of's table
        swept = all(teams[trick.winner] == contract.team for trick in tricks[court_at:]) and not any(hands)
        made = swept and points[contract.team] >= contract.value
    result = settle(rules, match.tables, contract, points, match.eliminated, made=made, court=court_at is not None)
    tables = tuple([before + change for before, change in zip(match.tables, result.transfers)])
    eliminated = tuple([out or team in result.eliminated for team, out in enumerate(match.eliminated)])
    active = tuple([not eliminated[team] for team in rules._team_table])  # noqa: SLF001 - Rules.team_of's table
    if rules.scoring == "points":
        winner = _points_winner(rules, history, tables)
    else:
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
        game.concealed,
        game.revealed,
        game.revealed_at,
        game.court_at,
    )


