# /// script
# [tool.marimo.opengraph]
# title = "Start here · 从这里开始"
# description = "Two card games in seven short lessons, and three tools for teachers. · 七节短课，学会两种纸牌游戏；另有三个教师工具。请先读这一页。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Start here")


with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import parse_cards
    from engine.present.cards import hand_html, pile_html
    from engine.updown import Face, PileCard


@app.cell
def _():
    language = kit.language_switch()
    return (language,)


@app.cell
def _(language):
    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)
    return lang, large_print, tr


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    kit.title(tr(r"""
    # Start here

    **Goal:** find your way: what the two games are, the lessons in the order to take them, and the
    tools a teacher uses at a real table. No card game experience is needed.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _full_house = parse_cards("QS QH QD 4C 4S")
    _pile = [PileCard(0, Face.UP, 8, parse_cards("8S")[0]), PileCard(1, Face.DOWN, 10)]
    _caption = tr("a full house: three queens and a pair of 4s")
    _words = kit.glossary(tr, lang, "fd:showdown", "fd:full house", "fd:match", "ud:target", "ud:bluff", "ud:challenge")
    mo.vstack([_words, mo.md(tr("""
    ## The two games

    **Five-card draw, for points** (rules FD-1 to FD-15). Everyone gets five cards, may swap up to
    three of them once, and then, at the **showdown** (everyone still in shows their five cards at
    once), the best hand wins the round's point. Hands are ranked by kind, from a pair up to a
    **full house** (three of one rank and a pair) and beyond — lesson 02 shows every kind. Nobody bets
    money: the score runs over eight rounds (or, if the table agrees before it starts, until someone
    reaches 15 points, FD-14), and the highest score wins the match.

    {full_house}

    **一上一下 "One Up, One Down"** (rules UD-1 to UD-17). Players put cards on one pile in turn,
    alternately face up and face down, each trying to reach the target the card before set; a
    face-down card's rank is only declared — it may be a bluff — and anyone may challenge it, the loser
    of the challenge taking the whole pile. The first to play out every card wins.

    {pile}
    """, full_house=hand_html(_full_house, width=44, caption=_caption, lang=lang),
         pile=pile_html(_pile, kit.seat_names(lang)[:2], width=44, lang=lang)))])
    return


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    mo.md(tr(r"""
    ## The lessons, in order (about 2½ hours)

    {path}

    The numbers are the lessons' own, in the gallery's order too; 05 is a teacher's tool, so the path
    goes from 04 to 06. Each lesson ends with a **Next →** link. Lessons 04 and 08 give you a rating
    after each game you finish: "you are now about as strong as the … bot".

    ## For teachers, at a real table

    {tools}

    **On a projector**, switch on **Large print** at the top of any lesson: full width, larger text and
    cards; the Next links keep it on. **The same seed gives the same cards** on every screen, so a
    whole class can follow one deal. The language switch at the top of every lesson changes all its
    words between English and 简体中文, and the Next links keep your choice. A lesson opens in your
    browser's language the first time.
    """, path=kit.path_table("learner", large_print.value, lang),
         tools=kit.path_table("teacher", large_print.value, lang)))
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("00_start_here", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
