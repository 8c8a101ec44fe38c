/**
 * The tags of a page's head that say what the page is: its description and own meta pairs,
 * canonical (or `noindex`), language alternates, feeds, Open Graph and Twitter cards, and
 * structured data (JSON-LD). The server writes them into the document (html-document.ts);
 * the client router puts the next page's in their place after a client navigation
 * (client/page-head.ts), so a share sheet, a bookmark or an extension reading the head gets
 * the page on screen, not the first one loaded. Every URL is absolute on the configured
 * origin, never from request headers.
 */
import { HEAD_META_NAMES, checkUrl, languageAlternates, localePath, safeHeadMeta, type PageHead, type SiteConfig } from '@site/contracts';
import type { PageState } from './page-state.ts';

/** One element of the head: its name, attributes in order, and a JSON-LD script's data. */
export interface HeadTag {
  name: 'meta' | 'link' | 'script';
  attrs: ReadonlyArray<readonly [string, string]>;
  json?: unknown;
}

/**
 * Every element `pageHeadTags` can make, as a selector: what the client removes before it adds
 * the next page's (a test holds the two together).
 */
export const PAGE_HEAD_SELECTOR = [
  ...HEAD_META_NAMES.map((name) => `meta[name="${name}"]`),
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(',');

/** The page's canonical URL: a page standing in for a missing translation is a copy, so it is the original's. */
function canonicalUrl(state: Pick<PageState, 'config' | 'route' | 'head'>): string {
  return state.config.origin + localePath(state.config, state.head.contentLocale ?? state.route.locale, state.route.path);
}

function absolute(config: SiteConfig, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${config.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A page's picture as the social cards link it: a web address (`//cdn…` taken as https) or a
 * path on the site, checked as any picture of the content is; none for anything else. An
 * unchecked `javascript:` went into og:image as a path on the site.
 */
function socialImage(config: SiteConfig, url: string | undefined): string | undefined {
  const safe = url ? checkUrl(url, 'image') : null;
  if (!safe) return undefined;
  if (safe.startsWith('//')) return `https:${safe}`;
  // Another scheme (data:, blob:) is nothing a card can link to.
  if (/^[a-z][a-z0-9+.-]*:/i.test(safe) && !/^https?:/i.test(safe)) return undefined;
  return absolute(config, safe);
}

const meta = (attr: 'property' | 'name', key: string, content: string): HeadTag => ({
  name: 'meta',
  attrs: [
    [attr, key],
    ['content', content],
  ],
});

const link = (...attrs: Array<readonly [string, string]>): HeadTag => ({ name: 'link', attrs });

function structuredData(config: SiteConfig, locale: string, head: PageHead, canonical: string, title: string): object[] {
  const out: object[] = [];
  if (head.type === 'article') {
    const image = socialImage(config, head.image);
    out.push({
      '@context': 'https://schema.org',
      '@type': head.article?.published ? 'BlogPosting' : 'TechArticle',
      headline: head.title,
      ...(head.description ? { description: head.description } : {}),
      url: canonical,
      inLanguage: locale,
      ...(head.article?.published ? { datePublished: head.article.published } : {}),
      ...(head.article?.authors?.length ? { author: head.article.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
      ...(image ? { image } : {}),
      publisher: { '@type': 'Organization', name: config.name, url: config.origin },
      name: title,
    });
  }
  if (head.breadcrumbs?.length) {
    out.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.title,
        item: config.origin + localePath(config, locale, crumb.path),
      })),
    });
  }
  return out;
}

/** The social and structured-data tags of a page's head (title and canonical are the document's). */
export function socialHeadTags(config: SiteConfig, locale: string, head: PageHead, canonical: string, title: string): HeadTag[] {
  const image = socialImage(config, head.image);
  const tags = [
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:site_name', config.name),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', locale),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
  ];
  if (head.description)
    tags.push(meta('property', 'og:description', head.description), meta('name', 'twitter:description', head.description));
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  if (head.article?.published) tags.push(meta('property', 'article:published_time', head.article.published));
  for (const json of structuredData(config, locale, head, canonical, title)) {
    tags.push({ name: 'script', attrs: [['type', 'application/ld+json']], json });
  }
  return tags;
}

/** The head tags that describe the page in `state`, in document order; `title` is its formatted title. */
export function pageHeadTags(state: Pick<PageState, 'config' | 'route' | 'head' | 'status'>, title: string): HeadTag[] {
  const { config, route, head } = state;
  const canonical = canonicalUrl(state);
  const tags: HeadTag[] = [];
  if (head.description) tags.push(meta('name', 'description', head.description));
  // The page's own pairs (front matter `head.meta`), allow-listed again here: the state is data.
  for (const { name, content } of safeHeadMeta(head.meta)) tags.push(meta('name', name, content));
  if (state.status === 200) tags.push(link(['rel', 'canonical'], ['href', canonical]));
  else tags.push(meta('name', 'robots', 'noindex'));
  if (state.status === 200 && head.alternates) {
    for (const { hreflang, href } of languageAlternates(config, route.path, head.alternates)) {
      tags.push(link(['rel', 'alternate'], ['hreflang', hreflang], ['href', href]));
    }
  }
  for (const feed of head.feeds ?? []) {
    const base = config.origin + localePath(config, route.locale, feed.path);
    tags.push(
      link(['rel', 'alternate'], ['type', 'application/rss+xml'], ['title', feed.title], ['href', `${base}/rss.xml`]),
      link(['rel', 'alternate'], ['type', 'application/atom+xml'], ['title', feed.title], ['href', `${base}/atom.xml`]),
    );
  }
  tags.push(...socialHeadTags(config, route.locale, head, canonical, title));
  return tags;
}
