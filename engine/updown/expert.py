"""The expert 一上一下 bot: it counts cards, reads the other players, and plays each choice out.

For every decision the expert

1. tracks every card it has seen (:mod:`engine.updown.tracking`) and reads each other seat's style
   from its public record (:mod:`engine.updown.reading`);
2. lists a few sensible candidates — its lowest card at or above the target and a few higher ones,
   a truthful face-down card, bluffs declaring the target or a little above it with its least
   useful card, or challenge and pass;
3. deals many *worlds*: the cards it cannot see, shuffled consistently with what it knows (hand
   sizes, the stock, cards known to be in a hand; an open face-down card true or false as its
   judgement says), each seat given a style drawn from its reading;
4. plays every candidate out in the same worlds with fast play-outs (:mod:`engine.updown.rollout`)
   and keeps the one that wins most often.

It sees only its view, and all its chance comes from its own seeded generator, so the same seed and
the same views give the same decisions. It explains each decision in one sentence.

>>> from engine.updown import UpDownRules, new_game
>>> game = new_game(UpDownRules(players=3, first_player=0), seed=1)
>>> bot = ExpertBot(seed=1)
>>> action = bot.act(game.view(0))
>>> game.can_apply(action), bot.explain().startswith("I play")
(True, True)
"""

from __future__ import annotations

import random
from itertools import accumulate
from typing import Any, NamedTuple

from ..cards import RANK_LABELS, RANKS, Card
from ..hands import RankWord
from ..i18n import Capital, Joined, Seat, Text, _, ngettext
from .actions import Action, challenge, pass_, play_down, play_up
from .bot_base import (
    UpDownBot,
    _below_face_up_why,
    _check_view,
    _open_card,
    asked_last,
    known_copies,
    last_to_answer_a_last_card,
    surely_caught,
)
from .reading import BLUFF_RATE, FULL, Judgement, chance_false, span, strength
from .rollout import CAUTIOUS, COUNTER, LOOSE, STYLES, TOP, WILD, World
from .rules import _asking
from .tracking import DECK, Tracker
from .view import UpDownView

RANK_OF = {strength(r): r for r in RANKS}
HIGH_TARGET = strength(13)       # a K, an A or a 2: a target few cards reach
_ORDER = {c: (strength(c.rank), DECK.index(c)) for c in DECK}


class Candidate(NamedTuple):
    """One choice the expert weighs: ``kind`` "up", "down", "challenge" or "pass"; for a play, the
    card and (face down) the declared strength; ``why`` a short key for the explanation."""

    kind: str
    card: Card | None = None
    declared: int | None = None
    why: str = ""


class Scene(NamedTuple):
    """What the worlds of one decision share, in strengths: this seat's hand, the cards known in
    each other hand, the masks of their unseen cards, the pile (None: unseen) with a mask for each
    card, the unseen cards, and the open face-down card's player and judgement; worked out once for
    all the worlds, each seat's style weights summed up (``rng.choices`` sums them for every draw)
    and, when no open card is guessed, the order the unseen cards are dealt to their places in
    (``jobs``: the narrowest mask first; an owner below 0 is a place on the pile)."""

    hand: list[int]
    held: list[list[int]]
    slots: list[list[int]]
    pile: list[int | None]
    pile_masks: list[int]
    unseen: list[int]
    open_seat: int | None
    judgement: Judgement | None
    cum_weights: list[list[float]]
    jobs: list[tuple[int, int]] | None


def _label(strength_: int) -> str:
    return RANK_LABELS[RANK_OF[strength_]]


