"""The house rules' own cost: random full hands under each group of house rules, beside the default game.

Issue 27 asks that the house rules leave the default games' cost as it was (the
main tables measure those) and that the variants report their own figures: this
module plays random full hands (``new_game``, then ``legal_actions`` + ``apply`` of a
uniformly random legal action until nobody is to act) under one ``Rules`` per group
of house rules, interleaved round by round with the default rules of the same
ruleset, and prints each variant's µs per decision and its ratio to the default's.
A hand that ends as it is dealt (a void deal of Fifty-Six's redeal rules) counts
as a hand of no decisions, so "hands per second" reads high there; µs per
decision is the figure to compare.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from trickcore.games import fifty_five, fifty_six, smear

from benchmarks.engines import RulesetBench
from benchmarks.timing import HandRate, faster

__all__ = ["VARIANTS", "VariantRate", "house_rates", "print_house_rates"]


VARIANTS: dict[str, tuple[tuple[str, object], ...]] = {
    "fifty_six": (
        ("default", fifty_six.Rules(players=4)),
        ("hidden trump, thani, court", fifty_six.Rules(hidden_trump=True, thani=True, court_call=True)),
        ("must trump, must overtrump", fifty_six.Rules(must_trump_if_void=True, must_overtrump=True)),
        (
            "overcall min, trump lead, stop when decided",
            fifty_six.Rules(partner_overcall_min=40, trump_lead_restricted=True, stop_play_when_decided=True),
        ),
        ("points scoring, 8 deals", fifty_six.Rules(scoring="points", deals=8)),
        ("redeals (no jack, weak ≤ 4)", fifty_six.Rules(redeal_if_team_has_no_jack=True, redeal_on_weak_hand=4)),
        ("affordable calls", fifty_six.Rules(restrict_calls_to_affordable=True)),
    ),
    "smear": (
        ("default", smear.Rules()),
        ("cutthroat (3 players)", smear.Rules(players=3)),
        ("two jokers", smear.Rules(jokers=2)),
        ("trump named at the discard", smear.Rules(blind_size=3, trump_named_at_discard=True)),
        ("packets, dealer may match, smudge", smear.Rules(deal_packets=(3, 3), dealer_may_match=True, smudge=True)),
        ("protected point trumps, low to the capturer", smear.Rules(protect_point_trumps=True, low_goes_to="capturer")),
    ),
    "fifty_five": (
        ("default", fifty_five.Rules(players=4)),
        ("joker", fifty_five.Rules(joker=True)),
        ("discard and draw after trump", fifty_five.Rules(draw_after_trump=True)),
        ("30-for-60 ladder, hold reopens", fifty_five.Rules(bid_ladder="thirty_for_sixty", hold_reopens="all_unpassed")),
        ("trump before the kitty", fifty_five.Rules(trump_named="before_kitty")),
        ("renege five only, no bonus", fifty_five.Rules(renegeable="five_only", best_trump_bonus="none")),
    ),
}
"""Per ruleset key, the rules measured: the default first, then one per group of house rules."""

_MODULES = {"fifty_six": fifty_six, "smear": smear, "fifty_five": fifty_five}
_NAMES = {"fifty_six": "Fifty-Six", "smear": "Smear", "fifty_five": "Fifty-Five"}


@dataclass(frozen=True)
class VariantRate:
    """One variant's random hands, and its µs per decision over the default's of the same ruleset."""

    key: str
    label: str
    rate: HandRate
    ratio: float


def house_rates(keys: tuple[str, ...], seconds: float, rounds: int, seed: int, progress: Callable[[str], None]) -> list[VariantRate]:
    """Every variant of the rulesets ``keys``, the best of ``rounds`` rounds of ``seconds`` each, interleaved."""
    benches = [
        (key, label, RulesetBench(key, _NAMES[key], label, _MODULES[key], rules, seed))
        for key in keys
        for label, rules in VARIANTS[key]
    ]
    best: dict[tuple[str, str], HandRate] = {}
    for round_ in range(1, rounds + 1):
        progress(f"round {round_}/{rounds}: house rules")
        for key, label, bench in benches:
            best[key, label] = faster(best.get((key, label)), bench.hands(seconds))
    return [
        VariantRate(key, label, best[key, label], best[key, label].us_per_decision / best[key, "default"].us_per_decision)
        for key, label, _ in benches
    ]


def print_house_rates(rates: list[VariantRate], write: Callable[[str], None] = print) -> None:
    """The table: per ruleset and variant, hands per second, decisions per hand, µs per decision, its ratio."""
    write("House rules: random full hands (compiled kernels as installed; ratio = µs per decision / the default's)")
    width = max(len(rate.label) for rate in rates)
    for rate in rates:
        figures = rate.rate
        write(
            f"  {_NAMES[rate.key]:<10}  {rate.label:<{width}}  {figures.hands_per_second:>9,.0f} hands/s"
            f"  {figures.decisions_per_hand:>5.1f} decisions/hand  {figures.us_per_decision:>7.2f} µs/decision"
            f"  ×{rate.ratio:.2f}"
        )
    write("")
