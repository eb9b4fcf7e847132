"""Cards and hands as SVG/HTML pictures, for notebooks and pages (no game logic here).

>>> svg = card_svg(Card(14, "S"))
>>> svg.startswith("<svg") and 'aria-label="A♠, ace of spades, 黑桃A"' in svg
True
>>> 'class="cs-card cs-back"' in card_svg(None)
True
"""

from __future__ import annotations

import math
from html import escape
from typing import Iterable, Sequence

from .cards import RANK_LABELS, SUIT_SYMBOLS, Card

RED, BLACK = "#c62828", "#1b1b1b"
_WIDTH, _HEIGHT = 60, 84


def card_svg(card: Card | None, width: int = _WIDTH, highlight: bool = False, dim: bool = False) -> str:
    """One card as an inline SVG picture; ``None`` draws a card face down.

    ``highlight`` outlines the card (e.g. "keep this one"), ``dim`` greys it (e.g. discarded).
    """
    height = round(width * _HEIGHT / _WIDTH)
    box = f'viewBox="0 0 {_WIDTH} {_HEIGHT}" width="{width}" height="{height}"'
    if card is None:
        return (f'<svg class="cs-card cs-back" {box} role="img" aria-label="a card, face down" '
                f'xmlns="http://www.w3.org/2000/svg">'
                f'<rect x="1" y="1" width="58" height="82" rx="6" fill="#1e4e8c" stroke="#0d2c52" stroke-width="2"/>'
                f'<rect x="6" y="6" width="48" height="72" rx="4" fill="none" stroke="#9cc0ee" '
                f'stroke-width="1.5" stroke-dasharray="3 2"/></svg>')
    colour = RED if card.is_red else BLACK
    rank, suit = RANK_LABELS[card.rank], SUIT_SYMBOLS[card.suit]
    label = escape(f"{card.label}, {card.english}, {card.chinese}")
    stroke = ' stroke="#f9a825" stroke-width="4"' if highlight else ' stroke="#9e9e9e" stroke-width="1.5"'
    opacity = ' opacity="0.45"' if dim else ""
    small = 13 if len(rank) == 1 else 11
    return (f'<svg class="cs-card" {box} role="img" aria-label="{label}" xmlns="http://www.w3.org/2000/svg"{opacity}>'
            f'<title>{label}</title>'
            f'<rect x="1" y="1" width="58" height="82" rx="6" fill="#fff"{stroke}/>'
            f'<text x="6" y="17" font-size="{small}" font-family="sans-serif" font-weight="bold" fill="{colour}">{rank}</text>'
            f'<text x="6" y="30" font-size="12" font-family="sans-serif" fill="{colour}">{suit}</text>'
            f'<text x="30" y="57" font-size="28" text-anchor="middle" font-family="sans-serif" fill="{colour}">{suit}</text>'
            f'<text x="54" y="78" font-size="{small}" text-anchor="end" font-family="sans-serif" font-weight="bold" '
            f'fill="{colour}">{rank}</text></svg>')


def hand_html(cards: Iterable[Card | None], width: int = _WIDTH, caption: str = "",
              highlight: Sequence[Card] = (), dim: Sequence[Card] = ()) -> str:
    """A row of cards, with an optional caption under it.

    >>> html = hand_html([Card(14, "S"), None], caption="Ann")
    >>> html.count("<svg"), "Ann" in html
    (2, True)
    """
    pictures = "".join(
        f'<span style="display:inline-block;margin:2px">'
        f'{card_svg(c, width, highlight=c in highlight, dim=c in dim)}</span>' for c in cards)
    text = f'<div style="font-size:0.9em;color:#555">{escape(caption)}</div>' if caption else ""
    return f'<div class="cs-hand" style="display:inline-block;margin:4px 12px 4px 0">{pictures}{text}</div>'


