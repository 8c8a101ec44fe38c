/** Pre-compression of build outputs (br and gzip), run on libuv's thread pool so both compress in parallel. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/**
 * `many`: one of many files that together are large (a big site's search parts): compressed
 * as a large file is, since quality 11 on every one would cost the whole at about 1 MB/s.
 */
export async function compressBoth(data: Buffer | string, opts: { many?: boolean } = {}): Promise<Compressed> {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  // Quality 11 runs at about 1 MB/s: keep it for small files, trade a little size for speed above.
  const quality = opts.many ? 5 : input.length <= 64 * 1024 ? 11 : input.length <= 1 << 20 ? 7 : 5;
  const [br, gz] = await Promise.all([
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzip(input, { level: input.length > 1 << 20 ? 6 : 9 }),
  ]);
  return { br, gzip: gz };
}
