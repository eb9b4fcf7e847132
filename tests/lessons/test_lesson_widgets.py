"""No widget value crashes a lesson: every control of every lesson is set to the values a browser can send
— an empty box, the minimum, the maximum, a number out of range, junk text, nothing chosen — and the
lesson is run headless; any cell that raises fails the test. The quick tier tries each control's two
most hostile values (empty; below the range or junk), the slow tier all of them.

marimo's ``app.run(defs=…)`` replaces a cell's definitions (all of them, so each cell holding controls
is replaced as a whole) with the controls it was given; ``UIElement._update`` sets a control the way
the browser does, through the same conversion. The game screens (04, 05, 08, 09) are also tested with
a game started, so that their in-game controls exist.
"""

import logging

import pytest
from support import ROOT
from test_lessons import LESSONS, load

REFEREE_STATE = ("get_game", "set_game", "get_error", "set_error", "kept_game", "kept_note", "saved")  # 09's game

logging.getLogger("marimo").setLevel(logging.ERROR)     # marimo 0.25 warns about [tool.marimo.opengraph]


class AddressBar(dict):
    """Stands in for the page's address (``mo.query_params()``) while a control is set outside a running
    kernel: the language and large-print switches write ``?lang=`` and ``?print=`` there when changed."""

    def set(self, key, value):
        self[key] = value


@pytest.fixture(autouse=True)
def address_bar(monkeypatch):
    import marimo

    bar = AddressBar()
    monkeypatch.setattr(marimo, "query_params", lambda: bar)
    return bar


@pytest.fixture(autouse=True)
def a_one_table_tournament(monkeypatch):
    """The bot lab's tournament button plays the engine's tournament on its first table only: the smallest
    whole one takes the engine ~7 s, and no control reaches the list of tables."""
    from engine import ratings

    every_table = ratings.tournament_tables
    monkeypatch.setattr(ratings, "tournament_tables", lambda game: every_table(game)[:1])


def ui_element_class():
    """marimo's base class of every control."""
    from marimo._plugins.ui._core.ui_element import UIElement
    return UIElement


def edge_values(element) -> list:
    """What a browser can send for ``element``: empty, smallest, largest, out of range, junk, nothing chosen —
    the two most hostile first (empty, and below the range or junk): the quick tier tries those two only."""
    kind = type(element).__name__
    if kind == "number":
        start, stop = element.start, element.stop
        return [None, (start if start is not None else 0) - 1, start, stop, (stop if stop is not None else 0) + 1000,
                (start if start is not None else 0) + 0.5]
    if kind == "slider":
        return [element.start, element.stop]
    if kind in ("text", "text_area"):
        return ["", "♠♠ zz {0} <b>x</b> 10h 10h", "   ", "x" * 300]
    if kind == "dropdown":
        keys = list(element.options)
        return [[], [keys[0]], [keys[-1]]] if keys else [[]]
    if kind == "multiselect":
        return [[], list(element.options)]
    if kind == "radio":
        keys = list(element.options)
        return [None, keys[0], keys[-1]] if keys else [None]
    if kind in ("switch", "checkbox"):
        return [True, False]
    if kind == "run_button":
        return [1]
    if kind == "anywidget" and hasattr(element.widget, "pictures"):      # the card widget (lessons/_cards.py)
        n = len(element.widget.pictures)
        return [{"selected": []}, {"selected": [n, n + 7, -1]}, {"selected": list(range(n))}, {"selected": [0, 0]}]
    if kind in ("array", "dictionary"):
        children = list(element.elements) if kind == "array" else list(element.elements.items())
        values = []
        for k in range(max((len(edge_values(c if kind == "array" else c[1])) for c in children), default=1)):
            if kind == "array":
                values.append({str(i): _pick(edge_values(c), k) for i, c in enumerate(children)})
            else:
                values.append({name: _pick(edge_values(c), k) for name, c in children})
        return values
    return []                               # buttons (clicked in other tests), tabs, downloads


def _pick(values, k):
    return values[k % len(values)] if values else None


