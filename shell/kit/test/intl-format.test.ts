/**
 * Numbers and prices as the server wrote them: the page carries what its render formatted, and
 * the browser hydrates with that text even where its own ICU would write another (Chromium has
 * no Khmer number formats: `$19` where Node writes `19$`), which failed hydration (React #418).
 */
import { describe, expect, it } from 'vitest';
import {
  adoptServerFormats,
  formatList,
  formatNumber,
  formatPrice,
  formatYear,
  listSeparators,
  recordFormats,
} from '../src/i18n/intl-format.ts';

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

describe('lists and years in the locale', () => {
  it('join names as the locale joins a list (an English ", " everywhere before)', () => {
    expect(formatList(['Mara', 'Tomás'], 'en')).toBe('Mara and Tomás');
    expect(formatList(['Mara', 'Tomás', 'Kenji'], 'ja')).toBe('Mara、Tomás、Kenji');
    expect(formatList(['Mara', 'Tomás'], 'ar')).toBe(new Intl.ListFormat('ar', { type: 'conjunction' }).format(['Mara', 'Tomás']));
    expect(formatList(['Mara'], 'zh_cn')).toBe('Mara');
  });

  it('give the text between elements of a list, for items that are not text', () => {
    expect(listSeparators(2, 'en')).toEqual(['', ' and ', '']);
    expect(listSeparators(2, 'zh_cn')).toEqual(['', '和', '']);
    expect(listSeparators(1, 'fa_ir')).toEqual(['', '']);
  });

  it("write a year in the locale's digits, never grouped", () => {
    expect(formatYear(2026, 'en')).toBe('2026');
    expect(formatYear(2026, 'fa_ir')).toBe('۲۰۲۶');
    expect(formatYear(2026, 'ckb')).toBe('٢٠٢٦');
  });
});
