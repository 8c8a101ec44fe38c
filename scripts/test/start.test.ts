/**
 * `npm start` as an operator uses it: every process starts with its logs prefixed by name,
 * and one Ctrl-C (SIGINT to the start process) stops them all.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../processes.ts';
import { freePortEnv, portFree } from '../run-site.ts';

describe('npm start', () => {
  it('prefixes each process’s logs with its name and stops every process on Ctrl-C', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
    const env = await freePortEnv({ CONTENT_DATA_DIR: path.join(tmp, 'data') });
    const ports = Object.entries(env)
      .filter(([k]) => k.endsWith('_PORT'))
      .map(([, v]) => Number(v));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not running after 180 s:\n${output}`)), 180_000);
        child.stdout.on('data', () => {
          if (output.includes('Site running on')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
      });
      for (const name of ['[content]', '[docs-app]', '[blog-app]', '[templates-app]', '[studio-app]', '[shell]', '[gateway]']) {
        expect(output).toContain(name);
      }
      const res = await fetch(`http://127.0.0.1:${env.GATEWAY_PORT}/en/blog`);
      expect(res.status).toBe(200);

      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(output).toContain('[start] stopping');
      for (const port of ports) expect(await portFree(port), `port ${port} still in use`).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 240_000);

  it('in dev, a first content build that fails says so and waits for the fix, then the site starts', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'start-dev-test-'));
    const contentDir = path.join(tmp, 'content');
    fs.cpSync(path.join(ROOT, 'content-service', 'test', 'fixtures', 'basic'), contentDir, { recursive: true });
    const broken = path.join(contentDir, 'docs', '1.getting-started', '9.broken.md');
    fs.writeFileSync(broken, '---\ntitle: Broken\ndescription: "an unclosed quote\n---\n\n# Broken\n');
    const env = await freePortEnv({ CONTENT_DIR: contentDir, CONTENT_DATA_DIR: path.join(tmp, 'data') });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--dev'], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    const seen = (text: string, within: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" after ${within / 1000} s:\n${output}`)), within);
        const look = () => {
          if (!output.includes(text)) return;
          clearTimeout(timer);
          resolve();
        };
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
        look();
      });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await seen('the first content build failed', 180_000);
      expect(output).toContain('9.broken.md:3');
      expect(output).not.toContain('Site running on');
      // The author fixes the file: the watcher builds it, and the start goes on.
      fs.writeFileSync(broken, '---\ntitle: Fixed\n---\n\n# Fixed\n');
      await seen('Site running on', 180_000);
      const res = await fetch(`http://127.0.0.1:${env.GATEWAY_PORT}/en/docs/getting-started/broken`);
      expect(res.status).toBe(200);
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 420_000);
});
