"""The events of :mod:`trickcore.events` as messages: one whole sentence each, its parts named placeholders.

Sentences are phrased so that what is put into them (a seat, a team, a card, a
suit) stands where no language has to inflect it: after a colon or a dash, or as
the subject. Every game's events are told the same way; nothing here knows a game.
"""

from __future__ import annotations

from typing import Final, assert_never

from trickcore import events
from trickcore.language._names import game_name, reason_name, seat_name, side_name
from trickcore.messages import Argument, Message, message, plural_message

__all__ = ["event_message", "score_line_message"]


def event_message(event: events.Event) -> Message:
    """The sentence that tells ``event``."""
    match event:
        case events.GameStarted():
            return _started(event)
        case events.HandDealt():
            # TRANSLATORS: the heading of a new deal: "Hand 3 — dealer: seat 1".
            return message("event", "Hand {hand} — dealer: {dealer}", hand=event.hand, dealer=seat_name(event.dealer))
        case events.ActionTaken():
            # TRANSLATORS: a seat's action in the log: "seat 2: bid 28 diamonds".
            return message("event", "{seat}: {action}", seat=seat_name(event.seat), action=event.action.message())
        case events.ClaimMade():
            # TRANSLATORS: a claim that stood: "Seat 2 claims the remaining 3 tricks — side: Team A."
            return plural_message(
                "event",
                "{seat} claims the last trick — side: {side}.",
                "{seat} claims the remaining {tricks} tricks — side: {side}.",
                event.tricks,
                seat=seat_name(event.seat),
                side=side_name(event.side),
                tricks=event.tricks,
            )
        case events.ContractWon():
            return _contract(event)
        case events.HandThrownIn() if event.reason == "void-deal":
            # fifty-six: the house rules
            # TRANSLATORS: Fifty-Six's redeal rules: a team without a jack, or a very weak hand.
            return message("event", "Hand {hand}: the deal is void (a redeal rule); the same dealer deals again.", hand=event.hand)
        case events.HandThrownIn():
            return message(
                "event", "Hand {hand}: everybody passed; the hand is thrown in and nothing is scored.", hand=event.hand
            )
        case events.TrumpFixed():
            return message("event", "Trumps: {suit}, chosen by {seat}", suit=event.suit, seat=seat_name(event.seat))
        case events.TrickWon():
            return _trick(event)
        case events.HandScored():
            return _scored(event)
        case events.GameWon():
            return _won(event)
    assert_never(event)


def _started(event: events.GameStarted) -> Message:
    """The game and how it is won."""
    game = game_name(event.ruleset)
    if event.deals is not None:
        # fifty-six: the house rules
        # TRANSLATORS: Fifty-Six's point scoring: a game of a fixed number of deals.
        return plural_message(
            "event",
            "{game}: the highest score after {deals} deal wins.",
            "{game}: the highest score after {deals} deals wins.",
            event.deals,
            game=game,
            deals=event.deals,
        )
    if event.target is None:
        return message("event", "{game}: the last team with tables left wins.", game=game)
    return plural_message(
        "event",
        "{game}: the first to {target} point wins.",
        "{game}: the first to {target} points wins.",
        event.target,
        game=game,
        target=event.target,
    )


def _contract(event: events.ContractWon) -> Message:
    """The contract: its value, and its trump suit and doubling when the auction fixes them."""
    bid, bidder = event.bid, seat_name(event.bidder)
    doubled = event.multiplier == 2
    redoubled = event.multiplier >= 4
    if event.trump is not None:
        suit = event.trump
        if redoubled:
            return message("event", "Contract: {bid} {suit} redoubled; declarer: {bidder}", bid=bid, suit=suit, bidder=bidder)
        if doubled:
            return message("event", "Contract: {bid} {suit} doubled; declarer: {bidder}", bid=bid, suit=suit, bidder=bidder)
        return message("event", "Contract: {bid} {suit}; declarer: {bidder}", bid=bid, suit=suit, bidder=bidder)
    if event.no_trumps:
        if redoubled:
            return message("event", "Contract: {bid} no trumps redoubled; declarer: {bidder}", bid=bid, bidder=bidder)
        if doubled:
            return message("event", "Contract: {bid} no trumps doubled; declarer: {bidder}", bid=bid, bidder=bidder)
        return message("event", "Contract: {bid} no trumps; declarer: {bidder}", bid=bid, bidder=bidder)
    # TRANSLATORS: Smear and Fifty-Five: the auction fixes only the value; trumps come later.
    return message("event", "Contract: {bid}; bidder: {bidder}", bid=bid, bidder=bidder)


