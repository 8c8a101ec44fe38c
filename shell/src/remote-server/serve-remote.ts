/**
 * A remote's own small asset server: serves every immutable version under
 * `/_remotes/<name>/<version>/…` and the published pointer at `/_remotes/<name>/current.json`.
 */
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Gauge } from 'prom-client';
import {
  isMainModule,
  listenHost,
  listenOrExit,
  QUIET_ROUTE,
  observedServerOptions,
  registerObservability,
  serviceAddress,
  stopOnSignals,
} from '@site/contracts/server';
import { REMOTE_LIVE_PATH } from '@site/contracts';
import { remoteByFolder, remoteDistDir, remotePublicPrefix, type RemoteInfo } from '../federation/remotes.ts';
import { readPointer, versionsDir } from '../federation/remote-versions.ts';

export async function createRemoteAssetServer(
  info: RemoteInfo,
  opts: { distDir?: string; logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const distDir = opts.distDir ?? remoteDistDir(info);
  const prefix = remotePublicPrefix(info);
  fs.mkdirSync(versionsDir(distDir), { recursive: true });
  const app = Fastify({ ...observedServerOptions(info.name), logger: opts.logger ?? false });
  const { registry } = registerObservability(app, info.name);
  new Gauge({
    name: 'site_remote_version_info',
    help: 'The version this asset server publishes as current (value 1; the version is a label)',
    labelNames: ['remote', 'version'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const version = readPointer(distDir)?.version;
      if (version) this.set({ remote: info.name, version }, 1);
    },
  });

  app.get(`${prefix}current.json`, QUIET_ROUTE, async (_req, reply) => {
    const pointer = readPointer(distDir);
    reply.header('cache-control', 'no-store');
    if (!pointer)
      return reply.code(503).send({
        statusCode: 503,
        code: 'REMOTE_NOT_BUILT',
        message: `${info.folder} has no published version yet: run npm run build -w @site/${info.folder}`,
      });
    return pointer;
  });
  // Ready only with a version to serve: an image built without its dist/ (or a volume mounted
  // wrong) stays out of rotation instead of answering every shell's poll 503. Alive regardless.
  app.get('/healthz', QUIET_ROUTE, async (_req, reply) => {
    const version = readPointer(distDir)?.version ?? null;
    if (version) return { status: 'ok', remote: info.name, version };
    return reply
      .code(503)
      .send({ status: 'unpublished', remote: info.name, version, message: `${info.folder} has no published version to serve` });
  });
  app.get(REMOTE_LIVE_PATH, QUIET_ROUTE, async () => ({ status: 'ok', remote: info.name }));

  await app.register(fastifyStatic, {
    root: versionsDir(distDir),
    prefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Every file lives in a content-hashed version folder, so it never changes.
    immutable: true,
    maxAge: '365d',
    // Brotli and gzip copies written at build time (shell/src/build/precompress.ts).
    preCompressed: true,
    setHeaders: (res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return app;
}

if (isMainModule(import.meta.url)) {
  // The remote's folder: the first argument, or REMOTE (its container image sets it).
  const info = remoteByFolder(process.argv[2] ?? process.env.REMOTE ?? '');
  const address = serviceAddress(info.name);
  const app = await createRemoteAssetServer(info, { logger: observedServerOptions(info.name).logger });
  await listenOrExit(info.folder, app, address);
  app.log.info(
    `${info.folder}: assets on http://${listenHost()}:${address.port}${remotePublicPrefix(info)} (version ${readPointer(remoteDistDir(info))?.version ?? 'none'})`,
  );
  stopOnSignals(info.folder, () => [app]);
}
