"""Five-card draw transcripts: the events of a match as plain text a teacher can read aloud.

>>> from engine.draw import DrawRules, new_game, stay, fold
>>> g = new_game(DrawRules(players=3), seed=3).apply(fold(1)).apply(fold(2))
>>> print(draw_transcript(g.events[-4:], names=["Ann", "Bo", "Cy"]))
Bo folds.
Cy folds.
Ann is the last player in and wins the round without showing (FD-11): +1 point.
Scores: Ann 11 · Bo 10 · Cy 10
>>> print(draw_transcript(g.events[-4:], names=["甲", "乙", "丙"], lang="zh"))
乙弃牌。
丙弃牌。
甲是最后留在局里的人，不用亮牌就赢了这一局（FD-11）：+1 分。
得分：甲 11 · 乙 10 · 丙 10
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..cards import Card
from ..errors import check_int
from ..hands import describe_text, explain_reason, hand_value, tie_detail
from ..i18n import Joined, Lang, Text, _, check_lang, excerpt, ngettext
from ..transcript import Indented, Namer, cards_text, seat_names, write_transcript
from .events import (
    Corrected,
    Dealt,
    DeckChecked,
    Drew,
    Event,
    Folded,
    LastStanding,
    MatchOver,
    PotShared,
    Replaced,
    RoundStarted,
    Scored,
    Showed,
    Stayed,
    Tied,
    Won,
)
from .rules import DrawRules, split_pot


def draw_transcript(events: Iterable[Event], names: Sequence[str] | None = None, lang: Lang = "en") -> str:
    """Five-card draw events as text, in English or Chinese (``lang="zh"``). Private cards show
    only if the events still hold them.

    >>> draw_transcript(["Ann folds."])
    Traceback (most recent call last):
    ...
    TypeError: events must be five-card draw events (a state's or a view's events), not 'Ann folds.'
    """
    if isinstance(events, str) or not isinstance(events, Iterable):
        raise TypeError(f"events must be five-card draw events (a state's or a view's events), not {excerpt(events)}")
    given = list(events)
    for event in given:
        if not isinstance(event, Event):
            raise TypeError(f"events must be five-card draw events (a state's or a view's events), "
                            f"not {excerpt(event)}")
    return write_transcript(given, line, Dealt, _names(names, given), check_lang(lang))


def _names(names: object, events: Sequence[Event]) -> Sequence[str] | None:
    """The players' names, checked: one string for every seat the events mention."""
    if names is None:
        return None
    if isinstance(names, str) or not isinstance(names, Sequence) or not all(isinstance(n, str) for n in names):
        raise TypeError(f"names must be a list of the players' names, such as [\"Ann\", \"Bo\", \"Cy\"], "
                        f"not {excerpt(names)}")
    if not names:                                       # as engine.transcript.seat_names: "Seat N"
        return None
    highest = max((_highest_seat(e) for e in events), default=-1)
    if highest >= len(names):
        raise ValueError(f"names: {len(names)} names, but seat {highest} plays")
    return names


def _highest_seat(event: Event) -> int:
    match event:
        case RoundStarted(dealer=dealer):
            return dealer
        case Tied(seats=seats) | PotShared(seats=seats) | MatchOver(winners=seats):
            return max(seats)
        case Scored(scores=scores):
            return len(scores) - 1
        case DeckChecked():
            return -1
        case _:
            return event.seat


def _points(n: int) -> Text:
    return ngettext("+{n} point.", "+{n} points.", n)


def name_list(names: Sequence[str]) -> str:
    """Names joined the way a sentence lists them.

    >>> name_list(["Ann"]), name_list(["Ann", "Bo"]), name_list(["Ann", "Bo", "Di"])
    ('Ann', 'Ann and Bo', 'Ann, Bo and Di')
    """
    names = list(names)
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def _together(people: Sequence[object]) -> Joined:
    return Joined(tuple(people), last=" and ")


def _taken(seats: Sequence[int], share: int, name: Namer, carried: int = 0) -> Text:
    if len(seats) == 1:
        return _("{who} takes {share} from the pot.", who=name(seats[0]), share=share)
    return split_message(_together([name(s) for s in seats]), share, carried)


# What a tie wins (FD-12), under each scoring: each message once, for translation.
TIE_NO_POINTS_TEXT = _("Nobody gains points for a tie (FD-12).")
TIE_SPLIT_RULE_TEXT = _("With chips they split the pot evenly; what cannot be split evenly stays in the pot for the "
                        "next round (FD-12).")
