"""The learner's progress kept (lessons/_progress.py, issue 24): finished exercises, results and the game in
progress survive a reload (a new store on the same file), a restart (a new process) and a download loaded
back; a kept document that cannot be read is put aside untouched, and a file that is not ours is refused
with nothing changed. Lessons 04 and 08 keep their game and results, look back on a finished game, and try
a moment again."""

import base64
import json
import os
import subprocess
import sys

import pytest
from support import ROOT
from test_lessons import html_of, load

import _progress as progress
from engine.ratings import GameResult
from engine.session import Session
from engine.updown import UpDownRules
from engine.updown.bots import make_bot
from engine.updown.play import KIT as UPDOWN

WON = GameResult(("honest", "bluffer"), True)


def filled(store):
    store.done("03_replacing_cards", "keep-1")
    store.done("07_challenges", "should-2")
    store.add_result("updown", WON)
    store.add_result("draw", GameResult(("odds", "odds", "loose"), False))
    store.keep_game("updown", Session.start(UPDOWN, UpDownRules(players=3), seed=5, level="honest"))
    return store


def test_a_reload_is_a_new_store_on_the_same_file_and_finds_everything(tmp_path):
    path = tmp_path / "progress.json"
    before = filled(progress.Store(progress.File(path))).document()
    again = progress.Store(progress.File(path))
    assert again.document() == before and again.results("updown") == (WON,)
    assert again.finished("03_replacing_cards") == {"keep-1"} and again.notice is None
    kept = again.saved_game("updown")
    assert Session.restore(UPDOWN, kept).game == Session.restore(UPDOWN, before["games"]["updown"]["game"]).game
    assert json.loads(path.read_text())["format"] == progress.FORMAT and not list(tmp_path.glob(".progress-*"))


def test_a_restart_reads_the_file_the_environment_names(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path))
    assert progress.store().path == tmp_path / "progress.json"
    filled(progress.store())
    code = ("import _progress as p; s = p.store(); print(sorted(s.finished('03_replacing_cards')), "
            "len(s.results('draw')), s.saved_game('updown') is not None)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT / "lessons", capture_output=True, text=True,
                         env={**os.environ, progress.ENV: str(tmp_path), "PYTHONPATH": str(ROOT)}, check=True)
    assert out.stdout.split() == ["['keep-1']", "1", "True"]


def test_a_download_loaded_back_restores_everything():
    saved = filled(progress.Store(progress.Memory()))
    fresh = progress.Store(progress.Memory())
    told = fresh.load(saved.export())
    assert fresh.document() == saved.document()
    assert progress.say(told, "en") == ("Loaded from the file: 1 result of five-card draw, 1 result of 一上一下, "
                                        "2 finished exercises and a game in progress.")
    assert "2 个已完成的练习" in progress.say(told, "zh") or "已完成" in progress.say(told, "zh")
    ratings = json.loads(saved.export())["ratings"]
    assert ratings["updown"]["games"] == 1 and isinstance(ratings["updown"]["rating"], int)


def test_fd7_a_result_keeps_the_scoring_it_was_played_under_through_a_download():
    saved = progress.Store(progress.Memory())
    chips = GameResult(("expert", "loose"), False, "chips")
    saved.add_result("draw", chips)
    fresh = progress.Store(progress.Memory())
    fresh.load(saved.export())
    assert fresh.results("draw") == (chips,), "rated against the bots' ratings with chips, not the default's"
    old = json.loads(saved.export())
    del old["games"]["draw"]["results"][0]["scoring"]          # a file kept before results named it
    fresh.load(json.dumps(old))
    assert fresh.results("draw") == (GameResult(("expert", "loose"), False, "win"),)


def test_the_old_download_of_one_games_results_loads_into_that_game():
    old = {"game": "一上一下", "rating": 1500, "range": [0.1, 0.2], "summary": "…",
           "games": [{"opponents": ["honest", "bluffer"], "won": True}, {"opponents": ["expert"], "won": False}]}
    saved = filled(progress.Store(progress.Memory()))
    saved.load(json.dumps(old, ensure_ascii=False).encode())
    assert saved.results("updown") == (WON, GameResult(("expert",), False))
    assert len(saved.results("draw")) == 1 and saved.finished("07_challenges") == {"should-2"}


BAD = {
    "not JSON": b"\x89PNG\r\n\x1a\n....",
    "a list": b"[1, 2, 3]",
    "someone else's": json.dumps({"name": "my notes", "items": [1]}).encode(),
    "newer": json.dumps({**progress.empty(), "version": 2}).encode(),
    "a result against no bot of ours": json.dumps({**progress.empty(), "games": {
        "draw": {"results": [{"opponents": ["shark"], "won": True}]}}}).encode(),
    "a game we do not play": json.dumps({**progress.empty(), "games": {"chess": {}}}).encode(),
    "cut short": json.dumps(progress.empty()).encode()[:-9],
    "too large": b" " * (progress.LARGEST + 1),
}


