"""Build the whole site into build/site: the MkDocs pages, then every lesson exported twice.

    uv run python tools/build_site.py

- the pages (site/ and a page per lesson made by tools/site_hooks.py), with `mkdocs build --strict`;
- marimo's frontend, copied once to build/site/marimo/, so nothing is loaded from a CDN;
- each lesson pre-rendered (`marimo export html`) to build/site/static/NAME.html — works offline;
- each lesson live (`marimo export html-wasm`) to build/site/live/NAME/ — runs in the reader's
  browser and downloads Pyodide from the internet when opened.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import marimo

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
FRONTEND = Path(marimo.__file__).parent / "_static"
CDN = f"https://cdn.jsdelivr.net/npm/@marimo-team/frontend@{marimo.__version__}/dist/"


def run(*args: str) -> None:
    result = subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(args)}\n{result.stdout}\n{result.stderr}")


def export_static(lesson: Path) -> None:
    out = SITE / "static" / f"{lesson.stem}.html"
    run("marimo", "export", "html", str(lesson), "-o", str(out), "--no-include-code")
    html = out.read_text(encoding="utf-8")
    if CDN not in html:
        raise SystemExit(f"{out}: marimo's frontend address changed ({CDN} not found); update tools/build_site.py")
    out.write_text(html.replace(CDN, "../marimo/"), encoding="utf-8")


def export_live(lesson: Path) -> None:
    out = SITE / "live" / lesson.stem
    run("marimo", "export", "html-wasm", str(lesson), "-o", str(out), "--mode", "run")
    # every live lesson shares the one copy of the frontend in build/site/marimo/
    shutil.rmtree(out / "assets")
    (out / "CLAUDE.md").unlink(missing_ok=True)
    index = out / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace('"./assets/', '"../../marimo/assets/'),
                     encoding="utf-8")


def size_of(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())


def main() -> None:
    start = time.perf_counter()
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.py"))
    print("building the pages (mkdocs build --strict) …", flush=True)
    run("mkdocs", "build", "--strict")
    shutil.copytree(FRONTEND, SITE / "marimo", ignore=shutil.ignore_patterns("index.html", "CLAUDE.md"))
    jobs = [(export_static, lesson) for lesson in lessons] + [(export_live, lesson) for lesson in lessons]
    print(f"exporting {len(lessons)} lessons, pre-rendered and live ({len(jobs)} exports) …", flush=True)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for done, _ in enumerate(pool.map(lambda job: job[0](job[1]), jobs), start=1):
            print(f"  {done}/{len(jobs)} exports done", flush=True)
    seconds = time.perf_counter() - start
    print(f"built {SITE.relative_to(ROOT)} in {seconds:.1f} s: {size_of(SITE) / 1e6:.1f} MB "
          f"({size_of(SITE / 'marimo') / 1e6:.1f} MB of it marimo's frontend, shared by every lesson)")


if __name__ == "__main__":
    main()
