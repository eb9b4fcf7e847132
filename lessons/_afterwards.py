"""A game looked back on (lessons 04 and 08): the learner's costliest decisions, each with the table as
it was, what was chosen, what was better and why — and a way to try that moment again.

The review itself is the engine's (:func:`engine.draw.review`, :func:`engine.updown.review`); this
module only remembers it for the game it was made for (:class:`Reviewed`: a screen redraws often,
and a review of a long game takes a moment) and lays it out (:func:`decision_html`).

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
from typing import Any

from _lesson_catalog import MESSAGES
from _progress import KitText
from engine.i18n import Lang, Text, check_lang
from engine.review import Decision

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


def summary(decisions: Sequence[Decision]) -> Text:
    """How the decisions went, in one sentence."""
    costly = sum(1 for d in decisions if d.cost > 0)
    if not decisions:
        return _("You have made no decision yet.")
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
