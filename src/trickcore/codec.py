"""Records, seat records, replay and the wire format of a ruleset, written once for all of them.

A ruleset builds one :class:`GameCodec` from its own types and transition
functions and exposes its methods as the module functions ``record``, ``replay``,
``to_data``/``from_data`` and ``to_json``/``from_json``. A game travels as its
record, so reading JSON can only ever build a game reachable by legal play; every
other kind of document is checked as strictly (see :mod:`trickcore.serialization`).

Every document has the same envelope::

    {"format": "trickcore", "kind": <kind>, "ruleset": <ruleset name>, "data": <payload>}

with ``kind`` one of :data:`KINDS`; a view written with ``legal=True`` also carries
a ``"legal"`` list of the seat's legal actions, which readers accept only as
exactly the list the writer gives for the view read. Each entry is
``{"action": <action document>, "text": <notation>}`` (see :func:`legal_entry`): the
action is a whole document, so what a client picks from the list it sends back as
it is, and ``from_json(text, "action")`` reads it.
"""

from __future__ import annotations

import itertools
import operator
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, Literal, Protocol, TypeVar, Union, cast, overload

import attrs

from trickcore.actions import Claim, Discard
from trickcore.playing_cards import Card, sort_cards
from trickcore.deck import Deck, Seed
from trickcore.errors import (
    ErrorCode,
    IllegalAction,
    RecordError,
    ReplayError,
    SerializationError,
    TrickcoreError,
    excerpt,
)
from trickcore.hands import holds_all
from trickcore.records import Deal, Record, SeatRecord, check_record_shape, check_record_version, replay_record
from trickcore.seat_replay import SeatReplay, VoidDeal, never_void, replay_seat_record
from trickcore.states import Acting, Dealt, Held, Phased, Played, Recorded, Ruled, Seen, Won

from trickcore.serialization import (
    MAX_STRING_LENGTH,
    Data,
    dumps,
    from_data,
    list_text,
    loads,
    object_text,
    to_data,
    unwrap,
    wrap,
)

__all__ = ["KINDS", "DealHand", "GameCodec", "Kind", "NewGame", "SeatView", "legal_entry", "unshown_view_problem", "view_problem"]

A = TypeVar("A")
R = TypeVar("R")
V = TypeVar("V")
R_contra = TypeVar("R_contra", contravariant=True)
G_co = TypeVar("G_co", covariant=True)
G_contra = TypeVar("G_contra", contravariant=True)

Kind = Literal["game", "view", "action", "record", "illegal-action", "deck"]
"""The kinds of document a ruleset reads and writes."""

KINDS: Final[tuple[Kind, ...]] = ("game", "view", "action", "record", "illegal-action", "deck")
"""Every kind of document, in the order the docs present them."""


class RecordedGame(Ruled, Recorded, Phased, Acting, Held, Played, Protocol):
    """A game the codec records and replays: its rules, history, phase, seat to act, hands and tricks."""


G = TypeVar("G", bound=RecordedGame)


class NewGame(Protocol[R_contra, G_co]):
    """A ruleset's ``new_game``, as the codec calls it to start a recorded game."""

    def __call__(
        self,
        rules: R_contra,
        *,
        seed: Seed | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
        dealer: int,
        scores: Sequence[int],
    ) -> G_co:
        """The game with the given first deal (or one shuffled from ``seed``), dealer and start position."""


class DealHand(Protocol[G_contra, G_co]):
    """A ruleset's ``deal``, as the codec calls it to make a recorded deal."""

    def __call__(
        self,
        game: G_contra,
        *,
        seed: Seed | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        stock: Sequence[Card] | None = None,
    ) -> G_co:
        """The game with the next hand dealt (as given, or shuffled from ``seed``)."""


class SeatView(Seen, Dealt, Acting, Won, Played, Protocol):
    """The fields of every ruleset's view that :func:`view_problem` checks."""


