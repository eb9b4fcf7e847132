"""A lesson's reading copy: the pre-rendered lesson (marimo's static export) as plain HTML, no script needed.

marimo's static export (`marimo export html`) holds each cell's output as HTML inside a JSON blob that
marimo's 5.6 MB frontend draws. The reading copy is those outputs themselves, cell by cell, with
marimo's custom elements (controls, callouts) written as plain HTML: the text, the pictures of the
cards (inline SVG) and the charts show at once, with no script and no frontend. It is what

- the live lesson shows while Python loads (tools/live_loading.js fetches ``static/NAME.read.html``
  or ``NAME.zh.read.html``), until the live lesson replaces it in place;
- a lesson page prints (tools/site_hooks.py puts it in the page, shown only in print) and what the
  site's search indexes for the lesson.

Each cell is ``<div class="cs-cell" data-cell="ID">``, with the cell IDs marimo's live lesson uses
too, so that the live page can keep the reader at the same place when it switches.
"""

from __future__ import annotations

import html
import json
import re

# marimo's controls, drawn in the reading copy as their label (and the value they start with)
CONTROL = re.compile(r"<marimo-(?P<kind>radio|dropdown|switch|number|slider|button|checkbox|text|text-area|"
                     r"download|anywidget|multiselect|range-slider|date|tabs|file|refresh|form|table|array|"
                     r"dict)\b(?P<attrs>[^>]*)>")
CLOSING = re.compile(r"</marimo-(?:radio|dropdown|switch|number|slider|button|checkbox|text|text-area|download|"
                     r"anywidget|multiselect|range-slider|date|tabs|file|refresh|form|table|array|dict|"
                     r"ui-element|accordion)>")
UI_ELEMENT = re.compile(r"<marimo-ui-element\b[^>]*>")
CALLOUT = re.compile(r"<marimo-callout-output\b(?P<attrs>[^>]*)>(?P<inner>.*?)</marimo-callout-output>", re.S)
ACCORDION = re.compile(r"<marimo-accordion\b[^>]*>")
ATTRIBUTE = re.compile(r"""(data-[\w-]+)=(?:'([^']*)'|"([^"]*)")""")
# the kit's page style is scoped to marimo's #App; in the reading copy, to the copy's own container
APP_STYLE = re.compile(r"#App\b")
# a cell's scripts (the kit's tab title) belong to the lesson running; the reading copy runs nothing
SCRIPT = re.compile(r"<script\b[^>]*>.*?</script>", re.S)
RULE_ID = re.compile(r"\b(?:FD|UD)-\d+\b")


def _attributes(attrs: str) -> dict[str, object]:
    found: dict[str, object] = {}
    for name, single, double in ATTRIBUTE.findall(attrs):
        text = html.unescape(single if single or not double else double)
        try:
            found[name] = json.loads(text)
        except ValueError:
            found[name] = text
    return found


def _control(match: re.Match[str]) -> str:
    kind, attrs = match["kind"], _attributes(match["attrs"])
    label = attrs.get("data-label")
    label_html = label if isinstance(label, str) else ""
    value = attrs.get("data-initial-value")
    shown = ""
    if kind in ("dropdown", "radio") and isinstance(value, list | str):
        values = value if isinstance(value, list) else [value]
        shown = ", ".join(html.escape(str(v)) for v in values if v is not None)
    elif kind in ("text", "text-area") and isinstance(value, str) and value:
        shown = f"<code>{html.escape(value)}</code>"          # what the reader types: cards' codes, seeds
    elif kind in ("number", "slider") and isinstance(value, int | float) and not isinstance(value, bool):
        shown = html.escape(str(value))
    elif kind in ("switch", "checkbox") and isinstance(value, bool):
        shown = "☑" if value else "☐"
    if not label_html and not shown:
        return f'<span class="cs-control" data-kind="{kind}"></span>'
    value_html = f' <span class="cs-value">{shown}</span>' if shown else ""
    return f'<span class="cs-control" data-kind="{kind}">{label_html}{value_html}</span>'


