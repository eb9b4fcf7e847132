"""Every bot of both games in plain words: how it decides, and how strong it measured — one place for
the lessons and the bot lab.

A description is a sentence or two a newcomer understands (the code of each bot is in
:mod:`engine.draw.bots` and :mod:`engine.updown.bots`); the strength is read from the shipped ratings
(:mod:`engine.ratings`, fitted by `tools/ratings.py`) — in five-card draw under each scoring, since
the bots that are best when staying is free are not the best when it costs. The bots' names in
Chinese are in :mod:`engine.terms`.

>>> guide = profile("draw", "loose")
>>> guide.name("en"), guide.name("zh"), guide.describe("en")
('loose', '大胆派', 'Never folds, and replaces cards by the rule of thumb.')
>>> guide.rating("chips").personality
'loose'
>>> sorted(p.personality for p in profiles("updown"))
['bluffer', 'expert', 'honest', 'reckoner']
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import check_choice
from .i18n import Lang, Text, _, check_lang
from .ratings import SCORINGS, BotName, BotRating, GameName, bot_ratings, scoring_of

# How each bot decides, by game and personality (the registries: engine.draw.bots.PERSONALITIES and
# engine.updown.bots.PERSONALITIES; a test checks that every one is here).
DESCRIPTIONS: dict[str, dict[str, Text]] = {
    "draw": {
        "by the book": _("Replaces cards by our rule of thumb, built on the advice of the original rules (keep a "
                         "pair or better, four cards of a flush or a straight, else the highest cards). Never folds "
                         "when "
                         "staying is free; with chips it folds a hand with no pair and no draw, and after the draw "
                         "one with no pair."),
        "odds": _("Keeps what the advisor's exact odds rank best by the table's scoring — what the coach would advise "
                  "— and stays only when its hand's prospects are at least middling, even when staying is free, so "
                  "now and then it folds a hand that could have won."),
        "loose": _("Never folds, and replaces cards by the rule of thumb."),
        "cautious": _("Plays on only with a pair of jacks or better before the draw and two pair or better after it, "
                      "and folds everything else — even when staying is free."),
        "expert": _("Never folds when staying is free; with chips it stays only when its chance of winning times the "
                    "pot is worth the point. It keeps what the advisor's exact odds rank best against the players "
                    "still in, valued by the table's scoring, and reads how many cards each of them replaced."),
    },
    "updown": {
        "honest": _("Never bluffs, and challenges only what it knows loses a challenge: a declaration below the "
                    "target (UD-12), or a rank whose four cards it can see."),
        "reckoner": _("Estimates from the cards it cannot see how likely a challenge of a declaration is to succeed, "
                      "and challenges when that is more likely than not — or, when it is the player's last card, "
                      "at anything over one in ten, and always when nobody is asked after it (UD-14). With nothing at "
                      "or above the target it declares the target itself."),
        "bluffer": _("Lies when it has nothing at or above the target, and now and then when it has. It challenges a "
                     "big jump, a declaration below the target, a rank whose four cards it can see and a player about "
                     "to go out, and a few others at random."),
        "expert": _("Counts every card it has seen, reads how each player bluffs and challenges, and plays each of its "
                    "choices out many times before it decides."),
    },
}


@dataclass(frozen=True)
class BotProfile:
    """One bot: its game, its personality (the engine's name), how it decides, and its ratings by scoring."""

    game: GameName
    personality: str
    description: Text

    def name(self, lang: Lang = "en") -> str:
        """Its name in ``lang`` ("loose", "大胆派")."""
        return BotName(self.personality).localized(check_lang(lang))

    def describe(self, lang: Lang = "en") -> str:
        """How it decides, in ``lang``."""
        return self.description.render(check_lang(lang))

    def rating(self, scoring: object = None) -> BotRating:
        """Its measured strength under ``scoring`` (a scoring's name or a table's rules; default: the
        game's default scoring)."""
        return next(r for r in bot_ratings(self.game, scoring) if r.personality == self.personality)

    def strength_text(self, scoring: object = None) -> Text:
        """Its rating with its 95% range: "1702 (95% sure 1650–1760)"."""
        rated = self.rating(scoring)
        low, high = rated.points_range
        return _("{points} (95% sure {low}–{high})", points=rated.points, low=low, high=high)


def profile(game: GameName, personality: str) -> BotProfile:
    """The profile of one bot of ``game``."""
    check_choice(game, "game", tuple(SCORINGS))
    described = DESCRIPTIONS[game]
    check_choice(personality, "personality", tuple(described))
    return BotProfile(game, personality, described[personality])


def profiles(game: GameName, scoring: object = None) -> tuple[BotProfile, ...]:
    """Every bot of ``game``, strongest first under ``scoring`` (see :func:`engine.ratings.scoring_of`)."""
    check_choice(game, "game", tuple(SCORINGS))
    scoring_of(game, scoring)
    return tuple(profile(game, r.personality) for r in bot_ratings(game, scoring))
