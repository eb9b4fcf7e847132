"""The errors the engine raises, and the checks every public function uses on what it is given.

A refused action raises :class:`IllegalMove`; impossible house rules :class:`RulesError`. A wrong
type raises ``TypeError`` and an impossible value ``ValueError`` (or the module's own subclass),
naming the parameter and what it should be, and quoting at most a short excerpt of what was given
(:func:`engine.i18n.excerpt`).

>>> check_int(3.5, "players", 3, 6)
Traceback (most recent call last):
...
TypeError: players must be a whole number from 3 to 6, not 3.5
>>> check_int(9, "players", 3, 6, RulesError, "FD-1")
Traceback (most recent call last):
...
engine.errors.RulesError: players must be a whole number from 3 to 6, not 9 (FD-1)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .i18n import Joined, Lang, Seat, Text, _, excerpt, render


class Refusal(ValueError):
    """A refusal a person reads: ``str(err)`` is the English, ``err.text`` the message to render in
    either language (``err.text.render("zh")``, or ``err.localized("zh", names)``).

    >>> err = Refusal(_("the match is over"))
    >>> str(err), err.localized("zh")
    ('the match is over', '比赛已经结束')
    """

    def __init__(self, message: str | Text):
        # a plain string stays as it is (braces and all) in every language
        self.text = message if isinstance(message, Text) else Text("{message}", (("message", message),))
        super().__init__(self.text.render("en"))

    def localized(self, lang: Lang, names: Sequence[str] | None = None) -> str:
        return self.text.render(lang, names)


class IllegalMove(Refusal):
    """An action the rules do not allow; the state it was offered to is unchanged.

    The message names the seat, the action, the reason and the rule, in English (``str``) or in
    either language (``.text``); the rule ID is the same in both:

    >>> err = IllegalMove(2, _("fold"), _("the match is over"), "FD-14")
    >>> raise err
    Traceback (most recent call last):
    ...
    engine.errors.IllegalMove: seat 2 cannot fold: the match is over (FD-14)
    >>> err.text.render("zh"), err.text.render("zh", names=["甲", "乙", "丙"])
    ('2 号座位不能弃牌：比赛已经结束（FD-14）', '丙不能弃牌：比赛已经结束（FD-14）')

    ``action`` and ``reason`` are :class:`~engine.i18n.Text` (or anything that renders itself in a
    language, such as an action); a plain string stays English in every language. Where "{who} cannot
    {action}" would say the wrong thing, ``said`` is the whole message, rule ID and all.
    """

    def __init__(self, seat: int | None, action: Any, reason: Any, rule: str, said: Text | None = None):
        self.seat, self.rule = seat, rule
        self.action, self.reason = str(render(action, "en")), str(render(reason, "en"))
        super().__init__(said if said is not None else
                         _("{who} cannot {action}: {reason} ({rule})",
                           who=_("nobody") if seat is None else Seat(seat), action=action, reason=reason,
                           rule=Joined(tuple(rule.split(", "))) if ", " in rule else rule))   # 「FD-5、FD-8」


class RulesError(Refusal):
    """A combination of house rules that cannot be played, refused when the rules are made."""


def _fail(kind: type[Exception], message: str, rule: str) -> Exception:
    text = f"{message} ({rule})" if rule else message
    return kind(text)


def check_int(value: Any, name: str, low: int | None = None, high: int | None = None,
              error: type[Exception] = ValueError, rule: str = "") -> int:
    """``value`` if it is a whole number (not a bool) within ``low``..``high``; else ``TypeError``
    for a wrong type, ``error`` for a number out of range."""
    if low is not None and high is not None:
        wanted = f"a whole number from {low} to {high}"
    elif low is not None:
        wanted = f"a whole number of at least {low}"
    elif high is not None:
        wanted = f"a whole number of at most {high}"
    else:
        wanted = "a whole number"
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(TypeError, f"{name} must be {wanted}, not {excerpt(value)}", "")
    if (low is not None and value < low) or (high is not None and value > high):
        raise _fail(error, f"{name} must be {wanted}, not {value}", rule)
    return value


def check_bool(value: Any, name: str) -> bool:
    """``value`` if it is True or False (a switch is never "no" or 0)."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {excerpt(value)}")
    return value


def check_choice(value: Any, name: str, choices: tuple[str, ...], error: type[Exception] = ValueError,
                 rule: str = "") -> str:
    """``value`` if it is one of the ``choices`` (strings)."""
    options = " or ".join(f'"{c}"' for c in choices)
    if not isinstance(value, str):
        raise TypeError(f"{name} must be {options}, not {excerpt(value)}")
    if value not in choices:
        raise _fail(error, f"{name} must be {options}, not {excerpt(value)}", rule)
    return value


def check_seed(value: Any, name: str = "seed") -> int | str:
    """A seed is a whole number or a string (it feeds ``random.Random``)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise TypeError(f"{name} must be a whole number or a string, not {excerpt(value)}")
    return value
