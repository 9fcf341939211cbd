"""The rulesets: :mod:`~trickcore.games.fifty_six`, :mod:`~trickcore.games.smear`, :mod:`~trickcore.games.fifty_five`.

Every ruleset module exposes the same functions (see :class:`trickcore.Ruleset`).
"""
