"""Cards: ranks, suits, a 52-card deck, seeded shuffling, parsing and names (FD-2, UD-1, UD-2).

A card is a small immutable pair of a rank (2..14, where 11=J, 12=Q, 13=K, 14=A) and a suit
letter (S, H, D, C). People type cards in many ways; all of these read the same card:

>>> parse_card("AS") == parse_card("as") == parse_card("♠A") == parse_card("A♠")
True
>>> parse_cards("10h Th KD")
Traceback (most recent call last):
...
engine.cards.CardError: "Th" appears twice (the 10 of hearts) — a hand holds each card once
>>> hand = parse_cards("AS KD 10h")
>>> [str(c) for c in hand]
['A♠', 'K♦', '10♥']
>>> [c.chinese for c in hand]
['黑桃A', '方块K', '红桃10']
>>> hand[0].english
'ace of spades'

The two games order ranks differently: poker puts A on top, 一上一下 puts 2 on top (UD-2).

>>> sorted(RANKS, key=poker_order)[-1], sorted(RANKS, key=updown_order)[-1]
(14, 2)
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .errors import Refusal, check_bool, check_seed
from .i18n import Joined, Quoted, Text, _, excerpt
from .terms import LIST_SEPARATORS_ZH, RANK_ALIASES_ZH, SUIT_ALIASES_ZH, SUIT_NAMES_ZH

RANKS: tuple[int, ...] = tuple(range(2, 15))
SUITS: tuple[str, ...] = ("S", "H", "D", "C")

RANK_LABELS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
               11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {r: w + "s" for r, w in RANK_WORDS.items()}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_CHINESE = {s: SUIT_NAMES_ZH[SUIT_WORDS[s]] for s in SUITS}      # 黑桃, 红桃, 方块, 梅花 (engine/terms.py)
RED_SUITS = frozenset("HD")

_RANK_TOKENS = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10,
                "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
_SUIT_TOKENS = {"S": "S", "H": "H", "D": "D", "C": "C",
                "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
# What a Chinese user types (after NFKC, which turns full-width ＡＳ and １０ into AS and 10):
# the suits' names and their other names, and 十 for the 10 (engine/terms.py).
_SUIT_OF_WORD = {w: s for s, w in SUIT_WORDS.items()}
_CHINESE_SUITS = {**{name: _SUIT_OF_WORD[w] for w, name in SUIT_NAMES_ZH.items()},
                  **{name: _SUIT_OF_WORD[w] for name, w in SUIT_ALIASES_ZH.items()}}
_ALL_SUITS = sorted({**_SUIT_TOKENS, **_CHINESE_SUITS}.items(), key=lambda kv: -len(kv[0]))
_CHINESE_RANKS = RANK_ALIASES_ZH
_LIST_COMMA = LIST_SEPARATORS_ZH[", "]
_SUIT_THEN_SPACE = re.compile(r"(^|[\s,])(" + "|".join(sorted((w for w in _CHINESE_SUITS if len(w) > 1), key=len,
                                                                reverse=True))
                              + r"|[♠♥♦♣♤♡♢♧])\s+(?=\S)")
CARD_HELP_TEXT = _('write a rank (2-10 or T, J, Q, K, A) and a suit (S, H, D, C or ♠ ♥ ♦ ♣), '
                   'in either order, e.g. "AS", "10h", "Td", "♠A"')
CARD_HELP = CARD_HELP_TEXT.render("en")


class CardError(Refusal):
    """A card string that cannot be read, a card that cannot exist, or a card list that repeats a card.

    ``str(err)`` is English; ``err.text.render("zh")`` the same in Chinese."""


class Card(NamedTuple):
    """One playing card. Compare ranks with :func:`poker_order` or :func:`updown_order`.

    >>> Card(12, "H")
    Card('QH')
    >>> Card(12, "H").label, Card(10, "C").code
    ('Q♥', 'TC')

    Building a ``Card`` checks nothing (it is the fast, plain record); every public function checks
    the cards it is given through :func:`parse_card`, which refuses one that cannot exist:

    >>> parse_card(Card(99, "X"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.cards.CardError: Card(99, 'X') is not a card: a rank is 2 to 14 (11=J, ...) and a suit one of S, H, D, C
    """

    rank: int
    suit: str

    @property
    def code(self) -> str:
        """The two-letter code people type: 'AS', 'TH'."""
        return ("T" if self.rank == 10 else RANK_LABELS[self.rank]) + self.suit

    @property
    def label(self) -> str:
        """The short printed face: 'A♠', '10♥'."""
        return RANK_LABELS[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def english(self) -> str:
        """'ace of spades', '10 of hearts'."""
        return f"{RANK_WORDS[self.rank]} of {SUIT_WORDS[self.suit]}"

    @property
    def chinese(self) -> str:
        """'黑桃A', '红桃10'."""
        return SUIT_CHINESE[self.suit] + RANK_LABELS[self.rank]

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    def __str__(self) -> str:
        return self.label if self in _DECK else repr(self)

    def __repr__(self) -> str:
        # a Card that cannot exist must still print, so that an error message can name it
        return f"Card({self.code!r})" if self in _DECK else f"Card({self.rank!r}, {self.suit!r})"


class CardName(NamedTuple):
    """A card named in a message: in words in English, "the ace of spades"; in Chinese as its label, A♠, as
    the move it refuses names it (the eleventh native read: 「你不能换 1 张牌（A♠）：你手里没有 黑桃A」).

    >>> CardName(Card(14, "S")).localized("en"), CardName(Card(14, "S")).localized("zh")
    ('ace of spades', 'A♠')
    """

    card: Card

    def localized(self, lang: str) -> str:
        return self.card.label if lang == "zh" else self.card.english

    def __str__(self) -> str:
        return self.card.english


def full_deck() -> list[Card]:
    """The 52 cards, jokers removed (FD-2, UD-1), in a fixed order: spades 2..A, hearts, diamonds, clubs.

    >>> d = full_deck(); len(d), len(set(d)), d[0], d[-1]
    (52, 52, Card('2S'), Card('AC'))
    """
    return list(_ORDER)


def shuffled_deck(seed: int | str) -> list[Card]:
    """A full deck shuffled by ``random.Random(seed)``: the same seed gives the same order everywhere.

    >>> shuffled_deck(7) == shuffled_deck(7), shuffled_deck(7) == shuffled_deck(8)
    (True, False)
    """
    deck = full_deck()
    shuffle(random.Random(check_seed(seed)), deck)
    return deck


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``, written out: the same random numbers drawn in the same order, so the same
    order of cards, without a call to ``rng._randbelow`` for every card (every simulated game is dealt).

    >>> a, b = full_deck(), full_deck()
    >>> random.Random(5).shuffle(a); shuffle(random.Random(5), b); a == b
    True
    """
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(cards))):
        n = i + 1                                   # a card from cards[:n] goes to place i
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def sort_deck(cards: Iterable[Card]) -> list[Card]:
    """Cards in the fixed order of :func:`full_deck` (used when the deck is put away, FD-15)."""
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), c.rank))


