"""determinize: samples consistent with the view, and exactly uniform over the consistent deals."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickcore import Card, DeterminizationError, Discard, RecordError, sort_cards
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.records import Deal

CONFIGS: list[tuple[Any, Any]] = [
    (fifty_six, fifty_six.Rules()),
    (fifty_six, fifty_six.Rules(players=6)),
    (fifty_six, fifty_six.Rules(players=8, starting_tables=2)),
    (fifty_six, fifty_six.Rules(players=8, team_mode="two_teams", starting_tables=2, opening_leader="declarer")),
    (fifty_six, fifty_six.Rules(players=6, starting_tables=1)),
    (smear, smear.Rules()),
    (smear, smear.Rules(blind_size=1)),
    (smear, smear.Rules(blind_size=2, high_low_rule="highest_lowest_in_play")),
    (smear, smear.Rules(blind_size=3, all_pass="dealer_must_bid", target=7)),
    (smear, smear.Rules(players=3, blind_size=2)),
    (smear, smear.Rules(players=3, blind_size=3, jokers=2, protect_point_trumps=True, target=7)),
    *((fifty_five, fifty_five.Rules(players=n, target=25)) for n in range(2, 10)),
    (fifty_five, fifty_five.Rules(teams=((0, 2), (1, 3)), first_lead="bidder")),
    (fifty_five, fifty_five.Rules(players=6, teams=((0, 2, 4), (1, 3, 5)), renege_forced_by="highest_trump_in_trick")),
    (fifty_five, fifty_five.Rules(players=9, teams=((0, 3, 6), (1, 4, 7), (2, 5, 8)), first_lead="left_of_bidder")),
    (fifty_five, fifty_five.Rules(target=25, draw_after_trump=True, joker=True)),
    (fifty_five, fifty_five.Rules(players=9, target=25, draw_after_trump=True, trump_named="before_kitty", renegeable="none")),
    (fifty_five, fifty_five.Rules(players=3, target=25, bid_ladder="thirty_for_sixty", hold_reopens="all_unpassed",
                                  renegeable="five_only", best_trump_bonus="top_trumps_only", draw_after_trump=True)),
    (smear, smear.Rules(blind_size=3, trump_named_at_discard=True, protect_point_trumps=True)),
    (smear, smear.Rules(jokers=2, blind_size=2, trump_named_at_discard=True)),
    (smear, smear.Rules(trump_named_at_discard=True)),
]
IDS = [f"{ruleset.NAME}-{index}" for index, (ruleset, _) in enumerate(CONFIGS)]


def modest(ruleset: Any, game: Any, rng: random.Random) -> Any:
    """A random legal action; in Smear's auction mostly passes, so games end."""
    legal = ruleset.legal_actions(game)
    if ruleset is smear and game.phase is smear.Phase.AUCTION and smear.Pass() in legal and rng.random() < 0.6:
        return smear.Pass()
    return rng.choice(legal)


def acting_view(ruleset: Any, game: Any) -> Any:
    """The view of the seat to act."""
    assert game.to_act is not None
    return ruleset.view(game, game.to_act)


def assert_consistent(ruleset: Any, seen: Any, sample: Any) -> None:
    """The sample replays, keeps the seat's cards and shows the view again (last_hand apart mid-hand)."""
    assert isinstance(sample, ruleset.Game)
    assert ruleset.replay(ruleset.record(sample)) == sample
    again = ruleset.view(sample, seen.seat)
    assert again.hand == seen.hand and again.hand_sizes == seen.hand_sizes
    assert again.trick == seen.trick and again.tricks == seen.tricks and again.to_act == seen.to_act
    assert attrs.evolve(again, last_hand=seen.last_hand) == seen
    if seen.phase in (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER):
        assert again.last_hand == seen.last_hand


