// Compresses a file with Zstandard at the highest level, with the zstd module of Pyodide's Python
// (compression.zstd, Python 3.14), the one that decompresses it in the browser (run by
// tools/build_site.py):  node tools/compress_zstd.mjs PYODIDE_DIR IN OUT
import fs from "node:fs";
import { startPyodide } from "./pyodide_node.mjs";

const [pyodideDir, input, output] = process.argv.slice(2);
const pyodide = await startPyodide(pyodideDir);
pyodide.FS.writeFile("/tmp/in", fs.readFileSync(input));
pyodide.runPython(`
from compression import zstd

with open("/tmp/in", "rb") as source, open("/tmp/out", "wb") as target:
    target.write(zstd.compress(source.read(), level=zstd.CompressionParameter.compression_level.bounds()[1]))
`);
fs.writeFileSync(output, pyodide.FS.readFile("/tmp/out"));
