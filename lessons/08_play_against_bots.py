# /// script
# [tool.marimo.opengraph]
# title = "Play 一上一下 against bots · 人机对战"
# description = "Learner path, step 7 of 7 · 25 minutes. A whole game of One Up, One Down from your own seat: bluff, challenge, ask the coach, and get a rating."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Play 一上一下 against bots")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Play 一上一下 against bots · 人机对战

    **Goal:** play a whole game of One Up, One Down from your own seat: choose your cards, decide
    when to bluff and when to challenge, and see afterwards why the bots did what they did.
    Everything from UD-1 to UD-17 is in play; you see only what your seat may see (UD-10).
    """)
    return


@app.cell
def _():
    import json

    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, updown_order
    from engine.errors import IllegalMove
    from engine.present.page import next_html, page_style
    from engine.present.table import coach_html, lines_html, narrator_html, updown_table
    from engine.ratings import GameResult, bot_ratings, learner_rating
    from engine.updown import UpDownRules, challenge, new_game, pass_, play_down, play_up
    from engine.updown import narrate
    from engine.updown.bots import PERSONALITIES, advance, make_bot

    return (
        GameResult,
        IllegalMove,
        PERSONALITIES,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        advance,
        bot_ratings,
        challenge,
        coach_html,
        json,
        learner_rating,
        lines_html,
        make_bot,
        mo,
        narrate,
        narrator_html,
        new_game,
        next_html,
        page_style,
        pass_,
        play_down,
        play_up,
        updown_order,
        updown_table,
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
def _(RANKS, mo, updown_order):
    from engine.cards import Card as _Card
    from engine.present.cards import hand_html as _hand_html

    _order = [_Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(f"""
    The ranks, low to high, with 2 on top (UD-2):

    {_hand_html(_order, width=34)}

    ## Set up the game

    The setup is read when you press **Start a new game**; a change made during a game waits for the
    next one. You sit at the bottom; play goes clockwise, so the player on your left plays after you.
    Choose how strong the bots are: the levels come from their measured ratings, weakest first.
    """)
    return


@app.cell
def _(PERSONALITIES, bot_ratings, mo):
    # The rated bots, weakest first (a newly rated personality appears here by itself).
    LEVELS = [r for r in sorted(bot_ratings("updown"), key=lambda r: r.strength) if r.personality in PERSONALITIES]
    _levels = {f"level {i}: {r.personality} (rating {r.points})": r.personality for i, r in enumerate(LEVELS, 1)}
    opponents = mo.ui.slider(1, 3, value=2, label="Bots (UD-1: 2 to 4 players)", show_value=True)
    level = mo.ui.dropdown({"a mix of every level": "mix", **_levels}, value="a mix of every level",
                           label="Opponents")
    lead = mo.ui.radio({"the player who took it": "taker", "the challenger": "challenger"},
                       value="the player who took it", label="After a pile is taken, the new round is led by (UD-13)")
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed (same seed, same game)")
    mo.vstack([mo.hstack([opponents, level, seed], justify="start", wrap=True), lead])
    return LEVELS, lead, level, opponents, seed


@app.cell
def _(mo):
    # The game being played and the learner's results this session. Nothing here depends on a
    # control, so changing the setup never throws a game away.
    get_game, set_game = mo.state(None, allow_self_loops=True)   # the screen's buttons redraw it
    get_results, set_results = mo.state(())
    get_notice, set_notice = mo.state("")
    return get_game, get_notice, get_results, set_game, set_notice, set_results


@app.cell
def _(GameResult, IllegalMove, advance, get_game, get_results, make_bot, narrate, set_game, set_results):
    NAMES = ("You", "乙 Yi", "丙 Bing", "丁 Ding")
    mention = narrate.mention

    def moved(table, game, said, autoplayed=False):
        """The game after a step: the narrator tells what seat 0 saw since the last step."""
        seen = game.view(0).events
        told = [str(t) for t in narrate.tell(seen[table["mark"]:], NAMES, you=0)]
        after = {**table, "game": game, "said": table["said"] + said, "told": told, "log": table["log"] + told,
                 "mark": len(seen), "coach": [], "error": "", "autoplayed": table["autoplayed"] or autoplayed}
        if game.is_over and not after["autoplayed"] and not after["recorded"]:
            if len(game.winners) == 1:        # a shared win at the play limit is left out of the rating
                set_results(get_results() + (GameResult(after["opponents"], game.winners == (0,)),))
            after["recorded"] = True
        return after

    def act(action):
        """The learner's move, then the bots' until it is the learner's turn again (or the end);
        None: a card was not chosen."""
        table = get_game()
        if action is None:
            set_game({**table, "error": "Choose one of your cards first."})
            return
        try:
            game = table["game"].apply(action)
        except IllegalMove as err:
            set_game({**table, "error": mention(str(err), NAMES, you=0)})
            return
        game, said = advance(game, table["bots"])
        set_game(moved(table, game, said))

    def autoplay():
        """Let a reckoner bot play your seat to the end (the game then counts for no rating)."""
        table = get_game()
        game, said = advance(table["game"], {0: make_bot("reckoner", f"{table['setup']['seed']}/0"), **table["bots"]})
        set_game(moved(table, game, said, autoplayed=True))

    def ask_coach():
        """The coach's advice for this decision (counted once per decision)."""
        table = get_game()
        tips = [str(t) for t in narrate.hint(table["game"].view(0), NAMES)]
        set_game({**table, "coach": tips, "hints": table["hints"] + (0 if table["coach"] else 1)})

    return NAMES, act, ask_coach, autoplay, mention, moved


