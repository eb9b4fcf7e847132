# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the scorekeeper · 教师工具：记分员"
# description = "Teacher's tool · five-card draw. Keep score at a real table. · 给真人牌桌记分，看谁发牌，导出记分表。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the scorekeeper")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import parse_cards
    from engine.draw import DrawRules
    from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
    from engine.errors import RulesError
    from engine.hands import Category
    from engine.present.cards import hand_html
    from engine.present.sheets import score_sheet_html
    from engine.present.table import narrator_html, scores_table


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
    # For teachers: the scorekeeper · 教师工具：记分员

    **Goal:** keep the score of a real five-card draw table on one screen. The cards are dealt
    by hand; you record each round — the winner, a tie, or the hands shown — and the sheet keeps
    the scores (FD-3), says whose deal is next (FD-4), ranks shown hands (FD-13), scores ties
    (FD-12), announces the end of the match (FD-14) and exports the sheet.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "fd:round", "fd:match", "fd:dealer", "fd:showdown", "fd:tie", "fd:points", "fd:chips",
                 "cards:house rule")
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _a, _b, _c = tr("Ann\nBo\nCy\nDi").split("\n")[:3]     # the players the sheet starts with
    _example = ScoreSheet.start([_a, _b, _c]).record_showdown({_a: "KS KH 9D 4C 2S", _b: "KD KC 7D 4H 2H"})
    _hands = (hand_html(parse_cards("KS KH 9D 4C 2S"), width=36, caption=_a, lang=lang)
              + hand_html(parse_cards("KD KC 7D 4H 2H"), width=36, caption=_b, lang=lang))
    mo.md(tr("""
    For example, when {a} and {b} show these hands, you type them in and the sheet says:

    {hands}

    *{note}*
    """, a=_a, b=_b, hands=_hands, note=_example.rounds[-1].note_in(lang)))
    return


@app.cell(hide_code=True)
def _(kept, restored, tr):
    _scorings = {tr("1 point for the winner"): "win", tr("points by winning category"): "category"}
    _ends = {tr("after 8 rounds"): "rounds", tr("at 15 points"): "points"}
    # the first names are kept as first shown, so that a language switch never renames the table; a
    # sheet brought back after a reload brings its names and house rules
    kept.values.setdefault("names", "\n".join(restored.players) if restored else tr("Ann\nBo\nCy\nDi"))
    _rules = restored.rules if restored else DrawRules()
    names = mo.ui.text_area(label=tr("Players (3 to 6)"), rows=6, **kept("names", None))
    scoring = mo.ui.radio(_scorings, label=tr("Scoring (FD-3)"), **kept("scoring", _rules.scoring, _scorings))
    end = mo.ui.radio(_ends, label=tr("The match ends (FD-14)"), **kept("end", _rules.end, _ends))
    ace_low = mo.ui.switch(label=tr("A-2-3-4-5 counts as a straight (FD-5)"), **kept("ace_low", _rules.ace_low))
    mo.vstack([mo.md(tr(r"""
    ## 1. The table and its house rules (FD-5)

    One name per line, in seat order going left (clockwise) from the first dealer. The house rules
    are read when you start the sheet. A name can be corrected at any time: the rounds recorded stay.
    """)), mo.hstack([names, mo.vstack([scoring, end, ace_low])], justify="start", gap=2, wrap=True)])
    return ace_low, end, names, scoring


@app.cell
async def _():
    # The engine's sheet, kept apart from the controls: correcting a name, or a refused entry, loses
    # nothing. Every change is one call on the sheet: a new sheet, a round recorded, a round undone.
    restored, restore_note = kit.progress.restored_sheet(saved := await kit.progress.opened())   # kept: a reload
    get_sheet, _set_sheet = mo.state(restored)
    get_error, _set_error = mo.state(None)

    def record(change, starting=False):
        """The sheet becomes ``change(sheet)``; a refusal is shown instead (beside the button pressed: a new
        sheet's, or the round's), and the sheet stays as it was — and so does what was typed."""
        try:
            _set_sheet(change(get_sheet()))
        except (RulesError, ScoreSheetError) as err:
            _set_error((starting, err))     # the refusal itself: it says itself in the reader's language
        else:
            _set_error(None)

    return get_error, get_sheet, record, restore_note, restored, saved


