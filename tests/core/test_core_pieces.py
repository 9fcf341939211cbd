"""Hands, seats, tricks, errors, the cross-cutting checks and notation."""

from __future__ import annotations

import pytest

from trickcore import (
    Card,
    CardPlay,
    ConfigError,
    Discard,
    ErrorCode,
    IllegalAction,
    NotationError,
    Pass,
    Play,
    Trick,
    TrickcoreError,
    UnknownRulesetError,
    cards,
    get_ruleset,
)
from trickcore.hands import distinct, holds_all, remove_card, remove_cards, suits_held
from trickcore.legality import precheck
from trickcore.notation import parse_int, split_action
from trickcore.seats import next_seat, rotation
from trickcore.tricks import winning_play


def test_remove_card_takes_one_copy() -> None:
    """Removing a doubled card leaves the other copy."""
    assert remove_card(cards("AS AS 9S"), Card.parse("AS")) == cards("AS 9S")
    assert remove_cards(cards("AS AS 9S"), cards("AS 9S")) == cards("AS")
    with pytest.raises(ValueError):
        remove_card(cards("AS"), Card.parse("KS"))
    with pytest.raises(ValueError):
        remove_cards(cards("AS"), cards("AS AS"))


def test_multiset_queries() -> None:
    """Containment counts copies; distinct and suits_held see through them."""
    assert holds_all(cards("AS AS 9S"), cards("AS AS"))
    assert not holds_all(cards("AS 9S"), cards("AS AS"))
    assert distinct(cards("AS AS 9S AS")) == cards("AS 9S")
    assert {s.letter for s in suits_held(cards("AS 9H"))} == {"S", "H"}


def test_seat_rotation_skips_inactive_seats() -> None:
    """Turn order goes to the next active seat and wraps around."""
    active = (True, False, True, True, False, True)
    assert next_seat(0, active) == 2
    assert next_seat(5, active) == 0
    assert next_seat(1, active) == 2
    assert rotation(3, active) == (3, 5, 0, 2)
    with pytest.raises(ValueError):
        next_seat(0, (False, False))


def test_identical_cards_first_played_wins() -> None:
    """Of two equal-strength plays, the first played wins the trick."""
    plays = [CardPlay(0, Card.parse("9S")), CardPlay(1, Card.parse("JS")), CardPlay(2, Card.parse("JS"))]
    strength = {"JS": 8, "9S": 7}
    assert winning_play(plays, lambda card: strength[str(card)]).seat == 1
    assert winning_play(plays[::-1], lambda card: strength[str(card)]).seat == 2


def test_trick_value() -> None:
    """A trick knows its cards, its led card and its text."""
    trick = Trick(1, (CardPlay(1, Card.parse("AS")), CardPlay(2, Card.parse("TS"))), 1)
    assert trick.cards == (Card.parse("AS"), Card.parse("TS"))
    assert trick.led == Card.parse("AS") and str(trick) == "1:AS 2:TS -> 1"
    assert repr(trick.plays[0]) == "CardPlay(1, Card.parse('AS'))"


def test_error_codes_are_stable_strings() -> None:
    """Every code is the kebab-case string of the API table."""
    assert [code.value for code in ErrorCode] == [
        "game-over", "not-your-turn", "wrong-phase", "card-not-in-hand", "must-follow-suit", "bid-too-low",
        "invalid-bid", "already-passed", "must-bid", "cannot-double", "cannot-redouble", "cannot-hold",
        "bad-discard", "trump-not-allowed", "cannot-reveal", "cannot-court", "claim-refused",
    ]


def test_illegal_action_carries_code_and_message() -> None:
    """IllegalAction is a TrickcoreError with a code and a human message."""
    error = IllegalAction(ErrorCode.BID_TOO_LOW, "bid more than 30")
    assert isinstance(error, TrickcoreError)
    assert error.code == "bid-too-low" and error.message == "bid more than 30"
    assert "bid-too-low" in str(error)
    assert error == IllegalAction(ErrorCode.BID_TOO_LOW, "bid more than 30")
    assert issubclass(ConfigError, ValueError) and issubclass(NotationError, ValueError)


@pytest.mark.parametrize(
    ("over", "to_act", "seat", "allowed", "code"),
    [
        (True, 1, 2, False, "game-over"),
        (False, 1, 2, False, "not-your-turn"),
        (False, None, 0, False, "not-your-turn"),
        (False, None, None, True, "wrong-phase"),
        (False, 1, 1, False, "wrong-phase"),
        (False, 1, None, False, "wrong-phase"),
    ],
)
def test_precheck_precedence(over: bool, to_act: int | None, seat: int | None, allowed: bool, code: str) -> None:
    """game-over, then not-your-turn, then wrong-phase, as API.md orders them."""
    error = precheck(game_over=over, to_act=to_act, seat=seat, allowed=allowed, phase_name="play", action=Pass())
    assert error is not None and error.code == code


@pytest.mark.parametrize("seat", [True, "1", 1.0])
def test_precheck_refuses_seats_that_are_not_numbers(seat: object) -> None:
    """A seat= that is not an int (True, "1", 1.0) is never taken for the seat to act."""
    error = precheck(game_over=False, to_act=1, seat=seat, allowed=True, phase_name="play", action=Pass())  # type: ignore[arg-type]
    assert error is not None and error.code == "not-your-turn" and "seat number" in error.message


def test_precheck_lets_the_phase_decide() -> None:
    """With nothing cross-cutting wrong, precheck defers to the phase rules."""
    assert precheck(game_over=False, to_act=1, seat=1, allowed=True, phase_name="play", action=Pass()) is None


def test_shared_actions_notation() -> None:
    """Shared actions print their canonical notation; discards sort their cards."""
    assert str(Pass()) == "pass" and str(Play(Card.parse("js"))) == "play JS"
    assert str(Discard(cards("KH 9D"))) == "discard 9D KH"
    assert Discard(cards("KH 9D")) == Discard(cards("9D KH"))
    assert eval(repr(Discard(cards("KH 9D"))), {"Discard": Discard, "cards": cards}) == Discard(cards("9D KH"))
    with pytest.raises(TypeError):
        Discard("9D KH")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Play("JS")  # type: ignore[arg-type]


def test_split_and_numbers() -> None:
    """Notation words split case-insensitively; numbers may carry a sign."""
    assert split_action("BID +2 D") == ("bid", ("+2", "D"))
    assert parse_int("+2") == 2 and parse_int("28") == 28
    for bad in ("", "two", "2.5", "²"):
        with pytest.raises(NotationError):
            parse_int(bad)
    with pytest.raises(NotationError):
        split_action("   ")


def test_unknown_ruleset_lists_the_names() -> None:
    """An unknown name raises a ValueError subclass that lists the known names."""
    with pytest.raises(UnknownRulesetError, match="fifty-six") as raised:
        get_ruleset("bridge")
    assert isinstance(raised.value, ValueError)
    with pytest.raises(UnknownRulesetError):
        get_ruleset(56)  # type: ignore[call-overload]
