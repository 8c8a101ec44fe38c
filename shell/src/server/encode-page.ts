/**
 * A rendered page compressed in one call when the request accepts it. Only requests the
 * gateway's edge cache does not keep reach the shell with Accept-Encoding (a cache miss
 * asks for the raw page and compresses it once itself), so this is the uncached path:
 * compressing the finished string at once costs less than the gateway compressing the same
 * bytes as a stream, and a sixth of the bytes cross to the gateway.
 */
import zlib from 'node:zlib';
import { negotiateEncoding } from '@site/contracts/server';

/** Below this a page is sent as it is (framing would eat the gain). */
const MIN_BYTES = 1024;

/**
 * Quality 4, as the gateway used for dynamic answers (most of brotli's gain for a fraction of
 * its time), and a 256 KiB window instead of 4 MiB: a page fits, and the encoder no longer
 * sets up megabytes for every answer.
 */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

export interface EncodedPage {
  body: Buffer;
  /** Set when the body is compressed. */
  encoding?: 'br' | 'gzip';
}

/**
 * In one synchronous call: about half a millisecond for a docs page, less CPU than handing
 * it to the thread pool (measured: the asynchronous call cost several times as much under load).
 */
export function encodePage(html: string, acceptEncoding: string | string[] | undefined): EncodedPage {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  const encoding = negotiateEncoding(header);
  // Encoded once here: a string body would be measured (Buffer.byteLength, which flattens the
  // concatenated document) and then encoded again by the socket write, about a tenth of the
  // shell's CPU per uncached page under load (bench:ssr, profiled).
  const raw = Buffer.from(html);
  if (encoding === 'identity' || html.length < MIN_BYTES) return { body: raw };
  if (encoding === 'gzip') return { body: zlib.gzipSync(raw, { level: 6 }), encoding };
  return { body: zlib.brotliCompressSync(raw, BROTLI), encoding };
}
