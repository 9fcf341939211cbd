"""The shared conformance machine over Fifty-Six rules drawn across players, team modes and options."""

from __future__ import annotations

from trickcore.games import fifty_six
from trickcore.testing import ConformanceSpec, conformance_machine

from tests.fifty_six import strategies


def laws(before: fifty_six.Game, after: fifty_six.Game) -> None:
    """Fifty-Six's own laws: 56 points a hand, tables conserved but for shortfalls, the trump is public."""
    rules = after.rules
    assert len(after.tables) == rules.teams and min(after.tables) >= 0
    assert after.trump is (None if after.contract is None else after.contract.trump)
    if after.phase is fifty_six.Phase.AUCTION:
        assert after.contract is None and after.trump is None
    closed = after.phase in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER)
    just_out = set(after.last_hand.eliminated) if closed and after.last_hand is not None else set()
    for seat, hand in enumerate(after.hands):
        if not after.active[seat] and rules.team_of(seat) not in just_out:
            assert hand == ()  # a hand that ends early (H16) leaves cards with a team it eliminates
    assert all(
        after.tables[team] == 0 or rules.elimination == "cannot_pay" for team, out in enumerate(after.eliminated) if out
    )
    if after.phase in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER) and before.phase is fifty_six.Phase.PLAY:
        result = after.last_hand
        assert result is not None and result.points == after.points and result.contract is not None
        unplayed = sum(fifty_six.card_points(card) for hand in after.hands for card in hand)
        unplayed += 0 if after.concealed is None else fifty_six.card_points(after.concealed)  # H11: still face down
        assert sum(result.points) + unplayed == 56
        if result.contract.thani:  # H16: made by winning every trick
            assert result.made is all(trick.winner == result.contract.declarer for trick in after.tricks)
        elif after.court_at is not None:  # H19, H20: every trick after the call, and the points
            team = result.contract.team
            swept = all(rules.team_of(trick.winner) == team for trick in after.tricks[after.court_at :])
            assert result.made is (swept and not unplayed and result.points[team] >= result.contract.value)
        else:
            assert result.made is (result.points[result.contract.team] >= result.contract.value)
            assert all(not hand for hand in after.hands) or rules.stop_play_when_decided  # H38
        assert tuple(a - b for a, b in zip(after.tables, before.tables)) == result.transfers
        if rules.scoring == "points":  # H23: points scored, never negative; nobody leaves (H22)
            assert min(result.transfers) >= 0 and max(result.transfers) > 0 and not any(after.eliminated)
        else:
            assert sum(result.transfers) <= 0
            if sum(result.transfers) < 0:
                assert result.eliminated, "tables are lost only by a team that could not pay"
        assert after.to_act is None
    if after.phase is fifty_six.Phase.HAND_OVER and after.contract is None:  # H31: a void deal
        assert rules.redeal_if_team_has_no_jack or rules.redeal_on_weak_hand is not None
        assert after.last_hand == fifty_six.HandResult.void(rules.teams) and not after.calls and not after.tricks
        assert after.tables == before.tables and after.to_act is None
    if after.phase is fifty_six.Phase.GAME_OVER and rules.scoring == "points":  # H25
        played = sum(1 for deal in after.history.deals) >= rules.deals
        assert played and after.winner is not None and after.tables.count(max(after.tables)) == 1
        assert after.tables[after.winner] == max(after.tables)
    elif after.phase is fifty_six.Phase.GAME_OVER:
        assert after.winner is not None and sum(not out for out in after.eliminated) == 1
        assert not after.eliminated[after.winner]
    else:
        assert after.winner is None


def team_at_zero_in_play(seen: fifty_six.View) -> bool:
    """A view of a hand begun with a team at 0 tables still in play (``elimination="cannot_pay"``): its
    ``determinize`` documents that ``new_game`` cannot restart that hand."""
    tables = seen.tables
    if seen.phase in (fifty_six.Phase.HAND_OVER, fifty_six.Phase.GAME_OVER) and seen.last_hand is not None:
        tables = tuple(count - moved for count, moved in zip(tables, seen.last_hand.transfers))
    return seen.rules.scoring == "tables" and 0 in tables


SPEC = ConformanceSpec(
    ruleset=fifty_six,
    rules=strategies.rules(),
    cards_in_game=strategies.cards_in_game,
    pack=strategies.pack,
    redeal_hidden=strategies.redeal_hidden,
    actions=strategies.actions,
    laws=laws,
    max_actions=20_000,
    policy=strategies.modest_action,
    unrebuildable=team_at_zero_in_play,
)

TestFiftySixConformance = conformance_machine(SPEC).TestCase
