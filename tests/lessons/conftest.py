"""Every lesson test starts with no progress kept: the lessons keep it in memory when run headless
(lessons/_progress.py), and a test must not see what another one left."""

import pytest

import _progress


@pytest.fixture(autouse=True)
def no_progress_kept(monkeypatch):
    monkeypatch.delenv(_progress.ENV, raising=False)
    _progress.forget_memory()
    yield
    _progress.forget_memory()
