"""The teacher's score sheet: rounds recorded by hand, scores, dealer, end of match, export (FD-3 … FD-14)."""

import csv
import io

import pytest

from engine.draw import DrawRules
from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
from engine.hands import Category
from engine.present.sheets import score_sheet_html


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
    with pytest.raises(ScoreSheetError, match="^hands: Bo's hand: cannot read \"ZZ\" as a card"):  # named once
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


def test_fd3_a_corrected_name_keeps_every_round_told_with_the_new_name():
    s = (sheet(scoring="category").record_winner("Bo", Category.FLUSH).record_tie(["Ann", "Bo"])
         .record_showdown({"Bo": "KS KH 9D 4C 2S", "Cy": "KD KC 7D 4H 2H"}).record_winner("Di", without_showing=True))
    renamed = s.renamed(["Ann", "Bob", "Cy", "Di"])
    assert renamed.players == ("Ann", "Bob", "Cy", "Di") and renamed.scores == s.scores
    assert [r.winners for r in renamed.rounds] == [r.winners for r in s.rounds]
    assert [r.note for r in renamed.rounds] == [
        "Bob wins the round (+5) with flush (同花).", "A tie between Ann and Bob: nobody gains points (FD-12).",
        "Bob wins the round (+1): both have a pair of kings; the 9 beats the 7 as the first kicker.",
        "Di wins the round as the last one in, without showing (+1, FD-11)."]
    # one pattern for every win in Chinese: 「乙赢了这一局（+1 分）……」 (the native read, issue 23)
    assert [r.note_in("zh") for r in renamed.rounds if r.winners != (0, 1)] == [
        "Bob凭同花赢了这一局（+5 分）。", "Bob赢了这一局（+1 分）：两手都是一对 K；比第一张踢脚牌，9 大于 7。",
        "Di是最后留在局里的人，不用亮牌就赢了这一局（+1 分，FD-11）。"]
    assert renamed.rounds[0].note_in("zh").startswith("Bob")
    with pytest.raises(ScoreSheetError, match="this sheet has 4 players"):
        s.renamed(["Ann", "Bo", "Cy", "Di", "Ed"])
    with pytest.raises(ScoreSheetError, match="same name"):
        s.renamed(["Ann", "Bo", "Cy", "bo"])


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
    page = score_sheet_html(sheet().record_winner("Bo"))
    assert page.startswith("<!doctype html>") and "Bo wins" in page and "starting at 10 points" in page


# ---- the sheet and the engine follow the same rules (FD-3, FD-4, FD-11, FD-12, FD-14) ------------

from support import play as act  # noqa: E402

from engine.bots import run_bots  # noqa: E402
from engine.draw import LastStanding, RoundStarted, Scored, Showed, Tied, Won, deal, replace, setup, stay  # noqa: E402
from engine.draw.bots import make_bot  # noqa: E402
from engine.draw.simulation import play  # noqa: E402
from engine.hands import hand_value  # noqa: E402

MATCH_RULES = [
    DrawRules(players=3, rounds=4),
    DrawRules(players=4, scoring="category", rounds=5, first_dealer=1),
    DrawRules(players=5, end="points", target_score=12, win_points=2),
    DrawRules(players=6, end="points", target_score=13, round_limit=6),
    DrawRules(players=4, scoring="category", end="points", target_score=16, round_limit=7, ace_low=True),
    DrawRules(players=3, scoring="category", end="points", target_score=14, first_dealer=2),
]
STYLES = ["cautious", "loose", "by the book", "cautious", "loose", "by the book"]


def public_rounds(events):
    """What a real table says aloud each round: the dealer, the hands shown or the last one in, who won."""
    rounds = []
    for event in events:
        match event:
            case RoundStarted(dealer=dealer):
                rounds.append({"dealer": dealer, "shown": {}, "last": None})
            case Showed(seat, cards, _):
                rounds[-1]["shown"][seat] = cards
            case LastStanding(seat=seat):
                rounds[-1]["last"], rounds[-1]["winners"] = seat, (seat,)
            case Won(seat=seat):
                rounds[-1]["winners"] = (seat,)
            case Tied(seats):
                rounds[-1]["winners"] = seats
            case Scored(scores=scores):
                rounds[-1]["scores"] = list(scores)
    return rounds


def keep_the_sheet(state, names):
    """Record a finished match on a score sheet from its public results, in turn by every way a
    teacher can: the shown hands, the winner and category, a tie, the last one in."""
    sheet = ScoreSheet.start(names, state.rules)
    rounds = public_rounds(state.events)
    for number, said in enumerate(rounds, start=1):
        assert not sheet.is_over and sheet.next_dealer == said["dealer"]
        winners = said["winners"]
        if said["last"] is not None:
            sheet = sheet.record_winner(names[said["last"]], without_showing=True)
        elif number % 3 == 1 and len(winners) == 1:
            category = hand_value(said["shown"][winners[0]], state.rules.ace_low).category
            sheet = sheet.record_winner(winners[0], category)
        elif number % 3 == 2 and len(winners) > 1:
            sheet = sheet.record_tie([names[s] for s in winners])
        else:
            sheet = sheet.record_showdown({names[s]: cards for s, cards in said["shown"].items()})
        record = sheet.rounds[-1]
        assert record.dealer == said["dealer"] and sorted(record.winners) == sorted(winners)
        assert sheet.scores == said["scores"], f"round {number}"
    return sheet


@pytest.mark.parametrize("rules", MATCH_RULES, ids=lambda r: f"{r.players}p-{r.scoring}-{r.end}-{r.round_limit}")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fd3_fd4_fd14_the_sheet_scores_seeded_bot_matches_as_the_engine_does(rules, seed):
    state = play(rules, STYLES[:rules.players], seed)
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:rules.players]
    sheet = keep_the_sheet(state, names)
    assert sheet.is_over and state.is_over and len(sheet.rounds) == state.round_no
    assert sheet.scores == state.scores
    assert sheet.leaders == tuple(names[s] for s in state.match_winners())


def test_fd12_the_sheet_and_the_engine_agree_on_a_tie():
    tie = ["AS KH 9C 7D 2S", "AD KC 9H 7S 2C", "3S 4H 6C 8D TS"]
    for rules in (DrawRules(players=3, rounds=2), DrawRules(players=3, scoring="category", rounds=2)):
        start = setup(rules, seed=4, hands=tie)
        state = act(start, stay(1), stay(2), stay(0), replace(1), replace(2), replace(0), deal(0),
                    stay(1), stay(2), stay(0))
        state, _ = run_bots(state, {s: make_bot("loose", s) for s in range(3)})
        assert isinstance(next(e for e in state.events if isinstance(e, Tied | Won)), Tied)
        sheet = keep_the_sheet(state, ["Ann", "Bo", "Cy"])
        assert sheet.scores == state.scores and sheet.rounds[0].winners == (0, 1)


def test_fd11_a_winner_without_showing_has_no_category():
    with pytest.raises(ScoreSheetError, match="without showing .* no category"):
        sheet(scoring="category").record_winner("Ann", Category.FLUSH, without_showing=True)
