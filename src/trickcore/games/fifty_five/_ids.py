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
===================  ===============================================================

That is 2,599,023 ids, 2,598,960 = C(52, 5) of them discards. No bijection over the
actions the rules allow can be smaller: the bidder's ten cards may include any five
cards of the pack, and R14 lets it discard any five of its ten, so every 5-card
subset is a legal ``Discard`` in some position, and each is a distinct action. Ranks
are computed arithmetically (never stored), and a legal-action mask has only 252 set
discard positions at most, so adapters build masks sparsely from
:func:`legal_action_ids`.
"""

from __future__ import annotations

import functools

from trickcore.action_ids import ActionIds, Combinations, Listed
from trickcore.playing_cards import Card, Suit

from trickcore.games.fifty_five._actions import Action, Bid, Discard, Hold, NameTrump, Pass, Play
from trickcore.games.fifty_five._auction import LADDER
from trickcore.games.fifty_five._cards import deck
from trickcore.games.fifty_five._engine import legal_actions
from trickcore.games.fifty_five._kitty import DISCARD_SIZE
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import Game
from trickcore.games.fifty_five._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _discard_cards(action: object) -> tuple[Card, ...] | None:
    """The cards of a Fifty-Five discard, or ``None`` for any other action."""
    return action.cards if isinstance(action, Discard) else None


@functools.cache
def _table() -> ActionIds[Action]:
    """The one table every Fifty-Five ``Rules`` shares."""
    return ActionIds((
        Listed((Pass(), Hold(), *(Bid(points) for points in LADDER), *(NameTrump(suit) for suit in Suit))),
        Listed(tuple(Play(card) for card in deck())),
        Combinations(deck().cards, DISCARD_SIZE, Discard.from_canonical, _discard_cards),
    ))


def id_table(rules: Rules) -> ActionIds[Action]:
    """The id table of ``rules`` (the same for all)."""
    if not isinstance(rules, Rules):
        raise TypeError(f"expected fifty_five Rules, not {type(rules).__name__}")
    return _table()


def num_action_ids(rules: Rules) -> int:
    """How many action ids there are: 2,599,023, of which C(52, 5) = 2,598,960 are discards.

    Example:
        >>> num_action_ids(Rules())
        2599023
    """
    return id_table(rules).size


def action_to_id(rules: Rules, action: Action) -> int:
    """The id of ``action`` (see the module's table).

    Example:
        >>> from trickcore import Card, cards
        >>> action_to_id(Rules(), Bid(60)), action_to_id(Rules(), Play(Card.parse("AC")))
        (6, 11)
        >>> action_to_id(Rules(), Discard(cards("AC KC QC JC TC"))), action_to_id(Rules(), Discard(cards("6S 5S 4S 3S 2S")))
        (63, 2599022)

    Raises:
        ActionIdError: the rules can never allow ``action`` (``Bid(30)``, a discard
            of another size, another ruleset's action).
    """
    return id_table(rules).to_id(action)


def action_from_id(rules: Rules, action_id: int) -> Action:
    """The action with id ``action_id``.

    Example:
        >>> action_from_id(Rules(), 1), action_from_id(Rules(), 64)
        (Hold(), Discard(cards('AC KC QC JC 9C')))

    Raises:
        ActionIdError: not an integer in ``range(num_action_ids(rules))``.
    """
    return id_table(rules).from_id(action_id)


def legal_action_ids(state: Game | View) -> tuple[int, ...]:
    """The sorted ids of ``legal_actions(state)``: the set positions of a legal-action mask.

    Example:
        >>> from trickcore.games import fifty_five
        >>> legal_action_ids(fifty_five.new_game(seed=7, dealer=3))
        (0, 2, 3, 4, 5, 6)
    """
    return id_table(state.rules).sorted_ids(legal_actions(state))
