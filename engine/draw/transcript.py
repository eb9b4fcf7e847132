"""Five-card draw transcripts: the events of a match as plain text a teacher can read aloud.

>>> from engine.draw import DrawRules, new_game, stay, fold
>>> g = new_game(DrawRules(players=3), seed=3).apply(fold(1)).apply(fold(2))
>>> print(draw_transcript(g.events[-5:], names=["Ann", "Bo", "Cy"]))
Bo folds.
Cy folds.
Ann is the last player in and wins the round without showing (FD-11): +1 point.
Scores: Ann 11 · Bo 10 · Cy 10
"""

from __future__ import annotations

from collections.abc import Sequence

from ..fast import tables_for
from ..hands import describe, explain, hand_value
from ..transcript import cards_text as _cards
from ..transcript import deal_lines as _deal_lines
from ..transcript import seat_names as _seat_names
from .game import Event


def draw_transcript(events: Sequence[Event], names: Sequence[str] | None = None,
                    ace_low: bool = False) -> str:
    """Five-card draw events as text. Private cards show only if the events still hold them."""
    name = _seat_names(names)
    values = tables_for(ace_low).values
    lines: list[str] = []
    dealt: dict[int, list] = {}
    for e in events:
        if e.kind != "deal" and dealt:
            lines += _deal_lines(dealt, name)
        if e.kind == "round":
            lines.append(f"Round {e.number} — {name(e.seat)} deals, one card at a time from the left (FD-6).")
        elif e.kind == "deal":
            dealt.setdefault(e.seat, []).append(e.cards[0] if e.cards else None)
        elif e.kind == "stay":
            lines.append(f"{name(e.seat)} stays" + (f" and puts {e.number} into the pot." if e.number else "."))
        elif e.kind == "fold":
            lines.append(f"{name(e.seat)} folds.")
        elif e.kind in ("replace", "correct"):
            which = f" ({_cards(e.cards)})" if e.cards else ""
            verb = "replaces" if e.kind == "replace" else "corrects the count to"
            lines.append(f"{name(e.seat)} {verb} {e.number} card{'s' if e.number != 1 else ''}{which}.")
        elif e.kind == "draw":
            which = f": {_cards(e.cards)}" if e.cards else ""
            lines.append(f"  {name(e.seat)} receives {e.number} from the top of the stock{which}.")
        elif e.kind == "show":
            lines.append(f"{name(e.seat)} shows {_cards(e.cards)} — {describe(values[e.number])}.")
        elif e.kind == "last_standing":
            lines.append(f"{name(e.seat)} is the last player in and wins the round without showing (FD-11):")
        elif e.kind == "win":
            text = f"+{e.number} point{'s' if e.number != 1 else ''}."
            if lines and lines[-1].endswith("(FD-11):"):
                lines[-1] += " " + text
            else:
                lines.append(f"{name(e.seat)} wins the round: {text}")
        elif e.kind == "tie":
            lines.append(f"A tie between {', '.join(name(s) for s in e.seats)}: nobody gains points (FD-12).")
        elif e.kind == "pot":
            who = ", ".join(name(s) for s in e.seats)
            text = f"{who} take{'s' if len(e.seats) == 1 else ''} {e.number} from the pot."
            if lines and lines[-1].endswith("(FD-11):"):
                lines[-1] += " " + text
            else:
                lines.append(text)
        elif e.kind == "scores":
            pot = f" (pot {e.number})" if e.number else ""
            lines.append("Scores: " + " · ".join(f"{name(s)} {v}" for s, v in enumerate(e.values)) + pot)
        elif e.kind == "match_over":
            lines.append(f"The match is over (FD-14). Winner: {', '.join(name(s) for s in e.seats)}.")
        elif e.kind == "deck_check":
            lines.append("The deck is sorted and checked: all 52 cards (FD-15)." if e.number == 52
                         else "The deck check FAILED: cards are missing or doubled (FD-15).")
    lines += _deal_lines(dealt, name)
    return "\n".join(lines)


def round_result(shown: dict, winners: Sequence[int], ace_low: bool = False,
                 names: Sequence[str] | None = None) -> str:
    """Who won the round and why, from the hands shown at the showdown (FD-10 … FD-13).

    >>> from engine.cards import parse_cards
    >>> shown = {0: parse_cards("KS KH 9D 4C 2S"), 1: parse_cards("KD KC 7D 4H 2H")}
    >>> round_result(shown, [0], names=["Ann", "Bo"])
    'Ann wins: both have a pair of kings; the 9 beats the 7 as the first kicker.'
    >>> round_result({}, [2])
    'Seat 2 was the last player in and wins without showing (FD-11).'
    """
    name = _seat_names(names)
    if not winners:
        return ""
    if not shown:
        return f"{name(winners[0])} was the last player in and wins without showing (FD-11)."
    ranked = sorted(shown, key=lambda s: hand_value(shown[s], ace_low), reverse=True)
    if len(winners) > 1:
        detail = explain(shown[winners[0]], shown[winners[1]], ace_low).split(": ", 1)[1]
        return f"A tie between {' and '.join(name(s) for s in winners)}: {detail} Ties share, as FD-12 says."
    losers = [s for s in ranked if s not in winners]
    return explain(shown[winners[0]], shown[losers[0]], ace_low, names=(name(winners[0]), name(losers[0])))
