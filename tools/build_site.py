"""Build the whole site into build/site: the MkDocs pages, the browser's Python, every lesson exported three times.

    uv run python tools/build_site.py           # fetches what it lacks (once), then builds
    uv run python tools/build_site.py --fetch   # only fetch the build's inputs (CI does this first)

- the pages (site/ and a page per lesson made by tools/site_hooks.py), with `mkdocs build --strict`;
- marimo's frontend, copied once to build/site/marimo/, so nothing is loaded from a CDN;
- the browser's Python, once for every lesson: Pyodide and marimo's wheels in build/site/pyodide/
  (tools/pyodide_mirror.py), the engine as one wheel in build/site/marimo/public/wheels/ (where
  marimo's worker, in marimo/assets/, looks for `../public/wheels/`);
- each lesson pre-rendered (`marimo export html`) to build/site/static/NAME.html, and in Chinese
  (the lesson run with `--lang zh`) to build/site/static/NAME.zh.html for the Chinese pages;
- each lesson live (`marimo export html-wasm`) to build/site/live/NAME/index.html, pointed at the
  site's own Python and given a plain-words loading and failure message (tools/live_loading.js).

Nothing the site serves comes from elsewhere, so it works with no internet. The build itself needs the
network only to fetch its inputs once: the pinned Pyodide downloads (kept in .cache/pyodide-mirror/)
and the ruff that marimo's html-wasm export runs through uv (kept in uv's cache).

Exports are kept in build/cache/exports/, named by a hash of what they depend on: the lesson, the
lessons' kit (lessons/_*.py: the kit and its catalog), marimo's version and [tool.marimo] in
pyproject.toml, and for the pre-rendered one every file under engine/. A lesson is exported again only
when one of those changed. A live export's own wheels of the kit (marimo packs each local module a
lesson imports into a wheel named by its content) are kept beside it and served from
build/site/marimo/public/wheels/ with the engine's.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import urllib.parse
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from html import escape
from pathlib import Path

import marimo

sys.path.insert(0, str(Path(__file__).resolve().parent))
import pyodide_mirror  # noqa: E402
from reading_copy import reading_copy, tab_title  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
SITE = ROOT / "build" / "site"
EXPORTS = ROOT / "build" / "cache" / "exports"
FRONTEND = Path(marimo.__file__).parent / "_static"
CDN = f"https://cdn.jsdelivr.net/npm/@marimo-team/frontend@{marimo.__version__}/dist/"
# the wheel marimo's html-wasm export makes of the modules a lesson imports (any encoding of its "+")
MARIMO_WHEEL = re.compile(r"engine-0\.0\.0(\+|%2B|%252B)marimo\.[0-9a-f]{12}-py3-none-any\.whl")
# the lessons' own modules beside the notebooks (the kit and its compiled catalog), and the wheels of them
# that marimo's html-wasm export makes
KIT = sorted((ROOT / "lessons").glob("_*.py"))
KIT_WHEELS = EXPORTS / "wheels"
# each lesson's reading copy (tools/reading_copy.py), made before the pages, which print it and index it
READING = ROOT / "build" / "cache" / "reading"
# the live lesson's bounds, in seconds: no byte for STALL s while a file is on its way, or no step of
# Python's for STALL_RUNNING s while it runs the lesson, is reported as a failure (tools/live_loading.js)
STALL = 30
STALL_RUNNING = 120
# marimo's tags that load its frontend: on a live page they wait in a template until the reading copy shows
MARIMO_LOADS = re.compile(r'[ \t]*<link rel="(?:modulepreload|stylesheet|preload)"(?![^>]*loading\.css)[^>]*>\n?'
                          r'|[ \t]*<script type="module"[^>]*></script>\n?')
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def run(*args: str, env: dict | None = None) -> None:
    result = subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, env=env or ENV)
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(args)}\n{result.stdout}\n{result.stderr}")


# ---- marimo's exports, each in a process of its own that starts with marimo already imported ------------
#
# Importing marimo's command line takes most of an export's time (1.7 s of CPU of 2.9). So the exports
# run in a forkserver's children (multiprocessing): the server imports it once, and each export runs
# `marimo export …` in a fresh fork of it — one process per export, as from the command line.

def marimo_cli(args: tuple[str, ...], env: dict[str, str]) -> tuple[int, str]:
    """``python -m marimo ARGS`` in this (fresh) process: its exit code and what it printed."""
    os.chdir(ROOT)
    sys.path[:] = [str(ROOT), *(p for p in sys.path if Path(p).resolve() != TOOLS)]   # as `python -m` has it
    os.environ.update(env)
    with tempfile.TemporaryFile("w+", encoding="utf-8") as said:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(said.fileno(), 1)
        os.dup2(said.fileno(), 2)
        from marimo._cli.cli import main
        try:
            main(list(args), prog_name="marimo", standalone_mode=False)
            code = 0
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
        except BaseException:                       # reported as the command line would report it
            import traceback
            traceback.print_exc()
            code = 1
        sys.stdout.flush()
        sys.stderr.flush()
        said.seek(0)
        return code, said.read()


def exporter() -> Executor | None:
    """Processes for the exports, each a fresh fork of a server that has imported marimo (None where
    there is no forkserver, as on Windows: then each export is `python -m marimo …`)."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return None
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["marimo._cli.cli"])
    return ProcessPoolExecutor(max_workers=os.cpu_count() or 2, mp_context=context, max_tasks_per_child=1)