def poker_order(rank: int) -> int:
    """Poker strength of a rank: 2 < 3 < … < K < A (FD-2)."""
    return rank


def updown_order(rank: int) -> int:
    """一上一下 strength of a rank: 3 < 4 < … < K < A < 2 (UD-2).

    >>> [RANK_LABELS[r] for r in sorted(RANKS, key=updown_order)][:3], updown_order(2) > updown_order(14)
    (['3', '4', '5'], True)
    """
    return 15 if rank == 2 else rank


def quoted(text: str, limit: int = 40) -> str:
    """What someone typed, in double quotes for a message — cut short if it is long.

    >>> quoted("1x"), quoted("A" * 1000)
    ('"1x"', '"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…" (1000 characters)')
    """
    return Quoted(text, limit)          # “1x” in a Chinese sentence (engine.i18n.Quoted)


def cut(text: str, limit: int = 40) -> str:
    """What someone typed, cut short as :func:`quoted` cuts it, for a message that quotes it itself.

    >>> cut("1x"), cut("A" * 1000)
    ('1x', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…')
    """
    return text if len(text) <= limit else f"{text[:limit - 4]}…"


def parse_rank(text: str) -> int:
    """A rank from '2'..'10', 'T', 'J', 'Q', 'K', 'A' (any case).

    >>> parse_rank("q"), parse_rank("10"), parse_rank(" A ")
    (12, 10, 14)
    >>> parse_rank("1")
    Traceback (most recent call last):
    ...
    engine.cards.CardError: "1" is not a rank: use 2-10 (or T), J, Q, K or A
    >>> parse_rank(None)
    Traceback (most recent call last):
    ...
    TypeError: rank must be a string such as "Q" or "10", not None
    """
    if not isinstance(text, str):
        raise TypeError(f'rank must be a string such as "Q" or "10", not {excerpt(text)}')
    rank = _RANK_TOKENS.get(text.strip().upper())
    if rank is None:
        rank = _read_rank(_normal(text))
    if rank is None:
        raise CardError(_("{text} is not a rank: use 2-10 (or T), J, Q, K or A", text=quoted(text)))
    return rank


def _normal(text: str) -> str:
    """What was typed, in the plain form: full-width letters and digits made ordinary (NFKC),
    spaces removed, upper case."""
    return "".join(unicodedata.normalize("NFKC", text).split()).upper()


def _read_rank(token: str) -> int | None:
    return _RANK_TOKENS.get(token) or _CHINESE_RANKS.get(token)


def _read_card(token: str) -> Card | None:
    """A card from a normalised token, its suit (a letter, a symbol or a Chinese name) first or last."""
    for suit_word, suit in _ALL_SUITS:
        if token.startswith(suit_word):
            rank = _read_rank(token[len(suit_word):])
        elif token.endswith(suit_word):
            rank = _read_rank(token[:-len(suit_word)])
        else:
            continue
        if rank is not None:
            return Card(rank, suit)
    return None


