"""The learner's progress, kept: finished exercises, each game's results (the rating), the game in progress.

Where it is kept is chosen by where the lesson runs:

* **served by marimo** (``marimo run lessons/``, ``marimo edit``): one file per browser, never one for the
  whole server (on a classroom network every student's browser has its own), in the serving machine's
  data folder, ``FOLDER/browsers/<id>.json`` — the id is made once by the browser (see :data:`COOKIE`);
  ``FOLDER`` is ``$CARDSCHOOL_DATA`` when it is set (the tests set it to a temporary folder), else
  ``$XDG_DATA_HOME/cardschool`` (``~/.local/share/cardschool``), on macOS
  ``~/Library/Application Support/cardschool``, on Windows ``%APPDATA%\\cardschool``;
* **in the live lessons** (Pyodide): in the browser's own storage, IndexedDB — marimo runs the
  lesson's Python in a web worker, where ``localStorage`` does not exist;
* **headless** (``app.run()``, ``marimo export``): in memory — or in ``$CARDSCHOOL_DATA`` if set.

Every change is made afresh on what is kept (read, changed, written whole: the file atomically, the
browser's under a lock across tabs), so two lessons open at once never undo each other. The
document has a format and a version (:data:`FORMAT`, :data:`VERSION`) and is checked whenever it is
read (:func:`checked`): a kept document that cannot be read is put aside (``progress.unreadable-….json``
beside the file; another key in the browser) and a fresh one begun, with a notice saying so; a file
loaded by the learner (:meth:`Store.load`) that is not a cardschool progress file, or is broken, is
refused with a clear message in the reader's language, and nothing changes.

From any lesson::

    saved = await kit.progress.opened()            # once, in a cell (in the browser it waits for the storage)
    saved.done("03_replacing_cards", "keep-2")     # an exercise finished (or kit.progress.done(…))
    saved.finished("03_replacing_cards")           # frozenset({'keep-2'})

>>> store = Store(Memory())
>>> store.done("03_replacing_cards", "keep-2"); store.done("03_replacing_cards", "keep-2")
>>> store.finished("03_replacing_cards"), store.is_done("03_replacing_cards", "keep-1")
(frozenset({'keep-2'}), False)
>>> from engine.ratings import GameResult
>>> store.add_result("updown", GameResult(("honest", "bluffer"), True))
>>> store.results("updown")
(GameResult(opponents=('honest', 'bluffer'), won=True, scoring='win'),)
>>> again = Store(Memory())
>>> print(again.load(store.export()).render("en", catalog=MESSAGES))
Loaded from the file: 1 result of 一上一下 and 1 finished exercise.
>>> again.load(b'{"hello": 1}')
Traceback (most recent call last):
...
_progress.ProgressError: This is not a cardschool progress file: it was not saved by these lessons.
"""

from __future__ import annotations

import asyncio
import copy
import json
import os
import re
import sys
import tempfile
import threading
import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, NamedTuple

from _lesson_catalog import MESSAGES
from engine.draw.scoresheet import ScoreSheet, ScoreSheetError
from engine.i18n import Joined, Lang, Text, check_lang
from engine.ratings import SCORINGS, GameResult, bot_ratings, learner_rating
from engine.session import PlayKit, Session, SessionRecordError
from engine.updown.referee import Referee

FORMAT = "cardschool progress"
VERSION = 1
ENV = "CARDSCHOOL_DATA"
FILE = "progress.json"
GAMES = ("draw", "updown")
LARGEST = 4_000_000           # bytes: a file bigger than this is no progress file of ours
MOST = 20_000                 # the most entries any list may hold (results, moves, exercises)



@dataclass(frozen=True)
class KitText(Text):
    """A message of the lessons' kit: its Chinese is in kit.po (the lessons' catalog), also when it is a
    field of another message."""

    def render(self, lang: Lang = "en", names: Sequence[str] | None = None,
               catalog: Mapping[str, str] | None = None) -> str:
        return super().render(lang, names, MESSAGES if catalog is None else catalog)


def _(msgid: str, /, **fields: Any) -> KitText:
    """A message of the lessons' kit (its Chinese in kit.po), rendered when shown."""
    return KitText(msgid, tuple(fields.items()))


def ntr(singular: str, plural: str, n: int, /, **fields: Any) -> KitText:
    """A message of the lessons' kit whose English depends on a count ``{n}``."""
    return KitText(singular, tuple(fields.items()), plural, n)


# the names of the games as the old downloads (before the store had a format) wrote them
_OLD_NAMES = {"five-card draw": "draw", "一上一下": "updown"}
_GAME_WORDS = {"draw": _("five-card draw"), "updown": _("一上一下")}


def say(text: Text, lang: Lang) -> str:
    """A message of this module in the reader's language."""
    return text.render(check_lang(lang), catalog=MESSAGES)


