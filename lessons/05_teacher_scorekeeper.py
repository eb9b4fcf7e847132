# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the scorekeeper · 教师工具：记分员"
# description = "Teacher's tool · five-card draw. Keep score at a real table. · 给真人牌桌记分，看谁发牌，导出记分表。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the scorekeeper")


@app.cell
def _():
    import marimo as mo

    from engine.draw import DrawRules
    from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
    from engine.errors import RulesError
    from engine.hands import Category
    from engine.i18n import render, translators
    from engine.present.cards import hand_html
    from engine.present.page import first_language, label_of, next_html, page_style
    from engine.present.table import narrator_html, scores_table

    return (
        Category,
        DrawRules,
        RulesError,
        ScoreSheet,
        ScoreSheetError,
        first_language,
        label_of,
        hand_html,
        mo,
        narrator_html,
        next_html,
        page_style,
        render,
        scores_table,
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
    # What the teacher has typed and chosen, kept apart from the controls: a control with a translated
    # label is made afresh when the language changes, and takes its value from here — so switching
    # language never renames the players, clears a hand half typed or changes a house rule.
    # A plain record, not mo.state: keeping a value must re-run nothing.
    _kept_values = {}

    def kept(name, default):
        return _kept_values.setdefault(name, default)

    def keep(name):
        def remember(value):
            _kept_values[name] = value

        return remember

    return keep, kept


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # For teachers: the scorekeeper · 记分员

    **Goal:** keep the score of a real five-card draw table on one screen. The cards are dealt
    by hand; you record each round — the winner, a tie, or the hands shown — and the sheet keeps
    the scores (FD-3), says whose deal is next (FD-4), ranks shown hands (FD-13), scores ties
    (FD-12), announces the end of the match (FD-14) and exports the sheet.
    """))
    return


@app.cell(hide_code=True)
def _(ScoreSheet, hand_html, lang, mo, tr):
    from engine.cards import parse_cards as _parse

    _a, _b, _c = tr("Ann\nBo\nCy\nDi").split("\n")[:3]     # the players the sheet starts with
    _example = ScoreSheet.start([_a, _b, _c]).record_showdown({_a: "KS KH 9D 4C 2S", _b: "KD KC 7D 4H 2H"})
    _hands = (hand_html(_parse("KS KH 9D 4C 2S"), width=36, caption=_a, lang=lang)
              + hand_html(_parse("KD KC 7D 4H 2H"), width=36, caption=_b, lang=lang))
    mo.md(tr("""
    For example, when {a} and {b} show these hands, you type them in and the sheet says:

    {hands}

    *{note}*
    """, a=_a, b=_b, hands=_hands, note=_example.rounds[-1].note_in(lang)))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## 1. The table and its house rules (FD-5)

    One name per line, in seat order going left (clockwise) from the first dealer. The house rules
    are read when you start the sheet. A name can be corrected at any time: the rounds recorded stay.
    """))
    return


@app.cell
def _(keep, kept, label_of, mo, tr):
    _scorings = {tr("1 point for the winner"): "win", tr("points by winning category"): "category"}
    _ends = {tr("after 8 rounds"): "rounds", tr("at 15 points"): "points"}
    # the first names are kept as first shown, so that a language switch never renames the table
    names = mo.ui.text_area(value=kept("names", tr("Ann\nBo\nCy\nDi")), label=tr("Players (3 to 6)"), rows=6,
                            on_change=keep("names"))
    scoring = mo.ui.radio(_scorings, value=label_of(_scorings, kept("scoring", "win")), label=tr("Scoring (FD-3)"),
                          on_change=keep("scoring"))
    end = mo.ui.radio(_ends, value=label_of(_ends, kept("end", "rounds")), label=tr("The match ends (FD-14)"),
                      on_change=keep("end"))
    ace_low = mo.ui.switch(value=kept("ace_low", False), label=tr("A-2-3-4-5 counts as a straight (FD-5)"),
                           on_change=keep("ace_low"))
    mo.hstack([names, mo.vstack([scoring, end, ace_low])], justify="start", gap=2, wrap=True)
    return ace_low, end, names, scoring


@app.cell
def _(mo):
    # The sheet as what was recorded (by seat), kept apart from the controls: correcting a name, or a
    # refused entry, loses nothing.
    get_book, set_book = mo.state(None)
    get_error, set_error = mo.state("")
    return get_book, get_error, set_book, set_error


