# /// script
# [tool.marimo.opengraph]
# title = "One up, one down · 一上一下"
# description = "Learner path, step 5 of 7 · 20 min. The second game, move by move. · 第二种游戏：2 最大、目标点数、明暗轮流。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="One up, one down")


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.i18n import translators
    from engine.present.cards import hand_html
    from engine.present.charts import line_chart_svg
    from engine.present.page import first_language, label_of, next_html, page_style
    from engine.present.table import lines_html, narrator_html, updown_table
    from engine.updown import UpDownRules, face_due_after, narrate, target_history
    from engine.updown.simulation import game_states as bot_game_states

    return (
        Card,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        bot_game_states,
        face_due_after,
        first_language,
        label_of,
        hand_html,
        line_chart_svg,
        lines_html,
        mo,
        narrate,
        narrator_html,
        next_html,
        page_style,
        target_history,
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


@app.cell(hide_code=True)
def _(lang, large_print, mo, page_style):
    mo.Html(page_style(large_print.value, lang))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    # One up, one down · 一上一下

    **Goal:** know how a game of 一上一下 runs: the deal (UD-1), the rank order with 2 on top
    (UD-2), the target (UD-3), the faces taking turns (UD-6), what a low face-up card costs (UD-7,
    UD-15), and how you win (UD-5). "Up" and "down" are which side of the card faces up.
    """))
    return


@app.cell(hide_code=True)
def _(Card, RANKS, hand_html, lang, mo, tr, updown_order):
    _order = sorted(RANKS, key=updown_order)
    _caption = tr("lowest → highest: 3 4 5 6 7 8 9 10 J Q K A 2")
    mo.md(tr("""
    ## The deal and the rank order (UD-1, UD-2)

    Two to four players, one deck without jokers. Everyone gets **7 cards**; the rest is the
    **stock** (摸牌堆), face down. Played cards go onto one **centre pile** (出牌堆).

    The ranks run from 3 up to A — and then **2, the highest**. Suits don't matter.

    {cards}
    """, cards=hand_html([Card(r, "H" if i % 2 else "S") for i, r in enumerate(_order)], width=40,
                         caption=_caption, lang=lang)))
    return


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
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
    """))
    return


@app.cell
def _(mo):
    # What the reader chose, kept apart from the controls: switching the language makes the controls
    # again (their labels change), and they start from these values, so nothing chosen is lost.
    get_players, set_players = mo.state(3)
    get_seed, set_seed = mo.state(2)
    get_step, set_step = mo.state(12)
    get_eyes, set_eyes = mo.state(0)
    get_drill_seed, set_drill_seed = mo.state(5)
    get_moment, set_moment = mo.state(1)
    get_answers, set_answers = mo.state({})
    return (
        get_answers,
        get_drill_seed,
        get_eyes,
        get_moment,
        get_players,
        get_seed,
        get_step,
        set_answers,
        set_drill_seed,
        set_eyes,
        set_moment,
        set_players,
        set_seed,
        set_step,
    )


@app.cell
def _(get_players, get_seed, mo, set_players, set_seed, tr):
    players = mo.ui.slider(2, 4, value=get_players(), label=tr("Players"), show_value=True, on_change=set_players)
    seed = mo.ui.number(start=0, stop=999999, value=get_seed(), label=tr("Seed (same seed, same game)"),
                        on_change=set_seed)
    mo.hstack([players, seed], justify="start", wrap=True)
    return players, seed


@app.cell
def _(UpDownRules, bot_game_states, players, seed):
    seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    _styles = ["honest", "reckoner", "bluffer", "honest"][: players.value]
    states, moves = bot_game_states(UpDownRules(players=players.value), _styles, int(seed.value)) if seed_ok \
        else ([], [])
    return seed_ok, states


@app.cell
def _(NAMES, get_eyes, get_step, mo, players, seed_ok, set_eyes, set_step, states, tr):
    mo.stop(not seed_ok, mo.callout(mo.md(tr("**Type a seed** — any whole number from 0 to 999999 — to deal a "
                                             "game.")), kind="warn"))
    step = mo.ui.slider(0, len(states) - 1, value=min(get_step(), len(states) - 1),
                        label=tr("Step through the game"), show_value=True, full_width=True, on_change=set_step)
    eyes = mo.ui.dropdown({NAMES[s]: s for s in range(players.value)},
                          value=NAMES[min(get_eyes(), players.value - 1)], label=tr("Through the eyes of"),
                          on_change=set_eyes)
    mo.vstack([step, eyes])
    return eyes, step


