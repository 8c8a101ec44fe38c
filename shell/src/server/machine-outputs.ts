/**
 * What machines read: robots.txt, the sitemap, llms.txt and llms-full.txt, each docs page's
 * Markdown source at `{page}.md`, and RSS and Atom feeds of the blog and the changelog. Every
 * absolute URL comes from the configured origin, never from request headers; drafts never
 * appear (the queries ask for `draft = false`, and content-service keeps drafts out of
 * everything a non-preview request reads).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { holdsEtag } from '@site/contracts/server';
import { Feed } from 'feed';
import { pipeContentOutput, type ContentOutputSource } from './content-output-stream.ts';
import {
  activeLocales,
  docsCollection,
  escapeHtml,
  languageAlternates,
  loadListIntro,
  localePath,
  localeTag,
  ContentRequestError,
  contentApi,
  isNoindex,
  type ContentClient,
  type LandingRow,
  type LanguageAlternate,
  type PageRow,
  type PostRow,
  type SiteConfig,
  type TemplateRow,
} from '@site/contracts';

export interface MachineOutputsOptions {
  config: SiteConfig;
  content: ContentClient;
  /** The content build being served (null before the first): outputs made from it are kept until it changes. */
  contentBuild?: () => string | null;
  /** Where llms.txt and llms-full.txt are read from: content-service, whose stored files are sent on as they are. */
  contentOutputs: ContentOutputSource;
  /** Most URLs and bytes in one sitemap file (the protocol's, SITEMAP_LIMITS, unless a test asks for fewer). */
  sitemapLimits?: SitemapLimits;
}

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** Its language alternates (the head's hreflang links: languageAlternates). */
  alternates: LanguageAlternate[];
}

const FEED_KINDS = ['blog', 'changelog'] as const;
type FeedKind = (typeof FEED_KINDS)[number];

/**
 * Every page of every locale that has real content in that locale (others only in English),
 * each with the same hreflang alternates as its head: the locales that have the page.
 */
async function sitemapEntries(config: SiteConfig, content: ContentClient): Promise<SitemapEntry[]> {
  const info = await content.info();
  const builtAt = info.builtAt.slice(0, 10);
  const url = (locale: string, path: string) => config.origin + localePath(config, locale, path);
  const defaultLocale = config.i18n.defaultLocale;
  const locales = config.i18n.enabled ? activeLocales(config).map((l) => l.code) : [defaultLocale];
  const [landing, pricing, posts, templates] = await Promise.all([
    content.queryCollection<LandingRow>('landing').select('path').all(),
    content.queryCollection<{ path: string }>('pricing').select('path').all(),
    content.queryCollection<PostRow>('posts').select('path', 'date', 'seo').where('draft', '=', false).all(),
    content.queryCollection<TemplateRow>('templates').select('path', 'seo').where('draft', '=', false).all(),
  ]);
  /** Locale-free path → locales that have it, in the configured order; and each page's lastmod. */
  const pages = new Map<string, { locales: string[]; lastmod: string }>();
  const add = (locale: string, path: string, lastmod = builtAt) => {
    const page = pages.get(path);
    if (page) page.locales.push(locale);
    else pages.set(path, { locales: [locale], lastmod });
  };
  const landingPaths = new Set(landing.map((row) => row.path));
  for (const locale of locales) {
    const own = locale === defaultLocale ? '/' : `/${locale}`;
    if (landingPaths.has(own)) add(locale, '/');
  }
  // The lists are pages even while empty; the Studio pages exist only with their content
  // (a docs-only site has none, and they answer 404 there).
  const studio = [...landing, ...pricing].map((row) => row.path).filter((path) => path === '/studio' || path === '/studio/pricing');
  for (const path of ['/blog', '/changelog', '/templates', ...studio]) add(defaultLocale, path);
  // A page whose own head says noindex is left out: a sitemap lists what should be indexed.
  for (const post of posts) if (!isNoindex(post)) add(defaultLocale, post.path, post.date);
  for (const template of templates) if (!isNoindex(template)) add(defaultLocale, template.path);
  for (const locale of locales) {
    const collection = docsCollection(config, locale);
    if (!(collection in info.versions)) continue;
    const docs = await content.queryCollection<Pick<PageRow, 'path' | 'seo'>>(collection).select('path', 'seo').all();
    for (const page of docs) if (!isNoindex(page)) add(locale, page.path);
  }
  const entries: SitemapEntry[] = [];
  for (const [path, { locales: present, lastmod }] of pages) {
    const alternates = languageAlternates(config, path, present);
    for (const locale of present) entries.push({ loc: url(locale, path), lastmod, alternates });
  }
  return entries;
}

