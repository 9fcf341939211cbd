"""Golden tests: every worked example of the rules file, through the public API."""

from __future__ import annotations

import pytest

from tests.fifty_six.golden import AUCTIONS, ELIMINATION_SEED, FOLLOWING, SCORING, TRICKS
from tests.fifty_six.golden import AuctionCase, FollowCase, ScoringCase, TrickCase
from trickcore import Card, CardPlay, IllegalAction, Suit, cards
from trickcore.games import fifty_six


def _trump(text: str) -> Suit | None:
    return None if text == "NT" else Suit.parse(text)


def _plays(text: str) -> list[CardPlay]:
    return [CardPlay(int(seat), Card.parse(card)) for seat, card in (word.split(":") for word in text.split())]


def _follow_view(trump: str, led: str, hand: str) -> fifty_six.View:
    """Seat 1 to act holding ``hand`` after seat 0 led ``led`` (4 players, dealer 3)."""
    own = cards(hand)
    rules = fifty_six.Rules()
    contract = fifty_six.Contract(28, _trump(trump), 1, 0, 0)
    auction = fifty_six.AuctionState((), None, None, 1, 0, False, (False,) * 4)
    return fifty_six.View(
        rules, 1, fifty_six.Phase.PLAY, 1, 3, own, (len(own) - 1, len(own), len(own), len(own)), auction,
        contract, (CardPlay(0, Card.parse(led)),), (), (0, 0), (12, 12), (False, False), None, None,
    )


@pytest.mark.parametrize("case", TRICKS, ids=lambda c: c.rule)
def test_r20_trick_examples(case: TrickCase) -> None:
    """R20, R5: the winner and the points of every example trick."""
    plays = _plays(case.plays)
    assert fifty_six.trick_winner(plays, _trump(case.trump)).seat == case.winner
    assert sum(fifty_six.card_points(play.card) for play in plays) == case.points


@pytest.mark.parametrize("case", TRICKS, ids=lambda c: c.rule)
def test_r20_trick_examples_in_play(case: TrickCase) -> None:
    """R20, R21: played in a game, each example trick goes to its winner with its points."""
    rules = fifty_six.Rules(players=case.players, opening_leader="declarer")
    plays = _plays(case.plays)
    leader = plays[0].seat
    pack = list(fifty_six.deck(rules))
    for play in plays:
        pack.remove(play.card)
    size = fifty_six.hand_size(case.players)
    led = plays[0].card.suit
    hands = [[play.card for play in plays if play.seat == seat] for seat in range(case.players)]
    followers = [play.seat for play in plays if play.card.suit is led]
    for card in [card for card in pack if card.suit is led] + [card for card in pack if card.suit is not led]:
        seats = followers if card.suit is led else range(case.players)
        seat = next(seat for seat in seats if len(hands[seat]) < size)
        hands[seat].append(card)
    game = fifty_six.new_game(rules, hands=hands, dealer=(leader - 1) % case.players)
    trump = _trump(case.trump)
    bid = fifty_six.Bid(28, trump) if trump is not None else fifty_six.Bid(28, None, fifty_six.BidForm.NO_TRUMPS)
    game = fifty_six.apply(game, bid)
    while game.phase is fifty_six.Phase.AUCTION:
        game = fifty_six.apply(game, fifty_six.Pass())
    assert game.to_act == leader
    for play in plays:
        game = fifty_six.apply(game, fifty_six.Play(play.card), seat=play.seat)
    assert game.tricks[0].winner == case.winner and game.to_act == case.winner
    assert game.points[game.team_of(case.winner)] == case.points


@pytest.mark.parametrize("case", FOLLOWING, ids=lambda c: c.rule)
def test_r19_following_examples(case: FollowCase) -> None:
    """R19: the legal cards of the rules file's following example."""
    state = _follow_view(case.trump, case.led, case.hand)
    legal = fifty_six.legal_actions(state)
    assert [str(action) for action in legal] == [f"play {card}" for card in case.legal.split()]
    for card in cards(case.hand):
        error = fifty_six.check(state, fifty_six.Play(card))
        assert (error is None) == (str(card) in case.legal.split())
        if error is not None:
            assert error.code == "must-follow-suit" and "spades" in error.message and "KS" in error.message


@pytest.mark.parametrize("case", AUCTIONS, ids=lambda c: c.rule)
def test_r10_r16_auction_examples(case: AuctionCase) -> None:
    """R10–R18: the rules file's auctions, their illegal calls and contracts."""
    game = fifty_six.new_game(fifty_six.Rules(players=case.players), seed=1, dealer=case.dealer)
    illegal = {made: (text, code) for made, text, code in case.illegal}
    for made, text in enumerate((*case.calls, None)):
        if made in illegal:
            bad, code = illegal[made]
            with pytest.raises(IllegalAction) as info:
                fifty_six.parse_action(game, bad)
            assert info.value.code == code
        if text is not None:
            game = fifty_six.apply(game, fifty_six.parse_action(game, text))
    if case.contract is None:
        assert game.phase is fifty_six.Phase.AUCTION and game.contract is None
        return
    value, trump, multiplier, declarer, team = case.contract
    contract = game.contract
    assert contract is not None
    assert (contract.value, contract.trump, contract.multiplier) == (value, _trump(trump), multiplier)
    assert (contract.declarer, contract.team) == (declarer, team)
    assert game.phase is fifty_six.Phase.PLAY and game.to_act == case.leader
    assert game.trump is _trump(trump)


@pytest.mark.parametrize("case", SCORING, ids=lambda c: c.rule)
def test_r22_r25_scoring_examples(case: ScoringCase) -> None:
    """R22–R25: made or failed, and the tables after, for every scoring example."""
    rules = fifty_six.Rules(players=case.players)
    team = rules.team_of(case.declarer)
    contract = fifty_six.Contract(case.value, _trump(case.trump), case.multiplier, case.declarer, team)
    others = rules.teams - 1
    points = tuple(case.points if t == team else (56 - case.points) // others for t in range(rules.teams))
    result = fifty_six.settle(rules, case.before, contract, points)
    assert result.made is case.made
    assert tuple(b + c for b, c in zip(case.before, result.transfers)) == case.after


def test_r26_r28_elimination_example() -> None:
    """R26, R28: team {0,2} with 2 tables fails 30 D, pays 2, is eliminated; team {1,3} wins with 24."""
    game = fifty_six.new_game(seed=ELIMINATION_SEED, dealer=3, tables=(2, 22))
    game = fifty_six.apply(game, fifty_six.parse_action(game, "bid 30 D"))
    for _ in range(3):
        game = fifty_six.apply(game, fifty_six.Pass())
    while game.phase is fifty_six.Phase.PLAY:
        game = fifty_six.apply(game, fifty_six.legal_actions(game)[0])
    result = game.last_hand
    assert result is not None and result.made is False and result.points[0] < 30
    assert result.transfers == (-2, 2) and result.eliminated == (0,)
    assert game.phase is fifty_six.Phase.GAME_OVER and game.winner == 1 and game.tables == (0, 24)
    assert game.to_act is None and fifty_six.legal_actions(game) == ()