def export(pool: Executor | None, *args: str, env: dict | None = None) -> None:
    """``marimo ARGS`` in one of ``pool``'s processes (or as a command when there is none)."""
    if pool is None:
        return run("marimo", *args, env={**ENV, **(env or {})})
    code, said = pool.submit(marimo_cli, args, env or {}).result()
    if code != 0:
        raise SystemExit(f"failed: marimo {' '.join(args)}\n{said}")


# ---- the inputs, fetched once ------------------------------------------------------------------------

def ruff_command(*args: str) -> list[str]:
    """marimo's html-wasm export finds a lesson's local imports with ruff, run through `uv tool run`."""
    from marimo._export.local_modules import _RUFF_REQUIREMENT
    uv = os.environ.get("UV") or shutil.which("uv") or "uv"
    return [uv, "--quiet", "tool", "run", *args, "--from", _RUFF_REQUIREMENT, "--python", sys.executable,
            "--no-python-downloads", "ruff", "--version"]


def fetch_inputs() -> None:
    """The pinned Pyodide downloads and marimo's ruff, into their caches (network only when missing)."""
    pyodide_mirror.fetch()
    if subprocess.run(ruff_command("--offline"), capture_output=True).returncode != 0:
        print("  fetching ruff for marimo's html-wasm export (uv keeps it in its cache)", flush=True)
        result = subprocess.run(ruff_command(), capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"could not fetch ruff for marimo's html-wasm export:\n{result.stderr}")


# ---- exports, cached by content ----------------------------------------------------------------------

def export_key(lesson: Path, kind: str) -> str:
    """What a lesson's export depends on: the lesson and its kit, marimo's version and settings, and
    for the pre-rendered export, which runs the lesson, every engine file (the live export holds only
    the lesson's and the kit's code: the engine goes to the browser as its own wheel)."""
    digest = hashlib.sha256(f"marimo {marimo.__version__}\0{kind}\0".encode())
    marimo_settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["marimo"]
    digest.update(json.dumps(marimo_settings, sort_keys=True).encode())
    engine = sorted(p for p in (ROOT / "engine").rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    for path in [lesson, *KIT, *(engine if kind.startswith("static") else [])]:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def export_path(lesson: Path, kind: str) -> Path:
    return EXPORTS / f"{lesson.stem}.{kind}-{export_key(lesson, kind)}.html"


def cached_export(lesson: Path, kind: str, pool: Executor | None = None) -> Path:
    """The lesson's page as marimo exports it ("static" or "live"): from build/cache/exports/ if its
    inputs are unchanged, else exported now (and older exports of it dropped)."""
    cached = export_path(lesson, kind)
    if cached.exists():
        return cached
    EXPORTS.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=EXPORTS, prefix=".new-") as tmp:
        out = Path(tmp)
        if kind.startswith("static"):
            language = ["--", "--lang", "zh"] if kind == "static_zh" else []
            export(pool, "export", "html", str(lesson), "-o", str(out / "index.html"), "--no-include-code", *language)
        else:
            # its frontend copy and partial engine wheel are not kept: the site has its own.
            # ruff (which it runs through uv) is in uv's cache (fetch_inputs): uv must not look for a newer one
            export(pool, "export", "html-wasm", str(lesson), "-o", str(out), "--mode", "run", env={"UV_OFFLINE": "1"})
            KIT_WHEELS.mkdir(exist_ok=True)
            for wheel in (out / "public" / "wheels").glob("*.whl"):
                if not wheel.name.startswith("engine-"):
                    shutil.copyfile(wheel, KIT_WHEELS / wheel.name)
        for old in EXPORTS.glob(f"{lesson.stem}.{kind}-*.html"):
            old.unlink()
        (out / "index.html").replace(cached)
    return cached


