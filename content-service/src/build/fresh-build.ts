/**
 * The build `npm start` serves: the database as it is when it was built from the sources as
 * they are now, a new build otherwise. A build that fails (a broken file, named with its
 * line by the build's report) leaves the last good database serving, as in dev mode.
 */
import fs from 'node:fs';
import { resolvePaths } from '../config.ts';
import { ContentBuildError } from '../errors.ts';
import { buildContent, type BuildOptions } from './build-content.ts';
import { buildFingerprint, readBuildFingerprint } from './build-fingerprint.ts';

export type FreshBuild = 'fresh' | 'built' | 'kept-last-good';

export async function ensureFreshBuild(options: BuildOptions = {}): Promise<FreshBuild> {
  const paths = resolvePaths(options);
  const exists = fs.existsSync(paths.dbPath);
  if (exists && readBuildFingerprint(paths.dbPath) === buildFingerprint(paths)) return 'fresh';
  if (exists) console.log('[content] the content or the build code changed since the last build: building again');
  try {
    await buildContent(options);
    return 'built';
  } catch (err) {
    // Without a database there is nothing to serve: the caller stops.
    if (!exists) throw err;
    if (!(err instanceof ContentBuildError)) console.error(err);
    console.error('[content] the build failed (see above): serving the last good build');
    return 'kept-last-good';
  }
}
