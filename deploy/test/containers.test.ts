/**
 * The container files (deploy/docker/*.Dockerfile) read as Docker would, since no engine runs
 * here: each role's file is multi-stage, installs every workspace, runs as a non-root user,
 * checks its health on its real health path, and its CMD starts a compiled server that the
 * build produced (this runs after `npm run build`, as `npm test` does). The compose file
 * builds each process from its role's file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { REMOTES, SERVICES, type ServiceName } from '@site/contracts';
import { LIVE_PATH } from '@site/gateway';
import { ROOT } from '../../scripts/processes.ts';
import { ROLE_OF, ROLES } from '../roles.ts';
import { k8sName } from '../k8s/manifests.ts';
import { parseDockerfile } from './support/dockerfile.ts';

const workspaces = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const NAMES = Object.keys(SERVICES) as ServiceName[];

describe.each(Object.entries(ROLES))('%s container file', (role, spec) => {
  const stages = parseDockerfile(spec.dockerfile);
  const runtime = stages.at(-1)!.instructions;
  const names = NAMES.filter((n) => ROLE_OF[n] === spec);
  const expand = (p: string) =>
    names.map((n) => p.replaceAll('$REMOTE', 'folder' in SERVICES[n] ? (SERVICES[n] as { folder: string }).folder : ''));

  it('builds in stages and installs from the lockfile with every workspace’s package.json', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const copied = stages[0]!.instructions.filter((i) => i.op === 'COPY').map((i) => i.args.split(/\s+/)[0]);
    for (const ws of workspaces) expect(copied, ws).toContain(`${ws}/package.json`);
    expect(stages.flatMap((s) => s.instructions).some((i) => i.op === 'RUN' && i.args.includes('npm ci --omit=dev'))).toBe(true);
  });

  it('runs as a non-root user and checks its health on its real health path and port', () => {
    const user = runtime.filter((i) => i.op === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const check = runtime.find((i) => i.op === 'HEALTHCHECK')!.args;
    for (const name of names) {
      const s = SERVICES[name];
      expect(check).toContain(name === 'gateway' ? LIVE_PATH : s.healthPath);
      expect(check).toContain(String(s.defaultPort));
    }
    if (role === 'remote') {
      // The remote file's one health check maps each remote to its port variable and registry port.
      for (const r of Object.values(REMOTES)) expect(check).toContain(`'${r.folder}': ['${r.envPrefix}_PORT', ${r.defaultPort}]`);
    }
  });

  it('starts a compiled server that the build produced, and copies only files that exist after the build', () => {
    const cmd = JSON.parse(runtime.filter((i) => i.op === 'CMD').at(-1)!.args) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd).toContain(spec.server);
    expect(fs.existsSync(path.join(ROOT, spec.server)), spec.server).toBe(true);
    for (const copy of runtime.filter((i) => i.op === 'COPY')) {
      const parts = copy.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      for (const source of parts.slice(0, -1)) {
        for (const p of expand(source.replace(/^\/app\//, ''))) expect(fs.existsSync(path.join(ROOT, p)), `${copy.args}: ${p}`).toBe(true);
      }
    }
  });
});

describe('build context and compose', () => {
  it('.dockerignore keeps the remotes’ published versions in the context and leaves node_modules out', () => {
    const ignored = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toContain('**/node_modules');
    for (const r of Object.values(REMOTES)) expect(ignored.filter((l) => l.startsWith(r.folder) || l === '**/dist')).toEqual([]);
  });

  it('builds every process from its role’s container file and image', () => {
    const compose = YAML.parse(fs.readFileSync(path.join(ROOT, 'deploy/docker-compose.yml'), 'utf8')) as {
      services: Record<string, { image: string; build: { dockerfile: string; args?: { REMOTE?: string } } }>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(NAMES.map(k8sName).sort());
    for (const name of NAMES) {
      const svc = compose.services[k8sName(name)]!;
      expect(svc.build.dockerfile).toBe(ROLE_OF[name].dockerfile);
      expect(svc.image).toBe(`content-site/${ROLE_OF[name].image(name)}:latest`);
      const s = SERVICES[name];
      if ('folder' in s) expect(svc.build.args?.REMOTE).toBe(s.folder);
    }
  });
});
