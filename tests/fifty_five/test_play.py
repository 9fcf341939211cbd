"""R15–R18: leading, following, reneging and winning tricks."""

from __future__ import annotations

import pytest

from trickcore import Card, Suit
from trickcore.games import fifty_five as ff

from tests.fifty_five.helpers import at_first_lead, new, run, texts


def code(game: ff.Game, text: str) -> str | None:
    """The error code of playing a card, or None."""
    error = ff.check(game, ff.Play(Card.parse(text)))
    return None if error is None else error.code.value


@pytest.mark.parametrize(
    ("first_lead", "leader"), [("left_of_dealer", 1), ("left_of_bidder", 3), ("bidder", 2)]
)
def test_r15_first_lead_option(first_lead: str, leader: int) -> None:
    """R15: the first leader is left of the dealer, left of the bidder, or the bidder, per first_lead."""
    game = new({}, rules=ff.Rules(first_lead=first_lead), dealer=0)  # type: ignore[arg-type]
    game = run(game, "pass", "bid 10", "pass", "pass")
    game = ff.apply(ff.apply(game, ff.legal_actions(game)[0]), ff.NameTrump(Suit.CLUBS))
    assert game.to_act == leader and game.phase is ff.Phase.PLAY


def test_r15_leader_may_lead_anything_and_winner_leads_next() -> None:
    """R15: the leader may lead any card; the winner of a trick leads the next."""
    game = at_first_lead({1: "2D 3D 4D 6D 7D", 2: "KD"}, Suit.SPADES)
    assert len(ff.legal_actions(game)) == 5
    game = run(game, "play 2D", "play KD")
    for _ in range(2):
        game = ff.apply(game, ff.legal_actions(game)[0])
    assert game.tricks[0].winner == 2 and game.to_act == 2 and game.trick == ()


def test_r16_plain_lead_follow_or_trump() -> None:
    """R16: holding the led suit, a player must play it or a trump, never a third suit."""
    game = at_first_lead({1: "KD", 2: "2D 3S 4C 9H 8H"}, Suit.CLUBS)
    game = run(game, "play KD")
    assert texts(ff.legal_actions(game)) == ["play 4C", "play 2D"]
    assert code(game, "3S") == "must-follow-suit" and code(game, "9H") == "must-follow-suit"
    assert code(game, "4C") is None
    error = ff.check(game, ff.Play(Card.parse("3S")))
    assert error is not None and error.message == "diamonds led (KD): follow suit or trump, you hold 4C 2D"


def test_r16_void_in_led_suit_plays_anything() -> None:
    """R16: a player without the led suit may play any card."""
    game = at_first_lead({1: "KD", 2: "3S 4C 9H 8H 7S"}, Suit.CLUBS)
    game = run(game, "play KD")
    assert len(ff.legal_actions(game)) == 5


def test_r16_ace_of_hearts_is_not_a_heart() -> None:
    """R16: on a heart lead, A♥ alone does not oblige to follow (it is a trump)."""
    game = at_first_lead({1: "KH", 2: "AH 9C 4D 8D 2C"}, Suit.SPADES)
    game = run(game, "play KH")
    assert len(ff.legal_actions(game)) == 5


def test_r17_leading_ace_of_hearts_is_a_trump_lead() -> None:
    """R17: A♥ led is a trump lead: a player with a non-top trump must play a trump."""
    game = at_first_lead({1: "AH", 2: "2S 9H 8H 4C KD"}, Suit.SPADES)
    game = run(game, "play AH")
    assert texts(ff.legal_actions(game)) == ["play 2S"]
    assert code(game, "9H") == "must-follow-suit"
    error = ff.check(game, ff.Play(Card.parse("9H")))
    assert error is not None and error.message == (
        "trumps led (AH): you must play a trump, you hold 2S and not only top trumps you may withhold"
    )


def test_r17_renege_measured_against_the_led_card() -> None:
    """R17 led_card: JC may be withheld on a 4C lead even after 5C is played."""
    game = at_first_lead({1: "4C", 2: "5C", 3: "JC 9D KH 2S 7D"}, Suit.CLUBS)
    game = run(game, "play 4C", "play 5C")
    assert len(ff.legal_actions(game)) == 5


def test_r17_renege_forced_by_highest_trump_in_trick() -> None:
    """R17 highest_trump_in_trick: after 5C, JC ranks below the best trump and must be played."""
    rules = ff.Rules(renege_forced_by="highest_trump_in_trick")
    game = at_first_lead({1: "4C", 2: "5C", 3: "JC 9D KH 2S 7D"}, Suit.CLUBS, rules=rules)
    game = run(game, "play 4C", "play 5C")
    assert texts(ff.legal_actions(game)) == ["play JC"]
    assert code(game, "9D") == "must-follow-suit"


def test_r17_only_withholdable_trumps_and_no_trump_play_anything() -> None:
    """R17: holding only top trumps above the led card, or no trump, any card is legal."""
    game = at_first_lead({1: "6S", 2: "5S JS AH 9D 2C", 3: "KD QD JD TD 9H"}, Suit.SPADES)
    game = run(game, "play 6S")
    assert len(ff.legal_actions(game)) == 5
    game = run(game, "play 9D")
    assert len(ff.legal_actions(game)) == 5


def test_r17_hearts_trump_ace_of_hearts_top_trump() -> None:
    """R8/R17: with hearts trump, A♥ is still a top trump that may be withheld below it."""
    game = at_first_lead({1: "KH", 2: "AH 9C 4D 8D 2C"}, Suit.HEARTS)
    game = run(game, "play KH")
    assert len(ff.legal_actions(game)) == 5
    game = at_first_lead({1: "JH", 2: "AH 9C 4D 8D 2C"}, Suit.HEARTS)
    game = run(game, "play JH")
    assert texts(ff.legal_actions(game)) == ["play AH"]


def test_card_not_in_hand() -> None:
    """A card not held is card-not-in-hand, before any follow rule."""
    game = at_first_lead({1: "KD", 2: "2D 3S 4C 9H 8H"}, Suit.CLUBS)
    assert code(game, "KS") == "card-not-in-hand"
    game = run(game, "play KD")
    assert code(game, "KD") == "card-not-in-hand"


def test_r18_highest_trump_wins_else_highest_of_led_suit() -> None:
    """R18: the highest trump wins a trick; with no trump, the highest card of the suit led."""
    game = at_first_lead({1: "KD", 2: "2C", 3: "AD", 0: "9S"}, Suit.CLUBS)
    game = run(game, "play KD", "play 2C", "play AD", "play 9S")
    assert game.tricks[0].winner == 2
    game = at_first_lead({1: "2D", 2: "KD", 3: "AD", 0: "9S"}, Suit.CLUBS)
    game = run(game, "play 2D", "play KD", "play AD", "play 9S")
    assert game.tricks[0].winner == 2 and game.tricks[0].leader == 1


def test_r15_five_tricks_all_played() -> None:
    """R15: five tricks are played, every card of every hand."""
    game = at_first_lead({}, Suit.DIAMONDS)
    while game.phase is ff.Phase.PLAY:
        game = ff.apply(game, ff.legal_actions(game)[-1])
    assert len(game.tricks) == 5 and all(hand == () for hand in game.hands)
    assert len({card for trick in game.tricks for card in trick.cards}) == 20
    assert game.trick == () and game.phase is ff.Phase.HAND_OVER
