/**
 * The one rule of which paths name pictures (served as files, by the public folder at their
 * root-relative path or under `/_content/`), which the gateway, the client router, the link
 * helpers and the content build share.
 */
import { describe, expect, it } from 'vitest';
import { NON_PAGE_PREFIXES, PICTURE_TYPES, fileExtension, isFileLink, isPicturePath, reservedPublicPath } from '../src/shared/index.ts';

describe('picture paths', () => {
  it('are paths whose last segment ends in a picture type, in any case', () => {
    for (const path of ['/blog/cover.png', '/favicon.ico', '/a/b/Photo.JPEG', '/x.webp', '/hero-dark.svg', '/_content/_images/a.avif'])
      expect(isPicturePath(path), path).toBe(true);
    for (const path of ['/blog', '/docs/png', '/docs/a.png/next', '/.png', '/llms.txt', '/feed.xml', '/en'])
      expect(isPicturePath(path), path).toBe(false);
    expect(Object.keys(PICTURE_TYPES).every((ext) => isPicturePath(`/a.${ext}`))).toBe(true);
    expect(fileExtension('/a/b.tar.GZ')).toBe('gz');
    expect(fileExtension('/a/.hidden')).toBe('');
  });

  it('are links the client router leaves to the browser, as are the other non-page paths', () => {
    expect(isFileLink('/blog/cover.png')).toBe(true);
    expect(isFileLink('/llms.txt')).toBe(true);
    expect(isFileLink('/_content/_images/a.png')).toBe(true);
    expect(isFileLink('/blog/launch')).toBe(false);
    expect(isFileLink('/docs/getting-started')).toBe(false);
  });

  it('under the site’s own prefixes are never a public file’s', () => {
    for (const prefix of NON_PAGE_PREFIXES) {
      const base = prefix.replace(/\/$/, '');
      expect(reservedPublicPath(`${base}/x.png`), prefix).toBe(prefix);
    }
    expect(reservedPublicPath('/healthz')).toBe('/healthz');
    expect(reservedPublicPath('/healthz.png')).toBeNull();
    expect(reservedPublicPath('/api.png')).toBeNull();
    expect(reservedPublicPath('/blog/cover.png')).toBeNull();
  });
});
