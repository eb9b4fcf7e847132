"""A five-card draw match told in plain sentences, for the narrator above a game screen (FD-1 … FD-15).

Pure functions: events as one seat saw them in, sentences out (:class:`engine.i18n.Text`,
rendered in English or Chinese when shown). Told to a player (``you`` is their seat) they speak
in the second person — "You stayed", never "You stays" — and name the others.

>>> from engine.cards import parse_cards
>>> from engine.hands import hand_value
>>> from engine.draw.events import Folded, Showed, Stayed, Won
>>> kings, nines = parse_cards("KS KH 9D 4C 2S"), parse_cards("9S 9H 8D 4D 2C")
>>> events = [Stayed(1, 0), Folded(2), Showed(0, tuple(kings), hand_value(kings)),
...           Showed(1, tuple(nines), hand_value(nines)), Won(0, 1)]
>>> for sentence in tell(events, ["You", "Bo", "Cy"], you=0):
...     print(sentence)
Bo stayed.
Cy folded.
Showdown (FD-10): you showed a pair of kings; Bo showed a pair of 9s.
You won the round (+1 point): both have a pair; kings beat 9s as the pair.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..hands import describe_text, explain_reason, hand_value
from ..i18n import Capital, Joined, Text, _, ngettext
from ..narrate import mention, times
from ..ratings import BotName
from .advisor import advise_seat
from .events import (
    Corrected,
    Drew,
    Event,
    Folded,
    LastStanding,
    MatchOver,
    Phase,
    PotShared,
    Replaced,
    RoundStarted,
    Scored,
    Showed,
    Stayed,
    Tied,
    Won,
)
from .expert_basics import after_the_draw
from .expert_replace import ranking
from .game import DrawView
from .valuation import Goal, seat_pot

__all__ = ["hint", "in_both", "mention", "now", "summary", "tell"]


def _who(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


def _person(names: Sequence[str], seat: int, you: int | None) -> str | Text:
    return _("you") if seat == you else _who(names, seat)


def _together(names: Sequence[str], seats: Sequence[int], you: int | None) -> str | Text | Joined:
    people = [_person(names, s, you) for s in seats]
    return people[0] if len(people) == 1 else Joined(tuple(people), last=" and ")


def _upper_first(text: object) -> Capital:
    return Capital(text)


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def _points(n: int) -> Text:
    return ngettext("+{n} point", "+{n} points", n)


def tell(events: Sequence[Event], names: Sequence[str], you: int | None = None) -> list[Text]:
    """What happened in ``events``: each stay, fold and replacement, your replacement cards, the
    showdown with the winner and why, ties and pots, the end of the match. ``you``: the seat
    being told (None: everyone in the third person). The deal itself is left to the table picture.
    """
    out: list[Text] = []
    shown: dict[int, tuple[Card, ...]] = {}
    scores: tuple[int, ...] = ()
    showing: list[Showed] = []
    for event in events:
        if showing and not isinstance(event, Showed):
            out.append(_showdown(showing, names, you))
            showing = []
        if isinstance(event, RoundStarted):
            shown = {}
            out.append(_("Round {round}: you deal, one card at a time from your left (FD-4, FD-6).",
                         round=event.round_no) if event.dealer == you else
                       _("Round {round}: {who} deals, one card at a time from their left (FD-4, FD-6).",
                         round=event.round_no, who=_who(names, event.dealer)))
        elif isinstance(event, Stayed):
            who = _person(names, event.seat, you)
            if event.seat == you:
                out.append(_("You stayed and put {paid} into the pot.", paid=event.paid) if event.paid
                           else _("You stayed."))
            else:
                out.append(_("{who} stayed and put {paid} into the pot.", who=who, paid=event.paid) if event.paid
                           else _("{who} stayed.", who=who))
        elif isinstance(event, Folded):
            out.append(_("You folded: you are out of this round ({rule}).", rule=event.rule) if event.seat == you
                       else _("{who} folded.", who=_who(names, event.seat)))
        elif isinstance(event, Replaced | Corrected):
            out.append(_replaced(event, names, you))
        elif isinstance(event, Drew):
            if event.seat == you and event.cards:
                out.append(_("You received {cards} from the top of the stock.", cards=_cards(event.cards)))
        elif isinstance(event, Showed):
            shown[event.seat] = event.cards
            showing.append(event)
        elif isinstance(event, Won):
            out.append(_won(event, shown, names, you))
        elif isinstance(event, LastStanding):
            gained = (_points(event.gained) if not event.from_pot else _("the pot of {n}", n=event.gained)
                      if event.gained else _("the pot was empty"))
            out.append(_("Everyone else folded, so you won the round without showing ({gained}, FD-11).",
                         gained=gained) if event.seat == you else
                       _("Everyone else folded, so {who} won the round without showing ({gained}, FD-11).",
                         who=_who(names, event.seat), gained=gained))
        elif isinstance(event, Tied):
            out.append(_("A tie between {who}: nobody gains points (FD-12).",
                         who=_together(names, event.seats, you)))
        elif isinstance(event, PotShared):
            sharing = _upper_first(_together(names, event.seats, you))
            why = _why_won(event.seats[0], shown, names, you) if len(event.seats) == 1 else None
            text = (_("{who} won the round and took {share} from the pot: {why}.", who=sharing, share=event.share,
                      why=why) if why is not None else       # why the hand won, as without chips (the 24th read)
                    _("{who} took {share} from the pot.", who=sharing, share=event.share)
                    if len(event.seats) == 1 else
                    _("{who} shared the pot: {share} each (FD-12).", who=sharing, share=event.share))
            out.append(text)
            if event.carried:
                out.append(ngettext("{n} point stays in the pot for the next round.",
                                    "{n} points stay in the pot for the next round.", event.carried))
        elif isinstance(event, Scored):
            scores = event.scores
        elif isinstance(event, MatchOver):
            best = max(scores) if scores else 0
            if you is not None and event.winners == (you,):
                out.append(_("The match is over (FD-14): you won it with {points} points!", points=best))
            elif you is not None and you in event.winners:
                out.append(_("The match is over (FD-14): {who} share the win with {points} points.",
                             who=_upper_first(_together(names, event.winners, you)), points=best))
            elif len(event.winners) > 1:
                out.append(_("The match is over (FD-14): {who} share the win with {points} points each.",
                             who=_upper_first(_together(names, event.winners, you)), points=best))
            else:
                out.append(_("The match is over (FD-14): {who} won with {points} points.",
                             who=_together(names, event.winners, you), points=best))
    if showing:
        out.append(_showdown(showing, names, you))
    return out


def _replaced(event: Replaced | Corrected, names: Sequence[str], you: int | None) -> Text:
    n, correcting = event.count, isinstance(event, Corrected)
    if event.seat == you:
        if correcting and not n:
            return _("You corrected your count: no cards after all.")
        if correcting:
            return ngettext("You corrected your count to {n} card.", "You corrected your count to {n} cards.", n)
        if not n:
            return _("You kept all five cards.")
        return ngettext("You replaced {n} card ({cards}).", "You replaced {n} cards ({cards}).", n,
                        cards=_cards(event.cards or ()))
    who = _who(names, event.seat)
    if correcting and not n:
        return _("{who} corrected the count: no cards after all.", who=who)
    if correcting:
        return ngettext("{who} corrected the count to {n} card.", "{who} corrected the count to {n} cards.", n,
                        who=who)
    if not n:
        return _("{who} kept all five cards.", who=who)
    return ngettext("{who} replaced {n} card.", "{who} replaced {n} cards.", n, who=who)


def _showdown(showing: Sequence[Showed], names: Sequence[str], you: int | None) -> Text:
    parts = Joined(tuple(_("{who} showed {hand}", who=_person(names, e.seat, you), hand=describe_text(e.value))
                         for e in showing), "; ")
    return _("Showdown (FD-10): {parts}.", parts=parts)


def _why_won(seat: int, shown: dict[int, tuple[Card, ...]], names: Sequence[str], you: int | None) -> Text | None:
    """Why ``seat``'s shown hand beat the others (FD-10, FD-13): against the next best when more than two
    were shown (the 22nd read: "both hands" of four); None when there is nothing to compare."""
    others = [s for s in shown if s != seat]
    if seat not in shown or not others:
        return None
    best_other = max(others, key=lambda s: hand_value(shown[s]))
    why = explain_reason(shown[seat], shown[best_other])
    if why is None or len(others) == 1:
        return why
    return (_("against the next best hand shown (yours), {why}", why=why) if best_other == you else
            _("against the next best hand shown ({other}'s), {why}", other=_who(names, best_other), why=why))


def _won(event: Won, shown: dict[int, tuple[Card, ...]], names: Sequence[str], you: int | None) -> Text:
    why = _why_won(event.seat, shown, names, you)
    points = _points(event.points)
    if event.seat == you:
        return (_("You won the round ({points}): {why}.", points=points, why=why) if why
                else _("You won the round ({points}).", points=points))
    who = _who(names, event.seat)
    return (_("{who} won the round ({points}): {why}.", who=who, points=points, why=why) if why
            else _("{who} won the round ({points}).", who=who, points=points))


def in_both(first: Sequence[Card], second: Sequence[Card]) -> Text | None:
    """Two hands that share a card cannot come from one deck (FD-2): say which card, or None.

    >>> from engine.cards import parse_cards
    >>> print(in_both(parse_cards("AS KD"), parse_cards("AS 2C")))
    The A♠ is in both hands, but one deck has each card once (FD-2): change one of them.
    >>> in_both(parse_cards("AS"), parse_cards("AH")) is None
    True
    """
    shared = [c for c in first if c in second]
    if not shared:
        return None
    return ngettext("The {cards} is in both hands, but one deck has each card once (FD-2): change one of them.",
                    "The {cards} are in both hands, but one deck has each card once (FD-2): change one of them.",
                    len(shared), cards=_cards(shared))


def now(view: DrawView, names: Sequence[str]) -> Text:
    """What this seat may do now, or whom the table waits for.

    >>> from engine.draw import DrawRules, new_game
    >>> game = new_game(DrawRules(players=3), seed=1)
    >>> print(now(game.view(1), ["Ann", "You", "Cy"]))
    Your turn: stay or fold? You hold ace high. Staying costs nothing (FD-7).
    """
    me, phase, to_act = view.seat, view.phase, view.to_act
    if phase == Phase.MATCH_OVER:
        return _("The match is over. Start a new one whenever you like.")
    if phase == Phase.ROUND_OVER:
        if to_act == me:
            return _("It is your deal: start the next round (FD-4).")
        return _("Next round: {who} deals (FD-4).", who=_who(names, to_act if to_act is not None else -1))
    if to_act != me:
        return _("{who} is deciding.", who=_who(names, to_act if to_act is not None else -1))
    if phase in (Phase.DECIDE1, Phase.DECIDE2):
        rule = "FD-7" if phase == Phase.DECIDE1 else "FD-9"
        hand = describe_text(hand_value(view.hand, view.rules.ace_low))
        if view.rules.chips:
            return _("Your turn: stay or fold? You hold {hand}. Staying puts 1 point into the pot ({rule}).",
                     hand=hand, rule=rule)
        return _("Your turn: stay or fold? You hold {hand}. Staying costs nothing ({rule}).", hand=hand, rule=rule)
    if phase == Phase.REPLACE and view.rules.max_replace == 0:     # never "choose up to 0 cards" (16th read)
        return _("Your turn to replace: this table replaces no cards (FD-5), so you keep all five.")
    if phase == Phase.REPLACE:
        return ngettext("Your turn to replace: choose up to {n} card to throw away — none keeps all five (FD-8).",
                        "Your turn to replace: choose up to {n} cards to throw away — none keeps all five (FD-8).",
                        view.rules.max_replace)
    if not any(view.replace_counts.values()):       # nothing to deal (the 24th read: a table that replaces none)
        return _("You are the dealer: nobody replaced a card, so there is nothing to deal — go on (FD-8).")
    return _("You are the dealer: deal the replacements, player by player in seat order (FD-8).")


def _beats(against: Text, win: float) -> Text:
    """'beats both other hands about 39% of the time', or, where that rounds to nothing, 'almost never
    beats …' (never 「胜过……的概率约为 0%」)."""
    if win < 0.005:
        return _("almost never beats {against}", against=against)
    return _("beats {against} about {win:.0%} of the time", against=against, win=win)


