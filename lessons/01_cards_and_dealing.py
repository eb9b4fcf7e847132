# /// script
# [tool.marimo.opengraph]
# title = "Cards and dealing · 认牌与发牌"
# description = "Learner path · lesson 01 · 15 min. The 52 cards by name; a deal. · 52 张牌的中英文叫法，一张张发牌。"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Cards and dealing")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, SUIT_CHINESE, SUIT_SYMBOLS, SUIT_WORDS, SUITS, Card, full_deck
    from engine.draw import Dealt, DrawRules, dealer_of_round, new_game
    from engine.draw.quiz import deal_order
    from engine.present.cards import card_svg, hand_html


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
    # Cards and dealing · 牌与发牌

    **Goal:** know the 52 cards by name, in English and Chinese, and watch a five-card draw deal
    happen one card at a time (rules FD-2, FD-4, FD-6).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
    # the glossary's entries this lesson uses (site/glossary.md), shown wherever it runs
    kit.glossary(tr, lang, "cards:deck", "cards:suit", "cards:rank", "cards:shuffle", "cards:deal", "cards:hand",
                 "cards:seat", "cards:clockwise", "cards:seed", "fd:dealer", "fd:stock", "fd:round")
    return


@app.cell(hide_code=True)
def _(lang, tr):
    _rows = []
    for _suit in SUITS:
        _cards = [c for c in full_deck() if c.suit == _suit]
        _caption = (f"{SUIT_SYMBOLS[_suit]} {SUIT_CHINESE[_suit]}" if lang == "zh"
                    else f"{SUIT_SYMBOLS[_suit]} {SUIT_WORDS[_suit]} · {SUIT_CHINESE[_suit]}")
        _rows.append(hand_html(_cards, width=40, caption=_caption, lang=lang))
    # the cards are HTML already: shown beside the Markdown, not parsed by it
    mo.vstack([mo.md(tr("""
    ## The deck (FD-2)

    One standard deck: **52 cards**, no jokers — four suits of {ranks} ranks each. In five-card
    draw the ranks go from 2 (lowest) up to 10, J (jack), Q (queen), K (king) and A (ace, highest).
    Suits never make one card beat another.
    """, ranks=len(RANKS))), mo.Html("".join(_rows))])
    return


@app.cell(hide_code=True)
def _(kept, tr):
    _ranks, _suits = {RANK_LABELS[r]: r for r in RANKS}, {SUIT_SYMBOLS[s]: s for s in SUITS}
    rank_picker = mo.ui.dropdown(_ranks, label=tr("Rank"), **kept("rank", 14, _ranks))
    suit_picker = mo.ui.dropdown(_suits, label=tr("Suit"), **kept("suit", "S", _suits))
    mo.vstack([mo.md(tr(r"""
    ## Say it in Chinese

    A card's Chinese name is its suit, then its rank: 黑桃 spades, 红桃 hearts, 方块 diamonds,
    梅花 clubs. Pick a card:
    """)), mo.hstack([rank_picker, suit_picker], justify="start", wrap=True)])
    return rank_picker, suit_picker


@app.cell(hide_code=True)
def _(lang, rank_picker, suit_picker, tr):
    mo.stop(rank_picker.value is None or suit_picker.value is None, mo.md(tr("*Pick a rank and a suit.*")))
    picked = Card(rank_picker.value, suit_picker.value)
    # The English name is shown on purpose in both languages: this lesson teaches both.
    mo.hstack([mo.Html(card_svg(picked, width=80, lang=lang)),
               mo.md(f'**<span lang="en">{picked.english}</span>** · **{picked.chinese}**')],
              justify="start", align="center")
    return (picked,)


@app.cell(hide_code=True)
def _(kept, tr):
    players = mo.ui.slider(3, 6, label=tr("Players (3 to 6, FD-1)"), show_value=True, **kept("players", 4))
    seed = kit.seed_box(kept, "seed", 1, tr("Seed (same seed, same deal)"))
    mo.vstack([mo.md(tr(r"""
    ## The deal (FD-6)

    The dealer shuffles, then deals **one card at a time, face down**, starting with the player on
    their **left** and going clockwise, **five times round**. Choose how many players, and a
    **seed**: the seed decides the shuffle, so a class that types the same seed sees the same deal
    on every screen. Move the slider to deal card by card.
    """)), mo.hstack([players, seed], justify="start", wrap=True)])
    return players, seed


@app.cell
def _(players, seed, tr):
    _seed = kit.seed_of(seed.value)
    mo.stop(_seed is None, kit.seed_missing(tr))
    game = new_game(DrawRules(players=players.value), seed=_seed)
    deal_events = [e for e in game.events if isinstance(e, Dealt)]
    step = mo.ui.slider(0, len(deal_events), value=len(deal_events), label=tr("Cards dealt"), show_value=True,
                        full_width=True)
    mo.as_html(step)
    return deal_events, game, step


@app.cell(hide_code=True)
def _(deal_events, game, lang, ntr, step, tr):
    _n = game.rules.players
    _given = {s: [] for s in range(_n)}
    for _e in deal_events[: step.value]:
        _given[_e.seat].append(_e.card)
    _seats = []
    for _s in game.seat_order():
        _count = ntr("{n} card", "{n} cards", len(_given[_s]))
        if _s == game.dealer:
            _caption = tr("Seat {seat} (dealer): {count}", seat=_s, count=_count)
        elif _s == game.seat_order()[0]:
            _caption = tr("Seat {seat} — dealer's left, gets the first card: {count}", seat=_s, count=_count)
        else:
            _caption = tr("Seat {seat}: {count}", seat=_s, count=_count)
        _seats.append(hand_html(_given[_s], width=46, caption=_caption, lang=lang))
    _next = deal_events[step.value].seat if step.value < len(deal_events) else None
    _status = (tr("Next card goes to **seat {seat}**.", seat=_next) if _next is not None
               else tr("All {dealt} cards dealt; the other {left} stay in the stock.", dealt=len(deal_events),
                       left=52 - len(deal_events)))
    mo.vstack([mo.md(_status), mo.Html("".join(f"<div>{s}</div>" for s in _seats))])
    return


