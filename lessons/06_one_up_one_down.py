# /// script
# [tool.marimo.opengraph]
# title = "One up, one down · 一上一下入门"
# description = "Learner path · lesson 06 · 20 min. The second game, move by move. · 第二种游戏：2 最大、目标点数、明暗轮流。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="One up, one down")

with app.setup:
    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _cards as cards
    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import hand_html
    from engine.present.charts import line_chart_svg
    from engine.present.table import lines_html, narrator_html, updown_table
    from engine.updown import UpDownRules, narrate, target_history
    from engine.updown.quiz import judge_play, judge_table, play_hints, table_hints
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
    # One up, one down · 一上一下入门

    **Goal:** know how a game of 一上一下 runs: the deal (UD-1), the rank order with 2 on top
    (UD-2), the target (UD-3), the faces taking turns (UD-6), what a low face-up card costs (UD-7,
    UD-15), and how you win (UD-5). "Up" and "down" are which side of the card faces up.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "ud:round", "ud:stock", "ud:centre pile", "ud:face up", "ud:face down", "ud:target",
                 "ud:declare", "ud:bluff", "ud:stand", "ud:lead", "ud:pass", "cards:clockwise")
    return


@app.cell
def _(lang):
    NAMES = list(kit.seat_names(lang)[:4])     # the players' names: the Chinese reader needs no romanisation
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
      original rules suggest this way; a table may agree another).
    - **Turns go clockwise**, to the left: one card each, in turn (UD-6). The original rules give no
      direction; we read it as clockwise.
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
def _():
    # The step looked at: one value for the slider and the back/next buttons, kept when the seed, the
    # number of players or the eyes change (a shorter game shows its last step).
    get_step, set_step = mo.state(12)
    return get_step, set_step


@app.cell
def _(NAMES, kept, players, seed, tr):
    _seed, seed_note = kit.seed_read(kept, "seed", seed.value, tr)
    mo.stop(_seed is None, seed_note)
    states, _ = bot_game_states(UpDownRules(players=players.value),
                                ["honest", "reckoner", "bluffer", "honest"][: players.value], _seed)
    _seats = {NAMES[s]: s for s in range(players.value)}
    eyes = mo.ui.dropdown(_seats, label=tr("Through the eyes of"), **kept("eyes", 0, _seats))
    return eyes, seed_note, states


@app.cell
def _(set_step, states, tr):
    # The buttons only set the step; the slider's cell, which reads it, is made afresh on the step set.
    # (A cell whose own control sets a state is not run again by it: so the buttons are here, alone.)
    _last = len(states) - 1
    step_back = mo.ui.button(label=tr("◀ Back"), on_click=lambda _: set_step(lambda n: max(0, min(n, _last) - 1)))
    step_next = mo.ui.button(label=tr("Next ▶"), kind="success",
                             on_click=lambda _: set_step(lambda n: min(_last, max(0, n) + 1)))
    return step_back, step_next


@app.cell
def _(eyes, get_step, seed_note, set_step, states, step_back, step_next, tr):
    _last = len(states) - 1
    step = mo.ui.slider(0, _last, value=max(0, min(get_step(), _last)), label=tr("Step through the game"),
                        show_value=True, full_width=True, debounce=True, on_change=set_step)
    # the buttons on a row of their own, just above the slider: on a phone the row beside it has no room
    kit.noted(seed_note, mo.vstack([mo.hstack([step_back, step_next], justify="start", gap=0.5), step, eyes]))
    return (step,)


