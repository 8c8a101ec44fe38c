/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset and the wasm of a build,
 * written beside the originals at build time: the static servers send them as they are
 * (@fastify/static `preCompressed`), so nothing is compressed per request, and the bytes are
 * the smallest each encoding can give, not what a per-request quality budget allows. Files of
 * hashed builds never change, so an existing `.br` means the copies are already there.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|wasm|txt|xml|map)$/;
/** Below one packet, compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

export function precompressDir(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || fs.existsSync(`${file}.br`)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}