# ---- the site ------------------------------------------------------------------------------------------

def write_reading(lesson: Path, cached: Path, suffix: str = "") -> None:
    """The lesson's reading copy (tools/reading_copy.py), for the pages (build/cache/reading/)."""
    READING.mkdir(parents=True, exist_ok=True)
    (READING / f"{lesson.stem}{suffix}.read.html").write_text(reading_copy(cached.read_text(encoding="utf-8")),
                                                              encoding="utf-8")


def write_static(lesson: Path, cached: Path, suffix: str = "") -> None:
    html = cached.read_text(encoding="utf-8")
    if CDN not in html:
        raise SystemExit(f"{lesson.name}: marimo's frontend address changed ({CDN} not found); "
                         "update tools/build_site.py")
    # links between lessons (?file=NAME.py) lead to the site's lesson pages (tools/lesson_links.js), which
    # also puts marimo's few English words into Chinese on a Chinese lesson
    lang = "zh" if suffix == ".zh" else "en"
    html = html.replace("<head>\n", '<head>\n    <script src="lesson_links.js" data-kind="static" '
                                     f'data-lang="{lang}"></script>\n', 1)
    if "lesson_links.js" not in html:
        raise SystemExit(f"{lesson.name}: no <head> in marimo's export; update tools/build_site.py")
    reading = READING / f"{lesson.stem}{suffix}.read.html"
    if lang == "zh":
        html = html.replace('<html lang="en">', '<html lang="zh-Hans">', 1)
        title = tab_title(reading.read_text(encoding="utf-8"))      # marimo's app_title is the English one
        if title:
            html = re.sub(r"<title>[^<]*</title>", lambda _: f"<title>{escape(title)}</title>", html, count=1)
    shutil.copyfile(reading, SITE / "static" / f"{lesson.stem}{suffix}.read.html")
    out = SITE / "static" / f"{lesson.stem}{suffix}.html"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(html.replace(CDN, "../marimo/"), encoding="utf-8")


def write_live(lesson: Path, cached: Path, engine: Path, python_bytes: int) -> None:
    """The live page, using the site's shared frontend, engine wheel and Python; the lesson's reading copy
    at once, and marimo's scripts after it (tools/live_loading.js)."""
    html = cached.read_text(encoding="utf-8")
    # the engine: the shared whole-engine wheel instead of marimo's partial one (see pyodide_mirror.engine_wheel)
    html, wheels = MARIMO_WHEEL.subn(lambda m: engine.name.replace("+", m.group(1)), html)
    if not wheels:
        raise SystemExit(f"{lesson.name}: marimo's live export no longer installs the engine as "
                         f"{MARIMO_WHEEL.pattern}; update tools/build_site.py")
    # the kit's wheels the page installs, beside the engine's (content-hashed names: one copy serves all)
    for name in re.findall(r"\.\./public/wheels/([^\"\s]+\.whl)", html):
        wheel = KIT_WHEELS / urllib.parse.unquote(name)
        if not name.startswith("engine-"):
            if not wheel.exists():
                raise SystemExit(f"{lesson.name}: its live page installs {wheel.name}, which its export did not make")
            shutil.copyfile(wheel, engine.parent / wheel.name)
    # the site's web app manifest, not marimo's
    html = html.replace('<link rel="manifest" href="./manifest.json" />',
                        '<link rel="manifest" href="../../manifest.webmanifest" />')
    # favicons and assets: the one copy in marimo/
    html = re.sub(r'(href|src)="\./', r'\1="../../marimo/', html)
    # Python from this site, not from a CDN
    tag = '<marimo-wasm hidden="">'
    if html.count(tag) != 1:
        raise SystemExit(f"{lesson.name}: no {tag} in marimo's live export; update tools/build_site.py")
    html = html.replace(tag, '<marimo-wasm hidden="" data-pyodide-index-url="../../pyodide/" '
                             'data-pyodide-lockfile-url="../../pyodide/pyodide-lock.json">')
    # marimo's frontend waits in a template: tools/live_loading.js adds it once the reading copy shows
    loads = MARIMO_LOADS.findall(html)
    if not any("<script type=\"module\"" in tag for tag in loads):
        raise SystemExit(f"{lesson.name}: no module script in marimo's live export; update tools/build_site.py")
    html = MARIMO_LOADS.sub("", html)
    frontend = sum((SITE / "live" / lesson.stem / src).resolve().stat().st_size
                   for src in re.findall(r'(?:href|src)="([^"]+)"', "".join(loads)))
    template = '<template id="cs-marimo-head">\n' + "".join(loads) + "    </template>\n  </head>"
    html = html.replace("</head>", template, 1)
    # the links' script first (it writes the browser's language into the address, ?lang=zh, for the
    # loading line to read), then the loading line, before marimo, so that it hears marimo's worker
    loading = ('<script src="../lesson_links.js" data-kind="live"></script>\n'
               f'    <link rel="stylesheet" href="../loading.css" />\n'
               f'    <script src="../../site_offline.js" data-live=""></script>\n'
               f'    <script src="../loading.js" data-reading="../../static/{lesson.stem}.read.html" '
               f'data-bytes="{frontend + python_bytes}" data-stall="{STALL}" data-stall-running="{STALL_RUNNING}">'
               '</script>\n')
    html = html.replace("<head>\n", "<head>\n    " + loading, 1)
    if "../loading.js" not in html:
        raise SystemExit(f"{lesson.name}: no <head> in marimo's live export; update tools/build_site.py")
    out = SITE / "live" / lesson.stem / "index.html"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(html, encoding="utf-8")
    # marimo's frontend sets the page's icon back to ./favicon.ico when the lesson is idle (15 kB)
    shutil.copyfile(FRONTEND / "favicon.ico", out.parent / "favicon.ico")


