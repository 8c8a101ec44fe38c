/**
 * The docs search, two ways (search-hits.ts in the contracts):
 * - `index`: the serialised MiniSearch index the palette downloads and searches itself;
 * - `manifest`: which of the two a collection's readers use: the index while it compresses
 *   to the download budget, else `hits`;
 * - `hits?q=`: the palette's rows for one query, searched here over content-service's copy
 *   of the same index (loaded once per build, when the manifest first says `query`).
 * Each takes `?fallbacks=1`: a translated docs collection as its readers see it.
 */
import { createHash } from 'node:crypto';
import type MiniSearch from 'minisearch';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  docsCollection,
  MAX_SEARCH_HITS,
  MAX_SEARCH_QUERY,
  pageHits,
  searchContext,
  searchHits,
  type SearchContext,
  type SearchDocument,
  type SearchHit,
  type SearchManifest,
} from '@site/contracts';
import { ContentError, badRequest, searchLoading } from '../../errors.ts';
import type { OutputRecord } from '../../shared/database.ts';
import { loadSearchEngine } from '../../search/search-engine.ts';
import type { ContentStore } from '../content-store.ts';
import type { PreviewCheck } from '../preview.ts';
import { readerSearchIndex, readerTree } from '../locale-fallbacks.ts';
import { holdsEtag, PRIVATE, REVALIDATE, sendOutput } from '../send-output.ts';
import { fallbacksOf } from './params.ts';

/** How long a request waits for its index to be made and read before it is told to retry (the gateway gives up at 2 s). */
const ENGINE_WAIT_MS = 1_000;
/** Seconds a client waits before asking again while the index loads. */
const LOADING_RETRY_AFTER_S = 1;

type SearchRequest = FastifyRequest<{ Params: { collection: string }; Querystring: { fallbacks?: string; q?: string } }>;

export interface SearchRouteOptions {
  /** Compressed bytes up to which readers download the whole index (SEARCH_DOWNLOAD_BUDGET). */
  downloadBudget: number;
}

function queryText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > MAX_SEARCH_QUERY) {
    throw badRequest(`"q" must be the words to search for, at most ${MAX_SEARCH_QUERY} characters`);
  }
  return value.trim();
}

/** Sets the validator headers; true when the client holds `etag` already (answer 304). */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  return holdsEtag(request, etag);
}

/**
 * What `pending` resolves to, or a 503 with Retry-After when it is not there by `deadline`
 * (making or reading a large index takes seconds: the client asks again rather than wait
 * past the gateway's upstream timeout). One request's waits share one deadline.
 */
async function readyWithin<T>(pending: Promise<T>, reply: FastifyReply, collection: string, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = Symbol('late');
  const waited = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, deadline - Date.now()));
  });
  const value = await Promise.race([pending, waited]).finally(() => clearTimeout(timer));
  if (value !== late) return value;
  reply.header('retry-after', String(LOADING_RETRY_AFTER_S));
  throw searchLoading(collection);
}

