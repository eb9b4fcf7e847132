# /// script
# [tool.marimo.opengraph]
# title = "One up, one down · 一上一下入门"
# description = "Learner path · lesson 06 · 20 min. The second game, move by move. · 第二种游戏：2 最大、目标点数、明暗轮流。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="One up, one down")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import hand_html
    from engine.present.charts import line_chart_svg
    from engine.present.table import lines_html, narrator_html, updown_table
    from engine.updown import UpDownRules, face_due_after, narrate, target_history
    from engine.updown.simulation import game_states as bot_game_states


@app.cell
def _():
    language, kept = kit.language_switch(), kit.Kept()
    return kept, language


@app.cell
def _(language):
    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)
    return lang, large_print, tr


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    kit.title(tr(r"""
    # One up, one down · 一上一下

    **Goal:** know how a game of 一上一下 runs: the deal (UD-1), the rank order with 2 on top
    (UD-2), the target (UD-3), the faces taking turns (UD-6), what a low face-up card costs (UD-7,
    UD-15), and how you win (UD-5). "Up" and "down" are which side of the card faces up.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    # the glossary's entries this lesson uses (site/glossary.md), shown wherever it runs
    kit.glossary(tr, lang, "ud:round", "ud:stock", "ud:centre pile", "ud:face up", "ud:face down", "ud:target",
                 "ud:declare", "ud:bluff", "ud:stand", "ud:lead", "ud:pass", "cards:clockwise")
    return


@app.cell
def _(lang):
    # The players' names: the Chinese reader needs no romanisation.
    NAMES = ["甲", "乙", "丙", "丁"] if lang == "zh" else ["甲 Jia", "乙 Yi", "丙 Bing", "丁 Ding"]
    return (NAMES,)


@app.cell(hide_code=True)
def _(lang, tr):
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
def _(tr):
    mo.md(tr(r"""
    ## Who starts, and whose turn (UD-4, UD-6)

    - **Who leads.** Before the deal, everyone draws a card; the highest (2 on top, as above)
      **leads** (先出): they play the first card. Players tied for highest draw again (UD-4: the
      source suggests this way; a table may agree another).
    - **Turns go clockwise**, to the left: one card each, in turn (UD-6). The source gives no
      direction; clockwise is cardschool's reading.
    - **You cannot pass your turn.** On your turn you must play one card — and you always can, since
      any card may go face up, or face down with any declaration. The only "pass" in this game is
      letting someone else's face-down card go without a challenge.
    """))
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## The target and the faces (UD-3, UD-6, UD-7)

    - A **round** (一轮) here is the play from an empty centre pile until someone takes the pile (the
      next lesson) — not a deal of the cards, as a round is in five-card draw. One game has many
      rounds.
    - Each round starts with the **target** (目标点数) at **3**, the lowest rank.
    - A play **stands** (成立) when it stays on the pile as played: a face-up card always does; a
      face-down card does when no challenge against it succeeds (challenges are the next lesson).
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
def _(kept, tr):
    players = mo.ui.slider(2, 4, label=tr("Players"), show_value=True, **kept("players", 3))
    seed = kit.seed_box(kept, "seed", 2, tr("Seed (same seed, same game)"))
    mo.hstack([players, seed], justify="start", wrap=True)
    return players, seed


@app.cell
def _(NAMES, kept, players, seed, tr):
    _seed = kit.seed_of(seed.value)
    mo.stop(_seed is None, kit.seed_missing(tr))
    states, _ = bot_game_states(UpDownRules(players=players.value),
                                ["honest", "reckoner", "bluffer", "honest"][: players.value], _seed)
    step = mo.ui.slider(0, len(states) - 1, value=min(kept.get("step", 12), len(states) - 1),
                        label=tr("Step through the game"), show_value=True, full_width=True,
                        on_change=kept.keep("step"))
    _seats = {NAMES[s]: s for s in range(players.value)}
    eyes = mo.ui.dropdown(_seats, label=tr("Through the eyes of"), **kept("eyes", 0, _seats))
    mo.vstack([step, eyes])
    return eyes, states, step


@app.cell(hide_code=True)
def _(NAMES, eyes, lang, states, step, tr):
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
def _(NAMES, lang, tr, view):
    _title = tr("The game so far, as these eyes saw it")
    mo.accordion({_title: mo.Html(lines_html(
        [t.render(lang) for t in narrate.tell(view.events, NAMES, you=view.seat)], limit=60))}, lazy=False)
    return


@app.cell(hide_code=True)
def _(state, states, tr):
    history = target_history(states[-1].events)
    _points = [(plays, updown_order(target)) for plays, target in history]
    _labels = {updown_order(r): RANK_LABELS[r] for r in RANKS}
    mo.vstack([
        mo.md(tr("## The target, play by play\n\nIt climbs as cards stand, can fall after a low face-up card or "
                 "a face-down card declared below it that nobody challenged, and goes back to 3 whenever the pile "
                 "is taken (next lesson). The dashed line is the step you are "
                 "looking at.")),
        mo.Html(line_chart_svg(_points, _labels, title=tr("The target after each play (the whole game)"),
                               x_label=tr("plays so far"), y_label=tr("target (3 lowest … 2 highest)"),
                               mark=state.plays, mark_label=tr("you are here"))),
    ])
    return (history,)


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## Your turn: read the table (UD-3, UD-6, UD-7)

    A moment from another seeded game, through the eyes of the player about to play. The table hides
    the target and the face due: work them out from the pile — the **last card that stood** decides
    both — then say whether the card that player is about to put down costs a draw. Each answer is
    checked at once.
    """))
    return


