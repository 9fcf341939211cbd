"""Starting games, dealing hands, and the legality entry points (``legal_actions``, ``check``, ``apply``)."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Final

from typing_extensions import assert_never

from trickcore.actions import PLAY_OF_INDEX, Claim
from trickcore.claims import apply_claim, check_claim
from trickcore.playing_cards import Card, sort_cards
from trickcore.deck import Deck, Seed, trusted_deck
from trickcore.errors import ConfigError, DealError, ErrorCode, IllegalAction, excerpt
from trickcore.following import allows, choose_plays
from trickcore.games.smear._actions import Action, Bid, Discard, NameTrump, Pass, Play
from trickcore.games.smear._auction import apply_call, auction_actions, check_call
from trickcore.games.smear._cards import PACK, deck as pack_of
from trickcore.games.smear._play import (
    FOLLOWING_BY_LEAD,
    apply_discard,
    apply_play,
    check_discard,
    check_play,
    discard_actions,
    may_play,
    play_actions,
)
from trickcore.games.smear._rules import PLAYERS, Rules
from trickcore.games.smear._solve import claimed_line
from trickcore.games.smear._state import HAND_SIZE, NAME, SEATS, Game, HandResult, FastPhase, make_game
from trickcore.games.smear._trump import apply_trump, check_trump, trump_actions
from trickcore.games.smear._view import View
from trickcore.dealing import (
    check_next_deal,
    choose_dealer,
    deal_order,
    shuffle_seed,
    dealer_from_seed,
    explicit_deal,
)
from trickcore.legality import precheck, require_action
from trickcore.options import start_scores
from trickcore.records import Deal, History, card_sequence, opening_history, trusted_deal

__all__ = ["apply", "check", "deal", "first_dealer", "legal_actions", "new_game"]


def first_dealer(seed: Seed, players: int = SEATS) -> int:
    """R4: the first dealer drawn from a seed, the same everywhere (see :func:`trickcore.dealing.dealer_from_seed`).

    ``players`` is 3 in cutthroat (H1).

    Example:
        >>> first_dealer(1) in (0, 1, 2, 3), first_dealer(1, players=3) in (0, 1, 2)
        (True, True)
    """
    return dealer_from_seed(NAME, seed, range(players))


_PLAY: Final = FastPhase.PLAY


def deal_deck(
    cards: Sequence[Card], dealer: int, packets: tuple[int, ...] = (3, 3), *, jokers: int = 0, players: int = SEATS
) -> Deal:
    """R5, H7, H8: deal an ordered deck (``cards[0]`` on top) in rounds of packets from the dealer's left.

    In round ``j`` each seat, from the dealer's left, gets ``packets[j]`` cards: the
    seat ``k`` places to the dealer's left gets ``d[o + k*p .. o + (k+1)*p - 1]``
    with ``p = packets[j]`` and ``o`` the cards of the rounds before. With the
    standard ``(3, 3)``, seat ``p = (dealer + 1 + k) % 4`` gets ``d[3k..3k+2]`` then
    ``d[12+3k..12+3k+2]``; ``d[24..31]`` is the stock, ``d[24]`` on top. With
    ``jokers=2`` the deck holds 34 cards and the stock 10 (H7). With ``players=3``
    (cutthroat, H1) three seats are dealt 18 cards and the stock is the other 14
    (16 with jokers), ``d[18]`` on top.

    Example:
        >>> from trickcore import format_cards
        >>> from trickcore.games.smear import deck, Rules
        >>> d = deal_deck(deck(Rules()), dealer=3)
        >>> format_cards(d.hands[0]), format_cards(d.stock[:2])
        ('AC KC QC TD 9D 8D', 'AS KS')
        >>> format_cards(deal_deck(deck(Rules()), dealer=3, packets=(6,)).hands[0])
        'AC KC QC JC TC 9C'
        >>> cutthroat = deal_deck(deck(Rules()), dealer=2, players=3)
        >>> format_cards(cutthroat.hands[0]), len(cutthroat.stock)
        ('AC KC QC KD QD JD', 14)

    Raises:
        DealError: the deck is not as long as the pack (32 cards, or 34 with jokers).
        ConfigError: ``players`` is not 3 or 4.
    """
    if players not in PLAYERS or players.__class__ is not int:
        raise ConfigError(f"Smear is played by 3 or 4 players, not {excerpt(players)}")
    order = cards.cards if isinstance(cards, Deck) else card_sequence(cards, "the deck")
    if len(order) != len(PACK) + jokers:
        raise DealError(f"the deck must hold the {len(PACK) + jokers} cards of the pack, not {len(order)}")
    pickers = _PACKETS.get((packets, dealer % players, players))
    if pickers is None:
        pickers = _packets(dealer % players, packets, players)
    hands = tuple([pick(order) for pick in pickers])
    return trusted_deal(hands, trusted_deck(order[players * HAND_SIZE :]))


def _packets(
    dealer: int, packets: tuple[int, ...], players: int
) -> tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]:
    """R5, H8: for each of the ``players`` seats, the function picking its packets from a deck dealt by ``dealer``."""
    places: list[list[int]] = [[] for _ in range(players)]
    offset = 0
    for size in packets:
        for k in range(players):
            places[(dealer + 1 + k) % players].extend(range(offset + k * size, offset + (k + 1) * size))
        offset += players * size
    return tuple(operator.itemgetter(*indexes) for indexes in places)


_PACKETS: Final[dict[tuple[tuple[int, ...], int, int], tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]]] = {
    ((3, 3), dealer, SEATS): _packets(dealer, (3, 3), SEATS) for dealer in range(SEATS)
}
"""By the standard packets and dealer of the four-player game, each seat's packet picker (R5), made once."""


