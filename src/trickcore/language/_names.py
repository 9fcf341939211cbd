"""The names of things: cards (each a whole message), suits, ranks, phases, reasons, error codes, sides, games.

Every name is one literal message, so the translators' template lists it and a
translator sees the whole phrase ("jack of spades"), never a rank glued to a suit.
"""

from __future__ import annotations

from typing import Final

from trickcore.errors import ErrorCode
from trickcore.events import Side, TrickReason
from trickcore.messages import Message, message
from trickcore.playing_cards import Card, Rank, Suit

__all__ = [
    "card_name",
    "error_text",
    "game_name",
    "phase_name",
    "rank_name",
    "reason_name",
    "seat_name",
    "side_name",
    "suit_name",
]

_CARDS: Final = {
    # TRANSLATORS: a card's whole name, standing alone or after a colon or dash (never inflected by the sentence).
    "AC": message("card", "ace of clubs"),
    "KC": message("card", "king of clubs"),
    "QC": message("card", "queen of clubs"),
    "JC": message("card", "jack of clubs"),
    "TC": message("card", "ten of clubs"),
    "9C": message("card", "nine of clubs"),
    "8C": message("card", "eight of clubs"),
    "7C": message("card", "seven of clubs"),
    "6C": message("card", "six of clubs"),
    "5C": message("card", "five of clubs"),
    "4C": message("card", "four of clubs"),
    "3C": message("card", "three of clubs"),
    "2C": message("card", "two of clubs"),
    "AD": message("card", "ace of diamonds"),
    "KD": message("card", "king of diamonds"),
    "QD": message("card", "queen of diamonds"),
    "JD": message("card", "jack of diamonds"),
    "TD": message("card", "ten of diamonds"),
    "9D": message("card", "nine of diamonds"),
    "8D": message("card", "eight of diamonds"),
    "7D": message("card", "seven of diamonds"),
    "6D": message("card", "six of diamonds"),
    "5D": message("card", "five of diamonds"),
    "4D": message("card", "four of diamonds"),
    "3D": message("card", "three of diamonds"),
    "2D": message("card", "two of diamonds"),
    "AH": message("card", "ace of hearts"),
    "KH": message("card", "king of hearts"),
    "QH": message("card", "queen of hearts"),
    "JH": message("card", "jack of hearts"),
    "TH": message("card", "ten of hearts"),
    "9H": message("card", "nine of hearts"),
    "8H": message("card", "eight of hearts"),
    "7H": message("card", "seven of hearts"),
    "6H": message("card", "six of hearts"),
    "5H": message("card", "five of hearts"),
    "4H": message("card", "four of hearts"),
    "3H": message("card", "three of hearts"),
    "2H": message("card", "two of hearts"),
    "AS": message("card", "ace of spades"),
    "KS": message("card", "king of spades"),
    "QS": message("card", "queen of spades"),
    "JS": message("card", "jack of spades"),
    "TS": message("card", "ten of spades"),
    "9S": message("card", "nine of spades"),
    "8S": message("card", "eight of spades"),
    "7S": message("card", "seven of spades"),
    "6S": message("card", "six of spades"),
    "5S": message("card", "five of spades"),
    "4S": message("card", "four of spades"),
    "3S": message("card", "three of spades"),
    "2S": message("card", "two of spades"),
    # core: the joker
    # TRANSLATORS: the joker, the extra card of Six-Point Smear and some Fifty-Five tables (it has no suit).
    "JK": message("card", "joker"),
}

_SUITS: Final = {
    # TRANSLATORS: a suit on its own, as in "trumps: clubs" or a bid "28 clubs".
    Suit.CLUBS: message("suit", "clubs"),
    Suit.DIAMONDS: message("suit", "diamonds"),
    Suit.HEARTS: message("suit", "hearts"),
    Suit.SPADES: message("suit", "spades"),
}

_RANKS: Final = {
    # TRANSLATORS: a rank on its own (the card's name without its suit).
    Rank.TWO: message("rank", "two"),
    Rank.THREE: message("rank", "three"),
    Rank.FOUR: message("rank", "four"),
    Rank.FIVE: message("rank", "five"),
    Rank.SIX: message("rank", "six"),
    Rank.SEVEN: message("rank", "seven"),
    Rank.EIGHT: message("rank", "eight"),
    Rank.NINE: message("rank", "nine"),
    Rank.TEN: message("rank", "ten"),
    Rank.JACK: message("rank", "jack"),
    Rank.QUEEN: message("rank", "queen"),
    Rank.KING: message("rank", "king"),
    Rank.ACE: message("rank", "ace"),
}

_PHASES: Final = {
    # TRANSLATORS: the stages of a hand, as a status line shows them.
    "auction": message("phase", "auction"),
    # TRANSLATORS: the stage where the bidder lays cards aside face down.
    "discard": message("phase", "discard"),
    # TRANSLATORS: the stage where the bidder names the trump suit (Fifty-Five; Smear with trump named at the discard).
    "trump": message("phase", "naming trumps"),
    # TRANSLATORS: Fifty-Six hidden trump: the stage where the declarer lays a trump card face down.
    "conceal": message("phase", "concealing the trump"),
    "play": message("phase", "play"),
    "hand_over": message("phase", "hand over"),
    "game_over": message("phase", "game over"),
    # Fifty-Five house rules (issue 27):

    # TRANSLATORS: Fifty-Five: the stage after trump where the players other than the bidder discard and draw.
    "exchange": message("phase", "exchange"),
}