class ProgressError(ValueError):
    """A progress document that cannot be used, with the reason in words (``err.text``)."""

    def __init__(self, text: Text):
        self.text = text
        super().__init__(text.render("en", catalog=MESSAGES))

    def localized(self, lang: Lang) -> str:
        return say(self.text, lang)


class Notice(NamedTuple):
    """Something the reader should be told about their progress: ``kind`` is a callout's ("info",
    "warn", "success", "danger"), ``text`` the message."""

    kind: Literal["info", "warn", "success", "danger"]
    text: Text

    def localized(self, lang: Lang) -> str:
        return say(self.text, lang)


# ---- the document ------------------------------------------------------------------------------------

def empty() -> dict[str, Any]:
    """A document with nothing in it yet."""
    return {"format": FORMAT, "version": VERSION, "exercises": {}, "games": {}}


def _list(value: Any, what: Text) -> list[Any]:
    if not isinstance(value, list):
        raise ProgressError(_("The file is broken: {what} should be a list.", what=what))
    if len(value) > MOST:
        raise ProgressError(_("The file is broken: {what} holds more than {most} entries.", what=what, most=MOST))
    return value


def _text(value: Any, what: Text, longest: int = 100) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= longest:
        raise ProgressError(_("The file is broken: {what} should be a short text.", what=what))
    return value


def _results(value: Any, game: str) -> list[dict[str, Any]]:
    known = {r.personality for r in bot_ratings(game)}
    out = []
    for entry in _list(value, _("the results of {game}", game=_GAME_WORDS[game])):
        # a result kept before results named their scoring was played under the default ("win")
        if (not isinstance(entry, Mapping) or not {"opponents", "won"} <= set(entry) <= {"opponents", "won", "scoring"}
                or entry.get("scoring", "win") not in SCORINGS[game] or not isinstance(entry["won"], bool)
                or not isinstance(entry["opponents"], list) or not 1 <= len(entry["opponents"]) <= 5
                or not all(isinstance(p, str) and p in known for p in entry["opponents"])):
            raise ProgressError(_("The file is broken: a result of {game} is not a game against the lessons' "
                                  "bots.", game=_GAME_WORDS[game]))
        out.append({"opponents": list(entry["opponents"]), "won": entry["won"], "scoring": entry.get("scoring", "win")})
    return out


def _kept_game(value: Any, game: str) -> dict[str, Any] | None:
    """A kept session's record (:meth:`engine.session.Session.record`), checked for its shape: whether
    its moves still replay is found when it is resumed (:func:`resume`)."""
    if value is None:
        return None
    shape = {"rules": Mapping, "opponents": list, "moves": list, "setup": Mapping}
    if (not isinstance(value, Mapping) or value.get("game") != game
            or not all(isinstance(value.get(k), t) for k, t in shape.items())
            or isinstance(value.get("seed"), bool) or not isinstance(value.get("seed"), int | str)
            or not all(isinstance(value.get(k, False), bool) for k in ("autoplayed", "practice"))
            or not all(isinstance(value.get(k, 0), int) and not isinstance(value.get(k, 0), bool)
                       for k in ("hints", "coached"))
            or not (value.get("took_over") is None
                    or isinstance(value["took_over"], int) and not isinstance(value["took_over"], bool))):
        raise ProgressError(_("The file is broken: the game in progress of {game} cannot be read.",
                              game=_GAME_WORDS[game]))
    _list(value["moves"], _("the moves of a game"))
    return json.loads(json.dumps(value))          # a copy of plain values


