"""``determinize``: a whole Fifty-Six game consistent with one seat's view, every consistent deal equally likely.

Built on :mod:`trickcore.determinization` and this ruleset's public functions
only. What a view proves (R19): a seat that did not follow the suit led holds no
card of it. Calls are information only (R12), so they prove nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from trickcore.actions import Play
from trickcore.deck import Seed
from trickcore.determinization import confirm_sample, layout_of, random_from, rebuild, sample_deal
from trickcore.errors import DeterminizationError
from trickcore.playing_cards import Card, Rank
from trickcore.tricks import CardPlay

from trickcore.games.fifty_six._cards import deck
from trickcore.games.fifty_six._engine import apply, new_game
from trickcore.games.fifty_six._io import record, replay
from trickcore.games.fifty_six._state import Game, HandResult, Phase
from trickcore.games.fifty_six._view import View, view

__all__ = ["determinize"]


def _failed_to_follow(before: Sequence[CardPlay], card: Card) -> tuple[Card, ...]:
    """R19: a card off the suit led proves its player holds none of that suit."""
    led = before[0].card.suit
    return () if card.suit is led else tuple(Card(rank, led) for rank in Rank)


def _ended(seen: View) -> HandResult | None:
    """The result of the current hand, once it is over (``last_hand`` is then this hand's)."""
    return seen.last_hand if seen.phase in (Phase.HAND_OVER, Phase.GAME_OVER) else None


def _start_tables(seen: View) -> tuple[int, ...]:
    """The tables as the current hand began: at its end, before its transfers."""
    ended = _ended(seen)
    if ended is None:
        return seen.tables
    return tuple(tables - moved for tables, moved in zip(seen.tables, ended.transfers))


def determinize(seen: View, *, seed: Seed | None = None) -> Game:
    """A whole game consistent with ``seen``, drawn so that every consistent hidden deal is equally likely.

    The game starts at the current hand's deal (``new_game`` with the sampled hands,
    the view's dealer and the tables the hand began with) and replays the hand's
    calls and plays, so ``replay(record(sample)) == sample`` and
    ``view(sample, seen.seat)`` equals ``seen`` in everything but ``last_hand``
    (which mid-hand is ``None``: the sample has no earlier hands). The two copies of
    a card are physical cards: the draw is uniform over labelled deals, the true
    posterior of a shuffled pack. A seat that failed to follow a suit gets no card
    of it. At ``HAND_OVER`` and ``GAME_OVER`` every card has been played, so the
    hand just finished is rebuilt exactly (from the tables before its transfers).

    Example:
        >>> from trickcore.games import fifty_six
        >>> game = fifty_six.apply(fifty_six.new_game(seed=4), fifty_six.Pass())
        >>> sample = fifty_six.determinize(fifty_six.view(game, 2), seed=1)
        >>> sample.hands[2] == game.hands[2], sample.calls == game.calls
        (True, True)
        >>> sample == fifty_six.determinize(fifty_six.view(game, 2), seed=1)
        True

    Raises:
        TypeError: ``seen`` is not a Fifty-Six view, or the seed is not an int or str.
        DeterminizationError: no game fits the view, or a team at 0 tables is still in
            play (``elimination="cannot_pay"``), which ``new_game`` cannot restart.
    """
    if not isinstance(seen, View):
        raise TypeError(f"determinize() takes a fifty-six View, not {type(seen).__name__}")
    rng = random_from(seed)
    rules = seen.rules
    tables = _start_tables(seen)
    ended = _ended(seen)
    left = ended.eliminated if ended is not None else ()
    playing = [not out or team in left for team, out in enumerate(seen.eliminated)]
    if any(in_play and count == 0 for in_play, count in zip(playing, tables)):
        raise DeterminizationError(f"a team in play has 0 tables {tables}: new_game cannot restart this hand")
    seats = sum(1 for seat in range(rules.players) if playing[rules.team_of(seat)])
    layout = layout_of(seen, pack=deck(rules, players=seats).cards, players=rules.players, lacks=_failed_to_follow)
    hands, _, _ = layout.deal_of(sample_deal([layout.problem()], rng), rng)
    actions = [call.action for call in seen.calls] + [Play(play.card) for play in layout.plays]
    sample = rebuild(lambda: new_game(rules, hands=hands, dealer=seen.dealer, tables=tables), apply, actions)
    return confirm_sample(sample, seen, view=view, record=record, replay=replay, seat=seen.seat)
