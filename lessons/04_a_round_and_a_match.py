# /// script
# [tool.marimo.opengraph]
# title = "A round and a match · 一局与一场"
# description = "Learner path, step 4 of 7 · 25 min. A whole match against bots. · 和机器人打一整场，有教练，打完评分。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="A round and a match")


@app.cell
def _():
    import json

    import marimo as mo

    from engine.draw import DEFAULT_CATEGORY_POINTS, DrawRules, deal, fold, new_game, next_round, replace, stay
    from engine.draw import narrate
    from engine.draw.bots import PERSONALITIES, advance, make_bot
    from engine.errors import IllegalMove, RulesError
    from engine.hands import Category
    from engine.i18n import Seat, render, translators
    from engine.present.page import first_language, label_of, next_html, page_style
    from engine.present.table import coach_html, draw_table, lines_html, narrator_html
    from engine.ratings import BotName, GameResult, bot_ratings, learner_rating, rating_points

    return (
        BotName,
        Category,
        DEFAULT_CATEGORY_POINTS,
        DrawRules,
        GameResult,
        IllegalMove,
        PERSONALITIES,
        RulesError,
        advance,
        bot_ratings,
        coach_html,
        deal,
        draw_table,
        first_language,
        label_of,
        fold,
        json,
        learner_rating,
        lines_html,
        make_bot,
        mo,
        narrate,
        narrator_html,
        new_game,
        next_html,
        next_round,
        page_style,
        rating_points,
        render,
        replace,
        Seat,
        stay,
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
def _(BotName, PERSONALITIES, language, translators):
    lang = language.value or "en"      # a radio sent with nothing chosen reads as English
    tr, ntr = translators(lang)
    # The players' names in the reader's language. The match keeps its sentences with seats in them
    # (engine.i18n.Seat), named only when shown: switching language mid-match renames everyone at once.
    NAMES = ("你", "乙", "丙", "丁", "戊", "己") if lang == "zh" else ("You", "Bo", "Cy", "Di", "Ed", "Flo")
    # the bots' personalities, named for the reader (the engine knows them by these English keys)
    BOT_NAMES = {p: BotName(p).localized(lang) for p in PERSONALITIES}

    def named(category):
        """A category's name in the reader's language (in English with the Chinese beside it)."""
        return category.chinese if lang == "zh" else f"{category.english} · {category.chinese}"

    return BOT_NAMES, NAMES, lang, named, ntr, tr


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
    # A round and a match · 一局与一场

    **Goal:** play a whole five-card draw match for points against bots, seeing only what your
    seat may see. Rules in play: deal (FD-6), stay or fold (FD-7, FD-9), replace (FD-8), showdown
    (FD-10) or last one standing (FD-11), ties (FD-12), hand ranking (FD-13), scores (FD-3), the
    dealer moving left (FD-4), and the end of the match (FD-14, FD-15).
    """))
    return


@app.cell(hide_code=True)
def _(lang, mo, tr):
    from engine.cards import parse_cards as _parse
    from engine.hands import explain as _explain
    from engine.present.cards import hand_html as _hand_html

    _full, _flush = _parse("QS QH QD 4C 4S"), _parse("2D 6D 9D JD KD")
    _hands = _hand_html(_full, width=40, caption=tr("Hand 1"), lang=lang) + _hand_html(_flush, width=40, caption=tr("Hand 2"), lang=lang)
    mo.md(tr("""
    A reminder before you play: the best hand at the showdown wins the round (FD-10, FD-13).

    {hands}

    {why}
    """, hands=_hands, why=_explain(_full, _flush, lang=lang)))
    return


@app.cell(hide_code=True)
def _(Category, DEFAULT_CATEGORY_POINTS, mo, named, tr):
    # FD-3: the points each winning category scores when the table plays "points by category"
    _rows = "\n".join(f"| {named(c)} | {DEFAULT_CATEGORY_POINTS[c]} |" for c in sorted(Category, reverse=True))
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
def _(mo, tr):
    mo.md(tr(r"""
    ## Set up the table

    The house rules are agreed before the first round and fixed for the match (FD-5): they are read
    when you press **Start a new match**, and a change made during a match waits for the next one.
    You sit at the bottom of the table; the bots take the other seats, the first one on your left.
    Choose how strong they are: the levels come from the bots' measured ratings, weakest first.
    """))
    return


@app.cell
def _(BOT_NAMES, PERSONALITIES, bot_ratings, keep, kept, label_of, mo, tr):
    # The rated bots, weakest first (a newly rated personality appears here by itself).
    LEVELS = [r for r in sorted(bot_ratings("draw"), key=lambda r: r.strength) if r.personality in PERSONALITIES]
    # Options: the words shown → a code that no language changes, so a switch keeps every choice.
    _levels = {tr("a mix of every level"): "mix"}
    for _i, _r in enumerate(LEVELS, 1):
        _levels[tr("level {i}: {name} (rating {points})", i=_i, name=BOT_NAMES.get(_r.personality, _r.personality),
                   points=_r.points)] = _r.personality
    _ends = {tr("after 8 rounds"): "rounds", tr("at 15 points"): "points"}

    players = mo.ui.slider(3, 6, value=kept("players", 4), label=tr("Players (3 to 6, FD-1)"), show_value=True,
                           on_change=keep("players"))
    level = mo.ui.dropdown(_levels, value=label_of(_levels, kept("level", "mix")), label=tr("Opponents"),
                           on_change=keep("level"))
    chips = mo.ui.switch(value=kept("chips", False), label=tr("Chips: staying costs 1 point into a pot (FD-7)"),
                         on_change=keep("chips"))
    max_replace = mo.ui.slider(0, 5, value=kept("max_replace", 3), label=tr("Most cards one player may replace (FD-5)"),
                               show_value=True, on_change=keep("max_replace"))
    ace_low = mo.ui.switch(value=kept("ace_low", False), label=tr("A-2-3-4-5 counts as a straight (FD-5)"),
                           on_change=keep("ace_low"))
    category_points = mo.ui.switch(value=kept("category", False), label=tr("Points by winning category (FD-3)"),
                                   on_change=keep("category"))
    end = mo.ui.radio(_ends, value=label_of(_ends, kept("end", "rounds")), label=tr("The match ends (FD-14)"),
                      inline=True, on_change=keep("end"))
    seed = mo.ui.number(start=0, stop=999999, value=kept("seed", 1), label=tr("Seed (same seed, same deals)"),
                        on_change=keep("seed"))
    mo.vstack([mo.hstack([players, level, seed], justify="start", wrap=True),
               mo.hstack([max_replace, ace_low], justify="start", wrap=True),
               mo.hstack([chips, category_points], justify="start", wrap=True), end])
    return LEVELS, ace_low, category_points, chips, end, level, max_replace, players, seed


@app.cell
def _(mo):
    # The match being played and the learner's results this session. Nothing here depends on a
    # control, so changing the setup never throws a match away.
    get_match, set_match = mo.state(None, allow_self_loops=True)   # the screen's buttons redraw it
    get_results, set_results = mo.state(())
    get_notice, set_notice = mo.state("")
    return get_match, get_notice, get_results, set_match, set_notice, set_results


@app.cell
def _(
    GameResult,
    IllegalMove,
    Seat,
    advance,
    get_match,
    get_results,
    make_bot,
    narrate,
    set_match,
    set_results,
):
    mention = narrate.mention
    # The narrator's sentences name seats (engine.i18n.Seat); the screen names them in the reader's language.
    SEATS = tuple(Seat(s) for s in range(6))

    def round_is_over(state):
        return state.phase == "round_over"

    def moved(match, game, said, autoplayed=False):
        """The match after a step: the narrator tells what seat 0 saw since the last step."""
        seen = game.view(0).events
        told = narrate.tell(seen[match["mark"]:], SEATS, you=0)
        after = {**match, "game": game, "said": match["said"] + said, "told": told, "log": match["log"] + told,
                 "mark": len(seen), "coach": [], "error": "", "autoplayed": match["autoplayed"] or autoplayed}
        if game.is_over and not after["autoplayed"] and not after["recorded"]:
            winners = game.match_winners()
            if len(winners) == 1:        # a shared win is left out of the rating
                set_results(get_results() + (GameResult(after["opponents"], winners == (0,)),))
            after["recorded"] = True
        return after

    def act(action):
        """The learner's move, then the bots' until it is the learner's turn again (or the round ends)."""
        match = get_match()
        try:
            game = match["game"].apply(action)
        except IllegalMove as err:
            set_match({**match, "error": err})      # the refusal itself: it says itself in either language
            return
        game, said = advance(game, match["bots"], stop=round_is_over)
        set_match(moved(match, game, said))

    def carry_on():
        """After looking at a round's result: a bot dealer deals the next round, and the bots play on."""
        match = get_match()
        game, said = advance(match["game"], match["bots"], limit=1)
        game, more = advance(game, match["bots"], stop=round_is_over)
        set_match(moved(match, game, said + more))

    def autoplay():
        """Let an 'odds' bot play seat 0 to the end of the match (the match then counts for no rating)."""
        match = get_match()
        helper = {0: make_bot("odds", f"{match['setup']['seed']}/0"), **match["bots"]}
        game, said = advance(match["game"], helper)
        set_match(moved(match, game, said, autoplayed=True))

    def ask_coach():
        """The coach's advice for this decision (counted once per decision)."""
        match = get_match()
        tips = narrate.hint(match["game"].view(0), SEATS)
        set_match({**match, "coach": tips, "hints": match["hints"] + (0 if match["coach"] else 1)})

    return SEATS, act, ask_coach, autoplay, carry_on, mention, moved, round_is_over


@app.cell
def _(
    DrawRules,
    LEVELS,
    RulesError,
    ace_low,
    advance,
    category_points,
    chips,
    end,
    get_match,
    level,
    make_bot,
    max_replace,
    mo,
    moved,
    new_game,
    players,
    round_is_over,
    seed,
    set_match,
    set_notice,
    tr,
):
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    setup_now = {"players": players.value, "level": level.value, "chips": chips.value,
                 "category": category_points.value, "end": end.value, "max_replace": max_replace.value,
                 "ace_low": ace_low.value,
                 "seed": int(seed.value) if _seed_ok else None}

    def start_match():
        """A new match with the setup as it is now (read here, when Start is pressed)."""
        setup = dict(setup_now)
        if setup["seed"] is None:
            set_notice("seed")
            return
        try:
            rules = DrawRules(players=setup["players"], chips=setup["chips"], max_replace=setup["max_replace"],
                              ace_low=setup["ace_low"], scoring="category" if setup["category"] else "win",
                              end=setup["end"])
        except RulesError as err:
            set_notice(err)        # the refusal itself, shown in the reader's language
            return
        styles = [r.personality for r in LEVELS]
        picks = [styles[(s - 1) % len(styles)] if setup["level"] == "mix" else setup["level"]
                 for s in range(1, rules.players)]
        bots = {s: make_bot(p, f"{setup['seed']}/{s}") for s, p in enumerate(picks, start=1)}
        fresh = {"game": new_game(rules, seed=setup["seed"]), "setup": setup, "bots": bots,
                 "opponents": tuple(picks), "said": [], "told": [], "log": [], "mark": 0, "coach": [],
                 "hints": 0, "error": "", "autoplayed": False, "recorded": False}
        game, said = advance(fresh["game"], bots, stop=round_is_over)
        set_notice("")
        set_match(moved(fresh, game, said))

    start_button = mo.ui.button(label=tr("Start a new match"), kind="success", on_click=lambda _: start_match())
    _playing = get_match() is not None and not get_match()["game"].is_over
    mo.vstack([
        start_button,
        mo.callout(mo.md(tr("**Type a seed** — any whole number from 0 to 999999 — to start a match.")),
                   kind="warn") if not _seed_ok else mo.md(""),
    ]) if not _playing else mo.hstack([start_button, mo.md(tr("*(starts over: the match below is lost)*"))],
                                      justify="start", wrap=True)
    return setup_now, start_button, start_match


@app.cell(hide_code=True)
def _(get_match, get_notice, lang, mo, render, setup_now, tr):
    _match = get_match()
    _notes = []
    _notice = get_notice()
    if _notice == "seed":
        _notes.append(mo.callout(mo.md(tr("Type a seed first: a whole number from 0 to 999999.")), kind="warn"))
    elif _notice:
        _notes.append(mo.callout(mo.md(tr("These house rules can't be played: {error}",
                                          error=render(_notice, lang))), kind="warn"))
    if _match is not None and not _match["game"].is_over and setup_now != _match["setup"]:
        _notes.append(mo.callout(mo.md(tr("You changed the setup: **it applies to the next match**. This match goes "
                                          "on with the house rules it started with (FD-5).")), kind="info"))
    mo.vstack(_notes) if _notes else None
    return


@app.cell
def _(
    NAMES,
    act,
    ask_coach,
    autoplay,
    carry_on,
    coach_html,
    deal,
    draw_table,
    fold,
    SEATS,
    get_match,
    keep,
    kept,
    lang,
    mo,
    narrate,
    narrator_html,
    next_round,
    replace,
    stay,
    tr,
):
    match = get_match()
    mo.stop(match is None, mo.callout(mo.md(tr("Set up the table above and press **Start a new match**.")),
                                      kind="info"))
    game = match["game"]
    view = game.view(0)
    _kinds = {a.kind for a in view.legal_actions}
    # the ticks are kept for this hand, so a language switch (which rebuilds the boxes) keeps them
    _key = ("discard", view.round_no, tuple(c.code for c in view.hand))
    discard_boxes = mo.ui.array([mo.ui.checkbox(value=bool(t), label=tr("throw away {card}", card=c.label))
                                 for c, t in zip(view.hand, kept(_key, [False] * len(view.hand)))],
                                on_change=keep(_key))
    stay_button = mo.ui.button(label=tr("Stay"), kind="success", on_click=lambda _: act(stay(0)))
    fold_button = mo.ui.button(label=tr("Fold"), kind="danger", on_click=lambda _: act(fold(0)))
    replace_button = mo.ui.button(
        label=tr("Replace the ticked cards"), kind="success",
        on_click=lambda _: act(replace(0, [c for c, b in zip(view.hand, discard_boxes.value) if b])))
    deal_button = mo.ui.button(label=tr("Deal the replacements"), kind="success", on_click=lambda _: act(deal(0)))
    next_button = mo.ui.button(label=tr("Deal the next round"), kind="success",
                               on_click=lambda _: act(next_round(0)))
    carry_on_button = mo.ui.button(label=tr("Next round"), kind="success", on_click=lambda _: carry_on())
    coach_button = mo.ui.button(label=tr("Ask the coach"), kind="neutral", on_click=lambda _: ask_coach())
    auto_button = mo.ui.button(label=tr("Let the odds bot play my seat to the end"), kind="neutral",
                               on_click=lambda _: autoplay())
    _controls = []
    if "stay" in _kinds:
        _controls.append(mo.hstack([stay_button, fold_button, coach_button], justify="start", wrap=True))
    elif "replace" in _kinds:
        _controls += [mo.hstack(list(discard_boxes), justify="start", wrap=True),
                      mo.hstack([replace_button, coach_button], justify="start", wrap=True)]
    elif "deal" in _kinds:
        _controls.append(deal_button)
    elif "next_round" in _kinds:
        _controls.append(next_button)
    elif view.phase == "round_over":
        _controls.append(carry_on_button)
    _now = narrate.now(view, SEATS)
    _shown = match["told"][-12:] if len(match["told"]) > 12 else match["told"]
    mo.vstack([
        mo.Html(narrator_html(_shown, _now, alert=match["error"], lang=lang, names=NAMES)),
        mo.Html(draw_table(view, NAMES, lang)),
        *_controls,
        mo.Html(coach_html(match["coach"], lang=lang, names=NAMES)) if match["coach"] else mo.md(""),
        auto_button if not game.is_over else mo.md(""),
    ])
    return (
        auto_button,
        carry_on_button,
        coach_button,
        deal_button,
        discard_boxes,
        fold_button,
        game,
        match,
        next_button,
        replace_button,
        stay_button,
        view,
    )


@app.cell(hide_code=True)
def _(NAMES, SEATS, game, get_results, lang, learner_rating, match, mo, narrate, rating_said, tr, view):
    mo.stop(not game.is_over)
    _lines = [t.render(lang, NAMES) for t in narrate.summary(view, SEATS, match["hints"])]
    if match["autoplayed"]:
        _lines.append(tr("The odds bot finished the match for you, so it does not count for your rating."))
    elif len(game.match_winners()) > 1:
        _lines.append(tr("A shared win is left out of your rating."))
    _rating = learner_rating("draw", get_results())
    mo.callout(mo.md(tr("## The match is over") + "\n\n" + "\n".join(f"- {line}" for line in _lines)
                     + f"\n\n**{rating_said(_rating)}**"), kind="success")
    return


@app.cell
def _(BOT_NAMES, ntr, rating_points, tr):
    def rating_said(rating):
        """The learner's rating in words (the engine's LearnerRating.summary() says it in English only)."""
        if not rating.games:
            return tr("Play a match against the bots to get a rating.")
        personality = rating.closest_bot().personality
        return tr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure {low}–{high}, after "
                  "{games}).", bot=BOT_NAMES.get(personality, personality), points=rating.points,
                  low=rating_points(rating.low), high=rating_points(rating.high),
                  games=ntr("{n} match", "{n} matches", rating.games))

    return (rating_said,)