def views_along(ruleset: Any, rules: Any, seed: int, steps: int) -> list[Any]:
    """Views of random seats along a random game (new games are started when one ends)."""
    rng = random.Random(seed)
    game = ruleset.new_game(rules, seed=rng.randrange(2**32))
    seen = []
    for _ in range(steps):
        if game.phase is ruleset.Phase.GAME_OVER:
            seen.append(ruleset.view(game, rng.randrange(len(game.hands))))
            game = ruleset.new_game(rules, seed=rng.randrange(2**32))
        seat = rng.randrange(len(game.hands))
        if game.hands[seat] or game.phase in (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER):
            seen.append(ruleset.view(game, seat))
        if game.phase is ruleset.Phase.HAND_OVER:
            game = ruleset.deal(game, seed=rng.randrange(2**32))
        else:
            game = ruleset.apply(game, modest(ruleset, game, rng))
    return seen


@pytest.mark.parametrize(("ruleset", "rules"), CONFIGS, ids=IDS)
def test_samples_are_consistent_over_many_views(ruleset: Any, rules: Any) -> None:
    """Over a couple of hundred views per configuration (thousands in all), every sample is consistent."""
    for index, seen in enumerate(views_along(ruleset, rules, seed=len(IDS), steps=180)):
        assert_consistent(ruleset, seen, ruleset.determinize(seen, seed=index))