def size_of(*paths: Path) -> int:
    return sum(f.stat().st_size for path in paths for f in ([path] if path.is_file() else path.rglob("*"))
               if f.is_file())


def sizes() -> dict[str, int]:
    """The site's size by part, in bytes."""
    pyodide = SITE / "pyodide"
    runtime = [pyodide / name for name in (*pyodide_mirror.RUNTIME_FILES, "pyodide-lock.json")]
    parts = {
        "marimo's frontend": size_of(SITE / "marimo") - size_of(SITE / "marimo" / "public"),
        "Pyodide runtime": size_of(*runtime),
        "wheels (marimo's and the engine)": size_of(*pyodide.glob("*.whl"), SITE / "marimo" / "public"),
        "pre-rendered lessons": size_of(SITE / "static"),
        "live lessons' pages": size_of(SITE / "live"),
    }
    parts["pages, search, theme, images"] = size_of(SITE) - sum(parts.values())
    return parts


def build() -> None:
    start = time.perf_counter()
    lessons = sorted((ROOT / "lessons").glob("[0-9][0-9]_*.py"))
    fetch_inputs()
    jobs = [(lesson, kind) for lesson in lessons for kind in ("static", "static_zh", "live")]
    fresh = sum(not export_path(*job).exists() for job in jobs)
    print(f"building the pages; {fresh} of {len(jobs)} exports to make (the others are unchanged, "
          f"in build/cache/exports) …", flush=True)
    processes = exporter() if fresh else None
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        # the pre-rendered exports first: the pages print and index each lesson's reading copy
        exports = {job: pool.submit(cached_export, *job, processes)
                   for job in sorted(jobs, key=lambda job: job[1] == "live")}
        for lesson in lessons:
            write_reading(lesson, exports[lesson, "static"].result())
            write_reading(lesson, exports[lesson, "static_zh"].result(), ".zh")
        pages = pool.submit(run, "mkdocs", "build", "--strict")
        cached = {job: future.result() for job, future in exports.items()}
        pages.result()
    if processes is not None:
        processes.shutdown()
    # mkdocs has emptied build/site and written the pages: drop the theme's source maps (for its
    # developers, not readers), then add the rest
    for source_map in SITE.rglob("*.map"):
        source_map.unlink()
    shutil.copytree(FRONTEND, SITE / "marimo", ignore=shutil.ignore_patterns("index.html", "CLAUDE.md", "*.map"))
    report_worker_progress(SITE / "marimo" / "assets")
    pyodide_mirror.write_mirror(SITE / "pyodide")
    engine = pyodide_mirror.engine_wheel(SITE / "marimo" / "public" / "wheels")
    for name in ("loading.js", "loading.css"):
        (SITE / "live").mkdir(exist_ok=True)
        shutil.copyfile(TOOLS / f"live_{name}", SITE / "live" / name)
    for folder in ("live", "static"):
        (SITE / folder).mkdir(exist_ok=True)
        shutil.copyfile(TOOLS / "lesson_links.js", SITE / folder / "lesson_links.js")
    for lesson in lessons:
        write_static(lesson, cached[lesson, "static"])
        write_static(lesson, cached[lesson, "static_zh"], ".zh")
    # what a live lesson downloads the first time besides marimo's frontend: Python, the wheels, the kit's
    python_bytes = size_of(SITE / "pyodide", engine)
    for lesson in lessons:
        write_live(lesson, cached[lesson, "live"], engine, python_bytes)
    write_manifest()
    figures = write_figures(lessons, len(jobs))
    write_service_worker()
    seconds = time.perf_counter() - start
    print(f"built {SITE.relative_to(ROOT)} in {seconds:.1f} s: {size_of(SITE) / 1e6:.1f} MB "
          f"({figures['lessons']} lessons, {figures['exports']} exports; a device keeps "
          f"{figures['device_mb']} MB, a first live lesson downloads about {figures['first_live_mb']} MB)")
    for part, size in sizes().items():
        print(f"  {size / 1e6:5.1f} MB  {part}")