TIE_NO_POINTS = TIE_NO_POINTS_TEXT.render("en")
TIE_SPLIT_RULE = TIE_SPLIT_RULE_TEXT.render("en")


def split_text(who: str, share: int, carried: int, lang: Lang = "en") -> str:
    """With chips, tied players split the pot (FD-12).

    >>> split_text("Ann and Bo", 2, 1)
    'Ann and Bo split the pot: 2 points each, and the 1 point left over stays in the pot for the next round (FD-12).'
    """
    return split_message(who, share, carried).render(check_lang(lang))


def split_message(who: object, share: int, carried: int) -> Text:
    """:func:`split_text` as a :class:`~engine.i18n.Text`."""
    each = ngettext("{n} point each", "{n} points each", share)
    if not carried:
        return _("{who} split the pot: {each} (FD-12).", who=who, each=each)
    return ngettext("{who} split the pot: {each}, and the {n} point left over stays in the pot for the next round "
                    "(FD-12).", "{who} split the pot: {each}, and the {n} points left over stay in the pot for the "
                    "next round (FD-12).", carried, who=who, each=each)


def line(event: Event, name: Namer) -> Text | Indented | None:
    """One event as one line of the transcript (deals are grouped by :func:`write_transcript`)."""
    match event:
        case RoundStarted(round_no, dealer):
            return _("Round {round} — {who} deals, one card at a time from their left (FD-6).", round=round_no,
                     who=name(dealer))
        case Stayed(seat, paid):
            return (_("{who} stays and puts {paid} into the pot.", who=name(seat), paid=paid) if paid
                    else _("{who} stays.", who=name(seat)))
        case Folded(seat):
            return _("{who} folds.", who=name(seat))
        case Replaced(seat, count, cards):
            if cards:
                return ngettext("{who} replaces {n} card ({cards}).", "{who} replaces {n} cards ({cards}).", count,
                                who=name(seat), cards=cards_text(cards))
            if not count:       # its own message: Chinese says 「一张也不换」, not 「换 0 张牌」
                return _("{who} replaces 0 cards.", who=name(seat))
            return ngettext("{who} replaces {n} card.", "{who} replaces {n} cards.", count, who=name(seat))
        case Corrected(seat, count, cards):
            if cards:
                return ngettext("{who} corrects the count to {n} card ({cards}).",
                                "{who} corrects the count to {n} cards ({cards}).", count, who=name(seat),
                                cards=cards_text(cards))
            return ngettext("{who} corrects the count to {n} card.", "{who} corrects the count to {n} cards.", count,
                            who=name(seat))
        case Drew(seat, count, cards):
            if cards:
                return Indented(_("{who} receives {n} from the top of the stock: {cards}.", who=name(seat), n=count,
                                  cards=cards_text(cards)))
            return Indented(_("{who} receives {n} from the top of the stock.", who=name(seat), n=count))
        case Showed(seat, cards, value):
            return _("{who} shows {cards} — {hand}.", who=name(seat), cards=cards_text(cards),
                     hand=describe_text(value))
        case LastStanding(seat, gained, from_pot):
            won = (_points(gained) if not from_pot else _taken((seat,), gained, name) if gained else
                   _("The pot is empty."))
            return _("{who} is the last player in and wins the round without showing (FD-11): {won}", who=name(seat),
                     won=won)
        case Won(seat, points):
            return _("{who} wins the round: {points}", who=name(seat), points=_points(points))
        case Tied(seats):
            return _("A tie between {who}: nobody gains points (FD-12).", who=_together([name(s) for s in seats]))
        case PotShared(seats, share, carried):
            return _taken(seats, share, name, carried)
        case Scored(scores, pot):
            table = Joined(tuple(Joined((name(s), str(v)), " ") for s, v in enumerate(scores)), " · ")
            return (_("Scores: {scores} (pot {pot})", scores=table, pot=pot) if pot
                    else _("Scores: {scores}", scores=table))
        case MatchOver(winners):
            if len(winners) > 1:
                return _("The match is over (FD-14). {who} share the win.", who=_together([name(s) for s in winners]))
            return _("The match is over (FD-14). Winner: {who}.", who=name(winners[0]))
        case DeckChecked(_, complete):
            return (_("The deck is sorted and checked: all 52 cards (FD-15).") if complete
                    else _("The deck check FAILED: cards are missing or doubled (FD-15)."))
    return None


def round_result(shown: Mapping[int, Sequence[Card]], winners: Sequence[int], rules: DrawRules | None = None,
                 names: Sequence[str] | None = None, pot: int | None = None, lang: Lang = "en") -> str:
    """Who won the round and why, from the hands shown at the showdown (FD-10 … FD-13), and for a tie
    what it wins under the table's ``rules`` (FD-12; the default rules when None): nothing without
    chips; with chips a share of the pot — of ``pot`` points, when given, to the point.

    >>> from engine.cards import parse_cards
    >>> shown = {0: parse_cards("KS KH 9D 4C 2S"), 1: parse_cards("KD KC 7D 4H 2H")}
    >>> round_result(shown, [0], names=["Ann", "Bo"])
    'Ann wins: both have a pair of kings; the 9 beats the 7 as the first kicker.'
    >>> round_result({}, [2])
    'Seat 2 was the last player in and wins without showing (FD-11).'
    >>> tie = {0: parse_cards("AS KH 9C 7D 2S"), 1: parse_cards("AD KC 9H 7S 2C"), 2: parse_cards("AH KD 9D 7C 2H")}
    >>> print(round_result(tie, [0, 1, 2], names=["Ann", "Bo", "Cy"]))   # doctest: +NORMALIZE_WHITESPACE
    A tie between Ann, Bo and Cy: all three have no pair with A-K-9-7-2 on top. Suits never rank (FD-13).
    Nobody gains points for a tie (FD-12).
    >>> chips = DrawRules(players=3, chips=True)
    >>> print(round_result(tie, [0, 1, 2], chips, ["Ann", "Bo", "Cy"], pot=14))   # doctest: +NORMALIZE_WHITESPACE
    A tie between Ann, Bo and Cy: all three have no pair with A-K-9-7-2 on top. Suits never rank (FD-13).
    Ann, Bo and Cy split the pot: 4 points each, and the 2 points left over stay in the pot for the next round
    (FD-12).
    >>> round_result(shown, [0], names=["甲", "乙"], lang="zh")
    '甲赢：两手都是一对 K；比第一张踢脚牌，9 大于 7。'
    """
    lang = check_lang(lang)
    text = round_result_text(shown, winners, rules, names, pot)
    return "" if text is None else text.render(lang)


def round_result_text(shown: Mapping[int, Sequence[Card]], winners: Sequence[int], rules: DrawRules | None = None,
                      names: Sequence[str] | None = None, pot: int | None = None) -> Text | None:
    """:func:`round_result` as a :class:`~engine.i18n.Text` (None: no winners, nothing to say)."""
    if not isinstance(shown, Mapping):
        raise TypeError(f"shown must map each seat to the hand it showed, not {excerpt(shown)}")
    if isinstance(winners, str) or not isinstance(winners, Sequence) or not all(
            isinstance(s, int) and not isinstance(s, bool) and (s in shown or not shown) for s in winners):
        raise TypeError(f"winners must be the winning seats (among those shown), not {excerpt(winners)}")
    if rules is None:
        rules = DrawRules()
    elif not isinstance(rules, DrawRules):
        raise TypeError(f"rules must be the table's DrawRules(...) or None, not {excerpt(rules)}")
    if pot is not None:
        check_int(pot, "pot", 0)
    checked = _names(names, [])
    if checked is not None:
        highest = max([*shown, *winners], default=-1)
        if highest >= len(checked):
            raise ValueError(f"names: {len(checked)} names, but seat {highest} plays")
    name = seat_names(names)
    if not winners:
        return None
    if not shown:
        return _("{who} was the last player in and wins without showing (FD-11).", who=name(winners[0]))
    ace_low = rules.ace_low
    ranked = sorted(shown, key=lambda s: hand_value(shown[s], ace_low), reverse=True)
    if len(winners) > 1:
        detail = tie_detail(hand_value(shown[winners[0]], ace_low), len(winners))
        who = _together([name(s) for s in winners])
        if not rules.chips:
            wins = TIE_NO_POINTS_TEXT
        elif pot is None:
            wins = TIE_SPLIT_RULE_TEXT
        else:
            wins = split_message(who, *split_pot(pot, winners))
        return _("A tie between {who}: {detail} {wins}", who=who, detail=detail, wins=wins)
    losers = [s for s in ranked if s not in winners]
    reason = explain_reason(shown[winners[0]], shown[losers[0]], ace_low)
    return _("{winner} wins: {reason}.", winner=name(winners[0]), reason=reason)
