"""The discard (R9–R11, H15–H17) and the play of the tricks (R12–R14, H3–H5, H14)."""

from __future__ import annotations

from itertools import combinations
from typing import Final

from trickcore.actions import PLAY_OF_INDEX
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.following import SUIT_MARKS, Flags, allows, choose_plays, marks
from trickcore.frozen import replacer
from trickcore.games.smear._actions import Discard, Play
from trickcore.games.smear._cards import STRENGTH, SUIT_INDEX, SUITS, suit_of
from trickcore.games.smear._scoring import end_of_hand
from trickcore.games.smear._state import HAND_SIZE, TRICKS_PER_HAND, Game, FastPhase, Table
from trickcore.hands import hands_after_play, holds_all, remove_cards
from trickcore.playing_cards import JOKER, SUITED_CARDS, Card, Rank, Suit, format_cards
from trickcore.records import append_action
from trickcore.tricks import CARD_PLAYS, strongest_play, trusted_trick

__all__ = [
    "FOLLOWING",
    "FOLLOWING_BY_LEAD",
    "apply_discard",
    "apply_play",
    "check_discard",
    "check_play",
    "discard_actions",
    "legal_trumps",
    "may_play",
    "named_discard_problem",
    "play_actions",
]

_played: Final = replacer(Game, "to_act", "hands", "trump", "trick", "history")
"""The game after a card that does not end the trick (the first lead also fixes trump)."""
_trick_taken: Final = replacer(Game, "to_act", "hands", "trump", "trick", "tricks", "history")
"""The game after a trick is taken, with its winner to lead."""
_discarded: Final = replacer(Game, "phase", "to_act", "hands", "trump", "trick", "tricks", "winner", "discards", "history")
"""The game after the bidder's discard: the play begins with the bidder's lead."""


def _following(led: Suit, trump: Suit | None) -> tuple[Flags, Flags]:
    """R12, R13, H4: the cards that bind and those that answer a lead of ``led`` with ``trump`` trumps.

    A joker is a trump: it binds and answers a trump lead, and answers any lead.
    """
    if led is trump:
        trumps = marks(lambda card: card.suit is led, joker=True)
        return trumps, trumps
    return SUIT_MARKS[led], marks(lambda card: card.suit is led or card.suit is trump, joker=trump is not None)


FOLLOWING: Final = {led: {trump: _following(led, trump) for trump in (*Suit, None)} for led in Suit}
"""``FOLLOWING[led][trump]``: the cards that bind and those that answer a trick (see :mod:`trickcore.following`)."""

FOLLOWING_BY_LEAD: Final = (
    *(FOLLOWING[card.suit] for card in SUITED_CARDS),
    {trump: FOLLOWING[trump][trump] if trump is not None else FOLLOWING[Suit.SPADES][None] for trump in (*Suit, None)},
)
"""``FOLLOWING_BY_LEAD[card.index][trump]``: :data:`FOLLOWING` by the card led; a joker led is a trump lead (H4)."""


def _holds(hand: tuple[Card, ...], flags: Flags) -> bool:
    """Whether ``hand`` holds a card flagged in ``flags``."""
    for card in hand:
        if flags[card.index]:
            return True
    return False


_POINT_RANKS: Final = frozenset({Rank.ACE, Rank.JACK, Rank.SEVEN})
"""H17: the ranks of the point trumps a protected bidder may not discard (literally A, J and 7)."""

_SPADES: Final = SUIT_INDEX[Suit.SPADES]
_JOKERS: Final = len(SUITS)
"""The position of the jokers' count after the four suits' in the counts below."""


def _trump_suits(kept: list[int], gone: list[int], buried: set[int] | frozenset[int], joker_buried: bool) -> list[Suit]:
    """R11, H16, H17 from counts by suit (jokers last): the legal-trump set ``C``.

    ``C = {s : (kept_s >= 1 or (s = S and kept_J >= 1)) and (disc_s + disc_J = 0 or kept_s + kept_J = 6)}``
    less the suits of buried point trumps; a buried joker empties it (H17).
    """
    if joker_buried:
        return []
    kept_jokers, gone_jokers = kept[_JOKERS], gone[_JOKERS]
    return [
        suit
        for i, suit in enumerate(SUITS)
        if (kept[i] or (i == _SPADES and kept_jokers))
        and (not gone[i] + gone_jokers or kept[i] + kept_jokers == HAND_SIZE)
        and i not in buried
    ]


