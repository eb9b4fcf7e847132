# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the bot lab · 教师工具：机器人实验室"
# description = "Teacher's tool · both games. How strong each bot is; tournaments. · 机器人有多强，办比赛，用大量对局回答课堂问题。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the bot lab")


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # For teachers: the bot lab · 机器人实验室

    **Goal:** let many seeded games between bot personalities answer questions a class asks: how
    strong is each bot, in five-card draw and in 一上一下? Does bluffing pay? Is it worth challenging?
    Does the lead-after-pickup switch (UD-13) matter? Every game is seeded, so the same settings give
    the same figures on every screen.
    """))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    The 一上一下 bots:

    - **honest** never bluffs, and challenges only what its own view proves false (a declaration
      below the target, UD-12, or a rank whose four copies it can see);
    - **reckoner** estimates from the cards it can't see how likely a declaration is false, and
      challenges when that is more likely than not — or when the player would otherwise go out (UD-14);
    - **bluffer** lies when it has nothing at or above the target, and sometimes when it has.
    """))
    return


@app.cell
def _():
    import marimo as mo

    from engine.i18n import translators
    from engine.present.charts import bar_chart_html
    from engine.present.page import first_language, label_of, next_html, page_style
    from engine.present.rates import rate_chart_html
    from engine.ratings import (
        BotName,
        bot_ratings,
        fit_strengths,
        fitted_matchups,
        matchups,
        play_tournament,
        table_facts,
        tournament_tables,
    )
    from engine.simulate import EntryName, win_conclusions
    from engine.stats import seating_design
    from engine.updown import UpDownRules
    from engine.updown.bots import PERSONALITIES
    from engine.updown.simulation import challenge_conclusions, simulate

    return (
        BotName,
        EntryName,
        PERSONALITIES,
        UpDownRules,
        bar_chart_html,
        bot_ratings,
        challenge_conclusions,
        first_language,
        label_of,
        fit_strengths,
        fitted_matchups,
        matchups,
        mo,
        next_html,
        page_style,
        play_tournament,
        rate_chart_html,
        seating_design,
        simulate,
        table_facts,
        tournament_tables,
        translators,
        win_conclusions,
    )


@app.cell
def _(mo):
    def remember(key, value):
        """Write a choice into the page's address; a headless run (tests, export) has no address."""
        try:
            mo.query_params().set(key, value)
        except Exception:  # noqa: BLE001 - marimo's ContextNotInitializedError outside a running page
            pass

    return (remember,)


@app.cell
def _(first_language, mo, remember):
    # The reader's language and large print live in the page's address (?lang=zh&print=large), so a
    # reload or the Next link keeps them.
    language = mo.ui.radio(
        options={"English": "en", "简体中文": "zh"},
        value="简体中文" if first_language(mo.query_params(), mo.cli_args()) == "zh" else "English",
        inline=True,
        on_change=lambda chosen: remember("lang", chosen),
    )
    return (language,)


@app.cell
def _(language, translators):
    lang = language.value if language.value in ("en", "zh") else "en"
    tr, ntr = translators(lang)
    return lang, ntr, tr


@app.cell
def _(language, mo, remember, tr):
    large_print = mo.ui.switch(
        value=mo.query_params().get("print") == "large",
        label=tr("Large print (projector)"),
        on_change=lambda on: remember("print", "large" if on else "normal"),
    )
    mo.hstack([language, large_print], justify="space-between", wrap=True)
    return (large_print,)


@app.cell(hide_code=True)
def _(lang, large_print, mo, page_style):
    mo.Html(page_style(large_print.value, lang))
    return


@app.cell
def _():
    # What the teacher has set and what the games gave, kept apart from the controls: a control with a
    # translated label is made afresh when the language changes, and it takes its value from here; a
    # run's results are kept with the settings they were run with, so a switch shows them again,
    # relabelled, without pressing the button. A plain record, not mo.state: keeping must re-run nothing.
    _kept_values = {}

    def kept(name, default):
        return _kept_values.get(name, default)

    def keep(name):
        def remember(value):
            _kept_values[name] = value

        return remember

    def ran(name, settings):
        """The results kept under ``name`` if they were run with ``settings`` (the settings now), else None."""
        _last = _kept_values.get(name)
        return _last[1] if _last is not None and _last[0] == settings else None

    return keep, kept, ran


