/**
 * The route table of spec §2. The shell owns it: each route names the remote that renders
 * it and the page that remote exposes. Paths here are locale-free; with i18n enabled every
 * route lives under `/{locale}` (see `matchRoute`).
 */
import type { RemoteName } from './registry.ts';
import { isKnownLocale, localeOfTag, localePath, type SiteConfig } from './site-config.ts';
import { isNonPagePath } from './color-mode-script.ts';
import { resolveMiddleware, ROUTE_MIDDLEWARE, type RouteMiddleware } from './route-middleware.ts';
import { legacyTarget } from './legacy-redirects.ts';

export type Layout = 'default' | 'docs';

export interface RouteDef {
  id: string;
  /** `:name` matches one segment; `*name` matches the rest of the path (one or more segments). */
  pattern: string;
  /** `shell` for pages the shell renders itself (home). */
  owner: RemoteName | 'shell';
  page: string;
  layout: Layout;
  /**
   * The route check of spec §5: when it returns false the shell raises the fatal 404
   * "Page Not Found: {path}" without asking the remote.
   */
  check?: (params: Record<string, string>) => boolean;
  /** Named route middleware (route-middleware.ts), run in this order after the check. */
  middleware?: readonly string[];
  /**
   * Query parameters the page renders from (`/templates?category=docs` lists one category).
   * The shell gives their values to the page's loader and the gateway keys its cache on them;
   * any other parameter changes nothing, on this page or another.
   */
  query?: readonly string[];
}

/** A route of the table with its middleware names resolved to functions. */
export interface DefinedRoute extends RouteDef {
  readonly handlers: readonly RouteMiddleware[];
}

/**
 * The route table as the processes use it: every declared middleware name resolved against
 * the registry here, at module load, so an unknown name throws `UnknownMiddlewareError`
 * when a process starts, never on a request.
 */
export function defineRoutes(defs: readonly RouteDef[], registry = ROUTE_MIDDLEWARE): readonly DefinedRoute[] {
  return defs.map((def) => ({ ...def, handlers: resolveMiddleware(def.id, def.middleware, registry) }));
}

/** A post's or template's slug: its file name as the content build slugs it, in any script. */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}._-]*$/u;
const slugCheck = (params: Record<string, string>) => SLUG.test(params.slug ?? '');
/**
 * A docs path segment: letters, marks and digits of any script, `.`, `_`, `~` and `-`, but
 * never a dot segment (`.`, `..`), which every URL resolves away before a request is made.
 */
const DOCS_SEGMENT = /^[\p{L}\p{M}\p{N}._~-]+$/u;
const isDocsSegment = (segment: string) => DOCS_SEGMENT.test(segment) && segment !== '.' && segment !== '..';

export const routes: readonly DefinedRoute[] = defineRoutes([
  { id: 'home', pattern: '/', owner: 'shell', page: 'Home', layout: 'default' },
  { id: 'blog', pattern: '/blog', owner: 'blog', page: 'BlogList', layout: 'default' },
  { id: 'blog-post', pattern: '/blog/:slug', owner: 'blog', page: 'BlogPost', layout: 'default', check: slugCheck },
  { id: 'changelog', pattern: '/changelog', owner: 'blog', page: 'ChangelogList', layout: 'default' },
  { id: 'changelog-entry', pattern: '/changelog/:slug', owner: 'blog', page: 'ChangelogEntry', layout: 'default', check: slugCheck },
  { id: 'templates', pattern: '/templates', owner: 'templates', page: 'TemplatesList', layout: 'default', query: ['category'] },
  { id: 'template', pattern: '/templates/:slug', owner: 'templates', page: 'TemplatePage', layout: 'default', check: slugCheck },
  { id: 'studio', pattern: '/studio', owner: 'studio', page: 'StudioFeatures', layout: 'default' },
  { id: 'studio-pricing', pattern: '/studio/pricing', owner: 'studio', page: 'StudioPricing', layout: 'default' },
  {
    id: 'docs',
    pattern: '/*slug',
    owner: 'docs',
    page: 'DocsPage',
    layout: 'docs',
    // Free-form slug path, but each segment must be a sane URL segment.
    check: (params) => (params.slug ?? '').split('/').every(isDocsSegment),
    // The catch-all is where a doubled locale prefix (`/fr/fr/docs/x`) lands.
    middleware: ['locale-guard'],
  },
]);

