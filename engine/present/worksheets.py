"""Printable worksheets as HTML: the questions on the first page(s), the answer key on a page of its own.

The questions and keys come from :mod:`engine.draw.worksheet` and :mod:`engine.updown.worksheet`
(pure and seeded); this module only draws them. A worksheet is one :class:`Sheet` — its questions
and its key as HTML fragments — that the site puts on a page (:func:`page_markdown`) and that
:func:`standalone_html` writes into one self-contained file for any seed:

    uv run python -m engine.present.worksheets --seed 12 --out worksheets.html
    uv run python -m engine.present.worksheets --seed 12 --lang zh --out 练习单.html    # 简体中文

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
from ..i18n import LANGS, Lang, Text, _, check_lang, ngettext
from ..terms import UPDOWN_WORKSHEET_NAMES as UPDOWN_NAMES
from ..terms import WORKSHEET_NAMES
from ..updown.worksheet import Position, SettleCase, challenge_positions, settle_cases
from .cards import card_svg, hand_html, pile_html

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
/* a card keeps its width in a table cell: a max-width in % (the site's svg rule) lets the table squeeze
   the cell below its five cards, and the next cell's words are printed over the last card */
.cs-ws-hand svg { max-width: none; }
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
    Markdown passes them through untouched), in the language ``lang``."""

    slug: str
    title: str
    game: str
    seed: int | str
    intro: str
    questions: str
    key: str
    lang: Lang = "en"

    @property
    def html(self) -> str:
        return self.questions + "\n" + self.key


# Each kind's title, game and what it practises.
_ABOUT: dict[str, tuple[Text, Text, Text]] = {
    "deal-diagram": (_("Deal diagram"), _("Five-card draw"),
                     _("Who gets which card when the dealer deals one at a time, to the left, five times round "
                       "(FD-6).")),
    "name-the-hand": (_("Name the hand"), _("Five-card draw"),
                      _("Which of the nine categories is each hand, and what does it score by category "
                        "(FD-3, FD-13)?")),
    "what-would-you-keep": (_("What would you keep?"), _("Five-card draw"),
                            _("Which cards to keep before replacing, answered by the engine's advisor beside "
                              "cardschool's rule of thumb, built on the source's advice (FD-8).")),
    "challenge-or-not": (_("Challenge or not?"), _("一上一下"),
                         _("Settle challenged cards, then decide from one player's view whether a declaration can "
                           "be true (UD-10, UD-12).")),
}


def about(kind: str, lang: Lang = "en") -> tuple[str, str, str]:
    """A kind of worksheet's title, game and what it practises, in ``lang``.

    >>> about("challenge-or-not", "zh")[0]
    '质疑还是放过？'
    """
    title, game, intro = _ABOUT[kind]
    return title.render(lang), game.render(lang), intro.render(lang)


def _sheet(kind: str, seed: int | str, lang: Lang, q: list[str], k: list[str]) -> Sheet:
    title, game, intro = about(kind, lang)
    return Sheet(kind, title, game, seed, intro, _section("cs-worksheet", q), _section("cs-worksheet-key", k), lang)


def _head(kind: str, seed: int | str, lang: Lang, game: Text | None = None) -> str:
    title, plain_game, _intro = about(kind, lang)
    if lang == "en":
        title = title[:1].lower() + title[1:]
    line = _("{game} · {title} · seed {seed}", game=game.render(lang) if game else plain_game, title=title,
             seed=str(seed)).render(lang)
    name = _t(_("Name:"), lang)
    return (f'<div class="cs-ws-head"><span>{name} <span class="cs-blank"></span></span>'
            f'<span>{escape(line)}</span></div>')


def _key_title(kind: str, seed: int | str, lang: Lang) -> str:
    title = about(kind, lang)[0]
    if lang == "en":
        title = title[:1].lower() + title[1:]
    heading = _t(_("Answer key — {title} (seed {seed})", title=title, seed=str(seed)), lang)
    return f"<h2>{heading}</h2>"


def _section(kind: str, body: list[str]) -> str:
    return f'<section class="{kind}">' + "".join(body) + "</section>"


def _names(players: int, lang: Lang = "en") -> tuple[str, ...]:
    return WORKSHEET_NAMES[lang][:players]


