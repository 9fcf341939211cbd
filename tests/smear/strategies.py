"""Hypothesis strategies and helpers for Smear tests (rules across the options, candidate actions)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

import attrs
from hypothesis import strategies as st

from trickcore import Call, Card, Suit, sort_cards
from trickcore.games import smear
from trickcore.testing import some_cards


def _rules(jokers_and_smudge: tuple[int, bool], **options: object) -> smear.Rules:
    """Rules with jokers and the smudge drawn together (H13 refuses both at once)."""
    jokers, smudge = jokers_and_smudge
    return smear.Rules(jokers=jokers, smudge=smudge, **options)  # type: ignore[arg-type]


def rules(max_target: int = 5) -> st.SearchStrategy[smear.Rules]:
    """Rules drawn across every option (cutthroat's three players included), with a low target so games end fast."""
    return st.builds(
        _rules,
        players=st.sampled_from([4, 3]),
        jokers_and_smudge=st.sampled_from([(0, False), (0, True), (2, False)]),
        joker_order=st.sampled_from(["first_wins", "second_wins"]),
        blind_size=st.integers(min_value=0, max_value=3),
        target=st.integers(min_value=1, max_value=max_target),
        all_pass=st.sampled_from(["redeal_same_dealer", "redeal_next_dealer", "dealer_must_bid"]),
        high_low_rule=st.sampled_from(["ace_seven", "highest_lowest_in_play"]),
        both_reach_target=st.sampled_from(["bidder_wins", "higher_score", "count_out"]),
        win_only_on_successful_bid=st.booleans(),
        non_bidder_score_cap=st.none() | st.integers(min_value=-3, max_value=8),
        deal_packets=st.sampled_from([(3, 3), (2, 2, 2), (1,) * 6, (6,), (1, 2, 3), (4, 2)]),
        dealer_may_match=st.booleans(),
        protect_point_trumps=st.booleans(),
        trump_named_at_discard=st.booleans(),
        low_goes_to=st.sampled_from(["player", "capturer"]),
    )


def cards_in_game(game: smear.Game) -> Iterable[Card]:
    """Every card of the current deal: hands, trick, tricks, stock (dead cards) and discards."""
    for hand in game.hands:
        yield from hand
    for play in game.trick:
        yield play.card
    for trick in game.tricks:
        yield from trick.cards
    yield from game.stock
    yield from game.discards


def pack(game: smear.Game) -> Sequence[Card]:
    """The pack of the deal."""
    return smear.deck(game.rules)


def redeal_hidden(game: smear.Game, seat: int, rng: random.Random) -> smear.Game:
    """The cards ``seat`` cannot see (other hands, the stock, others' discards) shuffled among those places."""
    bidder = game.contract.bidder if game.contract is not None else None
    hidden_seats = [s for s in range(len(game.hands)) if s != seat]
    discards_hidden = bidder != seat
    pool = [card for s in hidden_seats for card in game.hands[s]] + list(game.stock)
    if discards_hidden:
        pool += game.discards
    rng.shuffle(pool)
    hands = list(game.hands)
    for s in hidden_seats:
        hands[s], pool = sort_cards(pool[: len(game.hands[s])]), pool[len(game.hands[s]) :]
    stock, pool = tuple(pool[: len(game.stock)]), pool[len(game.stock) :]
    discards = tuple(pool) if discards_hidden else game.discards
    blind = game.blind
    if bidder is not None and bidder != seat and blind:
        blind = tuple((hands[bidder] + discards)[: len(blind)])
    return attrs.evolve(game, hands=tuple(hands), stock=stock, discards=sort_cards(discards), blind=blind)


class Foreign:
    """An object of no Smear action type (another ruleset's action, say)."""

    def __str__(self) -> str:
        return "foreign"


def actions(game: smear.Game) -> st.SearchStrategy[object]:
    """Candidate actions, legal and illegal, of every kind."""
    legal = smear.legal_actions(game)
    candidates: list[st.SearchStrategy[object]] = [
        st.just(smear.Pass()),
        st.builds(smear.Bid, st.integers(min_value=-1, max_value=7)),
        st.builds(smear.Play, some_cards(jokers=True)),
        st.builds(smear.Discard, st.lists(st.sampled_from(smear.deck(game.rules)), max_size=4)),
        st.builds(smear.NameTrump, st.sampled_from(list(Suit))),
        st.sampled_from([None, "pass", Foreign(), Call(0, smear.Pass()), smear.Rules()]),
    ]
    hand = game.hands[game.to_act] if game.to_act is not None else ()
    if hand:
        candidates.append(st.builds(smear.Play, st.sampled_from(hand)))
        candidates.append(st.builds(smear.Discard, st.lists(st.sampled_from(tuple(dict.fromkeys(hand))), max_size=4, unique=True)))
    if legal:
        candidates.append(st.sampled_from(legal))
    return st.one_of(candidates)


def modest_action(game: smear.Game, legal: Sequence[smear.Action], rng: random.Random) -> smear.Action:
    """A plausible player: bids the minimum now and then (the dealer always, if all passed), else random.

    Uniformly random bidding (a 4 as often as a 2) sets the bidder most hands, so both
    scores drift far below zero and, with ``win_only_on_successful_bid`` or a low
    ``non_bidder_score_cap``, a game need not end in any number of hands; the law that
    every game ends is checked under this policy instead.
    """
    if game.phase is smear.Phase.AUCTION:
        bids = [action for action in legal if isinstance(action, smear.Bid)]
        nobody_bid = all(isinstance(call.action, smear.Pass) for call in game.calls)
        if bids and ((game.to_act == game.dealer and nobody_bid) or rng.random() < 0.3):
            return bids[0]
        return legal[0]
    return rng.choice(legal)
