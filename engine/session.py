"""A learner's game against bots, as a screen plays it: one typed, frozen record per moment.

The learner sits at seat 0; the bots take the other seats. Every step returns a new
:class:`Session` — the learner's move (:meth:`Session.act`), the bots carrying on after a pause
(:meth:`Session.carry_on`), the coach (:meth:`Session.ask_coach`), a bot finishing the learner's game
(:meth:`Session.autoplay`) — and leaves the one before it as it was, so a screen keeps one session and
replaces it on each click. What seat 0 heard at the last step is :attr:`Session.told` (the narrator's
sentences, seats named when rendered), everything it heard :attr:`Session.log`; what the bots did, with
their reasons, :attr:`Session.said` (and :meth:`Session.reasons`: those that may be shown now).

The game is either game's state (the :class:`~engine.game.Game` protocol); what differs between the
games — their bots, narrator, coach, where the bots pause — comes in a :class:`PlayKit`
(:data:`engine.draw.play.KIT`, :data:`engine.updown.play.KIT`). The session owns two conventions: each
bot is seeded ``"{seed}/{seat}"`` (:func:`bot_seed`), so the same seed and the same moves give the same
game; and the opponents of a level are the rated bots (:func:`levels`), weakest first, one personality
for every seat or a mix of all (:func:`opponents`).

>>> from engine.updown import UpDownRules, pass_
>>> from engine.updown.play import KIT
>>> s = Session.start(KIT, UpDownRules(players=3, first_player=0), seed=4, level="honest")
>>> s.opponents, s.game.to_act
(('honest', 'honest'), 0)
>>> s.act(pass_(0)).refusal.rule, s.act(pass_(0)).game is s.game     # refused: the game is unchanged
('UD-10', True)
>>> done = s.autoplay()
>>> done.is_over, done.result is None                # a game the learner did not finish counts for nothing
(True, True)

A session can be kept as a plain record (:meth:`Session.record`: what JSON holds — the rules, the seed,
the bots, every move) and made again from it (:meth:`Session.restore`), and any moment at which the
learner decided can be played again (:meth:`Session.at`): both replay the game from its seed with the
bots seeded as they were, so the cards and the bots' moves come out the same. A game played again
from an earlier moment is practice: it counts for no rating (the learner has seen how it went).

>>> again = done.at(0)
>>> again.game.history, again.game.hands == s.game.hands, again.practice, again.autoplay().result
([], True, True, None)
>>> Session.restore(KIT, done.record()).game == done.game
True
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .bots import Bot, BotMove, run_bots
from .errors import IllegalMove, Refusal, check_choice, check_int, check_seed
from .game import replay
from .i18n import Lang, Seat, Text, _, check_lang, excerpt, render
from .narrate import mention
from .ratings import BotName, BotRating, GameName, GameResult, bot_ratings, scoring_of

YOU = 0
"""The learner's seat."""

def _never(state: Any) -> bool:
    return False


def _when_over(state: Any, move: BotMove) -> bool:
    return bool(state.is_over)


class SessionRecordError(Refusal):
    """A kept session (:meth:`Session.record`) that cannot be made into a game again: not a session's
    record, for another game, or moves that no longer replay as they were played."""