def _cards(cards: Sequence[Card], width: int = 36, highlight: Sequence[Card] = (), lang: Lang = "en") -> str:
    return "".join(card_svg(c, width, highlight=c in highlight, lang=lang) for c in cards)


def _t(text: Text, lang: Lang) -> str:
    """A message rendered in ``lang`` and escaped for HTML (its fields must not hold markup)."""
    return escape(text.render(lang), quote=False)


def _points(item: KeepQuestion) -> str:
    """How much more often the count's choice wins than the rule of thumb's, in percentage points."""
    return format(100 * (item.best_chance - item.thumb_chance), ".1f")


def _answer(text: str) -> str:
    return f'<span class="cs-ws-answer">{escape(text, quote=False)}</span>'


def _m(text: Text, lang: Lang) -> str:
    """A message that holds markup (its fields are escaped by the caller) rendered in ``lang``."""
    return str(text.render(lang))


# ---- five-card draw -----------------------------------------------------------------------------

def deal_sheet(diagram: DealDiagram, lang: Lang = "en") -> Sheet:
    """The deal diagram (FD-6): write under each card who receives it, then each player's hand."""
    lang = check_lang(lang)
    names = _names(diagram.players, lang)
    order = [(diagram.dealer + k) % diagram.players for k in range(diagram.players)]

    def dealer_mark(s: int) -> str:
        return _("{who} (dealer)", who=names[s]).render(lang) if s == diagram.dealer else names[s]

    circle = " → ".join(escape(dealer_mark(s)) for s in order)
    dealer = escape(names[diagram.dealer])
    title = _("Deal diagram · 发牌图").render(lang)
    q = [_head("deal-diagram", diagram.seed, lang), f"<h2>{escape(title)}</h2>",
         "<p>" + _m(_("{players} players sit round a table. <b>{dealer}</b> deals. Going to the left (clockwise) "
                      "from the dealer: {circle} → back to {dealer}.", players=diagram.players, dealer=dealer,
                      circle=circle), lang) + "</p>",
         "<p>" + _t(_("Here are the top cards of the shuffled deck, the top card first. The dealer deals one card "
                      "at a time, face down, starting with the player on their left, five times round (FD-6)."),
                    lang) + "</p>",
         '<div class="cs-ws-grid">']
    for c in diagram.key:
        q.append(f'<div class="cs-ws-card"><small>{c.number}</small>{card_svg(c.card, 44, lang=lang)}'
                 f'<span class="cs-blank cs-blank-short"></span></div>')
    q.append("</div>")
    write_hands = _t(_("Write each player's five cards:"), lang)
    under = _t(_("Under each card, write who receives it."), lang)
    stock = _t(_("How many cards stay in the stock (the undealt cards)?"), lang)
    first = _t(_("Who is first to stay or fold (FD-7)?"), lang)
    q.append(f"<ol><li>{under}</li>"
             f"<li>{write_hands}"
             '<table class="cs-ws-table">' + "".join(
                 f"<tr><th>{escape(names[s])}</th>" + '<td><span class="cs-blank"></span></td>' * 5 + "</tr>"
                 for s in order[1:] + order[:1]) + "</table></li>"
             f"<li>{stock} "
             '<span class="cs-blank cs-blank-short"></span>'
             f'</li><li>{first} <span class="cs-blank"></span></li></ol>')
    k = [_key_title("deal-diagram", diagram.seed, lang), '<div class="cs-ws-grid">']
    for c in diagram.key:
        k.append(f'<div class="cs-ws-card"><small>{c.number}</small>{card_svg(c.card, 34, lang=lang)}'
                 f'<small class="cs-ws-answer">{escape(names[c.seat])}</small></div>')
    in_order = _t(_("Each player's cards, in the order they were dealt:"), lang)
    k.append(f"</div><p>{in_order}</p><div>")
    for s in order[1:] + order[:1]:
        k.append(hand_html(diagram.hands[s], width=34, caption=dealer_mark(s), lang=lang))
    stock_left = _answer(str(diagram.stock_left))
    first_to_speak = _answer(names[diagram.first_to_speak])
    k.append("</div><p>" + _m(_(
        "Cards left in the stock: {stock} (52 − {players} × 5). First to stay or fold: {first}, on the dealer's left.",
        stock=stock_left, players=diagram.players, first=first_to_speak), lang) + "</p>")
    if diagram.dealer == 0:
        k.append('<p class="cs-ws-note">' + _t(_(
            "The same deal appears in lesson 01 (Cards and dealing) with seed {seed} and {players} players: "
            "seat 1 is {first}, seat 2 {second}, and so on.", seed=str(diagram.seed), players=diagram.players,
            first=names[0], second=names[1]), lang) + "</p>")
    return _sheet("deal-diagram", diagram.seed, lang, q, k)


