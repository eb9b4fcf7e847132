"""Chosen 一上一下 positions, checked: a stacked deck, or hands, a pile, a stock and whose turn.

:func:`position` builds the moment you describe and refuses one that cannot arise under the rules
— a card missing or twice, a pile whose faces do not alternate, a target or a face due that the
last standing card contradicts, a turn out of order — with a :class:`ScenarioError` naming the
parameter and the rule. Lessons and tests use it instead of building states by hand.

>>> game = position(["8S 4H 5C", "TD 6H 7C", "9C 9D 9H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")])
>>> game.target, game.face_due, game.to_act, len(game.stock)
(13, <Face.UP: 'up'>, 2, 41)
>>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
>>> game.phase, game.to_act, game.target, game.target_before
(<Phase.CHALLENGE: 'challenge'>, 0, 12, 12)
>>> position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS")], target=8)
Traceback (most recent call last):
...
engine.updown.scenario.ScenarioError: target: the last card standing, Q♠ face up, makes the target Q, not 8 (UD-3)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import RANK_LABELS, Card, full_deck
from .actions import PlayDown, PlayUp, play_down, play_up
from .game import UpDownState, _deal
from .inputs import read_card, seed_of, shown, whole
from .records import Face, Phase, PileCard
from .rules import HAND_SIZE, START_TARGET, UpDownRules, _asking, check_rules, face_due_after
from .table import Table

CardsGiven = str | Sequence[str | Card]
__all__ = ["ScenarioError", "play_down", "play_up", "position", "stacked_game"]


class ScenarioError(ValueError):
    """A position that cannot arise in 一上一下, refused before any game starts."""


def stacked_game(rules: UpDownRules, deck: CardsGiven, leader: int = 0, seed: int | str = 0) -> UpDownState:
    """A new game dealt from a stacked deck: ``deck`` lists the top cards, top first; the cards it
    does not name follow in the fixed order of :func:`~engine.cards.full_deck`. The deal goes one
    card at a time from ``leader`` (UD-1); there is no draw for the lead.

    >>> g = stacked_game(UpDownRules(players=2), "AS 2H KD", leader=1)
    >>> g.hands[1][:2], g.hands[0][0], g.to_act, len(g.stock)
    ((Card('AS'), Card('KD')), Card('2H'), 1, 38)
    >>> stacked_game(UpDownRules(players=2), "AS 2H AS")
    Traceback (most recent call last):
    ...
    engine.updown.scenario.ScenarioError: deck: the ace of spades is named twice — there is one of each card (UD-1)
    """
    check_rules(rules)
    leader = whole(leader, "leader", 0, rules.players - 1, ScenarioError, "UD-4")
    seed_of(seed)
    top = _cards(deck, "deck")
    _once([("deck", top)])
    named = set(top)
    return _deal(rules, seed, top + [c for c in full_deck() if c not in named], leader)


def position(hands: Sequence[CardsGiven], *, pile: Sequence[PlayUp | PlayDown] = (), stock: CardsGiven = (),
             rest: str | int | None = "stock", turn: int | None = None, asking: Sequence[int] | None = None,
             target: int | None = None, face_due: str | None = None, plays: int | None = None,
             rules: UpDownRules | None = None, seed: int | str = 0) -> UpDownState:
    """A game at a chosen moment, checked against the rules.

    - ``hands``: each seat's cards ("8S 4H" or a list), seat 0 first; their number is the number of
      players (``rules``, if given, must agree).
    - ``pile``: the plays of this round still on the centre pile, oldest first, as
      :func:`play_up` / :func:`play_down` records: face up first, then alternating (UD-6), each by
      the next seat clockwise.
    - ``stock``: the top of the stock, top first. ``rest``: where every card not named goes —
      ``"stock"`` (under the named ones, in the fixed deck order), a seat number (into that hand)
      or None (nothing may be left over: all 52 must be named).
    - ``asking``: when the last card on the pile is face down and still open to challenge, the
      seats not yet asked, in turn order (UD-10); None: it stood.
    - ``turn``, ``target``, ``face_due``: follow from the pile (UD-3, UD-6, UD-17) and are checked
      when given; with an empty pile (a new round) ``turn`` says who leads (default 0).
    - ``plays``: plays made so far, below the play limit (UD-16); 0 means the game has not begun,
      so everyone must hold 7 cards (UD-1). Default: not known, counted as the cards on the pile.
    """
    rules = _rules_for(hands, rules)
    players = rules.players
    seat_cards = [_cards(h, f"hands[{seat}]") for seat, h in enumerate(hands)]
    played = _pile(pile, players)
    top_stock = _cards(stock, "stock")
    _once([(f"seat {s}'s hand", h) for s, h in enumerate(seat_cards)]
          + [("the pile", [c for p in played if (c := p.card) is not None])] + [("the stock", top_stock)])
    named = {c for h in seat_cards for c in h} | {p.card for p in played} | set(top_stock)
    left = [c for c in full_deck() if c not in named]
    if rest == "stock":
        top_stock += left
    elif rest is None:
        if left:
            listed = " ".join(c.label for c in left[:8]) + (" …" if len(left) > 8 else "")
            raise ScenarioError(f"rest: {len(left)} cards are not named anywhere ({listed}); all 52 must be "
                                f"accounted for (UD-1)")
    elif isinstance(rest, str) or isinstance(rest, bool) or not isinstance(rest, int):
        raise TypeError(f'rest must be "stock", a seat number or None, not {shown(rest)}')
    else:
        seat_cards[whole(rest, "rest", 0, players - 1, ScenarioError)] += left

    open_card = _open_challenge(asking, played, players)
    standing = played[:-1] if open_card else played
    due = face_due_after(standing)
    derived_target = standing[-1].counts_as if standing else START_TARGET
    if target is not None and whole(target, "target", 2, 14, ScenarioError) != derived_target:
        what = (f"the last card standing, {_told(standing[-1])}, makes the target" if standing
                else "a round starts with the target at")
        raise ScenarioError(f"target: {what} {RANK_LABELS[derived_target]}, not {RANK_LABELS[target]} (UD-3)")
    if face_due is not None:
        if not isinstance(face_due, str) or face_due not in ("up", "down"):
            raise TypeError(f'face_due must be "up" or "down", not {shown(face_due)}')
        if face_due != due:
            why = f"after {_told(standing[-1])}" if standing else "a round starts"
            raise ScenarioError(f"face_due: {why}, the next card goes face {due}, not {face_due} (UD-17)")
    whose = _turn(turn, played, open_card, players)
    for seat, h in enumerate(seat_cards):
        if not h and not (open_card and seat == played[-1].seat):
            raise ScenarioError(f"hands[{seat}] is empty: a player whose last card stood has already won (UD-5)")
    made = len(played) if plays is None else whole(plays, "plays", len(played), None, ScenarioError, "UD-6")
    if made > rules.play_limit or (made == rules.play_limit and not open_card):
        raise ScenarioError(f"plays: after {made} plays the limit of {rules.play_limit} has ended the game (UD-16)")
    if plays == 0 and ([len(h) for h in seat_cards] != [HAND_SIZE] * players):
        raise ScenarioError(f"hands: before the first play everyone holds {HAND_SIZE} cards, not "
                            f"{', '.join(str(len(h)) for h in seat_cards)} (UD-1)")
    table = Table(rules, tuple(tuple(h) for h in seat_cards), tuple(top_stock), tuple(played), derived_target,
                  Face.DOWN if open_card else due, whose, Phase.CHALLENGE if open_card else Phase.PLAY,
                  tuple(asking) if open_card and asking is not None else (),
                  derived_target if open_card else None, made)
    return UpDownState(table, seed_of(seed))


def _rules_for(hands: Any, rules: UpDownRules | None) -> UpDownRules:
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise TypeError(f"hands must be a list with each seat's cards, not {shown(hands)}")
    if rules is None:
        if not 2 <= len(hands) <= 4:
            raise ScenarioError(f"hands: 一上一下 is for 2 to 4 players, not {len(hands)} (UD-1)")
        return UpDownRules(players=len(hands))
    if check_rules(rules).players != len(hands):
        raise ScenarioError(f"hands: the rules are for {rules.players} players, but {len(hands)} hands were given")
    return rules


def _cards(given: Any, name: str) -> list[Card]:
    if isinstance(given, str):
        return [read_card(token, name) for token in given.replace(",", " ").split()]
    if isinstance(given, Sequence):
        return [read_card(c, name) for c in given]
    raise TypeError(f'{name} must be cards such as "8S 4H" or a list of cards, not {shown(given)}')


def _once(places: Sequence[tuple[str, Sequence[Card]]]) -> None:
    where: dict[Card, str] = {}
    for place, cards in places:
        for card in cards:
            if card in where:
                again = "twice" if where[card] == place else f"in {where[card]} and in {place}"
                name = place if place == "deck" else "cards"
                raise ScenarioError(f"{name}: the {card.english} is named {again} — there is one of each card (UD-1)")
            where[card] = place


def _pile(pile: Any, players: int) -> list[PileCard]:
    if isinstance(pile, str) or not isinstance(pile, Sequence):
        raise TypeError(f"pile must be a list of play_up/play_down records, not {shown(pile)}")
    played: list[PileCard] = []
    for i, play in enumerate(pile):
        if not isinstance(play, PlayUp | PlayDown):
            raise TypeError(f"pile[{i}] must be a play_up(…) or play_down(…) record, not {shown(play)}")
        whole(play.seat, f"pile[{i}].seat", 0, players - 1, ScenarioError, "UD-1")
        face = Face.UP if i % 2 == 0 else Face.DOWN
        if play.face is not face:
            raise ScenarioError(f"pile[{i}]: card {i + 1} of a round goes face {face}, not {play.face} — the first "
                                f"card of a round is face up, then the faces alternate (UD-6)")
        if played and play.seat != (played[-1].seat + 1) % players:
            raise ScenarioError(f"pile[{i}]: after seat {played[-1].seat} comes seat "
                                f"{(played[-1].seat + 1) % players}, not seat {play.seat} (UD-6)")
        if isinstance(play, PlayDown):
            played.append(PileCard(play.seat, face, play.counts_as, play.card, play.declared is None))
        else:
            played.append(PileCard(play.seat, face, play.card.rank, play.card))
    return played


def _open_challenge(asking: Any, played: list[PileCard], players: int) -> bool:
    if asking is None:
        return False
    if isinstance(asking, str) or not isinstance(asking, Sequence):
        raise TypeError(f"asking must be a list of seats, not {shown(asking)}")
    if not played or played[-1].face is not Face.DOWN:
        raise ScenarioError("asking: only a face-down card, the last on the pile, can be open to challenge (UD-10)")
    order = _asking(players, played[-1].seat)
    seats = [whole(s, "asking", 0, players - 1, ScenarioError) for s in asking]
    if not seats or seats != order[len(order) - len(seats):]:
        raise ScenarioError(f"asking: the seats still to be asked are the last of {', '.join(map(str, order))} in "
                            f"that order (at least one), not {shown(list(asking))} (UD-10, UD-11)")
    return True


def _turn(turn: Any, played: list[PileCard], open_card: bool, players: int) -> int:
    if not played:
        return 0 if turn is None else whole(turn, "turn", 0, players - 1, ScenarioError, "UD-13")
    last = played[-1].seat
    due = last if open_card else (last + 1) % players
    if turn is not None and whole(turn, "turn", 0, players - 1, ScenarioError) != due:
        why = (f"seat {last}'s face-down card is still open to challenge" if open_card
               else f"turns pass clockwise after seat {last}'s card stood")
        raise ScenarioError(f"turn: {why}, so it is seat {due}'s turn, not seat {turn}'s (UD-6)")
    return due


def _told(p: PileCard) -> str:
    if p.face is Face.UP and p.card is not None:
        return f"{p.card.label} face up"
    return f"a face-down card declared {RANK_LABELS[p.counts_as]}"
