/**
 * GET endpoints that serve build outputs: the collection dump and the JSON/text documents
 * under /api/content/ (info, navigation, search sections, surround, raw markdown,
 * llms.txt and llms-full.txt).
 */
import type { FastifyInstance } from 'fastify';
import { CONTENT_VERSION_HEADER, docsCollection, type Surround } from '@site/contracts';
import { QUIET_ROUTE } from '@site/contracts/server';
import { ContentError, badRequest, pageNotFound } from '../../errors.ts';
import { GLOBAL, outputBody, type OutputKind, type OutputRecord } from '../../shared/database.ts';
import { withOrigin } from '../../shared/llms.ts';
import type { ContentStore } from '../content-store.ts';
import type { PreviewCheck } from '../preview.ts';
import { positionIn, readerNavigation, readerOrder } from '../locale-fallbacks.ts';
import { localeLlms, siteLlms } from '../locale-llms.ts';
import { IMMUTABLE, PRIVATE, REVALIDATE, sendOutput } from '../send-output.ts';
import { fallbacksOf, pagePath } from './params.ts';
import { segmentsPath } from '../../shared/natural-order.ts';
import { refuseOtherMethods } from './methods.ts';

const DUMP_URL = '/__nuxt_content/:collection/sql_dump.txt';

type CollectionParams = { Params: { collection: string } };

/**
 * A page path written with the file names of the repository (`/docs/1.guide/2.writing`,
 * `/docs/1.guide/index`), as the page's path: what a relative link of a page's Markdown
 * source (`./2.writing.md`, `../1.guide/index.md`) becomes once a reader of that source
 * (`/en/docs/guide/intro.md`) follows it.
 */
function asFilePath(path: string): string {
  const written = segmentsPath('', path.split('/').slice(1));
  return written.endsWith('/index') ? written.slice(0, -'/index'.length) || '/' : written;
}

const MAX_SURROUND = 20;

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) > MAX_SURROUND) {
    throw badRequest(`"${name}" must be a whole number from 0 to ${MAX_SURROUND}`);
  }
  return Number(value);
}

