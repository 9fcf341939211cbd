"""``determinize``: a whole Fifty-Five game consistent with one seat's view, every consistent deal equally likely.

Built on :mod:`trickcore.determinization` and this ruleset's public functions
only. What a view proves, card by card: on a plain lead, a seat that played neither
the suit led nor a trump holds no card of that suit (R16; A♥ is no heart); on a
trump lead, a seat that played no trump holds no trump it may not withhold (R17) —
every trump except the top trumps (R8) above the renege bar (the led card, or with
``renege_forced_by="highest_trump_in_trick"`` the best trump played before it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import cast

from trickcore.actions import Discard, Play
from trickcore.deck import Seed
from trickcore.determinization import confirm_sample, layout_of, random_from, rebuild, sample_deal, split_off
from trickcore.playing_cards import Card, Suit, sort_cards
from trickcore.tricks import CardPlay

from trickcore.games.fifty_five._actions import Exchange, NameTrump
from trickcore.games.fifty_five._exchange import exchange_order
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
        # A trump lead (the joker included, H2).
        order = trump_order(trump, joker=rules.joker)
        if rules.renege_forced_by == "led_card":
            bar = order.index(led)
        else:
            bar = min(order.index(play.card) for play in before if is_trump(play.card, trump))
        withheld = {top for top in _renegeable(rules, trump) if order.index(top) < bar}
        return tuple(other for other in order if other not in withheld)

    return lacks


def _renegeable(rules: Rules, trump: Suit) -> tuple[Card, ...]:
    """H20: the trumps that may be withheld: the top trumps (R8), the 5 of trumps only, or none."""
    if rules.renegeable == "top_trumps":
        return top_trumps(trump, joker=rules.joker)
    return trump_order(trump)[:1] if rules.renegeable == "five_only" else ()


def _start_scores(seen: View) -> tuple[int, ...]:
    """The scores as the current hand began: at its end, before its changes."""
    if seen.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and seen.last_hand is not None:
        return tuple(score - change for score, change in zip(seen.scores, seen.last_hand.changes))
    return seen.scores


def _undo_exchanges(
    seen: View, hands: tuple[tuple[Card, ...], ...], stock: tuple[Card, ...], rng: random.Random
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], list[Exchange]]:
    """H7: the deal before the exchanges, from the cards each seat held after them, and the exchanges themselves.

    ``stock`` is the kitty, then the hidden cards left out of the hands in a uniform
    order: the first of those are the other players' dead exchanged cards, the rest the
    stock still undrawn. Which of another player's cards it drew is drawn uniformly,
    and the order of every draw too, so the whole deal stays uniform.
    """
    assert seen.contract is not None
    order = exchange_order(seen.dealer, seen.contract.bidder, seen.rules.players)
    done = order if seen.phase is not Phase.EXCHANGE else order[: order.index(cast(int, seen.to_act))]
    rest = list(stock[_HAND:])
    dealt = list(hands)
    draws: list[Card] = []
    exchanges: list[Exchange] = []
    for seat in done:
        count = seen.exchanged[seat]
        if seat == seen.seat:
            drawn, dead = list(seen.drawn), seen.exchange
            kept = list(dealt[seat])
            for card in drawn:
                kept.remove(card)
        else:
            chosen, kept_cards = split_off(dealt[seat], count, rng)
            drawn, kept = list(chosen), list(kept_cards)
            dead, rest = tuple(rest[:count]), rest[count:]
        rng.shuffle(drawn)
        draws += drawn
        dealt[seat] = sort_cards([*kept, *dead])
        exchanges.append(Exchange(dead))
    return tuple(dealt), (*stock[:_HAND], *draws, *rest), exchanges


def determinize(seen: View, *, seed: Seed | None = None) -> Game:
    """A whole game consistent with ``seen``, drawn so that every consistent hidden deal is equally likely.

    Hidden are the other hands, the kitty and the undealt cards, and — for everyone
    but the bidder — which of the bidder's cards came from the kitty and what it
    discarded; with ``draw_after_trump`` (H10), also what the other players exchanged
    and which of their cards they drew (each player's exchange count is kept). What play proves (R16, R17, card by card for reneged top trumps) is
    respected exactly (H20: only the renegeable trumps may be withheld). The game starts at the current hand's deal (``new_game`` with
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
    before_kitty = rules.trump_named == "before_kitty"
    aside = before_kitty and seen.phase is Phase.TRUMP
    layout = layout_of(
        seen,
        pack=deck(rules).cards,
        players=rules.players,
        lacks=_proof(rules, seen.trump),
        stock_size=len(deck(rules)) - _HAND * rules.players - len(seen.exchange),
        widow=0 if aside else _HAND,
        widow_seen=seen.kitty,
        discards_seen=seen.discards,
        set_aside=seen.exchange,
    )
    hands, stock, discards = layout.deal_of(sample_deal([layout.problem()], rng), rng)
    actions: list[object] = [call.action for call in seen.calls]
    if before_kitty and seen.trump is not None:
        actions.append(NameTrump(seen.trump))
    if layout.discarded:
        actions.append(Discard(discards))
    if not before_kitty and seen.trump is not None:
        actions.append(NameTrump(seen.trump))
    if seen.exchanged:
        hands, stock, exchanges = _undo_exchanges(seen, hands, stock, rng)
        actions += exchanges
    actions += [Play(play.card) for play in layout.plays]
    sample = rebuild(
        lambda: new_game(rules, hands=hands, stock=stock, dealer=seen.dealer, scores=scores), apply, actions
    )
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)
