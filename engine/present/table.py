"""The card table every game screen shows: seats around a felt, the pile or the discards in the middle,
and above it the narrator — what just happened and what you may do now, in large plain words.

One picture serves both games and every screen (a learner's game, a step-through, a teacher's
referee). :func:`table_html` lays out :class:`SeatBox` es clockwise from the viewer's left (the
viewer at the bottom), so the player on your left sits on the left; on a narrow screen the seats
stack above the felt. :func:`draw_table` and :func:`updown_table` build the seats from a seat's
view (or a referee's game) and draw only what that seat may see.

>>> html = table_html([SeatBox("You", cards=(None,), you=True), SeatBox("Bo", count=5, turn=True)], centre="pot 3")
>>> html.count('class="cs-name"'), 'cs-turn' in html, "pot 3" in html
(2, True, True)
>>> narrator_html(["You stayed."], "Your turn: replace cards.").count("<li>")
1
>>> "牌桌" in table_html([SeatBox("你", count=5)], centre="", lang="zh")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING

from ..cards import RANK_LABELS, Card, updown_order
from ..i18n import Lang, Text, _, check_lang, ngettext, render
from .cards import card_svg, pile_html

if TYPE_CHECKING:                       # types only: drawing a table must not import the games
    from ..draw.game import DrawView
    from ..updown.events import Event as UpDownEvent
    from ..updown.records import Face, Phase, PileCard
    from ..updown.referee import Referee
    from ..updown.view import UpDownView

# Sizes are CSS variables so that a "large print" page style can enlarge every table at once.
TABLE_CSS = """
.cs-table-wrap{container-type:inline-size;margin:6px 0 10px;--cs-you-w:68px;--cs-card-w:48px;--cs-back-w:30px;
 --cs-pile-w:52px}
.cs-table{display:grid;gap:8px;grid-template-columns:1fr 1fr;grid-template-areas:"top top" "left right" "felt felt"
 "you you";align-items:start}
.cs-table .cs-top{grid-area:top;display:flex;flex-wrap:wrap;gap:8px;justify-content:center}
.cs-table .cs-left{grid-area:left;display:flex;justify-content:flex-start}
.cs-table .cs-right{grid-area:right;display:flex;justify-content:flex-end}
.cs-table .cs-felt{grid-area:felt}.cs-table .cs-bottom{grid-area:you;display:flex;justify-content:center}
@container (max-width:440px){.cs-table{--cs-you-w:54px;--cs-card-w:40px;--cs-pile-w:44px;--cs-back-w:24px}}
@container (min-width:700px){.cs-table{grid-template-columns:minmax(180px,1fr) minmax(280px,2.6fr) minmax(180px,1fr);
 grid-template-areas:"top top top" "left felt right" "you you you";align-items:center}}
.cs-seat{border:2px solid #c9d3dd;border-radius:12px;padding:6px 10px;background:#fff;min-width:8em;max-width:100%;
 box-sizing:border-box}
