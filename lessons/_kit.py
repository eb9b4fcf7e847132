"""The floor under every lesson: the language and large-print switches, the lesson's words, the page
style, the Next link, the values a reader sets and the seed boxes — written once, here.

A lesson starts with three small cells::

    language, kept = kit.language_switch(), kit.Kept()

    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)

    kit.title(tr(r'''# …  **Goal:** …'''), large_print.value, lang)

This module is not a notebook (it makes no app), so marimo's gallery does not list it; it
runs wherever a lesson runs: ``marimo run lessons/``, the tests (``lessons/`` is on their path) and
the live lessons, where marimo's html-wasm export packs it into a wheel of its own. The learner's
progress — finished exercises, ratings, the game in progress — is kept by :mod:`_progress`, here as
``kit.progress`` (``kit.progress.done("03_replacing_cards", "keep-2")``). A lesson's Chinese
lives in ``lessons/locale/`` (one catalog per lesson and one for this module), compiled by
``tools/i18n.py`` into :mod:`_lesson_catalog`.

>>> lang, tr, ntr = words("zh")
>>> tr("Large print (projector)"), ntr("{n} card", "{n} cards", 2)
('大字（投影）', '2 张牌')
>>> seed_of("7"), seed_of(7), seed_of("2.5"), seed_of("1e99"), seed_of("-3"), seed_of(""), seed_of(10**9)
(7, 7, None, None, None, None, None)
>>> first_language({"lang": "zh"}, {}), first_language({}, {"lang": "zh"}), first_language({"lang": "fr"}, {})
('zh', 'zh', 'en')
>>> first_language({}, {}, "zh-CN,zh;q=0.9"), first_language({"lang": "en"}, {}, "zh-CN"), first_language({}, {})
('zh', 'en', 'en')
>>> label_of({"打满 8 局": "rounds", "到 15 分": "points"}, "points")
'到 15 分'
>>> next_stop("04_a_round_and_a_match").stem, next_stop("08_play_against_bots").stem
('06_one_up_one_down', '00_start_here')
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any, Literal, NamedTuple
from urllib.parse import quote

import marimo as mo

import _progress as progress  # noqa: F401  (the learner's progress, kept: kit.progress.done(lesson, exercise) …)
from _glossary import ENTRIES as GLOSSARY_ENTRIES
from _lesson_catalog import MESSAGES
from engine.i18n import Lang, Text, check_lang
from engine.terms import SEAT_NAMES_ZH

Audience = Literal["start", "learner", "teacher"]


def _(msgid: str) -> str:
    """Marks a message for ``tools/i18n.py`` that is translated later, by :func:`words`' ``tr``."""
    return msgid


# ---- the lessons' words ----------------------------------------------------------------------------

class Words(NamedTuple):
    """The reader's language and the two translators of a lesson: ``tr("…", field=…)`` and
    ``ntr("… {n} card", "… {n} cards", n)``. Both render at once, from the lessons' catalogs; a field
    that is an engine message (a :class:`~engine.i18n.Text`, a card, a seat) renders in the same
    language. Literal braces in a message are doubled (``{{``), as in :meth:`str.format`.

    A lesson cannot share a function named ``_`` between cells (marimo keeps names that start with
    ``_`` private to their cell), so lessons write ``tr`` and ``ntr``; ``tools/i18n.py`` extracts both."""

    lang: Lang
    tr: Callable[..., str]
    ntr: Callable[..., str]


def words(language: Any) -> Words:
    """The words for a lesson shown in ``language``: the language switch, or ``"en"``/``"zh"``. A
    switch sent with nothing chosen (never in a browser) reads as English."""
    chosen = check_lang(getattr(language, "value", language) or "en")

    def tr(msgid: str, /, **fields: Any) -> str:
        return Text(msgid, tuple(fields.items())).render(chosen, catalog=MESSAGES)

    def ntr(singular: str, plural: str, n: int, /, **fields: Any) -> str:
        return Text(singular, tuple(fields.items()), plural, n).render(chosen, catalog=MESSAGES)

    return Words(chosen, tr, ntr)


def named(category: Any, lang: Lang) -> str:
    """A hand category's name for the reader: Chinese alone in Chinese, English with the Chinese
    beside it in English (the lessons teach both words).

    >>> from engine.hands import Category
    >>> named(Category.FULL_HOUSE, "en"), named(Category.FULL_HOUSE, "zh")
    ('full house · 葫芦', '葫芦')
    """
    return category.chinese if check_lang(lang) == "zh" else f"{category.english} · {category.chinese}"


# ---- the two switches at the top ------------------------------------------------------------------

def browser_language(accept_language: str) -> Lang | None:
    """The language of the reader's browser, from its ``Accept-Language`` header: Chinese when the
    language it prefers most is any Chinese (``zh``, ``zh-CN``, ``zh-TW`` …), English for any other,
    None when the browser named none (a lesson run headless, or a test).

    >>> browser_language("zh-CN,zh;q=0.9,en;q=0.8"), browser_language("en-US,zh-CN;q=0.9"), browser_language("fr")
    ('zh', 'en', 'en')
    >>> browser_language("en;q=0.5, zh-Hans"), browser_language(""), browser_language("*")
    ('zh', None, None)
    """
    ranked = []
    for order, part in enumerate(accept_language.split(",")):
        tag, _sep, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            key, _eq, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if tag and tag != "*" and weight > 0:
            ranked.append((-weight, order, tag.lower()))
    if not ranked:
        return None
    return "zh" if min(ranked)[2].split("-")[0] == "zh" else "en"