def _waiting(view: DrawView) -> Text | None:
    """What the coach says when this seat has no choice to weigh now, each case as it is: the match or
    the round over, the seat folded, the seat the dealer with the replacements to deal, or another seat
    to act; None when the seat has a decision (stay or fold, or which cards to replace).

    >>> from engine.draw import DrawRules, new_game, fold
    >>> game = new_game(DrawRules(players=3), seed=1)
    >>> print(_waiting(game.view(1)))
    None
    >>> print(_waiting(game.view(2)))
    Nothing to decide yet: wait for your turn.
    >>> print(_waiting(game.apply(fold(1)).view(1)))
    You folded this round: nothing more to decide until the next one.
    """
    me = view.seat
    if view.phase == Phase.MATCH_OVER:
        return _("The match is over: nothing more to decide.")
    if view.phase == Phase.ROUND_OVER:
        if view.to_act == me:
            return _("This round is over: nothing to weigh, just deal the next one (FD-4).")
        return _("This round is over: nothing to decide until the next one is dealt (FD-4).")
    if view.phase == Phase.DEAL and view.to_act == me and not any(view.replace_counts.values()):
        return _("Nothing to weigh here: nobody replaced a card, so you have nothing to deal (FD-8).")
    if view.phase == Phase.DEAL and view.to_act == me:      # a dealer who folded deals all the same
        return _("Nothing to weigh here: you are the dealer, so deal everyone their replacements in seat order "
                 "(FD-8).")
    if not view.active[me]:
        return _("You folded this round: nothing more to decide until the next one.")
    if view.to_act != me or len(view.hand) != 5:
        return _("Nothing to decide yet: wait for your turn.")
    return None


