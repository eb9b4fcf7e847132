"""The teacher's score sheet: rounds recorded by hand, scores, dealer, end of match, export (FD-3 … FD-14)."""

import csv
import io

import pytest

from engine.draw import DrawRules
from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
from engine.hands import Category


def sheet(**rules):
    return ScoreSheet.start(["Ann", "Bo", "Cy", "Di"], DrawRules(**rules))


def test_fd1_the_sheet_takes_three_to_six_players_with_distinct_names():
    with pytest.raises(ScoreSheetError, match="3 to 6 players, not 2"):
        ScoreSheet.start(["Ann", "Bo"])
    with pytest.raises(ScoreSheetError, match="same name"):
        ScoreSheet.start(["Ann", "Bo", "ann"])
    assert ScoreSheet.start(["Ann", "", "Bo", " Cy "]).players == ("Ann", "Bo", "Cy")


def test_fd3_winner_gains_a_point_and_fd4_the_deal_moves_left():
    s = sheet()
    assert s.next_dealer_name == "Ann"
    s = s.record_winner("Cy")
    assert s.scores == [10, 10, 11, 10] and s.next_dealer_name == "Bo"
    assert s.record_winner("bo").next_dealer_name == "Cy"


def test_fd3_points_by_category_need_the_category():
    s = sheet(scoring="category")
    with pytest.raises(ScoreSheetError, match="say which category"):
        s.record_winner("Ann")
    assert s.record_winner("Ann", Category.FULL_HOUSE).scores[0] == 10 + DrawRules().category_points[6]
    assert s.record_winner("Ann", without_showing=True).scores[0] == 10 + DrawRules().category_points[0]


def test_fd10_fd13_a_showdown_is_ranked_and_explained():
    s = sheet().record_showdown({"Ann": "2S 3S 4S 5S 7S", "Di": "KH KD KC 2H 2D"})
    assert s.scores == [10, 10, 10, 11]
    assert "Di wins" in s.rounds[-1].note and "葫芦" in s.rounds[-1].note


def test_fd12_ties_score_nothing():
    s = sheet().record_showdown({"Ann": "AS KH 9C 7D 2S", "Bo": "AD KC 9H 7S 2C"})
    assert s.scores == [10, 10, 10, 10] and s.rounds[-1].winners == (0, 1)
    assert sheet().record_tie(["Ann", "Cy"]).scores == [10, 10, 10, 10]
    with pytest.raises(ScoreSheetError, match="at least two"):
        sheet().record_tie(["Ann"])


def test_fd2_the_same_card_in_two_hands_is_refused():
    with pytest.raises(ScoreSheetError, match="ace of spades appears in both Ann's and Bo's"):
        sheet().record_showdown({"Ann": "AS KH 9C 7D 2S", "Bo": "AS KC 9H 7S 2C"})
    with pytest.raises(ScoreSheetError, match="Bo's hand"):
        sheet().record_showdown({"Ann": "AS KH 9C 7D 2S", "Bo": "ZZ KC 9H 7S 2C"})
    with pytest.raises(ScoreSheetError, match="at least two hands"):
        sheet().record_showdown({"Ann": "AS KH 9C 7D 2S"})


def test_fd14_the_match_ends_and_nothing_more_is_recorded():
    s = sheet(rounds=2).record_winner("Ann").record_winner("Ann")
    assert s.is_over and s.leaders == ("Ann",) and "Ann wins with 12 points" in s.announcement()
    with pytest.raises(ScoreSheetError, match="match is over"):
        s.record_winner("Bo")
    s = sheet(end="points", target_score=12).record_winner("Bo").record_winner("Bo")
    assert s.is_over and s.leaders == ("Bo",)


def test_undo_takes_back_the_last_round():
    s = sheet().record_winner("Ann").record_winner("Bo").undo()
    assert s.scores == [11, 10, 10, 10] and len(s.rounds) == 1
    with pytest.raises(ScoreSheetError, match="nothing has been recorded"):
        sheet().undo()


def test_chips_are_refused_with_a_reason():
    with pytest.raises(ScoreSheetError, match="chips"):
        sheet(chips=True)


def test_csv_has_points_and_running_totals():
    s = sheet().record_winner("Ann").record_tie(["Bo", "Cy"]).record_winner("Di")
    rows = list(csv.reader(io.StringIO(s.to_csv())))
    assert rows[0] == ["round", "dealer", "result", "Ann", "Bo", "Cy", "Di",
                       "Ann total", "Bo total", "Cy total", "Di total"]
    assert rows[1][-4:] == ["10"] * 4
    assert rows[2][:2] == ["1", "Ann"] and rows[2][3:] == ["1", "0", "0", "0", "11", "10", "10", "10"]
    assert rows[4][1] == "Cy" and rows[4][-4:] == ["11", "10", "10", "11"]


def test_printable_page_lists_rounds_and_rules():
    page = sheet().record_winner("Bo").to_html()
    assert page.startswith("<!doctype html>") and "Bo wins" in page and "starting at 10 points" in page