def _counts(cards: tuple[Card, ...]) -> list[int]:
    """How many cards of each suit, then how many jokers."""
    counts = [0, 0, 0, 0, 0]
    for card in cards:
        counts[_JOKERS if card is JOKER else SUIT_INDEX[card.suit]] += 1
    return counts


def legal_trumps(kept: tuple[Card, ...], discards: tuple[Card, ...], protect: bool = False) -> frozenset[Suit]:
    """R11, H16, H17: the suits that may still become trump after discarding ``discards`` and keeping ``kept``.

    ``C = {s : kept_s >= 1 and (disc_s = 0 or kept_s = 6)}``: a suit of which cards
    were discarded may be trump only if all six kept cards are of it. A joker counts
    as a trump of every suit (and a kept joker can pitch spades, H5, H16). With
    ``protect`` (``protect_point_trumps``) a suit whose A, J or 7 was discarded leaves
    ``C``, and a discarded joker empties it.

    Example:
        >>> from trickcore import cards
        >>> sorted(s.letter for s in legal_trumps(cards("AC JC 9C KH 8D 8C"), cards("TH 7D 7S")))
        ['C']
        >>> sorted(s.letter for s in legal_trumps(cards("AH KH QH JH 9H 7H"), cards("AS TC 8H"), protect=True))
        ['H']
        >>> legal_trumps(cards("AH KH QH JH 9H 8H"), cards("AS TC 7H"), protect=True)
        frozenset()
        >>> sorted(s.letter for s in legal_trumps(cards("JK AH KH QH JH TH"), cards("9H 8C")))
        ['H', 'S']
    """
    buried = {SUIT_INDEX[card.suit] for card in discards if card is not JOKER and card.rank in _POINT_RANKS} if protect else set()
    return frozenset(_trump_suits(_counts(kept), _counts(discards), buried, protect and JOKER in discards))


def _is_trump(card: Card, trump: Suit) -> bool:
    """H4, H14: a card of the trump suit, or a joker."""
    return card is JOKER or card.suit is trump


def _is_point_trump(card: Card, trump: Suit) -> bool:
    """H17: the A, J or 7 of trump, or a joker: what a protected bidder may not discard."""
    return card is JOKER or (card.suit is trump and card.rank in _POINT_RANKS)


def named_discard_problem(hand: tuple[Card, ...], chosen: tuple[Card, ...], trump: Suit, protect: bool) -> str | None:
    """H15, H17: why discarding ``chosen`` from ``hand`` (the blind taken) breaks the limit against the named ``trump``, or ``None``.

    With ``held`` the trumps held (cards of ``trump`` and jokers), at most ``max(0, held - 6)``
    of them may be discarded (R11 against the named trump); with ``protect``, never the
    A, J or 7 of trump nor a joker (H17).

    Example:
        >>> from trickcore import cards
        >>> hand = cards("AH KH QH JH 9H 8H 7H AS TC")
        >>> named_discard_problem(hand, cards("AS TC 8H"), Suit.HEARTS, False) is None
        True
        >>> named_discard_problem(hand, cards("AS 9H 8H"), Suit.HEARTS, False)
        'with hearts trump you hold 7 trumps (jokers included): you may discard at most 1 of them, not 2'
    """
    held = sum(1 for card in hand if _is_trump(card, trump))
    gone = sum(1 for card in chosen if _is_trump(card, trump))
    limit = max(0, held - HAND_SIZE)
    name = trump.name.lower()
    if gone > limit:
        return f"with {name} trump you hold {held} trumps (jokers included): you may discard at most {limit} of them, not {gone}"
    if protect:
        points = [card for card in chosen if _is_point_trump(card, trump)]
        if points:
            return f"the point trumps may not be discarded (protect_point_trumps): {format_cards(points)}"
    return None


def _named_discards(table: Table, hand: tuple[Card, ...], trump: Suit) -> tuple[Discard, ...]:
    """H15, H17: every discard of ``blind_size`` cards within the limit against the named ``trump``."""
    trumps = [_is_trump(card, trump) for card in hand]
    protect = table.rules.protect_point_trumps
    points = [protect and _is_point_trump(card, trump) for card in hand]
    limit = max(0, sum(trumps) - HAND_SIZE)
    legal = [
        _discard(tuple(hand[i] for i in chosen))
        for chosen in combinations(range(len(hand)), table.rules.blind_size)
        if sum(trumps[i] for i in chosen) <= limit and not any(points[i] for i in chosen)
    ]
    return tuple(dict.fromkeys(legal)) if JOKER in hand else tuple(legal)


