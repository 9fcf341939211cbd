"""Hypothesis strategies and conformance hooks for Fifty-Five."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any, cast

import attrs
from hypothesis import strategies as st

from trickcore import Card, Suit, sort_cards
from trickcore.games import fifty_five as ff
from trickcore.games import fifty_six
from trickcore.ruleset import AnyRuleset
from trickcore.testing import ConformanceSpec, some_cards


Double = fifty_six.Double
"""Another ruleset's kind of action (Fifty-Six's double), which Fifty-Five must refuse."""


@st.composite
def team_layouts(draw: st.DrawFn, players: int) -> tuple[tuple[int, ...], ...] | None:
    """R2: no teams, or a random partition of the seats into k ≥ 2 equal teams of ≥ 2."""
    counts = [k for k in range(2, players // 2 + 1) if players % k == 0]
    if not counts or draw(st.booleans()):
        return None
    k = draw(st.sampled_from(counts))
    seats = draw(st.permutations(range(players)))
    size = players // k
    return tuple(tuple(sorted(seats[i * size : (i + 1) * size])) for i in range(k))


@st.composite
def rules(draw: st.DrawFn, targets: tuple[int, ...] = (5, 10)) -> ff.Rules:
    """Rules drawn across 2–9 players, teams and every option, with a low target so games end fast.

    Uniformly random play bids 60 often and fails, so scores drift down (R21);
    with a target of 5 or 10 a game still ends within a few played hands.
    """
    players = draw(st.integers(min_value=2, max_value=9))
    renege_forced_by: Any = draw(st.sampled_from(["led_card", "highest_trump_in_trick"]))
    # H22: the highest-trump test needs the top trumps renegeable.
    renegeable: Any = (
        "top_trumps" if renege_forced_by == "highest_trump_in_trick"
        else draw(st.sampled_from(["top_trumps", "five_only", "none"]))
    )
    return ff.Rules(
        players=players,
        teams=draw(team_layouts(players)),
        target=draw(st.sampled_from(targets)),
        all_pass=draw(st.sampled_from(["redeal_next_dealer", "redeal_same_dealer", "dealer_must_bid"])),
        first_lead=draw(st.sampled_from(["left_of_dealer", "left_of_bidder", "bidder"])),
        renege_forced_by=renege_forced_by,
        race_rule=draw(st.sampled_from(["first_in_trick_order", "bidder_first"])),
        bid_ladder=draw(st.sampled_from(["fifty_five", "thirty_for_sixty"])),
        hold_reopens=draw(st.sampled_from(["previous_high_bidder", "all_unpassed"])),
        trump_named=draw(st.sampled_from(["after_kitty", "before_kitty"])),
        renegeable=renegeable,
        best_trump_bonus=draw(st.sampled_from(["highest_trump", "top_trumps_only", "none"])),
        draw_after_trump=draw(st.booleans()),
        joker=draw(st.booleans()),
    )


def cards_in_game(game: ff.Game) -> Iterator[Card]:
    """Every card of the current deal: hands, the trick, tricks, kitty, undealt cards and discards."""
    for hand in game.hands:
        yield from hand
    yield from (play.card for play in game.trick)
    for trick in game.tricks:
        yield from trick.cards
    yield from game.kitty
    yield from game.undealt
    yield from game.discards
    for dead in game.exchanged:
        yield from dead


def redeal_hidden(game: ff.Game, seat: int, rng: random.Random) -> ff.Game:
    """The game with every card ``seat`` cannot see shuffled among the places it cannot see."""
    bidder = game.contract is not None and game.contract.bidder == seat
    others = [other for other in range(len(game.hands)) if other != seat]
    pool = [card for other in others for card in game.hands[other]] + list(game.kitty) + list(game.undealt)
    if not bidder:
        pool += list(game.discards)
    exchanged = list(game.exchanged)
    for other in others:
        if exchanged:
            pool += list(exchanged[other])
    rng.shuffle(pool)
    cursor = iter(pool)
    hands = list(game.hands)
    for other in others:
        hands[other] = sort_cards(next(cursor) for _ in game.hands[other])
    kitty = tuple(next(cursor) for _ in game.kitty)
    undealt = tuple(next(cursor) for _ in game.undealt)
    discards = game.discards if bidder else sort_cards(next(cursor) for _ in game.discards)
    for other in others:
        if exchanged:
            exchanged[other] = sort_cards(next(cursor) for _ in exchanged[other])
    return attrs.evolve(
        game, hands=tuple(hands), kitty=kitty, undealt=undealt, discards=discards, exchanged=tuple(exchanged)
    )


def actions(game: ff.Game) -> st.SearchStrategy[object]:
    """Candidate actions, legal and illegal: every kind, bad bids and cards, junk, another ruleset's."""
    hand = game.acting_hand
    candidates: list[st.SearchStrategy[object]] = [
        st.builds(ff.Bid, st.integers(min_value=-5, max_value=70)),
        st.sampled_from([ff.Pass(), ff.Hold(), Double(), None, "pass", 15]),
        st.builds(ff.NameTrump, st.sampled_from(list(Suit))),
        st.builds(ff.Play, some_cards(jokers=True)),
        st.builds(ff.Discard, st.lists(some_cards(), max_size=6)),
        st.builds(ff.Exchange, st.lists(some_cards(), max_size=6)),
    ]
    legal = ff.legal_actions(game)
    if legal:
        candidates.append(st.sampled_from(legal))
    if hand:
        candidates.append(st.builds(ff.Play, st.sampled_from(hand)))
        candidates.append(st.builds(ff.Discard, st.lists(st.sampled_from(hand), min_size=4, max_size=6)))
        candidates.append(st.builds(ff.Exchange, st.lists(st.sampled_from(hand), max_size=6)))
    return st.one_of(candidates)


