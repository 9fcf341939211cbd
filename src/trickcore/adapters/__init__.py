"""Adapters for machine-learning frameworks, each behind an optional extra.

- :mod:`trickcore.adapters.openspiel` (extra ``openspiel``): the rulesets as
  OpenSpiel games.
- :mod:`trickcore.adapters.pettingzoo` (extra ``pettingzoo``): the rulesets as
  PettingZoo AEC environments.

Both play one hand per episode, number actions with the rulesets' integer action
ids, and build every observation from a seat's view, so nothing hidden can leak.
Importing this package imports neither framework.
"""
