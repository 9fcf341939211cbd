"""Integer action ids for Fifty-Five (see :mod:`trickcore.action_ids`).

The table of the standard game (``bid_ladder="fifty_five"``, the default) is:

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

On the 30-for-60 ladder (H11) ids 2–5 are ``Bid(15)``, ``Bid(20)``, ``Bid(25)``,
``Bid(30)`` and the rest move down by one. With ``draw_after_trump`` (H8) the
exchanges follow the discards: ``Exchange(())``, then every k-card subset of the
pack for k = 1 … 5, each block ranked as the discards are (2,893,164 more ids).
With the joker (H1) the pack is the 53 cards, the joker last: 53 plays, C(53, 5)
discards (and exchanges).

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

from trickcore.action_ids import ActionIds, Block, Combinations, Listed, RulesetIds, discards
from trickcore.deck import Deck
from trickcore.playing_cards import Card, Suit

from trickcore.games.fifty_five._actions import Action, Bid, Exchange, Hold, NameTrump, Pass, Play
from trickcore.games.fifty_five._auction import LADDERS
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._engine import HAND_SIZE, legal_actions
from trickcore.games.fifty_five._kitty import DISCARD_SIZE
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import Game
from trickcore.games.fifty_five._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _exchange_cards(action: object) -> tuple[Card, ...] | None:
    """The cards of an exchange, or ``None`` for any other action (and for an exchange shown face down, which has no id)."""
    return action.cards if isinstance(action, Exchange) and not action.face_down else None


def _build(bids: tuple[int, ...], exchanges: bool, pack: Deck) -> ActionIds[Action]:
    """The table of a ladder and pack: the calls and trumps, the plays, the discards (and the exchanges, H8)."""
    blocks: list[Block[Action]] = [
        Listed((Pass(), Hold(), *(Bid(points) for points in bids), *(NameTrump(suit) for suit in Suit))),
        Listed(tuple(Play(card) for card in pack)),
        discards(pack, DISCARD_SIZE),
    ]
    if exchanges:
        blocks.append(Listed((Exchange(()),)))
        blocks.extend(Combinations(pack.cards, size, Exchange, _exchange_cards) for size in range(1, HAND_SIZE + 1))
    return ActionIds[Action](tuple(blocks))


def _table(rules: Rules) -> ActionIds[Action]:
    """The table of ``rules``: it depends on the ladder, on ``draw_after_trump`` and on the joker (H1)."""
    return _build(LADDERS[rules.bid_ladder], rules.draw_after_trump, deck(rules))


IDS: Final = RulesetIds[Rules, Action, Game | View]("fifty_five", Rules, _table, legal_actions)
"""Fifty-Five's action-id functions."""

num_action_ids: Final = IDS.num_action_ids
action_to_id: Final = IDS.action_to_id
action_from_id: Final = IDS.action_from_id
legal_action_ids: Final = IDS.legal_action_ids
