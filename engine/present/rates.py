"""Rates with their uncertainty, drawn honestly: bars on a 0–100% axis, a whisker for the 95% interval.

>>> html = rate_chart_html([("honest", 0.45, (0.38, 0.51)), ("bluffer", 0.10, (0.07, 0.15))], title="Wins")
>>> html.count('class="cs-rate-bar"'), "45% (38–51%)" in html, "100%" in html
(2, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..i18n import Lang, _

_TICKS = (0, 25, 50, 75, 100)


def percent_range(rate: float, interval: tuple[float, float], lang: Lang = "en") -> str:
    """'45% (38–51%)': a rate and its 95% interval in whole percents (in Chinese, full-width brackets).

    >>> percent_range(0.4567, (0.3795, 0.5147)), percent_range(0.4567, (0.3795, 0.5147), "zh")
    ('46% (38–51%)', '46%（38% 到 51%）')
    """
    shown, low, high = format(rate, ".0%"), format(interval[0] * 100, ".0f"), format(interval[1], ".0%")
    return _("{rate} ({low}–{high})", rate=shown, low=low, high=high).render(lang)


def rate_chart_html(rows: Sequence[tuple[str, float, tuple[float, float]]], title: str = "",
                    colour: str = "#1e88e5", note: str = "the line across each bar: where the true rate "
                    "lies, 95% sure", lang: Lang = "en") -> str:
    """One row per (label, rate, (low, high)) with rates from 0 to 1: a bar as long as the rate on a
    shared 0–100% axis, the interval as a whisker across it, and the figures printed beside it
    (``lang``: the language of the whisker's tooltip; the caller writes the title and note)."""
    whisker = escape(_("95% interval").render(lang))
    lines = []
    for label, rate, (low, high) in rows:
        lines.append(
            f'<tr><td style="padding:3px 10px 3px 0;white-space:nowrap">{escape(label)}</td>'
            f'<td style="width:100%;padding:3px 0"><div style="position:relative;height:20px;'
            f'background:repeating-linear-gradient(to right,#eee 0 1px,transparent 1px 25%)">'
            f'<div class="cs-rate-bar" style="position:absolute;left:0;top:3px;height:14px;width:{100 * rate:.2f}%;'
            f'background:{colour};border-radius:2px"></div>'
            f'<div title="{whisker}" style="position:absolute;top:9px;height:0;left:{100 * low:.2f}%;'
            f'width:{100 * (high - low):.2f}%;border-top:2px solid #222"></div>'
            f'<div style="position:absolute;top:4px;height:12px;left:{100 * low:.2f}%;border-left:2px solid #222">'
            f'</div><div style="position:absolute;top:4px;height:12px;left:calc({100 * high:.2f}% - 2px);'
            f'border-left:2px solid #222"></div></div></td>'
            f'<td style="padding:3px 0 3px 10px;white-space:nowrap">'
            f'{escape(percent_range(rate, (low, high), lang))}</td>'
            f'</tr>')
    axis = "".join(f'<span class="{"cs-odd" if t in (25, 75) else ""}" style="position:absolute;left:{t}%;'
                   f'transform:translateX(-{t}%);white-space:nowrap">{t}%</span>' for t in _TICKS)
    lines.append(f'<tr><td></td><td><div style="position:relative;height:1.3em;font-size:0.8em;color:#555">'
                 f'{axis}</div></td><td></td></tr>')
    caption = (f'<caption style="text-align:left;font-weight:bold;padding-bottom:4px">{escape(title)}</caption>'
               if title else "")
    foot = f'<div style="font-size:0.85em;color:#555">{escape(note)}</div>' if note else ""
    narrow = ("<style>.cs-rates{container-type:inline-size}"
              "@container (max-width:480px){.cs-rates .cs-odd{visibility:hidden}}</style>")
    return (f'<div class="cs-rates">{narrow}<table class="cs-chart" style="border-collapse:collapse;width:100%">'
            f'{caption}{"".join(lines)}</table>{foot}</div>')
