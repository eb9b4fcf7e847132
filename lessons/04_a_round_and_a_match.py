# /// script
# [tool.marimo.opengraph]
# title = "A round and a match · 一局与一场"
# description = "Learner path, step 4 of 7 · 25 min. A whole match against bots. · 和机器人打一整场，有教练，打完评分。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="A round and a match")

with app.setup:
    import json

    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _cards as cards
    import _kit as kit
    from engine.cards import parse_cards
    from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, deal, fold, next_round, replace, stay
    from engine.draw.play import KIT
    from engine.errors import RulesError
    from engine.hands import Category, explain
    from engine.present.cards import hand_html
    from engine.present.table import coach_html, draw_table, lines_html, narrator_html
    from engine.ratings import BotName, learner_rating, rating_points
    from engine.session import Session, in_words, levels


@app.cell
def _():
    language, kept = kit.language_switch(), kit.Kept()
    return kept, language


@app.cell
def _(language):
    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)
    return lang, large_print, ntr, tr


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    kit.title(tr(r"""
    # A round and a match · 一局与一场

    **Goal:** play a whole five-card draw match for points against bots, seeing only what your
    seat may see. Rules in play: deal (FD-6), stay or fold (FD-7, FD-9), replace (FD-8), showdown
    (FD-10) or last one standing (FD-11), ties (FD-12), hand ranking (FD-13), scores (FD-3), the
    dealer moving left (FD-4), and the end of the match (FD-14, FD-15).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _full, _flush = parse_cards("QS QH QD 4C 4S"), parse_cards("2D 6D 9D JD KD")
    _hands = (hand_html(_full, width=40, caption=tr("Hand 1"), lang=lang)
              + hand_html(_flush, width=40, caption=tr("Hand 2"), lang=lang))
    mo.md(tr("""
    A reminder before you play: the best hand at the showdown wins the round (FD-10, FD-13).

    {hands}

    {why}
    """, hands=_hands, why=explain(_full, _flush, lang=lang)))
    return


@app.cell(hide_code=True)
def _(lang, tr):
    # FD-3: the points each winning category scores when the table plays "points by category"
    _rows = "\n".join(f"| {kit.named(_c, lang)} | {DEFAULT_CATEGORY_POINTS[_c]} |" for _c in sorted(Category)[::-1])
    mo.md(tr("""
    **Points by winning category (FD-3).** Normally the winner of a round gains 1 point. A table may
    agree before the first round to score by the winning hand's category instead; these are the
    points the engine uses (the source leaves the figures to each table). A round won because
    everyone else folded scores as a high card (FD-11).

    | winning category | points |
    |:---|---:|
    {rows}
    """, rows=_rows))
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## Set up the table

    The house rules are agreed before the first round and fixed for the match (FD-5): they are read
    when you press **Start a new match**, and a change made during a match waits for the next one.
    You sit at the bottom of the table; the bots take the other seats, the first one on your left.
    Choose how strong they are: the levels come from the bots' measured ratings, weakest first.
    """))
    return


@app.cell
def _(kept, lang, tr):
    # Options: the words shown → a code no language changes (the engine's rated bots, weakest first).
    _levels = {tr("a mix of every level"): "mix"} | {
        tr("level {i}: {name} (rating {points})", i=_i, name=BotName(_r.personality).localized(lang),
           points=_r.points): _r.personality for _i, _r in enumerate(levels(KIT), 1)}
    _ends = {tr("after 8 rounds"): "rounds", tr("at 15 points"): "points"}
    players = mo.ui.slider(3, 6, label=tr("Players (3 to 6, FD-1)"), show_value=True, **kept("players", 4))
    level = mo.ui.dropdown(_levels, label=tr("Opponents"), **kept("level", "mix", _levels))
    chips = mo.ui.switch(label=tr("Chips: staying costs 1 point into a pot (FD-7)"), **kept("chips", False))
    max_replace = mo.ui.slider(0, 5, label=tr("Most cards one player may replace (FD-5)"), show_value=True,
                               **kept("max_replace", 3))
    ace_low = mo.ui.switch(label=tr("A-2-3-4-5 counts as a straight (FD-5)"), **kept("ace_low", True))
    category_points = mo.ui.switch(label=tr("Points by winning category (FD-3)"), **kept("category", False))
    end = mo.ui.radio(_ends, label=tr("The match ends (FD-14)"), inline=True, **kept("end", "rounds", _ends))
    seed = kit.seed_box(kept, "seed", 1, tr("Seed (same seed, same deals)"))
    mo.vstack([mo.hstack([players, level, seed], justify="start", wrap=True),
               mo.hstack([max_replace, ace_low], justify="start", wrap=True),
               mo.hstack([chips, category_points], justify="start", wrap=True), end])
    return ace_low, category_points, chips, end, level, max_replace, players, seed


