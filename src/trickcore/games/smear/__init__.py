"""Four-Point Smear (Northeastern Wisconsin): four players in two partnerships, 32 cards.

With ``Rules(players=3)`` it is cutthroat Smear: three players, each for himself (H1).

A one-turn auction (bids 2–4) names the bidder, who may take a blind from the stock
and discard back to six; its first lead fixes trump (or, with the house rule
``trump_named_at_discard``, it names trump first with ``NameTrump``). High, Low, Jack and Game score
one point each; the first team to the target (15) wins. See the rules page for the
full rules R1–R19 and the options of :class:`Rules`.

Example:
    >>> from trickcore.games import smear
    >>> game = smear.new_game(seed=11, dealer=3)
    >>> game = smear.apply(game, smear.parse_action(game, "bid 2"))
    >>> for _ in range(3):
    ...     game = smear.apply(game, smear.Pass())
    >>> game.phase, game.contract
    (<Phase.PLAY: 'play'>, Contract(bidder=0, bid=2))
    >>> while game.phase is smear.Phase.PLAY:
    ...     game = smear.apply(game, smear.legal_actions(game)[0])
    >>> sum(game.last_hand.points) <= 4, game.phase in (smear.Phase.HAND_OVER, smear.Phase.GAME_OVER)
    (True, True)
"""

from trickcore.actions import Claim, Discard, Pass, Play
from trickcore.games.smear._actions import Action, Bid, NameTrump
from trickcore.games.smear._cards import card_points, deck, suit_of, trick_strength
from trickcore.games.smear._determinize import determinize
from trickcore.games.smear._engine import apply, check, deal, deal_deck, first_dealer, legal_actions, new_game
from trickcore.games.smear._ids import action_from_id, action_to_id, legal_action_ids, num_action_ids
from trickcore.games.smear._explain import explain
from trickcore.games.smear._io import RULES_VERSION, Document, from_data, from_json, json_schema, record, replay, replay_view, to_data, to_json
from trickcore.games.smear._notation import parse_action
from trickcore.games.smear._play import legal_trumps
from trickcore.games.smear._rules import AllPass, BothReachTarget, HighLowRule, Rules
from trickcore.games.smear._solve import solve
from trickcore.solving import Solution, SolverError
from trickcore.games.smear._state import NAME, Contract, Game, HandResult, Phase, side_of, team_of
from trickcore.games.smear._view import View, scores, view

__all__ = [
    "Action",
    "AllPass",
    "Bid",
    "BothReachTarget",
    "Claim",
    "Contract",
    "Discard",
    "Document",
    "Game",
    "HandResult",
    "HighLowRule",
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
    "card_points",
    "check",
    "deal",
    "deal_deck",
    "deck",
    "determinize",
    "explain",
    "first_dealer",
    "from_data",
    "from_json",
    "json_schema",
    "legal_action_ids",
    "legal_actions",
    "legal_trumps",
    "new_game",
    "num_action_ids",
    "parse_action",
    "record",
    "replay",
    "replay_view",
    "scores",
    "side_of",
    "solve",
    "team_of",
    "to_data",
    "to_json",
    "suit_of",
    "trick_strength",
    "view",
]
