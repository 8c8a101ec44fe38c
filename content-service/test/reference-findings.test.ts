/**
 * A dev rebuild checks again only the links whose findings a change can move
 * (reference-findings.ts). After each change below (a linked page losing and regaining a
 * heading, a missing page appearing, an unrelated page added and edited, a page removed)
 * its warnings must be exactly those a full build of the same files finds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../src/errors.ts';
import { buildContent, watchContent, type ContentWatcher } from '../src/index.ts';
import { sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
let watcher: ContentWatcher;

const SOURCE = 'docs/9.links/1.source.md';
const TARGET = 'docs/9.links/2.target.md';
const LATER = 'docs/9.links/3.later.md';
const OTHER = 'docs/9.links/4.other.md';

beforeAll(async () => {
  box = sandbox();
  box.write(SOURCE, '---\ntitle: Source\n---\n\nSee [the details](/docs/links/target#details) and [the later page](/docs/links/later).\n');
  box.write(TARGET, '---\ntitle: Target\n---\n\n## Details\n\nHere.\n');
  watcher = await watchContent({ contentDir: box.contentDir, dataDir: box.dataDir, site: box.site, quiet: true, watchFiles: false });
});
afterAll(async () => {
  await watcher.close();
  box.cleanup();
});

const lines = (warnings: Diagnostic[]) => warnings.map((w) => `${w.file}:${w.line}: ${w.message}`).sort();

/** The rebuild's warnings, checked against a full build's; returns the source page's. */
async function rebuilt(files: string[]): Promise<string[]> {
  const result = await watcher.rebuild(files);
  expect(result.ok).toBe(true);
  const full = await buildContent({ contentDir: box.contentDir, dataDir: `${box.dataDir}-full`, site: box.site, quiet: true });
  expect(lines(result.warnings)).toEqual(lines(full.warnings));
  return lines(result.warnings.filter((w) => w.file.endsWith(SOURCE)));
}

describe('links checked again by a dev rebuild', () => {
  it('finds what a full check finds after each kind of change', async () => {
    box.write(TARGET, '---\ntitle: Target\n---\n\n## Overview\n\nNo details any more.\n');
    const targetChanged = await rebuilt([TARGET]);
    expect(targetChanged.some((m) => m.includes('no heading with the id "details"'))).toBe(true);
    expect(targetChanged.some((m) => m.includes('no page has the path /docs/links/later'))).toBe(true);

    box.write(LATER, '---\ntitle: Later\n---\n\nArrived.\n');
    const pageAdded = await rebuilt([LATER]);
    expect(pageAdded.some((m) => m.includes('/docs/links/later'))).toBe(false);
    expect(pageAdded).toHaveLength(1);

    box.write(OTHER, '---\ntitle: Other\n---\n\nUnrelated.\n');
    expect(await rebuilt([OTHER])).toEqual(pageAdded);
    box.write(OTHER, '---\ntitle: Other\n---\n\nStill unrelated, with [a broken link](/docs/links/nowhere).\n');
    expect(await rebuilt([OTHER])).toEqual(pageAdded);

    box.write(TARGET, '---\ntitle: Target\n---\n\n## Details\n\nBack again.\n');
    expect(await rebuilt([TARGET])).toEqual([]);

    box.remove(LATER);
    expect((await rebuilt([LATER])).some((m) => m.includes('no page has the path /docs/links/later'))).toBe(true);
  });
});