def cells_with_controls(app, defs):
    """For each cell that defines controls: all its definitions (from ``defs``) and the controls."""
    element = ui_element_class()
    app._maybe_initialize()
    found = []
    for data in app._cell_manager.cell_data():
        names = data.cell._cell.defs if data.cell else set()
        controls = {n: defs[n] for n in names if n in defs and isinstance(defs[n], element) and edge_values(defs[n])}
        if controls:
            found.append(({n: defs[n] for n in names if n in defs}, controls))
    return found


def started(stem, defs):
    """The definitions to carry over so that a game (or sheet, or referee) is under way, or {}."""
    if stem[:2] in ("04", "08"):
        defs["start_match" if stem.startswith("04") else "start_game"]()
        keep = ("get_play", "set_play", "step")
    elif stem.startswith("05"):
        from engine.draw import DrawRules
        from engine.draw.scoresheet import ScoreSheet
        defs["record"](lambda _: ScoreSheet.start(["Ann", "Bo", "Cy", "Di"], DrawRules(players=4)))
        defs["record"](lambda sheet: sheet.record_winner(1))
        keep = ("get_sheet", "get_error", "record", "restore_note", "restored", "saved")
    elif stem.startswith("09"):
        from engine.updown import UpDownRules
        names = ["甲 Jia", "乙 Yi", "丙 Bing"]
        defs["start_referee"](names, names[0], UpDownRules(players=3))
        defs["record"](lambda r: r.play_up("8S"), names)
        defs["record"](lambda r: r.play_down("10"), names)
        keep = REFEREE_STATE
    else:
        return {}
    return {name: defs[name] for name in keep}


def set_like_a_browser(control, value):
    """Set ``control`` as the browser does. Its value is set first; then its ``on_change`` runs, which
    may need a running kernel (writing ``?lang=`` to the address, keeping a choice in ``mo.state``) —
    headless there is none, and the value is already set."""
    from marimo._runtime.context.types import ContextNotInitializedError

    try:
        control._update(value)
    except ContextNotInitializedError:
        pass


def check_every_control(stem, carried=None, rounds=None):
    """Set each cell's controls to their edge values (the first ``rounds`` of them, or all), one cell at a
    time, and run the lesson; the number of runs tried."""
    app = load(stem)
    carried = carried or {}
    _, defs = app.run(defs=carried) if carried else app.run()
    tried = 0
    for cell_defs, controls in cells_with_controls(app, defs):
        if set(cell_defs) & set(carried):
            continue
        for k in range(min(rounds or 99, max(len(edge_values(c)) for c in controls.values()))):
            for control in controls.values():
                set_like_a_browser(control, _pick(edge_values(control), k))
            try:
                app.run(defs={**carried, **cell_defs})
            except Exception as err:  # noqa: BLE001 - any cell error fails, with the values that caused it
                values = {n: c.value for n, c in controls.items()}
                pytest.fail(f"{stem}: a cell raised {type(err).__name__}: {err} with {values}")
            tried += 1
    return tried


@pytest.mark.parametrize("stem", list(LESSONS))
def test_no_hostile_control_value_crashes_a_lesson(stem):
    assert check_every_control(stem, rounds=2) > 0 or stem.startswith("00"), \
        "the lesson's controls were found and tried"


@pytest.mark.parametrize("stem", [s for s in LESSONS if s[:2] in ("04", "05", "08", "09")])
def test_no_hostile_control_value_crashes_a_game_under_way(stem):
    _, defs = load(stem).run()
    assert check_every_control(stem, started(stem, defs), rounds=2) > 0


@pytest.mark.slow
@pytest.mark.parametrize("stem", list(LESSONS))
def test_no_control_value_crashes_a_lesson(stem):
    assert check_every_control(stem) > 0 or stem.startswith("00"), "the lesson's controls were found and tried"


@pytest.mark.slow
@pytest.mark.parametrize("stem", [s for s in LESSONS if s[:2] in ("04", "05", "08", "09")])
def test_no_control_value_crashes_a_game_under_way(stem):
    _, defs = load(stem).run()
    assert check_every_control(stem, started(stem, defs)) > 0


def test_every_lesson_is_tried():
    assert len(LESSONS) == len(list((ROOT / "lessons").glob("[0-9][0-9]_*.py")))
