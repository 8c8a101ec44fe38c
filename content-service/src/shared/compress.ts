/** Pre-compression of build outputs (br and gzip), run on libuv's thread pool so both compress in parallel. */
import { once } from 'node:events';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** The brotli and gzip settings for `size` bytes. Quality 11 runs at about 1 MB/s: kept for small files, a little size traded for speed above. */
function settings(size: number, many: boolean): { brotli: zlib.BrotliOptions; gzip: zlib.ZlibOptions } {
  const quality = many ? 5 : size <= 64 * 1024 ? 11 : size <= 1 << 20 ? 7 : 5;
  return {
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    },
    gzip: { level: size > 1 << 20 ? 6 : 9 },
  };
}

/**
 * `many`: one of many files that together are large (a big site's search parts): compressed
 * as a large file is, since quality 11 on every one would cost the whole at about 1 MB/s.
 */
export async function compressBoth(data: Buffer | string, opts: { many?: boolean } = {}): Promise<Compressed> {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  const options = settings(input.length, !!opts.many);
  const [br, gz] = await Promise.all([brotli(input, options.brotli), gzip(input, options.gzip)]);
  return { br, gzip: gz };
}

/** Bytes written in pieces and compressed as they come (compressBoth's settings for `size`, their total). */
export interface CompressingWriter {
  /** Resolves once both compressors have taken the piece in (their buffers have room again). */
  write(piece: Buffer): Promise<void>;
  end(): Promise<Compressed>;
}

/**
 * compressBoth for text too big to hold whole (a 100,000-page site's search sections and
 * llms-full.txt, 150-200 MB each): the same settings and the same bytes out, the input never
 * joined. `size` is the total that will be written (the settings depend on it).
 */
export function compressingWriter(size: number): CompressingWriter {
  const options = settings(size, false);
  const streams = [zlib.createBrotliCompress(options.brotli), zlib.createGzip(options.gzip)] as const;
  const outputs = streams.map((stream) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return once(stream, 'end').then(() => Buffer.concat(chunks));
  });
  // Observed from the start: a failure rejects write or end, never unobserved.
  for (const out of outputs) out.catch(() => undefined);
  return {
    async write(piece) {
      await Promise.all(streams.map((stream) => (stream.write(piece) ? undefined : once(stream, 'drain'))));
    },
    async end() {
      for (const stream of streams) stream.end();
      const [br, gz] = await Promise.all(outputs);
      return { br: br!, gzip: gz! };
    },
  };
}
