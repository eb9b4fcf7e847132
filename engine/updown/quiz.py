"""一上一下's exercises, judged on Check, with hints in steps (the last step is the answer): read the
table (UD-3, UD-6, UD-7), predict a challenge (UD-12), decide whether to challenge (UD-12, UD-14).
The lessons only show what is said here; seats are :class:`~engine.i18n.Seat` (render with names).

>>> from engine.updown.scenario import play_up, position
>>> view = position(["4H 9S", "TD 6H"], pile=[play_up(1, "8S")]).view(0)
>>> [t.render("en") for t in table_hints(view)][2]
'The target is 8, and the next card goes face down.'
>>> judge_table(view, 8, "down").right, judge_table(view, 8, "up").right
(True, False)
"""

from __future__ import annotations

from ..cards import RANK_LABELS, Card
from ..errors import check_bool
from ..i18n import Capital, Seat, Text, _, excerpt
from ..verdict import Verdict
from .bot_base import (
    ChallengeEstimate,
    _open_card,
    challenge_estimate,
    last_to_answer_a_last_card,
    nothing_said,
    worth_challenging,
)
from .inputs import whole
from .records import Face
from .rules import START_TARGET, _below, challenge_reason_text, challenge_succeeds, face_due_after
from .view import UpDownView

FACE_TEXT = {"up": _("face up"), "down": _("face down")}


def _view(view: object) -> UpDownView:
    if not isinstance(view, UpDownView):
        raise TypeError(f"view must be a seat's UpDownView (state.view(seat)), not {excerpt(view)}")
    return view


# ---- read the table: the target and the face due (UD-3, UD-6), and what a card costs (UD-7, UD-15) ----

def _why_target(view: UpDownView) -> Text:
    pile, target = view.pile, RANK_LABELS[view.target]
    if not pile:
        return _("The pile is empty, so a round has just begun: the target is 3, the lowest rank (UD-3).")
    top = pile[-1]
    if top.face == "up":
        return _("The last card that stood is {who}'s {card}, face up: the target is its rank, {rank} (UD-3).",
                 who=Seat(top.seat), card=top.card.label if top.card else RANK_LABELS[top.counts_as], rank=target)
    if nothing_said(view):            # the eleventh native read: never "declared 3" of a card with nothing said
        return _("The last card that stood is {who}'s face-down card, put down with nothing declared, which counts "
                 "as declaring 3 (UD-9): nobody challenged it, so the target is 3 (UD-3).", who=Seat(top.seat))
    return _("The last card that stood is {who}'s face-down card, declared {rank}: nobody challenged it, so the "
             "target is the declared rank, {rank} (UD-3).", who=Seat(top.seat), rank=target)


def _why_face(view: UpDownView) -> Text:
    if not view.pile:
        return _("An empty pile means a new round, and a round starts face up (UD-6).")
    if view.pile[-1].face == "up":
        return _("The last card that stood was face up, so the next one goes face down (UD-6).")
    return _("The last card that stood was face down, so the next one goes face up (UD-6).")


def table_hints(view: UpDownView) -> tuple[Text, ...]:
    """Three steps for reading the table: where to look, what the last card that stood was, the answer."""
    view = _view(view)
    due = face_due_after(view.pile)
    return (_("Look at the pile: the last card that stood decides both the target and the face due (UD-3, UD-6)."),
            _why_target(view) if view.pile else _("The pile is empty: a new round has just begun."),
            _("The target is {rank}, and the next card goes {face}.", rank=RANK_LABELS[view.target],
              face=FACE_TEXT[due]))


def judge_table(view: UpDownView, target: int, face: str) -> Verdict:
    """Whether ``target`` (a rank) and ``face`` ("up"/"down") are the target and the face due now."""
    view = _view(view)
    whole(target, "target", 2, 14)
    if face not in FACE_TEXT:
        raise ValueError(f'face must be "up" or "down", not {excerpt(face)}')
    right_target, right_face = target == view.target, face == face_due_after(view.pile)
    said = _("{target_mark} {why_target} {face_mark} {why_face}",
             target_mark=_("Target: right.") if right_target else _("Target: not quite."), why_target=_why_target(view),
             face_mark=_("Face: right.") if right_face else _("Face: not quite."), why_face=_why_face(view))
    return Verdict(right_target and right_face, said)


