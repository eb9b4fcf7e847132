import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the bot lab")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # For teachers: the bot lab · 机器人实验室

    **Goal:** let many games of 一上一下 between bot personalities answer questions a class asks:
    does bluffing pay? Is it worth challenging? Does the lead-after-pickup switch (UD-13) matter?
    Every game is seeded, so the same settings give the same figures on every screen.

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

    from engine.present.charts import bar_chart_html
    from engine.updown import UpDownRules
    from engine.updown.bots import PERSONALITIES
    from engine.updown.simulation import simulate

    return PERSONALITIES, UpDownRules, bar_chart_html, mo, simulate


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
    seats = mo.ui.array([mo.ui.dropdown(["(empty)"] + list(PERSONALITIES), value=v, label=f"Seat {i}")
                         for i, v in enumerate(["honest", "reckoner", "bluffer", "(empty)"])])
    games = mo.ui.slider(10, 1000, step=10, value=200, label="Games", show_value=True)
    lead_rule = mo.ui.radio({"taker": "taker", "challenger": "challenger"}, value="taker",
                            label="Lead after a pickup (UD-13)", inline=True)
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed")
    mo.vstack([mo.hstack(list(seats), justify="start"), mo.hstack([games, seed], justify="start"), lead_rule,
               mo.md("Seats rotate every game, so nobody keeps the first seat.")])
    return games, lead_rule, seats, seed


@app.cell
def _(mo):
    run = mo.ui.run_button(label="Run the games", kind="success")
    run
    return (run,)


@app.cell
def _(UpDownRules, games, lead_rule, mo, run, seats, seed, simulate):
    lineup = [p for p in seats.value if p != "(empty)"]
    mo.stop(len(lineup) < 2, mo.callout(mo.md("Choose at least two bots (一上一下 is for 2 to 4 players, UD-1)."),
                                        kind="warn"))
    mo.stop(not run.value, mo.md("*Press **Run the games**.*"))
    with mo.status.progress_bar(total=games.value, title="Playing", subtitle=f"{games.value} seeded games") as _bar:
        lab_result = simulate(lineup, games=games.value, seed=int(seed.value),
                              rules=UpDownRules(players=len(lineup), lead_after_pickup=lead_rule.value),
                              progress=lambda done, total: _bar.update())
    return lab_result, lineup


@app.cell(hide_code=True)
def _(bar_chart_html, lab_result, lineup, mo):
    _r = lab_result
    _rows = [(p, 100 * _r.win_rate(p), f"{_r.win_rate(p):.0%} of its seats won") for p in _r.entries]
    _bluffs, _caught = _r.total("bluffs"), _r.total("bluffs_challenged")
    _challenges, _won = _r.total("challenges"), _r.total("challenges_won")
    _bluffs_caught = _caught / _bluffs if _bluffs else 0
    _success = _won / _challenges if _challenges else 0
    _buckets = {}
    for _n in _r.lengths:
        _low = _n // 10 * 10
        _buckets[_low] = _buckets.get(_low, 0) + 1
    _length_rows = [(f"{_low}–{_low + 9} plays", _count, f"{_count} games") for _low, _count in sorted(_buckets.items())]
    mo.vstack([
        mo.Html(bar_chart_html(_rows, title=f"Win rate per personality over {_r.games} games")),
        mo.Html(bar_chart_html(_length_rows, colour="#26a69a", title="How long the games were")),
        mo.md(f"""
| figure | value |
|---|---|
| average game length | {_r.average_length:.1f} plays |
| bluffs (face-down cards declared as another rank) | {_bluffs:.0f} |
| bluffs that were challenged | {_caught:.0f} ({_bluffs_caught:.0%}) — the rest stood |
| challenges | {_challenges:.0f} |
| challenges that succeeded | {_won:.0f} ({_success:.0%}) |
"""),
    ])
    return


if __name__ == "__main__":
    app.run()
