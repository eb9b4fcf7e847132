# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the bot lab"
# description = "Teacher's tool · both games. How strong each bot is; a tournament to run; many seeded bot games answer a class's questions."
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
def _(mo):
    mo.md(r"""
    The 一上一下 bots:

    - **honest** never bluffs, and challenges only what its own view proves false (a declaration
      below the target, UD-12, or a rank whose four copies it can see);
    - **reckoner** estimates from the cards it can't see how likely a declaration is false, and
      challenges when that is more likely than not — or when the player would otherwise go out (UD-14);
    - **bluffer** lies when it has nothing at or above the target, and sometimes when it has.
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.i18n import translators
    from engine.present.charts import bar_chart_html
    from engine.present.page import first_language, next_html, page_style
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
    from engine.simulate import plural, win_conclusions
    from engine.stats import seating_design
    from engine.updown import UpDownRules
    from engine.updown.bots import PERSONALITIES
    from engine.updown.simulation import challenge_conclusions, simulate

    return (
        BotName,
        PERSONALITIES,
        UpDownRules,
        bar_chart_html,
        bot_ratings,
        challenge_conclusions,
        first_language,
        fit_strengths,
        fitted_matchups,
        matchups,
        mo,
        next_html,
        page_style,
        play_tournament,
        plural,
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
def _(large_print, mo, page_style):
    mo.Html(page_style(large_print.value))
    return


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
            note=tr("the line across each bar: where the true chance lies, 95% sure"))
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
def _(mo):
    from engine.cards import Card as _Card
    from engine.present.cards import card_svg as _card_svg
    from engine.updown import challenge_reason as _reason

    mo.md(f"""
    A bluff, caught: the target was 8, the card went down declared 10 — and it was this card.

    {_card_svg(_Card(6, "D"), 50)}

    {_reason(8, 10, 6)}
    """)
    return


@app.cell
def _(PERSONALITIES, mo):
    seats = mo.ui.array([mo.ui.dropdown(["(empty)"] + list(PERSONALITIES), value=v, label=f"Seat {i + 1}")
                         for i, v in enumerate(["honest", "reckoner", "bluffer", "(empty)"])])
    games = mo.ui.slider(10, 1000, step=10, value=200, label="Games", show_value=True)
    lead_rule = mo.ui.radio({"taker": "taker", "challenger": "challenger"}, value="taker",
                            label="Lead after a pickup (UD-13)", inline=True)
    seating = mo.ui.radio({"balanced: every seating order equally often": "balanced",
                           "fixed: the seats above, every game": "fixed"},
                          value="balanced: every seating order equally often", label="Seating")
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed")
    mo.vstack([mo.hstack(list(seats), justify="start", wrap=True), mo.hstack([games, seed], justify="start", wrap=True),
               lead_rule, seating,
               mo.md("In 一上一下 you may challenge the player before you, so who sits after whom matters. "
                     "**Balanced** seating plays every order of the bots equally often (the number of games "
                     "is rounded up to whole passes); **fixed** keeps the seats as chosen — try it with the "
                     "same bot in two seats to see how unfair fixed seats are.")])
    return games, lead_rule, seating, seats, seed


@app.cell
def _(mo):
    run = mo.ui.run_button(label="Run the games", kind="success")
    run
    return (run,)


@app.cell
def _(UpDownRules, games, lead_rule, mo, plural, run, seating, seating_design, seats, seed, simulate):
    lineup = [p for p in seats.value if p != "(empty)"]
    mo.stop(len(lineup) < 2, mo.callout(mo.md("Choose at least two bots (一上一下 is for 2 to 4 players, UD-1)."),
                                        kind="warn"))
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    mo.stop(not _seed_ok, mo.callout(mo.md("Type a seed — any whole number from 0 to 999999 — to run the games."),
                                     kind="warn"))
    mo.stop(not run.value, mo.md("*Press **Run the games**.*"))
    _seating = seating.value
    _total = seating_design(len(lineup), _seating).games_for(games.value) if _seating == "balanced" else games.value
    with mo.status.progress_bar(total=_total, title="Playing", subtitle=f"{plural(_total, 'seeded game')}") as _bar:
        lab_result = simulate(lineup, games=games.value, seed=int(seed.value),
                              rules=UpDownRules(players=len(lineup), lead_after_pickup=lead_rule.value),
                              seating=_seating, progress=lambda done, total: _bar.update())
    return (lab_result,)


@app.cell(hide_code=True)
def _(bar_chart_html, challenge_conclusions, lab_result, mo, plural, rate_chart_html, win_conclusions):
    _r = lab_result
    _rows = [(e, _r.win_rate(e), _r.win_interval(e)) for e in _r.entries]
    _asked = "" if _r.games == _r.asked else f" ({_r.asked} asked, rounded up so that every order counts the same)"
    _buckets: dict[int, int] = {}
    for _n in _r.lengths:
        _buckets[_n // 10 * 10] = _buckets.get(_n // 10 * 10, 0) + 1
    _length_rows = [(f"{_low}–{_low + 9} plays", _count, plural(_count, "game"))
                    for _low, _count in sorted(_buckets.items())]
    _bluffs, _caught = _r.total("bluffs"), _r.total("bluffs_challenged")
    _challenges, _won = _r.total("challenges"), _r.total("challenges_won")
    mo.vstack([
        mo.md(f"**{plural(_r.games, 'game')} played**{_asked}. Seating: {_r.design.description}."),
        mo.Html(rate_chart_html(_rows, title="How often each bot won")),
        mo.md("\n".join(f"- {_line}" for _line in win_conclusions(_r))),
        mo.md("**Is challenging worth it? Does bluffing pay?**\n\n"
              + "\n".join(f"- {_line}" for _line in challenge_conclusions(_r))),
        mo.Html(bar_chart_html(_length_rows, colour="#26a69a", title="How long the games were", axis="games")),
        mo.md(f"""
| figure | value |
|:---|---:|
| average game length | {_r.average_length:.1f} plays |
| bluffs (face-down cards declared as another rank) | {_bluffs:.0f} |
| bluffs that were challenged | {_caught:.0f} — the rest stood |
| challenges | {_challenges:.0f} |
| challenges that succeeded (UD-12) | {_won:.0f} |
"""),
    ])
    return


@app.cell(hide_code=True)
def _(mo):
    compare = mo.ui.run_button(label="Compare fixed and balanced seating", kind="neutral")
    mo.vstack([mo.md("""
    ## Seeing the seating effect

    Two identical bots should win equally often. Put the **same** bot in two seats, then compare: with
    fixed seats the one that sits before the other is the one challenged, and the figures disagree;
    with balanced seating they agree within their ranges.
    """), compare])
    return (compare,)


@app.cell
def _(UpDownRules, compare, games, lead_rule, mo, plural, rate_chart_html, seats, seed, simulate):
    _lineup = [p for p in seats.value if p != "(empty)"]
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    mo.stop(len(_lineup) < 2 or not _seed_ok or not compare.value,
            mo.md("*Choose at least two bots and a seed, then press **Compare fixed and balanced seating**.*"))
    _rules = UpDownRules(players=len(_lineup), lead_after_pickup=lead_rule.value)
    _charts = []
    for _mode in ("fixed", "balanced"):
        _res = simulate(_lineup, games=games.value, seed=int(seed.value), rules=_rules, seating=_mode)
        _charts.append(mo.Html(rate_chart_html([(e, _res.win_rate(e), _res.win_interval(e)) for e in _res.entries],
                                               title=f"{_res.design.name}: {plural(_res.games, 'game')}", note="")))
    mo.hstack(_charts, widths="equal", wrap=True)
    return


@app.cell(hide_code=True)
def _(mo, tr):
    tournament_game = mo.ui.radio({tr("five-card draw"): "draw", "一上一下": "updown"}, value=tr("five-card draw"),
                                  label=tr("Game"), inline=True)
    tournament_games = mo.ui.slider(6, 120, step=6, value=6, label=tr("Games at each table"), show_value=True)
    tournament_seed = mo.ui.number(start=0, stop=999999, value=2026, label=tr("Seed"))
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
    mo,
    play_tournament,
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
    mo.stop(not run_tournament.value, mo.md(tr("*Press **Run the tournament**.*")))
    _game = tournament_game.value if tournament_game.value in ("draw", "updown") else "draw"
    _games = int(tournament_games.value or 6)
    with mo.status.progress_bar(total=len(tournament_tables(_game)), title=tr("Playing the tournament"),
                                subtitle=tr("one table at a time")) as _bar:
        tournament = play_tournament(_game, _games, int(_seed), progress=lambda done, total: _bar.update())
    tournament_ratings = fit_strengths(tournament)
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