@app.cell
def _(
    LEVELS,
    UpDownRules,
    advance,
    get_game,
    lead,
    level,
    make_bot,
    mo,
    moved,
    new_game,
    opponents,
    seed,
    set_game,
    set_notice,
):
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    setup_now = {"bots": opponents.value, "level": level.value, "lead": lead.value,
                 "seed": int(seed.value) if _seed_ok else None}

    def start_game():
        """A new game with the setup as it is now (read here, when Start is pressed)."""
        setup = dict(setup_now)
        if setup["seed"] is None:
            set_notice("Type a seed first: a whole number from 0 to 999999.")
            return
        rules = UpDownRules(players=setup["bots"] + 1, lead_after_pickup=setup["lead"])
        styles = [r.personality for r in LEVELS]
        picks = [styles[(s - 1) % len(styles)] if setup["level"] == "mix" else setup["level"]
                 for s in range(1, rules.players)]
        bots = {s: make_bot(p, f"{setup['seed']}/{s}") for s, p in enumerate(picks, start=1)}
        fresh = {"game": new_game(rules, seed=setup["seed"]), "setup": setup, "bots": bots,
                 "opponents": tuple(picks), "said": [], "told": [], "log": [], "mark": 0, "coach": [], "hints": 0,
                 "error": "", "autoplayed": False, "recorded": False}
        game, said = advance(fresh["game"], bots)
        set_notice("")
        set_game(moved(fresh, game, said))

    start_button = mo.ui.button(label="Start a new game", kind="success", on_click=lambda _: start_game())
    _playing = get_game() is not None and not get_game()["game"].is_over
    mo.vstack([
        start_button,
        mo.callout(mo.md("**Type a seed** — any whole number from 0 to 999999 — to start a game."), kind="warn")
        if not _seed_ok else mo.md(""),
    ]) if not _playing else mo.hstack([start_button, mo.md("*(starts over: the game below is lost)*")],
                                      justify="start", wrap=True)
    return setup_now, start_button, start_game


@app.cell(hide_code=True)
def _(get_game, get_notice, mo, setup_now):
    _table = get_game()
    _notes = []
    if get_notice():
        _notes.append(mo.callout(mo.md(get_notice()), kind="warn"))
    if _table is not None and not _table["game"].is_over and setup_now != _table["setup"]:
        _notes.append(mo.callout(mo.md("You changed the setup: **it applies to the next game**. This game goes on "
                                       "as it started."), kind="info"))
    mo.vstack(_notes) if _notes else None
    return


