"""Integer action ids for Smear (see :mod:`trickcore.action_ids`).

The table, for every ``Rules`` with the same ``blind_size``:

=============  ==========================  =====================================
ids            actions                     order
=============  ==========================  =====================================
0              ``Pass()``
1–3            ``Bid(2)``, ``Bid(3)``, ``Bid(4)``
4–35           ``Play(card)``              the 32 cards in canonical order
36–            ``Discard(cards)``          every ``blind_size``-card subset of the pack,
                                           ranked by the combinatorial number system
                                           over the pack's canonical order (none when
                                           ``blind_size`` is 0)
last           ``Claim()``                 (every ruleset's last id)
=============  ==========================  =====================================

Every subset is a legal discard in some hand (a bidder may keep six cards of other
suits), so none is left out. Sizes: 37, 69, 533 and 4,997 ids for blinds 0–3.

Example:
    >>> from trickcore import Card, cards
    >>> from trickcore.games.smear import Bid, Discard, Rules, new_game
    >>> [num_action_ids(Rules(blind_size=size)) for size in range(4)]
    [37, 69, 533, 4997]
    >>> action_to_id(Rules(), Bid(3)), action_to_id(Rules(), Play(Card.parse("7S")))
    (2, 35)
    >>> action_to_id(Rules(blind_size=2), Discard(cards("AC KC")))
    36
    >>> action_from_id(Rules(), 0), action_from_id(Rules(blind_size=1), 67)
    (Pass(), Discard(cards('7S')))
    >>> legal_action_ids(new_game(seed=1))
    (0, 1, 2, 3)
"""

from __future__ import annotations

from typing import Final

from trickcore.action_ids import ActionIds, Block, Listed, RulesetIds, discards

from trickcore.games.smear._actions import Action, Bid, Pass, Play
from trickcore.games.smear._cards import deck
from trickcore.games.smear._engine import legal_actions
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import Game
from trickcore.games.smear._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _table(rules: Rules) -> ActionIds[Action]:
    """The id table of ``rules`` (the module's table)."""
    pack = deck(rules)
    blocks: list[Block[Action]] = [
        Listed((Pass(), Bid(2), Bid(3), Bid(4))),
        Listed(tuple(Play(card) for card in pack)),
    ]
    if rules.blind_size:
        blocks.append(discards(pack, rules.blind_size))
    return ActionIds(tuple(blocks))


IDS: Final = RulesetIds[Rules, Action, Game | View]("smear", Rules, _table, legal_actions)
"""Smear's action-id functions."""

num_action_ids: Final = IDS.num_action_ids
action_to_id: Final = IDS.action_to_id
action_from_id: Final = IDS.action_from_id
legal_action_ids: Final = IDS.legal_action_ids
