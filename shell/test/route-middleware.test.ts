/**
 * Named route middleware (spec §8, "Unknown route middleware: an error is thrown"): routes
 * declare middleware by name, names resolve against the registry when the table is defined,
 * and the shell runs them between the route check and the loader.
 */
import { describe, expect, it } from 'vitest';
import {
  defineRoutes,
  matchRoute,
  ROUTE_MIDDLEWARE,
  routes,
  siteConfig,
  UnknownMiddlewareError,
  type ContentClient,
  type RouteDef,
  type SiteConfig,
} from '@site/contracts';
import { resolvePage } from '../src/app/resolve-page.ts';

const docsRoute: RouteDef = { id: 'docs', pattern: '/*slug', owner: 'docs', page: 'DocsPage', layout: 'docs' };
const i18nOff: SiteConfig = { ...siteConfig, i18n: { ...siteConfig.i18n, enabled: false } };

describe('declaring route middleware', () => {
  it('throws the unknown-middleware error, naming the route and the valid names, when the table is defined', () => {
    const define = () => defineRoutes([{ ...docsRoute, middleware: ['locale-guard', 'auth'] }]);
    expect(define).toThrow(UnknownMiddlewareError);
    expect(define).toThrow("Unknown route middleware: 'auth' (route 'docs'). Valid middleware: 'locale-guard'.");
  });

  it('never resolves a name through the object prototype', () => {
    expect(() => defineRoutes([{ ...docsRoute, middleware: ['toString'] }])).toThrow("Unknown route middleware: 'toString'");
  });

  it('resolves every name the site route table declares, in order', () => {
    for (const route of routes) {
      expect(route.handlers).toEqual((route.middleware ?? []).map((name) => ROUTE_MIDDLEWARE[name]));
    }
    expect(routes.find((r) => r.id === 'docs')?.middleware).toContain('locale-guard');
  });

  it('gives each route only its own middleware', () => {
    const [plain, guarded] = defineRoutes([
      { ...docsRoute, id: 'plain', pattern: '/x' },
      { ...docsRoute, middleware: ['locale-guard'] },
    ]);
    expect(plain!.handlers).toEqual([]);
    expect(guarded!.handlers).toEqual([ROUTE_MIDDLEWARE['locale-guard']]);
  });
});

describe('the locale guard, run by resolvePage', () => {
  const unusedContent = {} as ContentClient;
  const resolve = (pathname: string, config: SiteConfig = siteConfig) => {
    const loaded: string[] = [];
    const result = resolvePage({
      config,
      pathname,
      content: unusedContent,
      loadPage: async (owner, page) => {
        loaded.push(`${owner}/${page}`);
        throw new Error('no remote in this test');
      },
      island: async () => {
        throw new Error('no island in this test');
      },
      build: { buildId: 'b1', remotes: {}, contentVersions: {} },
      side: 'server',
      log: () => {},
    });
    return { result, loaded };
  };

  it.each([
    ['/fr/fr/docs/getting-started', '/fr/docs/getting-started'],
    ['/fr/ja/docs/a/b', '/ja/docs/a/b'],
    ['/en/zh_cn', '/zh_cn'],
  ])('sends %s to %s without running the loader', async (from, to) => {
    const { result, loaded } = resolve(from);
    const { state } = await result;
    expect(state.status).toBe(302);
    expect(state.view).toEqual({ kind: 'redirect', to });
    expect(loaded).toEqual([]);
  });

  it('leaves a path with one locale to the loader', async () => {
    const { result, loaded } = resolve('/fr/docs/getting-started');
    const { state } = await result;
    expect(loaded).toEqual(['docs/DocsPage']);
    expect(state.view.kind).toBe('unavailable');
  });

  it('does nothing with i18n off, where no segment is a locale', async () => {
    expect(matchRoute(i18nOff, '/fr/docs/x')?.route.id).toBe('docs');
    const { result, loaded } = resolve('/fr/docs/x', i18nOff);
    await result;
    expect(loaded).toEqual(['docs/DocsPage']);
  });

  it('runs after the route check: a failed check is still the fatal 404', async () => {
    const { state } = await resolve('/fr/fr/docs/a b').result;
    expect(state.status).toBe(404);
    expect(state.view).toMatchObject({ kind: 'error', message: 'Page Not Found: /fr/fr/docs/a b' });
  });
});
