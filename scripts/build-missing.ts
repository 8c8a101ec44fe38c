/**
 * Builds whatever a fresh clone lacks (or everything with --all): content database, the
 * shell's browser bundle, each remote's published version and the compiled servers.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServers, staleServerBundles } from './build-servers.ts';
import { ROOT } from './processes.ts';
import { SERVER_BUNDLES, type ServerBundle } from './server-bundles.ts';
import { isMainModule } from '@site/contracts/server';

export interface BuildPlan {
  content: boolean;
  shell: boolean;
  remotes: string[];
  servers: ServerBundle[];
}

const REMOTE_FOLDERS = ['docs-app', 'blog-app', 'templates-app', 'studio-app'];

/** Newest modification time of the source files under `dirs`. */
function newestSource(dirs: string[]): number {
  let newest = 0;
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|css)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) walk(path.join(ROOT, d));
  return newest;
}

/** A build is missing when its output is absent or older than its sources (a browser bundle
 * older than the server's sources would not hydrate the same markup). */
function stale(output: string, sources: string[]): boolean {
  const file = path.join(ROOT, output);
  return !fs.existsSync(file) || fs.statSync(file).mtimeMs < newestSource(sources);
}

const KIT_SOURCES = ['shell/kit/src', 'shell/contracts/src'];

/** `servers: false` (dev runs the sources) leaves the compiled servers out of the plan. */
export function missingBuilds(opts: { servers?: boolean } = {}): BuildPlan {
  return {
    content: false, // content-service builds its database itself when it starts without one
    shell: stale('shell/dist/browser/manifest.json', ['shell/src', ...KIT_SOURCES]),
    // Remotes take the kit from the shell at runtime (shared, never bundled), but bundle the
    // contracts they call (shell/src/federation/shared-modules.ts): a contracts change is theirs too.
    remotes: REMOTE_FOLDERS.filter((f) => stale(`${f}/dist/current.json`, [`${f}/src`, 'shell/contracts/src'])),
    servers: opts.servers === false ? [] : staleServerBundles(),
  };
}

export function somethingToBuild(plan: BuildPlan): boolean {
  return plan.content || plan.shell || plan.remotes.length > 0 || plan.servers.length > 0;
}

export async function runBuilds(plan: BuildPlan): Promise<void> {
  const started = Date.now();
  if (plan.servers.length) await buildServers(plan.servers);
  if (plan.content) {
    // The compiled build, as the compiled server that serves it: the database records the
    // fingerprint of the code that built it, and the server builds again when its own differs.
    const build = spawnSync(process.execPath, ['--enable-source-maps', path.join(ROOT, SERVER_BUNDLES.contentBuild.out)], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the content build failed (see above)');
  }
  if (plan.shell) {
    const { buildShell } = await import('../shell/src/build/build-shell.ts');
    await buildShell();
  }
  const { buildRemote } = await import('../shell/src/build/build-remote.ts');
  const { remoteByFolder } = await import('../shell/src/federation/remotes.ts');
  for (const folder of plan.remotes) {
    const version = await buildRemote(remoteByFolder(folder));
    console.log(`[build] ${folder} ${version}`);
  }
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainModule(import.meta.url)) {
  const all = process.argv.includes('--all');
  const plan = all ? { content: true, shell: true, remotes: REMOTE_FOLDERS, servers: Object.values(SERVER_BUNDLES) } : missingBuilds();
  runBuilds(plan).catch((err: unknown) => {
    console.error(`[build] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
