"""Measure how strong opponents' hands are *after* they replace cards, and ship it as data.

    uv run python tools/opponent_model.py            # writes engine/draw/opponent_table.py (a few minutes)

The advisor ranks a choice by its chance to beat the opponents' final hands. Random five-card
hands (the old model) never replace, so they are weaker than a real table's. Here each opponent
replaces by cardschool's rule of thumb ("by the book", engine.draw.advisor.rule_of_thumb): for every
setting of the A-low switch and of the most cards one may replace (1 to 5), SAMPLES seeded deals are
played out — five cards, the rule of thumb's keep, the replacements from the rest of the deck — and
the final hands' strengths (engine.fast) are counted. The rule of thumb keeps an inside or one-ended
straight draw only at a table where everyone has MANY_OPPONENTS or more opponents (and breaks it up
for the two highest cards elsewhere), so where that can matter — 3 or more cards may be replaced —
each setting is counted twice: at a table of four (the "few" opponents' rule) and of five (the
"many" opponents' rule). Each share "weaker than strength s" is then known to within about
±1/sqrt(SAMPLES) (two standard errors at worst); the choices the advisor compares are scored on
the same counts, so their order is steadier still. Card removal between players is not modelled.

The same deals are also counted apart by how many cards the opponent replaced (0 for a made hand,
1 for two pair or a four-card draw, 2 for three of a kind, 3 for a pair or nothing …): a player who
sees an opponent's count — public at the table (FD-8) — can read how strong that opponent likely
is. The table keeps only those counts; engine.draw.opponents adds them up for all opponents.
"""

from __future__ import annotations

import base64
import random
import sys
import time
import zlib
from array import array
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.cards import full_deck  # noqa: E402
from engine.draw.advisor import MANY_OPPONENTS, rule_of_thumb  # noqa: E402
from engine.fast import strength, tables_for  # noqa: E402

OUT = ROOT / "engine" / "draw" / "opponent_table.py"
SAMPLES = 400_000
SEED = 2026


def pack(counts: array) -> str:
    return base64.b64encode(zlib.compress(counts.tobytes(), 9)).decode("ascii")


def measure(setting: tuple[bool, int, bool]) -> tuple[tuple[bool, int, bool], dict[int, str]]:
    ace_low, max_replace, many = setting
    size = len(tables_for(ace_low).values)
    by_replaced = {r: array("I", [0] * size) for r in range(max_replace + 1)}
    rng = random.Random(f"opponents/{SEED}/{ace_low}/{max_replace}")       # the same deals for both rules
    deck = full_deck()
    opponents = MANY_OPPONENTS if many else MANY_OPPONENTS - 1
    for _ in range(SAMPLES):
        cards = rng.sample(deck, 5 + max_replace)
        keep = list(rule_of_thumb(cards[:5], max_replace, ace_low, opponents=opponents).keep)
        final = keep + cards[5:5 + 5 - len(keep)]
        by_replaced[5 - len(keep)][strength(final, ace_low)] += 1
    return setting, {r: pack(c) for r, c in by_replaced.items() if any(c)}


def chunked(text: str) -> list[str]:
    return [f'        "{text[i:i + 96]}"' for i in range(0, len(text), 96)]


def write(measured: dict[tuple[bool, int, bool], dict[int, str]]) -> None:
    """Write the table: for each setting and number of cards replaced, the packed counts."""
    lines = [f'"""Opponents\' final-hand strengths after replacing by the rule of thumb: {SAMPLES:,} seeded deals',
             "per setting, counted by tools/opponent_model.py — do not edit; run it again instead.",
             "", "Keys: (ace_low, max_replace, many, cards the opponent replaced) — ``many``: the rule of thumb of a",
             f"table where everyone has {MANY_OPPONENTS} or more opponents (only where 3 or more cards may be",
             "replaced: elsewhere both rules keep the same); values: zlib-compressed, base64 uint32 counts per",
             "strength. The counts of one setting add up to its SAMPLES deals.", '"""',
             "", f"SAMPLES = {SAMPLES}", f"SEED = {SEED}", f"MANY_OPPONENTS = {MANY_OPPONENTS}", "",
             "BY_REPLACED: dict[tuple[bool, int, bool, int], str] = {"]
    for key, parts in measured.items():
        for replaced, text in sorted(parts.items()):
            lines.append(f"    {(*key, replaced)!r}: (")
            lines += chunked(text)
            lines.append("    ),")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    settings = [(ace_low, m, many) for ace_low in (False, True) for m in range(1, 6)
                for many in ((False, True) if m >= 3 else (False,))]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as pool:
        measured = {setting: parts for setting, parts in pool.map(measure, settings)}
    write(measured)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(settings)} settings × {SAMPLES:,} deals in "
          f"{time.perf_counter() - start:.0f} s ({OUT.stat().st_size / 1000:.0f} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
