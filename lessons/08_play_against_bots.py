# /// script
# [tool.marimo.opengraph]
# title = "Play 一上一下 against bots · 和机器人玩一上一下"
# description = "Learner path · lesson 08 · 25 min. A whole game against bots. · 坐在自己的座位上打一整盘：虚报、质疑，打完给等级分。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Play 一上一下 against bots")

with app.setup:

    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _afterwards as afterwards
    import _cards as cards
    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import hand_html
    from engine.present.table import coach_html, lines_html, narrator_html, updown_table
    from engine.ratings import BotName
    from engine.session import Session, in_words, levels
    from engine.updown import UpDownRules, challenge, pass_, play_down, play_up, review
    from engine.updown.play import KIT


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
    # Play 一上一下 against bots · 和机器人玩一上一下

    **Goal:** play a whole game of One Up, One Down from your own seat: choose your cards, decide
    when to bluff and when to challenge, and see afterwards why the bots did what they did.
    Everything from UD-1 to UD-17 is in play; you see only what your seat may see (UD-1).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    kit.glossary(tr, lang, "ud:target", "ud:face up", "ud:face down", "ud:declare", "ud:bluff", "ud:challenge",
                 "ud:take the pile", "ud:lead", "ud:pass", "cards:clockwise")
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _order = [Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(tr("""
    The ranks, low to high, with 2 on top (UD-2):

    {ranks}

    ## Set up the game

    The setup is read when you press **Start a new game**; a change made during a game waits for the
    next one. You sit at the bottom; play goes clockwise (cardschool's reading of UD-6: the source
    gives no direction), so the player on your left plays after you. Choose how strong the bots are:
    the levels come from their measured ratings, weakest first. A **rating** is a strength measured
    over many games between the bots — a higher number is a stronger player, as in chess — and each
    bot's name says its style of play.
    """, ranks=hand_html(_order, width=34, lang=lang)))
    return


@app.cell
def _(kept, lang, resumed, tr):
    # Options: the words shown → a code no language changes (the engine's rated bots, weakest first).
    # A game resumed after a reload shows the setup it started with.
    _was = resumed.play[0].setup if resumed.play[0] is not None else {}
    _levels = {tr("a mix of every level"): "mix"} | {
        tr("level {i}: {bot} (rating {points})", i=_i, bot=BotName(_r.personality).localized(lang),
           points=_r.points): _r.personality for _i, _r in enumerate(levels(KIT), 1)}
    _leads = {tr("the player who took it"): "taker", tr("the challenger"): "challenger"}
    opponents = mo.ui.slider(1, 3, label=tr("Bots (UD-1: 2 to 4 players)"), show_value=True,
                             **kept("bots", _was.get("bots", 2)))
    level = mo.ui.dropdown(_levels, label=tr("Opponents"), **kept("level", _was.get("level", "mix"), _levels))
    lead = mo.ui.radio(_leads, label=tr("After a pile is taken, the new round is led by (UD-13)"),
                       **kept("lead", _was.get("lead", "taker"), _leads))
    seed = kit.seed_box(kept, "seed", _was.get("seed", 1), tr("Seed (same seed, same game)"))
    mo.vstack([mo.hstack([opponents, level, seed], justify="start", wrap=True), lead])
    return lead, level, opponents, seed


@app.cell
def _(lang, ntr, tr):
    # The names at the table, seat 0 being the reader; the game's sentences name seats (engine.i18n.Seat)
    # only when shown, so a new language renames everyone and loses nothing.
    NAMES = ("你" if lang == "zh" else "You", *kit.seat_names(lang)[1:4])

    return (NAMES,)


@app.cell
async def _():
    # The learner's progress as it is kept (lessons/_progress.py), and the game and results it keeps.
    saved = await kit.progress.opened()
    resumed = kit.progress.resume(saved, KIT)
    return resumed, saved


@app.cell
def _(resumed, saved):
    # The game being played (a Session) and the learner's results, kept at every step. Nothing here
    # hangs on a control, so changing the setup or the language never throws a game away.
    get_play, set_play = mo.state(resumed.play, allow_self_loops=True)   # the screen's buttons redraw it
    step = kit.progress.stepper(saved, KIT, get_play, set_play)
    return get_play, set_play, step


@app.cell
def _(get_play, lead, level, opponents, seed, step, tr):
    # a radio or menu sent with nothing chosen (never in a browser) reads as its first choice
    setup_now = {"bots": opponents.value, "level": level.value or "mix", "lead": lead.value or "taker",
                 "seed": kit.seed_of(seed.value)}

    def start_game():
        """A new game with the setup as it is now (read here, when Start is pressed)."""
        if setup_now["seed"] is not None:
            _rules = UpDownRules(players=setup_now["bots"] + 1, lead_after_pickup=setup_now["lead"])
            step(lambda _: Session.start(KIT, _rules, setup_now["seed"], setup_now["level"], setup=setup_now))

    start_button = mo.ui.button(label=tr("Start a new game"), kind="success", on_click=lambda _: start_game())
    _session = get_play()[0]
    _playing = _session is not None and not _session.is_over
    mo.vstack([
        kit.seed_missing(tr) if setup_now["seed"] is None else
        mo.hstack([start_button, mo.md(tr("*(starts over: the game below is lost)*"))], justify="start", wrap=True)
        if _playing else start_button,
        mo.callout(mo.md(tr("You changed the setup: **it applies to the next game**. This game goes on as it "
                            "started.")), kind="info") if _playing and setup_now != _session.setup else mo.md(""),
        mo.callout(mo.md(tr("You are playing this game again from an earlier moment: it is practice, and does not "
                            "count for your rating.")), kind="info") if _playing and _session.practice else mo.md(""),
    ])
    return setup_now, start_button, start_game


@app.cell
def _(NAMES, get_play, kept, lang, large_print, tr):
    session = get_play()[0]
    mo.stop(session is None, mo.callout(mo.md(tr("Set up the game above and press **Start a new game**. Seven cards "
                                                 "each; a draw decides who leads (UD-4).")), kind="info"))
    view = session.view
    # The card to play is clicked on the hand itself, low to high, in the learner's seat at the table
    # (lessons/_cards.py); it is kept for this moment of the game, so that a language switch or large
    # print (which make the hand afresh) keeps it.
    hand = sorted(view.hand, key=lambda c: (updown_order(c.rank), c.suit))
    _key = ("play", len(view.events), tuple(c.code for c in hand))
    card_pick = cards.play_picker(hand, lang, selected=kept.get(_key, ()), large=large_print.value,
                                  on_change=kept.keep(_key)) \
        if session.your_turn and view.phase != "challenge" else None
    mo.vstack([
        mo.Html(narrator_html(session.told[-10:], session.now(), lang=lang, names=NAMES,
                              alert=in_words(session.refusal, lang, NAMES) if session.refusal else "")),
        mo.Html(updown_table(view, NAMES, lang, hand=card_pick.text if card_pick is not None else "")),
    ])
    return card_pick, hand, session, view


@app.cell
def _(card_pick, kept, tr, view):
    # The rank to declare with a face-down card (shown here, under the hand); kept for this moment, like the card.
    _ranks = {RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)}
    declare_pick = mo.ui.dropdown(_ranks, allow_select_none=False, label=tr("Declare"),
                                  **kept(("declare", len(view.events)), view.target, _ranks))
    declare_pick if card_pick is not None and view.face_due == "down" else None
    return (declare_pick,)