@app.cell
def _(
    NAMES,
    RANKS,
    RANK_LABELS,
    act,
    ask_coach,
    autoplay,
    challenge,
    coach_html,
    get_game,
    mo,
    narrate,
    narrator_html,
    pass_,
    play_down,
    play_up,
    updown_order,
    updown_table,
):
    table = get_game()
    mo.stop(table is None, mo.callout(mo.md("Set up the game above and press **Start a new game**. Seven cards "
                                            "each; a draw decides who leads (UD-4)."), kind="info"))
    game = table["game"]
    view = game.view(0)
    _cards = {f"{c.label}": c for c in sorted(view.hand, key=lambda c: (updown_order(c.rank), c.suit))}
    card_pick = mo.ui.dropdown(_cards, value=next(iter(_cards), None), label="Your card")
    declare_pick = mo.ui.dropdown({RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)},
                                  value=RANK_LABELS[view.target], label="Declare")
    up_button = mo.ui.button(
        label="Play it face up", kind="success",
        on_click=lambda _: act(play_up(0, card_pick.value) if card_pick.value is not None else None))
    down_button = mo.ui.button(
        label="Play it face down, declaring that rank", kind="success",
        on_click=lambda _: act(play_down(0, card_pick.value, declare_pick.value) if card_pick.value is not None
                               else None))
    challenge_button = mo.ui.button(label="Challenge!", kind="danger", on_click=lambda _: act(challenge(0)))
    stand_button = mo.ui.button(label="Let it stand", kind="success", on_click=lambda _: act(pass_(0)))
    coach_button = mo.ui.button(label="Ask the coach", kind="neutral", on_click=lambda _: ask_coach())
    auto_button = mo.ui.button(label="Let the reckoner bot play my seat to the end", kind="neutral",
                               on_click=lambda _: autoplay())
    _controls = []
    if not game.is_over and view.to_act == 0:
        if view.phase == "challenge":
            _controls.append(mo.hstack([challenge_button, stand_button, coach_button], justify="start", wrap=True))
        elif view.face_due == "up":
            _controls.append(mo.hstack([card_pick, up_button, coach_button], justify="start", wrap=True))
        else:
            _controls.append(mo.hstack([card_pick, declare_pick, down_button, coach_button], justify="start",
                                       wrap=True))
    _now = narrate.now(view, NAMES, view.to_act, you=0)
    mo.vstack([
        mo.Html(narrator_html(table["told"][-10:], _now, alert=table["error"])),
        mo.Html(updown_table(view, NAMES)),
        *_controls,
        mo.Html(coach_html(table["coach"])) if table["coach"] else mo.md(""),
        auto_button if not game.is_over else mo.md(""),
    ])
    return (
        auto_button,
        card_pick,
        challenge_button,
        coach_button,
        declare_pick,
        down_button,
        game,
        stand_button,
        table,
        up_button,
        view,
    )


@app.cell(hide_code=True)
def _(NAMES, game, get_results, learner_rating, mo, narrate, table, view):
    mo.stop(not game.is_over)
    _lines = [str(t) for t in narrate.summary(view.events, NAMES, you=0, hints=table["hints"])]
    if table["autoplayed"]:
        _lines.append("The reckoner bot finished the game for you, so it does not count for your rating.")
    elif len(game.winners) > 1:
        _lines.append("A shared win at the play limit is left out of your rating.")
    _rating = learner_rating("updown", get_results())
    mo.callout(mo.md("## The end\n\n" + "\n".join(f"- {line}" for line in _lines) + f"\n\n**{_rating.summary()}**"),
               kind="success")
    return


@app.cell(hide_code=True)
def _(NAMES, game, lines_html, mention, mo, table):
    _items = {"The story of the game (what your seat saw)": mo.Html(lines_html(table["log"], limit=120))}
    if game.is_over:
        # The bots explain their moves afterwards: their reasons may name cards you never saw.
        _items["Why the bots did what they did"] = mo.Html(lines_html(
            [f"Play {m.when + 1}, {NAMES[m.seat]}: {mention(m.reason, NAMES, you=0)}" for m in table["said"]
             if m.seat != 0]))
    mo.accordion(_items)
    return


@app.cell(hide_code=True)
def _(get_results, json, learner_rating, mo):
    _results = get_results()
    _rating = learner_rating("updown", _results)
    _data = {"game": "一上一下", "rating": _rating.points, "range": [_rating.low, _rating.high],
             "summary": _rating.summary(),
             "games": [{"opponents": list(r.opponents), "won": r.won} for r in _results]}
    mo.vstack([
        mo.md("## Your rating\n\n" + _rating.summary() + " Each game you finish yourself counts; it is kept while "
              "this page is open. Take it with you:"),
        mo.download(data=json.dumps(_data, ensure_ascii=False, indent=1).encode("utf-8"),
                    filename="my-one-up-one-down-rating.json", mimetype="application/json",
                    label="Download my results (JSON)"),
    ])
    return


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("00_start_here.py", "Start here: the teacher's tools, and what to play next", large_print.value))
    return


if __name__ == "__main__":
    app.run()
