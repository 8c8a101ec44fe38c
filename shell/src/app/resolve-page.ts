/**
 * Turns a path into a PageState, on the server and in the browser alike: route match, route
 * check, the owner's loader, and the fallbacks of spec §2/§8 when any of that fails. The
 * caller supplies how page modules are loaded (federation on either side) and the content
 * client (HTTP on the server, sql.js or HTTP in the browser).
 */
import {
  localePath,
  matchRoute,
  runMiddleware,
  splitLocale,
  type ContentClient,
  type IslandFragment,
  type RemoteName,
  type RemotePage,
  type SiteConfig,
  type TextNamespace,
} from '@site/contracts';
import { createI18n, prepareIcons, prepareProse, prepareTexts } from '@site/kit';
import type { PageRoute, PageState } from './page-state.ts';
import { prepareLayout } from './prepare-layout.ts';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} section is unavailable: ${reason}`);
  }
}

export interface ResolveInput {
  config: SiteConfig;
  /** Decoded pathname, with its locale prefix. */
  pathname: string;
  /** The request's query string (`?category=docs`); only the route's declared parameters are read. */
  search?: string;
  content: ContentClient;
  loadPage: (owner: RemoteName | 'shell', page: string) => Promise<RemotePage<unknown>>;
  build: Pick<PageState, 'buildId' | 'remotes' | 'contentVersions'>;
  side: 'server' | 'browser';
  log?: (message: string) => void;
  /** Valid preview mode: loaders show drafts, and the state says so (preview bar). */
  preview?: boolean;
  /** Renders an island of the route's locale (server: directly; browser: the island endpoint). */
  island: (request: { name: string; props: Record<string, unknown>; locale: string }) => Promise<IslandFragment>;
}

export interface ResolvedPage {
  state: PageState;
  /** The page component to render (null for not-found, errors and unavailable remotes). */
  Page: unknown;
  /** The name of the page's own text namespace, when it has one. */
  textNamespace?: string;
}

/**
 * The page's state, with the interface texts of its locale ready (the kit's and the page's
 * own namespace) and what its body and layout draw with (prepareLayout), so the first render
 * is already translated and complete on either side.
 */
export async function resolvePage(input: ResolveInput): Promise<ResolvedPage> {
  const { texts, ...resolved } = await resolveState(input);
  const page = resolved.Page !== null;
  await Promise.all([
    prepareTexts(resolved.state.route.locale, [texts]),
    // The renderer brings the icon maps; a screen without a body draws the interface's icons.
    page ? prepareProse() : prepareIcons(),
    page ? prepareLayout(resolved.state.route) : undefined,
  ]);
  const state = withStatusTitle(resolved.state);
  return texts ? { ...resolved, state, textNamespace: texts.name } : { ...resolved, state };
}

/**
 * A not-found, error or unavailable screen's document title in the page's language (the
 * title bar, tabs, history and the screen reader's page announcement), as its heading is:
 * the kit's texts, ready once `prepareTexts` ran for the locale.
 */
function withStatusTitle(state: PageState): PageState {
  const { view } = state;
  if (view.kind === 'page' || view.kind === 'redirect') return state;
  const t = createI18n(state.route.locale).t;
  const title =
    view.kind === 'not-found'
      ? t('notFound.title')
      : view.kind === 'unavailable'
        ? t('unavailable.message')
        : t(`error.${view.statusCode}`, { defaultValue: t('error.title') });
  return { ...state, head: { ...state.head, title } };
}

/** The first value of each declared parameter the query string carries. */
function declaredQuery(names: readonly string[] | undefined, search: string | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  if (!names?.length || !search) return query;
  const params = new URLSearchParams(search);
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

async function resolveState(input: ResolveInput): Promise<ResolvedPage & { texts?: TextNamespace }> {
  const { config, pathname, build } = input;
  const log = input.log ?? ((m: string) => console.error(m));
  const match = matchRoute(config, pathname);
  const split = splitLocale(config, pathname);
  const locale = match?.locale ?? split.locale ?? config.i18n.defaultLocale;
  const make = (route: PageRoute, status: number, view: PageState['view'], title: string): PageState => ({
    config,
    ...build,
    route,
    status,
    head: { title },
    view,
    year: new Date().getFullYear(),
    ...(input.preview ? { preview: true } : {}),
  });

  if (!match) {
    const route: PageRoute = { id: 'not-found', owner: 'shell', page: 'NotFound', layout: 'default', locale, path: split.path, params: {} };
    return { state: make(route, 404, { kind: 'not-found', message: `Page not found: ${pathname}` }, 'Page not found'), Page: null };
  }
  const route: PageRoute = {
    id: match.route.id,
    owner: match.route.owner,
    page: match.route.page,
    layout: match.route.layout,
    locale: match.locale,
    path: match.path,
    params: match.params,
  };
  const fatal404 = (message = `Page Not Found: ${pathname}`) => ({
    state: make(route, 404, { kind: 'error', statusCode: 404, message }, 'Page not found'),
    Page: null,
  });
  // Spec §5: a failed route check is a fatal 404 with this exact message.
  if (!match.checked) return fatal404();
  // The route's named middleware (route-middleware.ts), after the check and before any loader.
  const guarded = runMiddleware(match.route.handlers, {
    config,
    locale: route.locale,
    path: route.path,
    params: route.params,
    preview: input.preview === true,
  });
  if (guarded) return { state: make(route, 302, { kind: 'redirect', to: guarded.redirect }, ''), Page: null };

  let page: RemotePage<unknown>;
  try {
    page = await input.loadPage(route.owner, route.page);
  } catch (err) {
    log(`[shell] ${route.owner} unavailable: ${(err as Error).message}`);
    // The unavailable region draws the interface's icons (a failed renderer load left them out).
    await prepareIcons().catch(() => undefined);
    const remote = route.owner === 'shell' ? 'docs' : route.owner;
    return { state: make(route, 503, { kind: 'unavailable', remote }, ''), Page: null };
  }

  try {
    const result = await page.load({
      path: route.path,
      locale: route.locale,
      params: route.params,
      query: declaredQuery(match.route.query, input.search),
      config,
      content: input.content,
      preview: input.preview === true,
      island: (name, props = {}) => input.island({ name, props, locale: route.locale }),
      side: input.side,
    });
    if ('redirect' in result) {
      return { state: make(route, 302, { kind: 'redirect', to: localePath(config, route.locale, result.redirect) }, ''), Page: null };
    }
    if ('notFound' in result) {
      if (result.fatal) return fatal404(result.message);
      return { state: make(route, 404, { kind: 'not-found', message: `Page not found: ${pathname}` }, 'Page not found'), Page: null };
    }
    const state = make(route, result.status ?? 200, { kind: 'page', data: result.data }, result.head.title);
    state.head = result.head;
    return { state, Page: page.Component, texts: page.texts };
  } catch (err) {
    log(`[shell] loading ${pathname} failed: ${(err as Error).message}`);
    const upstreamDown = typeof (err as { status?: number }).status === 'number' && (err as { status: number }).status >= 500;
    const status = upstreamDown ? 503 : 500;
    const message = upstreamDown
      ? 'The content service is not answering. Please try again in a moment.'
      : 'Something went wrong while loading this page.';
    return { state: make(route, status, { kind: 'error', statusCode: status, message }, 'Error'), Page: null };
  }
}

/**
 * The page component for a state that came ready-made (a payload): loaded like
 * `resolvePage` does, with the same "section unavailable" fallback when its remote fails.
 */
export async function attachPage(
  state: PageState,
  loadPage: ResolveInput['loadPage'],
  log: (message: string) => void = (m) => console.error(m),
): Promise<ResolvedPage> {
  const { route } = state;
  if (state.view.kind !== 'page') {
    await Promise.all([prepareTexts(route.locale), prepareIcons()]);
    return { state, Page: null };
  }
  try {
    const page = await loadPage(route.owner, route.page);
    // As resolvePage: the locale's texts (kit and page), the prose renderer and the layout's
    // navigation are ready before the page renders.
    await Promise.all([prepareTexts(route.locale, [page.texts]), prepareProse(), prepareLayout(route)]);
    return { state, Page: page.Component };
  } catch (err) {
    log(`[shell] ${route.owner} unavailable: ${(err as Error).message}`);
    const remote = route.owner === 'shell' ? 'docs' : route.owner;
    // Titled in the page's language by withStatusTitle, as resolvePage's screens are.
    const unavailable: PageState = { ...state, status: 503, view: { kind: 'unavailable', remote }, head: { title: '' } };
    return { state: withStatusTitle(unavailable), Page: null };
  }
}