@app.cell(hide_code=True)
def _(NAMES, eyes, lang, mo, narrate, narrator_html, states, step, tr, updown_table):
    state = states[step.value]
    view = state.view(eyes.value if eyes.value is not None else 0)
    _names = [tr("{name} (these eyes)", name=n) if s == view.seat else n for s, n in enumerate(NAMES)]
    _before = len(states[step.value - 1].view(view.seat).events) if step.value else 0
    _told = [t.render(lang) for t in narrate.tell(view.events[_before:], NAMES, you=view.seat)]
    if not step.value:
        _told = _told[:3]
    _now = narrate.now(view, NAMES, view.to_act, you=view.seat).render(lang)
    mo.vstack([
        mo.md(tr("**Step {step} of {last}**, told to {who} — *you* below means {who}. Move the slider to take "
                 "the next step.", step=step.value, last=len(states) - 1, who=NAMES[view.seat])),
        mo.Html(narrator_html(_told, _now)),
        mo.Html(updown_table(view, _names, lang)),
    ])
    return state, view


@app.cell(hide_code=True)
def _(NAMES, lang, lines_html, mo, narrate, tr, view):
    _title = tr("The game so far, as these eyes saw it")
    mo.accordion({_title: mo.Html(lines_html(
        [t.render(lang) for t in narrate.tell(view.events, NAMES, you=view.seat)], limit=60))}, lazy=False)
    return


@app.cell(hide_code=True)
def _(RANKS, RANK_LABELS, line_chart_svg, mo, state, states, target_history, tr, updown_order):
    history = target_history(states[-1].events)
    _points = [(plays, updown_order(target)) for plays, target in history]
    _labels = {updown_order(r): RANK_LABELS[r] for r in RANKS}
    mo.vstack([
        mo.md(tr("## The target, play by play\n\nIt climbs as cards stand, can fall after a low face-up card, "
                 "and goes back to 3 whenever the pile is taken (next lesson). The dashed line is the step you are "
                 "looking at.")),
        mo.Html(line_chart_svg(_points, _labels, title=tr("The target after each play (the whole game)"),
                               x_label=tr("plays so far"), y_label=tr("target (3 lowest … 2 highest)"),
                               mark=state.plays, mark_label=tr("you are here"))),
    ])
    return (history,)


@app.cell(hide_code=True)
def _(mo, tr):
    mo.md(tr(r"""
    ## Your turn: read the table (UD-3, UD-6, UD-7)

    A moment from another seeded game, through the eyes of the player about to play. The table hides
    the target and the face due: work them out from the pile — the **last card that stood** decides
    both — then say whether the card that player is about to put down costs a draw. Each answer is
    checked at once.
    """))
    return


@app.cell
def _(get_drill_seed, mo, set_drill_seed, tr):
    drill_seed = mo.ui.number(start=0, stop=999999, value=get_drill_seed(), label=tr("Exercise seed"),
                              on_change=set_drill_seed)
    return (drill_seed,)


@app.cell
def _(UpDownRules, bot_game_states, drill_seed, get_moment, mo, set_moment, tr):
    _ok = isinstance(drill_seed.value, int | float) and drill_seed.value == int(drill_seed.value) \
        and 0 <= drill_seed.value <= 999999
    mo.stop(not _ok, mo.vstack([drill_seed, mo.callout(mo.md(tr("**Type a seed** — any whole number from 0 to "
                                                                 "999999.")), kind="warn")]))
    drill_states, drill_moves = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"],
                                                int(drill_seed.value))
    # The moments when a card is about to be played (not a challenge being decided).
    drill_moments = [i for i, s in enumerate(drill_states[:-1]) if s.phase == "play" and s.to_act is not None]
    drill_pick = mo.ui.slider(1, len(drill_moments), value=min(get_moment(), len(drill_moments)),
                              label=tr("Position"), show_value=True, on_change=set_moment)
    mo.hstack([drill_seed, drill_pick], justify="start", wrap=True)
    return drill_moments, drill_moves, drill_pick, drill_states


@app.cell(hide_code=True)
def _(NAMES, drill_moments, drill_moves, drill_pick, drill_states, lang, mo, tr, updown_table):
    drill_index = drill_moments[drill_pick.value - 1]
    drill_state = drill_states[drill_index]
    drill_seat = drill_state.to_act
    drill_card = drill_moves[drill_index].action.card        # what that player puts down next
    _view = drill_state.view(drill_seat)
    _names = [tr("{name} (these eyes)", name=n) if s == drill_seat else n for s, n in enumerate(NAMES[:3])]
    mo.vstack([
        mo.md(tr("It is **{who}**'s turn; {who} is about to put down **{card}**.", who=NAMES[drill_seat],
                 card=drill_card.label)),
        mo.Html(updown_table(_view, _names, lang, hide_status=True)),
    ])
    return drill_card, drill_index, drill_seat, drill_state


