/**
 * What crawlers, feed readers and language models read, through the gateway like they
 * would: robots.txt, the sitemap, feeds, llms.txt and a page's Markdown source. Every URL
 * is absolute on the configured origin, and drafts appear nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkHrefs } from './support/html-links.ts';
import { get, startTestSite, type TestSite } from './support/test-site.ts';
import { xmlTexts } from './support/xml-texts.ts';

const ORIGIN = 'https://docs.example.org';
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ SITE_ORIGIN: ORIGIN });
});
afterAll(async () => site?.stop());

describe('machine outputs', () => {
  it('robots.txt allows the site and points at the sitemap on the configured origin', async () => {
    const res = await get(`${site.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.text.split('\n')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap lists pages of every locale with real content, posts with their dates, and no draft', async () => {
    const res = await get(`${site.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const locs = xmlTexts(res.text, 'loc');
    expect(locs).toContain(`${ORIGIN}/en/docs/getting-started`);
    expect(locs).toContain(`${ORIGIN}/fr/docs/getting-started`);
    expect(locs).toContain(`${ORIGIN}/en/blog/announcing-v3`);
    expect(locs).toContain(`${ORIGIN}/en/changelog/v3-5-0`);
    expect(locs).not.toContain(`${ORIGIN}/en/blog/benchmarking-content-builds`);
    expect(locs).not.toContain(`${ORIGIN}/en/templates/knowledge-base`);
    // French has only a few translated sections: untranslated pages are listed in English only.
    expect(locs.filter((l) => l.startsWith(`${ORIGIN}/fr/docs/`)).length).toBeLessThan(
      locs.filter((l) => l.startsWith(`${ORIGIN}/en/docs/`)).length,
    );
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(xmlTexts(res.text, 'lastmod').every((d) => /^\d{4}-\d{2}-\d{2}/.test(d))).toBe(true);
  });

  it('the blog has RSS and Atom feeds, newest first, with absolute links and no draft', async () => {
    const rss = await get(`${site.url}/en/blog/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    const links = xmlTexts(rss.text, 'link');
    expect(links).toContain(`${ORIGIN}/en/blog/announcing-v3`);
    expect(links).not.toContain(`${ORIGIN}/en/blog/benchmarking-content-builds`);
    const atom = await get(`${site.url}/en/changelog/atom.xml`);
    expect(atom.status).toBe(200);
    expect(atom.headers.get('content-type')).toContain('application/atom+xml');
    const ids = xmlTexts(atom.text, 'id');
    expect(ids).toContain(`${ORIGIN}/en/changelog/v3-5-0`);
    expect(ids.indexOf(`${ORIGIN}/en/changelog/v3-5-0`)).toBeLessThan(ids.indexOf(`${ORIGIN}/en/changelog/v3-0-0`));
  });

  it('llms.txt and llms-full.txt give the docs as Markdown', async () => {
    const short = await get(`${site.url}/llms.txt`);
    expect(short.status).toBe(200);
    expect(short.text.startsWith('# ')).toBe(true);
    const full = await get(`${site.url}/llms-full.txt`);
    expect(full.status).toBe(200);
    expect(full.text.length).toBeGreaterThan(short.text.length);
    // Translations: linked from the site's file, each locale's own pages under its URLs.
    expect(short.text.split('\n')).toContain('## Translations');
    const french = await get(`${site.url}/fr/llms.txt`);
    expect(french.status).toBe(200);
    expect(french.text).toContain(`${ORIGIN}/fr/docs/`);
    expect(short.text).toContain(`${ORIGIN}/fr/llms.txt`);
    // A locale without docs of its own has none: a plain 404 saying so, not a route table's JSON.
    const none = await get(`${site.url}/de/llms.txt`);
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toContain('text/plain');
    expect(none.text).toBe('Nothing is served at /de/llms.txt.');
  });

  it('a docs page answers its Markdown source at {page}.md, and an unknown one is a 404 page', async () => {
    const md = await get(`${site.url}/en/docs/getting-started.md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.text).toContain('# ');
    // Without a locale it is a file, not a page: no redirect, the default locale's source.
    const bare = await get(`${site.url}/docs/getting-started.md`);
    expect(bare.status).toBe(200);
    expect(bare.text).toBe(md.text);
    const missing = await get(`${site.url}/en/docs/no-such-page.md`);
    expect(missing.status).toBe(404);
  });

  it('feeds also answer without a locale (the default locale), and blog pages still render beside them', async () => {
    const bare = await get(`${site.url}/blog/rss.xml`);
    expect(bare.status).toBe(200);
    expect(xmlTexts(bare.text, 'link')).toContain(`${ORIGIN}/en/blog/announcing-v3`);
    const page = await get(`${site.url}/en/blog/announcing-v3`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('the blog list links the changelog and its feed, and the footer links the changelog on every page', async () => {
    const blog = linkHrefs((await get(`${site.url}/en/blog`)).text);
    expect(blog).toContain('/en/blog/rss.xml');
    expect(blog).toContain('/en/changelog');
    const docs = linkHrefs((await get(`${site.url}/en/docs/getting-started`)).text);
    expect(docs).toContain('/en/changelog');
  });
});
