# /// script
# [tool.marimo.opengraph]
# title = "Play 一上一下 against bots · 和机器人玩一上一下"
# description = "Learner path · lesson 08 · 25 min. A whole game against bots. · 坐在自己的座位上打一整局：虚报、质疑、评分。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Play 一上一下 against bots")

with app.setup:
    from html import escape

    import anywidget  # noqa: F401  (the card widget's library, named so that a live lesson loads it)
    import marimo as mo

    import _afterwards as afterwards
    import _cards as cards
    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, Card, updown_order
    from engine.present.cards import hand_html
    from engine.present.table import coach_html, lines_html, narrator_html, updown_table
    from engine.ratings import BotName, learner_rating, rating_points
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
    # Play 一上一下 against bots · 人机对战

    **Goal:** play a whole game of One Up, One Down from your own seat: choose your cards, decide
    when to bluff and when to challenge, and see afterwards why the bots did what they did.
    Everything from UD-1 to UD-17 is in play; you see only what your seat may see (UD-10).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    # the glossary's entries this lesson uses (site/glossary.md), shown wherever it runs
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
    NAMES = ("你", "乙", "丙", "丁") if lang == "zh" else ("You", "乙 Yi", "丙 Bing", "丁 Ding")

    def rated(results):
        """The learner's rating after ``results``, and in words (the numbers are the engine's)."""
        rating = learner_rating("updown", results)
        if not rating.games:
            return rating, tr("Play a game against the bots to get a rating.")
        if not rating.settled:        # the range is wider than the bots' spread: naming the closest would mean nothing
            return rating, ntr("Too early to tell: after {n} game your rating is somewhere between {low} and "
                               "{high}, a range wider than the gap between the weakest and the strongest bot. "
                               "Each game you finish narrows it.",
                               "Too early to tell: after {n} games your rating is somewhere between {low} and "
                               "{high}, a range wider than the gap between the weakest and the strongest bot. "
                               "Each game you finish narrows it.",
                               rating.games, low=rating_points(rating.low), high=rating_points(rating.high))
        return rating, ntr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                           "{low}–{high}, after {n} game).",
                           "You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                           "{low}–{high}, after {n} games).", rating.games,
                           bot=BotName(rating.closest_bot().personality).localized(lang), points=rating.points,
                           low=rating_points(rating.low), high=rating_points(rating.high))

    return NAMES, rated


@app.cell
async def _():
    # The learner's progress as it is kept (lessons/_progress.py: a file under `marimo run`, the
    # browser's storage in the live lesson, memory headless), and the game and results it keeps.
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
def _(NAMES, get_play, lang, rated, session, tr):
    mo.stop(not session.is_over)
    _lines = [t.render(lang, NAMES) for t in session.summary()]
    if session.autoplayed:
        _lines.append(tr("The reckoner bot finished the game for you, so it does not count for your rating."))
    elif session.practice:
        _lines.append(tr("You played this game again from an earlier moment: it is practice, and does not count "
                         "for your rating."))
    elif session.shared:
        _lines.append(tr("A shared win at the play limit is left out of your rating."))
    mo.callout(mo.md("## " + tr("The end") + "\n\n" + "\n".join(f"- {line}" for line in _lines)
                     + f"\n\n**{rated(get_play()[1])[1]}**"), kind="success")
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
    _shown = session.is_over or get_asked() is session.game
    review_button = mo.ui.button(label=tr("How am I doing? Look back on my decisions so far"), kind="neutral",
                                 on_click=lambda _: set_asked(session.game))
    _decisions = reviewed(session.game) if _shown else ()
    _worst = afterwards.costliest(_decisions)
    # "Try it again from here": the game from that moment, same cards, the bots as they were (practice)
    again_buttons = mo.ui.array([mo.ui.button(label=tr("Try it again from here"), kind="warn",
                                              on_click=lambda _, d=_d: (set_tried((session, d)),
                                                                        step(lambda s: s.at(d.moment))))
                                 for _d in _worst])

    def _when(d):
        return (tr("Play {n}, your answer", n=d.when) if d.chosen.kind in ("challenge", "pass")
                else tr("Play {n}", n=d.when))

    _looks = [mo.vstack([mo.Html(afterwards.decision_html(_d, _i, _when(_d), updown_table(_d.view, NAMES, lang),
                                                          lang, NAMES)),
                         again_buttons[_i - 1]]) for _i, _d in enumerate(_worst, 1)]
    # trying a moment again: where it is, and the way back to the finished game and its review
    _tried = get_tried()
    _trying = _tried is not None and session.practice and _tried[0] is not session
    back_button = mo.ui.button(label=tr("Back to my finished game and its review") if _trying and _tried[0].is_over
                               else tr("Back to my game, where I left it"), kind="neutral",
                               on_click=lambda _: (set_tried(None), step(lambda s: _tried[0], counts=False)))
    _back = [mo.callout(mo.vstack([
        mo.md(tr("You went back to **{when}**: the table above is as it was then, so choose again there. It is "
                 "practice: it does not count for your rating.", when=_when(_tried[1])) if not session.is_over
              else tr("You played on again from **{when}**.", when=_when(_tried[1]))),
        back_button]), kind="info")] if _trying else []
    mo.vstack([
        mo.md(tr("## Looking back on your decisions")),
        *_back,
        mo.md(tr("The expert looks at each decision you made from your seat, with only what you could see then: "
                 "it deals the cards you could not see in many ways that fit what you knew, plays the game out "
                 "from each with every choice, and counts how often you go on to win. **Try it again from here** "
                 "deals the same cards and lets you choose again; a game played again is practice and does not "
                 "count for your rating.")),
        *([mo.md(kit.progress.say(afterwards.summary(_decisions), lang)), *_looks] if _shown else [review_button]),
    ])
    return again_buttons, back_button, review_button


