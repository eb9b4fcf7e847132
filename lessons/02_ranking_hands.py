# /// script
# [tool.marimo.opengraph]
# title = "Ranking hands · 牌型大小"
# description = "Learner path · lesson 02 · 20 min. The nine hands, ties, a quiz. · 九种牌型的大小、平局怎么比，附小测验。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Ranking hands")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, SUIT_SYMBOLS, SUITS, CardError, parse_cards
    from engine.draw.advisor import category_counts
    from engine.draw.narrate import in_both
    from engine.draw.quiz import grade, judge_name, name_hints, name_this_hand, which_wins, which_wins_hints
    from engine.hands import Category, describe, explain, explain_steps, hand_value
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
    # Ranking hands · 牌型大小

    **Goal:** name the nine kinds of five-card hand, know which beats which, and break a tie the
    way the rules do (rule FD-13; the A-low switch is FD-5).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "fd:category", "fd:straight flush", "fd:four of a kind", "fd:full house", "fd:flush",
                 "fd:straight", "fd:three of a kind", "fd:two pair", "fd:one pair", "fd:high card", "fd:kicker",
                 "fd:tie", "cards:house rule")
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## The nine categories, best first (FD-13)

    A hand belongs to the highest category it fits. Suits never rank: no suit beats another. The
    cards outside the pair, three or four are called **kickers** (踢脚牌): they only matter when two
    hands have the same category and the same cards making it.
    """))
    return


@app.cell(hide_code=True)
def _(tr):
    # What makes each category, in words (FD-13).
    DEFINITIONS = {
        Category.STRAIGHT_FLUSH: tr("five cards in sequence, all of one suit"),
        Category.FOUR_OF_A_KIND: tr("four cards of one rank, and any fifth card"),
        Category.FULL_HOUSE: tr("three cards of one rank and two of another"),
        Category.FLUSH: tr("five cards of one suit, not in sequence"),
        Category.STRAIGHT: tr("five cards in sequence, not all of one suit (A-2-3-4-5 is the lowest, as in "
                              "standard poker; a table may agree otherwise, FD-5)"),
        Category.THREE_OF_A_KIND: tr("three cards of one rank, and two cards of two other ranks"),
        Category.TWO_PAIR: tr("two cards of one rank, two of another, and a fifth card of a third rank"),
        Category.ONE_PAIR: tr("two cards of one rank, and three cards of three other ranks"),
        Category.HIGH_CARD: tr("none of the above: five different ranks, not in sequence, not all of one "
                               "suit"),
    }
    return (DEFINITIONS,)


@app.cell(hide_code=True)
def _(DEFINITIONS, lang):
    _examples = ["9H 10H JH QH KH", "7S 7H 7D 7C 2D", "QS QH QD 4C 4S", "2D 6D 9D JD KD", "5C 6D 7H 8S 9C",
                 "8S 8H 8D KC 3S", "JS JD 4C 4H AS", "10S 10C 6H 4D 2C", "AS JD 8C 6H 3S"]
    _rows = []
    for _text in _examples:
        _cards = parse_cards(_text)
        _category = hand_value(_cards).category
        _rows.append(f"<div style='display:flex;align-items:center;gap:12px'>{hand_html(_cards, width=40, lang=lang)}"
                     f"<div><b>{kit.named(_category, lang)}</b><br>{DEFINITIONS[_category]}</div></div>")
    mo.Html("".join(_rows))
    return


@app.cell(hide_code=True)
def _(kept, tr):
    ace_low = mo.ui.switch(label=tr("A-low switch: A-2-3-4-5 counts as the lowest straight"),
                           **kept("ace_low", True))
    mo.vstack([mo.md(tr(r"""
    ## How often each one comes

    Out of all **2,598,960** different five-card hands, counted exactly by the engine. The bars are
    drawn to scale, so the rare hands are mere slivers — that *is* how rare they are; the figures
    beside them say how often each comes ("1 in 4,165" for four of a kind: about once in that many
    deals). The
    **A-low switch** (FD-5) is on, as in standard poker: A-2-3-4-5 counts as a straight. Turn it off,
    as a table may agree, and watch the straights go down.
    """)), ace_low])
    return (ace_low,)


@app.cell(hide_code=True)
def _(ace_low, lang, tr):
    counts = category_counts(ace_low.value)
    _rows = []
    for _c in sorted(Category, reverse=True):
        _count, _percent = f"{counts[_c]:,}", f"{100 * counts[_c] / 2598960:.3g}"
        _every = f"{2598960 / counts[_c]:,.0f}"
        _rows.append((kit.named(_c, lang), counts[_c], tr("{count} · {percent}% · 1 in {every}", count=_count,
                                                          percent=_percent, every=_every)))
    mo.Html(bar_chart_html(_rows, title=tr("Hands in each category"), axis=tr("hands, out of all 2,598,960")))
    return (counts,)


@app.cell(hide_code=True)
def _(kept, tr):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, reverse=True)}
    _suits = {SUIT_SYMBOLS[s]: s for s in SUITS}
    # the cards chosen are kept (as ranks and suits), so a language switch keeps the hand built
    builder_ranks = mo.ui.array([mo.ui.dropdown(_ranks, value=kit.label_of(_ranks, r))
                                 for r in kept.get("builder_ranks", [14, 14, 7, 7, 13])],
                                on_change=kept.keep("builder_ranks"))
    builder_suits = mo.ui.array([mo.ui.dropdown(_suits, value=kit.label_of(_suits, s))
                                 for s in kept.get("builder_suits", ["S", "H", "C", "D", "S"])],
                                on_change=kept.keep("builder_suits"))
    mo.vstack([mo.md(tr(r"""
    ## Build a hand

    Pick any five cards; the engine names the hand.
    """)), mo.hstack([mo.vstack([mo.Html("<b>" + tr("Card {i}", i=i) + "</b>"), r, s], gap=0.25)
                      for i, (r, s) in enumerate(zip(builder_ranks, builder_suits, strict=True), 1)],
                     justify="start", wrap=True)])
    return builder_ranks, builder_suits


@app.cell(hide_code=True)
def _(ace_low, builder_ranks, builder_suits, lang, tr):
    _codes = [("T" if r == 10 else RANK_LABELS[r]) + s
              for r, s in zip(builder_ranks.value, builder_suits.value, strict=True) if r is not None and s is not None]
    built, _problem = None, None
    try:
        _cards = parse_cards(_codes)
    except CardError as _err:
        _cards, _problem = [], _err.text.render(lang)
    if len(_cards) == 5:
        built = hand_value(_cards, ace_low.value)
    _named = (f"**{describe(built, lang)}**" + ("" if lang == "zh" else f" — {kit.named(built.category, lang)}")
              if built else tr("Choose a rank and a suit for every card."))     # Chinese: the category said once
    (mo.callout(mo.md(tr("**That can't be a hand:** {error}. One deck has each card once (FD-2): change one of the "
                         "two.", error=_problem)), kind="warn") if _problem
     else mo.vstack([mo.Html(hand_html(_cards, width=50, lang=lang)), mo.md(_named)]))
    return (built,)


@app.cell(hide_code=True)
def _(kept, tr):
    hand_a = mo.ui.text(label=tr("Hand 1"), **kept("hand_a", "KS KH 9D 4C 2S"))
    hand_b = mo.ui.text(label=tr("Hand 2"), **kept("hand_b", "KD KC 7D 4H 2H"))
    mo.vstack([mo.md(tr(r"""
    ## Two hands, side by side

    Type two hands — `AS KD 10h 9c 2s`, `♠A ♦K …` and `Th` for a ten all work. The engine says who
    wins and why: first the category, then the cards that make it, then the rest — the kickers —
    from the top.
    """)), mo.hstack([hand_a, hand_b], justify="start", wrap=True)])
    return hand_a, hand_b


@app.cell(hide_code=True)
def _(ace_low, hand_a, hand_b, lang, tr):
    try:
        _a, _b = parse_cards(hand_a.value or ""), parse_cards(hand_b.value or "")
        _shared = in_both(_a, _b)
        if _shared is not None:
            raise CardError(_shared)
        comparison = explain(_a, _b, ace_low.value)
        _steps = "\n".join(f"{i}. {step}"
                           for i, step in enumerate(explain_steps(_a, _b, ace_low.value, lang=lang), 1))
        _shown = mo.vstack([mo.Html(hand_html(_a, width=46, caption=tr("Hand 1"), lang=lang)
                                    + hand_html(_b, width=46, caption=tr("Hand 2"), lang=lang)),
                            mo.md(f"**{explain(_a, _b, ace_low.value, lang=lang)}**\n\n"
                                  + tr("Step by step (FD-13):") + f"\n\n{_steps}")])
    except CardError as _err:
        comparison = None
        _shown = mo.callout(mo.md(tr("**That hand can't be read:** {error}", error=_err.text.render(lang))),
                            kind="warn")
    mo.as_html(_shown)
    return (comparison,)


@app.cell(hide_code=True)
def _(kept, tr):
    naming_seed = kit.seed_box(kept, "naming_seed", 1, tr("Exercise seed"))
    naming_again = kit.again_button(kept, "naming", tr)
    mo.vstack([mo.md(tr(r"""
    ## Name this hand (FD-13)

    Look at each hand and pick its category; when all five are named, press **Check**. Wrong or
    right, you then see what makes the category. **Hint** helps one step at a time. Each of the nine
    comes up equally often here, the rare ones too — at a real table you would wait a long time for
    them.
    """)), naming_seed])
    return naming_again, naming_seed


@app.cell
def _(ace_low, kept, lang, naming_again, naming_seed, tr):
    _seed, naming_note = kit.seed_read(kept, "naming_seed", naming_seed.value, tr)
    mo.stop(_seed is None, naming_note)
    to_name = name_this_hand(kit.attempt_seed(_seed, naming_again), count=5, ace_low=ace_low.value)
    # options: the category's name (in the reader's language) → the category itself, best first; the
    # answers are kept for this attempt, so a language switch keeps them
    _options = {kit.named(c, lang): int(c) for c in sorted(Category, reverse=True)}
    naming_key = kit.attempt("naming", naming_again, _seed, ace_low.value)
    naming = mo.ui.array([mo.ui.dropdown(_options, value=kit.label_of(_options, g))
                          for g in kept.get(naming_key, [None] * len(to_name))], on_change=kept.keep(naming_key))
    naming_check = kit.check_button(tr)
    naming_hint = kit.hint_button(kept, naming_key, tr)
    return naming, naming_check, naming_hint, naming_key, naming_note, to_name


@app.cell(hide_code=True)
def _(DEFINITIONS, kept, lang, naming, naming_again, naming_check, naming_hint, naming_key, naming_note, to_name,
      tr):
    _given = tuple(_pick.value for _pick in naming)
    _open = _given.count(None)
    _judged = not _open and kit.checked(kept, naming_key, naming_check, _given)
    naming_feedback = []
    _blocks = []
    for _i, (_q, _pick, _g) in enumerate(zip(to_name, naming, _given, strict=True), 1):
        _note, _colour = "", ""
        if _judged:
            _verdict = judge_name(_q, Category(_g))
            _why = [tr("{category}: {definition}.", category=kit.named(_q.category, lang),
                       definition=DEFINITIONS[_q.category])]
            if not _verdict.right:
                _why.append(tr("{category}: {definition}.", category=kit.named(Category(_g), lang),
                               definition=DEFINITIONS[Category(_g)]))
            _note = kit.sentences([_verdict.text.render(lang), *_why], lang)
            _colour = "#2e7d32" if _verdict.right else "#c62828"
        naming_feedback.append(_note)
        _blocks.append(mo.vstack([
            mo.md(tr("**Hand {i}**", i=_i)),
            mo.Html(hand_html(_q.hand, width=44, lang=lang)),
            _pick,
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md(""),
        ]))
    _hints = [name_hints(q) for q in to_name]
    _steps = [_hints[0][0].render(lang)] + [
        "\n\n".join(tr("**Hand {i}:** {step}", i=i, step=h[k].render(lang)) for i, h in enumerate(_hints, 1))
        for k in (1, 2)]
    _score = sum(1 for q, g in zip(to_name, _given, strict=True) if g is not None and Category(g) == q.category)
    _end = (mo.md(tr("**{score} of {total}** right. **Try again** for new hands.", score=_score,
                     total=len(to_name))) if _judged else kit.waiting(tr, _open))
    kit.noted(naming_note, mo.vstack(_blocks + [kit.exercise_bar(naming_check, naming_hint, naming_again),
                                                kit.hints_shown(_steps, naming_hint, tr) or mo.md(""), _end]))
    return (naming_feedback,)


@app.cell(hide_code=True)
def _(kept, tr):
    quiz_seed = kit.seed_box(kept, "quiz_seed", 1, tr("Quiz seed"))
    quiz_again = kit.again_button(kept, "quiz", tr)
    mo.vstack([mo.md(tr(r"""
    ## Quiz: which hand wins?

    Same seed, same questions on every screen. Answer all five, then press **Check**: you get your
    score and the reason for each. **Hint** helps one step at a time.
    """)), quiz_seed])
    return quiz_again, quiz_seed


@app.cell
def _(ace_low, kept, quiz_again, quiz_seed, tr):
    _seed, quiz_note = kit.seed_read(kept, "quiz_seed", quiz_seed.value, tr)
    mo.stop(_seed is None, quiz_note)
    questions = which_wins(kit.attempt_seed(_seed, quiz_again), count=5, ace_low=ace_low.value)
    # the answers' codes are the values: a language switch rebuilds the buttons and keeps the answers
    _answers = {tr("Hand 1 wins"): "first", tr("Hand 2 wins"): "second", tr("A tie"): "tie"}
    quiz_key = kit.attempt("quiz", quiz_again, _seed, ace_low.value)
    quiz = mo.ui.array([mo.ui.radio(options=_answers, value=kit.label_of(_answers, g), inline=True)
                        for g in kept.get(quiz_key, [None] * len(questions))], on_change=kept.keep(quiz_key))
    quiz_check = kit.check_button(tr)
    quiz_hint = kit.hint_button(kept, quiz_key, tr)
    return questions, quiz, quiz_check, quiz_hint, quiz_key, quiz_note


@app.cell
def _(quiz):
    picked = [r.value for r in quiz]
    return (picked,)


@app.cell(hide_code=True)
def _(ace_low, kept, lang, picked, questions, quiz, quiz_again, quiz_check, quiz_hint, quiz_key, quiz_note, tr):
    _open = picked.count(None)
    _judged = not _open and kit.checked(kept, quiz_key, quiz_check, tuple(picked))
    # the engine's marks, its feedback in the reader's language: only once checked
    marks = grade(questions, picked if _judged else [None] * len(questions), lang)
    _blocks = []
    for _i, (_q, _radio, _given, _note) in enumerate(zip(questions, quiz, picked, marks.feedback, strict=True), 1):
        _colour = "#2e7d32" if _given == _q.answer else "#c62828"
        _blocks.append(mo.vstack([
            mo.md(tr("**Question {i}**", i=_i)),
            mo.Html(hand_html(_q.first, width=40, caption=tr("Hand 1"), lang=lang)
                    + hand_html(_q.second, width=40, caption=tr("Hand 2"), lang=lang)),
            _radio,
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md(""),
        ]))
    _hints = [which_wins_hints(q, ace_low.value) for q in questions]
    _steps = [_hints[0][0].render(lang)] + [
        "\n\n".join(tr("**Question {i}:** {step}", i=i, step=h[k].render(lang)) for i, h in enumerate(_hints, 1))
        for k in (1, 2)]
    _score = (mo.md(tr("### Score: {score} / {total}", score=marks.score, total=marks.total) + "\n\n"
                    + tr("**Try again** for new questions."))
              if _judged else kit.waiting(tr, _open))
    kit.noted(quiz_note, mo.vstack(_blocks + [kit.exercise_bar(quiz_check, quiz_hint, quiz_again),
                                              kit.hints_shown(_steps, quiz_hint, tr) or mo.md(""), _score]))
    return (marks,)


@app.cell(hide_code=True)
def _(tr):
    kit.recap(tr, [
        tr("The nine categories, from straight flush down to high card (FD-13)."),
        tr("Two hands compare by category first, then by the cards that make it, then the rest from the top (FD-13)."),
        tr("Suits never break a tie: equal hands tie (FD-12, FD-13)."),
        tr("A-2-3-4-5 is the lowest straight; a table that turns the A-low switch off counts it ace high (FD-5)."),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("02_ranking_hands", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