class ExpertBot(UpDownBot):
    """Counts cards, reads the others' styles, and plays each candidate out in sampled worlds."""

    personality = "expert"
    playouts = 360            # play-outs per decision, shared among the candidates
    least_worlds = 24         # at least this many worlds per candidate
    close_call = False        # a review words a choice within the play-outs' noise of the best (never "worse")

    def __init__(self, seed: int | str = 0):
        super().__init__(seed)
        self.tracker: Tracker | None = None

    def act(self, view: Any) -> Action:
        _check_view(view)
        if self.tracker is None or self.tracker.seat != view.seat:
            self.tracker = Tracker(view.seat)
        self.tracker.update(view)
        return super().act(view)

    # ---- the three kinds of decision ----------------------------------------------------------

    def play_face_up(self, view: UpDownView) -> Action:
        cands = self._up_candidates(view)
        best, score, _ = self._choose(view, cands)
        assert best.card is not None
        self.reason = self._say_up(view, best, score)
        return play_up(view.seat, best.card)

    def play_face_down(self, view: UpDownView) -> Action:
        cands = self._down_candidates(view)
        best, score, _ = self._choose(view, cands)
        assert best.card is not None and best.declared is not None
        self.reason = self._say_down(view, best, score)
        return play_down(view.seat, best.card, RANK_OF[best.declared])

    def respond(self, view: UpDownView) -> Action:
        judgement = self._judge(view)
        if challenge_a_last_card(view):      # letting it stand lets them win: a challenge can only help
            self.reason = self._say_answer(view, Candidate("challenge"), judgement,
                                           {"challenge": float("nan"), "pass": 0.0})
            return challenge(view.seat)
        first, second = Candidate("challenge"), Candidate("pass")
        cands = [first, second] if judgement.false > 0.5 else [second, first]
        best, _, scores = self._choose(view, cands, judgement)
        self.reason = self._say_answer(view, best, judgement, dict(zip((c.kind for c in cands), scores, strict=True)))
        return challenge(view.seat) if best.kind == "challenge" else pass_(view.seat)

    # ---- candidates ---------------------------------------------------------------------------

    def _by_strength(self, view: UpDownView) -> dict[int, Card]:
        """One card of each strength held: the first in deck order."""
        cards: dict[int, Card] = {}
        for c in sorted(view.hand, key=_ORDER.__getitem__):
            cards.setdefault(strength(c.rank), c)
        return cards

    def _up_candidates(self, view: UpDownView) -> list[Candidate]:
        cards = self._by_strength(view)
        ranks = sorted(cards)
        target = strength(view.target)
        reaching = [s for s in ranks if s >= target]
        picks: list[tuple[int, str]] = []
        if reaching:
            picks += [(reaching[0], "lowest")] + [(s, "higher") for s in reaching[1:3]]
            picks += [(reaching[-1], "highest"), (ranks[0], "dump")]
        else:
            picks += [(ranks[0], "low"), (ranks[1] if len(ranks) > 1 else ranks[0], "low"), (ranks[-1], "low")]
        out: list[Candidate] = []
        for s, why in picks:
            if all(c.card != cards[s] for c in out):
                out.append(Candidate("up", cards[s], None, why))
        return out

    def _down_candidates(self, view: UpDownView) -> list[Candidate]:
        cards = self._by_strength(view)
        ranks = sorted(cards)
        target = strength(view.target)
        reaching = [s for s in ranks if s >= target]
        out: list[Candidate] = [Candidate("down", cards[s], s, "truth") for s in (reaching[:2] + reaching[-1:])]
        low = ranks[0]
        if low < target or len(ranks) > 1:
            for d in (target, target + 1, target + 2, TOP):
                if target <= d <= TOP and d != low:
                    out.append(Candidate("down", cards[low], d, "bluff"))
        unique: list[Candidate] = []
        for c in out:
            if c not in unique:
                unique.append(c)
        return unique

    # ---- judging a declaration ----------------------------------------------------------------

    def _judge(self, view: UpDownView) -> Judgement:
        tracker = self.tracker
        assert tracker is not None and view.target_before is not None
        top = _open_card(view)
        claimant = top.seat
        unseen = [strength(c.rank) for c in tracker.unseen(view)]
        known = [strength(c.rank) for c in tracker.held[claimant]]
        return chance_false(tracker.reading.weights[claimant], unseen, known, tracker.slots[claimant],
                            strength(top.counts_as), strength(view.target_before))

    # ---- the search ---------------------------------------------------------------------------

    def _scene(self, view: UpDownView, judgement: Judgement | None) -> Scene:
        tracker = self.tracker
        assert tracker is not None
        me = view.seat
        held = [[strength(c.rank) for c in sorted(h, key=DECK.index)] if s != me else []
                for s, h in enumerate(tracker.held)]
        slots = [list(m) if s != me else [] for s, m in enumerate(tracker.slots)]
        pile: list[int | None] = [None if p.card is None else strength(p.card.rank) for p in tracker.pile]
        masks = list(tracker.pile_masks)
        unseen = [strength(c.rank) for c in tracker.unseen(view)]
        open_card = 1 if view.phase == "challenge" else 0        # counted among its player's slots
        claimant = view.pile[-1].seat if open_card else -1
        if (len(unseen) != sum(map(len, slots)) + view.stock_size + pile.count(None) - open_card
                or len(masks) != len(pile)
                # every hand as big as the view says: a card picked up and since put down unseen must not keep a
                # hand alive in the play-outs (the sixteenth read: a last card let stand went on playing)
                or any(len(held[s]) + len(slots[s]) != n + (s == claimant)
                       for s, n in enumerate(view.hand_sizes) if s != me)):
            # The tracker's guesses do not fit what the view shows: forget them, keep only the view.
            held = [[] for _ in held]
            slots = [[FULL] * (n + (s == claimant)) if s != me else [] for s, n in enumerate(view.hand_sizes)]
            pile = [None if p.card is None else strength(p.card.rank) for p in view.pile]
            if claimant >= 0:
                pile[-1] = 0                      # the open card is counted among its player's slots
            masks = [FULL] * len(pile)
            visible = set(view.hand) | {p.card for p in view.pile if p.card is not None}
            unseen = [strength(c.rank) for c in DECK if c not in visible]
        open_seat = view.pile[-1].seat if view.phase == "challenge" else None
        cum_weights = [list(accumulate(w)) for w in tracker.reading.weights]
        guessed = open_seat is not None and judgement is not None
        return Scene(sorted(strength(c.rank) for c in view.hand), held, slots, pile, masks, unseen, open_seat,
                     judgement, cum_weights, None if guessed else _jobs(slots, pile, masks))

    def _world(self, view: UpDownView, scene: Scene, rng: random.Random) -> World:
        """One guess of the whole game, consistent with the view and the tracker."""
        me = view.seat
        choices = rng.choices
        styles = [COUNTER if s == me else choices(STYLES, cum_weights=w)[0] for s, w in enumerate(scene.cum_weights)]
        pool = scene.unseen[:]
        draw = rng.random
        pool.sort(key=lambda _: draw())          # a shuffle, several times cheaper than rng.shuffle
        hands = [h[:] for h in scene.held]
        pile = scene.pile[:]
        jobs = scene.jobs
        if jobs is None:
            slots = [m[:] for m in scene.slots]
            assert scene.open_seat is not None
            styles[scene.open_seat], pile[-1] = self._open_guess(view, scene, pool, hands, slots, rng)
            jobs = _jobs(slots, pile, scene.pile_masks)
        for mask, owner in jobs:
            card = _draw(pool, mask)
            if owner >= 0:
                hands[owner].append(card)
            else:
                pile[-1 - owner] = card
        hands[me] = scene.hand[:]
        for hand in hands:
            hand.sort()
        turn = me if view.phase == "play" else view.pile[-1].seat
        return World(hands, pool, [c for c in pile if c is not None], strength(view.target), view.face_due == "up",
                     turn, view.plays, styles, view.rules.play_limit, view.rules.lead_after_pickup == "taker")

    def _open_guess(self, view: UpDownView, scene: Scene, pool: list[int], hands: list[list[int]],
                    slots: list[list[int]], rng: random.Random) -> tuple[int, int]:
        """A style for the player of the open face-down card, and what the card is, drawn from the
        judgement of it; the card leaves that player's known cards or one of their unseen ones, and
        what the choice says about the rest of their hand narrows the others."""
        judgement, seat = scene.judgement, scene.open_seat
        assert judgement is not None and seat is not None and view.target_before is not None
        declared, before = strength(view.pile[-1].counts_as), strength(view.target_before)
        options = [(s, lie) for s in STYLES for lie in (False, True)]
        weights = [judgement.joint[s][lie] for s, lie in options]
        style, lie = rng.choices(options, weights)[0] if sum(weights) > 0 else (COUNTER, True)
        known, mine = hands[seat], slots[seat]
        allowed = FULL
        if known and not mine:
            # every card the player held is a known one: the open card was one of them (the sixteenth read: a
            # card drawn from the others' pool left a known card in a hand the view says is empty)
            card = declared if not lie and declared in known else min(rng.choice(known), rng.choice(known))
            known.remove(card)
            return style, card
        if not lie and (declared in known or declared in pool):
            card = declared
            if style != LOOSE:
                allowed = FULL & ~span(before, declared - 1)      # it was their lowest card high enough
        else:
            forced = judgement.forced / (judgement.forced + BLUFF_RATE[style] * (1 - judgement.forced) or 1)
            low = [c for c in pool + known if c < before]
            if low and rng.random() < forced:
                card = min(rng.choice(low), rng.choice(low))
                allowed = span(card, before - 1)                    # nothing reached: their lowest card
            else:
                fits = [c for c in pool + known if c != declared] or pool + known
                card = min(rng.choice(fits), rng.choice(fits))
        if card in known:
            known.remove(card)
        else:
            pool.remove(card)
            fits = [k for k, m in enumerate(mine) if m >> card & 1]
            if mine:
                mine.pop(min(fits, key=lambda k: mine[k].bit_count()) if fits else
                         max(range(len(mine)), key=lambda k: mine[k].bit_count()))
        slots[seat] = [m & allowed or m for m in mine]
        return style, card

    def _choose(self, view: UpDownView, cands: list[Candidate],
                judgement: Judgement | None = None) -> tuple[Candidate, float, list[float]]:
        """The candidate that wins most often over the same sampled worlds, its winning share, and
        every candidate's share."""
        if len(cands) == 1:
            return cands[0], float("nan"), [float("nan")]
        scene = self._scene(view, judgement)
        worlds = max(self.least_worlds, self.playouts // len(cands))
        totals = [0.0] * len(cands)
        me = view.seat
        for _world in range(worlds):
            base = self._world(view, scene, self.rng)
            seed = self.rng.getrandbits(32)
            for j, cand in enumerate(cands):
                w = base.copy()
                r = random.Random(seed)
                winners = self._step(view, w, cand, r)
                if winners is None:
                    winners = w.finish(r)
                if me in winners:
                    totals[j] += 1 / len(winners)
        shares = [t / worlds for t in totals]
        best = max(range(len(cands)), key=lambda j: (shares[j], -j))
        return cands[best], shares[best], shares

    def _step(self, view: UpDownView, w: World, cand: Candidate, r: random.Random) -> tuple[int, ...] | None:
        me = view.seat
        if cand.kind == "up":
            assert cand.card is not None
            return w.play_up(me, strength(cand.card.rank))
        if cand.kind == "down":
            assert cand.card is not None and cand.declared is not None
            return w.play_down(me, strength(cand.card.rank), cand.declared, r)
        claimant = view.pile[-1].seat
        order = _asking(view.rules.players, claimant)
        asking = order[order.index(me):]
        return w.answer(claimant, w.pile[-1], strength(view.pile[-1].counts_as), asking, r,
                        {me: cand.kind == "challenge"})

    # ---- explanations -------------------------------------------------------------------------

    def _say_up(self, view: UpDownView, best: Candidate, score: float) -> Text:
        assert best.card is not None
        card, target = best.card.label, RANK_LABELS[view.target]
        odds = _odds(score)
        played, aim = strength(best.card.rank), strength(view.target)
        if best.why == "lowest" and len(view.hand) == 1:        # its last card first, on any target (26th read)
            return _("I play my last card, {card}, face up: it reaches the target {target}, so I go out and win "
                     "(UD-5).", card=card, target=target)
        if best.why == "lowest":
            higher = [c for c in view.hand if strength(c.rank) > played]
            if aim == TOP:
                return _("I play {card} face up: the target is 2, and only a 2 reaches it{odds}.", card=card,
                         odds=odds)
            if aim == TOP - 1 and played == aim and higher:
                return _("I play {card} face up: only an A or a 2 reaches the target A, so I play the A and keep "
                         "the 2{odds}.", card=card, odds=odds)
            if not higher:
                return _("I play {card} face up: {rank} is the only rank I hold at or above the target "
                         "{target}{odds}.", card=card, rank=RANK_LABELS[best.card.rank], target=target, odds=odds)
            return _("I play {card} face up: it is my lowest card at or above the target {target}, so my bigger "
                     "cards wait for higher targets{odds}.", card=card, target=target, odds=odds)
        if best.why in ("higher", "highest"):
            who = Seat((view.seat + 1) % view.rules.players)
            if played >= HIGH_TARGET:
                return _("I play {card} face up rather than a lower card: a high target is hard for {who} to "
                         "follow with a true card{odds}.", card=card, who=who, odds=odds)
            return _("I play {card} face up rather than a lower card: a higher target makes it a little harder "
                     "for {who} to follow with a true card{odds}.", card=card, who=who, odds=odds)
        if best.why == "dump":
            draw = _("and draw a card (UD-7)") if view.stock_size else _("and the stock is empty, so I draw nothing")
            return _("I play {card} face up below the target {target} {draw}: it brings the target down and keeps "
                     "my high cards{odds}.", card=card, target=target, draw=draw, odds=odds)
        if len(view.hand) == 1:     # a last card below the target: the other bots' words (the 22nd read: 出完就赢了)
            return _below_face_up_why(view, best.card)
        draw = _("and draw a card (UD-7)") if view.stock_size else _("and, with the stock empty, draw nothing")
        return _("Nothing of mine reaches the target {target}, so I play {card} face up {draw}{odds}.", target=target,
                 card=card, draw=draw, odds=odds)

    def _say_down(self, view: UpDownView, best: Candidate, score: float) -> Text:
        assert best.card is not None and best.declared is not None
        card, target, said = best.card.label, RANK_LABELS[view.target], _label(best.declared)
        odds = _odds(score)
        if best.declared < strength(view.target):       # said of another's choice in a review (the tenth read)
            if strength(best.card.rank) == best.declared:
                return _("I put {card} face down and declare it truthfully as {said}: but {said} is below the target "
                         "{target}, so it fails any challenge (UD-12){odds}.", card=card, said=said, target=target,
                         odds=odds)
            return _("I put {card} face down and declare {said}: a bluff, and below the target {target} as well, so "
                     "it fails any challenge (UD-12){odds}.", card=card, said=said, target=target, odds=odds)
        if strength(best.card.rank) == best.declared and len(view.hand) == 1:      # a sure win, no "almost"
            return _("I put my last card, {card}, face down and declare it truthfully as {said}: a true card at or "
                     "above the target {target} survives any challenge, so I go out and win (UD-12, UD-14).",
                     card=card, said=said, target=target)
        if strength(best.card.rank) == best.declared:
            return _("I put {card} face down and declare it truthfully as {said}: a true card at or above the "
                     "target {target} survives any challenge{odds}.", card=card, said=said, target=target, odds=odds)
        tracker = self.tracker
        assert tracker is not None
        asking = _asking(view.rules.players, view.seat)
        caught = tracker.reading.chance_challenged(view.seat, best.declared, strength(view.target),
                                                   len(view.hand) - 1, asking)
        aim = strength(view.target)
        real = strength(best.card.rank)
        if not any(strength(c.rank) >= aim for c in view.hand):
            need = _("nothing of mine reaches it")
        elif real < aim:
            need = _("playing true would spend a card I want later")
        # the card put down reaches the target itself: no card is spared (the tenth read), and what it declares
        # keeps the target, sets it lower than the truth would (never "raise to", the 21st) or raises it
        elif best.declared == aim:
            need = _("{card} would be safe declared truthfully, but I would rather keep the target at {said}",
                     card=card, said=said)
        elif best.declared < real:
            need = _("{card} would be safe declared truthfully, but I would rather set the target at {said} than at "
                     "{real}", card=card, said=said, real=_label(real))
        else:
            need = _("{card} would be safe declared truthfully, but I would rather set the target at {said}",
                     card=card, said=said)
        # nan: the one choice the expert weighs — on the target 2, where any lower declaration surely fails
        rather = (_("the other choices play out about the same") if self.close_call else
                  _("the other choices are worse") if score == score else
                  _("declaring anything else would be below the target {target} and fail any challenge (UD-12)",
                    target=target))
        # "from what the others have done" only once someone to be asked has answered a card (the 21st read)
        expect = (_("from what the others have done I expect a challenge only about {caught:.0%} of the time",
                    caught=caught) if caught < 0.35 and tracker.reading.answered_any(asking) else
                  _("I expect a challenge only about {caught:.0%} of the time — a first guess, as nobody to be "
                    "asked has challenged or passed a card yet", caught=caught) if caught < 0.35 else
                  _("I am sure to be challenged, but {rather}", rather=rather) if caught >= 0.995 else
                  _("I expect a challenge about {caught:.0%} of the time, but {rather}", caught=caught, rather=rather))
        return _("I put {card} face down and declare {said} — a bluff on the target {target}: {need}, and "
                 "{expect}{odds}.", card=card, said=said, target=target, need=need, expect=expect, odds=odds)

    def _say_answer(self, view: UpDownView, best: Candidate, judgement: Judgement, scores: dict[str, float]) -> Text:
        tracker = self.tracker
        assert tracker is not None and view.target_before is not None
        top = view.pile[-1]
        seat, declared, before = top.seat, top.counts_as, view.target_before
        said, target, pile = RANK_LABELS[declared], RANK_LABELS[before], len(view.pile)
        acts, false = best.kind == "challenge", judgement.false
        who = Seat(seat)
        if strength(declared) < strength(before) and view.hand_sizes[seat] == 0 and acts:
            # a last card sure to fail: the expert and the review always challenge it (challenge_a_last_card)
            return _("{who} declared {said} below the target {target} with their last card: that always fails a "
                     "challenge (UD-12), and if it stood {who} would go out and win (UD-14) — I challenge.",
                     who=Capital(who), said=said, target=target)
        if strength(declared) < strength(before):
            if acts:
                return _("{who} declared {said} below the target {target}, and that always fails a challenge "
                         "(UD-12) — I challenge.", who=Capital(who), said=said, target=target)
            asking = _asking(view.rules.players, seat)
            if asking.index(view.seat) < len(asking) - 1:      # someone is still to be asked after me (UD-10)
                return _("{who} declared {said} below the target {target}, and that always fails a challenge "
                         "(UD-12) — still, I pass and leave it to the players after me.", who=Capital(who), said=said,
                         target=target)
            if scores["pass"] <= scores["challenge"] + TOO_CLOSE:     # a review's choice, or within the noise
                return _("{who} declared {said} below the target {target}, and that always fails a challenge (UD-12) "
                         "— still, I pass: letting it stand, with the target down to {said}, plays out about as well "
                         "for me as a challenge (letting it stand wins {stand}, a challenge {challenge}: too close to "
                         "call).", who=Capital(who), said=said, target=target, stand=_games(scores["pass"]),
                         challenge=_games(scores["challenge"]))
            return _("{who} declared {said} below the target {target}, and that always fails a challenge (UD-12) "
                     "— still, I pass: letting it stand, with the target down to {said}, plays out better for me "
                     "(letting it stand wins {stand}, a challenge {challenge}).", who=Capital(who), said=said,
                     target=target, stand=_games(scores["pass"]), challenge=_games(scores["challenge"]))
        grounds = self._grounds(view, judgement)
        if grounds.certain:
            estimate: Text = _("all 4 {ranks} are in my hand or known on the pile, so {who}'s '{said}' on a target of "
                               "{target} cannot be true", ranks=RankWord(declared, plural=True), who=who, said=said,
                               target=target)
        elif false < 0.005:
            estimate = _("I put the chance that {who}'s '{said}' on a target of {target} is false at under 1%",
                         who=who, said=said, target=target)
        elif false >= 0.995:
            estimate = _("I am all but sure that {who}'s '{said}' on a target of {target} is false", who=who,
                         said=said, target=target)
        else:
            estimate = _("I put the chance that {who}'s '{said}' on a target of {target} is false at {false:.0%}",
                         who=who, said=said, target=target, false=false)
        # the facts that agree with the figure lead to it; those that point the other way are granted first
        agree, against = (grounds.false, grounds.true) if false >= 0.5 else (grounds.true, grounds.false)
        # each side its own plain sentence: what points the other way, then what decides, then the figure
        granted, facts = Joined(tuple(against), "; "), Joined(tuple(agree), "; ")     # clauses: ；
        one = len(against) == 1      # "some things … :" before one thing reads wrong in both languages (the ninth read)
        if agree and against and false < 0.5:
            estimate = (_("One thing makes me suspect a bluff: {against}. But {facts}. So {estimate}", against=granted,
                          facts=facts, estimate=estimate) if one else
                        _("Some things make me suspect a bluff: {against}. But {facts}. So {estimate}",
                          against=granted, facts=facts, estimate=estimate))
        elif agree and against:
            estimate = (_("One thing says the card may be true: {against}. But {facts}. So {estimate}",
                          against=granted, facts=facts, estimate=estimate) if one else
                        _("Some things say the card may be true: {against}. But {facts}. So {estimate}",
                          against=granted, facts=facts, estimate=estimate))
        elif agree:
            estimate = _("{facts}; so {estimate}", facts=facts, estimate=estimate)
        elif against and false < 0.5:
            estimate = (_("One thing makes me suspect a bluff: {against}. On balance, though, {estimate}",
                          against=granted, estimate=estimate) if one else
                        _("Some things make me suspect a bluff: {against}. On balance, though, {estimate}",
                          against=granted, estimate=estimate))
        elif against:
            estimate = (_("One thing says the card may be true: {against}. On balance, though, {estimate}",
                          against=granted, estimate=estimate) if one else
                        _("Some things say the card may be true: {against}. On balance, though, {estimate}",
                          against=granted, estimate=estimate))
        opening = Capital(estimate)
        # the review words a choice the play-outs could not tell from the best (its noise) with these sentences too
        # or within a few points either way: "19% against 18%" is not "plays out better" (the 24th read)
        close = (scores["challenge"] <= scores["pass"] if acts else scores["pass"] <= scores["challenge"]) or abs(
            scores["challenge"] - scores["pass"]) < TOO_CLOSE
        if acts and view.hand_sizes[seat] == 0:
            if false < 0.5 and last_to_answer_a_last_card(view):      # the 26th read: nothing to lose
                return _("{estimate}, but it is {who}'s last card: if I let it stand, {who} wins, and if a challenge "
                         "fails, {who} wins all the same (UD-14) — so I challenge.", estimate=opening, who=who)
            if false < 0.5:                  # "and" would join a figure against the challenge (the tenth read)
                return _("{estimate}, but it is {who}'s last card: if it stands, {who} goes out — I challenge anyway.",
                         estimate=opening, who=who)
            return _("{estimate}, and {who} would go out with it — I challenge.", estimate=opening, who=who)
        if acts and grounds.certain:        # no "if I am right" after "cannot be true" (the 22nd read)
            return _("{estimate}: the challenge is sure to succeed, and {who} takes the {n}-card pile — I challenge.",
                     estimate=opening, who=who, n=pile)
        if acts and false >= 0.5:
            return _("{estimate}, and if I am right {who} takes the {n}-card pile — I challenge.", estimate=opening,
                     who=who, n=pile)
        if acts and close:
            return _("{estimate}; a challenge plays out about as well for me as letting it stand (a challenge wins "
                     "{challenge}, letting it stand {stand}: too close to call) — I challenge.", estimate=opening,
                     stand=_games(scores["pass"]), challenge=_games(scores["challenge"]))
        if acts and view.rules.lead_after_pickup == "challenger":     # the lead is the challenge's, right or wrong
            return _("{estimate}, but at this table the challenger leads the next round whether right or wrong "
                     "(UD-13), and that plays out better for me — I challenge anyway.", estimate=opening)
        if acts:
            return _("{estimate}, but taking the {n}-card pile lets me lead the next round (UD-13), and that plays "
                     "out better for me — I challenge anyway.", estimate=opening, n=pile)
        later = view.seat in (order := _asking(view.rules.players, seat)) and order.index(view.seat) < len(order) - 1
        if false < 0.5 and view.hand_sizes[seat] == 0 and later:    # the last card, and why passing is not losing
            return _("{estimate}; it is {who}'s last card, but a challenge would most likely fail and {who} would go "
                     "out all the same, and the players after me may still challenge it — I pass.", estimate=opening,
                     who=who)
        if false < 0.5 and view.hand_sizes[seat] == 0:    # say it is the last card (the eleventh read)
            return _("{estimate}; it is {who}'s last card, but a challenge would most likely fail, and {who} would go "
                     "out all the same — I pass.", estimate=opening, who=who)
        if false < 0.5:
            return _("{estimate}, and a wrong challenge would hand me the {n}-card pile — I pass.", estimate=opening,
                     n=pile)
        if close:
            return _("{estimate}, but letting it stand plays out about as well for me as a challenge (letting it "
                     "stand wins {stand}, a challenge {challenge}: too close to call) — I pass.", estimate=opening,
                     stand=_games(scores["pass"]), challenge=_games(scores["challenge"]))
        return _("{estimate}, but letting it stand plays out better for me (letting it stand wins {stand}, a "
                 "challenge {challenge}) — I pass.", estimate=opening, stand=_games(scores["pass"]),
                 challenge=_games(scores["challenge"]))

    def _grounds(self, view: UpDownView, judgement: Judgement) -> Grounds:
        """What this seat knows of the open declaration, each fact on the side it points to: that the card
        is false, or true. The facts that decide the figure come first — where the declared rank's cards
        are, a lower card its player picked up, how far the declaration jumps, a player who likely had
        nothing high enough — then the player's record and style. A rank whose four cards this seat sees
        makes the declaration certainly false (and is then the one fact said)."""
        tracker = self.tracker
        assert tracker is not None and view.target_before is not None
        top = view.pile[-1]
        seat, declared = top.seat, top.counts_as
        low, high = strength(view.target_before), strength(declared)
        who, false, said = Seat(seat), judgement.false, RANK_LABELS[declared]
        seen = known_copies(view, declared)
        if seen == 4:
            return Grounds([], [], True)
        lies: list[Text] = []
        truths: list[Text] = []
        theirs = tracker.held[seat]                 # cards they picked up with a pile and have not shown since
        elsewhere = seen + sum(c.rank == declared for s, h in enumerate(tracker.held) if s not in (view.seat, seat)
                               for c in h)
        ranks = RankWord(declared, plural=True)
        if elsewhere > seen and elsewhere >= 2:
            lies.append(ngettext("{n} of the 4 {ranks} is in my hand, on the pile or in another hand I know of",
                                 "{n} of the 4 {ranks} are in my hand, on the pile or in other hands I know of",
                                 elsewhere, ranks=ranks))
        elif seen >= (1 if false >= 0.5 else 3):
            lies.append(ngettext("{n} of the 4 {ranks} is in my hand or known on the pile",
                                 "{n} of the 4 {ranks} are in my hand or known on the pile", seen, ranks=ranks))
        lower = sorted({strength(c.rank) for c in theirs if low <= strength(c.rank) < high})
        if lower:
            lies.append(_("{who} picked up a card of rank {rank} with a pile and has not shown it since: it reaches "
                          "the target and is lower than {said}, and a player telling the truth usually plays that "
                          "one first", who=who, rank=_label(lower[0]), said=said))
        elif any(c.rank == declared for c in theirs):
            truths.append(_("{who} picked up a card of rank {said} with a pile and has not shown it since", who=who,
                            said=said))
        elif false >= 0.5 and not any(c.rank == declared for c in tracker.unseen(view)):
            lies.append(_("I can place every card of rank {said}, and none is in {who}'s hand", said=said, who=who))
        elif false >= 0.5 and tracker.slots[seat] and not any(m >> high & 1 for m in tracker.slots[seat]):
            lies.append(_("going by the cards {who} has played, {who} should have no card of rank {said}", who=who,
                          said=said))
        elif high - low == 2 and false >= 0.5:          # two ranks between: not "from 9 to 10" (the thirteenth read)
            lies.append(_("a true {said} would mean {who} held no {low} and no {high}", said=said, who=who,
                          low=_label(low), high=_label(high - 1)))
        elif high - low > 2 and false >= 0.5:
            lies.append(_("a true {said} would mean {who} held nothing from {low} to {high}", said=said, who=who,
                          low=_label(low), high=_label(high - 1)))
        elif judgement.forced >= 0.25 and false >= 0.5:
            lies.append(ngettext("with {n} card, {who} may well have held nothing at or above the target {target}",
                                 "with {n} cards, {who} may well have held nothing at or above the target {target}",
                                 view.hand_sizes[seat] + 1, who=who, target=_label(low)))
        record = tracker.reading.records[seat]
        if record.bluffs_shown:
            lies.append(_("{who} has been caught bluffing {times}", who=who, times=_times(record.bluffs_shown)))
        elif record.truths_shown >= 2:
            truths.append(_("{who}'s challenged cards have all been true so far", who=who))
        # every style is said as how its player bluffs: said only once a card of theirs has been turned over
        # (their challenges and passes alone move the reading too, but are no sight of a bluff: the 21st read)
        style = (_style(tracker.reading.weights[seat], who, high - low, judgement.forced, record.bluffs_shown)
                 if record.bluffs_shown + record.truths_shown else None)
        if style is not None and false >= 0.2 and best_style(tracker.reading.weights[seat]) == CAUTIOUS:
            style = None      # "never bluffs" beside a figure of 27% reads as a contradiction (the 25th read)
        if style is not None:
            (lies if style[1] else truths).append(style[0])
        if false < 0.5 and not truths:             # what makes a true card likely, when nothing above says it
            unseen = sum(c.rank == declared for c in tracker.unseen(view))
            if lower:
                truths.append(_("{who} does not always play the lowest card that reaches the target", who=who))
            elif high == low:
                truths.append(_("declaring the target itself is what a true card most often does"))
            elif high - low == 1:
                truths.append(_("a step of one rank, from {target} to {said}, is what a true card most often does",
                                target=_label(low), said=said))
            elif high - low > 2:        # far above the target: holding it with nothing lower is rare (the 23rd read)
                truths.append(_("as I read players, a bluff mostly declares the target or a rank or two above it, and "
                                "a jump from {target} to {said} is not like one", target=_label(low), said=said))
            elif unseen:
                truths.append(ngettext("{n} card of rank {said} is unaccounted for, and {who} may well hold it with "
                                       "nothing lower that reaches the target",
                                       "{n} cards of rank {said} are unaccounted for, and {who} may well hold one "
                                       "with nothing lower that reaches the target", unseen, said=said, who=who))
        elif false >= 0.5 and not lies and judgement.forced >= 0.1:     # a bluff likely, when nothing above says why
            lies.append(ngettext("with {n} card, {who} may well have held nothing at or above the target {target}",
                                 "with {n} cards, {who} may well have held nothing at or above the target {target}",
                                 view.hand_sizes[seat] + 1, who=who, target=_label(low)))
        return Grounds(lies, truths, False)


def challenge_a_last_card(view: UpDownView) -> bool:
    """Whether a challenge of the open last card is the answer whatever the play-outs say: this seat is
    the last asked (:func:`last_to_answer_a_last_card`), or the challenge surely succeeds — a sure win of
    the pile is never left to the players after (the 28th native read)."""
    return view.hand_sizes[view.pile[-1].seat] == 0 and (asked_last(view) or surely_caught(view))


TOO_CLOSE = 0.03
"""Two play-out shares closer than this are said to be too close to call: about the play-outs' own noise
(360 play-outs shared by two answers)."""


class Grounds(NamedTuple):
    """The facts behind the expert's figure for an open declaration (:meth:`ExpertBot._grounds`): those
    that make it look false, those that make it look true, and whether the facts make it certainly false."""

    false: list[Text]
    true: list[Text]
    certain: bool


def best_style(weights: list[float]) -> int:
    """The style a reading leans to most."""
    return max(range(len(weights)), key=weights.__getitem__)


def _style(weights: list[float], who: Seat, jump: int, forced: float, caught: int = 0) -> tuple[Text, bool] | None:
    """How ``who`` has played, when the reading leans clearly to one style (2 in 3 or more): the
    figure rests on it as much as on the cards counted (:func:`engine.updown.reading.chance_false`);
    and whether that style makes this declaration (``jump`` ranks above the target; ``forced``: how
    likely its player had nothing high enough) look false rather than true. A player ``caught``
    bluffing is never said to never bluff: the cautious reading still leaves them the odd bluff no
    style explains (:data:`engine.updown.reading.SURPRISE`), so they are one who rarely bluffs."""
    total = sum(weights)
    best = max(range(len(weights)), key=weights.__getitem__)
    if total <= 0 or weights[best] < 2 / 3 * total:
        return None
    if best == CAUTIOUS and caught:
        return _("{who} has played like someone who rarely bluffs", who=who), False
    if best == CAUTIOUS:
        return _("{who} has played like someone who never bluffs", who=who), False
    # a style that makes this declaration look true is said as such — never "bluffs now and then" offered
    # as a reason to believe it (the seventh native read)
    if best == COUNTER:
        looks_false = jump == 0 and forced >= 0.5
        if looks_false:
            return _("{who} has played like someone who bluffs only when they must, declaring the target itself",
                     who=who), True
        return (_("{who} has played like someone who bluffs only when they must; this does not look like a "
                  "forced bluff", who=who) if jump == 0 else         # the target itself, but likely not forced
                _("{who} has played like someone whose bluffs declare the target itself; this declaration does "
                  "not", who=who), False)
    if best == WILD:
        looks_false = jump in (1, 2) or (jump == 0 and forced >= 0.5)
        return (_("{who} has played like someone who bluffs now and then, one or two ranks above the target",
                  who=who) if looks_false else
                _("{who} has played like someone whose bluffs are one or two ranks above the target; this "
                  "declaration is not like that", who=who), looks_false)
    return None


def _jobs(slots: list[list[int]], pile: list[int | None], pile_masks: list[int]) -> list[tuple[int, int]]:
    """Every unseen place to deal a card to, as (mask, owner): a seat's unseen cards (owner: the seat)
    and the pile's (owner -1 - place), the narrowest masks first."""
    jobs = [(m, s) for s, ms in enumerate(slots) for m in ms]
    jobs += [(pile_masks[i], -1 - i) for i, c in enumerate(pile) if c is None]
    jobs.sort(key=lambda job: job[0].bit_count())
    return jobs


def _draw(pool: list[int], mask: int) -> int:
    """Take from the shuffled ``pool`` the last card ``mask`` allows (any card, if none is)."""
    if mask != FULL:
        for k in range(len(pool) - 1, -1, -1):
            if mask >> pool[k] & 1:
                card = pool[k]
                pool[k] = pool[-1]
                pool.pop()
                return card
    return pool.pop()


def _odds(score: float) -> Text | str:
    if score != score:          # nan: there was nothing to choose
        return ""
    if score >= 0.995:          # a share of play-outs, not a certainty: never "about 100%" (nor 0%)
        return _(" (playing it out many times from what I can see, I win nearly every game this way)")
    if score < 0.005:
        return _(" (playing it out many times from what I can see, I win hardly any game this way)")
    return _(" (playing it out many times from what I can see, I win about {score:.0%} of games this way)",
             score=score)


def _games(share: float) -> Text:
    """A share of play-outs won, in words: never "about 100%" or "about 0%" (a play-out is not a certainty)."""
    if share >= 0.995:
        return _("nearly every game")
    if share < 0.005:
        return _("hardly any game")
    return _("about {share:.0%} of games", share=share)


def _times(n: int) -> Text:
    return _("once") if n == 1 else _("twice") if n == 2 else ngettext("{n} time", "{n} times", n)


__all__ = ["Candidate", "ExpertBot"]
