/**
 * What a search costs a reader of the split index, per query: the compressed bytes it
 * downloads from a cold start (the manifest, the document table, the term parts its words
 * need, the display parts of its rows), the time to its first answer then (downloads
 * included), and the time of the same query once its parts are held (the search itself,
 * the best of `rounds`: a busy machine only ever slows a run down). Each query starts from an empty cache: the worst case, a reader's
 * first question. Shared by bench:search (in process) and bench:scale (through the gateway).
 */
import MiniSearch from 'minisearch';
import { SplitSearch, type SearchManifest } from '@site/contracts';

export interface Fetched {
  /** Compressed bytes on the wire. */
  bytes: number;
  json: unknown;
}

export interface QueryFigure {
  query: string;
  /** Compressed bytes downloaded for the first answer, the manifest included. */
  bytes: number;
  /** Requests made for it. */
  requests: number;
  /** Milliseconds to the first answer from a cold start. */
  coldMs: number;
  /** Milliseconds of the answer once its parts are held (best of the rounds). */
  warmMs: number;
  rows: number;
}

export const BYTES_GOAL = 200 * 1024;
export const MS_GOAL = 10;

export async function measureQueries(
  manifest: () => Promise<Fetched>,
  part: (name: string) => Promise<Fetched>,
  queries: string[],
  rounds = 7,
): Promise<QueryFigure[]> {
  const figures: QueryFigure[] = [];
  for (const query of queries) {
    let bytes = 0;
    let requests = 1;
    const started = performance.now();
    const opened = await manifest();
    bytes += opened.bytes;
    const search = new SplitSearch(
      opened.json as SearchManifest,
      async (name) => {
        const got = await part(name);
        bytes += got.bytes;
        requests++;
        return got.json;
      },
      MiniSearch,
    );
    const rows = (await search.hits(query)).length;
    const coldMs = performance.now() - started;
    const warm: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const start = performance.now();
      await search.hits(query);
      warm.push(performance.now() - start);
    }
    figures.push({ query, bytes, requests, coldMs, warmMs: Math.min(...warm), rows });
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per query, each figure beside its goal. */
export function formatQueryFigures(figures: QueryFigure[]): string {
  const width = Math.max(...figures.map((f) => f.query.length)) + 2;
  return figures
    .map(
      (f) =>
        `  ${`"${f.query}"`.padEnd(width + 2)} downloads ${kb(f.bytes).padStart(9)} in ${String(f.requests).padStart(2)} requests ` +
        `(goal ≤ ${kb(BYTES_GOAL)}: ${f.bytes <= BYTES_GOAL ? 'met' : 'NOT met'}), answers in ${f.warmMs.toFixed(2).padStart(6)} ms ` +
        `(goal ≤ ${MS_GOAL} ms: ${f.warmMs <= MS_GOAL ? 'met' : 'NOT met'}; first answer with downloads ${f.coldMs.toFixed(0)} ms), ${f.rows} rows`,
    )
    .join('\n');
}
