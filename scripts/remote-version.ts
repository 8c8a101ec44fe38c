/**
 * `npm run remote:version -- <remote>`: lists a remote's published versions, newest first,
 * marking the current one. `npm run remote:version -- <remote> <version>`: re-points the
 * remote to that version (a rollback, or a roll forward again); the shell renders with it
 * within REMOTE_POLL_MS and the gateway's cache follows the new build id. <remote> is a
 * folder (docs-app) or a name (docs); REMOTE_DIST-style variables (DOCS_APP_DIST) apply.
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteByFolder, remoteDistDir } from '../shell/src/federation/remotes.ts';
import { publishPointer, readPointer, versionsDir } from '../shell/src/federation/remote-versions.ts';

const [remoteArg, version] = process.argv.slice(2);
try {
  const info = remoteByFolder(remoteArg ?? '');
  const dist = remoteDistDir(info);
  const versions = fs.existsSync(versionsDir(dist))
    ? fs
        .readdirSync(versionsDir(dist))
        .map((name) => ({ name, mtime: fs.statSync(path.join(versionsDir(dist), name)).mtimeMs }))
        .sort((a, b) => b.mtime - a.mtime)
    : [];
  if (!version) {
    const current = readPointer(dist)?.version;
    for (const v of versions) console.log(`${v.name === current ? '*' : ' '} ${v.name}  ${new Date(v.mtime).toISOString()}`);
    if (!versions.length) console.log(`${info.folder} has no published version: run npm run build -w @site/${info.folder}`);
  } else {
    if (!versions.some((v) => v.name === version)) {
      throw new Error(
        `${info.folder} has no version ${version} (it may have been pruned): ${versions.map((v) => v.name).join(', ') || 'none'}`,
      );
    }
    publishPointer(dist, version);
    console.log(`${info.folder} now serves ${version}`);
  }
} catch (err) {
  console.error(`[remote:version] ${(err as Error).message}`);
  process.exit(1);
}
