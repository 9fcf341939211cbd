"""The engine: starting a game, dealing, and the legal actions, checks and moves of each phase.

``legal_actions``, ``check`` and ``apply`` each dispatch once on the phase; the
cross-cutting checks (game over, turn, phase) run first through
:func:`trickcore.legality.precheck`, in the order the API fixes.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from typing import Final

from typing_extensions import assert_never

from trickcore.actions import PLAY_OF_INDEX, Claim, Pass, Play
from trickcore.claims import apply_claim, check_claim
from trickcore.dealing import check_next_deal, choose_dealer, deal_order, shuffle_seed, explicit_deal
from trickcore.deck import Deck, Seed
from trickcore.errors import ConfigError, ErrorCode, IllegalAction, excerpt_text
from trickcore.following import SUIT_MARKS, allows, choose_plays
from trickcore.legality import precheck, require_action
from trickcore.options import start_scores
from trickcore.hands import distinct
from trickcore.playing_cards import Card, sort_cards
from trickcore.records import Deal, History, opening_history, trusted_deal
from trickcore.seats import rotation

from trickcore.games.fifty_six._actions import Action, AuctionCall, Bid, Conceal, Court, Double, Redouble, Reveal, Thani
from trickcore.games.fifty_six._auction import Purse, apply_call, check_call, legal_calls, new_auction
from trickcore.games.fifty_six._cards import deck as pack_for
from trickcore.games.fifty_six._cards import hand_size
from trickcore.games.fifty_six._house import (
    apply_conceal,
    apply_court,
    apply_house_play,
    apply_reveal,
    check_conceal,
    void_deal,
    check_house_play,
    house_plays,
)
from trickcore.games.fifty_six._play import apply_play, check_play, legal_plays
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._solve import claimed_line
from trickcore.games.fifty_six._state import NAME, Game, HandResult, Match, Phase, FastPhase, make_game, make_match
from trickcore.games.fifty_six._view import View

__all__ = ["apply", "check", "deal", "legal_actions", "new_game"]

_CALL_TYPES: Final = (Pass, Bid, Double, Redouble)
_EXPECTED: Final = {
    FastPhase.AUCTION: "the auction (expected pass, bid, double or redouble)",
    FastPhase.CONCEAL: "the conceal (expected conceal <card>)",
    FastPhase.PLAY: "the play (expected play <card>)",
    FastPhase.HAND_OVER: "hand_over (nobody acts: deal the next hand)",
    FastPhase.GAME_OVER: "game_over",
}


# --- Start positions and deals -------------------------------------------------------------


def _start_tables(rules: Rules, tables: Sequence[int] | None) -> tuple[int, ...]:
    """R7: the tables per team at the start (default ``starting_tables`` each); at least two teams in play.

    H22: under ``scoring="points"`` they are scores, from 0 each; every team plays.
    """
    if rules.scoring == "points":
        return start_scores(tables, rules.teams, default=0, minimum=0, what="tables")
    start = start_scores(tables, rules.teams, default=rules.starting_tables, minimum=0, what="tables")
    if sum(1 for count in start if count > 0) < 2:
        raise ConfigError(f"at least two teams need tables to play, got {start}")
    return start


def _match(rules: Rules, dealer: int, tables: tuple[int, ...]) -> Match:
    """The between-hands state at the start: a team with 0 tables starts eliminated (R26; never under points, H22)."""
    points = rules.scoring == "points"
    eliminated = tuple([count == 0 and not points for count in tables])
    active = tuple([not eliminated[rules.team_of(seat)] for seat in range(rules.players)])
    return make_match(dealer, tables, eliminated, active)


def _packets(order: Sequence[Card], match: Match) -> tuple[tuple[Card, ...], ...]:
    """R9: deck card ``k`` goes to ``A[(k // 4) mod n]``, ``A`` the active seats from the dealer's next."""
    hands: list[tuple[Card, ...]] = [()] * len(match.active)
    for seat, pick in _packet_plan(len(order), match.next_seat[match.dealer], match.active):
        hands[seat] = pick(order)
    return tuple(hands)


@functools.lru_cache(maxsize=256)
def _packet_plan(
    cards: int, first: int, active: tuple[bool, ...]
) -> tuple[tuple[int, Callable[[Sequence[Card]], tuple[Card, ...]]], ...]:
    """R9: each active seat, from ``first``, with the function picking its packets (one plan per seating)."""
    seats = rotation(first, active)
    return tuple(zip(seats, _packet_pickers(cards, len(seats))))


@functools.lru_cache(maxsize=16)
def _packet_pickers(cards: int, seats: int) -> tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]:
    """R9: for each position from the dealer's next, a function picking its packets of four from a deck."""
    return tuple(
        operator.itemgetter(*(4 * packet + offset for packet in range(position, (cards + 3) // 4, seats) for offset in range(4)))
        for position in range(seats)
    )


def _make_deal(
    rules: Rules,
    match: Match,
    seed: Seed | None,
    deck: Sequence[Card] | None,
    hands: Sequence[Sequence[Card]] | None,
    stock: Sequence[Card] | None,
) -> Deal:
    """The deal from explicit hands (every card dealt, so no stock) or an ordered deck (R3, R6, R9)."""
    pack = pack_for(rules, match.n_active)
    if hands is not None:
        size = hand_size(match.n_active)
        return explicit_deal(hands, stock, [size if playing else 0 for playing in match.active], pack)
    # The cards come from a checked deck (the pack itself, or one checked against it).
    return trusted_deal(_packets(deal_order(pack, seed, deck).cards, match), _NO_STOCK)


def _start_hand(rules: Rules, match: Match, history: History[Action]) -> Game:
    """The auction of a freshly dealt hand; the seat after the dealer calls first (R10)."""
    dealt = history.last_deal
    assert dealt is not None, "a hand starts after its deal"
    hands = tuple(sort_cards(hand) for hand in dealt.hands)
    if (rules.redeal_if_team_has_no_jack or rules.redeal_on_weak_hand is not None) and void_deal(rules, match.active, hands):
        # H31: no auction; the cards stay in the hands and the same dealer deals again.
        void = make_match(match.dealer, match.tables, match.eliminated, match.active, None, HandResult.void(rules.teams))
        return make_game(
            rules, FastPhase.HAND_OVER, None, hands, new_auction(rules.players), None, (), (), (0,) * rules.teams, void, history, None, None, None, None
        )
    return make_game(
        rules,
        FastPhase.AUCTION,
        match.next_seat[match.dealer],
        hands,
        new_auction(rules.players),
        None,
        (),
        (),
        (0,) * rules.teams,
        match,
        history,
        None,
        None,
        None,
        None,
    )


_PLAY: Final = FastPhase.PLAY
_AUCTION: Final = FastPhase.AUCTION
_NO_STOCK: Final = Deck(())


def new_game(
    rules: Rules | None = None,
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
    dealer: int | None = None,
    tables: Sequence[int] | None = None,
    scores: Sequence[int] | None = None,
) -> Game:
    """A game with its first hand dealt, in the auction.

    Give at most one of ``seed`` (shuffle :func:`deck` with
    :func:`trickcore.shuffled`), ``deck`` (an ordered pack dealt by R9) or ``hands``
    (one card sequence per seat); with none, a random seed is drawn with
    ``secrets``. ``dealer`` defaults to one drawn from the seed (the
    ``int(random.Random("fifty-six/dealer/" + repr(seed)).random() * k)``-th of
    the ``k`` active seats), or the first active seat from seat 0 with an explicit
    deck or hands. ``tables`` (one count per team) resumes a match; a team given 0
    tables starts eliminated. ``scores`` is another name for ``tables`` (every
    ruleset's ``new_game`` takes ``scores=``, so generic code can resume any game);
    give at most one of them. ``stock`` must be empty: every card is dealt.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(fifty_six.Rules(players=6), seed=7, dealer=2, tables=(3, 0, 5))
        >>> game.to_act, game.active, [len(hand) for hand in game.hands]
        (3, (True, False, True, True, False, True), [12, 0, 12, 12, 0, 12])

    Raises:
        ConfigError: bad rules, dealer or start tables (or both ``tables`` and ``scores``).
        DealError: a malformed explicit deal, more than one of seed, deck and hands,
            or a seed that is not an ``int`` or a ``str`` (:class:`~trickcore.SeedError`).
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ConfigError(f"rules must be fifty_six.Rules, not {type(rules).__name__}")
    if tables is not None and scores is not None:
        raise ConfigError("give tables= or scores= (the same thing), not both")
    start = _start_tables(rules, tables if scores is None else scores)
    playing = [seat for seat in range(rules.players) if start[rules.team_of(seat)] > 0 or rules.scoring == "points"]
    seed = shuffle_seed(seed, deck, hands, stock)
    first = choose_dealer(NAME, dealer, seed, playing)
    match = _match(rules, first, start)
    return _start_hand(rules, match, opening_history(first, start, _make_deal(rules, match, seed, deck, hands, stock)))


def deal(
    game: Game,
    *,
    seed: Seed | None = None,
    deck: Sequence[Card] | None = None,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
) -> Game:
    """The next hand dealt, from ``HAND_OVER``; the deal passes to the next active seat (R8, R27).

    After a void deal (``redeal_if_team_has_no_jack``, ``redeal_on_weak_hand``) the
    same dealer deals again (H31).

    A seed shuffles ``deck(rules, players=<active players>)``; ``hands`` has one
    entry per seat, empty for an eliminated seat.

    Example:
        >>> from trickcore.games import fifty_six
        >>> fifty_six.deal(fifty_six.new_game(seed=1))
        Traceback (most recent call last):
        ...
        trickcore.errors.IllegalAction: wrong-phase: cannot deal during auction: the hand is not over

    Raises:
        IllegalAction: ``game-over`` when the game has ended, ``wrong-phase`` before the hand is over.
        DealError: a malformed explicit deal.
    """
    if not isinstance(game, Game):
        raise TypeError(f"deal() takes a fifty-six Game, not {type(game).__name__}")
    check_next_deal(game.phase is FastPhase.GAME_OVER, game.phase is FastPhase.HAND_OVER, game.phase.value)
    old = game.match
    dealer = old.dealer if game.contract is None else old.next_seat[old.dealer]  # H31: a void deal is dealt again
    match = make_match(dealer, old.tables, old.eliminated, old.active, None, old.last_hand)
    made = _make_deal(game.rules, match, shuffle_seed(seed, deck, hands, stock), deck, hands, stock)
    return _start_hand(game.rules, match, game.history.with_deal(made))


# --- Legality ------------------------------------------------------------------------------


def _turn(game: Game | View, seat: int | None) -> int | IllegalAction:
    """The seat to act, or ``not-your-turn`` (for a view, also when the view's seat is not to act).

    A game asked without ``seat`` while someone is to act passes every cross-cutting
    check, so that common case skips :func:`~trickcore.legality.precheck`.
    """
    if seat is None and type(game) is Game and game.to_act is not None:
        return game.to_act
    claimed: int | None = seat
    if isinstance(game, View):
        claimed = game.seat if seat is None else seat
    elif not isinstance(game, Game):
        raise TypeError(f"expected a fifty-six Game or View, not {type(game).__name__}")
    to_act = game.to_act
    error = precheck(game_over=False, to_act=to_act, seat=claimed, allowed=True, phase_name="", action=None)
    if error is not None or to_act is None:
        return error or _wrong_phase(game.phase, None)
    if isinstance(game, View) and game.seat != to_act:
        return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"this is seat {game.seat}'s view; seat {to_act} is to act")
    return to_act


def _wrong_phase(phase: Phase, action: object) -> IllegalAction:
    return IllegalAction(ErrorCode.WRONG_PHASE, f"{excerpt_text(action)} is not allowed during {_EXPECTED[phase]}")


def _closed(game: Game | View, action: object, seat: int | None) -> IllegalAction:
    """At ``HAND_OVER`` and ``GAME_OVER`` nobody acts."""
    if not isinstance(game, (Game, View)):
        raise TypeError(f"expected a fifty-six Game or View, not {type(game).__name__}")
    claimed = game.seat if seat is None and isinstance(game, View) else seat
    error = precheck(
        game_over=game.phase is FastPhase.GAME_OVER,
        to_act=None,
        seat=claimed,
        allowed=False,
        phase_name=_EXPECTED[game.phase],
        action=action,
    )
    return error or _wrong_phase(game.phase, action)


def _hand(game: Game | View, seat: int) -> tuple[Card, ...]:
    return game.hand if isinstance(game, View) else game.hands[seat]


def _concealed(game: Game | View, seat: int) -> Card | None:
    """The concealed card as ``seat`` sees it: the declarer's own view (or the game) holds it."""
    if isinstance(game, View):
        return game.concealed if game.seat == seat else None
    return game.concealed


def _validate_call(game: Game | View, action: object, seat: int | None) -> IllegalAction | tuple[int, AuctionCall]:
    """The acting seat and the call, or why the call is illegal (auction phase)."""
    turn = _turn(game, seat)
    if isinstance(turn, IllegalAction):
        return turn
    if not isinstance(action, _CALL_TYPES) and not (isinstance(action, Thani) and game.rules.thani):
        return _wrong_phase(FastPhase.AUCTION, action)
    rules = game.rules
    error = check_call(rules, game.auction, turn, action, _purse(game, turn) if rules.restrict_calls_to_affordable else None)
    return (turn, action) if error is None else error


def _purse(game: Game | View, seat: int) -> Purse:
    """H33: the tables of ``seat``'s team and the number of other teams in play (``restrict_calls_to_affordable``)."""
    rules = game.rules
    team = rules.team_of(seat)
    eliminated = game.eliminated
    return game.tables[team], sum(1 for other, out in enumerate(eliminated) if other != team and not out)


def _validate_play(
    game: Game | View, action: object, seat: int | None
) -> IllegalAction | tuple[int, Play | Reveal | Court]:
    """The acting seat and the play, or why the play is illegal (play phase)."""
    turn = _turn(game, seat)
    if isinstance(turn, IllegalAction):
        return turn
    if isinstance(action, Play) and not game.rules._house:  # noqa: SLF001 - Rules.house without its call
        error = check_play(_hand(game, turn), game.trick, turn, action)
    elif (
        isinstance(action, Play)
        or (isinstance(action, Reveal) and game.rules.hidden_trump)
        or (isinstance(action, Court) and game.rules.court_call)
    ):
        error = check_house_play(game, turn, _hand(game, turn), _concealed(game, turn), action)
    else:
        return _wrong_phase(FastPhase.PLAY, action)
    return (turn, action) if error is None else error


def _validate_conceal(game: Game | View, action: object, seat: int | None) -> IllegalAction | tuple[int, Conceal]:
    """The declarer and the card it conceals, or why the action is illegal (conceal phase, H2)."""
    turn = _turn(game, seat)
    if isinstance(turn, IllegalAction):
        return turn
    if not isinstance(action, Conceal):
        return _wrong_phase(FastPhase.CONCEAL, action)
    error = check_conceal(_hand(game, turn), turn, action)
    return (turn, action) if error is None else error


def legal_actions(game: Game | View) -> tuple[Action, ...]:
    """Every legal action for the seat to act, in a deterministic order, without duplicates.

    In the auction: pass, then the bids by value (each form its own action:
    number-suit for C D H S, suit-number for C D H S, no trumps, noes, plus-suit
    for C D H S, +2 noes), then double and redouble. In the play: one
    :class:`~trickcore.Play` per distinct card, in canonical order. Empty when
    nobody is to act, and for a view whose seat is not to act.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> [str(action) for action in fifty_six.legal_actions(game)[:4]]
        ['pass', 'bid 28 C', 'bid 28 D', 'bid 28 H']
    """
    to_act = game.to_act
    if game.__class__ is Game:
        if to_act is None:
            return ()
        if game.phase is _PLAY and not game.rules._house:  # noqa: SLF001 - Rules.house without its call
            trick = game.trick
            led = SUIT_MARKS[trick[0].card.suit] if trick else None
            return choose_plays(game.hands[to_act], PLAY_OF_INDEX, led, led, True)  # legal_plays, without its call
        hand = game.hands[to_act]
    elif isinstance(game, View):
        if game.seat != to_act:
            return ()
        hand = game.hand
    else:
        raise TypeError(f"expected a fifty-six Game or View, not {type(game).__name__}")
    if to_act is None:
        return ()
    phase = game.phase
    match phase:
        case FastPhase.AUCTION:
            rules = game.rules
            return legal_calls(rules, game.auction, to_act, _purse(game, to_act) if rules.restrict_calls_to_affordable else None)
        case FastPhase.CONCEAL:
            return tuple(Conceal(card) for card in distinct(hand))
        case FastPhase.PLAY:
            if game.rules._house:  # noqa: SLF001 - Rules.house without its call
                return house_plays(game, to_act, hand, _concealed(game, to_act))
            return legal_plays(hand, game.trick)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            return ()
        case _:
            assert_never(phase)


def check(game: Game | View, action: object, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is illegal now, or ``None`` if it is legal.

    Another ruleset's action gets ``wrong-phase``; something that is no action at
    all (notation text, ``None``) raises :class:`TypeError`, pointing to
    :func:`~trickcore.games.fifty_six.parse_action`. Precedence: ``game-over``,
    ``not-your-turn`` (``seat`` given and not to act, or a view of a seat not to
    act), ``wrong-phase``, then the rule's own code.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.new_game(seed=1)
        >>> fifty_six.check(game, fifty_six.Double())
        IllegalAction('cannot-double', 'there is no bid to double')

    Raises:
        TypeError: ``action`` is not an action of any ruleset.
    """
    phase = game.phase
    if phase is _PLAY and seat is None and type(action) is Play and type(game) is Game and not game.rules._house:  # noqa: SLF001
        # The common case, as in apply: a play by the seat to act, without the general path.
        to_act = game.to_act
        assert to_act is not None, "someone is to act during the play"
        return check_play(game.hands[to_act], game.trick, to_act, action)
    require_action(action, NAME)
    match phase:
        case FastPhase.AUCTION:
            result: IllegalAction | tuple[int, object] = _validate_call(game, action, seat)
        case FastPhase.CONCEAL:
            result = _validate_conceal(game, action, seat)
        case FastPhase.PLAY if isinstance(action, Claim):
            turn = _turn(game, seat)
            return turn if isinstance(turn, IllegalAction) else check_claim(game, Game, claimed_line)
        case FastPhase.PLAY:
            result = _validate_play(game, action, seat)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            result = _closed(game, action, seat)
        case _:
            assert_never(phase)
    return result if isinstance(result, IllegalAction) else None


def apply(game: Game, action: object, seat: int | None = None) -> Game:
    """The game after ``action`` by the seat to act; ``game`` itself is unchanged.

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.apply(fifty_six.new_game(seed=1), fifty_six.Bid(30, fifty_six.Suit.HEARTS))
        >>> game.calls[-1].action
        Bid(30, Suit.HEARTS)

    Raises:
        IllegalAction: what :func:`check` returns.
        TypeError: ``game`` is not a :class:`Game` (a view cannot be played).
    """
    if game.__class__ is not Game:
        raise TypeError(f"apply() takes a fifty-six Game, not {type(game).__name__}")
    phase = game.phase
    if phase is _PLAY and seat is None and type(action) is Play and not game.rules._house:  # noqa: SLF001
        # The common case: a play by the seat to act, checked here without the general path.
        to_act = game.to_act
        assert to_act is not None, "someone is to act during the play"
        trick = game.trick
        led = SUIT_MARKS[trick[0].card.suit] if trick else None
        if allows(game.hands[to_act], action.card, led, led):  # may_play, without its Python call
            return apply_play(game, to_act, action)
    elif phase is _AUCTION and seat is None and type(action) in _CALL_TYPES and isinstance(action, _CALL_TYPES):
        # A call by the seat to act: the turn is right, so only the call's own check remains
        # (the real type is tested, as require_action does; isinstance tells the type checker).
        to_act = game.to_act
        assert to_act is not None, "someone is to act during the auction"
        rules = game.rules
        purse = _purse(game, to_act) if rules.restrict_calls_to_affordable else None
        if check_call(rules, game.auction, to_act, action, purse) is None:
            return apply_call(game, to_act, action)
    require_action(action, NAME)
    match phase:
        case FastPhase.AUCTION:
            call = _validate_call(game, action, seat)
            if isinstance(call, IllegalAction):
                raise call
            return apply_call(game, *call)
        case FastPhase.CONCEAL:
            conceal = _validate_conceal(game, action, seat)
            if isinstance(conceal, IllegalAction):
                raise conceal
            return apply_conceal(game, *conceal)
        case FastPhase.PLAY if isinstance(action, Claim):
            turn = _turn(game, seat)
            if isinstance(turn, IllegalAction):
                raise turn
            return apply_claim(game, claimed_line, apply)
        case FastPhase.PLAY:
            play = _validate_play(game, action, seat)
            if isinstance(play, IllegalAction):
                raise play
            turn, chosen = play
            if isinstance(chosen, Reveal):
                return apply_reveal(game, turn)
            if isinstance(chosen, Court):
                return apply_court(game)
            if game.rules._house:  # noqa: SLF001 - Rules.house without its call
                return apply_house_play(game, turn, chosen)
            return apply_play(game, turn, chosen)
        case FastPhase.HAND_OVER | FastPhase.GAME_OVER:
            raise _closed(game, action, seat)
        case _:
            assert_never(phase)
