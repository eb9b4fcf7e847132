# /// script
# [tool.marimo.opengraph]
# title = "Cards and dealing · 牌与发牌"
# description = "Learner path, step 1 of 7 · 15 minutes. The 52 cards by name in English and Chinese, and a five-card draw deal, one card at a time."
# ///
import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Cards and dealing")


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    # Cards and dealing · 牌与发牌

    **Goal:** know the 52 cards by name, in English and Chinese, and watch a five-card draw deal
    happen one card at a time (rules FD-2, FD-4, FD-6).
    """)
    return


@app.cell
def _():
    import marimo as mo

    from engine.cards import RANK_LABELS, RANKS, SUIT_CHINESE, SUIT_SYMBOLS, SUIT_WORDS, SUITS, Card, full_deck
    from engine.draw import Dealt, DrawRules, dealer_of_round, new_game
    from engine.present.cards import card_svg, hand_html
    from engine.present.page import next_html, page_style

    return (
        Card,
        Dealt,
        DrawRules,
        RANKS,
        RANK_LABELS,
        SUITS,
        SUIT_CHINESE,
        SUIT_SYMBOLS,
        SUIT_WORDS,
        card_svg,
        dealer_of_round,
        full_deck,
        hand_html,
        mo,
        new_game,
        next_html,
        page_style,
    )


@app.cell
def _(mo):
    large_print = mo.ui.switch(value=mo.query_params().get("print") == "large", label="Large print (projector)")
    large_print
    return (large_print,)


@app.cell(hide_code=True)
def _(large_print, mo, page_style):
    mo.Html(page_style(large_print.value))
    return


@app.cell(hide_code=True)
def _(
    RANKS,
    SUITS,
    SUIT_CHINESE,
    SUIT_SYMBOLS,
    SUIT_WORDS,
    full_deck,
    hand_html,
    mo,
):
    _rows = []
    for _suit in SUITS:
        _cards = [c for c in full_deck() if c.suit == _suit]
        _rows.append(hand_html(_cards, width=40,
                               caption=f"{SUIT_SYMBOLS[_suit]} {SUIT_WORDS[_suit]} · {SUIT_CHINESE[_suit]}"))
    mo.md(
        f"""
        ## The deck (FD-2)

        One standard deck: **52 cards**, no jokers — four suits of {len(RANKS)} ranks each. In five-card
        draw the ranks go from 2 (lowest) up to 10, J (jack), Q (queen), K (king) and A (ace, highest).
        Suits never make one card beat another.

        {"".join(_rows)}
        """
    )
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## Say it in Chinese

    A card's Chinese name is its suit, then its rank: 黑桃 spades, 红桃 hearts, 方块 diamonds,
    梅花 clubs. Pick a card:
    """)
    return


@app.cell
def _(RANKS, RANK_LABELS, SUITS, SUIT_SYMBOLS, mo):
    rank_picker = mo.ui.dropdown({RANK_LABELS[r]: r for r in RANKS}, value="A", label="Rank")
    suit_picker = mo.ui.dropdown({SUIT_SYMBOLS[s]: s for s in SUITS}, value="♠", label="Suit")
    mo.hstack([rank_picker, suit_picker], justify="start", wrap=True)
    return rank_picker, suit_picker


@app.cell(hide_code=True)
def _(Card, card_svg, mo, rank_picker, suit_picker):
    mo.stop(rank_picker.value is None or suit_picker.value is None, mo.md("*Pick a rank and a suit.*"))
    picked = Card(rank_picker.value, suit_picker.value)
    mo.hstack([mo.Html(card_svg(picked, width=80)),
               mo.md(f"**{picked.english}** · **{picked.chinese}**")], justify="start", align="center")
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The deal (FD-6)

    The dealer shuffles, then deals **one card at a time, face down**, starting with the player on
    their **left** and going clockwise, **five times round**. Choose how many players, and a
    **seed**: the seed decides the shuffle, so a class that types the same seed sees the same deal
    on every screen. Move the slider to deal card by card.
    """)
    return


@app.cell
def _(mo):
    players = mo.ui.slider(3, 6, value=4, label="Players (3 to 6, FD-1)", show_value=True)
    seed = mo.ui.number(start=0, stop=999999, value=1, label="Seed (same seed, same deal)")
    mo.hstack([players, seed], justify="start", wrap=True)
    return players, seed


@app.cell
def _(Dealt, DrawRules, mo, new_game, players, seed):
    _seed_ok = isinstance(seed.value, int | float) and seed.value == int(seed.value) and 0 <= seed.value <= 999999
    mo.stop(not _seed_ok, mo.callout(mo.md("**Type a seed** — any whole number from 0 to 999999 — to deal."),
                                     kind="warn"))
    game = new_game(DrawRules(players=players.value), seed=int(seed.value))
    deal_events = [e for e in game.events if isinstance(e, Dealt)]
    return deal_events, game


@app.cell
def _(deal_events, mo):
    step = mo.ui.slider(0, len(deal_events), value=len(deal_events), label="Cards dealt", show_value=True,
                        full_width=True)
    step
    return (step,)


@app.cell(hide_code=True)
def _(deal_events, game, hand_html, mo, step):
    _n = game.rules.players
    _given = {s: [] for s in range(_n)}
    for _e in deal_events[: step.value]:
        _given[_e.seat].append(_e.card)
    _seats = []
    for _s in game.seat_order():
        _role = " (dealer)" if _s == game.dealer else (" — dealer's left, gets the first card" if _s == game.seat_order()[0] else "")
        _count = f"{len(_given[_s])} card" + ("" if len(_given[_s]) == 1 else "s")
        _seats.append(hand_html(_given[_s], width=46, caption=f"Seat {_s}{_role}: {_count}"))
    _next = deal_events[step.value].seat if step.value < len(deal_events) else None
    _status = (f"Next card goes to **seat {_next}**." if _next is not None
               else f"All {len(deal_events)} cards dealt; the other {52 - len(deal_events)} stay in the stock.")
    mo.md(f"{_status}\n\n" + "".join(f"<div>{s}</div>" for s in _seats))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## What each player sees (FD-6)

    Players look at **their own cards only**. Pick a seat to sit in: your cards are face up, the
    others' are backs.
    """)
    return


@app.cell
def _(game, mo):
    sit = mo.ui.dropdown({f"Seat {s}": s for s in range(game.rules.players)}, value="Seat 0", label="I sit in")
    sit
    return (sit,)


@app.cell(hide_code=True)
def _(game, hand_html, mo, sit):
    mo.stop(sit.value is None, mo.md("*Pick a seat to sit in.*"))
    _view = game.view(sit.value)
    _rows = [hand_html(_view.hand if s == _view.seat else [None] * 5, width=46,
                       caption=f"Seat {s}" + (" (you)" if s == _view.seat else ""))
             for s in range(game.rules.players)]
    mo.md("".join(f"<div>{r}</div>" for r in _rows))
    return


@app.cell(hide_code=True)
def _(mo):
    mo.md(r"""
    ## The dealer moves left (FD-4)

    After every round the deal passes to the left, so everyone deals equally often. With the
    first dealer at seat 0, the dealers of an 8-round match are:
    """)
    return


@app.cell(hide_code=True)
def _(dealer_of_round, game, mo):
    mo.md(" → ".join(f"round {r}: seat {dealer_of_round(game.rules, r)}" for r in range(1, 9)))
    return


@app.cell(hide_code=True)
def _(large_print, mo, next_html):
    mo.Html(next_html("02_ranking_hands.py", "Ranking hands", large_print.value))
    return


if __name__ == "__main__":
    app.run()