def _trick(event: events.TrickWon) -> Message:
    """The trick's winner, the winning card and why it won, and what the trick is worth."""
    args: dict[str, Argument] = {"number": event.number, "winner": seat_name(event.winner), "card": event.card, "reason": reason_name(event.reason)}
    if event.points == 0:
        return message("event", "Trick {number}: {winner} wins — {card} ({reason})", **args)
    return plural_message(
        "event",
        "Trick {number}: {winner} wins — {card} ({reason}), {points} point",
        "Trick {number}: {winner} wins — {card} ({reason}), {points} points",
        event.points,
        points=event.points,
        **args,
    )


def _scored(event: events.HandScored) -> Message:
    """The hand's result for the bidder."""
    bidder = seat_name(event.bidder)
    if event.made:
        return message("event", "Hand {hand}: {bidder} bid {bid} and made the contract.", hand=event.hand, bidder=bidder, bid=event.bid)
    # TRANSLATORS: "set": the bidder did not make the contract.
    return message("event", "Hand {hand}: {bidder} bid {bid} and was set.", hand=event.hand, bidder=bidder, bid=event.bid)


def _won(event: events.GameWon) -> Message:
    """The winner, and at which trick it reached the target when the race decided it."""
    winner = side_name(event.winner)
    if event.trick is None:
        return message("event", "{winner} wins the game.", winner=winner)
    return message("event", "{winner} wins the game, reaching the target at trick {trick}.", winner=winner, trick=event.trick)


_NOBODY_TOOK: Final = {
    "high": message("score", "High: nobody"),
    "low": message("score", "Low: nobody"),
    "jack": message("score", "Jack: nobody"),
    # TRANSLATORS: Smear's Game point, not scored when the card points are tied.
    "game": message("score", "Game: nobody (a tie)"),
}


def score_line_message(line: events.ScoreLine) -> Message:
    """One line of a hand's scoring, by its stable label."""
    label, points, card = line.label, abs(line.points), line.card
    if line.side is None and label in _NOBODY_TOOK:
        return _NOBODY_TOOK[label]
    side = side_name(line.side)
    match label:
        case "card-points":
            return plural_message("score", "{side}: {points} card point", "{side}: {points} card points", points, side=side, points=points)
        case "tables" if line.points < 0:
            return plural_message("score", "{side} pays {points} table", "{side} pays {points} tables", points, side=side, points=points)
        case "tables":
            return plural_message("score", "{side} receives {points} table", "{side} receives {points} tables", points, side=side, points=points)
        case "scored":
            # fifty-six: the house rules
            # TRANSLATORS: Fifty-Six's point scoring: what a team scores for a contract.
            return plural_message("score", "{side} scores {points} point", "{side} scores {points} points", points, side=side, points=points)
        case "high" if card is not None:
            # TRANSLATORS: Smear's High point: the highest trump played, and who took it.
            return message("score", "High: {side} — {card}", side=side, card=card)
        case "low" if card is not None:
            # TRANSLATORS: Smear's Low point: the lowest trump played, and who took it.
            return message("score", "Low: {side} — {card}", side=side, card=card)
        case "jack" if card is not None:
            # TRANSLATORS: Smear's Jack point: the jack of trumps, and who took it.
            return message("score", "Jack: {side} — {card}", side=side, card=card)
        case "joker":
            # smear: the house rules
            # TRANSLATORS: Six-Point Smear: a point for each joker, to the team that won its trick.
            return message("score", "Joker: {side}", side=side)
        case "game":
            # TRANSLATORS: Smear's Game point: the most card points.
            return message("score", "Game: {side}", side=side)
        case "tricks":
            return plural_message("score", "{side}: {points} point for tricks", "{side}: {points} points for tricks", points, side=side, points=points)
        case "best-trump" if card is not None:
            return plural_message(
                "score",
                "{side}: {points} point for the highest trump — {card}",
                "{side}: {points} points for the highest trump — {card}",
                points,
                side=side,
                points=points,
                card=card,
            )
        case "made":
            return plural_message("score", "Contract made: {side} scores {points} point", "Contract made: {side} scores {points} points", points, side=side, points=points)
        case "set":
            return plural_message("score", "Contract set: {side} loses {points} point", "Contract set: {side} loses {points} points", points, side=side, points=points)
    # TRANSLATORS: a score line of a kind this version does not name; {label} is its code.
    return message("score", "{side}: {points} ({label})", side=side, points=line.points, label=label)
