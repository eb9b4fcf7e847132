"""An append-only record that successive game states share instead of copying.

Each state adds its new entries to its parent's log; reading the whole log walks back to the
last place it was read and caches the result, so neither applying an action nor making a view
copies the whole history.

>>> a = Log.EMPTY.extended(("deal", "lead"))
>>> b = a.extended(("play",))
>>> c = a.extended(("pass",))                 # a branch shares a's entries
>>> b.entries(), c.entries(), len(a), a.entries()
(('deal', 'lead', 'play'), ('deal', 'lead', 'pass'), 2, ('deal', 'lead'))

A reader that keeps up with a game reads only what is new (:meth:`Log.since`):

>>> b.since(a), c.since(b) is None
(('play',), True)
"""

from __future__ import annotations

from itertools import chain
from typing import Any, ClassVar, Generic, TypeVar

T = TypeVar("T")


class Log(Generic[T]):
    """Entries of type ``T``: this node's ``chunk`` after its ``parent``'s entries."""

    __slots__ = ("_parent", "_chunk", "_length", "_all")
    EMPTY: ClassVar[Log[Any]]

    def __init__(self, parent: Log[T] | None, chunk: tuple[T, ...]):
        self._parent = parent
        self._chunk = chunk
        self._length: int = len(chunk) + (parent._length if parent is not None else 0)
        self._all: tuple[T, ...] | None = chunk if parent is None else None

    def extended(self, chunk: tuple[T, ...]) -> Log[T]:
        """A log with ``chunk`` after these entries (this one unchanged)."""
        if not chunk:
            return self
        node = _new(Log)                    # what __init__ does, without the call: every move logs twice
        node._parent, node._chunk, node._length, node._all = self, chunk, self._length + len(chunk), None
        return node

    def entries(self) -> tuple[T, ...]:
        """All entries, oldest first."""
        if self._all is None:
            chunks: list[tuple[T, ...]] = []
            node: Log[T] | None = self
            while node is not None and node._all is None:
                chunks.append(node._chunk)
                node = node._parent
            done: tuple[T, ...] = node._all if node is not None and node._all is not None else ()
            self._all = done + tuple(chain.from_iterable(reversed(chunks)))
        return self._all

    def since(self, older: Log[T]) -> tuple[T, ...] | None:
        """The entries added after ``older``'s, if this log is ``older`` extended (it may be ``older``
        itself: then none); None if it is not. It walks back over the new chunks only."""
        chunks: list[tuple[T, ...]] = []
        node: Log[T] | None = self
        floor = older._length
        while node is not older:
            if node is None or node._length <= floor:      # past where ``older`` would be
                return None
            chunks.append(node._chunk)
            node = node._parent
        if len(chunks) < 2:
            return chunks[0] if chunks else ()
        return tuple(chain.from_iterable(reversed(chunks)))

    def __copy__(self) -> Log[T]:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Log[T]:
        """A log never changes once made (extending one makes another): a copy is the log itself, as
        for a tuple — so a bot deep-copied with its card counting still reads on from the same logs."""
        return self

    def __len__(self) -> int:
        return self._length

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Log) and self.entries() == other.entries()

    def __hash__(self) -> int:
        return hash(self.entries())

    def __repr__(self) -> str:
        return f"Log({list(self.entries())!r})"


_new = object.__new__
Log.EMPTY = Log(None, ())