@app.cell
def _(ace_low, end, get_sheet, names, record, scoring, tr):
    typed = [n.strip() for n in (names.value or "").splitlines() if n.strip()]

    def _new_sheet(_old):
        """A sheet for the names typed, under the house rules chosen (too few or too many names: it says so)."""
        return ScoreSheet.start(typed, DrawRules(players=max(3, min(6, len(typed))), scoring=scoring.value,
                                                 end=end.value, ace_low=ace_low.value))

    start_button = mo.ui.button(label=tr("Start a new score sheet"), kind="success",
                                on_click=lambda _: record(_new_sheet, starting=True))
    mo.hstack([start_button, mo.md(tr("*(starts over: the sheet below is cleared — download it first)*"))
               if get_sheet() is not None else mo.md("")], justify="start", wrap=True)
    return start_button, typed


@app.cell(hide_code=True)
def _(get_error, tr):
    mo.callout(mo.md(tr("**Not started:** {error}", error=get_error()[1])), kind="warn") \
        if get_error() and get_error()[0] else None
    return


@app.cell
def _(get_sheet, lang, restore_note, restored, saved, tr, typed):
    _kept = get_sheet()
    _lost = [mo.callout(mo.md(restore_note.localized(lang)), kind="warn")] if restore_note else []
    mo.stop(_kept is None, mo.vstack([*_lost, mo.callout(mo.md(tr("Enter the players and press **Start a new score "
                                                                  "sheet**.")), kind="info")]))
    # The names as typed now, when they fit the sheet (as many players, each once): every round stays.
    try:
        sheet, _fits = _kept.renamed(typed), True
    except ScoreSheetError:
        sheet, _fits = _kept, False
    mo.vstack([mo.callout(mo.md(tr("The names above don't fit this sheet of {n} players (each once): it keeps {names}. "
                                   "To change who plays, start a new sheet.", n=len(sheet.players),
                                   names=", ".join(sheet.players))), kind="warn") if not _fits else mo.md(""),
               mo.md(f"*{kit.progress.say(kit.progress.sheet_kept(saved, sheet, _kept is restored), lang)}*")])
    return (sheet,)


@app.cell(hide_code=True)
def _(lang, sheet, tr):
    _last = [tr("Round {number}: {note}", number=sheet.rounds[-1].number, note=sheet.rounds[-1].note_in(lang))] \
        if sheet.rounds else []
    _centre = tr("Round {number}", number=sheet.round_no) if not sheet.is_over else tr("The match is over")
    mo.vstack([mo.md(tr("## 2. Scores")), mo.Html(narrator_html(_last, sheet.announcement(lang), lang=lang)),
               mo.Html(scores_table(sheet.players, sheet.scores, None if sheet.is_over else sheet.next_dealer,
                                    _centre, lang=lang))])
    return