def first_language(query: Mapping[str, Any], cli: Mapping[str, Any], accept_language: str = "") -> Lang:
    """The language a lesson opens in: ``?lang=zh`` in its address (the switch writes it there, and the
    Next links carry it on), else ``-- --lang zh`` on the command line (``marimo run lessons/ -- --lang zh``,
    a teacher forcing it, and ``marimo export`` for the Chinese site), else the language of the reader's
    browser (:func:`browser_language`), else English."""
    for source in (query, cli):
        if source.get("lang") in ("en", "zh"):
            return check_lang(source.get("lang"))
    return browser_language(accept_language) or "en"


def request_language() -> str:
    """The ``Accept-Language`` header of the browser that opened the lesson under ``marimo run``; empty
    when there is none (a lesson run headless, exported, or live in the browser's Python — there the
    site's page writes the browser's language into the address before marimo starts: tools/lesson_links.js)."""
    request = mo.app_meta().request
    headers = getattr(request, "headers", None) or {}
    return next((str(value) for key, value in headers.items() if key.lower() == "accept-language"), "")


def language_switch() -> mo.ui.radio:
    """English / 简体中文, starting on :func:`first_language`; a choice is written into the address
    (``?lang=zh``), so that a reload or a Next link keeps it."""
    first = first_language(mo.query_params(), mo.cli_args(), request_language())
    return mo.ui.radio(options={"English": "en", "简体中文": "zh"}, value="简体中文" if first == "zh" else "English",
                       inline=True, on_change=lambda chosen: mo.query_params().set("lang", chosen))


def large_print_switch(tr: Callable[..., str]) -> mo.ui.switch:
    """Large print for a projector, kept in the address (``?print=large``) like the language."""
    return mo.ui.switch(value=mo.query_params().get("print") == "large", label=tr(_("Large print (projector)")),
                        on_change=lambda on: mo.query_params().set("print", "large" if on else "normal"))


def switches(language: mo.ui.radio, large_print: mo.ui.switch) -> mo.Html:
    """The two switches, side by side at the top of a lesson; served by marimo, beside them the invisible
    widget that says whose browser this is (the learner's progress is that browser's: lessons/_progress.py)."""
    who = progress.browser_widget()
    return mo.hstack([language, large_print if who is None else mo.hstack([large_print, who], gap=0)],
                     justify="space-between", wrap=True)


# ---- the page's style -------------------------------------------------------------------------------

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
_MARIMO_WORDS = (('a:is([aria-label="Back to gallery"],[aria-label={label}])>span', _("Back to the lessons")),
                 ('a[href="https://github.com/marimo-team/marimo"]>span', _("made with marimo")))


# The lesson font list in Chinese: a CJK font first (marimo's PT Sans and Lora come after, for what
# they have), so that 「——」 is one long dash, not two Latin ones side by side (the site's pages do the same).
_CJK_TEXT = '"Noto Sans CJK SC","Noto Sans SC","Source Han Sans SC","PingFang SC","Hiragino Sans GB","Microsoft YaHei"'
_CJK_HEADING = '"Noto Serif CJK SC","Noto Serif SC","Source Han Serif SC","Songti SC","STSong","SimSun"'
_CHINESE_FONTS = (f':root{{--marimo-text-font:{_CJK_TEXT},"PT Sans",sans-serif;'
                  f'--marimo-heading-font:{_CJK_HEADING},"Lora",serif}}')


def page_style(large: bool = False, lang: Lang = "en") -> str:
    """The ``<style>`` a lesson shows once; ``large``: large print for a projector — the full width of
    the screen, text at 22 px, every card a learner reads at least 90 px wide (not the overlapping backs
    of other players' hands). On any screen, wide pictures and tables scroll inside their own box
    rather than widening the page; on a phone a control's label keeps room beside a wide menu.

    >>> "font-size:22px" in page_style(large=True), "font-size:22px" in page_style(large=False)
    (True, False)
    >>> "返回" in page_style(lang="zh"), "返回" in page_style()
    (True, False)
    >>> "Noto Sans CJK SC" in page_style(lang="zh"), "Noto Sans CJK SC" in page_style()
    (True, False)
    """
    tr = words(lang).tr
    # a JSON string without escapes is a CSS string; the back link is found by its label, English or the one
    # aria_labels gave it
    said = {text: json.dumps(tr(text), ensure_ascii=False) for _where, text in _MARIMO_WORDS}
    shown = "" if check_lang(lang) == "en" else "".join(
        f"{where}{{font-size:0}}{where}::after{{font-size:.875rem;content:{said[text]}}}"
        for where, text in ((w.replace("{label}", said[t]), t) for w, t in _MARIMO_WORDS))
    fonts = _CHINESE_FONTS if check_lang(lang) == "zh" else ""
    return f"<style>{_ALWAYS}{_LARGE if large else ''}{shown}{fonts}</style>"


def title(markdown: str, large: bool, lang: Lang) -> mo.Html:
    """A lesson's title and goal (its first Markdown), under the page's style, and the browser tab
    named in the lesson's language (:func:`tab_title`)."""
    return mo.vstack([mo.Html(page_style(large, lang) + tab_title(markdown, lang) + aria_labels(lang)
                              + unbroken_ids(lang) + f'<span hidden data-cs-lang="{check_lang(lang)}" '
                              f'data-cs-title="{escape(tab_name(markdown))}"></span>'),
                      mo.md(markdown)])


