/**
 * Each role's image as it runs, without a container engine: the runtime stage's files laid
 * out from the built repository, its ENV, its CMD. The process must start from those files
 * alone, answer its health path, write nothing (the filesystem is read-only in production),
 * and stop cleanly on SIGTERM, which is how Kubernetes and `docker stop` end it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@site/contracts';
import { LIVE_PATH } from '@site/gateway';
import { freePortEnv } from '../../scripts/run-site.ts';
import { ROLE_OF, ROLES } from '../roles.ts';
import { assembleRuntime } from './support/dockerfile.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-image-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every file below `dir` with its size and modification time (node_modules aside). */
function tree(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !path.join(e.parentPath, e.name).includes(`${path.sep}node_modules`))
    .map((e) => {
      const stat = fs.lstatSync(path.join(e.parentPath, e.name));
      return `${path.relative(dir, path.join(e.parentPath, e.name))} ${stat.isDirectory() ? 'dir' : `${stat.size} ${stat.mtimeMs}`}`;
    })
    .sort();
}

const roles = Object.entries(ROLES).map(([role, spec]) => {
  const name = (Object.keys(SERVICES) as ServiceName[]).find((n) => ROLE_OF[n] === spec)!;
  return { role, spec, name };
});

describe.each(roles)('the $role image', ({ role, spec, name }) => {
  it('starts from its own files, answers its health path (its HEALTHCHECK too, on the port it was given), writes nothing and stops with exit code 0 on SIGTERM', async () => {
    const dir = path.join(tmp, role);
    const service = SERVICES[name];
    const image = assembleRuntime(spec.dockerfile, 'folder' in service ? { REMOTE: service.folder } : {}, dir);
    const before = tree(dir);
    // Every port free and every upstream URL pointing at nothing: the process stands alone.
    const ports = await freePortEnv();
    const env = { PATH: process.env.PATH, ...image.env, ...ports, HOST: '127.0.0.1' };
    const port = ports[`${service.envPrefix}_PORT`];
    const child = spawn(image.cmd[0] === 'node' ? process.execPath : image.cmd[0]!, image.cmd.slice(1), { cwd: dir, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      const health = `http://127.0.0.1:${port}${name === 'gateway' ? LIVE_PATH : service.healthPath}`;
      let status = 0;
      for (let i = 0; i < 300 && status !== 200 && child.exitCode === null; i++) {
        status = await fetch(health).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status, output).toBe(200);
      // The image's HEALTHCHECK finds the process on the port it was given, not only the default.
      const [command, ...args] = image.healthcheck;
      const check = spawnSync(command === 'node' ? process.execPath : command!, args, { cwd: dir, env, timeout: 10_000 });
      expect(check.status, `HEALTHCHECK: ${check.stderr}`).toBe(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toEqual({ code: 0, signal: null });
    expect(tree(dir)).toEqual(before);
  });
});
