import { describe, expect, it } from 'vitest';
import { isPreviewRequest, isValidPreviewToken, previewSecret, previewTokenOf } from '../src/server/index.ts';

const SECRET = 'a-long-enough-preview-secret';

describe('preview token', () => {
  it('is valid only when it equals the configured secret', () => {
    expect(isValidPreviewToken(SECRET, SECRET)).toBe(true);
    expect(isValidPreviewToken(`${SECRET}x`, SECRET)).toBe(false);
    expect(isValidPreviewToken('', SECRET)).toBe(false);
    expect(isValidPreviewToken(SECRET, undefined)).toBe(false);
  });

  it('turns preview off without a secret and refuses a short one', () => {
    expect(previewSecret({})).toBeUndefined();
    expect(previewSecret({ PREVIEW_SECRET: '  ' })).toBeUndefined();
    expect(() => previewSecret({ PREVIEW_SECRET: 'short' })).toThrow(/at least 16 characters/);
    expect(previewSecret({ PREVIEW_SECRET: SECRET })).toBe(SECRET);
  });

  it('is read from the query, then the cookie, then the forwarding header', () => {
    expect(previewTokenOf({ url: `/en/docs?preview=${SECRET}`, cookie: 'content_preview=other' })).toBe(SECRET);
    expect(previewTokenOf({ url: '/en/docs', cookie: `a=1; content_preview=${SECRET}` })).toBe(SECRET);
    expect(previewTokenOf({ url: '/en/docs', header: SECRET })).toBe(SECRET);
    expect(previewTokenOf({ url: '/en/docs?preview=' })).toBeUndefined();
    expect(isPreviewRequest({ url: '/x?preview=wrong' }, SECRET)).toBe(false);
    expect(isPreviewRequest({ cookie: `content_preview=${SECRET}` }, SECRET)).toBe(true);
  });
});
