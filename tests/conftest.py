"""Test tiers, by folder: ``unit/`` (a folder per package), ``contract/`` (one suite over both games) and
``lessons/`` (every lesson headless) are the quick tier; ``site/`` builds the site, ``browser/`` drives
chromium or runs Pyodide under Node, and a test marked ``slow`` is the heaviest form of a check whose
quick sibling stays in the quick tier. The quick tier is ``-m "not slow and not site and not browser"``;
CI runs them all (.ci/run).

Hypothesis runs under one of two profiles: ``dev`` (few examples, for the quick tier) or, when the
``CI`` environment variable is set, ``ci`` (many examples, a new seed each run, printed in the header
so that a failure can be replayed with ``--hypothesis-seed``; no example database).

One chromium serves every test that needs a browser (the ``chromium`` fixture); the site is built once
(tests/site/conftest.py) and ``marimo run lessons/`` started once (tests/browser/conftest.py). Under
pytest-xdist (``-n``) those fixtures are made once per worker that needs them (the site is built by the
first, and the other waits for it), and the site's tests that start Python in the browser, the longest,
run as one group on one worker, one after another (``xdist_group("live")``, with ``--dist loadgroup``):
xdist hands that group out first, and every other test to whichever worker is free.
"""

import os
import random
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# A machine may set PYTHONDONTWRITEBYTECODE (this project's CI does): each run, each worker would then compile
# the project's modules and rewrite the tests' asserts afresh, about 5 s of CPU a worker. The test run keeps
# them in __pycache__ (git-ignored; the site's wheel leaves it out), as it does where nothing is set.
sys.dont_write_bytecode = False

TIERS = {"site": pytest.mark.site, "browser": pytest.mark.browser}
HERE = Path(__file__).parent
CI = bool(os.environ.get("CI"))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
RUN_SEED = "CARDSCHOOL_HYPOTHESIS_SEED"

# scripts run by the Pyodide test (under Node) and timing scripts, and the conftest files (which hold no
# doctests, and would clash by name as modules): not collected as test modules by --doctest-modules
collect_ignore = ["browser/pyodide"]
collect_ignore_glob = ["*conftest.py"]

settings.register_profile("dev", max_examples=20, deadline=None)
settings.register_profile("ci", max_examples=200, deadline=None, derandomize=False, database=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if CI else "dev")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # CI: one fresh seed for the whole run, said in the header; xdist's workers inherit it from the
    # controller's environment
    if CI and config.getoption("hypothesis_seed", None) is None:
        config.option.hypothesis_seed = os.environ.setdefault(RUN_SEED, str(random.SystemRandom().randrange(2**32)))


def pytest_report_header(config: pytest.Config) -> str:
    said = f"hypothesis profile {settings.get_current_profile_name()!r}"
    seed = config.getoption("hypothesis_seed", None)
    return said if seed is None else f"{said}, seed {seed}: replay this run's examples with --hypothesis-seed={seed}"


def pytest_itemcollected(item: pytest.Item) -> None:
    # marks by folder and by fixture, as each test is collected (before xdist reads the groups)
    parts = Path(item.path).resolve().relative_to(HERE.parent).parts
    if len(parts) > 2 and parts[0] == "tests" and parts[1] in TIERS:
        item.add_marker(TIERS[parts[1]])
    uses = set(getattr(item, "fixturenames", ()))
    if "chromium" in uses:
        item.add_marker(pytest.mark.browser)
    # The site's tests that start Python in the browser run one after another on one worker (two at once
    # starve each other on two cores). Every other test goes to whichever worker is free: a group of its
    # own would be handed out whole, and the worker left with the last group would end long after the other.
    if "built_site" in uses and item.get_closest_marker("live"):
        item.add_marker(pytest.mark.xdist_group("live"))


def need(what: str, install: str) -> None:
    """A tool the test needs is missing: skipped locally, a failure in CI (where .ci/run installs it)."""
    message = f"{what} is not installed ({install})"
    if CI:
        pytest.fail(f"CI needs {message}")
    pytest.skip(message)


@pytest.fixture(scope="session")
def chromium():
    """Debian's chromium, launched once for the run through Playwright (never `playwright install`)."""
    if not Path(CHROMIUM).exists():
        need("chromium", "apt-get install chromium")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--no-first-run", "--disable-sync"])
        yield browser
        browser.close()
