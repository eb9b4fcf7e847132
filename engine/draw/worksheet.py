"""Printable five-card draw worksheets, made from a seed: the questions and their answer keys.

Three kinds, each a pure function of its seed that returns typed records (no HTML — the pictures
and pages are drawn by :mod:`engine.present.worksheets`):

- :func:`deal_diagram` — the top cards of a shuffled deck; who receives each one (FD-6)?
- :func:`name_the_hand` — five cards; which of the nine categories is it (FD-13)?
- :func:`keep_questions` — five cards; which would you keep before replacing (FD-8)?

Every answer comes from the engine itself (the game's deal, :func:`engine.hands.hand_value`,
:func:`engine.draw.advisor.advise`), so a key can be recomputed from its question.

>>> sheet = deal_diagram(seed=12, players=3)
>>> len(sheet.deck_top), sheet.key[0].seat, sheet.first_to_speak
(15, 1, 1)
>>> [q.category.english for q in name_the_hand(seed=12, count=3)]
['one pair', 'straight flush', 'four of a kind']
>>> keep_questions(seed=12, count=1)[0].best
'keep A♣ A♠ K♦, replace 2'
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import RANKS, SUITS, Card
from ..errors import RulesError, check_bool, check_int, check_seed
from ..hands import Category, describe, hand_value
from ..i18n import Lang, Text, _, check_lang, render
from .advisor import advise
from .events import Dealt
from .game import new_game
from .quiz import keep_exercises
from .rules import DEFAULT_CATEGORY_POINTS, DrawRules

# ---- deal diagrams (FD-6) ---------------------------------------------------------------------


@dataclass(frozen=True)
class DealtCard:
    """One card of the deal: its place from the top of the deck, the time round it belongs to (the
    ``time_round``-th card each player receives, 1 to 5), and the seat that receives it."""

    number: int
    time_round: int
    seat: int
    card: Card


@dataclass(frozen=True)
class DealDiagram:
    """A seeded deal. The question: ``deck_top`` (top card first), ``players`` and ``dealer``.
    The key: who receives each card, every seat's five cards, who speaks first and the stock left."""

    seed: int | str
    players: int
    dealer: int
    deck_top: tuple[Card, ...]
    key: tuple[DealtCard, ...]
    hands: tuple[tuple[Card, ...], ...]
    first_to_speak: int
    stock_left: int


