"""A five-card draw match set up at a chosen position — for lessons that show a situation and for
tests — with every piece checked: an impossible position is refused with a clear error.

>>> game = setup(DrawRules(players=3), hands=["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D 2C"],
...              stock="KH", scores=[12, 9, 10], round_no=3)
>>> game.round_no, game.dealer, game.to_act, game.scores, game.stock[0].label
(3, 2, 0, [12, 9, 10], 'K♥')
>>> setup(DrawRules(players=3), hands=["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D AS"])
Traceback (most recent call last):
...
engine.cards.CardError: the ace of spades is dealt twice: in seat 0's hand and in seat 2's hand (FD-2)
>>> setup(DrawRules(players=3), scores=[10, 10])
Traceback (most recent call last):
...
engine.errors.RulesError: scores must give one score per player: 3 players, 2 scores (FD-3)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, CardError, full_deck, parse_cards
from ..errors import RulesError, check_int, check_seed
from ..hands import HandLike
from ..i18n import excerpt
from .game import DrawState, begin, check_decks, check_rules
from .rules import DrawRules, dealer_of_round

__all__ = ["setup", "stack_deck"]


def setup(rules: DrawRules | None = None, *, seed: int | str = 0, hands: Sequence[HandLike] | None = None,
          stock: HandLike = (), decks: Sequence[str | Sequence[Card]] = (), round_no: int = 1,
          dealer: int | None = None, scores: Sequence[int] | None = None, pot: int = 0) -> DrawState:
    """A match at the start of round ``round_no``, the cards just dealt (the first decision, FD-7).

    - ``hands``: the five cards each seat holds, by seat; ``stock``: cards on top of the stock (top
      first, for the replacements); the rest of the deck follows in deck order.
    - ``decks``: prepared decks (all 52 cards, top first) for the rounds from ``round_no`` on — or,
      with ``hands``, from the round after it. Later rounds are shuffled from ``seed``.
    - ``dealer``: who deals this round; it must be the seat the deal has reached by this round from
      the rules' ``first_dealer`` (FD-4) and is that seat when not given.
    - ``scores``: each seat's score (default: the starting score); ``pot``: points left in the pot
      from an earlier tie (chips only, FD-12).
    """
    rules = check_rules(rules)
    n = rules.players
    check_int(round_no, "round_no", 1, None, RulesError, "FD-14")
    last = rules.rounds if rules.end == "rounds" else rules.round_limit
    if last is not None and round_no > last:
        raise RulesError(f"round_no: this match has {last} rounds, so there is no round {round_no} (FD-14)")
    expected = dealer_of_round(rules, round_no)
    if dealer is not None:
        check_int(dealer, "dealer", 0, n - 1, RulesError, "FD-4")
        if dealer != expected:
            raise RulesError(f"dealer: round {round_no} is dealt by seat {expected}, the deal passing left every "
                             f"round from first_dealer {rules.first_dealer}; for seat {dealer} to deal, set "
                             f"first_dealer in the rules (FD-4)")
    start = _scores(rules, scores)
    check_int(pot, "pot", 0, None, RulesError, "FD-12")
    if pot and not rules.chips:
        raise RulesError("pot: only with the chips switch is there a pot (FD-7, FD-12)")
    prepared = check_decks(decks, "decks")
    top = parse_cards(stock, name="stock")
    if hands is not None:
        prepared.insert(0, stack_deck(hands, expected, top, players=n))
    elif top:
        raise CardError("stock: cards on top of the stock go with the hands they follow; give hands too (FD-6)")
    return begin(rules, check_seed(seed), round_no, start, pot,
                 {r: deck for r, deck in enumerate(prepared, start=round_no)})


def _scores(rules: DrawRules, scores: Sequence[int] | None) -> list[int]:
    if scores is None:
        return [rules.starting_score] * rules.players
    if isinstance(scores, str) or not isinstance(scores, Sequence):
        raise TypeError(f"scores must be a list of whole numbers, one per player, not {excerpt(scores)}")
    for score in scores:
        check_int(score, "each of scores")
    if len(scores) != rules.players:
        raise RulesError(f"scores must give one score per player: {rules.players} players, {len(scores)} scores "
                         "(FD-3)")
    if rules.end == "points" and max(scores) >= rules.target_score:
        raise RulesError(f"scores: {max(scores)} points already reach the target of {rules.target_score}, so the "
                         "match would be over (FD-14)")
    return list(scores)


def stack_deck(hands: Sequence[HandLike], dealer: int = 0, rest: HandLike = (),
               players: int | None = None) -> tuple[Card, ...]:
    """A full deck ordered so that the deal gives ``hands[s]`` to seat ``s`` (FD-6 order: one card at a
    time from the dealer's left), then ``rest`` on top of the stock, then the remaining cards in deck order.

    >>> from engine.draw import new_game
    >>> deck = stack_deck(["AS AH AD AC KS", "2S 3S 4S 5S 7H", "9C 9D 8C 8D 2C"], rest="KH")
    >>> g = new_game(DrawRules(players=3), stacked=[deck])
    >>> [c.label for c in g.hands[0]], g.stock[0].label
    (['A♠', 'A♥', 'A♦', 'A♣', 'K♠'], 'K♥')
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise TypeError(f'hands must be a list of hands, one per seat, such as ["AS AH AD AC KS", …], '
                        f"not {excerpt(hands)}")
    n = len(hands)
    if players is not None and n != players:
        raise RulesError(f"hands must give one hand per player: {players} players, {n} hands (FD-1)")
    if not 3 <= n <= 6:
        raise RulesError(f"hands: five-card draw is for 3 to 6 players, not {n} (FD-1)")
    check_int(dealer, "dealer", 0, n - 1, RulesError, "FD-4")
    parsed = []
    for seat, hand in enumerate(hands):
        cards = parse_cards(hand, name=f"hands: seat {seat}'s hand")
        if len(cards) != 5:
            raise CardError(f"hands: seat {seat}'s hand has {len(cards)} card{'s' * (len(cards) != 1)}, not 5 (FD-6)")
        parsed.append(cards)
    top = _no_card_twice(parsed, parse_cards(rest, name="rest"))
    order = [(dealer + k) % n for k in range(1, n + 1)]
    dealt = [parsed[s][i] for i in range(5) for s in order]
    placed = set(dealt) | set(top)
    return tuple(dealt + top + [c for c in full_deck() if c not in placed])


def _no_card_twice(hands: Iterable[list[Card]], rest: list[Card]) -> list[Card]:
    where: dict[Card, str] = {}
    places = [(f"seat {seat}'s hand", cards) for seat, cards in enumerate(hands)] + [("the stock", rest)]
    for place, cards in places:
        for card in cards:
            if card in where:
                again = "twice in " + place if where[card] == place else f"in {where[card]} and in {place}"
                raise CardError(f"the {card.english} is dealt twice: {again} (FD-2)")
            where[card] = place
    return rest
