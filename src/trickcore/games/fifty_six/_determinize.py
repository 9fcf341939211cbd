"""``determinize``: a whole Fifty-Six game consistent with one seat's view, every consistent deal equally likely.

Built on :mod:`trickcore.determinization` and this ruleset's public functions
only. What a view proves (R19): a seat that did not follow the suit led holds no
card of it. Calls are information only (R12), so they prove nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

import random
from collections import Counter

import attrs
from typing import Final
from collections.abc import Callable

from trickcore.actions import Pass, Play
from trickcore.deck import Seed
from trickcore.determinization import Deal, HandLayout, HiddenDeal, confirm_sample, layout_of, random_from, rebuild, sample_deal
from trickcore.errors import DeterminizationError, TrickcoreError
from trickcore.playing_cards import Card, Rank, Suit, sort_cards
from trickcore.records import Deal as Dealt
from trickcore.tricks import CardPlay

from trickcore.games.fifty_six._actions import Action, BidForm, Conceal, Court, Reveal
from trickcore.games.fifty_six._cards import deck, strength
from trickcore.games.fifty_six._engine import apply, deal, legal_actions, new_game
from trickcore.games.fifty_six._house import void_deal
from trickcore.games.fifty_six._void import MAX_VOID_DRAWS, void_hands
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._io import record, replay
from trickcore.games.fifty_six._state import Game, HandResult, Phase
from trickcore.games.fifty_six._view import View, view

__all__ = ["determinize"]


def _failed_to_follow(before: Sequence[CardPlay], card: Card) -> tuple[Card, ...]:
    """R19: a card off the suit led proves its player holds none of that suit."""
    led = before[0].card.suit
    return () if card.suit is led else tuple(Card(rank, led) for rank in Rank)


def _suit(suit: Suit) -> tuple[Card, ...]:
    """Every card of ``suit``."""
    return tuple(Card(rank, suit) for rank in Rank)


def _dutiful(rules: Rules, trump: Suit) -> Callable[[Sequence[CardPlay], Card], tuple[Card, ...]]:
    """R19 and the duties to trump while trumps are in force: what a play to a trick proves its player lacks.

    H36 (``must_trump_if_void``): a card neither of the suit led nor a trump proves
    its player held no trump. H37 (``must_overtrump``): a trump that does not beat
    the highest trump already in the trick proves its player held none that does.
    """

    def lacks(before: Sequence[CardPlay], card: Card) -> tuple[Card, ...]:
        proven = _failed_to_follow(before, card)
        if rules.must_trump_if_void and card.suit is not before[0].card.suit and card.suit is not trump:
            proven += _suit(trump)
        if rules.must_overtrump and card.suit is trump:
            best = max((strength(play.card, None, trump) for play in before if play.card.suit is trump), default=None)
            if best is not None and strength(card, None, trump) <= best:
                proven += tuple(other for other in _suit(trump) if strength(other, None, trump) > best)
        return proven

    return lacks


def _led_only_trumps(seen: View, trump: Suit) -> list[frozenset[Card]]:
    """H35: per seat, the cards it lacks because it led a trump before trumps were broken (it held nothing else)."""
    others = frozenset(card for suit in Suit if suit is not trump for card in _suit(suit))
    lacked: list[frozenset[Card]] = [frozenset()] * seen.rules.players
    broken = False
    for plays in [*(done.plays for done in seen.tricks), seen.trick]:
        if plays and not broken and plays[0].card.suit is trump:
            lacked[plays[0].seat] = others
        broken = broken or any(play.card.suit is trump for play in plays)
    return lacked


def _layout(seen: View, seats: int) -> HandLayout:
    """The view's hand as the hidden-card model sees it, with what the rules of play prove (R19, H35–H37).

    Under a hidden trump the duties start at the reveal (H10); that sample is kept by
    replaying the hand instead (:func:`_hidden_trump_sample`), so only R19 is read here.
    """
    rules, contract = seen.rules, seen.contract
    trump = None if contract is None or contract.form is BidForm.HIDDEN else contract.trump
    lacks = _failed_to_follow if trump is None else _dutiful(rules, trump)
    layout = layout_of(seen, pack=deck(rules, players=seats).cards, players=rules.players, lacks=lacks)
    if trump is None or not rules.trump_lead_restricted:
        return layout
    led = _led_only_trumps(seen, trump)
    return attrs.evolve(layout, excluded=tuple(known | more for known, more in zip(layout.excluded, led)))


def _ended(seen: View) -> HandResult | None:
    """The result of the current hand, once it is over (``last_hand`` is then this hand's)."""
    return seen.last_hand if seen.phase in (Phase.HAND_OVER, Phase.GAME_OVER) else None


def _start_tables(seen: View) -> tuple[int, ...]:
    """The tables as the current hand began: at its end, before its transfers."""
    ended = _ended(seen)
    if ended is None:
        return seen.tables
    return tuple(tables - moved for tables, moved in zip(seen.tables, ended.transfers))


def determinize(seen: View, *, seed: Seed | None = None) -> Game:
    """A whole game consistent with ``seen``, drawn so that every consistent hidden deal is equally likely.

    The game starts at the current hand's deal (``new_game`` with the sampled hands,
    the view's dealer and the tables the hand began with) and replays the hand's
    calls and plays, so ``replay(record(sample)) == sample`` and
    ``view(sample, seen.seat)`` equals ``seen`` in everything but ``last_hand``
    (which mid-hand is ``None``: the sample has no earlier hands). The two copies of
    a card are physical cards: the draw is uniform over labelled deals, the true
    posterior of a shuffled pack. A seat that failed to follow a suit gets no card
    of it. At ``HAND_OVER`` and ``GAME_OVER`` every card has been played, so the
    hand just finished is rebuilt exactly (from the tables before its transfers).

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.apply(fifty_six.new_game(seed=4), fifty_six.Pass())
        >>> sample = fifty_six.determinize(fifty_six.view(game, 2), seed=1)
        >>> sample.hands[2] == game.hands[2], sample.calls == game.calls
        (True, True)
        >>> sample == fifty_six.determinize(fifty_six.view(game, 2), seed=1)
        True

    Raises:
        TypeError: ``seen`` is not a Fifty-Six view, or the seed is not an int or str.
        DeterminizationError: no game fits the view, or a team at 0 tables is still in
            play (``elimination="cannot_pay"``), which ``new_game`` cannot restart.
    """
    if not isinstance(seen, View):
        raise TypeError(f"determinize() takes a fifty-six View, not {type(seen).__name__}")
    rng = random_from(seed)
    rules = seen.rules
    tables = _start_tables(seen)
    ended = _ended(seen)
    left = ended.eliminated if ended is not None else ()
    playing = [not out or team in left for team, out in enumerate(seen.eliminated)]
    if rules.scoring == "tables" and any(in_play and count == 0 for in_play, count in zip(playing, tables)):
        raise DeterminizationError(f"a team in play has 0 tables {tables}: new_game cannot restart this hand")
    seats = sum(1 for seat in range(rules.players) if playing[rules.team_of(seat)])
    if seen.phase is Phase.HAND_OVER and seen.contract is None:
        return _void_sample(seen, tables, rng)
    layout = _layout(seen, seats)
    contract = seen.contract
    start = _starter(seen, tables, rng)
    if contract is not None and contract.form is BidForm.HIDDEN and seen.phase is not Phase.CONCEAL:
        return _hidden_trump_sample(seen, layout, start, rng)
    hands = _played_deal(seen, layout, [playing[rules.team_of(seat)] for seat in range(rules.players)], rng)
    actions: list[Action] = [call.action for call in seen.calls]
    actions += _play_actions(seen, layout.plays)
    sample = rebuild(lambda: start(hands), apply, actions)
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)


