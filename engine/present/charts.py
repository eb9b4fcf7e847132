"""Charts as plain HTML/SVG for notebooks and pages: horizontal bars and a step line.

They need no chart library, so they render the same in the live (Pyodide) lessons.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape


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
