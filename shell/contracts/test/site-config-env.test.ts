/**
 * The operator's settings of the site configuration: a public origin that every page links
 * from must be one, or the process refuses to start with the reason.
 */
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../src/server/load-site-config.ts';

describe('SITE_ORIGIN', () => {
  it('is the origin of the URL given, without its trailing slash', () => {
    expect(loadSiteConfig({ SITE_ORIGIN: 'https://docs.example.com/' }).origin).toBe('https://docs.example.com');
    expect(loadSiteConfig({ SITE_ORIGIN: ' http://localhost:3000 ' }).origin).toBe('http://localhost:3000');
    expect(loadSiteConfig({ SITE_ORIGIN: 'https://DOCS.Example.com' }).origin).toBe('https://docs.example.com');
  });

  it('refuses at start what is no http(s) origin, saying why', () => {
    expect(() => loadSiteConfig({ SITE_ORIGIN: 'docs.example.com' })).toThrow(
      'SITE_ORIGIN must be the site\'s public origin, such as https://docs.example.com, not "docs.example.com"',
    );
    expect(() => loadSiteConfig({ SITE_ORIGIN: 'ftp://docs.example.com' })).toThrow('SITE_ORIGIN must use http or https, not ftp:');
    expect(() => loadSiteConfig({ SITE_ORIGIN: 'https://example.com/docs' })).toThrow('without a path, query or fragment');
  });

  it('leaves the configured origin when unset', () => {
    expect(loadSiteConfig({}).origin).toMatch(/^https?:\/\/[^/]+$/);
  });
});