def costs_a_draw(view: UpDownView, card: Card) -> bool:
    """Whether playing ``card`` now, with the face that is due, makes the player draw a card: a face-up
    card below the target does (UD-7), unless the stock is empty (UD-15).

    >>> from engine.updown.scenario import play_up, position
    >>> view = position(["4H 9S", "TD 6H"], pile=[play_up(1, "8S")], turn=0).view(0)
    >>> view.face_due, costs_a_draw(view, Card(4, "H")), costs_a_draw(view, Card(9, "S"))
    (<Face.DOWN: 'down'>, False, False)
    """
    view = _view(view)
    if not isinstance(card, Card):
        raise TypeError(f"card must be a Card, not {excerpt(card)}")
    return face_due_after(view.pile) == Face.UP and _below(card.rank, view.target) and view.stock_size > 0


def play_hints(view: UpDownView) -> tuple[Text, ...]:
    """Three steps for "click a card that costs you no draw": the rule, the target and face now, the cards.

    >>> from engine.updown.scenario import position
    >>> [t.render("en") for t in play_hints(position(["4H 9S", "TD 6H"]).view(0))][2]
    'Any of your cards: the target is 3, the lowest rank, so no card is below it.'
    """
    view = _view(view)
    due = face_due_after(view.pile)
    free = [c for c in view.hand if not costs_a_draw(view, c)]
    if due == Face.DOWN:
        answer = _("Any of your cards: the card goes face down, and a face-down card never costs a draw (UD-7).")
    elif view.stock_size == 0:
        answer = _("Any of your cards: the stock is empty, so there is nothing to draw (UD-15).")
    elif len(free) == len(view.hand) and view.target == START_TARGET:
        answer = _("Any of your cards: the target is 3, the lowest rank, so no card is below it.")
    elif len(free) == len(view.hand):
        answer = _("Any of your cards: none of them is below the target {rank}.", rank=RANK_LABELS[view.target])
    elif free:
        answer = _("A card of {rank} or above: {cards}.", rank=RANK_LABELS[view.target],
                   cards=" ".join(c.label for c in free))
    else:
        answer = _("None: every card of yours is below {rank}, so whichever you play, you draw one (UD-7).",
                   rank=RANK_LABELS[view.target])
    return (_("Only a card played face up and below the target costs a draw (UD-7)."),
            _("The target is {rank}; the next card goes {face}.", rank=RANK_LABELS[view.target], face=FACE_TEXT[due]),
            answer)


def judge_play(view: UpDownView, card: Card) -> Verdict:
    """Whether playing ``card`` (from the seat's hand) costs no draw — right also when every card would
    cost one, since then none is better (UD-7, UD-15).

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> view = position(["4H 9S", "TD 6H"], pile=[play_up(0, "8S"), play_down(1, "JS", "7")], turn=0).view(0)
    >>> judge_play(view, Card(4, "H")).text.render("en")[:40], judge_play(view, Card(9, "S")).right
    ('Not quite: 4♥ goes face up and is below ', True)
    """
    view = _view(view)
    if card not in view.hand:
        raise ValueError(f"card must be one of the seat's cards ({' '.join(c.label for c in view.hand)}), "
                         f"not {excerpt(card)}")
    target, due = RANK_LABELS[view.target], face_due_after(view.pile)
    if due == Face.DOWN:
        return Verdict(True, _("Right: {card} goes face down, and a face-down card never costs a draw — only a "
                               "face-up card below the target does (UD-7).", card=card.label))
    if costs_a_draw(view, card):
        free = [c for c in view.hand if not costs_a_draw(view, c)]
        if not free:
            return Verdict(True, _("Right: {card} goes face up below the target {target}, so you draw one card — "
                                   "but so would any card of yours (UD-7).", card=card.label, target=target))
        return Verdict(False, _("Not quite: {card} goes face up and is below the target {target}, so you would draw "
                                "a card (UD-7). {cards} would not.", card=card.label, target=target,
                                cards=" ".join(c.label for c in free)))
    if _below(card.rank, view.target):
        return Verdict(True, _("Right: {card} goes face up below the target {target}, but the stock is empty, so "
                               "there is nothing to draw (UD-15).", card=card.label, target=target))
    return Verdict(True, _("Right: {card} goes face up and is not below the target {target}, so nothing is drawn "
                           "(UD-7).", card=card.label, target=target))


