// Records the methods the dataclasses of some modules get when they are imported, compiled by
// Pyodide's own Python (run by tools/build_site.py):
//   node tools/dataclass_methods.mjs PYODIDE_DIR PYAPP.zip OUT MODULE[,MODULE...]
// PYAPP.zip holds the compiled package (tools/compile_python.mjs); OUT gets the marshal of
// {source: code}, one entry per source text that dataclasses.exec runs (web/pyapp_bundle.py serves
// them back in the browser, where compiling them cost the start ~20 ms).  Keyed by the source
// itself: an exact match, and no hashing module to import at the start.
import fs from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";

const [pyodideDir, input, output, modules] = process.argv.slice(2);
const pyodide = await startPyodide(pyodideDir, { PYTHONNODEBUGRANGES: "1", HOME: "/home/pyodide" });
pyodide.FS.writeFile("/tmp/pyapp.zip", fs.readFileSync(input));
pyodide.globals.set("modules", modules);
pyodide.runPython(`
import builtins
import dataclasses
import importlib
import marshal
import sys

sources = []


def record(source, globals=None, locals=None):
    sources.append(source)
    return builtins.exec(source, globals, locals)


dataclasses.exec = record
sys.path.insert(0, "/tmp/pyapp.zip")
for name in modules.split(","):
    importlib.import_module(name)
methods = {source: compile(source, "<string>", "exec", dont_inherit=True) for source in sources}
with open("/tmp/out", "wb") as target:
    target.write(marshal.dumps(dict(sorted(methods.items())), 4))
`);
fs.writeFileSync(output, pyodide.FS.readFile("/tmp/out"));
