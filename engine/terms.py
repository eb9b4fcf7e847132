"""Every Chinese word and name the engine uses, in one place: the terminology table, and the names.

:data:`TERMS` is the glossary: every game word in English and 简体中文, with the source's word.
Lessons, the site's glossary, the catalogs and the engine's messages use these words; a test fails
where a banned rendering appears (指标 for the target, 跟 for staying …). Beside it: the suits'
names (and the other names a Chinese player types), the bots' names, the names of the players on a
printed worksheet, how Chinese names a seat and joins a list, and the words the site's search keeps
whole. The engine's *sentences* are not here: they live in the gettext catalog (engine/locale/), and
how they are written — register, units of play, pairs never used for two things, numbers and
punctuation — is the style guide beside this module, :mod:`engine.zh_style`.

>>> term("target").zh, term("target").source
('目标点数', '指标')
>>> sorted(BANNED)[:2]
['奖池', '庄家']
>>> SUIT_NAMES_ZH["spades"], BOT_NAMES_ZH["expert"], SEAT_ZH.format(n=2)
('黑桃', '高手', '2 号座位')
"""

from __future__ import annotations

from typing import Literal, NamedTuple

Game = Literal["both", "draw", "updown"]


class Term(NamedTuple):
    """A word as we use it. ``source`` is the source document's own word where it has one."""

    en: str
    zh: str
    game: Game
    source: str = ""
    note: str = ""


TERMS: tuple[Term, ...] = (
    # both games
    Term("card", "牌", "both"),
    Term("deck", "一副牌", "both", "一副扑克牌", "52 cards, jokers removed"),
    Term("rank", "点数", "both", "点数", "2 … 10, J, Q, K, A; suits never matter for rank"),
    Term("suit", "花色", "both", "花色", "spades 黑桃, hearts 红桃, diamonds 方块, clubs 梅花"),
    Term("hand", "手牌", "both", "手牌", "the cards a player holds"),
    Term("player", "玩家", "both", "玩家"),
    Term("seat", "座位", "both", "", "places around the table, in clockwise order"),
    Term("clockwise", "顺时针", "both", "顺时针"),
    Term("seed", "种子", "both", "", "a number that fixes the shuffle, so every screen shows the same deal"),
    Term("house rule", "桌规", "both", "约定", "an option the table agrees on before playing"),
    # five-card draw
    Term("five-card draw", "五张抽牌扑克", "draw", "五张抽牌扑克"),
    Term("dealer", "发牌人", "draw", "发牌者", "deals this round; the deal passes to the left each round"),
    Term("round", "一局", "draw", "一局", "in five-card draw: one deal, from shuffling to the showdown"),
    Term("match", "一场比赛", "draw", "", "8 rounds, or until someone reaches 15 points"),
    Term("stay", "继续", "draw", "继续", "keep playing this round"),
    Term("fold", "弃牌", "draw", "弃牌退出", "give up this round: no replacing, no share of the points"),
    Term("replace cards", "换牌", "draw", "换牌"),
    Term("discards", "弃牌区的牌", "draw", "弃牌区", "cards put face down on the discard pile; they never return"),
    Term("stock", "牌堆", "draw", "牌堆", "the undealt cards; replacements come from its top"),
    Term("showdown", "摊牌", "draw", "摊牌", "everyone still in shows their five cards at once"),
    Term("category", "牌型", "draw", "牌型", "straight flush … high card"),
    Term("kicker", "踢脚牌", "draw", "散牌", "a card outside the category that breaks ties"),
    Term("tie", "平局", "draw", "平局"),
    Term("chips", "记分片", "draw", "记分片",
         "scoring tokens (like chips, for points only); the house rule where staying costs 1 point into the pot"),
    Term("pot", "底池", "draw", "", "the points put in by staying, with chips on"),
    Term("points", "分", "draw", "分"),
    Term("straight flush", "同花顺", "draw", "同花顺"),
    Term("four of a kind", "四条", "draw", "四条"),
    Term("full house", "葫芦", "draw", "葫芦"),
    Term("flush", "同花", "draw", "同花"),
    Term("straight", "顺子", "draw", "顺子"),
    Term("three of a kind", "三条", "draw", "三条"),
    Term("two pair", "两对", "draw", "两对"),
    Term("one pair", "一对", "draw", "一对"),
    Term("high card", "高牌", "draw", "高牌"),
    Term("made hand", "成形的牌", "draw", "", "a pair or better already: the rule of thumb keeps it (FD-8)"),
    Term("draw", "听牌", "draw", "", "four cards of a straight or a flush, one card short"),
    Term("open-ended straight draw", "两头顺", "draw", "", "four in a row, open at both ends: 8 cards complete it"),
    Term("inside straight draw", "卡顺", "draw", "", "one rank missing inside: only 4 cards complete it"),
    Term("one-ended straight draw", "单头顺", "draw", "", "open at one end only (J-Q-K-A): 4 cards complete it"),
    # 一上一下
    Term("One Up, One Down", "一上一下", "updown", "一上一下"),
    Term("face up", "明牌", "updown", "明牌", "played showing its real rank"),
    Term("face down", "暗牌", "updown", "暗牌", "played hidden, with a declared rank"),
    Term("target", "目标点数", "updown", "指标",
         "the rank to reach; the source's 指标 is a machine-spun word for 目标 (its own last headline shows it)"),
    Term("declare", "报点", "updown", "申明", "say a rank for a face-down card; it may be a bluff"),
    Term("bluff", "虚报", "updown", "虚报"),
    Term("challenge", "质疑", "updown", "质疑"),
    Term("stands", "成立", "updown", "成立", "a play nobody challenged successfully; it sets the target"),
    Term("pile", "出牌堆", "updown", "出牌堆", "the centre pile the cards are played onto"),
    Term("stock", "摸牌堆", "updown", "摸牌堆", "draw one from it after a face-up card below the target"),
    Term("take the pile", "收走出牌堆", "updown", "收走", "the loser of a challenge takes every card on the pile"),
    Term("lead", "先出", "updown", "先手", "play the first card of a round"),
    Term("new round", "新一轮", "updown", "新一轮", "in 一上一下: after a pile is taken, target 3, face up first"),
    Term("play limit", "出牌上限", "updown", "", "after so many plays, the fewest cards wins (UD-16)"),
    Term("glossary", "术语表", "both", ""),
)