def name_the_hand_sheet(seed: int | str, questions: Sequence[NameTheHand], lang: Lang = "en") -> Sheet:
    """Name each hand: its category in English and Chinese, and its points by category (FD-3, FD-13).
    The key's words come from the questions (make them with ``name_the_hand(…, lang=lang)``)."""
    lang = check_lang(lang)
    title = _("Name the hand · 牌型").render(lang)
    q = [_head("name-the-hand", seed, lang), f"<h2>{escape(title)}</h2>",
         "<p>" + _t(_("Name each hand's category (FD-13), in English and in Chinese if you can, and the points it "
                      "would win with the points-by-category switch (FD-3). A–2–3–4–5 is the lowest straight, as in "
                      "standard poker and by default here; a table that turned the A-low switch off counts it ace "
                      "high (FD-5)."),
                 lang) + "</p>",
         '<div class="cs-ws-grid">']
    category, other, points = (_t(_("Category:"), lang), _t(_("中文:"), lang), _t(_("Points:"), lang))
    for i, item in enumerate(questions, 1):
        short = '<span class="cs-blank cs-blank-short"></span>'
        q.append(f'<div class="cs-ws-q"><b>{i}.</b> {_cards(item.hand, lang=lang)}<br>{category} '
                 '<span class="cs-blank"></span> '
                 f"{other} {short} {points} {short}</div>")
    q.append("</div>")
    headers = "".join(f"<th>{_t(h, lang)}</th>" for h in (_("hand"), _("category"), _("in words"), _("points")))
    k = [_key_title("name-the-hand", seed, lang), '<table class="cs-ws-table">', f"<tr><th></th>{headers}</tr>"]
    for i, item in enumerate(questions, 1):
        note = f'<br><span class="cs-ws-note">{escape(item.note)}</span>' if item.note else ""
        # the English key gives the Chinese name too (the source's); the Chinese key, as the lessons do, only it
        names = f"{escape(item.category.english)} · {item.category.chinese}" if lang == "en" else item.category.chinese
        k.append(f'<tr><td>{i}</td><td class="cs-ws-hand">{_cards(item.hand, 28, lang=lang)}</td>'
                 f'<td class="cs-ws-answer">{names}</td><td>{escape(item.description)}'
                 f"{note}</td><td>{item.points}</td></tr>")
    k.append("</table>")
    return _sheet("name-the-hand", seed, lang, q, k)


