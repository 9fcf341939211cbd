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
=============  ==========================  =====================================

Every subset is a legal discard in some hand (a bidder may keep six cards of other
suits), so none is left out. Sizes: 36, 68, 532 and 4,996 ids for blinds 0–3.
"""

from __future__ import annotations

from trickcore.action_ids import ActionIds, Block, Combinations, Listed, cached_tables
from trickcore.cards import Card

from trickcore.games.smear._actions import Action, Bid, Discard, Pass, Play
from trickcore.games.smear._cards import deck
from trickcore.games.smear._engine import legal_actions
from trickcore.games.smear._rules import Rules
from trickcore.games.smear._state import Game
from trickcore.games.smear._view import View

__all__ = ["action_from_id", "action_to_id", "legal_action_ids", "num_action_ids"]


def _discard_cards(action: object) -> tuple[Card, ...] | None:
    """The cards of a Smear discard, or ``None`` for any other action."""
    return action.cards if isinstance(action, Discard) else None


@cached_tables
def id_table(rules: Rules) -> ActionIds[Action]:
    """The id table of ``rules`` (built once per rules)."""
    if not isinstance(rules, Rules):
        raise TypeError(f"expected smear Rules, not {type(rules).__name__}")
    pack = deck(rules)
    blocks: list[Block[Action]] = [
        Listed((Pass(), Bid(2), Bid(3), Bid(4))),
        Listed(tuple(Play(card) for card in pack)),
    ]
    if rules.blind_size:
        blocks.append(Combinations(tuple(pack), rules.blind_size, Discard.from_canonical, _discard_cards))
    return ActionIds(tuple(blocks))


def num_action_ids(rules: Rules) -> int:
    """How many action ids ``rules`` has: 36 plus ``C(32, blind_size)`` discards when there is a blind.

    Example:
        >>> [num_action_ids(Rules(blind_size=size)) for size in range(4)]
        [36, 68, 532, 4996]
    """
    return id_table(rules).size


def action_to_id(rules: Rules, action: Action) -> int:
    """The id of ``action`` in the table of ``rules`` (see the module's table).

    Example:
        >>> from trickcore import Card, cards
        >>> action_to_id(Rules(), Bid(3)), action_to_id(Rules(), Play(Card.parse("7S")))
        (2, 35)
        >>> action_to_id(Rules(blind_size=2), Discard(cards("AC KC")))
        36

    Raises:
        ActionIdError: the rules can never allow ``action`` (``Bid(5)``, a discard of
            the wrong size or of cards not in the pack, another ruleset's action).
    """
    return id_table(rules).to_id(action)


def action_from_id(rules: Rules, action_id: int) -> Action:
    """The action with id ``action_id`` in the table of ``rules``.

    Example:
        >>> action_from_id(Rules(), 0), action_from_id(Rules(blind_size=1), 67)
        (Pass(), Discard(cards('7S')))

    Raises:
        ActionIdError: not an integer in ``range(num_action_ids(rules))``.
    """
    return id_table(rules).from_id(action_id)


def legal_action_ids(state: Game | View) -> tuple[int, ...]:
    """The sorted ids of ``legal_actions(state)``: the set positions of a legal-action mask.

    Example:
        >>> from trickcore.games import smear
        >>> legal_action_ids(smear.new_game(seed=1))
        (0, 1, 2, 3)
    """
    return id_table(state.rules).sorted_ids(legal_actions(state))
