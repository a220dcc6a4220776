// Records the methods the dataclasses of some modules get when they are imported, compiled by
// Pyodide's own Python (run by tools/build_site.py):
//   node tools/dataclass_methods.mjs PYODIDE_DIR PYAPP.zip OUT PHASES
// PYAPP.zip holds the compiled package (tools/compile_python.mjs); PHASES is a JSON list of
// [name, [module, ...]] imported in that order (the site's core first, then each game's screen, a
// variant's base before it).  OUT gets the marshal of {name: marshal of {source: code}}: one entry
// per source text that dataclasses.exec runs while that phase's modules are imported
// (web/pyapp_bundle.py serves them back in the browser, where compiling them cost the start
// ~20 ms); each phase's dict marshalled apart, as bytes, because the build's Python (any 3.11+) may
// read the outer dict but not Pyodide's code objects.  Keyed by the source itself: an exact match,
// and no hashing module to import at the start.
import fs from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";

const [pyodideDir, input, output, phases] = process.argv.slice(2);
const pyodide = await startPyodide(pyodideDir, { PYTHONNODEBUGRANGES: "1", HOME: "/home/pyodide" });
pyodide.FS.writeFile("/tmp/pyapp.zip", fs.readFileSync(input));
pyodide.globals.set("phases", phases);
pyodide.runPython(`
import builtins
import dataclasses
import importlib
import json
import marshal
import sys

sources = []


def record(source, globals=None, locals=None):
    sources.append(source)
    return builtins.exec(source, globals, locals)


dataclasses.exec = record
sys.path.insert(0, "/tmp/pyapp.zip")
recorded = {}
for name, modules in json.loads(phases):
    sources.clear()
    for module in modules:
        importlib.import_module(module)
    recorded[name] = marshal.dumps({source: compile(source, "<string>", "exec", dont_inherit=True)
                                    for source in sorted(set(sources))}, 4)
with open("/tmp/out", "wb") as target:
    target.write(marshal.dumps(recorded, 4))
`);
fs.writeFileSync(output, pyodide.FS.readFile("/tmp/out"));
