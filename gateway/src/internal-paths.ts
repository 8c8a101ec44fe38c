/**
 * Paths every process serves to the cluster only: Prometheus's /metrics, and each remote's
 * Node container (`/_remotes/{app}/{version}/node/…`), the server half of a remote that the
 * shell loads from the asset server itself (its server-only code, such as the pricing
 * island, is never meant for browsers). The shell's catch-all route and the `/_remotes/`
 * proxy would otherwise make them reachable through the public gateway, so they are refused
 * here, before redirects and proxying, in any spelling the path sanitiser resolves (case,
 * trailing slash, encoded letters, dot segments).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_PATH } from '@site/contracts/server';
import { gatewayErrors } from './errors.ts';
import { sanitisePath } from './redirects/safe-path.ts';
import { splitUrl } from './redirects/redirect-hook.ts';

const INTERNAL_PATHS = new Set([METRICS_PATH]);
/** A remote's server container, any file of it (the shell's federation host reads `node/remoteEntry.js`). */
const SERVER_CONTAINER = /^\/_remotes\/[^/]+\/[^/]+\/node(?:\/|$)/;

/** The internal path `rawPath` names (as the sanitiser resolves it), or null. */
function internalPath(rawPath: string): string | null {
  const clean = sanitisePath(rawPath);
  if (!clean.ok) return null; // the redirect hook answers it with its reason
  const path = clean.path.toLowerCase().replace(/\/+$/, '') || '/';
  if (INTERNAL_PATHS.has(path)) return path;
  return SERVER_CONTAINER.test(path) ? path.split('/').slice(0, 5).join('/') : null;
}

export async function internalPathsHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const path = internalPath(splitUrl(request.url).rawPath);
  if (path) throw gatewayErrors.internalPath(path);
}
