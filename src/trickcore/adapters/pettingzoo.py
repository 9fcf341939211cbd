"""The rulesets as PettingZoo AEC environments (optional extra ``pettingzoo``: ``pip install trickcore[pettingzoo]``).

``env(ruleset, render_mode=None, **rules_options)`` plays one hand per episode:

- **Agents** ``"seat_0"``, ``"seat_1"``, …; the agent to act is the seat to act.
- **Actions** are the ruleset's integer action ids: ``Discrete(num_action_ids(rules))``.
- **Observations** are dicts: ``"observation"``, the features of the agent's own
  view (:mod:`trickcore.adapters`' table, ``float32``), and ``"action_mask"``, an
  ``int8`` vector over every action id with 1 at the agent's legal ones (all 0
  when it is not to act). Fifty-Five has 2,599,024 ids, so the mask is built
  sparsely: a zeroed array with its (at most 252) legal positions set.
- **Rewards** come when the hand ends: what it did to each seat's side's
  standing (tables moved in Fifty-Six, score change in Smear and Fifty-Five);
  every agent is then terminated.
- ``reset(seed=…)`` deals ``new_game(rules, seed=seed)``, so a seed names the hand;
  ``render_mode`` ``"human"`` prints and ``"ansi"`` returns a text of the view of
  the seat to act (it shows nothing that seat may not see).

Example:
    >>> from trickcore.adapters.pettingzoo import env
    >>> table = env("smear", blind_size=2)
    >>> table.reset(seed=1)
    >>> table.agent_selection, int(table.observe(table.agent_selection)["action_mask"].sum())
    ('seat_3', 4)
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from trickcore.adapters._common import Spec, describe, feature_size, features, seat_rewards, seats_of, spec_of
from trickcore.dealing import fresh_seed

__all__ = ["RENDER_MODES", "TrickcoreEnv", "env"]

RENDER_MODES: Final = ("human", "ansi")
"""The text render modes."""


class TrickcoreEnv(AECEnv):  # type: ignore[misc]
    """A PettingZoo AEC environment playing one hand of a ruleset per episode (see :func:`env`)."""

    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "name": "trickcore_v0", "is_parallelizable": False}

    def __init__(self, ruleset_name: str, render_mode: str | None = None, **rules_options: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', not {render_mode!r}")
        self.spec: Spec = spec_of(ruleset_name)
        ruleset = self.spec.ruleset
        self.rules = ruleset.Rules(**rules_options)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"trickcore_{ruleset.NAME.replace('-', '_')}_v0"}
        self.possible_agents = [f"seat_{seat}" for seat in range(seats_of(ruleset, self.rules))]
        self.agents: list[str] = []
        self.ids = ruleset.num_action_ids(self.rules)
        size = feature_size(self.spec, self.rules)
        self._observation_space = {
            agent: spaces.Dict({
                "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.ids,), np.int8),
            })
            for agent in self.possible_agents
        }
        self._action_space = {agent: spaces.Discrete(self.ids) for agent in self.possible_agents}
        self.game: Any = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same object every time)."""
        return self._observation_space[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent``: every action id (the same object every time)."""
        return self._action_space[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand: from ``seed`` (the same seed, the same hand), or at random; a void deal is dealt again."""
        ruleset = self.spec.ruleset
        chosen = fresh_seed() if seed is None else seed
        self.game = ruleset.new_game(self.rules, seed=chosen)
        redeals = 0
        while self.game.to_act is None:  # a deal void at once (Fifty-Six's redeal rules): the same dealer deals again
            redeals += 1
            self.game = ruleset.deal(self.game, seed=f"{chosen}/redeal/{redeals}")
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = f"seat_{self.game.to_act}"

    def observe(self, agent: str) -> dict[str, Any]:
        """The features of ``agent``'s view and its legal-action mask."""
        ruleset = self.spec.ruleset
        seen = ruleset.view(self.game, self.possible_agents.index(agent))
        mask = np.zeros(self.ids, np.int8)
        mask[list(ruleset.legal_action_ids(seen))] = 1
        return {"observation": np.asarray(features(self.spec, seen), np.float32), "action_mask": mask}

    def step(self, action: Any) -> None:
        """Take the action with id ``action`` for the agent to act; at the hand's end, reward and terminate all."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        ruleset = self.spec.ruleset
        seat = self.possible_agents.index(agent)
        self.game = ruleset.apply(self.game, ruleset.action_from_id(self.rules, action), seat=seat)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {name: 0.0 for name in self.agents}
        if self.game.to_act is None:
            for name, change in zip(self.possible_agents, seat_rewards(self.spec, self.game)):
                self.rewards[name] = float(change)
                self.terminations[name] = True
            self.agent_selection = self.possible_agents[(seat + 1) % len(self.possible_agents)]
        else:
            self.agent_selection = f"seat_{self.game.to_act}"
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The view of the seat to act as text (``"ansi"`` returns it, ``"human"`` prints it)."""
        if self.render_mode is None or self.game is None:
            return None
        seat = self.game.to_act if self.game.to_act is not None else self.possible_agents.index(self.agent_selection)
        text = describe(self.spec, self.spec.ruleset.view(self.game, seat))
        if self.game.to_act is None and self.game.last_hand is not None:
            text += f"\nhand over: {seat_rewards(self.spec, self.game)}"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def env(ruleset: str, render_mode: str | None = None, **rules_options: Any) -> TrickcoreEnv:
    """A PettingZoo AEC environment of one hand of ``ruleset`` under ``Rules(**rules_options)``.

    Example:
        >>> table = env("fifty-five", players=3)
        >>> table.possible_agents
        ['seat_0', 'seat_1', 'seat_2']

    Raises:
        UnknownRulesetError: the name is not a ruleset.
        ConfigError: a bad rules option.
        ValueError: an unknown render mode.
    """
    return TrickcoreEnv(ruleset, render_mode, **rules_options)

