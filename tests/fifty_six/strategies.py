"""Hypothesis strategies and helpers for Fifty-Six tests: rules across the options, candidate actions."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

import attrs
from hypothesis import strategies as st

from trickcore import Call, Card, Discard, Suit, sort_cards
from trickcore.games import fifty_six
from trickcore.testing import some_cards


def rules(max_tables: int = 3) -> st.SearchStrategy[fifty_six.Rules]:
    """Rules drawn across players, team modes and every option, with few tables (or deals) so games end fast.

    Point scoring (H22) comes with a short game and without the options H40 refuses beside it
    (affordable calls, starting tables, elimination).
    """
    return st.one_of(_rules(max_tables), _rules(max_tables).flatmap(_as_points))


def _as_points(drawn: fifty_six.Rules) -> st.SearchStrategy[fifty_six.Rules]:
    """The same rules scored in points (H22–H26), over 1 to 3 deals."""
    plain = attrs.evolve(drawn, starting_tables=12, elimination="zero_tables", restrict_calls_to_affordable=False)
    return st.integers(min_value=1, max_value=3).map(lambda deals: attrs.evolve(plain, scoring="points", deals=deals))


def _rules(max_tables: int) -> st.SearchStrategy[fifty_six.Rules]:
    """Tables-scored rules across every other option."""
    return st.builds(
        fifty_six.Rules,
        players=st.sampled_from([4, 6, 8]),
        team_mode=st.sampled_from(["pairs", "two_teams"]),
        starting_tables=st.integers(min_value=1, max_value=max_tables),
        first_hand_must_bid=st.booleans(),
        pass_is_final=st.booleans(),
        allow_double=st.booleans(),
        higher_bid_cancels_double=st.booleans(),
        opening_leader=st.sampled_from(["first_hand", "declarer"]),
        elimination=st.sampled_from(["zero_tables", "cannot_pay"]),
        hidden_trump=st.booleans(),
        thani=st.booleans(),
        court_call=st.booleans(),
        partner_overcall_min=st.sampled_from([None, 29, 40, 56]),
        trump_lead_restricted=st.booleans(),
        must_trump_if_void=st.booleans(),
        must_overtrump=st.booleans(),
        stop_play_when_decided=st.booleans(),
        redeal_if_team_has_no_jack=st.booleans(),
        restrict_calls_to_affordable=st.booleans(),
        redeal_on_weak_hand=st.sampled_from([None, 0, 2, 4]),
        stakes=st.sampled_from([fifty_six.Rules().stakes, ((28, 1, 2), (40, 2, 3), (56, 3, 4)), ((28, 2, 1),)]),
    )


def cards_in_game(game: fifty_six.Game) -> Iterable[Card]:
    """Every card of the current deal: hands, the trick in progress, completed tricks."""
    for hand in game.hands:
        yield from hand
    for play in game.trick:
        yield play.card
    for trick in game.tricks:
        yield from trick.cards
    if game.concealed is not None:
        yield game.concealed


def pack(game: fifty_six.Game) -> Sequence[Card]:
    """The pack of the current deal: for the number of seats dealt to (R3, R27)."""
    dealt = sum(1 for hand in game.history.deals[-1].hands if hand)
    return fifty_six.deck(game.rules, players=dealt)


def redeal_hidden(game: fifty_six.Game, seat: int, rng: random.Random) -> fifty_six.Game:
    """The other seats' cards shuffled among the other seats, hand sizes kept; another seat's concealed
    trump (H11) is shuffled in with them."""
    others = [other for other in range(game.rules.players) if other != seat]
    pool = [card for other in others for card in game.hands[other]]
    contract = game.contract
    face_down = game.concealed is not None and contract is not None and contract.declarer != seat
    if face_down and game.concealed is not None:
        pool.append(game.concealed)
    rng.shuffle(pool)
    concealed = pool.pop() if face_down else game.concealed
    hands = list(game.hands)
    for other in others:
        size = len(game.hands[other])
        hands[other], pool = sort_cards(pool[:size]), pool[size:]
    return attrs.evolve(game, hands=tuple(hands), concealed=concealed)


class Foreign:
    """An object of no Fifty-Six action type (another ruleset's action, say)."""

    def __str__(self) -> str:
        return "foreign"


def bids() -> st.SearchStrategy[fifty_six.Bid]:
    """Bids of every form, well and badly formed."""
    return st.builds(
        fifty_six.Bid,
        st.integers(min_value=26, max_value=58),
        st.none() | st.sampled_from(Suit),
        st.sampled_from(fifty_six.BidForm),
        st.none() | st.integers(min_value=-1, max_value=4),
    )


def actions(game: fifty_six.Game) -> st.SearchStrategy[object]:
    """Candidate actions, legal and illegal, of every kind."""
    legal = fifty_six.legal_actions(game)
    candidates: list[st.SearchStrategy[object]] = [
        st.sampled_from([fifty_six.Pass(), fifty_six.Double(), fifty_six.Redouble()]),
        bids(),
        st.builds(fifty_six.Play, some_cards()),
        st.sampled_from([None, "pass", Foreign(), Call(0, fifty_six.Pass()), Discard(()), fifty_six.Rules()]),
    ]
    auction = game.auction
    if auction.bid is not None:
        standing = auction.bid.value
        candidates.append(
            st.builds(
                lambda k, suit: fifty_six.Bid(standing + k, suit, fifty_six.BidForm.PLUS_SUIT, k),
                st.integers(min_value=1, max_value=4),
                st.sampled_from(Suit),
            )
        )
    hand = game.hands[game.to_act] if game.to_act is not None else ()
    if hand:
        candidates.append(st.builds(fifty_six.Play, st.sampled_from(hand)))
    if legal:
        candidates.append(st.sampled_from(legal))
    return st.one_of(candidates)


def modest_action(game: fifty_six.Game, legal: Sequence[fifty_six.Action], rng: random.Random) -> fifty_six.Action:
    """A plausible player: in the auction it passes, bidding the lowest value now and then; else random.

    Under uniformly random calls a team at 0 tables with ``elimination="cannot_pay"`` and
    three or four teams leaves only when a contract it defends is made, and random high
    bids are almost never made: the tables drift among the teams for tens of thousands of
    actions (a median of 8,500 and a tail past 80,000 for 8 players in pairs with
    affordable calls). Mostly passing leaves the compulsory 28 (R16) to the team after the
    dealer, and a team that cannot pay leaves (R25–R26); the law that every game ends is
    checked under this policy instead (p90 under 5,000 actions for every such rule set).
    """
    if game.phase is fifty_six.Phase.AUCTION:
        bids = [action for action in legal if isinstance(action, fifty_six.Bid)]
        if bids and rng.random() < 0.2:
            return min(bids, key=lambda bid: bid.value)
        if fifty_six.Pass() in legal:
            return fifty_six.Pass()
    return rng.choice(legal)