def _make_deal(
    rules: Rules,
    dealer: int,
    seed: Seed | None,
    deck: Sequence[Card] | None,
    hands: Sequence[Sequence[Card]] | None,
    stock: Sequence[Card] | None,
) -> Deal:
    """R5, H2, H7, H8: the deal from explicit hands and stock, or from an ordered deck (given, or shuffled by the seed)."""
    pack = pack_of(rules)
    if hands is not None:
        return explicit_deal(hands, stock, (HAND_SIZE,) * rules.players, pack)
    return deal_deck(deal_order(pack, seed, deck), dealer, rules.deal_packets, jokers=rules.jokers, players=rules.players)


def _start_hand(
    rules: Rules, dealer: int, scores: tuple[int, ...], last_hand: HandResult | None, history: History[Action]
) -> Game:
    """R5, R6, H1: the hand dealt; the auction starts left of the dealer."""
    dealt = history.last_deal
    assert dealt is not None, "a hand starts after its deal"
    hands = tuple(map(sort_cards, dealt.hands))
    return make_game(
        rules, FastPhase.AUCTION, dealer, (dealer + 1) % rules.players, hands, (), None, None, (), (), scores, None,
        last_hand, dealt.stock.cards, (), (), history,
    )


def _start_scores(rules: Rules, scores: object) -> tuple[int, ...]:
    """A resumed match's scores: one int per side (H1), each below the target (R18, H28)."""
    return tuple(start_scores(scores, rules.sides, below=rules.target))