/** The sitemap protocol's namespace, and XHTML's for the hreflang links (Google's sitemap extension). */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A URL of the site as RFC 3986 writes it, which the sitemap protocol requires of every
 * `<loc>` (and crawlers of every alternate): a character a URI path may not hold (`中文指南`,
 * a space, `[`, and `?` or `#`, which would start a query or fragment) is percent-encoded as
 * UTF-8, an existing `%XX` stays, and an ASCII path is unchanged. The origin is kept as
 * configured.
 */
function asUri(url: string, origin: string): string {
  if (!url.startsWith(origin)) return url;
  const path = url
    .slice(origin.length)
    .replace(NOT_IN_URI_PATH, (text) =>
      Array.from(utf8.encode(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    );
  return origin + path;
}
/** Neither unreserved, a delimiter a path segment may hold, `/`, nor the `%` of an escape. */
const NOT_IN_URI_PATH = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]+/gu;
const utf8 = new TextEncoder();

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`;
const URLSET_CLOSE = '</urlset>\n';

function urlElement(e: SitemapEntry, origin: string): string {
  const lastmod = e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : '';
  const links = e.alternates.map(
    (a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(asUri(a.href, origin))}"/>`,
  );
  return `<url><loc>${escapeHtml(asUri(e.loc, origin))}</loc>${lastmod}${links.join('')}</url>`;
}

/**
 * The sitemap as files within the protocol's limits, in order: one file for most sites; a
 * big corpus (10,000 pages in six languages, each URL with its alternates) takes several,
 * which /sitemap.xml then lists as an index. A crawler refuses a file over either limit.
 */
function sitemapFiles(entries: SitemapEntry[], origin: string, limits: SitemapLimits): string[] {
  const files: string[] = [];
  const byteLength = (text: string) => Buffer.byteLength(text);
  let urls: string[] = [];
  let bytes = byteLength(URLSET_OPEN) + byteLength(URLSET_CLOSE);
  const close = () => {
    files.push(URLSET_OPEN + urls.join('') + URLSET_CLOSE);
    urls = [];
    bytes = byteLength(URLSET_OPEN) + byteLength(URLSET_CLOSE);
  };
  for (const entry of entries) {
    const url = urlElement(entry, origin);
    const size = byteLength(url);
    if (urls.length && (urls.length === limits.urls || bytes + size > limits.bytes)) close();
    urls.push(url);
    bytes += size;
  }
  if (urls.length || !files.length) close();
  return files;
}

/** The index /sitemap.xml becomes when the sitemap takes several files (`/sitemap-{n}.xml`). */
function sitemapIndex(count: number, origin: string): string {
  const files = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">${files.join('')}</sitemapindex>\n`;
}

/** A text sent to machines, with its validator computed once. */
interface MachineText {
  body: string;
  etag: string;
}

const machineText = (body: string): MachineText => ({ body, etag: etagOf(body) });

