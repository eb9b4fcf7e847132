"""The engine in the browser's Python: Pyodide (the npm package, under Node, offline) plays a seeded
game of each kind and must print exactly what CPython prints — proof the live lessons' engine works.

Set up with `npm ci --prefix tests/pyodide` (CI does it); skipped locally when that was not done.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "pyodide"
ROOT = HERE.parent.parent

if not (HERE / "node_modules" / "pyodide").exists() or not shutil.which("node"):
    if os.environ.get("CI"):
        raise RuntimeError("CI needs Node and `npm ci --prefix tests/pyodide` for the Pyodide test")
    pytest.skip("Pyodide is not installed: npm ci --prefix tests/pyodide", allow_module_level=True)


def test_the_engine_plays_the_same_seeded_games_in_pyodide_as_in_cpython():
    script = HERE / "seeded_games.py"
    in_cpython = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True, text=True, check=True)
    in_pyodide = subprocess.run(["node", str(HERE / "run_engine.mjs"), str(ROOT / "engine"), str(script)],
                                cwd=HERE, capture_output=True, text=True, timeout=300)
    assert in_pyodide.returncode == 0, in_pyodide.stderr[-2000:]
    assert "The deck is sorted and checked: all 52 cards (FD-15)." in in_pyodide.stdout
    assert "wins (UD-5)" in in_pyodide.stdout or "(UD-16)" in in_pyodide.stdout
    assert in_pyodide.stdout == in_cpython.stdout
