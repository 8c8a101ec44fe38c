export { createGateway } from './create-gateway.ts';
export { resolveSettings, UPSTREAM_NAMES, DEFAULT_UPSTREAM_TIMEOUT_MS } from './settings.ts';
export type { GatewayOptions, GatewaySettings, CacheSettings, UpstreamName } from './settings.ts';
// The legacy table lives in the contracts: the client router follows it too.
export { LEGACY_REDIRECTS, legacyTarget } from '@site/contracts';
export { contentSecurityPolicy, scriptHashSource, COLOR_MODE_SCRIPT_HASH } from './security/csp.ts';
export { securityHeaders } from './security/headers.ts';
export { PROXY_ROUTES, type ProxyRoute } from './proxy/routes.ts';
export { GatewayError } from './errors.ts';
export { LIVE_PATH } from './health.ts';
export { DEFAULT_METRICS_PORT } from './settings.ts';
