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
    from engine.present.cards import hand_html, pile_html
    from engine.present.charts import line_chart_svg
    from engine.updown.transcript import updown_transcript
    from engine.updown import UpDownRules, target_history
    from engine.updown.simulation import game_states as bot_game_states

    return (
        Card,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        bot_game_states,
        hand_html,
        line_chart_svg,
        mo,
        pile_html,
        target_history,
        updown_order,
        updown_transcript,
    )


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

    - Each round starts with the **target** (指标) at **3**, the lowest rank.
    - The first card of a round goes **face up**; after that every play that stands flips the face:
      up, down, up, down… Drawing a card, challenging and taking the pile are not plays and flip
      nothing.
    - **Face up (明牌):** play any card and say its real rank. The target becomes that rank — it can
      go down. A card **below** the target costs you a card from the stock (none if the stock is
      empty, UD-15).
    - **Face down (暗牌):** play any card and **declare** a rank — true or a bluff. If nobody
      challenges, the target becomes the declared rank. (Challenges are the next lesson.)
    - The first player whose last card stands **wins** (UD-5).

    Watch a seeded game between bots, move by move, through one player's eyes.
    """)
    return


@app.cell
def _(mo):
    players = mo.ui.slider(2, 4, value=3, label="Players", show_value=True)
    seed = mo.ui.number(start=0, stop=999999, value=2, label="Seed (same seed, same game)")
    mo.hstack([players, seed], justify="start")
    return players, seed


@app.cell
def _(UpDownRules, bot_game_states, players, seed):
    NAMES = ["甲 Jia", "乙 Yi", "丙 Bing", "丁 Ding"]
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
def _(NAMES, RANK_LABELS, eyes, hand_html, mo, pile_html, states, step):
    state = states[step.value]
    view = state.view(eyes.value)
    _others = "".join(
        hand_html([None] * min(view.hand_sizes[s], 12), width=22,
                  caption=f"{NAMES[s]}: {view.hand_sizes[s]} card{'' if view.hand_sizes[s] == 1 else 's'}") for s in range(len(view.hand_sizes))
        if s != view.seat)
    if view.phase == "over":
        _status = f"**Game over:** {' and '.join(NAMES[s] for s in view.winners)} won (UD-5)."
    elif view.phase == "challenge":
        _status = (f"A face-down card was just played; **{NAMES[view.to_act]}** may challenge it or let it stand "
                   f"(next lesson).")
    else:
        _status = f"**{NAMES[view.to_act]}** plays next, **face {view.face_due}**."
    mo.vstack([
        mo.md(f"Target **{RANK_LABELS[view.target]}** · stock {view.stock_size} cards · {_status}"),
        mo.Html(pile_html(view.pile, NAMES)),
        mo.Html(hand_html(view.hand, width=46, caption=f"{NAMES[view.seat]} (these eyes) holds {len(view.hand)}")),
        mo.Html(_others),
    ])
    return state, view


@app.cell(hide_code=True)
def _(NAMES, mo, updown_transcript, view):
    _lines = updown_transcript(view.events, NAMES).splitlines()
    mo.accordion({"The game so far, as these eyes saw it": mo.md("```\n" + "\n".join(_lines[-40:]) + "\n```")},
                 lazy=False)
    return


@app.cell(hide_code=True)
def _(RANK_LABELS, line_chart_svg, mo, state, target_history, updown_order):
    history = target_history(state.events)
    _points = [(plays, updown_order(target)) for plays, target in history]
    _labels = {updown_order(r): RANK_LABELS[r] for r in (3, 6, 9, 12, 14, 2)}
    mo.vstack([
        mo.md("## The target, play by play\n\nIt climbs as cards stand, can fall after a low face-up card, "
              "and goes back to 3 whenever the pile is taken (next lesson)."),
        mo.Html(line_chart_svg(_points, _labels, title="target after each play", x_label="plays")),
    ])
    return (history,)


if __name__ == "__main__":
    app.run()