@app.cell
def _():
    # The match being played (a Session) and the learner's results while the page is open. Nothing
    # here hangs on a control, so changing the setup or the language never throws a match away.
    get_play, set_play = mo.state((None, ()), allow_self_loops=True)   # the screen's buttons redraw it

    def step(move):
        """One click: the session's next moment, ``move(session)``; a match it finishes is a result."""
        session, results = get_play()
        after = move(session)
        if after.result is not None and (session is None or not session.is_over):
            results = (*results, after.result)
        set_play((after, results))

    return get_play, set_play, step


@app.cell
def _(ace_low, category_points, chips, end, get_play, lang, level, max_replace, players, seed, step, tr):
    # a radio or menu sent with nothing chosen (never in a browser) reads as its first choice
    setup_now = {"players": players.value, "level": level.value or "mix", "chips": chips.value,
                 "category": category_points.value, "end": end.value or "rounds", "max_replace": max_replace.value,
                 "ace_low": ace_low.value, "seed": kit.seed_of(seed.value)}
    try:
        _rules = DrawRules(players=setup_now["players"], chips=setup_now["chips"], max_replace=setup_now["max_replace"],
                           ace_low=setup_now["ace_low"], scoring="category" if setup_now["category"] else "win",
                           end=setup_now["end"])
        _problem = None if setup_now["seed"] is not None else kit.seed_missing(tr)
    except RulesError as _err:            # the engine's reason, in the reader's language
        _problem = mo.callout(mo.md(tr("These house rules can't be played: {error}", error=_err.localized(lang))),
                              kind="warn")

    def start_match():
        """A new match with the setup as it is now (read here, when Start is pressed)."""
        if _problem is None:
            step(lambda _: Session.start(KIT, _rules, setup_now["seed"], setup_now["level"], setup=setup_now))

    start_button = mo.ui.button(label=tr("Start a new match"), kind="success", on_click=lambda _: start_match())
    _session = get_play()[0]
    _playing = _session is not None and not _session.is_over
    mo.vstack([
        _problem if _problem is not None else mo.hstack(
            [start_button, mo.md(tr("*(starts over: the match below is lost)*"))], justify="start", wrap=True)
        if _playing else start_button,
        mo.callout(mo.md(tr("You changed the setup: **it applies to the next match**. This match goes on with the "
                            "house rules it started with (FD-5).")), kind="info")
        if _playing and setup_now != _session.setup else mo.md(""),
    ])
    return setup_now, start_button, start_match


@app.cell
def _(NAMES, get_play, kept, lang, large_print, tr):
    session = get_play()[0]
    mo.stop(session is None, mo.callout(mo.md(tr("Set up the table above and press **Start a new match**.")),
                                        kind="info"))
    view = session.view
    # The cards to throw away are clicked on the hand itself, in the learner's seat at the table
    # (lessons/_cards.py); they are kept for this hand, so that a language switch or large print (which
    # make the hand afresh) keeps them.
    _key = ("discard", view.round_no, tuple(c.code for c in view.hand))
    discard_pick = cards.discard_picker(view.hand, lang, most=view.rules.max_replace, selected=kept.get(_key, ()),
                                        large=large_print.value, on_change=kept.keep(_key)) \
        if "replace" in {a.kind for a in view.legal_actions} else None
    mo.vstack([
        mo.Html(narrator_html(session.told[-12:], session.now(), lang=lang, names=NAMES,
                              alert=in_words(session.refusal, lang, NAMES) if session.refusal else "")),
        mo.Html(draw_table(view, NAMES, lang, hand=discard_pick.text if discard_pick is not None else "")),
    ])
    return discard_pick, session, view


