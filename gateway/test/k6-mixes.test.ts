import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { k6MixesJson } from '../bench/k6-mixes.ts';

describe('k6 mixes', () => {
  it('deploy/k6/mixes.json is what bench/mixes.ts generates (regenerate: node --import tsx gateway/bench/write-k6-mixes.ts)', () => {
    const onDisk = readFileSync(new URL('../../deploy/k6/mixes.json', import.meta.url), 'utf8');
    expect(onDisk).toBe(k6MixesJson());
  });

  it('every k6 script loads that file and declares thresholds', () => {
    for (const script of ['browse-mix.js', 'content-query-mix.js', 'search-mix.js', 'soak.js']) {
      const source = readFileSync(new URL(`../../deploy/k6/${script}`, import.meta.url), 'utf8');
      expect(source, script).toContain("open('./mixes.json')");
      expect(source, script).toMatch(/thresholds:[\s\S]*http_req_failed/);
      expect(source, script).toMatch(/p\(95\)</);
    }
  });
});
