/**
 * Screenshots compared with committed baselines (`shell/test/visual-baselines/*.png`):
 * pixelmatch counts the pixels that differ beyond its anti-aliasing-aware colour threshold,
 * and a screenshot passes when at most MAX_DIFF_RATIO of its pixels do (text rendering shifts
 * a few edge pixels between runs; a moved block or a changed colour is far more). A failure
 * writes the new screenshot and a diff image (changed pixels in red) under
 * `test-results/visual/`, which git ignores. With UPDATE_VISUAL_BASELINES=1
 * (`npm run test:visual:update`) the screenshots become the baselines instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from '../../../scripts/processes.ts';

const BASELINE_DIR = path.join(ROOT, 'shell/test/visual-baselines');
const DIFF_DIR = path.join(ROOT, 'test-results/visual');
const UPDATING = process.env.UPDATE_VISUAL_BASELINES === '1';

/** Share of a screenshot's pixels that may differ from its baseline. */
const MAX_DIFF_RATIO = 0.002;
/** pixelmatch's per-pixel colour distance (0-1) under which two pixels count as equal. */
const PIXEL_THRESHOLD = 0.1;

export interface Comparison {
  name: string;
  /** Why it failed, or null when it matches (or was written as the new baseline). */
  problem: string | null;
}

/** Compares `png` (a screenshot) with the baseline `name`.png, or writes it when updating. */
export function compareWithBaseline(name: string, png: Buffer): Comparison {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, png);
    return { name, problem: null };
  }
  if (!fs.existsSync(baselineFile))
    return { name, problem: `no baseline ${path.relative(ROOT, baselineFile)} (npm run test:visual:update writes it)` };
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(baselineFile));
  const keep = (diff?: PNG) => {
    fs.mkdirSync(DIFF_DIR, { recursive: true });
    fs.writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), png);
    if (diff) fs.writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (actual.width !== expected.width || actual.height !== expected.height) {
    keep();
    return { name, problem: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = changed / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return { name, problem: null };
  keep(diff);
  return {
    name,
    problem: `${changed} pixels (${(ratio * 100).toFixed(2)}%) differ, more than ${MAX_DIFF_RATIO * 100}%: see ${path.relative(ROOT, DIFF_DIR)}/${name}.diff.png`,
  };
}