def _played_deal(seen: View, layout: HandLayout, active: Sequence[bool], rng: random.Random) -> Sequence[Sequence[Card]]:
    """The dealt hands, uniform over the deals that fit the view; under a redeal rule (H30), over those that
    were not void, since this hand was bid on (rejection: exact)."""
    rules = seen.rules
    redeals = rules.redeal_if_team_has_no_jack or rules.redeal_on_weak_hand is not None
    problem = layout.problem()
    for _ in range(MAX_VOID_DRAWS):
        hands, _, _ = layout.deal_of(sample_deal([problem], rng), rng)
        if not redeals or not void_deal(rules, active, hands):
            return hands
    raise DeterminizationError("no deal that fits the view is playable under the redeal rules")


Starter = Callable[[Sequence[Sequence[Card]]], Game]
"""The game at the current hand's deal, given its hands."""


def _starter(seen: View, tables: tuple[int, ...], rng: random.Random) -> Starter:
    """How the sample reaches the current hand's deal: a new game, or one with earlier hands (H25).

    A points game is over only after ``deals`` hands played to a result, which a view
    does not count: for a view of its end the sample first plays ``deals - 1`` earlier
    hands at random, each one kept only if what it scored still fits under the
    tables the current hand began with, and starts from the rest. Those hands are
    not part of the view, so the current hand's draw stays uniform.
    """
    rules = seen.rules

    def fresh(hands: Sequence[Sequence[Card]]) -> Game:
        return new_game(rules, hands=hands, dealer=seen.dealer, tables=tables)

    if rules.scoring != "points" or seen.phase is not Phase.GAME_OVER or rules.deals == 1:
        return fresh
    earlier = _earlier_hands(seen, tables, rng)

    def resumed(hands: Sequence[Sequence[Card]]) -> Game:
        return deal(earlier, hands=hands)

    return resumed