@dataclass(frozen=True)
class PlayKit:
    """What one game gives a session: its name in the ratings, its bots, its narrator and coach.

    ``new_game(rules, seed)`` deals; ``tell(events, names, you)`` turns seat 0's events into sentences;
    ``now(view, names)`` says what seat 0 may do now; ``hint(view, names)`` is the coach;
    ``summary(view, names, hints, own)`` the end (``own``: how many of seat 0's events are the learner's own,
    None when all are — after them the ``helper`` played the seat); ``winners(state)`` who won; ``helper`` the
    bot that plays the learner's seat on request; ``rules`` the game's rules record (a frozen dataclass);
    ``encode(action)`` an action as a short list of plain values and ``decode(list)`` the action back
    (a move that cannot be read is a ``ValueError`` or ``TypeError``), for a session kept as a record;
    ``pause(state)`` is where the bots stop so that the learner can look (five-card draw: a round's end);
    ``explained(state, move)`` whether a bot's reason may be shown now — a reason may name the bot's
    hidden cards (default: once the game is over)."""

    game: GameName
    new_game: Callable[[Any, int | str], Any]
    personalities: tuple[str, ...]
    make_bot: Callable[[str, int | str], Bot]
    tell: Callable[[Sequence[Any], Sequence[Any], int | None], list[Text]]
    now: Callable[[Any, Sequence[Any]], Text]
    hint: Callable[[Any, Sequence[Any]], list[Text]]
    summary: Callable[[Any, Sequence[Any], int, int | None], list[Text]]
    winners: Callable[[Any], tuple[int, ...]]
    helper: str
    rules: type
    encode: Callable[[Any], list[Any]]
    decode: Callable[[Sequence[Any]], Any]
    pause: Callable[[Any], bool] = _never
    explained: Callable[[Any, BotMove], bool] = _when_over


def _check_kit(kit: Any) -> PlayKit:
    if not isinstance(kit, PlayKit):
        raise TypeError(f"kit must be a PlayKit (engine.draw.play.KIT or engine.updown.play.KIT), not {excerpt(kit)}")
    return kit


def levels(kit: PlayKit, rules: object = None) -> tuple[BotRating, ...]:
    """The game's rated bots that a learner can play against, weakest first, as rated under the
    scoring of ``rules`` (the table's rules record, or a scoring's name: see
    :func:`engine.ratings.scoring_of`; None: the default scoring) — in five-card draw the bots that
    are strongest when staying is free are not the strongest with chips.

    >>> from engine.draw.play import KIT
    >>> [r.personality for r in levels(KIT)][0]
    'cautious'
    """
    kit = _check_kit(kit)
    return tuple(r for r in sorted(bot_ratings(kit.game, rules), key=lambda r: r.strength)
                 if r.personality in kit.personalities)


def opponents(kit: PlayKit, level: str, seats: int, rules: object = None) -> tuple[str, ...]:
    """The bots for ``seats`` opponents at ``level``: one personality's name for every seat, or
    ``"mix"``: every level in turn (:func:`levels` under ``rules``), from the weakest, starting at the
    learner's left.

    >>> from engine.updown.play import KIT
    >>> opponents(KIT, "mix", 3) == tuple(r.personality for r in levels(KIT)[:3])
    True
    >>> opponents(KIT, "shark", 2)          # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: level must be "mix" or "bluffer" or ... or "expert", not 'shark'
    """
    styles = [r.personality for r in levels(kit, rules)]
    check_choice(level, "level", ("mix", *styles))
    check_int(seats, "seats", 1)
    return tuple(styles[s % len(styles)] if level == "mix" else level for s in range(seats))


def bot_seed(seed: int | str, seat: int) -> str:
    """The seed of the bot at ``seat`` in a game dealt from ``seed``.

    >>> bot_seed(7, 2)
    '7/2'
    """
    return f"{check_seed(seed)}/{check_int(seat, 'seat', 0)}"


def in_words(message: Any, lang: Lang, names: Sequence[str]) -> str:
    """An engine message as the learner reads it in ``lang``: a :class:`~engine.i18n.Text`, a refusal
    (:class:`~engine.errors.Refusal`) or a bot's move (its reason), the players named by seat with
    ``names``. In English the learner's seat is "you", with its verbs put right.

    >>> from engine.errors import IllegalMove
    >>> from engine.i18n import _
    >>> err = IllegalMove(0, _("fold"), _("it is {who}'s turn", who=Seat(2)), "FD-7")
    >>> in_words(err, "en", ["You", "Bo", "Cy"]), in_words(err, "zh", ["你", "乙", "丙"])
    ("You cannot fold: it is Cy's turn (FD-7)", '你不能弃牌：现在轮到丙（FD-7）')
    """
    lang = check_lang(lang)
    if isinstance(message, BotMove):
        text: Any = message.said if message.said is not None else message.reason
    elif isinstance(message, Refusal):
        text = message.text
    elif isinstance(message, Text | str):
        text = message
    else:
        raise TypeError(f"message must be an engine Text, a refusal or a bot's move, not {excerpt(message)}")
    if lang == "en":
        return mention(str(render(text, "en")), names, you=YOU)
    return str(render(text, lang, names))


