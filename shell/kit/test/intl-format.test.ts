/**
 * Numbers and prices as the server wrote them: the page carries what its render formatted, and
 * the browser hydrates with that text even where its own ICU would write another (Chromium has
 * no Khmer number formats: `$19` where Node writes `19$`), which failed hydration (React #418).
 */
import { describe, expect, it } from 'vitest';
import { adoptServerFormats, formatNumber, formatPrice, recordFormats } from '../src/i18n/intl-format.ts';

describe('formats the server made for a page', () => {
  it('are recorded by the render that made them, and only by it', () => {
    const { value, formats } = recordFormats(() => [formatPrice('$19', 'de'), formatNumber(12, 'ar')]);
    expect(value).toEqual([formatPrice('$19', 'de'), formatNumber(12, 'ar')]);
    expect(Object.values(formats).sort()).toEqual([...value].sort());
    expect(recordFormats(() => null).formats).toEqual({});
  });

  it('are what the browser shows for the same numbers, whatever its own ICU writes; others are its own', () => {
    const { formats } = recordFormats(() => [formatPrice('$79', 'km'), formatNumber(12, 'ckb')]);
    const asTheServerWrote = Object.fromEntries(Object.keys(formats).map((key) => [key, `server:${key}`]));
    adoptServerFormats(asTheServerWrote);
    expect(formatPrice('$79', 'km')).toBe(asTheServerWrote[Object.keys(formats)[0]!]);
    expect(formatNumber(12, 'ckb')).toBe(asTheServerWrote[Object.keys(formats)[1]!]);
    // A number the page comes to show later (a filter's count) is the browser's to format.
    expect(formatNumber(5, 'ckb')).toBe(new Intl.NumberFormat('ckb').format(5));
  });
});
