"""Fifty-Six (56): the Kerala trick-taking game for 4, 6 or 8 players with a double pack.

Teams bid for the right to name trumps (or play at no trumps) and contract to
take at least the bid value of the 56 card points; tables move between teams
after every hand until one team is left. See the rules page for R1–R28.

Example:
    >>> from trickcore.games import fifty_six
    >>> game = fifty_six.new_game(seed=11, dealer=0)
    >>> game = fifty_six.apply(game, fifty_six.parse_action(game, "bid 28 D"))
    >>> for _ in range(3):
    ...     game = fifty_six.apply(game, fifty_six.Pass())
    >>> game.phase, game.contract.value, game.trump, game.contract.declarer, game.to_act
    (<Phase.PLAY: 'play'>, 28, <Suit.DIAMONDS: 'D'>, 1, 1)
"""

from trickcore.actions import Claim, Pass, Play
from trickcore.playing_cards import Suit

from trickcore.games.fifty_six._actions import Action, AuctionCall, Bid, BidForm, Conceal, Court, Double, Redouble, Reveal, Thani
from trickcore.games.fifty_six._auction import MAX_BID, MIN_BID
from trickcore.games.fifty_six._cards import RANK_ORDER, card_points, deck, hand_size, strength, trick_winner
from trickcore.games.fifty_six._determinize import determinize
from trickcore.games.fifty_six._engine import apply, check, deal, legal_actions, new_game
from trickcore.games.fifty_six._ids import action_from_id, action_to_id, legal_action_ids, num_action_ids
from trickcore.games.fifty_six._explain import explain
from trickcore.games.fifty_six._io import RULES_VERSION, Document, from_data, from_json, json_schema, record, replay, replay_view, to_data, to_json
from trickcore.games.fifty_six._notation import parse_action
from trickcore.games.fifty_six._rules import Elimination, OpeningLeader, Rules, Scoring, TeamMode
from trickcore.games.fifty_six._solve import solve
from trickcore.solving import Solution, SolverError
from trickcore.games.fifty_six._scoring import amounts, settle
from trickcore.games.fifty_six._state import NAME, AuctionState, Contract, Game, HandResult, Match, Phase
from trickcore.games.fifty_six._view import View, scores, view

__all__ = [
    "Action",
    "AuctionCall",
    "AuctionState",
    "Bid",
    "BidForm",
    "Claim",
    "Conceal",
    "Contract",
    "Court",
    "Document",
    "Double",
    "Elimination",
    "Game",
    "HandResult",
    "MAX_BID",
    "MIN_BID",
    "Match",
    "NAME",
    "OpeningLeader",
    "Pass",
    "Phase",
    "Play",
    "RANK_ORDER",
    "RULES_VERSION",
    "Redouble",
    "Reveal",
    "Rules",
    "Scoring",
    "Solution",
    "SolverError",
    "Suit",
    "TeamMode",
    "Thani",
    "View",
    "action_from_id",
    "action_to_id",
    "amounts",
    "apply",
    "card_points",
    "check",
    "deal",
    "deck",
    "determinize",
    "explain",
    "from_data",
    "from_json",
    "hand_size",
    "json_schema",
    "legal_action_ids",
    "legal_actions",
    "new_game",
    "num_action_ids",
    "parse_action",
    "record",
    "replay",
    "replay_view",
    "scores",
    "settle",
    "solve",
    "strength",
    "team_of",
    "to_data",
    "to_json",
    "trick_winner",
    "view",
]


def team_of(rules: Rules, seat: int) -> int:
    """The team of ``seat`` under ``rules`` (R2); the same as :meth:`Game.team_of`.

    Example:
        >>> team_of(Rules(players=6), 4)
        1
    """
    return rules.team_of(seat)
