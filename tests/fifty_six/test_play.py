"""The play, rule by rule (R18–R21), and the state kept at the end of a hand."""

from __future__ import annotations

from tests.fifty_six.helpers import calls, code, play_first_cards
from trickcore import Card, Suit, cards
from trickcore.games import fifty_six
from trickcore.games.fifty_six import Play


def _hands() -> list[tuple[Card, ...]]:
    """A fixed 4-player deal: seat 0 all clubs, seat 1 all diamonds, seat 2 hearts, seat 3 spades."""
    pack = fifty_six.deck(fifty_six.Rules())
    return [pack.cards[12 * seat : 12 * seat + 12] for seat in range(4)]


def _playing(**options: object) -> fifty_six.Game:
    """Seat 2 wins the auction with 28 H (dealer 0); the play begins."""
    game = fifty_six.new_game(fifty_six.Rules(**options), hands=_hands(), dealer=0)  # type: ignore[arg-type]
    return calls(game, "pass", "bid 28 H", "pass", "pass", "pass")


def test_r18_first_hand_leads() -> None:
    """R18: the seat after the dealer leads the first trick, whoever the declarer is."""
    game = _playing()
    assert game.contract is not None and game.contract.declarer == 2 and game.to_act == 1


def test_r18_declarer_leads_option() -> None:
    """R18 (opening_leader="declarer"): the declarer leads."""
    assert _playing(opening_leader="declarer").to_act == 2


def test_r19_any_card_may_be_led() -> None:
    """R19: the leader may lead any card it holds; one Play per distinct card, in canonical order."""
    game = _playing()
    legal = fifty_six.legal_actions(game)
    assert [str(action.card) for action in legal if isinstance(action, Play)] == "AD KD QD JD TD 9D".split()


def test_r19_card_not_in_hand() -> None:
    """R19: a card the seat does not hold is card-not-in-hand, and the message names it."""
    game = _playing()
    error = fifty_six.check(game, Play(Card.parse("JS")))
    assert error is not None and error.code == "card-not-in-hand" and "JS" in error.message


def test_r19_must_follow_suit() -> None:
    """R19: a player holding the led suit must follow; the message names the suit and the cards."""
    rules = fifty_six.Rules()
    pack = list(fifty_six.deck(rules))
    hands = [pack[0:11] + pack[47:48], pack[12:24], pack[24:36], pack[36:47] + pack[11:12]]
    game = calls(fifty_six.new_game(rules, hands=hands, dealer=3), "bid 28 C", "pass", "pass", "pass")
    game = fifty_six.apply(game, Play(Card.parse("9S")))
    assert game.to_act == 1 and code(game, Play(Card.parse("JD"))) is None
    game = fifty_six.apply(fifty_six.apply(game, Play(Card.parse("JD"))), Play(Card.parse("JH")))
    error = fifty_six.check(game, Play(Card.parse("9C")))
    assert error is not None and error.code == "must-follow-suit"
    assert error.message == "must follow spades: you hold AS KS QS JS TS 9S"
    assert fifty_six.legal_actions(game) == tuple(Play(card) for card in cards("AS KS QS JS TS 9S"))


def test_r19_no_duty_to_trump() -> None:
    """R19: a player void in the led suit may play any card, trump or not."""
    game = fifty_six.apply(_playing(), Play(Card.parse("JD")))
    assert game.to_act == 2 and len(fifty_six.legal_actions(game)) == 6


def test_r20_r21_trick_to_winner_who_leads_next() -> None:
    """R20, R21: the highest trump wins; its team takes the points; the winner leads."""
    game = _playing()
    for text in ("JD", "9H", "JS"):
        game = fifty_six.apply(game, Play(Card.parse(text)))
    game = fifty_six.apply(game, Play(Card.parse("JC")))
    trick = game.tricks[0]
    assert trick.winner == 2 and trick.leader == 1 and game.to_act == 2 and game.trick == ()
    assert game.points == (3 + 2 + 3 + 3, 0)


def test_r21_hand_over_keeps_tricks_contract_and_trump() -> None:
    """R21: all tricks are played; at HAND_OVER the tricks, contract and trump stay until the next deal."""
    game = play_first_cards(_playing())
    assert game.phase is fifty_six.Phase.HAND_OVER and game.to_act is None
    assert len(game.tricks) == 12 and all(hand == () for hand in game.hands)
    assert game.contract is not None and game.trump is Suit.HEARTS and len(game.calls) == 5
    assert sum(game.points) == 56 and fifty_six.legal_actions(game) == ()


def test_r21_eight_players_eight_tricks() -> None:
    """R6, R21: eight players play eight tricks of eight cards."""
    game = calls(fifty_six.new_game(fifty_six.Rules(players=8), seed=6, dealer=7), *["pass"] * 8)
    game = play_first_cards(game)
    assert len(game.tricks) == 8 and all(len(trick.plays) == 8 for trick in game.tricks)
    assert sum(game.points) == 56


def test_legal_plays_one_per_distinct_card() -> None:
    """A hand with two copies of a card offers one Play for it."""
    rules = fifty_six.Rules()
    pack = fifty_six.deck(rules)
    hands = [pack[0:12], pack[12:24], pack[24:36], pack[36:48]]
    game = calls(fifty_six.new_game(rules, hands=hands, dealer=3), "bid 28 C", "pass", "pass", "pass")
    assert game.hands[0] == cards("AC AC KC KC QC QC JC JC TC TC 9C 9C")
    assert len(fifty_six.legal_actions(game)) == 6


def test_r19_a_seats_view_offers_one_play_per_distinct_card_leading_and_following() -> None:
    """R19: the acting seat's view, like the game, offers one Play per distinct card (copies give one), leading and
    when void in the suit led."""
    rules = fifty_six.Rules()
    pack = fifty_six.deck(rules)
    hands = [pack[0:12], pack[12:24], pack[24:36], pack[36:48]]
    game = calls(fifty_six.new_game(rules, hands=hands, dealer=3), "bid 28 C", "pass", "pass", "pass")
    leading = fifty_six.legal_actions(fifty_six.view(game, 0))
    assert leading == fifty_six.legal_actions(game) == tuple(Play(card) for card in cards("AC KC QC JC TC 9C"))
    game = fifty_six.apply(game, Play(Card.parse("AC")))
    following = fifty_six.legal_actions(fifty_six.view(game, 1))
    assert following == fifty_six.legal_actions(game) == tuple(Play(card) for card in cards("AD KD QD JD TD 9D"))
