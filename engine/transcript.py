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
>>> print(write_transcript([Deal(0, None)], line, Deal, lang="zh"))
  0 号座位拿到 1 张牌，牌面朝下。
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from .i18n import Lang, _, check_lang, render

Namer = Callable[[int], Any]       # a seat's name: the player's, or "Seat N" said in the reader's language


class Indented(NamedTuple):
    """A transcript line indented under the one before (a detail of it)."""

    text: Any

    def localized(self, lang: Lang) -> str:
        return "  " + str(render(self.text, lang))


def write_transcript(events: Iterable[Any], line: Callable[[Any, Namer], Any], deal_type: type,
                     names: Sequence[str] | None = None, lang: Lang = "en") -> str:
    """The events as text in ``lang``: consecutive deal events become one line per seat; every
    other event becomes ``line(event, name)`` — a string, a :class:`~engine.i18n.Text` or None
    (no line)."""
    lang = check_lang(lang)
    name = seat_names(names)
    lines: list[Any] = []
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
    return "\n".join(str(render(text, lang)) for text in lines)


def cards_text(cards: Iterable[Any]) -> str:
    """Cards as their printed faces: 'A♠ 10♥'."""
    return " ".join(c.label for c in cards)


def seat_names(names: Sequence[str] | None) -> Namer:
    """Players' names by seat, or "Seat N" (N号座位) without names."""
    if names:
        given = list(names)
        return lambda s: given[s]
    return lambda s: _("Seat {n}", n=s)


def deal_lines(dealt: dict[int, list[Any]], name: Namer) -> list[Indented]:
    """One line per seat for a finished deal; cards hidden from the reader show as a count."""
    lines = [Indented(_("{who} is dealt {cards}.", who=name(seat), cards=cards_text(cards)) if all(cards) else
                      _("{who} is dealt {n} cards, face down.", who=name(seat), n=len(cards)))
             for seat, cards in dealt.items()]
    dealt.clear()
    return lines