def tab_name(markdown: str) -> str:
    """The browser tab's name for a lesson: its H1, in English the part before its Chinese ("" without one).

    >>> tab_name("# Replacing cards · 换牌"), tab_name("# 换牌"), tab_name("no heading")
    ('Replacing cards', '换牌', '')
    """
    heading = next((line.strip()[2:] for line in markdown.splitlines() if line.strip().startswith("# ")), "")
    return heading.split(" · ")[0].strip()


def tab_title(markdown: str, lang: Lang = "en") -> str:
    """A script that names the browser tab after the lesson's H1 — in Chinese 「换牌」, in English the
    part before its Chinese ("Replacing cards · 换牌": "Replacing cards") — since marimo's ``app_title``
    is English only, and gives the page the lesson's language (``<html lang>``: "zh-Hans" or "en"), so
    that a screen reader reads it in the right voice. marimo runs a script given by its ``src`` only, so
    the script is a data URL.

    >>> tab_title("# 换牌", "zh")[:60], "zh-Hans" in tab_title("# 换牌", "zh")
    ('<script src="data:text/javascript;charset=utf-8,document.tit', True)
    >>> tab_title("no heading")
    ''
    """
    name = tab_name(markdown)
    if not name:
        return ""
    script = (f"document.title={json.dumps(name)};"
              f"document.documentElement.lang={json.dumps('zh-Hans' if check_lang(lang) == 'zh' else 'en')};")
    return f'<script src="data:text/javascript;charset=utf-8,{quote(script)}"></script>'


# marimo's own names for a screen reader, English only: the gallery's back link, the notifications
# region, every radio group. In Chinese a script gives them Chinese names, now and whenever marimo
# draws them again.
_ARIA_LABELS = (("Back to gallery", _("Back to the lessons")), ("Notifications (F8)", _("Notifications (F8)")),
                ("Radio Group", _("Choices")))
# the items of marimo's "···" menu on a lesson opened with `marimo run` (the third native read, item 10)
_MENU_ITEMS = (("Download as HTML", _("Download as HTML")), ("Download as PNG", _("Download as PNG")))


def aria_names(lang: Lang) -> dict[str, str]:
    """marimo's English accessible names and what a reader of ``lang`` hears instead (none in English):
    for the script below, and for a page that shows a lesson without running it (the site's reading
    copies leave scripts out, so their builder puts these names in).

    >>> aria_names("zh")["Back to gallery"], aria_names("en")
    ('返回课程列表', {})
    """
    if check_lang(lang) == "en":
        return {}
    tr = words(lang).tr
    return {english: tr(said) for english, said in _ARIA_LABELS}


def _watching(body: str, observed: str) -> str:
    """A page script (a data URL: marimo runs a script given by its ``src``, once a page) in which ``body``
    defines ``fix(root)``: it is run on the page now, on every shadow root ``fix`` hands to ``watch`` (marimo's
    controls keep their text and labels in shadow roots), and again, at most once a frame, whenever what
    ``observed`` names changes there (MutationObserver options besides ``subtree`` and ``childList``)."""
    script = ("(()=>{const seen=new WeakSet();" + body +
              "const watch=r=>{seen.add(r);fix(r);let due=false;new MutationObserver(()=>{if(!due){due=true;"
              "requestAnimationFrame(()=>{due=false;fix(r);});}}).observe(r,{subtree:true,childList:true,"
              + observed + "});};watch(document.body);})();")
    return f'<script src="data:text/javascript;charset=utf-8,{quote(script)}"></script>'


def aria_labels(lang: Lang) -> str:
    """A script that puts marimo's English accessible names (``aria-label``) in Chinese on a Chinese page,
    and the back link's own word ("Back", which the page's style hides behind its Chinese) too, so that the
    link's text reads in Chinese wherever it is taken from; and the items of marimo's "···" menu ("Download
    as HTML", "Download as PNG") when it opens. On an English page it puts back the English of what it
    renamed: a lesson's language switch keeps the page (the second walkthrough, item 4), and marimo runs a
    script of a given ``src`` once a page, so the script is one for both languages, watches the page, and
    reads the language from the lesson's title (``data-cs-lang``, :func:`title`), giving it to ``<html
    lang>`` too, and the tab its name (``data-cs-title``): the script of :func:`tab_title` does not run again
    on a return to a language.

    >>> "%E8%BF%94%E5%9B%9E" in aria_labels("zh"), "Back%22%3A" in aria_labels("zh")  # 返回
    (True, True)
    >>> aria_labels("en") == aria_labels("zh")
    True
    """
    chinese = aria_names("zh")
    tr = words("zh").tr
    names, back = chinese, {"Back": chinese["Back to gallery"]}
    menu = {english: tr(said) for english, said in _MENU_ITEMS}
    both = {lang: [json.dumps(d if lang == "zh" else {v: k for k, v in d.items()}, ensure_ascii=False)
                   for d in (names, back, menu)] for lang in ("zh", "en")}
    maps = "{" + ",".join(f'{lang}:{{n:{n},w:{w},m:{m}}}' for lang, (n, w, m) in both.items()) + "}"
    # marimo's controls keep their labels in shadow roots: each root found is renamed and watched in turn,
    # at most once a frame; the back link's word is a span inside the link
    return _watching(f"const L={maps};"
                     "const now=()=>{const e=document.querySelector('[data-cs-lang]');const l=e&&e.dataset.csLang;"
                     "if(l){const h=l==='zh'?'zh-Hans':'en';if(document.documentElement.lang!==h)"
                     "document.documentElement.lang=h;}const t=e&&e.dataset.csTitle;if(t&&document.title!==t)"
                     "document.title=t;return L[l==='zh'?'zh':'en'];};"
                     "const item=(e,g)=>{const k=document.createTreeWalker(e,4);let x;while((x=k.nextNode())){"
                     "const t=g.m[x.data.trim()];if(t)x.data=t;}};"
                     "const fix=r=>{const g=now();r.querySelectorAll('*').forEach(e=>{"
                     "const t=g.n[e.getAttribute('aria-label')];"
                     "if(t)e.setAttribute('aria-label',t);if(e.tagName==='SPAN'&&g.w[e.textContent]&&e.closest('a'))"
                     "e.textContent=g.w[e.textContent];if(e.getAttribute('role')==='menuitem')item(e,g);"
                     "if(e.shadowRoot&&!seen.has(e.shadowRoot))watch(e.shadowRoot);});};",
                     "attributes:true,attributeFilter:['aria-label','data-cs-lang']")


