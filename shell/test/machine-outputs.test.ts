/**
 * The sitemap and feeds of a site whose content is not this project's: a docs-only corpus
 * in locales written with regions (`zh_tw`), read over a content client that answers what
 * such a build holds.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ContentRequestError, createContentClient, siteConfig, type ContentTransport } from '@site/contracts';
import { registerMachineOutputs } from '../src/server/machine-outputs.ts';
import { xmlElements, xmlRoot, xmlTexts } from './support/xml-texts.ts';

const ORIGIN = 'https://docs.example.org';

/** A content build: rows per collection (whatever the query asks), and its info. */
function contentOf(rows: Record<string, Array<Record<string, unknown>>>, missing: string[] = []) {
  const transport: ContentTransport = {
    query: async (collection) => rows[collection] ?? [],
    getJson: async <T>() =>
      ({ versions: Object.fromEntries(Object.keys(rows).map((c) => [c, 'v1'])), contentBuild: 'c1', builtAt: '2025-05-01T00:00:00Z' }) as T,
    // The llms files say which collection they were asked for; `missing` answer 404 as content-service does.
    getText: async (url: string) => {
      const parsed = new URL(url, 'http://x');
      const collection = parsed.searchParams.get('collection');
      if (collection && missing.includes(collection)) throw new ContentRequestError('no such file', 404);
      return `${parsed.pathname.split('/').at(-1)} of ${collection ?? 'the site'}`;
    },
  };
  return createContentClient(transport);
}

