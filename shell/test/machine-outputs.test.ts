/**
 * The sitemap and feeds of a site whose content is not this project's: a docs-only corpus
 * in locales written with regions (`zh_tw`), read over a content client that answers what
 * such a build holds.
 */
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ContentRequestError, createContentClient, defaultLocaleHead, siteConfig, type ContentTransport } from '@site/contracts';
import { pageHeadTags } from '../src/app/head-tags.ts';
import type { PageState } from '../src/app/page-state.ts';
import { registerMachineOutputs, SITEMAP_LIMITS, type MachineOutputsOptions } from '../src/server/machine-outputs.ts';
import { xmlElements, xmlRoot, xmlTexts } from './support/xml-texts.ts';

const ORIGIN = 'https://docs.example.org';

/** A content build: rows per collection (whatever the query asks), and its info. */
function contentOf(rows: Record<string, Array<Record<string, unknown>>>) {
  const transport: ContentTransport = {
    query: async (collection) => rows[collection] ?? [],
    getJson: async <T>() =>
      ({ versions: Object.fromEntries(Object.keys(rows).map((c) => [c, 'v1'])), contentBuild: 'c1', builtAt: '2025-05-01T00:00:00Z' }) as T,
    getText: async () => {
      throw new ContentRequestError('machine outputs read no text through the client', 500);
    },
  };
  return createContentClient(transport);
}

/** For tests that read no llms file: a content-service address where nothing answers. */
const NO_LLMS = { contentUrl: 'http://127.0.0.1:9', timeoutMs: 200 };

/**
 * content-service's llms files over HTTP: each says which collection it was asked for;
 * `missing` answer 404 as content-service does. Brotli when asked for it, with a validator
 * per encoding and 304 for a reader holding it, as content-service stores and sends them.
 */
