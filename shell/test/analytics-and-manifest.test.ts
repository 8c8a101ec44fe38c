import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent, isIgnoredLocation } from '../src/client/analytics.ts';
import { fetchBuildMeta } from '../src/client/build-meta.ts';

afterEach(() => vi.restoreAllMocks());

describe('analytics events (spec §7)', () => {
  it('ignores localhost, loopback addresses and file: pages only', () => {
    for (const hostname of ['localhost', '127.0.0.1', '127.1', '[::1]'])
      expect(isIgnoredLocation({ hostname, protocol: 'http:' })).toBe(true);
    expect(isIgnoredLocation({ hostname: '', protocol: 'file:' })).toBe(true);
    expect(isIgnoredLocation({ hostname: 'content.nuxt.com', protocol: 'https:' })).toBe(false);
    expect(isIgnoredLocation({ hostname: 'localhost.example.org', protocol: 'https:' })).toBe(false);
  });

  it('carries name, url, domain, referrer, width, the hash-mode flag, props and revenue', () => {
    const env = { href: 'https://docs.example/en/blog', domain: 'docs.example', referrer: '', width: 1280, hashMode: false };
    expect(buildEvent('pageview', env)).toEqual({ n: 'pageview', u: env.href, d: 'docs.example', r: null, w: 1280, h: 0 });
    const withExtras = buildEvent(
      'Signup',
      { ...env, referrer: 'https://a.example/', hashMode: true },
      {
        props: { plan: 'pro' },
        revenue: { amount: 19, currency: 'USD' },
      },
    );
    expect(withExtras).toMatchObject({ r: 'https://a.example/', h: 1, p: { plan: 'pro' }, $: { amount: 19, currency: 'USD' } });
  });

  it("never sends the preview token (the site's preview secret) to the analytics host, in the URL or the referrer", () => {
    const env = {
      href: 'https://docs.example/en/docs/x?preview=s3cret-token-of-the-site&tab=2#install',
      domain: 'docs.example',
      referrer: 'https://docs.example/en/blog?preview=s3cret-token-of-the-site',
      width: 1280,
      hashMode: false,
    };
    const event = buildEvent('pageview', env);
    expect(event.u).toBe('https://docs.example/en/docs/x?tab=2#install');
    expect(event.r).toBe('https://docs.example/en/blog');
    expect(JSON.stringify(event)).not.toContain('s3cret');
  });
});

describe('the build manifest fetch (spec §8)', () => {
  const answering = (status: number, body: unknown = {}) =>
    (async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

  it('returns the manifest of the build', async () => {
    expect(await fetchBuildMeta('abc', answering(200, { id: 'abc' }))).toEqual({ id: 'abc' });
  });

  it('tolerates 404 and 403 quietly, and logs other failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchBuildMeta('gone', answering(404))).toBeNull();
    expect(await fetchBuildMeta('locked', answering(403))).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(await fetchBuildMeta('broken', answering(500))).toBeNull();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchBuildMeta('x', offline)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toContain('/builds/meta/broken.json answered 500');
  });
});
