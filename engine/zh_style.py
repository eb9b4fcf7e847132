"""How cardschool writes Chinese: the style guide beside the words of :mod:`engine.terms`.

The words themselves (one word per thing) live in :data:`engine.terms.TERMS`; this module says how
they are used, and holds the rules a test can check over every catalog
(``tests/unit/core/test_zh_style.py``). Write the Chinese a card teacher says at the table.

**Register.** Plain spoken Chinese of a card table, never software words: 底池 (not 奖池), 牌大/牌小
(not 牌好), 赢的机会/胜率 or 获胜概率 with a percentage (never 「可能 44.5%」). A house rule is agreed
at the table (「约定用记分片」「按记分片的打法」), not switched on (never 「打开……桌规」). A player is
named, never 其 as a subject (「成立的话，乙就赢了」, not 「其就赢了」). Say what the figures say in
words (「按概率算也是……」), never 「数字也这么说」. One phrase for one thing said often: staying without chips
is 「继续不用付分」; the score is 记分 (「记分方式」, never 计分); two cards compared are 「9 和 7 相比」
「9 比 7 大」, never 「9 对 7」 (对 is a pair); a card that stays as played 「成立」; the card under a challenge
「翻开的牌」 (not 真牌).
The source documents (the Chinese rules cardschool follows) are 「原文」 everywhere — site, lessons and
engine (「原文说：「……」」), never 原版规则; what cardschool adds is 「本项目的经验法则」「本项目的解读」
(not 本课程的/cardschool 的) — but the coach, at the table, says 「我们的经验法则」. The cards a player gets
for those thrown away are 「补牌」
(「发补牌」「在补牌之前」), never 换来的牌/发换的牌. The score by category is 「按牌型记分」, never 按牌型计.
How far apart two figures are goes on one scale: 「差不多」「差一点」「差得明显」.
A card is a subject by name — 「这张牌低于目标点数」, not 「它低于……」 — and a pile with its count is
「出牌堆（6 张牌）」 or 「出牌堆里的这 6 张牌」, not 「这 6 张牌的出牌堆」.
A card goes down the way players say it: 「扣下 3♣，报 6」「出明牌 3♣」, never 「把 3♣ 作为暗牌扣下」; a
declaration is made when the target is something, 「目标点数是 10 时丙报了 J」「丙报的 J（目标点数 10）」,
never 「在目标点数 10 上报的 J」.
A table is 「这一桌」 (「这一桌约定不换牌」), not 「这张牌桌」. The rule a challenger follows is said as a rule,
「按“成功的概率超过 50% 才质疑”的办法」, never 「质疑模型」. A choice of cards to keep is one word, 「换法」 (not
留法/选法), and a hand already a pair or better is 「成形的牌」 (not 现成的牌); the two games are 「游戏」
(「两种游戏」), not 牌戏. A count of cards is never negative in words: 「净送出 1.2 张」「反而净收进 1.2 张」, not
「净送走 -1.2 张」.
成立 is a card staying as played, and only that: a low face-down card nobody challenges stands, so a card sure
to lose a challenge 「经不起质疑」「一被质疑就输」, never 「不可能成立」; and 抓（被抓、抓到、抓住）is for a bluff
found out — a true card below the target is not caught, it loses the challenge. The pile taken is 「收走出牌堆」
(never the bare 收牌), a play of 一上一下 is 「出一张牌」 (一手 is five-card draw's hand), the top of a straight
「5 最大」 (not 以 5 为顶), two hands alike from the top 「点数从大到小都是 A-K-9-7-2」 (not 打头). A house rule is
an option the table agrees, 「可选的桌规」「课程里的“A 可以当小牌”这一项」, not a switch (「桌规开关」); what the
project decides is 「本项目」's — cardschool stays the site's name, never the one deciding in a sentence.
The one who works a hand out for the learner is the computer, as a teacher says it: 「电脑会告诉你这是什么牌型」
「电脑算出的数字」「精确计算」「本项目用的分值」 — never 引擎 as the one teaching (引擎 is the program's code,
for the pages that speak of it: 「本项目引擎的 Python 代码」「引擎不接受别的人数」). No calculator's words at the
table: 「这是计算时的假设」「在误差范围之内」「用固定的种子模拟发了 400,000 次牌」 (never 模型), 「用固定种子打的
循环赛」 (never 带种子的), 「每一种允许的换法」 (never 合规, a word of compliance and finance). A certainty is said
as one, never 「约为 100%」「约 0%」「约 0.00 分」: 「这张牌肯定经不起质疑」「几乎可以肯定是虚报」「几乎什么也收不回」
「几乎没有希望拿下整场」; a figure that only rounds to nothing is 「<1%」.

**Units of play** — each word for one thing only (:data:`UNITS`): in five-card draw 一局 is one
deal (shuffle to showdown) and 一场（比赛）a match; in 一上一下 一轮 is from target 3 until a pile is
taken, and 一盘 is a whole game (deal to winner). Never 一局 for a game of 一上一下. What the bot lab
and the ratings count as one game is a match in five-card draw (8 deals: 「5,400 场」「每打完一场比赛」)
and a game in 一上一下 (「2,400 盘」); a count over both games is 「对局」 (「用固定的种子打大量对局」), never a
count of one game's (「12 盘下来」, not 「12 次对局下来」). One game of 一上一下 is 「这一盘」
(「这一盘结束了」「这一盘继续」), never 游戏, which is a kind of game (「两种游戏」「这个游戏不下注」).

**Pairs never used for two things** (:data:`COLLISIONS`): 收牌/收走 is the loser of a challenge
taking the pile (一上一下) — putting the deck away at the end of a match (FD-15) is 「把牌收拢」「清点整副牌」;
目标点数 is 一上一下's target — a lesson's goal is 「本课要点」, a game's aim 「怎样获胜」, a match's
end 「打到 15 分」（目标分数）, never a bare 目标.

**Bots.** A bot's name is a noun, a kind of player (:data:`engine.terms.BOT_NAMES_ZH`: 高手、规矩派、概率派、
精算师、吹牛大王 …), so that it reads as a subject or an object and on a chart's row (「高手赢规矩派的比例是 58%」
「精算师质疑了 14 次」): never an adverb or a verb phrase (按规矩、算概率、精算 read as "by the rules", "compute the
odds"). :data:`BOT_NAME_ENDINGS` holds the endings a name may have; the second copy of a bot is 「第二个精算师」.

**Seats.** One set of names everywhere, lessons, worksheets and transcripts: :data:`SEAT_NAMES_ZH`
(甲、乙、丙、丁、戊、己, the way a Chinese table names its seats); without names a seat is named like a
player, 「2 号座位」 (``engine.terms.SEAT_ZH``), a numeral spaced like every other count (「第 1 局」「3 张牌」).

**Numbers.** A count is written in Arabic numerals, with a space between a numeral and a Chinese
character (「第 1 局」「3 张牌」「15 分」「报 7」「每人发 7 张牌」); lessons are 「第 1 课」 in prose, tables,
menus and headings alike (「第 4 课 · 一局与一场比赛」), never zero-padded (「第 01 课」「01 认牌与发牌」).
Chinese numerals stay in set phrases, where they are words rather than counts: the categories (一对、两对、三条、
四条), the game's names (五张抽牌扑克), the whole hand (「五张都留下」「五张全换」), 一张 as "a card", 两到四人 on a
rule card, 五五开. One screen writes one count one way: not 「每人发七张牌」 beside 「每人 7 张」
(:func:`counts_written_two_ways`). Percentages as 「44.5%」. A measure word with every count (张牌、手牌、
个人、种换法). A range is 「3 到 6」「16% 到 61%」, not 「3–6」 in a Chinese sentence (a chart's figures may
keep their short form).

**Punctuation.** 全角标点 in Chinese sentences: ，。：；？！（）「」“”、 — never a half-width
``, : ; ? ! ( )`` next to a Chinese character (code, card codes like ``AS KD`` and format fields
excepted), nor half-width brackets in a Chinese sentence at all (「58%（56–60%）」). No space around a
Chinese name (「轮到乙出牌」), after full-width punctuation (「下一张：暗牌」), or between two Chinese
words — a button's name in a sentence is set off by bold or quotes, not by spaces (「再按**检查**」). A
Chinese paragraph is one line: a line break inside it shows as a space between two characters, so the
catalog's Chinese never wraps a paragraph, and sentences put together in code join with nothing between
them (English joins them with a space). The dash is 「——」 (two U+2014, no spaces), never a single
「—」; a run of rules is 「FD-6 到 FD-12」, not 「FD-6 – FD-12」; lists join with 「、」 and the last with
「和」/「或」 — words and short phrases only: whole clauses take 「；」 (「……出牌堆上；乙虚报被抓到过 2 次；……」, never
「……出牌堆上、乙虚报被抓到过 2 次、……」; ``Joined(…, "; ")``, or ``zh="；"`` where English keeps its own). One level of
brackets: 「第 1 局，丙换 1 张牌（K♦）」, not 「丙（换 1 张牌（K♦））」. What someone typed is quoted “ZZ”
(``engine.i18n.Quoted``), never with half-width quotes in a Chinese sentence. Each declared rank and its figure
is a pair of its own, 「报 4：3%；报 5：5%」. Quotations of the source (「……」 on the rules pages) keep the source's
own typography.

**Where it is checked** (tests/unit/core/test_zh_style.py): every catalog, every Chinese page, the gallery's
cards — each lesson's header (its PEP 723 title and description, their Chinese half) and the words drawn on
its pictures (tools/thumbnails.py) — and the sentences the engine composes at play (bots' reasons with their
facts, the narrator, the coach, reviews), rendered from a few seeded games: a template can pass and its
filling fail.

**Banned words** (:data:`engine.terms.BANNED`, checked by :func:`banned`): a word inside quotation marks
(“跟”, 「指标」) is named, not used — the glossary says which words we do not use and why — so it is allowed
there. 跟 is banned only where it means staying in a hand (跟注、跟进、「我跟。」「跟还是弃」); 「跟他说」 is
everyday Chinese.

>>> SEAT_NAMES_ZH[:3], UNITS["updown game"]
(('甲', '乙', '丙'), '一盘')
>>> [problem for problem, _ in findings("这是其最后一张牌——成立的话，其就赢了。")]
['其 as a subject']
>>> [problem for problem, _ in findings("赢的可能 44.5%,第 04 课")]
['可能 with a percentage', 'half-width punctuation', 'zero-padded lesson number']
>>> banned("不用“跟”或“跟注”（那是下注时的说法）；跟他说清楚。"), [w for w, _ in banned("我跟。")]
([], ['跟'])
"""