# A rule ID or a run of ranks, as the site and the reading copy keep them on one line (tools/i18n_hooks.py).
_UNBROKEN = r"(?<![\w-])((?:FD|UD)-\d+|(?:10|[2-9AJQK])(?:-(?:10|[2-9AJQK])){2,})(?![\w-])"


def unbroken_ids(lang: Lang) -> str:
    """A script that keeps a rule ID (「（FD-3）」) or a run of ranks (「A-2-3-4-5」) on one line in Chinese,
    where a browser breaks Chinese text after any hyphen: 「记分（FD-」 / 「3）」 (the third native read, issue
    23). The site's pages and the reading copy wrap them in a ``nowrap`` span; marimo draws a lesson's text
    itself (React), and a span put in its place would be torn out at the next draw, so the script puts a
    WORD JOINER (U+2060: invisible, unread by a screen reader, passed over by the browser's find) after each
    of their hyphens, in the page's text and in the shadow roots of marimo's controls, now and whenever
    marimo draws again — and takes them out again in English. Like :func:`aria_labels` it is one script for
    both languages (marimo runs a script of a given ``src`` once a page, and a lesson's language switch
    keeps the page), reading the language from the lesson's title (``data-cs-lang``). The words themselves
    — catalogs, engine, tests — keep the plain hyphen.

    >>> "u2060" in unbroken_ids("zh"), unbroken_ids("en") == unbroken_ids("zh")     # U+2060, escaped
    (True, True)
    """
    check_lang(lang)
    return _watching("const R=new RegExp(" + json.dumps(_UNBROKEN) + ",'g');"
                     "const zh=()=>{const e=document.querySelector('[data-cs-lang]');"
                     "return !!e&&e.dataset.csLang==='zh';};"
                     "const text=(t,z)=>{const p=t.parentElement,s=t.data;if(!p||!s.includes('-')||"
                     "p.closest('code,pre,script,style,textarea'))return;"
                     "const n=z?s.replace(R,m=>m.replace(/-(?!\\u2060)/g,'-\\u2060')):s.replace(/-\\u2060/g,'-');"
                     "if(n!==s)t.data=n;};"
                     "const fix=r=>{const z=zh();const w=document.createTreeWalker(r,5);let x;while((x=w.nextNode())){"
                     "if(x.nodeType===3)text(x,z);"
                     "else if(x.shadowRoot&&!seen.has(x.shadowRoot))watch(x.shadowRoot);}};",
                     "characterData:true,attributes:true,attributeFilter:['data-cs-lang']")


# ---- the learner path and the Next link ------------------------------------------------------------

class Stop(NamedTuple):
    """A lesson on the way: its file's stem, its short title (English; Chinese in the catalog), the
    minutes a learner needs (None for a teacher's tool), whom it is for, and what a learner takes from
    it (a teacher's tool: what it does), in a line."""

    stem: str
    title: str
    minutes: int | None
    audience: Audience
    about: str

    @property
    def number(self) -> str:
        """The lesson's number: its file's, two digits ("04"), the one number a lesson has everywhere —
        the gallery (which sorts by it), the teachers' plans and the site's menu; a Chinese sentence
        writes it 「第 4 课」 (engine/zh_style.py). The learner path skips 05, a teacher's tool: it is not
        a step count."""
        return self.stem[:2]

    def numbered(self, lang: Lang = "en", title: str | None = None) -> str:
        """The lesson's number before its title (``title``: the title as it is to be shown, a link say),
        as the menus, tables and plans name it: "04 A round and a match"; in Chinese one numbering,
        「第 4 课 · 一局与一场比赛」, never a zero-padded 04 (engine/zh_style.py).

        >>> stop("04_a_round_and_a_match").numbered("zh"), stop("04_a_round_and_a_match").numbered()
        ('第 4 课 · 一局与一场比赛', '04 A round and a match')
        """
        shown = words(lang).tr(self.title) if title is None else title
        return f"第 {int(self.number)} 课 · {shown}" if check_lang(lang) == "zh" else f"{self.number} {shown}"


