/**
 * A rendered page compressed in one call when the request accepts it. Only requests the
 * gateway's edge cache does not keep reach the shell with Accept-Encoding (a cache miss
 * asks for the raw page and compresses it once itself), so this is the uncached path.
 *
 * A page is a list of parts: strings made for this request and shared parts, the same on
 * many pages (the inline stylesheets of a build, about half of a docs page's bytes). A shared
 * part is encoded to UTF-8 and deflated once; gzip is a series of deflate blocks, so a page's
 * gzip body is its own parts deflated, with each shared part's blocks copied between them
 * (each part's blocks end on a byte boundary and refer to nothing before them). That is why
 * gzip is chosen over brotli when both are accepted: brotli has no such seams and would
 * compress the stylesheets again for every request. Measured on a docs page of 99 KB: gzip
 * this way ~0.5 ms and 19.0 KB at level 6, brotli (quality 4) of the whole page ~1 ms and 18.7 KB.
 */
import zlib from 'node:zlib';
import { negotiateEncoding } from '@site/contracts/server';

/** Below this a page is sent as it is (framing would eat the gain). */
const MIN_BYTES = 1024;

/**
 * Per request: level 3, zlib's fastest matcher with a little search. Measured on a docs
 * page's own 52 KB (CPU time, busy machine): level 6 ~445 µs and 9.4 KB, level 3 ~260 µs and
 * 10.3 KB, level 1 ~240 µs and 10.7 KB. The page's own part is the smaller half of its bytes
 * (the stylesheets and the chrome are shared parts, deflated at their best once).
 */
const GZIP_LEVEL = 3;
/**
 * A page's own text after a shared part may refer back into the end of it (the decoder has
 * it: it is the text right before), as if compressed in one stream: the compressor is primed
 * with that many of its last bytes. The chrome's icons and links recur in the page's own
 * content; measured on a docs page, priming with 8 KB saves 1.3 KB of 22 KB for ~80 µs, a
 * whole 32 KB window 1.4 KB for ~190 µs.
 */
const PRIME_BYTES = 8 * 1024;
/** Once per shared part, so its best. */
const SHARED_LEVEL = 9;

/**
 * For a client that takes brotli but not gzip: quality 4 (most of brotli's gain for a fraction
 * of its time) and a 256 KiB window instead of 4 MiB: a page fits, and the encoder no longer
 * sets up megabytes for every answer.
 */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

/**
 * A piece of the page's own text shorter than this (the few tags between two shared parts,
 * the closing `</html>`) is sent as a stored deflate block, written here: setting up a zlib
 * stream for it costs ~20 µs, two of them a docs page, for a few dozen bytes saved.
 */
const STORED_BELOW = 256;

/** gzip member header: deflate, no name or time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty deflate block: ends a body whose last part was a shared one. */
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/** Text the same on many pages, kept encoded and deflated (create it once, hand it to every page). */
export class SharedPart {
  readonly bytes: Buffer;
  private deflated: Buffer | undefined;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
  }

  /** Deflate blocks that end on a byte boundary and are not final: any part may follow. */
  get deflatedBlocks(): Buffer {
    this.deflated ??= zlib.deflateRawSync(this.bytes, { level: SHARED_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return this.deflated;
  }
}

export type PagePart = string | SharedPart;

/** The page's text: tests and callers that want the document itself. */
export function pageText(parts: readonly PagePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}

/** Runs of strings joined (one encoding and one deflate call each), shared parts as they are. */
function runs(parts: readonly PagePart[]): Array<Buffer | SharedPart> {
  const out: Array<Buffer | SharedPart> = [];
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    if (text) out.push(Buffer.from(text));
    text = '';
    out.push(part);
  }
  if (text) out.push(Buffer.from(text));
  return out;
}

const bytesOf = (run: Buffer | SharedPart) => (run instanceof SharedPart ? run.bytes : run);

/**
 * `bytes` (< 64 KiB) as one stored block (RFC 1951 §3.2.4): a header byte (BFINAL, BTYPE 00,
 * the rest padding: the stream is on a byte boundary here), LEN and its complement, the bytes.
 */
function storedBlock(bytes: Buffer, final: boolean): Buffer {
  const head = Buffer.alloc(5);
  head[0] = final ? 1 : 0;
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

function gzip(pieces: Array<Buffer | SharedPart>, length: number): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  pieces.forEach((piece, i) => {
    const last = i === pieces.length - 1;
    if (piece instanceof SharedPart) {
      chunks.push(piece.deflatedBlocks);
      if (last) chunks.push(FINAL_BLOCK);
    } else if (piece.length < STORED_BELOW) {
      chunks.push(storedBlock(piece, last));
    } else {
      const finishFlush = last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH;
      const before = i > 0 ? bytesOf(pieces[i - 1]!) : undefined;
      const dictionary = before?.subarray(Math.max(0, before.length - PRIME_BYTES));
      chunks.push(zlib.deflateRawSync(piece, { level: GZIP_LEVEL, finishFlush, ...(dictionary ? { dictionary } : {}) }));
    }
    crc = zlib.crc32(bytesOf(piece), crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

export interface EncodedPage {
  body: Buffer;
  /** Set when the body is compressed. */
  encoding?: 'br' | 'gzip';
}

/**
 * In one synchronous call: less CPU than handing it to the thread pool (measured: the
 * asynchronous call cost several times as much under load). Encoded to bytes here: a string
 * body would be measured (Buffer.byteLength, which flattens the concatenated document) and
 * then encoded again by the socket write.
 */
export function encodePage(page: string | readonly PagePart[], acceptEncoding: string | string[] | undefined): EncodedPage {
  const pieces = runs(typeof page === 'string' ? [page] : page);
  const length = pieces.reduce((n, piece) => n + bytesOf(piece).length, 0);
  const raw = () => (pieces.length === 1 ? bytesOf(pieces[0]!) : Buffer.concat(pieces.map(bytesOf), length));
  if (length < MIN_BYTES) return { body: raw() };
  const encoding = negotiateEncoding(acceptEncoding, ['gzip', 'br']);
  if (encoding === 'gzip') return { body: gzip(pieces, length), encoding };
  if (encoding === 'br') return { body: zlib.brotliCompressSync(raw(), BROTLI), encoding };
  return { body: raw() };
}
