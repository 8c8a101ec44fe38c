/**
 * What a full build was made from: the build code and locked dependencies, the site
 * configuration, and the name, size and modification time of every content and public file.
 * Kept beside the database after a full build; `npm start` compares it with the sources as
 * they are now, so content changed while the site was stopped (a `git pull`, an edit, an
 * upgrade of the build code) is built again instead of being served old.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { walkEntries } from '../shared/walk-files.ts';
import type { ResolvedPaths } from '../config.ts';
import { parserFingerprint } from './parse-cache.ts';

/** Every file under `dir` (none when it does not exist), with what tells a changed file apart. */
function fileStates(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const { entry, rel, abs } of walkEntries(dir)) {
    if (!entry.isFile()) continue;
    const stat = fs.statSync(abs);
    out.push(`${rel}\0${stat.size}\0${stat.mtimeMs}`);
  }
  return out.sort();
}

export function buildFingerprint(paths: ResolvedPaths): string {
  const hash = createHash('sha1').update(parserFingerprint()).update('\0').update(JSON.stringify(paths.site));
  for (const [name, dir] of [
    ['content', paths.contentDir],
    ['public', paths.publicDir],
  ] as const) {
    hash.update(`\0${name}\0`);
    for (const state of fileStates(dir)) hash.update(state).update('\n');
  }
  return hash.digest('hex');
}

const fingerprintFile = (dbPath: string) => `${dbPath}.sources`;

/** The fingerprint of the sources the database at `dbPath` was built from; null when unknown. */
export function readBuildFingerprint(dbPath: string): string | null {
  try {
    return fs.readFileSync(fingerprintFile(dbPath), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Records what the database at `dbPath` was built from; null when that cannot be known (a build with hooks). */
export function writeBuildFingerprint(dbPath: string, fingerprint: string | null): void {
  if (fingerprint) fs.writeFileSync(fingerprintFile(dbPath), `${fingerprint}\n`);
  else fs.rmSync(fingerprintFile(dbPath), { force: true });
}
