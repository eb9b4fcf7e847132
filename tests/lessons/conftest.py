"""Every lesson test starts with no progress kept: the lessons keep it in memory when run headless
(lessons/_progress.py), and a test must not see what another one left.

The lessons run headless hundreds of times a run (``app.run``), and two of marimo's pure steps cost a
third of that time: converting each cell's Markdown (the same texts every run) and listing the installed
packages' entry points (which cannot change during a run). Both are remembered for the session here;
what the lessons show is unchanged (marimo resets its Markdown converter before every text).

A lesson is loaded afresh for each test, and marimo's ``App()`` and ``app.setup`` each find their caller
with ``inspect.stack()``, which reads the source of every frame on pytest's deep stack: a fifth of the
lessons' time. Here they get marimo's own ``fast_stack`` (the same frames, without their source)."""

import functools
import inspect
import types

import pytest

import _progress


class _InspectWithAFastStack(types.ModuleType):
    """``inspect`` for marimo's App: ``stack()`` is marimo's ``fast_stack`` (frames without their source)."""

    def __getattr__(self, name):
        return getattr(inspect, name)

    @staticmethod
    def stack(context=1):
        from marimo._ast.fast_stack import fast_stack
        return fast_stack(3)[1:]      # fast_stack starts at its caller, this function; inspect.stack() at ours


@pytest.fixture(autouse=True, scope="session")
def marimo_remembers_its_pure_steps():
    import marimo._ast.app as app
    import marimo._entrypoints.registry as registry
    import marimo._output.md as md

    patch = pytest.MonkeyPatch()
    patch.setattr(app, "inspect", _InspectWithAFastStack("inspect"))
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