@settings(max_examples=max(1, settings().max_examples // 6))
@given(st.sampled_from(CONFIGS), st.integers(0, 2**32 - 1), st.integers(0, 150))
def test_a_random_view_determinizes_consistently(config: tuple[Any, Any], seed: int, steps: int) -> None:
    """Property: the last view of a random line of play gives a consistent sample."""
    ruleset, rules = config
    seen = views_along(ruleset, rules, seed, steps + 1)[-1]
    assert_consistent(ruleset, seen, ruleset.determinize(seen, seed=seed))


def test_voids_are_respected() -> None:
    """A seat that failed to follow a suit is never given a card of it."""
    rng = random.Random(3)
    game = fifty_six.new_game(seed=3)
    while game.phase is fifty_six.Phase.AUCTION:
        game = fifty_six.apply(game, fifty_six.Pass())
    checked = 0
    while game.phase is fifty_six.Phase.PLAY:
        seen = acting_view(fifty_six, game)
        voids = {
            (play.seat, trick.led.suit)
            for trick in seen.tricks
            for play in trick.plays
            if play.card.suit is not trick.led.suit
        }
        sample = fifty_six.determinize(seen, seed=checked)
        for seat, suit in voids:
            assert all(card.suit is not suit for card in sample.hands[seat])
        checked += len(voids)
        game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    assert checked > 0


@pytest.mark.parametrize(("ruleset", "rules"), [CONFIGS[0], CONFIGS[7], CONFIGS[11]], ids=["fifty-six", "smear", "fifty-five"])
def test_same_seed_same_sample_and_seeds_vary(ruleset: Any, rules: Any) -> None:
    """A seed (int or str) names a sample; different seeds give different samples; None is fresh randomness."""
    game = ruleset.new_game(rules, seed=12)
    seen = acting_view(ruleset, game)
    assert ruleset.determinize(seen, seed=5) == ruleset.determinize(seen, seed=5)
    assert ruleset.determinize(seen, seed="x") == ruleset.determinize(seen, seed="x")
    samples = {ruleset.determinize(seen, seed=seed).hands for seed in range(8)}
    assert len(samples) > 1
    assert_consistent(ruleset, seen, ruleset.determinize(seen))


@pytest.mark.parametrize("ruleset", [fifty_six, smear, fifty_five])
def test_bad_input_is_a_type_error(ruleset: Any) -> None:
    """A game, another ruleset's view or a bad seed type raises TypeError."""
    game = ruleset.new_game(ruleset.Rules(), seed=1)
    other = smear if ruleset is not smear else fifty_five
    with pytest.raises(TypeError):
        ruleset.determinize(game)
    with pytest.raises(TypeError):
        ruleset.determinize(other.view(other.new_game(other.Rules(), seed=1), 0))
    with pytest.raises(TypeError):
        ruleset.determinize(ruleset.view(game, 0), seed=1.5)


def test_unrestartable_scores_raise() -> None:
    """A Smear view whose scores reached the target before the hand cannot be restarted by new_game."""
    seen = smear.view(smear.new_game(smear.Rules(win_only_on_successful_bid=True), seed=1), 0)
    with pytest.raises(DeterminizationError):
        smear.determinize(attrs.evolve(seen, scores=(15, 3)))


def test_an_impossible_view_raises() -> None:
    """A view showing a card twice that the pack holds once has no consistent deal."""
    game = smear.new_game(seed=2)
    seen = smear.view(game, 0)
    forged = attrs.evolve(seen, hand=sort_cards((*seen.hand[:-1], seen.hand[0])))
    with pytest.raises(DeterminizationError):
        smear.determinize(forged)


# --- Exact uniformity -------------------------------------------------------------------------

Outcome = Any


def chi_square_passes(observed: Counter[Outcome], expected: dict[Outcome, float], samples: int) -> bool:
    """Pearson's chi-square test at the 0.1% level (Wilson–Hilferty critical value), every cell expected ≥ 5."""
    assert set(observed) <= set(expected), "a sample fell outside the consistent deals"
    assert samples * min(expected.values()) >= 5
    statistic = sum((observed[key] - samples * p) ** 2 / (samples * p) for key, p in expected.items())
    df = len(expected) - 1
    critical = df * (1 - 2 / (9 * df) + 3.09 * math.sqrt(2 / (9 * df))) ** 3
    return statistic < critical


def sampled(ruleset: Any, seen: Any, samples: int, outcome: Callable[[Any], Outcome]) -> Counter[Outcome]:
    """The outcomes of ``samples`` determinizations with seeds 0, 1, …"""
    return Counter(outcome(ruleset.determinize(seen, seed=seed)) for seed in range(samples))


def replays_to(ruleset: Any, seen: Any, template: Any, deal: Deal, actions: Sequence[Any]) -> bool:
    """Whether the template record with this deal and these actions replays to a game showing ``seen``."""
    try:
        game = ruleset.replay(attrs.evolve(template, deals=(deal,), actions=tuple(actions)))
    except RecordError:
        return False
    return bool(attrs.evolve(ruleset.view(game, seen.seat), last_hand=seen.last_hand) == seen)


def played(seen: Any, seat: int) -> list[Card]:
    """The cards ``seat`` played this hand."""
    return [play.card for trick in seen.tricks for play in trick.plays if play.seat == seat] + [
        play.card for play in seen.trick if play.seat == seat
    ]


def fifty_six_end_position() -> Any:
    """Fifty-Six, two tricks to go: seat 1 is void in clubs and the hidden cards hold two copies of KD."""
    rng = random.Random(0)
    game = fifty_six.new_game(seed=0)
    while game.phase is fifty_six.Phase.AUCTION:
        game = fifty_six.apply(game, fifty_six.Pass())
    while len(game.tricks) < 10:
        game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    return acting_view(fifty_six, game)


def test_fifty_six_is_uniform_over_labelled_deals() -> None:
    """Fifty-Six: samples follow the exact posterior over labelled deals (copies are physical), voids included."""
    seen = fifty_six_end_position()
    template = fifty_six.record(fifty_six.determinize(seen, seed=0))
    others = [seat for seat in range(4) if seat != seen.seat]
    unknown = [card for seat in others for card in fifty_six.determinize(seen, seed=0).hands[seat]]
    weights: Counter[Outcome] = Counter()
    for order in itertools.permutations(range(len(unknown))):
        hands = {seat: sort_cards(unknown[i] for i in order[2 * k : 2 * k + 2]) for k, seat in enumerate(others)}
        weights[tuple(hands[seat] for seat in others)] += 1
    expected = {}
    for key, weight in weights.items():
        dealt = [sort_cards([*(seen.hand if seat == seen.seat else key[others.index(seat)]), *played(seen, seat)])
                 for seat in range(4)]
        if replays_to(fifty_six, seen, template, Deal(tuple(dealt)), template.actions):
            expected[key] = weight
    total = sum(expected.values())
    probabilities = {key: weight / total for key, weight in expected.items()}
    assert len(probabilities) >= 3 and len(set(probabilities.values())) > 1  # copies make weights unequal
    observed = sampled(fifty_six, seen, 800, lambda game: tuple(game.hands[seat] for seat in others))
    assert chi_square_passes(observed, probabilities, 800)


def smear_end_position() -> Any:
    """Smear, blind 2, the last card of the hand to play, by a seat that is not the bidder."""
    rng = random.Random(0)
    game = smear.apply(smear.new_game(smear.Rules(blind_size=2), seed=0), smear.Bid(2))
    while game.phase is smear.Phase.AUCTION:
        game = smear.apply(game, smear.Pass())
    while not (len(game.tricks) == 5 and len(game.trick) == 3):
        game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    return acting_view(smear, game)


def test_smear_discards_are_uniform_under_the_trump_discard_limit() -> None:
    """Smear: the bidder's hidden discards are uniform over the sets R11 allows (no trump here)."""
    seen = smear_end_position()
    assert seen.contract is not None and seen.seat != seen.contract.bidder
    bidder = seen.contract.bidder
    template = smear.record(smear.determinize(seen, seed=0))
    known = [*seen.hand, *(card for seat in range(4) for card in played(seen, seat))]
    unknown = [card for card in smear.deck(seen.rules) if card not in known]
    expected = {}
    for chosen in itertools.combinations(unknown, 2):
        discards = sort_cards(chosen)
        dealt = [sort_cards([*(seen.hand if seat == seen.seat else ()), *played(seen, seat)]) for seat in range(4)]
        stock = (*discards, *(card for card in unknown if card not in discards))
        actions = [Discard(discards) if isinstance(action, Discard) else action for action in template.actions]
        if replays_to(smear, seen, template, Deal(tuple(dealt), stock), actions):
            expected[discards] = 1.0
    assert 0 < len(expected) < math.comb(len(unknown), 2)  # R11 rules some discards out
    assert all(card.suit is not seen.trump for discards in expected for card in discards)
    probabilities = {key: 1 / len(expected) for key in expected}
    observed = sampled(smear, seen, 600, lambda game: game.discards)
    assert bidder not in (seen.seat,) and chi_square_passes(observed, probabilities, 600)


def cutthroat_end_position() -> Any:
    """Cutthroat Smear (players=3), the last trick led: the second seat to play sees one hidden card left in
    the third seat's hand, among it and the 14 stock cards."""
    rng = random.Random(2)
    game = smear.apply(smear.new_game(smear.Rules(players=3), seed=2), smear.Bid(2))
    while game.phase is smear.Phase.AUCTION:
        game = smear.apply(game, smear.Pass())
    while not (len(game.tricks) == 5 and len(game.trick) == 1):
        game = smear.apply(game, rng.choice(smear.legal_actions(game)))
    return acting_view(smear, game)


def test_cutthroat_last_hidden_card_is_uniform_over_the_consistent_cards() -> None:
    """Cutthroat Smear: with three seats the third seat's last card is uniform over the unseen cards its plays allow."""
    seen = cutthroat_end_position()
    third = (seen.seat + 1) % 3
    assert seen.hand_sizes[third] == 1 and len(seen.hand_sizes) == 3
    template = smear.record(smear.determinize(seen, seed=0))
    known = [*seen.hand, *(card for seat in range(3) for card in played(seen, seat))]
    unknown = [card for card in smear.deck(seen.rules) if card not in known]
    assert len(unknown) == 15
    expected = {}
    for card in unknown:
        dealt = [sort_cards([*(seen.hand if seat == seen.seat else (card,) if seat == third else ()), *played(seen, seat)])
                 for seat in range(3)]
        stock = tuple(other for other in unknown if other != card)
        if replays_to(smear, seen, template, Deal(tuple(dealt), stock), template.actions):
            expected[(card,)] = 1.0
    assert 1 < len(expected) < len(unknown)  # the third seat's failures to follow rule cards out
    probabilities = {key: 1 / len(expected) for key in expected}
    observed = sampled(smear, seen, 600, lambda game: game.hands[third])
    assert chi_square_passes(observed, probabilities, 600)


def fifty_five_end_position() -> Any:
    """Fifty-Five, nine players, last trick: two hidden hands left, one of them shaped by a renege (R17)."""
    rules = fifty_five.Rules(players=9)
    rng = random.Random(1)
    game = fifty_five.new_game(rules, seed=1)
    while game.phase is not fifty_five.Phase.PLAY:
        legal = fifty_five.legal_actions(game)
        if game.phase is fifty_five.Phase.AUCTION:
            game = fifty_five.apply(game, legal[1] if game.to_act == (game.dealer + 1) % 9 else legal[0])
        else:
            game = fifty_five.apply(game, rng.choice(legal))
    while not (len(game.tricks) == 4 and len(game.trick) == 6):
        game = fifty_five.apply(game, rng.choice(fifty_five.legal_actions(game)))
    return acting_view(fifty_five, game)


def test_fifty_five_is_uniform_with_kitty_and_renege() -> None:
    """Fifty-Five: the last hidden cards follow the exact posterior; kitty, discards and undealt are hidden too."""
    seen = fifty_five_end_position()
    assert seen.contract is not None and seen.seat != seen.contract.bidder
    bidder = seen.contract.bidder
    hidden = [seat for seat in range(9) if seat != seen.seat and seen.hand_sizes[seat]]
    assert len(hidden) == 2 and bidder in hidden
    template = fifty_five.record(fifty_five.determinize(seen, seed=0))
    known = [*seen.hand, *(card for seat in range(9) for card in played(seen, seat))]
    unknown = [card for card in fifty_five.deck() if card not in known]
    expected = {}
    for first, second in itertools.permutations(unknown, 2):
        holding = dict(zip(hidden, ((first,), (second,))))
        rest = [card for card in unknown if card not in (first, second)]
        discards = sort_cards(rest[:5])
        dealt = [sort_cards([*(seen.hand if seat == seen.seat else holding.get(seat, ())), *played(seen, seat)])
                 for seat in range(9)]
        actions = [Discard(discards) if isinstance(action, Discard) else action for action in template.actions]
        if replays_to(fifty_five, seen, template, Deal(tuple(dealt), (*discards, *rest[5:])), actions):
            expected[(first, second)] = 1.0
    probabilities = {key: 1 / len(expected) for key in expected}
    bidder_cards = {key[hidden.index(bidder)] for key in expected}
    assert any(fifty_five.is_trump(card, seen.trump) for card in bidder_cards)  # a top trump it may withhold
    assert len(expected) < len(unknown) * (len(unknown) - 1)  # the renege proves something
    observed = sampled(fifty_five, seen, 700, lambda game: tuple(game.hands[seat][0] for seat in hidden))
    assert chi_square_passes(observed, probabilities, 700)


def test_an_eliminated_seat_determinizes() -> None:
    """The view of a seat whose team left the game (no cards, only public play) gives consistent samples."""
    rng = random.Random(2)
    game = fifty_six.new_game(fifty_six.Rules(players=8, starting_tables=1), seed=5)
    checked = 0
    while game.phase is not fifty_six.Phase.GAME_OVER and checked < 40:
        if game.phase is fifty_six.Phase.HAND_OVER:
            game = fifty_six.deal(game, seed=rng.randrange(2**32))
            continue
        for seat in (seat for seat in range(8) if not game.active[seat]):
            seen = fifty_six.view(game, seat)
            assert_consistent(fifty_six, seen, fifty_six.determinize(seen, seed=checked))
            checked += 1
        game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    assert checked > 0
