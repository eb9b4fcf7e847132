"""一上一下 transcripts: the events of a game as plain text a teacher can read aloud."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK_LABELS
from ..transcript import deal_lines as _deal_lines
from ..transcript import seat_names as _seat_names


def updown_transcript(events: Sequence, names: Sequence[str] | None = None) -> str:
    """一上一下 events as text. A face-down card's real rank shows only where the events hold it."""
    name = _seat_names(names)
    lines: list[str] = []
    dealt: dict[int, list] = {}
    for e in events:
        if e.kind != "deal" and dealt:
            lines += _deal_lines(dealt, name)
        if e.kind == "draw_for_lead":
            lines.append(f"{name(e.seat)} draws {e.card.label} to choose who leads (UD-4).")
        elif e.kind == "lead":
            lines.append(f"{name(e.seat)} leads. Seven cards each, dealt from the leader (UD-1).")
        elif e.kind == "deal":
            dealt.setdefault(e.seat, []).append(e.card)
        elif e.kind == "play_up":
            lines.append(f"{name(e.seat)} plays {e.card.label} face up (target was {RANK_LABELS[e.number]}).")
        elif e.kind == "draw":
            which = f" ({e.card.label})" if e.card else ""
            lines.append(f"  It is below the target: {name(e.seat)} draws a card{which} (UD-7).")
        elif e.kind == "no_draw":
            lines.append("  It is below the target, but the stock is empty: no draw (UD-15).")
        elif e.kind == "play_down":
            real = f" (really {e.card.label})" if e.card else ""
            said = "without declaring — it counts as 3 (UD-9)" if e.other else f"declaring {RANK_LABELS[e.number]}"
            lines.append(f"{name(e.seat)} plays a card face down, {said}{real}.")
        elif e.kind == "pass":
            lines.append(f"  {name(e.seat)} passes.")
        elif e.kind == "stands":
            lines.append(f"  Nobody challenges: it stands as {RANK_LABELS[e.number]}, the new target (UD-10).")
        elif e.kind == "challenge":
            lines.append(f"  {name(e.seat)} challenges {name(e.other)}'s card (UD-11).")
        elif e.kind == "reveal":
            outcome = "the challenge succeeds" if e.other else "the challenge fails"
            lines.append(f"  Turned over: {e.card.label}, declared {RANK_LABELS[e.number]} — {outcome} (UD-12).")
        elif e.kind == "take_pile":
            lines.append(f"  {name(e.seat)} takes the whole pile of {e.number} card{'s' if e.number != 1 else ''}.")
        elif e.kind == "new_round":
            lines.append(f"New round: target 3, face up first; {name(e.seat)} leads (UD-13).")
        elif e.kind == "win":
            lines.append(f"{name(e.seats[0])} has played out every card and wins (UD-5).")
        elif e.kind == "limit":
            who = ", ".join(name(s) for s in e.seats)
            lines.append(f"The play limit of {e.number} plays is reached: fewest cards wins — {who} (UD-16).")
    return "\n".join(lines)
