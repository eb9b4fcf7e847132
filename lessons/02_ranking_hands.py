# /// script
# [tool.marimo.opengraph]
# title = "Ranking hands · 牌型大小"
# description = "Learner path, step 2 of 7 · 20 minutes. The nine kinds of five-card hand, how often each comes, and how ties are broken — with a quiz."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Ranking hands")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Ranking hands · 牌型大小

    **Goal:** name the nine kinds of five-card hand, know which beats which, and break a tie the
    way the rules do (rule FD-13; the A-low switch is FD-5).
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, SUIT_SYMBOLS, SUITS, CardError, parse_cards
    from engine.draw.advisor import category_counts
    from engine.draw.narrate import in_both
    from engine.hands import Category, describe, explain, explain_steps, hand_value
    from engine.draw.quiz import ANSWERS, grade, which_wins
    from engine.present.cards import hand_html
    from engine.present.charts import bar_chart_html
    from engine.present.page import next_html, page_style

    return (
        ANSWERS,
        Category,
        CardError,
        RANKS,
        RANK_LABELS,
        SUITS,
        SUIT_SYMBOLS,
        bar_chart_html,
        category_counts,
        describe,
        explain,
        explain_steps,
        grade,
        hand_html,
        hand_value,
        in_both,
        mo,
        next_html,
        page_style,
        parse_cards,
        which_wins,
    )


@app.cell
def _(mo):
    large_print = mo.ui.switch(value=mo.query_params().get("print") == "large", label="Large print (projector)")
    large_print
    return (large_print,)


@app.cell(hide_code=True)
def _(large_print, mo, page_style):
    mo.Html(page_style(large_print.value))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The nine categories, best first (FD-13)

    A hand belongs to the highest category it fits. Suits never rank: no suit beats another.
    """)
    return


@app.cell(hide_code=True)
def _(hand_html, hand_value, mo, parse_cards):
    _examples = ["9H 10H JH QH KH", "7S 7H 7D 7C 2D", "QS QH QD 4C 4S", "2D 6D 9D JD KD", "5C 6D 7H 8S 9C",
                 "8S 8H 8D KC 3S", "JS JD 4C 4H AS", "10S 10C 6H 4D 2C", "AS JD 8C 6H 3S"]
    _rows = []
    for _text in _examples:
        _cards = parse_cards(_text)
        _category = hand_value(_cards).category
        _rows.append(f"<div style='display:flex;align-items:center;gap:12px'>{hand_html(_cards, width=40)}"
                     f"<div><b>{_category.english.capitalize()}</b> · {_category.chinese}</div></div>")
    mo.Html("".join(_rows))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## How often each one comes

    Out of all **2,598,960** different five-card hands, counted exactly by the engine. The bars are
    drawn to scale, so the rare hands are mere slivers — that *is* how rare they are; the figures
    beside them say how often each comes ("1 in 64,974": about once in that many deals). Turn on
    the **A-low switch** (FD-5) to count A-2-3-4-5 as a straight: watch the straights go up.
    """)
    return


@app.cell
def _(mo):
    ace_low = mo.ui.switch(value=False, label="A-low switch: A-2-3-4-5 counts as the lowest straight")
    ace_low
    return (ace_low,)


@app.cell(hide_code=True)
def _(Category, ace_low, bar_chart_html, category_counts, mo):
    counts = category_counts(ace_low.value)
    _rows = [(f"{c.english} · {c.chinese}", counts[c],
              f"{counts[c]:,} · {100 * counts[c] / 2598960:.3g}% · 1 in {2598960 / counts[c]:,.0f}")
             for c in sorted(Category, reverse=True)]
    mo.Html(bar_chart_html(_rows, title="Hands in each category", axis="hands, out of all 2,598,960"))
    return (counts,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Build a hand

    Pick any five cards; the engine names the hand.
    """)
    return


@app.cell
def _(RANKS, RANK_LABELS, SUITS, SUIT_SYMBOLS, mo):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, reverse=True)}
    _suits = {SUIT_SYMBOLS[s]: s for s in SUITS}
    _start = [("A", "♠"), ("A", "♥"), ("7", "♣"), ("7", "♦"), ("K", "♠")]
    builder_ranks = mo.ui.array([mo.ui.dropdown(_ranks, value=r) for r, _s in _start])
    builder_suits = mo.ui.array([mo.ui.dropdown(_suits, value=s) for _r, s in _start])
    mo.hstack([mo.vstack([mo.Html(f"<b>Card {i}</b>"), r, s], gap=0.25)
               for i, (r, s) in enumerate(zip(builder_ranks, builder_suits), 1)], justify="start", wrap=True)
    return builder_ranks, builder_suits


@app.cell(hide_code=True)
def _(CardError, RANK_LABELS, ace_low, builder_ranks, builder_suits, describe, hand_html, hand_value, mo,
      parse_cards):
    _codes = [("T" if r == 10 else RANK_LABELS[r]) + s for r, s in zip(builder_ranks.value, builder_suits.value)
              if r is not None and s is not None]
    built = None
    try:
        _cards = parse_cards(_codes)
    except CardError as _err:
        _out = mo.callout(mo.md(f"**That can't be a hand:** {_err}. One deck has each card once (FD-2): change one "
                                "of the two."), kind="warn")
    else:
        if len(_cards) < 5:
            _out = mo.md(f"{hand_html(_cards, width=50)}\n\nChoose a rank and a suit for every card.")
        else:
            built = hand_value(_cards, ace_low.value)
            _out = mo.md(f"{hand_html(_cards, width=50)}\n\n**{describe(built)}** — "
                         f"{built.category.english} · {built.category.chinese}")
    _out
    return (built,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Two hands, side by side

    Type two hands — `AS KD 10h 9c 2s`, `♠A ♦K …` and `Th` for a ten all work. The engine says who
    wins and why: first the category, then the cards that make it, then the rest from the top.
    """)
    return


