"""The lessons' gallery, `marimo run lessons/` on loopback, started once for the run and visited in the
run's one chromium (tests/conftest.py). Without chromium the tests are skipped locally; in CI (CI set)
a missing browser is a failure."""

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from support import ROOT, page_errors


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def gallery_progress(tmp_path_factory):
    """The folder the gallery keeps the learner's progress in (lessons/_progress.py), never the user's."""
    return tmp_path_factory.mktemp("progress")


@pytest.fixture(scope="session")
def gallery(gallery_progress):
    """The address of `marimo run lessons/`, started once for the run, keeping the learner's progress in
    ``gallery_progress``."""
    port = free_port()
    kept = gallery_progress
    server = subprocess.Popen(
        [sys.executable, "-m", "marimo", "run", "lessons/", "--headless", "--host", "127.0.0.1",
         "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
        env={**os.environ, "CARDSCHOOL_DATA": str(kept)})
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=2)
            break
        except OSError as err:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise RuntimeError("marimo run lessons/ did not start") from err
            time.sleep(0.3)
    yield url
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture(scope="session")
def gallery_tabs(chromium):
    """One browser context for the gallery's tabs: marimo's frontend, loaded by every test, comes from
    the browser's cache after the first. Its locale is English: a lesson opens in the browser's
    language (lessons/_kit.py), and these tests read English unless they switch."""
    context = chromium.new_context(locale="en-US")
    yield context
    context.close()


@pytest.fixture
def new_page(gallery_tabs, gallery_progress):
    """``new_page(width, height)``: a new tab and the list its errors go to; the tabs a test opens
    (the ones the gallery opens too) are closed after it. Each test starts with no progress kept (a
    match another test left would be resumed in lessons 04 and 08)."""
    for kept in gallery_progress.iterdir():
        shutil.rmtree(kept) if kept.is_dir() else kept.unlink()     # browsers/: each browser's file
    before = set(gallery_tabs.pages)

    def open_tab(width=1200, height=1600):
        page = gallery_tabs.new_page()
        page.set_viewport_size({"width": width, "height": height})
        return page, page_errors(page)

    yield open_tab
    for page in set(gallery_tabs.pages) - before:
        page.close()