def laws(before: ff.Game, after: ff.Game) -> None:
    """R19–R24: a played hand hands out 25 or 30; scores move only when a hand ends, by its changes."""
    if after.phase in (ff.Phase.HAND_OVER, ff.Phase.GAME_OVER) and before.phase is not after.phase:
        result = after.last_hand
        assert result is not None
        if result.made is None:
            assert result.points == result.changes == (0,) * after.rules.sides
        else:
            assert sum(result.points) in (25, 30)
            assert after.contract is not None and after.trump is not None and len(after.tricks) == 5
        assert after.scores == tuple(s + c for s, c in zip(before.scores, result.changes))
    else:
        assert after.scores == before.scores
    if after.phase is ff.Phase.GAME_OVER:
        assert after.winner is not None and after.scores[after.winner] >= after.rules.target
    else:
        assert after.winner is None and max(after.scores) < after.rules.target
    assert sum(len(hand) for hand in after.hands) + len(after.trick) <= 5 * after.rules.players + 5


def cautious(game: ff.Game, legal: Sequence[ff.Action], rng: random.Random) -> ff.Action:
    """A player with a cautious auction (mostly the first call, never the jink), random elsewhere.

    Uniformly random play bids 60 often and fails, so scores drift below zero and a
    game to a positive target need not end; the every-game-ends law plays this way.
    """
    if game.phase is ff.Phase.AUCTION:
        jink = ff.Bid(30 if game.rules.bid_ladder == "thirty_for_sixty" else 60)
        modest = [action for action in legal if action != jink] or list(legal)
        return modest[0] if rng.random() < 0.6 else rng.choice(modest)
    return rng.choice(legal)


SPEC = ConformanceSpec(
    ruleset=cast(AnyRuleset, ff),
    rules=rules(),
    cards_in_game=cards_in_game,
    pack=lambda game: ff.deck(game.rules),
    redeal_hidden=redeal_hidden,
    actions=actions,
    laws=laws,
    max_actions=5_000,
    policy=cautious,
)
