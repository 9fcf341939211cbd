"""What the ISMCTS player knows of each ruleset beyond its rules: which decisions it searches, and how its play-outs play.

A play-out finishes a hand in a determinization thousands of times a decision,
so its card play must cost little more than a random move, yet play well enough
that a contract made in the play-out would be made at the table: uniformly random
cards throw away tricks a child would win and make every bid look hopeless. The
greedy card below (win an opponent's trick as cheaply as possible, else throw the
least useful card) is such a policy; everything a play-out meets outside the card
play (the others' calls, a bidder's discard, naming trump) is the heuristic
player's choice, for it is the only model of the other seats the search has.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final

import attrs

from trickcore.games import fifty_five, smear
from trickcore.players._fifty_five import trick_estimate
from trickcore.playing_cards import JOKER, Card, Rank, Suit

__all__ = ["EXPLORE", "Playbook", "greedy_play", "playbook"]

EXPLORE: Final = 0.1
"""How often a greedy play-out plays a random card when following instead of the greedy one.

A little randomness keeps the play-outs from always agreeing with themselves, so
a move the greedy rule misjudges is still tried now and then.
"""


def _unguided(game: Any) -> bool:
    """The greedy card is good enough for every play."""
    return False


def _all_options(view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]:
    """Every legal action is worth comparing."""
    return legal


@attrs.frozen
class Playbook:
    """Which decisions the search makes in a ruleset, and how its play-outs play.

    Attributes:
        searched: the phases (``Phase`` member names) decided by the tree search.
        judged: the phases decided by comparing each option over the same
            determinizations, each finished by a play-out (few options, whose
            worth shows only at the end of the hand: a bid, a discard, a trump).
        strength: a card's power in a trick (0: cannot win) given the trump and
            the led card, for greedy play-outs; ``None`` plays random cards.
        points: what a card is worth to the side that takes it, given the trump.
        guided: whether a play-out asks the heuristic player for a card play
            (Smear's first lead names trump, which the greedy rule cannot judge).
        options: the actions of a judged decision worth comparing (a Fifty-Five
            bidder has 252 discards, of which only a handful keep a trump suit whole).
        discard: a play-out's discard for the bidder, ``None`` to ask the heuristic
            player (which would first list every legal discard: 252 in Fifty-Five).
    """

    searched: frozenset[str]
    judged: frozenset[str] = frozenset()
    strength: Callable[[Card, Suit, Card], int] | None = None
    points: Callable[[Card, Suit], int] = lambda card, trump: 0
    guided: Callable[[Any], bool] = _unguided
    options: Callable[[Any, tuple[Any, ...]], tuple[Any, ...]] = _all_options
    discard: Callable[[Any], Any] | None = None


def greedy_play(
    game: Any,
    legal: Sequence[Any],
    rng: random.Random,
    book: Playbook,
    same_side: Callable[[int, int], bool],
) -> Any:
    """A cheap card play for a play-out: lead at random; follow by winning cheaply or throwing cheaply.

    With a partner winning the trick, the last player feeds it the most points and
    the others play their least card; with an opponent winning, play the weakest
    card that beats it, else the least card (fewest points, least power).
    """
    trick = game.trick
    if not trick or rng.random() < EXPLORE:
        return legal[int(rng.random() * len(legal))]
    strength, points = book.strength, book.points
    assert strength is not None
    trump, led = game.trump, trick[0].card
    best = trick[0]
    top = strength(led, trump, led)
    for play in trick[1:]:
        power = strength(play.card, trump, led)
        if power > top:
            best, top = play, power
    powers = [strength(action.card, trump, led) for action in legal]
    seat = game.to_act
    choices = range(len(legal))
    if same_side(best.seat, seat):
        played = {play.seat for play in trick}
        if not any(hand for other, hand in enumerate(game.hands) if other != seat and other not in played):
            feeders = [index for index in choices if powers[index] <= top] or list(choices)
            return legal[max(feeders, key=lambda index: points(legal[index].card, trump))]
    else:
        winners = [index for index in choices if powers[index] > top]
        if winners:
            return legal[min(winners, key=lambda index: (powers[index], -points(legal[index].card, trump)))]
    return legal[min(choices, key=lambda index: (points(legal[index].card, trump), powers[index]))]


def _smear_points(card: Card, trump: Suit) -> int:
    """R15, R16, H6: card points count for Game; the jack of trump and a joker are a game point to whoever wins them."""
    if card is JOKER:
        return 20
    return smear.card_points(card) + (20 if card.suit is trump and card.rank is Rank.JACK else 0)


def _smear_first_lead(game: Any) -> bool:
    """R12: the first lead names trump."""
    return game.trump is None


def _fifty_five_keep(card: Card, trump: Suit) -> int:
    """R6, R7: how good a card is to keep with ``trump`` named: any trump above any plain card.

    The order with the joker (H3) ranks the other trumps as the standard one does, so it serves both packs.
    """
    if fifty_five.is_trump(card, trump):
        order = fifty_five.trump_order(trump, joker=True)
        return 100 - order.index(card)
    return -fifty_five.plain_order(card.suit).index(card)


_FIFTY_FIVE_HAND: Final = 5
"""R14: the bidder plays with five cards after its discard."""


def _fifty_five_discard(hand: Sequence[Card], trump: Suit) -> fifty_five.Discard:
    """R14: the discard that keeps the trumps of ``trump``, best first, then the best plain cards."""
    keep = sorted(hand, key=lambda card: _fifty_five_keep(card, trump), reverse=True)
    return fifty_five.Discard(tuple(keep[_FIFTY_FIVE_HAND:]))


def _fifty_five_discards(view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]:
    """R14: a discard per suit, keeping that suit's trumps; other decisions compare every option."""
    if view.phase is not fifty_five.Phase.DISCARD:
        return legal
    options: list[Any] = []
    for trump in (view.trump,) if view.trump is not None else Suit:
        discard = _fifty_five_discard(view.hand, trump)
        if discard in legal and discard not in options:
            options.append(discard)
    return tuple(options) or legal


def _fifty_five_model_discard(game: Any) -> fifty_five.Discard:
    """The play-out bidder keeps the suit it expects most tricks from, as the heuristic player does (or, H18, the trump named)."""
    hand = game.hands[game.to_act]
    joker = game.rules.joker
    trump = game.trump or max(Suit, key=lambda suit: trick_estimate(hand, suit, joker))
    return _fifty_five_discard(hand, trump)


_PLAYBOOKS: Final = {
    # The card play only: the auction has hundreds of bid forms, and the heuristic's
    # bidding with searched card play already wins most games.
    "fifty-six": Playbook(searched=frozenset({"PLAY"})),
    "smear": Playbook(
        searched=frozenset({"PLAY"}),
        # H14: naming trump before the discard is judged like a bid (at most four options).
        judged=frozenset({"AUCTION", "TRUMP"}),
        strength=lambda card, trump, led: smear.trick_strength(card, trump, smear.suit_of(led, trump)),
        points=_smear_points,
        guided=_smear_first_lead,
    ),
    "fifty-five": Playbook(
        searched=frozenset({"PLAY"}),
        judged=frozenset({"AUCTION", "DISCARD", "TRUMP"}),
        # The strengths with the joker (H3) order the other cards as the standard ones do.
        strength=lambda card, trump, led: fifty_five.strength(card, trump, led, joker=True),
        options=_fifty_five_discards,
        discard=_fifty_five_model_discard,
    ),
}


def playbook(name: str) -> Playbook:
    """The playbook of a ruleset (its canonical name)."""
    return _PLAYBOOKS[name]