def keep_sheet(seed: int | str, questions: Sequence[KeepQuestion], lang: Lang = "en") -> Sheet:
    """What would you keep? Tick the cards to keep; the key gives the advisor's best and the rule of thumb.
    The key's words come from the questions (make them with ``keep_questions(…, lang=lang)``)."""
    lang = check_lang(lang)
    title = _("What would you keep? · 换牌").render(lang)
    first = questions[0]
    why = _t(_("Why?"), lang)
    q = [_head("what-would-you-keep", seed, lang), f"<h2>{escape(title)}</h2>",
         "<p>" + _m(_("You play at a table of {players} ({opponents} opponents). Before replacing cards you may put "
                      "down up to {most} (FD-8). Tick the cards you <b>keep</b>, and say why.",
                      players=first.opponents + 1, opponents=first.opponents, most=first.max_replace), lang) + "</p>",
         '<div class="cs-ws-grid">']
    for i, item in enumerate(questions, 1):
        ticks = "".join(f'<div class="cs-ws-card">{card_svg(c, 40, lang=lang)}<span class="cs-tick"></span></div>'
                        for c in item.hand)
        q.append(f'<div class="cs-ws-q"><b>{i}.</b> {ticks}<br>{why} <span class="cs-blank"></span>'
                 f'<span class="cs-blank"></span></div>')
    q.append("</div>")
    k = [_key_title("what-would-you-keep", seed, lang),
         '<p class="cs-ws-note">' + _t(_(
             "The engine's advisor counts every set of replacement cards that could come and ranks each choice by "
             "{criterion}. Outlined: the cards it keeps. Beside it, cardschool's rule of thumb (built on the "
             "source's advice). Each verdict uses the advisor's own scale — practically equal (within the model's "
             "margin), a small difference, or a clear one — and says by how many percentage points the count's "
             "choice wins more often.", criterion=first.criterion), lang) + "</p>",
         '<div class="cs-ws-cols">']
    space = " " if lang == "en" else ""
    for i, item in enumerate(questions, 1):
        if item.agree:
            verdict = _("The rule of thumb and the count agree.")
        elif item.difference == "practically equal":
            verdict = _("They differ, but the figures are practically equal: either answer is good.")
        elif item.difference == "a small difference":           # the figure, not only the word for it
            verdict = _("They differ by a small difference: the count prefers the outlined cards ({gap} percentage "
                        "points more wins), but the rule of thumb is nearly as good.", gap=_points(item))
        else:
            verdict = _("They differ: the count prefers the outlined cards, which win {gap} percentage points more "
                        "often.", gap=_points(item))
        best_choice = _answer(item.best)
        best = _m(_("{best} — wins {win:.1%}, improves the hand {better:.1%} of the time.",
                    best=best_choice, win=item.best_chance, better=item.best_improves), lang)
        thumb = _t(_("Rule of thumb ({name}): {advice} — wins {win:.1%}.", name=item.thumb_name,
                     advice=item.thumb_advice, win=item.thumb_chance), lang)
        k.append(f'<div class="cs-ws-q"><b>{i}.</b> {_cards(item.hand, 34, item.best_keep, lang)}<br>{best}<br>'
                 f"{thumb}{space}{_t(verdict, lang)}</div>")
    k.append("</div>")
    return _sheet("what-would-you-keep", seed, lang, q, k)


# ---- 一上一下 ---------------------------------------------------------------------------------------

def _label(rank: int) -> str:
    return RANK_LABELS[rank]


