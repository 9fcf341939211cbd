"""Fifty-Five: the bidding game of the Irish Twenty-Five family, for 2 to 9 players.

Players bid points (10, 15, 20, 25 or 60) for the right to take the kitty, discard
five cards and name trump; the five of trumps, the jack of trumps and A♥ (always a
trump) rank highest. Each trick is worth 5, the best trump of the hand 5 more; the
first side to reach the target (55 by default) wins. See the rules page for R1–R24,
and for the house rules (H1–H26), each a ``Rules`` option off by default.

Example:
    >>> from trickcore.games import fifty_five as ff
    >>> game = ff.new_game(ff.Rules(players=4), seed=2024, dealer=0)
    >>> game.to_act, ff.legal_actions(game)[:3]
    (1, (Pass(), Bid(10), Bid(15)))
    >>> game = ff.apply(game, ff.parse_action(game, "bid 15"))
    >>> game.high_bid, game.to_act
    (15, 2)
"""

from trickcore.games.fifty_five._actions import Action, Bid, Claim, Discard, Exchange, Hold, NameTrump, Pass, Play
from trickcore.games.fifty_five._auction import LADDER, ladder
from trickcore.games.fifty_five._cards import (
    ACE_OF_HEARTS,
    deck,
    is_trump,
    plain_order,
    strength,
    top_trumps,
    trump_order,
)
from trickcore.games.fifty_five._determinize import determinize
from trickcore.games.fifty_five._engine import apply, check, deal, deal_deck, first_dealer, legal_actions, new_game
from trickcore.games.fifty_five._ids import action_from_id, action_to_id, legal_action_ids, num_action_ids
from trickcore.games.fifty_five._explain import explain
from trickcore.games.fifty_five._io import Document, FiftyFiveRecord, from_data, from_json, json_schema, record, replay, replay_view, to_data, to_json
from trickcore.games.fifty_five._notation import parse_action
from trickcore.games.fifty_five._rules import Rules, side_of
from trickcore.games.fifty_five._solve import solve
from trickcore.solving import Solution, SolverError
from trickcore.games.fifty_five._state import NAME, RULES_VERSION, Contract, Game, HandResult, Phase
from trickcore.games.fifty_five._view import View, scores, view

__all__ = [
    "ACE_OF_HEARTS",
    "Action",
    "Bid",
    "Claim",
    "Contract",
    "Discard",
    "Document",
    "Exchange",
    "FiftyFiveRecord",
    "Game",
    "HandResult",
    "Hold",
    "LADDER",
    "NAME",
    "NameTrump",
    "Pass",
    "Phase",
    "Play",
    "RULES_VERSION",
    "Rules",
    "Solution",
    "SolverError",
    "View",
    "action_from_id",
    "action_to_id",
    "apply",
    "check",
    "deal",
    "deal_deck",
    "deck",
    "determinize",
    "explain",
    "first_dealer",
    "from_data",
    "from_json",
    "is_trump",
    "json_schema",
    "ladder",
    "legal_action_ids",
    "legal_actions",
    "new_game",
    "num_action_ids",
    "parse_action",
    "plain_order",
    "record",
    "replay",
    "replay_view",
    "scores",
    "side_of",
    "solve",
    "strength",
    "to_data",
    "to_json",
    "top_trumps",
    "trump_order",
    "view",
]

