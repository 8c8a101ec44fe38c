import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS } from '../src/index.ts';
import { rawRequest } from './support/http.ts';
import { startTestSite, type TestSite } from './support/fake-upstreams.ts';

/** A concrete old path for each table line (`/examples/**` gets a deep example). */
const samplePaths = (from: string) => (from.endsWith('/**') ? [from.slice(0, -3), `${from.slice(0, -3)}/nuxt/hello-world/deep`] : [from]);

describe('with i18n on (the shipped default: en, fr, ja, ar)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: {} });
  });
  afterAll(() => site.close());

  it('the legacy table only leads to same-site, locale-free paths', () => {
    expect(LEGACY_REDIRECTS.length).toBeGreaterThan(50);
    for (const [from, to] of LEGACY_REDIRECTS) {
      expect(from).toMatch(/^\/[a-z0-9]/);
      expect(to).toMatch(/^\/[a-z]/);
      expect(to).not.toMatch(/^\/(en|fr|ja|ar)\//);
    }
  });

  it('every legacy rule answers 301 to its target under the default locale, with or without a trailing slash', async () => {
    for (const [from, to] of LEGACY_REDIRECTS) {
      for (const path of samplePaths(from)) {
        for (const variant of [path, `${path}/`]) {
          const res = await rawRequest(site.base, variant);
          expect(res.status, variant).toBe(301);
          expect(res.headers.location, variant).toBe(`/en${to}`);
        }
      }
    }
  });

  it('legacy paths behind a locale prefix keep that locale', async () => {
    for (const [from, to] of LEGACY_REDIRECTS) {
      const path = samplePaths(from)[0]!;
      const res = await rawRequest(site.base, `/fr${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(`/fr${to}`);
    }
  });

  it('a legacy path without a locale uses the i18n_redirected cookie when it names a configured locale', async () => {
    const ja = await rawRequest(site.base, '/get-started', { headers: { cookie: 'a=b; i18n_redirected=ja' } });
    expect(ja.headers.location).toBe('/ja/docs/getting-started');
    expect(ja.headers.vary).toMatch(/cookie/i);
    const unknown = await rawRequest(site.base, '/get-started', { headers: { cookie: 'i18n_redirected=xx' } });
    expect(unknown.headers.location).toBe('/en/docs/getting-started');
  });

  it('legacy redirects keep the query string', async () => {
    const res = await rawRequest(site.base, '/guide/writing/mdc?utm_source=old&x=1%202');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/docs/files/mdc?utm_source=old&x=1%202');
  });

  it('the root redirects (302, Vary: Cookie) to the cookie locale, else the default', async () => {
    const plain = await rawRequest(site.base, '/');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/en');
    expect(plain.headers.vary).toMatch(/cookie/i);
    const fr = await rawRequest(site.base, '/?ref=x', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(fr.headers.location).toBe('/fr?ref=x');
    const bogus = await rawRequest(site.base, '/', { headers: { cookie: 'i18n_redirected=%2F%2Fevil.com' } });
    expect(bogus.headers.location).toBe('/en');
  });

  it('the locale guard sends paths without a locale to the default locale (302), query kept', async () => {
    const docs = await rawRequest(site.base, '/docs/getting-started?x=1');
    expect(docs.status).toBe(302);
    expect(docs.headers.location).toBe('/en/docs/getting-started?x=1');
    const blog = await rawRequest(site.base, '/blog/', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(blog.headers.location).toBe('/en/blog');
  });

  it('a locale written as a language tag (zh-TW, pt-BR, FR) goes to that locale, not under the default', async () => {
    const tagged = await rawRequest(site.base, '/zh-TW/docs/getting-started?x=1');
    expect(tagged.status).toBe(302);
    expect(tagged.headers.location).toBe('/zh_tw/docs/getting-started?x=1');
    expect((await rawRequest(site.base, '/pt-BR')).headers.location).toBe('/pt_br');
    expect((await rawRequest(site.base, '/FR/blog')).headers.location).toBe('/fr/blog');
  });

  it('paths under a configured locale reach the shell untouched', async () => {
    for (const path of ['/en', '/fr/docs/getting-started', '/ar/blog', '/ja/studio/pricing']) {
      const res = await rawRequest(site.base, path);
      expect(res.status, path).toBe(200);
      expect(res.body).toContain(`<main>${path}</main>`);
    }
  });

  it('asset, API, content, build and health paths are exempt from the locale guard', async () => {
    for (const path of [
      '/_shell/app.js',
      '/_remotes/docs/remoteEntry.js',
      '/_content/_images/logo.svg',
      '/__nuxt_content/docs_en/sql_dump.txt',
      '/api/content/info',
      '/builds/latest.json',
      '/healthz',
      '/robots.txt',
      '/sitemap.xml',
      '/llms.txt',
      '/favicon.ico',
    ]) {
      const res = await rawRequest(site.base, path);
      expect(res.status, path).not.toBe(302);
      expect(res.headers.location, path).toBeUndefined();
    }
  });
});

describe('with i18n off (SITE_I18N=off: routes exactly as spec §2)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { SITE_I18N: 'off' } });
  });
  afterAll(() => site.close());

  it('every legacy rule answers 301 to its locale-free target', async () => {
    for (const [from, to] of LEGACY_REDIRECTS) {
      for (const path of samplePaths(from)) {
        const res = await rawRequest(site.base, `${path}/?q=1`);
        expect(res.status, path).toBe(301);
        expect(res.headers.location, path).toBe(`${to}?q=1`);
      }
    }
  });

  it('the root is the home page, not a redirect, whatever the cookie says', async () => {
    const res = await rawRequest(site.base, '/', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<main>/</main>');
  });

  it('pages have no locale prefix and are not guarded', async () => {
    const res = await rawRequest(site.base, '/docs/getting-started');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<main>/docs/getting-started</main>');
  });
});