_PASS: Final = Pass()
_TRIES: Final = 64
"""How many random hands :func:`_earlier_hands` tries for each place before giving up."""


def _earlier_hands(seen: View, tables: tuple[int, ...], rng: random.Random) -> Game:
    """``deals - 1`` hands played to a result, ending at ``tables`` with ``seen.dealer`` to deal next.

    Raises:
        DeterminizationError: no such hands were found (the tables leave too little room).
    """
    rules = seen.rules
    wanted = rules.deals - 1
    first_dealer = (seen.dealer - wanted) % rules.players  # H24, R8: under points every seat deals in turn
    zero = (0,) * rules.teams
    game: Game | None = None
    played = 0
    while played < wanted:
        for _ in range(_TRIES):
            seed = rng.getrandbits(64)
            dealt = new_game(rules, seed=seed, dealer=first_dealer, tables=zero) if game is None else deal(game, seed=seed)
            ended = _played_at_random(dealt, rng)
            if all(have <= room for have, room in zip(ended.tables, tables)):
                break
        else:
            raise DeterminizationError(f"no {wanted} earlier hands fit under the tables {tables}")
        game = ended
        played += 1 if ended.history.current else 0  # a void deal (H31) has no actions and does not count
    assert game is not None, "at least one earlier hand"
    start = tuple(room - have for room, have in zip(tables, game.tables))
    return _replayed_events(rules, game.history.events, first_dealer, start)


def _played_at_random(game: Game, rng: random.Random) -> Game:
    """The hand played to its end as cheaply as it scores: every call a pass where one is legal (so the
    contract is the lowest), every card drawn at random (so it is made or not), no court call."""
    while game.to_act is not None:
        legal = legal_actions(game)
        if _PASS in legal:
            game = apply(game, _PASS)
            continue
        plays = [action for action in legal if isinstance(action, Play)]
        game = apply(game, rng.choice(plays) if plays else legal[0])
    return game


def _replayed_events(rules: Rules, events: Sequence[object], dealer: int, tables: tuple[int, ...]) -> Game:
    """The deals and actions ``events`` replayed from a new game at ``tables`` dealt by ``dealer``."""
    game: Game | None = None
    for event in events:
        if isinstance(event, Dealt):
            game = new_game(rules, hands=event.hands, dealer=dealer, tables=tables) if game is None else deal(game, hands=event.hands)
        else:
            assert game is not None, "a deal comes first"
            game = apply(game, event)
    assert game is not None, "at least one deal"
    return game


def _void_sample(seen: View, tables: tuple[int, ...], rng: random.Random) -> Game:
    """H30, H31: the other hands of a void deal, uniform over the labelled deals that are void (see :func:`void_hands`)."""
    seats = [seat for seat in range(seen.rules.players) if seen.active[seat]]
    return _dealt(seen, void_hands(seen.rules, seen.seat, seen.hand, seats, rng), tables)


def _dealt(seen: View, others: dict[int, tuple[Card, ...]], tables: tuple[int, ...]) -> Game:
    """The void deal giving ``others`` their hands: it must show ``seen`` again."""
    hands: list[tuple[Card, ...]] = [()] * seen.rules.players
    hands[seen.seat] = seen.hand
    for seat, hand in others.items():
        hands[seat] = hand
    sample = rebuild(lambda: new_game(seen.rules, hands=hands, dealer=seen.dealer, tables=tables), apply, ())
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)