from __future__ import annotations

import re

from .terms import BANNED, SEAT_NAMES_ZH, UNITS

__all__ = ["BOT_NAME_ENDINGS", "COLLISIONS", "RULES", "SEAT_NAMES_ZH", "UNITS", "banned", "bot_name_problems",
           "counts_written_two_ways", "findings"]

# Words that must keep to one meaning: the word, what it means here, and what to write for the other.
COLLISIONS: tuple[tuple[str, str, str], ...] = (
    ("收牌", "一上一下: the loser of a challenge takes the pile (UD-12)",
     "FD-15's putting the deck away: 把牌收拢、清点整副牌"),
    ("目标点数", "一上一下: the rank to reach (UD-3)",
     "a lesson's goal: 本课要点; a game's aim: 怎样获胜; a match's end: 目标分数 / 打到 15 分"),
    ("一局", "five-card draw: one deal", "a game of 一上一下: 一盘; a round of 一上一下: 一轮"),
    ("成立", "一上一下: a card staying as played (UD-3)", "sure to lose a challenge: 经不起质疑 / 一被质疑就输"),
    ("一手", "five-card draw: a hand of five cards", "a play of 一上一下: 出一张牌"),
)

_CJK = "\u3400-\u9fff"
_NAME_FIELDS = "who|claimant|challenger|taker|winner|dealer|player|players_named|leader|loser|names|a|b|bot"

