"""The expert five-card draw player's judgement, from one seat's view only (FD-7 … FD-9, FD-12).

* **Stay or fold by expected value under the table's scoring.** Without chips staying costs
  nothing, so the expert always stays: folding could only lose it the chance to win. With chips
  (FD-7) each stay puts 1 point into the pot, so it stays only when its chance of winning the pot
  times the pot it can expect is worth the point. Before the draw it counts what the hand can become
  with the best replacement (the advisor's exact odds) and that it will pay the second point only
  if its hand is worth it then; after the draw it knows its hand.
* **Replacing** keeps what the advisor's exact odds rank best (:mod:`engine.draw.advisor`) against
  the opponents still in, pictured replacing by the rule of thumb — each one who has already said how
  many cards they replace (public, FD-8) pictured from that count — and valued by the table's
  scoring: the chance to win the round; with points by category (FD-3) the points a choice earns on
  average; in the last round of a match (FD-14), the chance to finish first. Without chips, replacing
  is the only decision that differs from a player who never folds, and the difference in who wins a
  match is small: against the rule of thumb, about a fifth of a percentage point of the chance to
  win a round at a table of four (0.18 points on average over random hands).
* **Reading the table** (with chips, after the draw): how many cards each opponent replaced is
  public (FD-8). Against rule-of-thumb players a count says a lot — none: a made hand; one: two
  pair or a four-card draw; two: three of a kind; three: most likely a pair — so the expert scores
  its hand against each opponent's final hands *given that count* (:mod:`engine.draw.opponents`).

Every judgement comes with a sentence a learner understands; it names only the expert's own cards
and what everyone saw. Nothing is random: the same view gives the same decision.

>>> from engine.draw import DrawRules, new_game
>>> game = new_game(DrawRules(players=4), seed=3)
>>> judged = decide(game.view(game.to_act))
>>> judged.action.kind, judged.reason
('stay', 'Staying costs nothing without chips, so I stay: folding could only lose me the chance to win.')
"""

from __future__ import annotations

from ..fast import strength
from ..hands import describe_text, hand_value
from ..i18n import Joined, Text, _, ngettext
from .actions import fold, stay
from .advisor import STAY_FREE_REASON_TEXT, advise, sentences
from .events import Phase
from .expert_basics import Judgement, opponents_in
from .expert_basics import beat_chances as _chances
from .expert_basics import check_view as _check
from .expert_replace import replacement
from .game import DrawView
from .opponents import deals_replacing, weaker_share
from .valuation import seat_pot, seat_valuation

__all__ = ["NO_REPLACING", "Judgement", "decide", "opponents_in", "replacement"]

MIN_DEALS = 1000        # fewer deals than this replacing a count: read nothing from that count
NO_REPLACING_TEXT = _("No card may be replaced at this table (FD-5), so I keep all five.")
NO_REPLACING = NO_REPLACING_TEXT.render("en")

# What a replacement count says about a rule-of-thumb player (with at most 3 or more cards to replace).
COUNT_MEANS_TEXT = {0: _("a made hand, a straight or better"), 1: _("two pair or a four-card draw"),
                    2: _("most likely three of a kind"), 3: _("most likely a pair")}
NUMBER_WORDS_TEXT = {1: _("One player"), 2: _("Two players"), 3: _("Three players"), 4: _("Four players"),
                     5: _("Five players")}
COUNT_WORDS_TEXT = {0: _("none"), 1: _("only one card"), 2: _("two cards"), 3: _("three cards"), 4: _("four cards"),
                    5: _("five cards")}
COUNT_MEANS = {n: text.render("en") for n, text in COUNT_MEANS_TEXT.items()}
NUMBER_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five"}
COUNT_WORDS = {n: text.render("en") for n, text in COUNT_WORDS_TEXT.items()}


