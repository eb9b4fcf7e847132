# /// script
# [tool.marimo.opengraph]
# title = "A round and a match · 一局与一场"
# description = "Learner path, step 4 of 7 · 25 minutes. A whole five-card draw match against bots of the level you choose, with a coach on call and a rating at the end."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="A round and a match")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # A round and a match · 一局与一场

    **Goal:** play a whole five-card draw match for points against bots, seeing only what your
    seat may see. Rules in play: deal (FD-6), stay or fold (FD-7, FD-9), replace (FD-8), showdown
    (FD-10) or last one standing (FD-11), ties (FD-12), hand ranking (FD-13), scores (FD-3), the
    dealer moving left (FD-4), and the end of the match (FD-14, FD-15).
    """)
    return


@app.cell
def _():
    import json

    import marimo as mo

    from engine.draw import DrawRules, deal, fold, new_game, next_round, replace, stay
    from engine.draw import narrate
    from engine.draw.bots import PERSONALITIES, advance, make_bot
    from engine.errors import IllegalMove, RulesError
    from engine.present.page import next_html, page_style
    from engine.present.table import coach_html, draw_table, lines_html, narrator_html
    from engine.ratings import GameResult, bot_ratings, learner_rating

    return (
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
        replace,
        stay,
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
def _(mo):
    from engine.cards import parse_cards as _parse
    from engine.hands import explain as _explain
    from engine.present.cards import hand_html as _hand_html

    _full, _flush = _parse("QS QH QD 4C 4S"), _parse("2D 6D 9D JD KD")
    mo.md(f"""
    A reminder before you play: the best hand at the showdown wins the round (FD-10, FD-13).

    {_hand_html(_full, width=40, caption="Hand 1")}{_hand_html(_flush, width=40, caption="Hand 2")}

    {_explain(_full, _flush)}
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Set up the table

    The house rules are agreed before the first round and fixed for the match (FD-5): they are read
    when you press **Start a new match**, and a change made during a match waits for the next one.
    You sit at the bottom of the table; the bots take the other seats, the first one on your left.
    Choose how strong they are: the levels come from the bots' measured ratings, weakest first.
    """)
    return


@app.cell
def _(PERSONALITIES, bot_ratings, mo):
    # The rated bots, weakest first (a newly rated personality appears here by itself).
    LEVELS = [r for r in sorted(bot_ratings("draw"), key=lambda r: r.strength) if r.personality in PERSONALITIES]
    _levels = {f"level {i}: {r.personality} (rating {r.points})": r.personality for i, r in enumerate(LEVELS, 1)}
    players = mo.ui.slider(3, 6, value=4, label="Players (3 to 6, FD-1)", show_value=True)
    level = mo.ui.dropdown({"a mix of every level": "mix", **_levels}, value="a mix of every level",
                           label="Opponents")
    chips = mo.ui.switch(value=False, label="Chips: staying costs 1 point into a pot (FD-7)")
    category_points = mo.ui.switch(value=False, label="Points by winning category (FD-3)")
    end = mo.ui.radio({"after 8 rounds": "rounds", "at 15 points": "points"}, value="after 8 rounds",
                      label="The match ends (FD-14)", inline=True)
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed (same seed, same deals)")
    mo.vstack([mo.hstack([players, level, seed], justify="start", wrap=True),
               mo.hstack([chips, category_points], justify="start", wrap=True), end])
    return LEVELS, category_points, chips, end, level, players, seed


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
    advance,
    get_match,
    get_results,
    make_bot,
    narrate,
    set_match,
    set_results,
):
    mention = narrate.mention
    NAMES = ("You", "Bo", "Cy", "Di", "Ed", "Flo")

    def round_is_over(state):
        return state.phase == "round_over"

    def moved(match, game, said, autoplayed=False):
        """The match after a step: the narrator tells what seat 0 saw since the last step."""
        seen = game.view(0).events
        told = [str(t) for t in narrate.tell(seen[match["mark"]:], NAMES, you=0)]
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
            set_match({**match, "error": mention(str(err), NAMES, you=0)})
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
        tips = [str(t) for t in narrate.hint(match["game"].view(0), NAMES)]
        set_match({**match, "coach": tips, "hints": match["hints"] + (0 if match["coach"] else 1)})

    return NAMES, act, ask_coach, autoplay, carry_on, mention, moved, round_is_over


@app.cell
def _(
    DrawRules,
    LEVELS,
    NAMES,
    RulesError,
    advance,
    category_points,
    chips,
    end,
    get_match,
    level,
    make_bot,
    mo,
    moved,
    new_game,
    players,
    round_is_over,
    seed,
    set_match,
    set_notice,
):
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    setup_now = {"players": players.value, "level": level.value, "chips": chips.value,
                 "category": category_points.value, "end": end.value,
                 "seed": int(seed.value) if _seed_ok else None}

    def start_match():
        """A new match with the setup as it is now (read here, when Start is pressed)."""
        setup = dict(setup_now)
        if setup["seed"] is None:
            set_notice("Type a seed first: a whole number from 0 to 999999.")
            return
        try:
            rules = DrawRules(players=setup["players"], chips=setup["chips"],
                              scoring="category" if setup["category"] else "win", end=setup["end"])
        except RulesError as err:
            set_notice(f"These house rules can't be played: {err}")
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

    start_button = mo.ui.button(label="Start a new match", kind="success", on_click=lambda _: start_match())
    _playing = get_match() is not None and not get_match()["game"].is_over
    mo.vstack([
        start_button,
        mo.callout(mo.md("**Type a seed** — any whole number from 0 to 999999 — to start a match."), kind="warn")
        if not _seed_ok else mo.md(""),
    ]) if not _playing else mo.hstack([start_button, mo.md("*(starts over: the match below is lost)*")],
                                      justify="start", wrap=True)
    return setup_now, start_button, start_match


@app.cell(hide_code=True)
def _(get_match, get_notice, mo, setup_now):
    _match = get_match()
    _notes = []
    if get_notice():
        _notes.append(mo.callout(mo.md(get_notice()), kind="warn"))
    if _match is not None and not _match["game"].is_over and setup_now != _match["setup"]:
        _notes.append(mo.callout(mo.md("You changed the setup: **it applies to the next match**. This match goes "
                                       "on with the house rules it started with (FD-5)."), kind="info"))
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
    get_match,
    mo,
    narrate,
    narrator_html,
    next_round,
    replace,
    stay,
):
    match = get_match()
    mo.stop(match is None, mo.callout(mo.md("Set up the table above and press **Start a new match**."), kind="info"))
    game = match["game"]
    view = game.view(0)
    _kinds = {a.kind for a in view.legal_actions}
    discard_boxes = mo.ui.array([mo.ui.checkbox(label=f"throw away {c.label}") for c in view.hand])
    stay_button = mo.ui.button(label="Stay", kind="success", on_click=lambda _: act(stay(0)))
    fold_button = mo.ui.button(label="Fold", kind="danger", on_click=lambda _: act(fold(0)))
    replace_button = mo.ui.button(
        label="Replace the ticked cards", kind="success",
        on_click=lambda _: act(replace(0, [c for c, b in zip(view.hand, discard_boxes.value) if b])))
    deal_button = mo.ui.button(label="Deal the replacements", kind="success", on_click=lambda _: act(deal(0)))
    next_button = mo.ui.button(label="Deal the next round", kind="success", on_click=lambda _: act(next_round(0)))
    carry_on_button = mo.ui.button(label="Next round", kind="success", on_click=lambda _: carry_on())
    coach_button = mo.ui.button(label="Ask the coach", kind="neutral", on_click=lambda _: ask_coach())
    auto_button = mo.ui.button(label="Let the odds bot play my seat to the end", kind="neutral",
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
    _now = narrate.now(view, NAMES)
    _shown = match["told"][-12:] if len(match["told"]) > 12 else match["told"]
    mo.vstack([
        mo.Html(narrator_html(_shown, _now, alert=match["error"])),
        mo.Html(draw_table(view, NAMES)),
        *_controls,
        mo.Html(coach_html(match["coach"])) if match["coach"] else mo.md(""),
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
def _(NAMES, game, get_results, learner_rating, match, mo, narrate, view):
    mo.stop(not game.is_over)
    _lines = [str(t) for t in narrate.summary(view, NAMES, match["hints"])]
    if match["autoplayed"]:
        _lines.append("The odds bot finished the match for you, so it does not count for your rating.")
    elif len(game.match_winners()) > 1:
        _lines.append("A shared win is left out of your rating.")
    _rating = learner_rating("draw", get_results())
    mo.callout(mo.md("## The match is over\n\n" + "\n".join(f"- {line}" for line in _lines)
                     + f"\n\n**{_rating.summary()}**"), kind="success")
    return


@app.cell(hide_code=True)
def _(NAMES, lines_html, match, mention, mo, view):
    # A bot's reasons can name its hidden cards, so they are shown once their round is over.
    _done = view.round_no if view.phase in ("round_over", "match_over") else view.round_no - 1
    _why = [f"Round {m.when}, {NAMES[m.seat]} ({m.action}): {mention(m.reason, NAMES, you=0)}"
            for m in match["said"] if m.seat != 0 and m.when <= _done and m.action.kind not in ("deal", "next_round")]
    mo.accordion({
        "Why the bots did what they did (shown once a round is over)": mo.Html(lines_html(_why, limit=24))
        if _why else mo.md("Nothing yet."),
        "The story of the match so far (what your seat saw)": mo.Html(lines_html(match["log"], limit=80)),
    })
    return


@app.cell(hide_code=True)
def _(get_results, json, learner_rating, mo):
    _results = get_results()
    _rating = learner_rating("draw", _results)
    _data = {"game": "five-card draw", "rating": _rating.points, "range": [_rating.low, _rating.high],
             "summary": _rating.summary(),
             "games": [{"opponents": list(r.opponents), "won": r.won} for r in _results]}
    mo.vstack([
        mo.md("## Your rating\n\n" + _rating.summary() + " Each match you finish yourself counts; it is kept "
              "while this page is open. Take it with you:"),
        mo.download(data=json.dumps(_data, ensure_ascii=False, indent=1).encode("utf-8"),
                    filename="my-five-card-draw-rating.json", mimetype="application/json",
                    label="Download my results (JSON)"),
    ])
    return


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("06_one_up_one_down.py", "One up, one down: the second game", large_print.value))
    return


if __name__ == "__main__":
    app.run()
