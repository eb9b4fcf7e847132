"""Words a person reads, in English or 简体中文 — chosen by the caller, never by global state.

Code writes each message once, in English, with named fields: ``_("{who} folds.", who="Ann")``
is a :class:`Text`, and nothing is translated until ``text.render(lang)``. The Chinese lives in
the gettext catalog ``engine/locale/zh_Hans/LC_MESSAGES/cardschool.po`` (edit it with any PO
editor); ``uv run python tools/i18n.py`` extracts the messages with Babel, updates that catalog
and compiles it into ``engine/locale/zh_hans.py``, a plain dictionary, so that the browser's
Python imports it like any module.

>>> folds = _("{who} folds.", who="Ann")
>>> folds.render("en"), str(folds)
('Ann folds.', 'Ann folds.')
>>> ngettext("{n} card", "{n} cards", 3).render("en"), ngettext("{n} card", "{n} cards", 1).render("en")
('3 cards', '1 card')
>>> render(_("a message nobody translated"), "zh")     # falls back to the English
'a message nobody translated'
>>> seat_says = _("{who} cannot fold.", who=Seat(2))
>>> seat_says.render("en"), seat_says.render("en", names=["Ann", "Bo", "Cy"])
('seat 2 cannot fold.', 'Cy cannot fold.')
>>> check_lang("fr")
Traceback (most recent call last):
...
ValueError: lang must be "en" (English) or "zh" (简体中文), not 'fr'
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple, Protocol, runtime_checkable

from .locale.zh_hans import MESSAGES as _ZH
from .terms import AND_ZH, LIST_SEPARATORS_ZH, OR_ZH, QUOTED_LENGTH_ZH, SEAT_ZH

Lang = Literal["en", "zh"]
# where a seat named by its number (SEAT_ZH) follows a Chinese word with no space between
_SEAT_WORD_ZH = SEAT_ZH.replace("{n}", "").strip()
_SEAT_AFTER_A_WORD = re.compile(r"(?<=[\u4e00-\u9fff])(?=\d+" + re.escape(SEAT_ZH.replace("{n}", "")) + ")")
LANGS: tuple[Lang, ...] = ("en", "zh")


def _spaced_before_numerals(template: str, values: Mapping[str, Any]) -> str:
    """``template`` with a space put between a Chinese character and a field whose value opens with a
    numeral (不过{facts} → 不过 4 张 3 里……), as the style guide spaces every numeral from Chinese.

    >>> template = "不过{facts}。"
    >>> _spaced_before_numerals(template, {"facts": "4 张 3"}), _spaced_before_numerals(template, {"facts": "我"})
    ('不过 {facts}。', '不过{facts}。')
    """
    leading = [name for name, value in values.items() if str(value)[:1].isdigit()]
    if not leading:
        return template
    fields = "|".join(re.escape(name) for name in leading)
    return re.sub(r"(?<=[\u4e00-\u9fff])(?=\{(?:" + fields + r")[}:!])", " ", template)


@runtime_checkable
class Localized(Protocol):
    """Anything that can name itself in a language (cards, categories, texts)."""

    def localized(self, lang: Lang) -> str: ...


def check_lang(lang: Any) -> Lang:
    """``lang`` if it is one of :data:`LANGS`."""
    if lang == "en" or lang == "zh":
        return "en" if lang == "en" else "zh"
    raise ValueError(f'lang must be "en" (English) or "zh" (简体中文), not {excerpt(lang)}')


def excerpt(value: Any, limit: int = 40) -> str:
    """``repr(value)``, cut to about ``limit`` characters, for a message that quotes what it was
    given: an error never echoes a huge input.

    >>> excerpt("x" * 100_000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100000 characters)"
    """
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return text[:limit - 4] + "…" + text[-1] + size if isinstance(value, str) else text[:limit] + "…"


class Seat(NamedTuple):
    """A seat in a message: "seat 2" (座位 2), or the player's name when the caller gives names."""

    number: int

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        if names is not None and 0 <= self.number < len(names):
            return names[self.number]
        return f"seat {self.number}" if lang == "en" else SEAT_ZH.format(n=self.number)


@dataclass(frozen=True)
class Text:
    """A message to show a person: its English text (the message id), the plural form where it has
    one, and the named fields to put in, rendered in whichever language is asked for."""

    msgid: str
    fields: tuple[tuple[str, Any], ...] = ()
    plural: str = ""
    count: int | None = None

    def render(self, lang: Lang = "en", names: Sequence[str] | None = None,
               catalog: Mapping[str, str] | None = None) -> str:
        """The message in ``lang``; ``names`` (by seat) replace "seat N" wherever a :class:`Seat` is.
        ``catalog``: where the Chinese is looked up (the engine's own, unless the lessons give theirs);
        the fields are engine messages and cards, rendered from the engine's."""
        lang = check_lang(lang)
        if lang == "zh":
            template = (_ZH if catalog is None else catalog).get(message_key(self.msgid)) or self._english()
        else:
            template = self._english()
        values = {name: render(value, lang, names) for name, value in self.fields}
        if self.count is not None:
            values.setdefault("n", self.count)
        if lang == "zh":
            template = _spaced_before_numerals(template, values)
        said = template.format(**values)
        if lang == "zh" and _SEAT_WORD_ZH in said:    # a seat's numeral spaced from the word before it
            said = _SEAT_AFTER_A_WORD.sub(" ", said)
        return said

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        return self.render(lang, names)

    def _english(self) -> str:
        return self.plural if self.plural and self.count != 1 else self.msgid

    def __str__(self) -> str:
        return self.render("en")


