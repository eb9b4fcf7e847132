# /// script
# [tool.marimo.opengraph]
# title = "Ranking hands · 牌型大小"
# description = "Learner path, step 2 of 7 · 20 min. The nine hands, ties, a quiz. · 九种牌型的大小、平局怎么比，附小测验。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Ranking hands")


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, SUIT_SYMBOLS, SUITS, CardError, parse_cards
    from engine.draw.advisor import category_counts
    from engine.draw.narrate import in_both
    from engine.hands import Category, describe, explain, explain_steps, hand_value
    from engine.draw.quiz import grade, name_this_hand, which_wins
    from engine.i18n import translators
    from engine.present.cards import hand_html
    from engine.present.charts import bar_chart_html
    from engine.present.page import first_language, next_html, page_style

    return (
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
        first_language,
        grade,
        hand_html,
        hand_value,
        in_both,
        mo,
        name_this_hand,
        next_html,
        page_style,
        parse_cards,
        translators,
        which_wins,
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
    # Ranking hands · 牌型大小

    **Goal:** name the nine kinds of five-card hand, know which beats which, and break a tie the
    way the rules do (rule FD-13; the A-low switch is FD-5).
    """))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## The nine categories, best first (FD-13)

    A hand belongs to the highest category it fits. Suits never rank: no suit beats another.
    """))
    return


@app.cell(hide_code=True)
def _(Category, tr):
    # What makes each category, in words (FD-13).
    DEFINITIONS = {
        Category.STRAIGHT_FLUSH: tr("five cards in sequence, all of one suit"),
        Category.FOUR_OF_A_KIND: tr("four cards of one rank, and any fifth card"),
        Category.FULL_HOUSE: tr("three cards of one rank and two of another"),
        Category.FLUSH: tr("five cards of one suit, not in sequence"),
        Category.STRAIGHT: tr("five cards in sequence, not all of one suit (A-2-3-4-5 only with the A-low "
                              "switch, FD-5)"),
        Category.THREE_OF_A_KIND: tr("three cards of one rank, and two cards of two other ranks"),
        Category.TWO_PAIR: tr("two cards of one rank, two of another, and a fifth card of a third rank"),
        Category.ONE_PAIR: tr("two cards of one rank, and three cards of three other ranks"),
        Category.HIGH_CARD: tr("none of the above: five different ranks, not in sequence, not all of one "
                               "suit"),
    }
    return (DEFINITIONS,)


@app.cell(hide_code=True)
def _(DEFINITIONS, hand_html, hand_value, lang, mo, named, parse_cards):
    _examples = ["9H 10H JH QH KH", "7S 7H 7D 7C 2D", "QS QH QD 4C 4S", "2D 6D 9D JD KD", "5C 6D 7H 8S 9C",
                 "8S 8H 8D KC 3S", "JS JD 4C 4H AS", "10S 10C 6H 4D 2C", "AS JD 8C 6H 3S"]
    _rows = []
    for _text in _examples:
        _cards = parse_cards(_text)
        _category = hand_value(_cards).category
        _rows.append(f"<div style='display:flex;align-items:center;gap:12px'>{hand_html(_cards, width=40, lang=lang)}"
                     f"<div><b>{named(_category)}</b><br>{DEFINITIONS[_category]}</div></div>")
    mo.Html("".join(_rows))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## How often each one comes

    Out of all **2,598,960** different five-card hands, counted exactly by the engine. The bars are
    drawn to scale, so the rare hands are mere slivers — that *is* how rare they are; the figures
    beside them say how often each comes ("1 in 64,974": about once in that many deals). Turn on
    the **A-low switch** (FD-5) to count A-2-3-4-5 as a straight: watch the straights go up.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    ace_low = mo.ui.switch(value=kept("ace_low", False), on_change=keep("ace_low"),
                           label=tr("A-low switch: A-2-3-4-5 counts as the lowest straight"))
    ace_low
    return (ace_low,)