# Renderings that must not appear in our Chinese text, and what to write instead.
BANNED: dict[str, str] = {
    "指标": "目标点数 (the target; 指标 is the source's machine-spun word)",
    "跟": "继续 (to stay; 跟 means calling a bet)",
    "庄家": "发牌人 (the dealer here only deals; 庄家 is a banker)",
    "词汇": "术语表 (the glossary)",
    "奖池": "底池 (the pot; 奖池 is a lottery's or a tournament's prize fund)",
}


def term(en: str, game: Game | None = None) -> Term:
    """The term for an English word (``game`` picks between words used differently in each game)."""
    found = [t for t in TERMS if t.en == en and (game is None or t.game in (game, "both"))]
    if not found:
        raise ValueError(f"en: no term {en!r} in the terminology table")
    return found[0]


# ---- names --------------------------------------------------------------------------------------

# The suits (by their English names), and what else a Chinese player may type for one: the common
# 红心/方片/草花, the first character alone, and 十 for the 10.
SUIT_NAMES_ZH: dict[str, str] = {"spades": "黑桃", "hearts": "红桃", "diamonds": "方块", "clubs": "梅花"}
SUIT_ALIASES_ZH: dict[str, str] = {"红心": "hearts", "方片": "diamonds", "草花": "clubs",
                                   "黑": "spades", "红": "hearts", "方": "diamonds", "梅": "clubs"}
RANK_ALIASES_ZH: dict[str, int] = {"十": 10}

