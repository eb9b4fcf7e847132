"""The house rules of 一上一下 and the rules that are small pure functions, each written once.

The state machine (:mod:`engine.updown.game`), the referee of a real table
(:mod:`engine.updown.referee`) and the bots all call these; nobody re-derives them.

>>> UpDownRules(players=4, lead_after_pickup="challenger").play_limit
500
>>> is_below(14, 2), is_below(2, 14), is_below(8, 8)      # 2 is the highest rank (UD-2)
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..cards import RANK_LABELS, RANKS, Card, shuffled_deck, updown_order
from ..errors import RulesError
from ..i18n import Lang, Text, _, check_lang
from .inputs import choice, seed_of, shown, whole
from .records import Face, PileCard

START_TARGET = 3           # UD-3: the lowest rank
FORGOTTEN_DECLARATION = 3  # UD-9
HAND_SIZE = 7              # UD-1
LEAD_AFTER_PICKUP = ("taker", "challenger")   # UD-13


@dataclass(frozen=True)
class UpDownRules:
    """House rules, fixed for the game; an impossible choice is refused when the rules are made.

    >>> UpDownRules(players=5)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: players: 一上一下 is for 2 to 4 players, not 5 (UD-1)
    >>> UpDownRules(players="3")
    Traceback (most recent call last):
    ...
    TypeError: players must be a whole number, not '3'
    """

    players: int = 3
    lead_after_pickup: str = "taker"      # UD-13: "taker" or "challenger"
    play_limit: int = 500                 # UD-16: then the fewest cards wins
    first_player: int | str = "draw"      # UD-4: "draw" cards for it, or a seat number

    def __post_init__(self) -> None:
        _players(self.players)
        choice(self.lead_after_pickup, "lead_after_pickup", LEAD_AFTER_PICKUP, RulesError, "UD-13")
        whole(self.play_limit, "play_limit", 1, None, RulesError, "UD-16")
        if isinstance(self.first_player, str):
            if self.first_player != "draw":
                raise RulesError(_('first_player is "draw" or a seat from 0 to {last}, not {given} (UD-4)',
                                   last=self.players - 1, given=shown(self.first_player)))
        else:
            whole(self.first_player, "first_player", 0, self.players - 1, RulesError, "UD-4")


def is_below(rank: int, target: int) -> bool:
    """Whether ``rank`` is below ``target`` in the order 3 < 4 < … < A < 2 (UD-2): a face-up card
    below the target draws a card (UD-7); a card below the target it was played on loses a
    challenge (UD-12)."""
    return _below(whole(rank, "rank", 2, 14), whole(target, "target", 2, 14))


STRENGTH = {rank: updown_order(rank) for rank in RANKS}   # UD-2: each rank's place, 3 lowest, 2 highest


def _below(rank: int, target: int) -> bool:
    # is_below without the checks, for the engine's inner loops (ranks the engine made itself)
    return STRENGTH[rank] < STRENGTH[target]


def challenge_succeeds(target_before: int, declared: int, real: int) -> bool:
    """UD-12: a challenge succeeds if the real rank differs from the declaration, or is below the
    target as it was before the card was played.

    The worked examples of the source (target 8):

    >>> challenge_succeeds(8, declared=10, real=10), challenge_succeeds(8, declared=10, real=7)
    (False, True)
    >>> challenge_succeeds(8, declared=10, real=6), challenge_succeeds(8, declared=8, real=8)
    (True, False)
    """
    return _succeeds(whole(target_before, "target_before", 2, 14), whole(declared, "declared", 2, 14),
                     whole(real, "real", 2, 14))


def _succeeds(target_before: int, declared: int, real: int) -> bool:
    # challenge_succeeds without the checks, for the engine's inner loops
    return real != declared or _below(real, target_before)


def standing_ranks(target_before: int, declared: int) -> tuple[int, ...]:
    """The real ranks with which a face-down card declared ``declared`` on a target of
    ``target_before`` survives a challenge (UD-12): the declared rank itself, unless it is below
    the target — then none.

    >>> standing_ranks(8, 10), standing_ranks(8, 5)
    ((10,), ())
    """
    return _standing(whole(target_before, "target_before", 2, 14), whole(declared, "declared", 2, 14))


@cache
def _standing(target_before: int, declared: int) -> tuple[int, ...]:
    return tuple(r for r in RANKS if not _succeeds(target_before, declared, r))


def challenge_reason(target_before: int, declared: int, real: int, lang: Lang = "en", said: bool = True) -> str:
    """UD-12 in words, for one case (``lang="zh"``: in Chinese).

    >>> print(challenge_reason(8, 10, 7))
    The card is a 7, not the 10 declared — and below the target of 8: the challenge succeeds, so the player who put \
it down takes the whole pile.
    >>> print(challenge_reason(8, 8, 8))
    The card really is an 8, and not below the target of 8: the challenge fails, so the challenger takes the whole \
