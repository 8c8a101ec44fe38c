/**
 * What a docs page reads of the navigation (shell/contracts/src/shared/navigation-view.ts):
 *
 * - `GET /api/content/navigation/{collection}/visible?path=&depth=&fallbacks=1`: the tree the
 *   page at `path` shows, `{ version, nodes }` (packed), `version` being the content build
 *   the collapsed folders' children are asked for with.
 * - `GET /api/content/navigation/{collection}/children?path=&fallbacks=1&v=`: a folder's
 *   children (packed under its path), sub-folders collapsed; immutable under the current
 *   build's `v`.
 * - `GET /api/content/translations?path=`: the locales whose docs collection has the page.
 *
 * Views are cut from the reader's tree parsed once per build (locale-fallbacks.ts), so an
 * answer costs a walk down one branch, whatever the corpus size.
 */
import type { FastifyInstance } from 'fastify';
import { docsRootTitle } from '../docs-root-title.ts';
import { MAX_SIDEBAR_DEPTH, navigationChildren, packNodes, visibleNavigation, type NavigationNode } from '@site/contracts';
import { ContentError, badRequest } from '../../errors.ts';
import type { ContentStore } from '../content-store.ts';
import { readerTree } from '../locale-fallbacks.ts';
import { docsTranslations } from '../page-locales.ts';
import type { PreviewCheck } from '../preview.ts';
import { IMMUTABLE, PRIVATE, REVALIDATE } from '../send-output.ts';
import { fallbacksOf, pagePath } from './params.ts';

type ViewRequest = {
  Params: { collection: string };
  Querystring: { path?: string; depth?: string; fallbacks?: string; v?: string };
};

function depthOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_SIDEBAR_DEPTH) {
    throw badRequest(`"depth" must be a whole number from 1 to ${MAX_SIDEBAR_DEPTH}`);
  }
  return Number(value);
}

function treeOf(store: ContentStore, collection: string, fallbacks: boolean, preview: boolean): NavigationNode[] {
  store.version(collection); // 404 for an unknown collection
  const tree = readerTree(store, collection, fallbacks, preview);
  if (!tree) throw new ContentError('CONTENT_FILE_NOT_FOUND', `Collection "${collection}" has no navigation`);
  return tree;
}

export function registerNavigationRoutes(app: FastifyInstance, store: ContentStore, inPreview: PreviewCheck): void {
  app.get<ViewRequest>('/api/content/navigation/:collection/visible', async (request, reply) => {
    const { collection } = request.params;
    const path = pagePath(request.query.path);
    const depth = depthOf(request.query.depth);
    const fallbacks = fallbacksOf(request.query.fallbacks);
    const preview = inPreview(request);
    const tree = treeOf(store, collection, fallbacks, preview);
    const version = store.info.contentBuild;
    const key = `visible\0${collection}\0${fallbacks}\0${preview}\0${depth}\0${path}`;
    const body = store.cachedResponse(key, () => {
      const root = docsRootTitle(tree);
      const heading = root ? { title: root.title, ...(root.lang ? { titleLang: root.lang } : {}) } : {};
      return JSON.stringify({ version, nodes: packNodes(visibleNavigation(tree, path, depth)), ...heading });
    });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', preview ? PRIVATE : REVALIDATE)
      .send(body);
  });

  app.get<ViewRequest>('/api/content/navigation/:collection/children', async (request, reply) => {
    const { collection } = request.params;
    const path = pagePath(request.query.path);
    const fallbacks = fallbacksOf(request.query.fallbacks);
    const preview = inPreview(request);
    const children = navigationChildren(treeOf(store, collection, fallbacks, preview), path);
    if (!children) throw new ContentError('CONTENT_PAGE_NOT_FOUND', `No folder with path "${path}" in the navigation of "${collection}"`);
    // Under the current build's version the answer never changes: the browser keeps it.
    const current = request.query.v === store.info.contentBuild;
    return reply.header('cache-control', preview ? PRIVATE : current ? IMMUTABLE : REVALIDATE).send(packNodes(children, path));
  });

  app.get<{ Querystring: { path?: string } }>('/api/content/translations', async (request, reply) => {
    const path = pagePath(request.query.path);
    return reply.header('cache-control', REVALIDATE).send(docsTranslations(store, path));
  });
}