_GAME_NAMES = {"draw": _("five-card draw"), "updown": _("一上一下")}


def _plain(value: Any) -> Any:
    """A rules field as JSON holds it: tuples as lists."""
    return [_plain(v) for v in value] if isinstance(value, tuple | list) else value


def _rules(kit: PlayKit, kept: Any) -> Any:
    """The game's rules record from its fields as :meth:`Session.record` kept them (the rules check
    their own values)."""
    if not isinstance(kept, Mapping):
        raise TypeError(f"rules must be a mapping of the rules' fields, not {excerpt(kept)}")
    known = {f.name for f in fields(kit.rules)}
    unknown = sorted(str(k) for k in kept if k not in known)
    if unknown:
        raise ValueError(f"rules: no such house rule as {', '.join(unknown)}")
    return kit.rules(**{k: tuple(v) if isinstance(v, list) else v for k, v in kept.items()})


def _replayed(kit: PlayKit, start: Any, seed: int | str, picks: tuple[str, ...], moves: Sequence[Any],
              setup: Mapping[str, Any]) -> Session:
    """A new session from ``start`` with its bots seeded as :meth:`Session.start` seeds them, the
    learner making the learner's ``moves`` (the bots make theirs again), until the moves run out or no
    longer match what is played."""
    session = Session._dealt(kit, start, seed, picks, setup)
    while len(session.game.history) < len(moves):
        done = len(session.game.history)
        if list(session.game.history) != list(moves[:done]):
            break
        if session.your_turn:
            after = session.act(moves[done])
            if after.refusal is not None:
                break
            session = after
        elif session.paused:
            session = session.carry_on()
        else:
            break
    return session


