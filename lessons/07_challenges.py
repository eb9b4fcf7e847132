# /// script
# [tool.marimo.opengraph]
# title = "Challenges · 质疑"
# description = "Learner path, step 6 of 7 · 25 min. Challenges, and when they pay. · 质疑怎么判、谁先出，什么时候值得质疑。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Challenges")


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.i18n import translators
    from engine.present.cards import card_svg
    from engine.present.page import first_language, next_html, page_style
    from engine.present.table import narrator_html, updown_table
    from engine.updown import (
        UpDownRules,
        asking_order,
        challenge_succeeds,
        face_due_after,
        first_challenger,
        is_below,
        narrate,
        play_down,
        play_up,
        position,
    )
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
        challenge_succeeds,
        chance_challenge_succeeds,
        face_due_after,
        first_challenger,
        first_language,
        is_below,
        mo,
        narrate,
        narrator_html,
        next_html,
        page_style,
        play_bot_game,
        play_down,
        play_up,
        position,
        translators,
        updown_order,
        updown_table,
    )


@app.cell
def _(first_language, mo):
    # The reader's language and large print live in the page's address (?lang=zh&print=large), so a
    # reload or the Next link keeps them.
    language = mo.ui.radio(
        options={"English": "en", "简体中文": "zh"},
        value="简体中文" if first_language(mo.query_params(), mo.cli_args()) == "zh" else "English",
        inline=True,
        on_change=lambda chosen: mo.query_params().set("lang", chosen),
    )
    return (language,)


@app.cell
def _(language, translators):
    lang = language.value or "en"       # a radio with nothing chosen (never in a browser) reads as English
    tr, ntr = translators(lang)
    # The players' names: the Chinese reader needs no romanisation.
    NAMES = ["甲", "乙", "丙", "丁"] if lang == "zh" else ["甲 Jia", "乙 Yi", "丙 Bing", "丁 Ding"]
    return NAMES, lang, ntr, tr


@app.cell
def _(language, mo, tr):
    large_print = mo.ui.switch(
        value=mo.query_params().get("print") == "large",
        label=tr("Large print (projector)"),
        on_change=lambda on: mo.query_params().set("print", "large" if on else "normal"),
    )
    mo.hstack([language, large_print], justify="space-between", wrap=True)
    return (large_print,)


@app.cell
def _(mo):
    # What the reader chose, kept apart from the controls: switching the language makes the controls
    # again (their labels change), and they start from these values, so nothing chosen is lost.
    get_case, set_case = mo.state({"target": 8, "declared": 10, "real": 7})
    get_callers, set_callers = mo.state({"played": 1, "callers": [0, 3]})
    get_lead_seed, set_lead_seed = mo.state(4)
    get_moment_seed, set_moment_seed = mo.state(4)
    get_moment, set_moment = mo.state(1)
    # The reader's predictions and decisions, by case and by moment: a new language keeps them.
    get_guesses, set_guesses = mo.state({})
    return (
        get_callers,
        get_case,
        get_guesses,
        get_lead_seed,
        get_moment,
        get_moment_seed,
        set_callers,
        set_case,
        set_guesses,
        set_lead_seed,
        set_moment,
        set_moment_seed,
    )


@app.cell
def _(RANK_LABELS, challenge_succeeds, is_below, tr):
    def reason(target, declared, real):
        """UD-12 in words for one case: the verdict is the engine's (challenge_succeeds), the words the lesson's."""
        r, d, t = RANK_LABELS[real], RANK_LABELS[declared], RANK_LABELS[target]
        a = "an" if r in ("8", "A") else "a"           # the English article; Chinese has none
        low = is_below(real, target)
        if real != declared:
            what = tr("The card is {a} {real}, not the {declared} declared — and below the target of {target}",
                      a=a, real=r, declared=d, target=t) if low else \
                tr("The card is {a} {real}, not the {declared} declared", a=a, real=r, declared=d)
        else:
            what = tr("The card really is {a} {real}, but below the target of {target}", a=a, real=r, target=t) \
                if low else tr("The card really is {a} {real}, and not below the target of {target}", a=a, real=r,
                               target=t)
        if challenge_succeeds(target, declared, real):
            return tr("{what}: the challenge succeeds, so the player who put it down takes the whole pile.",
                      what=what)
        return tr("{what}: the challenge fails, so the challenger takes the whole pile.", what=what)

    return (reason,)