@app.cell(hide_code=True)
def _(NAMES, lang, lines_html, match, mention, mo, tr, view):
    # A bot's reasons can name its hidden cards, so they are shown once their round is over.
    _done = view.round_no if view.phase in ("round_over", "match_over") else view.round_no - 1
    _why = [tr("Round {when}, {who} ({action}): {reason}", when=m.when, who=NAMES[m.seat],
               action=m.action.localized(lang),
               reason=mention(m.explain("en"), NAMES, you=0) if lang == "en" else m.explain(lang, NAMES))
            for m in match["said"] if m.seat != 0 and m.when <= _done and m.action.kind not in ("deal", "next_round")]
    mo.accordion({
        tr("Why the bots did what they did (shown once a round is over)"): mo.Html(lines_html(_why, limit=24))
        if _why else mo.md(tr("Nothing yet.")),
        tr("The story of the match so far (what your seat saw)"): mo.Html(
            lines_html(match["log"], limit=80, lang=lang, names=NAMES)),
    })
    return


@app.cell(hide_code=True)
def _(get_results, json, learner_rating, mo, rating_said, tr):
    _results = get_results()
    _rating = learner_rating("draw", _results)
    # the file is data: its keys and the engine's summary stay English, whatever the page's language
    _data = {"game": "five-card draw", "rating": _rating.points, "range": [_rating.low, _rating.high],
             "summary": _rating.summary(),
             "games": [{"opponents": list(r.opponents), "won": r.won} for r in _results]}
    mo.vstack([
        mo.md(tr("## Your rating\n\n{rating} Each match you finish yourself counts; it is kept while this page is "
                 "open. Take it with you:", rating=rating_said(_rating))),
        mo.download(data=json.dumps(_data, ensure_ascii=False, indent=1).encode("utf-8"),
                    filename="my-five-card-draw-rating.json", mimetype="application/json",
                    label=tr("Download my results (JSON)")),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("06_one_up_one_down.py", tr("One up, one down: the second game"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
