"""Integer action ids for Fifty-Five (see :mod:`trickcore.action_ids`).

The table is the same for every ``Rules``:

===================  ===============================================================
ids                  actions
===================  ===============================================================
0                    ``Pass()``
1                    ``Hold()``
2–6                  ``Bid(10)``, ``Bid(15)``, ``Bid(20)``, ``Bid(25)``, ``Bid(60)``
7–10                 ``NameTrump`` C, D, H, S
11–62                ``Play(card)``, the 52 cards in canonical order
63–2,599,022         ``Discard(cards)``: every 5-card subset of the pack, ranked by the
                     combinatorial number system over the pack's canonical order
2,599,023            ``Claim()`` (every ruleset's last id)
===================  ===============================================================

That is 2,599,024 ids, 2,598,960 = C(52, 5) of them discards. No bijection over the
actions the rules allow can be smaller: the bidder's ten cards may include any five
cards of the pack, and R14 lets it discard any five of its ten, so every 5-card
subset is a legal ``Discard`` in some position, and each is a distinct action. Ranks
are computed arithmetically (never stored), and a legal-action mask has only 252 set
discard positions at most, so adapters build masks sparsely from
:func:`legal_action_ids`.

Example:
    >>> from trickcore import Card, cards
    >>> from trickcore.games.fifty_five import Bid, Discard, Rules, new_game
    >>> num_action_ids(Rules())
    2599024
    >>> action_to_id(Rules(), Bid(60)), action_to_id(Rules(), Play(Card.parse("AC")))
    (6, 11)
    >>> action_to_id(Rules(), Discard(cards("AC KC QC JC TC"))), action_to_id(Rules(), Discard(cards("6S 5S 4S 3S 2S")))
    (63, 2599022)
    >>> action_from_id(Rules(), 1), action_from_id(Rules(), 64)
    (Hold(), Discard(cards('AC KC QC JC 9C')))
    >>> legal_action_ids(new_game(seed=7, dealer=3))
    (0, 2, 3, 4, 5, 6)
"""

from __future__ import annotations

from typing import Final

from trickcore.action_ids import ActionIds, Listed, RulesetIds, discards
from trickcore.playing_cards import Suit

from trickcore.games.fifty_five._actions import Action, Bid, Hold, NameTrump, Pass, Play
from trickcore.games.fifty_five._auction import LADDER
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._engine import legal_actions
from trickcore.games.fifty_five._kitty import DISCARD_SIZE
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import Game
from trickcore.games.fifty_five._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


_TABLE: Final = ActionIds[Action]((
    Listed((Pass(), Hold(), *(Bid(points) for points in LADDER), *(NameTrump(suit) for suit in Suit))),
    Listed(tuple(Play(card) for card in deck())),
    discards(deck(), DISCARD_SIZE),
))
"""The module's table."""


def _table(rules: Rules) -> ActionIds[Action]:
    """The one table every Fifty-Five ``Rules`` shares."""
    return _TABLE


IDS: Final = RulesetIds[Rules, Action, Game | View]("fifty_five", Rules, _table, legal_actions)
"""Fifty-Five's action-id functions."""

num_action_ids: Final = IDS.num_action_ids
action_to_id: Final = IDS.action_to_id
action_from_id: Final = IDS.action_from_id
legal_action_ids: Final = IDS.legal_action_ids
