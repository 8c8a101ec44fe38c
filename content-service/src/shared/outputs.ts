/**
 * Build outputs as records (the `_build_outputs` rows the server sends): made by the build
 * and, on demand after an incremental build, by the server.
 */
import { createHash } from 'node:crypto';
import type { OutputKind, OutputRecord } from './database.ts';

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

export function hasSearchIndex(collection: string): boolean {
  return collection === 'docs' || collection.startsWith('docs_');
}

/** A collection's search sections output from its pages' fragments, in reading order. */
export function joinSections(fragments: Iterable<string>): string {
  const items: string[] = [];
  for (const f of fragments) if (f !== '') items.push(f);
  return `[${items.join(',')}]`;
}
