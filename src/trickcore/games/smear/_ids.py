"""Integer action ids for Smear (see :mod:`trickcore.action_ids`).

The table, for every ``Rules`` with the same ``blind_size`` and top bid:

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

With ``smudge`` (H12) the bids run up to ``Bid(5)`` (ids 1–4), and every later id is
one higher. With ``trump_named_at_discard`` (H14) the four ``NameTrump`` of clubs,
diamonds, hearts and spades follow the bids, and every later id is four higher. With ``jokers=2`` (H2) the bids run up to ``Bid(6)`` (ids 1–5), the plays
are the 33 distinct cards (``Play(JK)`` last), and the discards are every subset of
the 33 distinct cards, then (for a blind of 2 or 3) every discard of both jokers with
``blind_size - 2`` suited cards, ranked the same way over the 32 suited cards.

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
    >>> action_to_id(Rules(smudge=True), Bid(5)), num_action_ids(Rules(smudge=True))
    (4, 38)
    >>> rules = Rules(jokers=2, blind_size=2)
    >>> action_to_id(rules, Play(Card.parse("JK"))), action_from_id(rules, num_action_ids(rules) - 2)
    (38, Discard(cards('JK JK')))
    >>> from trickcore import Suit
    >>> from trickcore.games.smear import NameTrump
    >>> action_to_id(Rules(trump_named_at_discard=True), NameTrump(Suit.HEARTS)), num_action_ids(Rules(trump_named_at_discard=True))
    (6, 41)
"""

from __future__ import annotations

from typing import Final

from trickcore.action_ids import ActionIds, Block, Combinations, Listed, RulesetIds, discards
from trickcore.actions import Discard
from trickcore.hands import distinct
from trickcore.playing_cards import JOKER, Card

from trickcore.games.smear._actions import BIDS, TRUMP_CALLS, Action, Pass, Play
from trickcore.games.smear._cards import PACK, deck
from trickcore.games.smear._engine import legal_actions
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import Game
from trickcore.games.smear._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _both_jokers(action: object) -> tuple[Card, ...] | None:
    """The suited cards of a discard that holds both jokers (H2), else ``None``."""
    cards = action.cards if isinstance(action, Discard) else ()
    if len(cards) >= 2 and cards[-1] is JOKER and cards[-2] is JOKER:
        return cards[:-2]
    return None


def _with_both_jokers(suited: tuple[Card, ...]) -> Discard:
    """The discard of these suited cards and both jokers."""
    return Discard.from_canonical((*suited, JOKER, JOKER))


def _table(rules: Rules) -> ActionIds[Action]:
    """The id table of ``rules`` (the module's table)."""
    pack = distinct(deck(rules))
    blocks: list[Block[Action]] = [
        Listed((
            Pass(),
            *(BIDS[points] for points in range(2, rules.top_bid + 1)),
            *(TRUMP_CALLS.values() if rules.trump_named_at_discard else ()),
        )),
        Listed(tuple(Play(card) for card in pack)),
    ]
    if rules.blind_size:
        blocks.append(discards(pack, rules.blind_size))
        if rules.jokers and rules.blind_size >= 2:
            blocks.append(Combinations(PACK.cards, rules.blind_size - 2, _with_both_jokers, _both_jokers))
    return ActionIds(tuple(blocks))


IDS: Final = RulesetIds[Rules, Action, Game | View]("smear", Rules, _table, legal_actions)
"""Smear's action-id functions."""

num_action_ids: Final = IDS.num_action_ids
action_to_id: Final = IDS.action_to_id
action_from_id: Final = IDS.action_from_id
legal_action_ids: Final = IDS.legal_action_ids
