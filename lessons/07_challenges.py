# /// script
# [tool.marimo.opengraph]
# title = "Challenges · 质疑"
# description = "Learner path · lesson 07 · 25 min. Challenges, and when they pay. · 质疑怎么判、谁先出，什么时候值得质疑。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Challenges")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import card_svg
    from engine.present.table import narrator_html, updown_table
    from engine.updown import (
        UpDownRules,
        asking_order,
        challenge_reason,
        challenge_succeeds,
        face_due_after,
        first_challenger,
        narrate,
        play_down,
        play_up,
        position,
    )
    from engine.updown.bot_base import challenge_estimate
    from engine.updown.quiz import challenge_hints, judge_challenge, judge_prediction, prediction_hints
    from engine.updown.simulation import game_states as bot_game_states
    from engine.updown.simulation import play as play_bot_game


@app.cell
def _():
    language, kept = kit.language_switch(), kit.Kept()
    return kept, language


@app.cell
def _(language):
    lang, tr, ntr = kit.words(language)
    large_print = kit.large_print_switch(tr)
    kit.switches(language, large_print)
    return lang, large_print, ntr, tr


@app.cell(hide_code=True)
def _(lang, large_print, tr):
    kit.title(tr(r"""
    # Challenges · 质疑

    **Goal:** know when a face-down card can be challenged (UD-10), how a challenge is settled
    (UD-12), who challenges when several want to (UD-11), what a forgotten declaration counts as
    (UD-9), who leads after the pile is taken (UD-13), what happens to a last card (UD-14), how to
    settle "which face is next?" (UD-17) — and when a challenge is worth it.
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "ud:challenge", "ud:face down", "ud:take the pile", "ud:new round", "ud:stand",
                 "ud:pass", "ud:declare", "ud:bluff", "ud:target", "ud:lead")
    return


@app.cell
def _(lang):
    NAMES = list(kit.seat_names(lang)[:4])     # the players' names: the Chinese reader needs no romanisation
    return (NAMES,)


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## Settling a challenge (UD-10, UD-12)

    Right after a card goes down **face down**, any other player may challenge it — but only until
    the next card is played. A face-up card can't be challenged. The card is turned over and the
    challenge **succeeds** if

    1. its real rank **differs** from the declared rank, **or**
    2. its real rank is **below the target as it was before** the card was played.

    Then the player who put it down takes **the whole centre pile**. Otherwise the challenge fails and
    the **challenger** takes the whole pile. Set up a case — the original rules' own examples have target 8
    — predict, and press **Check**.
    """))
    return


@app.cell
def _(kept, tr):
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    case_target = mo.ui.dropdown(_ranks, label=tr("Target before the card"), **kept("target", 8, _ranks))
    case_declared = mo.ui.dropdown(_ranks, label=tr("Declared"), **kept("declared", 10, _ranks))
    case_real = mo.ui.dropdown(_ranks, label=tr("Really"), **kept("real", 7, _ranks))
    case_again = kit.again_button(kept, "case", tr)
    mo.hstack([case_target, case_declared, case_real], justify="start", wrap=True)
    return case_again, case_declared, case_real, case_target


@app.cell
def _(case_again, case_declared, case_real, case_target, kept, tr):
    mo.stop(None in (case_target.value, case_declared.value, case_real.value),
            mo.md(tr("*Choose the target, the declaration and the real card.*")))
    # A new case makes a new, empty prediction: an old guess is never graded against a new case.
    # The guess is kept for its case and attempt, so switching the language does not take it back.
    case_key = kit.attempt("case", case_again, case_target.value, case_declared.value, case_real.value)
    _options = {tr("the challenge succeeds"): True, tr("the challenge fails"): False}
    prediction = mo.ui.radio(_options, inline=True, **kept(case_key, None, _options),
                             label=tr("Target {target}, declared {declared}, really {real} — your prediction",
                                      target=RANK_LABELS[case_target.value],
                                      declared=RANK_LABELS[case_declared.value], real=RANK_LABELS[case_real.value]))
    case_check = kit.check_button(tr)
    case_hint = kit.hint_button(kept, case_key, tr)
    prediction
    return case_check, case_hint, case_key, prediction


@app.cell(hide_code=True)
def _(case_again, case_check, case_declared, case_hint, case_key, case_real, case_target, kept, lang, prediction,
      tr):
    _case = (case_target.value, case_declared.value, case_real.value)
    outcome = challenge_succeeds(*_case)
    _judged = prediction.value is not None and kit.checked(kept, case_key, case_check, prediction.value)
    case_feedback = ""
    if _judged:
        _verdict = judge_prediction(*_case, prediction.value)
        case_feedback = _verdict.text.render(lang)
        _said = mo.hstack([mo.Html(card_svg(Card(case_real.value, "H"), 70, lang=lang)),
                           mo.md(case_feedback)], justify="start")
    else:
        _said = kit.waiting(tr, 1 if prediction.value is None else 0, questions=1)
    _steps = [h.render(lang) for h in prediction_hints(*_case)]
    mo.vstack([kit.exercise_bar(case_check, case_hint, case_again),
               kit.hints_shown(_steps, case_hint, tr) or mo.md(""), _said])
    return case_feedback, outcome


