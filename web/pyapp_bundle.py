"""Imports the ``pyapp`` package from its bundles, the site's compressed files of its modules.

The build (``tools/build_site.py``, ``tools/bundles.py``) writes them into ``python/``: the core (what
every visit needs) and one bundle per part (a game's code, a language's words, a game's rules page:
``pyapp.ui.parts``), each the Zstandard-compressed ``marshal`` of a dict ``{"pyapp/cards.pyc":
bytecode, ...}``; the modules are imported straight from memory, nothing is unpacked to the file
system.  polyscript fetches this file and the bundles a page starts with into the worker's file
system (the "files" of web/app.js's worker config); ``app.py`` calls :func:`install` before
importing, and the worker adds the other parts' bundles as the page needs them
(:meth:`BundleImporter.load`, called by ``pyapp.browser``).  A module of a part not loaded yet is
refused with :class:`PartNotLoaded`, which names the part.

The package's data files (``pyapp/i18n/locales/*/*.json``) are in the same dicts, read through the
loader's ``get_data`` (``importlib.abc.ResourceLoader``, what ``pkgutil.get_data`` calls).  A bundle
also holds the methods ``dataclasses`` generates for its first screen's classes, compiled by the
build (:class:`DataclassMethods`).

Standard library only (``backports.zstd`` before Python 3.14): it runs before ``pyapp`` can be imported.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import marshal
import os
import sys
from importlib.machinery import ModuleSpec
from types import CodeType, ModuleType

try:
    from compression import zstd
except ImportError:  # Python before 3.14 (the tests on the host)
    from backports import zstd  # type: ignore[no-redef]

# Where the modules claim to live (their __file__ and traceback paths, as compiled by the build).
HOME = "/home/pyodide"
PYC_HEADER = 16  # magic, flags and source hash of an unchecked hash-based .pyc (PEP 552)
# The folder of the bundles and their special entries (tools/bundles.py FOLDER, PART_ENTRY, ...).
FOLDER = "python"
PART_ENTRY = "part"
PACKAGES_ENTRY = "packages.json"
DATACLASS_METHODS = "dataclass-methods.marshal"
CORE = "core"


class PartNotLoaded(ImportError):
    """A module of a part (a game's code) that this page has not loaded: the page must load the part
    first (``pyapp.ui.parts``)."""


class DataclassMethods:
    """Stands in for ``exec`` in ``dataclasses``, which compiles the source of the methods it
    generates (``__init__``, ``__eq__``...) at every class creation: a source the build compiled
    (``{source: code}``, tools/dataclass_methods.mjs) runs from its code, any other is compiled
    as before.  Measured: the first screen starts ~20 ms sooner."""

    def __init__(self, codes: dict[str, CodeType]) -> None:
        self.codes = codes

    def __call__(self, source: str, globals: dict[str, object] | None = None,
                 locals: dict[str, object] | None = None) -> None:
        code = self.codes.get(source)
        if code is None:  # as dataclasses' own exec compiles it (no __future__ flags of this module)
            code = compile(source, "<string>", "exec", dont_inherit=True)
        exec(code, globals, locals)  # noqa: S102  (dataclasses' own source)


class BundleImporter:
    """Finds and loads the modules of the bundles added to it (``{relative path: .pyc or .py
    bytes}``), gives them the bundles' other files (:meth:`get_data`), and refuses a module of a
    game package whose part is not loaded (:class:`PartNotLoaded`)."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        """The modules: ``{"pyapp/cards.pyc": bytecode, ...}``."""
        self.data: dict[str, bytes] = {}
        """The data files: ``{"pyapp/i18n/locales/en/messages.json": bytes, ...}``."""
        self.parts: list[str] = []
        """The parts loaded, in order (``core``, ``game:scopa``, ...)."""
        self.packages: dict[str, str] = {}
        """Each game package's path (``pyapp/scopa``) -> the part that holds it (the core's list)."""
        self.methods = DataclassMethods({})

    def add(self, files: dict[str, bytes]) -> str:
        """Adds the files of one bundle; returns its part (``?`` for a bundle that names none)."""
        files = dict(files)
        part = files.pop(PART_ENTRY, b"?").decode()
        methods = files.pop(DATACLASS_METHODS, None)
        if methods is not None:
            self.methods.codes.update(marshal.loads(methods))
        packages = files.pop(PACKAGES_ENTRY, None)
        if packages is not None:
            self.packages.update(json.loads(packages))
        for key, data in files.items():
            (self.files if key.endswith((".pyc", ".py")) else self.data)[key] = data
        self.parts.append(part)
        return part

    def load(self, data: bytes, what: str = "a bundle") -> str:
        """Adds the bundle whose compressed bytes are *data* (ValueError or zstd's error, naming
        *what*, when it is none, changing nothing); returns its part."""
        return self.add(unpack(data, what))

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        base = fullname.replace(".", "/")
        for stem, package in ((f"{base}/__init__", True), (base, False)):
            for suffix in (".pyc", ".py"):
                key = stem + suffix
                if key in self.files:
                    spec = ModuleSpec(fullname, self, origin=f"{HOME}/{key}", loader_state=key,
                                      is_package=package)
                    spec.has_location = True
                    if package:
                        spec.submodule_search_locations = [f"{HOME}/{base}"]
                    return spec
        folder = base
        while folder:
            part = self.packages.get(folder)
            if part is not None and part not in self.parts:
                raise PartNotLoaded(f"{fullname} comes with the part {part}, which this page has not loaded",
                                    name=fullname)
            folder = folder.rpartition("/")[0]
        return None

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return None  # the default module object

    def exec_module(self, module: ModuleType) -> None:
        spec = module.__spec__
        assert spec is not None and spec.origin is not None
        key: str = spec.loader_state
        data = self.files[key]
        if key.endswith(".pyc"):
            code = marshal.loads(memoryview(data)[PYC_HEADER:])
        else:  # a build without Node ships sources ($TAVOLO_PY_SOURCES)
            code = compile(data, spec.origin, "exec", dont_inherit=True)
        exec(code, module.__dict__)  # noqa: S102  (the site's own modules)

    def get_data(self, path: str) -> bytes:
        """The bytes of a bundle's file at *path*, an absolute path under :data:`HOME` as a
        module's ``__file__`` gives it (FileNotFoundError for a file no bundle loaded holds)."""
        key = path.removeprefix(HOME + "/")
        found = self.data.get(key, self.files.get(key)) if key != path else None
        if found is None:
            raise FileNotFoundError(errno.ENOENT, "not in the bundles loaded", path)
        return found


def unpack(data: bytes, what: str = "a bundle") -> dict[str, bytes]:
    """The files of a bundle from its compressed bytes (ValueError naming *what* when it is none)."""
    files = marshal.loads(zstd.decompress(data))
    if not isinstance(files, dict):
        raise ValueError(f"{what} is not a module bundle")
    return files


def read(path: str) -> dict[str, bytes]:
    """The files of the bundle at *path*."""
    with open(path, "rb") as file:
        return unpack(file.read(), path)


def install(*paths: str) -> BundleImporter:
    """Makes the modules of the bundles at *paths* (by default every bundle in :data:`FOLDER`, the
    core first) importable, first on ``sys.meta_path``, and gives ``dataclasses`` their precompiled
    methods."""
    if not paths:
        paths = tuple(sorted(os.path.join(FOLDER, name) for name in os.listdir(FOLDER) if name.endswith(".zst")))
    bundles = sorted((read(path) for path in paths), key=lambda files: files.get(PART_ENTRY) != CORE.encode())
    importer = BundleImporter()
    for files in bundles:
        importer.add(files)
    setattr(dataclasses, "exec", importer.methods)  # noqa: B010
    sys.meta_path.insert(0, importer)
    return importer
