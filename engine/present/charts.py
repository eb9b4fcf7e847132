"""Charts as plain HTML/SVG for notebooks and pages: horizontal bars and a step line, drawn honestly.

Bars are proportional on a linear axis that starts at zero, with ticks, an axis label and each
value printed beside its bar (a value too small to see still gets its figure). The step line
labels both axes and can mark the current moment.

They need no chart library, so they render the same in the live (Pyodide) lessons.

>>> html = bar_chart_html([("A", 25.4, "25.4%"), ("B", 20.6, "20.6%")], axis="chance (%)")
>>> import re
>>> [float(w) for w in re.findall(r'class="cs-bar" style="width:([0-9.]+)%', html)]
[84.67, 68.67]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

# On a narrow screen (a phone) each bar takes the full width under its label and value.
BAR_CSS = """
.cs-bars-wrap{container-type:inline-size}
.cs-bars{display:grid;grid-template-columns:minmax(5em,max-content) minmax(90px,1fr) max-content;align-items:center}
@container (max-width:560px){.cs-bars{grid-template-columns:minmax(0,1fr) minmax(0,auto);grid-auto-flow:row dense}
 .cs-bars .cs-bar-label{grid-column:1}.cs-bars .cs-bar-value{grid-column:2}
 .cs-bars .cs-bar-track,.cs-bars .cs-bar-axis{grid-column:1/-1}.cs-bars .cs-pad{display:none}
 .cs-bars .cs-odd{visibility:hidden}}
