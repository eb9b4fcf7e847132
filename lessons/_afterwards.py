"""After a game against the bots (lessons 04 and 08): the learner's costliest decisions looked back on,
each with the table as it was, what was chosen, what was better and why, and a way to try that moment
again (:func:`looking_back`); and the learner's rating with the progress kept (:func:`rating_panel`).

The review itself is the engine's (:func:`engine.draw.review`, :func:`engine.updown.review`); this
module only remembers it for the game it was made for (:class:`Reviewed`: a screen redraws often,
and a review of a long game takes a moment) and lays it out (:func:`decision_html`). The rating is
the engine's too (:func:`engine.ratings.learner_rating`); :func:`rating_words` says it.

>>> from engine.draw import DrawRules, fold, new_game, review
>>> game = new_game(DrawRules(players=3), seed=1).apply(fold(1))
>>> reviewed = Reviewed(lambda g: review(g, 1))
>>> reviewed(game) is reviewed(game), len(costliest(reviewed(game)))
(True, 1)
>>> "better was to stay" in decision_html(costliest(reviewed(game))[0], 1, "Round 1", "<table/>", "en",
...                                       ["Ann", "You", "Cy"])
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any, NamedTuple

import marimo as mo

import _progress as progress
from _kit import sentences
from _lesson_catalog import MESSAGES
from _progress import KitText, ntr
from engine.i18n import Lang, Text, check_lang
from engine.ratings import BotName, LearnerRating, learner_rating, rating_points
from engine.review import Decision
from engine.session import PlayKit, Session

SHOWN = 3              # the costliest decisions a lesson shows


def _(msgid: str, /, **fields: Any) -> Text:
    """A message of the lessons' kit (its Chinese in kit.po), rendered when shown."""
    return KitText(msgid, tuple(fields.items()))


class Reviewed:
    """``review(game)``, worked out once for the last game asked about."""

    def __init__(self, review: Callable[[Any], tuple[Decision, ...]]):
        self.review = review
        self.game: Any = None
        self.decisions: tuple[Decision, ...] = ()

    def __call__(self, game: Any) -> tuple[Decision, ...]:
        if game is not self.game:
            self.decisions, self.game = self.review(game), game
        return self.decisions


def costliest(decisions: Sequence[Decision], n: int = SHOWN) -> tuple[Decision, ...]:
    """The ``n`` costliest decisions that cost anything (a review lists them worst first)."""
    return tuple(d for d in decisions if d.cost > 0)[:n]


def summary(decisions: Sequence[Decision], helper: Text | None = None) -> Text:
    """How the learner's decisions went, in one sentence; ``helper``: the bot that took the learner's seat
    (the decisions are then the ones the learner made before it did).

    >>> summary((), _("the reckoner bot")).render("zh")
    '从头到尾都是精算师替你打的，没有你自己做的决定可以回顾。'
    """
    costly = sum(1 for d in decisions if d.cost > 0)
    if not decisions:
        return (_("You have made no decision yet.") if helper is None else
                _("{helper} played it all for you: there is no decision of yours to look back on.", helper=helper))
    if helper is not None:
        if not costly:
            return _("All {n} of the decisions you made yourself were as good as the expert's, as far as its figures "
                     "can tell; {helper} played the rest.", n=len(decisions), helper=helper)
        return _("Of the {n} decisions you made yourself, {costly} cost you something by the expert's reckoning "
                 "({helper} played the rest); the costliest first:", n=len(decisions), costly=costly, helper=helper)
    if not costly:
        return _("All {n} of your decisions were as good as the expert's, as far as its figures can tell. Well "
                 "played!", n=len(decisions))
    return _("Of your {n} decisions, {costly} cost you something by the expert's reckoning; the costliest first:",
             n=len(decisions), costly=costly)


