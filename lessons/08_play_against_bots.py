# /// script
# [tool.marimo.opengraph]
# title = "Play 一上一下 against bots · 人机对战"
# description = "Learner path, step 7 of 7 · 25 min. A whole game against bots. · 坐在自己的座位上打一整局：虚报、质疑、评分。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Play 一上一下 against bots")


@app.cell
def _():
    import json

    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, updown_order
    from engine.errors import IllegalMove
    from engine.i18n import translators
    from engine.present.page import first_language, label_of, next_html, page_style
    from engine.present.table import coach_html, lines_html, narrator_html, updown_table
    from engine.ratings import BotName, GameResult, bot_ratings, learner_rating, rating_points
    from engine.updown import UpDownRules, challenge, narrate, new_game, pass_, play_down, play_up
    from engine.updown.bots import PERSONALITIES, advance, make_bot

    return (
        BotName,
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
        first_language,
        label_of,
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
        rating_points,
        translators,
        updown_order,
        updown_table,
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
    lang = language.value or "en"       # a radio with nothing chosen (never in a browser) reads as English
    tr, ntr = translators(lang)
    # The names at the table, seat 0 being the reader; the game itself knows only seat numbers, so a
    # new language renames everyone and loses nothing.
    NAMES = ("你", "乙", "丙", "丁") if lang == "zh" else ("You", "乙 Yi", "丙 Bing", "丁 Ding")
    BOT_NAMES = {p: BotName(p).localized(lang) for p in PERSONALITIES}
    return BOT_NAMES, NAMES, lang, ntr, tr


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


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # Play 一上一下 against bots · 人机对战

    **Goal:** play a whole game of One Up, One Down from your own seat: choose your cards, decide
    when to bluff and when to challenge, and see afterwards why the bots did what they did.
    Everything from UD-1 to UD-17 is in play; you see only what your seat may see (UD-10).
    """))
    return


@app.cell(hide_code=True)
def _(RANKS, lang, mo, tr, updown_order):
    from engine.cards import Card as _Card
    from engine.present.cards import hand_html as _hand_html

    _order = [_Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(tr("""
    The ranks, low to high, with 2 on top (UD-2):

    {ranks}

    ## Set up the game

    The setup is read when you press **Start a new game**; a change made during a game waits for the
    next one. You sit at the bottom; play goes clockwise, so the player on your left plays after you.
    Choose how strong the bots are: the levels come from their measured ratings, weakest first.
    """, ranks=_hand_html(_order, width=34, lang=lang)))
    return


@app.cell
def _(mo):
    # The setup as the reader chose it, kept apart from the controls: switching the language makes
    # the controls again (their labels change), and they start from these values.
    get_choice, set_choice = mo.state({"bots": 2, "level": "mix", "lead": "taker", "seed": 1})
    return get_choice, set_choice


@app.cell
def _(BOT_NAMES, PERSONALITIES, bot_ratings, get_choice, label_of, mo, set_choice, tr):
    # The rated bots, weakest first (a newly rated personality appears here by itself).
    LEVELS = [r for r in sorted(bot_ratings("updown"), key=lambda r: r.strength) if r.personality in PERSONALITIES]
    _levels = {tr("level {i}: {bot} (rating {points})", i=i, bot=BOT_NAMES.get(r.personality, r.personality),
                  points=r.points): r.personality for i, r in enumerate(LEVELS, 1)}
    _mix = tr("a mix of every level")
    _level_options = {_mix: "mix", **_levels}
    _lead_options = {tr("the player who took it"): "taker", tr("the challenger"): "challenger"}

    def _keep(name):
        return lambda value: set_choice(lambda c: {**c, name: value})

    _chosen = get_choice()
    opponents = mo.ui.slider(1, 3, value=_chosen["bots"], label=tr("Bots (UD-1: 2 to 4 players)"), show_value=True,
                             on_change=_keep("bots"))
    level = mo.ui.dropdown(_level_options, value=label_of(_level_options, _chosen["level"]) if _chosen["level"] in
                           _level_options.values() else _mix, label=tr("Opponents"), on_change=_keep("level"))
    lead = mo.ui.radio(_lead_options, value=label_of(_lead_options, _chosen["lead"]),
                       label=tr("After a pile is taken, the new round is led by (UD-13)"), on_change=_keep("lead"))
    seed = mo.ui.number(start=0, stop=999999, value=_chosen["seed"], label=tr("Seed (same seed, same game)"),
                        on_change=_keep("seed"))
    mo.vstack([mo.hstack([opponents, level, seed], justify="start", wrap=True), lead])
    return LEVELS, lead, level, opponents, seed


@app.cell
def _(mo):
    # The game being played and the learner's results this session. Nothing here depends on a
    # control, so changing the setup or the language never throws a game away.
    get_game, set_game = mo.state(None, allow_self_loops=True)   # the screen's buttons redraw it
    get_results, set_results = mo.state(())
    get_notice, set_notice = mo.state("")
    return get_game, get_notice, get_results, set_game, set_notice, set_results


@app.cell
def _(GameResult, IllegalMove, advance, get_game, get_results, make_bot, narrate, set_game, set_results):
    mention = narrate.mention

    def story(table, names, lang):
        """What the narrator tells seat 0, in ``lang``: the last step's sentences and the whole game's.
        The game keeps only how many events seat 0 had seen at each step, so any language can tell it."""
        seen = table["game"].view(0).events
        told = [t.render(lang) for t in narrate.tell(seen[table["before"]:table["mark"]], names, you=0)]
        log = [t.render(lang) for t in narrate.tell(seen[:table["mark"]], names, you=0)]
        return told, log

    def moved(table, game, said, autoplayed=False):
        """The game after a step: the narrator will tell what seat 0 saw since the last step."""
        after = {**table, "game": game, "said": table["said"] + said, "before": table["mark"],
                 "mark": len(game.view(0).events), "coach": False, "error": None,
                 "autoplayed": table["autoplayed"] or autoplayed}
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
            set_game({**table, "error": "no card"})
            return
        try:
            game = table["game"].apply(action)
        except IllegalMove as err:
            set_game({**table, "error": err})
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
        set_game({**table, "coach": True, "hints": table["hints"] + (0 if table["coach"] else 1)})

    return act, ask_coach, autoplay, mention, moved, story


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
    tr,
):
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    setup_now = {"bots": opponents.value, "level": level.value, "lead": lead.value,
                 "seed": int(seed.value) if _seed_ok else None}

    def start_game():
        """A new game with the setup as it is now (read here, when Start is pressed)."""
        setup = dict(setup_now)
        if setup["seed"] is None:
            set_notice("no seed")
            return
        rules = UpDownRules(players=setup["bots"] + 1, lead_after_pickup=setup["lead"])
        styles = [r.personality for r in LEVELS]
        picks = [styles[(s - 1) % len(styles)] if setup["level"] == "mix" else setup["level"]
                 for s in range(1, rules.players)]
        bots = {s: make_bot(p, f"{setup['seed']}/{s}") for s, p in enumerate(picks, start=1)}
        fresh = {"game": new_game(rules, seed=setup["seed"]), "setup": setup, "bots": bots,
                 "opponents": tuple(picks), "said": [], "before": 0, "mark": 0, "coach": False, "hints": 0,
                 "error": None, "autoplayed": False, "recorded": False}
        game, said = advance(fresh["game"], bots)
        set_notice("")
        set_game(moved(fresh, game, said))

    start_button = mo.ui.button(label=tr("Start a new game"), kind="success", on_click=lambda _: start_game())
    _playing = get_game() is not None and not get_game()["game"].is_over
    _lost = tr("*(starts over: the game below is lost)*")
    mo.vstack([
        start_button,
        mo.callout(mo.md(tr("**Type a seed** — any whole number from 0 to 999999 — to start a game.")), kind="warn")
        if not _seed_ok else mo.md(""),
    ]) if not _playing else mo.hstack([start_button, mo.md(_lost)], justify="start", wrap=True)
    return setup_now, start_button, start_game


@app.cell(hide_code=True)
def _(get_game, get_notice, mo, setup_now, tr):
    _table = get_game()
    _notes = []
    if get_notice():
        _notes.append(mo.callout(mo.md(tr("Type a seed first: a whole number from 0 to 999999.")), kind="warn"))
    if _table is not None and not _table["game"].is_over and setup_now != _table["setup"]:
        _notes.append(mo.callout(mo.md(tr("You changed the setup: **it applies to the next game**. This game goes "
                                          "on as it started.")), kind="info"))
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
    lang,
    mention,
    mo,
    narrate,
    narrator_html,
    pass_,
    play_down,
    play_up,
    story,
    tr,
    updown_order,
    updown_table,
):
    table = get_game()
    mo.stop(table is None, mo.callout(mo.md(tr("Set up the game above and press **Start a new game**. Seven cards "
                                               "each; a draw decides who leads (UD-4).")), kind="info"))
    game = table["game"]
    view = game.view(0)
    _cards = {f"{c.label}": c for c in sorted(view.hand, key=lambda c: (updown_order(c.rank), c.suit))}
    card_pick = mo.ui.dropdown(_cards, value=next(iter(_cards), None), label=tr("Your card"))
    declare_pick = mo.ui.dropdown({RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)},
                                  value=RANK_LABELS[view.target], label=tr("Declare"))
    up_button = mo.ui.button(
        label=tr("Play it face up"), kind="success",
        on_click=lambda _: act(play_up(0, card_pick.value) if card_pick.value is not None else None))
    down_button = mo.ui.button(
        label=tr("Play it face down, declaring that rank"), kind="success",
        on_click=lambda _: act(play_down(0, card_pick.value, declare_pick.value) if card_pick.value is not None
                               else None))
    challenge_button = mo.ui.button(label=tr("Challenge!"), kind="danger", on_click=lambda _: act(challenge(0)))
    stand_button = mo.ui.button(label=tr("Let it stand"), kind="success", on_click=lambda _: act(pass_(0)))
    coach_button = mo.ui.button(label=tr("Ask the coach"), kind="neutral", on_click=lambda _: ask_coach())
    auto_button = mo.ui.button(label=tr("Let the reckoner bot play my seat to the end"), kind="neutral",
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
    _error = table["error"]
    if _error == "no card":
        _alert = tr("Choose one of your cards first.")
    elif _error is None:
        _alert = ""
    else:          # the engine's refusal, in the reader's language ("you" for seat 0)
        _alert = mention(str(_error), NAMES, you=0) if lang == "en" else _error.localized(lang, NAMES)
    _told, _ = story(table, NAMES, lang)
    _now = narrate.now(view, NAMES, view.to_act, you=0).render(lang)
    _tips = [t.render(lang) for t in narrate.hint(view, NAMES)] if table["coach"] else []
    mo.vstack([
        mo.Html(narrator_html(_told[-10:], _now, alert=_alert)),
        mo.Html(updown_table(view, NAMES, lang)),
        *_controls,
        mo.Html(coach_html(_tips, tr("Coach"))) if _tips else mo.md(""),
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


@app.cell
def _(BOT_NAMES, learner_rating, ntr, rating_points, tr):
    def rating_text(results):
        """The learner's rating in words (the numbers are the engine's, engine.ratings)."""
        rating = learner_rating("updown", results)
        if not rating.games:
            return rating, tr("Play a game against the bots to get a rating.")
        bot = rating.closest_bot().personality
        return rating, ntr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                           "{low}–{high}, after {n} game).",
                           "You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                           "{low}–{high}, after {n} games).", rating.games, bot=BOT_NAMES.get(bot, bot),
                           points=rating.points, low=rating_points(rating.low), high=rating_points(rating.high))

    return (rating_text,)


@app.cell(hide_code=True)
def _(NAMES, game, get_results, lang, mo, narrate, rating_text, table, tr, view):
    mo.stop(not game.is_over)
    _lines = [t.render(lang) for t in narrate.summary(view.events, NAMES, you=0, hints=table["hints"])]
    if table["autoplayed"]:
        _lines.append(tr("The reckoner bot finished the game for you, so it does not count for your rating."))
    elif len(game.winners) > 1:
        _lines.append(tr("A shared win at the play limit is left out of your rating."))
    _, _summary = rating_text(get_results())
    _end = tr("The end")
    mo.callout(mo.md("## " + _end + "\n\n" + "\n".join(f"- {line}" for line in _lines) + f"\n\n**{_summary}**"),
               kind="success")
    return


@app.cell(hide_code=True)
def _(NAMES, game, lang, lines_html, mention, mo, story, table, tr):
    _, _log = story(table, NAMES, lang)
    _items = {tr("The story of the game (what your seat saw)"): mo.Html(lines_html(_log, limit=120))}
    if game.is_over:
        # The bots explain their moves afterwards: their reasons may name cards you never saw.
        # In English, "seat 0" becomes "you" with its verbs put right; in Chinese, the reader's name 你.
        # The engine numbers each move by its play, as the play limit counts them (UD-16): a challenge
        # or a pass carries the number of the face-down card it answers.
        def _why(m):
            _reason = mention(m.reason, NAMES, you=0) if lang == "en" else m.explain(lang, NAMES)
            if m.action.kind in ("challenge", "pass"):
                return tr("Play {n}, {who}'s answer: {reason}", n=m.when, who=NAMES[m.seat], reason=_reason)
            return tr("Play {n}, {who}: {reason}", n=m.when, who=NAMES[m.seat], reason=_reason)

        _items[tr("Why the bots did what they did")] = mo.Html(lines_html(
            [_why(m) for m in table["said"] if m.seat != 0]))
    mo.accordion(_items)
    return


@app.cell(hide_code=True)
def _(get_results, json, mo, rating_text, tr):
    _results = get_results()
    _rating, _summary = rating_text(_results)
    _data = {"game": "一上一下", "rating": _rating.points, "range": [_rating.low, _rating.high],
             "summary": _summary,
             "games": [{"opponents": list(r.opponents), "won": r.won} for r in _results]}
    mo.vstack([
        mo.md(tr("## Your rating\n\n{summary} Each game you finish yourself counts; it is kept while this page is "
                 "open. Take it with you:", summary=_summary)),
        mo.download(data=json.dumps(_data, ensure_ascii=False, indent=1).encode("utf-8"),
                    filename="my-one-up-one-down-rating.json", mimetype="application/json",
                    label=tr("Download my results (JSON)")),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("00_start_here.py", tr("Start here: the teacher's tools, and what to play next"),
                      large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
