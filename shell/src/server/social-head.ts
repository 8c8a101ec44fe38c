/**
 * Open Graph and Twitter cards on every page, and structured data (JSON-LD) for articles and
 * breadcrumbs. Every URL is absolute on the configured origin, never from request headers.
 */
import { escapeHtml, localePath, type PageHead, type SiteConfig } from '@site/contracts';
import { jsonForScript } from './script-json.ts';

function absolute(config: SiteConfig, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${config.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

function structuredData(config: SiteConfig, locale: string, head: PageHead, canonical: string, title: string): object[] {
  const out: object[] = [];
  if (head.type === 'article') {
    out.push({
      '@context': 'https://schema.org',
      '@type': head.article?.published ? 'BlogPosting' : 'TechArticle',
      headline: head.title,
      ...(head.description ? { description: head.description } : {}),
      url: canonical,
      inLanguage: locale,
      ...(head.article?.published ? { datePublished: head.article.published } : {}),
      ...(head.article?.authors?.length ? { author: head.article.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
      ...(head.image ? { image: absolute(config, head.image) } : {}),
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
export function socialHeadTags(config: SiteConfig, locale: string, head: PageHead, canonical: string, title: string): string[] {
  const image = head.image ? absolute(config, head.image) : undefined;
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
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
  for (const data of structuredData(config, locale, head, canonical, title)) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags;
}
