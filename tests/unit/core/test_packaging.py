"""The engine's packages re-export lazily, and say so in a way tools can read.

Each package `__init__` serves its public names through `_WHERE` (PEP 562), so that importing one
module loads no sibling it does not need (in the browser's Python a lesson starts sooner), and imports
the same names under `if TYPE_CHECKING:` — that is what mypy, editors and the import scan of
tests/unit/core/test_structure.py see. The two lists must agree.
"""

import ast
import importlib
import subprocess
import sys

import pytest
from support import ROOT

PACKAGES = ["engine", "engine.draw", "engine.updown"]


def type_checking_imports(package: str) -> dict[str, str]:
    source = (ROOT / package.replace(".", "/") / "__init__.py").read_text(encoding="utf-8")
    names = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                names |= {alias.name: "." * imp.level + (imp.module or "") for alias in imp.names}
    return names


@pytest.mark.parametrize("package", PACKAGES)
def test_lazy_names_and_type_checking_imports_agree(package):
    module = importlib.import_module(package)
    assert type_checking_imports(package) == module._WHERE
    for name in module._WHERE:
        assert getattr(module, name) is not None


@pytest.mark.parametrize("module", ["engine.cards", "engine.draw", "engine.updown", "engine.present.cards"])
def test_importing_one_module_imports_no_sibling_it_does_not_need(module):
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m.startswith('engine')))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    names = eval(loaded.stdout)
    assert "engine.draw.advisor" not in names and "engine.updown.bots" not in names, names


def test_an_unknown_name_is_an_attribute_error():
    import engine.draw

    with pytest.raises(AttributeError, match="no attribute 'shuffle'"):
        engine.draw.shuffle  # noqa: B018