@app.cell(hide_code=True)
def _(Category, ace_low, bar_chart_html, category_counts, mo, named, tr):
    counts = category_counts(ace_low.value)
    _rows = []
    for _c in sorted(Category, reverse=True):
        _count, _percent = "{:,}".format(counts[_c]), "{:.3g}".format(100 * counts[_c] / 2598960)
        _every = "{:,.0f}".format(2598960 / counts[_c])
        _rows.append((named(_c), counts[_c], tr("{count} · {percent}% · 1 in {every}", count=_count,
                                                percent=_percent, every=_every)))
    mo.Html(bar_chart_html(_rows, title=tr("Hands in each category"), axis=tr("hands, out of all 2,598,960")))
    return (counts,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Build a hand

    Pick any five cards; the engine names the hand.
    """))
    return


@app.cell
def _(RANKS, RANK_LABELS, SUITS, SUIT_SYMBOLS, keep, kept, mo, tr):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, reverse=True)}
    _suits = {SUIT_SYMBOLS[s]: s for s in SUITS}
    # the cards chosen are kept (as ranks and suits), so a language switch keeps the hand built
    _chosen_ranks = kept("builder_ranks", [14, 14, 7, 7, 13])
    _chosen_suits = kept("builder_suits", ["S", "H", "C", "D", "S"])
    builder_ranks = mo.ui.array([mo.ui.dropdown(_ranks, value=None if r is None else RANK_LABELS[r])
                                 for r in _chosen_ranks], on_change=keep("builder_ranks"))
    builder_suits = mo.ui.array([mo.ui.dropdown(_suits, value=None if x is None else SUIT_SYMBOLS[x])
                                 for x in _chosen_suits], on_change=keep("builder_suits"))
    mo.hstack([mo.vstack([mo.Html("<b>" + tr("Card {i}", i=i) + "</b>"), r, s], gap=0.25)
               for i, (r, s) in enumerate(zip(builder_ranks, builder_suits), 1)], justify="start", wrap=True)
    return builder_ranks, builder_suits


@app.cell(hide_code=True)
def _(CardError, RANK_LABELS, ace_low, builder_ranks, builder_suits, describe, hand_html, hand_value, lang, mo,
      named, parse_cards, tr):
    _codes = [("T" if r == 10 else RANK_LABELS[r]) + s for r, s in zip(builder_ranks.value, builder_suits.value)
              if r is not None and s is not None]
    built = None
    try:
        _cards = parse_cards(_codes)
    except CardError as _err:
        _out = mo.callout(mo.md(tr("**That can't be a hand:** {error}. One deck has each card once (FD-2): change "
                                   "one of the two.", error=_err.text.render(lang))), kind="warn")
    else:
        if len(_cards) < 5:
            _out = mo.md(f"{hand_html(_cards, width=50, lang=lang)}\n\n" + tr("Choose a rank and a suit for every card."))
        else:
            built = hand_value(_cards, ace_low.value)
            _out = mo.md(f"{hand_html(_cards, width=50, lang=lang)}\n\n**{describe(built, lang)}** — "
                         f"{named(built.category)}")
    _out
    return (built,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Two hands, side by side

    Type two hands — `AS KD 10h 9c 2s`, `♠A ♦K …` and `Th` for a ten all work. The engine says who
    wins and why: first the category, then the cards that make it, then the rest from the top.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    hand_a = mo.ui.text(value=kept("hand_a", "KS KH 9D 4C 2S"), label=tr("Hand 1"), on_change=keep("hand_a"))
    hand_b = mo.ui.text(value=kept("hand_b", "KD KC 7D 4H 2H"), label=tr("Hand 2"), on_change=keep("hand_b"))
    mo.hstack([hand_a, hand_b], justify="start", wrap=True)
    return hand_a, hand_b


@app.cell(hide_code=True)
def _(
    CardError,
    ace_low,
    explain,
    explain_steps,
    hand_a,
    hand_b,
    hand_html,
    in_both,
    lang,
    mo,
    parse_cards,
    tr,
):
    try:
        _a, _b = parse_cards(hand_a.value or ""), parse_cards(hand_b.value or "")
        _shared = in_both(_a, _b)
        if _shared is not None:
            raise CardError(_shared)
        comparison = explain(_a, _b, ace_low.value)
        _steps = "\n".join(f"{i}. {step}"
                            for i, step in enumerate(explain_steps(_a, _b, ace_low.value, lang=lang), 1))
        _shown = mo.md(hand_html(_a, width=46, caption=tr("Hand 1"), lang=lang) + hand_html(_b, width=46, caption=tr("Hand 2"), lang=lang)
                       + f"\n\n**{explain(_a, _b, ace_low.value, lang=lang)}**\n\n" + tr("Step by step (FD-13):") + f"\n\n{_steps}")
    except CardError as _err:
        comparison = None
        _shown = mo.callout(mo.md(tr("**That hand can't be read:** {error}", error=_err.text.render(lang))),
                            kind="warn")
    _shown
    return (comparison,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Name this hand (FD-13)

    Look at the hand and pick its category. Wrong or right, you see what makes the category. Each of
    the nine comes up equally often here, the rare ones too — at a real table you would wait a long
    time for them.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    naming_seed = mo.ui.number(start=0, stop=999999, value=kept("naming_seed", 1), label=tr("Exercise seed"),
                               on_change=keep("naming_seed"))
    naming_seed
    return (naming_seed,)


@app.cell(hide_code=True)
def _(mo, naming_seed, tr):
    naming_ok = isinstance(naming_seed.value, int | float) and naming_seed.value == int(naming_seed.value) \
        and 0 <= naming_seed.value <= 999999
    None if naming_ok else mo.callout(mo.md(tr("**Type an exercise seed** — any whole number from 0 to 999999.")),
                                      kind="warn")
    return (naming_ok,)


@app.cell
def _(Category, ace_low, keep, kept, mo, name_this_hand, named, naming_ok, naming_seed):
    mo.stop(not naming_ok)
    to_name = name_this_hand(int(naming_seed.value), count=5, ace_low=ace_low.value)
    _key = ("naming", int(naming_seed.value), ace_low.value)
    _given = kept(_key, [None] * len(to_name))
    # options: the category's name (in the reader's language) → the category itself, best first
    _options = {named(c): int(c) for c in sorted(Category, reverse=True)}
    _label = {v: k for k, v in _options.items()}
    naming = mo.ui.array([mo.ui.dropdown(_options, value=_label.get(g)) for g in _given], on_change=keep(_key))
    return naming, to_name


@app.cell(hide_code=True)
def _(Category, DEFINITIONS, hand_html, lang, mo, named, naming, to_name, tr):
    naming_feedback = []
    _blocks = []
    for _i, (_q, _pick) in enumerate(zip(to_name, naming), 1):
        _why = tr("{category}: {definition}.", category=named(_q.category), definition=DEFINITIONS[_q.category])
        if _pick.value is None:
            _note, _colour = "", ""
        elif Category(_pick.value) == _q.category:
            _note, _colour = tr("Right! {why}", why=_why), "#2e7d32"
        else:
            _note, _colour = tr("Not quite: not {picked}, which is {definition}. {why}", picked=named(
                Category(_pick.value)), definition=DEFINITIONS[Category(_pick.value)], why=_why), "#c62828"
        naming_feedback.append(_note)
        _blocks.append(mo.vstack([
            mo.md(tr("**Hand {i}**", i=_i)),
            mo.Html(hand_html(_q.hand, width=44, lang=lang)),
            _pick,
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md(""),
        ]))
    mo.vstack(_blocks)
    return (naming_feedback,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Quiz: which hand wins?

    Same seed, same questions on every screen. Answer each one; you get the reason straight away.
    """))
    return


