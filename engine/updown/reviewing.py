"""一上一下, reviewed afterwards: what each of a seat's decisions was worth, by the expert's play-outs.

:func:`review` takes a game — finished, or as far as it has gone — and a seat, rebuilds that seat's
view at each of its turns from the game's history, and judges each decision as the expert judges
its own (:mod:`engine.updown.expert`): from that view only, it counts the cards the seat has seen,
reads the other players from their public record, deals many *worlds* consistent with what the seat
knew, and plays the game out in them (:mod:`engine.updown.rollout`) once for each candidate — the
expert's own candidates, and the seat's choice — in the same worlds. A choice's value is the share of
those play-outs the seat goes on to win: its chance to win the game, as the expert estimates it.

The estimate is seeded (``seed``, and the decision's moment), so a review gives the same figures
every time, and a decision's figures do not change as the game goes on. A choice whose share is
within two standard errors of the best one's (the play-outs' own noise, paired world by world) counts
as the best: it costs 0. Playing the only rank one holds face up is no decision.

>>> from engine.updown import UpDownRules, new_game, play_down, play_up
>>> game = new_game(UpDownRules(players=2, first_player=0), seed=1)
>>> game = game.apply(play_up(0, "8S"))
>>> [d.moment for d in review(game, 0)], review(game, 1)
([0], ())
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..cards import RANK_LABELS, Card
from ..errors import RulesError, check_int, check_seed
from ..i18n import Seat, Text, _, excerpt
from ..review import Decision, Unit, worst_first
from .actions import Action, Challenge, PlayDown, PlayUp, challenge, pass_, play_down, play_up
from .bot_base import _answer_to_nothing_said, asked_last, surely_caught
from .expert import RANK_OF, Candidate, ExpertBot, _games, _odds, challenge_a_last_card
from .game import UpDownState
from .reading import Judgement, strength
from .rollout import TOP
from .rules import FORGOTTEN_DECLARATION, START_TARGET, _asking, _below
from .tracking import Tracker
from .view import UpDownView

__all__ = ["PLAYOUTS", "review"]

PLAYOUTS = 900           # play-outs per decision, shared among its candidates (a third more to check a doubt)
LEAST_WORLDS = 80        # at least this many worlds per candidate

MEASURE = _("the chance to win the game, from many play-outs of what the seat could see")


def review(game: UpDownState, seat: int, seed: int | str = 0, playouts: int = PLAYOUTS) -> tuple[Decision, ...]:
    """``seat``'s decisions in ``game`` so far, the costliest first (see the module's doc), each judged
    from that seat's view when it made it, with ``playouts`` play-outs (shared among its candidates)
    seeded by ``seed``.

    >>> review(None, 0)
    Traceback (most recent call last):
    ...
    TypeError: game must be an 一上一下 game (UpDownState), not None
    >>> from engine.updown import UpDownRules, new_game
    >>> review(new_game(UpDownRules(players=2)), 2)
    Traceback (most recent call last):
    ...
    engine.errors.RulesError: seat must be a whole number from 0 to 1, not 2 (UD-1)
    """
    if not isinstance(game, UpDownState):
        raise TypeError(f"game must be an 一上一下 game (UpDownState), not {excerpt(game)}")
    check_int(seat, "seat", 0, game.rules.players - 1, RulesError, "UD-1")
    check_seed(seed)
    check_int(playouts, "playouts", 2)
    reviewer = _Reviewer(seed)
    state, found = game.start, []
    for moment, action in enumerate(game.history):
        if action.seat == seat:
            view = state.view(seat)
            reviewer.follow(view)
            judged = reviewer.judge(view, action, moment, state.clock, random.Random(f"review/{seed}/{moment}"),
                                    playouts)
            if judged is not None:
                found.append(judged)
        state = state.apply(action)
    if state != game:
        raise ValueError("game: its history does not lead from its start back to it")
    return worst_first(found)


def _key(cand: Candidate) -> tuple[object, ...]:
    """What makes two candidates the same play: only ranks matter to the play (suits never do)."""
    card = None if cand.card is None else strength(cand.card.rank)
    return cand.kind, card, cand.declared


class _Reviewer(ExpertBot):
    """The expert's card counting, candidates, worlds and play-outs, applied to another player's choice."""

    def follow(self, view: UpDownView) -> None:
        """Take in what the seat saw at this turn, as the expert playing it would have."""
        if self.tracker is None or self.tracker.seat != view.seat:
            self.tracker = Tracker(view.seat)
        self.tracker.update(view)

    def judge(self, view: UpDownView, action: Action, moment: int, when: int, rng: random.Random,
              playouts: int) -> Decision | None:
        judgement: Judgement | None = None
        if view.phase == "challenge":
            judgement = self._judge(view)
            if challenge_a_last_card(view):
                return self._last_card_answer(view, action, judgement, moment, when, rng, playouts)
            cands = [Candidate("challenge"), Candidate("pass")]
            mine = own = cands[0] if isinstance(action, Challenge) else cands[1]
        elif isinstance(action, PlayUp):
            cands = self._up_candidates(view)
            own = Candidate("up", action.card, None, self._why_up(view, action))
            mine = self._own(cands, own)
            if len({strength(c.rank) for c in view.hand}) == 1:
                return None                                  # one rank in hand: no choice to make
        else:
            assert isinstance(action, PlayDown)
            declared = strength(action.counts_as)
            last = self._last_card_bluff(view, action, moment, when)
            if last is not None:
                return last
            cands = self._down_candidates(view)
            truth = "truth" if strength(action.card.rank) == declared else "bluff"
            own = Candidate("down", action.card, declared, truth)
            mine = self._own(cands, own)
            if len(cands) == 1:                               # a lie about the same card, to weigh it against
                cands.append(Candidate("down", action.card, TOP if declared != TOP else strength(view.target),
                                       "bluff"))
        # every candidate in the same worlds; then, if another looks better, the two again in fresh worlds
        # (the first look favours whichever was lucky): the second look's figures are the ones told
        results = self._play_outs(view, cands, judgement, rng, max(LEAST_WORLDS, playouts // len(cands)))
        shares = [sum(r) / len(r) for r in results]
        i = cands.index(mine)
        j = max(range(len(cands)), key=lambda k: (shares[k], k == i))
        scores = {c.kind: share for c, share in zip(cands, shares, strict=True)}    # the answers' (two kinds)
        value, best_value, margin, close = shares[i], shares[j], 0.0, False
        if j != i:
            again = self._play_outs(view, [cands[j], mine], judgement, rng, max(LEAST_WORLDS, playouts // 3))
            best_value, value = (sum(r) / len(r) for r in again)
            scores |= {cands[j].kind: best_value, mine.kind: value}
            margin = 2 * _paired_error(*again)
            if best_value - value <= margin:         # within the noise: close only while the other is still ahead
                j, best_value, close = i, value, best_value > value
        # the expert's candidate of a rank plays one card of it: the seat's own card is the one named (UD-8)
        best = mine._replace(card=own.card) if j == i else cands[j]
        chose, better = self._words(view, own), self._words(view, best)
        self.close_call = close
        reason = self._reason(view, best, best_value, judgement, scores)
        if isinstance(action, PlayDown) and action.declared is None:      # said as the narrator said it (UD-9)
            chose = _put_down_saying_nothing(action.card)
            if j == i:        # the same play: never words the learner did not say (the tenth and eleventh reads)
                better = chose
                reason = _nothing_said(view, action.card, best_value)
        cost = best_value - value
        if cost == 0 and close:        # within the play-outs' noise of another: never "nothing better" (twelfth read)
            verdict = _("You chose to {choice}: about as good as the best choice here, as far as playing it out can "
                        "tell — playing the game out many times from what you could see, it wins {value}.",
                        choice=chose, value=_games(value))
        elif cost == 0:
            verdict = _("You chose to {choice}: as good as any choice here — playing the game out many times from what "
                     "you could see, it wins {value}.", choice=chose, value=_games(value))
        else:
            verdict = _("You chose to {choice}: playing the game out many times from what you could see, that wins "
                     "{value}; to {best} wins {best_value}, {gap} more.", choice=chose, value=_games(value),
                     best=better, best_value=_games(best_value),
                     gap=_("{points} percentage points", points=_gap(value, best_value)))
        return Decision(moment=moment, when=when, seat=view.seat, view=view, chosen=action,
                        best=action if cost == 0 else self._action(view, best), value=value, best_value=best_value,
                        cost=cost, unit=Unit.CHANCE, margin=margin, chose=chose, better=better, verdict=verdict,
                        reason=reason,
                        measure=MEASURE)

    def _last_card_answer(self, view: UpDownView, action: Action, judgement: Judgement, moment: int, when: int,
                          rng: random.Random, playouts: int) -> Decision:
        """Another's last card, when a challenge is the answer whatever the odds (:func:`challenge_a_last_card`):
        the last to be asked — letting it stand lets them go out and win, and a failed challenge makes them win
        all the same (UD-14; the 26th native read) — or a challenge sure to succeed, never left to the players
        after (UD-12; the 28th)."""
        best, chosen = Candidate("challenge"), Candidate("challenge" if isinstance(action, Challenge) else "pass")
        final = asked_last(view)
        cands = [best] if chosen == best or final else [best, chosen]
        results = self._play_outs(view, cands, judgement, rng, max(LEAST_WORLDS, playouts // len(cands)))
        shares = [sum(r) / len(r) for r in results]
        best_value = shares[0]
        # let stand by the last asked: they have gone out (UD-14); else what the players after made of it
        value = best_value if chosen == best else 0.0 if final else shares[1]
        self.close_call = False
        reason = self._reason(view, best, best_value, judgement, {"challenge": best_value, "pass": value})
        who, top = Seat(view.pile[-1].seat), view.pile[-1]
        assert view.target_before is not None
        sure = (None if not surely_caught(view) else
                _("declared below the target {target}, it was sure to fail a challenge (UD-12)",
                  target=RANK_LABELS[view.target_before]) if _below(top.counts_as, view.target_before) else
                _("all four cards of its rank were in sight, so it could not be true (UD-12)"))
        figures = dict(who=who, value=_games(best_value))
        if chosen == best and sure is not None:
            verdict = _("You challenged {who}'s last card: right — {sure}, and {who} takes the pile instead of going "
                        "out (UD-14). Playing the game out many times from what you could see, it wins {value}.",
                        sure=sure, **figures)
        elif chosen == best:
            verdict = _("You challenged {who}'s last card: right — letting it stand would have let {who} go out and "
                        "win, and a failed challenge makes {who} win all the same (UD-14). Playing the game out many "
                        "times from what you could see, it wins {value}.", **figures)
        elif final and sure is not None:
            verdict = _("You let {who}'s last card stand, so {who} went out and won (UD-14); {sure}, and {who} would "
                        "have taken the pile. Playing the game out many times from what you could see, a challenge "
                        "wins {value}.", sure=sure, **figures)
        elif final:
            verdict = _("You let {who}'s last card stand, so {who} went out and won (UD-14). A challenge could only "
                        "have helped: had it failed, {who} would have won all the same, and had the card been false, "
                        "{who} would have taken the pile (UD-12). Playing the game out many times from what you could "
                        "see, a challenge wins {value}.", **figures)
        else:
            assert sure is not None
            verdict = _("You left {who}'s last card to the players after you: {sure}, so your own challenge would "
                        "have given {who} the pile, and letting it pass risks {who} going out (UD-14). Playing the "
                        "game out many times from what you could see, letting it pass wins {stand}; a challenge "
                        "{value}.", sure=sure, stand=_games(value), **figures)
        return Decision(moment=moment, when=when, seat=view.seat, view=view, chosen=action,
                        best=challenge(view.seat), value=value, best_value=best_value,
                        cost=max(0.0, best_value - value), unit=Unit.CHANCE, margin=0.0,
                        chose=self._words(view, chosen), better=self._words(view, best), verdict=verdict,
                        reason=reason, measure=MEASURE)

    def _last_card_bluff(self, view: UpDownView, action: PlayDown, moment: int, when: int) -> Decision | None:
        """A last card put down as anything but what it is, when it reaches the target: declared truly it
        survives any challenge and goes out at once (UD-12, UD-14), so no play-out is needed to know that is
        best; the choice made goes out at once only if nobody challenges it, and how likely someone does is
        the figure the expert reads from how the others have played (the sixteenth native read: the
        play-outs' players seldom challenge, and the review called such a bluff the best choice)."""
        card, target = action.card, strength(view.target)
        if len(view.hand) != 1 or strength(card.rank) < target or strength(action.counts_as) == strength(card.rank):
            return None
        tracker = self.tracker
        assert tracker is not None
        asking = _asking(view.rules.players, view.seat)
        caught = tracker.reading.chance_challenged(view.seat, strength(action.counts_as), target, 0, asking)
        truth = Candidate("down", card, strength(card.rank), "truth")
        chose = (_put_down_saying_nothing(card) if action.declared is None else
                 self._words(view, Candidate("down", card, strength(action.counts_as), "bluff")))
        better = self._words(view, truth)
        how = (_("someone almost surely does") if caught >= 0.995 else _("hardly anyone does") if caught < 0.005 else
               _("someone does about {caught:.0%} of the time", caught=caught))
        if tracker.reading.answered_any(asking):
            verdict = _("You chose to {choice} with your last card: declared truly — {best} — it survives any "
                        "challenge and goes out at once (UD-12, UD-14); as you put it down, it goes out only if "
                        "nobody challenges it, and from how the others have played {how}.", choice=chose,
                        best=better, how=how)
        else:          # nobody has answered a card yet: a first guess, said so (the 24th read)
            verdict = _("You chose to {choice} with your last card: declared truly — {best} — it survives any "
                        "challenge and goes out at once (UD-12, UD-14); as you put it down, it goes out only if "
                        "nobody challenges it, and by a first guess (nobody has challenged or passed a card yet) "
                        "{how}.", choice=chose, best=better, how=how)
        return Decision(moment=moment, when=when, seat=view.seat, view=view, chosen=action,
                        best=play_down(view.seat, card, card.rank), value=1 - caught, best_value=1.0, cost=caught,
                        unit=Unit.CHANCE, margin=0.0, chose=chose, better=better, verdict=verdict,
                        reason=self._say_down(view, truth, float("nan")), measure=MEASURE)

    @staticmethod
    def _own(cands: list[Candidate], mine: Candidate) -> Candidate:
        """The candidate that plays as ``mine`` does (added to ``cands`` if the expert had none)."""
        same = next((c for c in cands if _key(c) == _key(mine)), None)
        if same is None:
            cands.append(mine)
            return mine
        return same

    @staticmethod
    def _why_up(view: UpDownView, action: PlayUp) -> str:
        """How the expert's sentences name a face-up play it did not think of."""
        target, card = strength(view.target), strength(action.card.rank)
        reaching = sorted(strength(c.rank) for c in view.hand if strength(c.rank) >= target)
        if card >= target:
            return "lowest" if card == reaching[0] else "higher"
        return "dump" if reaching else "low"

    def _play_outs(self, view: UpDownView, cands: Sequence[Candidate], judgement: Judgement | None,
                   rng: random.Random, worlds: int) -> list[list[float]]:
        """Each candidate's share of each of ``worlds`` worlds won (1, 1/k for a shared win, or 0), in the
        same worlds."""
        scene = self._scene(view, judgement)
        results: list[list[float]] = [[] for _ in cands]
        me = view.seat
        for _world in range(worlds):
            base = self._world(view, scene, rng)
            seed = rng.getrandbits(32)
            for j, cand in enumerate(cands):
                w = base.copy()
                r = random.Random(seed)
                winners = self._step(view, w, cand, r)
                if winners is None:
                    winners = w.finish(r)
                results[j].append(1 / len(winners) if me in winners else 0.0)
        return results

    def _action(self, view: UpDownView, cand: Candidate) -> Action:
        seat = view.seat
        if cand.kind == "challenge":
            return challenge(seat)
        if cand.kind == "pass":
            return pass_(seat)
        assert cand.card is not None
        if cand.kind == "up":
            return play_up(seat, cand.card)
        assert cand.declared is not None
        return play_down(seat, cand.card, RANK_OF[cand.declared])

    @staticmethod
    def _words(view: UpDownView, cand: Candidate) -> Text:
        if cand.kind in ("challenge", "pass"):
            top = view.pile[-1]
            fields = {"who": Seat(top.seat), "rank": RANK_LABELS[top.counts_as]}
            if top.nothing_said:         # never "their 3": nothing was declared (UD-9; the 24th read)
                return (_("challenge the card {who} put down with nothing declared (it counts as {rank})", **fields)
                        if cand.kind == "challenge" else
                        _("let the card {who} put down with nothing declared (it counts as {rank}) stand", **fields))
            return (_("challenge {who}'s “{rank}”", **fields) if cand.kind == "challenge" else
                    _("let {who}'s “{rank}” stand", **fields))
        assert cand.card is not None
        if cand.kind == "up":
            return _("play {card} face up", card=cand.card.label)
        assert cand.declared is not None
        return _("put {card} face down, declaring {rank}", card=cand.card.label,
                 rank=RANK_LABELS[RANK_OF[cand.declared]])

    def _reason(self, view: UpDownView, best: Candidate, score: float, judgement: Judgement | None,
                scores: dict[str, float]) -> Text:
        """The expert's own sentence for the best choice."""
        if best.kind == "up":
            return self._say_up(view, best, score)
        if best.kind == "down":
            return self._say_down(view, best, score)
        assert judgement is not None
        said: Text = _answer_to_nothing_said(      # as the bots say it, when nothing was declared (UD-9)
            view, challenge(view.seat) if best.kind == "challenge" else pass_(view.seat),
            self._say_answer(view, best, judgement, scores))
        return said


def _put_down_saying_nothing(card: Card) -> Text:
    """A play with nothing declared, as the narrator says it (UD-9): never "declaring 3"."""
    return _("put {card} face down without declaring a rank (it counts as {rank}, UD-9)", card=card.label,
             rank=RANK_LABELS[FORGOTTEN_DECLARATION])


def _nothing_said(view: UpDownView, card: Card, score: float) -> Text:
    """The expert's words for a card put down with nothing declared, which counts as declaring 3 (UD-9): a
    challenge catches it unless it is a 3 on the target 3 (UD-12)."""
    fields = {"card": card.label, "target": RANK_LABELS[view.target], "odds": _odds(score)}
    three = card.rank == FORGOTTEN_DECLARATION
    if view.target != START_TARGET:
        return (_("I put {card} face down with nothing declared, which counts as declaring 3 (UD-9): it is a 3, but "
                  "3 is below the target {target}, so it fails any challenge (UD-12){odds}.", **fields) if three else
                _("I put {card} face down with nothing declared, which counts as declaring 3 (UD-9): it is not a 3, "
                  "and 3 is below the target {target}, so it fails any challenge (UD-12){odds}.", **fields))
    return (_("I put {card} face down with nothing declared, which counts as declaring 3 (UD-9): it is a 3, on the "
              "target 3, so it survives any challenge{odds}.", **fields) if three else
            _("I put {card} face down with nothing declared, which counts as declaring 3 (UD-9): it is not a 3, so a "
              "challenge would catch it (UD-12){odds}.", **fields))


def _paired_error(a: Sequence[float], b: Sequence[float]) -> float:
    """The standard error of the mean of ``a[i] - b[i]``: how far apart two shares won in the same
    worlds may be by chance alone."""
    n = len(a)
    if n < 2:
        return 0.0
    d = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(d) / n
    return math.sqrt(sum((x - mean) ** 2 for x in d) / (n - 1) / n)


def _gap(value: float, best_value: float) -> str:
    """How much more the best choice wins, as the difference of the two whole percentages behind the
    figures shown beside it (the 21st read: "35% … 68%, 32.5 points more"; the 23rd and 24th: never a
    decimal beside whole ones); to a tenth only where the whole percentages tie.

    >>> _gap(0.354, 0.675), _gap(0.351, 0.354), _gap(0.002, 0.30)
    ('33', '0.3', '30')
    """
    low, high = (int(format(v, ".0%")[:-1]) for v in (value, best_value))
    return str(high - low) if high > low else format(100 * (best_value - value), ".1f")