pile.
    >>> print(challenge_reason(8, 10, 7, lang="zh"))
    这张牌是 7，不是报的 10，而且低于目标点数 8：质疑成功，出这张牌的人收走整个出牌堆。
    >>> print(challenge_reason(3, 3, 9, lang="zh", said=False))     # nothing declared: it counts as 3 (UD-9)
    没报点算作报了 3（UD-9），可这张牌是 9，不是 3：质疑成功，出这张牌的人收走整个出牌堆。
    """
    if not isinstance(said, bool):
        raise TypeError(f"said must be True or False, not {said!r}")
    return challenge_reason_text(target_before, declared, real, said).render(check_lang(lang))


def a_rank(rank: int) -> Text:
    """A rank with its English article: "a 7", "an 8", "an A" (Chinese: just the rank)."""
    label = RANK_LABELS[rank]
    return _("an {rank}", rank=label) if label in ("8", "A") else _("a {rank}", rank=label)


def challenge_reason_text(target_before: int, declared: int, real: int, said: bool = True) -> Text:
    """:func:`challenge_reason` in either language; ``said`` False: the card went down with nothing declared,
    which counts as declaring 3 (UD-9) — never "the 3 declared" (the seventeenth native read)."""
    succeeds = challenge_succeeds(target_before, declared, real)
    d, t = RANK_LABELS[declared], RANK_LABELS[target_before]
    low = _below(real, target_before)
    card = a_rank(real)
    if not said and real != declared:
        what = (_("Nothing was declared, which counts as declaring 3 (UD-9), and the card is {card}, not a 3 — and "
                  "below the target of {target}", card=card, target=t) if low else
                _("Nothing was declared, which counts as declaring 3 (UD-9), and the card is {card}, not a 3",
                  card=card))
    elif not said:
        what = (_("Nothing was declared, which counts as declaring 3 (UD-9), and the card really is a 3, but below "
                  "the target of {target}", target=t) if low else
                _("Nothing was declared, which counts as declaring 3 (UD-9), and the card really is a 3, not below "
                  "the target of {target}", target=t))
    elif real != declared:
        what = (_("The card is {card}, not the {declared} declared — and below the target of {target}",
                  card=card, declared=d, target=t) if low else
                _("The card is {card}, not the {declared} declared", card=card, declared=d))
    else:
        what = (_("The card really is {card}, but below the target of {target}", card=card, target=t) if low else
                _("The card really is {card}, and not below the target of {target}", card=card, target=t))
    if succeeds:
        return _("{what}: the challenge succeeds, so the player who put it down takes the whole pile.", what=what)
    return _("{what}: the challenge fails, so the challenger takes the whole pile.", what=what)


def asking_order(players: int, seat: int) -> list[int]:
    """Who is asked to challenge a card ``seat`` played face down, in turn order (UD-10, UD-11).

    >>> asking_order(4, 2)
    [3, 0, 1]
    """
    players = _players(players)
    return _asking(players, whole(seat, "seat", 0, players - 1))


def _asking(players: int, seat: int) -> list[int]:
    return [(seat + k) % players for k in range(1, players)]


def _players(players: Any) -> int:
    if not 2 <= whole(players, "players") <= 4:
        raise RulesError(_("players: 一上一下 is for 2 to 4 players, not {n} (UD-1)", n=players))
    return int(players)


def first_challenger(players: int, seat: int, challengers: Iterable[int]) -> int:
    """UD-11: of several players challenging at once, the first in turn order after ``seat``.

    >>> first_challenger(4, 1, [0, 3])
    3
    >>> first_challenger(4, 1, [1])
    Traceback (most recent call last):
    ...
    ValueError: challengers: none of [1] may challenge seat 1's card; the others are 2, 3, 0 (UD-10)
    """
    order = asking_order(players, seat)
    if isinstance(challengers, str | bytes) or not isinstance(challengers, Iterable):
        raise TypeError(f"challengers must be a list of seats, not {shown(challengers)}")
    wanted = {whole(s, "challengers", 0, players - 1) for s in challengers}
    for s in order:
        if s in wanted:
            return s
    raise ValueError(f"challengers: none of {shown(sorted(wanted, key=str))} may challenge seat {seat}'s card; "
                     f"the others are {', '.join(map(str, order))} (UD-10)")


def face_due_after(pile: Sequence[PileCard]) -> Face:
    """UD-17: the last card that stood decides — after face up comes face down and after face down
    face up; an empty pile (a new round) starts face up.

    >>> face_due_after([]), face_due_after([PileCard(0, Face.UP, 8)])
    (<Face.UP: 'up'>, <Face.DOWN: 'down'>)
    >>> face_due_after([PileCard(0, Face.UP, 8), PileCard(1, Face.DOWN, 10)]) == "up"
    True
    """
    if isinstance(pile, str) or not isinstance(pile, Sequence):
        raise TypeError(f"pile must be a list of PileCards, not {shown(pile)}")
    if not pile:
        return Face.UP
    if not isinstance(pile[-1], PileCard):
        raise TypeError(f"pile must be a list of PileCards, not a list holding {shown(pile[-1])}")
    return Face.DOWN if pile[-1].face is Face.UP else Face.UP


def choose_first_player(players: int, seed: int | str) -> tuple[int, list[tuple[int, Card]]]:
    """UD-4: everyone draws a card; the highest (3 < … < A < 2) leads; tied highest draw again.

    Returns the leader and every draw made, as (seat, card).

    >>> leader, draws = choose_first_player(3, seed=1)
    >>> leader in range(3) and len(draws) >= 3
    True
    """
    players = _players(players)
    deck = shuffled_deck(f"{seed_of(seed)}/first player")
    draws: list[tuple[int, Card]] = []
    drawing = list(range(players))
    while True:
        round_draws = [(seat, deck.pop(0)) for seat in drawing]
        draws.extend(round_draws)
        best = max(updown_order(card.rank) for _, card in round_draws)
        drawing = [seat for seat, card in round_draws if updown_order(card.rank) == best]
        if len(drawing) == 1:
            return drawing[0], draws


def check_rules(rules: Any) -> UpDownRules:
    """``rules`` if it is an :class:`UpDownRules`."""
    if not isinstance(rules, UpDownRules):
        raise TypeError(f"rules must be an UpDownRules, not {shown(rules)}")
    return rules
