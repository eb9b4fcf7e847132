"""Lazy re-exports (PEP 562): a package names its public objects without importing their modules.

A live lesson runs in the browser's Python (Pyodide), where importing is slow: a lesson that uses a
few modules should load only those (lesson 01's imports load a third of the engine's modules, in a
quarter of a second; all of them take a second). So ``import engine.cards`` must not drag in the rest.

>>> getattr_, dir_ = lazy_exports("engine", {"Card": ".cards"})
>>> getattr_("Card").__name__, "Card" in dir_()
('Card', True)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, where: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``: ``where`` maps each public name to the module
    (relative, like ``".cards"``) that defines it; the module is imported on first use."""

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(where[name], package), name)

    def __dir__() -> list[str]:
        return sorted(where)

    return __getattr__, __dir__
