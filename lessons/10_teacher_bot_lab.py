# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the bot lab · 教师工具：机器人实验室"
# description = "Teacher's tool · both games. How strong each bot is; tournaments. · 机器人有多强，办比赛，用大量对局回答课堂问题。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the bot lab")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import Card
    from engine.present.cards import card_svg
    from engine.present.charts import bar_chart_html
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
    from engine.updown import UpDownRules, challenge_reason
    from engine.updown.bots import PERSONALITIES
    from engine.updown.simulation import challenge_conclusions, simulate


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
    # For teachers: the bot lab · 机器人实验室

    **Goal:** let many seeded games between bot personalities answer questions a class asks: how
    strong is each bot, in five-card draw and in 一上一下? Does bluffing pay? Is it worth challenging?
    Does the lead-after-pickup switch (UD-13) matter? Every game is seeded, so the same settings give
    the same figures on every screen.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(tr):
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
def _(lang, tr):
    def rating_table(ratings):
        """The bots' ratings as a table: the shipped ones, or a tournament's."""
        return tr("| bot | rating | 95% sure between | games |") + "\n|:---|---:|---:|---:|\n" + "\n".join(
            f"| {BotName(r.personality).localized(lang)} | {r.points} | {r.points_range[0]}–{r.points_range[1]} "
            f"| {r.games:,} |" for r in ratings)

    return (rating_table,)


@app.cell(hide_code=True)
def _(lang, rating_table, tr):
    def _rating_section(game, title):
        """The shipped ratings of one game: the table, then every pair head to head, in words and drawn."""
        _facts = table_facts(game)
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
            mo.md(tr("### {title}\n\n{games:,} games, {per_table} at every table of 3 and of 4 bots (seed "
                     "{seed}); {shared:,} shared wins say nothing about who is stronger and are left out.",
                     title=title, games=_facts["games"], per_table=_facts["games_per_table"],
                     seed=_facts["seed"], shared=_facts["shared_wins_left_out"])),
            mo.md(rating_table(bot_ratings(game))),
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
def _(lang, tr):
    _caught = tr("A bluff, caught: the target was 8, the card went down declared 10 — and it was this card.")
    mo.md(f"""
    {_caught}

    {card_svg(Card(6, "D"), 50, lang=lang)}

    {challenge_reason(8, 10, 6, lang)}
    """)
    return


@app.cell
def _(kept, lang, tr):
    # Options are label → code, so the codes (and the games they choose) are the same in both languages.
    _bots = {tr("(empty)"): "(empty)", **{BotName(p).localized(lang): p for p in PERSONALITIES}}
    _defaults = ["honest", "reckoner", "bluffer", "(empty)"]
    _given = list(kept.get("seats") or ()) + _defaults
    seats = mo.ui.array([mo.ui.dropdown(_bots, value=kit.label_of(_bots, _given[i], default=kit.label_of(_bots, d)),
                                        label=tr("Seat {n}", n=i + 1)) for i, d in enumerate(_defaults)],
                        on_change=kept.keep("seats"))
    games = mo.ui.slider(10, 1000, step=10, label=tr("Games"), show_value=True, **kept("games", 200))
    _leads = {tr("taker"): "taker", tr("challenger"): "challenger"}
    lead_rule = mo.ui.radio(_leads, label=tr("Lead after a pickup (UD-13)"), inline=True,
                            **kept("lead", "taker", _leads))
    _seatings = {tr("balanced: every seating order equally often"): "balanced",
                 tr("fixed: the seats above, every game"): "fixed"}
    seating = mo.ui.radio(_seatings, label=tr("Seating"), **kept("seating", "balanced", _seatings))
    seed = kit.seed_box(kept, "seed", 1, tr("Seed"))
    mo.vstack([mo.hstack(list(seats), justify="start", wrap=True), mo.hstack([games, seed], justify="start", wrap=True),
               lead_rule, seating,
               mo.md(tr("In 一上一下 you may challenge the player before you, so who sits after whom matters. "
                        "**Balanced** seating plays every order of the bots equally often (the number of games "
                        "is rounded up to whole passes); **fixed** keeps the seats as chosen — try it with the "
                        "same bot in two seats to see how unfair fixed seats are."))])
    return games, lead_rule, seating, seats, seed