async function outputs(rows: Record<string, Array<Record<string, unknown>>>, missing: string[] = []) {
  const app = Fastify();
  registerMachineOutputs(app, { config: { ...siteConfig, origin: ORIGIN }, content: contentOf(rows, missing) });
  const inject = (url: string) => app.inject({ url });
  const get = async (url: string) => (await inject(url)).body;
  return { get, inject, close: () => app.close() };
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

  it('leaves out a page whose own head says noindex (front matter head: robots), and keeps the others', async () => {
    const noindex = { meta: [{ name: 'robots', content: 'noindex, follow' }] };
    const site = await outputs({
      ...docsOnly,
      docs_en: [
        { path: '/docs/getting-started' },
        { path: '/docs/internal-notes', seo: noindex },
        { path: '/docs/indexed', seo: { meta: [{ name: 'robots', content: 'index' }] } },
      ],
      posts: [{ path: '/blog/hidden', date: '2025-01-01', seo: { meta: [{ name: 'googlebot', content: 'NOINDEX' }] } }],
    });
    const locs = xmlTexts(await site.get('/sitemap.xml'), 'loc');
    expect(locs).toContain(`${ORIGIN}/en/docs/getting-started`);
    expect(locs).toContain(`${ORIGIN}/en/docs/indexed`);
    expect(locs).not.toContain(`${ORIGIN}/en/docs/internal-notes`);
    expect(locs).not.toContain(`${ORIGIN}/en/blog/hidden`);
    await site.close();
  });

  it('gives each page the hreflang alternates of its head: the locales that have it, BCP 47 tags, x-default', async () => {
    const site = await outputs({
      ...docsOnly,
      landing: [{ path: '/' }, { path: '/pt_br' }],
      docs_pt_br: [{ path: '/docs/getting-started' }, { path: '/docs/only-in-portuguese' }],
    });
    const xml = await site.get('/sitemap.xml');
    const root = xmlRoot(xml);
    expect(root.name).toBe('urlset');
    expect(root.attributes).toEqual({
      xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
    });
    const alternatesOf = (loc: string) => {
      const url = xmlElements(xml, 'url').find((u) => u.children.find((c) => c.name === 'loc')?.text === loc);
      return url?.children.filter((c) => c.name === 'xhtml:link').map((l) => [l.attributes.rel, l.attributes.hreflang, l.attributes.href]);
    };
    const translated = [
      ['alternate', 'en', `${ORIGIN}/en/docs/getting-started`],
      ['alternate', 'pt-BR', `${ORIGIN}/pt_br/docs/getting-started`],
      ['alternate', 'zh-TW', `${ORIGIN}/zh_tw/docs/getting-started`],
      ['alternate', 'x-default', `${ORIGIN}/en/docs/getting-started`],
    ];
    // Every version of a page lists the same set, itself included.
    expect(alternatesOf(`${ORIGIN}/en/docs/getting-started`)).toEqual(translated);
    expect(alternatesOf(`${ORIGIN}/zh_tw/docs/getting-started`)).toEqual(translated);
    expect(alternatesOf(`${ORIGIN}/pt_br/docs/only-in-portuguese`)).toEqual([
      ['alternate', 'pt-BR', `${ORIGIN}/pt_br/docs/only-in-portuguese`],
      ['alternate', 'x-default', `${ORIGIN}/pt_br/docs/only-in-portuguese`],
    ]);
    expect(alternatesOf(`${ORIGIN}/pt_br`)).toEqual([
      ['alternate', 'en', `${ORIGIN}/en`],
      ['alternate', 'pt-BR', `${ORIGIN}/pt_br`],
      ['alternate', 'x-default', `${ORIGIN}/en`],
    ]);
    // Pages a locale does not have are not listed under it (they serve a fallback).
    const locs = xmlTexts(xml, 'loc');
    expect(locs).not.toContain(`${ORIGIN}/en/docs/only-in-portuguese`);
    expect(locs).not.toContain(`${ORIGIN}/fr/docs/getting-started`);
    expect(locs).not.toContain(`${ORIGIN}/pt_br/blog`);
    expect(new Set(locs).size).toBe(locs.length);
    await site.close();
  });

  it('writes every address as a URI: non-ASCII paths percent-encoded as UTF-8, XML-escaped, ASCII unchanged', async () => {
    const site = await outputs({
      ...docsOnly,
      docs_en: [{ path: '/docs/getting-started' }, { path: '/guides/中文指南' }, { path: '/docs/q&a [draft] 100%' }],
      docs_zh_tw: [{ path: '/docs/getting-started' }, { path: '/guides/中文指南' }],
    });
    const xml = await site.get('/sitemap.xml');
    // Every character a crawler reads is ASCII (the XML parser decodes the `&amp;`).
    expect(xml).toMatch(/^[\x20-\x7e\n]*$/);
    const locs = xmlTexts(xml, 'loc');
    const chinese = '/guides/%E4%B8%AD%E6%96%87%E6%8C%87%E5%8D%97';
    expect(locs).toContain(`${ORIGIN}/en${chinese}`);
    expect(locs).toContain(`${ORIGIN}/zh_tw${chinese}`);
    expect(locs).toContain(`${ORIGIN}/en/docs/q&a%20%5Bdraft%5D%20100%25`);
    expect(locs).toContain(`${ORIGIN}/en/docs/getting-started`);
    expect(xml).toContain(`<loc>${ORIGIN}/en/docs/q&amp;a%20%5Bdraft%5D%20100%25</loc>`);
    // Each reads back, decoded, as the page's address.
    expect(locs.map((loc) => decodeURI(loc))).toContain(`${ORIGIN}/zh_tw/guides/中文指南`);
    const alternates = xmlElements(xml, 'xhtml:link').map((l) => l.attributes.href ?? '');
    expect(alternates).toContain(`${ORIGIN}/zh_tw${chinese}`);
    expect(alternates.filter((href) => href.includes('guides'))).toEqual(
      expect.arrayContaining([`${ORIGIN}/en${chinese}`, `${ORIGIN}/zh_tw${chinese}`]),
    );
    for (const href of alternates) expect(href).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]+$/);
    await site.close();
  });

  it("serves a translated locale's llms.txt and llms-full.txt under the locale; none for a locale without docs of its own", async () => {
    const site = await outputs(docsOnly, ['docs_de']);
    expect(await site.get('/zh_tw/llms.txt')).toBe('llms.txt of docs_zh_tw');
    expect(await site.get('/zh_tw/llms-full.txt')).toBe('llms-full.txt of docs_zh_tw');
    // The default locale's is the site's.
    expect(await site.get('/llms.txt')).toBe('llms.txt of the site');
    expect(await site.get('/en/llms.txt')).toBe('llms.txt of the site');
    expect(await site.get('/en/llms-full.txt')).toBe('llms-full.txt of the site');
    const status = async (url: string) => (await site.inject(url)).statusCode;
    expect(await status('/de/llms.txt')).toBe(404);
    expect(await status('/xx/llms.txt')).toBe(404);
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
