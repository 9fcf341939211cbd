"""Golden tests: every worked example of the rules file, replayed through the public API."""

from __future__ import annotations

import pytest

from tests.smear.golden import AUCTIONS, FOLLOWING, FORCED_TRUMP, FULL_HAND_BLIND_2, SET_CONTRACT, TRICKS
from tests.smear.golden import AuctionCase, FollowCase, HandCase, TrickCase
from trickcore import Card, CardPlay, IllegalAction, Suit, cards, format_cards
from trickcore.games import smear
from trickcore.tricks import winning_play


def _play_view(trump: str, hand: str, led: str) -> smear.View:
    """Seat 1 to act holding ``hand``, after seat 0 led ``led`` under ``trump``."""
    own = cards(hand)
    return smear.View(
        seat=1, rules=smear.Rules(), phase=smear.Phase.PLAY, dealer=3, to_act=1, hand=own,
        hand_sizes=(len(own) - 1, len(own), len(own), len(own)), calls=(), contract=smear.Contract(0, 2),
        trump=Suit.parse(trump), trick=(CardPlay(0, Card.parse(led)),), tricks=(), scores=(0, 0),
        winner=None, last_hand=None, blind=(), discards=(),
    )


@pytest.mark.parametrize("case", FOLLOWING, ids=lambda c: f"{c.led}")
def test_r13_following_examples(case: FollowCase) -> None:
    """R13: the legal cards of the rules file's following example, for each lead."""
    state = _play_view(case.trump, case.hand, case.led)
    legal = smear.legal_actions(state)
    assert sorted(str(a.card) for a in legal if isinstance(a, smear.Play)) == sorted(case.legal.split())
    for card in cards(case.hand):
        error = smear.check(state, smear.Play(card))
        assert (error is None) == (str(card) in case.legal.split())
        if error is not None:
            assert error.code == "must-follow-suit"


@pytest.mark.parametrize("case", TRICKS, ids=lambda c: c.plays)
def test_r14_trick_winner_examples(case: TrickCase) -> None:
    """R14: the winning card of the rules file's example tricks."""
    plays = [CardPlay(seat, card) for seat, card in enumerate(cards(case.plays))]
    trump, led = Suit.parse(case.trump), plays[0].card.suit
    best = winning_play(plays, lambda card: smear.trick_strength(card, trump, led))
    assert str(best.card) == case.wins


@pytest.mark.parametrize("case", AUCTIONS, ids=lambda c: " / ".join(c.calls))
def test_r6_r8_auction_examples(case: AuctionCase) -> None:
    """R6–R8: the rules file's auctions (dealer 3), their legal calls and outcomes."""
    game = smear.new_game(seed=99, dealer=case.dealer)
    for text in case.calls:
        game = smear.apply(game, smear.parse_action(game, text))
    assert game.phase.value == case.phase
    if case.contract is None:
        assert game.contract is None
    else:
        assert game.contract == smear.Contract(*case.contract)
        assert game.to_act == case.contract[0]
        assert len(game.calls) == len(case.calls)
    if case.legal_next:
        assert tuple(str(a) for a in smear.legal_actions(game)) == case.legal_next
    if case.illegal is not None:
        with pytest.raises(IllegalAction) as caught:
            smear.parse_action(game, case.illegal)
        assert caught.value.code == case.illegal_code
    if case.next_dealer is not None:
        assert game.last_hand == smear.HandResult.thrown_in()
        assert smear.deal(game, seed=1).dealer == case.next_dealer


def _play_hand(case: HandCase) -> smear.Game:
    """Deal the case's hands and play its calls, discard and tricks."""
    game = smear.new_game(
        case.rules, hands=[cards(h) for h in case.hands],
        stock=None if case.stock is None else cards(case.stock), dealer=case.dealer, scores=case.scores,
    )
    for text in case.calls:
        game = smear.apply(game, smear.parse_action(game, text))
    if case.discard is not None:
        assert game.phase is smear.Phase.DISCARD
        game = smear.apply(game, smear.parse_action(game, "discard " + case.discard))
    assert game.phase is smear.Phase.PLAY
    assert game.trump is None
    hand = game.hands[game.to_act] if game.to_act is not None else ()
    assert sorted(s.letter for s in smear.legal_trumps(hand, game.discards)) == sorted(case.legal_trumps.split())
    for trick in case.tricks:
        for play in trick.split(" -> ")[0].split():
            seat, card = play.split(":")
            game = smear.apply(game, smear.parse_action(game, f"play {card}"), seat=int(seat))
        assert str(game.tricks[-1]) == trick
    return game