"""


def nice_ticks(top: float, count: int = 4) -> list[float]:
    """Round tick values from 0 to at least ``top``: steps of 1, 2 or 5 times a power of ten.

    >>> nice_ticks(1302540)
    [0, 500000, 1000000, 1500000]
    >>> nice_ticks(25.4)
    [0, 10, 20, 30]
    >>> nice_ticks(0)
    [0, 1]
    """
    if top <= 0:
        return [0, 1]
    rough = top / count
    power = 10 ** math.floor(math.log10(rough))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= rough)
    n = math.ceil(top / step - 1e-9)
    return [round(i * step, 10) if step < 1 else int(i * step) for i in range(n + 1)]


def _tick_text(value: float, tick_format: str) -> str:
    return tick_format.format(value)


def bar_chart_html(rows: Sequence[tuple[str, float, str]], log: bool = False, colour: str = "#1e88e5",
                   highlight: int | None = None, title: str = "", axis: str = "", tick_format: str = "{:,.0f}") -> str:
    """Horizontal bars: each row is (label, value, text printed beside the bar), on one linear
    axis from 0 with round ticks (``tick_format`` writes them) and the axis named by ``axis``.
    ``highlight`` picks out one row. ``log`` (kept for old callers) scales lengths by log10 —
    avoid it: it makes rare things look common.

    >>> html = bar_chart_html([("pair", 42.3, "42.3%"), ("flush", 0.2, "0.2%")], title="Hands", axis="%")
    >>> html.count('class="cs-bar"'), "42.3%" in html, ">%<" in html
    (2, True, True)
    """
    def scaled(v: float) -> float:
        return math.log10(1 + v) if log else v

    top = max((scaled(v) for _, v, _ in rows), default=0)
    ticks = [0.0, top or 1.0] if log else [float(t) for t in nice_ticks(top)]
    end = ticks[-1] or 1
    cells = []
    grid = f"repeating-linear-gradient(to right,#e4e7eb 0 1px,transparent 1px {100 / (len(ticks) - 1):.4f}%)"
    for i, (label, value, text) in enumerate(rows):
        width = max(0.0, 100 * scaled(value) / end)
        fill = "#f9a825" if i == highlight else colour
        weight = "bold" if i == highlight else "normal"
        cells.append(
            f'<div class="cs-bar-label" style="font-weight:{weight};padding:2px 8px 2px 0">{escape(label)}</div>'
            f'<div class="cs-bar-track" style="position:relative;height:1.1em;align-self:center;background:{grid};'
            f'margin:2px 0">'
            f'<div class="cs-bar" style="width:{width:.2f}%;min-width:2px;height:100%;background:{fill};'
            f'border-radius:2px"></div></div>'
            f'<div class="cs-bar-value" style="padding:2px 0 2px 8px;min-width:0;font-weight:{weight}">'
            f'{escape(text)}</div>')
    marks = "".join(
        f'<span class="{"cs-odd" if i % 2 else ""}" style="position:absolute;left:{100 * t / end:.4f}%;'
        f'transform:translateX(-{100 * t / end:.4f}%);white-space:nowrap">'
        f'{escape(_tick_text(t, tick_format)) if not log else ""}</span>'
        for i, t in enumerate(ticks))
    scale = ("" if log else
             f'<div class="cs-pad"></div><div class="cs-bar-axis" style="position:relative;height:1.3em;'
             f'font-size:0.8em;color:#555">{marks}</div><div class="cs-pad"></div>')
    name = (f'<div class="cs-pad"></div><div class="cs-bar-axis" style="font-size:0.85em;color:#444;'
            f'text-align:center">{escape(axis)}</div><div class="cs-pad"></div>' if axis else "")
    head = f'<div style="font-weight:bold;padding-bottom:4px">{escape(title)}</div>' if title else ""
    return (f'<div class="cs-chart cs-bars-wrap" role="figure" aria-label="{escape(title or axis or "bar chart")}">'
            f'<style>{BAR_CSS}</style>{head}<div class="cs-bars">{"".join(cells)}{scale}{name}</div></div>')


def line_chart_svg(points: Sequence[tuple[float, float]], y_labels: dict[float, str] | None = None,
                   width: int = 720, height: int = 300, title: str = "", x_label: str = "",
                   step: bool = True, y_label: str = "", mark: float | None = None, mark_label: str = "") -> str:
    """A line chart (a step line by default) with a labelled y axis (``y_labels`` by value), an x
    axis with round ticks, and a vertical marker at ``mark`` (e.g. "now"). It scales to the width
    of its box.

    >>> svg = line_chart_svg([(0, 3), (1, 8), (2, 10)], {3: "3", 8: "8", 10: "10"}, title="target",
    ...                      x_label="plays", y_label="target", mark=1, mark_label="now")
    >>> svg.startswith("<svg") and "<polyline" in svg and ">target<" in svg and ">now<" in svg
    True
    """
    if not points:
        return ""
    left, right, top, bottom = 64, 16, 30 if title else 12, 44
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    y_values = sorted(set(y_labels or {}) | set(ys))
    x0, x1 = 0.0, max(max(xs), mark or 0, 1)
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
    y_ticks = "".join(
        f'<line x1="{left}" x2="{width - right}" y1="{py(v):.1f}" y2="{py(v):.1f}" stroke="#eee"/>'
        f'<text x="{left - 8}" y="{py(v) + 4:.1f}" font-size="12" text-anchor="end" fill="#333">'
        f'{escape(label)}</text>' for v, label in (y_labels or {}).items())
    x_ticks = "".join(
        f'<line x1="{px(t):.1f}" x2="{px(t):.1f}" y1="{height - bottom}" y2="{height - bottom + 5}" stroke="#555"/>'
        f'<text x="{px(t):.1f}" y="{height - bottom + 18}" font-size="12" text-anchor="middle" fill="#333">{t}</text>'
        for t in nice_ticks(x1, 6) if t <= x1)
    axes = (f'<line x1="{left}" x2="{width - right}" y1="{height - bottom}" y2="{height - bottom}" stroke="#555"/>'
            f'<line x1="{left}" x2="{left}" y1="{top}" y2="{height - bottom}" stroke="#555"/>')
    dots = "".join(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="#1e88e5"/>' for x, y in points)
    head = (f'<text x="{left}" y="18" font-size="14" font-weight="bold">{escape(title)}</text>' if title else "")
    foot = (f'<text x="{(left + width - right) / 2:.0f}" y="{height - 6}" font-size="13" text-anchor="middle" '
            f'fill="#333">{escape(x_label)}</text>' if x_label else "")
    side = (f'<text transform="translate(14 {(top + height - bottom) / 2:.0f}) rotate(-90)" font-size="13" '
            f'text-anchor="middle" fill="#333">{escape(y_label)}</text>' if y_label else "")
    marker = ""
    if mark is not None:
        marker = (f'<line x1="{px(mark):.1f}" x2="{px(mark):.1f}" y1="{top}" y2="{height - bottom}" stroke="#e65100" '
                  f'stroke-width="2" stroke-dasharray="5 3"/>'
                  f'<text x="{px(mark) + 4:.1f}" y="{top + 12}" font-size="13" font-weight="bold" fill="#e65100">'
                  f'{escape(mark_label)}</text>')
    return (f'<svg class="cs-chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
            f'style="max-width:100%;height:auto" role="img" aria-label="{escape(title or "chart")}" '
            f'xmlns="http://www.w3.org/2000/svg">{head}{y_ticks}{axes}{x_ticks}'
            f'<polyline fill="none" stroke="#1e88e5" stroke-width="2.5" points="{" ".join(coords)}"/>{dots}'
            f'{marker}{foot}{side}</svg>')