def decision_html(decision: Decision, number: int, when: str, table: str, lang: Lang, names: Sequence[str]) -> str:
    """One decision looked back on: its number and moment (``when``, e.g. "Round 3"), what it cost, the
    table as it was (``table``, HTML), what was chosen, what was better, and why."""
    lang = check_lang(lang)

    def say(text: Text) -> str:                  # a kit message; its fields (the engine's words) in the engine's
        return escape(text.render(lang, names, catalog=MESSAGES))

    cost = say(_("{when}: it cost {cost}", when=when, cost=decision.figure(decision.cost)))
    verdict, reckoning = escape(decision.verdict.render(lang, names)), escape(decision.reckoning.render(lang, names))
    return (f'<div class="cs-review" style="border-left:4px solid #f9a825;padding:2px 0 2px 12px;margin:14px 0">'
            f'<p style="font-weight:bold;font-size:1.1em;margin:0 0 4px">{number}. {cost}</p>{table}'
            f'<p style="margin:6px 0">{verdict}</p>'
            f'<p style="margin:4px 0;font-style:italic;color:#334">{reckoning}</p></div>')


class LookingBack(NamedTuple):
    """The learner's decisions looked back on: what to show, and its controls (bound by the lesson's cell)."""

    view: Any
    review_button: Any
    again_buttons: Any
    back_button: Any


def looking_back(session: Session, reviewed: Reviewed, lang: Lang, names: Sequence[str], *, how: str,
                 when: Callable[[Decision], str], table: Callable[[Any], str], asked: Any,
                 set_asked: Callable[[Any], None], tried: Any, set_tried: Callable[[Any], None],
                 step: Callable[..., None]) -> LookingBack:
    """The costliest decisions of ``session``'s game, each with the table as it was (``table(view)``, HTML)
    at its moment (``when(decision)``, in words), once the game is over or the learner asks (``asked`` is
    the game they asked about). "Try it again from here" plays from that moment (``step``), as practice;
    ``tried`` is the game left and the decision tried again, the way back to it. ``how`` says, in the
    lesson's words, how the expert values a decision."""
    lang, nouns = check_lang(lang), _NOUNS[session.kit.game]

    def say(text: Text) -> str:
        return progress.say(text, lang)

    shown = session.is_over or asked is session.game
    review_button = mo.ui.button(label=say(_("How am I doing? Look back on my decisions so far")), kind="neutral",
                                 on_click=lambda _: set_asked(session.game))
    # the learner's own decisions: not the ones the helper bot made after it took their seat
    decisions = tuple(d for d in reviewed(session.game) if session.yours(d.moment)) if shown else ()
    worst = costliest(decisions)
    # "Try it again from here": the game from that moment, same cards, the bots as they were (practice)
    again_buttons = mo.ui.array([mo.ui.button(label=say(_("Try it again from here")), kind="warn",
                                              on_click=lambda _, d=d: (set_tried((session, d)),
                                                                       step(lambda s: s.at(d.moment))))
                                 for d in worst])
    looks = [mo.vstack([mo.Html(decision_html(d, i, when(d), table(d.view), lang, names)), again_buttons[i - 1]])
             for i, d in enumerate(worst, 1)]
    # trying a moment again: where it is, and the way back to the game left and its review
    trying = tried is not None and session.practice and tried[0] is not session
    back_button = mo.ui.button(label=say(nouns["back_over"] if trying and tried[0].is_over else nouns["back"]),
                               kind="neutral", on_click=lambda _: (set_tried(None), step(lambda s: tried[0],
                                                                                       counts=False)))
    back = [mo.callout(mo.vstack([
        mo.md(say(_("You went back to **{when}**: the table above is as it was then, so choose again there. It is "
                    "practice: it does not count for your rating.", when=when(tried[1])) if not session.is_over
                  else _("You played on again from **{when}**.", when=when(tried[1])))),
        back_button]), kind="info")] if trying else []
    heading = say(_("Looking back on your decisions"))
    view = mo.vstack([mo.md(f"## {heading}"), *back, mo.md(how),
                      *([mo.md(say(summary(decisions, nouns["helper"] if session.autoplayed else None))), *looks]
                        if shown else [review_button])])
    return LookingBack(view, review_button, again_buttons, back_button)


