import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="A round and a match")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # A round and a match · 一局与一场

    **Goal:** play a whole five-card draw match for points against bots, seeing only what your
    seat may see. Rules in play: deal (FD-6), stay or fold (FD-7, FD-9), replace (FD-8), showdown
    (FD-10) or last one standing (FD-11), ties (FD-12), hand ranking (FD-13), scores (FD-3), the
    dealer moving left (FD-4), and the end of the match (FD-14, FD-15).
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.draw import DrawRules, deal, fold, new_game, next_round, replace, stay
    from engine.draw.bots import PERSONALITIES, advance, make_bot
    from engine.errors import IllegalMove, RulesError
    from engine.hands import describe, hand_value
    from engine.present.cards import hand_html
    from engine.draw.transcript import draw_transcript, round_result
    from engine.transcript import with_names

    return (
        DrawRules,
        IllegalMove,
        PERSONALITIES,
        RulesError,
        advance,
        deal,
        describe,
        draw_transcript,
        fold,
        hand_html,
        hand_value,
        make_bot,
        mo,
        new_game,
        next_round,
        replace,
        round_result,
        stay,
        with_names,
    )


@app.cell(hide_code=True)
def _(hand_html, mo):
    from engine.cards import parse_cards as _parse
    from engine.hands import explain as _explain

    _full, _flush = _parse("QS QH QD 4C 4S"), _parse("2D 6D 9D JD KD")
    mo.md(f"""
    A reminder before you play: the best hand at the showdown wins the round (FD-10, FD-13).

    {hand_html(_full, width=40, caption="Hand 1")}{hand_html(_flush, width=40, caption="Hand 2")}

    {_explain(_full, _flush)}
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Set up the table

    The house rules are agreed before the first round and fixed for the match (FD-5). You sit in
    seat 0 ("You"); the bots take the other seats.
    """)
    return


@app.cell
def _(PERSONALITIES, mo):
    players = mo.ui.slider(3, 6, value=4, label="Players (3 to 6, FD-1)", show_value=True)
    bot_style = mo.ui.dropdown(["a mix"] + list(PERSONALITIES), value="a mix", label="Bots play")
    chips = mo.ui.switch(value=False, label="Chips: staying costs 1 point into a pot (FD-7)")
    category_points = mo.ui.switch(value=False, label="Points by winning category (FD-3)")
    end = mo.ui.radio({"after 8 rounds": "rounds", "at 15 points": "points"}, value="after 8 rounds",
                      label="The match ends (FD-14)", inline=True)
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed")
    mo.vstack([mo.hstack([players, bot_style, seed], justify="start"), mo.hstack([chips, category_points]), end])
    return bot_style, category_points, chips, end, players, seed


@app.cell
def _(
    DrawRules,
    IllegalMove,
    PERSONALITIES,
    RulesError,
    advance,
    bot_style,
    category_points,
    chips,
    end,
    make_bot,
    mo,
    new_game,
    players,
    seed,
):
    NAMES = ["You", "Bo", "Cy", "Di", "Ed", "Flo"]
    get_table, set_table = mo.state({"game": None, "said": [], "error": ""})

    def bots_for(n, style, match_seed):
        styles = list(PERSONALITIES)
        return {s: make_bot(styles[(s - 1) % len(styles)] if style == "a mix" else style, f"{match_seed}/{s}")
                for s in range(1, n)}

    def start_match():
        try:
            rules = DrawRules(players=players.value, chips=chips.value,
                              scoring="category" if category_points.value else "win", end=end.value)
        except RulesError as err:
            set_table({"game": None, "said": [], "error": str(err)})
            return
        bots = bots_for(players.value, bot_style.value, seed.value)
        game, said = advance(new_game(rules, seed=int(seed.value)), bots, stop=round_is_over)
        set_table({"game": game, "said": said, "bots": bots, "error": ""})

    def act(action):
        """The learner's move, then the bots' until it is the learner's turn again."""
        table = get_table()
        try:
            game = table["game"].apply(action)
        except IllegalMove as err:
            set_table({**table, "error": str(err)})
            return
        game, said = advance(game, table["bots"], stop=round_is_over)
        set_table({**table, "game": game, "said": table["said"][-40:] + said, "error": ""})

    def carry_on():
        """After looking at a round's result: the bots go on (a bot dealer deals the next round)."""
        table = get_table()
        game, said = advance(table["game"], table["bots"], limit=1)
        game, more = advance(game, table["bots"], stop=round_is_over)
        set_table({**table, "game": game, "said": table["said"][-40:] + said + more, "error": ""})

    def round_is_over(state):
        return state.phase == "round_over"

    def autoplay():
        """Let an 'odds' bot play seat 0 to the end of the match (to watch how it would play)."""
        table = get_table()
        helper = {0: make_bot("odds", f"{seed.value}/0"), **table["bots"]}
        game, said = advance(table["game"], helper)
        set_table({**table, "game": game, "said": table["said"][-40:] + said, "error": ""})

    start_button = mo.ui.button(label="Start a new match", kind="success", on_click=lambda _: start_match())
    start_button
    return NAMES, act, autoplay, carry_on, get_table, start_match