@app.cell(hide_code=True)
def _(lang, large_print, mo, page_style):
    mo.Html(page_style(large_print.value, lang))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # Challenges · 质疑

    **Goal:** know when a face-down card can be challenged (UD-10), how a challenge is settled
    (UD-12), who challenges when several want to (UD-11), what a forgotten declaration counts as
    (UD-9), who leads after the pile is taken (UD-13), what happens to a last card (UD-14), how to
    settle "which face is next?" (UD-17) — and when a challenge is worth it.
    """))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Settling a challenge (UD-10, UD-12)

    Right after a card goes down **face down**, any other player may challenge it — but only until
    the next card is played. A face-up card can't be challenged. The card is turned over and the
    challenge **succeeds** if

    1. its real rank **differs** from the declared rank, **or**
    2. its real rank is **below the target as it was before** the card was played.

    Then the player who put it down takes **the whole centre pile**. Otherwise the challenge fails and
    the **challenger** takes the whole pile. Set up a case — the source's own examples have target 8
    — predict, and check.
    """))
    return


@app.cell
def _(RANKS, RANK_LABELS, get_case, mo, set_case, tr, updown_order):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}

    def _keep(name):
        return lambda value: set_case(lambda c: {**c, name: value})

    case_target = mo.ui.dropdown(_ranks, value=RANK_LABELS[get_case()["target"]], label=tr("Target before the card"),
                                 on_change=_keep("target"))
    case_declared = mo.ui.dropdown(_ranks, value=RANK_LABELS[get_case()["declared"]], label=tr("Declared"),
                                   on_change=_keep("declared"))
    case_real = mo.ui.dropdown(_ranks, value=RANK_LABELS[get_case()["real"]], label=tr("Really"),
                               on_change=_keep("real"))
    mo.hstack([case_target, case_declared, case_real], justify="start", wrap=True)
    return case_declared, case_real, case_target


@app.cell
def _(RANK_LABELS, case_declared, case_real, case_target, get_guesses, mo, set_guesses, tr):
    mo.stop(None in (case_target.value, case_declared.value, case_real.value),
            mo.md(tr("*Choose the target, the declaration and the real card.*")))
    # A new case makes a new, empty prediction: an old guess is never graded against a new case.
    # The guess is kept for its case, so switching the language does not take it back.
    _case = ("case", case_target.value, case_declared.value, case_real.value)
    _options = {tr("the challenge succeeds"): True, tr("the challenge fails"): False}
    _guess = get_guesses().get(_case)
    prediction = mo.ui.radio(_options, inline=True,
                             value=next((k for k, v in _options.items() if v == _guess), None),
                             on_change=lambda v: set_guesses(lambda g: {**g, _case: v}),
                             label=tr("Target {target}, declared {declared}, really {real} — your prediction",
                                      target=RANK_LABELS[case_target.value],
                                      declared=RANK_LABELS[case_declared.value], real=RANK_LABELS[case_real.value]))
    prediction
    return (prediction,)


@app.cell(hide_code=True)
def _(
    Card,
    card_svg,
    case_declared,
    case_real,
    case_target,
    challenge_succeeds,
    lang,
    mo,
    prediction,
    reason,
    tr,
):
    outcome = challenge_succeeds(case_target.value, case_declared.value, case_real.value)
    _reason = reason(case_target.value, case_declared.value, case_real.value)
    if prediction.value is None:
        _said = mo.md(tr("*Make your prediction to turn the card over.*"))
    else:
        _verdict = tr("**Right!**") if prediction.value == outcome else tr("**Not this time.**")
        _said = mo.vstack([
            mo.hstack([mo.Html(card_svg(Card(case_real.value, "H"), 70, lang=lang)), mo.md(_verdict + " " + _reason)],
                      justify="start"),
        ])
    _said
    return (outcome,)


