/** Pre-compression of build outputs (br and gzip), run on libuv's thread pool so both compress in parallel. */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

export async function compressBoth(data: Buffer | string): Promise<Compressed> {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  // Quality 11 is slow on multi-megabyte dumps; 5 keeps big builds fast at a small size cost.
  const quality = input.length > 1 << 20 ? 5 : 11;
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