def decide(view: DrawView) -> Judgement:
    """Stay or fold (FD-7, FD-9) by expected value under the table's scoring: never fold when staying
    is free; with chips, stay when the chance of winning times the pot it can expect is worth the point.

    >>> from engine.draw import DrawRules, setup
    >>> game = setup(DrawRules(players=6, chips=True), hands=["KS KH 5D 3C 2C", "2H 7D 9C JS 4H",
    ...     "AS AH 8D 6C 3S", "QS QD 9H 6H 4S", "TS TD 8H 7C 2D", "JC JD 5S 5C 3D"])
    >>> judged = decide(game.view(1))
    >>> judged.action.kind, round(judged.chance, 2)
    ('fold', 0.06)
    >>> print(judged.reason)      # doctest: +NORMALIZE_WHITESPACE
    With chips, staying costs 1 point now and 1 more after the draw, which I pay only if my hand is worth it
    then. With jack high and the best replacement I win about 6% of the time against 5 opponents who replace by
    the rule of thumb, for a pot of about 12 points: staying is worth about 0.44 points, less than the 1 it costs
    now, so I fold.
    """
    view = _check(view)
    if view.phase not in (Phase.DECIDE1, Phase.DECIDE2):
        raise ValueError(f"view: the expert decides to stay or fold in a decision (FD-7, FD-9), not in "
                         f"{view.phase!s}")
    if not view.rules.chips:
        return Judgement.of(stay(view.seat), STAY_FREE_REASON_TEXT, None)
    return _before_the_draw(view) if view.phase == Phase.DECIDE1 else _after_the_draw(view)


def _before_the_draw(view: DrawView) -> Judgement:
    rules = view.rules
    opponents = max(1, min(5, len(opponents_in(view))))
    # Staying now costs 1; after the draw it stays (1 more) only if its hand is then worth it: the
    # valuation with chips (engine.draw.valuation), for the pot if everyone still in stays twice.
    valuation = seat_valuation(view)
    pot = valuation.pot
    if rules.max_replace:
        advice = advise(view.hand, rules.max_replace, rules.ace_low, opponents=opponents, chips=True,
                        valuation=valuation)
        chance, against, worth = advice.best.p_beats_opponents, advice.against_text, advice.best.value
        hand = _("{hand} and the best replacement", hand=describe_text(hand_value(view.hand, rules.ace_low)))
    else:
        mine = strength(view.hand, rules.ace_low)
        chance = _chances(rules, opponents)[mine]
        against = ngettext("{n} opponent", "{n} opponents", opponents)
        worth = valuation.values(_chances(rules, opponents))[mine]
        hand = describe_text(hand_value(view.hand, rules.ace_low))
    fields = {"hand": hand, "chance": chance, "against": against, "pot": pot, "worth": worth}
    if worth >= 1:
        reason = _("With chips, staying costs 1 point now and 1 more after the draw, which I pay only if my hand is "
                   "worth it then. With {hand} I win about {chance:.0%} of the time against {against}, for a pot of "
                   "about {pot} points: staying is worth about {worth:.2f} points, more than the 1 it costs now, so "
                   "I stay.", **fields)
    else:
        reason = _("With chips, staying costs 1 point now and 1 more after the draw, which I pay only if my hand is "
                   "worth it then. With {hand} I win about {chance:.0%} of the time against {against}, for a pot of "
                   "about {pot} points: staying is worth about {worth:.2f} points, less than the 1 it costs now, so "
                   "I fold.", **fields)
    return Judgement.of(stay(view.seat) if worth >= 1 else fold(view.seat), reason, chance)


