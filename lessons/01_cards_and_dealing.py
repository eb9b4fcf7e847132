# /// script
# [tool.marimo.opengraph]
# title = "Cards and dealing · 认牌与发牌"
# description = "Learner path · lesson 01 · 15 min. The 52 cards by name; a deal. · 52 张牌的中英文叫法，一张张发牌。"
# generator = "lessons._gallery:card"
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Cards and dealing")

with app.setup:
    import marimo as mo

    import _kit as kit
    from engine.cards import RANK_LABELS, RANKS, SUIT_CHINESE, SUIT_SYMBOLS, SUIT_WORDS, SUITS, Card, full_deck
    from engine.draw import Dealt, DrawRules, dealer_of_round, new_game
    from engine.draw.quiz import deal_order, deal_order_hints, judge_deal_order
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
    # Cards and dealing · 认牌与发牌

    **Goal:** know the 52 cards by name, in English and Chinese, and watch a five-card draw deal
    happen one card at a time (rules FD-2, FD-4, FD-6).
    """), large_print.value, lang)
    return


@app.cell(hide_code=True)
def _(lang, tr):
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
    _english = f'<span lang="en">{picked.english}</span>'     # both names on purpose: the reader's first
    mo.hstack([mo.Html(card_svg(picked, width=80, lang=lang)),
               mo.md(f"**{picked.chinese}** · {_english}" if lang == "zh" else f"**{_english}** · **{picked.chinese}**")],
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
def _(kept, players, seed, tr):
    _seed, _note = kit.seed_read(kept, "seed", seed.value, tr)
    mo.stop(_seed is None, _note)
    game = new_game(DrawRules(players=players.value), seed=_seed)
    deal_events = [e for e in game.events if isinstance(e, Dealt)]
    # the cards dealt so far are kept: another number of players or seed keeps the place in the deal
    _dealt = kept.get("dealt", len(deal_events))
    step = mo.ui.slider(0, len(deal_events), value=min(_dealt, len(deal_events)), label=tr("Cards dealt"),
                        show_value=True, full_width=True, on_change=kept.keep("dealt"))
    kit.noted(_note, step)
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
            _caption = tr("Seat {seat} (dealer): {count}", seat=_s + 1, count=_count)
        elif _s == game.seat_order()[0]:
            _caption = tr("Seat {seat} — dealer's left, gets the first card: {count}", seat=_s + 1, count=_count)
        else:
            _caption = tr("Seat {seat}: {count}", seat=_s + 1, count=_count)
        _seats.append(hand_html(_given[_s], width=46, caption=_caption, lang=lang))
    _next = deal_events[step.value].seat if step.value < len(deal_events) else None
    _status = (tr("Next card goes to **seat {seat}**.", seat=_next + 1) if _next is not None
               else tr("All {dealt} cards dealt; the other {left} stay in the stock.", dealt=len(deal_events),
                       left=52 - len(deal_events)))
    mo.vstack([mo.md(_status), mo.Html("".join(f"<div>{s}</div>" for s in _seats))])
    return


@app.cell(hide_code=True)
def _(kept, tr):
    order_seed = kit.seed_box(kept, "order_seed", 1, tr("Exercise seed"))
    order_again = kit.again_button(kept, "order", tr)
    mo.vstack([mo.md(tr(r"""
    ## Your turn: who gets that card? (FD-6)

    Work it out in your head, then pick a seat for each question. Count from the **dealer's left**,
    clockwise, one card each, and start again at the dealer's left each time round. The seats are
    numbered clockwise from 1. Answer all three, then press **Check**; **Hint** helps one step at a
    time. **Try again** asks three new questions; the same exercise seed gives the whole class the
    same first questions.
    """)), order_seed])
    return order_again, order_seed


@app.cell
def _(kept, order_again, order_seed, tr):
    _seed, order_note = kit.seed_read(kept, "order_seed", order_seed.value, tr)
    mo.stop(_seed is None, order_note)
    # The seats as the learner sees them, numbered from 1 (the engine numbers them from 0).
    SEATED = tuple(tr("seat {n}", n=s + 1) for s in range(6))
    order_questions = deal_order(kit.attempt_seed(_seed, order_again), count=3)   # Try again: new questions
    order_key = kit.attempt("order", order_again, _seed)
    # the answers are seat numbers, kept for this attempt: a language switch keeps them
    _given = kept.get(order_key, [None] * len(order_questions))
    order_answers = mo.ui.array(
        [mo.ui.radio(options=(_options := {SEATED[s]: s for s in range(q.players)}), inline=True,
                     value=kit.label_of(_options, g)) for q, g in zip(order_questions, _given, strict=True)],
        on_change=kept.keep(order_key))
    order_check = kit.check_button(tr)
    order_hint = kit.hint_button(kept, order_key, tr)
    return SEATED, order_answers, order_check, order_hint, order_key, order_note, order_questions


@app.cell(hide_code=True)
def _(SEATED, kept, lang, order_again, order_answers, order_check, order_hint, order_key, order_note,
      order_questions, tr):
    _given = tuple(r.value for r in order_answers)
    _open = _given.count(None)
    _judged = not _open and kit.checked(kept, order_key, order_check, _given)
    order_feedback = []
    _blocks = []
    for _i, (_q, _radio, _g) in enumerate(zip(order_questions, order_answers, _given, strict=True), 1):
        _ask = tr("**{i}.** {players} players; {dealer} deals. Who gets card number **{card}**?", i=_i,
                  players=_q.players, dealer=SEATED[_q.dealer], card=_q.card)
        _verdict = judge_deal_order(_q, _g) if _judged else None
        _note = _verdict.text.render(lang, names=SEATED) if _verdict else ""
        order_feedback.append(_note)
        _colour = "#2e7d32" if _verdict and _verdict.right else "#c62828"
        _blocks.append(mo.vstack([mo.md(_ask), _radio,
                                  mo.md(f"<div style='color:{_colour}'>{_note}</div>") if _note else mo.md("")]))
    # the hints, a step at a time for every question; the last step is the answer
    _steps = ["<br>".join(tr("**{i}.** {step}", i=i, step=h[k].render(lang, names=SEATED))
                       for i, h in enumerate((deal_order_hints(q) for q in order_questions), 1)) for k in range(3)]
    _score = sum(1 for f, g, q in zip(order_feedback, _given, order_questions, strict=True) if f and g == q.seat)
    _end = (mo.md(tr("**{score} of {total}** right. **Try again** for three new questions.", score=_score,
                     total=len(order_questions))) if _judged else kit.waiting(tr, _open))
    kit.noted(order_note, mo.vstack(_blocks + [kit.exercise_bar(order_check, order_hint, order_again),
                                               kit.hints_shown(_steps, order_hint, tr) or mo.md(""), _end]))
    return (order_feedback,)


@app.cell(hide_code=True)
def _(game, kept, tr):
    # the seat numbers are the values, so switching language keeps the seat you sit in
    _seats = {tr("Seat {seat}", seat=s + 1): s for s in range(game.rules.players)}
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
                       caption=tr("Seat {seat} (you)", seat=s + 1) if s == _view.seat else
                       tr("Seat {seat}", seat=s + 1))
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
    the rest. With the number of players chosen above and the first dealer at seat 1, the dealers of
    an 8-round match are:
    """))
    return