def _may_lead(card: Card, allowed: frozenset[Suit]) -> bool:
    """R11, H16: whether a first lead of ``card`` fixes a legal trump (a joker pitches spades, H5)."""
    return (Suit.SPADES if card is JOKER else card.suit) in allowed


_DISCARDS: dict[tuple[Card, ...], Discard] = {}
"""Shared ``Discard`` values by their cards (at most 5,488: every 1–3 card set of the pack)."""


def _discard(chosen: tuple[Card, ...]) -> Discard:
    """The shared ``Discard`` of these cards (canonical order), built once."""
    action = _DISCARDS.get(chosen)
    if action is None:
        action = _DISCARDS[chosen] = Discard(chosen)
    return action


def discard_actions(table: Table, hand: tuple[Card, ...]) -> tuple[Discard, ...]:
    """R10, R11, H15–H17: every discard of ``blind_size`` cards that leaves a legal trump suit, in canonical order.

    The legality of a discard depends only on how many cards of each suit (and
    jokers) it takes (R11, H16), and with ``protect_point_trumps`` on which suits
    lose a point trump (H17), so it is decided once per such pattern. Two jokers give
    one discard per distinct set of cards. With trump named (H14) the limit is H15's.
    """
    if table.trump is not None:
        return _named_discards(table, hand, table.trump)
    protect = table.rules.protect_point_trumps
    kinds = [_JOKERS if card is JOKER else SUIT_INDEX[card.suit] for card in hand]
    points = [protect and (card is JOKER or card.rank in _POINT_RANKS) for card in hand]
    held = [kinds.count(kind) for kind in range(_JOKERS + 1)]
    verdicts: dict[tuple[int, ...], bool] = {}
    legal = []
    for chosen in combinations(range(len(hand)), table.rules.blind_size):
        gone = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        for i in chosen:
            gone[kinds[i]] += 1
            if points[i]:
                gone[5 + kinds[i]] = 1
        key = tuple(gone)
        verdict = verdicts.get(key)
        if verdict is None:
            kept = [have - out for have, out in zip(held, gone)]
            buried = {i for i in range(_JOKERS) if gone[5 + i]}
            verdict = verdicts[key] = bool(_trump_suits(kept, gone, buried, bool(gone[5 + _JOKERS])))
        if verdict:
            legal.append(_discard(tuple(hand[i] for i in chosen)))
    if JOKER in hand:
        return tuple(dict.fromkeys(legal))
    return tuple(legal)


def check_discard(table: Table, hand: tuple[Card, ...], action: Discard) -> IllegalAction | None:
    """R10, R11, H15–H17: why a discard is illegal, or ``None``."""
    size = table.rules.blind_size
    chosen = action.cards
    if len(chosen) != size:
        return IllegalAction(
            ErrorCode.BAD_DISCARD, f"discard exactly {size} card(s) to get back to 6, not {len(chosen)}"
        )
    if not holds_all(hand, chosen):
        missing = [card for card in chosen if card not in hand]
        what = format_cards(missing) if missing else f"{format_cards(chosen)} (a card twice)"
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {what}: you hold {format_cards(hand)}")
    protect = table.rules.protect_point_trumps
    if table.trump is not None:  # H15: trump was named before the discard
        problem = named_discard_problem(hand, chosen, table.trump, protect)
        return None if problem is None else IllegalAction(ErrorCode.BAD_DISCARD, problem)
    if not legal_trumps(remove_cards(hand, chosen), chosen, protect):
        return IllegalAction(
            ErrorCode.BAD_DISCARD,
            f"discarding {format_cards(chosen)} leaves no suit that may be trump:"
            " a suit may not be discarded while cards of it are kept (unless all six are)"
            + ("; nor a suit whose ace, jack or seven is discarded, nor a joker" if protect else ""),
        )
    return None


def apply_discard(game: Game, seat: int, action: Discard) -> Game:
    """R10: the bidder lays the cards aside and leads the first trick (trump stays as named, H14)."""
    hands = list(game.hands)
    discards = action.cards
    hands[seat] = remove_cards(hands[seat], discards)
    return _discarded(
        game, FastPhase.PLAY, seat, tuple(hands), game.trump, (), (), None, discards, append_action(game.history, action)
    )