@app.cell
def _(tr):
    run = mo.ui.run_button(label=tr("Run the games"), kind="success")
    run
    return (run,)


@app.cell
def _(games, kept, lang, lead_rule, ntr, run, seating, seats, seed, tr):
    lineup = [p for p in seats.value if p != "(empty)"]
    mo.stop(len(lineup) < 2, mo.callout(mo.md(tr("Choose at least two bots (一上一下 is for 2 to 4 players, UD-1).")),
                                        kind="warn"))
    _seed = kit.seed_of(seed.value)
    mo.stop(_seed is None, kit.seed_missing(tr))
    # Results are kept under a key that holds the settings they were run with: a language switch shows
    # them again, relabelled, without pressing the button; other settings show nothing until it is pressed.
    _ran = ("lab", tuple(lineup), games.value, _seed, lead_rule.value, seating.value)
    if run.value:
        _seating = seating.value
        _total = seating_design(len(lineup), _seating).games_for(games.value) if _seating == "balanced" else games.value
        with mo.status.progress_bar(total=_total, title=tr("Playing"),
                                    subtitle=ntr("{n} seeded game", "{n} seeded games", _total),
                                    show_rate=lang == "en", show_eta=lang == "en") as _bar:
            kept.values[_ran] = simulate(lineup, games=games.value, seed=_seed, seating=_seating,
                                         rules=UpDownRules(players=len(lineup), lead_after_pickup=lead_rule.value),
                                         progress=lambda done, total: _bar.update())
    mo.stop(_ran not in kept.values, mo.md(tr("*Press **Run the games**.*")))
    lab_result = kept.get(_ran)              # run now, or before a language switch re-ran this cell
    return (lab_result,)