@app.cell
def _(
    NAMES,
    RANKS,
    RANK_LABELS,
    drill_card,
    drill_index,
    drill_pick,
    drill_seat,
    drill_seed,
    get_answers,
    label_of,
    mo,
    set_answers,
    tr,
    updown_order,
):
    # The answers belong to this position: a new position asks afresh; a new language keeps them.
    _key = (int(drill_seed.value), drill_pick.value, drill_index)
    _given = get_answers().get(_key, {})

    def _keep(name):
        return lambda value: set_answers(lambda a: {**a, _key: {**a.get(_key, {}), name: value}})

    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    _faces = {tr("face up (明牌)"): "up", tr("face down (暗牌)"): "down"}
    _draws = {tr("yes: one card from the stock"): True, tr("no"): False}
    ask_target = mo.ui.dropdown(_ranks, value=label_of(_ranks, _given.get("target")),
                                label=tr("Question 1: what is the target now?"), on_change=_keep("target"))
    ask_face = mo.ui.radio(_faces, value=label_of(_faces, _given.get("face")), inline=True,
                           label=tr("Question 2: which face is due?"), on_change=_keep("face"))
    ask_draw = mo.ui.radio(_draws, value=label_of(_draws, _given.get("draw")), inline=True,
                           label=tr("Question 3: {who} plays {card}, with the face that is due. Must {who} draw a card?",
                                    who=NAMES[drill_seat], card=drill_card.label),
                           on_change=_keep("draw"))
    mo.vstack([ask_target, ask_face, ask_draw])
    return ask_draw, ask_face, ask_target


@app.cell(hide_code=True)
def _(
    NAMES,
    RANK_LABELS,
    ask_draw,
    ask_face,
    ask_target,
    drill_card,
    drill_index,
    drill_seat,
    drill_state,
    drill_states,
    face_due_after,
    mo,
    tr,
):
    # Every answer comes from the engine: the position's target and face due (UD-3, UD-6), and what
    # happened when the card was really played — a draw, or none (UD-7, UD-15).
    _pile = drill_state.pile
    _target = RANK_LABELS[drill_state.target]
    _due = face_due_after(_pile)
    _after = drill_states[drill_index + 1].events[len(drill_state.events):]
    _drew = any(e.kind == "draw" and e.seat == drill_seat for e in _after)
    _empty = any(e.kind == "no_draw" for e in _after)
    _card, _who = drill_card.label, NAMES[drill_seat]
    if not _pile:
        _why_target = tr("The pile is empty, so a round has just begun: the target is 3, the lowest rank (UD-3).")
        _why_face = tr("An empty pile means a new round, and a round starts face up (UD-6).")
    elif _pile[-1].face == "up":
        _why_target = tr("The last card that stood is {who}'s {card}, face up: the target is its rank, {rank} "
                         "(UD-3).", who=NAMES[_pile[-1].seat], card=_pile[-1].card.label, rank=_target)
        _why_face = tr("The last card that stood was face up, so the next one goes face down (UD-6).")
    else:
        _why_target = tr("The last card that stood is {who}'s face-down card, declared {rank}: nobody challenged "
                         "it, so the target is the declared rank, {rank} (UD-3).", who=NAMES[_pile[-1].seat],
                         rank=_target)
        _why_face = tr("The last card that stood was face down, so the next one goes face up (UD-6).")
    if _due == "down":
        _why_draw = tr("No: the card goes face down, and a face-down card never costs a draw — only a face-up card "
                       "below the target does (UD-7).")
    elif _drew:
        _why_draw = tr("Yes: {card} goes face up and is below the target {target}, so {who} draws one card from "
                       "the stock (UD-7).", card=_card, target=_target, who=_who)
    elif _empty:
        _why_draw = tr("No: {card} goes face up below the target {target}, but the stock is empty, so there is "
                       "nothing to draw (UD-15).", card=_card, target=_target)
    else:
        _why_draw = tr("No: {card} goes face up and is not below the target {target}, so nothing is drawn "
                       "(UD-7).", card=_card, target=_target)
    _right, _wrong = tr("**Right.**"), tr("**Not quite.**")
    drill_marks = [
        None if ask_target.value is None else ask_target.value == drill_state.target,
        None if ask_face.value is None else ask_face.value == _due,
        None if ask_draw.value is None else ask_draw.value == _drew,
    ]
    _lines = [f"{n}\\. {_right if ok else _wrong} {why}"      # "1\." : a numbered line, not a list
              for n, (ok, why) in enumerate(zip(drill_marks, (_why_target, _why_face, _why_draw), strict=True), 1)
              if ok is not None]
    _score = sum(1 for ok in drill_marks if ok)
    _answered = sum(1 for ok in drill_marks if ok is not None)
    drill_feedback = _lines
    mo.callout(mo.md("\n\n".join(_lines) + "\n\n" + tr("**{score} of {answered}** right so far.", score=_score,
                                                       answered=_answered)),
               kind="success" if _score == 3 else "info") if _lines else mo.md(tr("*Answer a question to have it "
                                                                                  "checked.*"))
    return drill_feedback, drill_marks


@app.cell(hide_code=True)
def _(lang, large_print, mo, next_html, tr):
    mo.Html(next_html("07_challenges.py", tr("Challenges"), large_print.value, lang))
    return


if __name__ == "__main__":
    app.run()