PATH: tuple[Stop, ...] = (
    Stop("00_start_here", _("Start here"), 5, "start",
         _("the two games in a few sentences, the lessons in order, the teachers' tools")),
    Stop("01_cards_and_dealing", _("Cards and dealing"), 15, "learner",
         _("the 52 cards in English and Chinese; how a deal goes round")),
    Stop("02_ranking_hands", _("Ranking hands"), 20, "learner",
         _("the nine kinds of hand, which beats which, breaking ties")),
    Stop("03_replacing_cards", _("Replacing cards"), 20, "learner", _("swapping cards, and which ones to keep")),
    Stop("04_a_round_and_a_match", _("A round and a match"), 25, "learner",
         _("a whole match against bots, with a coach")),
    Stop("06_one_up_one_down", _("One up, one down"), 20, "learner",
         _("the second game: target, faces, the pile")),
    Stop("07_challenges", _("Challenges"), 25, "learner", _("calling a bluff, and when it is worth it")),
    Stop("08_play_against_bots", _("Play 一上一下 against bots"), 25, "learner",
         _("a whole game from your seat, with a coach")),
    Stop("05_teacher_scorekeeper", _("For teachers: the scorekeeper"), None, "teacher",
         _("five-card draw: record each round, whose deal is next, undo a slip, export the sheet")),
    Stop("09_teacher_referee", _("For teachers: the 一上一下 referee"), None, "teacher",
         _("enter each play; it announces the target, draws, verdicts, who takes the pile and who leads")),
    Stop("10_teacher_bot_lab", _("For teachers: the bot lab"), None, "teacher",
         _("many seeded bot games answer the class's questions: does bluffing pay?")),
)
"""The learner path in the order to take it, then the teachers' tools in theirs: the one list of the
lessons. Lesson 00's tables, the Next links and the gallery's pictures (tools/thumbnails.py) are made
from it; a test holds the lessons' gallery headers, the site's menu and the teachers' plans to it."""


_PINYIN = ("Jia", "Yi", "Bing", "Ding", "Wu", "Ji")


def seat_names(lang: Lang) -> tuple[str, ...]:
    """一上一下's players by seat, as a Chinese table calls them: 甲, 乙 … — in English with how to say them.

    >>> seat_names("en")[:3], seat_names("zh")[:3]
    (('甲 Jia', '乙 Yi', '丙 Bing'), ('甲', '乙', '丙'))
    """
    if check_lang(lang) == "zh":
        return SEAT_NAMES_ZH
    return tuple(f"{name} {said}" for name, said in zip(SEAT_NAMES_ZH, _PINYIN, strict=True))


def stop(stem: str) -> Stop:
    """The stop of a lesson, by its file's stem."""
    found = next((s for s in PATH if s.stem == stem), None)
    if found is None:
        raise ValueError(f"stem must be one of the lessons ({', '.join(s.stem for s in PATH)}), not {stem!r}")
    return found


def next_stop(stem: str) -> Stop:
    """The lesson after ``stem``: the next one of the same kind (the learner path, or the teachers'
    tools); after the last, the start."""
    here = stop(stem)
    same = [s for s in PATH if (s.audience == "teacher") == (here.audience == "teacher")]
    position = same.index(here)
    return same[position + 1] if position + 1 < len(same) else PATH[0]


def lesson_link(stem: str, large: bool = False, lang: Lang = "en") -> str:
    """The address of a lesson in marimo's gallery (``?file=NAME.py``), carrying large print and the
    reader's language over to it — English too: without it, the next lesson would open in the browser's
    language, not the one the reader chose.

    >>> lesson_link("02_ranking_hands", large=True, lang="zh"), lesson_link("02_ranking_hands")
    ('?file=02_ranking_hands.py&print=large&lang=zh', '?file=02_ranking_hands.py&lang=en')
    """
    return f"?file={stop(stem).stem}.py" + ("&print=large" if large else "") + f"&lang={check_lang(lang)}"


def next_html(stem: str, large: bool = False, lang: Lang = "en") -> str:
    """The "Next →" link at the end of the lesson ``stem``.

    >>> next_html("01_cards_and_dealing")
    '<p class="cs-next"><a href="?file=02_ranking_hands.py&amp;lang=en">Next → Ranking hands</a></p>'
    >>> next_html("01_cards_and_dealing", large=True, lang="zh")
    '<p class="cs-next"><a href="?file=02_ranking_hands.py&amp;print=large&amp;lang=zh">下一课 → 牌型大小</a></p>'
    >>> next_html("08_play_against_bots")          # the end of the path: said, not a "Next" that loops
    '<p class="cs-next"><a href="?file=00_start_here.py&amp;lang=en">That was the last one: back to Start here</a></p>'
    """
    tr = words(lang).tr
    after = next_stop(stem)
    label = tr(_("That was the last one: back to {title}") if after == PATH[0] else _("Next → {title}"),
               title=tr(after.title))
    return f'<p class="cs-next"><a href="{escape(lesson_link(after.stem, large, lang))}">{escape(label)}</a></p>'


def next_link(stem: str, large: bool, lang: Lang) -> mo.Html:
    """:func:`next_html`, shown."""
    return mo.Html(next_html(stem, large, lang))


