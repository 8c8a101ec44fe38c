export { createGateway } from './create-gateway.ts';
export { resolveSettings, UPSTREAM_NAMES, DEFAULT_UPSTREAM_TIMEOUT_MS } from './settings.ts';
export type { GatewayOptions, GatewaySettings, CacheSettings, UpstreamName } from './settings.ts';
export { LEGACY_REDIRECTS } from './redirects/legacy-table.ts';
export { legacyTarget } from './redirects/legacy.ts';
export { contentSecurityPolicy, scriptHashSource, COLOR_MODE_SCRIPT_HASH } from './security/csp.ts';
export { securityHeaders } from './security/headers.ts';
export { PROXY_ROUTES } from './proxy/routes.ts';
export { GatewayError } from './errors.ts';
