"""The play under Fifty-Six's house rules (third version): the hidden trump's conceal and reveal (H2–H11).

The plain game keeps its own fast paths (:mod:`._play`); a game whose rules turn a
house rule on plays through these functions instead. Legality is written once
against what a view shows (the seat's own hand, the public tricks, the reveal), so a
:class:`~trickcore.games.fifty_six.View` answers exactly as the game does; only the
declarer's lead restriction (H4) reads the concealed card, which only the declarer's
own view holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

import attrs

from trickcore.actions import PLAY_OF_INDEX, Play
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import replacer
from trickcore.hands import distinct, hands_after_play, remove_card
from trickcore.playing_cards import Card, Rank, Suit, sort_cards
from trickcore.records import append_action
from trickcore.tricks import CARD_PLAYS, CardPlay, Trick, points_in, trusted_trick

from trickcore.games.fifty_six._actions import Action, BidForm, Conceal, Court, Reveal
from trickcore.games.fifty_six._auction import opening_leader
from trickcore.games.fifty_six._cards import POINTS, strength
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._scoring import finish_hand
from trickcore.games.fifty_six._state import Contract, FastPhase, Game, Phase

__all__ = [
    "apply_conceal",
    "apply_court",
    "apply_house_play",
    "apply_reveal",
    "check_conceal",
    "check_house_play",
    "house_plays",
    "is_trump",
    "trick_winner_at",
    "void_deal",
]

def void_deal(rules: Rules, active: Sequence[bool], hands: Sequence[Sequence[Card]]) -> bool:
    """H30: whether a fresh deal is void: some team in play holds no jack between its players
    (``redeal_if_team_has_no_jack``), or some player's hand is worth at most t card points
    (``redeal_on_weak_hand`` = t).

    Example:
        >>> from trickcore import cards
        >>> hands = [cards("JC 9C"), cards("AC"), cards("TC"), cards("JD")]
        >>> void_deal(Rules(redeal_if_team_has_no_jack=True), (True,) * 4, hands)
        False
        >>> void_deal(Rules(redeal_on_weak_hand=1), (True,) * 4, hands)
        True
    """
    seats = [seat for seat, playing in enumerate(active) if playing]
    weak = rules.redeal_on_weak_hand
    if weak is not None and any(sum(POINTS[card.index] for card in hands[seat]) <= weak for seat in seats):
        return True
    if rules.redeal_if_team_has_no_jack:
        teams = {rules.team_of(seat) for seat in seats}
        armed = {rules.team_of(seat) for seat in seats if any(card.rank is Rank.JACK for card in hands[seat])}
        return armed != teams
    return False


_REVEAL: Final = Reveal()
_COURT: Final = Court()
_courted: Final = replacer(Game, "history", "court_at")
"""The game after a court call: the declarer still leads."""
_concealed: Final = replacer(Game, "phase", "to_act", "hands", "history", "concealed")
"""The game after the conceal: the play begins."""
_revealed: Final = replacer(Game, "hands", "contract", "history", "concealed", "revealed", "revealed_at")
"""The game after the reveal: the card is back in the declarer's hand and its suit is trumps."""
_played: Final = replacer(Game, "to_act", "hands", "trick", "history")
_trick_taken: Final = replacer(Game, "to_act", "hands", "trick", "tricks", "points", "history")


class Table(Protocol):
    """What the house rules read of a game or a view: all of it public."""

    @property
    def rules(self) -> Rules:
        """The variant played."""

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction is over."""

    @property
    def trick(self) -> tuple[CardPlay, ...]:
        """The trick in progress."""

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks of the hand."""

    @property
    def revealed(self) -> Card | None:
        """The revealed hidden trump, if any."""

    @property
    def revealed_at(self) -> int | None:
        """How many cards of the hand were played before the reveal."""

    @property
    def court_at(self) -> int | None:
        """How many tricks were complete at the court call, if one was made."""

    @property
    def phase(self) -> Phase:
        """The current phase."""


def played_count(table: Table) -> int:
    """The cards of the hand played so far (every completed trick's, then the trick in progress)."""
    return sum(len(done.plays) for done in table.tricks) + len(table.trick)