def parse_card(text: str | Card) -> Card:
    """One card from the ways people write it: 'AS', 'as', '10h', 'Th', '♠A', 'A♠' — or a
    :class:`Card`, which is checked.

    >>> parse_card("10h"), parse_card("♦q")
    (Card('TH'), Card('QD'))
    >>> parse_card("1x")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.cards.CardError: cannot read "1x" as a card: write a rank (2-10 or T, J, Q, K, A) and a suit ...
    >>> parse_card(None)
    Traceback (most recent call last):
    ...
    TypeError: a card must be a string such as "AS" or a Card, not None
    """
    if isinstance(text, Card):
        if text in _DECK and type(text[0]) is int:       # Card(14.0, "S") equals Card(14, "S") but is no card
            return text
        raise CardError(_("{card} is not a card: a rank is 2 to 14 (11=J, 12=Q, 13=K, 14=A) and a suit one of "
                          "S, H, D, C", card=excerpt(text)))
    if not isinstance(text, str):
        raise TypeError(f'a card must be a string such as "AS" or a Card, not {excerpt(text)}')
    token = text.strip().upper()
    for rank_part, suit_part in ((token[:-1], token[-1:]), (token[1:], token[:1])):
        if suit_part in _SUIT_TOKENS and rank_part in _RANK_TOKENS:
            return Card(_RANK_TOKENS[rank_part], _SUIT_TOKENS[suit_part])
    card = _read_card(_normal(text))             # full-width, Chinese suit names, spaces inside
    if card is None:
        raise CardError(_("cannot read {text} as a card: {help}", text=quoted(text), help=CARD_HELP_TEXT))
    return card


def parse_cards(text: str | Iterable[str | Card], distinct: bool = True, name: str = "") -> list[Card]:
    """Cards from a string separated by spaces or commas, or from a list of strings or cards.

    With ``distinct`` (the default, for hands), a repeated card is refused. ``name`` (the caller's
    parameter) starts every message, so that a refusal says which input was wrong.

    >>> parse_cards("2c, 3c,4C")
    [Card('2C'), Card('3C'), Card('4C')]
    >>> parse_cards("AS AS", distinct=False)
    [Card('AS'), Card('AS')]
    >>> parse_cards(None, name="gone")
    Traceback (most recent call last):
    ...
    TypeError: gone must be a string such as "AS KD" or a list of cards, not None
    """
    if isinstance(text, str):
        if not text.isascii():                  # "黑桃 10，红桃A、♠ K": separators and suits apart from ranks
            text = _SUIT_THEN_SPACE.sub(r"\1\2", unicodedata.normalize("NFKC", text).replace(_LIST_COMMA, " "))
        tokens: list[str | Card] = list(text.replace(",", " ").split())
    elif type(text) in (list, tuple):                   # the common case, without the slower checks below
        tokens = list(text)
    elif isinstance(text, Card) or not isinstance(text, Iterable) or isinstance(text, bytes | bytearray | Mapping):
        raise TypeError(f'{name or "cards"} must be a string such as "AS KD" or a list of cards, not {excerpt(text)}')
    else:
        tokens = list(text)
    check_bool(distinct, "distinct")
    try:
        cards = [parse_card(t) for t in tokens]
    except CardError as err:
        if not name:
            raise
        raise CardError(_("{name}: {error}", name=name, error=err.text)) from None
    except TypeError as err:
        if not name:
            raise
        raise TypeError(f"{name}: {err}") from None
    if distinct and len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for token, card in zip(tokens, cards, strict=True):
            if card in seen:
                shown = quoted(token) if isinstance(token, str) else f'"{card.code}"'
                twice = _("{text} appears twice (the {card}) — a hand holds each card once", text=shown,
                          card=CardName(card))
                raise CardError(_("{name}: {error}", name=name, error=twice) if name else twice)
            seen.add(card)
    return cards


def parse_deck(deck: str | Iterable[str | Card], name: str = "deck") -> tuple[Card, ...]:
    """A whole prepared deck (top card first): all 52 cards, each once (FD-2, UD-1), or a clear error.

    >>> len(parse_deck(full_deck()))
    52
    >>> parse_deck(full_deck()[:-1] + [Card(2, "S")])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.cards.CardError: deck must hold all 52 cards once each: the ace of clubs is missing, the 2 of spades ...
    """
    cards = tuple(parse_cards(deck, distinct=False, name=name))
    if len(cards) == 52 and len(set(cards)) == 52:
        return cards
    missing = [c for c in _ORDER if c not in set(cards)]
    doubled = sorted({c for c in cards if cards.count(c) > 1}, key=_ORDER.index)
    problems: list[Text] = [_("the {card} is missing", card=CardName(c)) for c in missing[:3]]
    problems += [_("{n} more are missing", n=len(missing) - 3)] * (len(missing) > 3)
    problems += [_("the {card} is there twice", card=CardName(c)) for c in doubled[:3]]
    problems += [_("{n} more are doubled", n=len(doubled) - 3)] * (len(doubled) > 3)
    raise CardError(_("{name} must hold all 52 cards once each: {problems} (FD-2)", name=name,
                      problems=Joined(tuple(problems))))


_ORDER: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
_DECK: frozenset[Card] = frozenset(_ORDER)