@app.cell(hide_code=True)
def _(RANK_LABELS, mo, reason, tr):
    _cases = [(8, 10, 10), (8, 10, 7), (8, 10, 6), (8, 8, 8)]
    _title = tr("The source's worked examples (target 8)")
    mo.accordion({_title: mo.md("\n".join(
        "- " + tr("declared {declared}, really {real}: {reason}", declared=RANK_LABELS[d], real=RANK_LABELS[r],
                  reason=reason(t, d, r)) for t, d, r in _cases))})
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Several challengers at once (UD-11)

    If several players call "challenge!" together, the **first of them in turn order after the
    player who put the card down** makes the challenge. A card can be challenged only once.
    """))
    return


@app.cell
def _(NAMES, get_callers, mo, set_callers, tr):
    who_played = mo.ui.dropdown({n: i for i, n in enumerate(NAMES)}, value=NAMES[get_callers()["played"]],
                                label=tr("Who played face down"),
                                on_change=lambda v: set_callers(lambda c: {**c, "played": v}))
    # a box to tick for each player (not a multiselect: its "Select…" and "Search…" are English only)
    _ticked = get_callers()["callers"]
    callers = mo.ui.array([mo.ui.checkbox(value=s in _ticked, label=n) for s, n in enumerate(NAMES)],
                          on_change=lambda v: set_callers(lambda c: {**c, "callers": [s for s, on in enumerate(v) if on]}))
    mo.hstack([who_played, mo.vstack([mo.md(tr("Call “challenge!” together")),
                                      mo.hstack(list(callers), justify="start", wrap=True)])],
              justify="start", wrap=True)
    return callers, who_played


@app.cell(hide_code=True)
def _(NAMES, asking_order, callers, first_challenger, mo, tr, who_played):
    mo.stop(who_played.value is None, mo.md(tr("*Choose who played the card face down.*")))
    _order = asking_order(4, who_played.value)
    _valid = [s for s, ticked in enumerate(callers.value) if ticked and s != who_played.value]
    if not _valid:
        _text = tr("Choose at least one *other* player: nobody challenges their own card (UD-10).")
        challenger = None
    else:
        challenger = first_challenger(4, who_played.value, _valid)
        _text = tr("Turn order after {who}: {order}. So **{challenger}** makes the challenge.",
                   who=NAMES[who_played.value], order=" → ".join(NAMES[s] for s in _order),
                   challenger=NAMES[challenger])
    mo.md(_text)
    return (challenger,)


@app.cell(hide_code=True)
def _(mo, reason, tr):
    mo.md(tr("""
    ## A forgotten declaration (UD-9)

    A card put face down with no declaration counts as declared **3**, the lowest rank — and it
    can still be challenged. With the target at 3, a real 3 stands — {stands}
    Anything else is caught — {caught}
    """, stands=reason(3, 3, 3), caught=reason(3, 3, 9)))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Who leads after the pile is taken (UD-13)

    Whoever takes the pile, a **new round** starts: the pile is empty, the target is back to 3 and
    the next card goes face up. The source is unclear about who leads it, so tables choose:
    **the player who took the pile** leads (the default), or **the challenger** leads. After a failed
    challenge both are the challenger; after a successful one they differ. Here is the same seeded
    game played both ways by the same bots, from its first challenge on.
    """))
    return


@app.cell
def _(get_lead_seed, mo, set_lead_seed, tr):
    lead_seed = mo.ui.number(start=0, stop=999999, value=get_lead_seed(), label=tr("Game seed"),
                             on_change=set_lead_seed)
    lead_seed
    return (lead_seed,)


