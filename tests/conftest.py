"""Test tiers, by folder: ``unit/`` (a folder per package), ``contract/`` (one suite over both games) and
``lessons/`` (every lesson headless) are the quick tier; ``site/`` builds the site, ``browser/`` drives
chromium or runs Pyodide under Node, and a test marked ``slow`` checks every five-card hand. The quick
tier is ``-m "not slow and not site and not browser"``; CI runs them all."""

from pathlib import Path

import pytest

TIERS = {"site": pytest.mark.site, "browser": pytest.mark.browser}
HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        parts = Path(item.path).resolve().relative_to(HERE.parent).parts
        if len(parts) > 2 and parts[0] == "tests" and parts[1] in TIERS:
            item.add_marker(TIERS[parts[1]])