# ---- the learner's rating, and the progress kept -----------------------------------------------------

# what differs between the two games' words: a match of five-card draw, a game of 一上一下
_NOUNS = {
    "draw": {
        "none": _("Play a match against the bots to get a rating."),
        "early": lambda n, **f: ntr("Too early to tell: after {n} match your rating is somewhere between {low} and "
                                    "{high}, a range wider than the gap between the weakest and the strongest bot. "
                                    "Each match you finish narrows it.",
                                    "Too early to tell: after {n} matches your rating is somewhere between {low} "
                                    "and {high}, a range wider than the gap between the weakest and the strongest "
                                    "bot. Each match you finish narrows it.", n, **f),
        "closest": lambda n, **f: ntr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                                      "{low}–{high}, after {n} match).",
                                      "You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                                      "{low}–{high}, after {n} matches).", n, **f),
        "counts": _("Each match you finish yourself counts."),
        "back_over": _("Back to my finished match and its review"), "back": _("Back to my match, where I left it"),
        "over": _("The match is over"),
        "autoplayed": _("The odds bot finished the match for you, so it does not count for your rating."),
        "helper": _("the odds bot"),
        "practice": _("You played this match again from an earlier moment: it is practice, and does not count for "
                      "your rating."),
        "shared": _("A shared win is left out of your rating."),
        "forget": _("Yes: forget my rating, my results and my match"),
        "sure": _("Forget your rating, your results and your match here, for good? (Save them to a file first if "
                  "you may want them back.)"),
    },
    "updown": {
        "none": _("Play a game against the bots to get a rating."),
        "early": lambda n, **f: ntr("Too early to tell: after {n} game your rating is somewhere between {low} and "
                                    "{high}, a range wider than the gap between the weakest and the strongest bot. "
                                    "Each game you finish narrows it.",
                                    "Too early to tell: after {n} games your rating is somewhere between {low} and "
                                    "{high}, a range wider than the gap between the weakest and the strongest bot. "
                                    "Each game you finish narrows it.", n, **f),
        "closest": lambda n, **f: ntr("You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                                      "{low}–{high}, after {n} game).",
                                      "You are now about as strong as the {bot} bot (your rating {points}, 95% sure "
                                      "{low}–{high}, after {n} games).", n, **f),
        "counts": _("Each game you finish yourself counts."),
        "back_over": _("Back to my finished game and its review"), "back": _("Back to my game, where I left it"),
        "over": _("The end"),
        "autoplayed": _("The reckoner bot finished the game for you, so it does not count for your rating."),
        "helper": _("the reckoner bot"),
        "practice": _("You played this game again from an earlier moment: it is practice, and does not count for "
                      "your rating."),
        "shared": _("A shared win at the play limit is left out of your rating."),
        "forget": _("Yes: forget my rating, my results and my game"),
        "sure": _("Forget your rating, your results and your game here, for good? (Save them to a file first if "
                  "you may want them back.)"),
    },
}


def rating_words(game: str, results: Sequence[Any], lang: Lang) -> tuple[LearnerRating, str]:
    """The learner's rating at ``game`` after ``results``, and what it says in words: too early to tell
    while its 95% range is wider than the bots' spread (naming the closest bot would then mean nothing).

    >>> rating_words("updown", (), "en")[1]
    'Play a game against the bots to get a rating.'
    """
    lang, nouns = check_lang(lang), _NOUNS[game]
    rating = learner_rating(game, results)
    if not rating.games:
        return rating, progress.say(nouns["none"], lang)
    span = {"low": rating_points(rating.low), "high": rating_points(rating.high)}
    if not rating.settled:
        return rating, progress.say(nouns["early"](rating.games, **span), lang)
    return rating, progress.say(nouns["closest"](rating.games, points=rating.points, **span,
                                                 bot=BotName(rating.closest_bot().personality).localized(lang)), lang)


