"""Test tiers: `-m "not slow and not browser"` is the fast tier (under a minute); the full run adds
the exhaustive evaluator check (slow) and everything that drives chromium, builds the site or runs
Pyodide under Node (browser)."""

import pytest

BROWSER_FILES = {"test_browser.py", "test_site.py", "test_pyodide.py"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name in BROWSER_FILES:
            item.add_marker(pytest.mark.browser)
