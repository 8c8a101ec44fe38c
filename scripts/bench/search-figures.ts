/**
 * What the search palette costs a reader of a served site, through the gateway as a browser
 * asks (gzip on the wire): the manifest it reads on first open, the index it downloads when
 * the manifest says `index`, and for each query of a set the answer's bytes and the time to
 * it when the manifest says `query` (content-service searches). Queries run one at a time,
 * after two warm-up rounds that load content-service's copy of the index, beside a query
 * nothing matches (the cost of the request itself); `baseUrl` should be
 * a gateway with its cache off, so every answer is searched.
 */
import http from 'node:http';
import { contentApi, type SearchManifest } from '@site/contracts';

export interface SearchFigures {
  mode: SearchManifest['mode'];
  /** Compressed bytes of the whole index (what `index` mode downloads once). */
  indexBytes: number;
  /** Compressed bytes of the largest answer to one query (`query` mode). */
  answerBytesMax: number;
  /** Milliseconds from request to the last byte of an answer, over every query. */
  meanMs: number;
  p95Ms: number;
  /** Mean milliseconds of a query no section holds (answered without scoring): the HTTP path, for reference. */
  emptyMeanMs: number;
}

/** A word no generated or real docs page holds: its answer is the request's cost without the search. */
const NOTHING = 'qqxjzv';

/** Status, compressed body bytes and milliseconds of one GET with `accept-encoding: gzip`. */
function get(url: string): Promise<{ status: number; bytes: number; ms: number; body: Buffer }> {
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: body.length, ms: Number(process.hrtime.bigint() - start) / 1e6, body });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function measureSearch(baseUrl: string, collection: string, queries: string[], rounds = 5): Promise<SearchFigures> {
  const opts = { fallbacks: true };
  const manifest = await getJson<SearchManifest>(`${baseUrl}${contentApi.searchManifest(collection, opts)}`);
  const times: number[] = [];
  const empty: number[] = [];
  let answerBytesMax = 0;
  if (manifest.mode === 'query') {
    // Two rounds first: the index loads, and the search code is compiled as a running server's is.
    for (let round = -2; round < rounds; round++) {
      for (const q of [...queries, NOTHING]) {
        // Without If-None-Match, so content-service searches every time (measure through a gateway with its cache off).
        let res = await get(`${baseUrl}${contentApi.searchHits(collection, q, opts)}`);
        // content-service answers 503 while it reads a large index (after a build or start).
        for (let wait = 0; res.status === 503 && wait < 120; wait++) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          res = await get(`${baseUrl}${contentApi.searchHits(collection, q, opts)}`);
        }
        if (res.status !== 200) throw new Error(`search for "${q}" answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
        if (round < 0) continue;
        if (q === NOTHING) {
          empty.push(res.ms);
          continue;
        }
        times.push(res.ms);
        answerBytesMax = Math.max(answerBytesMax, res.bytes);
      }
    }
  }
  times.sort((a, b) => a - b);
  const mean = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);
  return {
    mode: manifest.mode,
    indexBytes: manifest.indexBytes,
    answerBytesMax,
    meanMs: mean(times),
    p95Ms: times.length ? times[Math.floor(times.length * 0.95)]! : 0,
    emptyMeanMs: mean(empty),
  };
}
