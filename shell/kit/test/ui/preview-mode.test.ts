// @vitest-environment happy-dom
/**
 * Preview mode in the browser (spec §7): the token the server accepted is kept in a cookie and
 * session storage, and taken out of the address bar, where the site's preview secret would stay
 * in the history and in every link copied from the bar.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE } from '@site/contracts';
import { PREVIEW_STORAGE_KEY, rememberPreviewToken } from '@site/contracts/client';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API (nor has Firefox, hence preview-mode.ts)
  document.cookie = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0`;
  sessionStorage.clear();
});

describe('rememberPreviewToken', () => {
  it('keeps an accepted token, and leaves the page at its address without it (history state kept)', () => {
    history.replaceState({ scrollKey: 'k1' }, '', '/en/docs/x?tab=2&preview=s3cret-token-of-the-site#install');
    rememberPreviewToken(new URL(location.href), true);
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe('s3cret-token-of-the-site');
    expect(document.cookie).toContain(`${PREVIEW_COOKIE}=s3cret-token-of-the-site`);
    expect(location.pathname + location.search + location.hash).toBe('/en/docs/x?tab=2#install');
    expect(history.state).toEqual({ scrollKey: 'k1' });
  });

  it('stores nothing and changes nothing for a token the server refused', () => {
    history.replaceState(null, '', '/en/docs/x?preview=wrong');
    rememberPreviewToken(new URL(location.href), false);
    expect(sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(location.search).toBe('?preview=wrong');
  });
});
