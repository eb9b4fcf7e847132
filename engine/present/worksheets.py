"""Printable worksheets as HTML: the questions on the first page(s), the answer key on a page of its own.

The questions and keys come from :mod:`engine.draw.worksheet` and :mod:`engine.updown.worksheet`
(pure and seeded); this module only draws them. A worksheet is one :class:`Sheet` — its questions
and its key as HTML fragments — that the site puts on a page (:func:`page_markdown`) and that
:func:`standalone_html` writes into one self-contained file for any seed:

    uv run python -m engine.present.worksheets --seed 12 --out worksheets.html

The file needs nothing else (cards are inline SVG, the styles are in the file): open it in a
browser and print. Each answer key starts on a new printed page (CSS ``break-before: page``).

>>> sheets = worksheet_set(seed=12)
>>> [s.slug for s in sheets]
['deal-diagram', 'name-the-hand', 'what-would-you-keep', 'challenge-or-not']
>>> html = standalone_html(sheets)
>>> html.count('class="cs-worksheet-key"'), "break-before: page" in html
(4, True)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from ..cards import RANK_LABELS, SUITS, Card
from ..draw.worksheet import DealDiagram, KeepQuestion, NameTheHand, deal_diagram, keep_questions, name_the_hand
from ..errors import check_seed
from ..updown.worksheet import NAMES as UPDOWN_NAMES
from ..updown.worksheet import Position, SettleCase, challenge_positions, settle_cases
from .cards import card_svg, hand_html, pile_html

DRAW_NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
KINDS = ("deal-diagram", "name-the-hand", "what-would-you-keep", "challenge-or-not")

# The styles a sheet needs; the site has the same rules in stylesheets/extra.css.
CSS = """
.cs-worksheet, .cs-worksheet-key { font-size: 0.8rem; }
.cs-worksheet h2, .cs-worksheet-key h2 { margin: 0.2em 0 0.4em; }
.cs-ws-head { display: flex; justify-content: space-between; gap: 1em; border-bottom: 2px solid #333;
  padding-bottom: 4px; margin-bottom: 8px; font-size: 0.9em; }
