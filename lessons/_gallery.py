"""The gallery's cards (``marimo run lessons/``) in the language the lessons were started in.

marimo builds its gallery from each lesson's PEP 723 header (``[tool.marimo.opengraph]``): one title,
one description and one picture, whoever looks. So the headers are bilingual, English then Chinese
(``"Cards and dealing · 认牌与发牌"``; tests/lessons/test_kit.py holds them to ``kit.PATH``), and
``tools/thumbnails.py`` draws each picture in both languages.

A class started in one language sees its gallery in that language alone: marimo lets a header name a
function that makes the card (``generator = "lessons._gallery:card"``), and runs it when started with
``--execute-opengraph-generators``. Started so with ``-- --lang zh`` (or ``en``), :func:`card` gives the
title's and the description's half in that language, and the picture drawn in it
(``__marimo__/assets/<lesson>/opengraph-zh.png``)::

    uv run marimo run lessons/ --execute-opengraph-generators -- --lang zh

Without a language (or without the flag) the bilingual header is shown as it is. This module imports
nothing: marimo's server imports it (the project's root is on its path, as ``engine`` is).

>>> class Header:
...     title, description = "Cards and dealing · 认牌与发牌", "Learner path · lesson 01 · 15 min. A deal. · 发牌。"
>>> halves(Header.title), halves(Header.description)
(('Cards and dealing', '认牌与发牌'), ('Learner path · lesson 01 · 15 min. A deal.', '发牌。'))
>>> language(["marimo", "run", "lessons/", "--", "--lang", "zh"]), language(["marimo", "run", "lessons/"])
('zh', None)
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SEPARATOR = " · "      # between a header's English and its Chinese: the last one in the line


def language(argv: Sequence[str]) -> str | None:
    """The language the lessons were started in: ``-- --lang zh`` (or ``--lang=zh``) after marimo's own
    arguments, as the lessons read it (``mo.cli_args()``, ``kit.first_language``); None if none is."""
    args = list(argv)[list(argv).index("--") + 1:] if "--" in argv else []
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--lang="):
            value = arg.removeprefix("--lang=")
        else:
            continue
        if value in ("en", "zh"):
            return value
    return None


def halves(text: str) -> tuple[str, str]:
    """A header's English and Chinese: either side of its last separator."""
    english, _, chinese = text.rpartition(SEPARATOR)
    return english, chinese


def card(context: Any, parent: Any) -> dict[str, str] | None:
    """The gallery card of the lesson ``context.filepath`` in the language the lessons were started in
    (marimo's OpenGraph generator: ``parent`` is the header's card); None keeps the bilingual header."""
    lang = language(sys.argv)
    if lang is None or not parent.title or not parent.description:
        return None
    side = 1 if lang == "zh" else 0
    stem = Path(context.filepath).stem
    return {"title": halves(parent.title)[side], "description": halves(parent.description)[side],
            "image": f"__marimo__/assets/{stem}/opengraph-{lang}.png"}
