// Pyodide's own Python under Node, for the build steps that need the browser's Python
// (tools/compile_python.mjs, tools/compress_zstd.mjs): the host's Python may be older.
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function startPyodide(pyodideDir, env = {}) {
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  return loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", env, stdout: () => {} });
}