def path_table(audience: Literal["learner", "teacher"], large: bool = False, lang: Lang = "en") -> str:
    """The lessons of the learner path (``"learner"``), or the teachers' tools (``"teacher"``), as a
    Markdown table in the reader's language: each lesson's number and linked title, what it is for, and
    (the path) its minutes. Its lines after the first are indented by four spaces, as a lesson's
    indented ``mo.md`` message is, so that it sits in one (marimo strips the indentation).

    >>> for line in path_table("teacher", lang="zh").splitlines():
    ...     print(line.strip().split("(?")[0])
    | 工具 | 用途 |
    |:---|:---|
    | 第 5 课 · [教师工具：记分员]
    | 第 9 课 · [教师工具：一上一下裁判]
    | 第 10 课 · [教师工具：机器人实验室]
    """
    tr = words(lang).tr
    if audience not in ("learner", "teacher"):
        raise ValueError(f"audience must be 'learner' or 'teacher', not {audience!r}")
    stops = [s for s in PATH if s.audience == audience]
    learner = audience == "learner"
    columns = [_("lesson"), _("what you learn"), _("minutes")] if learner else [_("tool"), _("what it does")]
    lines = ["| " + " | ".join(tr(c) for c in columns) + " |", "|:---|:---|" + ("---:|" if learner else "")]
    for s in stops:
        cells = [s.numbered(lang, f"[{tr(s.title)}]({lesson_link(s.stem, large, lang)})"), tr(s.about)]
        lines.append("| " + " | ".join(cells + ([str(s.minutes)] if learner else [])) + " |")
    return "\n    ".join(lines)


# ---- values a reader sets ---------------------------------------------------------------------------

class Kept:
    """What the reader has set, kept apart from the controls: a control with a translated label is
    made afresh when the language changes, and takes its value from here, so switching loses nothing.
    A plain record, not ``mo.state``: keeping a value re-runs nothing.

    ``mo.ui.slider(3, 6, label=…, **kept("players", 4))`` starts the slider on the kept value (4 the
    first time) and keeps every change. A control whose options map the words shown to a code (a
    dropdown, a radio) keeps the code: ``**kept("level", "mix", options)``.

    >>> kept = Kept()
    >>> kept("players", 4)["value"]
    4
    >>> kept("players", 4)["on_change"](5); kept("players", 4)["value"]
    5
    >>> options = {"after 8 rounds": "rounds", "at 15 points": "points"}
    >>> kept("end", "points", options)["value"]
    'at 15 points'
    """

    def __init__(self) -> None:
        self.values: dict[Any, Any] = {}

    def get(self, name: Any, default: Any = None) -> Any:
        return self.values.get(name, default)

    def keep(self, name: Any) -> Callable[[Any], None]:
        def remember(value: Any) -> None:
            self.values[name] = value

        return remember

    def __call__(self, name: Any, default: Any, options: Mapping[str, object] | None = None) -> dict[str, Any]:
        value = self.get(name, default)
        if options is not None:
            value = label_of(options, value, default=label_of(options, default))
        return {"value": value, "on_change": self.keep(name)}


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


# ---- seeds ------------------------------------------------------------------------------------------

SEED_LIMIT = 999_999


def seed_of(value: Any) -> int | None:
    """The seed a seed box holds — a whole number from 0 to 999999, typed as digits (spaces around
    them are fine) — or None when it holds anything else: nothing, a fraction, a sign, an exponent, a
    number out of range. Nothing is rounded or clamped: 1e99 is not 199, -3 is not 3."""
    if isinstance(value, str):
        text = value.strip()
        if not text or not text.isdecimal() or len(text) > 7:
            return None
        value = int(text)
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value != int(value):
        return None
    return int(value) if 0 <= value <= SEED_LIMIT else None


def seed_box(kept: Kept, name: str, default: int, label: str) -> mo.ui.text:
    """A seed box, kept under ``name``: the same seed gives the same cards on every screen of a class.
    A text box, so that the lesson sees exactly what was typed (a number box rewrites "1e99" or "-3"
    before Python sees it) and can say so: :func:`seed_read`."""
    kept.values.setdefault((name, "good"), default)
    typed = kept.get(name, str(default))
    return mo.ui.text(value=typed if isinstance(typed, str) else str(typed), label=label,
                      on_change=kept.keep(name))


class SeedRead(NamedTuple):
    """What a seed box gives a lesson: the ``seed`` to deal from — the box's, or while the box holds
    something it cannot use, the last good one (None only when there never was one) — and the ``note``
    to show beside the cards when the box was not used (None when it was)."""

    seed: int | None
    note: mo.Html | None


def seed_read(kept: Kept, name: str, value: Any, tr: Callable[..., str]) -> SeedRead:
    """The seed box ``name`` read: a value it cannot use is never changed silently — the note says what
    it got and what it accepts, and the last good seed stays in use, so the deal is not thrown away.

    >>> kept = Kept(); kept.values[("seed", "good")] = 7
    >>> seed_read(kept, "seed", "12", words("en").tr).seed, seed_read(kept, "seed", "1e99", words("en").tr).seed
    (12, 12)
    >>> "1e99" in seed_read(kept, "seed", "1e99", words("en").tr).note.text
    True
    """
    seed = seed_of(value)
    if seed is not None:
        kept.values[(name, "good")] = seed
        return SeedRead(seed, None)
    good = kept.get((name, "good"))
    shown = str(value if value is not None else "").strip()
    if not shown:
        got = tr(_("The seed box is empty."))
    else:
        got = tr(_("The seed box holds <code>{typed}</code>, which is not a seed."),
                 typed=escape(shown if len(shown) <= 30 else shown[:30] + "…"))
    wants = tr(_("A seed is a whole number from 0 to 999999, digits only."))
    still = (tr(_("Still showing seed {seed}."), seed=good) if good is not None
             else tr(_("Type one to see the cards.")))
    gap = "" if got.endswith("。") else " "             # Chinese sentences follow one another with no space
    return SeedRead(good, mo.callout(mo.md(gap.join((got, wants, still))), kind="warn"))