@app.cell(hide_code=True)
def _(BotName, bot_ratings, lang, matchups, mo, rate_chart_html, table_facts, tr):
    def _rating_section(game, title):
        """The shipped ratings of one game: the table, then every pair head to head, in words and drawn."""
        _facts = table_facts(game)
        _rows = "\n".join(
            f"| {BotName(r.personality).localized(lang)} | {r.points} | {r.points_range[0]}–{r.points_range[1]} "
            f"| {r.games:,} |" for r in bot_ratings(game))
        _lines = []
        for _m in matchups(game):
            _fields = {"a": BotName(_m.stronger).localized(lang), "b": BotName(_m.weaker).localized(lang),
                       "chance": f"{_m.chance:.0%}", "range": f"{100 * _m.low:.0f}–{_m.high:.0%}"}
            _lines.append(tr("the **{a}** bot beats the **{b}** bot {chance} of the time ({range})", **_fields)
                          if _m.clear else
                          tr("the **{a}** bot beats the **{b}** bot {chance} of the time ({range}): a range that "
                             "includes 50%, so these games cannot tell the two apart", **_fields))
        _chart = rate_chart_html(
            [(f"{BotName(_m.stronger).localized(lang)} – {BotName(_m.weaker).localized(lang)}", _m.chance,
              (_m.low, _m.high)) for _m in matchups(game)],
            title=tr("Head to head: how often the first beats the second"),
            note=tr("the line across each bar: where the true chance lies, 95% sure"), lang=lang)
        return mo.vstack([
            mo.md(tr("### {title}\n\n{games} games, {per_table} at every table of 3 and of 4 bots (seed "
                     "{seed}); {shared} shared wins say nothing about who is stronger and are left out.",
                     title=title, games=f"{_facts['games']:,}", per_table=_facts["games_per_table"],
                     seed=_facts["seed"], shared=f"{_facts['shared_wins_left_out']:,}")),
            mo.md(tr("| bot | rating | 95% sure between | games |") + "\n|:---|---:|---:|---:|\n" + _rows),
            mo.md("\n".join(f"- {_line}" for _line in _lines)),
            mo.Html(_chart),
        ])

    mo.vstack([
        mo.md(tr(r"""
        ## How strong each bot is

        Every bot played seeded round-robin tournaments: every table of 3 and of 4 different bots, every
        seating order equally often. Who won each game gives each bot a **rating** (1500 is the average
        bot; 400 points more is about 10 to 1 head to head) with the range where it lies, 95% sure.
        Learners see their own rating against these after each game of lessons 04 and 08.
        """)),
        _rating_section("draw", tr("Five-card draw (no chips: staying is free)")),
        _rating_section("updown", tr("一上一下")),
        mo.md(tr(r"""
        **Reading it with a class.** When a range includes 50%, the games cannot tell the two bots apart.
        In five-card draw without chips nobody should fold, so the bots that never fold differ only in
        which cards they replace — and that barely changes who wins a match of eight rounds: the cards
        decide far more than the choice.
        """)),
    ])
    return


@app.cell(hide_code=True)
def _(lang, mo, tr):
    from engine.cards import Card as _Card
    from engine.present.cards import card_svg as _card_svg
    from engine.updown import challenge_reason as _reason

    _caught = tr("A bluff, caught: the target was 8, the card went down declared 10 — and it was this card.")
    mo.md(f"""
    {_caught}

    {_card_svg(_Card(6, "D"), 50, lang=lang)}

    {_reason(8, 10, 6, lang)}
    """)
    return


