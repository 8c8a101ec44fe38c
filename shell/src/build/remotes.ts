/**
 * The four remotes: short name (route owner), workspace folder and federation container name.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteContainer, type RemoteName } from '@site/kit';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RemoteInfo {
  name: RemoteName;
  /** Workspace folder under the repository root, e.g. `docs-app`. */
  folder: string;
  /** Module Federation container name, e.g. `docs_app`. */
  container: string;
}

export const REMOTES: Record<RemoteName, RemoteInfo> = {
  docs: { name: 'docs', folder: 'docs-app', container: remoteContainer('docs') },
  blog: { name: 'blog', folder: 'blog-app', container: remoteContainer('blog') },
  templates: { name: 'templates', folder: 'templates-app', container: remoteContainer('templates') },
  studio: { name: 'studio', folder: 'studio-app', container: remoteContainer('studio') },
};

export function remoteByFolder(folder: string): RemoteInfo {
  const info = Object.values(REMOTES).find((r) => r.folder === folder || r.name === folder);
  if (!info) throw new Error(`Unknown remote "${folder}": use one of ${Object.values(REMOTES).map((r) => r.folder).join(', ')}`);
  return info;
}

/** Where a remote's immutable builds live: `<app>/dist/versions/<version>/{browser,node}`. */
export function remoteDistDir(info: RemoteInfo): string {
  return process.env[`${info.name.toUpperCase()}_APP_DIST`] ?? path.join(REPO_ROOT, info.folder, 'dist');
}

/** URL path prefix under which the gateway and the asset server expose a remote. */
export function remotePublicPrefix(info: RemoteInfo): string {
  return `/_remotes/${info.name}/`;
}

/** The pointer a deploy publishes after its versioned folder is complete. */
export interface RemotePointer {
  version: string;
  builtAt: string;
}
