"""The Python that the live lessons run in a reader's browser, served from the site itself.

marimo's in-browser lessons (`marimo export html-wasm`) fetch Pyodide and marimo's wheels from public
CDNs unless their `<marimo-wasm>` element names another place. This module makes that place, one copy
for the whole site:

- the Pyodide runtime, from the npm package `pyodide@<marimo's PYODIDE_VERSION>` (marimo's worker
  refuses a runtime of any other version);
- every wheel marimo's worker loads, from PyPI: pure-Python wheels, msgspec's WebAssembly wheel, and
  PyYAML repacked without its compiled speed-up (PyPI has no WebAssembly PyYAML; the pure-Python
  fallback works);
- a `pyodide-lock.json` listing exactly those files, their sha256, the names they are imported by and
  what each depends on (read from the wheels' own metadata);
- the engine as one wheel (`engine_wheel`), shared by every lesson.

Every download is pinned by version and sha256 in tools/pyodide_mirror.json and kept in
.cache/pyodide-mirror/ (ignored by git): once it is there, building the site needs no network.

    uv run python tools/pyodide_mirror.py            # fetch what the manifest pins (once) and check it
    uv run python tools/pyodide_mirror.py --update   # after upgrading marimo: pin anew (uv.lock, npm, PyPI)
"""

from __future__ import annotations

import argparse
import base64
import csv
import email.parser
import hashlib
import io
import json
import shutil
import sys
import tarfile
import tempfile
import tomllib
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = Path(__file__).with_name("pyodide_mirror.json")
CACHE = ROOT / ".cache" / "pyodide-mirror"
NPM = "https://registry.npmjs.org"
PYPI = "https://pypi.org/pypi"

# The lessons' card widget (lessons/_cards.py) is an anywidget: anywidget and what it imports in Pyodide.
# ipywidgets' two other requirements, widgetsnbextension and jupyterlab-widgets, are left out: they hold
# only Jupyter's own front-end files (2.4 MB), which nothing imports; marimo draws the widget itself.
CARD_WIDGET = ("anywidget", "psygnal", "typing-extensions", "ipywidgets", "comm", "traitlets", "ipython",
               "decorator", "ipython-pygments-lexers", "matplotlib-inline", "prompt-toolkit", "wcwidth", "stack-data",
               "asttokens", "executing", "pure-eval")
NOT_SERVED = {"widgetsnbextension", "jupyterlab-widgets"}     # required by ipywidgets, never imported
# What marimo's WebAssembly worker imports (checked with marimo 0.25.2 in chromium, every lesson, no
# network). Versions (see `update`): the Pyodide distribution's own where PyPI has a wheel of it that
# Pyodide can load, else the one uv.lock resolved for marimo here.
PACKAGES = ("marimo-base", "micropip", "msgspec", "narwhals", "packaging", "docutils", "pygments", "jedi",
            "parso", "pyodide-http", "markdown", "pymdown-extensions", "tomlkit", "python-multipart",
            "itsdangerous", "pyyaml", *CARD_WIDGET)
COMPILED = {"msgspec"}      # PyPI ships a WebAssembly (pyemscripten) wheel
REPACKED = {"pyyaml"}       # no WebAssembly wheel: any CPython wheel, its compiled part dropped
RUNTIME_FILES = ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
FIXED_TIME = (1980, 1, 1, 0, 0, 0)   # wheels we write are byte-for-byte reproducible


def marimo_pins() -> tuple[str, str, str]:
    """(marimo version, the Pyodide version its worker accepts, that Pyodide's Python "3.14")."""
    import marimo
    from marimo._pyodide.pyodide_constraints import PYODIDE_PYTHON_VERSION, PYODIDE_VERSION
    return marimo.__version__, PYODIDE_VERSION, PYODIDE_PYTHON_VERSION


def manifest() -> dict:
    """The pins, checked against the marimo that is installed."""
    pins = json.loads(MANIFEST.read_text(encoding="utf-8"))
    marimo_version, pyodide_version, _ = marimo_pins()
    if (pins["marimo"], pins["pyodide"]) != (marimo_version, pyodide_version):
        raise SystemExit(
            f"{MANIFEST.relative_to(ROOT)} pins Pyodide {pins['pyodide']} and the wheels of marimo {pins['marimo']}, "
            f"but the installed marimo is {marimo_version} and its worker needs Pyodide {pyodide_version}.\n"
            f"Run `uv run python tools/pyodide_mirror.py --update` (it needs PyPI and npm), then rebuild "
            f"and run the site tests.")
    if set(pins["wheels"]) != set(PACKAGES):
        raise SystemExit(f"{MANIFEST.relative_to(ROOT)} does not pin exactly {PACKAGES}: run it with --update")
    return pins


# ---- downloads, pinned by sha256 ------------------------------------------------------------------------