@app.cell(hide_code=True)
def _(lang, tr):
    _cases = [(8, 10, 10), (8, 10, 7), (8, 10, 6), (8, 8, 8)]
    _title = tr("The original rules' worked examples (target 8)")
    mo.accordion({_title: mo.md("\n".join(
        "- " + tr("declared {declared}, really {real}: {reason}", declared=RANK_LABELS[d], real=RANK_LABELS[r],
                  reason=challenge_reason(t, d, r, lang)) for t, d, r in _cases))})
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## Several challengers at once (UD-11)

    If several players call "challenge!" together, the **first of them in turn order after the
    player who put the card down** makes the challenge. A card can be challenged only once.
    """))
    return


@app.cell
def _(NAMES, kept, tr):
    _seats = {n: i for i, n in enumerate(NAMES)}
    who_played = mo.ui.dropdown(_seats, label=tr("Who played face down"), **kept("played", 1, _seats))
    # a box to tick for each player (not a multiselect: its "Select…" and "Search…" are English only)
    _ticked = list(kept.get("callers", [True, False, False, True]))
    callers = mo.ui.array([mo.ui.checkbox(value=bool(_ticked[s]), label=n) for s, n in enumerate(NAMES)],
                          on_change=kept.keep("callers"))
    mo.hstack([who_played, mo.vstack([mo.md(tr("Call “challenge!” together")),
                                      mo.hstack(list(callers), justify="start", wrap=True)])],
              justify="start", wrap=True)
    return callers, who_played


@app.cell(hide_code=True)
def _(NAMES, callers, tr, who_played):
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
def _(lang, tr):
    mo.md(tr("""
    ## A forgotten declaration (UD-9)

    A card put face down with no declaration counts as declared **3**, the lowest rank — and it
    can still be challenged. With the target at 3:

    - **A real 3 stands.** {stands}
    - **Anything else is caught.** {caught}
    """, stands=challenge_reason(3, 3, 3, lang, said=False), caught=challenge_reason(3, 3, 9, lang, said=False)))
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## Who leads after the pile is taken (UD-13)

    Whoever takes the pile, a **new round** starts: the pile is empty, the target is back to 3 and
    the next card goes face up. The original rules say two different things about who leads it (its rule
    text and its second example disagree), so tables choose:
    **the player who took the pile** leads (the default), or **the challenger** leads. After a failed
    challenge both are the challenger; after a successful one they differ. Here is the same seeded
    game played both ways by the same bots, from its first challenge on.
    """))
    return


@app.cell
def _(kept, tr):
    lead_seed = kit.seed_box(kept, "lead_seed", 4, tr("Game seed"))
    lead_seed
    return (lead_seed,)


@app.cell(hide_code=True)
def _(NAMES, kept, lead_seed, ntr, tr):
    _seed, _note = kit.seed_read(kept, "lead_seed", lead_seed.value, tr)
    mo.stop(_seed is None, _note)
    lead_games = {_switch: play_bot_game(UpDownRules(players=3, lead_after_pickup=_switch),
                                         ["honest", "reckoner", "bluffer"], _seed)
                  for _switch in ("taker", "challenger")}
    _and = tr(" and ")
    _switch_names = {"taker": tr("the player who takes the pile leads"), "challenger": tr("the challenger leads")}
    _rows = []
    for _switch, _g in lead_games.items():
        _end = ntr("{who} wins after {n} play", "{who} wins after {n} plays", _g.plays,
                   who=_and.join(NAMES[s] for s in _g.winners))
        _i = next((i for i, e in enumerate(_g.events) if e.kind == "challenge"), None)
        if _i is None:
            _nobody = tr("nobody challenged")
            _rows.append(f"| {_switch_names[_switch]} | {_nobody} | — | {_end} |")
            continue
        _chal, _reveal, _take = _g.events[_i:_i + 3]
        _next = _g.events[_i + 3] if len(_g.events) > _i + 3 else None
        _lead = tr("{who} leads", who=NAMES[_next.seat]) if _next is not None and _next.kind == "new_round" \
            else tr("the game is over")
        _said = {"challenger": NAMES[_chal.challenger], "claimant": NAMES[_chal.claimant],
                 "taker": NAMES[_take.seat], "n": _take.count}
        _first = (tr("{challenger} challenges {claimant}'s card and succeeds: {taker} takes {n} cards", **_said)
                  if _reveal.succeeds else
                  tr("{challenger} challenges {claimant}'s card and fails: {taker} takes {n} cards", **_said))
        _rows.append(f"| {_switch_names[_switch]} | {_first} | {_lead} | {_end} |")
    kit.noted(_note, mo.md(tr("| switch | first pile taken | new round | the end |") + "\n|:---|:---|:---|:---|\n"
                           + "\n".join(_rows)))
    return (lead_games,)


