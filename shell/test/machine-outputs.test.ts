/**
 * The sitemap and feeds of a site whose content is not this project's: a docs-only corpus
 * in locales written with regions (`zh_tw`), read over a content client that answers what
 * such a build holds.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContentClient, siteConfig, type ContentTransport } from '@site/contracts';
import { registerMachineOutputs } from '../src/server/machine-outputs.ts';
import { xmlTexts } from './support/xml-texts.ts';

const ORIGIN = 'https://docs.example.org';

/** A content build: rows per collection (whatever the query asks), and its info. */
function contentOf(rows: Record<string, Array<Record<string, unknown>>>) {
  const transport: ContentTransport = {
    query: async (collection) => rows[collection] ?? [],
    getJson: async <T>() =>
      ({ versions: Object.fromEntries(Object.keys(rows).map((c) => [c, 'v1'])), contentBuild: 'c1', builtAt: '2025-05-01T00:00:00Z' }) as T,
    getText: async () => '',
  };
  return createContentClient(transport);
}

async function outputs(rows: Record<string, Array<Record<string, unknown>>>) {
  const app = Fastify();
  registerMachineOutputs(app, { config: { ...siteConfig, origin: ORIGIN }, content: contentOf(rows) });
  const get = async (url: string) => (await app.inject({ url })).body;
  return { get, close: () => app.close() };
}

const docsOnly = {
  landing: [{ path: '/' }],
  pricing: [],
  posts: [],
  templates: [],
  docs_en: [{ path: '/docs/getting-started' }],
  docs_zh_tw: [{ path: '/docs/getting-started' }],
};

describe('machine outputs of a docs-only site', () => {
  it('lists only pages that exist: no Studio pages without their content', async () => {
    const site = await outputs(docsOnly);
    const locs = xmlTexts(await site.get('/sitemap.xml'), 'loc');
    expect(locs).toContain(`${ORIGIN}/en/docs/getting-started`);
    expect(locs).toContain(`${ORIGIN}/zh_tw/docs/getting-started`);
    expect(locs).toContain(`${ORIGIN}/en/blog`);
    expect(locs).not.toContain(`${ORIGIN}/en/studio`);
    expect(locs).not.toContain(`${ORIGIN}/en/studio/pricing`);
    await site.close();
  });

  it('lists the Studio pages when the content has them', async () => {
    const site = await outputs({ ...docsOnly, landing: [{ path: '/' }, { path: '/studio' }], pricing: [{ path: '/studio/pricing' }] });
    const locs = xmlTexts(await site.get('/sitemap.xml'), 'loc');
    expect(locs).toContain(`${ORIGIN}/en/studio`);
    expect(locs).toContain(`${ORIGIN}/en/studio/pricing`);
    await site.close();
  });

  it("gives a locale's feeds the language tag, not the URL's code", async () => {
    const site = await outputs(docsOnly);
    expect(xmlTexts(await site.get('/zh_tw/blog/rss.xml'), 'language')).toEqual(['zh-TW']);
    expect(xmlTexts(await site.get('/pt_br/changelog/rss.xml'), 'language')).toEqual(['pt-BR']);
    expect(xmlTexts(await site.get('/blog/rss.xml'), 'language')).toEqual(['en']);
    await site.close();
  });

  it('names only SITE_ORIGIN, whatever Host and X-Forwarded-* a request carries', async () => {
    const app = Fastify();
    const posts = [{ path: '/blog/hello', title: 'Hello', description: 'x', date: '2025-01-01T00:00:00.000Z' }];
    registerMachineOutputs(app, { config: { ...siteConfig, origin: ORIGIN }, content: contentOf({ ...docsOnly, posts }) });
    const hostile = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'gopher',
      forwarded: 'host=evil.example;proto=http',
    };
    for (const url of ['/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/en/blog/atom.xml', '/zh_tw/changelog/rss.xml']) {
      const res = await app.inject({ url, headers: hostile });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/evil\.example|gopher/);
      const origins = new Set([...res.body.matchAll(/https?:\/\/[^/"<\s]+/g)].map((m) => m[0]));
      // Every absolute URL of the site is on the configured origin (others: schema namespaces).
      expect(origins.has(ORIGIN), url).toBe(true);
      for (const origin of origins) if (origin.includes('example')) expect(origin, url).toBe(ORIGIN);
    }
    await app.close();
  });

  it('dates a feed without posts by the content build, never 1970', async () => {
    const site = await outputs(docsOnly);
    const built = new Date('2025-05-01T00:00:00Z');
    for (const kind of ['blog', 'changelog']) {
      const atom = xmlTexts(await site.get(`/${kind}/atom.xml`), 'updated');
      expect(atom.map((d) => new Date(d).getTime())).toEqual([built.getTime()]);
      const rss = xmlTexts(await site.get(`/${kind}/rss.xml`), 'lastBuildDate');
      expect(rss.map((d) => new Date(d).getTime())).toEqual([built.getTime()]);
    }
    await site.close();
  });
});
