# /// script
# [tool.marimo.opengraph]
# title = "Replacing cards · 换牌"
# description = "Learner path, step 3 of 7 · 20 minutes. How replacing works at the table, which cards to keep — the source's rules of thumb beside exact odds."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Replacing cards")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Replacing cards · 换牌

    **Goal:** know how the replacement works at the table (rule FD-8), and choose which cards to
    keep — first with the source's rules of thumb, then with exact numbers.
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.draw.advisor import advise
    from engine.cards import CardError, parse_cards, shuffled_deck
    from engine.draw import DrawRules, new_game
    from engine.draw.bots import advance, make_bot
    from engine.draw.quiz import judge_keep, keep_exercises
    from engine.present.cards import hand_html
    from engine.present.charts import bar_chart_html
    from engine.present.page import next_html, page_style
    from engine.draw.transcript import draw_transcript

    return (
        CardError,
        DrawRules,
        advance,
        advise,
        bar_chart_html,
        draw_transcript,
        hand_html,
        judge_keep,
        keep_exercises,
        make_bot,
        mo,
        new_game,
        next_html,
        page_style,
        parse_cards,
        shuffled_deck,
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
    ## At the table (FD-8)

    After everyone has stayed or folded, each player still in — **in seat order from the dealer's
    left** — says how many cards they replace (0 up to the agreed maximum, usually 3) and puts
    exactly those cards face down on the discard pile. A wrongly announced count may be
    **corrected once**, but only before any replacement card is dealt. Then the dealer deals the
    replacements **from the top of the stock, player by player in seat order** — never changing the
    order because someone takes more. Discarded cards never come back.

    Watch four bots do it (each seed gives another table):
    """)
    return


@app.cell
def _(mo):
    table_seed = mo.ui.number(start=0, stop=999999, value=3, label="Table seed")
    table_seed
    return (table_seed,)


@app.cell(hide_code=True)
def _(DrawRules, advance, draw_transcript, make_bot, mo, new_game, table_seed):
    _ok = isinstance(table_seed.value, int | float) and table_seed.value == int(table_seed.value) \
        and 0 <= table_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md("**Type a table seed** — any whole number from 0 to 999999."), kind="warn"))
    _game = new_game(DrawRules(players=4), seed=int(table_seed.value))
    _bots = {s: make_bot("by the book", f"{table_seed.value}/{s}") for s in range(4)}
    _names = ["Ann", "Bo", "Cy", "Di"]
    _state, _ = advance(_game, _bots, stop=lambda s: s.phase not in ("decide1", "replace", "deal"))
    _lines = [line for line in draw_transcript(_state.events, names=_names).splitlines()
              if "replaces" in line or "receives" in line or "corrects" in line or "folds" in line]
    demo_lines = _lines
    mo.md("Ann deals; Bo sits at her left.\n\n" + "\n".join(f"- {line.strip()}" for line in _lines)
          if _lines else "Everyone but one folded at once: nobody replaced anything. Try another seed.")
    return (demo_lines,)


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The advice, and the exact numbers

    The source document gives rules of thumb: *with a pair, keep the pair and replace three; with
    three of a kind, replace two; with two pair, replace one; near a straight or flush, count what
    is missing; don't break a pair for cards that merely look connected.*

    The engine can do better than a rule of thumb: for every legal choice it counts **every** set
    of replacement cards that could come from the cards you haven't seen. It ranks the choices by
    the chance that your final hand beats all your opponents' final hands (opponents who replace
    cards by the rule of thumb, as most players do) — so the number of opponents matters.

    Deal yourself a hand with a seed, or type one.
    """)
    return


@app.cell
def _(mo):
    hand_seed = mo.ui.number(start=0, stop=999999, value=7, label="Deal seed")
    typed = mo.ui.text(value="", placeholder="or type five cards, e.g. 9s 9h kd 6c 2s", label="My hand")
    opponents = mo.ui.slider(1, 5, value=3, label="Opponents", show_value=True)
    mo.hstack([hand_seed, typed, opponents], justify="start", wrap=True)
    return hand_seed, opponents, typed


@app.cell(hide_code=True)
def _(CardError, advise, hand_seed, mo, opponents, parse_cards, shuffled_deck, typed):
    problem = None
    _ok = isinstance(hand_seed.value, int | float) and hand_seed.value == int(hand_seed.value) \
        and 0 <= hand_seed.value <= 999999
    if (typed.value or "").strip():
        try:
            advice = advise(parse_cards(typed.value), opponents=opponents.value)
        except (CardError, ValueError) as _err:
            advice, problem = None, str(_err)
    elif not _ok:
        advice, problem = None, "type a deal seed (a whole number from 0 to 999999) or five cards"
    else:
        advice = advise(shuffled_deck(f"advisor/{int(hand_seed.value)}")[:5], opponents=opponents.value)
    mo.callout(mo.md(f"**That hand can't be used:** {problem}"), kind="warn") if problem else None
    return advice, problem