@app.cell
def _(BotName, PERSONALITIES, keep, kept, label_of, lang, mo, tr):
    # Options are label → code, so the codes (and the games they choose) are the same in both languages;
    # each control starts from the value kept for it, so a language switch changes no setting.
    _empty = tr("(empty)")
    _bots = {_empty: "(empty)", **{BotName(p).localized(lang): p for p in PERSONALITIES}}
    _label = {code: label for label, code in _bots.items()}
    _given = list(kept("seats", None) or ())
    _seats = [_given[i] if i < len(_given) and _given[i] in _label else _default
              for i, _default in enumerate(["honest", "reckoner", "bluffer", "(empty)"])]
    seats = mo.ui.array([mo.ui.dropdown(_bots, value=_label[v], label=tr("Seat {n}", n=i + 1))
                         for i, v in enumerate(_seats)], on_change=keep("seats"))
    _games = kept("games", 200)
    games = mo.ui.slider(10, 1000, step=10, value=_games if _games in range(10, 1001, 10) else 200, label=tr("Games"),
                         show_value=True, on_change=keep("games"))
    _leads = {tr("taker"): "taker", tr("challenger"): "challenger"}
    lead_rule = mo.ui.radio(_leads, value=label_of(_leads, kept("lead", "taker"), default=tr("taker")),
                            label=tr("Lead after a pickup (UD-13)"), inline=True, on_change=keep("lead"))
    _balanced = tr("balanced: every seating order equally often")
    _seatings = {_balanced: "balanced", tr("fixed: the seats above, every game"): "fixed"}
    seating = mo.ui.radio(_seatings, value=label_of(_seatings, kept("seating", "balanced"), default=_balanced),
                          label=tr("Seating"), on_change=keep("seating"))
    seed = mo.ui.number(start=0, stop=999999, value=kept("seed", 1), label=tr("Seed"), on_change=keep("seed"))
    mo.vstack([mo.hstack(list(seats), justify="start", wrap=True), mo.hstack([games, seed], justify="start", wrap=True),
               lead_rule, seating,
               mo.md(tr("In 一上一下 you may challenge the player before you, so who sits after whom matters. "
                        "**Balanced** seating plays every order of the bots equally often (the number of games "
                        "is rounded up to whole passes); **fixed** keeps the seats as chosen — try it with the "
                        "same bot in two seats to see how unfair fixed seats are."))])
    return games, lead_rule, seating, seats, seed


@app.cell
def _(mo, tr):
    run = mo.ui.run_button(label=tr("Run the games"), kind="success")
    run
    return (run,)


@app.cell
def _(
    UpDownRules,
    games,
    keep,
    lang,
    lead_rule,
    mo,
    ntr,
    ran,
    run,
    seating,
    seating_design,
    seats,
    seed,
    simulate,
    tr,
):
    lineup = [p for p in seats.value if p != "(empty)"]
    mo.stop(len(lineup) < 2, mo.callout(mo.md(tr("Choose at least two bots (一上一下 is for 2 to 4 players, UD-1).")),
                                        kind="warn"))
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    mo.stop(not _seed_ok, mo.callout(mo.md(tr("Type a seed — any whole number from 0 to 999999 — to run the games.")),
                                     kind="warn"))
    _settings = (tuple(lineup), games.value, int(seed.value), lead_rule.value, seating.value)
    if run.value:
        _seating = seating.value
        _total = seating_design(len(lineup), _seating).games_for(games.value) if _seating == "balanced" else games.value
        with mo.status.progress_bar(total=_total, title=tr("Playing"),
                                    subtitle=ntr("{n} seeded game", "{n} seeded games", _total),
                                    show_rate=lang == "en", show_eta=lang == "en") as _bar:
            lab_result = simulate(lineup, games=games.value, seed=int(seed.value),
                                  rules=UpDownRules(players=len(lineup), lead_after_pickup=lead_rule.value),
                                  seating=_seating, progress=lambda done, total: _bar.update())
        keep("lab")((_settings, lab_result))
    else:
        # the games last run, shown again (a language switch re-runs this cell) only for these settings
        _last = ran("lab", _settings)
        mo.stop(_last is None, mo.md(tr("*Press **Run the games**.*")))
        lab_result = _last
    return (lab_result,)