def _hidden_trump_sample(seen: View, layout: HandLayout, start: Starter, rng: random.Random) -> Game:
    """H2–H11: a sample of a hand whose trump was concealed, uniform over the consistent deals.

    Besides the other hands, the concealed card is a hidden place of one card while
    it lies face down in another seat's hand; it is not part of the declarer's hand,
    so what the declarer's play proved it lacked says nothing of it. Once revealed,
    the card is known: it is dealt to the declarer. The rules that tie the concealed
    card to the declarer's hand (H4's lead restriction, H7's trump after the reveal)
    are not per-card, so a drawn deal is kept only when the whole hand replays and
    shows ``seen`` again: rejection, which keeps the draw exactly uniform.
    """
    rules = seen.rules
    contract = seen.contract
    assert contract is not None, "a hidden-trump hand past its auction"
    declarer = contract.declarer
    plays = layout.plays
    own_card = seen.concealed if seen.seat == declarer else None
    face_down = seen.revealed is None and seen.seat != declarer
    revealed = seen.revealed
    revealed_held = (
        revealed is not None
        and seen.seat != declarer
        and not any(
            play.seat == declarer and play.card == revealed
            for index, play in enumerate(plays)
            if seen.revealed_at is not None and index >= seen.revealed_at
        )
    )
    unknown = Counter(layout.pack)
    known = [*seen.hand, *(play.card for play in plays)]
    if own_card is not None:
        known.append(own_card)
    if revealed_held and revealed is not None:
        known.append(revealed)
    for card in known:
        if unknown[card] <= 0:
            raise DeterminizationError(f"{card} is shown more often than the pack holds it")
        unknown[card] -= 1
    sizes = [seen.hand_sizes[other] - (1 if other == declarer and revealed_held else 0) for other in layout.seat_places]
    excluded: list[frozenset[Card]] = [layout.excluded[other] for other in layout.seat_places]
    sizes.append(0)
    excluded.append(frozenset())
    if face_down:
        sizes.append(1)
        excluded.append(frozenset())
    problem = HiddenDeal.build(sizes, sort_cards(unknown.elements()), excluded)
    calls: list[Action] = [call.action for call in seen.calls]

    def game_of(deal: Deal) -> Game | None:
        hands: list[tuple[Card, ...]] = []
        concealed = own_card or revealed or (deal[-1][0] if face_down else None)
        assert concealed is not None, "the concealed card is known or drawn"
        for seat in range(rules.players):
            held = seen.hand if seat == seen.seat else deal[layout.place_of(seat)]
            cards = [*held, *(play.card for play in plays if play.seat == seat)]
            if seat == declarer and (face_down or own_card is not None or revealed_held):
                cards.append(concealed)
            hands.append(sort_cards(cards))
        actions: list[Action] = [*calls, Conceal(concealed), *_play_actions(seen, plays)]
        try:
            sample = _replayed(lambda: start(hands), actions)
        except TrickcoreError:
            return None
        return sample if _shows(sample, seen) else None

    kept: dict[int, Game] = {}

    def accept(deal: Deal) -> bool:
        sample = game_of(deal)
        if sample is not None:
            kept[0] = sample
        return sample is not None

    sample_deal([problem], rng, accept=accept)
    return confirm_sample(kept[0], seen, view=view, record=record, replay=replay, seat=seen.seat)


def _play_actions(seen: View, plays: Sequence[CardPlay]) -> list[Action]:
    """The actions of the play so far: the cards, with the reveal (H6) and the court call (H18) in their places."""
    court = None if seen.court_at is None else sum(len(trick.plays) for trick in seen.tricks[: seen.court_at])
    actions: list[Action] = []
    for index in range(len(plays) + 1):
        if index == court:
            actions.append(Court())
        if index == seen.revealed_at:
            actions.append(Reveal())
        if index < len(plays):
            actions.append(Play(plays[index].card))
    return actions


def _replayed(start: Callable[[], Game], actions: Sequence[Action]) -> Game:
    """The game ``start()`` makes with ``actions`` applied (an illegal one raises)."""
    game = start()
    for action in actions:
        game = apply(game, action)
    return game


def _shows(sample: Game, seen: View) -> bool:
    """Whether ``sample`` shows ``seen`` to its seat (``last_hand`` apart, as :func:`confirm_sample` reads it)."""
    return attrs.evolve(view(sample, seen.seat), last_hand=seen.last_hand) == seen