# (problem, pattern, what to write instead). Patterns run over a message with its format fields,
# `code` spans, markdown link targets and HTML tags taken out (see :func:`findings`), except those
# marked raw (which look at the fields themselves).
_RANK_FIELDS = "rank|card|cards|target|declared|plural|ranks|times"
_FULL_STOPS = "，。：；！？、（）「」“”"
_SWITCH = "打开|关闭|开启|关掉"
_UPDOWN_WORDS = "出牌堆|暗牌|明牌|质疑|摸牌堆|目标点数|先出|一上一下"
_DRAW_WORDS = "五张抽牌|FD-|换牌|弃牌|摊牌|发牌人|底池|记分|比赛|两种"

RULES: tuple[tuple[str, re.Pattern[str], str, bool], ...] = (
    ("底池, not 奖池", re.compile("奖池"), "底池 (the points put in by staying)", False),
    ("牌大, not 牌好", re.compile("牌好|牌最好的|牌更好"), "牌大 / 牌最大 / 牌更大", False),
    ("其 as a subject", re.compile("[，。：；！？]其(?![他余中实次])|^其(?![他余中实次])"), "name the player", False),
    ("可能 with a percentage", re.compile(r"(?<!不)可能(?:性)?(?:是|为|约为|约|只有约|只有|大约)?\s*[\d\uFFFC]"),
     "胜率 / 获胜概率 / ……的概率是 X", False),
    ("the numbers agree/disagree", re.compile("数字也这么说|数字不这么看"), "按概率算……", False),
    ("a house rule as a software switch", re.compile(f"(?:{_SWITCH}).{{0,8}}桌规|桌规.{{0,4}}(?:{_SWITCH})"),
     "约定……的打法", False),
    ("收牌 in five-card draw", re.compile("收牌(?=[^。]*FD-15)|(?<=FD-15)[^。]*收牌"),
     "把牌收拢 (收牌 is 一上一下's)", False),
    ("a bare 目标", re.compile("(?<!教学)(?<!“)目标(?!点数|分数|”)"), "目标点数 / 本课要点 / 怎样获胜", False),
    ("一局 for a game of 一上一下", re.compile("一整?局一上一下|一上一下的?一局"), "一盘一上一下", False),
    # a sentence of 一上一下 (its words, none of five-card draw's) that counts a 局: 「同一局（种子相同）……质疑」
    ("一局 in a sentence of 一上一下",
     re.compile(f"(?:^|(?<=[。！？\n]))(?![^。！？\n]*(?:{_DRAW_WORDS}))(?=[^。！？\n]*(?:{_UPDOWN_WORDS}))"
                "[^。！？\n]*?(?:同一|这一?|每一|一整?)局(?!面)"), "一盘 (a game) or 一轮 (a round)", False),
    ("half-width punctuation", re.compile(f"[{_CJK}][,:;?!()]|[,:;?!(][{_CJK}]"), "，：；？！（）", False),
    ("half-width brackets in a Chinese sentence",
     re.compile(f"[{_CJK}][^\\n(]*\\([^()\\n]*\\)|\\([^()\\n]*\\)[^\\n]*[{_CJK}]"), "（…）", False),
    ("a space after full-width punctuation", re.compile(f"[{_FULL_STOPS}] +(?=[^\\s|])"), "no space after ：。；",
     False),
    ("a space between Chinese words",
     re.compile(f"[{_CJK}{_FULL_STOPS}] +(?!黑桃|红桃|方块|梅花)[{_CJK}{_FULL_STOPS}]"),
     "no space (a button's name: **检查** or “检查”)", False),
    ("a line break inside a Chinese paragraph",
     # the next line goes on the paragraph: not a list item, a heading, a table row, a quote or a blank line
     re.compile(f"[{_CJK}{_FULL_STOPS}}}]\\n[ \\t]*"
                f"(?![-*+] |#|\\||>|\\d+\\. )(?=[^\\n]{{3}})(?:[{_CJK}{_FULL_STOPS}]|\\*\\*)"),
     "one line per paragraph (a line break shows as a space)", True),
    ("a seat number run together", re.compile(r"[\d}]号座位"), "1 号座位, spaced like 第 1 局 (engine.terms.SEAT_ZH)",
     False),
    ("a pile named by its count", re.compile("张牌的出牌堆"), "出牌堆（6 张牌） / 出牌堆里的这 6 张牌", False),
    ("another phrase for free staying", re.compile("不花钱|不花分|不花(?:任何)?代价"), "继续不用付分", False),
    ("原版规则, not 原文", re.compile("原版规则"), "原文 (the source documents)", False),
    ("another owner of the rule of thumb or the reading",
     re.compile("(?:本课程|cardschool ?)的(?:经验法则|解读)|我们的解读"),
     "本项目的经验法则 / 本项目的解读 (the coach, at the table: 我们的经验法则)", False),
    ("another word for the replacements", re.compile("换来的牌|发换的牌"), "补牌 / 发补牌", False),
    ("按牌型计, not 记分", re.compile("按牌型计(?!分)|按牌型得分"), "按牌型记分", False),
    # the fourth native read (issue 23): 「丙放过。」 stops short — 放过 wants its card
    ("a bare 放过", re.compile("[我你他她甲乙丙丁戊己\uFFFC](?:还是|也|就|先)?放过了?(?=[。，；：！]|——|$)"),
     "不质疑 / 放过这张牌", False),
    ("这个座位 or 这位玩家 for the player refused",
     re.compile("(?:这个座位|这位玩家)(?:的手牌|这一局|还没有|已经|手里)"), "name the player: 乙手里没有 {card}",
     False),
    ("another scale for a difference", re.compile("差别很小|差别明显|几乎一样"), "差不多 / 差一点 / 差得明显",
     False),
    ("计分, not 记分", re.compile("计分"), "记分 / 记分方式 (the score is kept, 记)", False),
    ("对 for versus", re.compile("[\\dAJQK\uFFFC] 对 [\\dAJQK\uFFFC]"), "9 和 7 相比 / 9 比 7 大 (对 is a pair)",
     False),
    ("a dash between rule IDs", re.compile(r"[FU]D-\d+\s*[–—-]\s*[FU]D-"), "FD-6 到 FD-12", False),
    ("a single dash", re.compile("(?<!—)—(?!—)"), "——", False),
    ("space around a dash", re.compile("(?<!\\|) ——|—— (?!\\|)"), "—— without spaces (a table's empty cell: | —— |)",
     False),
    ("zero-padded lesson number", re.compile(r"第\s*0\d|(?<![\d.:,])0[1-9](?= ?[\u4e00-\u9fff]|\]| \|)"),
     "第 1 课 (第 4 课 · 一局与一场比赛)", False),
    ("a card put down 作为明牌/暗牌", re.compile("作为[明暗]牌"), "扣下 3♣，报 6 / 出明牌 3♣", False),
    ("a declaration 在目标点数……上", re.compile("在目标点数[^，。；：、]{0,12}上(?:报|虚报)"),
     "目标点数是 10 时丙报了 J / 丙报的 J（目标点数 10）", False),
    ("质疑模型 (software words for the rule of challenging)", re.compile("质疑模型"),
     "按“成功的概率超过 50% 才质疑”的办法", False),
    ("这张牌桌, not 这一桌", re.compile("这张牌桌"), "这一桌 (这一桌约定不换牌)", False),
    ("another word for a choice of cards", re.compile("留法|选法"), "换法", False),
    ("现成的牌, not 成形的牌", re.compile("现成的牌"), "成形的牌", False),
    ("牌戏, not 游戏", re.compile("牌戏"), "游戏 (两种游戏)", False),
    ("游戏 for one game", re.compile("游戏(?:已经|就|还|照常)?(?:结束|继续|进行)"),
     "这一盘结束了 / 这一盘继续 / 比赛结束", False),
    ("a count of 对局 for one game", re.compile("[\\d\uFFFC] *次对局"),
     "12 盘 (一上一下) / 6 场比赛 (five-card draw); 对局 only over both games", False),
    # the second native read (issue 23)
    ("成立 for surviving a challenge", re.compile("(?:不可能|不会|不能|无法|没法)成立|成立不了"),
     "经不起质疑 / 一被质疑就输 (成立 is a card staying as played: a low card nobody challenges stands)", False),
    ("caught for a true card", re.compile("(?:照实|如实|真的|确实是)[^。；！？]*(?:被抓|抓到|抓住)"),
     "一被质疑就输 (抓 is for a bluff; a true card below the target loses a challenge)", False),
    ("、 between whole clauses",      # a long item, then a player starting the next clause: 「…出牌堆上、乙虚报…」
     re.compile(rf"[^{_FULL_STOPS}\n|]{{10,}}、(?:[甲乙丙丁戊己我你他她]|\uFFFC)(?![%张分次、和或与{_FULL_STOPS}])"),
     "；between clauses (、 joins words and short phrases)", False),
    ("brackets inside brackets", re.compile("（[^（）]*（"), "第 1 局，丙换 1 张牌（K♦） (one level of brackets)",
     False),
    ("half-width quotes in a Chinese sentence",
     re.compile(rf"""[{_CJK}{_FULL_STOPS}] *["']|["'] *[{_CJK}{_FULL_STOPS}]"""), "“ZZ” / 「……」", False),
    ("a declaration and its figure run together",
     re.compile(r"报 (?:10|[2-9AJQK\uFFFC]) +(?:[<>]?\d+%|\uFFFC)"), "报 4：3%；报 5：5%", False),
    ("收牌, not 收走出牌堆", re.compile("收牌"), "收走出牌堆 (一上一下) / 把牌收拢 (FD-15)", False),
    ("一手 for a play of 一上一下",
     re.compile(f"(?:^|(?<=[。！？\n]))(?![^。！？\n]*(?:{_DRAW_WORDS}))(?=[^。！？\n]*(?:{_UPDOWN_WORDS}))"
                "[^。！？\n]*?(?:每|这|上|下)一手(?!牌)"), "每出一张牌 / 这张牌 (一手牌 is five cards)", False),
    ("打头 or 为顶 for the highest card", re.compile("为顶|打头"), "5 最大 / 点数从大到小都是 A-K-9-7-2", False),
    ("a house rule called a switch", re.compile("“[^”]*”开关|桌规开关|开关都关|做成一个开关"),
     "可选的桌规 / 课程里的“A 可以当小牌”这一项", False),
    # the third native read (issue 23)
    ("引擎 as the one teaching",
     re.compile("(?:由|用)引擎|引擎(?:会告诉|会说|说出|算出|逐一|数出|的选择|的数字|给出|给|比|把|用的)"),
     "电脑会告诉你 / 电脑算出的数字 / 精确计算 / 本项目用的分值 (引擎 is the program's code)", False),
    ("模型 for a calculation", re.compile("模型"), "计算时的假设 / 在误差范围之内 / 用固定的种子模拟", False),
    ("带种子 for seeded", re.compile("带种子"), "用固定种子打的循环赛 / 用固定的种子打大量对局", False),
    ("合规 for allowed", re.compile("合规"), "允许的 (每一种允许的换法)", False),
    ("about 100% or 0% for a certainty", re.compile(r"约为? ?(?:100|0)%|约[^。；，\d]{0,4}0\.00 ?分|0\.00 ?分"),
     "肯定经不起质疑 / 几乎可以肯定是虚报 / 几乎什么也收不回 / 几乎没有希望拿下整场", False),
    ("cardschool deciding in a Chinese sentence",
     re.compile("cardschool ?(?:的做法|先|默认|建议|把|让|自己|选的|定的|在)"),
     "本项目 (the site's name stays cardschool)", False),
    ("a range with a dash in a Chinese sentence",
     re.compile(rf"[{_CJK}（][^。\n|]*?[\d\uFFFC]%? *–(?! *[FU]D) *[\d\uFFFC]"
                rf"|[\d\uFFFC]%? *– *[\d\uFFFC][^。\n|]*?[{_CJK}]"),
     "3 到 6 / 16% 到 61%", False),
    ("a numeral without its space", re.compile(rf"(?<![桃块花心片])(?<=[{_CJK}])\d|\d[{_CJK}]"),
     "第 1 课, 3 张", False),
    ("a rank or card without its space",
     re.compile(rf"[{_CJK}]\{{(?:{_RANK_FIELDS})[}}:!]|\{{(?:{_RANK_FIELDS})\}}[{_CJK}]"),
     "报 {rank}, 目标点数 {target} (a rank is written like a numeral)", True),
    # the fifth native read (issue 23)
    ("a player caught bluffing said to never bluff", re.compile("抓到过[^。]*从不虚报|从不虚报[^。]*抓到过"),
     "看乙的打法，像是很少虚报 (once a bluff of theirs is turned over)", False),
    ("a 虽然 holding whole clauses", re.compile("虽然[^。]*；[^。]*但"),
     "有几点让我怀疑是虚报：……。不过……。所以…… (each side a sentence of its own)", False),
    ("说不清去向 for cards unaccounted for", re.compile("说不清去向"), "你不知道下落的那 44 张牌", False),
    ("what a true card most often does, word for word", re.compile("照实出的牌最常见"), "照实出牌的人最常这样报",
     False),
    ("one measure said three times", re.compile("(赢下这一局的概率|扣掉记分片后)[^。]*\\1[^。]*\\1"),
     "你选择了……：赢下这一局的概率为 17.2%。更好的是……：胜率是 36.5%，高出 19.3 个百分点。", False),
    ("a count corrected to 0 cards", re.compile("改成了 0 张"), "改口：一张也不换", False),
    ("two labels with colons in a row", re.compile("：经验法则（[^）]*）："), "……，按经验法则（弱牌），留下……", False),
    ("worth it when more than 1, with less than 1", re.compile("约 0\\.\\d\\d 分，(大于 1 |多于要花的 1 分)才值得"),
     "平均只能收回约 0.03 分，不到 1 分，不值得", False),
    # the 23rd read: 就算 reads as "even if" — 「没有报点，就算报了最小的 3——别人照样可以质疑」
    ("a card with nothing declared 就算 3", re.compile("就算(报了 |报了最小的 |是 )?(\\*\\*)?3"),
     "没报点，算作报了 3 (UD-9)", False),
    ("a hand's name run into the clause", re.compile("我拿的是[^。；（）]*，[^。；（）]*，(?:值得|所以)"),
     "我拿的是两对，7 和 5。这手牌值得……", False),
    ("a space around a name", re.compile(rf"[{_CJK}] \{{(?:{_NAME_FIELDS})\}}|\{{(?:{_NAME_FIELDS})\}} [{_CJK}]"),
     "no space around a Chinese name", True),
)


