"""``determinize``: a whole Smear game consistent with one seat's view, every consistent deal equally likely.

Built on :mod:`trickcore.determinization` and this ruleset's public functions
only. What a view proves: on a trump lead, a seat that played no trump holds none
(R13); on another lead, a seat that played neither the suit led nor a trump holds
none of the suit led (R13). The bidder's hidden discard obeys R11: some suit stays a
legal trump, and the first lead was of one — so unless it kept six trumps it
discarded none (with trump named before the discard, H15 says the same of the named
suit); and once the hand is over, the card points it counted for Game (R16) give
the discards' card points away.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from trickcore.actions import Discard, Play
from trickcore.playing_cards import JOKER, Card, Rank, Suit
from trickcore.determinization import HandLayout, HiddenDeal, confirm_sample, layout_of, random_from, rebuild, sample_deal
from trickcore.deck import Seed
from trickcore.errors import DeterminizationError
from trickcore.tricks import CardPlay

from trickcore.games.smear._cards import card_points, deck, suit_of
from trickcore.games.smear._engine import apply, new_game
from trickcore.games.smear._io import record, replay
from trickcore.games.smear._play import legal_trumps, named_discard_problem
from trickcore.games.smear._actions import TRUMP_CALLS
from trickcore.games.smear._state import HAND_SIZE, Game, Phase
from trickcore.games.smear._view import View, view

__all__ = ["determinize"]

def _suit(suit: Suit) -> tuple[Card, ...]:
    """Every card of ``suit`` (the ranks not in the pack do no harm)."""
    return tuple(Card(rank, suit) for rank in Rank)


def _proof(trump: Suit | None) -> Callable[[Sequence[CardPlay], Card], tuple[Card, ...]]:
    """R13, H4: the cards a play proves its player lacks, with ``trump`` known from the first lead.

    A joker is a trump: failing to answer a trump lead (a joker led included) proves
    the player holds no trump and no joker.
    """

    def lacks(before: Sequence[CardPlay], card: Card) -> tuple[Card, ...]:
        assert trump is not None, "a card is played to a trick once trump is fixed"
        led = suit_of(before[0].card, trump)
        suit = suit_of(card, trump)
        if led is trump:
            return () if suit is trump else (*_suit(led), JOKER)
        return () if suit is led or suit is trump else _suit(led)

    return lacks


def _discard_rule(layout: HandLayout, seen: View) -> tuple[list[HiddenDeal], Callable[[tuple[tuple[Card, ...], ...]], bool] | None]:
    """R11, H14, H15 for another bidder's hidden cards: the alternatives and the test that make sampling exact.

    The test is R11 itself (some legal trump is left, and the first lead was one); or,
    with trump named before the discard, that the bidder held a card of the suit it
    named or a joker (H14), and H15 and H17 against that suit. Once trump is known
    the test fails unless no trump was discarded or the six kept cards are all
    trumps, so the deals are drawn from the union of those two per-card
    alternatives, which keeps rejection rare.
    """
    base = layout.problem()
    contract = seen.contract
    named = seen.trump if seen.rules.trump_named_at_discard and contract is not None else None
    if named is not None and contract is not None and contract.bidder != seen.seat:
        return _named_rule(layout, seen, base, contract.bidder, named)
    place = layout.discard_place
    if place is None or layout.bidder is None:
        return [base], None
    hand_place = layout.place_of(layout.bidder)
    played = [play.card for play in layout.plays if play.seat == layout.bidder]
    lead = layout.plays[0].card if layout.plays else None
    first = None if lead is None else Suit.SPADES if lead is JOKER else lead.suit  # a joker pitches spades (H5)
    worth = _discard_points(seen)

    def legal(deal: tuple[tuple[Card, ...], ...]) -> bool:
        allowed = legal_trumps((*deal[hand_place], *played), deal[place], seen.rules.protect_point_trumps)
        if worth is not None and sum(map(card_points, deal[place])) != worth:
            return False
        return bool(allowed) and (first is None or first in allowed)

    if first is None:
        return [base], legal
    return _trump_alternatives(base, seen, place, hand_place, first, played), legal


def _named_rule(
    layout: HandLayout, seen: View, base: HiddenDeal, bidder: int, named: Suit
) -> tuple[list[HiddenDeal], Callable[[tuple[tuple[Card, ...], ...]], bool]]:
    """H14, H15, H17: another bidder named ``named`` holding one of its trumps, then discarded within H15's limit."""
    place = layout.discard_place
    hand_place = layout.place_of(bidder)
    played = [play.card for play in layout.plays if play.seat == bidder]
    protect = seen.rules.protect_point_trumps
    worth = _discard_points(seen)

    def legal(deal: tuple[tuple[Card, ...], ...]) -> bool:
        discards = deal[place] if place is not None else ()
        held = (*deal[hand_place], *played, *discards)
        if not any(card is JOKER or card.suit is named for card in held):
            return False
        if place is None:
            return True
        if worth is not None and sum(map(card_points, discards)) != worth:
            return False
        return named_discard_problem(held, discards, named, protect) is None

    if place is None:
        return [base], legal
    return _trump_alternatives(base, seen, place, hand_place, named, played), legal


