"""Shared pytest configuration: the Hypothesis profile named by TRICKCORE_HYPOTHESIS_PROFILE.

Under mutation testing (``tools/mutation.py`` sets ``TRICKCORE_MUTATION=1``) the
profile keeps its examples but does not shrink a failure: a mutant is killed by the
first failing example, and shrinking it would only cost time.
"""

import os

from hypothesis import Phase, settings

from trickcore.testing import register_profiles

register_profiles()
if os.environ.get("TRICKCORE_MUTATION") == "1":
    settings.register_profile(
        "mutation", settings(settings.default, phases=(Phase.explicit, Phase.reuse, Phase.generate), report_multiple_bugs=False)
    )
    settings.load_profile("mutation")