@app.cell(hide_code=True)
def _(NAMES, eyes, lang, states, step, tr):
    state = states[step.value]
    view = state.view(eyes.value if eyes.value is not None else 0)
    _names = [tr("{name} (these eyes)", name=n) if s == view.seat else n for s, n in enumerate(NAMES)]
    _before = len(states[step.value - 1].view(view.seat).events) if step.value else 0
    _told = [t.render(lang) for t in narrate.tell(view.events[_before:], NAMES, you=view.seat,
                                                  earlier=view.events[:_before])]
    if not step.value:
        _told = _told[:3]
    _now = narrate.now(view, NAMES, view.to_act, you=view.seat).render(lang)
    mo.vstack([
        mo.md(tr("**Step {step} of {last}** (a step is one move: a play, a challenge, or letting a card stand), told to {who} — *you* "
                 "below means {who}. Press **Next** or move the slider.", step=step.value, last=len(states) - 1,
                 who=NAMES[view.seat])),
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
    both — then click the card in that player's hand you would play: one that costs **no draw**.
    Answer all three, then press **Check**; **Hint** helps one step at a time.
    """))
    return


@app.cell
def _(kept, tr):
    drill_seed = kit.seed_box(kept, "drill_seed", 5, tr("Exercise seed"))
    drill_again = kit.again_button(kept, "drill", tr)
    return drill_again, drill_seed


@app.cell
def _(drill_seed, kept, tr):
    drill_seed_used, drill_note = kit.seed_read(kept, "drill_seed", drill_seed.value, tr)
    mo.stop(drill_seed_used is None, mo.vstack([drill_seed, drill_note]))
    drill_states, _ = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], drill_seed_used)
    # The moments when a card is about to be played (not a challenge being decided).
    drill_moments = [i for i, s in enumerate(drill_states[:-1]) if s.phase == "play" and s.to_act is not None]
    drill_pick = mo.ui.slider(1, len(drill_moments), value=min(kept.get("moment", 1), len(drill_moments)),
                              label=tr("Position"), show_value=True, on_change=kept.keep("moment"))
    kit.noted(drill_note, mo.hstack([drill_seed, drill_pick], justify="start", wrap=True))
    return drill_moments, drill_note, drill_pick, drill_seed_used, drill_states


@app.cell
def _(NAMES, drill_again, drill_moments, drill_pick, drill_seed_used, drill_states, kept, lang, large_print, tr):
    drill_index = drill_moments[drill_pick.value - 1]
    drill_state = drill_states[drill_index]
    drill_seat = drill_state.to_act
    drill_view = drill_state.view(drill_seat)
    # The answers belong to this position and attempt: a new position asks afresh; a new language keeps them.
    drill_key = kit.attempt("drill", drill_again, drill_seed_used, drill_pick.value, drill_index)
    drill_hand = sorted(drill_view.hand, key=lambda c: (updown_order(c.rank), c.suit))
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    _faces = {tr("face up (明牌)"): "up", tr("face down (暗牌)"): "down"}
    ask_target = mo.ui.dropdown(_ranks, label=tr("Question 1: what is the target now?"),
                                **kept((*drill_key, "target"), None, _ranks))
    ask_face = mo.ui.radio(_faces, inline=True, label=tr("Question 2: which face is due?"),
                           **kept((*drill_key, "face"), None, _faces))
    # Question 3 on the cards themselves: the card picked is the one played (lessons/_cards.py)
    ask_card = cards.play_picker(drill_hand, lang, selected=kept.get((*drill_key, "card"), ()), large=large_print.value,
                                 on_change=kept.keep((*drill_key, "card")))
    drill_check = kit.check_button(tr)
    drill_hint = kit.hint_button(kept, drill_key, tr)
    _names = [tr("{name} (these eyes)", name=n) if s == drill_seat else n for s, n in enumerate(NAMES[:3])]
    mo.vstack([
        mo.md(tr("It is **{who}**'s turn. You are {who}: the hand below is yours.", who=NAMES[drill_seat])),
        mo.Html(updown_table(drill_view, _names, lang, hide_status=True, hand=ask_card.text)),
        ask_target, ask_face,
        mo.md(tr("**Question 3:** click the card in your hand you would play now, with the face that is due — one "
                 "that costs you no draw.")),
    ])
    return (ask_card, ask_face, ask_target, drill_check, drill_hand, drill_hint, drill_index, drill_key, drill_seat,
            drill_state, drill_view)


@app.cell(hide_code=True)
def _(NAMES, ask_card, ask_face, ask_target, drill_again, drill_check, drill_hand, drill_hint, drill_key, drill_view,
      kept, lang, tr):
    # Every verdict and hint comes from the engine (engine/updown/quiz.py): the position's target and
    # face due (UD-3, UD-6), and whether the card picked costs a draw (UD-7, UD-15).
    _card = next(iter(cards.chosen(ask_card, drill_hand)), None)
    _given = (ask_target.value, ask_face.value, _card)
    _open = _given.count(None)
    _judged = not _open and kit.checked(kept, drill_key, drill_check, _given)
    drill_marks = [None, None, None]
    drill_feedback = []
    if _judged:
        _table, _play = judge_table(drill_view, ask_target.value, ask_face.value), judge_play(drill_view, _card)
        drill_marks = [ask_target.value == drill_view.target, ask_face.value == drill_view.face_due, _play.right]
        drill_feedback = [_table.text.render(lang, names=NAMES), _play.text.render(lang, names=NAMES)]
    _steps = [kit.sentences([h.render(lang, names=NAMES), p.render(lang, names=NAMES)], lang)
              for h, p in zip(table_hints(drill_view), play_hints(drill_view), strict=True)]
    _score = drill_marks.count(True)
    _said = (mo.callout(mo.md("\n\n".join(drill_feedback) + "\n\n"
                              + tr("**{score} of {answered}** right. **Try again** to answer afresh, or move to "
                                   "another position.", score=_score, answered=3)),
                        kind="success" if _score == 3 else "info") if _judged else kit.waiting(tr, _open))
    mo.vstack([kit.exercise_bar(drill_check, drill_hint, drill_again),
               kit.hints_shown(_steps, drill_hint, tr) or mo.md(""), _said])
    return drill_feedback, drill_marks


@app.cell(hide_code=True)
def _(tr):
    kit.recap(tr, [
        tr("Everyone gets 7 cards; the rest is the stock (UD-1)."),
        tr("The ranks run 3 up to A, and 2 is the highest (UD-2)."),
        tr("A round starts at target 3; the last card that stood sets the target (UD-3)."),
        tr("The faces take turns: up, down, up … (UD-6); a face-down card may declare any rank (UD-8)."),
        tr("A face-up card below the target costs a card from the stock, none if it is empty (UD-7, UD-15)."),
        tr("The first player whose last card stands wins (UD-5)."),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("06_one_up_one_down", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