def view_problem(view: SeatView, *, players: int, sides: int, closed: bool, game_over: bool, pack: Sequence[Card]) -> str | None:
    """Why a decoded view could not have come from any game, or ``None``.

    A view read from JSON is built from its fields, not replayed, so the codec
    checks what every view must satisfy: seats in range, a seat to act exactly
    while a hand is on, a winner exactly when the game is over, one hand size per
    seat, and an own hand in canonical order, of its size, drawn from the pack.

    Args:
        view: the decoded view.
        players: the number of seats.
        sides: the number of teams or sides.
        closed: no seat acts in the view's phase (``HAND_OVER``, ``GAME_OVER``).
        game_over: the view's phase is ``GAME_OVER``.
        pack: the pack the hand's cards come from (copies counted).
    """
    seats = range(players)
    if view.seat not in seats or view.dealer not in seats:
        return f"seat {view.seat} or dealer {view.dealer} is not a seat of a {players}-player game"
    if (view.to_act is None) != closed or (view.to_act is not None and view.to_act not in seats):
        return f"to_act {view.to_act!r} does not fit the phase"
    if (view.winner is not None) != game_over or (view.winner is not None and view.winner not in range(sides)):
        return f"winner {view.winner!r} does not fit the phase and the {sides} sides"
    if len(view.hand_sizes) != players or any(not 0 <= size <= len(pack) for size in view.hand_sizes):
        return f"hand_sizes must hold {players} counts"
    if len(view.hand) != view.hand_sizes[view.seat]:
        return "the hand does not match its hand size"
    if view.hand != sort_cards(view.hand):
        return "the hand is not in canonical order"
    if not holds_all(pack, view.hand):
        return "the hand holds cards that are not in the pack"
    return _plays_problem(view, players, pack)


def _plays_problem(view: SeatView, players: int, pack: Sequence[Card]) -> str | None:
    """The tricks: plays by real seats, complete tricks of one card per seat, winners among the players,
    each trick led by the last one's winner, and no card more often than the pack holds it."""
    tricks = view.tricks
    size = len(tricks[0].plays) if tricks else None
    leader = None
    for number, trick in enumerate((*tricks, None)):
        plays = view.trick if trick is None else trick.plays
        if trick is not None and (not plays or len(plays) != size or size > players):
            return f"trick {number} does not hold one card per player"
        if trick is None and size is not None and len(plays) >= size:
            return "the trick in progress holds too many cards"
        seats = [play.seat for play in plays]
        if any(seat not in range(players) for seat in seats) or len(set(seats)) != len(seats):
            return f"trick {number} is not played by distinct seats of the game"
        if plays and leader is not None and seats[0] != leader:
            return f"trick {number} is not led by the winner of the trick before"
        if trick is not None:
            if trick.leader != seats[0] or trick.winner not in seats:
                return f"trick {number}'s leader or winner did not play to it"
            leader = trick.winner
    seen = [*view.hand, *(play.card for trick in tricks for play in trick.plays), *(play.card for play in view.trick)]
    if not holds_all(pack, seen):
        return "the hand and the tricks hold more copies of a card than the pack"
    return None


def _nothing_hidden(game: object, seat: int) -> int:  # noqa: ARG001
    """No points counted from cards the seat never saw (the default: a module function, so a codec pickles)."""
    return 0


def _nothing_drawn(game: object, seat: int) -> tuple[int, ...]:  # noqa: ARG001
    """No card is drawn from the stock during a hand (the default: a module function, so a codec pickles)."""
    return ()


def _worthless(card: Card) -> int:  # noqa: ARG001
    """Nothing counted for a card discarded unseen (the default)."""
    return 0


