"""The two games as the contract suite plays them (``test_game_contract.py``), one record each: the
house rules worth trying, how to start and replay a game, what a seat's view must hide, and actions
worth offering — legal or not. The fixture ``game`` is each game in turn; ``draw`` and ``updown`` are
one game each, for the properties only that game has (``test_draw_properties.py``,
``test_updown_properties.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import strategies as st

from engine import draw as fd
from engine import updown as ud
from engine.cards import full_deck
from engine.draw.events import PRIVATE


@dataclass(frozen=True)
class Contract:
    """One game, as the suite over every game (engine/game.py's ``Game``) needs it."""

    name: str
    prefix: str                                      # its rule IDs: "FD-" or "UD-"
    rules: st.SearchStrategy                         # house rules worth trying
    new_game: Callable[[Any, int], Any]
    replay: Callable[[Any, int, Sequence[Any]], Any]
    check_view: Callable[[Any, Any, int], None]      # (state, view, seat): the view hides what it must
    check_end: Callable[[Any], None]                 # a finished game
    candidates: Callable[[Any, random.Random], list[Any]]   # actions worth offering now, legal or not
    key: Callable[[Any], Hashable]                   # an action as apply judges it

    def play(self, data: st.DataObject, rules: Any, seed: int, steps: int = 5000) -> list[Any]:
        """Every state of a game played by random legal actions (at most ``steps`` of them)."""
        state = self.new_game(rules, seed)
        states = [state]
        for _ in range(steps):
            if state.is_over:
                break
            actions = state.legal_actions()
            assert actions, f"{self.name}: no legal action in phase {state.phase}"
            state = state.apply(actions[data.draw(st.integers(0, len(actions) - 1), label="action")])
            states.append(state)
        return states


# ---- five-card draw ---------------------------------------------------------------------------------

def _draw_hidden(event):
    """The cards a private draw event holds (None when they are left out)."""
    return event.card if isinstance(event, fd.Dealt) else event.cards


def _draw_view(state, view, seat):
    assert len(view.events) == len(state.events)
    for seen, real in zip(view.events, state.events, strict=True):
        if isinstance(real, PRIVATE) and real.seat != seat:
            assert _draw_hidden(seen) is None, f"seat {seat} saw seat {real.seat}'s cards in {real}"
            assert type(seen) is type(real)
        else:
            assert seen == real
    assert set(view.hands_shown) <= set(state.shown)


def _draw_end(state):
    assert state.events[-1] == fd.DeckChecked(cards=52, complete=True), "the deck is checked at the end (FD-15)"


def _draw_candidates(state, rng):
    """Each kind of action by a random seat and by the seat to act; replacements and corrections of
    the seat's own cards (0 to 5 of them) and of any cards."""
    n = state.rules.players
    deck = full_deck()
    seats = [rng.randrange(n), *([] if state.to_act is None else [state.to_act])]
    out: list[Any] = []
    for seat in seats:
        out += [fd.Stay(seat), fd.Fold(seat), fd.Deal(seat), fd.NextRound(seat)]
        own = list(state.hands[seat]) + list(state.announced.get(seat, ()))
        for kind in (fd.Replace, fd.Correct):
            out.append(kind(seat, tuple(rng.sample(deck, rng.randint(0, 3)))))
            if own:
                out.append(kind(seat, tuple(rng.sample(own, rng.randint(0, min(5, len(own)))))))
    return out


def _draw_key(action):
    # a replacement (or correction) names cards in any order: apply judges the set
    return type(action), action.seat, frozenset(getattr(action, "cards", ()))


@st.composite
def _draw_rules(draw):
    chips = draw(st.booleans())                  # with chips the pot is the award: no points by category (FD-3)
    return fd.DrawRules(players=draw(st.integers(3, 6)), max_replace=draw(st.integers(0, 3)),
                        ace_low=draw(st.booleans()), chips=chips, rounds=draw(st.integers(1, 3)),
                        scoring="win" if chips else draw(st.sampled_from(["win", "category"])),
                        win_points=draw(st.integers(1, 3)))


DRAW = Contract(
    name="five-card draw", prefix="FD-", rules=_draw_rules(),
    new_game=fd.new_game, replay=fd.replay, check_view=_draw_view, check_end=_draw_end,
    candidates=_draw_candidates, key=_draw_key)


# ---- 一上一下 -----------------------------------------------------------------------------------------

def _updown_view(state, view, seat):
    for seen, real in zip(view.pile, state.pile, strict=True):
        if real.face == "down" and real.seat != seat:
            assert seen.card is None, "another seat's face-down card is hidden (UD-10)"
    for e in view.events:
        if e.private and e.seat != seat:
            assert getattr(e, "card", None) is None and getattr(e, "cards", ()) == ()


def _updown_end(state):
    assert state.winners, "every game ends with a winner (UD-5, UD-16)"


def _updown_candidates(state, rng):
    """A sample of all the actions that exist, and some with the cards of the seat to act."""
    seats = range(state.rules.players)
    deck = full_deck()
    sample = [ud.PlayUp(rng.choice(seats), rng.choice(deck)),
              ud.PlayDown(rng.choice(seats), rng.choice(deck), rng.choice([None, *range(2, 15)])),
              *(ud.Challenge(s) for s in seats), *(ud.Pass(s) for s in seats)]
    hand = state.hands[state.to_act] if state.to_act is not None else ()
    if hand:
        card = rng.choice(hand)
        sample += [ud.PlayUp(state.to_act, card), ud.PlayDown(state.to_act, card, rng.randint(2, 14))]
    return sample


UPDOWN = Contract(
    name="一上一下", prefix="UD-",
    rules=st.builds(ud.UpDownRules, players=st.integers(2, 4),
                    lead_after_pickup=st.sampled_from(["taker", "challenger"]), play_limit=st.integers(1, 150)),
    new_game=ud.new_game, replay=ud.replay, check_view=_updown_view, check_end=_updown_end,
    candidates=_updown_candidates, key=lambda action: action)


@pytest.fixture(scope="session", params=[DRAW, UPDOWN], ids=["draw", "updown"])
def game(request) -> Contract:
    """Each game in turn: the contract suite runs once over every game."""
    return request.param


@pytest.fixture(scope="session")
def draw() -> Contract:
    return DRAW


@pytest.fixture(scope="session")
def updown() -> Contract:
    return UPDOWN