@app.cell
def _(NAMES, card_pick, declare_pick, hand, lang, session, step, tr, view):
    # The buttons: the play button names the card picked above and the face it goes with.
    def _picked():
        return next(iter(cards.chosen(card_pick, hand)), None)

    def _play():
        card = _picked()
        if card is not None:
            step(lambda s: s.act(play_up(0, card) if view.face_due == "up" else
                                 play_down(0, card, declare_pick.value)))

    play_button = mo.ui.button(label=cards.play_label(_picked(), view.face_due, declare_pick.value, lang),
                               kind="success", disabled=_picked() is None, on_click=lambda _: _play())
    challenge_button = mo.ui.button(label=tr("Challenge!"), kind="danger",
                                    on_click=lambda _: step(lambda s: s.act(challenge(0))))
    stand_button = mo.ui.button(label=tr("Let it stand"), kind="success",
                                on_click=lambda _: step(lambda s: s.act(pass_(0))))
    coach_button = mo.ui.button(label=tr("Ask the coach"), kind="neutral", on_click=lambda _: step(Session.ask_coach))
    auto_button = mo.ui.button(label=tr("Let the reckoner bot play my seat to the end"), kind="neutral",
                               on_click=lambda _: step(Session.autoplay))
    _controls = ([] if not session.your_turn else [challenge_button, stand_button] if view.phase == "challenge"
                 else [play_button])
    mo.vstack([
        mo.hstack([*_controls, coach_button], justify="start", wrap=True) if _controls else mo.md(""),
        mo.Html(coach_html(session.coach, tr("Coach"), lang=lang, names=NAMES)) if session.coach else mo.md(""),
        auto_button if not session.is_over else mo.md(""),
    ])
    return auto_button, challenge_button, coach_button, play_button, stand_button