async function llmsService(missing: string[]) {
  const service = Fastify();
  service.get<{ Querystring: { collection?: string } }>('/api/content/:file', async (req, reply) => {
    const { collection } = req.query;
    if (collection && missing.includes(collection))
      return reply.code(404).send({ statusCode: 404, code: 'CONTENT_FILE_NOT_FOUND', message: 'no such file' });
    const text = `${(req.params as { file: string }).file} of ${collection ?? 'the site'}`;
    const br = String(req.headers['accept-encoding'] ?? '').includes('br');
    const etag = `"${text.length}${br ? '-br' : ''}"`;
    reply.header('etag', etag).header('vary', 'Accept-Encoding').type('text/plain; charset=utf-8');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return br ? reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(text)) : reply.send(text);
  });
  await service.listen({ port: 0, host: '127.0.0.1' });
  return { service, contentUrl: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}` };
}

async function outputs(
  rows: Record<string, Array<Record<string, unknown>>>,
  missing: string[] = [],
  more: Pick<MachineOutputsOptions, 'contentBuild' | 'sitemapLimits'> = {},
) {
  const app = Fastify();
  const { service, contentUrl } = await llmsService(missing);
  const contentOutputs = { contentUrl, timeoutMs: 2000 };
  registerMachineOutputs(app, { config: { ...siteConfig, origin: ORIGIN }, content: contentOf(rows), contentOutputs, ...more });
  const inject = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const get = async (url: string) => (await inject(url)).body;
  return { app, get, inject, close: () => Promise.all([app.close(), service.close()]) };
}

/** Two posts as the content build gives them: written in the default locale (English), the newer by two people. */
const blogPosts = [
  {
    path: '/blog/launch',
    title: 'Launch & more',
    description: 'What is new.',
    date: '2025-03-01T00:00:00.000Z',
    authors: [{ name: 'Ada Lovelace', username: 'ada' }, { name: 'Grace Hopper' }],
  },
  { path: '/blog/hello', title: 'Hello', description: 'x', date: '2025-01-01T00:00:00.000Z', authors: [{ name: 'Ada Lovelace' }] },
];

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

  it('answers a reader polling with the validator it was given 304, for the sitemap, robots.txt and the feeds', async () => {
    const site = await outputs(docsOnly);
    for (const url of ['/sitemap.xml', '/robots.txt', '/en/blog/rss.xml', '/en/blog/atom.xml']) {
      const first = await site.inject(url);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await site.app.inject({ url, headers: { 'if-none-match': etag } });
      expect([again.statusCode, again.body], url).toEqual([304, '']);
      expect((await site.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode, url).toBe(200);
    }
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

  it("splits a sitemap past the protocol's limits into files a crawler takes, listed by /sitemap.xml as an index", async () => {
    // The protocol's limits (sitemaps.org): 50,000 URLs or 50 MB a file; here 40 URLs or 4 KB.
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
    const pages = Array.from({ length: 100 }, (_, i) => ({ path: `/docs/page-${i}` }));
    const byCount = await outputs({ ...docsOnly, docs_en: pages, docs_zh_tw: [] }, [], {
      contentBuild: () => 'build-1',
      sitemapLimits: { urls: 40, bytes: 1_000_000 },
    });
    const index = xmlRoot(await byCount.get('/sitemap.xml'));
    expect(index.name).toBe('sitemapindex');
    const files = index.children.map((c) => c.children.find((l) => l.name === 'loc')?.text ?? '');
    expect(files).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const locs = await Promise.all(files.map(async (file) => xmlTexts(await byCount.get(new URL(file).pathname), 'loc')));
    expect(locs.map((l) => l.length)).toEqual([40, 40, 24]);
    // Every page is in one of the files, once.
    const all = new Set(locs.flat());
    expect(all.size).toBe(104);
    expect(all).toContain(`${ORIGIN}/en/docs/page-99`);
    for (const missing of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      expect((await byCount.inject(missing)).statusCode, missing).toBe(404);
    }
    await byCount.close();

    const bySize = await outputs({ ...docsOnly, docs_en: pages, docs_zh_tw: [] }, [], { sitemapLimits: { urls: 50_000, bytes: 4096 } });
    const sized = xmlRoot(await bySize.get('/sitemap.xml')).children.map((c) => c.children[0]?.text ?? '');
    expect(sized.length).toBeGreaterThan(1);
    for (const file of sized) expect(Buffer.byteLength(await bySize.get(new URL(file).pathname))).toBeLessThanOrEqual(4096);
    await bySize.close();
  });

  it('makes the sitemap once per content build, and again for a new one', async () => {
    const rows = { ...docsOnly, docs_en: [{ path: '/docs/first' }] };
    let build = 'build-1';
    const site = await outputs(rows, [], { contentBuild: () => build });
    expect(xmlTexts(await site.get('/sitemap.xml'), 'loc')).toContain(`${ORIGIN}/en/docs/first`);
    rows.docs_en = [{ path: '/docs/second' }];
    expect(xmlTexts(await site.get('/sitemap.xml'), 'loc')).not.toContain(`${ORIGIN}/en/docs/second`);
    build = 'build-2';
    const locs = xmlTexts(await site.get('/sitemap.xml'), 'loc');
    expect(locs).toContain(`${ORIGIN}/en/docs/second`);
    expect(locs).not.toContain(`${ORIGIN}/en/docs/first`);
    await site.close();
  });

  it('has no numbered sitemap files while one file holds the sitemap', async () => {
    const site = await outputs(docsOnly);
    expect(xmlRoot(await site.get('/sitemap.xml')).name).toBe('urlset');
    expect((await site.inject('/sitemap-1.xml')).statusCode).toBe(404);
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

  it('sends llms-full.txt on as content-service stores it: in its encoding, with its validator, 304 to a reader holding it', async () => {
    const site = await outputs(docsOnly);
    const res = await site.inject('/llms-full.txt', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('llms-full.txt of the site');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(res.headers.etag);
    const again = await site.inject('/llms-full.txt', { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    await site.close();
  });

  it('answers 502 when content-service is down, and 504 when it does not answer in time', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    for (const [contentUrl, status] of [
      ['http://127.0.0.1:9', 502],
      [`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 504],
    ] as const) {
      const app = Fastify();
      registerMachineOutputs(app, { config: siteConfig, content: contentOf(docsOnly), contentOutputs: { contentUrl, timeoutMs: 200 } });
      expect((await app.inject({ url: '/llms-full.txt' })).statusCode, contentUrl).toBe(status);
      await app.close();
    }
    silent.close();
  });

  it("writes a feed's language as a language tag, not the URL's code", async () => {
    // A site written in Brazilian Portuguese: its posts, and so every locale's feed, are `pt-BR`.
    const config = { ...siteConfig, origin: ORIGIN, i18n: { ...siteConfig.i18n, defaultLocale: 'pt_br' } };
    const app = Fastify();
    registerMachineOutputs(app, { config, content: contentOf({ ...docsOnly, posts: blogPosts }), contentOutputs: NO_LLMS });
    for (const url of ['/blog/rss.xml', '/zh_tw/blog/rss.xml', '/pt_br/changelog/rss.xml']) {
      expect(xmlTexts((await app.inject({ url })).body, 'language'), url).toEqual(['pt-BR']);
    }
    expect(xmlRoot((await app.inject({ url: '/zh_tw/blog/atom.xml' })).body).attributes['xml:lang']).toBe('pt-BR');
    await app.close();
  });

  it('names only SITE_ORIGIN, whatever Host and X-Forwarded-* a request carries', async () => {
    const app = Fastify();
    const posts = [{ path: '/blog/hello', title: 'Hello', description: 'x', date: '2025-01-01T00:00:00.000Z' }];
    registerMachineOutputs(app, {
      config: { ...siteConfig, origin: ORIGIN },
      content: contentOf({ ...docsOnly, posts }),
      contentOutputs: NO_LLMS,
    });
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

/** The canonical URL a page's head declares (the shell's own head tags), as a crawler reads it. */
function canonicalOf(locale: string, path: string): string | undefined {
  const config = { ...siteConfig, origin: ORIGIN };
  const state = {
    config,
    route: { locale, path } as PageState['route'],
    head: { title: 'Post', ...defaultLocaleHead(config, locale) },
    status: 200,
  };
  const tag = pageHeadTags(state, 'Post').find((t) => t.name === 'link' && t.attrs.some(([k, v]) => k === 'rel' && v === 'canonical'));
  return tag?.attrs.find(([k]) => k === 'href')?.[1];
}

describe('feeds as a feed reader and the W3C validator read them', () => {
  const site = () => outputs({ ...docsOnly, posts: blogPosts });

  it('show a title and description as written, whatever they hold: no markup of theirs reaches the feed', async () => {
    const title = "T1 ]]> T2 ]]><link href='https://evil.example/x'/><evil>in</evil><![CDATA[ & <b>bold</b>";
    const description = '</description><script>alert(1)</script> ]]> ]]>';
    const hostile = [{ ...blogPosts[0]!, title, description }];
    const s = await outputs({ ...docsOnly, posts: hostile });
    const htmlText = (escaped: string) =>
      escaped.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
    const atom = await s.get('/en/blog/atom.xml');
    const [entry] = xmlElements(atom, 'entry');
    expect(entry!.children.map((c) => c.name)).toEqual(['title', 'id', 'link', 'updated', 'summary', 'author', 'author']);
    expect(entry!.children.filter((c) => c.name === 'link').map((c) => c.attributes.href)).toEqual([`${ORIGIN}/en/blog/launch`]);
    // type="html": the reader decodes the text as HTML and shows what the author wrote.
    expect(htmlText(entry!.children[0]!.text)).toBe(title);
    expect(htmlText(entry!.children.find((c) => c.name === 'summary')!.text)).toBe(description);
    const [item] = xmlElements(await s.get('/en/blog/rss.xml'), 'item');
    expect(item!.children.find((c) => c.name === 'title')!.text).toBe(title);
    expect(htmlText(item!.children.find((c) => c.name === 'description')!.text)).toBe(description);
    await s.close();
  });

  it("labels a locale's feed with the language its posts are written in, and links each item to the post's canonical URL", async () => {
    const s = await site();
    for (const locale of ['fr', 'zh_tw', 'en']) {
      const rss = await s.get(`/${locale}/blog/rss.xml`);
      expect(xmlTexts(rss, 'language'), locale).toEqual(['en']);
      const items = xmlElements(rss, 'item');
      const links = items.map((i) => i.children.find((c) => c.name === 'link')?.text);
      const guids = items.map((i) => i.children.find((c) => c.name === 'guid')?.text);
      // The URL each post's page declares canonical, wherever the reader subscribed.
      const canonical = blogPosts.map((p) => canonicalOf(locale, p.path));
      expect(canonical).toEqual([`${ORIGIN}/en/blog/launch`, `${ORIGIN}/en/blog/hello`]);
      expect(links, locale).toEqual(canonical);
      expect(guids, locale).toEqual(canonical);
      // The channel's page is the list's canonical; its self link is the feed's own address.
      expect(xmlElements(rss, 'channel')[0]!.children.find((c) => c.name === 'link')?.text).toBe(`${ORIGIN}/en/blog`);
      expect(xmlElements(rss, 'atom:link').map((l) => [l.attributes.rel, l.attributes.href])).toEqual([
        ['self', `${ORIGIN}/${locale}/blog/rss.xml`],
      ]);

      const atom = await s.get(`/${locale}/blog/atom.xml`);
      expect(xmlRoot(atom).attributes['xml:lang'], locale).toBe('en');
      const entries = xmlElements(atom, 'entry');
      expect(entries.map((e) => e.children.find((c) => c.name === 'id')?.text)).toEqual(canonical);
      expect(entries.map((e) => e.children.find((c) => c.name === 'link')?.attributes.href)).toEqual(canonical);
      const feedLinks = xmlRoot(atom).children.filter((c) => c.name === 'link');
      expect(feedLinks.find((l) => l.attributes.rel === 'self')?.attributes.href).toBe(`${ORIGIN}/${locale}/blog/atom.xml`);
    }
    await s.close();
  });

  it('writes RSS 2.0 the validator accepts: people as dc:creator, one each; a channel description; guids that are permalinks', async () => {
    const s = await outputs({
      ...docsOnly,
      landing: [{ path: '/blog', title: 'Blog', description: 'Release announcements and stories.' }],
      posts: blogPosts,
    });
    const rss = await s.get('/en/blog/rss.xml');
    const root = xmlRoot(rss);
    expect(root.name).toBe('rss');
    expect(root.attributes.version).toBe('2.0');
    expect(root.attributes['xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(root.attributes['xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    // <author> must be an email address: the posts name people only.
    expect(xmlElements(rss, 'author')).toEqual([]);
    const creators = xmlElements(rss, 'item').map((i) => i.children.filter((c) => c.name === 'dc:creator').map((c) => c.text));
    expect(creators).toEqual([['Ada Lovelace', 'Grace Hopper'], ['Ada Lovelace']]);
    expect(xmlElements(rss, 'channel')[0]!.children.find((c) => c.name === 'description')?.text).toBe('Release announcements and stories.');
    for (const guid of xmlElements(rss, 'guid')) {
      expect(guid.attributes.isPermaLink ?? 'true').toBe('true');
      expect(guid.text).toMatch(new RegExp(`^${ORIGIN}/en/blog/`));
    }
    expect(xmlTexts(rss, 'title')).toContain('Launch & more');
    await s.close();
  });

  it('gives every channel a description, the section title when it has none of its own', async () => {
    const s = await outputs({ ...docsOnly, landing: [] });
    for (const url of ['/blog/rss.xml', '/fr/changelog/rss.xml']) {
      const description = xmlElements(await s.get(url), 'channel')[0]!.children.find((c) => c.name === 'description')?.text ?? '';
      expect(description.trim(), url).not.toBe('');
    }
    await s.close();
  });

  it('keeps Atom valid: an author for every entry, each entry its id, title, updated and link', async () => {
    const s = await outputs({ ...docsOnly, posts: [...blogPosts, { ...blogPosts[1], path: '/blog/anonymous', authors: [] }] });
    const atom = await s.get('/fr/blog/atom.xml');
    const root = xmlRoot(atom);
    expect(root.name).toBe('feed');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    const feedAuthor = root.children.some((c) => c.name === 'author');
    for (const entry of xmlElements(atom, 'entry')) {
      const names = entry.children.map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(['id', 'title', 'updated', 'link']));
      expect(feedAuthor || names.includes('author')).toBe(true);
    }
    await s.close();
  });
});