def noted(note: mo.Html | None, shown: Any) -> Any:
    """``shown``, with a seed box's note above it when there is one."""
    return shown if note is None else mo.vstack([note, shown])


def seed_missing(tr: Callable[..., str]) -> mo.Html:
    """What a lesson shows instead of its cards while a seed box holds no seed."""
    return mo.callout(mo.md(tr(_("**Type a seed**: any whole number from 0 to 999999 (the same seed gives the "
                                 "same cards on every screen)."))), kind="warn")


# ---- the glossary's entries a lesson uses -----------------------------------------------------------

GLOSSARY_SECTIONS = {"cards": "cards", "fd": "five-card-draw", "ud": "one-up-one-down"}
"""The glossary's sections (site/glossary.md), by the short name a lesson uses: ``"fd:stay"``."""


def glossary_entry(term: str) -> tuple[str, str, tuple[str, str, str]]:
    """A term a lesson names (``"fd:stay"``, ``"ud:stand"``, ``"cards:deal"``): its section's anchor, its
    English word and the entry (Chinese word, English meaning, Chinese meaning), from the glossary
    pages as tools/i18n.py compiled them into :mod:`_glossary`.

    >>> section, word, (chinese, english, meaning) = glossary_entry("fd:fold")
    >>> section, word, chinese
    ('five-card-draw', 'fold', '弃牌')
    >>> english
    'put your cards down and drop out of this round (FD-7, FD-9)'
    >>> glossary_entry("ud:fold")
    Traceback (most recent call last):
    ...
    ValueError: the glossary has no entry 'fold' under one-up-one-down (site/glossary.md)
    """
    if not isinstance(term, str) or ":" not in term:
        raise TypeError(f"term must be 'section:word', as 'fd:stay', not {term!r}")
    short, word = term.split(":", 1)
    if short not in GLOSSARY_SECTIONS:
        raise ValueError(f"a term's section is one of {', '.join(GLOSSARY_SECTIONS)}, not {short!r}")
    section = GLOSSARY_SECTIONS[short]
    if (section, word) not in GLOSSARY_ENTRIES:
        raise ValueError(f"the glossary has no entry {word!r} under {section} (site/glossary.md)")
    return section, word, GLOSSARY_ENTRIES[(section, word)]


def glossary_href(section: str, lang: Lang, where: str | None = None) -> str | None:
    """The address of a glossary section from the page the lesson is on, or None where no site is
    served: ``where`` is "live" (the live lesson, in Pyodide, at live/NAME/), "static" (the pre-rendered
    lesson, marimo's export at static/NAME.html) or "local" (``marimo run``, the tests); found out
    when not given.

    >>> glossary_href("five-card-draw", "zh", "live"), glossary_href("cards", "en", "static")
    ('../../zh/glossary/#five-card-draw', '../glossary/#cards')
    >>> glossary_href("cards", "en", "local") is None
    True
    """
    import sys

    if where is None:
        meta = mo.app_meta()
        where = ("live" if sys.platform == "emscripten"
                 # marimo's static export runs the notebook as an editor would, with no browser asking
                 else "static" if meta.mode == "edit" and meta.request is None else "local")
    page = ("zh/glossary/" if check_lang(lang) == "zh" else "glossary/") + f"#{section}"
    return {"live": "../../" + page, "static": "../" + page}.get(where)


def glossary(tr: Callable[..., str], lang: Lang, *terms: str, where: str | None = None) -> mo.Html:
    """"Words in this lesson": the glossary's entry for each of ``terms`` (see :func:`glossary_entry`),
    with its Chinese and its meaning in the reader's language — shown wherever the lesson runs — and
    each word linked to its section of the site's glossary where the lesson is on the site."""
    if not terms:
        raise ValueError("glossary needs at least one term")
    rows = []
    for term in terms:
        section, word, (chinese, meaning_en, meaning_zh) = glossary_entry(term)
        href = glossary_href(section, lang, where)
        shown = word if lang == "en" else chinese
        linked = f'<a href="{escape(href)}" target="_top">{escape(shown)}</a>' if href else f"**{shown}**"
        # the English reader gets the Chinese word beside it; the Chinese reader needs no English
        rows.append(f"| {linked} | {chinese} | {meaning_en} |" if lang == "en" else f"| {linked} | {meaning_zh} |")
    head = (tr(_("| word | 中文 | what it means |")) + "\n|:---|:---|:---|" if lang == "en"
            else tr(_("| word | what it means |")) + "\n|:---|:---|")
    link = glossary_href("cards", lang, where)
    tail = (tr(_('Every word, in both languages: <a href="{href}" target="_top">the glossary</a> (术语表).'),
               href=escape(link.split("#")[0]))
            if link else tr(_("Every word, in both languages, is in the glossary (术语表) on cardschool's site.")))
    body = mo.md("\n".join([head, *rows]) + "\n\n" + tail)
    return mo.accordion({tr(_("Words in this lesson")): body})


# ---- exercises: Check, hints in steps, Try again ------------------------------------------------------