def unshown_view_problem(
    seen: V, determinize: Callable[..., Any], view: Callable[[Any, int], V]
) -> str | None:
    """Why no game shows ``seen``, or ``None`` when a game that shows exactly it was found.

    The view's hand is rebuilt by the ruleset's ``determinize`` (a fixed seed, so
    a document is always judged alike): it deals the hidden cards consistently with
    what the view shows and replays the hand's calls, discards and plays through
    the rules, so a call or play the rules never allow is refused there. The game
    found must then show ``seen`` again in every field.

    Mid-hand, ``last_hand`` belongs to an earlier hand the view does not describe,
    and so do the scores that hand left: a game with an earlier hand may hold
    scores no new game starts from (Smear's ``win_only_on_successful_bid`` lets a
    team play on at or above the target). Such a view's hand is rebuilt from scores
    of 0, and its ``last_hand`` and scores are left to the ruleset's
    ``view_problem``. The work is that of one hand (a view holds one hand), within
    the determinization's own bounds.

    Args:
        seen: a decoded view that passed its ruleset's ``view_problem``.
        determinize: the ruleset's ``determinize``.
        view: the ruleset's ``view``.
    """
    closed = getattr(seen, "phase").name in ("HAND_OVER", "GAME_OVER")
    try:
        sample = determinize(seen, seed=0)
    except TrickcoreError as error:
        scores = getattr(seen, "scores", None)
        if closed or scores is None or getattr(seen, "last_hand") is None:
            return f"no game fits it ({error})"
        try:
            sample = determinize(attrs.evolve(seen, scores=(0,) * len(scores)), seed=0)  # type: ignore[misc]
        except TrickcoreError:
            return f"no game fits it ({error})"
    shown = view(sample, getattr(seen, "seat"))
    if not closed:
        shown = attrs.evolve(shown, last_hand=getattr(seen, "last_hand"))  # type: ignore[misc]
        if hasattr(seen, "scores"):
            shown = attrs.evolve(shown, scores=getattr(seen, "scores"))  # type: ignore[misc]
    if shown != seen:
        differ = [field.name for field in attrs.fields(cast(Any, type(seen))) if getattr(shown, field.name) != getattr(seen, field.name)]
        return f"the game that fits its history shows another {', '.join(differ)}"
    return None


def _ruleset_determinize(name: str) -> Callable[..., Any]:
    """The ``determinize`` of the ruleset named ``name``, found through the registry when first needed.

    The registry is imported here, not at the top: it imports the ruleset protocol,
    which imports this module.
    """
    from trickcore.registry import get_ruleset  # noqa: PLC0415

    return get_ruleset(name).determinize


def _shown(action: A, end_of_hand: object, seat: int) -> A:  # noqa: ARG001
    """Every action but another seat's discard is shown as it is (the default)."""
    return action


def _none_face_down(game: object, action: object) -> tuple[Any, ...]:  # noqa: ARG001
    """No action is recorded face down (the default)."""
    return ()


