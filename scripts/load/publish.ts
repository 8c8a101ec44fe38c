/**
 * Publishing remote versions without webpack, for rollout runs and tests: a new immutable
 * version copied from the current one with a marker (so its files differ), published
 * through the same atomic pointer swap a real build uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { publishPointer, readPointer, versionsDir } from '../../shell/src/federation/remote-versions.ts';

export function publishCopiedVersion(distDir: string, marker: string): string {
  const current = readPointer(distDir);
  if (!current) throw new Error(`${distDir} has no published version to copy`);
  const version = `${current.version.slice(0, 6)}-${marker}`;
  const target = path.join(versionsDir(distDir), version);
  fs.cpSync(path.join(versionsDir(distDir), current.version), target, { recursive: true });
  fs.appendFileSync(path.join(target, 'browser', 'remoteEntry.js'), `\n/* deploy ${marker} */\n`);
  publishPointer(distDir, version);
  return version;
}
