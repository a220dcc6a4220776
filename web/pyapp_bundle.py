"""Imports the ``pyapp`` package from ``pyapp.zst``, the site's one compressed file of its modules.

The build (``tools/build_site.py``) writes ``pyapp.zst``: the Zstandard-compressed ``marshal`` of a
dict ``{"pyapp/cards.pyc": bytecode, ...}``; the modules are imported straight from memory, nothing
is unpacked to the file system.  polyscript fetches this file and ``pyapp.zst`` into the worker's
file system (the "files" of web/app.js's worker config); ``app.py`` calls :func:`install` before
importing.  The package's data
files (``pyapp/i18n/locales/*/*.json``) are in the same dict, read through the loader's
``get_data`` (``importlib.abc.ResourceLoader``, what ``pkgutil.get_data`` calls): a language's
words cost no request of their own.  The bundle also
holds the methods ``dataclasses`` generates for the first screen's classes, compiled by the build
(:class:`DataclassMethods`).

Standard library only (``backports.zstd`` before Python 3.14): it runs before ``pyapp`` can be imported.
"""

from __future__ import annotations

import dataclasses
import errno
import marshal
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
# The bundle's entry of precompiled dataclass methods (tools/build_site.py DATACLASS_METHODS).
DATACLASS_METHODS = "dataclass-methods.marshal"


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
    """Finds and loads the modules of a bundle (``{relative path: .pyc or .py bytes}``), and gives
    them the bundle's other files (:meth:`get_data`)."""

    def __init__(self, files: dict[str, bytes]) -> None:
        self.files = {key: data for key, data in files.items() if key.endswith((".pyc", ".py"))}
        """The modules: ``{"pyapp/cards.pyc": bytecode, ...}``."""
        self.data = {key: data for key, data in files.items() if key not in self.files}
        """The data files: ``{"pyapp/i18n/locales/en/messages.json": bytes, ...}``."""

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
        """The bytes of the bundle's file at *path*, an absolute path under :data:`HOME` as a
        module's ``__file__`` gives it (FileNotFoundError for a file the bundle does not hold)."""
        key = path.removeprefix(HOME + "/")
        found = self.data.get(key, self.files.get(key)) if key != path else None
        if found is None:
            raise FileNotFoundError(errno.ENOENT, "not in the bundle", path)
        return found


def read(path: str) -> dict[str, bytes]:
    """The files of the bundle at *path*."""
    with open(path, "rb") as file:
        files = marshal.loads(zstd.decompress(file.read()))
    if not isinstance(files, dict):
        raise ValueError(f"{path} is not a module bundle")
    return files


def install(path: str = "pyapp.zst") -> BundleImporter:
    """Makes the modules of the bundle at *path* importable (first on ``sys.meta_path``), and
    gives ``dataclasses`` the bundle's precompiled methods."""
    files = read(path)
    methods = files.pop(DATACLASS_METHODS, None)
    if methods is not None:
        setattr(dataclasses, "exec", DataclassMethods(marshal.loads(methods)))  # noqa: B010
    importer = BundleImporter(files)
    sys.meta_path.insert(0, importer)
    return importer
