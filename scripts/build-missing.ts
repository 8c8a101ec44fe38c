/**
 * Builds whatever a fresh clone lacks (or everything with --all): content database, the
 * shell's browser bundle and each remote's published version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

export interface BuildPlan {
  content: boolean;
  shell: boolean;
  remotes: string[];
}

const REMOTE_FOLDERS = ['docs-app', 'blog-app', 'templates-app', 'studio-app'];

export function missingBuilds(): BuildPlan {
  return {
    content: false, // content-service builds its database itself when it starts without one
    shell: !fs.existsSync(path.join(ROOT, 'shell/dist/browser/manifest.json')),
    remotes: REMOTE_FOLDERS.filter((f) => !fs.existsSync(path.join(ROOT, f, 'dist/current.json'))),
  };
}

export async function runBuilds(plan: BuildPlan): Promise<void> {
  const started = Date.now();
  if (plan.content) {
    const { buildContent } = await import('../content-service/src/index.ts');
    await buildContent({});
  }
  if (plan.shell) {
    const { buildShell } = await import('../shell/src/build/build-shell.ts');
    await buildShell();
  }
  const { buildRemote } = await import('../shell/src/build/build-remote.ts');
  const { remoteByFolder } = await import('../shell/src/build/remotes.ts');
  for (const folder of plan.remotes) {
    const version = await buildRemote(remoteByFolder(folder));
    console.log(`[build] ${folder} ${version}`);
  }
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const all = process.argv.includes('--all');
  const plan = all ? { content: true, shell: true, remotes: REMOTE_FOLDERS } : missingBuilds();
  runBuilds(plan).catch((err: unknown) => {
    console.error(`[build] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
