# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the bot lab · 教师工具：机器人实验室"
# description = "Teacher's tool · both games. How strong each bot is; tournaments. · 机器人有多强，办循环赛，用大量对局回答课堂问题。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the bot lab")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.bot_guide import profiles
    from engine.cards import Card
    from engine.i18n import Joined
    from engine.parallel import processors
    from engine.present.cards import card_svg
    from engine.present.charts import bar_chart_html
    from engine.present.rates import rate_chart_html
    from engine.ratings import (
        SCORINGS,
        BotName,
        bot_ratings,
        close_group,
        fit_strengths,
        matchups,
        plan_tournament,
        play_tournament,
        table_facts,
        tournament_matchups,
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
    # For teachers: the bot lab · 教师工具：机器人实验室

    **Goal:** let many seeded games between bot personalities answer questions a class asks: how
    strong is each bot, in five-card draw and in 一上一下? Does bluffing pay? Is it worth challenging?
    Does the lead-after-pickup switch (UD-13) matter? Every game is seeded, so the same settings give
    the same figures on every screen.
    """), large_print.value, lang)
    return


@app.cell
def _(lang, tr):
    # The scorings five-card draw is rated under (engine.ratings.SCORINGS), in words.
    scoring_words = {"win": tr("1 point a round (staying is free)"), "chips": tr("chips (staying costs 1 point)"),
                     "category": tr("points by category (FD-3)")}

    def rating_table(ratings, game):
        """The bots' ratings as a table: the shipped ones, or a tournament's (of matches, or of games)."""
        return (tr("| bot | rating | 95% sure between | matches |") if game == "draw" else tr(
            "| bot | rating | 95% sure between | games |")) + "\n|:---|---:|---:|---:|\n" + "\n".join(
            f"| {BotName(r.personality).localized(lang)} | {r.points} | {r.points_range[0]}–{r.points_range[1]} "
            f"| {r.games:,} |" for r in ratings)

    def head_to_head_lines(pairs):
        """Every pair, head to head, with its 95% range, in words."""
        def _named(bot):    # the “by the book” bot, not the by the book bot
            return f"“{bot}”" if lang == "en" and " " in bot else BotName(bot).localized(lang)
        _said = [(_m, {"a": _named(_m.stronger), "b": _named(_m.weaker), "chance": f"{_m.chance:.0%}",
                       "low": f"{100 * _m.low:.0f}", "high": f"{_m.high:.0%}"}) for _m in pairs]
        return "\n".join("- " + (tr("The **{a}** bot beats the **{b}** bot {chance} of the time ({low}–{high})", **_f)
                                 if _m.clear else
                                 tr("The **{a}** bot beats the **{b}** bot {chance} of the time ({low}–{high}): a "
                                    "range that includes 50%, so these games cannot tell the two apart", **_f))
                         for _m, _f in _said)

    return head_to_head_lines, rating_table, scoring_words


@app.cell(hide_code=True)
def _(lang, scoring_words, tr):
    def _guide(game):
        """Every bot of one game: how it decides, and its measured rating (per scoring in five-card draw)."""
        # five-card draw: the ratings with chips first (the order of the rows), then the other scorings
        _scorings = ("chips", "category", "win") if game == "draw" else SCORINGS[game]
        _heads = [scoring_words[s] for s in _scorings] if game == "draw" else [tr("rating")]
        _rows = [f"| <strong style=\"white-space: nowrap\">{p.name(lang)}</strong> | {p.describe(lang)} | "
                 + " | ".join(p.strength_text(s).render(lang) for s in _scorings) + " |"
                 for p in profiles(game, _scorings[0])]
        _first = [tr("bot"), tr("how it decides")]
        return ("| " + " | ".join(_first + _heads) + " |\n|:---|:---|" + "---:|" * len(_heads) + "\n"
                + "\n".join(_rows))

    mo.vstack([
        mo.md(tr(r"""
        ## The bots

        Every bot decides from what its own seat may see, and says why after each move (lessons 04 and
        08 show its reasons). Its **rating** is measured from seeded tournaments (below): 1500 is the
        average bot, 400 points more is about 10 to 1 head to head, and the range is where the rating
        lies, 95% sure.
        """)),
        mo.md("### " + tr("Five-card draw (strongest first with chips, where decisions matter most)")),
        mo.md(_guide("draw")), mo.md("### 一上一下"), mo.md(_guide("updown"))])
    return


@app.cell(hide_code=True)
def _(head_to_head_lines, lang, rating_table, scoring_words, tr):
    def _rating_section(game, scoring, title):
        """The shipped ratings of one game and scoring: the table, then every pair head to head, in words and drawn."""
        _facts = table_facts(game, scoring)
        _pairs = matchups(game, scoring)
        _counts = {"games": _facts["games"], "per_table": _facts["games_per_table"], "seed": _facts["seed"],
                   "shared": _facts["shared_wins_left_out"]}
        _chart = rate_chart_html(
            [(tr("{first} – {second}", first=BotName(_m.stronger).localized(lang),
                 second=BotName(_m.weaker).localized(lang)), _m.chance,
              (_m.low, _m.high)) for _m in _pairs],
            title=tr("Head to head: how often the first beats the second"),
            note=tr("the line across each bar: where the true chance lies, 95% sure"), lang=lang)
        return mo.vstack([
            mo.md(f"### {title}") if title else mo.md(""),
            # what is rated is a match in five-card draw (一场, not a round's 一局: engine/zh_style.py), a game in 一上一下
            mo.md((tr("{games:,} matches, {per_table} at every table of 3 and of 4 bots (seed {seed})", **_counts)
                   if game == "draw" else tr("{games:,} games, {per_table} at every table of 3 and of 4 bots (seed {seed})",
                                             **_counts))
                  + (tr("; {shared:,} shared wins say nothing about who is stronger and are left out.", **_counts)
                     if _counts["shared"] else tr("; none ended in a shared win."))),
            mo.md(rating_table(bot_ratings(game, scoring), game)), mo.md(head_to_head_lines(_pairs)), mo.Html(_chart)])

    _free = close_group("draw", "win")
    _listed = Joined(tuple(BotName(_b).localized(lang) for _b in _free.bots), ", ", " and ").localized(lang)
    mo.vstack([
        mo.md(tr(r"""
        ## How strong each bot is

        Every bot played seeded round-robin tournaments: every table of 3 and of 4 different bots, every
        seating order equally often. Who won each game gives each bot a **rating** (1500 is the average
        bot; 400 points more is about 10 to 1 head to head) with the range where it lies, 95% sure.
        Learners see their own rating against these after each game of lessons 04 and 08, measured
        under the scoring they played.
        """)),
        _rating_section("draw", "chips", tr("Five-card draw with {scoring}", scoring=scoring_words["chips"])),
        mo.md(tr(r"""
        **Reading it with a class.** When a range includes 50%, the games cannot tell the two bots apart.
        Where staying costs a point, folding a weak hand is a real decision, and the bots that judge it
        well climb. Without chips staying is free: {bots} never fold and differ only in which cards they
        replace, and head to head they beat each other between {low} and {high} of the time — within
        about a percent or two of even. Five-card draw is mostly luck when staying is free: the cards
        decide far more than the choice.
        """, bots=_listed, low=format(_free.lowest, ".0%"), high=format(_free.highest, ".0%"))),
        mo.accordion({
            tr("Five-card draw, {scoring}", scoring=scoring_words["category"]): _rating_section("draw", "category", ""),
            tr("Five-card draw, {scoring}", scoring=scoring_words["win"]): _rating_section("draw", "win", ""),
        }, multiple=True),
        _rating_section("updown", None, tr("一上一下")),
    ])
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _heading = tr("## Does bluffing pay? Is it worth challenging?")
    _intro = tr("Seat the bots of 一上一下 you want to compare and run many seeded games: the figures say how often "
                "each won, how its challenges fared, and what its bluffs cost or gained it — each with the range "
                "where the truth lies, 95% sure.")
    _caught = tr("For example, a bluff caught: the target was 8, the card went down declared 10 — and it was this "
                 "card.")
    mo.md(f"""
    {_heading}

    {_intro}

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
               mo.md(tr("In 一上一下 any other player may challenge a face-down card (UD-10), but the player after "
                        "you is asked first (UD-11), so who sits after whom matters. **Balanced** seating plays "
                        "every order of the bots equally often (the number of games is rounded up to whole "
                        "passes); **fixed** keeps the seats as chosen — the next section shows how unfair that "
                        "can be."))])
    return games, lead_rule, seating, seats, seed