def checked(document: Any) -> dict[str, Any]:
    """``document`` if it is a cardschool progress document of a version this code reads — as a fresh
    copy, normalised — else a :class:`ProgressError` saying why.

    >>> checked({"format": FORMAT, "version": 2})
    Traceback (most recent call last):
    ...
    _progress.ProgressError: This progress file was made by a newer version of cardschool (format 2): this one reads 1.
    >>> checked({**empty(), "games": {"draw": {"results": [{"opponents": ["shark"], "won": True}]}}})
    Traceback (most recent call last):
    ...
    _progress.ProgressError: The file is broken: a result of five-card draw is not a game against the lessons' bots.
    """
    if not isinstance(document, Mapping):
        raise ProgressError(_("This is not a cardschool progress file: it holds no record of a learner's progress."))
    if document.get("format") != FORMAT:
        raise ProgressError(_("This is not a cardschool progress file: it was not saved by these lessons."))
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ProgressError(_("The file is broken: its format version is not a whole number."))
    if version > VERSION:
        raise ProgressError(_("This progress file was made by a newer version of cardschool (format {version}): this "
                              "one reads {ours}.", version=version, ours=VERSION))
    unknown = set(document) - {"format", "version", "exercises", "games", "sheet", "referee", "saved", "ratings"}
    if unknown:
        raise ProgressError(_("The file is broken: it holds {what}, which a progress file does not.",
                              what=", ".join(sorted(map(str, unknown)))[:80]))
    out = empty()
    exercises = document.get("exercises", {})
    if not isinstance(exercises, Mapping):
        raise ProgressError(_("The file is broken: {what} should be a list.", what=_("the finished exercises")))
    for lesson, done in exercises.items():
        out["exercises"][_text(lesson, _("a lesson's name"))] = [
            _text(e, _("an exercise's name")) for e in _list(done, _("a lesson's finished exercises"))]
    games = document.get("games", {})
    if not isinstance(games, Mapping) or not set(games) <= set(GAMES):
        raise ProgressError(_("The file is broken: it keeps games that the lessons do not play."))
    for game, kept in games.items():
        if not isinstance(kept, Mapping) or not set(kept) <= {"results", "game"}:
            raise ProgressError(_("The file is broken: the record of {game} cannot be read.", game=_GAME_WORDS[game]))
        out["games"][game] = {"results": _results(kept.get("results", []), game),
                              "game": _kept_game(kept.get("game"), game)}
    sheet = document.get("sheet")
    if sheet is not None:
        # the teacher's score sheet (lesson 05: engine.draw.scoresheet.ScoreSheet.record), checked for its
        # shape; whether its rounds still record is found when it is restored
        if (not isinstance(sheet, Mapping) or set(sheet) != {"players", "rules", "rounds"}
                or not isinstance(sheet["rules"], Mapping)):
            raise ProgressError(_("The file is broken: the score sheet cannot be read."))
        _list(sheet["players"], _("the players of the score sheet"))
        _list(sheet["rounds"], _("the rounds of the score sheet"))
        out["sheet"] = json.loads(json.dumps(sheet))          # a copy of plain values
    referee = document.get("referee")
    if referee is not None:
        # the teacher's referee (lesson 09: engine.updown.referee.Referee.record and the players' names),
        # checked for its shape; whether its entries still replay is found when it is restored
        if (not isinstance(referee, Mapping) or set(referee) != {"names", "rules", "leader", "entries"}
                or not isinstance(referee["rules"], Mapping)
                or not all(isinstance(n, str)
                           for n in _list(referee["names"], _("the players of the referee's game")))):
            raise ProgressError(_("The file is broken: the referee's game cannot be read."))
        _list(referee["entries"], _("the entries of the referee's game"))
        out["referee"] = json.loads(json.dumps(referee))      # a copy of plain values
    return out


def _old_download(document: Any) -> tuple[str, list[dict[str, Any]]] | None:
    """The results in a download made before the store had a format ({"game": "five-card draw", "games":
    [...], "rating": …}): the game and its results, or None if it is not one."""
    if (isinstance(document, Mapping) and document.get("game") in _OLD_NAMES and "format" not in document
            and isinstance(document.get("games"), list)):
        game = _OLD_NAMES[document["game"]]
        return game, _results(document["games"], game)
    return None


def parsed(data: bytes | str) -> Any:
    """The JSON in ``data``, or a :class:`ProgressError` saying it is not JSON at all."""
    if len(data) > LARGEST:
        raise ProgressError(_("This file is too large to be a cardschool progress file."))
    try:
        return json.loads(data)
    except (UnicodeDecodeError, ValueError):
        raise ProgressError(_("This is not a cardschool progress file: it is not a data file (JSON) at all.")) from None


# ---- where it is kept ---------------------------------------------------------------------------------

def data_folder() -> Path:
    """The folder the progress file is kept in (see the module's doc).

    >>> import os
    >>> os.environ[ENV] = "/tmp/somewhere"; str(data_folder())
    '/tmp/somewhere'
    >>> del os.environ[ENV]
    """
    chosen = os.environ.get(ENV)
    if chosen:
        return Path(chosen).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / "cardschool"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "cardschool"
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share") / "cardschool"


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S")


class Memory:
    """Kept in memory only: gone when the Python process ends."""

    where = "memory"

    def __init__(self) -> None:
        self.text: str | None = None
        self.aside: list[str] = []

    def read(self) -> str | None:
        return self.text

    def write(self, text: str) -> None:
        self.text = text

    def put_aside(self, text: str) -> str:
        self.aside.append(text)
        return f"memory #{len(self.aside)}"


class File:
    """Kept in a file, written whole and atomically (a new file moved into place)."""

    where = "file"

    def __init__(self, path: Path):
        self.path = path
        self.lock = threading.Lock()

    def read(self) -> str | None:
        try:
            return self.path.read_bytes().decode("utf-8", errors="replace")
        except FileNotFoundError:
            return None

    def write(self, text: str) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=self.path.parent, prefix=".progress-",
                                         suffix=".json", delete=False) as out:
            out.write(text)
        os.replace(out.name, self.path)

    def put_aside(self, text: str) -> str:
        """The unreadable file moved aside, as it is, byte for byte; where it went."""
        aside = self.path.with_name(f"progress.unreadable-{_stamp()}.json")
        os.replace(self.path, aside)
        return str(aside)


