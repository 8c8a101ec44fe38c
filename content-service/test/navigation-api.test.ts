/**
 * What a docs page reads of the navigation (issue 18): the tree one page shows, a folder's
 * children (immutable under the content build), prev/next in a translated locale's reader
 * order, and the locales that have a page, each one answer per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApi, type ContentInfo, type NavigationView, type PackedNode, type Surround, unpackNodes } from '@site/contracts';
import { servedSandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let app: FastifyInstance;
let info: ContentInfo;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ box, app, info, close } = await servedSandbox());
});
afterAll(() => close());

const get = (url: string) => app.inject({ url });

describe('the navigation a docs page shows', () => {
  it("a translated locale's page: its section open as its readers see it, other sections closed with their counts", async () => {
    const res = await get(contentApi.navigationView('docs_fr', '/docs/getting-started/installation', { fallbacks: true, depth: 2 }));
    expect(res.statusCode).toBe(200);
    const view = res.json() as NavigationView;
    expect(view.version).toBe(info.contentBuild);
    const [root] = unpackNodes(view.nodes);
    expect(root).toMatchObject({ path: '/docs' });
    const [start, guide, noIndex, ...rest] = root!.children!;
    expect(rest).toEqual([]);
    // The folder exists in French (its index page names it); the other sections are English.
    expect(start).toMatchObject({ title: 'Introduction (fr)', path: '/docs/getting-started' });
    expect(start!.lang).toBeUndefined();
    expect(start!.children!.map((n) => [n.title, n.lang])).toEqual([
      ['Introduction (fr)', undefined],
      ['Installation', 'en'],
      ['Configuration', 'en'],
      ['Advanced', 'en'],
    ]);
    expect(guide).toEqual({ title: 'Guide', path: '/docs/guide', lang: 'en', count: 1 });
    expect(noIndex).toMatchObject({ path: '/docs/no-index', count: 1 });
    expect(JSON.stringify(view)).not.toContain('stem');
  });

  it('refuses a depth out of range and a path that is not one', async () => {
    for (const depth of ['0', '9', 'x']) {
      const res = await get(`${contentApi.navigationView('docs_en', '/docs/guide/writing')}&depth=${depth}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CONTENT_BAD_REQUEST');
    }
    expect((await get('/api/content/navigation/docs_en/visible?path=docs')).statusCode).toBe(400);
    expect((await get(contentApi.navigationView('docs_xx', '/docs'))).statusCode).toBe(404);
  });
});

describe("a folder's children", () => {
  it('one level, marked as the reader sees it; kept for good under the current build, revalidated under any other', async () => {
    const current = await get(contentApi.navigationChildren('docs_fr', '/docs/guide', { fallbacks: true, version: info.contentBuild }));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual([['Writing', 'writing', null, 'en']]);
    expect(unpackNodes(current.json() as PackedNode[], '/docs/guide')).toEqual([
      { title: 'Writing', path: '/docs/guide/writing', lang: 'en' },
    ]);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = await get(contentApi.navigationChildren('docs_fr', '/docs/guide', { fallbacks: true, version: 'old' }));
    expect(old.json()).toEqual(current.json());
    expect(old.headers['cache-control']).toBe('no-cache');
    expect((await get(contentApi.navigationChildren('docs_en', '/docs/guide/writing'))).statusCode).toBe(404);
    expect((await get(contentApi.navigationChildren('docs_en', '/docs/nowhere'))).statusCode).toBe(404);
  });
});

describe('prev and next under a translated locale', () => {
  it("follow the reader's tree: translated neighbours in the locale, the others in the original", async () => {
    const res = await get(contentApi.surround('docs_fr', '/docs/getting-started/installation', 1, 1, { fallbacks: true }));
    expect(res.statusCode).toBe(200);
    const [prev, next] = res.json() as Array<Surround | null>;
    expect(prev).toMatchObject({ title: 'Introduction (fr)', path: '/docs/getting-started', description: 'Ce que fait le module.' });
    expect(prev?.lang).toBeUndefined();
    // Untranslated: the original's, saying in which language (a screen reader voices it so).
    expect(next).toMatchObject({ title: 'Configuration', path: '/docs/getting-started/configuration', lang: 'en' });
    // The default locale's own order is unchanged by the flag.
    const english = await get(contentApi.surround('docs_en', '/docs/getting-started/installation', 1, 1, { fallbacks: true }));
    expect((english.json() as Array<Surround | null>)[0]).toMatchObject({ title: 'Introduction' });
    expect((english.json() as Array<Surround | null>)[0]?.lang).toBeUndefined();
  });
});

describe('the locales that have a page', () => {
  it('lists each locale whose docs collection has the path, in the configured order', async () => {
    expect((await get(contentApi.translations('/docs/getting-started'))).json()).toEqual(['en', 'fr', 'ja']);
    expect((await get(contentApi.translations('/docs/getting-started/installation'))).json()).toEqual(['en']);
    expect((await get(contentApi.translations('/docs/nowhere'))).json()).toEqual([]);
  });
});