def hint(view: DrawView, names: Sequence[str]) -> list[Text]:
    """The coach for this seat's hand, against the real number of opponents still in: the advisor's
    best replacements, ranked by the table's objective — the advice the odds bot follows
    (:func:`~engine.draw.advisor.advise_seat`), except that the coach uses everything the seat can
    see: an opponent who has already said how many cards they replace is read from that count (FD-8),
    as the expert and the end-of-match review read them (:func:`~engine.draw.expert_replace.ranking`)
    — with the one sentence that says which objective;
    before the draw, what the best replacement makes of the hand; after it, how often the hand beats
    opponents who replaced by the rule of thumb, each read from how many cards they replaced.

    >>> from engine.draw import DrawRules, new_game, stay
    >>> game = new_game(DrawRules(players=3), seed=1).apply(stay(1)).apply(stay(2)).apply(stay(0))
    >>> for tip in hint(game.view(1), ["Ann", "You", "Cy"])[:5]:     # then cardschool's rule of thumb
    ...     print(tip)
    Best replacements against 2 opponents who replace by the rule of thumb (FD-8):
    Ranked by the chance to win the round: at this table every win scores the same (FD-3).
    1. keep A♠ J♣, replace 3 — beats both other hands 22.8% of the time, improves the hand 47.9% of the time.
    2. keep A♠ 9♠, replace 3 — beats both other hands 21.7% of the time, improves the hand 48.6% of the time.
    3. keep A♠ 5♦, replace 3 — beats both other hands 19.2% of the time, improves the hand 47.8% of the time.
    """
    rules = view.rules
    opponents = max(1, sum(view.active) - (1 if view.active[view.seat] else 0))
    against = (_("the other hand") if opponents == 1 else
               _("both other hands") if opponents == 2 else _("all {n} other hands", n=opponents))
    waiting = _waiting(view)
    if waiting is not None:
        return [waiting]
    if view.phase == Phase.REPLACE and rules.max_replace == 0:   # nothing to rank: say so, never a traceback
        return [_("Nothing to weigh here: this table replaces no cards (FD-5), so keep all five.")]
    if view.phase == Phase.REPLACE:
        ranked = ranking(view, standings=False)          # the odds bot's advice, plus the counts already heard
        valuation = ranked.valuation
        header = (_("Best replacements against {against} (FD-8):", against=ranked.against) if ranked.heard else
                  _("Best replacements against one opponent who replaces by the rule of thumb (FD-8):")
                  if opponents == 1 else
                  _("Best replacements against {n} opponents who replace by the rule of thumb (FD-8):", n=opponents))
        tips = [header, valuation.said]
        for i, choice in enumerate(ranked.choices[:3], 1):
            fields = {"i": i, "choice": choice.describe_text(), "against": against, "win": choice.p_beats_opponents,
                      "better": choice.p_improve, "points": f"{choice.value:.2f}"}
            if valuation.goal == Goal.POINTS:
                tips.append(_("{i}. {choice} — earns about {points} points a round on average, beats {against} "
                              "{win:.1%} of the time.", **fields))
            elif valuation.goal == Goal.CHIPS:
                tips.append(_("{i}. {choice} — brings back about {points} points net of chips on average, beats "
                              "{against} {win:.1%} of the time.", **fields))
            else:
                tips.append(_("{i}. {choice} — beats {against} {win:.1%} of the time, improves the hand {better:.1%} "
                              "of the time.", **fields))
        tips.append(ranked.rule.said_replacing_with_source)      # staying was decided before (FD-7)
        return tips
    if view.phase == Phase.DECIDE1:
        if not rules.max_replace:
            win = after_the_draw(view)
            tips = [_("Nobody may replace at this table (FD-5): you hold {hand}, which {beats}.",
                      hand=describe_text(hand_value(view.hand, rules.ace_low)), beats=_beats(against, win))]
        else:
            advice = advise_seat(view)
            best = advice.best
            fields = {"choice": best.describe_text(), "beats": _beats(against, best.p_beats_opponents),
                      "points": f"{best.value:.2f}"}
            if advice.valuation.goal == Goal.POINTS:
                tips = [_("If you stay and then {choice}, you earn about {points} points a round on average (points by "
                          "category, FD-3); your final hand {beats}.", **fields)]
            elif advice.valuation.goal == Goal.CHIPS:
                tips = [_("If you stay and then {choice}, your final hand {beats}: with a pot of about {pot} points, "
                          "staying is worth about {points} points on average, against the 1 it costs now (FD-7).",
                          pot=advice.valuation.pot, **fields)]
            else:
                tips = [_("If you stay and then {choice}, your final hand {beats}.", **fields)]
    elif view.phase == Phase.DECIDE2:
        win = after_the_draw(view)
        hand = describe_text(hand_value(view.hand, rules.ace_low))
        if rules.max_replace == 0:
            tips = [_("Nobody may replace at this table (FD-5): you hold {hand}, which {beats}.", hand=hand,
                      beats=_beats(against, win))]
        else:
            tips = [_("You hold {hand}: it {beats}, if they replaced by the rule of thumb — each read from how many "
                      "cards they replaced (FD-8).", hand=hand, beats=_beats(against, win))]
        if rules.chips:
            pot = seat_pot(view)
            tips.append(_("With chips, another stay costs 1 point for a pot of about {pot} points: it brings back "
                          "about {back:.2f} on average, so it is worth it when that is more than 1 (FD-9).", pot=pot,
                          back=win * pot) if win * pot >= 1 else
                        _("With chips, another stay costs 1 point for a pot of about {pot} points: it brings back "
                          "only about {back:.2f} on average, less than 1, so it is not worth it (FD-9).", pot=pot,
                          back=win * pot) if win * pot >= 0.005 else
                        _("With chips, another stay costs 1 point for a pot of about {pot} points, and with this hand "
                          "it brings back next to nothing: it is worth it only when it brings back more than 1 "
                          "(FD-9).", pot=pot))
            return tips
    else:                                   # every other phase was answered by _waiting
        raise AssertionError(view.phase)
    if rules.chips:
        tips.append(_("Staying costs 1 point into the pot: fold when your chance is small."))
    else:
        tips.append(_("Without chips, staying costs nothing: folding only gives up your chance to win the round."))
    return tips