@pytest.mark.parametrize("name", BAD)
def test_a_file_that_is_not_our_progress_is_refused_and_nothing_changes(name):
    saved = filled(progress.Store(progress.Memory()))
    before = saved.document()
    with pytest.raises(progress.ProgressError) as err:
        saved.load(BAD[name])
    assert saved.document() == before
    english, chinese = err.value.localized("en"), err.value.localized("zh")
    assert english.endswith(".") and chinese != english and "cardschool" in english + chinese or "file" in english


def test_a_kept_file_that_cannot_be_read_is_put_aside_byte_for_byte_and_a_fresh_record_begun(tmp_path):
    path = tmp_path / "progress.json"
    broken = b'{"format": "cardschool progress", "version": 1, "exercises": {"03": [1]}}\xff'
    path.write_bytes(broken)
    store = progress.Store(progress.File(path))
    assert store.document() == progress.empty()
    [aside] = tmp_path.glob("progress.unreadable-*.json")
    assert aside.read_bytes() == broken, "nothing is lost"
    assert store.notice.kind == "warn" and str(aside) in store.notice.localized("en")
    assert "进度" in store.notice.localized("zh")
    store.done("03_replacing_cards", "keep-1")
    assert progress.Store(progress.File(path)).finished("03_replacing_cards") == {"keep-1"}


def test_any_lesson_marks_an_exercise_finished_through_the_kit():
    import _kit as kit

    kit.progress.done("07_challenges", "should-1")
    assert kit.progress.finished("07_challenges") == {"should-1"} and kit.progress.is_done("07_challenges", "should-1")
    assert progress.store().where == "memory", "headless, and no folder named: kept in memory"


def test_the_api_refuses_what_is_not_a_lesson_an_exercise_or_a_game():
    store = progress.Store(progress.Memory())
    with pytest.raises(TypeError, match="exercise must be a name"):
        store.done("03_replacing_cards", 2)
    with pytest.raises(ValueError, match='game must be "draw" or "updown"'):
        store.results("chess")
    with pytest.raises(TypeError, match="result must be a GameResult"):
        store.add_result("draw", {"won": True})
    assert store.document() == progress.empty()


# ---- lessons 04 and 08 -------------------------------------------------------------------------------------

def test_fd14_lesson_04_keeps_its_match_and_results_over_a_reload_and_starts_afresh(tmp_path, monkeypatch):
    from engine.draw import stay

    monkeypatch.setenv(progress.ENV, str(tmp_path))
    app = load("04_a_round_and_a_match")
    _, defs = app.run()
    defs["start_match"]()
    defs["step"](lambda s: s.act(stay(0)))
    playing = defs["get_play"]()[0]
    outputs, again = app.run()                                         # the page reloaded
    assert again["get_play"]()[0].game == playing.game and again["get_play"]()[0] is not playing
    assert "kept on this computer" in html_of(outputs) and str(tmp_path) in html_of(outputs)
    junk = base64.b64encode(b"<html>not mine</html>").decode()
    again["load_file"]._update([["notes.json", junk]])
    assert again["get_play"]()[0].game == playing.game and again["get_notice"]().kind == "danger"
    assert again["get_notice"]().localized("en").endswith("Nothing was changed: your progress is as it was.")
    again["afresh_button"]._update(1)
    assert again["get_afresh"]() and again["get_play"]()[0] is not None, "nothing is forgotten before it is confirmed"
    again["forget_button"]._update(1)
    assert again["get_play"]() == (None, ()) and progress.store().saved_game("draw") is None


def test_ud12_lesson_08_looks_back_on_a_finished_game_and_tries_a_moment_again():
    app = load("08_play_against_bots")
    _, defs = app.run()
    defs["start_game"]()
    learner = make_bot("honest", 1)                      # the learner's moves: the honest bot's, never a bluff
    while not defs["get_play"]()[0].is_over:
        defs["step"](lambda s: s.act(learner.act(s.view)) if s.your_turn else s.carry_on())
    assert len(defs["get_play"]()[1]) == 1 or defs["get_play"]()[0].shared, "a game the learner finished counts"
    carried = {n: defs[n] for n in ("get_play", "set_play", "step")}
    outputs, shown = app.run(defs=carried)
    html = html_of(outputs)
    assert "Looking back on your decisions" in html
    buttons = shown["again_buttons"]
    worst = shown["reviewed"](shown["get_play"]()[0].game)
    costly = [d for d in worst if d.cost > 0][:3]
    assert len(buttons) == len(costly) > 0 and "Try it again from here" in html
    assert "percentage points" in html and "The expert&#x27;s reckoning" in html
    finished, results = shown["get_play"]()
    buttons.elements[0]._update(1)
    again = shown["get_play"]()[0]
    assert again.practice and len(again.game.history) == costly[0].moment and again.your_turn
    assert again.view.hand == costly[0].view.hand, "the same hand, as it was"
    assert progress.store().saved_game("updown")["practice"] is True
    # the way back: the finished game and its review, its result counted once
    carried |= {n: shown[n] for n in ("get_tried", "set_tried", "get_asked", "set_asked", "reviewed")}
    outputs, trying = app.run(defs=carried)
    assert "You went back to" in html_of(outputs) and "Back to my finished game" in html_of(outputs)
    trying["back_button"]._update(1)
    back, kept = trying["get_play"]()
    assert back.game == finished.game and not back.practice and back.is_over and kept == results
    assert progress.store().results("updown") == results and progress.store().saved_game("updown")["practice"] is False


