"""Every lesson test starts with no progress kept: the lessons keep it in memory when run headless
(lessons/_progress.py), and a test must not see what another one left.

The lessons run headless hundreds of times a run (``app.run``), and two of marimo's pure steps cost a
third of that time: converting each cell's Markdown (the same texts every run) and listing the installed
packages' entry points (which cannot change during a run). Both are remembered for the session here;
what the lessons show is unchanged (marimo resets its Markdown converter before every text)."""

import functools

import pytest

import _progress


@pytest.fixture(autouse=True, scope="session")
def marimo_remembers_its_pure_steps():
    import marimo._entrypoints.registry as registry
    import marimo._output.md as md

    patch = pytest.MonkeyPatch()
    patch.setattr(md, "_render_markdown", functools.lru_cache(maxsize=4096)(md._render_markdown))
    patch.setattr(registry, "entry_points", functools.cache(registry.entry_points))
    yield
    patch.undo()


@pytest.fixture(autouse=True)
def no_progress_kept(monkeypatch):
    monkeypatch.delenv(_progress.ENV, raising=False)
    _progress.forget_memory()
    yield
    _progress.forget_memory()
