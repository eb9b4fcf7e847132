"""The house rules of five-card draw, and the rules of scoring a round and ending a match.

:class:`DrawRules` holds the switches agreed before the first round (FD-5); a combination that
cannot be played is refused when the rules are made. The functions below are each rule written
once: the state machine (:mod:`engine.draw.game`) and the score sheet of a real table
(:mod:`engine.draw.scoresheet`) both call them.

>>> rules = DrawRules(players=3, scoring="category")
>>> [dealer_of_round(rules, r) for r in (1, 2, 3, 4)]              # FD-4
[0, 1, 2, 0]
>>> round_award(rules, (1,), Category.FULL_HOUSE), round_award(rules, (0, 2), Category.FLUSH)
(6, 0)
>>> result = showdown({1: "KS KH 9D 4C 2S", 2: "KD KC 7D 4H 2H"})
>>> result.winners, result.best.category.english
((1,), 'one pair')
>>> match_is_over(DrawRules(players=3, end="points", target_score=12), 3, [12, 10, 11])
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ..cards import Card
from ..errors import RulesError, check_bool, check_choice, check_int
from ..fast import tables_for, trusted_strength
from ..hands import Category, HandLike, HandValue, as_hand
from ..i18n import _, excerpt

Scoring = Literal["win", "category"]
"""FD-3: "win" (the round's winner gains ``win_points``) or "category" (points by winning category)."""
MatchEnd = Literal["rounds", "points"]
"""FD-14: "rounds" (after ``rounds`` rounds) or "points" (as soon as someone reaches ``target_score``)."""

DEFAULT_CATEGORY_POINTS = (1, 1, 2, 3, 4, 5, 6, 8, 10)  # high card … straight flush


@dataclass(frozen=True)
class DrawRules:
    """The house rules, agreed before the first round and fixed for the match (FD-5).

    >>> DrawRules(players=7)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: five-card draw is for 3 to 6 players, not 7 (FD-1)
    >>> DrawRules(players=6, max_replace=4)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: 6 players replacing up to 4 cards could need 54 cards, more than the 52 in the deck (FD-5)
    >>> DrawRules(chips="no")
    Traceback (most recent call last):
    ...
    TypeError: chips must be True or False, not 'no'
    """

    players: int = 4
    max_replace: int = 3                 # FD-5, FD-8
    ace_low: bool = True                 # FD-5, FD-13: A-2-3-4-5 as the lowest straight (standard poker)
    starting_score: int = 10             # FD-3
    chips: bool = False                  # FD-7, FD-12: staying costs 1 point into a pot
    scoring: Scoring = "win"             # FD-3
    win_points: int = 1
    category_points: tuple[int, ...] = DEFAULT_CATEGORY_POINTS
    end: MatchEnd = "rounds"             # FD-14
    rounds: int = 8
    target_score: int = 15
    round_limit: int | None = None       # with end="points": an optional cap on rounds
    first_dealer: int = 0                # FD-4

    def __post_init__(self) -> None:
        _whole(self.players, "players", 3, 6)
        if not 3 <= self.players <= 6:
            raise RulesError(_("five-card draw is for 3 to 6 players, not {n} (FD-1)", n=self.players))
        _whole(self.max_replace, "max_replace", 0, 5)
        if not 0 <= self.max_replace <= 5:
            raise RulesError(_("max_replace: the most cards one player may replace is 0 to 5, not {n} (FD-5)",
                               n=self.max_replace))
        check_bool(self.ace_low, "ace_low")
        check_int(self.starting_score, "starting_score")
        check_bool(self.chips, "chips")
        check_choice(self.scoring, "scoring", get_args(Scoring), RulesError, "FD-3")
        check_int(self.win_points, "win_points", 1, None, RulesError, "FD-3")
        object.__setattr__(self, "category_points", _category_points(self.category_points))
        check_choice(self.end, "end", get_args(MatchEnd), RulesError, "FD-14")
        check_int(self.rounds, "rounds", 1, None, RulesError, "FD-14")
        check_int(self.target_score, "target_score")
        if self.round_limit is not None:
            check_int(self.round_limit, "round_limit", 1, None, RulesError, "FD-14")
        _whole(self.first_dealer, "first_dealer", 0, self.players - 1)
        if not 0 <= self.first_dealer < self.players:
            raise RulesError(_("first_dealer: the first dealer must be a seat from 0 to {last}, not {seat} (FD-4)",
                               last=self.players - 1, seat=self.first_dealer))
        self._check_combination()

    def _check_combination(self) -> None:
        need = self.players * (5 + self.max_replace)
        if need > 52:
            raise RulesError(_("{n} players replacing up to {most} cards could need {need} cards, more than the 52 "
                               "in the deck (FD-5)", n=self.players, most=self.max_replace, need=need))
        if self.chips and self.scoring == "category":
            raise RulesError(_("with chips the winner takes the pot, so category points cannot also apply "
                               "(FD-3, FD-7): choose one"))
        if self.scoring == "category" and not any(self.category_points):
            raise RulesError(_("category_points: with points by category, at least one category must score "
                               "(FD-3)"))
        if self.end == "points" and self.target_score <= self.starting_score:
            raise RulesError(_("target_score: the target of {target} points must be above the starting score of "
                               "{start} (FD-14)", target=self.target_score, start=self.starting_score))
        if self.end == "rounds" and self.round_limit is not None:
            raise RulesError(_('round_limit caps a match played to a points target (end="points"); a match '
                               'of a fixed number of rounds ends after `rounds` (FD-14)'))


def _whole(value: object, name: str, low: int, high: int) -> None:
    """A wrong type is a TypeError naming the range; the caller words the range's own error."""
    if isinstance(value, bool) or not isinstance(value, int):
        check_int(value, name, low, high)


def _category_points(points: object) -> tuple[int, ...]:
    if isinstance(points, str) or not isinstance(points, Sequence):
        raise TypeError(f"category_points must be 9 whole numbers, from high card to straight flush, "
                        f"not {excerpt(points)}")
    for p in points:
        check_int(p, "each of category_points")
    if len(points) != 9 or any(p < 0 for p in points):
        raise RulesError(_("category_points needs 9 points, one per category from high card to "
                           "straight flush, none negative (FD-3)"))
    return tuple(points)


# ---- the rules every scorer follows ----------------------------------------------------------------

def dealer_of_round(rules: DrawRules, round_no: int) -> int:
    """Who deals round ``round_no`` (from 1): the deal passes one seat to the left each round (FD-4).

    >>> [dealer_of_round(DrawRules(players=3, first_dealer=2), r) for r in range(1, 6)]
    [2, 0, 1, 2, 0]
    """
    _check_rules(rules)
    check_int(round_no, "round_no", 1, None, RulesError, "FD-4")
    return (rules.first_dealer + round_no - 1) % rules.players


def round_award(rules: DrawRules, winners: Sequence[int], category: Category | None) -> int:
    """What each winner of a round gains, without chips (FD-3, FD-11, FD-12).

    A tie (more than one winner) gains nothing. One winner gains ``win_points`` — or, with points by
    category, the points of the winning hand's category; ``category`` is None when no hand was
    shown (the last one standing, FD-11), who gains the lowest category's points.

    >>> rules = DrawRules(scoring="category")
    >>> round_award(rules, (2,), Category.FLUSH), round_award(rules, (2,), None), round_award(DrawRules(), (2,), None)
    (5, 1, 1)
    """
    _check_rules(rules)
    _check_seats(winners, "winners")
    if category is not None and not isinstance(category, Category):
        raise TypeError(f"category must be a Category, such as Category.FLUSH, or None, not {excerpt(category)}")
    if len(winners) != 1:
        return 0
    if rules.scoring == "win":
        return rules.win_points
    return rules.category_points[Category.HIGH_CARD if category is None else category]


def split_pot(pot: int, winners: Sequence[int]) -> tuple[int, int]:
    """With chips: each winner's share of the pot, and the odd remainder that stays for the next
    round (FD-12).

    >>> split_pot(5, (0, 2))
    (2, 1)
    """
    check_int(pot, "pot", 0, None, RulesError, "FD-12")
    _check_seats(winners, "winners")
    return divmod(pot, len(winners))


def match_is_over(rules: DrawRules, rounds_played: int, scores: Sequence[int]) -> bool:
    """Whether the match ends after ``rounds_played`` rounds with these scores (FD-14): after the
    agreed rounds, or as soon as someone reaches the target (or the round limit is reached).

    >>> match_is_over(DrawRules(rounds=8), 7, [99, 0, 0, 0]), match_is_over(DrawRules(rounds=8), 8, [10] * 4)
    (False, True)
    """
    _check_rules(rules)
    check_int(rounds_played, "rounds_played", 0, None, RulesError, "FD-14")
    _check_scores(scores)
    if rules.end == "rounds":
        return rounds_played >= rules.rounds
    if rules.round_limit is not None and rounds_played >= rules.round_limit:
        return True
    return max(scores) >= rules.target_score


def leaders(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest score; more than one is a shared win.

    >>> leaders([11, 12, 12])
    (1, 2)
    """
    _check_scores(scores)
    best = max(scores)
    return tuple(s for s, score in enumerate(scores) if score == best)


@dataclass(frozen=True)
class Showdown:
    """The hands shown at a showdown, ranked (FD-10, FD-13): each seat's value, and who wins.

    More than one winner is a tie (FD-12); suits never rank.
    """

    values: Mapping[int, HandValue]
    winners: tuple[int, ...]             # in the order the hands were given
    best: HandValue


def showdown(hands: Mapping[int, HandLike], ace_low: bool = True) -> Showdown:
    """Rank the hands shown (seat → five cards) and find the best (FD-10, FD-13)."""
    if not isinstance(hands, Mapping) or not hands:
        raise TypeError(f"hands must map each seat to the five cards shown, not {excerpt(hands)}")
    _check_seats(tuple(hands), "hands")
    check_bool(ace_low, "ace_low")
    return ranked({seat: tuple(as_hand(cards)) for seat, cards in hands.items()}, ace_low)


def ranked(hands: Mapping[int, Sequence[Card]], ace_low: bool) -> Showdown:
    """:func:`showdown` of hands the engine holds itself (its own deal), with nothing checked again."""
    table = tables_for(ace_low).values
    strengths = {seat: trusted_strength(cards, ace_low) for seat, cards in hands.items()}
    top = max(strengths.values())
    return Showdown({s: table[v] for s, v in strengths.items()},
                    tuple(s for s, v in strengths.items() if v == top), table[top])


def _check_rules(rules: object) -> None:
    if not isinstance(rules, DrawRules):
        raise TypeError(f"rules must be DrawRules(...), not {excerpt(rules)}")


def _check_seats(seats: object, name: str) -> None:
    if isinstance(seats, str) or not isinstance(seats, Sequence) or not seats:
        raise TypeError(f"{name} must be one or more seats (whole numbers), not {excerpt(seats)}")
    for seat in seats:
        check_int(seat, f"each of {name}", 0, None, RulesError, "FD-1")


def _check_scores(scores: object) -> None:
    if isinstance(scores, str) or not isinstance(scores, Sequence) or not scores:
        raise TypeError(f"scores must be a list of whole numbers, one per player, not {excerpt(scores)}")
    for score in scores:
        check_int(score, "each of scores")
