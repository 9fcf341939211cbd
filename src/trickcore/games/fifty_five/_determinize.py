"""``determinize``: a whole Fifty-Five game consistent with one seat's view, every consistent deal equally likely.

Built on :mod:`trickcore.determinization` and this ruleset's public functions
only. What a view proves, card by card: on a plain lead, a seat that played neither
the suit led nor a trump holds no card of that suit (R16; A♥ is no heart); on a
trump lead, a seat that played no trump holds no trump it may not withhold (R17) —
every trump except the top trumps (R8) above the renege bar (the led card, or with
``renege_forced_by="highest_trump_in_trick"`` the best trump played before it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from trickcore.actions import Discard, Play
from trickcore.deck import Seed
from trickcore.determinization import confirm_sample, layout_of, random_from, rebuild, sample_deal
from trickcore.playing_cards import Card, Suit
from trickcore.tricks import CardPlay

from trickcore.games.fifty_five._actions import NameTrump
from trickcore.games.fifty_five._cards import deck, is_trump, top_trumps, trump_order
from trickcore.games.fifty_five._engine import apply, new_game
from trickcore.games.fifty_five._io import record, replay
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._state import Game, Phase
from trickcore.games.fifty_five._view import View, view

__all__ = ["determinize"]

_HAND = 5
"""R4: cards dealt to each player, and the kitty's size."""


def _proof(rules: Rules, trump: Suit | None) -> Callable[[Sequence[CardPlay], Card], tuple[Card, ...]]:
    """R16, R17: the cards a play proves its player lacks, with ``trump`` named."""

    def lacks(before: Sequence[CardPlay], card: Card) -> tuple[Card, ...]:
        assert trump is not None, "cards are played only once trump is named"
        led = before[0].card
        if is_trump(card, trump):
            return ()
        if not is_trump(led, trump):
            if card.suit is led.suit:
                return ()
            return tuple(other for other in deck() if other.suit is led.suit and not is_trump(other, trump))
        order = trump_order(trump)
        if rules.renege_forced_by == "led_card":
            bar = order.index(led)
        else:
            bar = min(order.index(play.card) for play in before if is_trump(play.card, trump))
        withheld = {top for top in top_trumps(trump) if order.index(top) < bar}
        return tuple(other for other in order if other not in withheld)

    return lacks


def _start_scores(seen: View) -> tuple[int, ...]:
    """The scores as the current hand began: at its end, before its changes."""
    if seen.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and seen.last_hand is not None:
        return tuple(score - change for score, change in zip(seen.scores, seen.last_hand.changes))
    return seen.scores


def determinize(seen: View, *, seed: Seed | None = None) -> Game:
    """A whole game consistent with ``seen``, drawn so that every consistent hidden deal is equally likely.

    Hidden are the other hands, the kitty and the undealt cards, and — for everyone
    but the bidder — which of the bidder's cards came from the kitty and what it
    discarded. What play proves (R16, R17, card by card for reneged top trumps) is
    respected exactly. The game starts at the current hand's deal (``new_game`` with
    the sampled hands and stock, the view's dealer and the scores the hand began
    with) and replays the hand's calls, discard, trump and plays:
    ``replay(record(sample)) == sample``, and ``view(sample, seen.seat)`` equals
    ``seen`` in everything but ``last_hand`` (which mid-hand is ``None``). At
    ``HAND_OVER`` and ``GAME_OVER`` the hand just finished is rebuilt (from the
    scores before its changes).

    Example:
        >>> from trickcore.games import fifty_five
        >>> game = fifty_five.apply(fifty_five.new_game(seed=4, dealer=0), fifty_five.Bid(15))
        >>> sample = fifty_five.determinize(fifty_five.view(game, 2), seed=1)
        >>> sample.hands[2] == game.hands[2], sample.calls == game.calls
        (True, True)

    Raises:
        TypeError: ``seen`` is not a Fifty-Five view, or the seed is not an int or str.
        DeterminizationError: no game fits the view.
    """
    if not isinstance(seen, View):
        raise TypeError(f"determinize() takes a fifty-five View, not {type(seen).__name__}")
    rng = random_from(seed)
    rules = seen.rules
    scores = _start_scores(seen)
    layout = layout_of(
        seen,
        pack=deck().cards,
        players=rules.players,
        lacks=_proof(rules, seen.trump),
        stock_size=len(deck()) - _HAND * rules.players,
        widow=_HAND,
        widow_seen=seen.kitty,
        discards_seen=seen.discards,
    )
    hands, stock, discards = layout.deal_of(sample_deal([layout.problem()], rng), rng)
    actions: list[object] = [call.action for call in seen.calls]
    if layout.discarded:
        actions.append(Discard(discards))
    if seen.trump is not None:
        actions.append(NameTrump(seen.trump))
    actions += [Play(play.card) for play in layout.plays]
    sample = rebuild(
        lambda: new_game(rules, hands=hands, stock=stock, dealer=seen.dealer, scores=scores), apply, actions
    )
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)