@attrs.frozen
class GameCodec(Generic[G, V, R, A]):
    """How one ruleset records, replays and reads and writes its documents.

    Attributes:
        name: the ruleset's registry name, stored in records and documents.
        version: the newest version of its rules; a record is read only with the version its rules are
            written with (see ``oldest``).
        game_type: its ``Game`` class.
        view_type: its ``View`` class.
        rules_type: its ``Rules`` class.
        action_type: the union of its action classes, for decoding.
        pack: the largest pack the ruleset deals (a deck document must fit in it).
        new_game: the ruleset's ``new_game``.
        deal: the ruleset's ``deal``.
        apply: the ruleset's ``apply``.
        legal_actions: the ruleset's ``legal_actions`` (for a view written with ``legal=True``).
        view_problem: why a decoded view is impossible, or ``None`` (see :func:`view_problem`).
        stock_seen: how many of the top stock cards of the current hand ``seat`` has
            seen in ``game`` (the blind or kitty it took), for seat records.
        view: the ruleset's ``view``, for ``replay_view``.
        hidden_points: at the end of a hand, the points its scoring counted from
            cards ``seat`` never saw (:attr:`SeatRecord.hidden_points
            <trickcore.SeatRecord.hidden_points>`); none by default.
        worth: what the scoring counts for a card discarded unseen (Smear's card points); nothing by default.
        determinize: the ruleset's ``determinize(view, *, seed=…)``, with which a view read
            is checked (:func:`unshown_view_problem`); by default the one the
            registry finds under ``name`` (a ruleset's own module imports its codec).
        shown: how an action of a hand appears in ``seat``'s record, given the game at
            the end of that hand (or now): a card laid face down that ``seat`` has not
            seen is masked (Fifty-Six's concealed trump); as it is by default.
        face_down: for a masked action met while replaying a seat's record, the
            actions it may stand for in that game; none by default.
        oldest: the oldest version that can hold a game's rules, which its records are
            written and read with (a ruleset that bumped its version for new options
            keeps writing and reading the older version for rules without them);
            ``version`` for every rules by default.
        drawn: where in the current deal's stock the cards ``seat`` drew during the hand lie
            (beyond the top cards ``stock_seen`` counts), in the order drawn: Fifty-Five's draws
            after trump. A seat's record keeps these cards after the top ones, and ``replay_view``
            puts them back in their places. None by default.
        void_deal: for ``replay_view``, a void deal that gives a seat the hand it was dealt
            (see :attr:`SeatReplay.void_deal <trickcore.seat_replay.SeatReplay.void_deal>`):
            Fifty-Six's redeal rules; no deal is void by default.
        balance: a card's weight for ``replay_view`` to spread the unseen cards evenly
            after a deal drawn at random came out void (see :attr:`SeatReplay.balance
            <trickcore.seat_replay.SeatReplay.balance>`); ``None`` by default.
    """

    name: str
    version: int
    game_type: type[G]
    view_type: type[V]
    rules_type: type[R]
    action_type: Any
    pack: Deck
    new_game: NewGame[R, G]
    deal: DealHand[G, G]
    apply: Callable[[G, A], G]
    legal_actions: Callable[[V], tuple[A, ...]]
    view_problem: Callable[[V], str | None]
    stock_seen: Callable[[G, int], int]
    view: Callable[[G, int], V]
    hidden_points: Callable[[G, int], int] = attrs.field(default=_nothing_hidden)
    worth: Callable[[Card], int] = attrs.field(default=_worthless)
    determinize: Callable[..., Any] | None = None
    shown: Callable[[A, G, int], A] = attrs.field(default=_shown)
    face_down: Callable[[G, A], tuple[A, ...]] = attrs.field(default=_none_face_down)
    oldest: Callable[[R], int] | None = None
    drawn: Callable[[G, int], tuple[int, ...]] = attrs.field(default=_nothing_drawn)
    void_deal: Callable[[G, int, tuple[Card, ...], random.Random], VoidDeal | None] = attrs.field(default=never_void)
    balance: Callable[[Card], int] | None = None

    def version_of(self, rules: R) -> int:
        """The version a record of a game under ``rules`` is written with."""
        return self.version if self.oldest is None else self.oldest(rules)

    # --- Records ---------------------------------------------------------------------------

    def start(self, record: Record[R, A]) -> G:
        """The game of a record's first deal, with its first dealer and start position."""
        first = record.deals[0]
        return self.new_game(
            record.rules, hands=first.hands, stock=first.stock, dealer=record.first_dealer, scores=record.start
        )

    def deal_recorded(self, game: G, dealt: Deal) -> G:
        """The next hand dealt as a record holds it."""
        return self.deal(game, hands=dealt.hands, stock=dealt.stock)

    @overload
    def record(self, game: G, seat: None = None) -> Record[R, A]: ...

    @overload
    def record(self, game: G, seat: int) -> SeatRecord[R, A]: ...

    def record(self, game: G, seat: int | None = None) -> Record[R, A]:
        """The rules, start position, deals and actions that led to ``game``; with ``seat``, that seat's record.

        A seat's record keeps only what the seat saw (its own hands, the stock
        cards it took, the actions it was shown), so a server can hand it to that
        seat's player. Each game's page shows its seat records.

        Raises:
            TypeError: ``game`` is not a game of this ruleset.
            ValueError: ``seat`` is not a seat of the game.
        """
        if not isinstance(game, self.game_type):
            raise TypeError(f"record() takes a {self.name} Game, not {type(game).__name__}")
        history = game.history
        if seat is None:
            deals, actions = _deals_and_actions(history.events)
            return Record(self.name, self.version_of(game.rules), game.rules, history.first_dealer, history.start, deals, actions)
        return self._seat_record(game, seat)

    def _seat_record(self, game: G, seat: int) -> SeatRecord[R, A]:
        """Replay the game, keeping only what ``seat`` saw: its own hands, stock cards it took, public actions."""
        players = len(_hands(game))
        if seat.__class__ is not int or not 0 <= seat < players:
            raise ValueError(f"seat must be 0 to {players - 1}, not {excerpt(seat)}")
        full = self.record(game)
        deals: list[Deal] = []
        actions: list[A] = []
        hidden: list[int] = []
        void: list[int] = []  # the deals that ended the hand as they were dealt
        state: G | None = None
        current = full.deals[0]
        hand_start = 0
        claim_hands: tuple[tuple[Card, ...], ...] = ()  # the hands a claim showed
        for event in game.history.events:
            if isinstance(event, Deal):
                if state is not None:
                    deals.append(self._seen_deal(current, state, seat, claim_hands))
                    hidden.append(self.hidden_points(state, seat))
                    actions[hand_start:] = [self.shown(action, state, seat) for action in actions[hand_start:]]
                    hand_start = len(actions)
                state = self.start(full) if state is None else self.deal_recorded(state, event)
                current, claim_hands = event, ()
                if state.phase.name == "HAND_OVER":
                    void.append(len(deals))
                continue
            assert state is not None, "a history begins with a deal"
            action: A = event
            actions.append(_MASKED if state.to_act != seat and isinstance(action, Discard) else action)  # type: ignore[arg-type]
            if isinstance(action, Claim):
                claim_hands = _hands(state)
            state = self.apply(state, action)
        assert state is not None, "a game has been dealt"
        actions[hand_start:] = [self.shown(action, state, seat) for action in actions[hand_start:]]
        deals.append(self._seen_deal(current, state, seat, claim_hands))
        if state.phase.name in ("HAND_OVER", "GAME_OVER"):
            hidden.append(self.hidden_points(state, seat))
        return SeatRecord(
            self.name,
            self.version_of(game.rules),
            game.rules,
            full.first_dealer,
            full.start,
            tuple(deals),
            tuple(actions),
            seat,
            tuple(hidden),
            tuple(void),
        )

    def _seen_deal(self, dealt: Deal, end_of_hand: G, seat: int, shown: tuple[tuple[Card, ...], ...]) -> Deal:
        """The part of a deal ``seat`` saw by the end of its hand: its own hand, the stock cards it took (the top
        ones, then any it drew during the hand), and the cards every other seat still held at a claim (``shown``;
        a claim plays them out face up)."""
        hands = tuple(
            hand if index == seat else (shown[index] if shown else ())
            for index, hand in enumerate(dealt.hands)
        )
        stock = dealt.stock.cards
        drawn = tuple(stock[place] for place in self.drawn(end_of_hand, seat))
        return Deal(hands, stock[: self.stock_seen(end_of_hand, seat)] + drawn)

    def replay(self, source: Record[R, A]) -> G:
        """The game a record describes: ``replay(record(game)) == game``.

        Raises:
            RecordError: the record is corrupt (``.index`` is the position in
                ``record.actions`` of the first bad action), or a seat's record.
        """
        return replay_record(
            source,
            ruleset=self.name,
            version=self.version,
            rules_type=self.rules_type,
            start=self.start,
            awaiting_deal=_awaiting_deal,
            deal=self.deal_recorded,
            apply=self.apply,
            oldest=self.oldest,
        )

    def replay_view(self, source: SeatRecord[R, A]) -> V:
        """The seat's view of the game its record describes: ``replay_view(record(game, seat=s)) == view(game, s)``.

        The cards the seat never saw are not in its record; any cards that make every
        recorded action legal show the seat the same view, and some are found by
        replaying the record (see :mod:`trickcore.seat_replay`); points the scoring
        counted from cards the seat never saw travel in the record
        (:attr:`~trickcore.SeatRecord.hidden_points`), so the scores come out exact.
        A player that kept only its own record can so pick up a game where it left off.

        Raises:
            TypeError: ``source`` is not a :class:`~trickcore.SeatRecord`.
            RecordError: the record is corrupt or no game fits it (``.index`` is the
                position in ``source.actions`` of the first impossible action, when one is).
        """
        record = source
        if not isinstance(record, SeatRecord):
            raise TypeError(f"replay_view() takes a SeatRecord, not {type(record).__name__}")
        check_record_shape(record, self.rules_type)
        if record.ruleset != self.name:
            raise RecordError(f"a {excerpt(record.ruleset)} record cannot be replayed as {excerpt(self.name)}")
        check_record_version(record, self.version, self.oldest)
        if not record.deals:
            raise RecordError("the record has no deal")
        if len(record.hidden_points) > len(record.deals):
            raise RecordError(f"the record lists hidden points for {len(record.hidden_points)} hands but has {len(record.deals)} deals")
        void = record.void_deals
        if any(later <= earlier for earlier, later in itertools.pairwise(void)) or (void and void[-1] >= len(record.deals)):
            raise RecordError(f"the record's void deals are not places of its {len(record.deals)} deals in order")
        players = len(record.deals[0].hands)
        if not 0 <= record.seat < players:
            raise RecordError(f"the record's seat {excerpt(record.seat)} is not one of its {players} seats")
        # Every ruleset's legal_actions takes a game as well as a view.
        legal_actions = cast(Callable[[G], tuple[A, ...]], self.legal_actions)
        engine: SeatReplay[G, R, A] = SeatReplay(
            self.new_game,
            self.deal,
            self.apply,
            legal_actions,
            self.stock_seen,
            self.hidden_points,
            self.worth,
            self.face_down,
            self.drawn,
            self.void_deal,
            self.balance,
        )
        return self.view(replay_seat_record(record, engine), record.seat)

    # --- Documents -------------------------------------------------------------------------

    def to_data(self, value: G | V | A | Record[R, A] | IllegalAction | Deck, legal: bool = False) -> dict[str, Data]:
        """The document of a game (as its record), view, action, record, ``IllegalAction`` or deck, as plain data.

        With ``legal=True`` a view's document also lists the seat's legal actions
        (each as action data and as notation text) when the seat is to act.

        Raises:
            TypeError: ``value`` is none of those (or another ruleset's).
        """
        if isinstance(value, self.game_type):
            return wrap("game", self.name, to_data(self.record(value)))
        if isinstance(value, self.view_type):
            if not legal:
                return wrap("view", self.name, to_data(value))
            offered = self.legal_actions(value)
            listed: list[Data] = [legal_entry(self.name, action) for action in offered]
            return wrap("view", self.name, to_data(value), legal=listed)
        if isinstance(value, Record):
            if value.ruleset != self.name:
                raise TypeError(f"a {excerpt(value.ruleset)} record is not a {self.name} document")
            return wrap("record", self.name, to_data(value))
        if isinstance(value, IllegalAction):
            return wrap("illegal-action", self.name, {"code": value.code.value, "message": value.message})
        if isinstance(value, Deck):
            return wrap("deck", self.name, to_data(value))
        if _is_instance(value, self.action_type):
            return wrap("action", self.name, to_data(value))
        raise TypeError(
            f"{self.name} documents hold a Game, View, action, Record, IllegalAction or Deck, not {type(value).__name__}"
        )

    def to_json(self, value: G | V | A | Record[R, A] | IllegalAction | Deck, legal: bool = False) -> str:
        """Lossless JSON of a game (as its record), view, action, record, ``IllegalAction`` or deck.

        The text is compact and key-sorted: ``from_json(to_json(x)) == x``.

        Raises:
            TypeError: ``value`` is not a document value of this ruleset.
        """
        record = self.record(value) if isinstance(value, self.game_type) else value
        if isinstance(record, Record) and record.ruleset == self.name and record.actions.__class__ is tuple:
            return _record_text("game" if record is not value else "record", record)
        return dumps(self.to_data(value, legal), tree=True)

    @overload
    def from_json(self, text: str | bytes, kind: Literal["game"]) -> G: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["view"]) -> V: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["action"]) -> A: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["record"]) -> Record[R, A]: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["illegal-action"]) -> IllegalAction: ...

    @overload
    def from_json(self, text: str | bytes, kind: Literal["deck"]) -> Deck: ...

    @overload
    def from_json(self, text: str | bytes, kind: None = None) -> G | V | A | Record[R, A] | IllegalAction | Deck: ...

    def from_json(self, text: str | bytes, kind: Kind | None = None) -> G | V | A | Record[R, A] | IllegalAction | Deck:
        """The value a JSON document from :meth:`to_json` holds; give ``kind`` to accept only that kind (and get its type).

        Raises:
            SerializationError: malformed or oversized JSON, another ruleset's
                document, another kind, or data that describes no possible value.
        """
        return self.from_data(loads(text), kind)

    @overload
    def from_data(self, data: object, kind: Literal["game"]) -> G: ...

    @overload
    def from_data(self, data: object, kind: Literal["view"]) -> V: ...

    @overload
    def from_data(self, data: object, kind: Literal["action"]) -> A: ...

    @overload
    def from_data(self, data: object, kind: Literal["record"]) -> Record[R, A]: ...

    @overload
    def from_data(self, data: object, kind: Literal["illegal-action"]) -> IllegalAction: ...

    @overload
    def from_data(self, data: object, kind: Literal["deck"]) -> Deck: ...

    @overload
    def from_data(self, data: object, kind: None = None) -> G | V | A | Record[R, A] | IllegalAction | Deck: ...

    def from_data(self, data: object, kind: Kind | None = None) -> G | V | A | Record[R, A] | IllegalAction | Deck:
        """The value a document's plain data holds; give ``kind`` to accept only that kind (and get its type).

        Raises:
            SerializationError: not a document of this ruleset, another kind than
                ``kind``, or a payload that describes no possible value (a game or
                record that does not replay raises :class:`~trickcore.ReplayError`,
                whose ``index`` is the first bad action).
        """
        document = data
        found, payload = unwrap(document, self.name, frozenset({"legal"}))
        if found not in KINDS:
            raise SerializationError(f"unknown document kind {excerpt(found)} (expected one of {', '.join(KINDS)})")
        if kind is not None and found != kind:
            raise SerializationError(f"expected a {kind!r} document, got a {found!r} document")
        if found != "view" and isinstance(document, dict) and "legal" in document:
            raise SerializationError("only a view document carries a 'legal' list")
        if isinstance(document, dict) and "legal" in document and not isinstance(document["legal"], list):
            raise SerializationError("a view's 'legal' entry must be a list")
        match found:
            case "game":
                return self.replay_data(payload)
            case "view":
                view = self._view(payload)
                if isinstance(document, dict) and "legal" in document:
                    self._check_legal_list(view, document["legal"])
                return view
            case "action":
                action: A = from_data(payload, self.action_type, "$.data", max_cards=len(self.pack))
                return action
            case "record":
                return self._record(payload)
            case "illegal-action":
                return _illegal_action(payload)
            case "deck":
                return self._deck(payload)
        raise AssertionError(found)

    def replay_data(self, payload: object) -> G:
        """The game a record's data describes, replayed."""
        record = self._decode_record(payload)
        if isinstance(record, SeatRecord):
            raise SerializationError("a game document holds a whole record, not a seat's record")
        try:
            return self.replay(record)
        except RecordError as error:
            raise ReplayError(f"the game's record does not replay: {error.message}", error.index) from None

    def _decode_record(self, payload: object) -> Record[R, A]:
        hint = Union[Record[self.rules_type, self.action_type], SeatRecord[self.rules_type, self.action_type]]  # type: ignore[name-defined]
        record: Record[R, A] = from_data(payload, hint, "$.data", max_cards=len(self.pack))
        if record.ruleset != self.name:
            raise SerializationError(f"$.data.ruleset: a {excerpt(record.ruleset)} record is not a {self.name} record")
        return record

    def _record(self, payload: object) -> Record[R, A]:
        """A record, checked by replaying it (a seat's record is checked by its own rules)."""
        record = self._decode_record(payload)
        if not isinstance(record, SeatRecord):
            self.replay_data(payload)
            return record
        try:
            self.replay_view(record)
        except RecordError as error:
            raise ReplayError(f"the seat's record does not replay: {error.message}", error.index) from None
        return record

    def _view(self, payload: object) -> V:
        view: V = from_data(payload, self.view_type, "$.data", max_cards=len(self.pack))
        problem = self.view_problem(view)
        if problem is None:
            determinize = self.determinize if self.determinize is not None else _ruleset_determinize(self.name)
            problem = unshown_view_problem(view, determinize, self.view)
        if problem is not None:
            raise SerializationError(f"$.data: not a possible {self.name} view: {problem}")
        return view

    def _check_legal_list(self, view: V, listed: object) -> None:
        """A view document's ``"legal"`` list must be exactly what :meth:`to_data` writes for the view read.

        Its JSON Schema accepts whatever the writer lists, so a reader that accepts
        only that never accepts a document the schema refuses; and a client that
        reads the list gets the seat's true legal actions, or an error.
        """
        written = self.to_data(view, legal=True)["legal"]
        if listed != written:
            raise SerializationError("$.legal: the list is not the seat's legal actions as the view's writer lists them")

    def _deck(self, payload: object) -> Deck:
        deck: Deck = from_data(payload, Deck, "$.data", max_cards=len(self.pack))
        if not holds_all(self.pack, deck):
            raise SerializationError(f"$.data: a {self.name} deck holds only cards of its pack, copies counted")
        return deck


