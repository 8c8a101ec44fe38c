/**
 * `npm run build -w <app>`: builds one remote into an immutable versioned folder, then
 * publishes the pointer. The running shell picks the new version up by polling the
 * remote's asset server; nothing else is rebuilt or restarted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectCss, minifyCss } from './collect-css.ts';
import { hashDir } from './hash-dir.ts';
import { precompressDir } from './precompress.ts';
import { remoteByFolder, remoteDistDir, REPO_ROOT, type RemoteInfo } from '../federation/remotes.ts';
import { publishPointer, pruneVersions, versionsDir } from '../federation/remote-versions.ts';
import { remoteWebpackConfigs } from './remote-webpack-config.ts';
import { BUNDLED_MODULES_FILE, runWebpack, writeBundledModules } from './run-webpack.ts';
import { isMainModule } from '@site/contracts/server';

export async function buildRemote(info: RemoteInfo, opts: { publish?: boolean } = {}): Promise<string> {
  const distDir = remoteDistDir(info);
  const staging = path.join(distDir, `.staging-${process.pid}-${Date.now()}`);
  fs.mkdirSync(staging, { recursive: true });
  try {
    const stats = await runWebpack(remoteWebpackConfigs(info, staging));
    writeBundledModules(stats.stats[0]!, path.join(staging, 'browser', BUNDLED_MODULES_FILE));
    const css = collectCss([path.join(REPO_ROOT, info.folder, 'src')]);
    fs.writeFileSync(path.join(staging, 'browser', 'styles.css'), minifyCss(css));
    const version = hashDir(staging);
    const target = path.join(versionsDir(distDir), version);
    fs.mkdirSync(versionsDir(distDir), { recursive: true });
    if (fs.existsSync(target)) {
      // Same content as an existing version: keep the existing folder (it may be in use).
      fs.rmSync(staging, { recursive: true, force: true });
      fs.utimesSync(target, new Date(), new Date());
    } else {
      fs.renameSync(staging, target);
    }
    precompressDir(path.join(target, 'browser'));
    if (opts.publish !== false) publishPointer(distDir, version);
    pruneVersions(distDir);
    return version;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: build-remote <docs-app|blog-app|templates-app|studio-app>');
    process.exit(2);
  }
  const info = remoteByFolder(folder);
  const started = Date.now();
  buildRemote(info)
    .then((version) => console.log(`[${info.folder}] built version ${version} in ${Date.now() - started} ms`))
    .catch((err: unknown) => {
      console.error(`[${info.folder}] build failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    });
}