def again_button(kept: Kept, name: str, tr: Callable[..., str]) -> mo.ui.button:
    """"Try again" for the exercise ``name``: each press starts a fresh attempt (its value counts them),
    with new questions (:func:`attempt_seed`) and the answers, the hints and the check cleared. Make it
    in a cell before the exercise's answers, which belong to its :func:`attempt`."""
    return mo.ui.button(value=kept.get((name, "attempt"), 0), on_click=lambda n: (n or 0) + 1,
                        on_change=kept.keep((name, "attempt")), label=tr(_("Try again")), kind="neutral")


def attempt(name: str, again: Any, *more: Any) -> tuple[Any, ...]:
    """The key of one attempt at the exercise ``name`` (with its seed and anything else that makes new
    questions, ``more``): the answers, hints and check of an attempt are kept under it."""
    count = getattr(again, "value", again)
    return (name, *more, count if isinstance(count, int) else 0)


def attempt_seed(seed: int, again: Any) -> int | str:
    """The seed of an attempt's questions: the seed box's own for the first attempt (the same questions
    on every screen of a class), a new one for each press of Try again — Check showed the last
    attempt's answers, so a retry asks new questions instead of the ones just answered.

    >>> attempt_seed(7, 0), attempt_seed(7, 2), attempt_seed(7, 2) == attempt_seed(7, 2)
    (7, '7/try 2', True)
    """
    count = getattr(again, "value", again)
    return seed if not isinstance(count, int) or count <= 0 else f"{seed}/try {count}"


def check_button(tr: Callable[..., str], label: str | None = None) -> mo.ui.run_button:
    """The exercise's Check button: the answers are judged only when it is pressed."""
    return mo.ui.run_button(label=label or tr(_("Check")), kind="success")


def hint_button(kept: Kept, key: tuple[Any, ...], tr: Callable[..., str]) -> mo.ui.button:
    """"Hint": each press shows the next step (its value counts the presses); kept for the attempt."""
    return mo.ui.button(value=kept.get((*key, "hints"), 0), on_click=lambda n: (n or 0) + 1,
                        on_change=kept.keep((*key, "hints")), label=tr(_("Hint")))


def checked(kept: Kept, key: tuple[Any, ...], check: Any, answers: Any) -> bool:
    """Whether ``answers`` are the ones checked: a press of Check (``check.value`` true) checks the
    answers given now; changing an answer afterwards hides the verdict until Check is pressed again.

    >>> kept = Kept()
    >>> checked(kept, ("x",), True, (1, 2)), checked(kept, ("x",), False, (1, 2)), checked(kept, ("x",), False, (1, 3))
    (True, True, False)
    """
    if bool(getattr(check, "value", check)):
        kept.values[(*key, "checked")] = answers
    return (*key, "checked") in kept.values and kept.values[(*key, "checked")] == answers


def hints_shown(steps: Sequence[str], pressed: Any, tr: Callable[..., str]) -> mo.Html | None:
    """The hint steps shown after ``pressed`` presses of Hint, one more each press; the last step is
    the answer, and says so. None before the first press.

    >>> steps = ["Count.", "Card 7 is lap 2.", "Seat 1."]
    >>> hints_shown(steps, 2, words("en").tr).text.count("Hint"), hints_shown(steps, 0, words("en").tr)
    (2, None)
    >>> hints_shown(steps, 5, words("en").tr).text == hints_shown(steps, 3, words("en").tr).text   # none past the end
    True
    """
    count = getattr(pressed, "value", pressed)
    n = min(count if isinstance(count, int) and count > 0 else 0, len(steps))
    if not n:
        return None
    lines = [tr(_("**Hint {i} of {n}:** {step}"), i=i, n=len(steps), step=step) if i < len(steps) else
             tr(_("**The answer:** {step}"), step=step) for i, step in enumerate(steps[:n], 1)]
    return mo.callout(mo.md("\n\n".join(lines)), kind="neutral")


def exercise_bar(check: Any, hint: Any, again: Any) -> mo.Html:
    """The exercise's three buttons in a row: Check, Hint, Try again."""
    return mo.hstack([check, hint, again], justify="start", wrap=True)


def waiting(tr: Callable[..., str], missing: int, questions: int = 0) -> mo.Html:
    """What an exercise says before Check: nothing is judged until every answer is given and checked
    (an exercise of one question, ``questions=1``, has no count to give)."""
    if missing and questions == 1:
        return mo.md(tr(_("*Give your answer, then press **Check**.*")))
    if missing:
        return mo.md(tr(_("*Give every answer, then press **Check** ({n} still open).*"), n=missing))
    return mo.md(tr(_("*Press **Check** to have your answers judged.*")))


def sentences(parts: Sequence[str], lang: Lang) -> str:
    """Whole sentences said one after another: a space between them in English, nothing in Chinese
    (a space after 。 is a slip the style guide catches, engine/zh_style.py).

    >>> sentences(["Hand 1 wins.", "Step by step:"], "en"), sentences(["第 1 手牌赢。", "一步一步来："], "zh")
    ('Hand 1 wins. Step by step:', '第 1 手牌赢。一步一步来：')
    """
    return ("" if check_lang(lang) == "zh" else " ").join(parts)


def recap(tr: Callable[..., str], points: Sequence[str]) -> mo.Html:
    """A lesson's closing recap: "What you learned", one line a rule, each naming its rule IDs."""
    return mo.md("## " + tr(_("What you learned")) + "\n\n" + "\n".join(f"- {p}" for p in points))
