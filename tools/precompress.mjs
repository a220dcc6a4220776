// Compresses files for hosts that serve precompressed copies (tools/precompress.py, run by
// tools/build_site.py): brotli at its highest quality and gzip at level 9, with Node's zlib (Python's
// standard library has no brotli).  Deterministic: the same input gives the same bytes.
//   node tools/precompress.mjs IN BR GZ [IN BR GZ ...]
import fs from "node:fs";
import zlib from "node:zlib";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 3 !== 0) throw new Error("expected triples of IN BR GZ");
for (let index = 0; index < args.length; index += 3) {
  const data = fs.readFileSync(args[index]);
  fs.writeFileSync(args[index + 1], zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }));
  fs.writeFileSync(args[index + 2], zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
}
