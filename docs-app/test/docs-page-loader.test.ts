/**
 * Where the docs loader sends a path: a page, a redirect to the first page of a folder that
 * has no page of its own (as the docs root does), or no page. The content answers come from
 * a navigation tree written here, packed as content-service sends it.
 */
import { describe, expect, it } from 'vitest';
import { createContentClient, packNodes, siteConfig, type ContentTransport, type LoadContext, type SidebarNode } from '@site/contracts';
import { loadDocsPage } from '../src/loaders/docs-page.ts';

/** A docs tree: a section without an index page, one with one, and a collapsed folder without one. */
const TREE: SidebarNode[] = [
  {
    title: 'Getting Started',
    path: '/docs/getting-started',
    children: [
      { title: 'Introduction', path: '/docs/getting-started/introduction' },
      { title: 'Installation', path: '/docs/getting-started/installation' },
    ],
  },
  { title: 'Guide', path: '/docs/guide', children: [{ title: 'Writing', path: '/docs/guide/writing' }] },
  { title: 'API', path: '/docs/api', count: 2 },
];
const COLLAPSED: Record<string, SidebarNode[]> = {
  '/docs/api': [
    { title: 'Config', path: '/docs/api/config' },
    { title: 'Hooks', path: '/docs/api/hooks' },
  ],
};
function transport(): ContentTransport {
  return {
    // Only paths without a page are loaded here.
    query: async () => [],
    getJson: async <T>(url: string) => {
      const path = new URL(url, 'http://content').searchParams.get('path') ?? '';
      if (url.includes('/children')) return packNodes(COLLAPSED[path] ?? [], path) as T;
      return { version: 'v1', nodes: packNodes(TREE) } as T;
    },
    getText: async () => '',
  };
}

const load = (path: string) =>
  loadDocsPage({
    path,
    locale: siteConfig.i18n.defaultLocale,
    params: {},
    config: siteConfig,
    content: createContentClient(transport()),
    island: () => Promise.reject(new Error('no islands')),
  } as LoadContext);

describe('docs paths without a page of their own', () => {
  it('the docs root leads to the first page of the docs', async () => {
    expect(await load('/docs')).toEqual({ redirect: '/docs/getting-started/introduction' });
  });

  it('a folder without an index page leads to its first page, also when the sidebar shows it collapsed', async () => {
    expect(await load('/docs/getting-started')).toEqual({ redirect: '/docs/getting-started/introduction' });
    expect(await load('/docs/api')).toEqual({ redirect: '/docs/api/config' });
  });

  it('any other path without a page is no page', async () => {
    for (const path of ['/docs/nothing', '/docs/getting-started/nothing', '/docs/getting-started/introduction/deeper']) {
      expect(await load(path), path).toEqual({ notFound: true });
    }
  });
});
