# /// script
# [tool.marimo.opengraph]
# title = "Replacing cards · 换牌"
# description = "Learner path · lesson 03 · 20 min. Which cards to keep, and the odds. · 换牌时留哪几张：经验法则与精确概率。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Replacing cards")

with app.setup:
    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _cards as cards
    import _kit as kit
    from engine.cards import CardError, parse_cards, shuffled_deck
    from engine.draw import DrawRules, new_game
    from engine.draw.advisor import advise
    from engine.draw.bots import advance, make_bot
    from engine.draw.quiz import judge_keep, keep_exercises, keep_hints, keep_is_best
    from engine.draw.transcript import draw_transcript
    from engine.present.cards import hand_html
    from engine.present.charts import bar_chart_html


@app.cell
def _():
    language, kept = kit.language_switch(), kit.Kept()
    return kept, language


@app.cell
def _(language):
    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)
    return lang, large_print, tr


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    kit.title(tr(r"""
    # Replacing cards · 换牌

    **Goal:** know how the replacement works at the table (rule FD-8), and choose which cards to
    keep — first with our rule of thumb (built on the advice of the original rules this course follows),
    then with exact numbers.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "fd:stay", "fd:fold", "fd:replace cards", "fd:discard pile", "fd:discards", "fd:stock",
                 "fd:dealer", "fd:made hand", "fd:draw", "fd:open-ended straight draw", "fd:inside straight draw",
                 "fd:one-ended straight draw", "cards:seed")
    return


@app.cell(hide_code=True)
def _(kept, tr):
    table_seed = kit.seed_box(kept, "table_seed", 3, tr("Table seed"))
    mo.vstack([mo.md(tr(r"""
    ## At the table (FD-8)

    First every player decides to **stay** (继续: keep their cards and play on) or **fold** (弃牌:
    put their cards down and drop out of this round) — lesson 04 plays a whole round. Then each
    player still in — **in seat order from the dealer's
    left** — says how many cards they replace (0 up to the agreed maximum, usually 3) and puts
    exactly those cards face down on the discard pile. A wrongly announced count may be
    **corrected once**, but only before any replacement card is dealt. Then the dealer deals the
    replacements **from the top of the stock, player by player in seat order** — never changing the
    order because someone takes more. Discarded cards never come back.

    Watch four bots do it (each seed gives another table):
    """)), table_seed])
    return (table_seed,)


@app.cell(hide_code=True)
def _(kept, lang, table_seed, tr):
    _seed, _note = kit.seed_read(kept, "table_seed", table_seed.value, tr)
    mo.stop(_seed is None, _note)
    _game = new_game(DrawRules(players=4), seed=_seed)
    _bots = {s: make_bot("by the book", f"{_seed}/{s}") for s in range(4)}
    _names = ["甲", "乙", "丙", "丁"] if lang == "zh" else ["Ann", "Bo", "Cy", "Di"]
    _state, _ = advance(_game, _bots, stop=lambda s: s.phase not in ("decide1", "replace", "deal"))
    # folds, replacements, corrections and the replacement cards dealt (FD-7, FD-8)
    _told = [e for e in _state.events if e.kind in ("fold", "replace", "correct", "draw")]
    demo_lines = [line for line in draw_transcript(_told, names=_names, lang=lang).splitlines() if line.strip()]
    kit.noted(_note, mo.md(tr("{dealer} deals; {left} sits at the dealer's left.", dealer=_names[0], left=_names[1])
                           + "\n\n" + "\n".join(f"- {line.strip()}" for line in demo_lines)
                           if demo_lines else
                           tr("Everyone but one folded at once: nobody replaced anything. Try another seed.")))
    return (demo_lines,)


@app.cell(hide_code=True)
def _(kept, tr):
    hand_seed = kit.seed_box(kept, "hand_seed", 7, tr("Deal seed"))
    typed = mo.ui.text(placeholder=tr("or type five cards, e.g. 9s 9h kd 6c 2s"), label=tr("My hand"),
                       **kept("typed", ""))
    opponents = mo.ui.slider(1, 5, label=tr("Opponents"), show_value=True, **kept("opponents", 3))
    mo.vstack([mo.md(tr(r"""
    ## The advice, and the exact numbers

    The original rules (the Chinese rule sheet this course is built on) give advice: *with a pair, keep the pair and replace three (if the other
    cards are close to a straight or a flush you may keep them instead, but a beginner keeps it
    simple); with three of a kind, replace two; with two pair, replace one; near a straight or
    flush, count what is missing; don't break a pair for cards that merely look connected.*
    Our **rule of thumb** is built on that advice. **If in doubt, use the simple rule**;
    the numbers below show when another choice is better.

    Words you will meet: a **draw** is a hand that needs the replacements to become something (a
    *flush draw*: four cards of one suit; a *straight draw*: four ranks of a straight). It is
    **open-ended** when either end completes it (5-6-7-8: a 4 or a 9), **inside** when only the
    missing middle rank does (5-6-8-9: a 7), **one-ended** when only one end can (J-Q-K-A: a 10). A
    **made hand** already is a pair or better.

    The engine can do better than a rule of thumb: for every legal choice it counts **every** set
    of replacement cards that could come from the cards you haven't seen. It ranks the choices by
    the chance that your final hand beats all your opponents' final hands (opponents who replace
    cards by the rule of thumb: that is the model's assumption) — so the number of opponents
    matters. With **points by category** (FD-3, lesson 04) the best choice can change, since a
    flush then scores more than a pair: the coach there ranks by the points a choice earns.

    Deal yourself a hand with a seed, or type one.
    """)), mo.hstack([hand_seed, typed, opponents], justify="start", wrap=True)])
    return hand_seed, opponents, typed


@app.cell(hide_code=True)
def _(hand_seed, kept, lang, opponents, tr, typed):
    problem = None
    _seed, _note = kit.seed_read(kept, "hand_seed", hand_seed.value, tr)
    if (typed.value or "").strip():
        try:
            advice = advise(parse_cards(typed.value), opponents=opponents.value)
        except (CardError, ValueError) as _err:
            # a refusal says itself in either language (.text); str() is the English
            advice, problem = None, _err.text.render(lang) if hasattr(_err, "text") else str(_err)
    elif _seed is None:
        advice, problem = None, tr("type a deal seed (a whole number from 0 to 999999) or five cards")
    else:
        advice = advise(shuffled_deck(f"advisor/{_seed}")[:5], opponents=opponents.value)
    (mo.callout(mo.md(tr("**That hand can't be used:** {problem}", problem=problem)), kind="warn") if problem
     else None if (typed.value or "").strip() else _note)
    return advice, problem


@app.cell(hide_code=True)
def _(advice, lang, tr):
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
        mo.md(kit.sentences([tr("Outlined: the cards the numbers say to keep. Ranked by {criterion}.",
                                criterion=advice.criterion_text.render(lang)),
                             tr("These figures are for a table where every win scores the same, so they rank by the "
                                "chance to win; with points by category (FD-3) the coach of lesson 04 ranks by the "
                                "points a choice earns on average, and the best choice can change.")], lang)),
        mo.Html(_chart),
        mo.callout(mo.md(advice.verdict(lang)), kind="info"),
    ])
    return


@app.cell(hide_code=True)
def _(advice, lang, tr):
    mo.stop(advice is None)
    _cats = sorted({c for ch in (advice.best, advice.thumb_choice) for c in ch.counts}, reverse=True)
    _thumb = tr("{choice} (rule of thumb)", choice=advice.thumb_choice.describe(lang))
    _head = "| " + tr("final hand") + " | " + advice.best.describe(lang) + " | " + _thumb + " |"
    _lines = [_head, "|:---|---:|---:|"]
    for _c in _cats:
        _p1 = advice.best.probabilities.get(_c, 0)
        _p2 = advice.thumb_choice.probabilities.get(_c, 0)
        _lines.append(f"| {kit.named(_c, lang)} | {_p1:.2%} | {_p2:.2%} |")
    mo.accordion({tr("Exact chance of each final hand"): mo.md("\n".join(_lines))})
    return


@app.cell(hide_code=True)
def _(kept, tr):
    exercise_seed = kit.seed_box(kept, "exercise_seed", 1, tr("Exercise seed"))
    exercise_again = kit.again_button(kept, "keep", tr)
    mo.vstack([mo.md(tr(r"""
    ## Your turn: which cards would you replace?

    Four hands from a seed (one pair, a flush draw, a straight draw, two pair). Click the cards you
    **throw away** — they lift, as at the table; the others you keep (click none to keep all five).
    You may replace at most 3. When all four hands are set, press **Check**: each choice is compared
    with all the others, against 3 opponents. **Hint** helps one step at a time.
    """)), exercise_seed])
    return exercise_again, exercise_seed


@app.cell
def _(exercise_again, exercise_seed, kept, lang, large_print, tr):
    _seed, exercise_note = kit.seed_read(kept, "exercise_seed", exercise_seed.value, tr)
    mo.stop(_seed is None, exercise_note)
    exercises = keep_exercises(kit.attempt_seed(_seed, exercise_again), count=4)
    exercise_key = kit.attempt("keep", exercise_again, _seed)
    # one hand to click for each exercise (lessons/_cards.py); what is clicked is kept for this attempt,
    # so a language switch or large print (which make the hands afresh) keeps it
    throw_1, throw_2, throw_3, throw_4 = (
        cards.discard_picker(_hand, lang, most=3, selected=kept.get((*exercise_key, _i), ()),
                             large=large_print.value, on_change=kept.keep((*exercise_key, _i)))
        for _i, _hand in enumerate(exercises))
    exercise_check = kit.check_button(tr, tr("Check my choices"))
    exercise_hint = kit.hint_button(kept, exercise_key, tr)
    kit.noted(exercise_note, mo.vstack([mo.vstack([mo.md(tr("**Hand {n}**", n=_n)), _pick])
                                        for _n, _pick in enumerate((throw_1, throw_2, throw_3, throw_4), 1)]))
    return exercise_check, exercise_hint, exercise_key, exercises, throw_1, throw_2, throw_3, throw_4


@app.cell
def _(exercises, throw_1, throw_2, throw_3, throw_4):
    # what each hand keeps: the cards not thrown away (all five when none is)
    kept_choices = [[c for c in hand if c not in thrown]
                    for hand, thrown in ((h, cards.chosen(p, h))
                                         for h, p in zip(exercises, (throw_1, throw_2, throw_3, throw_4), strict=True))]
    return (kept_choices,)


@app.cell(hide_code=True)
def _(exercise_again, exercise_check, exercise_hint, exercise_key, exercises, kept, kept_choices, lang, tr):
    _judged = kit.checked(kept, exercise_key, exercise_check, tuple(tuple(k) for k in kept_choices))
    _advice = [advise(_hand, opponents=3) for _hand in exercises]
    exercise_feedback = []
    _blocks = []
    for _n, (_a, _kept) in enumerate(zip(_advice, kept_choices, strict=True), 1):
        _note = judge_keep(_a, _kept, lang) if _judged else ""
        exercise_feedback.append(_note)
        if not _judged:
            continue
        _colour = "#2e7d32" if keep_is_best(_a, _kept) else "#6d4c41"
        _blocks.append(mo.vstack([mo.md(tr("**Hand {n}**", n=_n)), mo.Html(f"<div style='color:{_colour}'>{_note}</div>"),
                                  mo.accordion({tr("Rule of thumb"): mo.md(_a.verdict(lang))})]))
    _hints = [keep_hints(a) for a in _advice]
    _steps = ["\n\n".join(tr("**Hand {n}:** {step}", n=n, step=h[k].render(lang)) for n, h in enumerate(_hints, 1))
              for k in range(3)]
    _end = (mo.md(tr("**{best} of {total}** choices best by the numbers. **Try again** for new hands.",
                     best=sum(keep_is_best(a, k) for a, k in zip(_advice, kept_choices, strict=True)),
                     total=len(exercises)))
            if _judged else mo.md(
                "\n".join("- " + tr("**Hand {n}**: {what}", n=_n, what=cards.replace_label(_h, [c for c in _h if c not in _k], lang))
                          for _n, (_h, _k) in enumerate(zip(exercises, kept_choices, strict=True), 1)) + "\n\n"
                + tr("*Click the cards you throw away in each hand above — at most 3 (FD-8); a hand you leave as it is "
                     "keeps all five — then press **Check my choices**.*")))
    mo.vstack([kit.exercise_bar(exercise_check, exercise_hint, exercise_again),
               kit.hints_shown(_steps, exercise_hint, tr) or mo.md(""), *_blocks, _end])
    return (exercise_feedback,)


@app.cell(hide_code=True)
def _(tr):
    kit.recap(tr, [
        tr("Players still in replace in seat order from the dealer's left; the count may be corrected once, "
           "before any card is dealt (FD-8)."),
        tr("At most 3 cards are replaced, as the table agreed (FD-5, FD-8)."),
        tr("The rule of thumb: keep a pair and replace three, keep three of a kind and replace two, keep two pair and "
           "replace one (FD-8)."),
        tr("The exact numbers rank every choice by the chance to beat all opponents; the more opponents, the more "
           "a strong final hand is worth (FD-13)."),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("03_replacing_cards", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