@pytest.mark.parametrize("case", [FULL_HAND_BLIND_2, SET_CONTRACT], ids=["blind-2", "set"])
def test_r15_r17_full_hand_examples(case: HandCase) -> None:
    """R5–R17: the rules file's whole hands score exactly as written."""
    game = _play_hand(case)
    result = game.last_hand
    assert result is not None
    assert game.phase is smear.Phase.HAND_OVER
    assert result.card_points == case.card_points
    assert (result.high, result.low, result.jack, result.game) == (case.high, case.low, case.jack, case.game)
    assert result.points == case.points
    assert result.made is case.made
    assert game.scores == case.final_scores


def test_r9_r10_full_hand_blind_and_discards() -> None:
    """R9, R10: seat 1 takes JS 9D, discards KH 9D (3 card points to B); the rest of the stock is dead."""
    case = FULL_HAND_BLIND_2
    assert case.stock is not None
    game = smear.new_game(case.rules, hands=[cards(h) for h in case.hands], stock=cards(case.stock), dealer=3)
    for text in case.calls:
        game = smear.apply(game, smear.parse_action(game, text))
    assert game.contract == smear.Contract(1, 3)
    assert format_cards(game.blind) == "JS 9D"
    assert format_cards(game.hands[1]) == "7C 9D KH AS QS JS TS 8S"
    game = smear.apply(game, smear.parse_action(game, "discard KH 9D"))
    assert format_cards(game.hands[1]) == "7C AS QS JS TS 8S"
    assert format_cards(game.stock) == "TH 9H 7H 7D JC 8C"
    assert sum(smear.card_points(c) for c in game.stock) == 11
    assert sum(smear.card_points(c) for c in game.discards) == 3


def test_r5_deal_mapping_example() -> None:
    """R5: dealing the example deck with dealer 3 gives exactly the example's hands and stock."""
    case = FULL_HAND_BLIND_2
    assert case.deck is not None and case.stock is not None
    game = smear.new_game(case.rules, deck=cards(case.deck), dealer=case.dealer)
    for seat, hand in enumerate(case.hands):
        assert game.hands[seat] == smear.new_game(case.rules, hands=[cards(h) for h in case.hands],
                                                  stock=cards(case.stock)).hands[seat]
        assert sorted(map(str, game.hands[seat])) == sorted(hand.split())
    assert format_cards(game.stock) == case.stock
    assert smear.record(game).deals[0].stock == cards(case.stock)


def test_r11_forced_trump_example() -> None:
    """R11: discarding TH 7D 7S leaves only clubs as trump; leading KH is trump-not-allowed."""
    case = FORCED_TRUMP
    own = cards(case.bidder_hand)
    rest = [c for c in smear.deck(case.rules) if c not in own and c not in cards(case.blind)]
    hands = [rest[0:6], rest[6:12], list(own), rest[12:18]]
    stock = list(cards(case.blind)) + rest[18:]
    game = smear.new_game(case.rules, hands=hands, stock=stock, dealer=case.dealer)
    for text in ("bid 2", "pass", "pass", "pass"):
        game = smear.apply(game, smear.parse_action(game, text))
    assert game.phase is smear.Phase.DISCARD and game.to_act == 2
    game = smear.apply(game, smear.parse_action(game, "discard " + case.discard))
    assert sorted(map(str, game.hands[2])) == sorted(case.kept.split())
    assert "".join(s.letter for s in sorted(smear.legal_trumps(game.hands[2], game.discards), key=str)) == "C"
    error = smear.check(game, smear.Play(Card.parse(case.illegal_lead)))
    assert error is not None and error.code == "trump-not-allowed"
    assert {a.card.suit for a in smear.legal_actions(game) if isinstance(a, smear.Play)} == {Suit.CLUBS}
