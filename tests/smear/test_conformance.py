"""The shared conformance machine over Smear rules drawn across blind sizes and every option."""

from __future__ import annotations

from tests.smear import strategies
from trickcore import JOKER, Suit
from trickcore.games import smear
from trickcore.testing import ConformanceSpec, conformance_machine


def laws(before: smear.Game, after: smear.Game) -> None:
    """Smear's own laws: a scored hand's points and score changes add up, one entry per side (H1); trump is the
    first lead's suit (spades for a joker, H5), or the suit named (H14), which the first lead follows; a hand
    gives at most 4 points, plus one per joker (H23); a trick holds a card per seat."""
    sides = after.rules.sides
    assert len(after.hands) == after.rules.players and len(after.scores) == sides
    assert all(len(trick.plays) == after.rules.players for trick in after.tricks)
    first = after.tricks[0].plays[0].card if after.tricks else after.trick[0].card if after.trick else None
    named = [action for action in after.history.current if isinstance(action, smear.NameTrump)]
    if after.rules.trump_named_at_discard and after.contract is not None and after.phase is not smear.Phase.TRUMP:
        # H14: trump is the suit named, and the first lead is one of its trumps.
        assert [after.trump] == [action.suit for action in named]
        assert first is None or first is JOKER or first.suit is after.trump
    elif first is not None:
        assert not named and after.trump is (Suit.SPADES if first is JOKER else first.suit)
    else:
        assert not named and after.trump is None
    if after.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER) and before.phase is not after.phase:
        result = after.last_hand
        assert result is not None
        assert sum(result.points) <= 4 + after.rules.jokers
        assert len(result.points) == len(result.card_points) == len(result.score_changes) == sides
        assert tuple(a - b for a, b in zip(after.scores, before.scores)) == result.score_changes
        if result.made is None:
            assert result.points == (0,) * sides and after.contract is None
        else:
            dead = sum(smear.card_points(card) for card in after.stock)
            assert sum(result.card_points) == 80 - dead
            assert len(after.tricks) == 6 and all(not hand for hand in after.hands)
    if after.phase is smear.Phase.GAME_OVER:
        assert after.winner in range(sides)


MAX_ACTIONS = 5_000

def past_the_target(seen: smear.View) -> bool:
    """A view whose scores reached the target before its hand (``win_only_on_successful_bid`` plays on): its
    ``determinize`` documents that ``new_game`` cannot restart that hand."""
    scores = seen.scores
    if seen.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER) and seen.last_hand is not None:
        scores = tuple(score - change for score, change in zip(scores, seen.last_hand.score_changes))
    return max(scores) >= seen.rules.target


SPEC = ConformanceSpec(
    ruleset=smear,
    rules=strategies.rules(),
    cards_in_game=strategies.cards_in_game,
    pack=strategies.pack,
    redeal_hidden=strategies.redeal_hidden,
    actions=strategies.actions,
    laws=laws,
    max_actions=MAX_ACTIONS,
    policy=strategies.modest_action,
    unrebuildable=past_the_target,
)


TestSmearConformance = conformance_machine(SPEC).TestCase
