/**
 * Paths every process serves to the cluster only (today: Prometheus's /metrics). The shell's
 * catch-all route would otherwise make its own reachable through the public gateway, so they
 * are refused here, before redirects and proxying, in any spelling the path sanitiser
 * resolves (case, trailing slash, encoded letters, dot segments).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_PATH } from '@site/contracts/server';
import { gatewayErrors } from './errors.ts';
import { sanitisePath } from './redirects/safe-path.ts';
import { splitUrl } from './redirects/redirect-hook.ts';

const INTERNAL_PATHS = new Set([METRICS_PATH]);

function isInternal(rawPath: string): boolean {
  const clean = sanitisePath(rawPath);
  if (!clean.ok) return false; // the redirect hook answers it with its reason
  const path = clean.path.toLowerCase().replace(/\/+$/, '') || '/';
  return INTERNAL_PATHS.has(path);
}

export async function internalPathsHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (isInternal(splitUrl(request.url).rawPath)) throw gatewayErrors.internalPath(METRICS_PATH);
}
