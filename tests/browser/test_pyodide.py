"""The engine in the browser's Python: the Pyodide runtime the site ships (the pinned npm package in
.cache/pyodide-mirror/, run under Node, offline), with the engine installed from the wheel the live
lessons install, plays a seeded game of each kind and must print exactly what CPython prints.

The runtime is fetched with `uv run python tools/build_site.py --fetch` (.ci/run does it); the test is
skipped locally when that was not done or Node is missing.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "pyodide"
ROOT = HERE.parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import pyodide_mirror  # noqa: E402

RUNTIME = pyodide_mirror.CACHE / f"pyodide-{pyodide_mirror.manifest()['pyodide']}"

if not (RUNTIME / "pyodide.mjs").exists() or not shutil.which("node"):
    if os.environ.get("CI"):
        raise RuntimeError("CI needs Node and the Pyodide runtime: uv run python tools/build_site.py --fetch")
    pytest.skip("Pyodide is not fetched (uv run python tools/build_site.py --fetch) or Node is missing",
                allow_module_level=True)


def test_the_site_ships_the_pyodide_that_marimo_accepts():
    from marimo._pyodide.pyodide_constraints import PYODIDE_VERSION
    assert pyodide_mirror.manifest()["pyodide"] == PYODIDE_VERSION
    assert f'"version": "{PYODIDE_VERSION}"' in (RUNTIME / "package.json").read_text(encoding="utf-8")


def test_the_engine_plays_the_same_seeded_games_in_pyodide_as_in_cpython(tmp_path):
    script = HERE / "seeded_games.py"
    wheel = pyodide_mirror.engine_wheel(tmp_path)
    in_cpython = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, check=True)
    in_pyodide = subprocess.run(["node", str(HERE / "run_engine.mjs"), str(RUNTIME), str(wheel), str(script)],
                                cwd=HERE, capture_output=True, text=True, timeout=300)
    # (Node prints a failure after a line of minified Pyodide source: show the lines naming an error)
    assert in_pyodide.returncode == 0, [line for line in in_pyodide.stderr.splitlines() if "Error" in line[:300]]
    assert "The deck is sorted and checked: all 52 cards (FD-15)." in in_pyodide.stdout
    assert "wins (UD-5)" in in_pyodide.stdout or "(UD-16)" in in_pyodide.stdout
    assert in_pyodide.stdout == in_cpython.stdout


def test_the_card_widget_runs_in_pyodide_from_the_wheels_the_site_serves(tmp_path):
    """lessons/_cards.py (an anywidget) in Pyodide with only the mirror's wheels: every requirement of a
    served wheel is served too (but Jupyter's own front-end files, which nothing imports), and the
    widget is made in both languages as in CPython."""
    mirror = tmp_path / "pyodide"
    pyodide_mirror.write_mirror(mirror)
    lock = json.loads((mirror / "pyodide-lock.json").read_text(encoding="utf-8"))
    info = lock["info"]
    for name, package in lock["packages"].items():
        needed = pyodide_mirror.requirements_in_browser(pyodide_mirror.wheel_metadata(mirror / package["file_name"]),
                                                        info["python"])
        assert needed - set(lock["packages"]) <= pyodide_mirror.NOT_SERVED, f"{name} needs {needed}"
    assert "anywidget" in lock["packages"]["anywidget"]["imports"]
    lessons = {f"{p.name}": p.read_bytes() for p in (ROOT / "lessons").glob("_*.py")}
    kit = pyodide_mirror.write_wheel(tmp_path / "lessons_kit-0-py3-none-any.whl", lessons,
                                     "lessons_kit-0.dist-info")
    script = HERE / "card_widget.py"
    in_cpython = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, check=True,
                                env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "lessons")])})
    in_pyodide = subprocess.run(["node", str(HERE / "run_engine.mjs"), str(RUNTIME),
                                 str(pyodide_mirror.engine_wheel(tmp_path)), str(script), str(kit),
                                 *map(str, sorted(mirror.glob("*.whl")))],
                                cwd=HERE, capture_output=True, text=True, timeout=300)
    assert in_pyodide.returncode == 0, [line for line in in_pyodide.stderr.splitlines() if "Error" in line[:300]]
    assert "7 of diamonds, selected | replace | Replace 2: keep Q♠ Q♥ 2♠" in in_pyodide.stdout
    assert "方块7，已选 | 换 | 换 2 张，留下 Q♠ Q♥ 2♠" in in_pyodide.stdout
    assert in_pyodide.stdout == in_cpython.stdout