export function registerSearchRoutes(
  app: FastifyInstance,
  store: ContentStore,
  inPreview: PreviewCheck,
  options: SearchRouteOptions,
): void {
  const reader = async (request: SearchRequest, reply: FastifyReply, deadline = Date.now() + ENGINE_WAIT_MS) => {
    const { collection } = request.params;
    store.version(collection); // 404 for an unknown collection
    const fallbacks = fallbacksOf(request.query.fallbacks);
    const preview = inPreview(request);
    // Made on first request after an incremental build, or merged for a translated locale.
    const index = async () =>
      (fallbacks ? await readerSearchIndex(store, collection, preview) : null) ?? (await store.searchIndex(collection, preview));
    const record = await readyWithin(index(), reply, collection, deadline);
    if (!record) {
      throw new ContentError('CONTENT_FILE_NOT_FOUND', `Collection "${collection}" has no search index: only docs collections have one`);
    }
    return { collection, fallbacks, preview, record, cacheControl: preview ? PRIVATE : REVALIDATE };
  };

  // One loaded index per variant (its etag), held for the current build only: a per-build map
  // rather than a budgeted memo, since 100,000 pages' index outweighs the memo budget.
  const engineOf = (record: OutputRecord) => {
    const engines = store.memo('search-engines', () => ({ value: new Map<string, Promise<MiniSearch<SearchDocument>>>(), bytes: 1 }));
    let engine = engines.get(record.etag);
    if (!engine) {
      engine = loadSearchEngine(record);
      engine.catch((err) => {
        engines.delete(record.etag);
        app.log.error({ err }, `loading the search index of "${record.collection}" failed`);
      });
      engines.set(record.etag, engine);
    }
    return engine;
  };

  /** The loaded index, or a 503 with Retry-After when it is still loading at `deadline`. */
  const readyEngine = (record: OutputRecord, reply: FastifyReply, deadline: number) =>
    readyWithin(engineOf(record), reply, record.collection, deadline);

  // A large site's default-locale index is read as soon as a build is open, not when the
  // first reader types: reading 10,000 pages' index takes seconds.
  const warm = () => {
    const site = store.site;
    if (!site) return;
    // Rejects when nothing is built yet; after an incremental build the index is made first.
    void Promise.resolve()
      .then(() => store.searchIndex(docsCollection(site, site.i18n.defaultLocale)))
      .then(async (record) => {
        if (record && (await store.compressed(record)).gzip!.length > options.downloadBudget) await engineOf(record);
      })
      .catch(() => {});
  };
  store.onGeneration(warm);
  warm();

  // What hits are labelled by, and the pages an empty query lists: once per build and view.
  const contextOf = (collection: string, fallbacks: boolean, preview: boolean): { ctx: SearchContext; pages: SearchHit[] } =>
    store.memo(`search-context\0${collection}\0${fallbacks ? 1 : 0}\0${preview ? 1 : 0}`, () => {
      const tree = readerTree(store, collection, fallbacks, preview) ?? [];
      const ctx = searchContext(tree, store.site?.i18n.defaultLocale ?? 'en');
      return { value: { ctx, pages: pageHits(tree, MAX_SEARCH_HITS) }, bytes: 64 * ctx.sectionOf.size + 1 };
    });

  app.get('/api/content/search/:collection/index', async (request: SearchRequest, reply) => {
    const { record, cacheControl } = await reader(request, reply);
    return sendOutput(store, request, reply, record, cacheControl);
  });

  app.get('/api/content/search/:collection/manifest', async (request: SearchRequest, reply) => {
    const { record, cacheControl } = await reader(request, reply);
    const indexBytes = (await store.compressed(record)).gzip!.length;
    const manifest: SearchManifest = { mode: indexBytes <= options.downloadBudget ? 'index' : 'query', indexBytes };
    // Asked on the palette's first open: the index is loading while the reader types.
    if (manifest.mode === 'query') void engineOf(record).catch(() => {});
    if (notModified(request, reply, `"manifest-${record.etag}-${options.downloadBudget}"`, cacheControl)) return reply.code(304).send();
    return manifest;
  });

  app.get('/api/content/search/:collection/hits', async (request: SearchRequest, reply) => {
    const q = queryText(request.query.q);
    const deadline = Date.now() + ENGINE_WAIT_MS;
    const { collection, fallbacks, preview, record, cacheControl } = await reader(request, reply, deadline);
    const etag = `"hits-${record.etag}-${createHash('sha1').update(q).digest('hex').slice(0, 16)}"`;
    if (notModified(request, reply, etag, cacheControl)) return reply.code(304).send();
    const { ctx, pages } = contextOf(collection, fallbacks, preview);
    if (q === '') return { hits: pages };
    return { hits: searchHits(await readyEngine(record, reply, deadline), q, ctx) };
  });
}