@app.cell
def _(NAMES, discard_pick, lang, session, step, tr, view):
    # The buttons: the replace button says what the cards picked above mean, and replaces the cards
    # lifted when it is pressed.
    _kinds = {a.kind for a in view.legal_actions}
    stay_button = mo.ui.button(label=tr("Stay"), kind="success", on_click=lambda _: step(lambda s: s.act(stay(0))))
    fold_button = mo.ui.button(label=tr("Fold"), kind="danger", on_click=lambda _: step(lambda s: s.act(fold(0))))
    replace_button = mo.ui.button(
        label=cards.replace_label(view.hand, cards.chosen(discard_pick, view.hand), lang), kind="success",
        on_click=lambda _: step(lambda s: s.act(replace(0, cards.chosen(discard_pick, view.hand)))))
    deal_button = mo.ui.button(label=tr("Deal the replacements"), kind="success",
                               on_click=lambda _: step(lambda s: s.act(deal(0))))
    next_button = mo.ui.button(label=tr("Deal the next round"), kind="success",
                               on_click=lambda _: step(lambda s: s.act(next_round(0))))
    carry_on_button = mo.ui.button(label=tr("Next round"), kind="success", on_click=lambda _: step(Session.carry_on))
    coach_button = mo.ui.button(label=tr("Ask the coach"), kind="neutral", on_click=lambda _: step(Session.ask_coach))
    auto_button = mo.ui.button(label=tr("Let the odds bot play my seat to the end"), kind="neutral",
                               on_click=lambda _: step(Session.autoplay))
    _controls = ([mo.hstack([stay_button, fold_button, coach_button], justify="start", wrap=True)] if "stay" in _kinds
                 else [mo.hstack([replace_button, coach_button], justify="start", wrap=True)] if "replace" in _kinds
                 else [deal_button] if "deal" in _kinds else [next_button] if "next_round" in _kinds
                 else [carry_on_button] if session.paused else [])
    mo.vstack([
        *_controls,
        mo.Html(coach_html(session.coach, lang=lang, names=NAMES)) if session.coach else mo.md(""),
        auto_button if not session.is_over else mo.md(""),
    ])
    return (
        auto_button,
        carry_on_button,
        coach_button,
        deal_button,
        fold_button,
        next_button,
        replace_button,
        stay_button,
    )


@app.cell(hide_code=True)
def _(NAMES, get_play, lang, rated, session, tr):
    mo.stop(not session.is_over)
    _lines = [t.render(lang, NAMES) for t in session.summary()]
    if session.autoplayed:
        _lines.append(tr("The odds bot finished the match for you, so it does not count for your rating."))
    elif session.shared:
        _lines.append(tr("A shared win is left out of your rating."))
    mo.callout(mo.md(tr("## The match is over") + "\n\n" + "\n".join(f"- {line}" for line in _lines)
                     + f"\n\n**{rated(get_play()[1])[1]}**"), kind="success")
    return


@app.cell
def _(lang, ntr, tr):
    # The players' names in the reader's language: the match's sentences name seats (engine.i18n.Seat)
    # only when shown, so switching language mid-match renames everyone at once.
    NAMES = ("你", "乙", "丙", "丁", "戊", "己") if lang == "zh" else ("You", "Bo", "Cy", "Di", "Ed", "Flo")

    def rated(results):
        """The learner's rating after ``results``, and in words (the engine's summary is English only)."""
        rating = learner_rating("draw", results)
        if not rating.games:
            return rating, tr("Play a match against the bots to get a rating.")
        return rating, tr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure {low}–{high}, "
                          "after {games}).", bot=BotName(rating.closest_bot().personality).localized(lang),
                          points=rating.points, low=rating_points(rating.low), high=rating_points(rating.high),
                          games=ntr("{n} match", "{n} matches", rating.games))

    return NAMES, rated


@app.cell(hide_code=True)
def _(NAMES, lang, session, tr):
    # A bot's reasons can name its hidden cards: the session gives them once their round is over.
    _why = [tr("Round {when}, {who} ({action}): {reason}", when=m.when, who=NAMES[m.seat],
               action=m.action.localized(lang), reason=in_words(m, lang, NAMES)) for m in session.reasons()]
    mo.accordion({
        tr("Why the bots did what they did (shown once a round is over)"): mo.Html(lines_html(_why, limit=24))
        if _why else mo.md(tr("Nothing yet.")),
        tr("The story of the match so far (what your seat saw)"): mo.Html(
            lines_html(session.log, limit=80, lang=lang, names=NAMES)),
    })
    return


@app.cell(hide_code=True)
def _(get_play, rated, tr):
    _results = get_play()[1]
    _rating, _said = rated(_results)
    # the file is data: its keys and the engine's summary stay English, whatever the page's language
    _data = {"game": "five-card draw", "rating": _rating.points, "range": [_rating.low, _rating.high],
             "summary": _rating.summary(), "games": [{"opponents": list(r.opponents), "won": r.won} for r in _results]}
    mo.vstack([
        mo.md(tr("## Your rating\n\n{rating} Each match you finish yourself counts; it is kept while this page is "
                 "open. Take it with you:", rating=_said)),
        mo.download(data=json.dumps(_data, ensure_ascii=False, indent=1).encode("utf-8"),
                    filename="my-five-card-draw-rating.json", mimetype="application/json",
                    label=tr("Download my results (JSON)")),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("04_a_round_and_a_match", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