def bar_chart_html(rows: Sequence[tuple[str, float, str]], log: bool = False, colour: str = "#1e88e5",
                   highlight: int | None = None, title: str = "") -> str:
    """Horizontal bars: each row is (label, value, text shown beside the bar).

    ``log`` scales bar lengths by log10 (for counts that span many powers of ten); ``highlight``
    picks out one row.

    >>> html = bar_chart_html([("pair", 42.3, "42.3%"), ("flush", 0.2, "0.2%")])
    >>> html.count('class="cs-bar"'), "42.3%" in html
    (2, True)
    """
    def scaled(v: float) -> float:
        return math.log10(1 + v) if log else v

    top = max((scaled(v) for _, v, _ in rows), default=1) or 1
    lines = []
    for i, (label, value, text) in enumerate(rows):
        width = 100 * scaled(value) / top
        fill = "#f9a825" if i == highlight else colour
        weight = "bold" if i == highlight else "normal"
        lines.append(
            f'<tr><td style="padding:2px 8px 2px 0;white-space:nowrap;font-weight:{weight}">{escape(label)}</td>'
            f'<td style="width:100%;padding:2px 0"><div class="cs-bar" style="display:flex;align-items:center;gap:6px">'
            f'<div style="background:{fill};height:14px;width:{width:.2f}%;min-width:2px;border-radius:2px"></div>'
            f'<span style="font-size:0.85em;white-space:nowrap">{escape(text)}</span></div></td></tr>')
    caption = f'<caption style="text-align:left;font-weight:bold;padding-bottom:4px">{escape(title)}</caption>' \
        if title else ""
    return f'<table class="cs-chart" style="border-collapse:collapse;width:100%">{caption}{"".join(lines)}</table>'


def line_chart_svg(points: Sequence[tuple[float, float]], y_labels: dict[float, str] | None = None,
                   width: int = 640, height: int = 220, title: str = "", x_label: str = "",
                   step: bool = True) -> str:
    """A small line chart (a step line by default) with labelled y ticks.

    >>> svg = line_chart_svg([(0, 3), (1, 8), (2, 10)], {3: "3", 8: "8", 10: "10"}, title="target")
    >>> svg.startswith("<svg") and "<polyline" in svg and ">target<" in svg
    True
    """
    if not points:
        return ""
    left, right, top, bottom = 44, 12, 24 if title else 10, 30
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    y_values = sorted(set(y_labels or {}) | set(ys))
    x0, x1 = min(xs), max(xs) if max(xs) > min(xs) else min(xs) + 1
    y0, y1 = min(y_values), max(y_values) if max(y_values) > min(y_values) else min(y_values) + 1

    def px(x: float) -> float:
        return left + (x - x0) * (width - left - right) / (x1 - x0)

    def py(y: float) -> float:
        return height - bottom - (y - y0) * (height - top - bottom) / (y1 - y0)

    coords = []
    for i, (x, y) in enumerate(points):
        if step and i:
            coords.append(f"{px(x):.1f},{py(points[i - 1][1]):.1f}")
        coords.append(f"{px(x):.1f},{py(y):.1f}")
    ticks = "".join(
        f'<line x1="{left}" x2="{width - right}" y1="{py(v):.1f}" y2="{py(v):.1f}" stroke="#eee"/>'
        f'<text x="{left - 6}" y="{py(v) + 4:.1f}" font-size="11" text-anchor="end" fill="#555">'
        f'{escape(label)}</text>' for v, label in (y_labels or {}).items())
    dots = "".join(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.5" fill="#1e88e5"/>' for x, y in points)
    head = (f'<text x="{left}" y="15" font-size="13" font-weight="bold">{escape(title)}</text>' if title else "")
    foot = (f'<text x="{(left + width - right) / 2:.0f}" y="{height - 6}" font-size="11" text-anchor="middle" '
            f'fill="#555">{escape(x_label)}</text>' if x_label else "")
    return (f'<svg class="cs-chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
            f'aria-label="{escape(title or "chart")}" xmlns="http://www.w3.org/2000/svg">{head}{ticks}'
            f'<polyline fill="none" stroke="#1e88e5" stroke-width="2" points="{" ".join(coords)}"/>{dots}{foot}</svg>')


def pile_html(pile: Sequence[tuple[int, str, int, Card | None]], names: Sequence[str] | None = None,
              width: int = 44) -> str:
    """The 一上一下 centre pile, oldest first: face-up cards as they are; face-down cards as backs
    labelled with what was declared (or as the card, where this viewer knows it).

    >>> html = pile_html([(0, "up", 8, Card(8, "S")), (1, "down", 10, None)], names=["甲", "乙"])
    >>> html.count("<svg"), "乙 says 10" in html
    (2, True)
    """
    if not pile:
        return '<div class="cs-pile" style="color:#777">The pile is empty.</div>'
    parts = []
    for seat, face, declared, card in pile:
        who = names[seat] if names else f"seat {seat}"
        caption = f"{who} · up" if face == "up" else f"{who} says {RANK_LABELS[declared]}"
        parts.append(f'<div style="display:inline-block;text-align:center;margin:2px 4px">'
                     f'{card_svg(card if face == "up" or card else None, width)}'
                     f'<div style="font-size:0.75em;color:#555">{escape(caption)}</div></div>')
    return f'<div class="cs-pile" style="display:flex;flex-wrap:wrap;align-items:flex-end">{"".join(parts)}</div>'