@app.cell
def _(resumed):
    # What the reader is told about their kept progress (a file loaded, refused, a fresh start), and
    # whether "start afresh" waits for its confirmation.
    get_notice, set_notice = mo.state(resumed.notice, allow_self_loops=True)    # set by the cell's own controls
    get_afresh, set_afresh = mo.state(False, allow_self_loops=True)
    return get_afresh, get_notice, set_afresh, set_notice


@app.cell(hide_code=True)
def _(get_afresh, get_notice, get_play, lang, rated, saved, set_afresh, set_notice, set_play, tr):
    _rating, _summary = rated(get_play()[1])

    def _load(files):
        """A progress file the learner saved, loaded back: everything it holds replaces what is kept."""
        if not files:
            return
        try:
            _loaded = saved.load(files[0].contents)
        except kit.progress.ProgressError as _err:
            set_notice(kit.progress.refused(_err))
            return
        _again = kit.progress.resume(saved, KIT)
        set_play(_again.play)
        set_notice(_again.notice or kit.progress.Notice("success", _loaded))

    def _afresh():
        saved.forget(KIT.game)
        set_play((None, ()))
        set_afresh(False)
        set_notice(kit.progress.Notice("info", kit.progress.AFRESH))

    load_file = mo.ui.file(filetypes=[".json"], kind="button", label=tr("Load my progress from a file I saved"),
                           on_change=_load)
    afresh_button = mo.ui.button(label=tr("Start afresh"), kind="danger", on_click=lambda _: set_afresh(True))
    forget_button = mo.ui.button(label=tr("Yes: forget my rating, my results and my game"), kind="danger",
                                 on_click=lambda _: _afresh())
    keep_button = mo.ui.button(label=tr("No, keep them"), kind="neutral", on_click=lambda _: set_afresh(False))
    _notice = get_notice()
    mo.vstack([
        mo.md(tr("## Your rating\n\n{summary} Each game you finish yourself counts.", summary=_summary)),
        mo.Html(f"<p>{escape(kit.progress.say(kit.progress.where_kept(saved), lang))}</p>"),
        mo.hstack([mo.download(data=saved.export(), filename="my-cardschool-progress.json",
                               mimetype="application/json", label=tr("Save my progress to a file")),
                   load_file, afresh_button], justify="start", wrap=True),
        mo.callout(mo.vstack([mo.md(tr("Forget your rating, your results and your game here, for good? (Save them "
                                       "to a file first if you may want them back.)")),
                              mo.hstack([forget_button, keep_button], justify="start")]), kind="danger")
        if get_afresh() else mo.md(""),
        mo.callout(mo.Html(escape(_notice.localized(lang))), kind=_notice.kind) if _notice else mo.md(""),
    ])
    return afresh_button, forget_button, keep_button, load_file


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("08_play_against_bots", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
