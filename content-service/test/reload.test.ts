import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApi, type ContentInfo } from '@site/contracts';
import { servedSandbox, type Sandbox } from './helpers.ts';

const run = promisify(execFile);
let box: Sandbox;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ box, app, close } = await servedSandbox());
});
afterAll(() => close());

describe('a build in another process', () => {
  it('is picked up by a running server; a failing CLI build exits non-zero and keeps serving', async () => {
    const env = { ...process.env, CONTENT_DIR: box.contentDir, CONTENT_DATA_DIR: box.dataDir, SITE_I18N: 'on' };
    const cli = path.join(import.meta.dirname, '..', 'src', 'cli', 'build.ts');
    const before = (await app.inject({ url: contentApi.info() })).json() as ContentInfo;

    box.write(
      'blog/second.md',
      '---\ntitle: Second\ndescription: Two.\ndate: 2025-03-01\ncategory: news\nauthors:\n  - name: Ada\nimage:\n  src: /_content/_images/cover.svg\n  alt: Cover\n---\n\nTwo.\n',
    );
    await run(process.execPath, ['--import', 'tsx', cli], { env });
    let after = before;
    for (let i = 0; i < 100 && after.versions.posts === before.versions.posts; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = (await app.inject({ url: contentApi.info() })).json();
    }
    expect(after.versions.posts).not.toBe(before.versions.posts);

    box.write('blog/broken.md', '---\ntitle: Broken\n---\n\nNo required fields.\n');
    const failed = await run(process.execPath, ['--import', 'tsx', cli], { env }).catch((e: { code: number; stderr: string }) => e);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toContain('content/blog/broken.md:');
    const res = await app.inject({
      method: 'POST',
      url: contentApi.query('posts'),
      payload: { sql: 'SELECT COUNT(*) AS count FROM _content_posts' },
    });
    expect(res.json()).toEqual([{ count: 3 }]);
  });
});
