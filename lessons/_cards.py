"""The card widget: a hand (or a whole deck) where the reader clicks the cards themselves to pick them.

One convention everywhere a learner picks cards: **the cards you pick are the ones that leave your
hand** — in five-card draw the cards you throw away to be replaced (FD-8), in 一上一下 the card you
play, and for a referee the card that was turned over. A picked card lifts out of the row, as a card
pulled from a real hand does, and carries a word saying what will happen to it ("replace", "play");
the lesson's action button then says what the whole selection means ("Replace 3: keep Q♥ Q♠").

Made with anywidget (:class:`CardPicker`, shown through ``mo.ui.anywidget``): the click answers in
the browser at once, the selection goes to Python as the widget's ``selected`` trait, and it runs
wherever a lesson runs — ``marimo run``, headless (a test sets ``selected``), and the live lessons
(the site serves anywidget and what it needs, tools/pyodide_mirror.py). The pictures are the
engine's (:func:`engine.present.cards.card_svg`); nothing here knows a rule.

Keyboard: Tab reaches the row (one stop), the arrow keys move between cards (Up/Down by a row in a
deck), Home/End go to the ends, Space or Enter picks or unpicks. A screen reader hears each card's
name in the reader's language and whether it is picked ("ace of spades, selected" / "黑桃A，已选").
A row of cards is as wide as the page allows, each card 64 px (large print: 96 px) or narrower to fit, but
never below 44 px (a finger's tap on a phone): past that a row goes on to a second line.

>>> from engine.cards import parse_cards
>>> hand = parse_cards("QS QH 7D 4C 2S")
>>> p = picker(hand, "en", mark="replace", label="Your hand", most=3, selected=[4, 2])
>>> p.widget.selected, chosen(p, hand)
([2, 4], [Card('7D'), Card('2S')])
>>> p.widget.names[0], p.widget.names_selected[0]
('queen of spades', 'queen of spades, selected')
>>> picker(hand, "zh", mark="换", label="你的牌").widget.names_selected[0]
'黑桃Q，已选'
>>> chosen({"selected": [9, 1, 1, "x", -1]}, hand)          # what a browser could send: only real cards, once
[Card('QH')]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import anywidget
import marimo as mo
import traitlets

import _kit as kit
from engine.cards import RANK_LABELS, RANKS, SUITS, Card, parse_card, updown_order
from engine.i18n import Lang, check_lang
from engine.present.cards import card_svg

WIDTH, DECK_WIDTH, SMALLEST = 64, 52, 44   # a card's widest in px (a hand, a whole deck), never narrower (a tap)

_ESM = r"""
function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "cs-picker";
  const row = document.createElement("div");
  row.className = "cs-picker-cards";
  row.setAttribute("role", "group");
  const note = document.createElement("div");
  note.className = "cs-picker-note";
  note.setAttribute("aria-live", "polite");
  root.append(row, note);
  el.appendChild(root);
  let buttons = [];
  let focused = 0;

  function build() {
    row.replaceChildren();
    const columns = model.get("columns");
    let line = row;
    row.classList.toggle("cs-picker-rows", columns > 0);
    buttons = model.get("pictures").map((svg, i) => {
      if (columns > 0 && i % columns === 0) {         // a deck: a line of its own for each suit
        line = document.createElement("div");
        line.className = "cs-picker-line";
        row.appendChild(line);
      }
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cs-pick";
      b.innerHTML = '<span class="cs-pick-face" aria-hidden="true">' + svg + '</span>'
        + '<span class="cs-pick-mark" aria-hidden="true"></span>';
      b.addEventListener("click", () => { focused = i; toggle(i); });
      b.addEventListener("keydown", (event) => move(event, i));
      line.appendChild(b);
      return b;
    });
    focused = Math.max(0, Math.min(focused, buttons.length - 1));
    update();
  }

  function update() {
    const picked = new Set(model.get("selected"));
    const names = model.get("names"), namesPicked = model.get("names_selected"), mark = model.get("mark");
    root.lang = model.get("lang");
    root.style.setProperty("--cs-pick-w", model.get("width") + "px");
    root.style.setProperty("--cs-pick-n", String(model.get("columns") || buttons.length || 1));
    row.setAttribute("aria-label", model.get("label"));
    buttons.forEach((b, i) => {
      const on = picked.has(i);
      b.classList.toggle("cs-picked", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.setAttribute("aria-label", (on ? namesPicked[i] : names[i]) || "");
      b.title = names[i] || "";
      b.querySelector(".cs-pick-mark").textContent = on ? mark : "";
      b.tabIndex = i === focused ? 0 : -1;
    });
  }

  function toggle(i) {
    const before = model.get("selected"), most = model.get("most");
    let after = before.filter((j) => j !== i);
    if (after.length === before.length) {              // i was not picked: pick it
      if (most === 1) after = [i];
      else if (after.length >= most) { note.textContent = model.get("limit_note"); return; }
      else after = [...after, i].sort((a, b) => a - b);
    }
    note.textContent = "";
    model.set("selected", after);
    model.save_changes();
    update();
  }

  function move(event, i) {
    const n = buttons.length, columns = model.get("columns") || n;
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + columns, ArrowUp: i - columns,
                 Home: 0, End: n - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focused = Math.max(0, Math.min(n - 1, to));
    update();
    buttons[focused].focus();
  }

  const redraw = () => build();
  const restate = () => update();
  model.on("change:pictures", redraw);
  for (const name of ["selected", "names", "names_selected", "mark", "label", "width", "lang"]) {
    model.on("change:" + name, restate);
  }
  build();
  return () => {
    model.off("change:pictures", redraw);
    for (const name of ["selected", "names", "names_selected", "mark", "label", "width", "lang"]) {
      model.off("change:" + name, restate);
    }
  };
}
export default { render };
"""

_CSS = """
.cs-picker{padding:18px 0 6px;max-width:100%;box-sizing:border-box;
 width:calc(var(--cs-pick-n,5) * var(--cs-pick-w,64px) + (var(--cs-pick-n,5) - 1) * 6px)}