function robotsTxt(config: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /__nuxt_content/', `Sitemap: ${config.origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** A feed of the blog or the changelog, as its two formats write it. */
interface FeedOutput {
  rss: string;
  atom: string;
}

const DUBLIN_CORE_NS = 'http://purl.org/dc/elements/1.1/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

/**
 * The blog's or the changelog's feed as served under `locale`. Posts are written in the
 * default locale only (a post visited under another locale is a copy whose canonical is the
 * original: blog-app's `defaultLocaleHead`), so every locale's feed is that language's: its
 * `<language>` / `xml:lang` is the posts' language, its items link to the posts' canonical
 * URLs, and its channel to the canonical list. Only its self links and Atom id are the
 * locale's own (the locale's list page advertises them): a reader subscribed there gets
 * honest items, never `fr` over English text nor a URL whose page says it is a copy.
 */
async function feedOf(config: SiteConfig, content: ContentClient, kind: FeedKind, locale: string): Promise<FeedOutput> {
  const [posts, intro] = await Promise.all([
    content
      .queryCollection<PostRow>('posts')
      .where('path', 'LIKE', `/${kind}/%`)
      .where('draft', '=', false)
      .order('date', 'DESC')
      .limit(50)
      .all(),
    loadListIntro(content, `/${kind}`),
  ]);
  const written = config.i18n.defaultLocale;
  const canonical = (path: string) => asUri(config.origin + localePath(config, written, path), config.origin);
  const own = config.origin + localePath(config, locale, `/${kind}`);
  const feedUrl = (format: string) => `${own}/${format}.xml`;
  const section = kind === 'blog' ? 'Blog' : 'Changelog';
  const title = `${section} - ${config.name}`;
  // RSS 2.0 requires a channel description: the section's, or its title.
  const description = intro?.description?.trim() || intro?.title?.trim() || title;
  // RSS and Atom take a language tag (`zh-TW`), not the URL's locale code (`zh_tw`).
  const language = localeTag(written);
  // Atom requires <updated>: a feed without entries was last changed by the content build.
  const updated = new Date(posts[0]?.date ?? (await content.info()).builtAt);
  const items = posts.map((post) => ({
    title: post.title,
    link: canonical(post.path),
    description: post.description,
    date: new Date(post.date),
    authors: (post.authors ?? []).map((a) => a.name).filter((name) => name.trim() !== ''),
  }));
  const feed = new Feed({
    title,
    id: own,
    link: canonical(`/${kind}`),
    description,
    language,
    copyright: `© ${config.name}`,
    updated,
    feedLinks: { rss: feedUrl('rss'), atom: feedUrl('atom') },
    // Atom wants an author for the feed or every entry: the site, where an entry names none.
    author: { name: config.name },
  });
  for (const item of items) {
    // The feed package writes an entry's title and summary as HTML (`type="html"`, in CDATA that
    // a second `]]>` in the text closed: a front matter title added elements to the entry).
    // Escaped, the text holds no markup and no `]]>`, and a reader shows it as written.
    const html = { title: escapeHtml(item.title), description: item.description === undefined ? undefined : escapeHtml(item.description) };
    feed.addItem({ ...item, ...html, id: item.link, author: item.authors.map((name) => ({ name })) });
  }
  return {
    rss: rss2({
      title,
      link: canonical(`/${kind}`),
      self: feedUrl('rss'),
      description,
      language,
      copyright: `© ${config.name}`,
      updated,
      items,
    }),
    atom: withXmlLang(feed.atom1(), language),
  };
}

/** The Atom document with the language of its text on the root (`<feed xml:lang="en">`), inherited by every entry. */
function withXmlLang(atom: string, language: string): string {
  return atom.replace(/<feed\b/, `<feed xml:lang="${escapeHtml(language)}"`);
}

interface Rss2Channel {
  title: string;
  link: string;
  self: string;
  description: string;
  language: string;
  copyright: string;
  updated: Date;
  items: Array<{ title: string; link: string; description?: string; date: Date; authors: string[] }>;
}

/**
 * An RSS 2.0 document the W3C feed validator accepts: a channel description, each item's
 * guid its permalink (`isPermaLink="true"`, the item's URL), and its authors as Dublin Core
 * `<dc:creator>`, one each: RSS's `<author>` holds an email address, and the posts name
 * people only.
 */
function rss2(channel: Rss2Channel): string {
  const text = (name: string, value: string) => `<${name}>${escapeHtml(value)}</${name}>`;
  const items = channel.items.map((item) =>
    [
      '<item>',
      text('title', item.title),
      text('link', item.link),
      `<guid isPermaLink="true">${escapeHtml(item.link)}</guid>`,
      text('pubDate', item.date.toUTCString()),
      // An item's description is HTML to a feed reader: plain text is escaped as HTML, then as XML.
      item.description ? text('description', escapeHtml(item.description)) : '',
      ...item.authors.map((name) => text('dc:creator', name)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:atom="${ATOM_NS}" xmlns:dc="${DUBLIN_CORE_NS}">`,
    '<channel>',
    text('title', channel.title),
    text('link', channel.link),
    text('description', channel.description),
    text('language', channel.language),
    text('copyright', channel.copyright),
    text('lastBuildDate', channel.updated.toUTCString()),
    text('docs', 'https://www.rssboard.org/rss-specification'),
    `<atom:link href="${escapeHtml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * An output with a validator: a feed reader or crawler polling every few minutes asks with
 * If-None-Match and gets 304 until the text changes, instead of the whole file each time.
 */
function etagOf(body: string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function sendMachineOutput(reply: FastifyReply, type: string, body: string | MachineText, maxAge = 300) {
  const { body: text, etag } = typeof body === 'string' ? machineText(body) : body;
  reply.type(type).header('cache-control', `public, max-age=${maxAge}`).header('etag', etag);
  if (holdsEtag(reply.request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(text);
}

/** Splits `/{locale}/rest` when i18n is on; `null` when the locale is unknown. */
function localeOf(config: SiteConfig, segment: string | undefined): string | null {
  if (!config.i18n.enabled) return config.i18n.defaultLocale;
  return activeLocales(config).some((l) => l.code === segment) ? segment! : null;
}

/** The sitemap's files as served: `/sitemap.xml` first (the only file, or the index), then `/sitemap-{n}.xml`. */
async function sitemapTexts(config: SiteConfig, content: ContentClient, limits: SitemapLimits): Promise<MachineText[]> {
  const files = sitemapFiles(await sitemapEntries(config, content), config.origin, limits);
  const served = files.length === 1 ? files : [sitemapIndex(files.length, config.origin), ...files];
  return served.map(machineText);
}

/** `make`'s answer, kept while the content build is the same (made again each time when it is not known). */
function perContentBuild<T>(contentBuild: (() => string | null) | undefined, make: () => Promise<T>): () => Promise<T> {
  let kept: { build: string; value: Promise<T> } | undefined;
  return () => {
    const build = contentBuild?.() ?? null;
    if (build === null) return make();
    if (kept?.build !== build) {
      const value = make();
      kept = { build, value };
      // A failure is not kept: the next request tries again.
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}

export function registerMachineOutputs(
  app: FastifyInstance,
  { config, content, contentBuild, contentOutputs, sitemapLimits = SITEMAP_LIMITS }: MachineOutputsOptions,
): void {
  const robots = machineText(robotsTxt(config));
  app.get('/robots.txt', (_req, reply) => sendMachineOutput(reply, 'text/plain; charset=utf-8', robots));
  // Made once per content build: at 10,000 pages it reads every page's path and writes megabytes.
  const sitemap = perContentBuild(contentBuild, () => sitemapTexts(config, content, sitemapLimits));
  const XML = 'application/xml; charset=utf-8';
  app.get('/sitemap.xml', async (_req, reply) => sendMachineOutput(reply, XML, (await sitemap())[0]!));
  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', async (req, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(req.params.n) ? Number(req.params.n) : 0;
    const files = n ? await sitemap() : [];
    // The numbered files exist only beside an index (the first text served).
    const file = files.length > 1 ? files[n] : undefined;
    return file ? sendMachineOutput(reply, XML, file) : reply.callNotFound();
  });
  // The site's llms.txt links each translated locale's own pair (content-service's locale-llms.ts).
  const llms = (kind: 'summary' | 'full', collection?: string) =>
    kind === 'full' ? contentApi.llmsFull(collection) : contentApi.llms(collection);
  const MACHINE_CACHE = 'public, max-age=300';
  app.get('/llms.txt', (req, reply) => pipeContentOutput(contentOutputs, llms('summary'), req, reply, MACHINE_CACHE));
  app.get('/llms-full.txt', (req, reply) => pipeContentOutput(contentOutputs, llms('full'), req, reply, MACHINE_CACHE));
  // A translated locale's own pair, under the locale like its pages; the default locale's is the site's.
  if (config.i18n.enabled) {
    for (const [file, kind] of [
      ['llms.txt', 'summary'],
      ['llms-full.txt', 'full'],
    ] as const) {
      app.get<{ Params: { locale: string } }>(`/:locale/${file}`, async (req, reply) => {
        const locale = localeOf(config, req.params.locale);
        if (!locale) return reply.callNotFound();
        const own = locale === config.i18n.defaultLocale ? undefined : docsCollection(config, locale);
        try {
          return await pipeContentOutput(contentOutputs, llms(kind, own), req, reply, MACHINE_CACHE);
        } catch (err) {
          // A locale without docs of its own has no file (its readers get the original's pages).
          if (err instanceof ContentRequestError && err.status === 404) return reply.callNotFound();
          throw err;
        }
      });
    }
  }

  // Each feed made once per content build, its validators with it, as the sitemap is.
  const feedMemos = new Map<string, () => Promise<{ rss: MachineText; atom: MachineText }>>();
  const feedsOf = (kind: FeedKind, locale: string) => {
    const key = `${kind}|${locale}`;
    let memo = feedMemos.get(key);
    if (!memo) {
      memo = perContentBuild(contentBuild, async () => {
        const feed = await feedOf(config, content, kind, locale);
        return { rss: machineText(feed.rss), atom: machineText(feed.atom) };
      });
      feedMemos.set(key, memo);
    }
    return memo();
  };
  // Feeds are files, not pages (no locale redirect): `/blog/rss.xml` is the default locale's,
  // `/{locale}/blog/rss.xml` the one that locale's list advertises (the same items: feedOf).
  const prefixes = config.i18n.enabled ? ['', '/:locale'] : [''];
  for (const prefix of prefixes) {
    for (const kind of FEED_KINDS) {
      for (const [file, type] of [
        ['rss.xml', 'application/rss+xml'],
        ['atom.xml', 'application/atom+xml'],
      ] as const) {
        app.get<{ Params: { locale?: string } }>(`${prefix}/${kind}/${file}`, async (req, reply) => {
          const locale = req.params.locale === undefined ? config.i18n.defaultLocale : localeOf(config, req.params.locale);
          if (!locale) return reply.callNotFound();
          const feed = await feedsOf(kind, locale);
          return sendMachineOutput(reply, `${type}; charset=utf-8`, file === 'rss.xml' ? feed.rss : feed.atom);
        });
      }
    }
  }
}

/**
 * The Markdown source of a docs page asked for as `{page}.md` (`/en/docs/querying.md`), or
 * null when the path is not one.
 */
export async function markdownSource(config: SiteConfig, content: ContentClient, locale: string, path: string): Promise<string | null> {
  if (!path.endsWith('.md') || !path.startsWith('/docs')) return null;
  const pagePath = path.slice(0, -3);
  for (const collection of new Set([docsCollection(config, locale), docsCollection(config, config.i18n.defaultLocale)])) {
    try {
      return await content.rawMarkdown(collection, pagePath);
    } catch (err) {
      if (!(err instanceof ContentRequestError) || err.status !== 404) throw err;
    }
  }
  return null;
}