@app.cell
def _(UpDownRules, lead_seed, play_bot_game):
    lead_seed_ok = isinstance(lead_seed.value, int | float) and lead_seed.value == int(lead_seed.value) \
        and 0 <= lead_seed.value <= 999999
    lead_games = {}
    if lead_seed_ok:
        for _switch in ("taker", "challenger"):
            lead_games[_switch] = play_bot_game(UpDownRules(players=3, lead_after_pickup=_switch),
                                                ["honest", "reckoner", "bluffer"], int(lead_seed.value))
    return lead_games, lead_seed_ok


@app.cell(hide_code=True)
def _(NAMES, lead_games, lead_seed_ok, mo, ntr, tr):
    mo.stop(not lead_seed_ok, mo.callout(mo.md(tr("**Type a game seed** — any whole number from 0 to 999999.")),
                                         kind="warn"))
    _and = tr(" and ")
    _switch_names = {"taker": tr("the player who takes the pile leads"),
                     "challenger": tr("the challenger leads")}
    _rows = []
    for _switch, _g in lead_games.items():
        _winners = _and.join(NAMES[s] for s in _g.winners)
        _end = ntr("{who} wins after {n} play", "{who} wins after {n} plays", _g.plays, who=_winners)
        _i = next((i for i, e in enumerate(_g.events) if e.kind == "challenge"), None)
        if _i is None:
            _nobody = tr("nobody challenged")
            _rows.append(f"| {_switch_names[_switch]} | {_nobody} | — | {_end} |")
            continue
        _chal, _reveal, _take = _g.events[_i:_i + 3]
        _next = _g.events[_i + 3] if len(_g.events) > _i + 3 else None
        _lead = tr("{who} leads", who=NAMES[_next.seat]) if _next is not None and _next.kind == "new_round" \
            else tr("the game is over")
        _first = (tr("{challenger} challenges {claimant}'s card and succeeds: {taker} takes {n} cards",
                     challenger=NAMES[_chal.challenger], claimant=NAMES[_chal.claimant], taker=NAMES[_take.seat],
                     n=_take.count) if _reveal.succeeds else
                  tr("{challenger} challenges {claimant}'s card and fails: {taker} takes {n} cards",
                     challenger=NAMES[_chal.challenger], claimant=NAMES[_chal.claimant], taker=NAMES[_take.seat],
                     n=_take.count))
        _rows.append(f"| {_switch_names[_switch]} | {_first} | {_lead} | {_end} |")
    _head = tr("| switch | first pile taken | new round | the end |")
    mo.md(_head + "\n|:---|:---|:---|:---|\n" + "\n".join(_rows))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## A last card (UD-14)

    - Your **last card, face down**, challenged and the challenge **fails**: it stood — **you win**
      (the challenger still takes the pile, but the game is over).
    - Challenged and the challenge **succeeds**: you take the pile and play goes on.
    - Your last card **face up but below the target**: you must draw a card, so you haven't gone out —
      unless the stock is empty (UD-15).

    That's why a player about to go out is the one worth challenging.
    """))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Should you challenge? (from one seat's view)

    A challenge costs nothing if it succeeds — and the whole pile if it fails. Here are real
    moments from seeded bot games, seen by the player being asked. The estimate uses only what that
    player can see: its own hand, the face-up cards, how many cards the claimant held. Decide, then
    look at the card.
    """))
    return


@app.cell
def _(get_moment_seed, mo, set_moment_seed, tr):
    moment_seed = mo.ui.number(start=0, stop=999999, value=get_moment_seed(), label=tr("Game seed"),
                               on_change=set_moment_seed)
    moment_seed
    return (moment_seed,)


@app.cell
def _(UpDownRules, bot_game_states, moment_seed):
    moment_seed_ok = isinstance(moment_seed.value, int | float) and moment_seed.value == int(moment_seed.value) \
        and 0 <= moment_seed.value <= 999999
    moments = []
    if moment_seed_ok:
        _states, _ = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"],
                                     int(moment_seed.value))
        moments = [s for s in _states if s.phase == "challenge" and len(s.pile) >= 2]
    return moment_seed_ok, moments