def concealment_pending(table: Table) -> bool:
    """Whether a hidden trump lies face down, not yet revealed (H2–H5)."""
    contract = table.contract
    return contract is not None and contract.form is BidForm.HIDDEN and table.revealed is None


def is_trump(card: Card, index: int, trump: Suit | None, revealed_at: int | None) -> bool:
    """Whether ``card``, the ``index``-th card played in the hand, counts as a trump (R20, H8).

    Example:
        >>> is_trump(Card.parse("AC"), 1, Suit.CLUBS, 3), is_trump(Card.parse("QC"), 3, Suit.CLUBS, 3)
        (False, True)
    """
    return trump is not None and card.suit is trump and (revealed_at is None or index >= revealed_at)


def trick_winner_at(plays: Sequence[CardPlay], first: int, trump: Suit | None, revealed_at: int | None) -> CardPlay:
    """The winner of a trick whose lead was the ``first``-th card of the hand (R20 as H8 reads it).

    A card of the trump suit played before the reveal is a plain card; the highest
    trump wins, else the highest card of the suit led; of identical cards, the earlier.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> plays = [CardPlay(seat, card) for seat, card in zip((1, 2, 3, 0), cards("KH AC QC JH"))]
        >>> trick_winner_at(plays, 0, Suit.CLUBS, 2)
        CardPlay(3, Card.parse('QC'))
    """
    led = plays[0].card.suit
    best = plays[0]
    best_strength = -1
    for offset, play in enumerate(plays):
        card = play.card
        if is_trump(card, first + offset, trump, revealed_at):
            value = 100 + strength(card, None, card.suit)
        elif card.suit is led:
            value = strength(card, None, led)
        else:
            value = 0
        if value > best_strength:
            best, best_strength = play, value
    return best


def trumps_broken(table: Table) -> bool:
    """H35: some completed trick of the hand holds a card that counted as a trump (H8)."""
    contract = table.contract
    trump = None if contract is None else contract.trump
    if trump is None:
        return False
    index = 0
    for done in table.tricks:
        for play in done.plays:
            if is_trump(play.card, index, trump, table.revealed_at):
                return True
            index += 1
    return False


def _lead_options(table: Table, seat: int, hand: tuple[Card, ...], concealed: Card | None) -> tuple[Card, ...]:
    """H4: before the reveal the declarer leads no card of the concealed suit unless it holds nothing else;
    H35: no trump is led before trumps are broken unless the hand holds nothing else."""
    contract = table.contract
    if concealed is not None and contract is not None and seat == contract.declarer and concealment_pending(table):
        others = tuple(card for card in hand if card.suit is not concealed.suit)
        return others or hand
    trump = None if contract is None else contract.trump
    if table.rules.trump_lead_restricted and trump is not None and not trumps_broken(table):
        others = tuple(card for card in hand if card.suit is not trump)
        return others or hand
    return hand


def _best_trump(table: Table, trump: Suit) -> int | None:
    """The rank strength of the highest card in the trick in progress that counts as a trump (H8), if any."""
    first = sum(len(done.plays) for done in table.tricks)
    ranks = [
        strength(play.card, None, trump)
        for offset, play in enumerate(table.trick)
        if is_trump(play.card, first + offset, trump, table.revealed_at)
    ]
    return max(ranks) if ranks else None


