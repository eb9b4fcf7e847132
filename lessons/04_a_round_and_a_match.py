# /// script
# [tool.marimo.opengraph]
# title = "A round and a match · 一局与一场比赛"
# description = "Learner path · lesson 04 · 25 min. A whole match against bots. · 和机器人打一整场比赛，有教练，打完给等级分。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="A round and a match")

with app.setup:

    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _afterwards as afterwards
    import _cards as cards
    import _kit as kit
    from engine.cards import parse_cards
    from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, deal, fold, next_round, replace, review, stay
    from engine.draw.play import KIT
    from engine.errors import RulesError
    from engine.hands import Category, explain
    from engine.i18n import Joined
    from engine.present.cards import hand_html
    from engine.present.table import coach_html, draw_table, lines_html, narrator_html
    from engine.ratings import BotName, bot_ratings, close_group, tiers
    from engine.session import Session, in_words


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
    # A round and a match · 一局与一场比赛

    **Goal:** play a whole five-card draw match for points against bots, seeing only what your
    seat may see. Rules in play: deal (FD-6), stay or fold (FD-7, FD-9), replace (FD-8), showdown
    (FD-10) or last one standing (FD-11), ties (FD-12), hand ranking (FD-13), scores (FD-3), the
    dealer moving left (FD-4), and the end of the match (FD-14, FD-15).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## A round, step by step · 一局怎么打

    Everyone starts the **match** (一场比赛 — all the rounds until the agreed end) with **10 points**
    (FD-3). A **round** (一局) is one deal of the cards, played out. Each round goes like this:

    1. **Deal** (FD-6). The dealer deals five cards to each player, one at a time, face down,
       starting on their left. You look at your own cards only; the rest is the **stock**.
    2. **Stay or fold** (FD-7). In turn, starting on the dealer's left, each player **stays**
       (继续: keeps their cards and plays on) or **folds** (弃牌: puts their cards down and is out
       of this round — no replacing, no points this round; they play again in the next round). There is
       no betting, so there is nothing else to choose: no "pass".
    3. **Replace** (FD-8). Everyone still in says how many cards they swap (0 up to 3), puts them
       face down on the discard pile, and gets as many new ones from the stock.
    4. **Stay or fold again** (FD-9).
    5. **Showdown** (摊牌, FD-10): everyone still in shows their five cards at once. The best hand
       (FD-13) wins the round and **1 point**. If everyone else has folded, the **last one
       standing** wins without showing (FD-11). Equal best hands are a **tie**: nobody scores (FD-12).
    6. **The next round** (FD-4): the deal passes to the player on the dealer's left.

    **How the match ends** (FD-14): after **8 rounds**, or — if the table agreed so — at the end of
    the first round after which someone has **15 points**. The highest score wins; equal highest
    scores share the win.

    The **house rules** below can change steps 2 and 5: with **chips**, staying costs 1 point into a
    **pot** that the round's winner takes (FD-7); with **points by category**, a win scores the
    winning hand's points instead of 1 (FD-3). Leave them off for your first match.
    """))
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "fd:round", "fd:match", "cards:deal", "fd:dealer", "fd:stock", "fd:stay", "fd:fold",
                 "fd:pass", "fd:replace cards", "fd:showdown", "fd:kicker", "fd:tie", "fd:points", "fd:chips",
                 "fd:pot", "fd:remainder", "cards:house rule")
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

    The house rules are agreed before the first round and fixed for the match (FD-5; our reading:
    the original rules let a new rule in at the start of the next round): they are read
    when you press **Start a new match**, and a change made during a match waits for the next one.
    You sit at the bottom of the table; the bots take the other seats, the first one on your left.
    Choose how strong they are: the levels come from the bots' measured ratings, weakest first (a
    **rating** is a strength measured over many games between the bots: a higher number is stronger).
    """))
    return


@app.cell
def _(kept, resumed, tr):
    # A match resumed after a reload shows the setup it started with.
    _was = resumed.play[0].setup if resumed.play[0] is not None else {}
    _ends = {tr("after 8 rounds"): "rounds", tr("at 15 points"): "points"}
    players = mo.ui.slider(3, 6, label=tr("Players (3 to 6, FD-1)"), show_value=True,
                           **kept("players", _was.get("players", 4)))
    chips = mo.ui.switch(label=tr("Chips: staying costs 1 point into a pot (FD-7)"),
                         **kept("chips", _was.get("chips", False)))
    max_replace = mo.ui.slider(0, 5, label=tr("Most cards one player may replace (FD-5)"), show_value=True,
                               **kept("max_replace", _was.get("max_replace", 3)))
    ace_low = mo.ui.switch(label=tr("A-2-3-4-5 counts as a straight (FD-5)"),
                           **kept("ace_low", _was.get("ace_low", True)))
    category_points = mo.ui.switch(label=tr("Points by winning category (FD-3)"),
                                   **kept("category", _was.get("category", False)))
    end = mo.ui.radio(_ends, label=tr("The match ends (FD-14)"), inline=True,
                      **kept("end", _was.get("end", "rounds"), _ends))
    seed = kit.seed_box(kept, "seed", _was.get("seed", 1), tr("Seed (same seed, same deals)"))
    _house = mo.vstack([mo.hstack([max_replace, ace_low], justify="start", wrap=True),
                        mo.hstack([chips, category_points], justify="start", wrap=True)])
    mo.vstack([mo.hstack([players, seed], justify="start", wrap=True), end,
               mo.accordion({tr("House rules (FD-5): leave them as they are for your first match"): _house})])
    return ace_low, category_points, chips, end, max_replace, players, seed


