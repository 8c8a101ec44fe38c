/**
 * English-only mode (SITE_I18N=off, the one-line switch of the site config): every route of
 * spec §2 exactly as listed, without locale prefixes, and `/` is the home page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHead, linkHrefs, pageElements } from './support/html-links.ts';
import { get, startTestSite, type TestSite } from './support/test-site.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ SITE_I18N: 'off' });
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe('the site with i18n disabled', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/changelog', 'changelog'],
    ['/templates', 'templates'],
    ['/studio', 'studio'],
    ['/studio/pricing', 'studio-pricing'],
    ['/docs/getting-started', 'docs'],
    ['/docs/querying/query-builder', 'docs'],
  ])('%s renders on the server without a locale prefix', async (path, route) => {
    const res = await get(`${site.url}${path}`);
    expect(res.status).toBe(200);
    expect(pageElements(res.text).filter((el) => el.attrs['data-route'] === route)).toHaveLength(1);
    const head = documentHead(res.text);
    expect([head.lang, head.dir, head.alternates]).toEqual(['en', 'ltr', []]);
  });

  it('links without locale prefixes and hides the language selector', async () => {
    const res = await get(`${site.url}/docs/getting-started`);
    expect(linkHrefs(res.text)).toContain('/blog');
    expect(linkHrefs(res.text)).not.toContain('/en/blog');
    const languageButtons = pageElements(res.text).filter(
      (el) => el.tag === 'button' && el.attrs['aria-label']?.startsWith('Change language'),
    );
    expect(languageButtons).toEqual([]);
  });

  it('still sends legacy paths to their pages, and unknown paths to the not-found page', async () => {
    const legacy = await get(`${site.url}/guide/writing/markdown`);
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/docs/files/markdown');
    expect((await get(`${site.url}/docs/files/markdown`)).status).toBe(200);
    expect((await get(`${site.url}/en/blog`)).status).toBe(404);
  });
});