.cs-seat.cs-turn{border-color:#f9a825;box-shadow:0 0 0 4px #fde9a8}
.cs-seat.cs-out{opacity:.55}
.cs-seat.cs-you{background:#f4f9ff;border-color:#1e88e5}
.cs-seat.cs-you.cs-turn{border-color:#f9a825}
.cs-seat-head{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-weight:bold;font-size:1.05em}
.cs-badge{font-size:.75em;font-weight:bold;border-radius:999px;padding:1px 8px;background:#e3e8ee;color:#223}
.cs-badge.cs-dealer{background:#fff;border:2px solid #223;border-radius:50%;padding:0 6px}
.cs-badge.cs-now{background:#f9a825;color:#000}
.cs-seat-notes{font-size:.9em;color:#445}
.cs-seat-cards{display:flex;flex-wrap:wrap;align-items:flex-end;gap:3px;margin:4px 0}
.cs-seat-cards svg.cs-card{width:var(--cs-card-w);height:auto}
.cs-you .cs-seat-cards svg.cs-card{width:var(--cs-you-w)}
.cs-seat-cards.cs-shown{flex-wrap:nowrap;gap:0}
.cs-seat-cards.cs-shown svg.cs-card+svg.cs-card{margin-left:calc(var(--cs-card-w) * -0.3)}
.cs-fan{display:flex;align-items:flex-end}
.cs-fan svg.cs-card{width:var(--cs-back-w);height:auto}
.cs-fan svg.cs-card+svg.cs-card{margin-left:calc(var(--cs-back-w) * -0.62)}
.cs-felt{background:#1f6f4a;color:#fff;border-radius:18px;padding:10px 14px;box-shadow:inset 0 0 0 3px #175a3b;
 min-height:6em}
.cs-felt-stats{display:flex;flex-wrap:wrap;gap:4px 18px;align-items:baseline;margin-bottom:6px}
.cs-felt .cs-big{font-size:1.5em}.cs-felt .cs-big b{font-size:1.35em}
.cs-felt .cs-pile{color:#fff !important}.cs-felt .cs-pile div{color:#e8f5e9 !important}
.cs-felt .cs-pile svg.cs-card{width:var(--cs-pile-w);height:auto}
.cs-felt .cs-peek svg.cs-card{width:calc(var(--cs-pile-w) * .5)}
.cs-narrator{font-size:1.3em;line-height:1.4;background:#f3f8fe;border-left:8px solid #1e88e5;border-radius:6px;
 padding:.5em .9em;margin:4px 0 8px}
.cs-narrator .cs-happened{margin:0 0 .3em;padding-left:1.1em}.cs-narrator .cs-happened li{margin:.1em 0}
.cs-narrator .cs-now{font-weight:bold;margin:0}
@media (max-width:640px){.cs-narrator{font-size:1.1em}.cs-narrator .cs-happened{padding-left:.9em}}
.cs-narrator.cs-alert{border-left-color:#c62828;background:#fdf1f1}
.cs-coach{font-size:1.1em;background:#fff8e1;border-left:8px solid #f9a825;border-radius:6px;padding:.4em .9em;
 margin:4px 0}
.cs-coach ul{margin:.2em 0;padding-left:1.1em}
"""


@dataclass(frozen=True)
class SeatBox:
    """One seat as the table shows it: a name, cards (``None`` a card face down) or just a count of
    cards face down, short notes under them, and badges (dealer button, who leads)."""

    name: str
    cards: tuple[Card | None, ...] = ()
    count: int | None = None            # cards held, drawn as a fan of backs with the number
    hand: str = ""                      # HTML drawn in place of the cards: a screen's own card picker
    notes: tuple[str, ...] = ()
    badges: tuple[str, ...] = ()
    you: bool = False
    turn: bool = False
    out: bool = False
    dealer: bool = False
    turn_label: str = ""                # the highlighted seat's badge, if not "Yi's turn"


def _say(text: object, lang: Lang) -> str:
    """A message (or plain text) in ``lang``, escaped for HTML."""
    return escape(str(render(text, lang)))


def _seat_html(seat: SeatBox, lang: Lang = "en") -> str:
    classes = "cs-seat" + (" cs-you" if seat.you else "") + (" cs-turn" if seat.turn else "") + \
        (" cs-out" if seat.out else "")
    dealer, button = _say(_("dealer"), lang), _say(_("D"), lang)     # the dealer button: D, 发牌
    badges = "".join(f'<span class="cs-badge cs-dealer" title="{dealer}">{button}</span>'
                     if b == "D" else f'<span class="cs-badge">{escape(b)}</span>' for b in seat.badges)
    if seat.turn:
        now = _say(seat.turn_label or (_("your turn") if seat.you else _("{who}'s turn", who=seat.name)), lang)
        badges += f'<span class="cs-badge cs-now">{now}</span>'
    if seat.hand:
        cards = f'<div class="cs-seat-hand">{seat.hand}</div>'
    elif seat.cards:
        shown = "" if seat.you else " cs-shown"       # another's cards overlap, their corners showing
        cards = f'<div class="cs-seat-cards{shown}">{"".join(card_svg(c, 48, lang=lang) for c in seat.cards)}</div>'
    elif seat.count:
        backs = "".join(card_svg(None, 30, lang=lang) for _i in range(min(seat.count, 10)))
        cards = f'<div class="cs-seat-cards"><span class="cs-fan">{backs}</span></div>'
    else:
        cards = ""
    notes = " · ".join(seat.notes)
    current = ' aria-current="true"' if seat.turn else ""
    return (f'<div class="{classes}"{current}><div class="cs-seat-head"><span class="cs-name">{escape(seat.name)}'
            f'</span>{badges}</div>{cards}<div class="cs-seat-notes">{escape(notes)}</div></div>')


def table_html(seats: Sequence[SeatBox], centre: str, you: int | None = 0, lang: Lang = "en") -> str:
    """The table: ``seats`` in seat order (clockwise), ``centre`` (HTML) on the felt. The seat
    ``you`` sits at the bottom and the others clockwise from its left: left side, across the top,
    right side. ``you`` None (a teacher, a spectator): seat 0 at the bottom. ``lang``: the
    language of the table's own words ("dealer", "your turn" …)."""
    lang = check_lang(lang)

    def seat_html(seat: SeatBox) -> str:
        return _seat_html(seat, lang)

    n = len(seats)
    me = 0 if you is None or not 0 <= you < n else you
    others = [seats[(me + k) % n] for k in range(1, n)]
    left: list[SeatBox] = []
    right: list[SeatBox] = []
    top: list[SeatBox] = others
    if len(others) >= 2:
        left, top, right = others[:1], others[1:-1], others[-1:]
    parts = (f'<div class="cs-top">{"".join(map(seat_html, top))}</div>'
             f'<div class="cs-left">{"".join(map(seat_html, left))}</div>'
             f'<div class="cs-felt">{centre}</div>'
             f'<div class="cs-right">{"".join(map(seat_html, right))}</div>'
             f'<div class="cs-bottom">{seat_html(seats[me]) if seats else ""}</div>')
    label = _say(_("the card table"), lang)
    return (f'<div class="cs-table-wrap"><style>{TABLE_CSS}</style>'
            f'<div class="cs-table" role="group" aria-label="{label}">{parts}</div></div>')


def narrator_html(happened: Sequence[str | Text], now: str | Text, alert: object = "", lang: Lang = "en",
                  names: Sequence[str] | None = None) -> str:
    """The narrator: what just happened (a list), then in bold what may be done now; ``alert`` (a
    refused move: a message, or the engine's error itself) in red above them. Always large.
    Messages are rendered in ``lang``, players named by seat with ``names``."""
    lang = check_lang(lang)
    items = "".join(f"<li>{escape(str(render(h, lang, names)))}</li>" for h in happened)
    listing = f'<ul class="cs-happened">{items}</ul>' if items else ""
    warn = (f'<p class="cs-now" style="color:#b71c1c">{escape(str(render(alert, lang, names)))}</p>'
            if alert else "")
    return (f'<div class="cs-narrator{" cs-alert" if alert else ""}" role="status" aria-live="polite">'
            f'<style>{TABLE_CSS}</style>{warn}{listing}<p class="cs-now">{escape(str(render(now, lang, names)))}</p>'
            f'</div>')


def coach_html(tips: Sequence[str | Text], title: str | Text = "", lang: Lang = "en",
               names: Sequence[str] | None = None) -> str:
    """The coach's advice, when asked for, in ``lang``."""
    lang = check_lang(lang)
    coach = _say(title or _("Coach"), lang)
    head = f"<b>{coach}</b>"
    tips_html = "".join(f"<li>{escape(str(render(t, lang, names)))}</li>" for t in tips)
    return f'<div class="cs-coach">{head}<ul>{tips_html}</ul></div>'


def lines_html(lines: Sequence[str | Text], limit: int = 0, lang: Lang = "en",
               names: Sequence[str] | None = None) -> str:
    """Plain sentences as a list (a transcript or the bots' reasons), the last ``limit`` only when given."""
    lang = check_lang(lang)
    shown = list(lines)[-limit:] if limit else list(lines)
    return ('<ol class="cs-lines" style="margin:0;padding-left:1.6em;line-height:1.5">'
            + "".join(f"<li>{escape(str(render(line, lang, names)))}</li>" for line in shown) + "</ol>")


# ---- five-card draw --------------------------------------------------------------------------------

def draw_table(view: DrawView, names: Sequence[str], lang: Lang = "en", hand: str = "") -> str:
    """A five-card draw table as ``view.seat`` sees it: its own cards face up, the others' as backs
    until they are shown at the showdown; scores, the dealer button, who folded, how many each
    replaced; the round, the stock, the discards and (with chips) the pot in the middle. ``hand``:
    HTML to draw in place of the seat's own cards (a screen's card picker, where the cards are clicked)."""
    lang = check_lang(lang)

    def tr(text: Text) -> str:
        return text.render(lang)

    seats = []
    playing = view.phase not in ("round_over", "match_over")
    for s in range(view.rules.players):
        notes = [tr(ngettext("{n} point", "{n} points", view.scores[s]))]
        if s in view.replace_counts:
            replaced = view.replace_counts[s]
            notes.append(tr(ngettext("replaced {n}", "replaced {n}", replaced) if replaced else _("replaced none")))
        folded = not view.active[s] and view.phase != "match_over"
        if folded:
            notes.append(tr(_("folded")))
        if s in view.round_winners and not playing:
            notes.append(tr(_("won the round")))
        held = 5 - view.replace_counts.get(s, 0) if view.phase in ("replace", "deal") else 5
        if s == view.seat or s in view.hands_shown:
            cards: tuple[Card | None, ...] = tuple(view.hand if s == view.seat else view.hands_shown[s])
            count = None
        else:
            cards, count = (), held if view.active[s] and view.phase != "match_over" else 0
        seats.append(SeatBox(names[s], cards=cards, count=count, notes=tuple(notes),
                             hand=hand if s == view.seat else "",
                             badges=("D",) if s == view.dealer else (), you=s == view.seat,
                             turn=s == view.to_act and playing, out=folded, dealer=s == view.dealer))
    rules = view.rules
    end = (tr(_("round {round} of {rounds}", round=view.round_no, rounds=rules.rounds)) if rules.end == "rounds"
           else tr(_("round {round}, first to {points} points", round=view.round_no, points=rules.target_score)))
    discards = sum(view.replace_counts.values())
    stats = [f'<span class="cs-big">{escape(end)}</span>']
    if rules.chips:
        pot = escape(tr(_("pot")))
        stats.append(f'<span class="cs-big">{pot} <b>{view.pot}</b></span>')
    stock, thrown = escape(tr(_("stock: {n} cards", n=view.stock_size))), escape(tr(_("discards: {n}", n=discards)))
    stats.append(f"<span>{stock}</span>")
    stats.append(f"<span>{thrown}</span>")
    pile = "".join(card_svg(None, 30, lang=lang) for _i in range(min(discards, 12)))
    label = escape(tr(_("the discards")))
    centre = (f'<div class="cs-felt-stats">{"".join(stats)}</div>'
              f'<div class="cs-fan" aria-label="{label}">{pile}</div>')
    return table_html(seats, centre, view.seat, lang)


def scores_table(names: Sequence[str], scores: Sequence[int], dealer: int | None, centre: str | Text = "",
                 lang: Lang = "en") -> str:
    """A real five-card draw table as its score sheet knows it: each seat's score, and the dealer
    button on whoever deals next (None: the match is over); ``centre`` in large type on the felt.

    >>> html = scores_table(["Ann", "Bo", "Cy"], [10, 11, 10], dealer=2, centre="Round 2: Cy deals.")
    >>> "11 points" in html, html.count('cs-dealer"')
    (True, 1)
    """
    lang = check_lang(lang)
    seats = [SeatBox(name, notes=(ngettext("{n} point", "{n} points", score).render(lang),),
                     badges=("D",) if s == dealer else (), turn=s == dealer,
                     turn_label=_("deals next").render(lang))
             for s, (name, score) in enumerate(zip(names, scores, strict=True))]
    felt = f'<div class="cs-felt-stats"><span class="cs-big">{_say(centre, lang)}</span></div>'
    return table_html(seats, felt, None, lang)


# ---- 一上一下 ------------------------------------------------------------------------------------

def _low_first(card: Card) -> tuple[int, str]:
    return updown_order(card.rank), card.suit          # 3 lowest … 2 highest (UD-2)


def _leader(events: Sequence[UpDownEvent]) -> int | None:
    for e in reversed(events):
        if e.kind in ("new_round", "lead"):
            seat: int = e.seat  # type: ignore[attr-defined]   # Lead and NewRound both name the leader
            return seat
    return None


def _updown(names: Sequence[str], hand_sizes: Sequence[int], pile: Sequence[PileCard], target: int,
            face_due: Face, phase: Phase, stock: int, to_act: int | None, winners: Sequence[int],
            leader: int | None, you: int | None, hand: Sequence[Card], lang: Lang = "en",
            hide_status: bool = False, picker: str = "") -> str:
    def tr(text: Text) -> str:
        return text.render(lang)

    seats = []
    ordered: tuple[Card, ...] = tuple(sorted(hand, key=_low_first))
    for s, size in enumerate(hand_sizes):
        notes = [tr(ngettext("{n} card", "{n} cards", size))]
        if s in winners:
            notes.append(tr(_("won")))
        badges = (tr(_("leads this round")),) if s == leader and not winners else ()
        mine = s == you
        seats.append(SeatBox(names[s], cards=ordered if mine else (), hand=picker if mine else "",
                             count=None if mine else size,
                             notes=tuple(notes), badges=badges, you=mine, turn=s == to_act and not winners))
    if winners:
        over = escape(tr(_("game over")))
        status = f'<span class="cs-big">{over}</span>'
    else:
        face = tr(_("face up")) if face_due == "up" else tr(_("face down"))
        asked = phase == "challenge"
        target_word, open_words, next_words = (escape(tr(_("target"))), escape(tr(_("open to challenge"))),
                                               escape(tr(_("next card:"))))
        shown_target = RANK_LABELS[target]
        if hide_status:                 # an exercise asks the reader for them (UD-3, UD-6)
            shown_target = face = tr(_("?"))
        gap = "" if lang == "zh" else " "   # no space after a full-width colon (engine/zh_style.py)
        status = (f'<span class="cs-big">{target_word} <b>{shown_target}</b></span>'
                  + (f'<span class="cs-big">{open_words}</span>' if asked else
                     f'<span class="cs-big">{next_words}{gap}<b>{escape(face)}</b></span>'))
    stock_words = escape(tr(_("stock: {n} cards left", n=stock)))       # 一上一下's 摸牌堆, not draw's 牌堆
    stats = f'{status}<span>{stock_words}</span>'
    centre = (f'<div class="cs-felt-stats">{stats}</div>'
              f'{pile_html(pile, list(names), width=52, you=you, lang=lang)}')
    return table_html(seats, centre, you, lang)


def updown_table(view: UpDownView, names: Sequence[str], lang: Lang = "en", hide_status: bool = False,
                 hand: str = "") -> str:
    """A 一上一下 table as ``view.seat`` sees it: its hand face up, the others' as counts, the pile
    (its own face-down cards as backs with the real card small beside "you said …"), the target and
    the face due, large; the round's leader marked and whose turn highlighted. ``hide_status``
    shows "?" for the target and the face due, for an exercise that asks the reader for them;
    ``hand`` is HTML drawn in place of the seat's own cards (a screen's card picker).

    >>> from engine.updown import UpDownRules, new_game
    >>> view = new_game(UpDownRules(players=2), seed=1).view(0)
    >>> mine = updown_table(view, ["You", "Bo"], hand="<my-picker></my-picker>")
    >>> def own_seat(html): return html.rsplit('class="cs-seat cs-you', 1)[1]
    >>> "<my-picker></my-picker>" in own_seat(mine), "cs-seat-cards" in own_seat(mine)
    (True, False)
    >>> "cs-seat-cards" in own_seat(updown_table(view, ["You", "Bo"]))
    True
    """
    return _updown(names, view.hand_sizes, view.pile, view.target, view.face_due, view.phase, view.stock_size,
                   view.to_act, view.winners, _leader(view.events), view.seat, view.hand, check_lang(lang),
                   hide_status, hand)


def referee_table(ref: Referee, names: Sequence[str], lang: Lang = "en") -> str:
    """A real 一上一下 table as its referee knows it: counts of cards, the pile, target and face due."""
    to_act = ref.asking[0] if ref.phase == "challenge" and ref.asking else ref.turn
    return _updown(names, ref.hand_sizes, ref.pile, ref.target, ref.face_due, ref.phase, ref.stock_size,
                   to_act, ref.winners, _leader(ref.events), None, (), check_lang(lang))