def test_fd7_lesson_04_tries_a_moment_of_a_match_in_progress_again_and_goes_back_to_where_it_was():
    from engine.draw import fold

    app = load("04_a_round_and_a_match")
    _, defs = app.run()
    defs["start_match"]()
    assert defs["get_play"]()[0].your_turn
    defs["step"](lambda s: s.act(fold(0)))                   # folding when staying is free costs (FD-7)
    playing = defs["get_play"]()[0]
    carried = {n: defs[n] for n in ("get_play", "set_play", "step")}
    _, shown = app.run(defs=carried)
    shown["review_button"]._update(1)                        # "How am I doing?", mid-match
    carried |= {n: shown[n] for n in ("get_asked", "set_asked", "get_tried", "set_tried", "reviewed")}
    outputs, asked = app.run(defs=carried)
    [folded] = [d for d in asked["reviewed"](playing.game) if d.chosen == fold(0)]
    assert folded.cost > 0 and "Try it again from here" in html_of(outputs)
    asked["again_buttons"].elements[0]._update(1)
    again = asked["get_play"]()[0]
    assert again.practice and again.your_turn and len(again.game.history) == folded.moment
    outputs, trying = app.run(defs=carried)
    assert "Back to my match, where I left it" in html_of(outputs)
    trying["back_button"]._update(1)
    back = trying["get_play"]()[0]
    assert back.game == playing.game and not back.practice


# ---- served by marimo: one browser's progress, never the server's ---------------------------------------

def test_a_served_lesson_keeps_each_browsers_progress_in_its_own_file_and_waits_to_know_whose(tmp_path, monkeypatch):
    from types import SimpleNamespace

    monkeypatch.setenv(progress.ENV, str(tmp_path))
    who, asked = "0123456789abcdef" * 2, {"cookies": {}, "host": "192.168.1.20"}
    monkeypatch.setattr(progress, "_request", lambda: SimpleNamespace(
        cookies=asked["cookies"], url={"hostname": asked["host"]}))
    first = progress.store()                                  # a browser not known yet: its session's memory
    assert first.where == "memory" and first.waiting and progress.store() is first
    assert "for this browser" in progress.say(progress.where_kept(first), "en"), "where it is about to be kept"
    first.done("03_replacing_cards", "keep-2")
    progress.claim(first, "not an id")
    assert first.waiting, "only a browser's id is taken"
    progress.claim(first, who)                                # the browser said whose it is: kept in its file
    assert not first.waiting and first.path == tmp_path / "browsers" / f"{who}.json"
    assert json.loads(first.path.read_text(encoding="utf-8"))["exercises"] == {"03_replacing_cards": ["keep-2"]}
    said = progress.say(progress.where_kept(first), "en")
    assert str(tmp_path) not in said and "for this browser" in said, "never the server's path on another machine"
    asked["cookies"] = {progress.COOKIE: who}                 # the same browser reloads: its own file
    progress._STORES.clear()
    assert progress.store().finished("03_replacing_cards") == {"keep-2"}
    asked["cookies"] = {progress.COOKIE: "f" * 32}            # another browser: nothing of the first's
    assert progress.store().finished("03_replacing_cards") == frozenset()
    assert not (tmp_path / "progress.json").exists()
    asked["host"] = "127.0.0.1"                               # on the server's own machine the path is said
    progress._STORES.clear()
    assert str(tmp_path) in progress.say(progress.where_kept(progress.store()), "en")
    progress._WAITING.clear()


def test_on_its_own_machine_a_browser_takes_over_the_one_file_earlier_versions_kept(tmp_path, monkeypatch):
    from types import SimpleNamespace

    monkeypatch.setenv(progress.ENV, str(tmp_path))
    earlier = progress.Store(progress.File(tmp_path / progress.FILE))
    earlier.done("03_replacing_cards", "keep-2")                  # kept by a version with one file per server
    host = {"hostname": "192.168.1.20"}
    monkeypatch.setattr(progress, "_request", lambda: SimpleNamespace(cookies={}, url=host))
    progress._STORES.clear(), progress._WAITING.clear()
    elsewhere = progress.store()
    progress.claim(elsewhere, "a" * 32)                          # a student's browser: never the teacher's file
    assert elsewhere.finished("03_replacing_cards") == frozenset() and (tmp_path / progress.FILE).exists()
    host["hostname"] = "127.0.0.1"
    progress._STORES.clear(), progress._WAITING.clear()
    mine = progress.store()
    progress.claim(mine, "b" * 32)                               # the learner's own browser, after the update
    assert mine.finished("03_replacing_cards") == {"keep-2"} and not (tmp_path / progress.FILE).exists()
    assert (tmp_path / f"progress.moved-to-{'b' * 32}.json").exists()
    progress._STORES.clear(), progress._WAITING.clear()
