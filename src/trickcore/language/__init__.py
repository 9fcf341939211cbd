"""trickcore in the players' languages: English, Russian, Arabic and Turkish.

:func:`describe` names a card, suit, rank, phase or side, and tells an action, an
event of ``explain`` or an illegal action, in one of :data:`LANGUAGES`. The words
come from gettext catalogs (``.po`` sources, compiled ``.mo`` files shipped in the
package, read with the standard :mod:`gettext` module): every sentence is one
message with named placeholders, plural forms are the language's own, and the
English text is the message id. Nothing here knows a game: each action says how
it is told (:meth:`~trickcore.actions.GameAction.message`), and events are the
same for every ruleset.

Example:
    >>> from trickcore import Card, describe
    >>> [describe(Card.parse("QH"), lang) for lang in LANGUAGES]
    ['queen of hearts', 'дама червей', 'بنت كبة', 'kupa kızı']
"""

from trickcore.errors import UnknownLanguageError
from trickcore.language._catalogs import FSI, LANGUAGES, PDI, is_rtl
from trickcore.language._describe import Describable, describe

__all__ = ["FSI", "LANGUAGES", "PDI", "Describable", "UnknownLanguageError", "describe", "is_rtl"]
