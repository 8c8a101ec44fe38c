/**
 * The build files under `/builds/` are `latest.json` and `meta/{id}.json` (spec §7, "GET
 * builds/meta/{buildId}.json"). The shell's route takes any file name under `/builds/meta/`
 * and drops a `.json` it may end with, so `/builds/meta/{id}` answered the manifest too: a
 * second URL of every build, outside the spec. The gateway answers any other name there 404,
 * as it would any unknown path, before it reaches the shell.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayErrors } from '../errors.ts';
import { splitUrl } from '../redirects/redirect-hook.ts';

const BUILD_META = '/builds/meta/';
const MANIFEST_FILE = /^[^/]+\.json$/;

/** onRequest, after the redirect hook (which answered any unclean spelling of the path). */
export async function buildPathsHook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { rawPath } = splitUrl(request.url);
  if (!rawPath.startsWith(BUILD_META) || MANIFEST_FILE.test(rawPath.slice(BUILD_META.length))) return;
  throw gatewayErrors.notFound(rawPath.slice(0, 200), `a build's manifest is at ${BUILD_META}{id}.json`);
}