@app.cell
def _(ScoreSheet, ScoreSheetError, get_book, set_book, set_error):
    def written(names, rules, entries):
        """The sheet for these names with every entry recorded again, in order."""
        sheet = ScoreSheet.start(names, rules)
        for kind, args in entries:
            sheet = getattr(sheet, kind)(*args)
        return sheet

    def start_sheet(names, rules):
        try:
            sheet = ScoreSheet.start(names, rules)
        except ScoreSheetError as err:
            set_error(err)          # the refusal itself: it says itself in the reader's language
            return
        set_book({"names": list(sheet.players), "rules": sheet.rules, "entries": []})
        set_error("")

    def record(kind, *args, names):
        """Record one round (kind: record_winner, record_tie or record_showdown, with seats); a refusal is
        shown and the sheet stays as it was — and so does what was typed."""
        book = get_book()
        try:
            written(names, book["rules"], book["entries"] + [(kind, args)])
        except ScoreSheetError as err:
            set_error(err)
            return
        set_book({**book, "entries": book["entries"] + [(kind, args)]})
        set_error("")

    def undo():
        book = get_book()
        if book["entries"]:
            set_book({**book, "entries": book["entries"][:-1]})
            set_error("")
        else:
            set_error("nothing to undo")

    return record, start_sheet, undo, written


@app.cell
def _(DrawRules, RulesError, ace_low, end, get_book, mo, names, scoring, set_error, start_sheet, tr):
    typed = [n.strip() for n in (names.value or "").splitlines() if n.strip()]

    def start():
        try:
            rules = DrawRules(players=max(3, min(6, len(typed))), scoring=scoring.value, end=end.value,
                              ace_low=ace_low.value)
        except RulesError as err:
            set_error(err)
            return
        start_sheet(typed, rules)

    start_button = mo.ui.button(label=tr("Start a new score sheet"), kind="success", on_click=lambda _: start())
    _open = get_book() is not None
    mo.hstack([start_button, mo.md(tr("*(starts over: the sheet below is cleared — download it first)*")) if _open
               else mo.md("")], justify="start", wrap=True)
    return start_button, typed


@app.cell
def _(lang, render, tr):
    def error_said(error):
        """A refusal kept on the sheet (the engine's error itself), in the reader's language."""
        if error == "nothing to undo":
            return tr("Nothing has been recorded yet, so there is nothing to undo.")
        return render(error, lang)

    return (error_said,)


@app.cell(hide_code=True)
def _(error_said, get_book, get_error, mo, tr):
    mo.callout(mo.md(tr("**Not started:** {error}", error=error_said(get_error()))), kind="warn") \
        if get_error() and get_book() is None else None
    return


@app.cell
def _(ScoreSheet, ScoreSheetError, get_book, mo, tr, typed, written):
    _book = get_book()
    mo.stop(_book is None, mo.callout(mo.md(tr("Enter the players and press **Start a new score sheet**.")),
                                      kind="info"))
    # The names as typed now, when they fit the sheet (same number of players, all different).
    try:
        _ok = len(typed) == len(_book["names"]) and ScoreSheet.start(typed, _book["rules"]) is not None
    except ScoreSheetError:
        _ok = False
    NAMES = typed if _ok else _book["names"]
    sheet = written(NAMES, _book["rules"], _book["entries"])
    mo.callout(mo.md(tr("The names above don't fit this sheet of {n} players (each once): it keeps {names}. To change "
                        "who plays, start a new sheet.", n=len(_book["names"]), names=", ".join(_book["names"]))),
               kind="warn") if not _ok else None
    return NAMES, sheet


@app.cell(hide_code=True)
def _(lang, mo, narrator_html, scores_table, sheet, tr):
    _last = [tr("Round {number}: {note}", number=sheet.rounds[-1].number, note=sheet.rounds[-1].note_in(lang))] \
        if sheet.rounds else []
    _centre = tr("Round {number}", number=sheet.round_no) if not sheet.is_over else tr("The match is over")
    mo.vstack([
        mo.md(tr("## 2. Scores")),
        mo.Html(narrator_html(_last, sheet.announcement(lang), lang=lang)),
        mo.Html(scores_table(sheet.players, sheet.scores, None if sheet.is_over else sheet.next_dealer, _centre,
                             lang=lang)),
    ])
    return


@app.cell
def _(Category, NAMES, keep, kept, label_of, mo, named, sheet, tr):
    _seats = {n: s for s, n in enumerate(NAMES)}
    _categories = {named(c): int(c) for c in sorted(Category, reverse=True)}
    # New, empty boxes once a round is recorded (not after a refusal); what is typed or chosen for this
    # round is kept by the round, so a language switch keeps it.
    _round = len(sheet.rounds)
    _winner = kept(("winner", _round), 0)
    winner_pick = mo.ui.dropdown(_seats, value=NAMES[_winner] if _winner is not None and _winner < len(NAMES)
                                 else None, label=tr("Winner"), on_change=keep(("winner", _round)))
    winner_category = mo.ui.dropdown(_categories, value=label_of(_categories, kept(("category", _round), None)),
                                     label=tr("with (needed for points by category)"),
                                     on_change=keep(("category", _round)))
    winner_folded_out = mo.ui.checkbox(value=kept(("folded out", _round), False),
                                       label=tr("everyone else folded (FD-11)"), on_change=keep(("folded out", _round)))
    # a box to tick for each player (a multiselect's "Select…" and "Search…" are English only)
    _tied = kept(("tie", _round), [])
    tie_pick = mo.ui.array([mo.ui.checkbox(value=s in _tied, label=n) for s, n in enumerate(NAMES)],
                           on_change=lambda v: keep(("tie", _round))([s for s, on in enumerate(v) if on]))
    _typed = kept(("shown", _round), [""] * len(NAMES))
    shown_hands = mo.ui.array([mo.ui.text(value=h, placeholder=tr("e.g. KS KH 9D 4C 2S (empty if folded)"),
                                          label=p, full_width=True) for p, h in zip(NAMES, _typed)],
                              on_change=keep(("shown", _round)))
    return shown_hands, tie_pick, winner_category, winner_folded_out, winner_pick