_REASONS: Final = {
    # TRANSLATORS: why a card won a trick, shown in brackets after the card.
    TrickReason.HIGHEST_TRUMP: message("reason", "highest trump"),
    TrickReason.ONLY_TRUMP: message("reason", "only trump"),
    TrickReason.HIGHEST_OF_SUIT_LED: message("reason", "highest card of the suit led"),
    # TRANSLATORS: Fifty-Six has two copies of each card; the one played first wins.
    TrickReason.FIRST_OF_EQUAL_CARDS: message("reason", "first of two equal cards"),
    # smear: the house rules
    # TRANSLATORS: Smear's two jokers with joker_order="second_wins": the one played second wins.
    TrickReason.LAST_OF_EQUAL_CARDS: message("reason", "second of two equal cards"),
}

_ERRORS: Final = {
    ErrorCode.GAME_OVER: message("error", "The game is over."),
    ErrorCode.NOT_YOUR_TURN: message("error", "It is not this player's turn."),
    ErrorCode.WRONG_PHASE: message("error", "That kind of action is not allowed now."),
    ErrorCode.CARD_NOT_IN_HAND: message("error", "That card is not in the hand."),
    ErrorCode.MUST_FOLLOW_SUIT: message("error", "That card breaks the duty to follow suit."),
    ErrorCode.BID_TOO_LOW: message("error", "The bid must be higher than the standing bid."),
    ErrorCode.INVALID_BID: message("error", "The rules do not allow that bid here."),
    ErrorCode.ALREADY_PASSED: message("error", "This player may not call again."),
    ErrorCode.MUST_BID: message("error", "This player may not pass and must bid."),
    ErrorCode.CANNOT_DOUBLE: message("error", "A double is not allowed now."),
    ErrorCode.CANNOT_REDOUBLE: message("error", "A redouble is not allowed now."),
    # TRANSLATORS: Fifty-Five: the dealer may take the high bid at the same value ("hold").
    ErrorCode.CANNOT_HOLD: message("error", "A hold is not allowed now."),
    ErrorCode.BAD_DISCARD: message("error", "That discard is not allowed: wrong number of cards, or cards the rules forbid."),
    # smear: trump named at the discard
    # TRANSLATORS: a suit the rules forbid here: naming it trumps (Smear: a suit not held), leading it
    # (Fifty-Six: the trump suit before it may be led; Smear: not a trump of the suit named), or making it
    # trumps by a first lead (Smear: the bidder's discard ruled it out).
    ErrorCode.TRUMP_NOT_ALLOWED: message("error", "That suit is not allowed now: the rules forbid naming it trumps or leading it."),
    # TRANSLATORS: Fifty-Six hidden trump: asking for the face-down trump card.
    ErrorCode.CANNOT_REVEAL: message("error", "The trump cannot be revealed now."),
    # TRANSLATORS: Fifty-Six: the declarer claims every remaining trick ("court").
    ErrorCode.CANNOT_COURT: message("error", "A court call is not allowed now."),
    # TRANSLATORS: a claim of every remaining trick that the other players could still defeat.
    ErrorCode.CLAIM_REFUSED: message("error", "That claim is refused: the other players can still take a trick."),
}

_TEAMS: Final = (
    # TRANSLATORS: teams are lettered in order; use the letters of your alphabet.
    message("side", "Team A"),
    message("side", "Team B"),
    message("side", "Team C"),
    message("side", "Team D"),
)

_GAMES: Final = {
    "fifty-six": message("game", "Fifty-Six"),
    "smear": message("game", "Four-Point Smear"),
    "fifty-five": message("game", "Fifty-Five"),
}


def card_name(card: Card) -> Message:
    """``jack of spades``."""
    return _CARDS[str(card)]


def suit_name(suit: Suit) -> Message:
    """``spades``."""
    return _SUITS[suit]


def rank_name(rank: Rank) -> Message:
    """``jack``."""
    return _RANKS[rank]


def phase_name(value: object) -> Message | None:
    """A phase by its shared value (``"auction"``, ``"hand_over"``...), or ``None`` for another value."""
    return _PHASES.get(value) if isinstance(value, str) else None


def reason_name(reason: TrickReason) -> Message:
    """``highest trump``."""
    return _REASONS[reason]


def error_text(code: ErrorCode) -> Message:
    """What an illegal action's code means, as a sentence."""
    return _ERRORS[code]


def side_name(side: Side | None) -> Message:
    """``Team A`` (letter = index) for a team, ``Seat 2`` for a player alone, ``nobody`` for no side."""
    if side is None:
        # TRANSLATORS: no team or player (a point nobody took).
        return message("side", "nobody")
    if not side.is_team:
        return seat_name(side.seats[0] if side.seats else side.index)
    if side.index < len(_TEAMS):
        return _TEAMS[side.index]
    return message("side", "Team {number}", number=side.index + 1)


def seat_name(seat: int) -> Message:
    """``Seat 2``."""
    # TRANSLATORS: a player, named by the number of their seat at the table.
    return message("side", "Seat {seat}", seat=seat)


def game_name(ruleset: str) -> Message | str:
    """A ruleset's name for players (``Four-Point Smear``), or the registry name of one the core does not name."""
    return _GAMES.get(ruleset, ruleset)