@app.cell(hide_code=True)
def _(tr):
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
def _(tr):
    mo.md(tr(r"""
    ## Should you challenge? (from one seat's view)

    A challenge costs nothing if it succeeds — and the whole pile if it fails. Here are real
    moments from seeded bot games, seen by the player being asked. The estimate uses only what that
    player can see: its own hand, the face-up cards and the cards it saw turned over, how many cards
    the claimant held, the target and the rank declared. Decide, then look at the card.
    """))
    return


@app.cell
def _(kept, tr):
    moment_seed = kit.seed_box(kept, "moment_seed", 4, tr("Game seed"))
    moment_again = kit.again_button(kept, "moment", tr)
    moment_seed
    return moment_again, moment_seed


@app.cell
def _(kept, moment_seed, tr):
    moment_seed_used, moment_note = kit.seed_read(kept, "moment_seed", moment_seed.value, tr)
    mo.stop(moment_seed_used is None, moment_note)
    _states, _ = bot_game_states(UpDownRules(players=3), ["honest", "reckoner", "bluffer"], moment_seed_used)
    moments = [s for s in _states if s.phase == "challenge" and len(s.pile) >= 2]
    mo.stop(not moments, mo.md(tr("No challenge moment with a pile in this game — try another seed.")))
    moment_pick = mo.ui.slider(1, len(moments), value=min(kept.get("moment", 1), len(moments)), label=tr("Moment"),
                               show_value=True, on_change=kept.keep("moment"))
    kit.noted(moment_note, moment_pick)
    return moment_pick, moment_seed_used, moments


@app.cell
def _(kept, moment_again, moment_pick, moment_seed_used, tr):
    # A new moment makes a new, empty decision: the card stays hidden until you decide and press
    # Check (no spoilers). The decision is kept for its moment, so switching the language does not
    # hide the card again.
    moment_key = kit.attempt("moment", moment_again, moment_seed_used, moment_pick.value)
    _options = {tr("challenge"): "challenge", tr("let it stand"): "stand"}
    decision = mo.ui.radio(_options, **kept(moment_key, None, _options),
                           label=tr("Moment {n}: you would…", n=moment_pick.value), inline=True)
    moment_check = kit.check_button(tr, tr("Decide and turn the card"))
    moment_hint = kit.hint_button(kept, moment_key, tr)
    return decision, moment_check, moment_hint, moment_key


@app.cell(hide_code=True)
def _(NAMES, decision, kept, lang, moment_again, moment_check, moment_hint, moment_key, moment_pick, moments, tr):
    _state = moments[moment_pick.value - 1]
    _me = _state.to_act
    _view = _state.view(_me)
    _estimate = challenge_estimate(_view)
    moment_chance = _estimate.chance
    _names = [tr("{name} (you)", name=n) if s == _me else n for s, n in enumerate(NAMES[:3])]
    _ask = [tr("You are {name}.", name=NAMES[_me]), narrate.moment(_view, NAMES).render(lang)]
    _now = tr("Challenge, or let it stand? Decide first — then the card is turned.")
    _judged = decision.value is not None and kit.checked(kept, moment_key, moment_check, decision.value)
    moment_verdict = None
    _blocks = [mo.Html(narrator_html(_ask, _now)), mo.Html(updown_table(_view, _names, lang)), decision,
               kit.exercise_bar(moment_check, moment_hint, moment_again),
               kit.hints_shown([h.render(lang, names=NAMES) for h in challenge_hints(_view)], moment_hint, tr)
               or mo.md("")]
    if _judged:
        # the engine judges the choice made, by its challenge model from this seat's view (UD-12, UD-14)
        _real = _state.pile[-1].card
        moment_verdict = judge_challenge(_view, _real, decision.value == "challenge")
        _blocks.append(mo.callout(mo.vstack([
            mo.Html(card_svg(_real, 70, lang=lang)),
            mo.md(moment_verdict.text.render(lang, names=NAMES) + "\n\n"
                  + tr("*What the figure assumes:* {assumes}", assumes=_estimate.said.render(lang, NAMES)) + "\n\n"
                  + narrate.declaration_figures(_view, NAMES).render(lang, NAMES))]),   # it moves with the rank
            kind="success" if moment_verdict.right else "warn"))
    else:
        _blocks.append(mo.md(tr("*Choose, then press **Decide and turn the card**.*")))
    mo.vstack(_blocks)
    return moment_chance, moment_verdict


@app.cell(hide_code=True)
def _(tr):
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
def _(tr):
    kit.recap(tr, [
        tr("Only a face-down card can be challenged, by any other player, until the next card is played (UD-10)."),
        tr("A challenge succeeds if the card is not the rank declared, or is below the target before it; the loser "
           "takes the whole pile (UD-12)."),
        tr("Several challengers: the first in turn order after the player challenges (UD-11)."),
        tr("A face-down card with no declaration counts as a 3 (UD-9)."),
        tr("After the pile is taken a new round starts; the table's switch says who leads it (UD-13)."),
        tr("A last card that stands wins the game (UD-14); the last card that stood decides the face next (UD-17)."),
        tr("Challenge when it succeeds more often than it fails — against a last card, even when it rarely does."),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("07_challenges", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
