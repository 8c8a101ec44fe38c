import { describe, expect, it } from 'vitest';
import { islandKey, islandOwner, islandUrl, parseIslandKey } from '../src/shared/index.ts';

describe('island keys (spec §7)', () => {
  it('name the component and hash its props and locale, whatever the order of the props', () => {
    const a = islandKey({ name: 'PricingComparison', props: { path: '/x', n: 1 }, locale: 'en' });
    expect(a).toMatch(/^PricingComparison_[0-9a-z]+$/);
    expect(islandKey({ name: 'PricingComparison', props: { n: 1, path: '/x' }, locale: 'en' })).toBe(a);
    expect(islandKey({ name: 'PricingComparison', props: { n: 1, path: '/x' }, locale: 'fr' })).not.toBe(a);
    expect(islandKey({ name: 'PricingComparison', props: { n: 2, path: '/x' }, locale: 'en' })).not.toBe(a);
  });

  it('round-trips through the endpoint URL', () => {
    const request = { name: 'PricingComparison', props: { path: '/studio/pricing', tags: ['a', 'ü'] }, locale: 'ja' };
    const url = new URL(islandUrl(request), 'http://site.test');
    const file = url.pathname.split('/').pop()!;
    expect(parseIslandKey(file, Object.fromEntries(url.searchParams), 'en')).toEqual(request);
  });

  it('refuses keys that do not match their props, malformed keys and non-object props', () => {
    const file = `${islandKey({ name: 'PricingComparison', props: {}, locale: 'en' })}.json`;
    expect(parseIslandKey(file, {}, 'en')).toEqual({ name: 'PricingComparison', props: {}, locale: 'en' });
    expect(() => parseIslandKey(file, { props: '{"path":"/other"}' }, 'en')).toThrow(/does not match/);
    expect(() => parseIslandKey('../etc/passwd.json', {}, 'en')).toThrow(/must look like/);
    expect(() => parseIslandKey(file, { props: '[1]' }, 'en')).toThrow(/JSON object/);
    expect(() => parseIslandKey(file, { props: '{' }, 'en')).toThrow(/must be JSON/);
  });

  it('finds the remote that renders an island from the registry', () => {
    expect(islandOwner('PricingComparison')).toBe('studio');
    expect(islandOwner('Nope')).toBeUndefined();
  });
});
