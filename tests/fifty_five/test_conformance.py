"""The conformance machine over rules drawn across 2–9 players, teams and every option."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import rule

from trickcore.games import fifty_five as ff
from trickcore.testing import conformance_machine

from tests.fifty_five.strategies import SPEC

_Machine: Any = conformance_machine(SPEC)


class FiftyFiveConformance(_Machine):  # type: ignore[misc]
    """The shared machine, and seat records under every option (the exchanges of ``draw_after_trump`` included)."""

    @rule(game=_Machine.games, data=st.data())
    def seat_records_rebuild_views(self, game: Any, data: st.DataObject) -> None:
        """A seat's record rebuilds exactly the seat's view (its JSON is read back with the same search: the
        house-rules tests check that on random games of every table size)."""
        seat = data.draw(st.integers(min_value=0, max_value=len(game.hands) - 1), label="seat")
        mine = ff.record(game, seat=seat)
        assert ff.replay_view(mine) == ff.view(game, seat), "replay_view(record(game, seat)) != view(game, seat)"


TestFiftyFiveConformance = FiftyFiveConformance.TestCase