@app.cell(hide_code=True)
def _(
    EntryName,
    bar_chart_html,
    challenge_conclusions,
    lab_result,
    lang,
    mo,
    ntr,
    rate_chart_html,
    tr,
    win_conclusions,
):
    _r = lab_result
    _rows = [(EntryName(e).localized(lang), _r.win_rate(e), _r.win_interval(e)) for e in _r.entries]
    _asked = "" if _r.games == _r.asked else tr(" ({asked} asked, rounded up so that every order counts the same)",
                                                asked=_r.asked)
    _buckets: dict[int, int] = {}
    for _n in _r.lengths:
        _buckets[_n // 10 * 10] = _buckets.get(_n // 10 * 10, 0) + 1
    _length_rows = [(tr("{low}–{high} plays", low=_low, high=_low + 9), _count, ntr("{n} game", "{n} games", _count))
                    for _low, _count in sorted(_buckets.items())]
    _bluffs, _caught = _r.total("bluffs"), _r.total("bluffs_challenged")
    _challenges, _won = _r.total("challenges"), _r.total("challenges_won")
    _played = ntr("**{n} game played**", "**{n} games played**", _r.games)
    _seating = _r.design.said(lang)[1]
    _figures = tr("""
| figure | value |
|:---|---:|
| average game length | {length} plays |
| bluffs (face-down cards declared as another rank) | {bluffs} |
| bluffs that were challenged | {caught} — the rest stood |
| challenges | {challenges} |
| challenges that succeeded (UD-12) | {won} |
""", length=f"{_r.average_length:.1f}", bluffs=f"{_bluffs:.0f}", caught=f"{_caught:.0f}",
                  challenges=f"{_challenges:.0f}", won=f"{_won:.0f}")
    mo.vstack([
        mo.md(tr("{played}{asked}. Seating: {seating}.", played=_played, asked=_asked, seating=_seating)),
        mo.Html(rate_chart_html(_rows, title=tr("How often each bot won"),
                                note=tr("the line across each bar: where the true rate lies, 95% sure"), lang=lang)),
        mo.md("\n".join(f"- {_line}" for _line in win_conclusions(_r, lang))),
        mo.md(tr("**Is challenging worth it? Does bluffing pay?**") + "\n\n"
              + "\n".join(f"- {_line}" for _line in challenge_conclusions(_r, lang))),
        mo.Html(bar_chart_html(_length_rows, colour="#26a69a", title=tr("How long the games were"),
                               axis=tr("games"))),
        mo.md(_figures),
    ])
    return


@app.cell(hide_code=True)
def _(mo, tr):
    compare = mo.ui.run_button(label=tr("Compare fixed and balanced seating"), kind="neutral")
    mo.vstack([mo.md(tr("""
    ## Seeing the seating effect

    Two identical bots should win equally often. Put the **same** bot in two seats, then compare: with
    fixed seats the one that sits before the other is the one challenged, and the figures disagree;
    with balanced seating they agree within their ranges.
    """)), compare])
    return (compare,)


@app.cell
def _(
    EntryName,
    UpDownRules,
    compare,
    games,
    keep,
    lang,
    lead_rule,
    mo,
    ntr,
    ran,
    rate_chart_html,
    seats,
    seed,
    simulate,
    tr,
):
    _lineup = [p for p in seats.value if p != "(empty)"]
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    _press = mo.md(tr("*Choose at least two bots and a seed, then press **Compare fixed and balanced seating**.*"))
    mo.stop(len(_lineup) < 2 or not _seed_ok, _press)
    _settings = (tuple(_lineup), games.value, int(seed.value), lead_rule.value)
    if compare.value:
        _rules = UpDownRules(players=len(_lineup), lead_after_pickup=lead_rule.value)
        _compared = [simulate(_lineup, games=games.value, seed=int(seed.value), rules=_rules, seating=_mode)
                     for _mode in ("fixed", "balanced")]
        keep("compared")((_settings, _compared))
    else:
        # the comparison last run, shown again (a language switch re-runs this cell) only for these settings
        _compared = ran("compared", _settings)
        mo.stop(_compared is None, _press)
    _charts = []
    for _res in _compared:
        _played = ntr("{n} game", "{n} games", _res.games)
        _title = tr("{design}: {games}", design=_res.design.said(lang)[0], games=_played)
        _charts.append(mo.Html(rate_chart_html([(EntryName(e).localized(lang), _res.win_rate(e), _res.win_interval(e))
                                                for e in _res.entries], title=_title, note="", lang=lang)))
    mo.hstack(_charts, widths="equal", wrap=True)
    return


@app.cell(hide_code=True)
def _(keep, kept, label_of, mo, tr):
    _tournament_games = {tr("five-card draw"): "draw", "一上一下": "updown"}
    tournament_game = mo.ui.radio(_tournament_games, value=label_of(_tournament_games, kept("tournament_game", "draw"),
                                                                    default=tr("five-card draw")),
                                  label=tr("Game"), inline=True, on_change=keep("tournament_game"))
    _per_table = kept("tournament_games", 6)
    tournament_games = mo.ui.slider(6, 120, step=6, value=_per_table if _per_table in range(6, 121, 6) else 6,
                                    label=tr("Games at each table"), show_value=True,
                                    on_change=keep("tournament_games"))
    tournament_seed = mo.ui.number(start=0, stop=999999, value=kept("tournament_seed", 2026), label=tr("Seed"),
                                   on_change=keep("tournament_seed"))
    mo.vstack([
        mo.md(tr(r"""
        ## Run a tournament

        Play your own small tournament: every table of 3 and of 4 different bots of one game, each
        seating order equally often (the games are rounded up to whole passes). The ratings above came
        from the same kind of tournament with 480 games at each table; a few games at each table give
        wide ranges — try it, and see how the ranges shrink as the games grow.
        """)),
        mo.hstack([tournament_game, tournament_games, tournament_seed], justify="start", wrap=True),
    ])
    return tournament_game, tournament_games, tournament_seed


@app.cell
def _(mo, tr):
    run_tournament = mo.ui.run_button(label=tr("Run the tournament"), kind="success")
    run_tournament
    return (run_tournament,)


@app.cell
def _(
    fit_strengths,
    keep,
    lang,
    mo,
    play_tournament,
    ran,
    run_tournament,
    tournament_game,
    tournament_games,
    tournament_seed,
    tournament_tables,
    tr,
):
    _seed = tournament_seed.value
    _seed_ok = isinstance(_seed, int | float) and _seed == int(_seed) and 0 <= _seed <= 999999
    mo.stop(not _seed_ok, mo.callout(mo.md(tr("Type a seed — any whole number from 0 to 999999 — to run the "
                                              "tournament.")), kind="warn"))
    _game = tournament_game.value if tournament_game.value in ("draw", "updown") else "draw"
    _games = int(tournament_games.value or 6)
    _settings = (_game, _games, int(_seed))
    if run_tournament.value:
        with mo.status.progress_bar(total=len(tournament_tables(_game)), title=tr("Playing the tournament"),
                                    subtitle=tr("one table at a time"),
                                    show_rate=lang == "en", show_eta=lang == "en") as _bar:
            tournament = play_tournament(_game, _games, int(_seed), progress=lambda done, total: _bar.update())
        tournament_ratings = fit_strengths(tournament)
        keep("tournament")((_settings, (tournament, tournament_ratings)))
    else:
        # the tournament last run, shown again (a language switch re-runs this cell) only for these settings
        _last = ran("tournament", _settings)
        mo.stop(_last is None, mo.md(tr("*Press **Run the tournament**.*")))
        tournament, tournament_ratings = _last
    return tournament, tournament_ratings


@app.cell(hide_code=True)
def _(BotName, fitted_matchups, lang, mo, tournament, tournament_ratings, tr):
    _rows = "\n".join(
        f"| {BotName(r.personality).localized(lang)} | {r.points} | {r.points_range[0]}–{r.points_range[1]} "
        f"| {r.games:,} |" for r in tournament_ratings)
    _lines = [tr("the **{a}** bot beats the **{b}** bot {chance} of the time", a=BotName(_m.stronger).localized(lang),
                 b=BotName(_m.weaker).localized(lang), chance=f"{_m.chance:.0%}")
              for _m in fitted_matchups(tournament_ratings)]
    mo.vstack([
        mo.md(tr("**{played} games played**; {shared} shared wins left out.", played=f"{tournament.played:,}",
                 shared=f"{tournament.shared:,}")),
        mo.md(tr("| bot | rating | 95% sure between | games |") + "\n|:---|---:|---:|---:|\n" + _rows),
        mo.md(tr("Head to head, as these games rate them:") + "\n\n"
              + "\n".join(f"- {_line}" for _line in _lines)),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("00_start_here.py", tr("Back to the start"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