def report_worker_progress(assets: Path) -> None:
    """marimo's worker reports each file it downloads to the live page (tools/live_worker_progress.js)."""
    workers = [w for w in assets.glob("worker-*.js") if "initializingMessage" in w.read_text(encoding="utf-8")]
    if len(workers) != 1:
        raise SystemExit(f"expected one marimo worker in {assets}, found {workers}; update tools/build_site.py")
    code = workers[0].read_text(encoding="utf-8")
    workers[0].write_text((TOOLS / "live_worker_progress.js").read_text(encoding="utf-8") + code, encoding="utf-8")


FIGURE = re.compile(r'(<span class="cs-figure" data-figure="(\w+)">)[^<]*(</span>)')


def write_figures(lessons: list[Path], exports: int) -> dict[str, int]:
    """The site's figures, computed here: in build/site/figures.json (for the tests, which check the README
    against it) and in every page that names one (``<span class="cs-figure" data-figure="NAME">``)."""
    live = (SITE / "live" / lessons[0].stem / "index.html").read_text(encoding="utf-8")
    first_live = int(re.search(r'data-bytes="(\d+)"', live)[1]) + size_of(SITE / "live" / lessons[0].stem)
    figures = {"lessons": len(lessons), "exports": exports, "site_mb": round(size_of(SITE) / 1e6),
               "device_mb": 0, "first_live_mb": round(first_live / 1e6),
               "stall_s": STALL, "stall_running_s": STALL_RUNNING}
    # everything the service worker keeps: the whole site, and sw.js itself (about 40 bytes a file)
    figures["device_mb"] = round((size_of(SITE) + 40 * sum(1 for p in SITE.rglob("*") if p.is_file())) / 1e6)
    for page in SITE.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        if "cs-figure" in html:
            page.write_text(FIGURE.sub(lambda m: f"{m[1]}{figures[m[2]]}{m[3]}", html), encoding="utf-8")
    (SITE / "figures.json").write_text(json.dumps(figures, indent=1), encoding="utf-8")
    return figures


MANIFEST = {
    "name": "cardschool", "short_name": "cardschool", "lang": "en",
    "description": "Learn five-card draw and 一上一下 (One Up, One Down): interactive lessons that work offline.",
    "start_url": "./", "scope": "./", "display": "standalone", "background_color": "#ffffff", "theme_color": "#009485",
    # marimo's icons (cardschool has none of its own yet), from the site's copy of marimo's frontend
    "icons": [{"src": "marimo/android-chrome-192x192.png", "sizes": "192x192", "type": "image/png"},
              {"src": "marimo/android-chrome-512x512.png", "sizes": "512x512", "type": "image/png"}],
}


def write_manifest() -> None:
    """build/site/manifest.webmanifest: the site can be installed as an app (it works offline: sw.js)."""
    for icon in MANIFEST["icons"]:
        if not (SITE / icon["src"]).is_file():
            raise SystemExit(f"the web app manifest's icon {icon['src']} is missing; update tools/build_site.py")
    (SITE / "manifest.webmanifest").write_text(json.dumps(MANIFEST, ensure_ascii=False, indent=1), encoding="utf-8")


def write_service_worker() -> None:
    """build/site/sw.js: tools/site_sw.js with every file of this build and a version made of their hashes."""
    files = {}
    for path in sorted(SITE.rglob("*")):
        if path.is_file() and path.name != "sw.js":
            files[path.relative_to(SITE).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:12]
    code = (TOOLS / "site_sw.js").read_text(encoding="utf-8")
    code = code.replace("__VERSION__", version).replace("__FILES__", json.dumps(files, separators=(",", ":")))
    (SITE / "sw.js").write_text(code, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fetch", action="store_true", help="only fetch the build's inputs into their caches")
    if parser.parse_args().fetch:
        fetch_inputs()
        print("the build's inputs are in .cache/pyodide-mirror/ and uv's cache: the build needs no network now")
    else:
        build()


if __name__ == "__main__":
    main()
