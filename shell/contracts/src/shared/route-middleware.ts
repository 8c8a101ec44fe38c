/**
 * Named route middleware (spec §8: an unknown route middleware throws). A route of the route
 * table declares the middleware it runs by name; every name is resolved against
 * `ROUTE_MIDDLEWARE` when the table is defined, so a misspelt name stops the process that
 * loads the table at startup (shell, gateway, build) with the error below, instead of failing
 * on some reader's request. The shell runs a matched route's middleware, in declared order,
 * after its route check and before its loader, on the server and in the browser alike.
 */
import { isKnownLocale, type SiteConfig } from './site-config.ts';

export interface MiddlewareContext {
  config: SiteConfig;
  /** Locale of the request. */
  locale: string;
  /** The locale-free path of the request. */
  path: string;
  params: Record<string, string>;
  /** The request is in valid preview mode. */
  preview: boolean;
}

/** Nothing to continue; `redirect` a full pathname (with its locale) to go to instead. */
export type MiddlewareResult = undefined | { redirect: string };

export type RouteMiddleware = (ctx: MiddlewareContext) => MiddlewareResult;

/**
 * A path whose first segment is a locale again (`/fr/fr/docs/x`, `/fr/ja/docs/x`: a content
 * link written with its locale, then put under the visited one) goes to the inner locale's
 * page, so the reader lands on the page the link meant instead of a 404.
 */
const localeGuard: RouteMiddleware = ({ config, path }) => {
  const [, first, ...rest] = path.split('/');
  if (!isKnownLocale(config, first)) return undefined;
  return { redirect: rest.length > 0 ? `/${first}/${rest.join('/')}` : `/${first}` };
};

/** Every named middleware a route may declare. */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  'locale-guard': localeGuard,
};

export class UnknownMiddlewareError extends Error {
  override name = 'UnknownMiddlewareError';
  readonly code = 'UNKNOWN_ROUTE_MIDDLEWARE';
  constructor(
    readonly middleware: string,
    readonly routeId: string,
    known: readonly string[],
  ) {
    super(
      `Unknown route middleware: '${middleware}' (route '${routeId}'). Valid middleware: ${known.map((k) => `'${k}'`).join(', ') || 'none'}.`,
    );
  }
}

/** The middleware functions for a route's declared names; throws `UnknownMiddlewareError` on a name the registry lacks. */
export function resolveMiddleware(
  routeId: string,
  names: readonly string[] = [],
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
): RouteMiddleware[] {
  return names.map((name) => {
    const found = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!found) throw new UnknownMiddlewareError(name, routeId, Object.keys(registry));
    return found;
  });
}

/** Runs middleware in order; the first redirect wins. */
export function runMiddleware(middleware: readonly RouteMiddleware[], ctx: MiddlewareContext): MiddlewareResult {
  for (const run of middleware) {
    const result = run(ctx);
    if (result) return result;
  }
  return undefined;
}
