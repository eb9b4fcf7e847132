"""What both games' transcripts share: seat names, dealt cards as lines, names for "seat N".

>>> with_names("seat 2 cannot fold: it is seat 1's turn (FD-7)", ["Ann", "Bo", "Cy"])
"Cy cannot fold: it is Bo's turn (FD-7)"
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def cards_text(cards) -> str:
    return " ".join(c.label for c in cards)


def seat_names(names: Sequence[str] | None):
    return (lambda s: names[s]) if names else (lambda s: f"Seat {s}")


def deal_lines(dealt: dict[int, list], name) -> list[str]:
    """One line per seat for a finished deal; cards hidden from the reader show as a count."""
    lines = [f"  {name(seat)} is dealt " + (cards_text(cards) if all(cards) else f"{len(cards)} cards, face down") + "."
             for seat, cards in dealt.items()]
    dealt.clear()
    return lines


def with_names(text: str, names: Sequence[str]) -> str:
    """Put players' names where engine messages say "seat N".

    >>> with_names("seat 2 cannot fold: it is seat 1's turn (FD-7)", ["Ann", "Bo", "Cy"])
    "Cy cannot fold: it is Bo's turn (FD-7)"
    """
    return re.sub(r"\b[Ss]eat (\d+)\b", lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names)
                  else m.group(0), text)
