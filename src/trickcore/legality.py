"""The checks every ruleset runs before its phase rules: one entry point, one order.

API.md fixes the precedence: ``game-over``, then ``not-your-turn``, then
``wrong-phase``, then the rule's own code. Rulesets call :func:`precheck` first
and only then ask their phase code.
"""

from __future__ import annotations

from trickcore.actions import GameAction
from trickcore.errors import ErrorCode, IllegalAction, excerpt, excerpt_text

__all__ = ["precheck", "require_action"]

GAME_OVER = IllegalAction(ErrorCode.GAME_OVER, "the game is over")


def precheck(
    *,
    game_over: bool,
    to_act: int | None,
    seat: int | None,
    allowed: bool,
    phase_name: str,
    action: object,
) -> IllegalAction | None:
    """The cross-cutting reason ``action`` is illegal, or ``None`` to let the phase rules decide.

    Args:
        game_over: the game has ended.
        to_act: the seat to act, or ``None`` when nobody is.
        seat: the seat the caller claims to act for, if given.
        allowed: whether this kind of action belongs to the current phase.
        phase_name: the phase, for the message.
        action: the action, for the message.

    Example:
        >>> precheck(game_over=False, to_act=1, seat=2, allowed=True, phase_name="play", action="play JS")
        IllegalAction('not-your-turn', 'seat 2 is not to act; seat 1 is')
    """
    if game_over:
        return GAME_OVER
    if seat is not None and (seat != to_act or isinstance(seat, bool) or not isinstance(seat, int)):
        if isinstance(seat, bool) or not isinstance(seat, int):
            return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat= must be a seat number, not {excerpt(seat)}")
        if to_act is None:
            return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat {excerpt(seat)} is not to act; nobody is")
        return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat {excerpt(seat)} is not to act; seat {to_act} is")
    if not allowed or to_act is None:
        return IllegalAction(ErrorCode.WRONG_PHASE, f"{excerpt_text(action)} is not allowed during {phase_name}")
    return None


def require_action(action: object, ruleset: str) -> None:
    """Refuse what is no action at all (text, ``None``, a number) before any rule is asked.

    Another ruleset's action is an illegal action (``wrong-phase``); notation text
    is a mistake of the caller, so it gets a :class:`TypeError` that says how to
    read text.

    Example:
        >>> require_action("play JS", "smear")
        Traceback (most recent call last):
        ...
        TypeError: expected a smear action such as Play(card), not 'play JS'; to read notation text, use smear.parse_action(game, text)

    Raises:
        TypeError: ``action`` is not an action of any ruleset.
    """
    # The type's own classes, not isinstance: isinstance believes an object's
    # ``__class__`` attribute, which any object may set to pass for an action.
    if not issubclass(type(action), GameAction):
        module = ruleset.replace("-", "_")
        raise TypeError(
            f"expected a {ruleset} action such as Play(card), not {excerpt(action)}; "
            f"to read notation text, use {module}.parse_action(game, text)"
        )
