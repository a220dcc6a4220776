#!/usr/bin/env python3
"""Assembles the publish folder (``dist/``) from the repository.  Standard library only.

    python3 tools/build_site.py [--out dist]

What it writes:
  index.html, main.py, worker.py, config.json  the page and PyScript's entry points
  web/ files (style, icons, ...)                copied to the root of the site
  pyapp.zip                                     the Python package, deterministic (sorted, fixed times)
  cards/                                        the SVG card faces (cards-svg/), checked up to date
  vendor/pyodide-<v>/, vendor/pyscript-<v>/     the runtime, copied from node_modules (run npm ci first)
The runtime versions come from package.json and must match what node_modules holds.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXED_TIME = (2020, 1, 1, 0, 0, 0)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
# PyScript chunks the app never loads (editor, terminal, game, TOML parser, MicroPython zip helper).
PYSCRIPT_SKIP_PREFIXES = ("codemirror", "xterm", "py-editor", "py-terminal", "py-game", "toml-", "zip-")


class BuildError(RuntimeError):
    """The site cannot be built (missing runtime, stale card faces, ...)."""


def runtime_versions() -> dict[str, str]:
    """The pinned runtime versions from package.json."""
    package = json.loads((ROOT / "package.json").read_text())
    deps = package["dependencies"]
    return {"pyodide": deps["pyodide"], "pyscript": deps["@pyscript/core"]}


def _installed_version(package_dir: Path) -> str:
    try:
        return str(json.loads((package_dir / "package.json").read_text())["version"])
    except FileNotFoundError as error:
        raise BuildError(f"{package_dir} is missing: run `npm ci` first") from error


def write_pyapp_zip(target: Path) -> None:
    """Writes pyapp/ (sources only) into a deterministic zip."""
    files = sorted(p for p in (ROOT / "pyapp").rglob("*")
                   if p.is_file() and p.suffix in (".py", ".typed") and "__pycache__" not in p.parts)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())


def copy_runtime(out: Path, versions: dict[str, str]) -> None:
    """Copies Pyodide and PyScript from node_modules into version-named vendor folders."""
    pyodide_src = ROOT / "node_modules" / "pyodide"
    pyscript_src = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    for name, src in (("pyodide", pyodide_src), ("pyscript", pyscript_src.parent)):
        found = _installed_version(src)
        if found != versions[name]:
            raise BuildError(f"node_modules holds {name} {found}, package.json pins {versions[name]}: run `npm ci`")
    pyodide_out = out / "vendor" / f"pyodide-{versions['pyodide']}"
    pyodide_out.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_src / name, pyodide_out / name)
    # No Pyodide packages are used: an empty lockfile saves a 119 kB download.
    lock = json.loads((pyodide_src / "pyodide-lock.json").read_text())
    (pyodide_out / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))
    pyscript_out = out / "vendor" / f"pyscript-{versions['pyscript']}"
    pyscript_out.mkdir(parents=True)
    for path in sorted(pyscript_src.iterdir()):
        if path.suffix == ".map" or path.name.startswith(PYSCRIPT_SKIP_PREFIXES):
            continue
        shutil.copy2(path, pyscript_out / path.name)


def check_cards() -> None:
    """Fails when the committed card faces differ from what tools/draw_cards.py draws."""
    draw = ROOT / "tools" / "draw_cards.py"
    if not draw.exists():
        return
    sys.path.insert(0, str(draw.parent))
    try:
        import draw_cards  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    problems = draw_cards.check(ROOT / "cards-svg")
    if problems:
        raise BuildError("card faces are stale; run `python3 tools/draw_cards.py`:\n  " + "\n  ".join(problems))


def render_template(text: str, versions: dict[str, str]) -> str:
    """Replaces {{pyodide}} and {{pyscript}} with the pinned versions."""
    return text.replace("{{pyodide}}", versions["pyodide"]).replace("{{pyscript}}", versions["pyscript"])


def build(out: Path) -> Path:
    """Builds the whole site into *out* (emptied first) and returns it."""
    versions = runtime_versions()
    check_cards()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    copy_runtime(out, versions)
    (out / "index.html").write_text(render_template((ROOT / "index.html").read_text(), versions))
    for path in sorted((ROOT / "web").rglob("*")):
        if path.is_file():
            target = out / path.relative_to(ROOT / "web")
            target.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix in (".json", ".py", ".html", ".js", ".webmanifest"):
                target.write_text(render_template(path.read_text(), versions))
            else:
                shutil.copy2(path, target)
    shutil.copytree(ROOT / "cards-svg", out / "cards")
    write_pyapp_zip(out / "pyapp.zip")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="publish folder (default: dist/)")
    args = parser.parse_args(argv)
    try:
        out = build(args.out)
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"built {out} ({total / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