@app.cell
def _(category_points, chips, kept, lang, resumed, tr):
    # The opponents' levels follow the ratings of the scoring chosen above (FD-3, FD-7); bots the rating
    # games cannot tell apart share a level. Options: the words shown → a code no language changes.
    _scoring = "chips" if chips.value else "category" if category_points.value else "win"
    _rated = {_r.personality: _r for _r in bot_ratings("draw", _scoring)}
    _levels = {tr("a mix of every level"): "mix"} | {
        tr("level {i}: {name} (rating {points})", i=_i, name=BotName(_p).localized(lang),
           points=_rated[_p].points): _p for _i, _tier in enumerate(tiers("draw", _scoring), 1) for _p in _tier}
    _was = resumed.play[0].setup if resumed.play[0] is not None else {}
    level = mo.ui.dropdown(_levels, label=tr("Opponents"), **kept("level", _was.get("level", "mix"), _levels))
    if _scoring == "win":
        _free = close_group("draw", "win")
        _said = tr("Without chips staying is free: the strongest bots ({bots}) never fold and differ only in the "
                   "cards they replace, so head to head they beat each other only {low} to {high} of the time — "
                   "five-card draw is mostly luck when staying is free. With chips folding a weak hand is a real "
                   "decision, and the levels follow the ratings measured with chips.",
                   bots=Joined(tuple(BotName(_b).localized(lang) for _b in _free.bots), ", ", " and ").localized(lang),
                   low=format(_free.lowest, ".0%"),
                   high=format(_free.highest, ".0%"))
    else:
        _said = tr("The levels follow the bots' ratings measured with this scoring ({scoring}); bots the rating games "
                   "cannot tell apart share a level.",
                   scoring=tr("chips") if _scoring == "chips" else tr("points by category"))
    mo.vstack([level, mo.md(f"*{_said}*")])
    return (level,)


@app.cell
async def _():
    # The learner's progress as it is kept (lessons/_progress.py), and the match and results it keeps.
    saved = await kit.progress.opened()
    resumed = kit.progress.resume(saved, KIT)
    return resumed, saved


@app.cell
def _(resumed, saved):
    # The match being played (a Session) and the learner's results, kept at every step. Nothing here
    # hangs on a control, so changing the setup or the language never throws a match away.
    get_play, set_play = mo.state(resumed.play, allow_self_loops=True)   # the screen's buttons redraw it
    step = kit.progress.stepper(saved, KIT, get_play, set_play)
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
        mo.callout(mo.md(tr("You are playing this match again from an earlier moment: it is practice, and does not "
                            "count for your rating.")), kind="info") if _playing and _session.practice else mo.md(""),
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
def _(NAMES, get_play, lang, session):
    mo.stop(not session.is_over)
    afterwards.the_end(session, get_play()[1], lang, NAMES)
    return


@app.cell
def _(lang, ntr, tr):
    # The players' names in the reader's language: the match's sentences name seats (engine.i18n.Seat)
    # only when shown, so switching language mid-match renames everyone at once.
    NAMES = ("你", "乙", "丙", "丁", "戊", "己") if lang == "zh" else ("You", "Bo", "Cy", "Di", "Ed", "Flo")

    return (NAMES,)


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


@app.cell
def _():
    # The learner's decisions, reviewed by the engine once per match (engine.draw.review): at its end,
    # or during it when the learner asks (the match as it was then).
    reviewed = afterwards.Reviewed(lambda game: review(game, 0))
    get_asked, set_asked = mo.state(None, allow_self_loops=True)
    # the finished match whose moment the learner is trying again, and that decision: the way back to its review
    get_tried, set_tried = mo.state(None, allow_self_loops=True)
    return get_asked, get_tried, reviewed, set_asked, set_tried


@app.cell(hide_code=True)
def _(NAMES, get_asked, get_tried, lang, reviewed, session, set_asked, set_tried, step, tr):
    def _when(d):
        return {"decide1": tr("Round {n}, before the draw", n=d.when), "replace": tr("Round {n}, replacing", n=d.when),
                "decide2": tr("Round {n}, after the draw", n=d.when)}.get(str(d.view.phase), tr("Round {n}", n=d.when))

    _how = tr("The expert looks at each decision you made from your seat, with only what you could see then, "
             "and says what it was worth by the table's scoring: your chance to win the round (or the points "
             "it earns, with points by category; net of chips, with chips). **Try it again from here** deals "
             "the same cards and lets you choose again; a match played again is practice and does not count "
             "for your rating.")
    _back = afterwards.looking_back(session, reviewed, lang, NAMES, how=_how, when=_when,
                                    table=lambda view: draw_table(view, NAMES, lang), asked=get_asked(),
                                    set_asked=set_asked, tried=get_tried(), set_tried=set_tried, step=step)
    review_button, again_buttons, back_button = _back.review_button, _back.again_buttons, _back.back_button
    _back.view
    return again_buttons, back_button, review_button


@app.cell
def _(resumed):
    # What the reader is told about their kept progress (a file loaded, refused, a fresh start), and
    # whether "start afresh" waits for its confirmation.
    get_notice, set_notice = mo.state(resumed.notice, allow_self_loops=True)    # set by the cell's own controls
    get_afresh, set_afresh = mo.state(False, allow_self_loops=True)
    return get_afresh, get_notice, set_afresh, set_notice


@app.cell(hide_code=True)
def _(get_afresh, get_notice, get_play, lang, saved, set_afresh, set_notice, set_play):
    _panel = afterwards.rating_panel(KIT, saved, get_play()[1], lang, set_play=set_play, notice=get_notice(),
                                     set_notice=set_notice, afresh=get_afresh(), set_afresh=set_afresh)
    load_file, afresh_button, forget_button, keep_button = _panel[1:]
    _panel.view
    return afresh_button, forget_button, keep_button, load_file


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("04_a_round_and_a_match", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
