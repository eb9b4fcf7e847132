import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Play 一上一下 against bots")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Play 一上一下 against bots · 人机对战

    **Goal:** play a whole game of One Up, One Down from your own seat: choose your cards, decide
    when to bluff and when to challenge, and see afterwards why the bots did what they did.
    Everything from UD-1 to UD-17 is in play; you see only what your seat may see (UD-10).
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, updown_order
    from engine.errors import IllegalMove
    from engine.present.cards import hand_html, pile_html
    from engine.transcript import with_names
    from engine.updown.transcript import updown_transcript
    from engine.updown import UpDownRules, challenge, new_game, pass_, play_down, play_up
    from engine.updown.bots import PERSONALITIES, advance, make_bot

    return (
        IllegalMove,
        PERSONALITIES,
        RANKS,
        RANK_LABELS,
        UpDownRules,
        advance,
        challenge,
        hand_html,
        make_bot,
        mo,
        new_game,
        pass_,
        pile_html,
        play_down,
        play_up,
        updown_order,
        updown_transcript,
        with_names,
    )


@app.cell(hide_code=True)
def _(RANKS, hand_html, mo, updown_order):
    from engine.cards import Card as _Card

    _order = [_Card(r, "S" if i % 2 else "H") for i, r in enumerate(sorted(RANKS, key=updown_order))]
    mo.md(f"""
    The ranks, low to high, with 2 on top (UD-2):

    {hand_html(_order, width=34)}
    """)
    return


@app.cell
def _(PERSONALITIES, mo):
    opponents = mo.ui.slider(1, 3, value=2, label="Bots", show_value=True)
    bot_style = mo.ui.dropdown(["a mix"] + list(PERSONALITIES), value="a mix", label="Bots play")
    lead = mo.ui.radio({"the player who took it": "taker", "the challenger": "challenger"},
                       value="the player who took it", label="After a pile is taken, the new round is led by (UD-13)",
                       inline=True)
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed")
    mo.vstack([mo.hstack([opponents, bot_style, seed], justify="start"), lead])
    return bot_style, lead, opponents, seed


@app.cell
def _(IllegalMove, PERSONALITIES, UpDownRules, advance, bot_style, lead, make_bot, mo, new_game, opponents, seed):
    NAMES = ["You", "乙 Yi", "丙 Bing", "丁 Ding"]
    get_game, set_game = mo.state({"game": None, "said": [], "error": ""})

    def start_game():
        rules = UpDownRules(players=opponents.value + 1, lead_after_pickup=lead.value)
        styles = list(PERSONALITIES)
        bots = {s: make_bot(styles[(s - 1) % len(styles)] if bot_style.value == "a mix" else bot_style.value,
                            f"{seed.value}/{s}") for s in range(1, rules.players)}
        game, said = advance(new_game(rules, seed=int(seed.value)), bots)
        set_game({"game": game, "said": said, "bots": bots, "error": ""})

    def act(action):
        """The learner's move, then the bots' until it is the learner's turn again (or the end)."""
        table = get_game()
        try:
            game = table["game"].apply(action)
        except IllegalMove as err:
            set_game({**table, "error": str(err)})
            return
        game, said = advance(game, table["bots"])
        set_game({**table, "game": game, "said": table["said"] + said, "error": ""})

    def autoplay():
        """Let a reckoner bot play your seat to the end, to watch how it would play."""
        table = get_game()
        game, said = advance(table["game"], {0: make_bot("reckoner", f"{seed.value}/0"), **table["bots"]})
        set_game({**table, "game": game, "said": table["said"] + said, "error": ""})

    start_button = mo.ui.button(label="Start a new game", kind="success", on_click=lambda _: start_game())
    start_button
    return NAMES, act, autoplay, get_game, start_game