@app.cell
def _(kept, tr):
    drill_seed = kit.seed_box(kept, "drill_seed", 5, tr("Exercise seed"))
    return (drill_seed,)


@app.cell
def _(drill_seed, kept, tr):
    _seed = kit.seed_of(drill_seed.value)
    mo.stop(_seed is None, mo.vstack([drill_seed, kit.seed_missing(tr)]))
    drill_states, drill_moves = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], _seed)
    # The moments when a card is about to be played (not a challenge being decided).
    drill_moments = [i for i, s in enumerate(drill_states[:-1]) if s.phase == "play" and s.to_act is not None]
    drill_pick = mo.ui.slider(1, len(drill_moments), value=min(kept.get("moment", 1), len(drill_moments)),
                              label=tr("Position"), show_value=True, on_change=kept.keep("moment"))
    mo.hstack([drill_seed, drill_pick], justify="start", wrap=True)
    return drill_moments, drill_moves, drill_pick, drill_states


@app.cell(hide_code=True)
def _(NAMES, drill_moments, drill_moves, drill_pick, drill_states, lang, tr):
    drill_index = drill_moments[drill_pick.value - 1]
    drill_state = drill_states[drill_index]
    drill_seat = drill_state.to_act
    drill_card = drill_moves[drill_index].action.card        # what that player puts down next
    _names = [tr("{name} (these eyes)", name=n) if s == drill_seat else n for s, n in enumerate(NAMES[:3])]
    mo.vstack([
        mo.md(tr("It is **{who}**'s turn; {who} is about to put down **{card}**.", who=NAMES[drill_seat],
                 card=drill_card.label)),
        mo.Html(updown_table(drill_state.view(drill_seat), _names, lang, hide_status=True)),
    ])
    return drill_card, drill_index, drill_seat, drill_state


@app.cell
def _(NAMES, drill_card, drill_index, drill_pick, drill_seat, drill_seed, kept, tr):
    # The answers belong to this position: a new position asks afresh; a new language keeps them.
    _key = ("answer", kit.seed_of(drill_seed.value), drill_pick.value, drill_index)
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    _faces = {tr("face up (明牌)"): "up", tr("face down (暗牌)"): "down"}
    _draws = {tr("yes: one card from the stock"): True, tr("no"): False}
    ask_target = mo.ui.dropdown(_ranks, label=tr("Question 1: what is the target now?"),
                                **kept((*_key, "target"), None, _ranks))
    ask_face = mo.ui.radio(_faces, inline=True, label=tr("Question 2: which face is due?"),
                           **kept((*_key, "face"), None, _faces))
    ask_draw = mo.ui.radio(_draws, inline=True, **kept((*_key, "draw"), None, _draws),
                           label=tr("Question 3: {who} plays {card}, with the face that is due. Must {who} draw a "
                                    "card?", who=NAMES[drill_seat], card=drill_card.label))
    mo.vstack([ask_target, ask_face, ask_draw])
    return ask_draw, ask_face, ask_target


@app.cell(hide_code=True)
def _(NAMES, ask_draw, ask_face, ask_target, drill_card, drill_index, drill_seat, drill_state, drill_states, tr):
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
    drill_marks = [None if ask.value is None else ask.value == answer
                   for ask, answer in ((ask_target, drill_state.target), (ask_face, _due), (ask_draw, _drew))]
    _whys = (_why_target, _why_face, _why_draw)
    drill_feedback = [f"{n}\\. {_right if ok else _wrong} {why}"      # "1\." : a numbered line, not a list
                      for n, (ok, why) in enumerate(zip(drill_marks, _whys, strict=True), 1) if ok is not None]
    _score, _answered = drill_marks.count(True), len(drill_feedback)
    mo.callout(mo.md("\n\n".join(drill_feedback) + "\n\n" + tr("**{score} of {answered}** right so far.",
                                                               score=_score, answered=_answered)),
               kind="success" if _score == 3 else "info") if drill_feedback else \
        mo.md(tr("*Answer a question to have it checked.*"))
    return drill_feedback, drill_marks


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("06_one_up_one_down", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