def legal_entry(ruleset: str, action: object) -> dict[str, Data]:
    """One entry of a view's ``"legal"`` list: the action's whole document and its notation.

    The ``"action"`` member is exactly ``to_data(action)``, envelope and all, so a
    client sends back the entry it picked as it is and the server reads it with
    ``from_json(text, "action")`` like any other action document.

    Example:
        >>> from trickcore.games import smear
        >>> legal_entry("smear", smear.Pass())
        {'action': {'format': 'trickcore', 'kind': 'action', 'ruleset': 'smear', 'data': {'type': 'Pass'}}, 'text': 'pass'}
    """
    return {"action": wrap("action", ruleset, to_data(action)), "text": str(action)}


def _record_text(kind: Kind, record: Record[Any, Any]) -> str:
    """The text of a game or record document, its actions written by :func:`~trickcore.serialization.list_text`.

    The same text as ``dumps`` of the document's data: the record without its
    actions goes through ``dumps`` member by member, and the objects are put
    together as ``dumps`` would write them.
    """
    rest = to_data(attrs.evolve(record, actions=()))
    assert isinstance(rest, dict)
    members = {key: dumps(data, tree=True) for key, data in rest.items()}
    members["actions"] = list_text(record.actions)
    document = {key: dumps(data) for key, data in wrap(kind, record.ruleset, None).items()}
    document["data"] = object_text(members)
    return object_text(document)


