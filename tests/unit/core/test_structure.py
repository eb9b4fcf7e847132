"""The project's modules import in one direction: no circles, the engine never reaches for marimo, neither
game's package imports the other's, and no rules module imports the pictures (engine/present/).

Every import is read from the source with ``ast``: at the top of a module or inside a function (an import
moved into a function to dodge a circle is still a circle), but not under ``if TYPE_CHECKING:``, which never
runs. Relative imports are resolved; a name taken from a package's lazy face (``from engine.draw import
DrawRules``) counts as an import of the module that defines it, since the face imports that module then.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import ROOT

# Where the project's modules are, and how each folder's modules are named when imported: the engine and the
# benchmarks as packages; a lesson and a tool by its file's name (lessons/ and tools/ are on their own path).
PACKAGES = ("engine", "benchmarks")
FLAT = ("lessons", "tools")


def project_modules(root: Path) -> dict[str, Path]:
    """Every module of the project under ``root``, by the name it is imported as."""
    found = {}
    for folder in PACKAGES:
        for path in sorted((root / folder).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    for folder in FLAT:
        for path in sorted((root / folder).glob("*.py")):
            found[path.stem] = path
    return found


@functools.cache
def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (getattr(test, "id", "") == "TYPE_CHECKING"
                                         or getattr(test, "attr", "") == "TYPE_CHECKING")


def imports(tree: ast.AST, skip_type_checking: bool = True) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement in ``tree``, at any depth (functions too), without the type checker's own."""
    for node in ast.iter_child_nodes(tree):
        for kept in node.orelse if skip_type_checking and _type_checking(node) else [node]:
            if isinstance(kept, ast.Import | ast.ImportFrom):
                yield kept
            yield from imports(kept, skip_type_checking)


def absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The module a ``from … import`` names, its dots resolved against ``module``."""
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def lazy_face(path: Path, package: str) -> dict[str, str]:
    """What a package's ``__init__`` serves lazily: each name and the module that defines it (read from the
    imports under ``if TYPE_CHECKING:``, which tests/unit/core/test_packaging.py checks against ``_WHERE``)."""
    served = {}
    for node in ast.walk(parsed(path)):
        if _type_checking(node):
            for inner in node.body:
                if isinstance(inner, ast.ImportFrom):
                    served |= {alias.name: absolute(package, True, inner) for alias in inner.names}
    return served


def import_graph(root: Path, skip_type_checking: bool = True) -> dict[str, set[str]]:
    """Each project module and the project modules it imports."""
    modules = project_modules(root)
    faces = {name: lazy_face(path, name) for name, path in modules.items() if path.name == "__init__.py"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in imports(parsed(path), skip_type_checking):
            if isinstance(node, ast.Import):
                targets |= {alias.name for alias in node.names}
                continue
            source = absolute(name, is_package, node)
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:                  # from engine.updown import narrate
                    targets.add(f"{source}.{alias.name}")
                else:                                                     # from engine.draw import DrawRules
                    targets.add(faces.get(source, {}).get(alias.name, source))
        graph[name] = {t for t in targets if t in modules and t != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each circle of imports (a strongly connected set of modules, Tarjan's algorithm), as one path
    round it: ``[a, b, a]`` where a imports b and b imports a."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            members = set()
            while True:
                w = stack.pop()
                members.add(w)
                if w == v:
                    break
            if len(members) > 1:
                found.append(_round(graph, members))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _round(graph: dict[str, set[str]], members: set[str]) -> list[str]:
    """The shortest way from the first member of a circle back to itself, inside the circle."""
    start = min(members)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & members):
            if w == start:
                return paths[v] + [start]
            if w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    raise AssertionError(f"{sorted(members)} is not a circle")


# ---- the checker itself --------------------------------------------------------------------------------

def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_checker_finds_a_circle_dodged_inside_a_function(tmp_path):
    root = _write(tmp_path, {
        "engine/__init__.py": "",
        "engine/a.py": "from .b import thing\n",
        "engine/b.py": "def thing():\n    from . import a\n    return a\n",
        "engine/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import thing\n",
        "engine/d.py": "import engine.c\n",
    })
    graph = import_graph(root)
    assert graph["engine.a"] == {"engine.b"} and graph["engine.b"] == {"engine.a"}
    assert graph["engine.c"] == set() and graph["engine.d"] == {"engine.c"}
    assert circles(graph) == [["engine.a", "engine.b", "engine.a"]]


def test_the_checker_sees_through_a_lazy_face(tmp_path):
    root = _write(tmp_path, {
        "engine/__init__.py": "",
        "engine/game/__init__.py": ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                    "    from .rules import Rules\n    from .play import start\n"),
        "engine/game/rules.py": "from engine.game import start\n",       # through the face, to play.py
        "engine/game/play.py": "from .rules import Rules\n",
    })
    assert circles(import_graph(root)) == [["engine.game.play", "engine.game.rules", "engine.game.play"]]


# ---- the project -------------------------------------------------------------------------------------

@functools.cache
def project_graph(skip_type_checking: bool = True) -> dict[str, set[str]]:
    return import_graph(ROOT, skip_type_checking)


@pytest.mark.xdist_group("import-graph")   # one worker parses the project for the three tests of its graph
def test_no_module_imports_one_that_imports_it_back():
    found = circles(project_graph())
    assert not found, "circles of imports:\n" + "\n".join(" → ".join(c) for c in found)


@pytest.mark.xdist_group("import-graph")
def test_neither_game_imports_the_other():
    graph = project_graph(skip_type_checking=False)      # not even for a type
    games = ("engine.draw", "engine.updown")
    crossing = [f"{m} imports {t}" for m, targets in graph.items() for t in sorted(targets)
                for mine, other in (games, games[::-1])
                if (m == mine or m.startswith(mine + ".")) and (t == other or t.startswith(other + "."))]
    assert not crossing, crossing


@pytest.mark.xdist_group("import-graph")
def test_no_rules_module_imports_the_pictures_or_builds_a_page():
    graph = project_graph(skip_type_checking=False)
    reaching = [f"{m} imports {t}" for m, targets in graph.items() if m.startswith("engine.")
                and not m.startswith("engine.present") for t in targets if t.startswith("engine.present")]
    assert not reaching, reaching
    escaping = [str(path.relative_to(ROOT)) for path in sorted((ROOT / "engine").rglob("*.py"))
                if "present" not in path.parts and any(
                    (alias.name if isinstance(node, ast.Import) else node.module or "").split(".")[0] == "html"
                    for node in imports(parsed(path), False) for alias in node.names)]
    assert not escaping, f"HTML is built in engine/present/ only, not in {escaping}"


def test_the_engine_never_mentions_marimo():
    # the catalogs (engine/locale/) hold the messages of the code checked here.
    mentions = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
                for path in sorted((ROOT / "engine").rglob("*"))
                if path.is_file() and "locale" not in path.parts
                and "__pycache__" not in path.parts and path.suffix in (".py", ".md", ".txt", ".json")
                for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if re.search("marimo", line, re.IGNORECASE)]
    assert not mentions, "\n".join(mentions)


def contributing_map() -> set[str]:
    """The engine's files CONTRIBUTING.md's layout (its ``text`` block) names in its first column, as
    paths: a name on a line indented under ``draw/`` is ``engine/draw/<name>``."""
    block = re.search(r"## The layout\n+```text\n(.*?)\n```", (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8"),
                      re.DOTALL)
    assert block, "CONTRIBUTING.md has a layout block"
    named, folder = set(), ""
    for line in block.group(1).splitlines():
        indent = len(line) - len(line.lstrip())
        names = re.split(r"\s{2,}", line.strip())[0].split()
        if indent == 0:
            folder = "engine/" if names == ["engine/"] else ""
            continue
        if folder and indent == 2:
            folder = "engine/" + names[0] if names[0].endswith("/") else "engine/"
        if folder:
            named |= {folder + name for name in names if name.endswith(".py")}
    return named


def test_contributing_names_every_engine_module_where_it_is():
    actual = {p.relative_to(ROOT).as_posix() for p in (ROOT / "engine").rglob("*.py")
              if p.name != "__init__.py" and "locale" not in p.parts}
    named = contributing_map()
    assert not actual - named, f"CONTRIBUTING.md's layout does not name {sorted(actual - named)}"
    assert not named - actual, f"CONTRIBUTING.md's layout names files that are not there: {sorted(named - actual)}"


# The game's and the language's own names, which English text uses as they are.
PROPER_NAMES = ("一上一下", "简体中文")
CHINESE = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")


def chinese_outside_messages(path: Path) -> Iterator[str]:
    """The string literals of a module holding Chinese, other than its docstrings and its messages
    (the arguments of ``_`` and ``ngettext``, whose Chinese is in the catalog)."""
    tree = parsed(path)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and body and isinstance(body[0], ast.Expr):
            skipped.add(id(body[0].value))
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("_", "ngettext"):
            skipped |= {id(arg) for arg in node.args}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            text = node.value
            for name in PROPER_NAMES:
                text = text.replace(name, "")
            if CHINESE.search(text):
                yield f"{path.relative_to(ROOT)}:{node.lineno}: {node.value[:40]!r}"


def test_every_chinese_word_of_the_engine_lives_in_terms():
    home = ROOT / "engine" / "terms.py"
    guide = ROOT / "engine" / "zh_style.py"      # the style guide: its Chinese are the rules' patterns and examples
    found = [hit for path in sorted((ROOT / "engine").rglob("*.py"))
             if path not in (home, guide) and "locale" not in path.parts
             for hit in chinese_outside_messages(path)]
    assert not found, "Chinese words outside engine/terms.py and the catalog:\n" + "\n".join(found)
    assert list(chinese_outside_messages(home)), "the check reads terms.py's words"
