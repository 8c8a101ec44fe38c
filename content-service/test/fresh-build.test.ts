/**
 * `npm start` serves content built from the sources as they are: a file changed, added or
 * removed while the site was stopped is built again, and a broken one keeps the last good
 * build serving.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureFreshBuild } from '../src/build/fresh-build.ts';
import { rows, sandbox, type Sandbox } from './helpers.ts';

let box: Sandbox;
beforeEach(() => {
  box = sandbox('basic');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  box.cleanup();
});

const options = () => ({ contentDir: box.contentDir, publicDir: box.publicDir, dataDir: box.dataDir, site: box.site, quiet: true });
const title = (pagePath: string) =>
  rows(path.join(box.dataDir, 'content.sqlite'), 'SELECT title FROM _content_docs_en WHERE path = ?', pagePath)[0]?.title as
    | string
    | undefined;
/** A later modification time than the build saw, as an edit or a checkout gives. */
const touchLater = (rel: string) => {
  const file = path.join(box.contentDir, rel);
  const later = new Date(fs.statSync(file).mtimeMs + 5_000);
  fs.utimesSync(file, later, later);
};

describe('the build npm start serves', () => {
  it('is built when there is none, and kept as it is while nothing changed', async () => {
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(await ensureFreshBuild(options())).toBe('fresh');
  });

  it('a file edited while the build runs is built again at the next start, and the fingerprint tells nothing but a hash', async () => {
    const rel = 'docs/1.getting-started/2.installation.md';
    let edited = false;
    // The build reports progress while it parses: the edit lands mid-build, after its fingerprint.
    const reporter = {
      progress() {
        if (edited) return;
        edited = true;
        box.write(rel, '---\ntitle: Edited mid-build\n---\n\nNew words.\n');
        touchLater(rel);
      },
      line() {},
      error() {},
      done() {},
    };
    expect(await ensureFreshBuild({ ...options(), quiet: false, reporter })).toBe('built');
    expect(edited).toBe(true);
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(title('/docs/getting-started/installation')).toBe('Edited mid-build');
    // The sidecar holds one hash: no file name, size or time a reader of it could learn.
    expect(fs.readFileSync(path.join(box.dataDir, 'content.sqlite.sources'), 'utf8')).toMatch(/^[0-9a-f]{40}\n$/);
  });

  it('is built again when a page changed, was added or was removed since', async () => {
    await ensureFreshBuild(options());
    const rel = 'docs/1.getting-started/2.installation.md';
    const text = fs.readFileSync(path.join(box.contentDir, rel), 'utf8');
    box.write(rel, text.replace(/^# .*$/m, '# Installed again'));
    touchLater(rel);
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(title('/docs/getting-started/installation')).toBe('Installed again');

    box.write('docs/1.getting-started/9.new-page.md', '---\ntitle: A new page\n---\n\nNew.\n');
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(title('/docs/getting-started/new-page')).toBe('A new page');

    fs.rmSync(path.join(box.contentDir, 'docs/1.getting-started/9.new-page.md'));
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(title('/docs/getting-started/new-page')).toBeUndefined();
  });

  it('keeps the last good build serving when the changed sources do not build, and builds once they are mended', async () => {
    await ensureFreshBuild(options());
    const rel = 'docs/1.getting-started/2.installation.md';
    const good = fs.readFileSync(path.join(box.contentDir, rel), 'utf8');
    box.write(rel, '---\ntitle: [unclosed\n---\n\nBroken.\n');
    expect(await ensureFreshBuild(options())).toBe('kept-last-good');
    expect(title('/docs/getting-started/installation')).toBe('Installation');

    box.write(rel, good.replace(/^# .*$/m, '# Mended'));
    touchLater(rel);
    expect(await ensureFreshBuild(options())).toBe('built');
    expect(title('/docs/getting-started/installation')).toBe('Mended');
  });
});
