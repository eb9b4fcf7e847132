# /// script
# [tool.marimo.opengraph]
# title = "One up, one down · 一上一下"
# description = "Learner path, step 5 of 7 · 20 minutes. The second game: the rank order with 2 on top, the target, and the faces taking turns, watched move by move."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="One up, one down")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # One up, one down · 一上一下

    **Goal:** know how a game of 一上一下 runs: the deal (UD-1), the rank order with 2 on top
    (UD-2), the target (UD-3), the faces taking turns (UD-6), what a low face-up card costs (UD-7,
    UD-15), and how you win (UD-5). "Up" and "down" are which side of the card faces up.
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import hand_html
    from engine.present.charts import line_chart_svg
    from engine.present.page import next_html, page_style
    from engine.present.table import lines_html, narrator_html, updown_table
    from engine.updown import UpDownRules, narrate, target_history
    from engine.updown.simulation import game_states as bot_game_states

    return (
        Card,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        bot_game_states,
        hand_html,
        line_chart_svg,
        lines_html,
        mo,
        narrate,
        narrator_html,
        next_html,
        page_style,
        target_history,
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
def _(Card, RANKS, hand_html, mo, updown_order):
    _order = sorted(RANKS, key=updown_order)
    mo.md(f"""
    ## The deal and the rank order (UD-1, UD-2)

    Two to four players, one deck without jokers. Everyone gets **7 cards**; the rest is the
    **stock** (摸牌堆), face down. Played cards go onto one **centre pile** (出牌堆).

    The ranks run from 3 up to A — and then **2, the highest**. Suits don't matter.

    {hand_html([Card(r, "H" if i % 2 else "S") for i, r in enumerate(_order)], width=40, caption="lowest → highest: 3 4 5 6 7 8 9 10 J Q K A 2")}
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The target and the faces (UD-3, UD-6, UD-7)

    - Each round starts with the **target** (目标点数) at **3**, the lowest rank.
    - The first card of a round goes **face up**; after that every play that stands flips the face:
      up, down, up, down… Drawing a card, challenging and taking the pile are not plays and flip
      nothing.
    - **Face up (明牌):** play any card and say its real rank. The target becomes that rank — it can
      go down. A card **below** the target costs you a card from the stock (none if the stock is
      empty, UD-15).
    - **Face down (暗牌):** play any card and **declare** a rank — any of the 13, true or a bluff (UD-8). If nobody
      challenges, the target becomes the declared rank. (Challenges are the next lesson.)
    - The first player whose last card stands **wins** (UD-5).

    Watch a seeded game between bots, move by move, through one player's eyes.
    """)
    return


@app.cell
def _(mo):
    players = mo.ui.slider(2, 4, value=3, label="Players", show_value=True)
    seed = mo.ui.number(start=0, stop=999999, value=2, label="Seed (same seed, same game)")
    mo.hstack([players, seed], justify="start", wrap=True)
    return players, seed


@app.cell
def _(UpDownRules, bot_game_states, mo, players, seed):
    NAMES = ["甲 Jia", "乙 Yi", "丙 Bing", "丁 Ding"]
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    mo.stop(not _seed_ok, mo.callout(mo.md("**Type a seed** — any whole number from 0 to 999999 — to deal a game."),
                                     kind="warn"))
    _styles = ["honest", "reckoner", "bluffer", "honest"][: players.value]
    states, moves = bot_game_states(UpDownRules(players=players.value), _styles, int(seed.value))
    return NAMES, states


@app.cell
def _(NAMES, mo, players, states):
    step = mo.ui.slider(0, len(states) - 1, value=min(12, len(states) - 1), label="Step through the game",
                        show_value=True, full_width=True)
    eyes = mo.ui.dropdown({NAMES[s]: s for s in range(players.value)}, value=NAMES[0], label="Through the eyes of")
    mo.vstack([step, eyes])
    return eyes, step


@app.cell(hide_code=True)
def _(NAMES, eyes, mo, narrate, narrator_html, states, step, updown_table):
    state = states[step.value]
    view = state.view(eyes.value if eyes.value is not None else 0)
    _names = [n + (" (these eyes)" if s == view.seat else "") for s, n in enumerate(NAMES)]
    _before = len(states[step.value - 1].view(view.seat).events) if step.value else 0
    _told = [str(t) for t in narrate.tell(view.events[_before:], NAMES, you=view.seat)]
    if not step.value:
        _told = _told[:3]
    _now = narrate.now(view, NAMES, view.to_act, you=view.seat)
    mo.vstack([
        mo.md(f"**Step {step.value} of {len(states) - 1}**, told to {NAMES[view.seat]} — *you* below means "
              f"{NAMES[view.seat]}. Move the slider to take the next step."),
        mo.Html(narrator_html(_told, _now)),
        mo.Html(updown_table(view, _names)),
    ])
    return state, view


@app.cell(hide_code=True)
def _(NAMES, lines_html, mo, narrate, view):
    mo.accordion({"The game so far, as these eyes saw it": mo.Html(lines_html(
        [str(t) for t in narrate.tell(view.events, NAMES, you=view.seat)], limit=60))}, lazy=False)
    return


@app.cell(hide_code=True)
def _(RANKS, RANK_LABELS, line_chart_svg, mo, state, states, target_history, updown_order):
    history = target_history(states[-1].events)
    _points = [(plays, updown_order(target)) for plays, target in history]
    _labels = {updown_order(r): RANK_LABELS[r] for r in RANKS}
    mo.vstack([
        mo.md("## The target, play by play\n\nIt climbs as cards stand, can fall after a low face-up card, "
              "and goes back to 3 whenever the pile is taken (next lesson). The dashed line is the step you are "
              "looking at."),
        mo.Html(line_chart_svg(_points, _labels, title="The target after each play (the whole game)",
                               x_label="plays so far", y_label="target (3 lowest … 2 highest)",
                               mark=state.plays, mark_label="you are here")),
    ])
    return (history,)


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("07_challenges.py", "Challenges", large_print.value))
    return


if __name__ == "__main__":
    app.run()
