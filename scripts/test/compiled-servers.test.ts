/**
 * Production runs the compiled servers (scripts/server-bundles.ts): every bundle exists after
 * the build, and the content build's worker threads run from their own bundles, without tsx.
 * (Every site test starts the compiled gateway, shell, remotes and content-service.)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runBuilds } from '../build-missing.ts';
import { freePort } from '../run-site.ts';
import { ROOT } from '../processes.ts';
import { SERVER_BUNDLES } from '../server-bundles.ts';
import type { IndexWorkerRequest } from '../../content-service/src/search/index-job.ts';

const bundle = (name: keyof typeof SERVER_BUNDLES) => path.join(ROOT, SERVER_BUNDLES[name].out);

describe('compiled servers', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('has a JavaScript bundle and its source map for every server and worker', () => {
    for (const name of Object.keys(SERVER_BUNDLES) as Array<keyof typeof SERVER_BUNDLES>) {
      expect(fs.existsSync(bundle(name)), SERVER_BUNDLES[name].out).toBe(true);
      expect(fs.existsSync(`${bundle(name)}.map`), `${SERVER_BUNDLES[name].out}.map`).toBe(true);
    }
  });

  it('builds content with the compiled CLI on a compiled parse worker, and names a broken file with its line', () => {
    const contentDir = path.join(tmp, 'content');
    fs.cpSync(path.join(ROOT, 'content-service/test/fixtures/basic'), contentDir, { recursive: true });
    const env = { ...process.env, CONTENT_DIR: contentDir, CONTENT_DATA_DIR: path.join(tmp, 'data'), NODE_OPTIONS: '' };
    const ok = spawnSync(process.execPath, [bundle('contentBuild'), '--parse-workers', '1'], { env, encoding: 'utf8' });
    expect(ok.status, ok.stderr).toBe(0);
    const db = new Database(path.join(tmp, 'data', 'content.sqlite'), { readonly: true });
    const tables = db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name LIKE '_content_%'").get() as { n: number };
    db.close();
    expect(tables.n).toBeGreaterThan(1);

    // A front matter key given twice is an error (a component left open would only be a warning).
    fs.writeFileSync(path.join(contentDir, 'docs', 'broken-on-worker.md'), '---\ntitle: Broken\ntitle: Twice\n---\n\n# Broken\n');
    const broken = spawnSync(process.execPath, [bundle('contentBuild'), '--parse-workers', '1'], { env, encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(`${broken.stdout}${broken.stderr}`).toContain('broken-on-worker.md:3');
  });

  it('serves the content npm run build made without building it again', async () => {
    const contentDir = path.join(tmp, 'served-content');
    fs.cpSync(path.join(ROOT, 'content-service/test/fixtures/basic'), contentDir, { recursive: true });
    const env = { CONTENT_DIR: contentDir, CONTENT_DATA_DIR: path.join(tmp, 'served-data'), NODE_OPTIONS: '' };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      await runBuilds({ content: true, shell: false, remotes: [], servers: [] });
    } finally {
      process.env = saved;
    }
    const server = spawn(process.execPath, [bundle('content')], {
      env: { ...process.env, ...env, CONTENT_SERVICE_PORT: String(await freePort()) },
    });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d));
    server.stderr.on('data', (d: Buffer) => (output += d));
    try {
      await vi.waitFor(() => expect(output).toContain('content: serving on'), { timeout: 30_000, interval: 100 });
    } finally {
      server.kill('SIGTERM');
    }
    expect(output).not.toContain('building');
  });

  it('every server whose port is taken says which variable moves it, in one line, and exits 1', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    // The content database the test above built: content-service gets as far as listening.
    const dataDir = path.join(tmp, 'served-data');
    const servers = [
      { args: [bundle('gateway')], portVar: 'GATEWAY_PORT', name: 'gateway' },
      { args: [bundle('shell')], portVar: 'SHELL_PORT', name: 'shell' },
      { args: [bundle('remote'), 'docs-app'], portVar: 'DOCS_APP_PORT', name: 'docs-app' },
      { args: [bundle('content'), '--no-build'], portVar: 'CONTENT_SERVICE_PORT', name: 'content' },
    ];
    try {
      for (const { args, portVar, name } of servers) {
        const run = spawnSync(process.execPath, args, {
          env: {
            ...process.env,
            CONTENT_DATA_DIR: dataDir,
            GATEWAY_METRICS_PORT: String(await freePort()),
            [portVar]: String(port),
            NODE_OPTIONS: '',
          },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status, `${name}: ${run.stderr}`).toBe(1);
        expect(run.stderr).toContain(`[${name}] port ${port} is already in use: free it or set ${portVar} to another port`);
        expect(run.stderr, name).not.toMatch(/^\s+at /m);
      }
    } finally {
      blocker.close();
    }
  });

  it('builds the search files on the compiled index worker', async () => {
    type Record = { kind: string; size: number; br: Uint8Array };
    const worker = new Worker(bundle('indexWorker'));
    // The worker takes the collection, then its sections in batches (each acknowledged), then
    // the end; it sends its parts in batches as they are compressed, then the manifest.
    const parts: Record[] = [];
    let taken = 0;
    const answer = await new Promise<{ manifest?: Record; failure?: string }>((resolve, reject) => {
      worker.on('message', (msg: { taken?: true; parts?: Record[]; manifest?: Record; failure?: string }) => {
        if (msg.taken) taken++;
        else if (msg.parts) parts.push(...msg.parts);
        else resolve(msg);
      });
      worker.once('error', reject);
      const requests: IndexWorkerRequest[] = [
        { start: { collection: 'docs', navigationJson: '[]', originalLang: 'en' } },
        { sections: JSON.stringify([{ id: '/a', title: 'Install', titles: [], content: 'Write docs', level: 1 }]) },
        { sections: JSON.stringify([{ id: '/b', title: 'Deploy', titles: [], content: 'Ship the site', level: 1 }]) },
        { end: true },
      ];
      for (const request of requests) worker.postMessage(request);
    });
    await worker.terminate();
    expect(answer.failure).toBeUndefined();
    expect(answer.manifest).toMatchObject({ kind: 'search-index' });
    expect(taken).toBe(2);
    expect(parts.some((r) => r.kind.startsWith('search-part/'))).toBe(true);
    for (const record of [answer.manifest!, ...parts]) expect(record.br.byteLength).toBeGreaterThan(0);
  });
});