def _plain(text: str) -> str:
    text = re.sub(r"`[^`]*`", "\uFFFC", text)
    text = re.sub(r"\*+", "", text)
    text = re.sub(r"\{[^{}]*\}", "\uFFFC", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"<[^>]*>", "", text)


def findings(text: str) -> list[tuple[str, str]]:
    """The style rules ``text`` breaks: (problem, the excerpt and what to write instead)."""
    plain = _plain(text)
    found = []
    for problem, pattern, instead, raw in RULES:
        source = text if raw else plain
        hit = pattern.search(source)
        if hit:
            excerpt = source[max(0, hit.start() - 12):hit.end() + 12].replace("\n", " ")
            found.append((problem, f"…{excerpt}… (write {instead})"))
    return found


# A bot's name ends as a noun for a kind of player does: 高手, 规矩派, 老实人, 精算师, 吹牛大王.
BOT_NAME_ENDINGS: tuple[str, ...] = ("手", "派", "人", "师", "王", "家", "鬼", "迷")


def bot_name_problems(names: dict[str, str]) -> list[str]:
    """The bots' Chinese names that do not read as a noun (:data:`BOT_NAME_ENDINGS`).

    >>> bot_name_problems({"odds": "算概率", "reckoner": "精算师"})
    ['odds: 算概率 (a name is a noun: 概率派, 精算师 …)']
    """
    return [f"{bot}: {name} (a name is a noun: 概率派, 精算师 …)" for bot, name in names.items()
            if not name.endswith(BOT_NAME_ENDINGS)]