def challenge_sheet(seed: int | str, cases: Sequence[SettleCase], positions: Sequence[Position],
                    lang: Lang = "en") -> Sheet:
    """Part A: settle challenged cards (UD-12). Part B: challenge or not, from one player's view (UD-10).
    The key's words come from the cases and positions (make them with ``lang=lang``)."""
    lang = check_lang(lang)
    title = _("Challenge or not? · 质疑").render(lang)
    names = (UPDOWN_NAMES[0], UPDOWN_NAMES[1], _("{who} (you)", who=UPDOWN_NAMES[2]).render(lang))
    why = _t(_("Why?"), lang)
    head = "".join(f"<th>{_t(h, lang)}</th>" for h in (
        _("target before the card"), _("declared"), _("turned over"), _("succeeds or fails?"),
        _("who takes the pile?")))
    q = [_head("challenge-or-not", seed, lang, _("一上一下 One Up, One Down")), f"<h2>{escape(title)}</h2>",
         "<p>" + _m(_("<b>A. Settle the challenge (UD-12).</b> A face-down card was challenged and turned over. "
                      "Does the challenge succeed? Who takes the whole pile? Ranks run 3 &lt; 4 &lt; … &lt; K &lt; "
                      "A &lt; 2."), lang) + "</p>",
         f'<table class="cs-ws-table"><tr><th></th>{head}</tr>']
    for i, case in enumerate(cases, 1):
        card = Card(case.real, SUITS[i % 4])
        q.append(f"<tr><td>{i}</td><td>{_label(case.target_before)}</td><td>“{_label(case.declared)}”</td>"
                 f'<td>{card_svg(card, 30, lang=lang)}</td><td><span class="cs-blank"></span></td>'
                 f'<td><span class="cs-blank"></span></td></tr>')
    q.append("</table>")
    q.append("<p>" + _m(_(
        "<b>B. Challenge or not? (UD-10)</b> Three players: 甲, 乙 and you, 丙, in turn order. 乙 has just put a "
        "card face down; you are asked first. The pile shows the round so far, oldest first (face-down cards show "
        "what was declared; yours you know). Could 乙's card be true, given the cards you see? Challenge or let it "
        "stand? Why?"), lang) + "</p>")
    stand = _t(_("Challenge or let it stand?"), lang)
    for i, pos in enumerate(positions, 1):
        q.append(_position_html(i, pos, names, lang) + f"<div>{stand} "
                 f'<span class="cs-blank"></span> {why} <span class="cs-blank"></span><span class="cs-blank"></span>'
                 "</div></div>")
    key_head = "".join(f"<th>{_t(h, lang)}</th>" for h in (
        _("target"), _("declared"), _("real"), _("result"), _("why")))
    # i18n: the labels of the sheet's two parts (A. settle the challenge, B. challenge or not)
    part_a, part_b = _t(_("A."), lang), _t(_("B."), lang)
    k = [_key_title("challenge-or-not", seed, lang), f"<p><b>{part_a}</b></p>",
         f'<table class="cs-ws-table"><tr><th></th>{key_head}</tr>']
    for i, case in enumerate(cases, 1):
        result = (_("succeeds: {taker} takes the pile", taker=case.taker) if case.succeeds else
                  _("fails: {taker} takes the pile", taker=case.taker))
        k.append(f"<tr><td>{i}</td><td>{_label(case.target_before)}</td><td>{_label(case.declared)}</td>"
                 f"<td>{_label(case.real)}</td><td class=\"cs-ws-answer\">{_t(result, lang)}</td>"
                 f"<td>{escape(case.reason)}</td></tr>")
    k.append(f'</table><p><b>{part_b}</b></p><div class="cs-ws-cols">')
    space = " " if lang == "en" else ""
    for i, pos in enumerate(positions, 1):
        verdict = (_("Challenge: this card loses any challenge.") if pos.certain else
                   _("It could be true: a challenge is a risk."))
        last = (space + _t(_("It was 乙's last card: if it stands, 乙 wins (UD-5) — the source says you may challenge "
                             "at once a player who may go out."), lang) if pos.claimant_cards_left == 0 else "")
        turned = _m(_("Turned over, it was <b>{card}</b>.", card=escape(pos.real.label)), lang)
        k.append(f'<div class="cs-ws-q"><b>{i}.</b> <span class="cs-ws-answer">{_t(verdict, lang)}</span>{space}'
                 f"{escape(pos.why)}{last}<br>{turned}{space}{escape(pos.reason)}</div>")
    k.append("</div>")
    return _sheet("challenge-or-not", seed, lang, q, k)


def _position_html(i: int, pos: Position, names: Sequence[str], lang: Lang = "en") -> str:
    left = pos.claimant_cards_left
    cards_left = (_("this is 乙's last card") if left == 0 else
                  ngettext("乙 has {n} card left after it", "乙 has {n} cards left after it", left))
    text = _m(_("Target before 乙's card: <b>{target}</b>. 乙 declares <b>“{declared}”</b>; {left}. If a challenge "
                "fails you take {n} cards.", target=_label(pos.target_before), declared=_label(pos.declared),
                left=cards_left, n=pos.pile_taken_if_wrong), lang)
    hand = _t(_("Your hand:"), lang)
    return (f'<div class="cs-ws-q"><b>{i}.</b> {text}{pile_html(pos.pile, names, width=34, lang=lang)}'
            f"<div>{hand}{'' if lang == 'zh' else ' '}{_cards(pos.hand, 32, lang=lang)}</div>")


# ---- sets, pages and the command ----------------------------------------------------------------

