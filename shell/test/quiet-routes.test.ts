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
import { shellWithUpstreamsDown } from './support/shell-with-upstreams-down.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type LogLine = { msg: string; req?: { url: string }; res?: { statusCode: number } };

/** A pino destination that keeps each JSON line. */
function logSink(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

const loggedUrls = (lines: LogLine[]) => [...new Set(lines.filter((l) => l.req).map((l) => l.req!.url))];

describe('request logs of the shell', () => {
  it('leave out the build pointer every gateway polls each second, and keep the pages readers ask for', async () => {
    const { stream, lines } = logSink();
    // The shell starts with its upstreams down and still answers both.
    const { app } = await shellWithUpstreamsDown({ level: 'info', stream });
    try {
      expect((await app.inject({ url: '/builds/latest.json?1' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/en/docs/getting-started' })).statusCode).toBeGreaterThanOrEqual(200);
    } finally {
      await app.close();
    }
    expect(loggedUrls(lines)).toEqual(['/en/docs/getting-started']);
  });
});

describe('health of a remote asset server', () => {
  it('is not ready without a published version (an image built without its dist/), and alive', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unpublished-'));
    dirs.push(distDir);
    const app = await createRemoteAssetServer(REMOTES.docs, { distDir, logger: false });
    try {
      const ready = await app.inject({ url: '/healthz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unpublished', remote: 'docs', version: null });
      expect((await app.inject({ url: '/healthz/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request logs of a remote asset server', () => {
  it('leave out the pointer the shell polls and the health probe, and keep the requests of readers', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiet-'));
    dirs.push(distDir);
    fs.mkdirSync(path.join(versionsDir(distDir), 'v1', 'browser'), { recursive: true });
    fs.writeFileSync(path.join(versionsDir(distDir), 'v1', 'browser', 'remoteEntry.js'), '// entry\n');
    publishPointer(distDir, 'v1');
    const { stream, lines } = logSink();
    const app = await createRemoteAssetServer(REMOTES.docs, { distDir, logger: { level: 'info', stream } });
    try {
      for (const url of ['/_remotes/docs/current.json', '/healthz', '/healthz/live', '/_remotes/docs/v1/browser/remoteEntry.js']) {
        expect((await app.inject({ url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
    expect(loggedUrls(lines)).toEqual(['/_remotes/docs/v1/browser/remoteEntry.js']);
  });
});