@app.cell(hide_code=True)
def _(game, lang, ntr, tr):
    _dealers = [dealer_of_round(game.rules, r) for r in range(1, 9)]
    _counts = {s: _dealers.count(s) for s in range(game.rules.players)}
    _times = ("，" if lang == "zh" else ", ").join(
        ntr("seat {seat} deals {n} time", "seat {seat} deals {n} times", _counts[s], seat=s + 1)
        for s in range(game.rules.players))
    _verdict = (tr("Everyone deals equally often.") if len(set(_counts.values())) == 1
                else tr("Not everyone deals equally often in this match."))
    mo.md(" → ".join(tr("round {r}: seat {seat}", r=r, seat=d + 1) for r, d in enumerate(_dealers, 1))
          + "\n\n" + tr("In all: {times}. {verdict}", times=_times, verdict=_verdict))
    return


@app.cell(hide_code=True)
def _(tr):
    kit.recap(tr, [
        tr("A deck has 52 cards, 13 ranks in 4 suits; suits never rank (FD-2)."),
        tr("The dealer deals one card at a time, face down, from their left, clockwise, five times round (FD-6)."),
        tr("You see only your own cards (FD-6)."),
        tr("The deal moves one seat to the left after every round (FD-4)."),
    ])
    return


@app.cell(hide_code=True)
def _(lang, large_print):
    kit.next_link("01_cards_and_dealing", large_print.value, lang)
    return


if __name__ == "__main__":
    app.run()