def worksheet_set(seed: int | str, kinds: Sequence[str] = KINDS, lang: Lang = "en") -> tuple[Sheet, ...]:
    """The worksheets for one seed, in ``lang``. The deal diagram has 3 to 6 players, chosen by the seed.

    >>> [s.title for s in worksheet_set(seed=3, kinds=["name-the-hand"])]
    ['Name the hand']
    >>> [s.title for s in worksheet_set(seed=3, kinds=["name-the-hand"], lang="zh")]
    ['说出牌型']
    >>> worksheet_set(seed=3, kinds=["bingo"])
    Traceback (most recent call last):
    ...
    ValueError: kinds must be some of deal-diagram, name-the-hand, what-would-you-keep, challenge-or-not, not 'bingo'
    """
    check_seed(seed)
    lang = check_lang(lang)
    for kind in kinds:
        if kind not in KINDS:
            raise ValueError(f"kinds must be some of {', '.join(KINDS)}, not {kind!r}")
    sheets = []
    for kind in kinds:
        if kind == "deal-diagram":
            players = 3 + (seed if isinstance(seed, int) else sum(map(ord, seed))) % 4
            sheets.append(deal_sheet(deal_diagram(seed, players=players), lang))
        elif kind == "name-the-hand":
            sheets.append(name_the_hand_sheet(seed, name_the_hand(seed, count=9, lang=lang), lang))
        elif kind == "what-would-you-keep":
            sheets.append(keep_sheet(seed, keep_questions(seed, count=6, lang=lang), lang))
        else:
            sheets.append(challenge_sheet(seed, settle_cases(seed, count=6, lang=lang),
                                          challenge_positions(seed, count=4, lang=lang), lang))
    return tuple(sheets)


def page_markdown(sheet: Sheet, other_seeds: Sequence[int | str] = ()) -> str:
    """A site page for one worksheet: a title, a note that does not print, then the sheet and its key
    (the English site's page; the Chinese one is made by tools/i18n_hooks.py)."""
    others = ", ".join(f"[seed {s}]({sheet.slug}-seed-{s}.md)" for s in other_seeds if s != sheet.seed)
    more = f" The same worksheet with other seeds: {others}." if others else ""
    return (f"# {sheet.title} · seed {sheet.seed}\n\n"
            f'<div class="cs-no-print" markdown>\n\n**{sheet.game}.** {sheet.intro} Print this page: the '
            f"worksheet comes first and its **answer key starts on a new page**.{more} Another seed: see "
            f"[Worksheets](index.md).\n\n</div>\n\n{sheet.html}\n")


def standalone_html(sheets: Sequence[Sheet], title: str | None = None, lang: Lang = "en") -> str:
    """One self-contained HTML file with every sheet, each key on its own printed page; ``title`` by
    default 'cardschool worksheets' in the sheets' language."""
    lang = check_lang(lang)
    title = _("cardschool worksheets").render(lang) if title is None else title
    body = "\n".join(s.html for s in sheets)
    note = _("{title} — print this page: each worksheet starts on a new page and its answer key on the page "
             "after it.", title=title).render(lang)
    html_lang = "en" if lang == "en" else "zh-Hans"
    return (f'<!doctype html>\n<html lang="{html_lang}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f"<style>{CSS}{PRINT_CSS}</style></head><body>\n"
            f'<p class="cs-no-print">{escape(note)}</p>\n{body}\n</body></html>\n')


def _seed(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m engine.present.worksheets --seed 12 --out worksheets.html [--only name-the-hand ...]``"""
    parser = argparse.ArgumentParser(prog="python -m engine.present.worksheets",
                                     description="Write printable worksheets with answer keys for one seed.")
    parser.add_argument("--seed", required=True, help="a whole number or a word; the same seed gives the same sheets")
    parser.add_argument("--out", help="the HTML file to write (default: worksheets-seed-SEED.html)")
    parser.add_argument("--only", nargs="+", choices=KINDS, help="only these worksheets")
    parser.add_argument("--lang", choices=LANGS, default="en", help="en (English, the default) or zh (简体中文)")
    args = parser.parse_args(argv)
    seed = _seed(args.seed)
    lang = check_lang(args.lang)
    out = Path(args.out or f"worksheets-seed-{seed}.html")
    sheets = worksheet_set(seed, args.only or KINDS, lang)
    title = _("cardschool worksheets · seed {seed}", seed=str(seed)).render(lang)
    out.write_text(standalone_html(sheets, title, lang), encoding="utf-8")
    print(f"wrote {out} ({len(sheets)} worksheets with their answer keys, seed {seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
