"""The one transcript loop both games use: events in, readable lines out, deals grouped per seat.

A game gives :func:`write_transcript` its deal-event type (with ``seat`` and ``card``, the card
``None`` where the reader may not see it) and a function that turns any other event into a line.

>>> from typing import NamedTuple
>>> class Deal(NamedTuple):
...     seat: int
...     card: object
>>> def line(event, name):
...     return f"{name(event)} says hello."
>>> print(write_transcript([Deal(0, None), Deal(0, None), 1], line, Deal, names=["Ann", "Bo"]))
  Ann is dealt 2 cards, face down.
Bo says hello.
>>> with_names("seat 2 cannot fold: it is seat 1's turn (FD-7)", ["Ann", "Bo", "Cy"])
"Cy cannot fold: it is Bo's turn (FD-7)"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

Namer = Callable[[int], str]


def write_transcript(events: Iterable[Any], line: Callable[[Any, Namer], str | None], deal_type: type,
                     names: Sequence[str] | None = None) -> str:
    """The events as text: consecutive deal events become one line per seat; every other event
    becomes ``line(event, name)`` (None: no line)."""
    name = seat_names(names)
    lines: list[str] = []
    dealt: dict[int, list[Any]] = {}
    for event in events:
        if isinstance(event, deal_type):
            deal: Any = event
            dealt.setdefault(deal.seat, []).append(deal.card)
            continue
        lines += deal_lines(dealt, name)
        text = line(event, name)
        if text is not None:
            lines.append(text)
    lines += deal_lines(dealt, name)
    return "\n".join(lines)


def cards_text(cards: Iterable[Any]) -> str:
    """Cards as their printed faces: 'A♠ 10♥'."""
    return " ".join(c.label for c in cards)


def seat_names(names: Sequence[str] | None) -> Namer:
    """Players' names by seat, or "Seat N" without names."""
    if names:
        given = list(names)
        return lambda s: given[s]
    return lambda s: f"Seat {s}"


def deal_lines(dealt: dict[int, list[Any]], name: Namer) -> list[str]:
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