@app.cell(hide_code=True)
def _(NAMES, RANK_LABELS, get_game, hand_html, mo, pile_html):
    table = get_game()
    game = table["game"]
    mo.stop(game is None, mo.callout(mo.md("Press **Start a new game**. Seven cards each; the draw decides who "
                                           "leads (UD-4)."), kind="info"))
    view = game.view(0)
    _others = "".join(hand_html([None] * min(view.hand_sizes[s], 14), width=22,
                                caption=f"{NAMES[s]}: {view.hand_sizes[s]} card{'' if view.hand_sizes[s] == 1 else 's'}")
                      for s in range(1, len(view.hand_sizes)))
    if view.phase == "over":
        _status = f"**Game over** — {' and '.join(NAMES[s] for s in view.winners)} won."
    elif view.to_act == 0 and view.phase == "challenge":
        _status = "**Your call:** challenge the face-down card, or let it stand?"
    elif view.to_act == 0:
        _status = f"**Your turn:** play a card **face {view.face_due}**."
    else:
        _status = f"{NAMES[view.to_act]} is thinking…"
    mo.vstack([
        mo.md(f"Target **{RANK_LABELS[view.target]}** · stock {view.stock_size} · {_status}"),
        mo.Html(pile_html(view.pile, NAMES)),
        mo.Html(hand_html(sorted(view.hand, key=lambda c: (c.rank == 2, c.rank)), width=50, caption="your hand")),
        mo.Html(_others),
    ])
    return game, view


@app.cell
def _(RANKS, RANK_LABELS, act, autoplay, challenge, mo, pass_, play_down, play_up, updown_order, view):
    _cards = {f"{c.label} ({c.chinese})": c for c in sorted(view.hand, key=lambda c: updown_order(c.rank))}
    card_pick = mo.ui.dropdown(_cards, value=next(iter(_cards), None), label="Card")
    declare_pick = mo.ui.dropdown({RANK_LABELS[r]: r for r in sorted(RANKS, key=updown_order)},
                                  value=RANK_LABELS[view.target], label="Declare")
    up_button = mo.ui.button(label="Play it face up", kind="success",
                             on_click=lambda _: act(play_up(0, card_pick.value)))
    down_button = mo.ui.button(label="Play it face down, declaring that rank", kind="success",
                               on_click=lambda _: act(play_down(0, card_pick.value, declare_pick.value)))
    challenge_button = mo.ui.button(label="Challenge!", kind="danger", on_click=lambda _: act(challenge(0)))
    stand_button = mo.ui.button(label="Let it stand", on_click=lambda _: act(pass_(0)))
    auto_button = mo.ui.button(label="Let the reckoner bot play my seat to the end", on_click=lambda _: autoplay())
    _controls = []
    if view.phase != "over" and view.to_act == 0:
        if view.phase == "challenge":
            _controls.append(mo.hstack([challenge_button, stand_button], justify="start"))
        elif view.face_due == "up":
            _controls += [card_pick, mo.md("A card below the target makes you draw one (UD-7)."), up_button]
        else:
            _controls += [mo.hstack([card_pick, declare_pick], justify="start"),
                          mo.md("The declaration may be true or a bluff (UD-8)."), down_button]
    if view.phase != "over":
        _controls.append(auto_button)
    mo.vstack(_controls)
    return auto_button, card_pick, challenge_button, declare_pick, down_button, stand_button, up_button


@app.cell(hide_code=True)
def _(NAMES, get_game, mo, updown_transcript, view, with_names):
    _table = get_game()
    _blocks = []
    if _table["error"]:
        _blocks.append(mo.callout(mo.md(f"**Not allowed:** {with_names(_table['error'], NAMES)}"), kind="danger"))
    _log = updown_transcript(view.events, NAMES).splitlines()
    _first = next((i for i, line in enumerate(_log) if " plays " in line), len(_log))
    _items = {"What has happened (as you saw it)": mo.md("```\n" + "\n".join(_log[_first:][-30:]) + "\n```")}
    if view.phase == "over":
        # The bots explain their moves afterwards: their reasons may name cards you never saw.
        _items["Why the bots did what they did"] = mo.md("\n".join(
            f"- play {m.when}, **{NAMES[m.seat]}**: {with_names(m.reason, NAMES)}" for m in _table["said"]
            if m.seat != 0) or "—")
        _challenges = sum(1 for e in view.events if e.kind == "challenge")
        _blocks.append(mo.md(f"## The end\n\n{' and '.join(NAMES[s] for s in view.winners)} won after "
                             f"{view.plays} plays and {_challenges} challenges."))
    _blocks.append(mo.accordion(_items))
    mo.vstack(_blocks)
    return


if __name__ == "__main__":
    app.run()