export function registerOutputRoutes(app: FastifyInstance, store: ContentStore, inPreview: PreviewCheck): void {
  const collectionOutput = (collection: string, kind: OutputKind, preview: boolean) => {
    store.version(collection);
    const record = store.output(collection, kind, preview);
    if (!record) {
      throw new ContentError(
        'CONTENT_FILE_NOT_FOUND',
        `Collection "${collection}" has no ${kind.replace('-', ' ')}: only docs collections have a search index`,
      );
    }
    return record;
  };

  /**
   * The dump in the reference module's format (dump-stream.ts). `v` (spec §7 "query parameter
   * version"): the current version's dump is immutable under its own `v`; any other `v` gets
   * the current dump, revalidated, with the current version in `x-content-version` (the
   * dump's checksum row says the same). In preview, the dump with drafts, never cached.
   */
  app.get<CollectionParams & { Querystring: { v?: string } }>(DUMP_URL, async (request, reply) => {
    const { collection } = request.params;
    const version = store.version(collection);
    const preview = inPreview(request);
    const record = collectionOutput(collection, 'dump', preview);
    reply.header(CONTENT_VERSION_HEADER, version);
    if (request.query.v !== undefined && request.query.v !== version) reply.header('x-content-stale', '1');
    return sendOutput(store, request, reply, record, preview ? PRIVATE : request.query.v === version ? IMMUTABLE : REVALIDATE);
  });
  // Any other method on the dump path: 405 with `Allow: GET, HEAD` (OPTIONS: 204), not a 404.
  refuseOtherMethods(app, DUMP_URL, ['GET']);

  app.get('/api/content/info', QUIET_ROUTE, async (request, reply) => {
    const record = store.output(GLOBAL, 'info');
    if (!record) throw new ContentError('CONTENT_NOT_BUILT', 'The content build has no info record: rebuild the content');
    return sendOutput(store, request, reply, record, REVALIDATE);
  });

  // Collections with drafts answer preview requests with their draft-including variant, uncached.
  app.get<CollectionParams>('/api/content/search/:collection/sections', async (request, reply) => {
    const preview = inPreview(request);
    return sendOutput(
      store,
      request,
      reply,
      collectionOutput(request.params.collection, 'sections', preview),
      preview ? PRIVATE : REVALIDATE,
    );
  });
  // `?fallbacks=1`: a translated docs collection as its readers see it, the default locale's
  // pages filling the gaps (locale-fallbacks.ts); one request for a locale's reader. The
  // search index has its own routes (search.ts).
  app.get<CollectionParams & { Querystring: { fallbacks?: string } }>('/api/content/navigation/:collection', async (request, reply) => {
    const preview = inPreview(request);
    const { collection } = request.params;
    store.version(collection); // 404 for an unknown collection
    const fallbacks = fallbacksOf(request.query.fallbacks);
    const record = fallbacks ? readerNavigation(store, collection, preview) : null;
    return sendOutput(store, request, reply, record ?? collectionOutput(collection, 'navigation', preview), preview ? PRIVATE : REVALIDATE);
  });

  // `?fallbacks=1`: neighbours in a translated docs collection's reader order (the merged tree's).
  app.get<CollectionParams & { Querystring: { path?: string; before?: string; after?: string; fallbacks?: string } }>(
    '/api/content/surround/:collection',
    async (request, reply) => {
      const { collection } = request.params;
      store.version(collection);
      const path = pagePath(request.query.path);
      const before = count(request.query.before, 'before', 1);
      const after = count(request.query.after, 'after', 1);
      const fallbacks = fallbacksOf(request.query.fallbacks);
      const preview = inPreview(request);
      const order = readerOrder(store, collection, fallbacks, preview);
      const at = positionIn(order, path);
      // A page left out of the navigation (`navigation: false`) has no neighbours: nulls, as the
      // reference module's queryCollectionItemSurroundings answers; a page that does not exist is a 404.
      if (at < 0 && store.raw(collection, path, preview) === null) throw pageNotFound(collection, path);
      const out: Array<Surround | null> = [];
      for (let i = at - before; i < at; i++) out.push((at >= 0 && order[i]) || null);
      for (let i = at + 1; i <= at + after; i++) out.push((at >= 0 && order[i]) || null);
      reply.header('cache-control', preview ? PRIVATE : REVALIDATE);
      return out;
    },
  );

  app.get<CollectionParams & { Querystring: { path?: string } }>('/api/content/raw/:collection', async (request, reply) => {
    const { collection } = request.params;
    store.version(collection);
    const path = pagePath(request.query.path);
    const preview = inPreview(request);
    // A draft outside preview is answered exactly like a page that does not exist.
    const source = store.raw(collection, path, preview) ?? store.raw(collection, asFilePath(path), preview);
    if (source === null) throw pageNotFound(collection, path);
    return reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('cache-control', preview ? PRIVATE : REVALIDATE)
      .send(source);
  });

  // `?collection=docs_fr`: a translated locale's pair (locale-llms.ts); without it, or with the
  // default locale's docs collection, the build's own. Links are written as paths (a database
  // is built once and served under any origin) and sent under this server's SITE_ORIGIN.
  const underOrigin = (record: OutputRecord, collection: string, kind: 'llms-public' | 'llms-full-public'): OutputRecord => {
    const origin = store.site?.origin;
    if (!origin) return record;
    return store.derived(collection, kind, () => withOrigin(outputBody(record).toString(), origin), record.contentType) ?? record;
  };
  for (const [route, kind, served] of [
    ['/api/content/llms.txt', 'llms', 'llms-public'],
    ['/api/content/llms-full.txt', 'llms-full', 'llms-full-public'],
  ] as const) {
    app.get<{ Querystring: { collection?: string } }>(route, async (request, reply) => {
      const { collection } = request.query;
      const site = store.site;
      const own = collection === undefined || (site !== undefined && collection === docsCollection(site, site.i18n.defaultLocale));
      if (!own) {
        const record = localeLlms(store, collection, kind);
        if (!record)
          throw new ContentError(
            'CONTENT_FILE_NOT_FOUND',
            `"${collection}" is no docs collection of this build: it has no ${route.slice(13)}`,
          );
        return sendOutput(store, request, reply, underOrigin(record, collection, served), REVALIDATE);
      }
      const record = kind === 'llms' ? siteLlms(store) : store.output(GLOBAL, kind);
      if (!record) throw new ContentError('CONTENT_NOT_BUILT', 'The content build has no llms files: rebuild the content');
      return sendOutput(store, request, reply, underOrigin(record, GLOBAL, served), REVALIDATE);
    });
  }
}