def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def download(url: str, sha256: str, dest: Path) -> Path:
    """``dest``, downloaded from ``url`` unless it is already there with the pinned sha256."""
    if dest.exists() and sha256_of(dest) == sha256:
        return dest
    print(f"  downloading {url}", flush=True)
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            data = response.read()
    except (urllib.error.URLError, TimeoutError) as error:
        raise SystemExit(f"cannot download {url}: {error}\nThe build fetches each pinned file once into "
                         f"{CACHE.relative_to(ROOT)}/ and needs no network after that.") from error
    got = hashlib.sha256(data).hexdigest()
    if got != sha256:
        raise SystemExit(f"{url}: sha256 is {got}, but {MANIFEST.name} pins {sha256}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    part.write_bytes(data)
    part.replace(dest)
    return dest


def runtime() -> Path:
    """The Pyodide npm package, unpacked (the site serves three of its files; tests run it under Node)."""
    pins = manifest()
    folder = CACHE / f"pyodide-{pins['pyodide']}"
    tarball = download(pins["runtime"]["url"], pins["runtime"]["sha256"], CACHE / f"pyodide-{pins['pyodide']}.tgz")
    if (folder / "package.json").exists():
        return folder
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp, tarfile.open(tarball) as tar:
        tar.extractall(tmp, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
        Path(tmp, "package").rename(folder)
    return folder


def fetch() -> dict[str, Path]:
    """Every pinned file in the cache, checked: the runtime folder and each wheel as downloaded."""
    pins = manifest()
    files = {"runtime": runtime()}
    for name, pin in pins["wheels"].items():
        files[name] = download(pin["url"], pin["sha256"], CACHE / "wheels" / pin["url"].rsplit("/", 1)[1])
    return files


# ---- the mirror the site serves ------------------------------------------------------------------------

def write_mirror(dest: Path) -> None:
    """The runtime, the wheels and their pyodide-lock.json, into ``dest`` (the site's pyodide/ folder)."""
    files = fetch()
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(files["runtime"] / name, dest / name)
    wheels = {}
    for name in PACKAGES:
        if name in REPACKED:
            wheels[name] = repack_pure(files[name], dest)
        else:
            wheels[name] = Path(shutil.copyfile(files[name], dest / files[name].name))
    info = json.loads((files["runtime"] / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    packages = {}
    for name, wheel in wheels.items():
        metadata = wheel_metadata(wheel)
        packages[name] = {
            "name": name, "version": metadata["Version"], "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256_of(wheel), "package_type": "package", "imports": top_level_names(wheel),
            "depends": sorted(requirements_in_browser(metadata, info["python"]) & set(PACKAGES) - {name}),
            "unvendored_tests": False,
        }
    lock = {"info": info, "packages": packages}
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def wheel_metadata(wheel: Path):
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        return email.parser.BytesParser().parsebytes(archive.read(name))


def top_level_names(wheel: Path) -> list[str]:
    """What the wheel is imported by: its top-level packages and modules."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for path in archive.namelist():
            first, _, rest = path.partition("/")
            if first.endswith((".dist-info", ".data")):
                continue
            if rest or first.endswith(".py"):
                names.add(first.removesuffix(".py"))
    return sorted(names)


def requirements_in_browser(metadata, python: str) -> set[str]:
    """The distributions a wheel requires in Pyodide (its Requires-Dist, markers evaluated for it)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name
    environment = {"sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
                   "python_version": ".".join(python.split(".")[:2]), "python_full_version": python, "extra": ""}
    required = set()
    for line in metadata.get_all("Requires-Dist") or ():
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            required.add(canonicalize_name(requirement.name))
    return required


def write_wheel(path: Path, payloads: dict[str, bytes], dist_info: str) -> Path:
    """A reproducible pure-Python wheel: ``payloads`` plus WHEEL and RECORD in ``dist_info``."""
    payloads = {name: data for name, data in payloads.items()
                if name not in (f"{dist_info}/WHEEL", f"{dist_info}/RECORD")}
    payloads[f"{dist_info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: cardschool\nRoot-Is-Purelib: true\n"
                                      b"Tag: py3-none-any\n")
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for name, data in sorted(payloads.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([name, f"sha256={digest}", len(data)])
    writer.writerow([f"{dist_info}/RECORD", "", ""])
    payloads[f"{dist_info}/RECORD"] = record.getvalue().encode()
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in sorted(payloads.items()):
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return path


def repack_pure(wheel: Path, dest: Path) -> Path:
    """A CPython wheel without its compiled modules, as py3-none-any (for a pure-Python fallback)."""
    distribution, version = wheel.name.split("-")[:2]
    with zipfile.ZipFile(wheel) as archive:
        payloads = {name: archive.read(name) for name in archive.namelist()
                    if not name.endswith((".so", ".pyd", "/"))}
    dist_info = next(name.split("/")[0] for name in payloads if name.split("/")[0].endswith(".dist-info"))
    return write_wheel(dest / f"{distribution.lower()}-{version}-py3-none-any.whl", payloads, dist_info)


def engine_wheel(dest: Path) -> Path:
    """The whole engine as one pure-Python wheel named by its content, into ``dest``.

    One wheel serves every live lesson, so a reader's browser downloads it once. It holds every module:
    marimo's own export packs only the modules its static scan of a lesson's imports finds, and the
    engine's lazy re-exports (``from engine.draw import new_game`` imports engine/draw/game.py on first
    use) are invisible to that scan.
    """
    files = sorted(p for p in (ROOT / "engine").rglob("*.py") if "__pycache__" not in p.parts)
    payloads = {p.relative_to(ROOT).as_posix(): p.read_bytes() for p in files}
    digest = hashlib.sha256()
    for name, data in sorted(payloads.items()):
        digest.update(name.encode() + b"\0" + data + b"\0")
    version = f"0.0.0+{digest.hexdigest()[:12]}"
    dist_info = f"engine-{version}.dist-info"
    payloads[f"{dist_info}/METADATA"] = f"Metadata-Version: 2.1\nName: engine\nVersion: {version}\n".encode()
    dest.mkdir(parents=True, exist_ok=True)
    return write_wheel(dest / f"engine-{version}-py3-none-any.whl", payloads, dist_info)


# ---- pinning anew --------------------------------------------------------------------------------------

def fetch_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=60) as response:
        return json.load(response)


def fits(name: str, filename: str, cp: str, abi: str) -> bool:
    """Whether Pyodide can load this wheel of ``name`` (after repacking, for REPACKED ones)."""
    from packaging.utils import parse_wheel_filename
    if not filename.endswith(".whl"):
        return False
    tags = parse_wheel_filename(filename)[3]
    if name in COMPILED:
        return any(t.interpreter == cp and t.platform == f"pyemscripten_{abi}_wasm32" for t in tags)
    if name in REPACKED:
        return any(t.interpreter == cp and t.platform.startswith("manylinux") for t in tags)
    return any(t.abi == "none" and t.platform == "any" and t.interpreter.startswith("py3") for t in tags)


def update() -> None:
    """Pin the runtime marimo's worker accepts, and a wheel of each package that Pyodide can load."""
    from packaging.utils import canonicalize_name
    marimo_version, pyodide_version, python = marimo_pins()
    cp = "cp" + python.replace(".", "")
    npm = fetch_json(f"{NPM}/pyodide/{pyodide_version}")
    tarball_url = npm["dist"]["tarball"]
    print(f"pinning {tarball_url}", flush=True)
    with urllib.request.urlopen(tarball_url, timeout=120) as response:
        tarball = response.read()
    algorithm, _, expected = npm["dist"]["integrity"].partition("-")
    if base64.b64encode(hashlib.new(algorithm, tarball).digest()).decode() != expected:
        raise SystemExit(f"{tarball_url} does not match the integrity npm gives for it")
    with tarfile.open(fileobj=io.BytesIO(tarball)) as tar:
        pyodide_lock = json.load(tar.extractfile("package/pyodide-lock.json"))
    abi = pyodide_lock["info"]["abi_version"]
    locked = {canonicalize_name(p["name"]): p["version"]
              for p in tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))["package"]}
    locked["marimo-base"] = marimo_version
    wheels = {}
    for name in PACKAGES:
        # Pyodide's own version where it has one (tested in Pyodide; its jedi is 3 MB smaller), else ours
        versions = [pyodide_lock["packages"].get(name, {}).get("version"), locked.get(name)]
        releases = fetch_json(f"{PYPI}/{name}/json")["releases"]
        found = [(v, f) for v in versions if v for f in sorted(releases.get(v, []), key=lambda f: f["filename"])
                 if fits(name, f["filename"], cp, abi)]
        if not found:
            raise SystemExit(f"PyPI has no wheel of {name} {' or '.join(filter(None, versions))} "
                             f"that Pyodide {pyodide_version} can load")
        version, file = found[0]
        # the canonical address (a PyPI proxy may answer with relative ones)
        url = "https://files.pythonhosted.org/packages/" + file["url"].rsplit("packages/", 1)[1]
        wheels[name] = {"version": version, "url": url, "sha256": file["digests"]["sha256"]}
        print(f"pinning {file['filename']}", flush=True)
    pins = {
        "about": "What tools/pyodide_mirror.py downloads for the live lessons; rewrite with --update.",
        "marimo": marimo_version, "pyodide": pyodide_version,
        "runtime": {"url": tarball_url, "sha256": hashlib.sha256(tarball).hexdigest()},
        "wheels": wheels,
    }
    MANIFEST.write_text(json.dumps(pins, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {MANIFEST.relative_to(ROOT)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--update", action="store_true", help="pin anew for the installed marimo (needs network)")
    if parser.parse_args().update:
        update()
    files = fetch()
    total = sum(p.stat().st_size for p in CACHE.rglob("*") if p.is_file())
    print(f"{len(files) - 1} wheels and Pyodide {manifest()['pyodide']} are in {CACHE.relative_to(ROOT)}/ "
          f"({total / 1e6:.1f} MB)")


if __name__ == "__main__":
    sys.exit(main())
