import { PROXY_ROUTES, type ProxyRoute } from '../../src/index.ts';

const pathUnder = (r: ProxyRoute) => (r.prefix === '/' ? '/en/docs/x' : `${r.prefix.replace(/\/$/, '')}/x`);

/** Every proxied route, as a path under it (the shell's catch-all as a page). */
export const ROUTE_PATHS = [...new Set(PROXY_ROUTES.map(pathUnder))];

/** The paths of routes whose upstream takes request bodies (the shell's answer GET and HEAD only). */
export const BODY_ROUTE_PATHS = [...new Set(PROXY_ROUTES.filter((r) => !r.methods || r.methods.includes('POST')).map(pathUnder))];