@app.cell
def _(NAMES, get_table, hand_html, mo):
    table = get_table()
    game = table["game"]
    mo.stop(game is None, mo.callout(mo.md(table["error"] or "Press **Start a new match**."), kind="info"))
    view = game.view(0)
    _rows = []
    for _s in range(game.rules.players):
        _tags = []
        if _s == view.dealer:
            _tags.append("dealer")
        if _s == view.to_act:
            _tags.append("deals next" if view.phase == "round_over" else "to act")
        if not view.active[_s] and view.phase not in ("round_over", "match_over"):
            _tags.append("folded")
        if _s in view.replace_counts:
            _tags.append(f"replaced {view.replace_counts[_s]}")
        _held = 5 - view.replace_counts.get(_s, 0) if view.phase in ("replace", "deal") else 5
        _cards = view.hand if _s == 0 else view.hands_shown.get(_s) or ([None] * _held if view.active[_s] else [])
        _rows.append(f"<tr><td style='padding:4px 10px'><b>{NAMES[_s]}</b><br><small>{', '.join(_tags)}</small></td>"
                     f"<td style='padding:4px 10px;font-size:1.2em'>{view.scores[_s]}</td>"
                     f"<td>{hand_html(_cards, width=40) if _cards else ''}</td></tr>")
    _pot = f" · pot {view.pot}" if game.rules.chips else ""
    mo.vstack([
        mo.md(f"### Round {view.round_no} of a match that ends {'after ' + str(game.rules.rounds) + ' rounds' if game.rules.end == 'rounds' else 'at ' + str(game.rules.target_score) + ' points'}{_pot}"),
        mo.Html("<table><tr><th>player</th><th>score</th><th>cards</th></tr>" + "".join(_rows) + "</table>"),
    ])
    return game, view


@app.cell
def _(act, autoplay, carry_on, deal, describe, fold, game, hand_value, mo, next_round, replace, stay, view):
    _kinds = {a.kind for a in view.legal_actions}
    _value = hand_value(view.hand, game.rules.ace_low) if len(view.hand) == 5 else None
    discard_boxes = mo.ui.array([mo.ui.checkbox(label=f"replace {c.label}") for c in view.hand])
    stay_button = mo.ui.button(label="Stay", on_click=lambda _: act(stay(0)))
    fold_button = mo.ui.button(label="Fold", kind="danger", on_click=lambda _: act(fold(0)))
    replace_button = mo.ui.button(
        label="Replace the ticked cards", kind="success",
        on_click=lambda _: act(replace(0, [c for c, b in zip(view.hand, discard_boxes.value) if b])))
    deal_button = mo.ui.button(label="Deal the replacements (you are the dealer)", on_click=lambda _: act(deal(0)))
    next_button = mo.ui.button(label="Deal the next round (your deal)", on_click=lambda _: act(next_round(0)))
    carry_on_button = mo.ui.button(label="Next round (the next dealer deals)", on_click=lambda _: carry_on())
    auto_button = mo.ui.button(label="Let the odds bot play my seat to the end", on_click=lambda _: autoplay())
    _controls = []
    if view.phase == "match_over":
        _controls.append(mo.md("**The match is over.** Start a new one above."))
    elif "stay" in _kinds:
        _controls += [mo.md(f"You hold **{describe(_value)}**. Stay or fold?"),
                      mo.hstack([stay_button, fold_button], justify="start")]
    elif "replace" in _kinds:
        _controls += [mo.md(f"You hold **{describe(_value)}**. Tick the cards to replace "
                            f"(at most {game.rules.max_replace}), then confirm (FD-8):"),
                      mo.hstack(list(discard_boxes), justify="start"), replace_button]
    elif "deal" in _kinds:
        _controls.append(deal_button)
    elif "next_round" in _kinds:
        _controls.append(next_button)
    elif view.phase == "round_over":
        _controls.append(carry_on_button)
    if view.phase != "match_over":
        _controls.append(auto_button)
    mo.vstack(_controls)
    return (
        auto_button,
        carry_on_button,
        deal_button,
        discard_boxes,
        fold_button,
        next_button,
        replace_button,
        stay_button,
    )


@app.cell(hide_code=True)
def _(NAMES, game, get_table, mo, round_result, view, with_names):
    _table = get_table()
    _notes = []
    if _table["error"]:
        _notes.append(mo.callout(mo.md(f"**Not allowed:** {with_names(_table['error'], NAMES)}"), kind="danger"))
    if view.phase in ("round_over", "match_over") and view.round_winners:
        _notes.append(mo.callout(mo.md("**" + round_result(view.hands_shown, view.round_winners,
                                                          game.rules, NAMES) + "**"), kind="success"))
    if view.phase == "match_over":
        _best = max(view.scores)
        _winners = [NAMES[s] for s, sc in enumerate(view.scores) if sc == _best]
        _notes.append(mo.md(f"## Match over: {' and '.join(_winners)} win{'s' if len(_winners) == 1 else ''} "
                            f"with {_best} points (FD-14)."))
    mo.vstack(_notes) if _notes else None
    return


@app.cell(hide_code=True)
def _(NAMES, draw_transcript, get_table, mo, view, with_names):
    # A bot's reasons can name its hidden cards, so they are shown once its round is over.
    _done = view.round_no if view.phase in ("round_over", "match_over") else view.round_no - 1
    _moves = [m for m in get_table()["said"] if m.seat != 0]
    _now = [f"- **{NAMES[m.seat]}**: {m.action.public()}" for m in _moves if m.when > _done]
    _why = [f"- Round {m.when}, **{NAMES[m.seat]}** ({m.action}): {with_names(m.reason, NAMES)}" for m in _moves
            if m.when <= _done and m.action.kind not in ("deal", "next_round")]
    _log = draw_transcript(view.events, names=NAMES).splitlines()
    mo.accordion({
        "What the bots did this round": mo.md("\n".join(_now[-12:]) or "Nothing yet."),
        "Why the bots did what they did (shown once a round is over)": mo.md("\n".join(_why[-12:]) or "Nothing yet."),
        "What you have seen so far (your view of the table)": mo.md("```\n" + "\n".join(_log[-60:]) + "\n```"),
    })
    return


if __name__ == "__main__":
    app.run()
