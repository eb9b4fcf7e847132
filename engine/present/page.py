"""A lesson page's own style: large print for a projector, and a page that fits a phone.

Each lesson shows :func:`page_style` once, under its title, with the "large print" switch's
value. Large print uses the full width of the screen, sets the lesson's text at 22 px, and draws
every card a learner reads at least 90 px wide (the table's, a hand's, a lone card; not the
overlapping backs of other players' hands); without it the page keeps marimo's column. On any screen,
wide pictures and tables scroll inside their own box rather than widening the page; on a phone a
control's label keeps room beside a wide menu (else a two-character label stands one character a line).

>>> "font-size:22px" in page_style(large=True), "font-size:22px" in page_style(large=False)
(True, False)
>>> next_html("02_ranking_hands.py", "Ranking hands")
'<p class="cs-next"><a href="?file=02_ranking_hands.py">Next → Ranking hands</a></p>'
>>> next_html("02_ranking_hands.py", "牌型大小", large=True, lang="zh")
'<p class="cs-next"><a href="?file=02_ranking_hands.py&amp;print=large&amp;lang=zh">下一课 → 牌型大小</a></p>'
>>> first_language({"lang": "zh"}, {}), first_language({}, {"lang": "zh"}), first_language({"lang": "fr"}, {})
('zh', 'zh', 'en')
>>> label_of({"打满 8 局": "rounds", "到 15 分": "points"}, "points")
'到 15 分'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from html import escape
from typing import Any

from ..i18n import Lang, _, check_lang

# marimo's markdown and outputs live under #App; its column width is --content-width-medium.
_ALWAYS = """
#App .cs-scroll{max-width:100%;overflow-x:auto}
#App svg.cs-chart{max-width:100%;height:auto}
#App .cs-next{font-size:1.3em;margin:1.2em 0 .4em}
#App .cs-next a{display:inline-block;padding:.35em .9em;border-radius:8px;background:#1e88e5;color:#fff;
 text-decoration:none;font-weight:bold}
@media (max-width:640px){#App h1{padding-right:2.6rem}#App .output-area{overflow-wrap:anywhere}
 #App :is(marimo-dropdown,marimo-number,marimo-radio,marimo-slider,marimo-text)::part(label){flex-shrink:0;
 max-width:45%}}
"""

_LARGE = """
#App{--content-width-medium:100%;--content-width-compact:100%}
#App .output-area{font-size:22px;line-height:1.5}
#App .output-area .markdown,#App .output-area .prose,#App .output-area .markdown table{font-size:22px}
#App .output-area svg.cs-chart{width:100%;max-width:1200px;height:auto}
#App .output-area .cs-table-wrap{--cs-you-w:120px;--cs-card-w:92px;--cs-back-w:56px;--cs-pile-w:96px}
#App .output-area .cs-hand svg.cs-card,#App .output-area .cs-pile svg.cs-card{zoom:1.8;min-width:50px;height:auto}
#App .output-area .cs-felt .cs-pile svg.cs-card,#App .output-area .cs-peek svg.cs-card{zoom:1;min-width:0}
#App .output-area svg.cs-card:not(:is(.cs-hand,.cs-pile,.cs-table) *){min-width:90px;height:auto}
#App .output-area :is(marimo-ui-element,marimo-callout-output,marimo-accordion){zoom:1.375}
#App .output-area :is(marimo-ui-element,marimo-callout-output,marimo-accordion)
 :is(marimo-ui-element,marimo-callout-output,marimo-accordion){zoom:1}
"""


# marimo's own words around a lesson (its gallery's "Back" link, its "made with marimo" badge) are
# English only; in Chinese the style shows them in Chinese, in place of the English.
_MARIMO_WORDS = (('a[aria-label="Back to gallery"]>span', _("Back to the lessons")),
                 ('a[href="https://github.com/marimo-team/marimo"]>span', _("made with marimo")))


def _css_string(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)      # a JSON string without escapes is a CSS string


def page_style(large: bool = False, lang: Lang = "en") -> str:
    """The ``<style>`` a lesson shows once; ``large``: large print for a projector; ``lang``: the
    language of the page around the lesson.

    >>> "返回" in page_style(lang="zh"), "返回" in page_style()
    (True, False)
    """
    words = "" if check_lang(lang) == "en" else "".join(
        f"{where}{{font-size:0}}{where}::after{{font-size:.875rem;content:{_css_string(text.render(lang))}}}"
        for where, text in _MARIMO_WORDS)
    return f"<style>{_ALWAYS}{_LARGE if large else ''}{words}</style>"


def next_html(file: str, title: str, large: bool = False, lang: Lang = "en") -> str:
    """The "Next →" link at the end of a lesson: marimo's gallery serves each lesson at ``?file=NAME.py``;
    ``large`` carries large print and ``lang`` the reader's language over to the next lesson."""
    lang = check_lang(lang)
    label = _("Next → {title}", title=title).render(lang)
    query = (f"?file={escape(file)}" + ("&amp;print=large" if large else "")
             + ("&amp;lang=zh" if lang == "zh" else ""))
    return f'<p class="cs-next"><a href="{query}">{escape(label)}</a></p>'


def first_language(query: Mapping[str, Any], cli: Mapping[str, Any]) -> Lang:
    """The language a lesson opens in: ``?lang=zh`` in its address (the switch writes it there, and the
    Next links carry it on), else ``-- --lang zh`` on the command line (``marimo export`` for the
    Chinese site), else English."""
    for source in (query, cli):
        if source.get("lang") in ("en", "zh"):
            return check_lang(source.get("lang"))
    return "en"


def label_of(options: Mapping[str, object], code: object, default: str | None = None) -> str | None:
    """The label a control shows for ``code``: its options map the words shown (in the reader's
    language) to a code no language changes, so a control made afresh in another language starts on
    the same choice. ``default`` when no option has that code.

    >>> label_of({"taker": "taker"}, "challenger", default="taker")
    'taker'
    """
    if not isinstance(options, Mapping):
        raise TypeError(f"options must be a mapping of label → code, not {type(options).__name__}")
    return next((label for label, value in options.items() if value == code), default)
