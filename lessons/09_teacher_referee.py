import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the 一上一下 referee")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # For teachers: the referee · 裁判

    **Goal:** keep a real 一上一下 table straight from one screen. Enter each play as it happens —
    face up: the card; face down: the declaration, and the card only if it is challenged. The
    referee tracks the target (UD-3), the face due (UD-6, UD-17), whose turn it is, the stock and
    pile sizes, draws for low face-up cards (UD-7, UD-15), settles challenges (UD-11, UD-12), says
    who takes the pile and who leads (UD-13), and declares the winner (UD-5, UD-14, UD-16).
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, updown_order
    from engine.errors import IllegalMove
    from engine.updown.referee import Referee
    from engine.present.cards import hand_html, pile_html
    from engine.transcript import with_names
    from engine.updown.transcript import updown_transcript
    from engine.updown import UpDownRules

    return (
        IllegalMove,
        RANKS,
        RANK_LABELS,
        Referee,
        UpDownRules,
        hand_html,
        mo,
        pile_html,
        updown_order,
        updown_transcript,
        with_names,
    )


@app.cell(hide_code=True)
def _(RANKS, hand_html, mo, updown_order):
    from engine.cards import Card as _Card

    _order = [_Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(f"""
    The ranks, low to high, with 2 on top (UD-2):

    {hand_html(_order, width=34)}
    """)
    return


@app.cell
def _(mo):
    names = mo.ui.text_area(value="甲 Jia\n乙 Yi\n丙 Bing", label="Players in turn order (2 to 4)", rows=5)
    lead_rule = mo.ui.radio({"the player who took it": "taker", "the challenger": "challenger"},
                            value="the player who took it", label="After a pile is taken, who leads? (UD-13)")
    play_limit = mo.ui.number(start=1, stop=5000, value=500, label="Play limit (UD-16)")
    mo.hstack([names, mo.vstack([lead_rule, play_limit])], justify="start", gap=2)
    return lead_rule, names, play_limit


@app.cell
def _(names):
    players = [n.strip() for n in names.value.splitlines() if n.strip()]
    return (players,)


@app.cell
def _(mo, players):
    leader_pick = mo.ui.dropdown(players, value=players[0] if players else None,
                                 label="Leads the first round (the highest card drawn, UD-4)")
    leader_pick
    return (leader_pick,)


@app.cell
def _(IllegalMove, Referee, UpDownRules, leader_pick, lead_rule, mo, play_limit, players):
    get_ref, set_ref = mo.state({"history": [], "names": [], "error": ""})

    def start_referee(names=None, leader=None):
        """A fresh game for these players; the leader by name (the draw of UD-4 happens at the table)."""
        names = list(names or players)
        try:
            rules = UpDownRules(players=len(names), lead_after_pickup=lead_rule.value, play_limit=int(play_limit.value))
        except ValueError as err:
            set_ref({"history": [], "names": names, "error": str(err)})
            return
        first = names.index(leader or leader_pick.value) if (leader or leader_pick.value) in names else 0
        set_ref({"history": [Referee.start(rules, first)], "names": names, "error": ""})

    def record(change):
        """Apply what the table says; a refusal is shown and nothing changes."""
        table = get_ref()
        try:
            after = change(table["history"][-1])
        except IllegalMove as err:
            set_ref({**table, "error": str(err)})
            return
        set_ref({**table, "history": table["history"] + [after], "error": ""})

    def undo():
        table = get_ref()
        if len(table["history"]) > 1:
            set_ref({**table, "history": table["history"][:-1], "error": ""})

    start_button = mo.ui.button(label="Start the game", kind="success", on_click=lambda _: start_referee())
    start_button
    return get_ref, record, start_referee, undo


@app.cell(hide_code=True)
def _(RANK_LABELS, get_ref, hand_html, mo, pile_html, with_names):
    _table = get_ref()
    mo.stop(not _table["history"], mo.callout(mo.md(_table["error"] or "Enter the players and press **Start the game**."),
                                              kind="warn" if _table["error"] else "info"))
    ref = _table["history"][-1]
    NAMES = _table["names"]
    _sizes = " · ".join(f"{n}: {k}" for n, k in zip(NAMES, ref.hand_sizes))
    mo.vstack([
        mo.md(f"## {ref.status(NAMES)}"),
        mo.md(f"Target **{RANK_LABELS[ref.target]}** · stock **{ref.stock_size}** · pile **{len(ref.pile)}** · "
              f"plays {ref.plays} · cards in hand — {_sizes}"),
        mo.Html(pile_html(ref.pile, NAMES)),
        mo.callout(mo.md(f"**Not recorded:** {with_names(_table['error'], NAMES)}"), kind="danger")
        if _table["error"] else mo.md(""),
    ])
    return NAMES, ref


@app.cell
def _(NAMES, RANKS, RANK_LABELS, mo, record, ref, undo, updown_order):
    card_typed = mo.ui.text(placeholder="e.g. 8S, 10h, ♠Q", label="The card")
    declared_pick = mo.ui.dropdown({"(forgot to declare: counts as 3, UD-9)": None,
                                    **{RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}},
                                   value=RANK_LABELS[ref.target], label="Declared")
    challengers_pick = mo.ui.multiselect({NAMES[s]: s for s in ref.asking}, label="Who called 'challenge!'")
    real_typed = mo.ui.text(placeholder="the card turned over, e.g. 7H", label="It really is")
    up_button = mo.ui.button(label="Played face up", kind="success", on_click=lambda _: record(lambda r: r.play_up(card_typed.value)))
    down_button = mo.ui.button(label="Played face down", kind="success",
                               on_click=lambda _: record(lambda r: r.play_down(declared_pick.value)))
    stand_button = mo.ui.button(label="Nobody challenged", on_click=lambda _: record(lambda r: r.no_challenge()))
    challenge_button = mo.ui.button(label="Challenged — settle it", kind="danger",
                                    on_click=lambda _: record(lambda r: r.challenged(challengers_pick.value, real_typed.value)))
    undo_button = mo.ui.button(label="Undo the last entry", kind="warn", on_click=lambda _: undo())
    if ref.phase == "over":
        _entry = mo.md("The game is over.")
    elif ref.phase == "challenge":
        _entry = mo.vstack([mo.md("Did anyone challenge before the next card was played? (UD-10)"), stand_button,
                            mo.hstack([challengers_pick, real_typed], justify="start"), challenge_button])
    elif ref.face_due == "up":
        _entry = mo.vstack([mo.md(f"**{NAMES[ref.turn]}** plays face up:"), card_typed, up_button])
    else:
        _entry = mo.vstack([mo.md(f"**{NAMES[ref.turn]}** plays face down:"), declared_pick, down_button])
    mo.vstack([_entry, undo_button])
    return (
        card_typed,
        challenge_button,
        challengers_pick,
        declared_pick,
        down_button,
        real_typed,
        stand_button,
        undo_button,
        up_button,
    )


@app.cell(hide_code=True)
def _(NAMES, mo, ref, updown_transcript):
    _lines = updown_transcript(ref.events, NAMES).splitlines()
    mo.accordion({"The game so far": mo.md("```\n" + "\n".join(_lines[-40:]) + "\n```")}, lazy=False)
    return


if __name__ == "__main__":
    app.run()