_INDEXEDDB = r"""
(() => {
  const NAME = "cardschool", STORE = "progress", KEY = "progress.json";
  const open = () => new Promise((ok, no) => {
    const asked = indexedDB.open(NAME, 1);
    asked.onupgradeneeded = () => asked.result.createObjectStore(STORE);
    asked.onsuccess = () => ok(asked.result);
    asked.onerror = () => no(asked.error);
  });
  const finished = (t) => new Promise((ok, no) => {
    t.oncomplete = () => ok();
    t.onerror = t.onabort = () => no(t.error);
  });
  async function read() {
    const db = await open();
    try {
      const t = db.transaction(STORE, "readonly");
      const asked = t.objectStore(STORE).get(KEY);
      await finished(t);
      return asked.result ?? null;
    } finally { db.close(); }
  }
  async function write(pairs) {
    const db = await open();
    try {
      const t = db.transaction(STORE, "readwrite");
      for (const [key, text] of pairs) t.objectStore(STORE).put(text, key === "" ? KEY : key);
      await finished(t);
    } finally { db.close(); }
  }
  // change(text or null) -> [[key, text], ...]: Python, run while no other tab changes the progress
  async function update(change) {
    const run = async () => { await write(change(await read())); };
    try { await (navigator.locks ? navigator.locks.request("cardschool-progress", run) : run()); }
    finally { change.destroy(); }
  }
  return { read, update };
})()
"""


class Browser:
    """Kept in the browser's IndexedDB (the live lessons' Python runs in a web worker): read once when
    the store opens, every change written under a lock shared by the browser's tabs."""

    where = "browser"

    def __init__(self) -> None:
        from pyodide.code import run_js  # type: ignore[import-not-found]

        self.js = run_js(_INDEXEDDB)

    async def load(self) -> str | None:
        text = await self.js.read()
        return None if text is None else str(text)

    def put_aside(self, text: str) -> str:
        key = f"progress.unreadable-{_stamp()}.json"
        self.update(lambda _before: [(key, text)])
        return key

    def update(self, change: Callable[[str | None], list[tuple[str, str]]]) -> None:
        from pyodide.ffi import create_proxy, to_js  # type: ignore[import-not-found]

        def run(before: Any) -> Any:
            return to_js([list(pair) for pair in change(None if before is None else str(before))])

        self.js.update(create_proxy(run)).catch(
            create_proxy(lambda err: print("cardschool: could not keep the progress:", err, file=sys.stderr)))


# ---- the store -----------------------------------------------------------------------------------------