export interface RouteMatch {
  route: DefinedRoute;
  params: Record<string, string>;
  /** Locale of the request (the default one when i18n is off). */
  locale: string;
  /** The path with the locale prefix removed, always starting with `/`. */
  path: string;
  /** False when the route check failed: render the fatal 404. */
  checked: boolean;
}

export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/{2,}/g, '/');
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p || '/';
}

/** Splits a pathname into its locale and the locale-free rest; `null` locale when i18n needs one and it is missing. */
export function splitLocale(config: SiteConfig, pathname: string): { locale: string | null; path: string } {
  const path = normalizePath(pathname);
  if (!config.i18n.enabled) return { locale: config.i18n.defaultLocale, path };
  const first = path.split('/')[1];
  if (!isKnownLocale(config, first)) return { locale: null, path };
  const rest = path.slice(first.length + 1);
  return { locale: first, path: rest === '' ? '/' : rest };
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith('*')) {
      if (i >= got.length) return null;
      params[w.slice(1)] = got.slice(i).join('/');
      return params;
    }
    const g = got[i];
    if (g === undefined) return null;
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return want.length === got.length ? params : null;
}

/** Matches a request pathname (already URL-decoded) against the route table. */
export function matchRoute(config: SiteConfig, pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(config, pathname);
  if (locale === null) return null;
  const found = routeOf(path);
  return found && { ...found, locale, path };
}

/** The query parameters the page at `pathname` (decoded, with its locale) renders from. */
export function pageQueryParams(config: SiteConfig, pathname: string): readonly string[] {
  return matchRoute(config, pathname)?.route.query ?? [];
}

/** The route of a locale-free path, its parameters and whether its check passed. */
function routeOf(path: string): Pick<RouteMatch, 'route' | 'params' | 'checked'> | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    return { route, params, checked: route.check ? route.check(params) : true };
  }
  return null;
}

/**
 * Whether a locale-free page path (as the content build makes it) is one its route serves:
 * a path no request can reach (a name slugged to `..`, a name of symbols kept as written)
 * is no page of the site.
 */
export function isRoutablePath(path: string): boolean {
  return routeOf(path)?.checked === true;
}

/**
 * The locale guard (spec §2), shared by the gateway and the client router: with i18n on, a
 * page path whose first segment is not a known locale goes to that path under `locale`
 * (the gateway passes the default locale; the client router the locale being read). Null
 * when the path needs no change (it has a locale, is not a page, or i18n is off).
 */
export function guardLocale(config: SiteConfig, pathname: string, locale: string): string | null {
  if (!config.i18n.enabled || isNonPagePath(pathname)) return null;
  const split = splitLocale(config, pathname);
  if (split.locale !== null) return null;
  // A locale written as a language tag (`/zh-TW/docs/x`, `/pt-BR`) is that locale's page,
  // not a page of the default locale (`/en/zh-TW/docs/x`, a 404).
  const [, first = '', ...rest] = split.path.split('/');
  const tagged = localeOfTag(config, first);
  if (tagged) return `/${[tagged, ...rest].join('/')}`.replace(/\/$/, '') || '/';
  return localePath(config, locale, split.path);
}

/**
 * Where the client router takes a same-site page path, as the gateway would answer it: an
 * old path of the legacy table goes to its page (in the path's own locale, else `locale`),
 * a path without a locale is guarded into `locale` (the locale being read). Null when the
 * path needs no change. The gateway runs the same table and guard (redirect-hook.ts).
 */
export function pageRedirect(config: SiteConfig, pathname: string, locale: string): string | null {
  if (isNonPagePath(pathname)) return null;
  const split = splitLocale(config, pathname);
  const legacy = legacyTarget(split.path);
  if (legacy) return localePath(config, split.locale ?? locale, legacy);
  return guardLocale(config, pathname, locale);
}
