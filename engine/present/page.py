"""A lesson page's own style: large print for a projector, and a page that fits a phone.

Each lesson shows :func:`page_style` once, under its title, with the "large print" switch's
value. Large print uses the full width of the screen, sets the lesson's text at 22 px, and draws
every card a learner reads at least 90 px wide (the table's, a hand's, a lone card; not the
overlapping backs of other players' hands); without it the page keeps marimo's column. On any screen,
wide pictures and tables scroll inside their own box rather than widening the page.

>>> "font-size:22px" in page_style(large=True), "font-size:22px" in page_style(large=False)
(True, False)
>>> next_html("02_ranking_hands.py", "Ranking hands")
'<p class="cs-next"><a href="?file=02_ranking_hands.py">Next → Ranking hands</a></p>'
"""

from __future__ import annotations

from html import escape

from ..i18n import _

# marimo's markdown and outputs live under #App; its column width is --content-width-medium.
_ALWAYS = """
#App .cs-scroll{max-width:100%;overflow-x:auto}
#App svg.cs-chart{max-width:100%;height:auto}
#App .cs-next{font-size:1.3em;margin:1.2em 0 .4em}
#App .cs-next a{display:inline-block;padding:.35em .9em;border-radius:8px;background:#1e88e5;color:#fff;
 text-decoration:none;font-weight:bold}
@media (max-width:640px){#App h1{padding-right:2.6rem}#App .output-area{overflow-wrap:anywhere}}
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


def page_style(large: bool = False) -> str:
    """The ``<style>`` a lesson shows once; ``large``: large print for a projector."""
    return f"<style>{_ALWAYS}{_LARGE if large else ''}</style>"


def next_html(file: str, title: str, large: bool = False) -> str:
    """The "Next →" link at the end of a lesson: marimo's gallery serves each lesson at ``?file=NAME.py``;
    ``large`` carries large print over to the next lesson."""
    label = _("Next → {title}", title=title)
    query = f"?file={escape(file)}" + ("&amp;print=large" if large else "")
    return f'<p class="cs-next"><a href="{query}">{escape(str(label))}</a></p>'