@app.cell
def _(
    Category,
    NAMES,
    mo,
    record,
    sheet,
    shown_hands,
    tie_pick,
    tr,
    undo,
    winner_category,
    winner_folded_out,
    winner_pick,
):
    _category = None if winner_category.value is None else Category(winner_category.value)
    record_winner_button = mo.ui.button(
        label=tr("Record the winner"), kind="success",
        on_click=lambda _: record("record_winner", winner_pick.value,
                                  None if winner_folded_out.value else _category, winner_folded_out.value,
                                  names=NAMES))
    record_tie_button = mo.ui.button(label=tr("Record the tie"), kind="success",
                                     on_click=lambda _: record("record_tie", [s for s, on in enumerate(tie_pick.value) if on], names=NAMES))
    record_showdown_button = mo.ui.button(
        label=tr("Rank the hands and record"), kind="success",
        on_click=lambda _: record("record_showdown", {s: h for s, h in enumerate(shown_hands.value) if h.strip()},
                                  names=NAMES))
    undo_button = mo.ui.button(label=tr("Undo the last round"), kind="warn", on_click=lambda _: undo())
    _tabs = mo.ui.tabs({
        tr("A winner"): mo.vstack([mo.hstack([winner_pick, winner_category], justify="start", wrap=True),
                                   winner_folded_out, record_winner_button]),
        tr("A tie"): mo.vstack([mo.md(tr("Tied players")), mo.hstack(list(tie_pick), justify="start", wrap=True),
                                record_tie_button]),
        tr("The hands shown"): mo.vstack([mo.md(tr("Type the hands shown at the showdown (FD-10); the sheet ranks "
                                                   "them (FD-13) and scores the round.")),
                                          mo.vstack(list(shown_hands)), record_showdown_button]),
    })
    mo.vstack([mo.md(tr("## 3. Record round {number}", number=sheet.round_no)), _tabs, undo_button]) \
        if not sheet.is_over else mo.vstack([mo.md(tr("## 3. The match is over")), undo_button])
    return record_showdown_button, record_tie_button, record_winner_button, undo_button


@app.cell(hide_code=True)
def _(error_said, get_book, get_error, mo, tr):
    mo.callout(mo.md(tr("**Not recorded:** {error} Nothing changed; correct the entry and try again.",
                        error=error_said(get_error()))), kind="danger") if get_error() and get_book() is not None else None
    return


@app.cell(hide_code=True)
def _(hand_html, lang, mo, sheet, tr):
    _rows = []
    for _r in reversed(sheet.rounds):
        _hands = "".join(hand_html(h.cards, width=30, caption=sheet.players[h.seat], lang=lang) for h in _r.hands)
        _rows.append(f"<tr><td style='padding:4px 8px'>{_r.number}</td><td>{sheet.players[_r.dealer]}</td>"
                     f"<td style='padding:4px 8px'>{_r.note_in(lang)}{'<br>' + _hands if _hands else ''}</td></tr>")
    _heads = (tr("round"), tr("dealer"), tr("what happened"))
    _head = "<tr>" + "".join(f"<th>{h}</th>" for h in _heads) + "</tr>"
    mo.vstack([
        mo.md(tr("## 4. The rounds so far")),
        mo.Html("<div class='cs-scroll'><table>" + _head + "".join(_rows) + "</table></div>") if _rows
        else mo.md(tr("Nothing recorded yet.")),
    ])
    return


@app.cell
def _(lang, mo, sheet, tr):
    # the files are in the reader's language too: a Chinese class gets a Chinese sheet
    csv_text = sheet.to_csv(lang)
    from engine.present.sheets import score_sheet_html as _score_sheet_html
    printable = _score_sheet_html(sheet, lang)
    mo.vstack([
        mo.md(tr("## 5. Take the sheet home")),
        mo.hstack([
            mo.download(data=csv_text.encode("utf-8"), filename="score-sheet.csv", mimetype="text/csv",
                        label=tr("Download the sheet (CSV)")),
            mo.download(data=printable.encode("utf-8"), filename="score-sheet.html", mimetype="text/html",
                        label=tr("Download a printable page")),
        ], justify="start", wrap=True),
    ])
    return csv_text, printable


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("09_teacher_referee.py", tr("For teachers: the 一上一下 referee"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