@app.cell
def _(tr):
    run = mo.ui.run_button(label=tr("Run the games"), kind="success")
    run
    return (run,)


@app.cell
def _(games, kept, lead_rule, ntr, run, seating, seats, seed, tr):
    lineup = [p for p in seats.value if p != "(empty)"]
    mo.stop(len(lineup) < 2, mo.callout(mo.md(tr("Choose at least two bots (一上一下 is for 2 to 4 players, UD-1).")),
                                        kind="warn"))
    _seed, _note = kit.seed_read(kept, "seed", seed.value, tr)    # a bad seed is named; the last good one stays
    mo.stop(_seed is None, _note)
    # Results are kept under a key that holds the settings they were run with: a language switch shows
    # them again, relabelled, without pressing the button; other settings show nothing until it is pressed.
    _ran = ("lab", tuple(lineup), games.value, _seed, lead_rule.value, seating.value)
    if run.value:
        _seating = seating.value
        _total = seating_design(len(lineup), _seating).games_for(games.value) if _seating == "balanced" else games.value
        with mo.status.progress_bar(total=_total, title=tr("Playing"),
                                    subtitle=ntr("{n} seeded game", "{n} seeded games", _total),
                                    show_rate=False, show_eta=False, remove_on_exit=True) as _bar:
            kept.values[_ran] = simulate(lineup, games=games.value, seed=_seed, seating=_seating,
                                         rules=UpDownRules(players=len(lineup), lead_after_pickup=lead_rule.value),
                                         progress=lambda done, total: _bar.update())
    mo.stop(_ran not in kept.values, kit.noted(_note, mo.md(tr("*Press **Run the games**.*"))))
    lab_result = kept.get(_ran)              # run now, or before a language switch re-ran this cell
    _note
    return (lab_result,)