@app.cell(hide_code=True)
def _(kept, tr):
    order_seed = kit.seed_box(kept, "order_seed", 1, tr("Exercise seed"))
    mo.vstack([mo.md(tr(r"""
    ## Your turn: who gets that card? (FD-6)

    Work it out in your head, then pick a name. Count from the **dealer's left**, clockwise, one
    card each, and start again at the dealer's left each time round. The players sit clockwise in
    the order 甲, 乙, 丙, 丁, 戊, 己. A new exercise seed gives new questions.
    """)), order_seed])
    return (order_seed,)


@app.cell(hide_code=True)
def _(order_seed, tr):
    None if kit.seed_of(order_seed.value) is not None else kit.seed_missing(tr)
    return


@app.cell
def _(order_seed):
    _seed = kit.seed_of(order_seed.value)
    mo.stop(_seed is None)
    # This cell reads no translated word, so switching language keeps the answers picked: the answers
    # are seats, and their names are the same in both languages.
    SEATED = ("甲", "乙", "丙", "丁", "戊", "己")
    order_questions = deal_order(_seed, count=3)
    order_answers = mo.ui.array([mo.ui.radio(options={SEATED[s]: s for s in range(q.players)}, inline=True)
                                 for q in order_questions])
    return SEATED, order_answers, order_questions


@app.cell(hide_code=True)
def _(SEATED, ntr, order_answers, order_questions, tr):
    order_feedback = []
    _blocks = []
    for _i, (_q, _radio) in enumerate(zip(order_questions, order_answers, strict=True), 1):
        _ask = tr("**{i}.** {players} players; {dealer} deals. Who gets card number **{card}**?", i=_i,
                  players=_q.players, dealer=SEATED[_q.dealer], card=_q.card)
        _left = SEATED[(_q.dealer + 1) % _q.players]
        _lap = ntr("it is card {place} of lap {lap} (each lap is {n} card)",
                   "it is card {place} of lap {lap} (each lap is {n} cards)", _q.players, place=_q.place, lap=_q.lap)
        _why = tr("The deal starts at the dealer's left, {left}, and goes clockwise; {lap}, so it goes to "
                  "**{seat}**.", left=_left, lap=_lap, seat=SEATED[_q.seat])
        if _radio.value is None:
            _note, _colour = "", ""
        elif _radio.value == _q.seat:
            _note, _colour = tr("Right! {why}", why=_why), "#2e7d32"
        else:
            _note, _colour = tr("Not quite: not {picked}. {why}", picked=SEATED[_radio.value], why=_why), "#c62828"
        order_feedback.append(_note)
        _blocks.append(mo.vstack([mo.md(_ask), _radio,
                                  mo.md(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md("")]))
    mo.vstack(_blocks)
    return (order_feedback,)


@app.cell(hide_code=True)
def _(game, kept, tr):
    # the seat numbers are the values, so switching language keeps the seat you sit in
    _seats = {tr("Seat {seat}", seat=s): s for s in range(game.rules.players)}
    sit = mo.ui.dropdown(_seats, label=tr("I sit in"), **kept("sit", 0, _seats))
    mo.vstack([mo.md(tr(r"""
    ## What each player sees (FD-6)

    Players look at **their own cards only**. Pick a seat to sit in: your cards are face up, the
    others' are backs.
    """)), sit])
    return (sit,)


@app.cell(hide_code=True)
def _(game, lang, sit, tr):
    mo.stop(sit.value is None, mo.md(tr("*Pick a seat to sit in.*")))
    _view = game.view(sit.value)
    _rows = [hand_html(_view.hand if s == _view.seat else [None] * 5, width=46, lang=lang,
                       caption=tr("Seat {seat} (you)", seat=s) if s == _view.seat else tr("Seat {seat}", seat=s))
             for s in range(game.rules.players)]
    mo.Html("".join(f"<div>{r}</div>" for r in _rows))
    return


@app.cell(hide_code=True)
def _(tr):
    mo.md(tr(r"""
    ## The dealer moves left (FD-4)

    After every round the deal passes one seat to the left. Over a long evening that evens out, but a
    match of 8 rounds only shares the deal equally when the number of players divides 8: with 4
    players everyone deals twice, but with 3, 5 or 6 players the first few seats deal once more than
    the rest. With the number of players chosen above and the first dealer at seat 0, the dealers of
    an 8-round match are:
    """))
    return


@app.cell(hide_code=True)
def _(game, lang, ntr, tr):
    _dealers = [dealer_of_round(game.rules, r) for r in range(1, 9)]
    _counts = {s: _dealers.count(s) for s in range(game.rules.players)}
    _times = ("，" if lang == "zh" else ", ").join(
        ntr("seat {seat} deals {n} time", "seat {seat} deals {n} times", _counts[s], seat=s)
        for s in range(game.rules.players))
    _verdict = (tr("Everyone deals equally often.") if len(set(_counts.values())) == 1
                else tr("Not everyone deals equally often in this match."))
    mo.md(" → ".join(tr("round {r}: seat {seat}", r=r, seat=d) for r, d in enumerate(_dealers, 1))
          + "\n\n" + tr("In all: {times}. {verdict}", times=_times, verdict=_verdict))
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("01_cards_and_dealing", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
