# /// script
# [tool.marimo.opengraph]
# title = "Start here · 从这里开始"
# description = "Two card games in seven short lessons, and three tools for teachers. · 七节短课学两种牌，另有三件教师工具。请先读这页。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Start here")


@app.cell
def _():
    import marimo as mo

    from engine.cards import parse_cards
    from engine.i18n import translators
    from engine.present.cards import hand_html, pile_html
    from engine.present.page import first_language, next_html, page_style
    from engine.updown import Face, PileCard

    return (
        Face,
        PileCard,
        first_language,
        hand_html,
        mo,
        next_html,
        page_style,
        parse_cards,
        pile_html,
        translators,
    )


@app.cell
def _(first_language, mo):
    # The reader's language and large print live in the page's address (?lang=zh&print=large), so a
    # reload or the Next link keeps them.
    language = mo.ui.radio(
        options={"English": "en", "简体中文": "zh"},
        value="简体中文" if first_language(mo.query_params(), mo.cli_args()) == "zh" else "English",
        inline=True,
        on_change=lambda chosen: mo.query_params().set("lang", chosen),
    )
    return (language,)


@app.cell
def _(language, translators):
    lang = language.value or "en"       # a radio with nothing chosen (never in a browser) reads as English
    tr, ntr = translators(lang)
    return lang, ntr, tr


@app.cell
def _(language, mo, tr):
    large_print = mo.ui.switch(
        value=mo.query_params().get("print") == "large",
        label=tr("Large print (projector)"),
        on_change=lambda on: mo.query_params().set("print", "large" if on else "normal"),
    )
    mo.hstack([language, large_print], justify="space-between", wrap=True)
    return (large_print,)


@app.cell(hide_code=True)
def _(lang, large_print, mo, page_style):
    mo.Html(page_style(large_print.value, lang))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # Start here

    **Goal:** find your way: what the two games are, the lessons in the order to take them, and the
    tools a teacher uses at a real table. No card game experience is needed.
    """))
    return


@app.cell(hide_code=True)
def _(Face, PileCard, hand_html, lang, mo, parse_cards, pile_html, tr):
    _full_house = parse_cards("QS QH QD 4C 4S")
    _pile = [PileCard(0, Face.UP, 8, parse_cards("8S")[0]), PileCard(1, Face.DOWN, 10)]
    _caption = tr("a full house: three queens and a pair of 4s")
    mo.md(tr("""
    ## The two games

    **Five-card draw, for points** (rules FD-1 to FD-15). Everyone gets five cards, may swap up to
    three of them once, and the best hand at the showdown wins the round's point. Nobody bets money:
    the score runs over eight rounds, and the highest score wins the match.

    {full_house}

    **一上一下 "One Up, One Down"** (rules UD-1 to UD-17). Players put cards on one pile in turn,
    alternately face up and face down, each trying to reach the target the card before set; a
    face-down card's rank is only declared — it may be a bluff — and anyone may challenge it, the loser
    of the challenge taking the whole pile. The first to play out every card wins.

    {pile}
    """, full_house=hand_html(_full_house, width=44, caption=_caption, lang=lang),
         pile=pile_html(_pile, ["甲", "乙"], width=44, lang=lang)))
    return


@app.cell(hide_code=True)
def _(lang, mo, tr):
    _lang = "&lang=zh" if lang == "zh" else ""
    mo.md(tr(r"""
    ## The lessons, in order (about 2½ hours)

    | step | lesson | what you learn | minutes |
    |---:|:---|:---|---:|
    | 1 | [Cards and dealing](?file=01_cards_and_dealing.py{lang}) | the 52 cards in English and Chinese; how a deal goes round | 15 |
    | 2 | [Ranking hands](?file=02_ranking_hands.py{lang}) | the nine kinds of hand, which beats which, breaking ties | 20 |
    | 3 | [Replacing cards](?file=03_replacing_cards.py{lang}) | swapping cards, and which ones to keep | 20 |
    | 4 | [A round and a match](?file=04_a_round_and_a_match.py{lang}) | a whole match against bots, with a coach | 25 |
    | 5 | [One up, one down](?file=06_one_up_one_down.py{lang}) | the second game: target, faces, the pile | 20 |
    | 6 | [Challenges](?file=07_challenges.py{lang}) | calling a bluff, and when it is worth it | 25 |
    | 7 | [Play 一上一下 against bots](?file=08_play_against_bots.py{lang}) | a whole game from your seat, with a coach | 25 |

    Each lesson ends with a **Next →** link. Lessons 4 and 7 give you a rating after each game you
    finish: "you are now about as strong as the … bot".

    ## For teachers, at a real table

    | tool | what it does |
    |:---|:---|
    | [The scorekeeper](?file=05_teacher_scorekeeper.py{lang}) | five-card draw: record each round, whose deal is next, undo a slip, export the sheet |
    | [The 一上一下 referee](?file=09_teacher_referee.py{lang}) | enter each play; it announces the target, draws, verdicts, who takes the pile and who leads |
    | [The bot lab](?file=10_teacher_bot_lab.py{lang}) | many seeded bot games answer the class's questions: does bluffing pay? |

    **On a projector**, switch on **Large print** at the top of any lesson: full width, larger text and
    cards; the Next links keep it on. **The same seed gives the same cards** on every screen, so a
    whole class can follow one deal. The language switch at the top of every lesson changes all its
    words between English and 简体中文, and the Next links keep your choice.
    """, lang=_lang))
    return


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("01_cards_and_dealing.py", tr("Cards and dealing"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