@app.cell(hide_code=True)
def _(NAMES, get_play, lang, session):
    mo.stop(not session.is_over)
    afterwards.the_end(session, get_play()[1], lang, NAMES)
    return


@app.cell(hide_code=True)
def _(NAMES, lang, session, tr):
    # The bots explain their moves once the game is over: their reasons may name cards you never saw.
    # The engine numbers each move by its play, as the play limit counts them (UD-16): a challenge or a
    # pass carries the number of the face-down card it answers.
    def _why(m):
        if m.action.kind in ("challenge", "pass"):
            return tr("Play {n}, {who}'s answer: {reason}", n=m.when, who=NAMES[m.seat],
                      reason=in_words(m, lang, NAMES))
        return tr("Play {n}, {who}: {reason}", n=m.when, who=NAMES[m.seat], reason=in_words(m, lang, NAMES))

    mo.accordion({tr("The story of the game (what your seat saw)"): mo.Html(
        lines_html(session.log, limit=120, lang=lang, names=NAMES))} | ({
            tr("Why the bots did what they did"): mo.Html(lines_html([_why(m) for m in session.reasons()]))}
        if session.is_over else {}))
    return


@app.cell
def _():
    # The learner's decisions, reviewed by the engine once per game (engine.updown.review: the expert's
    # play-outs, seeded): at its end, or during it when the learner asks (the game as it was then).
    reviewed = afterwards.Reviewed(lambda game: review(game, 0))
    get_asked, set_asked = mo.state(None, allow_self_loops=True)
    # the finished game whose moment the learner is trying again, and that decision: the way back to its review
    get_tried, set_tried = mo.state(None, allow_self_loops=True)
    return get_asked, get_tried, reviewed, set_asked, set_tried


@app.cell(hide_code=True)
def _(NAMES, get_asked, get_tried, lang, reviewed, session, set_asked, set_tried, step, tr):
    def _when(d):
        return (tr("Play {n}, your answer", n=d.when) if d.chosen.kind in ("challenge", "pass")
                else tr("Play {n}", n=d.when))

    _how = tr("The expert looks at each decision you made from your seat, with only what you could see then: "
             "it deals the cards you could not see in many ways that fit what you knew, plays the game out "
             "from each with every choice, and counts how often you go on to win. **Try it again from here** "
             "deals the same cards and lets you choose again; a game played again is practice and does not "
             "count for your rating.")
    _back = afterwards.looking_back(session, reviewed, lang, NAMES, how=_how, when=_when,
                                    table=lambda view: updown_table(view, NAMES, lang), asked=get_asked(),
                                    set_asked=set_asked, tried=get_tried(), set_tried=set_tried, step=step)
    review_button, again_buttons, back_button = _back.review_button, _back.again_buttons, _back.back_button
    _back.view
    return again_buttons, back_button, review_button


@app.cell
def _(resumed):
    # What the reader is told about their kept progress (a file loaded, refused, a fresh start), and
    # whether "start afresh" waits for its confirmation.
    get_notice, set_notice = mo.state(resumed.notice, allow_self_loops=True)    # set by the cell's own controls
    get_afresh, set_afresh = mo.state(False, allow_self_loops=True)
    return get_afresh, get_notice, set_afresh, set_notice


@app.cell(hide_code=True)
def _(get_afresh, get_notice, get_play, lang, saved, set_afresh, set_notice, set_play):
    _panel = afterwards.rating_panel(KIT, saved, get_play()[1], lang, set_play=set_play, notice=get_notice(),
                                     set_notice=set_notice, afresh=get_afresh(), set_afresh=set_afresh)
    load_file, afresh_button, forget_button, keep_button = _panel[1:]
    _panel.view
    return afresh_button, forget_button, keep_button, load_file


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("08_play_against_bots", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
