"""The checks every ruleset runs before its phase rules: one entry point, one order.

API.md fixes the precedence: ``game-over``, then ``not-your-turn``, then
``wrong-phase``, then the rule's own code. Rulesets call :func:`precheck` first
and only then ask their phase code.
"""

from __future__ import annotations

from trickcore.errors import ErrorCode, IllegalAction

__all__ = ["precheck"]

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
            return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat= must be a seat number, not {seat!r}")
        if to_act is None:
            return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat {seat} is not to act; nobody is")
        return IllegalAction(ErrorCode.NOT_YOUR_TURN, f"seat {seat} is not to act; seat {to_act} is")
    if not allowed or to_act is None:
        return IllegalAction(ErrorCode.WRONG_PHASE, f"{action!s} is not allowed during {phase_name}")
    return None