# ---- predict a challenge (UD-12) ---------------------------------------------------------------------

def prediction_hints(target: int, declared: int, real: int) -> tuple[Text, ...]:
    """Three steps for "does the challenge succeed?": the two conditions, this case against them, the answer.

    >>> [t.render("en") for t in prediction_hints(8, 10, 7)][1]
    'The real card 7 differs from the declared 10; 7 is below the target 8.'
    """
    for value, name in ((target, "target"), (declared, "declared"), (real, "real")):
        whole(value, name, 2, 14)
    t, d, r = RANK_LABELS[target], RANK_LABELS[declared], RANK_LABELS[real]
    same = (_("The real card {real} is the declared {declared}", real=r, declared=d) if real == declared else
            _("The real card {real} differs from the declared {declared}", real=r, declared=d))
    low = (_("{real} is below the target {target}", real=r, target=t) if _below(real, target) else
           _("{real} is not below the target {target}", real=r, target=t))
    return (_("A challenge succeeds if the real rank differs from the declared one, or is below the target as it "
              "was before the card (UD-12)."),
            _("{same}; {low}.", same=same, low=low),
            challenge_reason_text(target, declared, real))


def judge_prediction(target: int, declared: int, real: int, succeeds: bool) -> Verdict:
    """Whether the prediction ``succeeds`` (the challenge succeeds) is right, with the reason (UD-12).

    >>> judge_prediction(8, 10, 7, True).right, judge_prediction(8, 8, 8, True).text.render("en")[:16]
    (True, 'Not this time. T')
    """
    check_bool(succeeds, "succeeds")
    reason = challenge_reason_text(target, declared, real)
    if succeeds == challenge_succeeds(target, declared, real):
        return Verdict(True, _("Right! {reason}", reason=reason))
    return Verdict(False, _("Not this time. {reason}", reason=reason))


# ---- should you challenge? (UD-12, UD-14): the choice made, judged by the challenge model --------------

def challenge_hints(view: UpDownView) -> tuple[Text, ...]:
    """Three steps for "challenge, or let it stand?": what is at stake, the model's figure, its call.

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> print(challenge_hints(game.view(0))[2].render("en"))
    The challenge model lets it stand: a 38% chance is not more than 50%.
    """
    view = _view(view)
    top = _open_card(view)
    estimate = challenge_estimate(view)
    last = view.hand_sizes[top.seat] == 0
    stake = (_("If the challenge succeeds, {who} takes the {n}-card pile; if it fails, you take it. And this is "
               "{who}'s last card: if it stands, {who} wins (UD-14).", who=Seat(top.seat), n=len(view.pile))
             if last else
             _("If the challenge succeeds, {who} takes the {n}-card pile; if it fails, you take it.",
               who=Seat(top.seat), n=len(view.pile)))
    line = 10 if last else 50
    p, figure = estimate.chance, challenge_figure(view, estimate)
    if last_to_answer_a_last_card(view):       # nothing to lose (the 26th read): whatever the figure
        call = _("The challenge model challenges: it is {who}'s last card and nobody is asked after you — if it "
                 "stands, {who} wins, and if a challenge fails, {who} wins all the same (UD-14).", who=Seat(top.seat))
    elif estimate.sure:                 # never 「100% 超过了 50%」 (the 26th read)
        call = _("The challenge model challenges: the challenge is sure to succeed.")
    elif p >= 0.995:
        call = _("The challenge model challenges: a chance over 99% is more than {line}%.", line=line)
    elif p < 0.005:
        call = _("The challenge model lets it stand: a chance under 1% is not more than {line}%.", line=line)
    elif round(p * 100) == line:            # never "50% is more than 50%" (the sixteenth read): one decimal
        call = (_("The challenge model challenges: a {p:.1%} chance is more than {line}%.", p=p, line=line)
                if worth_challenging(p, last) else
                _("The challenge model lets it stand: a {p:.1%} chance is not more than {line}%.", p=p, line=line))
    else:
        call = (_("The challenge model challenges: a {p:.0%} chance is more than {line}%.", p=p, line=line)
                if worth_challenging(p, last) else
                _("The challenge model lets it stand: a {p:.0%} chance is not more than {line}%.", p=p, line=line))
    return stake, figure, call


