"""The engine: dealing (R9–R10), and the one entry point for legality and moves.

:func:`legal_actions`, :func:`check` and :func:`apply` each dispatch once on the
phase; :func:`check` runs the cross-cutting checks first (``game-over``,
``not-your-turn``, ``wrong-phase``), so :func:`apply` raises exactly what
:func:`check` returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast

from typing_extensions import assert_never

from trickcore.actions import Claim, Discard, Pass, Play
from trickcore.claims import apply_claim, check_claim
from trickcore.dealing import check_next_deal, choose_dealer, deal_order, shuffle_seed, dealer_from_seed, explicit_deal
from trickcore.deck import Deck, Seed, trusted_deck
from trickcore.errors import ConfigError, ErrorCode, IllegalAction
from trickcore.legality import precheck, require_action
from trickcore.options import start_scores
from trickcore.playing_cards import Card, sort_cards
from trickcore.records import Deal, History, card_sequence, opening_history, trusted_deal

from trickcore.games.fifty_five._actions import Action, Bid, Exchange, Hold, NameTrump
from trickcore.games.fifty_five._auction import apply_call, auction_actions, check_call
from trickcore.games.fifty_five._cards import deck as ruleset_deck
from trickcore.games.fifty_five._exchange import apply_exchange, check_exchange, exchange_actions
from trickcore.games.fifty_five._kitty import (
    DISCARD_SIZE,
    apply_discard,
    apply_trump,
    check_discard,
    discard_actions,
    first_leader,
    trump_actions,
)
from trickcore.games.fifty_five._play import apply_play, check_play, may_play, play_actions
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._solve import claimed_line
from trickcore.games.fifty_five._state import NAME, Game, HandResult, Phase, FastPhase, Table, make_game
from trickcore.games.fifty_five._view import View

__all__ = ["HAND_SIZE", "KITTY_SIZE", "apply", "check", "deal", "deal_deck", "first_dealer", "legal_actions", "new_game"]

HAND_SIZE: Final = 5
"""R4: cards dealt to each player."""

KITTY_SIZE: Final = DISCARD_SIZE
"""R4: cards in the kitty."""

_KINDS: Final[dict[Phase, frozenset[type]]] = {
    FastPhase.AUCTION: frozenset({Pass, Bid, Hold}),
    FastPhase.DISCARD: frozenset({Discard}),
    FastPhase.TRUMP: frozenset({NameTrump}),
    FastPhase.EXCHANGE: frozenset({Exchange}),
    FastPhase.PLAY: frozenset({Play, Claim}),
    FastPhase.HAND_OVER: frozenset(),
    FastPhase.GAME_OVER: frozenset(),
}
"""The action classes each phase accepts (anything else is ``wrong-phase``)."""


_PLAY: Final = FastPhase.PLAY
_AUCTION: Final = FastPhase.AUCTION
_CALL_CLASSES: Final = (Pass, Bid, Hold)
"""For the fast paths: on Python 3.11 reading a member through its enum class costs about a function call."""


def first_dealer(seed: Seed, players: int = 4) -> int:
    """R9: the first dealer drawn from a seed, the same everywhere.

    The draw is ``trickcore.dealing.dealer_from_seed``:
    ``int(random.Random(f"fifty-five/dealer/{seed!r}").random() * players)``,
    independent of the shuffle.

    Example:
        >>> first_dealer(1, 4) == first_dealer(1, 4) and first_dealer(1, 4) in range(4)
        True
    """
    return dealer_from_seed(NAME, seed, range(players))


def deal_deck(deck: Sequence[Card], dealer: int, players: int) -> Deal:
    """R10: deal an ordered deck: seat ``(dealer + 1 + j) mod n`` gets cards ``5j … 5j+4``.

    The kitty is the next five cards and the rest stays undealt: both form the
    deal's stock, kitty first. Hands are kept in canonical order.

    Example:
        >>> from trickcore.games.fifty_five import deck
        >>> dealt = deal_deck(deck(), dealer=3, players=4)
        >>> str(dealt.hands[0][0]), str(dealt.stock[0]), len(dealt.stock)
        ('AC', '7D', 32)
    """
    order = deck.cards if isinstance(deck, Deck) else card_sequence(deck, "the deck")
    dealt: list[tuple[Card, ...]] = [()] * players
    for j in range(players):
        dealt[(dealer + 1 + j) % players] = sort_cards(order[HAND_SIZE * j : HAND_SIZE * (j + 1)])
    return trusted_deal(tuple(dealt), trusted_deck(order[HAND_SIZE * players :]))


def _make_deal(
    rules: Rules,
    dealer: int,
    seed: Seed | None,
    deck: Sequence[Card] | None,
    hands: Sequence[Sequence[Card]] | None,
    stock: Sequence[Card] | None,
) -> Deal:
    """R10: the hands and the stock (kitty first, then the undealt rest) of one deal."""
    pack = ruleset_deck(rules)
    if hands is not None:
        return explicit_deal(hands, stock, (HAND_SIZE,) * rules.players, pack)
    return deal_deck(deal_order(pack, seed, deck), dealer, rules.players)


def _start_hand(
    rules: Rules,
    dealer: int,
    deal_: Deal,
    scores: tuple[int, ...],
    history: History[Action],
    last_hand: HandResult | None,
    explicit: bool,
) -> Game:
    """The auction of a freshly dealt hand: the player left of the dealer speaks first (R12).

    ``explicit``: the hands were given as they are (a deck's deal already holds them sorted).
    """
    stock = deal_.stock.cards
    hands = tuple([sort_cards(hand) for hand in deal_.hands]) if explicit else deal_.hands
    return make_game(
        rules, FastPhase.AUCTION, dealer, (dealer + 1) % rules.players, hands,
        stock[:KITTY_SIZE], stock[KITTY_SIZE:], (), (), None, None, None, None, None, (), (), scores, None,
        last_hand, history, (),
    )


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
    """A game with its first hand dealt, the auction open.

    Give at most one of ``seed`` (shuffle the pack with :func:`~trickcore.shuffled`),
    ``deck`` (an ordered pack, dealt by R10: seat ``(dealer + 1 + j) mod n`` gets
    cards ``5j … 5j+4``, the kitty is the next five, the rest is undealt) or
    ``hands`` (one 5-card sequence per seat) with ``stock`` (the kitty's 5 cards,
    then the ``47 − 5n`` undealt ones; if omitted, the cards not in ``hands`` in
    canonical order). With none, a random seed is drawn from
    ``secrets``. ``dealer`` defaults to :func:`first_dealer` of the seed,
    and to seat 0 for an explicit deck or hands. ``scores`` resumes a match:
    one score per side (per seat, or per team in the order of ``rules.teams``).

    Example:
        >>> game = new_game(seed=7, dealer=3)
        >>> game.phase, game.to_act, [len(hand) for hand in game.hands], len(game.kitty)
        (<Phase.AUCTION: 'auction'>, 0, [5, 5, 5, 5], 5)

    Raises:
        ConfigError: bad rules, dealer or start scores (wrong length, or one at or
            above the target).
        DealError: a malformed explicit deal, or more than one of seed, deck and hands.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ConfigError(f"rules must be a fifty_five.Rules, not {type(rules).__name__}")
    start = start_scores(scores, rules.sides, below=rules.target)
    seed = shuffle_seed(seed, deck, hands, stock)
    first_dealer = choose_dealer(NAME, dealer, seed, range(rules.players))
    first = _make_deal(rules, first_dealer, seed, deck, hands, stock)
    history: History[Action] = opening_history(first_dealer, start, first)
    return _start_hand(rules, first_dealer, first, start, history, None, hands is not None)


def deal(
    game: Game,
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
) -> Game:
    """The next hand dealt, from ``HAND_OVER`` (the same choices as :func:`new_game`).

    R9: the deal passes to the left after every hand, played or void — except
    that ``all_pass="redeal_same_dealer"`` keeps the dealer after a void hand (R13).

    Raises:
        IllegalAction: ``game-over`` at ``GAME_OVER``; ``wrong-phase`` while a hand is on.
        DealError: a malformed explicit deal.
    """
    if not isinstance(game, Game):
        raise TypeError(f"deal() takes a Game, not {type(game).__name__}")
    check_next_deal(game.phase is FastPhase.GAME_OVER, game.phase is FastPhase.HAND_OVER, game.phase.value)
    rules = game.rules
    void = game.last_hand is not None and game.last_hand.made is None
    dealer = game.dealer
    if not (void and rules.all_pass == "redeal_same_dealer"):
        dealer = (dealer + 1) % rules.players
    dealt = _make_deal(rules, dealer, shuffle_seed(seed, deck, hands, stock), deck, hands, stock)
    return _start_hand(rules, dealer, dealt, game.scores, game.history.with_deal(dealt), game.last_hand, hands is not None)


def legal_actions(game: Game | View) -> tuple[Action, ...]:
    """Every legal action of the seat to act, in a deterministic order; empty when nobody is.

    Calls come as pass, hold, then bids low to high; discards as the 252
    five-card combinations of the bidder's ten (in canonical order); trumps in
    suit order C, D, H, S; exchanges (H8) by the number of cards, then in
    combination order; plays one per legal card in canonical order. A view
    whose seat is not to act has none.

    Example:
        >>> game = new_game(seed=7, dealer=3)
        >>> [str(action) for action in legal_actions(game)]
        ['pass', 'bid 10', 'bid 15', 'bid 20', 'bid 25', 'bid 60']
    """
    to_act = game.to_act
    if to_act is None or (isinstance(game, View) and game.seat != to_act):
        return ()
    phase = game.phase
    if phase is _PLAY:
        # A game's hand is read directly: acting_hand is a property, a Python call on the hottest path.
        return play_actions(game, game.hands[to_act] if game.__class__ is Game else game.acting_hand)
    match phase:
        case FastPhase.AUCTION:
            return auction_actions(game)
        case FastPhase.DISCARD:
            return discard_actions(game)
        case FastPhase.TRUMP:
            return trump_actions(game)
        case FastPhase.EXCHANGE:
            return exchange_actions(game)
        case FastPhase.PLAY:
            return play_actions(game, game.acting_hand)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            return ()
        case _:
            assert_never(phase)


def check(game: Game | View, action: object, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is illegal now, or ``None`` if it is legal.

    The first of these wins: ``game-over``; ``not-your-turn`` (``seat`` given and
    not to act; for a view, its seat is the one acting); ``wrong-phase`` (an
    action of another kind or ruleset, anything at ``HAND_OVER``); then the
    rule's own code. Something that is no action at all (notation text, ``None``)
    raises :class:`TypeError`, pointing to :func:`~trickcore.games.fifty_five.parse_action`.

    Example:
        >>> game = new_game(seed=7, dealer=3)
        >>> check(game, Bid(30))
        IllegalAction('invalid-bid', 'bid 30 is not on the ladder (10, 15, 20, 25, 60)')
        >>> check(game, Hold()).code
        <ErrorCode.CANNOT_HOLD: 'cannot-hold'>

    Raises:
        TypeError: ``action`` is not an action of any ruleset.
    """
    require_action(action, NAME)
    phase = game.phase
    if seat is None and game.__class__ is Game and game.to_act is not None:
        # The common case: the game asked for the seat to act. precheck can then only
        # answer wrong-phase, exactly for a class the phase does not accept (_KINDS).
        if phase is _PLAY and type(action) is Play:
            return check_play(game, action)
        if type(action) in _KINDS[phase]:
            return _check_rule(game, phase, action)
    is_view = isinstance(game, View)
    if is_view and seat is None:
        seat = cast(View, game).seat
    error = precheck(
        game_over=phase is FastPhase.GAME_OVER,
        to_act=game.to_act,
        seat=seat,
        allowed=type(action) in _KINDS[phase],
        phase_name=phase.value.replace("_", " "),
        action=action,
    )
    if error is not None:
        return error
    if is_view and cast(View, game).seat != game.to_act:
        return IllegalAction(
            ErrorCode.NOT_YOUR_TURN, f"this view is seat {cast(View, game).seat}'s; seat {game.to_act} is to act"
        )
    return _check_rule(game, phase, action)


def _check_rule(table: Table, phase: Phase, action: object) -> IllegalAction | None:
    """The rule's own answer for an action of the phase by the seat to act (the cross-cutting checks passed)."""
    # Every class the phase does not accept has been refused already (see _KINDS).
    match phase:
        case FastPhase.AUCTION:
            return check_call(table, cast(Action, action))
        case FastPhase.DISCARD:
            return check_discard(table, cast(Discard, action))
        case FastPhase.TRUMP:
            return None
        case FastPhase.EXCHANGE:
            return check_exchange(table, cast(Exchange, action))
        case FastPhase.PLAY if isinstance(action, Claim):
            return check_claim(table, Game, claimed_line)
        case FastPhase.PLAY:
            return check_play(table, cast(Play, action))
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            raise AssertionError("precheck refuses every action when nobody is to act")
        case _:
            assert_never(phase)


def apply(game: Game, action: object, seat: int | None = None) -> Game:
    """The state after ``action``; ``game`` is never changed.

    Example:
        >>> game = apply(new_game(seed=7, dealer=3), Bid(15))
        >>> game.high_bid, game.high_bidder, game.to_act
        (15, 0, 1)

    Raises:
        TypeError: ``game`` is not a :class:`Game` (a view cannot be played).
        IllegalAction: what :func:`check` returns.
    """
    if game.__class__ is not Game:
        raise TypeError(f"apply() takes a Game, not {type(game).__name__}")
    to_act = game.to_act
    phase = game.phase
    if seat is None and type(action) is Play and phase is _PLAY:
        # The common case, a play by the seat to act (someone always is during the play):
        # check answers None exactly when the card is held and may be played (check_play).
        assert to_act is not None
        hand = game.hands[to_act]
        if may_play(game, hand, action.card):
            return apply_play(game, to_act, action)
    elif seat is None and phase is _AUCTION and type(action) in _CALL_CLASSES and isinstance(action, _CALL_CLASSES):
        # A call by the seat to act: only the call's own check remains (the real type is
        # tested, as require_action does; isinstance tells the type checker).
        if check_call(game, action) is None:
            return apply_call(game, action)
    error = check(game, action, seat)
    if error is not None:
        raise error
    assert to_act is not None, "check refuses every action when nobody is to act"
    match phase:
        case FastPhase.AUCTION:
            return apply_call(game, cast(Action, action))
        case FastPhase.DISCARD:
            return apply_discard(game, cast(Discard, action))
        case FastPhase.TRUMP:
            return apply_trump(game, cast(NameTrump, action))
        case FastPhase.EXCHANGE:
            assert game.contract is not None
            return apply_exchange(game, cast(Exchange, action), first_leader(game, game.contract.bidder))
        case FastPhase.PLAY if isinstance(action, Claim):
            return apply_claim(game, claimed_line, apply)
        case FastPhase.PLAY:
            return apply_play(game, to_act, cast(Play, action))
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            raise AssertionError("check refuses every action when nobody is to act")
        case _:
            assert_never(phase)
