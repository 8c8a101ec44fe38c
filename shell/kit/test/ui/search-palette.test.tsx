// @vitest-environment happy-dom
import MiniSearch from 'minisearch';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NavigationNode, SEARCH_INDEX_OPTIONS, type SearchHit } from '@site/contracts';
import { SearchPalette } from '../../src/SearchPalette.tsx';
import { $searchOpen } from '../../src/stores.ts';
import { act, cleanup, fireEvent, renderView, screen, waitFor, within } from '../../src/testing/index.ts';
import { prepareTexts } from '../../src/i18n/create-i18n.ts';

afterEach(() => {
  cleanup();
  $searchOpen.set(false);
  vi.unstubAllGlobals();
});
// Each test its own locale: the palette keeps a locale's search source for the page's life.
beforeAll(() => Promise.all([prepareTexts('fr'), prepareTexts('es')]));

const tree: NavigationNode[] = [
  {
    title: 'Docs',
    path: '/docs',
    stem: 'docs',
    children: [
      {
        title: 'Deployment',
        path: '/docs/deploy',
        stem: 'deploy',
        children: [
          { title: 'Docker', path: '/docs/deploy/docker', stem: 'deploy/docker' },
          { title: 'Node server', path: '/docs/deploy/node', stem: 'deploy/node' },
        ],
      },
    ],
  },
];

function indexJson(): string {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll([
    { id: '/docs/deploy/docker', title: 'Docker', titles: [], content: 'Build an image and run it in a container.', level: 1 },
    { id: '/docs/deploy/node#run', title: 'Run', titles: ['Node server'], content: 'Start the server with node.', level: 2 },
  ]);
  return JSON.stringify(index);
}

/**
 * A fetch that answers content-service's search routes, recording what was asked. `loading`:
 * how many times each URL first answers 503 with Retry-After (the index being made or read).
 */
function stubContentService(mode: 'index' | 'query', hits: (q: string) => SearchHit[] = () => [], loading = 0) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    asked.push(`${url.pathname}${url.search}`);
    if (asked.filter((u) => u === asked.at(-1)).length <= loading) {
      return new Response('{"code":"CONTENT_SEARCH_LOADING"}', { status: 503, headers: { 'retry-after': '0' } });
    }
    const json = (body: unknown) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    if (url.pathname.endsWith('/manifest')) return json({ mode, indexBytes: mode === 'index' ? 1_000 : 5_000_000 });
    if (url.pathname.endsWith('/index')) return json(indexJson());
    if (url.pathname.startsWith('/api/content/navigation/')) return json(tree);
    if (url.pathname.endsWith('/hits')) return json({ hits: hits(url.searchParams.get('q') ?? '') });
    return new Response('{}', { status: 404 });
  });
  return asked;
}

/** Opens the palette, waits for its first list (the docs pages, or none), then types. */
async function openAndType(locale: string, query: string, emptyList: string) {
  renderView(<SearchPalette />, locale);
  act(() => $searchOpen.set(true));
  await screen.findByText(emptyList, undefined, { timeout: 3_000 });
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: query } });
  return dialog;
}

describe('SearchPalette over a downloaded index (a small site)', () => {
  it('downloads the index and navigation once, and lists hits grouped by docs section', async () => {
    const asked = stubContentService('index');
    const dialog = await openAndType('en', 'docker', 'Node server');
    const group = await within(dialog).findByRole('group', { name: 'Deployment' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DockerBuild an image and run it in a container.']);
    expect(asked.some((u) => u.includes('/hits'))).toBe(false);
    expect(asked.filter((u) => u.endsWith('/index?fallbacks=1'))).toHaveLength(1);
  });
});

describe('SearchPalette results announced in the reader’s language', () => {
  it('says how many rows it lists in the locale’s digits', async () => {
    await prepareTexts('fa_ir');
    const row: SearchHit = { id: '/docs/deploy/node#run', title: 'Run', excerpt: 'Start the server with node.', heading: true, group: 'G' };
    stubContentService('query', (q) => (q === 'node' ? [row, { ...row, id: '/docs/deploy/node#b' }] : []));
    await openAndType('fa_ir', 'node', 'داده‌ای وجود ندارد');
    await waitFor(() => expect(document.getElementById('site-announcer')?.textContent).toBe('نتایج: ۲'), { timeout: 3_000 });
  });
});

describe('SearchPalette over a site too large to download (content-service searches)', () => {
  it('sends the query once typing pauses, shows the rows it answers, and never downloads the index', async () => {
    const asked = stubContentService('query', (q) =>
      q === 'node'
        ? [{ id: '/docs/deploy/node#run', title: 'Run', excerpt: 'Start the server with node.', heading: true, group: 'Déploiement' }]
        : [],
    );
    const dialog = await openAndType('fr', 'node', 'Aucune donnée');
    const group = await within(dialog).findByRole('group', { name: 'Déploiement' });
    expect(within(group).getByRole('option').textContent).toBe('RunStart the server with node.');
    expect(asked).toContain('/api/content/search/docs_fr/hits?q=node&fallbacks=1');
    expect(asked.some((u) => u.includes('/index'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'nothing here' } });
    expect(await within(dialog).findByText('Aucune donnée correspondante')).toBeTruthy();
  });
});

describe('SearchPalette while content-service is still preparing a large index', () => {
  it('asks again after a 503 with Retry-After, for the manifest and for a query, and then shows the rows', async () => {
    const row: SearchHit = {
      id: '/docs/deploy/node#run',
      title: 'Run',
      excerpt: 'Start the server with node.',
      heading: true,
      group: 'Deployment',
    };
    const asked = stubContentService('query', (q) => (q === 'node' ? [row] : []), 1);
    const dialog = await openAndType('es', 'node', 'No hay datos');
    const group = await within(dialog).findByRole('group', { name: 'Deployment' }, { timeout: 3_000 });
    expect(within(group).getByRole('option').textContent).toBe('RunStart the server with node.');
    expect(asked.filter((u) => u.endsWith('/manifest?fallbacks=1'))).toHaveLength(2);
    expect(asked.filter((u) => u === '/api/content/search/docs_es/hits?q=node&fallbacks=1')).toHaveLength(2);
  });
});
