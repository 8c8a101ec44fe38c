/**
 * The remotes of the registry (@site/contracts) as the build, the asset servers and the
 * shell server need them: folder, container, where their immutable builds live.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES as DECLARED, type RemoteDeclaration, type RemoteName } from '@site/contracts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RemoteInfo extends RemoteDeclaration {
  name: RemoteName;
}

export const REMOTES = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { ...DECLARED[name], name }])) as Record<
  RemoteName,
  RemoteInfo
>;

export function remoteByFolder(folder: string): RemoteInfo {
  const info = Object.values(REMOTES).find((r) => r.folder === folder || r.name === folder);
  if (!info)
    throw new Error(
      `Unknown remote "${folder}": use one of ${Object.values(REMOTES)
        .map((r) => r.folder)
        .join(', ')}`,
    );
  return info;
}

/** Where a remote's immutable builds live: `<app>/dist/versions/<version>/{browser,node}`. */
export function remoteDistDir(info: RemoteInfo): string {
  return process.env[`${info.envPrefix}_DIST`] ?? path.join(REPO_ROOT, info.folder, 'dist');
}

/** URL path prefix under which the gateway and the asset server expose a remote. */
export function remotePublicPrefix(info: RemoteInfo): string {
  return `${info.routePrefixes[0]}/`;
}

/** The pointer a deploy publishes after its versioned folder is complete. */
export interface RemotePointer {
  version: string;
  builtAt: string;
}