@dataclass(frozen=True)
class Session:
    """One moment of a learner's game (seat 0) against bots; every step returns a new one.

    Two sessions are equal when their games, stories and counts are: the bots (their random streams)
    and the last refusal are left out. Start one with :meth:`start`."""

    kit: PlayKit
    seed: int | str
    opponents: tuple[str, ...]
    game: Any
    bots: Mapping[int, Bot] = field(compare=False, repr=False)
    said: tuple[BotMove, ...] = ()
    told: tuple[Text, ...] = ()
    log: tuple[Text, ...] = ()
    heard: int = 0                            # how many of seat 0's events the narrator has told
    coach: tuple[Text, ...] = ()              # the coach's advice for this decision (empty: not asked)
    hints: int = 0                            # the decisions the learner asked the coach about
    coached: int = -1                         # the last decision counted (the game's number of actions then)
    refusal: IllegalMove | None = field(default=None, compare=False)   # the learner's last move, refused
    autoplayed: bool = False                  # a bot finished the learner's game
    took_over: int | None = None              # when it did: the moment (see :meth:`at`), None if not known
    setup: Mapping[str, Any] = field(default_factory=dict)   # what the screen chose, kept for comparison
    practice: bool = False                    # played again from an earlier moment (see :meth:`at`)

    @classmethod
    def start(cls, kit: PlayKit, rules: Any, seed: int | str, level: str = "mix",
              setup: Mapping[str, Any] | None = None) -> Session:
        """A new game under ``rules`` (the game's rules record), dealt from ``seed``, against bots of
        ``level`` (see :func:`opponents`); the bots play until it is the learner's turn. ``setup``: what
        the screen chose, kept as it was for :attr:`setup`."""
        kit = _check_kit(kit)
        if setup is not None and not isinstance(setup, Mapping):
            raise TypeError(f"setup must be a mapping of the screen's choices, or None, not {excerpt(setup)}")
        check_seed(seed)
        game = kit.new_game(rules, seed)
        picks = opponents(kit, level, game.rules.players - 1, game.rules)
        return cls._dealt(kit, game, seed, picks, dict(setup or {}))

    @classmethod
    def _dealt(cls, kit: PlayKit, game: Any, seed: int | str, picks: tuple[str, ...],
               setup: Mapping[str, Any]) -> Session:
        bots = {s: kit.make_bot(p, bot_seed(seed, s)) for s, p in enumerate(picks, start=1)}
        fresh = cls(kit, seed, picks, game, bots, setup=setup)
        return fresh._played_on(game, bots)

    # ---- what a screen shows --------------------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats as the narrator names them, rendered with the players' names when shown."""
        return tuple(Seat(s) for s in range(len(self.opponents) + 1))

    @property
    def view(self) -> Any:
        """What seat 0 may see now."""
        return self.game.view(YOU)

    @property
    def is_over(self) -> bool:
        return bool(self.game.is_over)

    @property
    def your_turn(self) -> bool:
        """Whether the game waits for the learner."""
        return not self.is_over and self.game.to_act == YOU

    @property
    def paused(self) -> bool:
        """Whether the bots stopped for the learner to look (:meth:`carry_on` goes on)."""
        return not self.is_over and self.game.to_act in self.bots and self.kit.pause(self.game)

    def now(self) -> Text:
        """What the learner may do now, or whom the table waits for."""
        return self.kit.now(self.view, self.seats)

    def summary(self) -> list[Text]:
        """The game's end, told to seat 0 (empty while it goes on): what the learner did, and what the
        helper bot did after it took the learner's seat (:meth:`autoplay`)."""
        if not self.is_over:
            return []
        own = None
        if self.autoplayed:
            own = 0 if self.took_over is None else len(
                replay(self.game.start, self.game.history[:self.took_over]).view(YOU).events)
        return self.kit.summary(self.view, self.seats, self.hints, own)

    def yours(self, moment: int) -> bool:
        """Whether the learner made the decision at ``moment`` (a review's
        :attr:`~engine.review.Decision.moment`) themselves: not when a bot had taken their seat
        (:meth:`autoplay`) — a review looks back on the learner's decisions only.

        >>> from engine.updown import UpDownRules
        >>> from engine.updown.play import KIT
        >>> s = Session.start(KIT, UpDownRules(players=3, first_player=0), seed=4, level="honest")
        >>> s.yours(0), s.autoplay().yours(0), s.autoplay().took_over
        (True, False, 0)
        """
        if not self.autoplayed:
            return True
        return self.took_over is not None and moment < self.took_over

    def reasons(self) -> tuple[BotMove, ...]:
        """The bots' moves whose reasons may be shown now (not the learner's seat, not a reason that
        could name cards the learner has not seen yet)."""
        return tuple(m for m in self.said if m.seat != YOU and self.kit.explained(self.game, m))

    @property
    def shared(self) -> bool:
        """Whether the game ended with more than one winner."""
        return self.is_over and len(self.kit.winners(self.game)) > 1

    @property
    def result(self) -> GameResult | None:
        """The finished game for the learner's rating: None while it goes on, when a bot finished it
        for the learner, when the win is shared, or for practice (a game played again from an earlier
        moment, :meth:`at`)."""
        if not self.is_over or self.autoplayed or self.practice:
            return None
        winners = self.kit.winners(self.game)
        if len(winners) != 1:
            return None
        return GameResult(self.opponents, winners == (YOU,), scoring_of(self.kit.game, self.game.rules))

    # ---- steps --------------------------------------------------------------------------------

    def act(self, action: Any) -> Session:
        """The learner's move, then the bots' until it is the learner's turn again (or a pause, or
        the end). A move against the rules is not applied: the session that comes back holds it in
        :attr:`refusal` (the engine's :class:`~engine.errors.IllegalMove`, with its rule), and its game
        is this one's. An action for another seat than the learner's is a ``ValueError``; anything
        that is not one of the game's actions a ``TypeError``."""
        seat = getattr(action, "seat", YOU)
        if seat != YOU:
            raise ValueError(f"action must be the learner's (seat {YOU}), not seat {excerpt(seat)}'s: "
                             f"the bots play the other seats")
        try:
            game = self.game.apply(action)
        except IllegalMove as err:
            return replace(self, refusal=err)
        return self._played_on(game, self._copied_bots())

    def carry_on(self) -> Session:
        """After a pause (a round's result), the bots go on: a bot dealer deals the next round. When
        the bots have not paused (the learner's turn, the end) there is nothing to carry on: this
        session comes back."""
        if not self.paused:
            return self
        bots = self._copied_bots()
        game, dealt = run_bots(self.game, bots, limit=1)
        return self._played_on(game, bots, dealt)

    def autoplay(self) -> Session:
        """The kit's helper bot plays the learner's seat to the end; the game then counts for no
        rating. A game already over comes back as it is."""
        if self.is_over:
            return self
        bots = self._copied_bots()
        helper = self.kit.make_bot(self.kit.helper, bot_seed(self.seed, YOU))
        game, said = run_bots(self.game, {YOU: helper, **bots})
        moved = self._moved(game, said, bots)
        # said last, where a screen showing the story's end sees it (the whole rest of the game is told at once)
        told = (*moved.told, self._handed())
        return replace(moved, told=told, log=self.log + told, autoplayed=True, took_over=len(self.game.history))

    def ask_coach(self) -> Session:
        """The coach's advice on what the learner sees now. It counts in :attr:`hints` once per
        decision of the learner's, however often it is asked."""
        decision = len(self.game.history)
        counted = self.your_turn and self.coached != decision
        return replace(self, coach=tuple(self.kit.hint(self.view, self.seats)), refusal=None,
                       hints=self.hints + int(counted), coached=decision if counted else self.coached)

    # ---- again, and kept ----------------------------------------------------------------------

    def at(self, moment: int) -> Session:
        """This game again from ``moment`` (how many actions it had applied; a review's
        :attr:`~engine.review.Decision.moment`), a moment when the learner decided: the same cards,
        the learner's hand and everything the learner knew as it was then, the bots as they were. It
        is practice: it counts for no rating, however it ends.

        >>> from engine.updown import UpDownRules
        >>> from engine.updown.play import KIT
        >>> s = Session.start(KIT, UpDownRules(players=3, first_player=1), seed=4, level="honest")
        >>> s.at(0)
        Traceback (most recent call last):
        ...
        ValueError: moment must be one at which the learner decided (the learner's turn), not 0
        """
        check_int(moment, "moment", 0, len(self.game.history))
        history = list(self.game.history)
        again = _replayed(self.kit, self.game.start, self.seed, self.opponents, history[:moment], self.setup)
        if len(again.game.history) != moment or not again.your_turn:
            raise ValueError(f"moment must be one at which the learner decided (the learner's turn), not {moment}")
        return replace(again, practice=True)

    def record(self) -> dict[str, Any]:
        """The session as plain values that JSON can hold: the game, its rules, the seed, the bots, every
        move, and what the screen counts (the coach's hints, whether a bot or practice). The bots'
        reasons and the narrator's story are not kept: :meth:`restore` tells them again.

        >>> from engine.draw import DrawRules, stay
        >>> from engine.draw.play import KIT
        >>> kept = Session.start(KIT, DrawRules(players=3), seed=7, level="loose").act(stay(0)).record()
        >>> kept["game"], kept["rules"]["players"], kept["opponents"], kept["moves"][:3]
        ('draw', 3, ['loose', 'loose'], [['stay', 1], ['stay', 2], ['stay', 0]])
        """
        rules = self.game.rules
        return {"game": self.kit.game, "rules": {f.name: _plain(getattr(rules, f.name)) for f in fields(rules)},
                "seed": self.seed, "opponents": list(self.opponents),
                "moves": [self.kit.encode(a) for a in self.game.history], "hints": self.hints, "coached": self.coached,
                "autoplayed": self.autoplayed, "took_over": self.took_over, "practice": self.practice,
                "setup": dict(self.setup)}

    @classmethod
    def restore(cls, kit: PlayKit, record: Any) -> Session:
        """The session :meth:`record` kept, played again from its seed: the same game, move for move,
        the bots as they were. A record that is not one, or whose moves no longer replay as they were
        played (bots changed since), is a :class:`SessionRecordError`; nothing is half made.

        >>> from engine.draw.play import KIT
        >>> Session.restore(KIT, {"game": "updown"})
        Traceback (most recent call last):
        ...
        engine.session.SessionRecordError: the kept game is not a game of this lesson (five-card draw)
        """
        kit = _check_kit(kit)
        if not isinstance(record, Mapping):
            raise SessionRecordError(_("the kept game is not a game's record"))
        if record.get("game") != kit.game:
            raise SessionRecordError(_("the kept game is not a game of this lesson ({game})",
                                       game=_GAME_NAMES.get(kit.game, kit.game)))
        try:
            rules = _rules(kit, record["rules"])
            seed, opponents = check_seed(record["seed"]), record["opponents"]
            if (not isinstance(opponents, list) or len(opponents) != rules.players - 1
                    or not all(p in kit.personalities for p in opponents)):
                raise ValueError(f"opponents: {excerpt(opponents)}")
            moves = record["moves"]
            if not isinstance(moves, list):
                raise TypeError(f"moves: {excerpt(moves)}")
            actions = [kit.decode(m) for m in moves]
            hints, flags = record.get("hints", 0), (record.get("autoplayed", False), record.get("practice", False))
            coached = record.get("coached", -1)
            check_int(hints, "hints", 0)
            check_int(coached, "coached", -1)
            if not all(isinstance(f, bool) for f in flags):
                raise TypeError(f"autoplayed, practice: {excerpt(flags)}")
            took_over = record.get("took_over")          # kept since the third native read: None before
            if took_over is not None:
                check_int(took_over, "took_over", 0, len(moves))
            setup = record.get("setup", {})
            if not isinstance(setup, Mapping) or not all(isinstance(k, str) for k in setup):
                raise TypeError(f"setup: {excerpt(setup)}")
            start = kit.new_game(rules, seed)
        except (KeyError, TypeError, ValueError) as err:
            raise SessionRecordError(_("the kept game cannot be read ({problem})",
                                       problem=str(err)[:160])) from None
        again = _replayed(kit, start, seed, tuple(opponents), actions, dict(setup))
        if list(again.game.history) != actions:
            raise SessionRecordError(_("the kept game no longer plays out as it was played: the lessons have "
                                       "changed since it was kept"))
        if flags[0] and again.is_over:                  # told again, the bot's part is said to be the bot's
            again = replace(again, told=(*again.told, again._handed()), log=(*again.log, again._handed()))
        return replace(again, hints=hints, coached=coached, autoplayed=flags[0], practice=flags[1],
                       took_over=took_over if flags[0] else None)

    # ---- inside -------------------------------------------------------------------------------

    def _handed(self) -> Text:
        return _("You handed your seat to the {bot} bot: every “you” after that was the bot playing for you.",
                 bot=BotName(self.kit.helper))

    def _copied_bots(self) -> dict[int, Bot]:
        # bots keep a random stream and their last reason: each session keeps its own, so that an
        # earlier moment, played again, plays the same
        return {seat: copy.deepcopy(bot) for seat, bot in self.bots.items()}

    def _played_on(self, game: Any, bots: dict[int, Bot], said: Sequence[BotMove] = ()) -> Session:
        """The bots play on from ``game`` until the learner's turn, a pause or the end."""
        game, more = run_bots(game, bots, stop=self.kit.pause)
        return self._moved(game, [*said, *more], bots)

    def _moved(self, game: Any, said: Sequence[BotMove], bots: dict[int, Bot]) -> Session:
        seen = game.view(YOU).events
        told = tuple(self.kit.tell(seen[self.heard:], self.seats, YOU))
        return replace(self, game=game, bots=bots, said=self.said + tuple(said), told=told, log=self.log + told,
                       heard=len(seen), coach=(), refusal=None)