@app.cell
def _(keep, kept, mo, tr):
    quiz_seed = mo.ui.number(start=0, stop=999999, value=kept("quiz_seed", 1), label=tr("Quiz seed"),
                             on_change=keep("quiz_seed"))
    quiz_seed
    return (quiz_seed,)


@app.cell(hide_code=True)
def _(mo, quiz_seed, tr):
    quiz_ok = isinstance(quiz_seed.value, int | float) and quiz_seed.value == int(quiz_seed.value) \
        and 0 <= quiz_seed.value <= 999999
    None if quiz_ok else mo.callout(mo.md(tr("**Type a quiz seed** — any whole number from 0 to 999999.")),
                                    kind="warn")
    return (quiz_ok,)


@app.cell
def _(ace_low, keep, kept, mo, quiz_ok, quiz_seed, tr, which_wins):
    mo.stop(not quiz_ok)
    questions = which_wins(int(quiz_seed.value), count=5, ace_low=ace_low.value)
    # the answers' codes are the values: a language switch rebuilds the buttons and keeps the answers
    _answers = {tr("Hand 1 wins"): "first", tr("Hand 2 wins"): "second", tr("A tie"): "tie"}
    _label = {v: k for k, v in _answers.items()}
    _key = ("quiz", int(quiz_seed.value), ace_low.value)
    quiz = mo.ui.array([mo.ui.radio(options=_answers, value=_label.get(g), inline=True)
                        for g in kept(_key, [None] * len(questions))], on_change=keep(_key))
    return questions, quiz


@app.cell
def _(quiz):
    picked = [r.value for r in quiz]
    return (picked,)


@app.cell(hide_code=True)
def _(grade, hand_html, lang, mo, picked, questions, quiz, tr):
    marks = grade(questions, picked, lang)    # the engine's marks, its feedback in the reader's language
    _blocks = []
    for _i, (_q, _radio, _given, _note) in enumerate(zip(questions, quiz, picked, marks.feedback), 1):
        _colour = "#2e7d32" if _given == _q.answer else "#c62828"
        _blocks.append(mo.vstack([
            mo.md(tr("**Question {i}**", i=_i)),
            mo.Html(hand_html(_q.first, width=40, caption=tr("Hand 1"), lang=lang)
                    + hand_html(_q.second, width=40, caption=tr("Hand 2"), lang=lang)),
            _radio,
            mo.Html(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md(""),
        ]))
    _score = (tr("### Score: {score} / {total}", score=marks.score, total=marks.total)
              if marks.answered == marks.total else
              tr("### Score: {score} / {total} ({answered} answered)", score=marks.score, total=marks.total,
                 answered=marks.answered))
    mo.vstack(_blocks + [mo.md(_score)])
    return (marks,)


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("03_replacing_cards.py", tr("Replacing cards"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