# The hand categories of five-card draw (FD-13), by their English names, as in the table above.
CATEGORY_NAMES_ZH: dict[str, str] = {
    t.en: t.zh for t in TERMS
    if t.en in ("high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
                "four of a kind", "straight flush")}

# The bots, by their personalities: every screen in 简体中文 names them so (the engine knows them by the English).
# Each is a noun — a kind of player — so that it reads as the subject or object of a sentence and as a
# chart's label (「高手赢规矩派的比例」「精算师质疑了 14 次」), never an adverb or a verb phrase
# (按规矩、算概率 read as "by the rules", "compute the odds"): engine/zh_style.py, BOT_NAME_ENDINGS.
BOT_NAMES_ZH: dict[str, str] = {"expert": "高手", "by the book": "规矩派", "odds": "概率派", "loose": "大胆派",
                                "cautious": "谨慎派", "honest": "老实人", "reckoner": "精算师", "bluffer": "吹牛大王"}

# The second (third …) copy of a bot in one lab: 「第二个精算师」, a noun like the name itself.
NUMERALS_ZH = "〇一二三四五六七八九"


def nth_copy_zh(name: str, n: int) -> str:
    """A bot entered ``n``-th time, as a Chinese sentence and a chart's row name it.

    >>> nth_copy_zh("精算师", 2), nth_copy_zh("高手", 12)
    ('第二个精算师', '第 12 个高手')
    """
    return f"第{NUMERALS_ZH[n]}个{name}" if 0 < n < 10 else f"第 {n} 个{name}"


# The units of play, one word each (engine/zh_style.py): 一局 is a deal of five-card draw only, 一盘 a game of 一上一下.
UNITS: dict[str, str] = {
    "draw round": "一局",        # five-card draw: one deal, shuffle to showdown (FD-6 … FD-12)
    "draw match": "一场比赛",    # five-card draw: 8 rounds or to 15 points (FD-14)
    "updown round": "一轮",      # 一上一下: from target 3 until a pile is taken (UD-13)
    "updown game": "一盘",       # 一上一下: from the deal to the winner (UD-1 … UD-5)
}

# The players at a Chinese table, by seat: one set everywhere Chinese names a player — lessons,
# worksheets, transcripts, the examples of the docs (engine/zh_style.py).
SEAT_NAMES_ZH: tuple[str, ...] = ("甲", "乙", "丙", "丁", "戊", "己")

# The players named on a printed worksheet: five-card draw's, in each language (the same seats),
# and 一上一下's 甲, 乙, 丙 (in both languages, as a Chinese table calls its seats).
WORKSHEET_NAMES: dict[str, tuple[str, ...]] = {"en": ("Ann", "Bo", "Cy", "Di", "Ed", "Flo"),
                                               "zh": SEAT_NAMES_ZH}
UPDOWN_WORKSHEET_NAMES: tuple[str, ...] = SEAT_NAMES_ZH[:3]

# How Chinese names a seat without a player's name ("seat 2"), and joins the parts of a list.
SEAT_ZH = "{n} 号座位"
LIST_SEPARATORS_ZH: dict[str, str] = {", ": "、", "; ": "；", ", then ": "，然后是", " and ": "，而且", " ": " ",
                                      "": ""}
AND_ZH, OR_ZH = "和", "或"
# What someone typed, too long to quote whole: “AAAA…” and how long it was.
QUOTED_LENGTH_ZH = "（共 {n} 个字符）"

# Words the site's Chinese search keeps whole (jieba) beside every word of the table above.
SEARCH_WORDS: tuple[str, ...] = (
    "一上一下", "出牌堆", "摸牌堆", "弃牌区", "踢脚牌", "一局", "一轮", "一盘", "一场", "发牌人", "发牌", "洗牌",
    "报点", "虚报", "放过", "先出", "明牌", "暗牌", "换牌", "摊牌", "牌型", "术语表", "规则卡", "记分片", "记分员",
    "底池", "余数", "桌规", "目标点数", "五张抽牌扑克", "练习单", "教案", "种子")