def summary(view: DrawView, names: Sequence[str], hints: int = 0, own: int | None = None,
            helper: str = "odds") -> list[Text]:
    """After the match: the result, the rounds this seat won, and how often it asked the coach. ``own``: how
    many of the seat's events are the learner's own, when a bot (``helper``) took the seat after them."""
    me = view.seat
    won = sum(1 for e in view.events if isinstance(e, Won | LastStanding) and e.seat == me
              or isinstance(e, PotShared) and e.seats == (me,))
    rounds = view.round_no
    if own is None:
        out = [ngettext("You won {won} of {n} round.", "You won {won} of {n} rounds.", rounds, won=won)
               if won else _("You won none of the {n} rounds.", n=rounds)]
    else:
        took = max(1, sum(1 for e in view.events[:own] if isinstance(e, RoundStarted)))
        out = [ngettext("Your seat won {won} of {n} round; the {bot} bot played it for you from round {round} on.",
                        "Your seat won {won} of {n} rounds; the {bot} bot played it for you from round {round} on.",
                        rounds, won=won, bot=BotName(helper), round=took) if won else
               _("Your seat won none of the {n} rounds; the {bot} bot played it for you from round {round} on.",
                 n=rounds, bot=BotName(helper), round=took)]
    best = max(view.scores)
    mine = view.scores[me]
    if view.phase == Phase.MATCH_OVER:
        if mine == best and view.scores.count(best) == 1:
            out.append(_("You finished first with {points} points.", points=mine))
        elif mine == best:
            out.append(_("You share first place with {points} points.", points=mine))
        else:
            out.append(_("You finished with {points} points; the winner had {best}.", points=mine, best=best))
    out.append(_("You never asked the coach.") if not hints else _("You asked the coach {times}.", times=times(hints)))
    return out
