/**
 * The illustrations in content/_images are what the drawings in shell/kit/scripts/illustrations
 * give (re-run `node --import tsx shell/kit/scripts/generate-illustrations.ts` after changing
 * one), and every template names a light and a dark screenshot that exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectedFiles, staleFiles } from '../scripts/generate-illustrations.ts';

const content = new URL('../../../content/', import.meta.url).pathname;

describe('illustrations', () => {
  it('the committed SVGs match their drawings, each in a light and a dark variant', () => {
    expect(staleFiles()).toEqual([]);
    const files = [...expectedFiles().keys()];
    expect(files.filter((f) => f.endsWith('.dark.svg'))).toHaveLength(files.length / 2);
  });

  it('each is a sized SVG with a title, drawing no image from elsewhere', () => {
    for (const [file, svg] of expectedFiles()) {
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+" role="img"/);
      expect(svg, file).toContain('<title id="t">');
      expect(svg, file).not.toMatch(/<image|href=|url\((?!#)/);
    }
  });

  it('every template shows screenshots that exist, with a dark variant of each', () => {
    const dir = join(content, 'templates');
    const templates = readdirSync(dir).filter((f) => f.endsWith('.yml'));
    expect(templates.length).toBeGreaterThan(0);
    for (const file of templates) {
      const t = parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown> & { dark?: Record<string, string> };
      for (const field of ['mainScreen', 'image1', 'image2', 'image3'] as const) {
        const light = t[field];
        if (typeof light !== 'string') continue;
        const dark = t.dark?.[field];
        expect(dark, `${file} dark.${field}`).toBeTypeOf('string');
        for (const src of [light, dark!]) expect(existsSync(join(content, src.replace(/^\/_content\//, ''))), `${file}: ${src}`).toBe(true);
      }
    }
  });
});