def play_actions(table: Table, hand: tuple[Card, ...]) -> tuple[Play, ...]:
    """R11–R13, H4, H14, H16: one ``Play`` per card the seat may play, in canonical order (one ``play JK`` for two jokers).

    Each case picks its plays in one pass over the hand: this runs at every decision of the play.
    """
    trick = table.trick
    trump = table.trump
    if trick:
        binding, answers = FOLLOWING_BY_LEAD[trick[0].card.index][trump]
        return choose_plays(hand, PLAY_OF_INDEX, binding, answers, True)
    if trump is None:
        if table.discards:
            allowed = legal_trumps(hand, table.discards, table.rules.protect_point_trumps)
            return tuple(dict.fromkeys([PLAY_OF_INDEX[card.index] for card in hand if _may_lead(card, allowed)]))
    elif not table.tricks:  # H14: trump known before any lead was named: the first lead is a trump
        binding, answers = FOLLOWING[trump][trump]
        return choose_plays(hand, PLAY_OF_INDEX, binding, answers, True)
    return choose_plays(hand, PLAY_OF_INDEX, None, None, True)


def may_play(table: Table, hand: tuple[Card, ...], card: Card) -> bool:
    """R11–R13, H14: whether ``hand``, the seat to act's, holds ``card`` and may play it (one of :func:`play_actions`)."""
    trick = table.trick
    trump = table.trump
    if trick:
        binding, answers = FOLLOWING_BY_LEAD[trick[0].card.index][trump]
        return allows(hand, card, binding, answers)
    if trump is None:
        if table.discards:
            return card in hand and _may_lead(card, legal_trumps(hand, table.discards, table.rules.protect_point_trumps))
    elif not table.tricks:  # H14: the first lead under a named trump
        binding, answers = FOLLOWING[trump][trump]
        return allows(hand, card, binding, answers)
    return card in hand


def check_play(table: Table, hand: tuple[Card, ...], action: Play) -> IllegalAction | None:
    """R11–R13, H4, H16: why playing the card is illegal, or ``None``."""
    card = action.card
    if card not in hand:
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {card}: you hold {format_cards(hand)}")
    trick = table.trick
    trump = table.trump
    if not trick:
        if trump is None:
            if table.discards:
                allowed = legal_trumps(hand, table.discards, table.rules.protect_point_trumps)
                if not _may_lead(card, allowed):
                    suits = "".join(s.letter for s in SUITS if s in allowed)
                    what = "a joker pitches spades, which" if card is JOKER else f"{card.suit.name.lower()}"
                    return IllegalAction(
                        ErrorCode.TRUMP_NOT_ALLOWED,
                        f"your discard rules out {what} as trump: lead a card of {suits}",
                    )
        elif not table.tricks and not _is_trump(card, trump) and any(_is_trump(held, trump) for held in hand):
            return IllegalAction(
                ErrorCode.TRUMP_NOT_ALLOWED,
                f"{trump.name.lower()} were named trump: the first lead must be a trump (a card of {trump.letter} or a joker)",
            )
        return None
    binding, answers = FOLLOWING_BY_LEAD[trick[0].card.index][trump]
    if answers[card.index] or not _holds(hand, binding):
        return None
    held = format_cards(c for c in hand if binding[c.index])
    assert trump is not None, "trump is fixed by the first lead"
    led = suit_of(trick[0].card, trump)
    if led is trump:
        return IllegalAction(
            ErrorCode.MUST_FOLLOW_SUIT, f"trump ({led.name.lower()}) was led: play a trump, you hold {held}"
        )
    return IllegalAction(ErrorCode.MUST_FOLLOW_SUIT, f"must follow {led.name.lower()} or trump: you hold {held}")


def apply_play(game: Game, seat: int, action: Play) -> Game:
    """R12–R14, H1, H3, H5: play the card; the first lead fixes trump (a joker: spades); a full trick (a card
    per seat: four, or three in cutthroat) goes to its winner."""
    card = action.card
    hands = hands_after_play(game.hands, seat, card)
    trick = game.trick + (CARD_PLAYS[seat][card.index],)
    trump = game.trump
    if trump is None:
        trump = Suit.SPADES if card is JOKER else card.suit
    history = append_action(game.history, action)
    players = game.rules.players
    if len(trick) < players:
        return _played(game, (seat + 1) % players, hands, trump, trick, history)
    lead = trick[0].card
    strength = STRENGTH[SUIT_INDEX[trump]][SUIT_INDEX[trump if lead is JOKER else lead.suit]]
    best = strongest_play(trick, strength)
    if best.card is JOKER and game.rules.joker_order == "second_wins":
        best = [play for play in trick if play.card is JOKER][-1]
    tricks = game.tricks + (trusted_trick(trick[0].seat, trick, best.seat),)
    if len(tricks) < TRICKS_PER_HAND:
        return _trick_taken(game, best.seat, hands, trump, (), tricks, history)
    return end_of_hand(game, hands, trump, tricks, history)
