/**
 * The stylesheets every page loads go through lightningcss: what the browsers read must say
 * what the source says, with the prefixes older Safari still needs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectCss, minifyCss } from '../src/build/collect-css.ts';

/** The declarations of the first rule whose selector is exactly `selector`, as property → value. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}{`);
  expect(start, `${selector} in the stylesheet`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 1, css.indexOf('}', start));
  return new Map(body.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as [string, string]));
}

describe('minified stylesheets', () => {
  it('keep the header blur for every engine: the standard property and the one Safari reads before 18', () => {
    const css = minifyCss(collectCss([path.resolve(import.meta.dirname, '../kit/src'), path.resolve(import.meta.dirname, '../src')]));
    const header = declarationsOf(css, '.site-header');
    expect(header.get('backdrop-filter')).toBe('blur(8px)');
    expect(header.get('-webkit-backdrop-filter')).toBe('blur(8px)');
  });

  it('add the prefix to a standard property written alone', () => {
    expect(declarationsOf(minifyCss('.a{backdrop-filter:blur(2px)}'), '.a')).toEqual(
      new Map([
        ['-webkit-backdrop-filter', 'blur(2px)'],
        ['backdrop-filter', 'blur(2px)'],
      ]),
    );
  });

  it('keep the standard property wherever a source writes a prefixed one (lightningcss keeps only the later of the two)', () => {
    const sources = ['kit/src', 'src', '../docs-app/src', '../blog-app/src', '../templates-app/src', '../studio-app/src'];
    for (const dir of sources) {
      const css = minifyCss(collectCss([path.resolve(import.meta.dirname, '..', dir)]));
      for (const rule of css.split('}')) {
        const properties = new Set(
          rule
            .slice(rule.indexOf('{') + 1)
            .split(';')
            .map((d) => d.slice(0, d.indexOf(':'))),
        );
        for (const standard of ['backdrop-filter', 'user-select', 'appearance', 'text-decoration-color', 'mask-image', 'clip-path']) {
          if (properties.has(`-webkit-${standard}`)) expect(properties.has(standard), `${dir}: ${rule.slice(0, 80)}`).toBe(true);
        }
      }
    }
  });

  it('leave direction to the dir attribute: :dir(rtl) is not rewritten as a list of languages', () => {
    const css = minifyCss('.flip:dir(rtl){transform:scaleX(-1)}');
    expect(css).toContain('.flip:dir(rtl)');
    expect(css).not.toContain(':lang(');
  });
});