def new_game(
    rules: Rules | None = None,
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
    dealer: int | None = None,
    scores: Sequence[int] | None = None,
) -> Game:
    """A game with its first hand dealt, in the auction.

    Give at most one of ``seed`` (shuffles :func:`deck` with :func:`trickcore.shuffled`),
    ``deck`` (an ordered deck, dealt by R5) or ``hands`` (6 cards per seat, in seat
    order) with ``stock`` (the 8 undealt cards, top first; if omitted, the cards not
    in ``hands`` in canonical order). With none, a random seed is used. ``dealer``
    defaults to :func:`first_dealer` of the seed, or seat 0 with a deck or hands.
    ``scores`` resumes a match (team 0, team 1), each below the target; in cutthroat
    (``players=3``, H1) there are three seats and three scores, one per player, and
    the stock holds 14 cards (16 with jokers, H7).

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=7, scores=(5, 7))
        >>> game.phase, game.to_act == (game.dealer + 1) % 4, game.scores
        (<Phase.AUCTION: 'auction'>, True, (5, 7))

    Raises:
        ConfigError: bad rules, dealer or scores.
        DealError: a malformed deck or explicit deal.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ConfigError(f"rules must be smear Rules, not {excerpt(rules)}")
    start = _start_scores(rules, scores)
    seed = shuffle_seed(seed, deck, hands, stock)
    first = choose_dealer(NAME, dealer, seed, range(rules.players))
    dealt = _make_deal(rules, first, seed, deck, hands, stock)
    return _start_hand(rules, first, start, None, opening_history(first, start, dealt))


def deal(
    game: Game,
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
) -> Game:
    """Deal the next hand at ``HAND_OVER`` (R4): the deal passes left, except after a throw-in (R8).

    After a thrown-in hand the same dealer deals again (``redeal_same_dealer``) or
    the next (``redeal_next_dealer``). The sources are those of :func:`new_game`.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=3, dealer=0)
        >>> for _ in range(4):
        ...     game = smear.apply(game, smear.Pass())
        >>> game.phase, smear.deal(game, seed=4).dealer
        (<Phase.HAND_OVER: 'hand_over'>, 0)

    Raises:
        IllegalAction: ``game-over`` at ``GAME_OVER``; ``wrong-phase`` during a hand.
        DealError: a malformed deck or explicit deal.
    """
    if not isinstance(game, Game):
        raise TypeError(f"deal() takes a smear Game, not {type(game).__name__}")
    check_next_deal(game.phase is FastPhase.GAME_OVER, game.phase is FastPhase.HAND_OVER, game.phase.value)
    thrown_in = game.last_hand is not None and game.last_hand.made is None
    same = thrown_in and game.rules.all_pass == "redeal_same_dealer"
    dealer = game.dealer if same else (game.dealer + 1) % game.rules.players
    dealt = _make_deal(game.rules, dealer, shuffle_seed(seed, deck, hands, stock), deck, hands, stock)
    return _start_hand(game.rules, dealer, game.scores, game.last_hand, game.history.with_deal(dealt))


def _acting_hand(state: Game | View) -> tuple[Card, ...] | None:
    """The hand of the seat to act, if ``state`` shows it (a view shows only its own seat's)."""
    to_act = state.to_act
    if to_act is None:
        return None
    if isinstance(state, Game):
        return state.hands[to_act]
    if isinstance(state, View):
        return state.hand if state.seat == to_act else None
    raise TypeError(f"expected a smear Game or View, not {type(state).__name__}")


def legal_actions(state: Game | View) -> tuple[Action, ...]:
    """Every legal action of the seat to act, in a fixed order; empty when nobody is to act.

    Auction: ``pass`` then bids upward; trump (H14): one ``NameTrump`` per suit that may
    be named, clubs first; discard: every legal discard, in the order of
    ``itertools.combinations`` over the canonical hand; play: one ``Play`` per
    legal card, in canonical order. A view whose seat is not to act gets ``()``.

    Example:
        >>> from trickcore.games import smear
        >>> [str(a) for a in smear.legal_actions(smear.new_game(seed=1))]
        ['pass', 'bid 2', 'bid 3', 'bid 4']
    """
    if state.__class__ is Game and state.phase is _PLAY:
        # The common case, without the general dispatch: someone is always to act in the play.
        to_act = state.to_act
        assert to_act is not None, "someone is to act during the play"
        trick = state.trick
        if trick:  # play_actions, without its Python call
            binding, answers = FOLLOWING_BY_LEAD[trick[0].card.index][state.trump]
            # distinct: a hand holding both jokers plays ``JK`` once (H2); other cards are single.
            return choose_plays(state.hands[to_act], PLAY_OF_INDEX, binding, answers, True)
        return play_actions(state, state.hands[to_act])
    hand = _acting_hand(state)
    if hand is None:
        return ()
    phase = state.phase
    match phase:
        case FastPhase.AUCTION:
            return auction_actions(state)
        case FastPhase.TRUMP:
            return trump_actions(state, hand)
        case FastPhase.DISCARD:
            return discard_actions(state, hand)
        case FastPhase.PLAY:
            return play_actions(state, hand)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            return ()
        case _:
            assert_never(phase)


def _gate(state: Game | View, action: object, seat: int | None, allowed: bool) -> IllegalAction | None:
    """The cross-cutting checks in API order: game over, not your turn, wrong phase."""
    if isinstance(state, View) and state.phase is not FastPhase.GAME_OVER:
        if seat is not None and seat != state.seat:
            return IllegalAction(
                ErrorCode.NOT_YOUR_TURN, f"a view of seat {state.seat} cannot act for seat {excerpt(seat)}"
            )
        seat = state.seat
    return precheck(
        game_over=state.phase is FastPhase.GAME_OVER,
        to_act=state.to_act,
        seat=seat,
        allowed=allowed,
        phase_name=state.phase.value,
        action=action,
    )


def check(state: Game | View, action: object, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is illegal now, or ``None`` if it is legal.

    Another ruleset's action is ``wrong-phase``; something that is no action at all
    (notation text, ``None``) raises :class:`TypeError`, pointing to
    :func:`~trickcore.games.smear.parse_action`. With ``seat``, a seat that is not
    to act gets ``not-your-turn``. A view answers for its own seat, exactly as the
    game would.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=1, dealer=3)
        >>> smear.check(game, smear.Bid(5)).code
        <ErrorCode.INVALID_BID: 'invalid-bid'>
        >>> smear.check(game, smear.Pass(), seat=2).code
        <ErrorCode.NOT_YOUR_TURN: 'not-your-turn'>

    Raises:
        TypeError: ``action`` is not an action of any ruleset.
    """
    require_action(action, NAME)
    hand = _acting_hand(state)
    phase = state.phase
    # A game whose phase takes this action has a seat to act, so without seat= the gate passes.
    gated = seat is None and state.__class__ is Game
    match phase:
        case FastPhase.AUCTION:
            if isinstance(action, (Pass, Bid)):
                return (None if gated else _gate(state, action, seat, True)) or check_call(state, action)
        case FastPhase.TRUMP:
            if isinstance(action, NameTrump) and hand is not None:
                return (None if gated else _gate(state, action, seat, True)) or check_trump(state, hand, action)
        case FastPhase.DISCARD:
            if isinstance(action, Discard) and hand is not None:
                return (None if gated else _gate(state, action, seat, True)) or check_discard(state, hand, action)
        case FastPhase.PLAY:
            if isinstance(action, Play) and hand is not None:
                return (None if gated else _gate(state, action, seat, True)) or check_play(state, hand, action)
            if isinstance(action, Claim):
                return _gate(state, action, seat, True) or check_claim(state, Game, claimed_line)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            pass
        case _:
            assert_never(phase)
    return _gate(state, action, seat, False)


def apply(game: Game, action: object, seat: int | None = None) -> Game:
    """The game after ``action``; ``game`` itself never changes.

    Example:
        >>> from trickcore.games import smear
        >>> game = smear.new_game(seed=1, dealer=3)
        >>> smear.apply(game, smear.Bid(2)).calls
        (Call(seat=0, action=Bid(2)),)

    Raises:
        IllegalAction: what :func:`check` returns.
        TypeError: ``game`` is not a Smear :class:`Game` (a view cannot be played on).
    """
    if game.__class__ is not Game:
        raise TypeError(f"apply() takes a smear Game, not {type(game).__name__}")
    actor = game.to_act
    if seat is None and type(action) is Play and game.phase is _PLAY:
        # The common case: a play by the seat to act, checked without the general dispatch.
        assert actor is not None, "someone is to act during the play"
        trick = game.trick
        if trick:  # may_play, without its Python call
            binding, answers = FOLLOWING_BY_LEAD[trick[0].card.index][game.trump]
            if allows(game.hands[actor], action.card, binding, answers):
                return apply_play(game, actor, action)
        elif may_play(game, game.hands[actor], action.card):
            return apply_play(game, actor, action)
    require_action(action, NAME)
    if actor is None or (seat is not None and (seat != actor or seat.__class__ is not int)):
        raise _refusal(game, action, seat)
    # The seat is right: what remains is the phase's own check (as in check()).
    match game.phase:
        case FastPhase.AUCTION if isinstance(action, (Pass, Bid)):
            error = check_call(game, action)
            if error is None:
                return apply_call(game, actor, action)
        case FastPhase.TRUMP if isinstance(action, NameTrump):
            error = check_trump(game, game.hands[actor], action)
            if error is None:
                return apply_trump(game, action)
        case FastPhase.DISCARD if isinstance(action, Discard):
            error = check_discard(game, game.hands[actor], action)
            if error is None:
                return apply_discard(game, actor, action)
        case FastPhase.PLAY if isinstance(action, Play):
            error = check_play(game, game.hands[actor], action)
            if error is None:
                return apply_play(game, actor, action)
        case FastPhase.PLAY if isinstance(action, Claim):
            return apply_claim(game, claimed_line, apply)
        case _:
            error = _refusal(game, action, seat)
    raise error


def _refusal(game: Game, action: object, seat: int | None) -> IllegalAction:
    """The error :func:`check` gives for an action :func:`apply` cannot take."""
    error = check(game, action, seat)
    assert error is not None, "apply() refuses only what check() rejects"
    return error
