// Compiles the Python modules of a zip to bytecode with Pyodide's own Python (run by
// tools/build_site.py):  node tools/compile_python.mjs PYODIDE_DIR IN.zip OUT.zip [WHERE [OPTIMIZE]]
//
// WHERE is the folder the files live in at run time, recorded in tracebacks: by default where
// Pyodide mounts its standard library (/lib/python3XY.zip); /home/pyodide for pyapp.zip, which
// PyScript unpacks into its working folder. OPTIMIZE is compile()'s optimize level (default 0;
// 2 leaves out docstrings and asserts).
//
// Every module.py becomes module.pyc (unchecked hash-based, PEP 552: the import system loads it
// without looking for a source), so the browser no longer compiles the ~150 modules Pyodide and
// PyScript import at every start, nor the app's (measured: most of a warm boot, and the app's
// import right after a cold boot, when the interpreter still runs as baseline WebAssembly).
// Column positions are left out (PYTHONNODEBUGRANGES: tracebacks lose only their ^^^ markers),
// which makes the bytecode a quarter smaller.  Other entries are copied as they are.
import fs from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";

const [pyodideDir, input, output, where = "", optimize = "0"] = process.argv.slice(2);
const pyodide = await startPyodide(pyodideDir, { PYTHONNODEBUGRANGES: "1", HOME: "/home/pyodide" });
pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(input));
pyodide.globals.set("where", where);
pyodide.globals.set("optimize", Number(optimize));
pyodide.runPython(`
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

folder = where or next(entry for entry in sys.path if entry.endswith(".zip"))
with zipfile.ZipFile("/tmp/in.zip") as source, \\
        zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        data = source.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, f"{folder}/{info.filename}", "exec", dont_inherit=True, optimize=optimize)
            compiled = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            compiled.external_attr = info.external_attr
            data = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            info = compiled
        target.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
`);
fs.writeFileSync(output, pyodide.FS.readFile("/tmp/out.zip"));
