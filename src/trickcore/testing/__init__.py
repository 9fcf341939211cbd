"""A test kit for rulesets: Hypothesis strategies and a conformance state machine.

Every ruleset (trickcore's own, or one a user writes to the same protocol) is held
to the same laws by one machine. Install the ``testing`` extra
(``pip install trickcore[testing]``) for Hypothesis; nothing else in trickcore
imports this package.

Example:
    A test module for a ruleset declares its :class:`ConformanceSpec` and exposes
    the machine's test case for pytest::

        SPEC = ConformanceSpec(ruleset=smear, rules=st.builds(smear.Rules, target=st.just(5)), ...)
        TestSmearConformance = conformance_machine(SPEC).TestCase
"""

from trickcore.testing._machine import conformance_machine
from trickcore.testing._profiles import register_profiles
from trickcore.testing._spec import ConformanceSpec
from trickcore.testing._strategies import card_lists, decks, games, play_randomly, seeds, some_cards

__all__ = [
    "ConformanceSpec",
    "card_lists",
    "conformance_machine",
    "decks",
    "games",
    "play_randomly",
    "register_profiles",
    "seeds",
    "some_cards",
]
