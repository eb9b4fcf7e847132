"""Measure how strong opponents' hands are *after* they replace cards, and ship it as data.

    uv run python tools/opponent_model.py            # writes engine/draw/opponent_table.py (a few minutes)

The advisor ranks a choice by its chance to beat the opponents' final hands. Random five-card
hands (the old model) never replace, so they are weaker than a real table's. Here each opponent
replaces by the source's rule of thumb ("by the book"): for every setting of the A-low switch and
of the most cards one may replace (1 to 5), SAMPLES seeded deals are played out — five cards, the
rule of thumb's keep, the replacements from the rest of the deck — and the final hands' strengths
(engine.fast) are counted. Each share "weaker than strength s" is then known to within about
±1/sqrt(SAMPLES) (two standard errors at worst); the choices the advisor compares are scored on
the same counts, so their order is steadier still. Card removal between players is not modelled.
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
from engine.draw.advisor import rule_of_thumb  # noqa: E402
from engine.fast import strength, tables_for  # noqa: E402

OUT = ROOT / "engine" / "draw" / "opponent_table.py"
SAMPLES = 400_000
SEED = 2026


def measure(setting: tuple[bool, int]) -> tuple[tuple[bool, int], str]:
    ace_low, max_replace = setting
    counts = array("I", [0] * len(tables_for(ace_low).values))
    rng = random.Random(f"opponents/{SEED}/{ace_low}/{max_replace}")
    deck = full_deck()
    for _ in range(SAMPLES):
        cards = rng.sample(deck, 5 + max_replace)
        keep = list(rule_of_thumb(cards[:5], max_replace, ace_low).keep)
        final = keep + cards[5:5 + 5 - len(keep)]
        counts[strength(final, ace_low)] += 1
    return setting, base64.b64encode(zlib.compress(counts.tobytes(), 9)).decode("ascii")


def main() -> int:
    settings = [(ace_low, m) for ace_low in (False, True) for m in range(1, 6)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as pool:
        packed = dict(pool.map(measure, settings))
    lines = [f'"""Opponents\' final-hand strengths after replacing by the rule of thumb: {SAMPLES:,} seeded deals',
             "per setting, counted by tools/opponent_model.py — do not edit; run it again instead.",
             "", "Keys: (ace_low, max_replace); values: zlib-compressed, base64 uint32 counts per strength.", '"""',
             "", f"SAMPLES = {SAMPLES}", f"SEED = {SEED}", "", "COUNTS: dict[tuple[bool, int], str] = {"]
    for key in settings:
        lines.append(f"    {key!r}: (")
        text = packed[key]
        lines += [f'        "{text[i:i + 96]}"' for i in range(0, len(text), 96)]
        lines.append("    ),")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(settings)} settings × {SAMPLES:,} deals in "
          f"{time.perf_counter() - start:.0f} s ({OUT.stat().st_size / 1000:.0f} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