def the_end(session: Session, results: Sequence[Any], lang: Lang, names: Sequence[str]) -> Any:
    """How ``session``'s finished game went, whether it counts for the learner's rating, and the rating
    after ``results``."""
    lang, nouns = check_lang(lang), _NOUNS[session.kit.game]
    lines = [t.render(lang, names) for t in session.summary()]
    uncounted = next((k for k in ("autoplayed", "practice", "shared") if getattr(session, k)), None)
    lines += [progress.say(nouns[uncounted], lang)] if uncounted else []
    return mo.callout(mo.md(f"## {progress.say(nouns['over'], lang)}\n\n" + "\n".join(f"- {line}" for line in lines)
                            + f"\n\n**{rating_words(session.kit.game, results, lang)[1]}**"), kind="success")


class RatingPanel(NamedTuple):
    """The rating with the progress kept: what to show, and its controls (a lesson's cell binds each to
    a name of its own, as marimo wants of the controls it listens to)."""

    view: Any
    load_file: Any
    afresh_button: Any
    forget_button: Any
    keep_button: Any


def rating_panel(kit: PlayKit, saved: progress.Store, results: Sequence[Any], lang: Lang, *,
                 set_play: Callable[[Any], None], notice: progress.Notice | None,
                 set_notice: Callable[[Any], None], afresh: bool, set_afresh: Callable[[bool], None]) -> RatingPanel:
    """The learner's rating at ``kit``'s game, where their progress is kept (``saved``), and the ways to
    save it to a file, load it back, or start afresh (after a confirmation). ``notice`` is what the
    reader was last told about their progress; ``afresh`` whether the confirmation is asked."""
    lang, nouns = check_lang(lang), _NOUNS[kit.game]

    def load(files: Sequence[Any]) -> None:
        """A progress file the learner saved, loaded back: everything it holds replaces what is kept."""
        if not files:
            return
        try:
            loaded = saved.load(files[0].contents)
        except progress.ProgressError as err:
            set_notice(progress.refused(err))
            return
        again = progress.resume(saved, kit)
        set_play(again.play)
        set_notice(again.notice or progress.Notice("success", loaded))

    def forget() -> None:
        saved.forget(kit.game)
        set_play((None, ()))
        set_afresh(False)
        set_notice(progress.Notice("info", progress.AFRESH))

    def say(text: Text) -> str:
        return progress.say(text, lang)

    load_file = mo.ui.file(filetypes=[".json"], kind="button", label=say(_("Load my progress from a file I saved")),
                           on_change=load)
    afresh_button = mo.ui.button(label=say(_("Start afresh")), kind="danger", on_click=lambda _: set_afresh(True))
    forget_button = mo.ui.button(label=say(nouns["forget"]), kind="danger", on_click=lambda _: forget())
    keep_button = mo.ui.button(label=say(_("No, keep them")), kind="neutral", on_click=lambda _: set_afresh(False))
    heading = say(_("Your rating"))
    view = mo.vstack([
        mo.md(f"## {heading}\n\n"
              + sentences([rating_words(kit.game, results, lang)[1], say(nouns["counts"])], lang)),
        mo.Html(f"<p>{escape(say(progress.where_kept(saved)))}</p>"),
        mo.hstack([mo.download(data=saved.export(), filename="my-cardschool-progress.json",
                               mimetype="application/json", label=say(_("Save my progress to a file"))),
                   load_file, afresh_button], justify="start", wrap=True),
        mo.callout(mo.vstack([mo.md(say(nouns["sure"])), mo.hstack([forget_button, keep_button], justify="start")]),
                   kind="danger") if afresh else mo.md(""),
        mo.callout(mo.Html(escape(notice.localized(lang))), kind=notice.kind) if notice else mo.md(""),
    ])
    return RatingPanel(view, load_file, afresh_button, forget_button, keep_button)
