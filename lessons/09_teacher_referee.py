# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the 一上一下 referee"
# description = "Teacher's tool · 一上一下. Keep a real table straight on one screen: enter each play; it announces verdicts, draws, who takes the pile and who leads."
# ///
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
    from engine.present.page import next_html, page_style
    from engine.present.table import lines_html, narrator_html, referee_table
    from engine.updown import UpDownRules, narrate
    from engine.updown.referee import Referee

    return (
        IllegalMove,
        RANKS,
        RANK_LABELS,
        Referee,
        UpDownRules,
        lines_html,
        mo,
        narrate,
        narrator_html,
        next_html,
        page_style,
        referee_table,
        updown_order,
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

    ## The table

    One name per line, in turn order (clockwise). You can correct a name at any time — the game
    keeps going; to change *who* plays, start a new game.
    """)
    return


@app.cell
def _(mo):
    names = mo.ui.text_area(value="甲 Jia\n乙 Yi\n丙 Bing", label="Players in turn order (2 to 4)", rows=5)
    lead_rule = mo.ui.radio({"the player who took it": "taker", "the challenger": "challenger"},
                            value="the player who took it", label="After a pile is taken, who leads? (UD-13)")
    play_limit = mo.ui.number(start=1, stop=5000, value=500, label="Play limit (UD-16)")
    mo.hstack([names, mo.vstack([lead_rule, play_limit])], justify="start", gap=2, wrap=True)
    return lead_rule, names, play_limit


@app.cell
def _(names):
    players = [n.strip() for n in (names.value or "").splitlines() if n.strip()]
    _folded = [n.casefold() for n in players]
    names_problem = ""
    if len(set(_folded)) != len(_folded):
        _twice = next(n for n in players if _folded.count(n.casefold()) > 1)
        names_problem = f"“{_twice}” is there twice: give every player a different name."
    elif not 2 <= len(players) <= 4:
        names_problem = f"一上一下 is for 2 to 4 players (UD-1); the list has {len(players)}."
    elif any(len(n) > 40 for n in players):
        names_problem = "A name has more than 40 characters: shorten it."
    return names_problem, players


@app.cell
def _(mo, names_problem, players):
    mo.stop(bool(names_problem), mo.callout(mo.md(f"**Check the names:** {names_problem}"), kind="warn"))
    leader_pick = mo.ui.dropdown(players, value=players[0], label="Leads the first round (the highest card drawn, UD-4)")
    leader_pick
    return (leader_pick,)


@app.cell
def _(mo):
    # The game so far (each entry with what the referee announced), and the last refusal. Kept apart
    # from the controls, so that correcting a name or a refused entry loses nothing.
    get_game, set_game = mo.state({"history": [], "players": 0})
    get_error, set_error = mo.state("")
    return get_error, get_game, set_error, set_game


@app.cell
def _(IllegalMove, Referee, get_game, narrate, set_error, set_game):
    def start_referee(names, leader, rules):
        """A fresh game for these players; the leader by name (the draw of UD-4 happens at the table)."""
        ref = Referee.start(rules, list(names).index(leader) if leader in names else 0)
        set_game({"history": [ref], "players": len(names)})
        set_error("")

    def record(change, names):
        """Apply what the table says; a refusal is shown, and nothing changes (what was typed stays)."""
        game = get_game()
        try:
            after = change(game["history"][-1])
        except IllegalMove as err:
            set_error(narrate.mention(str(err), names))
            return
        set_game({**game, "history": game["history"] + [after]})
        set_error("")

    def undo():
        game = get_game()
        if len(game["history"]) > 1:
            set_game({**game, "history": game["history"][:-1]})
        set_error("")

    return record, start_referee, undo


@app.cell
def _(UpDownRules, get_game, leader_pick, lead_rule, mo, names_problem, play_limit, players, start_referee):
    _limit_ok = isinstance(play_limit.value, int | float) and play_limit.value == int(play_limit.value) \
        and 1 <= play_limit.value <= 5000

    def start():
        if names_problem or not _limit_ok:
            return
        start_referee(players, leader_pick.value,
                      UpDownRules(players=len(players), lead_after_pickup=lead_rule.value,
                                  play_limit=int(play_limit.value)))

    start_button = mo.ui.button(label="Start the game", kind="success", on_click=lambda _: start(),
                                disabled=bool(names_problem) or not _limit_ok)
    _running = bool(get_game()["history"]) and not get_game()["history"][-1].winners
    mo.vstack([
        mo.hstack([start_button, mo.md("*(starts over: the game below is lost)*") if _running else mo.md("")],
                  justify="start", wrap=True),
        mo.callout(mo.md("**Play limit:** type a whole number of plays from 1 to 5000 (UD-16)."), kind="warn")
        if not _limit_ok else mo.md(""),
    ])
    return (start_button,)


@app.cell(hide_code=True)
def _(get_game, mo, names_problem, narrate, narrator_html, players, referee_table):
    _game = get_game()
    mo.stop(not _game["history"], mo.callout(mo.md("Enter the players and press **Start the game**."), kind="info"))
    ref = _game["history"][-1]
    _before = _game["history"][-2].events if len(_game["history"]) > 1 else ()
    # The names as typed now, when they fit the game; otherwise the ones it started with.
    NAMES = players if not names_problem and len(players) == _game["players"] else None
    _renamed = NAMES is not None
    if NAMES is None:
        NAMES = [f"seat {s}" for s in range(_game["players"])]
    _told = [str(t) for t in narrate.tell(ref.events[len(_before):], NAMES)]
    _to_act = ref.asking[0] if ref.phase == "challenge" and ref.asking else ref.turn
    _now = narrate.now(ref, NAMES, _to_act, asking=ref.asking)
    mo.vstack([
        mo.callout(mo.md(f"The game has {_game['players']} players: the names above don't fit it, so seats are "
                         "numbered until they do. To change who plays, start a new game."), kind="warn")
        if not _renamed else mo.md(""),
        mo.Html(narrator_html(_told[-8:], _now)),
        mo.Html(referee_table(ref, NAMES)),
    ])
    return NAMES, ref


@app.cell
def _(NAMES, RANKS, RANK_LABELS, mo, record, ref, set_error, undo, updown_order):
    card_typed = mo.ui.text(placeholder="e.g. 8S, 10h, ♠Q", label="The card")
    declared_pick = mo.ui.dropdown({"(forgot to declare: counts as 3, UD-9)": None,
                                    **{RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}},
                                   value=RANK_LABELS[ref.target], label="Declared")
    challengers_pick = mo.ui.multiselect({NAMES[s]: s for s in ref.asking}, label="Who called 'challenge!'")
    real_typed = mo.ui.text(placeholder="the card turned over, e.g. 7H", label="It really is")

    def settle():
        if not challengers_pick.value:
            set_error("Tick who called “challenge!” first — or press “Nobody challenged” (UD-10).")
        elif not (real_typed.value or "").strip():
            set_error("Type the card that was turned over (UD-12).")
        else:
            record(lambda r: r.challenged(challengers_pick.value, real_typed.value), NAMES)

    def play_up():
        if not (card_typed.value or "").strip():
            set_error("Type the card that was played face up (UD-7).")
        else:
            record(lambda r: r.play_up(card_typed.value), NAMES)

    up_button = mo.ui.button(label="Played face up", kind="success", on_click=lambda _: play_up())
    down_button = mo.ui.button(label="Played face down", kind="success",
                               on_click=lambda _: record(lambda r: r.play_down(declared_pick.value), NAMES))
    stand_button = mo.ui.button(label="Nobody challenged", kind="success",
                                on_click=lambda _: record(lambda r: r.no_challenge(), NAMES))
    challenge_button = mo.ui.button(label="Challenged — settle it", kind="danger", on_click=lambda _: settle())
    undo_button = mo.ui.button(label="Undo the last entry", kind="warn", on_click=lambda _: undo())
    if ref.phase == "over":
        _entry = mo.md("The game is over.")
    elif ref.phase == "challenge":
        _entry = mo.vstack([mo.md("Did anyone challenge before the next card was played? (UD-10)"), stand_button,
                            mo.hstack([challengers_pick, real_typed], justify="start", wrap=True), challenge_button])
    elif ref.face_due == "up":
        _entry = mo.vstack([mo.md(f"**{NAMES[ref.turn]}** plays face up:"),
                            mo.hstack([card_typed, up_button], justify="start", wrap=True)])
    else:
        _entry = mo.vstack([mo.md(f"**{NAMES[ref.turn]}** plays face down:"),
                            mo.hstack([declared_pick, down_button], justify="start", wrap=True)])
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
def _(get_error, mo):
    mo.callout(mo.md(f"**Not recorded:** {get_error()} Nothing changed; correct the entry and try again."),
               kind="danger") if get_error() else None
    return


@app.cell(hide_code=True)
def _(NAMES, lines_html, mo, narrate, ref):
    mo.accordion({"Everything the referee announced": mo.Html(lines_html(
        [str(t) for t in narrate.tell(ref.events, NAMES)], limit=80))}, lazy=False)
    return


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("10_teacher_bot_lab.py", "For teachers: the bot lab", large_print.value))
    return


if __name__ == "__main__":
    app.run()