@app.cell
def _(mo):
    hand_a = mo.ui.text(value="KS KH 9D 4C 2S", label="Hand 1")
    hand_b = mo.ui.text(value="KD KC 7D 4H 2H", label="Hand 2")
    mo.hstack([hand_a, hand_b], justify="start", wrap=True)
    return hand_a, hand_b


@app.cell(hide_code=True)
def _(CardError, ace_low, explain, explain_steps, hand_a, hand_b, hand_html, in_both, mo, parse_cards):
    try:
        _a, _b = parse_cards(hand_a.value or ""), parse_cards(hand_b.value or "")
        _shared = in_both(_a, _b)
        if _shared is not None:
            raise CardError(str(_shared))
        comparison = explain(_a, _b, ace_low.value)
        _steps = "\n".join(f"{i}. {step}" for i, step in enumerate(explain_steps(_a, _b, ace_low.value), 1))
        _shown = mo.md(f"{hand_html(_a, width=46, caption='Hand 1')}{hand_html(_b, width=46, caption='Hand 2')}"
                       f"\n\n**{comparison}**\n\nStep by step (FD-13):\n\n{_steps}")
    except CardError as _err:
        comparison = None
        _shown = mo.callout(mo.md(f"**That hand can't be read:** {_err}"), kind="warn")
    _shown
    return (comparison,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Quiz: which hand wins?

    Same seed, same questions on every screen. Answer each one; you get the reason straight away.
    """)
    return


@app.cell
def _(mo):
    quiz_seed = mo.ui.number(start=0, stop=999999, value=1, label="Quiz seed")
    quiz_seed
    return (quiz_seed,)


@app.cell
def _(ANSWERS, ace_low, mo, quiz_seed, which_wins):
    _ok = isinstance(quiz_seed.value, int | float) and quiz_seed.value == int(quiz_seed.value) \
        and 0 <= quiz_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md("**Type a quiz seed** — any whole number from 0 to 999999."), kind="warn"))
    questions = which_wins(int(quiz_seed.value), count=5, ace_low=ace_low.value)
    quiz = mo.ui.array([mo.ui.radio(options={v: k for k, v in ANSWERS.items()}, inline=True)
                        for _ in questions])
    return questions, quiz


@app.cell
def _(quiz):
    picked = [r.value for r in quiz]
    return (picked,)


@app.cell(hide_code=True)
def _(grade, hand_html, mo, picked, questions, quiz):
    marks = grade(questions, picked)
    _blocks = []
    for _i, (_q, _radio, _note) in enumerate(zip(questions, quiz, marks.feedback)):
        _colour = "#2e7d32" if _note.startswith("Right") else "#c62828"
        _blocks.append(mo.vstack([
            mo.md(f"**Question {_i + 1}**"),
            mo.Html(hand_html(_q.first, width=40, caption="Hand 1") + hand_html(_q.second, width=40, caption="Hand 2")),
            _radio,
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md(""),
        ]))
    mo.vstack(_blocks + [mo.md(f"### Score: {marks.score} / {marks.total}"
                               + (f" ({marks.answered} answered)" if marks.answered < marks.total else ""))])
    return (marks,)


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("03_replacing_cards.py", "Replacing cards", large_print.value))
    return


if __name__ == "__main__":
    app.run()