def message_key(msgid: str) -> str:
    r"""How a message is looked up in the compiled catalog: a message of several lines without its
    common indentation and its blank first and last lines, since a lesson's notebook dedents a cell's
    code — and the long strings in it — before it runs it.

    >>> message_key("\n    # Title\n\n    Text.\n    ") == message_key("\n# Title\n\nText.\n")
    True
    """
    if "\n" not in msgid:
        return msgid
    return textwrap.dedent(msgid).strip("\n")


# Both make a Text without the frozen dataclass's __init__, which sets each field through
# object.__setattr__: bots word a reason for every move they make, and a simulation reads none of
# them, so a message fills its __dict__ straight away (what that __init__ ends up doing).
_new_object = object.__new__


def _(msgid: str, /, **fields: Any) -> Text:
    """A message, written in English with ``{named}`` fields; translated when rendered."""
    text = _new_object(Text)
    text.__dict__.update(msgid=msgid, fields=tuple(fields.items()), plural="", count=None)
    return text


def ngettext(singular: str, plural: str, n: int, /, **fields: Any) -> Text:
    """A message whose English depends on a count (``{n}`` holds it); Chinese has one form."""
    text = _new_object(Text)
    text.__dict__.update(msgid=singular, fields=tuple(fields.items()), plural=plural, count=n)
    return text


@dataclass(frozen=True)
class Joined:
    """Several parts said as a list: "Ann, Bo and Cy" / "Ann、Bo和Cy"; each part is rendered in the
    language asked for.

    >>> both = Joined((Seat(0), Seat(1), "Cy"), last=" and ")
    >>> both.localized("en", ["Ann", "Bo"]), both.localized("zh", ["Ann", "Bo"])
    ('Ann, Bo and Cy', 'Ann、Bo和Cy')
    >>> Joined(("a", "b"), "; ").localized("zh"), Joined(("报 4：3%", "报 5：5%"), " · ", zh="；").localized("zh")
    ('a；b', '报 4：3%；报 5：5%')
    """

    parts: tuple[Any, ...]
    sep: str = ", "
    last: str = ""          # the English between the last two ("" : the separator)
    zh: str = ""            # the Chinese separator, where the English one's usual Chinese does not fit

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        words = [str(render(p, lang, names)) for p in self.parts]
        zh = lang == "zh"
        sep = (self.zh or LIST_SEPARATORS_ZH.get(self.sep, self.sep)) if zh else self.sep
        if len(words) < 2 or not self.last:
            return sep.join(words)
        last = (AND_ZH if self.last.strip() == "and" else OR_ZH) if zh else self.last
        return sep.join(words[:-1]) + last + words[-1]

    def __str__(self) -> str:
        return self.localized("en")


class Quoted(str):
    """What someone typed, quoted in a message: the English string itself ("1x", or cut short with its
    length), and in Chinese in Chinese quotation marks (“1x”), never half-width ones in a Chinese sentence.

    >>> typed = Quoted("ZZ")
    >>> typed, typed.localized("zh"), Quoted("A" * 50, limit=10).localized("zh")
    ('"ZZ"', '“ZZ”', '“AAAAAA…”（共 50 个字符）')
    """

    typed: str
    limit: int

    def __new__(cls, typed: str, limit: int = 40) -> Quoted:
        short = typed if len(typed) <= limit else f"{typed[:limit - 4]}…"
        quoted = super().__new__(cls, f'"{short}"' if len(typed) <= limit else f'"{short}" ({len(typed)} characters)')
        quoted.typed, quoted.limit = typed, limit
        return quoted

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        if lang == "en":
            return str.__str__(self)
        typed = self.typed
        if len(typed) <= self.limit:
            return f"“{typed}”"
        return f"“{typed[:self.limit - 4]}…”" + QUOTED_LENGTH_ZH.format(n=len(typed))


@dataclass(frozen=True)
class Capital:
    """A value whose English starts a sentence ("you" → "You"); Chinese has no capitals."""

    value: Any

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        text = str(render(self.value, lang, names))
        return text[:1].upper() + text[1:] if lang == "en" else text

    def __str__(self) -> str:
        return self.localized("en")


_AS_IT_IS = frozenset({str, int, float, bool, type(None)})


def render(value: Any, lang: Lang = "en", names: Sequence[str] | None = None) -> Any:
    """A :class:`Text`, a :class:`Seat` or anything :class:`Localized` in ``lang`` (with players'
    ``names`` where seats are meant); any other value as it is, for the template to format.
    An engine error renders as its message (``err.text``)."""
    if type(value) in _AS_IT_IS:                # the usual field: a number or a word, nothing to look up
        return value
    if isinstance(value, Text | Seat | Joined | Capital):
        return value.localized(check_lang(lang), names)
    text = getattr(value, "text", None)
    if isinstance(value, BaseException) and isinstance(text, Text):
        return text.render(lang, names)
    if isinstance(value, Localized):
        return value.localized(check_lang(lang))
    return value
