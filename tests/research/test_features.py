"""The adapters' feature vectors (``trickcore.adapters._common.features``): the contract block."""

from __future__ import annotations

import pytest

from trickcore.adapters._common import features, pack_cards, spec_of
from trickcore.games import smear


def contract_value(rules: smear.Rules, bid: int) -> float:
    """The contract block's bid value in the bidder's view after ``bid`` wins Smear's auction (dealer 3, bidder 0)."""
    game = smear.apply(smear.new_game(rules, seed=4, dealer=rules.players - 1), smear.Bid(bid))
    while game.phase is smear.Phase.AUCTION:
        game = smear.apply(game, smear.Pass())
    seen = smear.view(game, 0)
    spec = spec_of("smear")
    seats, size = rules.players, len(pack_cards(spec, rules))
    # seat, to act, hand, played, trick, widow, discards, contract holder: then the bid value.
    return features(spec, seen)[2 * seats + size * (3 + 2 * seats) + seats]


@pytest.mark.parametrize(
    ("rules", "bid", "value"),
    [(smear.Rules(), 4, 1.0), (smear.Rules(), 2, 0.5), (smear.Rules(smudge=True), 5, 1.0), (smear.Rules(jokers=2), 6, 1.0),
     (smear.Rules(jokers=2), 3, 0.5)],
)
def test_smear_bid_is_scaled_by_the_rules_top_bid(rules: smear.Rules, bid: int, value: float) -> None:
    """H10: the bid feature is the bid over the rules' top bid (4, 5 with the smudge, 6 with jokers), so it stays in [0, 1]."""
    assert contract_value(rules, bid) == pytest.approx(value)
