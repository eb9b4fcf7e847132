"""What the narrators of both games share: names put where messages say "seat N", "you" for the
player being told, and how many times something happened, said in words.

>>> mention("seat 2 cannot fold: it is seat 1's turn (FD-7)", ["Ann", "Bo", "Cy"])
"Cy cannot fold: it is Bo's turn (FD-7)"
>>> mention("Seat 0 wins.", ["Ann", "Bo"], you=0)
'You win.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .i18n import Text, _, ngettext


def mention(text: str, names: Sequence[str], you: int | None = None) -> str:
    """Put names where engine messages and bots' reasons say "seat N"; the seat ``you`` becomes
    "you" / "your", with the verbs that follow it put right.

    >>> mention("seat 2 cannot play 8♠ face up: it is seat 1's turn (UD-6)", ["You", "乙", "丙"], you=0)
    "丙 cannot play 8♠ face up: it is 乙's turn (UD-6)"
    >>> mention("I estimate a 40% chance that seat 0's 9 fails; seat 0 has 2 cards.", ["You", "乙"], you=0)
    'I estimate a 40% chance that your 9 fails; you have 2 cards.'
    >>> mention("Seat 0 wins.", ["Ann", "Bo"], you=0), mention("Seat 0 wins.", ["Ann", "Bo"])
    ('You win.', 'Ann wins.')
    """
    def name(match: re.Match[str]) -> str:
        seat, possessive = int(match.group(2)), bool(match.group(3))
        if you is not None and seat == you:
            word = "your" if possessive else "you"
            before = text[:match.start()].rstrip()
            starts = match.group(1) == "S" or not before or before.endswith((".", "!", "?"))
            return word.capitalize() if starts else word
        if seat >= len(names):
            return match.group(0)
        return names[seat] + ("'s" if possessive else "")

    out = re.sub(r"\b([Ss])eat (\d+)('s)?\b", name, text)
    if you is not None:
        out = re.sub(r"\b([Yy]ou) (has|is|was|wins|takes|draws|plays|leads|says|challenges|passes|folds|stays)\b",
                     lambda m: f"{m.group(1)} {_YOU_VERBS[m.group(2)]}", out)
    return out


_YOU_VERBS = {"has": "have", "is": "are", "was": "were", "wins": "win", "takes": "take", "draws": "draw",
              "plays": "play", "leads": "lead", "says": "say", "challenges": "challenge", "passes": "pass",
              "folds": "fold", "stays": "stay"}


def times(n: int) -> Text:
    """How many times, in words: once, twice, 3 times.

    >>> [str(times(n)) for n in (1, 2, 3)]
    ['once', 'twice', '3 times']
    """
    if n == 1:
        return _("once")
    if n == 2:
        return _("twice")
    return ngettext("{n} time", "{n} times", n)