class Store:
    """The learner's progress, kept where ``backend`` keeps it (:class:`File`, :class:`Memory` or
    :class:`Browser`). ``notice``: what the reader should hear about it (a kept document that could not
    be read and was put aside), once."""

    def __init__(self, backend: Memory | File | Browser):
        self.backend = backend
        self.notice: Notice | None = None
        self._mirror: dict[str, Any] | None = None        # the browser's document, as last read or written
        self._loading: asyncio.Future[None] | None = None
        self.waiting = False        # served: kept in memory until the browser says whose it is (:func:`claim`)
        self.nearby = True          # the reader is on the machine that keeps the file (served: a loopback address)

    @property
    def where(self) -> str:
        """"file", "browser" or "memory"."""
        return self.backend.where

    @property
    def path(self) -> Path | None:
        """The file the progress is kept in, if it is kept in one."""
        return self.backend.path if isinstance(self.backend, File) else None

    # -- reading and changing

    @staticmethod
    def _read(text: str | None) -> tuple[dict[str, Any], ProgressError | None]:
        """The document in ``text`` (a fresh one for nothing), or a fresh one and why ``text`` cannot be
        read: a kept document that cannot be read is put aside, never written over."""
        if text is None:
            return empty(), None
        try:
            return checked(parsed(text)), None
        except ProgressError as err:
            return empty(), err

    def _put_aside(self, text: str, problem: ProgressError) -> None:
        where = self.backend.put_aside(text)
        self.notice = Notice("warn", _("Your kept progress could not be read, so it was put aside untouched "
                                       "({where}) and a fresh record was begun. {why}", why=problem.text,
                                       where=where))

    async def ready(self) -> Store:
        """The store, once what is kept has been read (in the browser this waits for the storage)."""
        if isinstance(self.backend, Browser) and self._mirror is None:
            if self._loading is None:
                self._loading = asyncio.ensure_future(self._load_browser())
            await self._loading
        return self

    async def _load_browser(self) -> None:
        assert isinstance(self.backend, Browser)
        try:
            text = await self.backend.load()
        except Exception:                               # no storage here (a private window): keep it in memory
            self.notice = Notice("info", _("This browser does not let the lessons keep anything, so your progress "
                                           "is kept only while this page is open."))
            self.backend, text = Memory(), None         # type: ignore[assignment]
        doc, problem = self._read(text)
        if problem is not None and text is not None:
            self._put_aside(text, problem)
        self._mirror = doc

    def document(self) -> dict[str, Any]:
        """What is kept now (a copy: changing it changes nothing)."""
        if isinstance(self.backend, Browser):
            return copy.deepcopy(self._mirror if self._mirror is not None else empty())
        text = self.backend.read()
        doc, problem = self._read(text)
        if problem is not None and text is not None:
            self._put_aside(text, problem)
            self.backend.write(_dumped(doc))
        return doc

    def _change(self, change: Callable[[dict[str, Any]], None]) -> None:
        """Apply ``change`` to what is kept now, and keep the result."""
        if isinstance(self.backend, Browser):
            mirror = self._mirror if self._mirror is not None else empty()
            change(mirror)
            self._mirror = checked(mirror)

            def merged(before: str | None) -> list[tuple[str, str]]:
                doc, problem = self._read(before)
                change(doc)
                aside = [(f"progress.unreadable-{_stamp()}.json", before)] if problem and before is not None else []
                return [*aside, ("", _dumped(checked(doc)))]

            self.backend.update(merged)
            return
        lock = self.backend.lock if isinstance(self.backend, File) else threading.Lock()
        with lock:
            doc = self.document()
            change(doc)
            self.backend.write(_dumped(checked(doc)))

    # -- exercises

    def done(self, lesson: str, exercise: str) -> None:
        """Mark ``exercise`` of ``lesson`` (a lesson's file name without ``.py``) finished."""
        _name(lesson, "lesson")
        _name(exercise, "exercise")

        def mark(doc: dict[str, Any]) -> None:
            done = doc["exercises"].setdefault(lesson, [])
            if exercise not in done:
                done.append(exercise)

        self._change(mark)

    def finished(self, lesson: str) -> frozenset[str]:
        """The exercises of ``lesson`` marked finished."""
        return frozenset(self.document()["exercises"].get(_name(lesson, "lesson"), ()))

    def is_done(self, lesson: str, exercise: str) -> bool:
        return _name(exercise, "exercise") in self.finished(lesson)

    # -- games

    def results(self, game: str) -> tuple[GameResult, ...]:
        """The learner's rated results in ``game`` ("draw" or "updown"), oldest first."""
        kept = self.document()["games"].get(_game(game), {})
        return tuple(GameResult(tuple(r["opponents"]), r["won"], r.get("scoring", "win"))
                     for r in kept.get("results", ()))

    def add_result(self, game: str, result: GameResult) -> None:
        """One more rated result in ``game``."""
        if not isinstance(result, GameResult):
            raise TypeError(f"result must be a GameResult, not {type(result).__name__}")
        entry = {"opponents": list(result.opponents), "won": result.won, "scoring": result.scoring}
        self._change(lambda doc: _game_of(doc, _game(game))["results"].append(entry))

    def saved_game(self, game: str) -> dict[str, Any] | None:
        """The game of ``game`` kept to be resumed (a session's record), if any."""
        return self.document()["games"].get(_game(game), {}).get("game")

    def keep_game(self, game: str, session: Session | None) -> None:
        """Keep ``session`` as ``game``'s game to resume (None: none)."""
        record = None if session is None else session.record()

        def keep(doc: dict[str, Any]) -> None:
            _game_of(doc, _game(game))["game"] = record

        self._change(keep)

    # -- the teacher's score sheet (lesson 05)

    def saved_sheet(self) -> dict[str, Any] | None:
        """The score sheet kept (:meth:`engine.draw.scoresheet.ScoreSheet.record`), if any."""
        return self.document().get("sheet")

    def keep_sheet(self, record: Mapping[str, Any] | None) -> None:
        """Keep the score sheet ``record`` (None: none), unless it is the one kept already."""
        if record is not None and not isinstance(record, Mapping):
            raise TypeError(f"record must be a score sheet's record or None, not {type(record).__name__}")
        self._keep("sheet", None if record is None else json.loads(json.dumps(record)))

    # -- the teacher's referee (lesson 09)

    def saved_referee(self) -> dict[str, Any] | None:
        """The referee's game kept (:meth:`engine.updown.referee.Referee.record` and ``names``), if any."""
        return self.document().get("referee")

    def keep_referee(self, record: Mapping[str, Any] | None, names: Sequence[str]) -> None:
        """Keep the referee's game ``record`` (None: none) played by ``names``, unless it is kept already."""
        if record is not None and not isinstance(record, Mapping):
            raise TypeError(f"record must be a referee's record or None, not {type(record).__name__}")
        self._keep("referee", None if record is None else json.loads(json.dumps({**record, "names": list(names)})))

    def _keep(self, key: str, plain: Any) -> None:
        """Keep ``plain`` (JSON's own values; None: nothing) under ``key``, unless it is kept already."""
        if plain == self.document().get(key):
            return

        def keep(doc: dict[str, Any]) -> None:
            if plain is None:
                doc.pop(key, None)
            else:
                doc[key] = plain

        self._change(keep)

    def forget(self, game: str) -> None:
        """Start ``game`` afresh: its results and its kept game are forgotten (not the exercises)."""
        self._change(lambda doc: doc["games"].pop(_game(game), None))

    def reset(self) -> None:
        """Forget everything."""
        self._change(lambda doc: (doc.clear(), doc.update(empty())))

    # -- a file to take away, and to load back

    def export(self) -> bytes:
        """Everything kept, as a file to download: the document, when it was saved, and each game's rating
        for a reader of the file (ignored when it is loaded back)."""
        doc = self.document()
        ratings = {}
        for game, kept in doc["games"].items():
            results = [GameResult(tuple(r["opponents"]), r["won"], r.get("scoring", "win")) for r in kept["results"]]
            if results:
                rating = learner_rating(game, results)              # type: ignore[arg-type]
                ratings[game] = {"rating": rating.points, "games": rating.games, "summary": rating.summary()}
        out = {**doc, "saved": datetime.now(UTC).isoformat(timespec="seconds"), "ratings": ratings}
        return json.dumps(out, ensure_ascii=False, indent=1).encode("utf-8")

    def load(self, data: bytes | str) -> Text:
        """Replace what is kept with a file the learner saved (:meth:`export`; or an older download of one
        game's results, which replaces that game's results only). A file that is not one is refused
        with a :class:`ProgressError`, and nothing changes. Returns what was loaded, in words."""
        raw = parsed(data)
        old = _old_download(raw)
        if old is not None:
            game, results = old

            def take(doc: dict[str, Any]) -> None:
                _game_of(doc, game)["results"] = results

            self._change(take)
            return _loaded({game: len(results)}, 0, False)
        doc = checked(raw)

        def replace_all(kept: dict[str, Any]) -> None:
            kept.clear()
            kept.update(doc)

        self._change(replace_all)
        results = {g: len(k["results"]) for g, k in doc["games"].items()}
        exercises = sum(len(v) for v in doc["exercises"].values())
        return _loaded(results, exercises, any(k["game"] for k in doc["games"].values()))


