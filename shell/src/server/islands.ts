/**
 * The island endpoint `GET /__nuxt_island/{name}_{hash}.json` (spec §7) and the renderer the
 * page loaders use on the server: a remote's server-only component (its Node container's
 * `./islands`), rendered to HTML in the requested locale, with the stylesheet it needs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteProvider, prepareIcons, prepareTexts } from '@site/kit';
import {
  activeLocales,
  islandKey,
  islandOwner,
  parseIslandKey,
  type ContentClient,
  type IslandFragment,
  type IslandRequest,
  type SiteConfig,
} from '@site/contracts';
import type { FederationHost } from './federation-host.ts';
import type { UpstreamState } from './upstream-state.ts';

class IslandError extends Error {
  override name = 'IslandError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface IslandDeps {
  config: SiteConfig;
  host: FederationHost;
  upstream: UpstreamState;
  /** The content client and preview flag of a request (drafts only in valid preview). */
  contentFor: (req: FastifyRequest) => { content: ContentClient; preview: boolean };
}

export type IslandRenderer = (request: IslandRequest, content: ContentClient, preview: boolean) => Promise<IslandFragment>;

export function createIslandRenderer({ config, host, upstream }: Pick<IslandDeps, 'config' | 'host' | 'upstream'>): IslandRenderer {
  return async (request, content, preview) => {
    const owner = islandOwner(request.name);
    if (!owner) throw new IslandError(404, 'ISLAND_NOT_FOUND', `No remote renders an island named ${request.name}`);
    if (!activeLocales(config).some((l) => l.code === request.locale)) {
      throw new IslandError(400, 'ISLAND_BAD_LOCALE', `${request.locale} is not a locale of this site`);
    }
    const island = (await host.loadIslands(owner))[request.name];
    if (!island) throw new IslandError(404, 'ISLAND_NOT_FOUND', `The ${owner} remote does not expose the island ${request.name}`);
    // The view's texts in the requested locale (like a page's), or it would render English.
    const [data] = await Promise.all([
      island.load({ props: request.props, locale: request.locale, config, content, preview }),
      prepareTexts(request.locale, [island.texts]),
      // Rendered here, not hydrated: its icons are drawn from the maps.
      prepareIcons(),
    ]);
    const View = island.Component as ComponentType<{ data: unknown }>;
    const html =
      data === null
        ? ''
        : renderToString(createElement(SiteProvider, { config, locale: request.locale, path: '/' }, createElement(View, { data })));
    const version = upstream.remoteVersions()[owner];
    return {
      key: islandKey(request),
      html,
      head: { link: version ? [{ rel: 'stylesheet', href: `/_remotes/${owner}/${version}/browser/styles.css` }] : [] },
      data,
    };
  };
}

export function registerIslands(app: FastifyInstance, deps: IslandDeps, render: IslandRenderer): void {
  app.get<{ Params: { key: string }; Querystring: { props?: string; locale?: string } }>('/__nuxt_island/:key', async (req, reply) => {
    let request: IslandRequest;
    try {
      request = parseIslandKey(req.params.key, req.query, deps.config.i18n.defaultLocale);
    } catch (err) {
      return reply
        .code(400)
        .send({ statusCode: 400, code: 'ISLAND_BAD_REQUEST', message: `Bad island request: ${(err as Error).message}` });
    }
    const { content, preview } = deps.contentFor(req);
    try {
      const fragment = await render(request, content, preview);
      reply.header('cache-control', preview ? 'private, no-store' : 'public, max-age=0, must-revalidate').header('vary', 'Cookie');
      return fragment;
    } catch (err) {
      const status = err instanceof IslandError ? err.status : 503;
      const code = err instanceof IslandError ? err.code : 'ISLAND_UNAVAILABLE';
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ statusCode: status, code, message: (err as Error).message });
    }
  });
}