@app.cell
def _(kept, lang, sheet, tr):
    _seats = {n: s for s, n in enumerate(sheet.players)}
    _categories = {kit.named(c, lang): int(c) for c in sorted(Category, reverse=True)}
    # New, empty boxes once a round is recorded (not after a refusal); what is typed or chosen for this
    # round is kept by the round, so a language switch keeps it.
    _round = len(sheet.rounds)
    winner_pick = mo.ui.dropdown(_seats, label=tr("Winner"), **kept(("winner", _round), 0, _seats))
    winner_category = mo.ui.dropdown(_categories, label=tr("with (needed for points by category)"),
                                     **kept(("category", _round), None, _categories))
    winner_folded_out = mo.ui.checkbox(label=tr("everyone else folded (FD-11)"), **kept(("folded out", _round), False))
    # a box to tick for each player (a multiselect's "Select…" and "Search…" are English only)
    _tied = kept.get(("tie", _round), [])
    tie_pick = mo.ui.array([mo.ui.checkbox(value=s in _tied, label=n) for s, n in enumerate(sheet.players)],
                           on_change=lambda v: kept.keep(("tie", _round))([s for s, on in enumerate(v) if on]))
    _typed = kept.get(("shown", _round), [])
    shown_hands = mo.ui.array([mo.ui.text(value=_typed[s] if s < len(_typed) else "", label=n, full_width=True,
                                          placeholder=tr("e.g. KS KH 9D 4C 2S (empty if folded)"))
                               for s, n in enumerate(sheet.players)], on_change=kept.keep(("shown", _round)))
    return shown_hands, tie_pick, winner_category, winner_folded_out, winner_pick


@app.cell
def _(record, sheet, shown_hands, tie_pick, tr, winner_category, winner_folded_out, winner_pick):
    _category = None if winner_category.value is None else Category(winner_category.value)
    record_winner_button = mo.ui.button(label=tr("Record the winner"), kind="success", on_click=lambda _: record(
        lambda s: s.record_winner(winner_pick.value, None if winner_folded_out.value else _category,
                                  winner_folded_out.value)))
    record_tie_button = mo.ui.button(label=tr("Record the tie"), kind="success", on_click=lambda _: record(
        lambda s: s.record_tie([p for p, on in enumerate(tie_pick.value) if on])))
    record_showdown_button = mo.ui.button(label=tr("Rank the hands and record"), kind="success",
                                          on_click=lambda _: record(lambda s: s.record_showdown(
                                              {p: h for p, h in enumerate(shown_hands.value) if h.strip()})))
    undo_button = mo.ui.button(label=tr("Undo the last round"), kind="warn", on_click=lambda _: record(ScoreSheet.undo))
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
def _(get_error, tr):
    mo.callout(mo.md(tr("**Not recorded:** {error}<br>Nothing changed; correct the entry and try again.",
                        error=get_error()[1])), kind="danger") if get_error() and not get_error()[0] else None
    return


@app.cell(hide_code=True)
def _(lang, sheet, tr):
    _rows = []
    for _r in reversed(sheet.rounds):
        _hands = "".join(hand_html(h.cards, width=30, caption=sheet.players[h.seat], lang=lang) for h in _r.hands)
        _rows.append(f"<tr><td style='padding:4px 8px'>{_r.number}</td><td>{sheet.players[_r.dealer]}</td>"
                     f"<td style='padding:4px 8px'>{_r.note_in(lang)}{'<br>' + _hands if _hands else ''}</td></tr>")
    _heads = (tr("round"), tr("dealer"), tr("what happened"))
    _head = "<tr>" + "".join(f"<th>{h}</th>" for h in _heads) + "</tr>"
    mo.vstack([mo.md(tr("## 4. The rounds so far")),
               mo.Html("<div class='cs-scroll'><table>" + _head + "".join(_rows) + "</table></div>") if _rows
               else mo.md(tr("Nothing recorded yet."))])
    return


@app.cell
def _(lang, sheet, tr):
    # the files are in the reader's language too: a Chinese class gets a Chinese sheet
    csv_text = sheet.to_csv(lang)
    printable = score_sheet_html(sheet, lang)
    mo.vstack([mo.md(tr("## 5. Take the sheet home")), mo.hstack([
        mo.download(data=csv_text.encode("utf-8"), filename="score-sheet.csv", mimetype="text/csv",
                    label=tr("Download the sheet (CSV)")),
        mo.download(data=printable.encode("utf-8"), filename="score-sheet.html", mimetype="text/html",
                    label=tr("Download a printable page"))], justify="start", wrap=True)])
    return csv_text, printable


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("05_teacher_scorekeeper", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