def _reading(view: DrawView) -> tuple[float, Text | Joined]:
    """After the draw: the chance that this hand beats every opponent still in, each read from how
    many cards they replaced, and what that reading says in words."""
    rules = view.rules
    mine = strength(view.hand, rules.ace_low)
    if rules.max_replace == 0:
        others = len(opponents_in(view))
        chance = _chances(rules, others)[mine]
        return chance, ngettext("Nobody may replace at this table (FD-5): against {n} random hand I win about "
                                "{chance:.0%} of the time", "Nobody may replace at this table (FD-5): against {n} "
                                "random hands I win about {chance:.0%} of the time", others, chance=chance)
    n = max(1, min(5, len(opponents_in(view))))
    deals = deals_replacing(rules.ace_low, rules.max_replace, n)
    groups: dict[int, list[int]] = {}
    for seat in opponents_in(view):
        groups.setdefault(view.replace_counts.get(seat, -1), []).append(seat)
    chance, said = 1.0, [_("I hold {hand}.", hand=describe_text(hand_value(view.hand, rules.ace_low)))]
    several = len(opponents_in(view)) > 1      # the reading ends without a full stop: what follows adds its own
    for count, seats in sorted(groups.items()):
        readable = 0 <= count < len(deals) and deals[count] >= MIN_DEALS
        share = weaker_share(rules.ace_low, rules.max_replace, count if readable else None, n)[mine]
        chance *= share ** len(seats)
        who = NUMBER_WORDS_TEXT[len(seats)]
        means = rules.max_replace >= 3 and count in COUNT_MEANS_TEXT
        if not several:      # one opponent: its share is the chance said next, said once (the 22nd and 23rd reads)
            said.append(_("One player has not replaced yet.") if count < 0 else
                        _("One player replaced {count}, which tells me little.", count=COUNT_WORDS_TEXT[count])
                        if not readable else
                        _("One player replaced {count} ({meaning}).", count=COUNT_WORDS_TEXT[count],
                          meaning=COUNT_MEANS_TEXT[count]) if means else
                        _("One player replaced {count}.", count=COUNT_WORDS_TEXT[count]))
        elif count < 0:
            said.append(ngettext("{who} has not replaced yet: I beat {share}.",
                                 "{who} have not replaced yet: I beat {share}.", len(seats), who=who,
                                 share=_share(share, final=True)))
        elif not readable:
            said.append(_("{who} replaced {count}, which tells me little: I beat {share}.", who=who,
                          count=COUNT_WORDS_TEXT[count], share=_share(share, final=True)))
        elif means:
            said.append(_("{who} replaced {count} ({meaning}): I beat {share}.", who=who, count=COUNT_WORDS_TEXT[count],
                          meaning=COUNT_MEANS_TEXT[count], share=_share(share, final=False)))
        else:
            said.append(_("{who} replaced {count}: I beat {share}.", who=who, count=COUNT_WORDS_TEXT[count],
                          share=_share(share, final=False)))
    if chance < 0.005:
        said.append(_("So I almost never win against them") if several else
                    _("So I almost never win against that player"))
    else:
        said.append(_("So I win against them about {chance:.0%} of the time", chance=chance) if several else
                    _("So I win against that player about {chance:.0%} of the time", chance=chance))
    return chance, sentences(said)      # 「…。…」: Chinese sentences follow one another without a space


def _share(share: float, final: bool) -> Text:
    """'53% of such hands', 'hardly any such hand', 'almost every final hand'."""
    if share < 0.005:
        return _("hardly any final hand") if final else _("hardly any such hand")
    if share > 0.995:
        return _("almost every final hand") if final else _("almost every such hand")
    return (_("{share:.0%} of final hands", share=share) if final else
            _("{share:.0%} of such hands", share=share))


def _after_the_draw(view: DrawView) -> Judgement:
    chance, reading = _reading(view)
    pot = seat_pot(view)                 # if everyone still in stays
    worth = chance * pot
    if worth >= 1:
        reason = _("{reading}. With chips another stay costs 1 point for a pot of about {pot} points: about "
                   "{worth:.2f} points back on average, worth it, so I stay.", reading=reading, pot=pot, worth=worth)
    elif worth < 0.005:                  # never "about 0.00 points back" (the tenth native read)
        reason = _("{reading}. With chips another stay costs 1 point for a pot of about {pot} points: next to nothing "
                   "back on average, not worth it, so I fold.", reading=reading, pot=pot)
    else:
        reason = _("{reading}. With chips another stay costs 1 point for a pot of about {pot} points: about "
                   "{worth:.2f} points back on average, not worth it, so I fold.", reading=reading, pot=pot,
                   worth=worth)
    return Judgement.of(stay(view.seat) if worth >= 1 else fold(view.seat), reason, chance)
