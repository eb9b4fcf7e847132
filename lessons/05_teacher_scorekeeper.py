# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the scorekeeper"
# description = "Teacher's tool · five-card draw. Keep the score of a real table: record each round, see whose deal is next, undo a slip, export the sheet."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the scorekeeper")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # For teachers: the scorekeeper · 记分员

    **Goal:** keep the score of a real five-card draw table on one screen. The cards are dealt
    by hand; you record each round — the winner, a tie, or the hands shown — and the sheet keeps
    the scores (FD-3), says whose deal is next (FD-4), ranks shown hands (FD-13), scores ties
    (FD-12), announces the end of the match (FD-14) and exports the sheet.
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.draw import DrawRules
    from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
    from engine.errors import RulesError
    from engine.hands import Category
    from engine.present.cards import hand_html
    from engine.present.page import next_html, page_style
    from engine.present.table import narrator_html, scores_table

    return (
        Category,
        DrawRules,
        RulesError,
        ScoreSheet,
        ScoreSheetError,
        hand_html,
        mo,
        narrator_html,
        next_html,
        page_style,
        scores_table,
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
def _(ScoreSheet, hand_html, mo):
    from engine.cards import parse_cards as _parse

    _example = ScoreSheet.start(["Ann", "Bo", "Cy"]).record_showdown({"Ann": "KS KH 9D 4C 2S", "Bo": "KD KC 7D 4H 2H"})
    mo.md(f"""
    For example, when Ann and Bo show these hands, you type them in and the sheet says:

    {hand_html(_parse("KS KH 9D 4C 2S"), width=36, caption="Ann")}{hand_html(_parse("KD KC 7D 4H 2H"), width=36, caption="Bo")}

    *{_example.rounds[-1].note}*
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## 1. The table and its house rules (FD-5)

    One name per line, in seat order going left (clockwise) from the first dealer. The house rules
    are read when you start the sheet. A name can be corrected at any time: the rounds recorded stay.
    """)
    return


@app.cell
def _(mo):
    names = mo.ui.text_area(value="Ann\nBo\nCy\nDi", label="Players (3 to 6)", rows=6)
    scoring = mo.ui.radio({"1 point for the winner": "win", "points by winning category": "category"},
                          value="1 point for the winner", label="Scoring (FD-3)")
    end = mo.ui.radio({"after 8 rounds": "rounds", "at 15 points": "points"}, value="after 8 rounds",
                      label="The match ends (FD-14)")
    ace_low = mo.ui.switch(value=False, label="A-2-3-4-5 counts as a straight (FD-5)")
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
            set_error(str(err))
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
            set_error(str(err))
            return
        set_book({**book, "entries": book["entries"] + [(kind, args)]})
        set_error("")

    def undo():
        book = get_book()
        if book["entries"]:
            set_book({**book, "entries": book["entries"][:-1]})
            set_error("")
        else:
            set_error("Nothing has been recorded yet, so there is nothing to undo.")

    return record, start_sheet, undo, written


@app.cell
def _(DrawRules, RulesError, ace_low, end, get_book, mo, names, scoring, set_error, start_sheet):
    typed = [n.strip() for n in (names.value or "").splitlines() if n.strip()]

    def start():
        try:
            rules = DrawRules(players=max(3, min(6, len(typed))), scoring=scoring.value, end=end.value,
                              ace_low=ace_low.value)
        except RulesError as err:
            set_error(str(err))
            return
        start_sheet(typed, rules)

    start_button = mo.ui.button(label="Start a new score sheet", kind="success", on_click=lambda _: start())
    _open = get_book() is not None
    mo.hstack([start_button, mo.md("*(starts over: the sheet below is cleared — download it first)*") if _open
               else mo.md("")], justify="start", wrap=True)
    return start_button, typed


@app.cell(hide_code=True)
def _(get_book, get_error, mo):
    mo.callout(mo.md(f"**Not started:** {get_error()}"), kind="warn") if get_error() and get_book() is None else None
    return


@app.cell
def _(ScoreSheet, ScoreSheetError, get_book, mo, typed, written):
    _book = get_book()
    mo.stop(_book is None, mo.callout(mo.md("Enter the players and press **Start a new score sheet**."), kind="info"))
    # The names as typed now, when they fit the sheet (same number of players, all different).
    try:
        _ok = len(typed) == len(_book["names"]) and ScoreSheet.start(typed, _book["rules"]) is not None
    except ScoreSheetError:
        _ok = False
    NAMES = typed if _ok else _book["names"]
    sheet = written(NAMES, _book["rules"], _book["entries"])
    mo.callout(mo.md(f"The names above don't fit this sheet of {len(_book['names'])} players (each once): it keeps "
                     f"{', '.join(_book['names'])}. To change who plays, start a new sheet."), kind="warn") \
        if not _ok else None
    return NAMES, sheet


@app.cell(hide_code=True)
def _(mo, narrator_html, scores_table, sheet):
    _last = [f"Round {sheet.rounds[-1].number}: {sheet.rounds[-1].note}"] if sheet.rounds else []
    _centre = f"Round {sheet.round_no}" if not sheet.is_over else "The match is over"
    mo.vstack([
        mo.md("## 2. Scores"),
        mo.Html(narrator_html(_last, sheet.announcement())),
        mo.Html(scores_table(sheet.players, sheet.scores, None if sheet.is_over else sheet.next_dealer, _centre)),
    ])
    return


@app.cell
def _(Category, NAMES, mo, sheet):
    _seats = {n: s for s, n in enumerate(NAMES)}
    winner_pick = mo.ui.dropdown(_seats, value=NAMES[0], label="Winner")
    winner_category = mo.ui.dropdown({f"{c.english} · {c.chinese}": c for c in sorted(Category, reverse=True)},
                                     label="with (needed for points by category)")
    winner_folded_out = mo.ui.checkbox(label="everyone else folded (FD-11)")
    tie_pick = mo.ui.multiselect(_seats, label="Tied players")
    shown_hands = mo.ui.array([mo.ui.text(placeholder="e.g. KS KH 9D 4C 2S (empty if folded)", label=p,
                                          full_width=True) for p in NAMES])
    _fresh_after_round = len(sheet.rounds)   # new, empty boxes once a round is recorded (not after a refusal)
    return shown_hands, tie_pick, winner_category, winner_folded_out, winner_pick


@app.cell
def _(NAMES, mo, record, sheet, shown_hands, tie_pick, undo, winner_category, winner_folded_out, winner_pick):
    record_winner_button = mo.ui.button(
        label="Record the winner", kind="success",
        on_click=lambda _: record("record_winner", winner_pick.value,
                                  None if winner_folded_out.value else winner_category.value, winner_folded_out.value,
                                  names=NAMES))
    record_tie_button = mo.ui.button(label="Record the tie", kind="success",
                                     on_click=lambda _: record("record_tie", list(tie_pick.value), names=NAMES))
    record_showdown_button = mo.ui.button(
        label="Rank the hands and record", kind="success",
        on_click=lambda _: record("record_showdown", {s: h for s, h in enumerate(shown_hands.value) if h.strip()},
                                  names=NAMES))
    undo_button = mo.ui.button(label="Undo the last round", kind="warn", on_click=lambda _: undo())
    _tabs = mo.ui.tabs({
        "A winner": mo.vstack([mo.hstack([winner_pick, winner_category], justify="start", wrap=True),
                               winner_folded_out, record_winner_button]),
        "A tie": mo.vstack([tie_pick, record_tie_button]),
        "The hands shown": mo.vstack([mo.md("Type the hands shown at the showdown (FD-10); the sheet ranks "
                                            "them (FD-13) and scores the round."),
                                      mo.vstack(list(shown_hands)), record_showdown_button]),
    })
    mo.vstack([mo.md(f"## 3. Record round {sheet.round_no}"), _tabs, undo_button]) if not sheet.is_over else \
        mo.vstack([mo.md("## 3. The match is over"), undo_button])
    return record_showdown_button, record_tie_button, record_winner_button, undo_button


@app.cell(hide_code=True)
def _(get_book, get_error, mo):
    mo.callout(mo.md(f"**Not recorded:** {get_error()} Nothing changed; correct the entry and try again."),
               kind="danger") if get_error() and get_book() is not None else None
    return


@app.cell(hide_code=True)
def _(hand_html, mo, sheet):
    _rows = []
    for _r in reversed(sheet.rounds):
        _hands = "".join(hand_html(h.cards, width=30, caption=sheet.players[h.seat]) for h in _r.hands)
        _rows.append(f"<tr><td style='padding:4px 8px'>{_r.number}</td><td>{sheet.players[_r.dealer]}</td>"
                     f"<td style='padding:4px 8px'>{_r.note}{'<br>' + _hands if _hands else ''}</td></tr>")
    mo.vstack([
        mo.md("## 4. The rounds so far"),
        mo.Html("<div class='cs-scroll'><table><tr><th>round</th><th>dealer</th><th>what happened</th></tr>"
                + "".join(_rows) + "</table></div>") if _rows else mo.md("Nothing recorded yet."),
    ])
    return


@app.cell
def _(mo, sheet):
    csv_text = sheet.to_csv()
    printable = sheet.to_html()
    mo.vstack([
        mo.md("## 5. Take the sheet home"),
        mo.hstack([
            mo.download(data=csv_text.encode("utf-8"), filename="score-sheet.csv", mimetype="text/csv",
                        label="Download the sheet (CSV)"),
            mo.download(data=printable.encode("utf-8"), filename="score-sheet.html", mimetype="text/html",
                        label="Download a printable page"),
        ], justify="start", wrap=True),
    ])
    return csv_text, printable


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("09_teacher_referee.py", "For teachers: the 一上一下 referee", large_print.value))
    return


if __name__ == "__main__":
    app.run()