def challenge_figure(view: UpDownView, estimate: ChallengeEstimate) -> Text:
    """How likely a challenge of the open card succeeds from ``view``'s seat, and what the figure assumes;
    a card put down with nothing declared is said to count as declaring 3 (UD-9) — never "their 3" (the
    fifteenth and 22nd reads). The challenge quiz and the coach both say it."""
    p, said = estimate.chance, estimate.said
    # a figure that is not sure never reads 100% or 0% (the fourteenth native read)
    figure = (_("From your seat, a challenge is sure to succeed. {assumes}", assumes=said) if estimate.sure else
              _("From your seat, a challenge almost surely succeeds. {assumes}", assumes=said) if p >= 0.995 else
              _("From your seat, a challenge hardly ever succeeds. {assumes}", assumes=said) if p < 0.005 else
              _("From your seat, a challenge succeeds about {p:.0%} of the time. {assumes}", p=p, assumes=said))
    who, unsaid = Capital(Seat(view.pile[-1].seat)), nothing_said(view)
    if unsaid and estimate.sure == "below":     # 3 below the target, said once (the fifteenth read)
        return _("{who} put this card down with nothing declared, which counts as declaring 3 (UD-9): 3 is below "
                 "the target {target}, so a challenge succeeds whatever the card (UD-12).", who=who,
                 target=RANK_LABELS[estimate.target])
    if unsaid:
        return _("{who} put this card down with nothing declared, which counts as declaring 3 (UD-9). {figure}",
                 who=who, figure=figure)
    return figure


