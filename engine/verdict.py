"""An answer judged, for both games' exercises: whether it is right, and what to tell the learner.

>>> from engine.i18n import _
>>> Verdict(True, _("Right! {why}", why="7 > 6")).text.render("zh")
'答对了！7 > 6'
"""

from __future__ import annotations

from typing import NamedTuple

from .i18n import Text


class Verdict(NamedTuple):
    """An answer judged on Check: ``right`` (good, for a decision), and ``text`` to show, in either language."""

    right: bool
    text: Text