def deal_diagram(seed: int | str, players: int = 4, dealer: int = 0) -> DealDiagram:
    """The first deal of a seeded match (FD-6), as a worksheet: the same deal lesson 01 shows for
    this seed and number of players (with the dealer in seat 0).

    >>> d = deal_diagram(seed=1, players=4)
    >>> [(c.number, c.time_round, c.seat) for c in d.key[:5]]
    [(1, 1, 1), (2, 1, 2), (3, 1, 3), (4, 1, 0), (5, 2, 1)]
    >>> d.hands[1][0] == d.deck_top[0], d.stock_left
    (True, 32)
    >>> deal_diagram(seed=1, players=7)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: players must be a whole number from 3 to 6, not 7 (FD-1)
    """
    check_seed(seed)
    check_int(players, "players", 3, 6, RulesError, "FD-1")
    check_int(dealer, "dealer", 0, players - 1, RulesError, "FD-4")
    game = new_game(DrawRules(players=players, first_dealer=dealer), seed=seed)
    dealt = [(e.seat, e.card) for e in game.events if isinstance(e, Dealt) and e.card is not None]
    key = tuple(DealtCard(number=i + 1, time_round=i // players + 1, seat=seat, card=card)
                for i, (seat, card) in enumerate(dealt))
    return DealDiagram(seed=seed, players=players, dealer=dealer, deck_top=tuple(c.card for c in key), key=key,
                       hands=tuple(tuple(h) for h in game.hands), first_to_speak=game.seat_order()[0],
                       stock_left=len(game.stock))


# ---- name the hand (FD-13) --------------------------------------------------------------------

TRAPS = ("wrap-around", "A-2-3-4-5", "four of one suit", "royal")


@dataclass(frozen=True)
class NameTheHand:
    """Five cards (the question) and, for the key, the category, the hand in words, the points
    it scores under points-by-category (FD-3) and a note when the hand is a trap or a table's choice."""

    hand: tuple[Card, ...]
    category: Category
    description: str
    points: int
    note: str = ""


_NOTES = {
    "wrap-around": _("Not a straight: a straight never wraps round from A to 2 — Q-K-A-2-3 is just ace high "
                     "(FD-13)."),
    "A-2-3-4-5": _("Not a straight at this table: it agreed that A plays high only (FD-5), so A-2-3-4-5 is just "
                   "ace high. In standard poker it is a straight, the lowest."),
    "A-2-3-4-5 low": _("A straight: in standard poker A-2-3-4-5 is the lowest straight, 5 high (FD-5; a table may "
                       "agree that A plays high only)."),
    "four of one suit": _("Not a flush: a flush needs all five cards of one suit (FD-13)."),
    "royal": _("It is also a straight flush (FD-13): 10-J-Q-K-A of one suit."),
}


def _note(trap: str, lang: Lang) -> str:
    note: Text | None = _NOTES.get(trap)
    return note.render(lang) if note else ""


def _straight_ranks(top: int) -> list[int]:
    return [14, 2, 3, 4, 5] if top == 5 else list(range(top - 4, top + 1))


def _candidate(category: Category, trap: str, rng: random.Random, ace_low: bool) -> list[Card]:
    """Cards meant to be of ``category`` (the engine checks; a miss is drawn again)."""
    suit = rng.choice(SUITS)

    def any_suit() -> str:
        return rng.choice(SUITS)

    if trap == "royal":
        return [Card(r, suit) for r in _straight_ranks(14)]
    if trap == "wrap-around":
        return [Card(r, any_suit()) for r in (12, 13, 14, 2, 3)]
    if trap.startswith("A-2-3-4-5"):
        return [Card(r, any_suit()) for r in _straight_ranks(5)]
    if trap == "four of one suit":
        ranks = rng.sample(RANKS, 5)
        other = rng.choice([s for s in SUITS if s != suit])
        return [Card(r, suit) for r in ranks[:4]] + [Card(ranks[4], other)]
    if category in (Category.STRAIGHT_FLUSH, Category.STRAIGHT):
        top = rng.randint(5 if ace_low else 6, 14)
        return [Card(r, suit if category == Category.STRAIGHT_FLUSH else any_suit()) for r in _straight_ranks(top)]
    if category == Category.FLUSH:
        return [Card(r, suit) for r in rng.sample(RANKS, 5)]
    if category == Category.HIGH_CARD:
        return [Card(r, any_suit()) for r in rng.sample(RANKS, 5)]
    # the categories made of groups of one rank: sizes of the groups, then distinct ranks for them
    shape = {Category.FOUR_OF_A_KIND: (4, 1), Category.FULL_HOUSE: (3, 2), Category.THREE_OF_A_KIND: (3, 1, 1),
             Category.TWO_PAIR: (2, 2, 1), Category.ONE_PAIR: (2, 1, 1, 1)}[category]
    cards: list[Card] = []
    for rank, size in zip(rng.sample(RANKS, len(shape)), shape, strict=True):
        cards += [Card(rank, s) for s in rng.sample(SUITS, size)]
    return cards


def name_the_hand(seed: int | str, count: int = 9, ace_low: bool = True,
                  lang: Lang = "en") -> tuple[NameTheHand, ...]:
    """``count`` hands to name, seeded. The categories come in a shuffled order, each once before any
    comes twice; the high-card and straight-flush slots are often a trap (Q-K-A-2-3, four cards of
    one suit, the royal flush), and A-2-3-4-5 comes with a note saying it is the table's choice (a
    straight by default, ace high at a table that turned the A-low switch off, FD-5). The key's words
    (``description``, ``note``) are in ``lang``; the hands are the same in either language.

    >>> qs = name_the_hand(seed=5, count=9)
    >>> sorted(q.category.english for q in qs) == sorted(c.english for c in Category)
    True
    >>> all(hand_value(q.hand).category == q.category for q in qs)
    True
    >>> name_the_hand(seed=5, count=0)
    Traceback (most recent call last):
    ...
    ValueError: count must be a whole number from 1 to 27, not 0
    """
    check_seed(seed)
    check_int(count, "count", 1, 27)
    check_bool(ace_low, "ace_low")
    lang = check_lang(lang)
    rng = random.Random(f"name the hand/{seed}/{ace_low}")
    order_rng = random.Random(f"name the hand: order/{seed}")
    order: list[Category] = []
    while len(order) < count:
        cycle = list(Category)
        order_rng.shuffle(cycle)
        order += cycle
    questions = []
    for category in order[:count]:
        trap = ""
        if category == Category.HIGH_CARD and rng.random() < 0.75:
            trap = rng.choice(["wrap-around", "four of one suit"] + ([] if ace_low else ["A-2-3-4-5"]))
        elif category == Category.STRAIGHT and ace_low and rng.random() < 0.25:
            trap = "A-2-3-4-5 low"
        elif category == Category.STRAIGHT_FLUSH and rng.random() < 0.25:
            trap = "royal"
        while True:
            cards = _candidate(category, trap, rng, ace_low)
            value = hand_value(cards, ace_low)
            if value.category == category and len(set(cards)) == 5:
                break
        rng.shuffle(cards)
        questions.append(NameTheHand(hand=tuple(cards), category=value.category, description=describe(value, lang),
                                     points=DEFAULT_CATEGORY_POINTS[value.category], note=_note(trap, lang)))
    return tuple(questions)


# ---- what would you keep? (FD-8, with the advisor) -------------------------------------------


@dataclass(frozen=True)
class KeepQuestion:
    """Five cards before replacing (the question) and, for the key, the advisor's best choice with its
    chance to win, and cardschool's rule of thumb with its own chance, against ``opponents``."""

    hand: tuple[Card, ...]
    opponents: int
    max_replace: int
    best_keep: tuple[Card, ...]
    best: str
    best_chance: float
    best_improves: float
    thumb_name: str
    thumb_advice: str
    thumb_keep: tuple[Card, ...]
    thumb_chance: float
    criterion: str
    # the advisor's words for the gap (Advice.difference): "practically equal", "a small difference" or this
    difference: str = "a clear difference"

    @property
    def agree(self) -> bool:
        """Do the rule of thumb and the advisor keep the same cards?"""
        return set(self.best_keep) == set(self.thumb_keep)


def keep_questions(seed: int | str, count: int = 6, opponents: int = 3,
                   max_replace: int = 3, lang: Lang = "en") -> tuple[KeepQuestion, ...]:
    """``count`` hands for "what would you keep?", answered by :func:`engine.draw.advisor.advise`.

    The hands are those of :func:`engine.draw.quiz.keep_exercises` for the seed (a pair, four to a
    flush, an open-ended straight draw, two pair, nothing, an inside straight draw, three of a kind,
    in turn) — the same hands lesson 03's exercises show for that seed. Three opponents is a table
    of four, the default. The key's words (``best``, ``thumb_name``, ``thumb_advice``, ``criterion``)
    are in ``lang``.

    >>> q = keep_questions(seed=2, count=1)[0]
    >>> q.thumb_name, q.best, q.agree
    ('one pair', 'keep A♦ A♣, replace 3', True)
    >>> keep_questions(seed=1, opponents=6)
    Traceback (most recent call last):
    ...
    ValueError: opponents must be a whole number from 1 to 5, not 6 (FD-1)
    """
    check_seed(seed)
    check_int(count, "count", 1, 14)
    check_int(opponents, "opponents", 1, 5, ValueError, "FD-1")
    check_int(max_replace, "max_replace", 1, 5, ValueError, "FD-5")
    lang = check_lang(lang)
    questions = []
    for hand in keep_exercises(seed, count):
        advice = advise(hand, max_replace=max_replace, opponents=opponents)
        thumb = advice.thumb_choice
        questions.append(KeepQuestion(
            hand=tuple(hand), opponents=opponents, max_replace=max_replace, best_keep=advice.best.keep,
            best=advice.best.describe(lang), best_chance=advice.best.p_beats_opponents,
            best_improves=advice.best.p_improve,
            thumb_name=render(advice.thumb.name_text or advice.thumb.name, lang),
            thumb_advice=render(advice.thumb.replacing, lang),          # which cards to keep, not whether to stay
            thumb_keep=thumb.keep, thumb_chance=thumb.p_beats_opponents,
            criterion=advice.criterion_text.render(lang), difference=advice.difference(advice.best, thumb)))
    return tuple(questions)
