"""The lessons' kit (lessons/_kit.py): the page style, the learner path and its Next links, kept values,
seeds — the header every lesson shares, tested once."""

import pytest
from support import ROOT

import _kit as kit

STEMS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))


def test_large_print_fills_the_screen_and_the_next_link_keeps_it():
    assert "font-size:22px" in kit.page_style(large=True) and "--content-width-medium:100%" in kit.page_style(True)
    assert "22px" not in kit.page_style(large=False)
    assert 'href="?file=02_ranking_hands.py&amp;print=large"' in kit.next_html("01_cards_and_dealing", large=True)


def test_the_path_holds_every_lesson_once_and_every_next_link_leads_to_a_lesson():
    assert sorted(s.stem for s in kit.PATH) == STEMS
    learner = [s.stem for s in kit.PATH if s.audience == "learner"]
    assert learner == ["01_cards_and_dealing", "02_ranking_hands", "03_replacing_cards", "04_a_round_and_a_match",
                       "06_one_up_one_down", "07_challenges", "08_play_against_bots"]
    for stem in STEMS:
        assert kit.next_stop(stem).stem in STEMS and kit.next_stop(stem).stem != stem
    assert [kit.next_stop(s).stem for s in ("08_play_against_bots", "10_teacher_bot_lab")] == ["00_start_here"] * 2
    assert sum(s.minutes for s in kit.PATH if s.audience == "learner") == 150      # "about 2½ hours"


def test_every_title_on_the_path_has_chinese():
    for stop in kit.PATH:
        chinese = kit.words("zh").tr(stop.title)
        assert chinese != stop.title and not any(c.isascii() and c.isalpha() for c in chinese.replace("UD", "")), stop


def test_kept_values_survive_a_control_made_afresh():
    kept = kit.Kept()
    first = kept("players", 4)
    first["on_change"](6)
    assert kept("players", 4)["value"] == 6
    options = {"a mix": "mix", "level 1": "honest"}
    kept("level", "mix", options)["on_change"]("honest")
    assert kept("level", "mix", {"混合": "mix", "第 1 级": "honest"})["value"] == "第 1 级"
    assert kept("gone", "nothing", options)["value"] is None          # no such option: nothing chosen


@pytest.mark.parametrize("value", [None, "", " ", "1e99", "-3", "3.5", "+3", "七", "1_000", "1000000", 3.5, -1,
                                   1_000_000, 1e99, True, float("nan")])
def test_a_seed_box_that_holds_no_seed_gives_none(value):
    assert kit.seed_of(value) is None


@pytest.mark.parametrize("value", [0, 7, 7.0, 999_999, "0", " 42 ", "999999", "００７"])
def test_a_seed_box_gives_its_whole_number(value):
    assert kit.seed_of(value) == int(value)


@pytest.mark.parametrize("typed", ["1e99", "-3", "3.5", ""])
def test_a_bad_seed_is_named_and_the_last_good_one_kept(typed):
    kept, tr = kit.Kept(), kit.words("en").tr
    kit.seed_box(kept, "seed", 5, "Seed")
    assert kit.seed_read(kept, "seed", "8", tr) == (8, None)
    seed, note = kit.seed_read(kept, "seed", typed, tr)
    assert seed == 8, "the last good seed, not a changed value"
    assert (typed in note.text) if typed else ("empty" in note.text)
    assert "from 0 to 999999" in note.text and "Still showing seed 8." in note.text
    _, note_zh = kit.seed_read(kept, "seed", typed, kit.words("zh").tr)
    assert "种子" in note_zh.text and "8" in note_zh.text


def test_a_wrong_lesson_or_language_is_refused_by_name():
    with pytest.raises(ValueError, match="stem must be one of the lessons"):
        kit.next_html("99_nothing")
    with pytest.raises(ValueError, match="lang must be"):
        kit.words("fr")
    with pytest.raises(TypeError, match="options must be a mapping"):
        kit.label_of(["a"], "a")


def test_marimo_s_gallery_lists_the_lessons_and_not_their_kit():
    from marimo._server.files.directory_scanner import is_marimo_app  # what `marimo run lessons/` lists

    listed = sorted(p.name for p in (ROOT / "lessons").glob("*.py") if is_marimo_app(str(p)))
    assert listed == [f"{stem}.py" for stem in STEMS]
