"""A strict client of each ruleset module's loaders, type-checked (never run) by ``test_examples``.

Every ruleset's ``from_json``/``from_data``/``record`` are the bound methods of one
generic codec; a client that calls them directly, under ``mypy --strict
--disallow-any-expr``, still gets each kind's own type, with no ``Any`` and no cast.
"""

from __future__ import annotations

from typing import assert_type

from trickcore import Deck, IllegalAction, Record, SeatRecord
from trickcore.games import fifty_five, fifty_six, smear


def fifty_six_loaders(text: str, data: object, game: fifty_six.Game) -> None:
    """Each kind of Fifty-Six document reads as its own type."""
    assert_type(fifty_six.from_json(text, "game"), fifty_six.Game)
    assert_type(fifty_six.from_json(text, "view"), fifty_six.View)
    assert_type(fifty_six.from_json(text, "action"), fifty_six.Action)
    assert_type(fifty_six.from_data(data, "record"), Record[fifty_six.Rules, fifty_six.Action])
    assert_type(fifty_six.from_data(data, "illegal-action"), IllegalAction)
    assert_type(fifty_six.from_data(data, "deck"), Deck)
    assert_type(fifty_six.from_json(text), fifty_six.Document)
    assert_type(fifty_six.record(game, 1), SeatRecord[fifty_six.Rules, fifty_six.Action])
    assert_type(fifty_six.replay(fifty_six.record(game)), fifty_six.Game)


def smear_loaders(text: str, data: object, game: smear.Game) -> None:
    """Each kind of Smear document reads as its own type."""
    assert_type(smear.from_json(text, "game"), smear.Game)
    assert_type(smear.from_data(data, "view"), smear.View)
    assert_type(smear.from_json(text, "action"), smear.Action)
    assert_type(smear.replay_view(smear.record(game, 0)), smear.View)


def fifty_five_loaders(text: str, data: object, game: fifty_five.Game) -> None:
    """Each kind of Fifty-Five document reads as its own type."""
    assert_type(fifty_five.from_json(text, "game"), fifty_five.Game)
    assert_type(fifty_five.from_data(data, "view"), fifty_five.View)
    assert_type(fifty_five.from_json(text, "record"), fifty_five.FiftyFiveRecord)
    assert_type(fifty_five.to_json(game), str)
