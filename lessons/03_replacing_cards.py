# /// script
# [tool.marimo.opengraph]
# title = "Replacing cards · 换牌"
# description = "Learner path, step 3 of 7 · 20 min. Which cards to keep, and the odds. · 换牌时留哪几张：经验法则与精确概率。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Replacing cards")


@app.cell
def _():
    import marimo as mo

    from engine.draw.advisor import advise
    from engine.cards import CardError, parse_cards, shuffled_deck
    from engine.draw import DrawRules, new_game
    from engine.draw.bots import advance, make_bot
    from engine.draw.quiz import judge_keep, keep_exercises
    from engine.i18n import translators
    from engine.present.cards import hand_html
    from engine.present.charts import bar_chart_html
    from engine.present.page import first_language, next_html, page_style
    from engine.draw.transcript import draw_transcript

    return (
        CardError,
        DrawRules,
        advance,
        advise,
        bar_chart_html,
        draw_transcript,
        first_language,
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
    lang = language.value or "en"      # a radio sent with nothing chosen reads as English
    tr, ntr = translators(lang)

    def named(category):
        """A category's name in the reader's language (in English with the Chinese beside it)."""
        return category.chinese if lang == "zh" else f"{category.english} · {category.chinese}"

    return lang, named, ntr, tr


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


@app.cell
def _():
    # What the reader has set, kept apart from the controls: a control with a translated label is made
    # afresh when the language changes, and it takes its value from here, so switching loses nothing.
    # A plain record, not mo.state: keeping a value must re-run nothing.
    _kept_values = {}

    def kept(name, default):
        return _kept_values.get(name, default)

    def keep(name):
        def remember(value):
            _kept_values[name] = value

        return remember

    return keep, kept


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # Replacing cards · 换牌

    **Goal:** know how the replacement works at the table (rule FD-8), and choose which cards to
    keep — first with the source's rules of thumb, then with exact numbers.
    """))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## At the table (FD-8)

    After everyone has stayed or folded, each player still in — **in seat order from the dealer's
    left** — says how many cards they replace (0 up to the agreed maximum, usually 3) and puts
    exactly those cards face down on the discard pile. A wrongly announced count may be
    **corrected once**, but only before any replacement card is dealt. Then the dealer deals the
    replacements **from the top of the stock, player by player in seat order** — never changing the
    order because someone takes more. Discarded cards never come back.

    Watch four bots do it (each seed gives another table):
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    table_seed = mo.ui.number(start=0, stop=999999, value=kept("table_seed", 3), label=tr("Table seed"),
                              on_change=keep("table_seed"))
    table_seed
    return (table_seed,)


@app.cell(hide_code=True)
def _(DrawRules, advance, draw_transcript, lang, make_bot, mo, new_game, table_seed, tr):
    _ok = isinstance(table_seed.value, int | float) and table_seed.value == int(table_seed.value) \
        and 0 <= table_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md(tr("**Type a table seed** — any whole number from 0 to 999999.")),
                                kind="warn"))
    _game = new_game(DrawRules(players=4), seed=int(table_seed.value))
    _bots = {s: make_bot("by the book", f"{table_seed.value}/{s}") for s in range(4)}
    _names = ["甲", "乙", "丙", "丁"] if lang == "zh" else ["Ann", "Bo", "Cy", "Di"]
    _state, _ = advance(_game, _bots, stop=lambda s: s.phase not in ("decide1", "replace", "deal"))
    # folds, replacements, corrections and the replacement cards dealt (FD-7, FD-8)
    _told = [e for e in _state.events if e.kind in ("fold", "replace", "correct", "draw")]
    _lines = [line for line in draw_transcript(_told, names=_names, lang=lang).splitlines() if line.strip()]
    demo_lines = _lines
    mo.md(tr("{dealer} deals; {left} sits at the dealer's left.", dealer=_names[0], left=_names[1]) + "\n\n"
          + "\n".join(f"- {line.strip()}" for line in _lines)
          if _lines else tr("Everyone but one folded at once: nobody replaced anything. Try another seed."))
    return (demo_lines,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## The advice, and the exact numbers

    The source document gives rules of thumb: *with a pair, keep the pair and replace three; with
    three of a kind, replace two; with two pair, replace one; near a straight or flush, count what
    is missing; don't break a pair for cards that merely look connected.*

    The engine can do better than a rule of thumb: for every legal choice it counts **every** set
    of replacement cards that could come from the cards you haven't seen. It ranks the choices by
    the chance that your final hand beats all your opponents' final hands (opponents who replace
    cards by the rule of thumb, as most players do) — so the number of opponents matters.

    Deal yourself a hand with a seed, or type one.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    hand_seed = mo.ui.number(start=0, stop=999999, value=kept("hand_seed", 7), label=tr("Deal seed"),
                             on_change=keep("hand_seed"))
    typed = mo.ui.text(value=kept("typed", ""), placeholder=tr("or type five cards, e.g. 9s 9h kd 6c 2s"),
                       label=tr("My hand"), on_change=keep("typed"))
    opponents = mo.ui.slider(1, 5, value=kept("opponents", 3), label=tr("Opponents"), show_value=True,
                             on_change=keep("opponents"))
    mo.hstack([hand_seed, typed, opponents], justify="start", wrap=True)
    return hand_seed, opponents, typed


@app.cell(hide_code=True)
def _(CardError, advise, hand_seed, lang, mo, opponents, parse_cards, shuffled_deck, tr, typed):
    problem = None
    _ok = isinstance(hand_seed.value, int | float) and hand_seed.value == int(hand_seed.value) \
        and 0 <= hand_seed.value <= 999999
    if (typed.value or "").strip():
        try:
            advice = advise(parse_cards(typed.value), opponents=opponents.value)
        except (CardError, ValueError) as _err:
            # a refusal says itself in either language (.text); str() is the English
            advice, problem = None, _err.text.render(lang) if hasattr(_err, "text") else str(_err)
    elif not _ok:
        advice, problem = None, tr("type a deal seed (a whole number from 0 to 999999) or five cards")
    else:
        advice = advise(shuffled_deck(f"advisor/{int(hand_seed.value)}")[:5], opponents=opponents.value)
    mo.callout(mo.md(tr("**That hand can't be used:** {problem}", problem=problem)), kind="warn") if problem else None
    return advice, problem


@app.cell(hide_code=True)
def _(advice, bar_chart_html, hand_html, lang, mo, tr):
    mo.stop(advice is None)
    _top = advice.choices[:8]
    _thumb = advice.thumb_choice
    _rows = [(c.describe(lang), 100 * c.p_beats_opponents, c.odds_text().render(lang)) for c in _top]
    _mark = _top.index(_thumb) if _thumb in _top else None
    if _mark is None:
        _rows.append((tr("{choice} (rule of thumb)", choice=_thumb.describe(lang)), 100 * _thumb.p_beats_opponents,
                      _thumb.odds_text().render(lang)))
        _mark = len(_rows) - 1
    _chart = bar_chart_html(_rows, highlight=_mark, axis=tr("chance to beat every opponent (%)"),
                            title=tr("Best choices out of {n} (the rule of thumb in yellow)", n=len(advice.choices)))
    mo.vstack([
        mo.Html(hand_html(advice.hand, width=60, highlight=advice.best.keep, lang=lang)),
        mo.md(tr("Outlined: the cards the numbers say to keep. Ranked by {criterion}.",
                 criterion=advice.criterion_text.render(lang))),
        mo.Html(_chart),
        mo.callout(mo.md(advice.verdict(lang)), kind="info"),
    ])
    return


@app.cell(hide_code=True)
def _(advice, lang, mo, named, tr):
    mo.stop(advice is None)
    _cats = sorted({c for ch in (advice.best, advice.thumb_choice) for c in ch.counts}, reverse=True)
    _thumb = tr("{choice} (rule of thumb)", choice=advice.thumb_choice.describe(lang))
    _head = "| " + tr("final hand") + " | " + advice.best.describe(lang) + " | " + _thumb + " |"
    _lines = [_head, "|:---|---:|---:|"]
    for _c in _cats:
        _p1 = advice.best.probabilities.get(_c, 0)
        _p2 = advice.thumb_choice.probabilities.get(_c, 0)
        _lines.append(f"| {named(_c)} | {_p1:.2%} | {_p2:.2%} |")
    mo.accordion({tr("Exact chance of each final hand"): mo.md("\n".join(_lines))})
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Your turn: what would you keep?

    Four hands from a seed (one pair, a flush draw, a straight draw, two pair). Tick the cards you
    **keep**; you may replace at most 3. The feedback compares your choice with all the others,
    against 3 opponents.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    exercise_seed = mo.ui.number(start=0, stop=999999, value=kept("exercise_seed", 1), label=tr("Exercise seed"),
                                 on_change=keep("exercise_seed"))
    exercise_seed
    return (exercise_seed,)


@app.cell
def _(exercise_seed, keep, keep_exercises, kept, mo, tr):
    _ok = isinstance(exercise_seed.value, int | float) and exercise_seed.value == int(exercise_seed.value) \
        and 0 <= exercise_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md(tr("**Type an exercise seed** — any whole number from 0 to 999999.")),
                                kind="warn"))
    exercises = keep_exercises(int(exercise_seed.value), count=4)
    # the ticks are kept by seed, so a language switch (which rebuilds the boxes) keeps them
    _key = ("keepers", int(exercise_seed.value))
    _ticked = kept(_key, [[False] * 5 for _ in exercises])
    keepers = mo.ui.array([
        mo.ui.array([mo.ui.checkbox(label=tr("keep {card}", card=c.label), value=bool(t)) for c, t in zip(hand, ticks)])
        for hand, ticks in zip(exercises, _ticked)], on_change=keep(_key))
    return exercises, keepers


@app.cell
def _(exercises, keepers):
    kept_choices = [[c for c, ticked in zip(hand, boxes.value) if ticked] or None
                    for hand, boxes in zip(exercises, keepers)]
    return (kept_choices,)


@app.cell(hide_code=True)
def _(advise, exercises, hand_html, judge_keep, kept_choices, keepers, lang, mo, tr):
    exercise_feedback = []
    _blocks = []
    for _hand, _picker, _kept in zip(exercises, keepers, kept_choices):
        _advice = advise(_hand, opponents=3)
        _note = judge_keep(_advice, _kept, lang) if _kept is not None else ""
        exercise_feedback.append(_note)
        _best = _kept is not None and len(_kept) >= 2 and _advice.choice_keeping(_kept) == _advice.best
        _colour = "#2e7d32" if _best else "#6d4c41"
        _blocks.append(mo.vstack([
            mo.Html(hand_html(_hand, width=48, highlight=_kept or (), lang=lang)),
            mo.hstack(list(_picker), justify="start", gap=1.2),
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else
            mo.md(tr("*Tick the cards you keep — at least two, since at most 3 may be replaced (FD-8).*")),
            mo.accordion({tr("Rule of thumb"): mo.md(_advice.verdict(lang))}) if _note else mo.md(""),
        ]))
    mo.vstack(_blocks)
    return (exercise_feedback,)


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("04_a_round_and_a_match.py", tr("A round and a match"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