# 跟 means staying in a hand only as 跟注/跟进, or alone before a stop or 还是/或 (「我跟。」「跟还是弃」).
_BANNED_PATTERNS = {"跟": re.compile("跟(?:注|进|牌)|跟(?=还是|或|[。，；：！？、]|$)")}
_QUOTED = re.compile("“[^”]*”|「[^」]*」")


def banned(text: str) -> list[tuple[str, str]]:
    """The banned words (:data:`engine.terms.BANNED`) ``text`` uses, with what to write instead; a word
    inside quotation marks is named, not used."""
    unquoted = _QUOTED.sub("", text)
    return [(word, instead) for word, instead in BANNED.items()
            if (_BANNED_PATTERNS[word].search(unquoted) if word in _BANNED_PATTERNS else word in unquoted)]


_NUMERALS = {"二": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7", "八": "8", "九": "9", "十": "10"}


def counts_written_two_ways(text: str) -> list[str]:
    """The counts of cards dealt that ``text`` writes both in Chinese and in Arabic numerals (「每人发七张牌」
    beside 「每人 7 张」): one screen writes a count one way. Set phrases (五张抽牌扑克, 「五张都留下」, a
    category's 「三张点数相同」, the source's advice 「留对子换三张」) are words, not these counts.

    >>> counts_written_two_ways("每人发七张牌。……每人 7 张。"), counts_written_two_ways("五张都留下；最多换 3 张")
    (['每人七张 / 每人 7 张'], [])
    """
    return [f"每人{chinese}张 / 每人 {arabic} 张" for chinese, arabic in _NUMERALS.items()
            if re.search(f"(?:每人|每人发|每人照样是){chinese}张", text)
            and re.search(f"(?:每人|每人发|每人照样是) ?{arabic} ?张", text)]
