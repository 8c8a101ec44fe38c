/**
 * Names written in content that are also names of Object.prototype (`constructor`,
 * `__proto__`): looked up in the site's tables, they must read as any unknown name, never
 * as the inherited function or object (which reached titles and search as text and crashed
 * the render of the page as a React child).
 */
import { describe, expect, it } from 'vitest';
import { canonicalComponentName, isPicturePath, keyCapText, ownEntry, pictureType, propText, shownTextOf } from '../src/shared/index.ts';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('names of Object.prototype written in content', () => {
  it('are no entry of a table', () => {
    for (const name of INHERITED) expect(ownEntry({ a: 1 }, name), name).toBeUndefined();
    expect(ownEntry({ a: 1 }, 'a')).toBe(1);
  });

  it('show as key caps in capitals, like any other key, everywhere a page shows its text', () => {
    for (const name of INHERITED) {
      expect(keyCapText(name), name).toBe(name.toUpperCase());
      expect(shownTextOf(['h2', {}, 'Press ', ['kbd', { value: name }]]), name).toBe(`Press ${name.toUpperCase()}`);
      expect(shownTextOf(['kbd', {}, name]), name).toBe(name.toUpperCase());
    }
  });

  it('are component names of their own, with no text prop', () => {
    for (const name of ['constructor', 'prototype', 'value-of']) {
      expect(canonicalComponentName(name), name).toBe(name);
      expect(propText(name, { label: 'x', value: 'y' }), name).toBeNull();
    }
    // A text prop is read from the props written, never inherited.
    expect(propText('badge', JSON.parse('{"__proto__": {"label": "inherited"}}'))).toBeNull();
  });

  it('are no picture extensions', () => {
    for (const name of INHERITED) {
      expect(pictureType(`/docs/file.${name}`), name).toBeUndefined();
      expect(isPicturePath(`/docs/file.${name.toLowerCase()}`), name).toBe(false);
    }
    expect(pictureType('/a/B.PNG')).toBe('image/png');
  });
});
