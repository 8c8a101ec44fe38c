import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { REPO_ROOT } from '../federation/remotes.ts';

/** Beside a browser build: the source files it bundles, so a test can prove shared libraries are not among them. */
export const BUNDLED_MODULES_FILE = 'bundled-modules.json';

export function writeBundledModules(stats: webpack.Stats, file: string): void {
  const files = new Set<string>();
  for (const module of stats.compilation.modules) {
    const resource = module.nameForCondition();
    if (resource) files.add(path.relative(REPO_ROOT, resource).split(path.sep).join('/'));
  }
  fs.writeFileSync(file, `${JSON.stringify([...files].sort(), null, 1)}\n`);
}

/** Runs webpack configurations and rejects with readable errors. */
export function runWebpack(configs: webpack.Configuration[]): Promise<webpack.MultiStats> {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) {
        const text = stats.toString({ all: false, errors: true, errorDetails: true, colors: false });
        return reject(new Error(`webpack build failed:\n${text}`));
      }
      if (stats.hasWarnings()) {
        console.warn(stats.toString({ all: false, warnings: true, colors: false }));
      }
      resolve(stats);
    });
  });
}
