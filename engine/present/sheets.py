"""A five-card draw score sheet (:class:`engine.draw.scoresheet.ScoreSheet`) as a printable page.

>>> from engine.draw.scoresheet import ScoreSheet
>>> sheet = ScoreSheet.start(["Ann", "Bo", "Cy"]).record_winner("Bo")
>>> page = score_sheet_html(sheet)
>>> page.startswith("<!doctype html>"), "<th>Bo</th>" in page, "<td>11 (+1)</td>" in page
(True, True, True)
>>> "<title>五张抽牌扑克——记分表</title>" in score_sheet_html(sheet, "zh")
True
"""

from __future__ import annotations

from html import escape

from ..draw.scoresheet import ScoreSheet
from ..i18n import Joined, Lang, Text, _, check_lang, ngettext

_STYLE = ("body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;width:100%}"
          "td,th{border:1px solid #999;padding:4px 8px;text-align:center}td.note{text-align:left}"
          "@media print{button{display:none}}")


def score_sheet_html(sheet: ScoreSheet, lang: Lang = "en", title: str | None = None) -> str:
    """A printable page: the rules in force, every round, the totals and the result (in ``lang``;
    ``title`` None: "Five-card draw — score sheet" in that language)."""
    if not isinstance(sheet, ScoreSheet):
        raise TypeError(f"sheet must be a ScoreSheet, not {type(sheet).__name__}")
    lang = check_lang(lang)

    def tr(text: Text) -> str:
        return text.render(lang)

    title = tr(_("Five-card draw — score sheet")) if title is None else title
    rules = sheet.rules
    agreed = [tr(_("{n} players, starting at {points} points (FD-3)", n=len(sheet.players),
                   points=rules.starting_score)),
              tr(ngettext("the winner gains {n} point", "the winner gains {n} points", rules.win_points)
                 if rules.scoring == "win" else _("the winner gains points by winning category")),
              tr(_("at most {n} cards replaced (FD-5)", n=rules.max_replace)),
              tr(_("A-2-3-4-5 is a straight") if rules.ace_low else _("A is high only (FD-5)")),
              tr(_("the match ends after {n} rounds", n=rules.rounds) if rules.end == "rounds"
                 else _("the match ends at {n} points (FD-14)", n=rules.target_score))]
    head = "".join(f"<th>{escape(p)}</th>" for p in sheet.players)
    rows = []
    totals = [rules.starting_score] * len(sheet.players)
    for r in sheet.rounds:
        totals = [t + p for t, p in zip(totals, r.points, strict=True)]
        shown = [tr(_("{total} (+{points})", total=t, points=p)) if p else str(t)
                 for t, p in zip(totals, r.points, strict=True)]
        cells = "".join(f"<td>{escape(cell)}</td>" for cell in shown)
        rows.append(f"<tr><td>{r.number}</td><td>{escape(sheet.players[r.dealer])}</td>"
                    f"<td class='note'>{escape(r.note_in(lang))}</td>{cells}</tr>")
    agreed_text = tr(_("Agreed before the first round: {rules}.", rules=Joined(tuple(agreed), "; ")))
    headings = "".join(f"<th>{escape(tr(text))}</th>" for text in (_("round"), _("dealer"), _("what happened")))
    starting = escape(tr(_("starting scores")))
    return (f"<!doctype html><html lang='{'zh-Hans' if lang == 'zh' else 'en'}'><head><meta charset='utf-8'>"
            f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body><h1>{escape(title)}</h1>"
            f"<p>{escape(agreed_text)}</p>"
            f"<table><tr>{headings}{head}</tr><tr><td>0</td><td></td><td class='note'>{starting}</td>"
            + "".join(f"<td>{rules.starting_score}</td>" for _player in sheet.players) + "</tr>"
            + "".join(rows) + f"</table><p><b>{escape(sheet.announcement(lang))}</b></p></body></html>")
