/**
 * Where the docs loader sends a path: a page, a redirect to the first page of a folder that
 * has no page of its own (as the docs root does), or no page. The content answers come from
 * a navigation tree written here, packed as content-service sends it.
 */
import { describe, expect, it } from 'vitest';
import {
  createContentClient,
  docsEntryPath,
  packNodes,
  siteConfig,
  type ContentTransport,
  type LoadContext,
  type MinimarkNode,
  type SidebarNode,
} from '@site/contracts';
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
/** Pages by path, as /query answers their rows. */
const PAGES: Record<string, Record<string, unknown>> = {
  '/docs/guide/writing': page('/docs/guide/writing', 'Writing', 'Run npm i first.', [
    ['h1', {}, 'Writing pages'],
    ['p', {}, 'Run ', ['code', {}, 'npm i'], ' first.'],
  ]),
  '/docs/guide': page('/docs/guide', 'Guide', 'Guides for the module.', [['p', {}, 'The guide.']]),
};

function page(path: string, title: string, description: string, value: MinimarkNode[]): Record<string, unknown> {
  const body = { type: 'minimark', value, toc: { title: '', searchDepth: 2, depth: 3, links: [] } };
  return {
    id: `docs${path}.md`,
    title,
    description,
    body,
    extension: 'md',
    meta: {},
    navigation: true,
    path,
    seo: {},
    stem: path.slice(1),
  };
}

function transport(): ContentTransport {
  return {
    query: async (_collection, sql) => {
      const row = Object.entries(PAGES).find(([path]) => sql.includes(`'${path}'`))?.[1];
      return row ? [row] : [];
    },
    getJson: async <T>(url: string) => {
      const path = new URL(url, 'http://content').searchParams.get('path') ?? '';
      if (url.includes('/surround')) return [null, null] as T;
      if (url.includes('/translations')) return ['en'] as T;
      if (url.includes('/children')) return packNodes(COLLAPSED[path] ?? [], path) as T;
      return { version: 'v1', nodes: packNodes(TREE) } as T;
    },
    getText: async () => '',
  };
}

const load = (path: string, from: ContentTransport = transport()) =>
  loadDocsPage({
    path,
    locale: siteConfig.i18n.defaultLocale,
    params: {},
    config: siteConfig,
    content: createContentClient(from),
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

  it("the header's Documentation entry leads to the first page of a corpus that has no such page", async () => {
    const other: SidebarNode[] = [{ title: 'Guide', path: '/docs/guide', children: [{ title: 'Writing', path: '/docs/guide/writing' }] }];
    const withTree = (tree: SidebarNode[]): ContentTransport => ({
      ...transport(),
      getJson: async <T>(url: string) =>
        url.includes('/surround') ? ([null, null] as T) : ({ version: 'v1', nodes: packNodes(tree) } as T),
    });
    const entry = docsEntryPath(siteConfig);
    expect(entry).toBe('/docs/getting-started');
    expect(await load(entry, withTree(other))).toEqual({ redirect: '/docs/guide/writing' });
    // Only the entry: another missing path stays a missing page.
    expect(await load('/docs/getting-started/intro', withTree(other))).toEqual({ notFound: true });
  });

  it('any other path without a page is no page', async () => {
    for (const path of ['/docs/nothing', '/docs/getting-started/nothing', '/docs/getting-started/introduction/deeper']) {
      expect(await load(path), path).toEqual({ notFound: true });
    }
  });
});

describe('the lead above a docs page', () => {
  it("is the description, unless it was made from the body's first paragraph (below a heading too)", async () => {
    const made = await load('/docs/guide/writing');
    expect('data' in made && made.data.lead).toBeNull();
    const own = await load('/docs/guide');
    expect('data' in own && own.data.lead).toBe('Guides for the module.');
  });
});

describe("a docs page's head", () => {
  it("takes its title, description and meta pairs from the page's seo (front matter head:)", async () => {
    const seo = { title: 'Head title', description: 'Head description', meta: [{ name: 'robots', content: 'noindex' }] };
    const withSeo: ContentTransport = {
      ...transport(),
      query: async () => [{ ...PAGES['/docs/guide']!, seo }],
    };
    const loaded = await load('/docs/guide', withSeo);
    expect('head' in loaded && loaded.head).toMatchObject(seo);
  });
});

describe('the section named above a docs page', () => {
  it("is the page's section, also when the docs root has an index page of its own among the sections", async () => {
    const rooted: SidebarNode[] = [{ title: 'Docs', path: '/docs', children: [{ title: 'Acme Handbook', path: '/docs' }, ...TREE] }];
    const withRoot: ContentTransport = {
      ...transport(),
      getJson: async <T>(url: string) =>
        url.includes('/visible') ? ({ version: 'v1', nodes: packNodes(rooted) } as T) : transport().getJson<T>(url),
    };
    const loaded = await load('/docs/guide/writing', withRoot);
    expect('data' in loaded && loaded.data.section).toEqual({ title: 'Guide' });
    const plain = await load('/docs/guide/writing');
    expect('data' in plain && plain.data.section).toEqual({ title: 'Guide' });
  });
});

describe("a docs page's sidebar", () => {
  it("carries the docs root's own title the navigation view gives, and none when it gives none", async () => {
    const titled: ContentTransport = {
      ...transport(),
      getJson: async <T>(url: string) => {
        const answer = await transport().getJson<Record<string, unknown>>(url);
        return (url.includes('/visible') ? { ...answer, title: 'The Handbook' } : answer) as T;
      },
    };
    const loaded = await load('/docs/guide', titled);
    expect('data' in loaded && loaded.data.navigation.title).toBe('The Handbook');
    const plain = await load('/docs/guide');
    expect('data' in plain && plain.data.navigation.title).toBeUndefined();
  });
});