@app.cell(hide_code=True)
def _(advice, bar_chart_html, hand_html, mo):
    mo.stop(advice is None)
    _top = advice.choices[:8]
    _thumb = advice.thumb_choice
    _rows = [(c.describe(), 100 * c.p_beats_opponents, c.odds()) for c in _top]
    _mark = _top.index(_thumb) if _thumb in _top else None
    if _mark is None:
        _rows.append((_thumb.describe() + " (rule of thumb)", 100 * _thumb.p_beats_opponents, _thumb.odds()))
        _mark = len(_rows) - 1
    _chart = bar_chart_html(_rows, highlight=_mark, axis="chance to beat every opponent (%)",
                            title=f"Best choices out of {len(advice.choices)} (the rule of thumb in yellow)")
    mo.vstack([
        mo.Html(hand_html(advice.hand, width=60, highlight=advice.best.keep)),
        mo.md(f"Outlined: the cards the numbers say to keep. Ranked by {advice.criterion}."),
        mo.Html(_chart),
        mo.callout(mo.md(advice.verdict()), kind="info"),
    ])
    return


@app.cell(hide_code=True)
def _(advice, mo):
    mo.stop(advice is None)
    _cats = sorted({c for ch in (advice.best, advice.thumb_choice) for c in ch.counts}, reverse=True)
    _head = "| final hand | " + advice.best.describe() + " | " + advice.thumb_choice.describe() + " (rule of thumb) |"
    _lines = [_head, "|:---|---:|---:|"]
    for _c in _cats:
        _p1 = advice.best.probabilities.get(_c, 0)
        _p2 = advice.thumb_choice.probabilities.get(_c, 0)
        _lines.append(f"| {_c.english} · {_c.chinese} | {_p1:.2%} | {_p2:.2%} |")
    mo.accordion({"Exact chance of each final hand": mo.md("\n".join(_lines))})
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Your turn: what would you keep?

    Four hands from a seed (one pair, a flush draw, a straight draw, two pair). Tick the cards you
    **keep**; you may replace at most 3. The feedback compares your choice with all the others,
    against 3 opponents.
    """)
    return


@app.cell
def _(mo):
    exercise_seed = mo.ui.number(start=0, stop=999999, value=1, label="Exercise seed")
    exercise_seed
    return (exercise_seed,)


@app.cell
def _(exercise_seed, keep_exercises, mo):
    _ok = isinstance(exercise_seed.value, int | float) and exercise_seed.value == int(exercise_seed.value) \
        and 0 <= exercise_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md("**Type an exercise seed** — any whole number from 0 to 999999."), kind="warn"))
    exercises = keep_exercises(int(exercise_seed.value), count=4)
    keepers = mo.ui.array([
        mo.ui.array([mo.ui.checkbox(label=f"keep {c.label}") for c in hand]) for hand in exercises])
    return exercises, keepers


@app.cell
def _(exercises, keepers):
    kept_choices = [[c for c, ticked in zip(hand, boxes.value) if ticked] or None
                    for hand, boxes in zip(exercises, keepers)]
    return (kept_choices,)


@app.cell(hide_code=True)
def _(advise, exercises, hand_html, judge_keep, kept_choices, keepers, mo):
    exercise_feedback = []
    _blocks = []
    for _hand, _picker, _kept in zip(exercises, keepers, kept_choices):
        _advice = advise(_hand, opponents=3)
        _note = judge_keep(_advice, _kept) if _kept is not None else ""
        exercise_feedback.append(_note)
        _colour = "#2e7d32" if _note.startswith("Best") else "#6d4c41"
        _blocks.append(mo.vstack([
            mo.Html(hand_html(_hand, width=48, highlight=_kept or ())),
            mo.hstack(list(_picker), justify="start", gap=1.2),
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else
            mo.md("*Tick the cards you keep — at least two, since at most 3 may be replaced (FD-8).*"),
            mo.accordion({"Rule of thumb": mo.md(_advice.verdict())}) if _note else mo.md(""),
        ]))
    mo.vstack(_blocks)
    return (exercise_feedback,)


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("04_a_round_and_a_match.py", "A round and a match", large_print.value))
    return


if __name__ == "__main__":
    app.run()