@app.cell(hide_code=True)
def _(lab_result, lang, ntr, tr):
    _r = lab_result
    _rows = [(EntryName(e).localized(lang), _r.win_rate(e), _r.win_interval(e)) for e in _r.entries]
    _asked = "" if _r.games == _r.asked else tr(" ({asked} asked, rounded up so that every order counts the same)",
                                                asked=_r.asked)
    _buckets = {b: sum(n // 10 * 10 == b for n in _r.lengths) for b in {n // 10 * 10 for n in _r.lengths}}
    _length_rows = [(tr("{low}–{high} plays", low=_low, high=_low + 9), _count, ntr("{n} game", "{n} games", _count))
                    for _low, _count in sorted(_buckets.items())]
    _played = ntr("**{n} game played**", "**{n} games played**", _r.games)
    _won, _caught, _low = _r.total("challenges_won"), _r.total("bluffs_challenged"), _r.total("low_truths_challenged")
    _figures = tr("""
| figure | value |
|:---|---:|
| average game length | {length:.1f} plays |
| bluffs (face-down cards declared as another rank) | {bluffs:.0f} |
| bluffs that were challenged | {caught:.0f} — the rest stood |
| challenges | {challenges:.0f} |
| challenges that succeeded (UD-12) | {won:.0f} |
""", length=_r.average_length, bluffs=_r.total("bluffs"), caught=_caught,
                  challenges=_r.total("challenges"), won=_won)
    _why = tr("**Why more challenges succeeded than bluffs were challenged:** a challenge succeeds against a bluff "
              "and also against a true card declared below the target (UD-12). Of the {won:.0f} that succeeded, "
              "{caught:.0f} caught a bluff and {low:.0f} a true card below the target.", won=_won, caught=_caught,
              low=_low)
    mo.vstack([
        mo.md(tr("{played}{asked}. Seating: {seating}.", played=_played, asked=_asked,
                 seating=_r.design.said(lang)[1])),
        mo.Html(rate_chart_html(_rows, title=tr("How often each bot won"),
                                note=tr("the line across each bar: where the true rate lies, 95% sure"), lang=lang)),
        mo.md("\n".join(f"- {_line}" for _line in win_conclusions(_r, lang))),
        mo.md(tr("**Is challenging worth it? Does bluffing pay?** Each bot's answer, with its range:") + "\n\n"
              + "\n".join(f"- {_line}" for _line in challenge_conclusions(_r, lang))),
        mo.Html(bar_chart_html(_length_rows, colour="#26a69a", title=tr("How long the games were"),
                               axis=tr("games"))),
        mo.md(_figures),
        mo.md(_why) if _won != _caught else mo.md(""),
    ])
    return


@app.cell
def _(kept, lang, tr):
    _bots = {BotName(p).localized(lang): p for p in PERSONALITIES}
    twin = mo.ui.dropdown(_bots, label=tr("The bot in two seats"), **kept("twin", "reckoner", _bots))
    third = mo.ui.dropdown(_bots, label=tr("The bot in the third seat"), **kept("third", "bluffer", _bots))
    seating_games = mo.ui.slider(12, 600, step=6, label=tr("Games"), show_value=True, **kept("seating_games", 60))
    seating_seed = kit.seed_box(kept, "seating_seed", 1, tr("Seed"))
    mo.vstack([mo.md(tr("""
    ## Seeing the seating effect

    Two identical bots should win equally often — but not when the seats are fixed. Seat the **same**
    bot twice with a third bot: with fixed seats the first copy sits right after the third bot and is
    the first asked whether to challenge its face-down cards (UD-11), while the second sits after the
    first. Against a bluffer that is a gift, and the two copies' figures come apart, outside each
    other's ranges. With balanced seating every copy takes every place equally often, and they agree
    within their ranges. At its settings (the reckoner twice, the bluffer, 60 games) the difference is
    plain; the result says how many games it took to show it.
    """)), mo.hstack([twin, third, seating_games, seating_seed], justify="start", wrap=True)])
    return seating_games, seating_seed, third, twin


@app.cell
def _(tr):
    compare = mo.ui.run_button(label=tr("Compare fixed and balanced seating"), kind="neutral")
    compare
    return (compare,)


@app.cell
def _(compare, kept, lang, lead_rule, ntr, seating_games, seating_seed, third, tr, twin):
    _seed, _note = kit.seed_read(kept, "seating_seed", seating_seed.value, tr)
    _press = kit.noted(_note, mo.md(tr("*Choose the bots and a seed, then press **Compare fixed and balanced seating**.*")))
    mo.stop(_seed is None or twin.value is None or third.value is None, _press)
    _lineup = [twin.value, twin.value, third.value]
    _ran = ("compared", tuple(_lineup), seating_games.value, _seed, lead_rule.value)
    if compare.value:
        _rules = UpDownRules(players=3, lead_after_pickup=lead_rule.value)
        kept.values[_ran] = [simulate(_lineup, games=seating_games.value, seed=_seed, rules=_rules, seating=_mode)
                             for _mode in ("fixed", "balanced")]
    mo.stop(_ran not in kept.values, _press)
    _fixed, _balanced = kept.get(_ran)
    _a, _b = _fixed.entries[0], _fixed.entries[1]
    _charts = [mo.Html(rate_chart_html(
        [(EntryName(e).localized(lang), _res.win_rate(e), _res.win_interval(e)) for e in _res.entries], note="",
        title=tr("{design}: {games}", design=_res.design.said(lang)[0], games=ntr("{n} game", "{n} games", _res.games)),
        lang=lang)) for _res in (_fixed, _balanced)]
    _fields = {"a": EntryName(_a).localized(lang), "b": EntryName(_b).localized(lang),
               "ra": f"{_fixed.win_rate(_a):.0%}", "rb": f"{_fixed.win_rate(_b):.0%}",
               "ba": f"{_balanced.win_rate(_a):.0%}", "bb": f"{_balanced.win_rate(_b):.0%}"}
    _took = _fixed.games_to_tell_apart(_a, _b)
    if _took is None:
        _fixed_said = tr("With fixed seats {a} won {ra} and {b} {rb}, but their ranges overlap: these games do not "
                         "show the seating effect. Try more games, or a bluffer in the third seat.", **_fields)
    else:
        _fixed_said = ntr("With fixed seats {a} won {ra} and {b} {rb}: their ranges no longer overlapped after {n} "
                          "game, and stayed apart.",
                          "With fixed seats {a} won {ra} and {b} {rb}: their ranges no longer overlapped after {n} "
                          "games, and stayed apart.", _took, **_fields)
    _balanced_said = (tr("With balanced seating {a} won {ba} and {b} {bb}: within each other's ranges, as two "
                         "identical bots should be.", **_fields)
                      if not _balanced.can_tell_apart(_a, _b) else
                      tr("With balanced seating {a} won {ba} and {b} {bb} — apart this time, which luck does now "
                         "and then (about 1 time in 20 for ranges like these): try another seed.", **_fields))
    kit.noted(_note, mo.vstack([mo.hstack(_charts, widths="equal", wrap=True), mo.md(f"- {_fixed_said}\n- {_balanced_said}")]))
    return


@app.cell(hide_code=True)
def _(kept, scoring_words, tr):
    _games = {tr("five-card draw"): "draw", "一上一下": "updown"}
    tournament_game = mo.ui.radio(_games, label=tr("Game"), inline=True, **kept("tournament_game", "draw", _games))
    _scorings = {scoring_words[s]: s for s in SCORINGS["draw"]}
    tournament_scoring = mo.ui.radio(_scorings, label=tr("Five-card draw's scoring"),
                                     **kept("tournament_scoring", "chips", _scorings))
    tournament_games = mo.ui.slider(6, 120, step=6, label=tr("Games at each table"), show_value=True,
                                    **kept("tournament_games", 6))
    tournament_seed = kit.seed_box(kept, "tournament_seed", 2026, tr("Seed"))
    mo.vstack([
        mo.md(tr(r"""
        ## Run a tournament

        Play your own small tournament: every table of 3 and of 4 different bots of one game, each
        seating order equally often (the games are rounded up to whole passes). A few games at each
        table give wide ranges — try it, and see how the ranges shrink as the games grow. The games are
        shared out over this computer's processors, and give the same figures as one would.
        """)),
        mo.hstack([tournament_game, tournament_scoring], justify="start", wrap=True),
        mo.hstack([tournament_games, tournament_seed], justify="start", wrap=True),
    ])
    return tournament_game, tournament_games, tournament_scoring, tournament_seed


@app.cell
def _(tr):
    run_tournament = mo.ui.run_button(label=tr("Run the tournament"), kind="success")
    run_tournament
    return (run_tournament,)


@app.cell
def _(kept, ntr, run_tournament, tournament_game, tournament_games, tournament_scoring, tournament_seed, tr):
    _seed, _note = kit.seed_read(kept, "tournament_seed", tournament_seed.value, tr)
    mo.stop(_seed is None, _note)
    _game = tournament_game.value if tournament_game.value in ("draw", "updown") else "draw"
    _scoring = (tournament_scoring.value if tournament_scoring.value in SCORINGS["draw"] else "chips") \
        if _game == "draw" else "win"
    _games = int(tournament_games.value or 6)
    _ran = ("tournament", _game, _scoring, _games, _seed)
    if run_tournament.value:
        _total = plan_tournament(_game, _games, _seed, _scoring).total
        _told = [0]
        with mo.status.progress_bar(total=_total, title=tr("Playing the tournament"),
                                    subtitle=ntr("{n} seeded match", "{n} seeded matches", _total) if _game == "draw"
                                    else ntr("{n} seeded game", "{n} seeded games", _total),
                                    show_rate=False, show_eta=False, remove_on_exit=True) as _bar:
            def _progress(done, total):
                _bar.update(increment=done - _told[0])
                _told[0] = done

            # a few dozen games are over before other processes would have started
            _played = play_tournament(_game, _games, _seed, progress=_progress, scoring=_scoring,
                                      workers=processors() if _total >= 60 else 1)
        kept.values[_ran] = (_played, fit_strengths(_played))
    mo.stop(_ran not in kept.values, kit.noted(_note, mo.md(tr("*Press **Run the tournament**.*"))))
    tournament, tournament_ratings = kept.get(_ran)
    _note
    return tournament, tournament_ratings


@app.cell(hide_code=True)
def _(head_to_head_lines, rating_table, scoring_words, tournament, tournament_ratings, tr):
    _facts = table_facts(tournament.game, tournament.scoring)
    _which = {"win": tr("five-card draw, 1 point a round"), "chips": tr("five-card draw with chips"),
              "category": tr("five-card draw, points by category")}[tournament.scoring] if tournament.game == "draw" \
        else tr("一上一下")
    _summary = {"played": tournament.played, "which": _which, "per_table": _facts["games_per_table"], "shared": tr(
        "; {shared:,} shared wins say nothing about who is stronger and are left out.", shared=tournament.shared)
        if tournament.shared else tr("; none ended in a shared win.")}
    mo.vstack([
        mo.md(tr("**{played:,} matches played** ({which}){shared} The ratings above came from the same kind of "
                 "tournament with {per_table} matches at each table.", **_summary) if tournament.game == "draw" else
              tr("**{played:,} games played** ({which}){shared} The ratings above came from the same kind of "
                 "tournament with {per_table} games at each table.", **_summary)),
        mo.md(rating_table(tournament_ratings, tournament.game)),
        mo.md(tr("Head to head, as these games rate them, with the range where the chance lies, 95% sure:") + "\n\n"
              + head_to_head_lines(tournament_matchups(tournament))),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("10_teacher_bot_lab", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