def _follow_options(table: Table, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """R19 and H7: follow the suit led; right after its reveal, the revealer plays a trump if it holds one;
    H36 and H37: the duties to trump and to overtrump, while trumps are in force (H10)."""
    rules = table.rules
    led = table.trick[0].card.suit
    contract = table.contract
    trump = None if contract is None else contract.trump
    follow = tuple(card for card in hand if card.suit is led)
    best = _best_trump(table, trump) if trump is not None and rules.must_overtrump else None
    if follow:
        if best is not None and led is trump:
            higher = tuple(card for card in follow if strength(card, None, trump) > best)
            return higher or follow
        return follow
    if trump is None:
        return hand
    trumps = tuple(card for card in hand if card.suit is trump)
    options = hand
    revealer = table.revealed is not None and table.revealed_at == played_count(table)
    if trumps and (revealer or rules.must_trump_if_void):
        options = trumps
    if best is not None:
        higher = tuple(card for card in trumps if strength(card, None, trump) > best)
        if higher:
            options = tuple(card for card in options if card.suit is not trump or card in higher)
    return options


def _may_reveal(table: Table, seat: int, hand: tuple[Card, ...]) -> bool:
    """H5: (a) in a trick, a seat without the suit led; (b) the declarer whose hand is empty."""
    if not concealment_pending(table):
        return False
    if table.trick:
        led = table.trick[0].card.suit
        return not any(card.suit is led for card in hand)
    contract = table.contract
    return contract is not None and seat == contract.declarer and not hand


def _court_refusal(table: Table, seat: int, hand: tuple[Card, ...], concealed: Card | None) -> str | None:
    """H18: why ``seat`` may not call court now, or ``None``."""
    contract = table.contract
    if contract is None or seat != contract.declarer:
        return "only the declarer may call court"
    if contract.thani:
        return "a thani cannot call court"
    if table.court_at is not None:
        return "court has been called in this hand already"
    if table.trick:
        return "court is called when leading, before a trick"
    held = len(hand) + (1 if concealment_pending(table) else 0)
    if held < 2:
        return f"court needs at least two tricks left, and {held} remains"
    return None


def house_plays(table: Table, seat: int, hand: tuple[Card, ...], concealed: Card | None) -> tuple[Action, ...]:
    """Every legal action of the play under the house rules: the plays in canonical order, then ``reveal``.

    ``concealed`` is the concealed card as the asker sees it (the declarer's own).
    """
    if table.trick:
        options = _follow_options(table, hand)
    else:
        contract = table.contract
        if not hand and contract is not None and seat == contract.declarer and concealment_pending(table):
            return (_REVEAL,)  # H5 b, H9
        options = _lead_options(table, seat, hand, concealed)
    plays: tuple[Action, ...] = tuple(PLAY_OF_INDEX[card.index] for card in distinct(options))
    if _may_reveal(table, seat, hand):
        plays += (_REVEAL,)
    if table.rules.court_call and _court_refusal(table, seat, hand, concealed) is None:
        plays += (_COURT,)
    return plays


def check_house_play(
    table: Table, seat: int, hand: tuple[Card, ...], concealed: Card | None, action: Play | Reveal | Court
) -> IllegalAction | None:
    """Why ``action`` (a play, a reveal or a court call) is illegal under the house rules, or ``None``."""
    if isinstance(action, Court):
        refusal = _court_refusal(table, seat, hand, concealed)
        return None if refusal is None else IllegalAction(ErrorCode.CANNOT_COURT, refusal)
    if isinstance(action, Reveal):
        if _may_reveal(table, seat, hand):
            return None
        if not concealment_pending(table):
            return IllegalAction(ErrorCode.CANNOT_REVEAL, "no trump is concealed now")
        if table.trick:
            return IllegalAction(
                ErrorCode.CANNOT_REVEAL, f"seat {seat} holds the suit led and must follow it: no reveal"
            )
        return IllegalAction(ErrorCode.CANNOT_REVEAL, "a trick must be in progress (or the declarer's hand empty) to reveal")
    card = action.card
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"seat {seat} does not hold {card}")
    if table.trick:
        options = _follow_options(table, hand)
        if card in options:
            return None
        led = table.trick[0].card.suit
        if any(held.suit is led for held in hand):
            listed = " ".join(str(held) for held in distinct(options))
            return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, f"must follow {led.name.lower()}: you hold {listed}")
        return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, "a trump is due here (after a reveal, or by the duties to trump and overtrump)")
    if card in _lead_options(table, seat, hand, concealed):
        return None
    if concealment_pending(table):
        return IllegalAction(
            ErrorCode.TRUMP_NOT_ALLOWED, "before the reveal the declarer may not lead the concealed suit (it holds other cards)"
        )
    return IllegalAction(ErrorCode.TRUMP_NOT_ALLOWED, "trumps are not broken yet: lead another suit while you hold one")