@app.cell(hide_code=True)
def _(lab_result, lang, ntr, tr):
    _r = lab_result
    _rows = [(EntryName(e).localized(lang), _r.win_rate(e), _r.win_interval(e)) for e in _r.entries]
    _asked = "" if _r.games == _r.asked else tr(" ({asked} asked, rounded up so that every order counts the same)",
                                                asked=_r.asked)
    _buckets: dict[int, int] = {}
    for _n in _r.lengths:
        _buckets[_n // 10 * 10] = _buckets.get(_n // 10 * 10, 0) + 1
    _length_rows = [(tr("{low}–{high} plays", low=_low, high=_low + 9), _count, ntr("{n} game", "{n} games", _count))
                    for _low, _count in sorted(_buckets.items())]
    _played = ntr("**{n} game played**", "**{n} games played**", _r.games)
    _figures = tr("""
| figure | value |
|:---|---:|
| average game length | {length:.1f} plays |
| bluffs (face-down cards declared as another rank) | {bluffs:.0f} |
| bluffs that were challenged | {caught:.0f} — the rest stood |
| challenges | {challenges:.0f} |
| challenges that succeeded (UD-12) | {won:.0f} |
""", length=_r.average_length, bluffs=_r.total("bluffs"), caught=_r.total("bluffs_challenged"),
                  challenges=_r.total("challenges"), won=_r.total("challenges_won"))
    mo.vstack([
        mo.md(tr("{played}{asked}. Seating: {seating}.", played=_played, asked=_asked,
                 seating=_r.design.said(lang)[1])),
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
def _(tr):
    compare = mo.ui.run_button(label=tr("Compare fixed and balanced seating"), kind="neutral")
    mo.vstack([mo.md(tr("""
    ## Seeing the seating effect

    Two identical bots should win equally often. Put the **same** bot in two seats, then compare: with
    fixed seats the one that sits before the other is the one challenged, and the figures disagree;
    with balanced seating they agree within their ranges.
    """)), compare])
    return (compare,)


@app.cell
def _(compare, games, kept, lang, lead_rule, ntr, seats, seed, tr):
    _lineup = [p for p in seats.value if p != "(empty)"]
    _seed = kit.seed_of(seed.value)
    _press = mo.md(tr("*Choose at least two bots and a seed, then press **Compare fixed and balanced seating**.*"))
    mo.stop(len(_lineup) < 2 or _seed is None, _press)
    _ran = ("compared", tuple(_lineup), games.value, _seed, lead_rule.value)
    if compare.value:
        _rules = UpDownRules(players=len(_lineup), lead_after_pickup=lead_rule.value)
        kept.values[_ran] = [simulate(_lineup, games=games.value, seed=_seed, rules=_rules, seating=_mode)
                             for _mode in ("fixed", "balanced")]
    mo.stop(_ran not in kept.values, _press)
    _charts = []
    for _res in kept.get(_ran):
        _played = ntr("{n} game", "{n} games", _res.games)
        _title = tr("{design}: {games}", design=_res.design.said(lang)[0], games=_played)
        _charts.append(mo.Html(rate_chart_html([(EntryName(e).localized(lang), _res.win_rate(e), _res.win_interval(e))
                                                for e in _res.entries], title=_title, note="", lang=lang)))
    mo.hstack(_charts, widths="equal", wrap=True)
    return


@app.cell(hide_code=True)
def _(kept, tr):
    _games = {tr("five-card draw"): "draw", "一上一下": "updown"}
    tournament_game = mo.ui.radio(_games, label=tr("Game"), inline=True, **kept("tournament_game", "draw", _games))
    tournament_games = mo.ui.slider(6, 120, step=6, label=tr("Games at each table"), show_value=True,
                                    **kept("tournament_games", 6))
    tournament_seed = kit.seed_box(kept, "tournament_seed", 2026, tr("Seed"))
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
def _(tr):
    run_tournament = mo.ui.run_button(label=tr("Run the tournament"), kind="success")
    run_tournament
    return (run_tournament,)


@app.cell
def _(kept, lang, run_tournament, tournament_game, tournament_games, tournament_seed, tr):
    _seed = kit.seed_of(tournament_seed.value)
    mo.stop(_seed is None, kit.seed_missing(tr))
    _game = tournament_game.value if tournament_game.value in ("draw", "updown") else "draw"
    _games = int(tournament_games.value or 6)
    _ran = ("tournament", _game, _games, _seed)
    if run_tournament.value:
        with mo.status.progress_bar(total=len(tournament_tables(_game)), title=tr("Playing the tournament"),
                                    subtitle=tr("one table at a time"),
                                    show_rate=lang == "en", show_eta=lang == "en") as _bar:
            _played = play_tournament(_game, _games, _seed, progress=lambda done, total: _bar.update())
        kept.values[_ran] = (_played, fit_strengths(_played))
    mo.stop(_ran not in kept.values, mo.md(tr("*Press **Run the tournament**.*")))
    tournament, tournament_ratings = kept.get(_ran)
    return tournament, tournament_ratings


@app.cell(hide_code=True)
def _(lang, rating_table, tournament, tournament_ratings, tr):
    _lines = [tr("the **{a}** bot beats the **{b}** bot {chance:.0%} of the time", chance=_m.chance,
                 a=BotName(_m.stronger).localized(lang), b=BotName(_m.weaker).localized(lang))
              for _m in fitted_matchups(tournament_ratings)]
    mo.vstack([
        mo.md(tr("**{played:,} games played**; {shared:,} shared wins left out.", played=tournament.played,
                 shared=tournament.shared)),
        mo.md(rating_table(tournament_ratings)),
        mo.md(tr("Head to head, as these games rate them:") + "\n\n" + "\n".join(f"- {_line}" for _line in _lines)),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("10_teacher_bot_lab", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
