import { describe, expect, it } from 'vitest';
import { localePath, matchRoute, pageRedirect, remoteContainer, siteConfig, splitLocale, type SiteConfig } from '@site/contracts';

const i18nOn: SiteConfig = siteConfig;
const i18nOff: SiteConfig = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };

describe('route table (spec §2)', () => {
  it.each([
    ['/en', 'home', 'shell', 'Home'],
    ['/en/blog', 'blog', 'blog', 'BlogList'],
    ['/en/blog/announcing-v3', 'blog-post', 'blog', 'BlogPost'],
    ['/en/changelog', 'changelog', 'blog', 'ChangelogList'],
    ['/fr/changelog/v3-5-0', 'changelog-entry', 'blog', 'ChangelogEntry'],
    ['/en/templates', 'templates', 'templates', 'TemplatesList'],
    ['/ja/templates/docs-starter', 'template', 'templates', 'TemplatePage'],
    ['/en/studio', 'studio', 'studio', 'StudioFeatures'],
    ['/ar/studio/pricing', 'studio-pricing', 'studio', 'StudioPricing'],
    ['/en/docs/getting-started', 'docs', 'docs', 'DocsPage'],
    ['/fr/docs/querying/query-builder', 'docs', 'docs', 'DocsPage'],
  ])('%s → %s (%s/%s) with i18n on', (path, id, owner, page) => {
    const match = matchRoute(i18nOn, path);
    expect(match).not.toBeNull();
    expect(match!.route).toMatchObject({ id, owner, page });
    expect(match!.checked).toBe(true);
  });

  it('matches the same routes without a locale prefix when i18n is off', () => {
    expect(matchRoute(i18nOff, '/')!.route.id).toBe('home');
    expect(matchRoute(i18nOff, '/blog/x')!.route.id).toBe('blog-post');
    expect(matchRoute(i18nOff, '/studio/pricing')!.route.id).toBe('studio-pricing');
    expect(matchRoute(i18nOff, '/docs/a/b/c')!.params.slug).toBe('docs/a/b/c');
  });

  it('gives the docs route an optional locale prefix and a free-form slug path', () => {
    const match = matchRoute(i18nOn, '/ja/docs/getting-started/installation/');
    expect(match!.locale).toBe('ja');
    expect(match!.path).toBe('/docs/getting-started/installation');
    expect(match!.route.layout).toBe('docs');
  });

  it('needs a known locale when i18n is on (the gateway redirects those)', () => {
    expect(matchRoute(i18nOn, '/docs/getting-started')).toBeNull();
    expect(matchRoute(i18nOn, '/xx/blog')).toBeNull();
    expect(splitLocale(i18nOn, '/blog').locale).toBeNull();
  });

  it('fails the route check for slugs that cannot be content paths', () => {
    expect(matchRoute(i18nOn, '/en/blog/..%2f')!.checked).toBe(false);
    expect(matchRoute(i18nOn, '/en/blog/<script>')!.checked).toBe(false);
    expect(matchRoute(i18nOn, '/en/docs/a b')!.checked).toBe(false);
  });

  it('passes the route check for slugs in any script, vowel signs and other marks included', () => {
    expect(matchRoute(i18nOn, '/fr/blog/été-à-paris')!.checked).toBe(true);
    expect(matchRoute(i18nOn, '/en/templates/入門-ガイド')!.checked).toBe(true);
    expect(matchRoute(i18nOn, '/en/docs/guide/हिन्दी-पाठ')!.checked).toBe(true);
    expect(matchRoute(i18nOn, '/ar/docs/دليل-البدء')!.checked).toBe(true);
  });

  it('builds locale links and container names', () => {
    expect(localePath(i18nOn, 'fr', '/')).toBe('/fr');
    expect(localePath(i18nOn, 'fr', '/docs/x')).toBe('/fr/docs/x');
    expect(localePath(i18nOff, 'en', '/docs/x')).toBe('/docs/x');
    expect(remoteContainer('templates')).toBe('templates_app');
  });
});

describe('pageRedirect: what the client router does with a link, as the gateway would', () => {
  it.each([
    // A link without a locale stays in the locale being read.
    ['/docs/getting-started', 'fr', '/fr/docs/getting-started'],
    ['/blog', 'ar', '/ar/blog'],
    ['/', 'ja', '/ja'],
    // An old path goes to its page: in its own locale, else the one being read.
    ['/guide/writing/markdown', 'fr', '/fr/docs/files/markdown'],
    ['/de/guide/writing/markdown/', 'fr', '/de/docs/files/markdown'],
    ['/examples/hello/world', 'he', '/he/docs/recipes'],
    // A locale written as a language tag is that locale, whatever its case.
    ['/zh-TW/docs/getting-started', 'en', '/zh_tw/docs/getting-started'],
    ['/pt-BR', 'fr', '/pt_br'],
    ['/FR/blog/', 'en', '/fr/blog'],
    // Not a configured locale in any spelling: a page of the locale being read.
    ['/xx-YY/docs', 'de', '/de/xx-YY/docs'],
    // A language tag is ASCII: the Kelvin sign lower-cases to k, but "\u212Ao" names no locale.
    ['/\u212Ao/docs', 'de', '/de/\u212Ao/docs'],
    ['/\u212AY', 'en', '/en/\u212AY'],
    // Already right, or not a page: unchanged.
    ['/fr/docs/getting-started', 'ja', null],
    ['/_content/images/x.png', 'fr', null],
  ])('%s read in %s → %s', (path, locale, expected) => {
    expect(pageRedirect(i18nOn, path, locale)).toBe(expected);
  });

  it('with i18n off only the legacy table applies', () => {
    expect(pageRedirect(i18nOff, '/docs/getting-started', 'en')).toBeNull();
    expect(pageRedirect(i18nOff, '/get-started', 'en')).toBe('/docs/getting-started');
  });
});