def check_conceal(hand: tuple[Card, ...], seat: int, action: Conceal) -> IllegalAction | None:
    """H2: the declarer conceals a card it holds."""
    if action.card is None or action.card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"seat {seat} does not hold {action.card or 'a face-down card'}")
    return None


def apply_conceal(game: Game, seat: int, action: Conceal) -> Game:
    """H2: the card leaves the hand face down; the play begins with the leader of R18."""
    card = action.card
    assert card is not None, "checked: a card is concealed"
    hands = list(game.hands)
    hands[seat] = remove_card(hands[seat], card)
    history = append_action(game.history, action)
    return _concealed(game, FastPhase.PLAY, opening_leader(game), tuple(hands), history, card)


def apply_reveal(game: Game, seat: int) -> Game:
    """H6: the card returns to the declarer's hand, its suit is trumps, and the same seat is still to act."""
    card = game.concealed
    contract = game.contract
    assert card is not None and contract is not None, "checked: a card is concealed"
    hands = list(game.hands)
    hands[contract.declarer] = sort_cards((*hands[contract.declarer], card))
    history = append_action(game.history, _REVEAL)
    return _revealed(
        game, tuple(hands), attrs.evolve(contract, trump=card.suit), history, None, card, played_count(game)
    )


def _sits_out(game: Game, contract: Contract, seat: int) -> bool:
    """H15: in a thani every other member of the declarer's team sits out."""
    return contract.thani and seat != contract.declarer and game.rules.team_of(seat) == contract.team


def _next_player(game: Game, contract: Contract, seat: int) -> int:
    """The next active seat in turn order that takes part in the play (R27, H15)."""
    following = game.match.next_seat[seat]
    while _sits_out(game, contract, following):
        following = game.match.next_seat[following]
    return following


def trick_size(game: Game, contract: Contract) -> int:
    """Cards in a full trick: one per active seat, less a thani declarer's partners (H15)."""
    active = game.match.active
    return sum(1 for seat, playing in enumerate(active) if playing and not _sits_out(game, contract, seat))


def _decided(game: Game, contract: Contract, points: tuple[int, ...]) -> bool:
    """H38: with ``stop_play_when_decided``, whether no later trick can change the contract's result."""
    if not game.rules.stop_play_when_decided or contract.thani:
        return False
    taken = points[contract.team]
    if taken >= contract.value and game.court_at is None:
        return True  # made (a court call still needs every trick)
    return taken + (56 - sum(points)) < contract.value  # failed: even every point left would not do


def apply_court(game: Game) -> Game:
    """H18: the court call is recorded; the declarer still leads."""
    return _courted(game, append_action(game.history, _COURT), len(game.tricks))


def apply_house_play(game: Game, seat: int, action: Play) -> Game:
    """A legal card played under the house rules; a full trick goes to its winner's team (R20, R21, H8, H15, H16)."""
    card = action.card
    hands = hands_after_play(game.hands, seat, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    history = append_action(game.history, action)
    contract = game.contract
    assert contract is not None, "cards are played once the auction is over"
    if len(trick) < trick_size(game, contract):
        return _played(game, _next_player(game, contract, seat), hands, trick, history)
    first = sum(len(done.plays) for done in game.tricks)
    winner = trick_winner_at(trick, first, contract.trump, game.revealed_at).seat
    tricks = game.tricks + (trusted_trick(trick[0].seat, trick, winner),)
    team = game.rules.team_of(winner)
    points = game.points
    points = points[:team] + (points[team] + points_in(trick, POINTS),) + points[team + 1 :]
    lost_thani = contract.thani and winner != contract.declarer  # H16: the hand ends at once
    lost_court = game.court_at is not None and game.rules.team_of(winner) != contract.team  # H19
    if not lost_thani and not lost_court and not _decided(game, contract, points) and (hands[winner] or (game.concealed is not None and winner == contract.declarer)):
        return _trick_taken(game, winner, hands, (), tricks, points, history)
    return finish_hand(game, hands, tricks, points, contract, history)
