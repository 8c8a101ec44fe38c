/**
 * The search relevance set: questions a reader of this site's docs types, each with the
 * page (or section) that answers it best. Written by the team against content/docs (English),
 * mixing exact titles, natural phrasing, body-only terms, typos and words the docs never
 * use. An expected id matches a result whose id equals it or starts with it followed by `#`
 * (any section of that page).
 */
export interface RelevanceCase {
  query: string;
  expected: string;
}

export const RELEVANCE_SET: RelevanceCase[] = [
  { query: 'install', expected: '/docs/getting-started/installation' },
  { query: 'installation requirements node', expected: '/docs/getting-started/installation' },
  { query: 'project structure', expected: '/docs/getting-started/project-structure' },
  { query: 'configuration environment variables', expected: '/docs/getting-started/configuration' },
  { query: 'migrate from v2', expected: '/docs/getting-started/migration' },
  { query: 'edge channel', expected: '/docs/getting-started/edge-channel' },
  { query: 'define a collection schema', expected: '/docs/collections/define' },
  { query: 'collection sources', expected: '/docs/collections/sources' },
  { query: 'typescript row types', expected: '/docs/collections/types' },
  { query: 'data files yaml csv', expected: '/docs/collections/data' },
  { query: 'markdown', expected: '/docs/files/markdown' },
  { query: 'mdc components slots', expected: '/docs/files/mdc' },
  { query: 'yaml', expected: '/docs/files/yaml' },
  { query: 'json files', expected: '/docs/files/json' },
  { query: 'csv', expected: '/docs/files/csv' },
  { query: 'images', expected: '/docs/files/images' },
  { query: 'query builder', expected: '/docs/querying/query-builder' },
  { query: 'filtering where', expected: '/docs/querying/filtering' },
  { query: 'sorting pagination', expected: '/docs/querying/sorting-and-pagination' },
  { query: 'count', expected: '/docs/querying/counting' },
  { query: 'browser database sql.js', expected: '/docs/querying/browser-database' },
  { query: 'sql endpoint', expected: '/docs/querying/sql-endpoint' },
  { query: 'navigation tree', expected: '/docs/navigation/navigation-tree' },
  { query: 'search', expected: '/docs/navigation/search' },
  { query: 'surround previous next', expected: '/docs/navigation/surround' },
  { query: 'content renderer', expected: '/docs/rendering/content-renderer' },
  { query: 'prose components', expected: '/docs/rendering/prose-components' },
  { query: 'code blocks highlighting', expected: '/docs/rendering/code-blocks' },
  { query: 'catch-all pages', expected: '/docs/rendering/catch-all-pages' },
  { query: 'locales', expected: '/docs/i18n/locales' },
  { query: 'translating content', expected: '/docs/i18n/translating' },
  { query: 'drafts', expected: '/docs/preview/drafts' },
  { query: 'preview mode', expected: '/docs/preview/preview-mode' },
  { query: 'node server', expected: '/docs/deploy/node-server' },
  { query: 'static hosting', expected: '/docs/deploy/static-hosting' },
  { query: 'docker', expected: '/docs/deploy/docker' },
  { query: 'kubernetes', expected: '/docs/deploy/kubernetes' },
  { query: 'studio setup', expected: '/docs/studio/setup' },
  { query: 'editing in studio', expected: '/docs/studio/editing' },
  { query: 'queryCollection', expected: '/docs/api/query-collection' },
  { query: 'http api', expected: '/docs/api/http-api' },
  { query: 'build hooks', expected: '/docs/recipes/hooks' },
  { query: 'sitemap', expected: '/docs/recipes/sitemap' },
  { query: 'llms.txt', expected: '/docs/recipes/llms' },
  // one typo in a word of five letters or more
  { query: 'deploymnt docker', expected: '/docs/deploy/docker' },
  { query: 'kubernets', expected: '/docs/deploy/kubernetes' },
  { query: 'instalation', expected: '/docs/getting-started/installation' },
  { query: 'navigaton tree', expected: '/docs/navigation/navigation-tree' },
  // one word the docs never use: the best partial match
  { query: 'docker swarm', expected: '/docs/deploy/docker' },
  { query: 'sitemap xml generator plugin', expected: '/docs/recipes/sitemap' },
];

/** 1-based rank of the first result answering the case, or null. */
export function rankOf(ids: readonly string[], expected: string): number | null {
  const at = ids.findIndex((id) => id === expected || id.startsWith(`${expected}#`));
  return at < 0 ? null : at + 1;
}
