/**
 * What the search palette costs a reader of a served site, through the gateway as a browser
 * asks (gzip on the wire): per query, from a cold start, the manifest and the parts of the
 * split index it fetches (bytes), the time to its first answer with those downloads, and the
 * time of its answer once the parts are held (content-service/bench/split-measure.ts).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { contentApi, type SearchManifest } from '@site/contracts';
import { measureQueries, type Fetched, type QueryFigure } from '../../content-service/bench/split-measure.ts';

export interface SearchFigures {
  /** Compressed bytes of every part together (the whole index, never downloaded whole). */
  indexBytes: number;
  queries: QueryFigure[];
}

/** The gzip body of one GET, inflated and parsed, with its bytes on the wire. */
function get(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', accept: 'application/json' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) {
            reject(new Error(`${url} answered ${res.statusCode}: ${body.toString().slice(0, 200)}`));
            return;
          }
          const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body).toString() : body.toString();
          resolve({ bytes: body.length, json: JSON.parse(text) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** `get`, asked again while content-service answers 503 (a locale's files being made after a build). */
async function getWhenReady(url: string): Promise<Fetched> {
  for (let wait = 0; ; wait++) {
    try {
      return await get(url);
    } catch (err) {
      if (wait >= 120 || !String(err).includes('answered 503')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export async function measureSearch(baseUrl: string, collection: string, queries: string[]): Promise<SearchFigures> {
  const manifestUrl = `${baseUrl}${contentApi.searchManifest(collection, { fallbacks: true })}`;
  const manifest = (await getWhenReady(manifestUrl)).json as SearchManifest;
  const figures = await measureQueries(
    () => get(manifestUrl),
    (name) => get(`${baseUrl}${contentApi.searchPart(collection, name)}`),
    queries,
  );
  return { indexBytes: manifest.bytes, queries: figures };
}