def _loaded(results: Mapping[str, int], exercises: int, game: bool) -> Text:
    parts: list[Text] = []
    for name in GAMES:
        n = results.get(name, 0)
        if n:
            parts.append(ntr("{n} result of {game}", "{n} results of {game}", n, game=_GAME_WORDS[name]))
    if exercises:
        parts.append(ntr("{n} finished exercise", "{n} finished exercises", exercises))
    if game:
        parts.append(_("a game in progress"))
    if not parts:
        return _("Loaded from the file: it holds no progress yet.")
    return _("Loaded from the file: {what}.", what=Joined(tuple(parts), last=" and "))


def _dumped(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def _name(value: Any, what: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 100:
        raise TypeError(f"{what} must be a name (a short text), not {value!r:.40}")
    return value


def _game(game: Any) -> str:
    if game not in GAMES:
        raise ValueError(f'game must be "draw" or "updown", not {game!r:.40}')
    return str(game)


def _game_of(doc: dict[str, Any], game: str) -> dict[str, Any]:
    return doc["games"].setdefault(game, {"results": [], "game": None})


# ---- the store of this lesson ---------------------------------------------------------------------------

_STORES: dict[str, Store] = {}
_LOCK = threading.Lock()


# Served by marimo, the progress is one browser's, never the server's: each browser makes itself a random
# id once (in its localStorage, by the widget of :func:`browser_widget`), kept in a cookie too, so that the
# lesson knows it as soon as the page opens. A browser not yet known (its first visit, or no script) is
# kept in memory for its session until the id arrives (:func:`claim`); a browser that never sends one
# keeps its progress while its page is open. FOLDER/browsers/<id>.json is each browser's file.
COOKIE = "cardschool-browser"
BROWSERS = "browsers"
_ID = re.compile(r"[0-9a-f]{32}")
_WAITING: weakref.WeakKeyDictionary[threading.Thread, Store] = weakref.WeakKeyDictionary()


def _request() -> Any:
    """The request marimo serves this lesson for (``marimo run``, ``marimo edit``), or None: headless."""
    try:
        import marimo as mo

        return mo.app_meta().request
    except Exception:
        return None


def _served() -> bool:
    """Whether marimo serves this lesson to a browser (``marimo run``, ``marimo edit``), not headless."""
    return _request() is not None


def _nearby(request: Any) -> bool:
    """Whether the browser is on the machine that serves the lessons (it asked for a loopback address)."""
    host = str((getattr(request, "url", None) or {}).get("hostname") or "")
    return host in {"localhost", "::1", "[::1]"} or host.startswith("127.")


def browser_file(who: str) -> Path:
    """The file of the browser whose id is ``who``."""
    if not isinstance(who, str) or not _ID.fullmatch(who):
        raise ValueError(f"who must be a browser's id (32 hex digits), not {who!r:.40}")
    return data_folder() / BROWSERS / f"{who}.json"


def store() -> Store:
    """The store for where this lesson runs (see the module's doc); the same one for every call there.
    Read it with ``await store().ready()`` (:func:`opened`) before reading it in the browser."""
    request = None if sys.platform == "emscripten" else _request()
    if sys.platform == "emscripten":
        key = "browser"
    elif request is not None:
        who = (getattr(request, "cookies", None) or {}).get(COOKIE)
        if not isinstance(who, str) or not _ID.fullmatch(who):       # not known yet: this session's, for now
            with _LOCK:
                waiting = _WAITING.get(threading.current_thread())
                if waiting is None:
                    waiting = _WAITING[threading.current_thread()] = Store(Memory())
                    waiting.waiting, waiting.nearby = True, _nearby(request)
                return waiting
        key = str(browser_file(who))
    elif os.environ.get(ENV):
        key = str(data_folder() / FILE)
    else:
        key = "memory"
    with _LOCK:
        if key not in _STORES:
            backend = Browser() if key == "browser" else Memory() if key == "memory" else File(Path(key))
            _STORES[key] = Store(backend)
            _STORES[key].nearby = request is None or _nearby(request)
        return _STORES[key]


def claim(saved: Store, who: Any) -> None:
    """The browser said its id, ``who``: a store waiting for it (its first visit) is kept in that
    browser's file from now on — with what it holds, unless the file holds this browser's progress
    already. On the serving machine itself, a browser with nothing kept yet takes over the one file
    earlier versions kept for the whole server (``FOLDER/progress.json``, then renamed aside), so that a
    learner's own progress is not lost by an update. Anything else is left as it is."""
    if not saved.waiting or not isinstance(who, str) or not _ID.fullmatch(who):
        return
    file = File(browser_file(who))
    with file.lock:
        mine = saved.backend.read()
        earlier = data_folder() / FILE
        if mine is None and saved.nearby and file.read() is None and earlier.is_file():
            mine = File(earlier).read()
            earlier.replace(earlier.with_name(f"progress.moved-to-{who}.json"))
        if mine is not None and file.read() is None:
            file.write(mine)
    saved.backend, saved.waiting = file, False
    with _LOCK:
        _STORES.setdefault(str(file.path), saved)


_WHO_ESM = r"""
export default { render({ model }) {
  const KEY = "cardschool-browser", ok = (v) => typeof v === "string" && /^[0-9a-f]{32}$/.test(v);
  let who = null;
  try { who = localStorage.getItem(KEY); } catch (e) {}
  if (!ok(who)) who = (document.cookie.match(/(?:^|; )cardschool-browser=([0-9a-f]{32})/) || [])[1];
  if (!ok(who)) who = Array.from(crypto.getRandomValues(new Uint8Array(16)),
                                 (b) => b.toString(16).padStart(2, "0")).join("");
  try { localStorage.setItem(KEY, who); } catch (e) {}
  document.cookie = `${KEY}=${who}; path=/; max-age=315360000; SameSite=Strict`;
  model.set("who", who);
  model.save_changes();
} };
"""


def browser_widget() -> Any:
    """Served by marimo: an invisible widget that tells the lesson whose browser this is (see
    :data:`COOKIE`), and keeps a store waiting for it in that browser's file (:func:`claim`); else None."""
    if sys.platform == "emscripten" or not _served():
        return None
    import anywidget
    import marimo as mo
    import traitlets

    class BrowserId(anywidget.AnyWidget):  # type: ignore[misc]
        _esm = _WHO_ESM
        who = traitlets.Unicode("").tag(sync=True)

    widget, saved = BrowserId(), store()
    widget.observe(lambda change: claim(saved, change["new"]), names=["who"])
    return mo.ui.anywidget(widget)


async def opened() -> Store:
    """The store for where this lesson runs, read (see :func:`store`)."""
    return await store().ready()


def forget_memory() -> None:
    """Start the in-memory store afresh (the tests do, so that no test sees another's progress)."""
    with _LOCK:
        _STORES.pop("memory", None)


def done(lesson: str, exercise: str) -> None:
    """Mark an exercise finished, in the store for where this lesson runs."""
    store().done(lesson, exercise)


def finished(lesson: str) -> frozenset[str]:
    """The finished exercises of ``lesson`` (in the browser: as read when the store opened)."""
    return store().finished(lesson)


def is_done(lesson: str, exercise: str) -> bool:
    return store().is_done(lesson, exercise)


# ---- a game against bots, kept as it is played (lessons 04 and 08) ----------------------------------------

class Resumed(NamedTuple):
    """What a game lesson starts from: ``play`` — the session (None: none yet) and the rated results —
    and ``notice``, what the reader should hear about it."""

    play: tuple[Session | None, tuple[GameResult, ...]]
    notice: Notice | None


def resume(saved: Store, kit: PlayKit) -> Resumed:
    """The game and results ``saved`` keeps for ``kit``'s game, the game played again from its moves
    (:meth:`engine.session.Session.restore`). A kept game that no longer replays is left as it is kept
    (a new game replaces it) and the reader is told."""
    results = saved.results(kit.game)
    record = saved.saved_game(kit.game)
    notice = saved.notice
    saved.notice = None
    session = None
    if record is not None:
        try:
            session = Session.restore(kit, record)
        except SessionRecordError as err:
            notice = Notice("warn", _("Your game in progress could not be resumed ({why}); your results are kept.",
                                      why=err.text))
    return Resumed((session, results), notice)


def stepper(saved: Store, kit: PlayKit, get_play: Callable[[], Any], set_play: Callable[[Any], None]
            ) -> Callable[..., None]:
    """The screen's one way to move its game on: ``step(move)`` makes the session's next moment
    ``move(session)``, counts a game it finishes as a result (once), and keeps both. ``step(move,
    counts=False)`` counts nothing: going back to a game already counted (a finished game whose moment
    the learner tried again)."""

    def step(move: Callable[[Any], Session], counts: bool = True) -> None:
        session, results = get_play()
        after = move(session)
        if counts and after.result is not None and (session is None or not session.is_over):
            results = (*results, after.result)
            saved.add_result(kit.game, after.result)
        set_play((after, results))
        saved.keep_game(kit.game, after)

    return step


def restored_sheet(saved: Store) -> tuple[ScoreSheet | None, Notice | None]:
    """The teacher's score sheet kept in ``saved`` (lesson 05), every round recorded again, or None;
    with a notice when a kept sheet no longer records (kept by an older version, or broken): it is
    said, and the teacher starts a new one."""
    record = saved.saved_sheet()
    if record is None:
        return None, None
    try:
        return ScoreSheet.restore(record), None
    except ScoreSheetError as err:
        return None, Notice("warn", _("The score sheet kept on this device could not be brought back ({why}); "
                                      "start a new one.", why=err.text))


def sheet_kept(saved: Store, sheet: ScoreSheet, brought_back: bool) -> Text:
    """Keep ``sheet`` (as shown, names corrected) in ``saved``, and say so: where it is kept and, just
    after a reload (``brought_back``), that it came back."""
    saved.keep_sheet(sheet.record())
    kept = _("The score sheet is kept with your progress, at every change. {where}", where=where_kept(saved))
    if not brought_back:
        return kept
    back = ntr("Brought back as it was kept: {n} round recorded.", "Brought back as it was kept: {n} rounds recorded.",
               len(sheet.rounds))
    return _("{back} {kept}", back=back, kept=kept)


def restored_referee(saved: Store) -> tuple[dict[str, Any], Notice | None]:
    """The referee's game kept in ``saved`` (lesson 09) as the lesson holds it — ``history``, every
    referee from the start (each entry made again, so Undo still goes back), ``players``, and the
    ``names`` it was played by — or no game; with a notice when a kept game no longer replays."""
    none: dict[str, Any] = {"history": [], "players": 0, "names": []}
    kept = saved.saved_referee()
    if kept is None:
        return none, None
    try:
        history = list(Referee.replay({k: v for k, v in kept.items() if k != "names"}))
    except ValueError:
        return none, Notice("warn", _("The referee's game kept on this device could not be brought back: it was "
                                      "kept by another version of the lessons. Start a new game."))
    players = history[-1].rules.players
    names = kept["names"] if len(kept["names"]) == players else []
    return {"history": history, "players": players, "names": names}, None


def referee_kept(saved: Store, game: Mapping[str, Any], names: Sequence[str] | None) -> Text:
    """Keep the referee's ``game`` (as lesson 09 holds it) played by ``names`` (None: the names kept
    before), and say where it is kept."""
    ref = game["history"][-1]
    before = saved.saved_referee()
    if names is None:
        names = before["names"] if before is not None else []
    saved.keep_referee(ref.record(), names)
    return _("The game and everything the referee announced are kept with your progress, at every entry. {where}",
             where=where_kept(saved))


def refused(err: ProgressError) -> Notice:
    """What the reader hears when a file they chose to load is refused: why, and that nothing changed."""
    return Notice("danger", _("{why} Nothing was changed: your progress is as it was.", why=err.text))


AFRESH = _("Started afresh: your rating, your results and your game here are forgotten.")


def where_kept(saved: Store) -> Text:
    """Where the progress is kept, in one sentence for the reader (a browser's first visit, its id still on
    its way, :func:`claim`: where it is about to be kept)."""
    if saved.waiting or saved.where == "file" and not saved.nearby:
        return _("Your progress is kept for this browser on the computer that serves the lessons, so it is "
                 "still here after a reload.")
    if saved.where == "file":
        return _("Your progress is kept on this computer ({path}), so it is still here after a reload or a "
                 "restart.", path=str(saved.path))
    if saved.where == "browser":
        return _("Your progress is kept in this browser, so it is still here when you come back.")
    return _("Your progress is kept while this page is open.")