.cs-ws-grid { display: flex; flex-wrap: wrap; gap: 8px; }
.cs-ws-cols { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.cs-ws-q { border: 1px solid #bbb; border-radius: 6px; padding: 6px 8px; break-inside: avoid; }
.cs-ws-card { display: inline-flex; flex-direction: column; align-items: center; margin: 2px; }
.cs-ws-card small { font-size: 0.75em; color: #444; }
.cs-blank { display: inline-block; min-width: 7em; border-bottom: 1px solid #333; height: 1.2em; }
.cs-blank-short { min-width: 3em; }
.cs-tick { display: inline-block; width: 0.9em; height: 0.9em; border: 1px solid #333; }
.cs-ws-answer { color: #1b5e20; font-weight: bold; }
.cs-ws-note { color: #555; }
.cs-ws-hand { white-space: nowrap; }
.cs-ws-table { border-collapse: collapse; }
.cs-ws-table td, .cs-ws-table th { border: 1px solid #bbb; padding: 3px 6px; text-align: left; vertical-align: middle; }
.cs-worksheet-key { break-before: page; page-break-before: always; }
.cs-worksheet-key h2::before { content: "✔ "; }
"""

PRINT_CSS = """
body { font-family: system-ui, sans-serif; margin: 1.5em; }
.cs-worksheet + .cs-worksheet-key + .cs-worksheet { break-before: page; page-break-before: always; }
@page { size: A4; margin: 12mm; }
@media print { body { margin: 0; } .cs-no-print { display: none; } }
"""


@dataclass(frozen=True)
class Sheet:
    """One worksheet: ``questions`` and ``key`` are HTML fragments with no blank lines (so that
    Markdown passes them through untouched)."""

    slug: str
    title: str
    game: str
    seed: int | str
    intro: str
    questions: str
    key: str

    @property
    def html(self) -> str:
        return self.questions + "\n" + self.key


def _head(game: str, title: str, seed: int | str) -> str:
    return (f'<div class="cs-ws-head"><span>Name: <span class="cs-blank"></span></span>'
            f'<span>{escape(game)} · {escape(title)} · seed {escape(str(seed))}</span></div>')


def _section(kind: str, body: list[str]) -> str:
    return f'<section class="{kind}">' + "".join(body) + "</section>"


def _names(players: int) -> tuple[str, ...]:
    return DRAW_NAMES[:players]


def _cards(cards: Sequence[Card], width: int = 36, highlight: Sequence[Card] = ()) -> str:
    return "".join(card_svg(c, width, highlight=c in highlight) for c in cards)


# ---- five-card draw -----------------------------------------------------------------------------

def deal_sheet(diagram: DealDiagram) -> Sheet:
    """The deal diagram (FD-6): write under each card who receives it, then each player's hand."""
    names = _names(diagram.players)
    order = [(diagram.dealer + k) % diagram.players for k in range(diagram.players)]
    circle = " → ".join(escape(names[s]) + (" (dealer)" if s == diagram.dealer else "") for s in order)
    title = "Deal diagram · 发牌图"
    q = [_head("Five-card draw", "deal diagram", diagram.seed), f"<h2>{title}</h2>",
         f"<p>{diagram.players} players sit round a table. <b>{escape(names[diagram.dealer])}</b> deals. "
         f"Going to the left (clockwise) from the dealer: {circle} → back to {escape(names[diagram.dealer])}.</p>",
         "<p>Here are the top cards of the shuffled deck, the top card first. The dealer deals one card at a time, "
         "face down, starting with the player on their left, five times round (FD-6).</p>",
         '<div class="cs-ws-grid">']
    for c in diagram.key:
        q.append(f'<div class="cs-ws-card"><small>{c.number}</small>{card_svg(c.card, 44)}'
                 f'<span class="cs-blank cs-blank-short"></span></div>')
    q.append("</div>")
    q.append('<ol><li>Under each card, write who receives it.</li><li>Write each player\'s five cards:'
             '<table class="cs-ws-table">' + "".join(
                 f"<tr><th>{escape(names[s])}</th>" + '<td><span class="cs-blank"></span></td>' * 5 + "</tr>"
                 for s in order[1:] + order[:1]) + "</table></li>"
             '<li>How many cards stay in the stock (the undealt cards)? <span class="cs-blank cs-blank-short"></span>'
             '</li><li>Who is first to stay or fold (FD-7)? <span class="cs-blank"></span></li></ol>')
    k = [f"<h2>Answer key — deal diagram (seed {escape(str(diagram.seed))})</h2>", '<div class="cs-ws-grid">']
    for c in diagram.key:
        k.append(f'<div class="cs-ws-card"><small>{c.number}</small>{card_svg(c.card, 34)}'
                 f'<small class="cs-ws-answer">{escape(names[c.seat])}</small></div>')
    k.append("</div><p>Each player's cards, in the order they were dealt:</p><div>")
    for s in order[1:] + order[:1]:
        k.append(hand_html(diagram.hands[s], width=34, caption=names[s] + (" (dealer)" if s == diagram.dealer else "")))
    k.append(f'</div><p>Cards left in the stock: <span class="cs-ws-answer">{diagram.stock_left}</span> '
             f"(52 − {diagram.players} × 5). First to stay or fold: "
             f'<span class="cs-ws-answer">{escape(names[diagram.first_to_speak])}</span>, on the dealer\'s left.</p>')
    if diagram.dealer == 0:
        k.append(f'<p class="cs-ws-note">The same deal appears in lesson 01 (Cards and dealing) with seed '
                 f"{escape(str(diagram.seed))} and {diagram.players} players: seat 0 is {names[0]}, seat 1 "
                 f"{names[1]}, and so on.</p>")
    return Sheet("deal-diagram", "Deal diagram", "Five-card draw", diagram.seed,
                 "Who gets which card when the dealer deals one at a time, to the left, five times round (FD-6).",
                 _section("cs-worksheet", q), _section("cs-worksheet-key", k))


def name_the_hand_sheet(seed: int | str, questions: Sequence[NameTheHand]) -> Sheet:
    """Name each hand: its category in English and Chinese, and its points by category (FD-3, FD-13)."""
    title = "Name the hand · 牌型"
    q = [_head("Five-card draw", "name the hand", seed), f"<h2>{title}</h2>",
         "<p>Name each hand's category (FD-13), in English and in Chinese if you can, and the points it would "
         "win with the points-by-category switch (FD-3). A–2–3–4–5 counts as a straight only if the table "
         "agreed the A-low switch: on this sheet it is off.</p>", '<div class="cs-ws-grid">']
    for i, item in enumerate(questions, 1):
        q.append(f'<div class="cs-ws-q"><b>{i}.</b> {_cards(item.hand)}<br>Category: <span class="cs-blank"></span> '
                 f'中文: <span class="cs-blank cs-blank-short"></span> Points: <span class="cs-blank cs-blank-short">'
                 f"</span></div>")
    q.append("</div>")
    k = [f"<h2>Answer key — name the hand (seed {escape(str(seed))})</h2>", '<table class="cs-ws-table">',
         "<tr><th></th><th>hand</th><th>category</th><th>in words</th><th>points</th></tr>"]
    for i, item in enumerate(questions, 1):
        note = f'<br><span class="cs-ws-note">{escape(item.note)}</span>' if item.note else ""
        k.append(f'<tr><td>{i}</td><td class="cs-ws-hand">{_cards(item.hand, 28)}</td>'
                 f'<td class="cs-ws-answer">'
                 f"{escape(item.category.english)} · {item.category.chinese}</td><td>{escape(item.description)}"
                 f"{note}</td><td>{item.points}</td></tr>")
    k.append("</table>")
    return Sheet("name-the-hand", "Name the hand", "Five-card draw", seed,
                 "Which of the nine categories is each hand, and what does it score by category (FD-3, FD-13)?",
                 _section("cs-worksheet", q), _section("cs-worksheet-key", k))


def _pct(p: float) -> str:
    return f"{p:.1%}"


def keep_sheet(seed: int | str, questions: Sequence[KeepQuestion]) -> Sheet:
    """What would you keep? Tick the cards to keep; the key gives the advisor's best and the rule of thumb."""
    title = "What would you keep? · 换牌"
    first = questions[0]
    q = [_head("Five-card draw", "what would you keep?", seed), f"<h2>{title}</h2>",
         f"<p>You play at a table of {first.opponents + 1} ({first.opponents} opponents). Before replacing cards "
         f"you may put down up to {first.max_replace} (FD-8). Tick the cards you <b>keep</b>, and say why.</p>",
         '<div class="cs-ws-grid">']
    for i, item in enumerate(questions, 1):
        ticks = "".join(f'<div class="cs-ws-card">{card_svg(c, 40)}<span class="cs-tick"></span></div>'
                        for c in item.hand)
        q.append(f'<div class="cs-ws-q"><b>{i}.</b> {ticks}<br>Why? <span class="cs-blank"></span>'
                 f'<span class="cs-blank"></span></div>')
    q.append("</div>")
    k = [f"<h2>Answer key — what would you keep? (seed {escape(str(seed))})</h2>",
         f'<p class="cs-ws-note">The engine\'s advisor counts every set of replacement cards that could come and '
         f"ranks each choice by {escape(first.criterion)}. Outlined: the cards it keeps. Beside it, the source's "
         f"rule of thumb. Figures within a point of each other mean the choices are practically equal.</p>",
         '<div class="cs-ws-cols">']
    for i, item in enumerate(questions, 1):
        if item.agree:
            verdict = "The rule of thumb and the count agree."
        elif abs(item.best_chance - item.thumb_chance) < 0.01:
            verdict = "They differ, but the figures are practically equal: either answer is good."
        else:
            verdict = "They differ: the count prefers the outlined cards."
        k.append(f'<div class="cs-ws-q"><b>{i}.</b> {_cards(item.hand, 34, item.best_keep)}<br>'
                 f'<span class="cs-ws-answer">{escape(item.best)}</span> — wins {_pct(item.best_chance)}, '
                 f"improves the hand {_pct(item.best_improves)} of the time.<br>"
                 f"Rule of thumb ({escape(item.thumb_name)}): {escape(item.thumb_advice)} — "
                 f"wins {_pct(item.thumb_chance)}. {verdict}</div>")
    k.append("</div>")
    return Sheet("what-would-you-keep", "What would you keep?", "Five-card draw", seed,
                 "Which cards to keep before replacing, answered by the engine's advisor beside the source's "
                 "rule of thumb (FD-8).", _section("cs-worksheet", q), _section("cs-worksheet-key", k))


# ---- 一上一下 ---------------------------------------------------------------------------------------

def _label(rank: int) -> str:
    return RANK_LABELS[rank]


def challenge_sheet(seed: int | str, cases: Sequence[SettleCase], positions: Sequence[Position]) -> Sheet:
    """Part A: settle challenged cards (UD-12). Part B: challenge or not, from one player's view (UD-10)."""
    title = "Challenge or not? · 质疑"
    names = (UPDOWN_NAMES[0], UPDOWN_NAMES[1], UPDOWN_NAMES[2] + " (you)")
    q = [_head("一上一下 One Up, One Down", "challenge or not?", seed), f"<h2>{title}</h2>",
         "<p><b>A. Settle the challenge (UD-12).</b> A face-down card was challenged and turned over. Does the "
         "challenge succeed? Who takes the whole pile? Ranks run 3 &lt; 4 &lt; … &lt; K &lt; A &lt; 2.</p>",
         '<table class="cs-ws-table"><tr><th></th><th>target before the card</th><th>declared</th>'
         "<th>turned over</th><th>succeeds or fails?</th><th>who takes the pile?</th></tr>"]
    for i, case in enumerate(cases, 1):
        card = Card(case.real, SUITS[i % 4])
        q.append(f"<tr><td>{i}</td><td>{_label(case.target_before)}</td><td>“{_label(case.declared)}”</td>"
                 f'<td>{card_svg(card, 30)}</td><td><span class="cs-blank"></span></td>'
                 f'<td><span class="cs-blank"></span></td></tr>')
    q.append("</table>")
    q.append("<p><b>B. Challenge or not? (UD-10)</b> Three players: 甲, 乙 and you, 丙, in turn order. 乙 has just "
             "put a card face down; you are asked first. The pile shows the round so far, oldest first (face-down "
             "cards show what was declared; yours you know). Could 乙's card be true, given the cards you see? "
             "Challenge or let it stand? Why?</p>")
    for i, pos in enumerate(positions, 1):
        q.append(_position_html(i, pos, names) + '<div>Challenge or let it stand? <span class="cs-blank"></span> '
                 'Why? <span class="cs-blank"></span><span class="cs-blank"></span></div></div>')
    k = [f"<h2>Answer key — challenge or not? (seed {escape(str(seed))})</h2>", "<p><b>A.</b></p>",
         '<table class="cs-ws-table"><tr><th></th><th>target</th><th>declared</th><th>real</th><th>result</th>'
         "<th>why</th></tr>"]
    for i, case in enumerate(cases, 1):
        result = "succeeds" if case.succeeds else "fails"
        k.append(f"<tr><td>{i}</td><td>{_label(case.target_before)}</td><td>{_label(case.declared)}</td>"
                 f"<td>{_label(case.real)}</td><td class=\"cs-ws-answer\">{result}: {escape(case.taker)} takes "
                 f"the pile</td><td>{escape(case.reason)}</td></tr>")
    k.append('</table><p><b>B.</b></p><div class="cs-ws-cols">')
    for i, pos in enumerate(positions, 1):
        verdict = "Challenge: it cannot survive." if pos.certain else "It could be true: a challenge is a risk."
        last = (" It was 乙's last card: if it stands, 乙 wins (UD-5) — the source advises challenging a player "
                "who may go out." if pos.claimant_cards_left == 0 else "")
        k.append(f'<div class="cs-ws-q"><b>{i}.</b> <span class="cs-ws-answer">{verdict}</span> '
                 f"{escape(pos.why)}{last}<br>Turned over, it was <b>{pos.real.label}</b>. "
                 f"{escape(pos.reason)}</div>")
    k.append("</div>")
    return Sheet("challenge-or-not", "Challenge or not?", "一上一下", seed,
                 "Settle challenged cards, then decide from one player's view whether a declaration can be true "
                 "(UD-10, UD-12).", _section("cs-worksheet", q), _section("cs-worksheet-key", k))


def _position_html(i: int, pos: Position, names: Sequence[str]) -> str:
    left = pos.claimant_cards_left
    plural = "s" if left != 1 else ""
    cards_left = "this is 乙's last card" if left == 0 else f"乙 has {left} card{plural} left after it"
    return (f'<div class="cs-ws-q"><b>{i}.</b> Target before 乙\'s card: <b>{_label(pos.target_before)}</b>. '
            f"乙 declares <b>“{_label(pos.declared)}”</b>; {cards_left}. If a challenge fails you take "
            f"{pos.pile_taken_if_wrong} cards.{pile_html(pos.pile, names, width=34)}"
            f"<div>Your hand: {_cards(pos.hand, 32)}</div>")


# ---- sets, pages and the command ----------------------------------------------------------------

def worksheet_set(seed: int | str, kinds: Sequence[str] = KINDS) -> tuple[Sheet, ...]:
    """The worksheets for one seed. The deal diagram has 3 to 6 players, chosen by the seed.

    >>> [s.title for s in worksheet_set(seed=3, kinds=["name-the-hand"])]
    ['Name the hand']
    >>> worksheet_set(seed=3, kinds=["bingo"])
    Traceback (most recent call last):
    ...
    ValueError: kinds must be some of deal-diagram, name-the-hand, what-would-you-keep, challenge-or-not, not 'bingo'
    """
    check_seed(seed)
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"kinds must be some of {', '.join(KINDS)}, not {kind!r}")
    sheets = []
    for kind in kinds:
        if kind == "deal-diagram":
            players = 3 + (seed if isinstance(seed, int) else sum(map(ord, seed))) % 4
            sheets.append(deal_sheet(deal_diagram(seed, players=players)))
        elif kind == "name-the-hand":
            sheets.append(name_the_hand_sheet(seed, name_the_hand(seed, count=9)))
        elif kind == "what-would-you-keep":
            sheets.append(keep_sheet(seed, keep_questions(seed, count=6)))
        else:
            sheets.append(challenge_sheet(seed, settle_cases(seed, count=6), challenge_positions(seed, count=4)))
    return tuple(sheets)


def page_markdown(sheet: Sheet, other_seeds: Sequence[int | str] = ()) -> str:
    """A site page for one worksheet: a title, a note that does not print, then the sheet and its key."""
    others = ", ".join(f"[seed {s}]({sheet.slug}-seed-{s}.md)" for s in other_seeds if s != sheet.seed)
    more = f" The same worksheet with other seeds: {others}." if others else ""
    return (f"# {sheet.title} · seed {sheet.seed}\n\n"
            f'<div class="cs-no-print" markdown>\n\n**{sheet.game}.** {sheet.intro} Print this page: the '
            f"worksheet comes first and its **answer key starts on a new page**.{more} Another seed: see "
            f"[Worksheets](index.md).\n\n</div>\n\n{sheet.html}\n")


def standalone_html(sheets: Sequence[Sheet], title: str = "cardschool worksheets") -> str:
    """One self-contained HTML file with every sheet, each key on its own printed page."""
    body = "\n".join(s.html for s in sheets)
    return (f'<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{CSS}{PRINT_CSS}</style></head><body>\n"
            f'<p class="cs-no-print">{escape(title)} — print this page: each worksheet starts on a new page and '
            f"its answer key on the page after it.</p>\n{body}\n</body></html>\n")


def _seed(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m engine.present.worksheets --seed 12 --out worksheets.html [--only name-the-hand ...]``"""
    parser = argparse.ArgumentParser(prog="python -m engine.present.worksheets",
                                     description="Write printable worksheets with answer keys for one seed.")
    parser.add_argument("--seed", required=True, help="a whole number or a word; the same seed gives the same sheets")
    parser.add_argument("--out", help="the HTML file to write (default: worksheets-seed-SEED.html)")
    parser.add_argument("--only", nargs="+", choices=KINDS, help="only these worksheets")
    args = parser.parse_args(argv)
    seed = _seed(args.seed)
    out = Path(args.out or f"worksheets-seed-{seed}.html")
    sheets = worksheet_set(seed, args.only or KINDS)
    out.write_text(standalone_html(sheets, f"cardschool worksheets · seed {seed}"), encoding="utf-8")
    print(f"wrote {out} ({len(sheets)} worksheets with their answer keys, seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
