"""Seeded practice questions with grading, for the lessons (the notebooks only show them).

>>> qs = which_wins(seed=3, count=4)
>>> len(qs), qs[0].answer in ("first", "second", "tie")
(4, True)
>>> grade(qs, [q.answer for q in qs]).score, grade(qs, [None] * 4).answered
(4, 0)
>>> grade(qs[:1], ["tie"], lang="zh").feedback[0][:12]
'不对：你选的是“平局”。'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..cards import Card, CardError, full_deck, parse_cards
from ..errors import Refusal, check_bool, check_int, check_seed
from ..hands import Category, explain_text, hand_value, with_article
from ..i18n import Joined, Lang, Seat, Text, _, check_lang, excerpt, ngettext
from ..verdict import Verdict
from .advisor import DRAW_TEXT, Advice, AdviceError, rule_of_thumb

ANSWER_TEXT = {"first": _("Hand 1 wins"), "second": _("Hand 2 wins"), "tie": _("A tie")}
ANSWERS = {key: text.render("en") for key, text in ANSWER_TEXT.items()}


class QuizError(Refusal):
    """A request for questions, or answers to grade, that make no sense (too many, wrong answers …)."""


@dataclass(frozen=True)
class WhichWins:
    """Two hands; ``answer`` is "first", "second" or "tie"; ``why`` says why in plain words (FD-13)."""

    first: tuple[Card, ...]
    second: tuple[Card, ...]
    answer: str
    why: str
    why_text: Text | None = field(default=None, compare=False, repr=False)     # ``why`` in either language

    def explained(self, lang: Lang = "en") -> str:
        """``why`` in ``lang``."""
        return self.why_text.render(check_lang(lang)) if self.why_text is not None else self.why


def which_wins(seed: int | str, count: int = 5, ace_low: bool = True) -> list[WhichWins]:
    """``count`` "which hand wins?" questions from the seed. Half of them pit two hands of the same
    category against each other, so the tie-break rules get practised too.

    >>> which_wins(seed=1, count=0)
    Traceback (most recent call last):
    ...
    engine.draw.quiz.QuizError: count must be a whole number from 1 to 100, not 0
    """
    check_seed(seed)
    check_int(count, "count", 1, 100, QuizError)
    check_bool(ace_low, "ace_low")
    rng = random.Random(f"which wins/{seed}/{ace_low}")
    questions: list[WhichWins] = []
    while len(questions) < count:
        deck = full_deck()
        rng.shuffle(deck)
        first, second = tuple(deck[:5]), tuple(deck[5:10])
        a, b = hand_value(first, ace_low), hand_value(second, ace_low)
        want_same = len(questions) % 2 == 1
        if want_same and a.category != b.category:
            # deal on until a hand of the first hand's category turns up (bounded)
            for start in range(10, 47, 5):
                candidate = tuple(deck[start:start + 5])
                if hand_value(candidate, ace_low).category == a.category:
                    second, b = candidate, hand_value(candidate, ace_low)
                    break
        answer = "first" if a > b else "second" if b > a else "tie"
        why = explain_text(first, second, ace_low)
        questions.append(WhichWins(first, second, answer, why.render("en"), why))
    return questions


@dataclass(frozen=True)
class Grade:
    """How a learner did: right answers, answers given, questions, and a word on each answer."""

    score: int
    answered: int
    total: int
    feedback: tuple[str, ...]


def grade(questions: Sequence[WhichWins], answers: Sequence[str | None], lang: Lang = "en") -> Grade:
    """Mark each answer ("first", "second", "tie" or None for unanswered) and say why, in English or
    Chinese (``lang="zh"``). An unanswered question gets no feedback (an empty string): a lesson grades
    its questions before they are checked, and shows nothing under them until then."""
    return _graded(questions, answers, check_lang(lang))


def _graded(questions: Sequence[WhichWins], answers: Sequence[str | None], lang: Lang) -> Grade:
    """:func:`grade`.

    >>> grade(which_wins(seed=1, count=2), ["first"])
    Traceback (most recent call last):
    ...
    engine.draw.quiz.QuizError: answers: 2 questions need 2 answers (None for one not answered), not 1
    """
    if isinstance(questions, str) or not isinstance(questions, Sequence) or not all(
            isinstance(q, WhichWins) for q in questions):
        raise TypeError(f"questions must be the list which_wins() made, not {excerpt(questions)}")
    if isinstance(answers, str) or not isinstance(answers, Sequence):
        raise TypeError(f'answers must be a list of "first", "second", "tie" or None, not {excerpt(answers)}')
    if len(answers) != len(questions):
        raise QuizError(_("answers: {n} questions need {n} answers (None for one not answered), not {given}",
                          n=len(questions), given=len(answers)))
    for given in answers:
        if given is not None and given not in ANSWERS:
            raise QuizError(_('answers: each answer is "first", "second", "tie" or None, not {given}',
                              given=excerpt(given)))
    feedback, score, answered = [], 0, 0
    for q, given in zip(questions, answers, strict=True):
        if given is None:
            feedback.append("")
            continue
        answered += 1
        if given == q.answer:
            score += 1
            feedback.append(_("Right! {why}", why=q.why_text or q.why).render(lang))
        else:
            feedback.append(_("Not quite: you said “{said}”. {why}", said=ANSWER_TEXT[given],
                              why=q.why_text or q.why).render(lang))
    return Grade(score, answered, len(questions), tuple(feedback))


def keep_exercises(seed: int | str, count: int = 4, ace_low: bool = True) -> list[tuple[Card, ...]]:
    """Seeded hands for "what would you keep?", one of each kind in turn: a pair, a draw, nothing …

    >>> len(keep_exercises(1)), all(len(h) == 5 for h in keep_exercises(1))
    (4, True)
    """
    check_seed(seed)
    check_int(count, "count", 1, 50, QuizError)
    check_bool(ace_low, "ace_low")
    wanted = ["one pair", "four to a flush", "an open-ended straight draw", "two pair", "a weak hand",
              "an inside straight draw", "three of a kind"]
    rng = random.Random(f"keep/{seed}/{ace_low}")
    hands: list[tuple[Card, ...]] = []
    for kind in (wanted * count)[:count]:
        for _deal in range(20000):                      # a few hundred deals find each kind
            deck = full_deck()
            rng.shuffle(deck)
            hand = tuple(deck[:5])
            if rule_of_thumb(hand, ace_low=ace_low).name == kind:
                hands.append(hand)
                break
    return hands


def judge_keep(advice: Advice, keep: str | Iterable[str | Card], lang: Lang = "en") -> str:
    """How a learner's choice of cards to keep compares with every legal choice, ranked by the chance
    to win against the advice's opponents (see :attr:`Advice.criterion`).

    >>> from engine.draw.advisor import advise
    >>> judge_keep(advise("9S 9H KD 6C 2S"), "9S 9H")[:14]
    'Best possible!'
    >>> print(judge_keep(advise("2H 6H 9H JH KS"), "JH KS"))      # doctest: +NORMALIZE_WHITESPACE
    Your choice — keep K♠ J♥, replace 3 — improves the hand 48.2% of the time and wins against 3 opponents who
    replace by the rule of thumb 14.3% of the time: number 2 of 26. Best: keep J♥ 9♥ 6♥ 2♥, replace 1 (20.4%,
    improving 44.7% of the time).
    >>> judge_keep(advise("9S 9H KD 6C 2S"), "9♠ 红桃9", lang="zh")[:8]
    '这就是最好的选择'
    """
    return _judged(advice, keep).render(check_lang(lang))


def _judged(advice: Advice, keep: str | Iterable[str | Card]) -> Text:
    if not isinstance(advice, Advice):
        raise TypeError(f"advice must be what advise() returned, not {excerpt(advice)}")
    try:
        kept = parse_cards(keep, name="keep")
    except CardError as err:
        raise AdviceError(err.text) from None
    if len(kept) < 5 - max(len(c.replace) for c in advice.choices):
        most = max(len(c.replace) for c in advice.choices)
        return _("You may replace at most {most} cards (FD-5, FD-8): keep at least {keep}.", most=most,
                 keep=5 - most)
    choice = advice.choice_keeping(kept)
    place = advice.choices.index(choice) + 1
    best = advice.best
    fields = {"choice": choice.describe_text(), "better": choice.p_improve, "against": advice.against_text,
              "win": choice.p_beats_opponents, "place": place, "choices": len(advice.choices)}
    if choice.draw:
        said = _("Your choice — {choice} — improves the hand {better:.1%} of the time, makes {draw} {made:.1%} of "
                 "the time and wins against {against} {win:.1%} of the time: number {place} of {choices}.",
                 draw=DRAW_TEXT[choice.draw], made=choice.p_draw, **fields)
    else:
        said = _("Your choice — {choice} — improves the hand {better:.1%} of the time and wins against {against} "
                 "{win:.1%} of the time: number {place} of {choices}.", **fields)
    if place == 1:
        return _("Best possible! {said}", said=said)
    best_fields = {"said": said, "best": best.describe_text(), "win": best.p_beats_opponents,
                   "better": best.p_improve}
    if advice.difference(best, choice) == "practically equal":
        return _("{said} Best: {best} ({win:.1%}, improving {better:.1%} of the time) — practically equal to "
                 "yours.", **best_fields)
    return _("{said} Best: {best} ({win:.1%}, improving {better:.1%} of the time).", **best_fields)


@dataclass(frozen=True)
class DealOrder:
    """"With ``players`` players and seat ``dealer`` dealing, who gets card number ``card``?" (FD-6).

    ``seat`` is the answer, dealt by the engine; ``lap`` is the time round the table (1 to 5) and
    ``place`` the place in that lap (1 is the dealer's left), which say why."""

    players: int
    dealer: int
    card: int
    seat: int
    lap: int
    place: int


def deal_order(seed: int | str, count: int = 5) -> list[DealOrder]:
    """``count`` seeded deal-order questions, each answered by dealing a game (FD-6: one card at a time,
    from the dealer's left, clockwise, five times round).

    >>> q = deal_order(seed=1, count=3)[0]
    >>> q.seat == (q.dealer + q.place) % q.players and q.card == (q.lap - 1) * q.players + q.place
    True
    """
    from .events import Dealt
    from .game import new_game
    from .rules import DrawRules

    check_seed(seed)
    check_int(count, "count", 1, 100, QuizError)
    rng = random.Random(f"deal order/{seed}")
    questions = []
    for _number in range(count):
        players = rng.randint(3, 6)
        dealer = rng.randrange(players)
        card = rng.randint(players + 1, 5 * players)      # past the first lap, where it needs thinking
        game = new_game(DrawRules(players=players, first_dealer=dealer), seed=f"deal order/{seed}")
        dealt = [e for e in game.events if isinstance(e, Dealt)]
        seat = dealt[card - 1].seat
        lap, place = divmod(card - 1, players)
        questions.append(DealOrder(players, dealer, card, seat, lap + 1, place + 1))
    return questions


@dataclass(frozen=True)
class NameThisHand:
    """A hand to name; ``category`` is its category (FD-13)."""

    hand: tuple[Card, ...]
    category: Category


def name_this_hand(seed: int | str, count: int = 9, ace_low: bool = True) -> list[NameThisHand]:
    """``count`` seeded hands to name, every category coming equally often (in a shuffled order), so
    the rare ones are practised too; each hand's category is the evaluator's (FD-13).

    >>> sorted(q.category for q in name_this_hand(seed=1, count=9)) == list(Category)
    True
    """
    check_seed(seed)
    check_int(count, "count", 1, 100, QuizError)
    check_bool(ace_low, "ace_low")
    rng = random.Random(f"name this hand/{seed}/{ace_low}")
    order: list[Category] = []
    while len(order) < count:
        lot = list(Category)
        rng.shuffle(lot)
        order += lot
    return [NameThisHand(hand, hand_value(hand, ace_low).category)
            for hand in (_hand_of(category, rng, ace_low) for category in order[:count])]


def _hand_of(category: Category, rng: random.Random, ace_low: bool) -> tuple[Card, ...]:
    """A random hand of ``category``: the rare ones are built, the common ones dealt until one comes."""
    suits = "SHDC"
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = rng.randint(6, 14)
        suit = rng.choice(suits)
        while True:
            hand = [Card(r, suit if category == Category.STRAIGHT_FLUSH else rng.choice(suits))
                    for r in range(top - 4, top + 1)]
            if hand_value(hand, ace_low).category == category:
                rng.shuffle(hand)
                return tuple(hand)
    if category in (Category.FOUR_OF_A_KIND, Category.FULL_HOUSE, Category.FLUSH):
        while True:
            if category == Category.FLUSH:
                suit = rng.choice(suits)
                hand = [Card(r, suit) for r in rng.sample(range(2, 15), 5)]
            else:
                big, small = rng.sample(range(2, 15), 2)
                hand = [Card(big, s) for s in rng.sample(suits, 4 if category == Category.FOUR_OF_A_KIND else 3)]
                hand += [Card(small, s) for s in rng.sample(suits, 1 if category == Category.FOUR_OF_A_KIND else 2)]
            if hand_value(hand, ace_low).category == category:
                rng.shuffle(hand)
                return tuple(hand)
    while True:                                       # a pair, two pair, three of a kind, high card: common
        deck = full_deck()
        rng.shuffle(deck)
        if hand_value(deck[:5], ace_low).category == category:
            return tuple(deck[:5])


# ---- hints in steps, and the verdicts on Check ----------------------------------------------------
# A lesson's exercise takes the whole answer first and judges it only when the learner presses Check;
# before that it may give hints, one step at a time, the last step being the answer. The steps and the
# verdicts are written here, once, from the same facts the questions were made with.


def deal_order_hints(q: DealOrder) -> tuple[Text, ...]:
    """Three steps for one deal-order question (FD-6): how to count, where the card falls, the answer.
    Seats are :class:`~engine.i18n.Seat` (render with the names the lesson shows).

    >>> q = DealOrder(players=4, dealer=1, card=7, seat=0, lap=2, place=3)
    >>> [t.render("en", names=["seat 1", "seat 2", "seat 3", "seat 4"]) for t in deal_order_hints(q)]
    ... # doctest: +NORMALIZE_WHITESPACE
    ["Count from the dealer's left, seat 3: it gets card 1, then each player clockwise gets one; a lap is 4
    cards.", 'Card 7 is card 3 of lap 2.', 'Card 7 goes to seat 1.']
    """
    left = Seat((q.dealer + 1) % q.players)
    return (ngettext("Count from the dealer's left, {left}: it gets card 1, then each player clockwise gets one; "
                     "a lap is {n} card.",
                     "Count from the dealer's left, {left}: it gets card 1, then each player clockwise gets one; "
                     "a lap is {n} cards.", q.players, left=left),
            _("Card {card} is card {place} of lap {lap}.", card=q.card, place=q.place, lap=q.lap),
            _("Card {card} goes to {seat}.", card=q.card, seat=Seat(q.seat)))


def judge_deal_order(q: DealOrder, seat: int) -> Verdict:
    """Whether ``seat`` (a seat number from 0) gets card number ``q.card``, and why (FD-6).

    >>> q = DealOrder(players=4, dealer=1, card=7, seat=0, lap=2, place=3)
    >>> judge_deal_order(q, 0).right, judge_deal_order(q, 2).text.render("en")[:24]
    (True, 'Not quite: not seat 2. T')
    """
    if not isinstance(q, DealOrder):
        raise TypeError(f"q must be a question deal_order() made, not {excerpt(q)}")
    check_int(seat, "seat", 0, q.players - 1, QuizError)
    lap = ngettext("it is card {place} of lap {lap} (each lap is {n} card)",
                   "it is card {place} of lap {lap} (each lap is {n} cards)", q.players, place=q.place, lap=q.lap)
    why = _("The deal starts at the dealer's left, {left}, and goes clockwise; {lap}, so it goes to {seat}.",
            left=Seat((q.dealer + 1) % q.players), lap=lap, seat=Seat(q.seat))
    if seat == q.seat:
        return Verdict(True, _("Right! {why}", why=why))
    return Verdict(False, _("Not quite: not {picked}. {why}", picked=Seat(seat), why=why))


def which_wins_hints(q: WhichWins, ace_low: bool = True) -> tuple[Text, ...]:
    """Three steps for one "which hand wins?" question (FD-13): what to compare, the two hands'
    categories, the answer with its reason.

    >>> q = which_wins(seed=3, count=1)[0]
    >>> steps = which_wins_hints(q)
    >>> len(steps), steps[-1].render("en") == q.why, steps[-1].render("en").startswith(ANSWERS[q.answer])
    (3, True, True)
    """
    if not isinstance(q, WhichWins):
        raise TypeError(f"q must be a question which_wins() made, not {excerpt(q)}")
    a, b = hand_value(q.first, ace_low), hand_value(q.second, ace_low)
    return (_("First compare the categories; only two hands of the same category go on to the cards that make "
              "it, then the rest from the top."),
            _("Hand 1 is {first}; hand 2 is {second}.", first=a.category, second=b.category),
            q.why_text or _("{why}", why=q.why))


class _SuitWord(NamedTuple):
    """A suit in a count of a hand's suits: its symbol in English, its name in Chinese (黑桃)."""

    suit: str

    def localized(self, lang: Lang) -> str:
        from ..cards import SUIT_CHINESE, SUIT_SYMBOLS

        return SUIT_CHINESE[self.suit] if lang == "zh" else SUIT_SYMBOLS[self.suit]


def shape_text(hand: Sequence[Card]) -> Text:
    """What a hand's category is read from, without naming it: how many cards share each rank, the
    suits, and whether the ranks run in sequence (FD-13).

    >>> print(shape_text(parse_cards("8S 8H KD 4C 3S")).render("en"))
    Ranks: 8 ×2, K, 4, 3. Suits: ♠ ×2, ♥, ♦, ♣. The five ranks are not all different.
    >>> print(shape_text(parse_cards("9H TH JH QH KH")).render("zh"))
    点数：K、Q、J、10、9。花色：5 张红桃。五张牌点数各不相同，而且连成一串。
    >>> print(shape_text(parse_cards("QS QH 3D 3C JS")).render("zh"))
    点数：2 张 Q、2 张 3、1 张 J。花色：2 张黑桃、1 张红桃、1 张方块、1 张梅花。五张牌里有点数相同的。
    """
    from collections import Counter

    from ..cards import RANK_LABELS, SUITS

    cards = parse_cards(hand, name="hand")
    ranks = Counter(c.rank for c in cards)
    suits = Counter(c.suit for c in cards)
    # "Q ×2, 3 ×2, J" / 「2 张 Q、2 张 3、1 张 J」 (five different ranks: their labels alone); "♠ ×2" / 「2 张黑桃」
    ordered = sorted(ranks.items(), key=lambda rn: (-rn[1], -rn[0]))
    rank_part = Joined(tuple(RANK_LABELS[r] if len(ranks) == 5 else
                             ngettext("{rank}", "{rank} ×{n}", n, rank=RANK_LABELS[r]) for r, n in ordered))
    suit_part = Joined(tuple(ngettext("{suit}", "{suit} ×{n}", suits[s], suit=_SuitWord(s)) for s in SUITS if suits[s]))
    if len(ranks) < 5:
        run = _("The five ranks are not all different.")
    else:
        order = sorted(ranks)
        straight = order[-1] - order[0] == 4 or order == [2, 3, 4, 5, 14]
        run = (_("The five ranks are all different and run in sequence.") if straight else
               _("The five ranks are all different, not in sequence."))
    return _("Ranks: {ranks}. Suits: {suits}. {run}", ranks=rank_part, suits=suit_part, run=run)


def name_hints(q: NameThisHand) -> tuple[Text, ...]:
    """Three steps for naming one hand (FD-13): what to count, the hand's shape, the answer.

    >>> q = NameThisHand(tuple(parse_cards("8S 8H KD 4C 3S")), Category.ONE_PAIR)
    >>> [t.render("en") for t in name_hints(q)][2]
    'It is a pair.'
    """
    if not isinstance(q, NameThisHand):
        raise TypeError(f"q must be a question name_this_hand() made, not {excerpt(q)}")
    return (_("Count the cards of each rank first (a pair, three, four of one rank?), then look for five of one "
              "suit and for five ranks in sequence."),
            shape_text(q.hand),
            _("It is {category}.", category=with_article(q.category)))


def judge_name(q: NameThisHand, given: Category) -> Verdict:
    """Whether ``given`` names the hand's category (FD-13).

    >>> q = NameThisHand(tuple(parse_cards("8S 8H KD 4C 3S")), Category.ONE_PAIR)
    >>> judge_name(q, Category.ONE_PAIR).text.render("en"), judge_name(q, Category.TWO_PAIR).right
    ('Right! It is a pair.', False)
    """
    if not isinstance(q, NameThisHand):
        raise TypeError(f"q must be a question name_this_hand() made, not {excerpt(q)}")
    if not isinstance(given, Category):
        raise TypeError(f"given must be a Category, not {excerpt(given)}")
    if given == q.category:
        return Verdict(True, _("Right! It is {category}.", category=with_article(q.category)))
    return Verdict(False, _("Not quite: not {given}. It is {category}.", given=given, category=q.category))


def keep_hints(advice: Advice) -> tuple[Text, ...]:
    """Three steps for "which cards would you replace?" (FD-8): what kind of hand it is, what
    cardschool's rule of thumb keeps, and the best choice by the numbers (the answer).

    >>> from engine.draw.advisor import advise
    >>> [t.render("en") for t in keep_hints(advise("9S 9H KD 6C 2S"))][0]
    'This hand is one pair. What would you keep to improve it?'
    """
    if not isinstance(advice, Advice):
        raise TypeError(f"advice must be what advise() returned, not {excerpt(advice)}")
    thumb = advice.thumb
    return (_("This hand is {kind}. What would you keep to improve it?", kind=thumb.name_text or thumb.name),
            thumb.said_replacing,
            _("Best by the numbers: {best} (wins {win:.1%} of the time against {against}).",
              best=advice.best.describe_text(), win=advice.best.p_beats_opponents, against=advice.against_text))


def keep_is_best(advice: Advice, keep: str | Iterable[str | Card]) -> bool:
    """Whether keeping ``keep`` is the best choice by the numbers (or practically equal to it).

    >>> from engine.draw.advisor import advise
    >>> keep_is_best(advise("9S 9H KD 6C 2S"), "9S 9H"), keep_is_best(advise("9S 9H KD 6C 2S"), "KD 6C 2S")
    (True, False)
    """
    if not isinstance(advice, Advice):
        raise TypeError(f"advice must be what advise() returned, not {excerpt(advice)}")
    kept = parse_cards(keep, name="keep")
    if len(kept) < 5 - max(len(c.replace) for c in advice.choices):
        return False
    choice = advice.choice_keeping(kept)
    return choice == advice.best or advice.difference(advice.best, choice) == "practically equal"