def judge_challenge(view: UpDownView, real: Card, challenged: bool) -> Verdict:
    """The choice made — ``challenged`` or let it stand — judged by the challenge model from this seat's
    view (:func:`~engine.updown.bot_base.challenge_estimate`, :func:`~engine.updown.bot_base.worth_challenging`):
    good when it is the model's choice; then what really happened with the card, ``real``.

    >>> from engine.updown.scenario import play_down, play_up, position
    >>> game = position(["8S 4H", "TD 6H"], pile=[play_up(0, "QS"), play_down(1, "2C", "K")], asking=[0])
    >>> v = judge_challenge(game.view(0), Card(2, "C"), challenged=False)
    >>> v.right, v.text.render("en")[:60]
    (True, 'Right by the odds, unlucky this time: you let it stand. From')
    >>> v = judge_challenge(game.view(0), Card(2, "C"), challenged=True)
    >>> v.right, v.text.render("en")[:50]
    (False, 'Lucky this time, but costly on average: you challe')
    """
    view = _view(view)
    check_bool(challenged, "challenged")
    if not isinstance(real, Card):
        raise TypeError(f"real must be the card that was played, not {excerpt(real)}")
    top = _open_card(view)
    estimate = challenge_estimate(view)
    last = view.hand_sizes[top.seat] == 0
    final = last_to_answer_a_last_card(view)      # nothing to lose: the model challenges (UD-14; the 26th read)
    model = worth_challenging(estimate.chance, last, final)
    target = view.target_before
    assert target is not None
    caught = challenge_succeeds(target, top.counts_as, real.rank)
    who, n = Seat(top.seat), len(view.pile)
    # what the card turned over shows, and what UD-12 makes of it, said once (not again after the verdict)
    facts = _what_the_card_shows(target, top.counts_as, real.rank, said=not nothing_said(view))
    if challenged:
        choice = _("you challenged")
        happened = (_("The card was {card}: {facts}, so your challenge succeeds and {who} takes the {n} cards "
                      "(UD-12).", card=real.label, facts=facts, who=who, n=n) if caught else
                    _("The card was {card}: {facts}, so your challenge fails and you take the {n} cards (UD-12).",
                      card=real.label, facts=facts, n=n))
    else:
        choice = _("you let it stand")
        happened = (_("The card was {card}: {facts}, so a challenge would have succeeded and given {who} the {n} "
                      "cards (UD-12).", card=real.label, facts=facts, who=who, n=n) if caught else
                    _("The card was {card}: {facts}, so a challenge would have failed and given you the {n} cards "
                      "(UD-12).", card=real.label, facts=facts, n=n))
    why = _(" (it is {who}'s last card: if it stands, {who} wins, UD-14)", who=who) if last else ""
    figure = (_("It is {who}'s last card and nobody is asked after you: if it stands, {who} wins, and if a challenge "
                "fails, {who} wins all the same (UD-14) — so the model always challenges here.", who=who) if final else
              _("From your seat a challenge is sure to succeed, and the model challenges only above {line}%{why}.",
                line=10 if last else 50, why=why) if estimate.sure else      # never "about 100%" (the third read)
              _("From your seat a challenge almost surely succeeds, and the model challenges only above {line}%{why}.",
                line=10 if last else 50, why=why) if estimate.chance >= 0.995 else
              _("From your seat a challenge hardly ever succeeds, and the model challenges only above {line}%{why}.",
                line=10 if last else 50, why=why) if estimate.chance < 0.005 else
              _("From your seat a challenge succeeds about {p:.0%} of the time, and the model challenges only above "
                "{line}%{why}.", p=estimate.chance, line=10 if last else 50, why=why))
    lucky = caught == challenged                   # what the choice gave this time: the pile to the claimant, or none
    parts = {"choice": choice, "figure": figure, "happened": happened}
    if final and not caught:      # nothing to lose, whatever the odds: never "right by the odds" (the 29th read)
        said = (_("Right, whatever the odds: {choice}. {figure} {happened} The card was true, so {who} goes out and "
                  "wins all the same (UD-14).", who=who, **parts) if challenged else
                _("A challenge was the better choice, whatever the odds: {choice}. {figure} {happened} This time it "
                  "made no difference: the card was true, so {who} goes out and wins either way (UD-14).", who=who,
                  **parts))
    elif last and not caught and not challenged:     # a true last card: it goes out whatever you chose (UD-14)
        said = (_("Right by the odds: {choice}. {figure} {happened} This time it made no difference: the card was "
                  "true, so {who} goes out and wins either way (UD-14).", who=who, **parts) if model == challenged else
                _("By the odds a challenge was the better choice: {choice}. {figure} {happened} This time it made no "
                  "difference: the card was true, so {who} goes out and wins either way (UD-14).", who=who, **parts))
    elif last and not caught:                      # a true last card challenged: it stood, and it goes out (UD-14)
        said = (_("Right by the odds, unlucky this time: {choice}. {figure} {happened} The card was true, so {who} "
                  "goes out and wins all the same (UD-14).", who=who, **parts) if model == challenged else
                _("Costly: {choice}. {figure} {happened} The card was true, so {who} goes out and wins all the same "
                  "(UD-14).", who=who, **parts))
    elif model == challenged:
        said = (_("Good call: {choice}. {figure} {happened}", **parts) if lucky else
                _("Right by the odds, unlucky this time: {choice}. {figure} {happened}", **parts))
    else:
        said = (_("Lucky this time, but costly on average: {choice}. {figure} {happened}", **parts) if lucky else
                _("Costly: {choice}. {figure} {happened}", **parts))
    return Verdict(model == challenged, said)


def _what_the_card_shows(target: int, declared: int, real: int, said: bool = True) -> Text:
    """The card turned over against its declaration and the target before it (UD-12), as a clause; ``said``
    False: nothing was declared, and it counts as 3 (UD-9)."""
    d, t = RANK_LABELS[declared], RANK_LABELS[target]
    low = _below(real, target)
    if not said:
        if real != declared:
            return (_("nothing was declared, which counts as declaring 3 (UD-9): it is not a 3, and it is below the "
                      "target {target}", target=t) if low else
                    _("nothing was declared, which counts as declaring 3 (UD-9): it is not a 3"))
        return (_("nothing was declared, which counts as declaring 3 (UD-9): it is a 3, but below the target "
                  "{target}", target=t) if low else
                _("nothing was declared, which counts as declaring 3 (UD-9): it is a 3, and not below the target "
                  "{target}", target=t))
    if real != declared:
        return (_("it is not the {declared} declared, and it is below the target {target}", declared=d, target=t)
                if low else _("it is not the {declared} declared", declared=d))
    return (_("it is the {declared} declared, but below the target {target}", declared=d, target=t) if low else
            _("it is the {declared} declared, and not below the target {target}", declared=d, target=t))


__all__ = ["FACE_TEXT", "challenge_hints", "costs_a_draw", "judge_challenge", "judge_play",
           "judge_prediction", "judge_table", "play_hints", "prediction_hints", "table_hints"]