def _callout(match: re.Match[str]) -> str:
    attrs = _attributes(match["attrs"])
    inner = attrs.get("data-html")
    kind = attrs.get("data-kind")
    return (f'<div class="cs-callout" data-kind="{html.escape(str(kind or ""))}">'
            f'{inner if isinstance(inner, str) else ""}{match["inner"]}</div>')


def _unbroken_rule_ids(output: str) -> str:
    """Rule IDs in the text (not in tags, styles, scripts or pictures) kept on one line: a browser may break
    a line after a hyphen, and 「（FD-」 then 「11）」 reads as two things.

    >>> _unbroken_rule_ids('<p title="FD-8">弃牌（FD-7）</p><svg><text>UD-3</text></svg>')
    '<p title="FD-8">弃牌（<span class="cs-rule">FD-7</span>）</p><svg><text>UD-3</text></svg>'
    """
    parts, inside = [], 0
    for part in re.split(r"(<[^>]*>)", output):
        if part.startswith("<"):
            tag = re.match(r"</?\s*(\w+)", part)
            if tag and tag[1].lower() in ("style", "script", "svg"):
                inside += -1 if part.startswith("</") else 1
        elif not inside:
            part = RULE_ID.sub(r'<span class="cs-rule">\g<0></span>', part)
        parts.append(part)
    return "".join(parts)


def plain(output: str) -> str:
    """One cell's output HTML with marimo's custom elements written as plain HTML, its rule IDs unbroken."""
    for _ in range(3):                                  # callouts inside callouts
        output = CALLOUT.sub(_callout, output)
    output = UI_ELEMENT.sub("", output)
    output = SCRIPT.sub("", output)
    output = ACCORDION.sub('<div class="cs-accordion">', output)
    output = CONTROL.sub(_control, output)
    output = _unbroken_rule_ids(CLOSING.sub("", output))
    return re.sub(r"(<style[^>]*>)(.*?)(</style>)", lambda m: m[1] + APP_STYLE.sub(".cs-reading", m[2]) + m[3],
                  output, flags=re.S)


def session_of(export_html: str) -> dict:
    """The session marimo's static export embeds (each cell's outputs)."""
    start = export_html.find('"session": ')
    if start < 0:
        raise ValueError("no session in marimo's static export")
    session, _ = json.JSONDecoder().raw_decode(export_html[start + len('"session": '):])
    return session


def reading_copy(export_html: str) -> str:
    """The lesson's reading copy (an HTML fragment), from marimo's static export of it."""
    cells = []
    for cell in session_of(export_html)["cells"]:
        parts = []
        for output in cell.get("outputs", []):
            if output.get("type") != "data":
                continue                                # a cell stopped on purpose (mo.stop) shows nothing
            data = output.get("data", {})
            body = data.get("text/html") or data.get("text/markdown")
            if body:
                parts.append(plain(body))
        if parts:
            cells.append(f'<div class="cs-cell" data-cell="{html.escape(cell["id"])}">{"".join(parts)}</div>')
    return "\n".join(cells)


def text_of(fragment: str) -> str:
    """The words of a reading copy (for tests and search): its text without tags, styles or pictures."""
    fragment = re.sub(r"<(style|script|svg)\b.*?</\1>", " ", fragment, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def tab_title(fragment: str) -> str:
    """What a browser tab calls the lesson of a reading copy: its heading, up to a " · " (as the lesson's
    own, lessons/_kit.py's tab_title; tools/live_loading.js does the same in the browser), or "".

    >>> tab_title('<div><h1 id="x">换牌 <b>·</b> x</h1></div>'), tab_title('<h1>Replacing cards · 换牌</h1>')
    ('换牌', 'Replacing cards')
    """
    heading = re.search(r"<h1\b[^>]*>(.*?)</h1>", fragment, re.S)
    return text_of(heading[1]).split(" · ")[0].strip() if heading else ""
