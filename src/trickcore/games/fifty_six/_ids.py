"""Integer action ids for Fifty-Six (see :mod:`trickcore.action_ids`).

The table lists every action the rules can ever allow, in blocks:

=================  =========================================================================
ids                actions
=================  =========================================================================
0                  ``Pass()``
1–1,940            every bid that can ever be legal, by value 28–56; within a value:
                   number-suit C D H S, suit-number C D H S, no trumps, noes (from 29: noes
                   need an earlier suit bid), then for each increment ``k`` = 1 … value − 28
                   plus-suit C D H S, and last +2 noes (from 30)
next 24 or 32      ``Play(card)``, one per distinct card of the pack in canonical order
                   (24 cards with 4 or 6 players, 32 with 8: ranks 7 and 8 too)
next 2             ``Double()``, ``Redouble()`` (only when ``allow_double``)
with hidden trump  ``Bid(v, None, BidForm.HIDDEN)`` for v = 28 … 56, then ``Conceal(card)``
                   per distinct card of the pack, then ``Reveal()``
with thani         ``Thani()``
with court call    ``Court()``
last               ``Claim()`` (every ruleset's last id)
=================  =========================================================================

So the default four-player game has 1,968 ids, six players the same, eight players
1,976, and each 2 fewer without doubling. A plus bid's ``value`` is the standing value
plus ``k``, so each (value, k) pair with a standing value of at least 28 is its own id.

Example:
    >>> from trickcore import Card
    >>> from trickcore.games.fifty_six import Redouble, Rules, new_game
    >>> num_action_ids(Rules()), num_action_ids(Rules(players=8)), num_action_ids(Rules(allow_double=False))
    (1968, 1976, 1966)
    >>> action_to_id(Rules(), Bid(28, Suit.CLUBS)), action_to_id(Rules(), Play(Card.parse("AC")))
    (1, 1941)
    >>> action_from_id(Rules(), 0), action_from_id(Rules(), 1966)
    (Pass(), Redouble())
    >>> legal_action_ids(new_game(seed=1))[:3]
    (0, 1, 2)
"""

from __future__ import annotations

from typing import Final

from trickcore.action_ids import ActionIds, Block, Listed, RulesetIds
from trickcore.actions import Pass, Play
from trickcore.hands import distinct
from trickcore.playing_cards import Suit

from trickcore.games.fifty_six._actions import Action, Bid, BidForm, Conceal, Court, Double, Redouble, Reveal, Thani
from trickcore.games.fifty_six._auction import MAX_BID, MIN_BID
from trickcore.games.fifty_six._cards import deck
from trickcore.games.fifty_six._engine import legal_actions
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import Game
from trickcore.games.fifty_six._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _bids_of_value(value: int) -> list[Action]:
    """R11, R12: every bid of ``value`` that some auction allows, in the table's order."""
    bids: list[Action] = [Bid(value, suit) for suit in Suit]
    bids += [Bid(value, suit, BidForm.SUIT_NUMBER) for suit in Suit]
    bids.append(Bid(value, None, BidForm.NO_TRUMPS))
    if value > MIN_BID:
        bids.append(Bid(value, None, BidForm.NOES))
    for plus in range(1, value - MIN_BID + 1):
        bids += [Bid(value, suit, BidForm.PLUS_SUIT, plus) for suit in Suit]
    if value - 2 >= MIN_BID:
        bids.append(Bid(value, None, BidForm.PLUS_TWO_NOES, 2))
    return bids


BIDS: Final = tuple(bid for value in range(MIN_BID, MAX_BID + 1) for bid in _bids_of_value(value))
"""Every bid some auction allows, in id order (1,940 of them)."""


def _table(rules: Rules) -> ActionIds[Action]:
    """The id table of ``rules`` (the module's table)."""
    blocks: list[Block[Action]] = [
        Listed((Pass(), *BIDS)),
        Listed(tuple(Play(card) for card in distinct(deck(rules)))),
    ]
    if rules.allow_double:
        blocks.append(Listed((Double(), Redouble())))
    if rules.hidden_trump:
        blocks.append(Listed(tuple(Bid(value, None, BidForm.HIDDEN) for value in range(MIN_BID, MAX_BID + 1))))
        blocks.append(Listed(tuple(Conceal(card) for card in distinct(deck(rules)))))
        blocks.append(Listed((Reveal(),)))
    if rules.thani:
        blocks.append(Listed((Thani(),)))
    if rules.court_call:
        blocks.append(Listed((Court(),)))
    return ActionIds(tuple(blocks))


IDS: Final = RulesetIds[Rules, Action, Game | View]("fifty_six", Rules, _table, legal_actions)
"""Fifty-Six's action-id functions."""

num_action_ids: Final = IDS.num_action_ids
action_to_id: Final = IDS.action_to_id
action_from_id: Final = IDS.action_from_id
legal_action_ids: Final = IDS.legal_action_ids