@app.cell
def _(get_moment, mo, moment_seed_ok, moments, set_moment, tr):
    mo.stop(not moment_seed_ok, mo.callout(mo.md(tr("**Type a game seed** — any whole number from 0 to 999999.")),
                                           kind="warn"))
    mo.stop(not moments, mo.md(tr("No challenge moment with a pile in this game — try another seed.")))
    moment_pick = mo.ui.slider(1, len(moments), value=min(get_moment(), len(moments)), label=tr("Moment"),
                               show_value=True, on_change=set_moment)
    moment_pick
    return (moment_pick,)


@app.cell
def _(get_guesses, mo, moment_pick, moment_seed, set_guesses, tr):
    # A new moment makes a new, empty decision: the card stays hidden until you decide (no spoilers).
    # The decision is kept for its moment, so switching the language does not hide the card again.
    _moment = ("moment", moment_seed.value, moment_pick.value)
    _options = {tr("challenge"): "challenge", tr("let it stand"): "stand"}
    _decided = get_guesses().get(_moment)
    decision = mo.ui.radio(_options, value=next((k for k, v in _options.items() if v == _decided), None),
                           on_change=lambda v: set_guesses(lambda g: {**g, _moment: v}),
                           label=tr("Moment {n}: you would…", n=moment_pick.value), inline=True)
    decision
    return (decision,)


@app.cell(hide_code=True)
def _(
    NAMES,
    chance_challenge_succeeds,
    decision,
    lang,
    mo,
    moment_pick,
    moments,
    narrate,
    narrator_html,
    reason,
    tr,
    updown_table,
):
    _state = moments[moment_pick.value - 1]
    _me = _state.to_act
    _view = _state.view(_me)
    _claimant, _declared = _view.pile[-1].seat, _view.pile[-1].counts_as
    moment_chance = chance_challenge_succeeds(_view)
    _pile = len(_view.pile)
    _names = [tr("{name} (you)", name=n) if s == _me else n for s, n in enumerate(NAMES[:3])]
    _ask = [tr("You are {name}.", name=NAMES[_me]), narrate.moment(_view, NAMES).render(lang)]
    _now = tr("Challenge, or let it stand? Decide first — then the card is turned.")
    _blocks = [mo.Html(narrator_html(_ask, _now)), mo.Html(updown_table(_view, _names, lang))]
    if decision.value:
        _real = _state.pile[-1].card
        _blocks.append(mo.callout(mo.md(
            tr("From your seat the chance that a challenge succeeds is about **{percent}%**: win it and {claimant} "
               "takes {n} cards; lose it and you take them. The card was **{card}**. {reason}",
               percent=round(100 * moment_chance), claimant=NAMES[_claimant], n=_pile, card=_real.label,
               reason=reason(_view.target_before, _declared, _real.rank))),
            kind="info"))
    mo.vstack(_blocks)
    return (moment_chance,)


@app.cell(hide_code=True)
def _(face_due_after, mo, play_down, play_up, position, tr):
    # real positions, checked by the engine: 甲 played 8♠ face up; then 乙 a face-down "10" that stood
    _hands = ["4H 5H 6H", "7H 9H JH"]
    _after_up = position(_hands, pile=[play_up(0, "8S")])
    _after_down = position(_hands, pile=[play_up(0, "8S"), play_down(1, "TD", "10")])
    _new_round = position(_hands, turn=1, plays=5)
    _face = {"up": tr("face up"), "down": tr("face down")}
    mo.md(tr("""
    ## "Which face is next?" (UD-17)

    Tables forget. The **last card that stood** decides: after a face-up card the next goes
    **{after_up}**; after a face-down card, **{after_down}**; after the pile was taken (a new round),
    **{new_round}**. Drawing a card changes nothing.
    """, after_up=_face[face_due_after(_after_up.pile)], after_down=_face[face_due_after(_after_down.pile)],
             new_round=_face[face_due_after(_new_round.pile)]))
    return


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("08_play_against_bots.py", tr("Play 一上一下 against bots"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
