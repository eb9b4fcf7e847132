# /// script
# [tool.marimo.opengraph]
# title = "Challenges · 质疑"
# description = "Learner path, step 6 of 7 · 25 minutes. How a challenge is settled, who challenges first, who leads next — and when a challenge is worth it. Predict, then see."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Challenges")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Challenges · 质疑

    **Goal:** know when a face-down card can be challenged (UD-10), how a challenge is settled
    (UD-12), who challenges when several want to (UD-11), what a forgotten declaration counts as
    (UD-9), who leads after the pile is taken (UD-13), what happens to a last card (UD-14), how to
    settle "which face is next?" (UD-17) — and when a challenge is worth it.
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import card_svg
    from engine.present.page import next_html, page_style
    from engine.present.table import narrator_html, updown_table
    from engine.updown import (UpDownRules, asking_order, challenge_reason, challenge_succeeds, face_due_after,
                               first_challenger, play_down, play_up, position)
    from engine.updown import narrate
    from engine.updown.bots import chance_challenge_succeeds
    from engine.updown.simulation import game_states as bot_game_states
    from engine.updown.simulation import play as play_bot_game

    return (
        Card,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        asking_order,
        bot_game_states,
        card_svg,
        challenge_reason,
        challenge_succeeds,
        chance_challenge_succeeds,
        face_due_after,
        first_challenger,
        mo,
        narrate,
        narrator_html,
        next_html,
        page_style,
        play_bot_game,
        play_down,
        play_up,
        position,
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
def _(mo):
    mo.md(r"""
    ## Settling a challenge (UD-10, UD-12)

    Right after a card goes down **face down**, any other player may challenge it — but only until
    the next card is played. A face-up card can't be challenged. The card is turned over and the
    challenge **succeeds** if

    1. its real rank **differs** from the declared rank, **or**
    2. its real rank is **below the target as it was before** the card was played.

    Then the player who put it down takes **the whole centre pile**. Otherwise the challenge fails and
    the **challenger** takes the whole pile. Set up a case — the source's own examples have target 8
    — predict, and check.
    """)
    return


@app.cell
def _(RANKS, RANK_LABELS, mo, updown_order):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    case_target = mo.ui.dropdown(_ranks, value="8", label="Target before the card")
    case_declared = mo.ui.dropdown(_ranks, value="10", label="Declared")
    case_real = mo.ui.dropdown(_ranks, value="7", label="Really")
    mo.hstack([case_target, case_declared, case_real], justify="start", wrap=True)
    return case_declared, case_real, case_target


@app.cell
def _(RANK_LABELS, case_declared, case_real, case_target, mo):
    mo.stop(None in (case_target.value, case_declared.value, case_real.value),
            mo.md("*Choose the target, the declaration and the real card.*"))
    # A new case makes a new, empty prediction: an old guess is never graded against a new case.
    prediction = mo.ui.radio({"the challenge succeeds": True, "the challenge fails": False}, inline=True,
                             label=f"Target {RANK_LABELS[case_target.value]}, declared "
                                   f"{RANK_LABELS[case_declared.value]}, really {RANK_LABELS[case_real.value]} — "
                                   "your prediction")
    prediction
    return (prediction,)


@app.cell(hide_code=True)
def _(
    Card,
    card_svg,
    case_declared,
    case_real,
    case_target,
    challenge_reason,
    challenge_succeeds,
    mo,
    prediction,
):
    outcome = challenge_succeeds(case_target.value, case_declared.value, case_real.value)
    _reason = challenge_reason(case_target.value, case_declared.value, case_real.value)
    if prediction.value is None:
        _said = mo.md("*Make your prediction to turn the card over.*")
    else:
        _right = prediction.value == outcome
        _said = mo.vstack([
            mo.hstack([mo.Html(card_svg(Card(case_real.value, "H"), 70)),
                       mo.md(("**Right!** " if _right else "**Not this time.** ") + _reason)], justify="start"),
        ])
    _said
    return


@app.cell(hide_code=True)
def _(challenge_reason, mo):
    _cases = [(8, 10, 10), (8, 10, 7), (8, 10, 6), (8, 8, 8)]
    mo.accordion({"The source's worked examples (target 8)": mo.md("\n".join(
        f"- declared {d if d <= 10 else d}, really {r}: {challenge_reason(t, d, r)}" for t, d, r in _cases))})
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Several challengers at once (UD-11)

    If several players call "challenge!" together, the **first of them in turn order after the
    player who put the card down** makes the challenge. A card can be challenged only once.
    """)
    return


@app.cell
def _(mo):
    NAMES = ["甲 Jia", "乙 Yi", "丙 Bing", "丁 Ding"]
    who_played = mo.ui.dropdown({n: i for i, n in enumerate(NAMES)}, value=NAMES[1], label="Played face down")
    callers = mo.ui.multiselect({n: i for i, n in enumerate(NAMES)}, value=[NAMES[0], NAMES[3]],
                                label="Call 'challenge!' together")
    mo.hstack([who_played, callers], justify="start", wrap=True)
    return NAMES, callers, who_played


@app.cell(hide_code=True)
def _(NAMES, asking_order, callers, first_challenger, mo, who_played):
    mo.stop(who_played.value is None, mo.md("*Choose who played the card face down.*"))
    _order = asking_order(4, who_played.value)
    _valid = [c for c in callers.value if c != who_played.value]
    if not _valid:
        _text = "Choose at least one *other* player: nobody challenges their own card (UD-10)."
        challenger = None
    else:
        challenger = first_challenger(4, who_played.value, _valid)
        _text = (f"Turn order after {NAMES[who_played.value]}: " + " → ".join(NAMES[s] for s in _order)
                 + f". So **{NAMES[challenger]}** makes the challenge.")
    mo.md(_text)
    return


@app.cell(hide_code=True)
def _(challenge_reason, mo):
    mo.md(f"""
    ## A forgotten declaration (UD-9)

    A card put face down with no declaration counts as declared **3**, the lowest rank — and it
    can still be challenged. With the target at 3, a real 3 stands: {challenge_reason(3, 3, 3)[0].lower() + challenge_reason(3, 3, 3)[1:]}
    Anything else is caught: {challenge_reason(3, 3, 9)[0].lower() + challenge_reason(3, 3, 9)[1:]}
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Who leads after the pile is taken (UD-13)

    Whoever takes the pile, a **new round** starts: the pile is empty, the target is back to 3 and
    the next card goes face up. The source is unclear about who leads it, so tables choose:
    **`taker`** (the player who took the pile — the default) or **`challenger`**. After a failed
    challenge both are the challenger; after a successful one they differ. Here is the same seeded
    game played both ways by the same bots, from its first challenge on.
    """)
    return


@app.cell
def _(mo):
    lead_seed = mo.ui.number(start=0, stop=999999, value=4, label="Game seed")
    lead_seed
    return (lead_seed,)


@app.cell(hide_code=True)
def _(NAMES, UpDownRules, lead_seed, mo, play_bot_game):
    _ok = isinstance(lead_seed.value, int | float) and lead_seed.value == int(lead_seed.value) \
        and 0 <= lead_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md("**Type a game seed** — any whole number from 0 to 999999."), kind="warn"))
    _rows = []
    lead_games = {}
    for _switch in ("taker", "challenger"):
        _g = play_bot_game(UpDownRules(players=3, lead_after_pickup=_switch), ["honest", "reckoner", "bluffer"],
                           int(lead_seed.value))
        lead_games[_switch] = _g
        _i = next((i for i, e in enumerate(_g.events) if e.kind == "challenge"), None)
        if _i is None:
            _rows.append(f"| `{_switch}` | nobody challenged | — | "
                         f"{' and '.join(NAMES[s] for s in _g.winners)} wins after {_g.plays} plays |")
            continue
        _chal, _reveal, _take = _g.events[_i:_i + 3]
        _how = "succeeds" if _reveal.succeeds else "fails"
        _next = _g.events[_i + 3] if len(_g.events) > _i + 3 else None
        _lead = f"{NAMES[_next.seat]} leads" if _next is not None and _next.kind == "new_round" else "the game is over"
        _rows.append(f"| `{_switch}` | {NAMES[_chal.challenger]} challenges {NAMES[_chal.claimant]}'s card and {_how}: "
                     f"{NAMES[_take.seat]} takes {_take.count} cards | {_lead} | "
                     f"{' and '.join(NAMES[s] for s in _g.winners)} wins after {_g.plays} plays |")
    mo.md("| switch | first pile taken | new round | the end |\n|:---|:---|:---|:---|\n" + "\n".join(_rows))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## A last card (UD-14)

    - Your **last card, face down**, challenged and the challenge **fails**: it stood — **you win**
      (the challenger still takes the pile, but the game is over).
    - Challenged and the challenge **succeeds**: you take the pile and play goes on.
    - Your last card **face up but below the target**: you must draw a card, so you haven't gone out —
      unless the stock is empty (UD-15).

    That's why a player about to go out is the one worth challenging.
    """)
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Should you challenge? (from one seat's view)

    A challenge costs nothing if it succeeds — and the whole pile if it fails. Here are real
    moments from seeded bot games, seen by the player being asked. The estimate uses only what that
    player can see: its own hand, the face-up cards, how many cards the claimant held. Decide, then
    look at the card.
    """)
    return


@app.cell
def _(mo):
    moment_seed = mo.ui.number(start=0, stop=999999, value=4, label="Game seed")
    moment_seed
    return (moment_seed,)


@app.cell
def _(UpDownRules, bot_game_states, mo, moment_seed):
    _ok = isinstance(moment_seed.value, int | float) and moment_seed.value == int(moment_seed.value) \
        and 0 <= moment_seed.value <= 999999
    mo.stop(not _ok, mo.callout(mo.md("**Type a game seed** — any whole number from 0 to 999999."), kind="warn"))
    _states, _ = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], int(moment_seed.value))
    moments = [s for s in _states if s.phase == "challenge" and len(s.pile) >= 2]
    mo.stop(not moments, mo.md("No challenge moment with a pile in this game — try another seed."))
    moment_pick = mo.ui.slider(1, len(moments), value=1, label="Moment", show_value=True)
    moment_pick
    return moment_pick, moments


@app.cell
def _(mo, moment_pick):
    # A new moment makes a new, empty decision: the card stays hidden until you decide (no spoilers).
    decision = mo.ui.radio(["challenge", "let it stand"], label=f"Moment {moment_pick.value}: you would…",
                           inline=True)
    decision
    return (decision,)


@app.cell(hide_code=True)
def _(
    NAMES,
    RANK_LABELS,
    challenge_reason,
    chance_challenge_succeeds,
    decision,
    mo,
    moment_pick,
    moments,
    narrate,
    narrator_html,
    updown_table,
):
    _state = moments[moment_pick.value - 1]
    _me = _state.to_act
    _view = _state.view(_me)
    _claimant, _declared = _view.pile[-1].seat, _view.pile[-1].counts_as
    moment_chance = chance_challenge_succeeds(_view)
    _pile = len(_view.pile)
    _names = [n + (" (you)" if s == _me else "") for s, n in enumerate(NAMES[:3])]
    _ask = [f"You are {NAMES[_me]}.", str(narrate.moment(_view, NAMES))]
    _blocks = [mo.Html(narrator_html(_ask, "Challenge, or let it stand? Decide first — then the card is turned.")),
               mo.Html(updown_table(_view, _names))]
    if decision.value:
        _real = _state.pile[-1].card
        _blocks.append(mo.callout(mo.md(
            f"From your seat the chance that a challenge succeeds is about **{moment_chance:.0%}**: win it and "
            f"{NAMES[_claimant]} takes {_pile} cards; lose it and you take them. "
            f"The card was **{_real.label}**. {challenge_reason(_view.target_before, _declared, _real.rank)}"),
            kind="info"))
    mo.vstack(_blocks)
    return (moment_chance,)


@app.cell(hide_code=True)
def _(face_due_after, mo, play_down, play_up, position):
    # real positions, checked by the engine: 甲 played 8♠ face up; then 乙 a face-down "10" that stood
    _hands = ["4H 5H 6H", "7H 9H JH"]
    _after_up = position(_hands, pile=[play_up(0, "8S")])
    _after_down = position(_hands, pile=[play_up(0, "8S"), play_down(1, "TD", "10")])
    _new_round = position(_hands, turn=1, plays=5)
    mo.md(f"""
    ## "Which face is next?" (UD-17)

    Tables forget. The **last card that stood** decides: after a face-up card comes face
    **{face_due_after(_after_up.pile)}**; after a face-down card, face **{face_due_after(_after_down.pile)}**;
    after the pile was taken (a new round), face **{face_due_after(_new_round.pile)}**. Drawing a card changes
    nothing.
    """)
    return


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("08_play_against_bots.py", "Play 一上一下 against bots", large_print.value))
    return


if __name__ == "__main__":
    app.run()
