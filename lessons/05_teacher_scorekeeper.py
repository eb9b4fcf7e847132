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
    from engine.errors import RulesError
    from engine.hands import Category
    from engine.present.cards import hand_html
    from engine.draw.scoresheet import ScoreSheet, ScoreSheetError

    return Category, DrawRules, RulesError, ScoreSheet, ScoreSheetError, hand_html, mo


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

    One name per line, in seat order going left (clockwise) from the first dealer.
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
    mo.hstack([names, mo.vstack([scoring, end, ace_low])], justify="start", gap=2)
    return ace_low, end, names, scoring


@app.cell
def _(DrawRules, RulesError, ScoreSheet, ScoreSheetError, ace_low, end, mo, names, scoring):
    get_sheet, set_sheet = mo.state({"sheet": None, "error": ""})

    def start_sheet():
        _names = names.value.splitlines()
        try:
            rules = DrawRules(players=max(3, min(6, len([n for n in _names if n.strip()]))),
                              scoring=scoring.value, end=end.value, ace_low=ace_low.value)
            set_sheet({"sheet": ScoreSheet.start(_names, rules), "error": ""})
        except (ScoreSheetError, RulesError) as err:
            set_sheet({"sheet": None, "error": str(err)})

    def record(change):
        """Apply one change to the sheet; a refusal is shown and the sheet stays as it was."""
        current = get_sheet()
        try:
            set_sheet({"sheet": change(current["sheet"]), "error": ""})
        except ScoreSheetError as err:
            set_sheet({**current, "error": str(err)})

    start_button = mo.ui.button(label="Start a new score sheet", kind="success", on_click=lambda _: start_sheet())
    start_button
    return get_sheet, record, start_sheet


@app.cell
def _(get_sheet, mo):
    sheet = get_sheet()["sheet"]
    _error = get_sheet()["error"]
    mo.stop(sheet is None, mo.callout(mo.md(_error or "Enter the players and press **Start a new score sheet**."),
                                      kind="warn" if _error else "info"))
    return (sheet,)


@app.cell(hide_code=True)
def _(get_sheet, mo, sheet):
    _head = "".join(f"<th style='padding:4px 14px'>{p}</th>" for p in sheet.players)
    _scores = "".join(f"<td style='padding:4px 14px;font-size:1.6em;text-align:center'>{s}</td>" for s in sheet.scores)
    _dealer = "".join(f"<td style='text-align:center'>{'🂠 deals next' if i == sheet.next_dealer and not sheet.is_over else ''}</td>"
                      for i in range(len(sheet.players)))
    _error = get_sheet()["error"]
    mo.vstack([
        mo.md(f"## 2. Scores — {sheet.announcement()}"),
        mo.Html(f"<table><tr>{_head}</tr><tr>{_scores}</tr><tr>{_dealer}</tr></table>"),
        mo.callout(mo.md(f"**Not recorded:** {_error}"), kind="danger") if _error else mo.md(""),
    ])
    return


@app.cell
def _(Category, mo, sheet):
    winner_pick = mo.ui.dropdown(list(sheet.players), value=sheet.players[0], label="Winner")
    winner_category = mo.ui.dropdown({f"{c.english} · {c.chinese}": c for c in sorted(Category, reverse=True)},
                                     label="with (needed for points by category)")
    winner_folded_out = mo.ui.checkbox(label="everyone else folded (FD-11)")
    tie_pick = mo.ui.multiselect(list(sheet.players), label="Tied players")
    shown_hands = mo.ui.array([mo.ui.text(placeholder="e.g. KS KH 9D 4C 2S (empty if folded)", label=p,
                                          full_width=True) for p in sheet.players])
    return shown_hands, tie_pick, winner_category, winner_folded_out, winner_pick


@app.cell
def _(mo, record, sheet, shown_hands, tie_pick, winner_category, winner_folded_out, winner_pick):
    record_winner_button = mo.ui.button(
        label="Record the winner", kind="success",
        on_click=lambda _: record(lambda s: s.record_winner(
            winner_pick.value, None if winner_folded_out.value else winner_category.value, winner_folded_out.value)))
    record_tie_button = mo.ui.button(label="Record the tie", kind="success",
                                     on_click=lambda _: record(lambda s: s.record_tie(tie_pick.value)))
    record_showdown_button = mo.ui.button(
        label="Rank the hands and record", kind="success",
        on_click=lambda _: record(lambda s: s.record_showdown(
            {p: h for p, h in zip(s.players, shown_hands.value) if h.strip()})))
    undo_button = mo.ui.button(label="Undo the last round", kind="warn", on_click=lambda _: record(lambda s: s.undo()))
    _tabs = mo.ui.tabs({
        "A winner": mo.vstack([mo.hstack([winner_pick, winner_category], justify="start"), winner_folded_out,
                               record_winner_button]),
        "A tie": mo.vstack([tie_pick, record_tie_button]),
        "The hands shown": mo.vstack([mo.md("Type the hands shown at the showdown (FD-10); the sheet ranks "
                                            "them (FD-13) and scores the round."),
                                      mo.vstack(list(shown_hands)), record_showdown_button]),
    })
    mo.vstack([mo.md(f"## 3. Record round {sheet.round_no}"), _tabs, undo_button]) if not sheet.is_over else \
        mo.vstack([mo.md("## 3. The match is over"), undo_button])
    return record_showdown_button, record_tie_button, record_winner_button, undo_button


@app.cell(hide_code=True)
def _(hand_html, mo, sheet):
    _rows = []
    for _r in reversed(sheet.rounds):
        _hands = "".join(hand_html(h.cards, width=30, caption=sheet.players[h.seat]) for h in _r.hands)
        _rows.append(f"<tr><td style='padding:4px 8px'>{_r.number}</td><td>{sheet.players[_r.dealer]}</td>"
                     f"<td style='padding:4px 8px'>{_r.note}{'<br>' + _hands if _hands else ''}</td></tr>")
    mo.vstack([
        mo.md("## 4. The rounds so far"),
        mo.Html("<table><tr><th>round</th><th>dealer</th><th>what happened</th></tr>" + "".join(_rows) + "</table>")
        if _rows else mo.md("Nothing recorded yet."),
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
        ], justify="start"),
    ])
    return csv_text, printable


if __name__ == "__main__":
    app.run()
