/**
 * An operator who points CONTENT_DIR at the wrong place (nothing there, a file, a folder the
 * server's user cannot read) is told so by the build, which fails before doing anything else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '@site/contracts/server';
import { buildContent, ContentBuildError } from '../src/index.ts';
import { recorder } from './helpers.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-folder-'));
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

async function failedBuild(contentDir: string): Promise<{ error: unknown; lines: string[] }> {
  const reporter = recorder();
  const error = await buildContent({ contentDir, dataDir: path.join(root, 'data'), site: loadSiteConfig({}), reporter }).then(
    () => null,
    (err: unknown) => err,
  );
  return { error, lines: reporter.lines };
}

describe('a content folder the build cannot read', () => {
  it('is reported by name when it does not exist, and no database is made', async () => {
    const missing = path.join(root, 'no-such-folder');
    const { error, lines } = await failedBuild(missing);
    expect(error).toBeInstanceOf(ContentBuildError);
    expect(lines.join('\n')).toContain(`${missing}:1: the content folder does not exist`);
    expect(fs.existsSync(path.join(root, 'data', 'content.sqlite'))).toBe(false);
  });

  it('is reported by name when it is a file', async () => {
    const file = path.join(root, 'content.md');
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(file, '# Not a folder\n');
    const { error, lines } = await failedBuild(file);
    expect(error).toBeInstanceOf(ContentBuildError);
    expect(lines.join('\n')).toContain(`${file}:1: the content folder is not a folder`);
  });
});
