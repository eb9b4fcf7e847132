# /// script
# [tool.marimo.opengraph]
# title = "For teachers: the 一上一下 referee · 教师工具：一上一下裁判"
# description = "Teacher's tool · 一上一下. Referee a real table on one screen. · 每出一张牌录入一次；它判定质疑，说明谁收走出牌堆、谁先出。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="For teachers: the 一上一下 referee")


with app.setup:
    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _cards as cards
    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.errors import IllegalMove
    from engine.present.cards import hand_html
    from engine.present.table import lines_html, narrator_html, referee_table
    from engine.updown import UpDownRules, narrate
    from engine.updown.referee import Referee


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
    # For teachers: the 一上一下 referee · 教师工具：一上一下裁判

    **Goal:** keep a real 一上一下 table straight from one screen. Enter each play as it happens —
    face up: the card; face down: the declaration, and the card only if it is challenged. The
    referee tracks the target (UD-3), the face due (UD-6, UD-17), whose turn it is, the stock and
    pile sizes, draws for low face-up cards (UD-7, UD-15), settles challenges (UD-11, UD-12), says
    who takes the pile and who leads (UD-13), and declares the winner (UD-5, UD-14, UD-16).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "ud:target", "ud:face up", "ud:face down", "ud:declare", "ud:challenge",
                 "ud:take the pile", "ud:lead", "ud:play limit", "cards:house rule")
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _order = [Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(tr("""
    The ranks, low to high, with 2 on top (UD-2):

    {ranks}

    ## The table

    One name per line, in turn order (clockwise). You can correct a name at any time — the game
    keeps going; to change *who* plays, start a new game.
    """, ranks=hand_html(_order, width=34, lang=lang)))
    return


@app.cell
def _(kept, kept_game, lang, tr):
    # The names as typed (a game brought back brings its own); until then, the default follows the language.
    names = mo.ui.text_area(label=tr("Players in turn order (2 to 4)"), rows=5, **kept("names", "\n".join(
        kept_game["names"]) or "\n".join(kit.seat_names(lang)[:3])))
    _lead_options = {tr("the player who took it"): "taker", tr("the challenger"): "challenger"}
    lead_rule = mo.ui.radio(_lead_options, label=tr("After a pile is taken, who leads? (UD-13)"),
                            **kept("lead", "taker", _lead_options))
    play_limit = mo.ui.number(start=1, stop=5000, label=tr("Play limit (UD-16)"), **kept("limit", 500))
    mo.hstack([names, mo.vstack([lead_rule, play_limit])], justify="start", gap=2, wrap=True)
    return lead_rule, names, play_limit


@app.cell
def _(names, tr):
    players = [n.strip() for n in (names.value or "").splitlines() if n.strip()]
    _folded = [n.casefold() for n in players]
    names_problem = ""
    if len(set(_folded)) != len(_folded):
        _twice = next(n for n in players if _folded.count(n.casefold()) > 1)
        names_problem = tr("“{name}” is there twice: give every player a different name.", name=_twice)
    elif not 2 <= len(players) <= 4:
        names_problem = tr("一上一下 is for 2 to 4 players (UD-1); the list has {n}.", n=len(players))
    elif any(len(n) > 40 for n in players):
        names_problem = tr("A name has more than 40 characters: shorten it.")
    return names_problem, players


@app.cell
def _(kept, names_problem, players, tr):
    mo.stop(bool(names_problem), mo.callout(mo.md(tr("**Check the names:** {problem}", problem=names_problem)),
                                            kind="warn"))
    leader_pick = mo.ui.dropdown(players, value=players[min(kept.get("leader", 0), len(players) - 1)],
                                 label=tr("Leads the first round (the highest card drawn, UD-4)"),
                                 on_change=lambda v: kept.keep("leader")(players.index(v) if v in players else 0))
    leader_pick
    return (leader_pick,)


@app.cell
async def _():
    # The game so far (each entry with what the referee announced), and the last refusal. Kept apart
    # from the controls, so that correcting a name, a refused entry or a new language loses nothing;
    # kept with the progress at every entry, so that a reload brings it back.
    kept_game, kept_note = kit.progress.restored_referee(saved := await kit.progress.opened())
    get_game, set_game = mo.state(kept_game)
    get_error, set_error = mo.state("")
    return get_error, get_game, kept_game, kept_note, saved, set_error, set_game


@app.cell
def _(get_game, set_error, set_game):
    def start_referee(names, leader, rules):
        """A fresh game for these players; the leader by name (the draw of UD-4 happens at the table)."""
        ref = Referee.start(rules, list(names).index(leader) if leader in names else 0)
        set_game({"history": [ref], "players": len(names)})
        set_error("")

    def record(change, names):
        """Apply what the table says; a refusal is kept (and shown in the reader's language), and nothing
        changes (what was typed stays)."""
        game = get_game()
        try:
            after = change(game["history"][-1])
        except IllegalMove as err:
            set_error(err)
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
def _(get_game, lead_rule, leader_pick, names_problem, play_limit, players, start_referee, tr):
    _limit_ok = isinstance(play_limit.value, int | float) and play_limit.value in range(1, 5001)   # whole, 1 to 5000

    def start():
        if names_problem or not _limit_ok:
            return
        start_referee(players, leader_pick.value,
                      UpDownRules(players=len(players), lead_after_pickup=lead_rule.value,
                                  play_limit=int(play_limit.value)))

    start_button = mo.ui.button(label=tr("Start the game"), kind="success", on_click=lambda _: start(),
                                disabled=bool(names_problem) or not _limit_ok)
    _running = bool(get_game()["history"]) and not get_game()["history"][-1].winners
    mo.vstack([
        mo.hstack([start_button, mo.md(tr("*(starts over: the game below is lost)*") if _running else "")],
                  justify="start", wrap=True),
        mo.callout(mo.md(tr("**Play limit:** type a whole number of plays from 1 to 5000 (UD-16).")), kind="warn")
        if not _limit_ok else mo.md(""),
    ])
    return (start_button,)


@app.cell(hide_code=True)
def _(get_game, kept_note, lang, names_problem, players, saved, tr):
    _game, _lost = get_game(), [mo.callout(mo.md(kept_note.localized(lang)), kind="warn")] if kept_note else []
    mo.stop(not _game["history"], mo.vstack([*_lost, mo.callout(mo.md(tr("Enter the players and press **Start the "
                                                                         "game**.")), kind="info")]))
    ref = _game["history"][-1]
    _before = _game["history"][-2].events if len(_game["history"]) > 1 else ()
    # The names as typed now, when they fit the game; otherwise the ones it started with.
    NAMES = players if not names_problem and len(players) == _game["players"] else None
    _renamed = NAMES is not None
    NAMES = NAMES if _renamed else [tr("seat {n}", n=s) for s in range(_game["players"])]
    _told = [t.render(lang) for t in narrate.tell(ref.events[len(_before):], NAMES, earlier=ref.events[:len(_before)])]
    _to_act = ref.asking[0] if ref.phase == "challenge" and ref.asking else ref.turn
    _now = narrate.now(ref, NAMES, _to_act, asking=ref.asking).render(lang)
    mo.vstack([
        mo.callout(mo.md(tr("The game has {n} players: the names above don't fit it, so seats are numbered until "
                            "they do. To change who plays, start a new game.", n=_game["players"])), kind="warn")
        if not _renamed else mo.md(""),
        mo.Html(narrator_html(_told[-8:], _now)),
        mo.Html(referee_table(ref, NAMES, lang)),
        mo.md(f"*{kit.progress.say(kit.progress.referee_kept(saved, _game, NAMES if _renamed else None), lang)}*"),
    ])
    return NAMES, ref


@app.cell
def _(NAMES, record, ref, tr):
    _forgot = tr("(forgot to declare: counts as 3, UD-9)")
    declared_pick = mo.ui.dropdown({_forgot: None, **{RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}},
                                   value=RANK_LABELS[ref.target], label=tr("Declared"))
    # a box to tick for each player who may challenge (a multiselect's "Select…" is English only)
    challengers_pick = mo.ui.array([mo.ui.checkbox(label=NAMES[s]) for s in ref.asking])
    stand_button = mo.ui.button(label=tr("Nobody challenged"), kind="success",
                                on_click=lambda _: record(lambda r: r.no_challenge(), NAMES))
    down_button = mo.ui.button(label=tr("Played face down"), kind="success",
                               on_click=lambda _: record(lambda r: r.play_down(declared_pick.value), NAMES))
    if ref.phase == "over":
        _entry = mo.md(tr("The game is over."))
    elif ref.phase == "challenge":
        _entry = mo.vstack([mo.md(tr("Did anyone challenge before the next card was played? (UD-10)")), stand_button,
                            mo.md(tr("Who called “challenge!”")),
                            mo.hstack(list(challengers_pick), justify="start", wrap=True),
                            mo.md(tr("Then click the card that was turned over:"))])
    elif ref.face_due == "up":
        _entry = mo.md(tr("**{who}** plays face up: click the card.", who=NAMES[ref.turn]))
    else:
        _entry = mo.vstack([mo.md(tr("**{who}** plays face down:", who=NAMES[ref.turn])),
                            mo.hstack([declared_pick, down_button], justify="start", wrap=True)])
    _entry
    return challengers_pick, declared_pick, down_button, stand_button


@app.cell
def _(kept, lang, large_print, ref):
    # The real card, clicked in the whole deck (lessons/_cards.py): the one played face up, or the one a
    # challenge turned over. Kept for this entry, so that a language switch or large print keeps it, and
    # never made again by a refusal (the entry stays as it was, to be corrected).
    _challenge = ref.phase == "challenge"
    _key = ("real card", len(ref.events), _challenge)
    card_pick, deck = cards.deck_picker(lang, turned_over=_challenge, selected=kept.get(_key, ()),
                                        large=large_print.value, on_change=kept.keep(_key)) \
        if _challenge or (ref.phase != "over" and ref.face_due == "up") else (None, [])
    card_pick
    return card_pick, deck


@app.cell
def _(NAMES, card_pick, challengers_pick, deck, record, ref, set_error, tr, undo):
    # The buttons name the card clicked above; each reads the entry as it is when pressed.
    def _real():
        return next(iter(cards.chosen(card_pick, deck)), None)

    def settle():
        _ticked = [s for s, ticked in zip(ref.asking, challengers_pick.value, strict=False) if ticked]
        if not _ticked:
            set_error("no challenger")
        elif _real() is None:
            set_error("no real card")
        else:
            record(lambda r: r.challenged(_ticked, _real()), NAMES)

    def play_up():
        if _real() is None:
            set_error("no card")
        else:
            record(lambda r: r.play_up(_real()), NAMES)

    _card = _real()
    up_button = mo.ui.button(label=tr("Played face up: {card}", card=_card.label) if _card else tr("Played face up"),
                             kind="success", on_click=lambda _: play_up())
    challenge_button = mo.ui.button(
        label=tr("Challenged — it really is {card}: settle it", card=_card.label) if _card else
        tr("Challenged — settle it"), kind="danger", on_click=lambda _: settle())
    undo_button = mo.ui.button(label=tr("Undo the last entry"), kind="warn", on_click=lambda _: undo())
    _button = (challenge_button if ref.phase == "challenge" else up_button
               if ref.phase != "over" and ref.face_due == "up" else None)
    mo.vstack([_button, undo_button] if _button is not None else [undo_button])
    return challenge_button, undo_button, up_button


@app.cell(hide_code=True)
def _(NAMES, get_error, lang, tr):
    _error, _said = get_error(), ""
    if _error == "no challenger":
        _said = tr("Tick who called “challenge!” first — or press “Nobody challenged” (UD-10).")
    elif _error == "no real card":
        _said = tr("Click the card that was turned over (UD-12).")
    elif _error == "no card":
        _said = tr("Click the card that was played face up (UD-7).")
    elif _error:          # the engine's refusal, with the players' names, in the reader's language
        _said = narrate.mention(str(_error), NAMES) if lang == "en" else _error.localized(lang, NAMES)
    mo.callout(mo.md(tr("**Not recorded:** {error} The game is unchanged; correct the entry and try again.",
                        error=_said)), kind="danger") if _error else None
    return


@app.cell(hide_code=True)
def _(NAMES, lang, ref, tr):
    _title = tr("Everything the referee announced")
    mo.accordion({_title: mo.Html(lines_html(
        [t.render(lang) for t in narrate.tell(ref.events, NAMES)], limit=80))}, lazy=False)
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("09_teacher_referee", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