def _trump_alternatives(
    base: HiddenDeal, seen: View, place: int, hand_place: int, trump: Suit, played: list[Card]
) -> list[HiddenDeal]:
    """R11, H15: the deals where no trump was discarded, and (if the bidder played only trumps) those where it kept only trumps."""
    trumps = frozenset((*_suit(trump), JOKER))
    others = frozenset(card for card in deck(seen.rules) if card not in trumps)
    alternatives = [_narrow(base, place, trumps)]
    if all(card in trumps for card in played):
        alternatives.append(_narrow(base, hand_place, others))
    return alternatives


def _discard_points(seen: View) -> int | None:
    """R16: at the hand's end, the card points of the bidder's discards (its side's card points less its tricks')."""
    result = seen.last_hand
    if seen.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) or result is None or seen.contract is None:
        return None
    side_of = seen.rules.side_of
    side = side_of[seen.contract.bidder]
    won = sum(card_points(play.card) for trick in seen.tricks if side_of[trick.winner] == side for play in trick.plays)
    return result.card_points[side] - won


def _narrow(problem: HiddenDeal, place: int, banned: frozenset[Card]) -> HiddenDeal:
    """``problem`` with the cards of ``banned`` kept out of ``place``."""
    allowed = tuple(
        places - {place} if card in banned else places for card, places in zip(problem.cards, problem.allowed)
    )
    return HiddenDeal(problem.sizes, problem.cards, allowed)


def _start_scores(seen: View) -> tuple[int, ...]:
    """The scores as the current hand began (at its end, before its changes); each must be below the target."""
    scores = seen.scores
    if seen.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and seen.last_hand is not None:
        scores = tuple([score - change for score, change in zip(scores, seen.last_hand.score_changes)])
    if max(scores) >= seen.rules.target:
        raise DeterminizationError(
            f"scores {scores} reached the target before this hand (win_only_on_successful_bid):"
            " new_game cannot restart it"
        )
    return scores


def determinize(seen: View, *, seed: Seed | None = None) -> Game:
    """A whole game consistent with ``seen``, drawn so that every consistent hidden deal is equally likely.

    Hidden are the other hands (two in cutthroat, H1), the stock (once the bidder has taken the blind, the
    dead cards), and — for everyone but the bidder — which of the bidder's cards were
    the blind and what it discarded. Voids proven by play (R13) and the bidder's
    trump-discard limit and first lead (R11; H15 against a trump named, H14) are
    respected exactly. The game starts
    at the current hand's deal (``new_game`` with the sampled hands and stock, the
    view's dealer and the scores the hand began with) and replays the hand's calls,
    discard and plays: ``replay(record(sample)) == sample``, and
    ``view(sample, seen.seat)`` equals ``seen`` in everything but ``last_hand`` (which
    mid-hand is ``None``). At ``HAND_OVER`` and ``GAME_OVER`` the hand just finished is
    rebuilt (from the scores before its changes).

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.apply(smear.new_game(smear.Rules(blind_size=2), seed=4, dealer=3), smear.Bid(2))
        >>> sample = smear.determinize(smear.view(game, 1), seed=1)
        >>> sample.hands[1] == game.hands[1], sample.calls == game.calls
        (True, True)

    Raises:
        TypeError: ``seen`` is not a Smear view, or the seed is not an int or str.
        DeterminizationError: no game fits the view, or a score had reached the target
            before the hand (``win_only_on_successful_bid``), which ``new_game`` cannot restart.
    """
    if not isinstance(seen, View):
        raise TypeError(f"determinize() takes a smear View, not {type(seen).__name__}")
    rng = random_from(seed)
    rules = seen.rules
    scores = _start_scores(seen)
    layout = layout_of(
        seen,
        pack=deck(rules).cards,
        players=rules.players,
        lacks=_proof(seen.trump),
        stock_size=len(deck(rules)) - HAND_SIZE * rules.players,
        widow=rules.blind_size,
        widow_seen=seen.blind,
        discards_seen=seen.discards,
    )
    if seen.phase is Phase.TRUMP:  # H9: the bidder has taken the blind but not yet discarded
        layout = attrs.evolve(layout, discarded=False)
    alternatives, accept = _discard_rule(layout, seen)
    hands, stock, discards = layout.deal_of(sample_deal(alternatives, rng, accept=accept), rng)
    actions: list[object] = [call.action for call in seen.calls]
    if rules.trump_named_at_discard and seen.trump is not None:
        actions.append(TRUMP_CALLS[seen.trump])
    if layout.taken and layout.discarded:
        actions.append(Discard(discards))
    actions += [Play(play.card) for play in layout.plays]
    sample = rebuild(
        lambda: new_game(rules, hands=hands, stock=stock, dealer=seen.dealer, scores=scores), apply, actions
    )
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)