def _illegal_action(payload: object) -> IllegalAction:
    """An ``IllegalAction`` from ``{"code": ..., "message": ...}``."""
    if not isinstance(payload, dict) or set(payload) != {"code", "message"}:
        raise SerializationError(f"$.data: an illegal action is an object with 'code' and 'message', not {excerpt(payload)}")
    code, message = payload["code"], payload["message"]
    try:
        error_code = ErrorCode(code)
    except ValueError:
        raise SerializationError(f"$.data.code: {excerpt(code)} is not an error code") from None
    if not isinstance(message, str) or not message or len(message) > MAX_STRING_LENGTH:
        raise SerializationError(f"$.data.message: expected a non-empty string, got {excerpt(message)}")
    return IllegalAction(error_code, message)


def _deals_and_actions(events: tuple[Deal | A, ...]) -> tuple[tuple[Deal, ...], tuple[A, ...]]:
    """A history's deals and actions, from one walk of it (a long game's history is long), split in C loops."""
    dealt = list(map(isinstance, events, itertools.repeat(Deal)))
    deals = tuple(itertools.compress(events, dealt))
    actions = tuple(itertools.compress(events, map(operator.not_, dealt)))
    return deals, actions  # type: ignore[return-value]


def _is_instance(value: object, hint: Any) -> bool:
    """Whether ``value`` is an instance of a class or of any class in a union."""
    try:
        return isinstance(value, hint)
    except TypeError:
        return False


def _hands(game: object) -> tuple[tuple[Card, ...], ...]:
    hands: tuple[tuple[Card, ...], ...] = getattr(game, "hands")
    return hands


_MASKED: Final = Discard(())
"""Another seat's discard as a seat's record keeps it: a discard of no cards."""


def _awaiting_deal(game: RecordedGame) -> bool:
    """A hand is over and the game goes on: the next recorded deal is due.

    Replay asks after every action, so this reads the member's ``_name_`` (a plain
    attribute; ``name`` is a descriptor call).
    """
    return game.phase._name_ == "HAND_OVER"
