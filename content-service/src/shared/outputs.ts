/**
 * Build outputs as records (the `_build_outputs` rows the server sends): made by the build
 * and, on demand after an incremental build, by the server.
 */
import { createHash } from 'node:crypto';
import type { OutputKind, OutputRecord } from './database.ts';
import { compressingWriter } from './compress.ts';

export function output(collection: string, kind: OutputKind, contentType: string, text: string | Buffer, etag?: string): OutputRecord {
  const body = typeof text === 'string' ? Buffer.from(text) : text;
  return {
    collection,
    kind,
    contentType,
    size: body.length,
    body,
    br: null,
    gzip: null,
    etag: etag ?? `${kind}-${createHash('sha1').update(body).digest('hex').slice(0, 16)}`,
  };
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A docs collection: the default locale's (`docs`, or `docs_en` once locales are on) or a locale's (`docs_fr`). */
export function isDocsCollection(collection: string): boolean {
  return collection === 'docs' || collection.startsWith('docs_');
}

/** Docs collections have a search index; the others do not. */
export function hasSearchIndex(collection: string): boolean {
  return isDocsCollection(collection);
}

/** The text of a JSON array of the items in `fragments` (each some items' JSON, comma-separated; '' for none), in pieces. */
export function* jsonArrayPieces(fragments: Iterable<string>): Generator<string> {
  yield '[';
  let first = true;
  for (const fragment of fragments) {
    if (fragment === '') continue;
    yield first ? fragment : `,${fragment}`;
    first = false;
  }
  yield ']';
}

/** A collection's search sections output from its pages' fragments, in reading order. */
export function joinSections(fragments: Iterable<string>): string {
  return [...jsonArrayPieces(fragments)].join('');
}

/**
 * Text given in pieces, read once: joined when under `limit` UTF-8 bytes, else only measured
 * (the pieces are let go as they are counted; the caller reads them again to write them).
 */
export function joinedUnder(pieces: Iterable<string>, limit: number): { text: string } | { size: number } {
  let held: string[] | null = [];
  let size = 0;
  for (const piece of pieces) {
    size += Buffer.byteLength(piece);
    if (size >= limit) held = null;
    else held?.push(piece);
  }
  return held ? { text: held.join('') } : { size };
}

/**
 * An output of at least this many bytes is written in pieces (outputWriter): at 10,000 pages
 * the search sections are ~19 MB; at 100,000, they and llms-full.txt are 150-200 MB each,
 * which held whole (the pieces, the joined text, its bytes) made most of the build's peak.
 */
export const WRITTEN_IN_PIECES_MIN_BYTES = 4 * 1024 * 1024;
/** Pieces go to the compressors this many bytes at a time (one thread-pool job each). */
const PIECE_BYTES = 256 * 1024;

export interface OutputWriter {
  write(text: string): Promise<void>;
  end(): Promise<OutputRecord>;
}

/**
 * An output written in pieces and compressed as they come (compress.ts compressingWriter):
 * the record `output` and compressBoth make of the joined text, to the byte, without the
 * body (stored compressed only, as every output this big is, and read through outputBody).
 * `size`: the bytes that will be written (the compression settings depend on it).
 */
export function outputWriter(collection: string, kind: OutputKind, contentType: string, size: number): OutputWriter {
  const compressor = compressingWriter(size);
  const hash = createHash('sha1');
  let pending: string[] = [];
  let pendingLength = 0;
  let written = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(''));
    pending = [];
    pendingLength = 0;
    hash.update(bytes);
    written += bytes.length;
    await compressor.write(bytes);
  };
  return {
    async write(text) {
      pending.push(text);
      pendingLength += text.length;
      if (pendingLength >= PIECE_BYTES) await flush();
    },
    async end() {
      await flush();
      const { br, gzip } = await compressor.end();
      if (written !== size)
        throw new Error(`the ${kind} output of "${collection}" was announced at ${size} bytes and written at ${written}`);
      return { collection, kind, contentType, size, body: Buffer.alloc(0), br, gzip, etag: `${kind}-${hash.digest('hex').slice(0, 16)}` };
    },
  };
}

/**
 * An output made of `pieces` (asked twice when big: measured, then written; each time the same): under
 * `inPiecesFrom` bytes (WRITTEN_IN_PIECES_MIN_BYTES) joined as `output` makes it, from there written in pieces.
 */
export async function outputOfPieces(
  collection: string,
  kind: OutputKind,
  contentType: string,
  pieces: () => Iterable<string>,
  inPiecesFrom = WRITTEN_IN_PIECES_MIN_BYTES,
): Promise<OutputRecord> {
  const read = joinedUnder(pieces(), inPiecesFrom);
  if ('text' in read) return output(collection, kind, contentType, read.text);
  const writer = outputWriter(collection, kind, contentType, read.size);
  for (const piece of pieces()) await writer.write(piece);
  return writer.end();
}
