"""Cards, hands and the 一上一下 pile as SVG/HTML pictures, for notebooks and pages (no game logic here).

>>> svg = card_svg(Card(14, "S"))
>>> svg.startswith("<svg") and 'aria-label="A♠, ace of spades, 黑桃A"' in svg
True
>>> 'aria-label="黑桃A"' in card_svg(Card(14, "S"), lang="zh")
True
>>> 'class="cs-card cs-back"' in card_svg(None)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from ..cards import RANK_LABELS, SUIT_SYMBOLS, Card, parse_card
from ..i18n import Lang, Seat, _, check_lang

if TYPE_CHECKING:                  # a type only: drawing the pile must not import the game
    from ..updown.records import PileCard

RED, BLACK = "#c62828", "#1b1b1b"
_WIDTH, _HEIGHT = 60, 84


def card_svg(card: Card | str | None, width: int = _WIDTH, highlight: bool = False, dim: bool = False,
             lang: Lang = "en") -> str:
    """One card as an inline SVG picture; ``None`` draws a card face down.

    ``highlight`` outlines the card (e.g. "keep this one"), ``dim`` greys it (e.g. discarded). A card
    may also be given as a string ("AS"); one that cannot exist is refused (:func:`engine.cards.parse_card`).
    Its name, for a screen reader and as a tooltip, is in ``lang``; the English one gives the Chinese too.
    """
    card = None if card is None else parse_card(card)
    lang = check_lang(lang)
    height = round(width * _HEIGHT / _WIDTH)
    box = f'viewBox="0 0 {_WIDTH} {_HEIGHT}" width="{width}" height="{height}"'
    if card is None:
        back = escape(_("a card, face down").render(lang))
        return (f'<svg class="cs-card cs-back" {box} role="img" aria-label="{back}" '
                f'xmlns="http://www.w3.org/2000/svg">'
                f'<rect x="1" y="1" width="58" height="82" rx="6" fill="#1e4e8c" stroke="#0d2c52" stroke-width="2"/>'
                f'<rect x="6" y="6" width="48" height="72" rx="4" fill="none" stroke="#9cc0ee" '
                f'stroke-width="1.5" stroke-dasharray="3 2"/></svg>')
    colour = RED if card.is_red else BLACK
    rank, suit = RANK_LABELS[card.rank], SUIT_SYMBOLS[card.suit]
    label = escape(card.chinese if lang == "zh" else f"{card.label}, {card.english}, {card.chinese}")
    stroke = ' stroke="#f9a825" stroke-width="4"' if highlight else ' stroke="#9e9e9e" stroke-width="1.5"'
    opacity = ' opacity="0.45"' if dim else ""
    small = 13 if len(rank) == 1 else 11
    return (f'<svg class="cs-card" {box} role="img" aria-label="{label}" xmlns="http://www.w3.org/2000/svg"{opacity}>'
            f'<title>{label}</title>'
            f'<rect x="1" y="1" width="58" height="82" rx="6" fill="#fff"{stroke}/>'
            f'<text x="6" y="17" font-size="{small}" font-family="sans-serif" font-weight="bold" '
            f'fill="{colour}">{rank}</text>'
            f'<text x="6" y="30" font-size="12" font-family="sans-serif" fill="{colour}">{suit}</text>'
            f'<text x="30" y="57" font-size="28" text-anchor="middle" font-family="sans-serif" '
            f'fill="{colour}">{suit}</text>'
            f'<text x="54" y="78" font-size="{small}" text-anchor="end" font-family="sans-serif" font-weight="bold" '
            f'fill="{colour}">{rank}</text></svg>')


def hand_html(cards: Iterable[Card | None], width: int = _WIDTH, caption: str = "",
              highlight: Sequence[Card] = (), dim: Sequence[Card] = (), lang: Lang = "en") -> str:
    """A row of cards, with an optional caption under it.

    >>> html = hand_html([Card(14, "S"), None], caption="Ann")
    >>> html.count("<svg"), "Ann" in html
    (2, True)
    """
    pictures = "".join(
        f'<span style="display:inline-block;margin:2px">'
        f'{card_svg(c, width, highlight=c in highlight, dim=c in dim, lang=lang)}</span>' for c in cards)
    text = f'<div style="font-size:0.9em;color:#555">{escape(caption)}</div>' if caption else ""
    return f'<div class="cs-hand" style="display:inline-block;margin:4px 12px 4px 0">{pictures}{text}</div>'


def pile_html(pile: Sequence[PileCard], names: Sequence[str] | None = None, width: int = 44,
              you: int | None = None, lang: Lang = "en") -> str:
    """The 一上一下 centre pile, oldest first, from a view's or the referee's ``pile``: face-up cards
    as they are; face-down cards as backs labelled with what was declared. A face-down card this
    viewer knows (its own) stays a back — it is hidden from the others — with the real card small
    beside it; the seat ``you`` reads "you said 9".

    >>> from engine.updown import Face, PileCard
    >>> html = pile_html([PileCard(0, Face.UP, 8, Card(8, "S")), PileCard(1, Face.DOWN, 10)], names=["甲", "乙"])
    >>> html.count("<svg"), "乙 says 10" in html, "甲 · up" in html
    (2, True, True)
    >>> mine = pile_html([PileCard(0, Face.DOWN, 9, Card(7, "H"))], names=["You"], you=0)
    >>> "you said 9" in mine, 'class="cs-card cs-back"' in mine, "7♥" in mine
    (True, True, True)
    >>> "你报的是 9" in pile_html([PileCard(0, Face.DOWN, 9, Card(7, "H"))], names=["你"], you=0, lang="zh")
    True
    >>> unsaid = PileCard(1, Face.DOWN, 3, None, nothing_said=True)      # nothing declared: it counts as 3
    >>> "乙没报点，算作报了 3" in pile_html([unsaid], names=["甲", "乙"], lang="zh")
    True
    """
    lang = check_lang(lang)
    if not pile:
        empty = escape(_("The pile is empty.").render(lang))
        return f'<div class="cs-pile" style="color:#777">{empty}</div>'
    parts = []
    for p in pile:
        who = names[p.seat] if names else Seat(p.seat)
        rank = RANK_LABELS[p.counts_as]
        if p.face == "up":
            caption = (_("you · up") if p.seat == you else _("{who} · up", who=who)).render(lang)
            picture = card_svg(p.card, width, lang=lang)
        else:
            caption = (_("you said nothing: counts as {rank}", rank=rank) if p.nothing_said and p.seat == you else
                       _("{who} said nothing: counts as {rank}", who=who, rank=rank) if p.nothing_said else
                       _("you said {rank}", rank=rank) if p.seat == you else      # never "says 3" of nothing said
                       _("{who} says {rank}", who=who, rank=rank)).render(lang)   # (UD-9; the 22nd read)
            picture = card_svg(None, width, lang=lang)
            if p.card is not None:
                only = escape(_("only you see it: {card}", card=p.card.label).render(lang))
                small = card_svg(p.card, width // 2, lang=lang)
                peek = (f'<span class="cs-peek" title="{only}" '
                        f'style="position:absolute;right:-12px;top:-6px">{small}</span>')
                picture = f'<span style="position:relative;display:inline-block">{picture}{peek}</span>'
        parts.append(f'<div class="cs-pile-card" style="display:inline-block;text-align:center;margin:2px 8px 2px 2px">'
                     f'{picture}<div style="font-size:0.75em;color:#555">{escape(caption)}</div></div>')
    return f'<div class="cs-pile" style="display:flex;flex-wrap:wrap;align-items:flex-end">{"".join(parts)}</div>'
