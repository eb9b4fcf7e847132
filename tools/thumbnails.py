"""The gallery's card pictures: one per lesson, whom it is for and which game it teaches.

    uv run python tools/thumbnails.py          # writes lessons/__marimo__/assets/NAME/opengraph.png

`marimo run lessons/` shows a gallery of cards, each with a picture. Without one, marimo 0.25 draws
the title on a blank card, wrapping it at 32 characters as if every character were narrow: titles
with Chinese overflow and are cut off ("Play 一上一下 against bots · 人机对"). marimo uses
`__marimo__/assets/NAME/opengraph.png` beside the notebook instead when it exists, so this draws
those: the game it teaches in both languages (marimo writes the lesson's title under the picture,
so the picture does not repeat it — the walkthrough found every title twice), a coloured band
in English and Chinese that splits the gallery into the learner path (green, "Learner path · lesson
04 · 25 min" over "学习路线 · 第 4 课 · 25 分钟": the lesson's one number, its file's, written in Chinese
as engine/zh_style.py has it), the start
(blue) and the teacher's tools (orange), and a few cards. marimo's gallery has no sections and lists
notebooks by file name; the band is the split. Whom a lesson is for, its number and its minutes come
from the learner path, `kit.PATH` in lessons/_kit.py.

Each lesson gets three pictures: `opengraph.png`, in both languages, the one marimo shows by default
(the headers are bilingual), and `opengraph-en.png` and `opengraph-zh.png`, in one language, which a
gallery started in that language shows (`lessons/_gallery.py`: marimo run lessons/
--execute-opengraph-generators -- --lang zh). The Chinese drawn is held to the style guide
(`words`, tests/unit/core/test_zh_style.py).

Run it again after changing a lesson's title in its PEP 723 header or its stop on the path. It needs
Debian's chromium and the Python playwright package (no browser download): `uv run --group dev …`.
"""

from __future__ import annotations

import re
import sys
import tomllib
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "lessons")]

import _kit as kit  # noqa: E402
from engine.present.cards import hand_html  # noqa: E402

LESSONS = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.py"))
WIDTH, HEIGHT = 600, 315          # the gallery shows about 235 × 113 CSS px; twice that for sharp screens

CARDS = {"draw": ["QS", "QH", "QD", "4C", "4S"], "updown": ["8S", None, "2H"], "both": ["AS", "KH", None]}
GAMES = {"draw": ("Five-card draw", "五张抽牌扑克"), "updown": ("One Up, One Down", "一上一下"),
         "both": ("Both games", "两种游戏")}
LANGS = (None, "en", "zh")          # both languages (marimo's default picture), then each alone


def header(path: Path) -> dict[str, str]:
    """The lesson's [tool.marimo.opengraph] table from its PEP 723 header."""
    text = path.read_text(encoding="utf-8")
    found = re.search(r"^# /// script\n((?:#.*\n)*?)# ///$", text, re.MULTILINE)
    if not found:
        raise SystemExit(f"{path.name} has no PEP 723 header")
    meta = tomllib.loads("\n".join(line[2:] for line in found.group(1).splitlines()))
    og: dict[str, str] = meta["tool"]["marimo"]["opengraph"]
    return og


def band(stem: str) -> tuple[str, str, str]:
    """Whom the lesson is for in English and in Chinese, and the band's colour, from its stop on the path."""
    here = kit.stop(stem)
    if here.audience == "learner":
        return (f"Learner path · lesson {here.number} · {here.minutes} min",
                f"学习路线 · 第 {int(here.number)} 课 · {here.minutes} 分钟", "#2e7d32")
    if here.audience == "teacher" and stem.startswith("10"):       # the bot lab: no cards on a table
        return "For teachers · questions a class asks", "教师工具 · 回答课堂上的问题", "#e65100"
    if here.audience == "teacher":
        return "For teachers · at a real table", "教师工具 · 在真人牌桌上用", "#e65100"
    return "Start here · read this first", "从这里开始 · 请先读这一页", "#1565c0"


def game(path: Path, title: str, description: str) -> str:
    text = f"{title} {description}"
    if "一上一下" in text or path.name[:2] in ("06", "07"):
        return "updown"
    if path.name[:2] in ("00", "10"):          # the start and the bot lab: both games
        return "both"
    return "draw"


def words(path: Path, lang: str | None = None) -> tuple[str, ...]:
    """The words drawn on the lesson's picture: the band, then the game; both languages (None), or one."""
    og = header(path)
    english, chinese, _colour = band(path.stem)
    game_en, game_zh = GAMES[game(path, og["title"], og.get("description", ""))]
    return {None: (english, chinese, game_en, game_zh), "en": (english, game_en), "zh": (chinese, game_zh)}[lang]


def picture(path: Path, lang: str | None) -> Path:
    """Where the lesson's picture in ``lang`` (None: both languages) goes: beside the notebook, where marimo
    looks (``__marimo__/assets/<lesson>/``)."""
    return path.parent / "__marimo__" / "assets" / path.stem / ("opengraph.png" if lang is None else
                                                                 f"opengraph-{lang}.png")


def page(path: Path, lang: str | None = None) -> str:
    og = header(path)
    title, description = og["title"], og.get("description", "")
    english, chinese, colour = band(path.stem)
    kind = game(path, title, description)
    cards = hand_html(CARDS[kind], width=50)
    game_en, game_zh = GAMES[kind]
    if lang == "zh":
        band_html = f'<div class="zh" lang="zh-Hans" style="font-size:27px">{escape(chinese)}</div>'
        game_html = f'<span lang="zh-Hans">{escape(game_zh)}</span>'
    elif lang == "en":
        band_html, game_html = f'<div class="en">{escape(english)}</div>', escape(game_en)
    else:
        band_html = (f'<div class="en">{escape(english)}</div>\n<div class="zh" lang="zh-Hans">{escape(chinese)}'
                     "</div>")
        game_html = f'{escape(game_en)} · <span lang="zh-Hans">{escape(game_zh)}</span>'
    return f"""<!doctype html><meta charset="utf-8"><style>
body{{margin:0;width:{WIDTH}px;height:{HEIGHT}px;overflow:hidden;font-family:"Noto Sans","Noto Sans CJK SC",sans-serif;
 background:#fbfaf6}}
.band{{background:{colour};color:#fff;font-weight:bold;padding:8px 26px 9px;line-height:1.2}}
.band .en{{font-size:27px}} .band .zh{{font-size:24px;opacity:.95}}
.game{{font-size:34px;line-height:1.2;margin:16px 26px 10px;color:#3b3b3b}}
.cards{{position:absolute;right:22px;bottom:14px}}
.felt{{position:absolute;left:0;right:0;bottom:0;height:70px;background:#1f6e4a}}
</style><div class="band">{band_html}</div>
<div class="game">{game_html}</div>
<div class="felt"></div><div class="cards">{cards}</div>"""


def main() -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        tab = chromium.new_page(viewport={"width": WIDTH, "height": HEIGHT}, device_scale_factor=1)
        for path in LESSONS:
            for lang in LANGS:
                out = picture(path, lang)
                out.parent.mkdir(parents=True, exist_ok=True)
                tab.set_content(page(path, lang))
                tab.screenshot(path=str(out))
                print(out.relative_to(ROOT))
        chromium.close()


if __name__ == "__main__":
    main()
