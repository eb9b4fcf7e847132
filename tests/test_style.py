"""The code keeps its habits: ruff (lint and import order) and mypy --strict on the engine."""

import subprocess
import sys

from support import ROOT


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing():
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing_in_the_engine():
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr
