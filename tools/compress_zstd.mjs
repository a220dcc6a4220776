// Compresses files with Zstandard at the highest level, with the zstd module of Pyodide's Python
// (compression.zstd, Python 3.14), the one that decompresses them in the browser (run by
// tools/build_site.py, one run for every bundle):  node tools/compress_zstd.mjs PYODIDE_DIR IN OUT [IN OUT ...]
import fs from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";

const [pyodideDir, ...pairs] = process.argv.slice(2);
if (pairs.length === 0 || pairs.length % 2 !== 0) throw new Error("expected pairs of IN OUT");
const pyodide = await startPyodide(pyodideDir);
for (let index = 0; index < pairs.length; index += 2) {
  pyodide.FS.writeFile("/tmp/in", fs.readFileSync(pairs[index]));
  pyodide.runPython(`
from compression import zstd

with open("/tmp/in", "rb") as source, open("/tmp/out", "wb") as target:
    target.write(zstd.compress(source.read(), level=zstd.CompressionParameter.compression_level.bounds()[1]))
`);
  fs.writeFileSync(pairs[index + 1], pyodide.FS.readFile("/tmp/out"));
}