.cs-picker-cards,.cs-picker-line{display:flex;flex-wrap:wrap;gap:20px 6px;align-items:flex-end}
.cs-picker-cards.cs-picker-rows{flex-direction:column;align-items:flex-start}
.cs-picker-line{width:100%}
.cs-pick{appearance:none;-webkit-appearance:none;border:0;background:none;margin:0;padding:0;cursor:pointer;
 position:relative;min-width:44px;min-height:44px;border-radius:8px;
 flex:0 0 max(44px,min(var(--cs-pick-w,64px),calc((100% - (var(--cs-pick-n,5) - 1) * 6px) / var(--cs-pick-n,5))));
 transition:transform .08s ease-out;touch-action:manipulation;-webkit-tap-highlight-color:transparent}
.cs-pick-face{display:block;border-radius:7px}
.cs-pick svg{display:block;width:100%;height:auto}
.cs-pick.cs-picked{transform:translateY(-16px)}
.cs-pick.cs-picked .cs-pick-face{box-shadow:0 0 0 4px #f9a825,0 6px 10px rgba(0,0,0,.25)}
.cs-pick:focus-visible{outline:3px solid #1e88e5;outline-offset:4px}
.cs-pick-mark{position:absolute;left:50%;top:100%;transform:translateX(-50%);margin-top:3px;background:#f9a825;
 color:#000;font:bold max(11px,calc(var(--cs-pick-w,64px) * .18)) sans-serif;line-height:1.25;border-radius:999px;
 padding:0 .5em;white-space:nowrap;pointer-events:none}
.cs-pick-mark:empty{display:none}
.cs-picker-note{min-height:1.3em;margin-top:4px;color:#b71c1c;font-size:.95em}
@media (hover:hover){.cs-pick:not(.cs-picked):hover{transform:translateY(-5px)}}
"""


class CardPicker(anywidget.AnyWidget):
    """The widget itself (what the browser draws); lessons make it with :func:`picker`."""

    _esm = _ESM
    _css = _CSS
    pictures = traitlets.List(traitlets.Unicode()).tag(sync=True)      # one SVG per card, the engine's
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)         # each card's name, for a screen reader
    names_selected = traitlets.List(traitlets.Unicode()).tag(sync=True)  # … and picked ("…, selected")
    selected = traitlets.List(traitlets.Int()).tag(sync=True)          # the picked cards, by position
    most = traitlets.Int(1).tag(sync=True)                             # how many may be picked (1: one only)
    mark = traitlets.Unicode("").tag(sync=True)                        # the word under a picked card
    label = traitlets.Unicode("").tag(sync=True)                       # the row's name, for a screen reader
    limit_note = traitlets.Unicode("").tag(sync=True)                  # said when one more than ``most`` is clicked
    columns = traitlets.Int(0).tag(sync=True)                          # cards per row for Up/Down (0: one row)
    width = traitlets.Int(WIDTH).tag(sync=True)                        # a card's width in px
    lang = traitlets.Unicode("en").tag(sync=True)                      # the page's language, for a screen reader


def card_name(card: Card, lang: Lang) -> str:
    """A card's name as a screen reader says it: "ace of spades", "黑桃A"."""
    return card.chinese if check_lang(lang) == "zh" else card.english


def picker(cards: Iterable[Card | str], lang: Lang, *, mark: str, label: str, most: int = 1,
           selected: Iterable[int] = (), large: bool = False, columns: int = 0, limit_note: str = "",
           on_change: Callable[[list[int]], None] | None = None, width: int = WIDTH) -> mo.ui.anywidget:
    """A row of ``cards`` to pick from, shown by marimo: ``most`` of them at a time (1: picking one
    unpicks the other; 0: none, and a click says ``limit_note``), starting with ``selected`` (positions;
    any that do not fit are dropped). ``mark`` is the word under a picked card, ``label`` the row's name
    for a screen reader, ``limit_note`` what the reader is told on clicking one card too many; ``columns``
    cards to a row (a deck: 13) for
    the Up and Down keys, each suit on a line of its own; ``on_change`` hears every new selection (to keep
    it across a language switch); ``width`` a card's widest in px (large print: half as wide again).
    Read the picked cards with :func:`chosen`."""
    lang = check_lang(lang)
    hand = [parse_card(c) for c in cards]
    if not isinstance(most, int) or isinstance(most, bool) or most < 0:
        raise ValueError(f"most must be a whole number of cards, not {most!r}")
    words = kit.words(lang).tr
    names = [card_name(c, lang) for c in hand]
    widget = CardPicker(
        pictures=[card_svg(c, lang=lang) for c in hand], names=names,
        names_selected=[words(_("{card}, selected"), card=n) for n in names],
        selected=_positions(selected, len(hand))[:most], most=most, mark=mark, label=label,
        limit_note=limit_note, columns=max(0, columns), width=max(SMALLEST, round(width * 1.5) if large else width),
        lang="zh-Hans" if lang == "zh" else "en")
    if on_change is not None:
        widget.observe(lambda change: on_change(list(change["new"])), names="selected")
    return mo.ui.anywidget(widget)


def chosen(picked: Any, cards: Sequence[Card]) -> list[Card]:
    """The cards picked, in the order of ``cards``: from a picker (or its value, or a stand-in with a
    ``value``), each real position once; anything else a browser could send is left out."""
    value = getattr(picked, "value", picked)
    positions = value.get("selected", ()) if isinstance(value, dict) else ()
    return [cards[i] for i in _positions(positions, len(cards))]


def _positions(positions: Any, size: int) -> list[int]:
    if not isinstance(positions, Iterable) or isinstance(positions, str | bytes):
        return []
    return sorted({p for p in positions if isinstance(p, int) and not isinstance(p, bool) and 0 <= p < size})


def _(msgid: str) -> str:
    """Marks a message for ``tools/i18n.py`` (the kit's catalog), translated by ``kit.words``' ``tr``."""
    return msgid


def _labels(cards: Iterable[Card]) -> str:
    return " ".join(c.label for c in cards)


# ---- five-card draw: the cards you throw away (FD-8) ---------------------------------------------

def discard_picker(hand: Sequence[Card], lang: Lang, most: int, selected: Iterable[int] = (), large: bool = False,
                   on_change: Callable[[list[int]], None] | None = None) -> mo.ui.anywidget:
    """A five-card draw hand: click the cards you throw away, at most ``most`` (the table's limit, FD-8).

    >>> from engine.cards import parse_cards
    >>> p = discard_picker(parse_cards("QS QH 7D 4C 2S"), "zh", most=3)
    >>> p.widget.mark, p.widget.label, p.widget.most
    ('换', '你的牌：点你要换掉的牌', 3)
    >>> discard_picker(parse_cards("QS QH 7D 4C 2S"), "en", most=0).widget.limit_note
    'At this table nobody replaces a card (FD-5): you keep all five.'
    """
    tr, ntr = kit.words(lang).tr, kit.words(lang).ntr
    most = max(0, most)
    note = (tr("At this table nobody replaces a card (FD-5): you keep all five.") if most == 0 else
            ntr("You may replace at most {n} card (FD-8): click a lifted card to put it back first.",
                "You may replace at most {n} cards (FD-8): click a lifted card to put it back first.", most))
    return picker(hand, lang, mark=tr("replace"), label=tr("Your hand: click the cards you throw away"),
                  most=most, selected=selected, large=large, on_change=on_change, limit_note=note)


def replace_label(hand: Sequence[Card], thrown: Sequence[Card], lang: Lang) -> str:
    """What the replace button says for the cards picked: both what goes and what stays.

    >>> from engine.cards import parse_cards
    >>> hand = parse_cards("QS QH 7D 4C 2S")
    >>> replace_label(hand, hand[2:], "en"), replace_label(hand, hand[4:], "en")
    ('Replace 3: keep Q♠ Q♥', 'Replace 1: keep Q♠ Q♥ 7♦ 4♣')
    >>> replace_label(hand, [], "en"), replace_label(hand, hand, "en")
    ('Keep all 5 cards (replace none)', 'Replace all 5 cards')
    >>> replace_label(hand, hand[2:], "zh"), replace_label(hand, [], "zh")
    ('换 3 张，留下 Q♠ Q♥', '一张不换，五张都留下')
    """
    _lang, tr, ntr = kit.words(lang)
    kept = [c for c in hand if c not in thrown]
    if not thrown:
        return ntr("Keep all {n} card (replace none)", "Keep all {n} cards (replace none)", len(hand))
    if not kept:
        return ntr("Replace all {n} card", "Replace all {n} cards", len(hand))
    return ntr("Replace {n}: keep {kept}", "Replace {n}: keep {kept}", len(thrown), kept=_labels(kept))


# ---- 一上一下: the card you play -------------------------------------------------------------------

def play_picker(hand: Sequence[Card], lang: Lang, selected: Iterable[int] = (), large: bool = False,
                on_change: Callable[[list[int]], None] | None = None) -> mo.ui.anywidget:
    """A 一上一下 hand: click the one card you play.

    >>> from engine.cards import parse_cards
    >>> play_picker(parse_cards("3H 8S 2D"), "en").widget.label
    'Your hand: click the card you play'
    """
    tr = kit.words(lang).tr
    return picker(hand, lang, mark=tr("play"), label=tr("Your hand: click the card you play"), most=1,
                  selected=selected, large=large, on_change=on_change)


def play_label(card: Card | None, face: str, declared: int | None, lang: Lang) -> str:
    """What the play button says: the card picked, the face it goes with, and for a face-down card the
    rank declared (UD-6, UD-8).

    >>> from engine.cards import Card
    >>> play_label(Card(8, "S"), "up", None, "en"), play_label(Card(8, "S"), "down", 9, "en")
    ('Play 8♠ face up', 'Play 8♠ face down, declaring 9')
    >>> play_label(Card(8, "S"), "down", 14, "zh"), play_label(None, "up", None, "zh")
    ('出暗牌 8♠，报 A', '先点手里的一张牌')
    """
    tr = kit.words(lang).tr
    if card is None:
        return tr("Click a card in your hand first")
    if face == "up":
        return tr("Play {card} face up", card=card.label)
    return tr("Play {card} face down, declaring {rank}", card=card.label,
              rank=RANK_LABELS[declared] if declared in RANK_LABELS else "?")


# ---- a referee's deck: the real card -------------------------------------------------------------

def deck_picker(lang: Lang, turned_over: bool, selected: Iterable[int] = (), large: bool = False,
                on_change: Callable[[list[int]], None] | None = None) -> tuple[mo.ui.anywidget, list[Card]]:
    """The whole deck, a suit to a row and the ranks low to high as 一上一下 orders them (UD-2): the
    referee clicks the real card — the one played face up, or (``turned_over``) the one a challenge
    turned over. Gives the picker and the cards in its order.

    >>> p, deck = deck_picker("zh", turned_over=True)
    >>> len(deck), p.widget.columns, p.widget.mark, deck[:2]
    (52, 13, '翻开', [Card('3S'), Card('4S')])
    """
    tr = kit.words(lang).tr
    deck = [Card(r, s) for s in SUITS for r in sorted(RANKS, key=updown_order)]
    if turned_over:
        mark, label = tr("revealed"), tr("The deck: click the card that was turned over")
    else:
        mark, label = tr("played"), tr("The deck: click the card that was played face up")
    return picker(deck, lang, mark=mark, label=label, most=1, selected=selected, large=large, columns=13,
                  on_change=on_change, width=DECK_WIDTH), deck
