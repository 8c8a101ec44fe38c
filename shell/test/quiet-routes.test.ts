/**
 * What machines poll and probe is not logged unless it goes wrong: a quiet site's log holds
 * the requests of its readers, not five pointer and health lines a second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { publishPointer, versionsDir } from '../src/federation/remote-versions.ts';
import { REMOTES } from '../src/federation/remotes.ts';
import { createRemoteAssetServer } from '../src/remote-server/serve-remote.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('request logs of a remote asset server', () => {
  it('leave out the pointer the shell polls and the health probe, and keep the requests of readers', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-'));
    dirs.push(distDir);
    fs.mkdirSync(path.join(versionsDir(distDir), 'v1', 'browser'), { recursive: true });
    fs.writeFileSync(path.join(versionsDir(distDir), 'v1', 'browser', 'remoteEntry.js'), '// entry\n');
    publishPointer(distDir, 'v1');
    const lines: Array<{ msg: string; req?: { url: string }; res?: { statusCode: number } }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createRemoteAssetServer(REMOTES.docs, { distDir, logger: { level: 'info', stream } });
    try {
      for (const url of ['/_remotes/docs/current.json', '/healthz', '/_remotes/docs/v1/browser/remoteEntry.js']) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
    const logged = new Set(lines.filter((l) => l.req).map((l) => l.req!.url));
    expect([...logged]).toEqual(['/_remotes/docs/v1/browser/remoteEntry.js']);
  });
});
