/**
 * The docs search files (shell/contracts/src/shared/search-split.ts): content-service serves
 * them, the palette searches them. Nothing here searches.
 * - `manifest?fallbacks=1`: which part holds which terms; revalidated (it names the build's parts);
 * - `parts/{name}`: a part, named by the hash of its content, so immutable: cached by the
 *   browser for a year, precompressed (br, gzip) like every build output.
 * `fallbacks=1`: a translated docs collection as its readers see it (locale-fallbacks.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ContentError, searchLoading } from '../../errors.ts';
import { searchPartKind } from '../../search/index-job.ts';
import type { ContentStore } from '../content-store.ts';
import { readerSearchIndex } from '../locale-fallbacks.ts';
import { IMMUTABLE, REVALIDATE, sendOutput } from '../send-output.ts';
import { fallbacksOf } from './params.ts';

type ManifestRequest = FastifyRequest<{ Params: { collection: string }; Querystring: { fallbacks?: string } }>;
type PartRequest = FastifyRequest<{ Params: { collection: string; name: string } }>;

/** A part's name: a hash, and for a display part its number. */
const PART_NAME = /^[0-9a-f]{20}(-\d{1,9})?$/;
/** How long a request waits for its files to be made (a translated locale's, seconds at 10,000 pages) before it is told to retry; the gateway gives up at 2 s. */
const MAKING_WAIT_MS = 1_000;
/** Seconds a client waits before asking again while the files are made. */
const MAKING_RETRY_AFTER_S = 1;

/** What `pending` resolves to, or a 503 with Retry-After when it is not there within MAKING_WAIT_MS. */
async function readyInTime<T>(pending: Promise<T>, reply: FastifyReply, collection: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = Symbol('late');
  const waited = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), MAKING_WAIT_MS);
  });
  const value = await Promise.race([pending, waited]).finally(() => clearTimeout(timer));
  if (value !== late) return value;
  reply.header('retry-after', String(MAKING_RETRY_AFTER_S));
  throw searchLoading(collection);
}

const noSearchIndex = (collection: string) =>
  new ContentError('CONTENT_FILE_NOT_FOUND', `Collection "${collection}" has no search index: only docs collections have one`);

export function registerSearchRoutes(app: FastifyInstance, store: ContentStore): void {
  // Docs collections have no drafts: the search files are the same for every reader.
  const manifestOf = async (collection: string, fallbacks: boolean) => {
    store.version(collection); // 404 for an unknown collection
    // Made on first request after an incremental build, or merged for a translated locale.
    const record = fallbacks ? await readerSearchIndex(store, collection) : await store.searchIndex(collection);
    if (!record) throw noSearchIndex(collection);
    return record;
  };

  app.get('/api/content/search/:collection/manifest', async (request: ManifestRequest, reply) => {
    const { collection } = request.params;
    const record = await readyInTime(manifestOf(collection, fallbacksOf(request.query.fallbacks)), reply, collection);
    return sendOutput(store, request, reply, record, REVALIDATE);
  });

  app.get('/api/content/search/:collection/parts/:name', async (request: PartRequest, reply) => {
    const { collection, name } = request.params;
    store.version(collection);
    if (!PART_NAME.test(name)) throw new ContentError('CONTENT_FILE_NOT_FOUND', `No search part "${name}"`);
    const kind = searchPartKind(name);
    // A part of a derived manifest (a translated locale, a dev rebuild) is there once its manifest is made.
    let record = store.output(collection, kind);
    if (!record) {
      const made = async () => {
        await manifestOf(collection, true).catch(() => null);
        return (
          store.output(collection, kind) ?? ((await manifestOf(collection, false).catch(() => null)) && store.output(collection, kind))
        );
      };
      // Made in turn with every other locale's files: told to come back, as for the manifest.
      record = await readyInTime(made(), reply, collection);
    }
    if (!record) throw new ContentError('CONTENT_FILE_NOT_FOUND', `No search part "${name}" in "${collection}" (a part of another build?)`);
    return sendOutput(store, request, reply, record, IMMUTABLE);
  });
}
